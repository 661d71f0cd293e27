// The docs sidebar of one section, with the current page highlighted, the
// categories around it expanded and the others as their `_category_` file says;
// arrow keys move and open as in a tree.
import { useState, type KeyboardEvent } from "react";

import type { SidebarItem } from "../generated/types";
import { loadSidebarItems } from "../runtime/routes";
import { Link } from "./Link";
import { theme_docs_sidebar_navAriaLabel, theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel, ui_sidebar_loadFailed } from "../i18n/theme";

/**
 * ↑/↓/Home/End move between the sidebar's entries; on a category → opens it (or
 * goes into it when open) and ← closes it; ← elsewhere (or on a category that
 * cannot be folded) goes up to the category around.
 */
function onSidebarKey(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(".sidebar-link")];
  const row = target.closest(".sidebar-category-row");
  const category = row?.parentElement;
  const toggle = row?.querySelector<HTMLElement>(".sidebar-toggle");
  const open = !!category?.classList.contains("is-open");
  const at = entries.indexOf(row?.querySelector<HTMLElement>(".sidebar-link") ?? target);
  const moves: Record<string, HTMLElement | null | undefined> = {
    ArrowDown: entries[at + 1],
    ArrowUp: entries[at - 1],
    Home: entries[0],
    End: entries[entries.length - 1],
    ArrowRight: open ? category!.querySelector<HTMLElement>(":scope > .sidebar-items .sidebar-link") : undefined,
    // The label of the nearest category around that has one (a plain title, which cannot fold and has no page, is passed over).
    ArrowLeft: open && toggle ? undefined : (category ? category.parentElement : target)?.closest(".sidebar-category:has(>div>.sidebar-link)")?.querySelector<HTMLElement>(":scope>div>.sidebar-link"),
  };
  if (at < 0 || !(event.key in moves)) return;
  event.preventDefault();
  const opens = event.key === "ArrowRight";
  if (toggle && (opens || event.key === "ArrowLeft") && opens !== open) toggle.click();
  else moves[event.key]?.focus();
}

function contains(item: SidebarItem, path: string): boolean {
  if (item.path === path) return true;
  return item.kind === "category" && item.items.some((child) => contains(child, path));
}

type CategoryItem = Extract<SidebarItem, { kind: "category" }>;

/** A category at index path `at` of the sidebar; a closed one's items may have to be loaded (see sidebar_views). */
function Category({ item, at, current }: { item: CategoryItem; at: number[]; current: string }) {
  // As in Docusaurus: a category with `collapsed: false` (so every one that
  // cannot be folded, see meta.rs), or holding the current page, starts open.
  const foldable = item.collapsible !== false;
  const [open, setOpen] = useState(() => item.collapsed === false || contains(item, current));
  const [loaded, setLoaded] = useState<SidebarItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const children = item.items_from === null ? item.items : loaded;
  const active = item.path === current;

  function toggle() {
    setOpen(!open);
    if (!open && children === null && item.items_from !== null) {
      setFailed(false);
      loadSidebarItems(item.items_from, at).then(setLoaded, () => setFailed(true));
    }
  }

  let body = null;
  if (open && children) body = <Items items={children} at={at} current={current} />;
  else if (open && failed) body = <p className="sidebar-load-error">{ui_sidebar_loadFailed}</p>;
  return (
    <li className={`sidebar-category${open ? " is-open" : ""}`} aria-busy={open && !children && !failed ? true : undefined}>
      <div className="sidebar-category-row">
        {item.path ? (
          <Link to={item.path} className={`sidebar-link${active ? " is-active" : ""}`} aria-current={active ? "page" : undefined}>
            {item.label}
          </Link>
        ) : foldable ? (
          <button type="button" className="sidebar-link sidebar-category-label" aria-expanded={open} onClick={toggle}>
            {item.label}
          </button>
        ) : (
          <span className="sidebar-category-title">{item.label}</span>
        )}
        {/* Without a page the label is the switch; this arrow is then only for the mouse. */}
        {foldable && (
          <button
            type="button"
            className="sidebar-toggle"
            {...(item.path ? { "aria-expanded": open, "aria-label": theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel(item.label) } : { "aria-hidden": true, tabIndex: -1 })}
            onClick={toggle}
          />
        )}
      </div>
      {body}
    </li>
  );
}

function Items({ items, at, current }: { items: SidebarItem[]; at: number[]; current: string }) {
  return (
    <ul className="sidebar-items">
      {items.map((item, i) =>
        item.kind === "doc" ? (
          <li key={item.path}>
            <Link
              to={item.path}
              className={`sidebar-link${item.path === current ? " is-active" : ""}`}
              aria-current={item.path === current ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={item.label} item={item} at={[...at, i]} current={current} />
        ),
      )}
    </ul>
  );
}

export function DocSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className="doc-sidebar" aria-label={theme_docs_sidebar_navAriaLabel} onKeyDown={onSidebarKey}>
      <Items items={items} at={[]} current={current} />
    </nav>
  );
}
