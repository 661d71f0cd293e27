// A list of links under a label in the navbar (and in the mobile menu): the
// versions, the locales, or a dropdown of the site's own links. A
// `<details>`, so it opens by keyboard and without script; following one of
// its links closes it.
import type { ReactNode } from "react";

export function NavbarDropdown({
  kind,
  summaryClass,
  summary,
  summaryLabel,
  children,
}: {
  /** The class naming the kind (`version-dropdown`), beside `navbar-dropdown`. */
  kind: string;
  /** The label's own class (a link dropdown's `className` from the config). */
  summaryClass?: string | undefined;
  summary: ReactNode;
  /** The summary's accessible name, when its text alone does not say what the list is. */
  summaryLabel?: string;
  /** The list's `<li>` items. */
  children: ReactNode;
}) {
  const closeOnLink = (event: { target: EventTarget; currentTarget: HTMLElement }) => {
    if ((event.target as HTMLElement).closest("a")) event.currentTarget.removeAttribute("open");
  };
  return (
    // Infima's dropdown classes too, in a Docusaurus config's site (its CSS addresses them).
    <details className={__DOCUSAURUS_CONFIG__ ? `navbar-dropdown ${kind} dropdown dropdown--hoverable` : `navbar-dropdown ${kind}`} onClick={closeOnLink}>
      <summary className={summaryClass} aria-label={summaryLabel}>
        {summary}
      </summary>
      <ul className={__DOCUSAURUS_CONFIG__ ? "navbar-dropdown-menu dropdown__menu" : "navbar-dropdown-menu"}>{children}</ul>
    </details>
  );
}
