// A page's table of contents (levels 2–3 unless the page says otherwise),
// with the heading currently in view highlighted.
import { useEffect, useState, type MouseEvent } from "react";

import type { TocItem } from "../generated/types";
import { activeHeadingId, onScrollAndResize } from "../runtime/activeHeading";
import { theme_TOCCollapsible_toggleButtonLabel, ui_toc_ariaLabel, ui_toc_collapsedAriaLabel } from "../i18n/theme";

/** The last heading that has scrolled past the top of the viewport. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => onScrollAndResize(() => setActive(activeHeadingId(ids))), [ids.join(" ")]);
  return active;
}

export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items.map((item) => item.id));
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label={ui_toc_ariaLabel}>
      <p className="toc-title">{theme_TOCCollapsible_toggleButtonLabel}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a href={`#${item.id}`} className={tocLinkClass(item.id === active)} aria-current={item.id === active ? "location" : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link's classes: Infima's too on a Docusaurus site, whose CSS addresses `.table-of-contents__link`. */
function tocLinkClass(active: boolean): string | undefined {
  const infima = __DOCUSAURUS_CONFIG__ ? (active ? "table-of-contents__link table-of-contents__link--active" : "table-of-contents__link") : "";
  return [infima, active ? "is-active" : ""].filter(Boolean).join(" ") || undefined;
}

/** The table of contents on phones and narrow windows (≤ 996 px): a collapsed panel above the content. */
export function TocMobile({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  // Following a link closes the panel, so the heading is not hidden under it.
  const close = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("a")) event.currentTarget.closest("details")?.removeAttribute("open");
  };
  return (
    <details className="toc-mobile">
      <summary>{theme_TOCCollapsible_toggleButtonLabel}</summary>
      <nav aria-label={ui_toc_collapsedAriaLabel} onClick={close}>
        <ul>
          {items.map((item) => (
            <li key={item.id} className={`toc-level-${item.level}`}>
              <a href={`#${item.id}`} className={tocLinkClass(false)}>
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
