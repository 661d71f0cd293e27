// Lets a doc page hand its sidebar to the layout, which shows it in the mobile menu.
import { createContext, useContext, useEffect } from "react";

import type { SidebarItem } from "../generated/types";

export interface DocSidebarState {
  items: SidebarItem[];
  current: string;
}

export const DocSidebarContext = createContext<(state: DocSidebarState | null) => void>(() => undefined);

/** The shown doc's sidebar and path, for its content (`@theme/DocCardList` lists the pages of its category). */
export const CurrentDocSidebarContext = createContext<DocSidebarState | null>(null);

export function useRegisterDocSidebar(items: SidebarItem[], current: string) {
  const register = useContext(DocSidebarContext);
  useEffect(() => {
    // A doc in no sidebar leaves the mobile menu without a docs panel.
    register(items.length > 0 ? { items, current } : null);
    return () => register(null);
  }, [register, items, current]);
}

type Category = Extract<SidebarItem, { kind: "category" }>;

/** The category of `items` (at any depth) whose own page is `path`, or null. */
/** The categories from the sidebar's top down to the page at `path` (a category's own page ends with that category); null where it is not listed. */
export function categoriesTo(items: SidebarItem[], path: string): Category[] | null {
  for (const item of items) {
    if (item.kind === "doc" && item.path === path) return [];
    if (item.kind !== "category") continue;
    if (item.path === path) return [item];
    const below = categoriesTo(item.items, path);
    if (below) return [item, ...below];
  }
  return null;
}

/** The items beside the page at `path`: the deepest category holding it (a category's own page: its items), or the sidebar's top level. */
export function siblingsOf(items: SidebarItem[], path: string): SidebarItem[] {
  return categoriesTo(items, path)?.at(-1)?.items ?? items;
}
