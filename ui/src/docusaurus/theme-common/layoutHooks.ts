// More of `@docusaurus/theme-common/internal`, for the components sites eject
// (a TOC, a mobile sidebar, a blog post's date): the table of contents
// filtered and made a tree, the body's scroll locked, the page's scroll
// followed, keyboard navigation marked, dates formatted in the site's language.
import { useEffect, useMemo, useRef } from "react";

import { site } from "../../generated/site";

/** A heading of Docusaurus' flat TOC. */
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

/** A heading of the TOC as a tree, each with the headings below it. */
export interface TOCTreeNode {
  value: string;
  id: string;
  level: number;
  children: TOCTreeNode[];
}

/** The flat TOC as a tree: a heading holds the deeper ones after it, up to the next of its level or higher. */
export function treeifyTOC(toc: readonly TOCItem[]): TOCTreeNode[] {
  const roots: TOCTreeNode[] = [];
  const open: TOCTreeNode[] = [];
  for (const item of toc) {
    const node: TOCTreeNode = { ...item, children: [] };
    while (open.length && open[open.length - 1]!.level >= node.level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

/** The tree with only the levels from `minHeadingLevel` to `maxHeadingLevel`: a heading out of range gives its place to its children. */
export function filterTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TOCTreeNode[]; minHeadingLevel: number; maxHeadingLevel: number }): TOCTreeNode[] {
  return toc.flatMap((node) => {
    const children = filterTOC({ toc: node.children, minHeadingLevel, maxHeadingLevel });
    return node.level >= minHeadingLevel && node.level <= maxHeadingLevel ? [{ ...node, children }] : children;
  });
}

export function useTreeifiedTOC(toc: readonly TOCItem[]): readonly TOCTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TOCItem[]; minHeadingLevel: number; maxHeadingLevel: number }): readonly TOCTreeNode[] {
  return useMemo(() => filterTOC({ toc: treeifyTOC(toc), minHeadingLevel, maxHeadingLevel }), [toc, minHeadingLevel, maxHeadingLevel]);
}

/** While `lock` holds, the page behind (the body) does not scroll: a mobile menu is open. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? "hidden" : "visible";
    return () => {
      document.body.style.overflow = "visible";
    };
  }, [lock]);
}

/** The page's scroll offsets. */
export interface ScrollPosition {
  scrollX: number;
  scrollY: number;
}

/** Calls `effect` with the scroll position on each scroll, and the one before it. */
export function useScrollPosition(effect: (position: ScrollPosition, lastPosition: ScrollPosition | null) => void, deps: unknown[] = []): void {
  const last = useRef<ScrollPosition | null>(null);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    // The first scroll compares with where the page was when the effect began, as in Docusaurus.
    last.current = { scrollX: window.scrollX, scrollY: window.scrollY };
    const onScroll = () => {
      const position = { scrollX: window.scrollX, scrollY: window.scrollY };
      latest.current(position, last.current);
      last.current = position;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
    // The caller's deps, as Docusaurus takes them.
  }, deps);
}

/** Marks `<html>` with `navigation-with-keyboard` after a Tab key, until the next mouse press, as Docusaurus does. */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const root = document.documentElement;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab") root.classList.add("navigation-with-keyboard");
    };
    const onMouse = () => root.classList.remove("navigation-with-keyboard");
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onMouse);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onMouse);
      root.classList.remove("navigation-with-keyboard");
    };
  }, []);
}

/** A date formatter in the site's language, in UTC (as Docusaurus formats a post's date). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(site.locale, { timeZone: "UTC", ...options });
}
