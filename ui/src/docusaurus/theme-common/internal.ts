// `@docusaurus/theme-common/internal`: what a site's ejected `@theme/Tabs`
// (`docusaurus swizzle … Tabs --eject`) imports, with Docusaurus' meaning:
// `sanitizeTabsChildren` (the TabItems, space between them dropped),
// `useTabs` (the tab values, the one selected, how to select another; a
// `groupId`'s choice shared through its storage slot, `docusaurus.tab.<id>`,
// with every tab set of the group and with our own; `queryString` read from
// and written to the URL) and `useScrollPositionBlocker` (the clicked tab
// stays where it is on screen while the content above it changes), and an
// ejected `@theme/TOCItems`' `useTOCHighlight` and an ejected code block's
// `getPrismCssVariables`, and an ejected sidebar's `isSamePath` and `useLocalPathname`.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation as useRouterLocation } from "react-router-dom";

import { site } from "../../generated/site";
import { activeHeadingId, onScrollAndResize } from "../../runtime/activeHeading";
import { tabStorageKey } from "../../runtime/tabSets";
import { initialValue, queryKey, tabItems, tabValues, type TabsProps, type TabValue } from "./tabs";
import type { TabItemProps } from "../theme/TabItem";
import { useQueryString } from "./hooks";
import { useStorageSlot } from "./storage";

export type { TabItemProps, TabValue };

/** The children of a `<Tabs>`: its TabItems; anything else but space is an error naming it. */
export function sanitizeTabsChildren(children: ReactNode) {
  return tabItems(children);
}

export function useTabs(props: TabsProps) {
  const tabs = tabValues(props, tabItems(props.children));
  const isValue = (value: string | null | undefined): value is string => Boolean(value) && tabs.some((tab) => tab.value === value);
  const [selectedValue, setSelectedValue] = useState(() => initialValue(props.defaultValue, tabs));
  const key = queryKey(props.queryString, props.groupId);
  const [fromQuery, setQuery] = useQueryString(key ?? "");
  const [stored, slot] = useStorageSlot(props.groupId ? tabStorageKey(props.groupId) : null);
  // After hydration (the server shows the default): the URL's choice, else the group's.
  useEffect(() => {
    const chosen = key && isValue(fromQuery) ? fromQuery : isValue(stored) ? stored : null;
    if (chosen) setSelectedValue(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromQuery, stored, key]);
  const selectValue = useCallback(
    (value: string) => {
      if (!isValue(value)) throw new Error(`Can't select invalid tab value=${value}`);
      setSelectedValue(value);
      if (key) setQuery(value);
      if (props.groupId) slot.set(value);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, setQuery, slot, props.groupId, tabs],
  );
  return { selectedValue, selectValue, tabValues: tabs, lazy: props.lazy, block: props.block };
}

/**
 * `getPrismCssVariables`: the style an ejected code block puts on its frame,
 * `--prism-color` and `--prism-background-color` from the theme's `plain`
 * colours (`usePrismTheme`).
 */
export function getPrismCssVariables(prismTheme: { plain: Record<string, unknown> }): Record<string, string> {
  const names: Record<string, string> = { color: "--prism-color", backgroundColor: "--prism-background-color" };
  const properties: Record<string, string> = {};
  for (const [key, value] of Object.entries(prismTheme.plain)) {
    if (names[key] && typeof value === "string") properties[names[key]] = value;
  }
  return properties;
}

export { isSamePath } from "./samePath";

/** `useLocalPathname`: the page's path below the site's base URL (`/docs/a` of `/base/docs/a`), as an ejected sidebar compares it. */
export function useLocalPathname(): string {
  const { pathname } = useRouterLocation();
  return pathname;
}

/** `useTOCHighlight`'s settings, as Docusaurus' TOCItems gives them. */
export interface TOCHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/**
 * `useTOCHighlight`: while the page scrolls, the table-of-contents link (of
 * class `linkClassName`) to the heading in view has `linkActiveClassName`,
 * by the rule our own table of contents follows. No settings: none is marked.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined) {
  const { linkClassName, linkActiveClassName } = config ?? {};
  useEffect(() => {
    if (!linkClassName || !linkActiveClassName) return;
    return onScrollAndResize(() => {
      const links = [...document.getElementsByClassName(linkClassName)].filter((e): e is HTMLAnchorElement => e instanceof HTMLAnchorElement);
      const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)));
      const active = activeHeadingId(ids);
      links.forEach((link, i) => link.classList.toggle(linkActiveClassName, ids[i] === active));
    });
  }, [linkClassName, linkActiveClassName]);
}

/** Keeps an element where it is on screen across the next render (a tab whose set above it grows or shrinks). */
export function useScrollPositionBlocker() {
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    const before = element.getBoundingClientRect().top;
    requestAnimationFrame(() => {
      const moved = element.getBoundingClientRect().top - before;
      if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
    });
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}

/**
 * `useHomePageRoute`: the route of the site's home page, which an ejected
 * `DocBreadcrumbs` links its first crumb to. Every site here has a page at its
 * base URL (its own, its docs', or the theme's home page).
 */
export function useHomePageRoute(): { path: string; exact: boolean } {
  return { path: site.base_url, exact: true };
}

export { useAnnouncementBar } from "../../theme/AnnouncementBar";
// Where Docusaurus 2 and 3 before 3.5 had them (now `@docusaurus/plugin-content-docs/client`).
export {
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useDoc,
  useDocById,
  useDocsSidebar,
  useDocsVersion,
  useDocsVersionCandidates,
  useSidebarBreadcrumbs,
} from "../plugin-content-docs/client";
export * from "./layoutHooks";
export { useHideableNavbar, useNavbarSecondaryMenu } from "./navbar";
