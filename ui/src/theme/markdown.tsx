// The elements generated Markdown uses besides plain HTML tags.
import type { ReactNode } from "react";
import { theme_admonition_caution, theme_admonition_danger, theme_admonition_info, theme_admonition_note, theme_admonition_tip, theme_admonition_warning, theme_common_headingLinkTitle } from "../i18n/theme";

export { Link } from "./Link";

export function Heading(props: { as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6"; id: string; children: ReactNode }) {
  const Tag = props.as;
  return (
    <Tag id={props.id} className="heading">
      {props.children}
      <a className="heading-anchor" href={`#${props.id}`} aria-label={theme_common_headingLinkTitle}>
        #
      </a>
    </Tag>
  );
}

export const ADMONITION_LABELS: Record<string, string> = {
  note: theme_admonition_note,
  tip: theme_admonition_tip,
  info: theme_admonition_info,
  warning: theme_admonition_warning,
  caution: theme_admonition_caution,
  danger: theme_admonition_danger,
};

export const ADMONITION_ICONS: Record<string, string> = {
  note: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm1 13h-2v-5h2v5zm0-7h-2V7h2v2z",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm1 13h-2v-5h2v5zm0-7h-2V7h2v2z",
  tip: "M9 21h6v-1.5H9V21zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2z",
  warning: "M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z",
  caution: "M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z",
  danger: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z",
};

export function Admonition(props: { kind: string; title?: string; children: ReactNode }) {
  const label = props.title ?? ADMONITION_LABELS[props.kind] ?? props.kind;
  return (
    <aside className={`admonition admonition-${props.kind}`} aria-label={label}>
      <p className="admonition-title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d={ADMONITION_ICONS[props.kind] ?? ADMONITION_ICONS.note} fill="currentColor" />
        </svg>
        {label}
      </p>
      <div className="admonition-body">{props.children}</div>
    </aside>
  );
}

import { CodeBlock as OurCodeBlock } from "./CodeBlock";
import { FencedCodeBlock } from "./fencedCodeBlock";

/** A fenced code block: ours, or the site's own `@theme/CodeBlock` where it replaces ours (`__CODE_BLOCK_OWN__`). */
export const CodeBlock = __CODE_BLOCK_OWN__ ? FencedCodeBlock : OurCodeBlock;
