// Which navbar links are the reader's place (Docusaurus' active items): by
// the link's own rule (`activeBaseRegex`, `activeBasePath`), by the sidebar
// of the doc on screen (a doc or docSidebar item), else by its path.
import { createContext, useContext } from "react";
import { useLocation } from "react-router-dom";

import type { SiteLink } from "../generated/types";
import { normalizePath, routeOf, servedPath } from "../runtime/routes";

/**
 * The page on screen (its route) and its doc's sidebar (a doc page module's
 * `sidebarName`), set by App: the marks change with the page itself, not
 * before it has loaded, as Docusaurus' change with its route.
 */
export interface ShownPage {
  path: string;
  sidebar?: string;
}

// Pure: a site whose navbar has no such links leaves it out of its shell.
export const ShownPageContext = /* @__PURE__ */ createContext<ShownPage | null>(null);

/** Whether `link` (leading to `to`, the reader's version of its page) is the reader's place. */
export function isCurrentLink(link: SiteLink, to: string, pathname: string, shownSidebar: string | undefined): boolean {
  const rule = link.active;
  // As Docusaurus' `isRegexpStringMatch`.
  if (rule?.regex != null) return new RegExp(rule.regex, "gi").test(pathname);
  if (rule?.base != null) return pathname.startsWith(servedPath(rule.base));
  // A link out of the site is nobody's place.
  if (!link.to) return false;
  const here = normalizePath(routeOf(pathname));
  const target = normalizePath(to.split(/[?#]/)[0]!);
  // A doc item is current on its own page, and on any doc of its sidebar.
  if (rule?.sidebar != null) return here === target || (!!shownSidebar && shownSidebar === rule.sidebar);
  // As react-router's NavLink: the page or one below it (the home page only itself).
  return here === target || (target !== "/" && here.startsWith(`${target}/`));
}

/** `isCurrentLink` for the page on screen (the router's location, below the base URL, where App says none). */
export function useCurrentLink(link: SiteLink, to: string): boolean {
  const { pathname } = useLocation();
  const shown = useContext(ShownPageContext);
  return isCurrentLink(link, to, servedPath(shown ? shown.path : pathname), shown?.sidebar);
}
