// `@theme/Admonition`: draws `type` with the component `@theme/Admonition/Types`
// gives for it (a site may add its own kinds there); an unknown type is
// shown as `info` with a warning in the console, as Docusaurus does.
import type { ReactNode } from "react";

import AdmonitionTypes from "./Admonition/Types";

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition(props: AdmonitionProps) {
  let Type = AdmonitionTypes[props.type];
  if (!Type) {
    console.warn(`No admonition component found for admonition type "${props.type}". Using Info as fallback.`);
    Type = AdmonitionTypes.info;
  }
  return <Type {...props} />;
}
