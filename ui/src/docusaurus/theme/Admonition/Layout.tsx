// `@theme/Admonition/Layout`: the box every admonition type is drawn in, our
// markup with Docusaurus' props. `type` is one of our kinds (its colours and
// icon); an `icon` replaces the kind's, a title given as elements keeps its
// formatting and a `className` is added to the box.
import type { ReactNode } from "react";

import { ADMONITION_ICONS, ADMONITION_LABELS, Admonition as SiteAdmonition } from "../../../theme/markdown";
import { textOf } from "../../text";

export interface AdmonitionLayoutProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function AdmonitionLayout({ type, title, icon, className, children }: AdmonitionLayoutProps) {
  if (icon === undefined && !className && (title === undefined || title === null || typeof title === "string")) {
    return (
      <SiteAdmonition kind={type} title={title ?? undefined}>
        {children}
      </SiteAdmonition>
    );
  }
  // Our Admonition takes a text title and draws the kind's icon; with an icon
  // or a title of elements, its markup is written here around them.
  const label = textOf(title) || ADMONITION_LABELS[type] || type;
  return (
    <aside className={`admonition admonition-${type}${className ? ` ${className}` : ""}`} aria-label={label}>
      <p className="admonition-title">
        {icon === undefined ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={ADMONITION_ICONS[type] ?? ADMONITION_ICONS.note} fill="currentColor" />
          </svg>
        ) : (
          <span className="admonition-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {title ?? label}
      </p>
      <div className="admonition-body">{children}</div>
    </aside>
  );
}
