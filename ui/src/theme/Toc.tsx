// A page's table of contents (levels 2–3 unless the page says otherwise),
// with the heading currently in view highlighted.
import { useEffect, useState, type MouseEvent } from "react";

import type { TocItem } from "../generated/types";
import { theme_TOCCollapsible_toggleButtonLabel, ui_toc_ariaLabel, ui_toc_collapsedAriaLabel } from "../i18n/theme";

/** The last heading that has scrolled past the top of the viewport. */
function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => {
      const offset = 120; // below the sticky navbar
      let current: string | null = ids[0]!;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - offset <= 0) current = id;
      }
      // At the very bottom the last heading may never reach the top.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1]!;
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ids.join(" ")]);
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
            <a href={`#${item.id}`} className={item.id === active ? "is-active" : undefined} aria-current={item.id === active ? "location" : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
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
              <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
