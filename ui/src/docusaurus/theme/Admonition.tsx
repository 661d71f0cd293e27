// `@theme/Admonition` on our Admonition. Docusaurus's `type` is our `kind`;
// its legacy names keep their meaning (`secondary` a note, `important` an
// info, `success` a tip, each titled with its name), and an unknown type is
// shown as `info` with a warning in the console, as Docusaurus does. An `icon`
// replaces the type's icon, a title given as elements keeps its formatting and
// a `className` is added to the box.
import type { ReactNode } from "react";

import { ADMONITION_ICONS, ADMONITION_LABELS, Admonition as SiteAdmonition } from "../../theme/markdown";
import { textOf } from "../text";

const KINDS = ["note", "tip", "info", "warning", "danger", "caution"];
const ALIASES: Record<string, { kind: string; title: string }> = {
  secondary: { kind: "note", title: "secondary" },
  important: { kind: "info", title: "important" },
  success: { kind: "tip", title: "success" },
};

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

function kindAndTitle(type: string, title: ReactNode): { kind: string; title: ReactNode } {
  const alias = ALIASES[type];
  if (alias) return { kind: alias.kind, title: title ?? alias.title };
  if (KINDS.includes(type)) return { kind: type, title };
  console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
  return { kind: "info", title };
}

export default function Admonition(props: AdmonitionProps) {
  const { kind, title } = kindAndTitle(props.type, props.title);
  if (props.icon === undefined && !props.className && (title === undefined || title === null || typeof title === "string")) {
    return (
      <SiteAdmonition kind={kind} title={title ?? undefined}>
        {props.children}
      </SiteAdmonition>
    );
  }
  // Our Admonition takes a text title and draws the type's icon; with an icon
  // or a title of elements, its markup is written here around them.
  const label = textOf(title) || ADMONITION_LABELS[kind] || kind;
  return (
    <aside className={`admonition admonition-${kind}${props.className ? ` ${props.className}` : ""}`} aria-label={label}>
      <p className="admonition-title">
        {props.icon === undefined ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={ADMONITION_ICONS[kind] ?? ADMONITION_ICONS.note} fill="currentColor" />
          </svg>
        ) : (
          <span className="admonition-icon" aria-hidden="true">
            {props.icon}
          </span>
        )}
        {title ?? label}
      </p>
      <div className="admonition-body">{props.children}</div>
    </aside>
  );
}
