// `@theme/Admonition/Types`: the component drawing each admonition type, by
// Docusaurus' names. A site adds its own kinds (`admonitions.keywords`) by
// replacing this module with `{...DefaultAdmonitionTypes, mine: Mine}`, the
// defaults reached through `@theme-original/Admonition/Types`.
import type { ComponentType, ReactNode } from "react";

import AdmonitionLayout from "./Layout";

export interface AdmonitionTypeProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Draws `kind`'s box; `legacy`, Docusaurus' older word for it, is the title unless one is given. */
function typeOf(kind: string, legacy?: string): ComponentType<AdmonitionTypeProps> {
  const Type = ({ title, ...props }: AdmonitionTypeProps) => <AdmonitionLayout {...props} type={kind} title={title ?? legacy} />;
  Type.displayName = `Admonition(${legacy ?? kind})`;
  return Type;
}

const AdmonitionTypes: Record<string, ComponentType<AdmonitionTypeProps>> = {
  note: typeOf("note"),
  tip: typeOf("tip"),
  info: typeOf("info"),
  warning: typeOf("warning"),
  danger: typeOf("danger"),
  caution: typeOf("caution"),
  secondary: typeOf("note", "secondary"),
  important: typeOf("info", "important"),
  success: typeOf("tip", "success"),
};

export default AdmonitionTypes;
