// Docusaurus' pure helpers over a sidebar in its shape (`type`, `href`,
// `items`), as site code and ejected components call them from
// `@docusaurus/plugin-content-docs/client`: finding a category or an item's
// first link, which items are active or shown, the breadcrumbs to a page.
import { isSamePath } from "../theme-common/samePath";
import type { DocusaurusSidebarItem } from "./client";

type Category = Extract<DocusaurusSidebarItem, { type: "category" }>;
type Item = DocusaurusSidebarItem & { unlisted?: boolean; linkUnlisted?: boolean };

/** Whether `path` (an item's, which may have none) is the page at `activePath`, as Docusaurus compares them. */
function samePath(path: string | undefined, activePath: string): boolean {
  return path !== undefined && isSamePath(path, activePath);
}

/** The first category of the tree (depth first) `predicate` holds for. */
export function findSidebarCategory(sidebar: DocusaurusSidebarItem[], predicate: (category: Category) => boolean): Category | undefined {
  for (const item of sidebar) {
    if (item.type !== "category") continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** Where an item leads: a link's address, a category's own page or its first item's, none for HTML. */
export function findFirstSidebarItemLink(item: DocusaurusSidebarItem): string | undefined {
  const listed = item as Item;
  if (item.type === "link") return listed.unlisted ? undefined : item.href;
  if (item.type !== "category") return undefined;
  if (item.href && !listed.linkUnlisted) return item.href;
  for (const sub of item.items) {
    const link = findFirstSidebarItemLink(sub);
    if (link) return link;
  }
  return undefined;
}

/** Whether the item is the page at `activePath`, or (a category) holds it. */
export function isActiveSidebarItem(item: DocusaurusSidebarItem, activePath: string): boolean {
  if (item.type === "link") return samePath(item.href, activePath);
  if (item.type === "category") return samePath(item.href, activePath) || item.items.some((sub) => isActiveSidebarItem(sub, activePath));
  return false;
}

/** Whether the sidebar shows the item: an unlisted one only while it is the page on screen. */
export function isVisibleSidebarItem(item: DocusaurusSidebarItem, activePath: string): boolean {
  const listed = item as Item;
  if (item.type === "category") {
    return isActiveSidebarItem(item, activePath) || (item.href !== undefined && !listed.linkUnlisted) || item.items.some((sub) => isVisibleSidebarItem(sub, activePath));
  }
  if (item.type === "link") return !listed.unlisted || isActiveSidebarItem(item, activePath);
  return true;
}

/** The items the sidebar shows at `activePath`. */
export function useVisibleSidebarItems(items: DocusaurusSidebarItem[], activePath: string): DocusaurusSidebarItem[] {
  return items.filter((item) => isVisibleSidebarItem(item, activePath));
}

/** The items a card list shows: those that lead somewhere, and any HTML. */
export function filterDocCardListItems(items: DocusaurusSidebarItem[]): DocusaurusSidebarItem[] {
  return items.filter((item) => (item.type === "category" || item.type === "link" ? findFirstSidebarItemLink(item) !== undefined : true));
}

/** The items from the sidebar's top down to the page at `pathname` (the page itself last); categories only if asked. */
export function sidebarBreadcrumbs(items: DocusaurusSidebarItem[], pathname: string, onlyCategories = false): DocusaurusSidebarItem[] {
  for (const item of items) {
    if (item.type === "link" && samePath(item.href, pathname)) return onlyCategories ? [] : [item];
    if (item.type !== "category") continue;
    if (samePath(item.href, pathname)) return [item];
    const below = sidebarBreadcrumbs(item.items, pathname, onlyCategories);
    if (below.length || item.items.some((sub) => sub.type === "link" && samePath(sub.href, pathname))) return [item, ...below];
  }
  return [];
}
