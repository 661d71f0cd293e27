// The docs sidebar of one section, with the current page highlighted, the
// categories around it expanded and the others as their `_category_` file says;
// arrow keys move and open as in a tree.
import { useState, type KeyboardEvent, type MouseEvent } from "react";

import type { SidebarItem } from "../generated/types";
import isInternalUrl from "../docusaurus/isInternalUrl";
import { loadSidebarItems } from "../runtime/routes";
import { Link } from "./Link";
import {
  theme_docs_sidebar_collapseButtonTitle,
  theme_docs_sidebar_expandButtonTitle,
  theme_docs_sidebar_navAriaLabel,
  theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel,
  ui_sidebar_loadFailed,
} from "../i18n/theme";
import { SiteLinkView } from "./SiteLinkView";

// In a Docusaurus config's site each part also has Infima's and the docs
// theme's classes (`menu__link--active`, `menu__list-item--collapsed`,
// `menu__caret`), which sites' CSS addresses; constants of the build, so a
// site without them carries none of it.

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
  if (item.kind === "doc") return item.path === path;
  return item.kind === "category" && (item.path === path || item.items.some((child) => contains(child, path)));
}

/** The entry's own classes plus the site's `className`. */
function classes(own: string, className?: string | null): string {
  return className ? `${own} ${className}` : own;
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

  function toggle(event: MouseEvent<HTMLElement>) {
    if (__SIDEBAR_AUTO_COLLAPSE__ && !open) closeOthersBeside(event.currentTarget);
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
    <li
      className={classes(__DOCUSAURUS_CONFIG__ ? `sidebar-category${open ? " is-open" : " menu__list-item--collapsed"} theme-doc-sidebar-item-category menu__list-item` : `sidebar-category${open ? " is-open" : ""}`, item.class_name)}
      aria-busy={open && !children && !failed ? true : undefined}
    >
      <div className={__DOCUSAURUS_CONFIG__ ? `sidebar-category-row menu__list-item-collapsible${active ? " menu__list-item-collapsible--active" : ""}` : "sidebar-category-row"}>
        {item.path ? (
          <Link
            to={item.path}
            className={__DOCUSAURUS_CONFIG__ ? `sidebar-link menu__link menu__link--sublist${active ? " is-active menu__link--active" : ""}` : `sidebar-link${active ? " is-active" : ""}`}
            aria-current={active ? "page" : undefined}
          >
            {item.label}
          </Link>
        ) : foldable ? (
          <button
            type="button"
            className={__DOCUSAURUS_CONFIG__ ? "sidebar-link sidebar-category-label menu__link menu__link--sublist menu__link--sublist-caret" : "sidebar-link sidebar-category-label"}
            aria-expanded={open}
            onClick={toggle}
          >
            {item.label}
          </button>
        ) : (
          <span className="sidebar-category-title">{item.label}</span>
        )}
        {/* Without a page the label is the switch; this arrow is then only for the mouse. */}
        {foldable && (
          <button
            type="button"
            className={__DOCUSAURUS_CONFIG__ ? "sidebar-toggle clean-btn menu__caret" : "sidebar-toggle"}
            {...(item.path ? { "aria-expanded": open, "aria-label": theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel(item.label) } : { "aria-hidden": true, tabIndex: -1 })}
            onClick={toggle}
          />
        )}
      </div>
      {body}
    </li>
  );
}

/** A doc, a link (outside the site: a new window, marked) or HTML from the sidebars file. */
function Leaf({ item, current }: { item: Exclude<SidebarItem, CategoryItem>; current: string }) {
  if (item.kind === "html") {
    // The site's own HTML, written in its sidebars file (as Docusaurus shows it).
    return <li className={classes(item.default_style ? "sidebar-html sidebar-html-padded" : "sidebar-html", item.class_name)} dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
  if (item.kind === "link") {
    const internal = isInternalUrl(item.href);
    const link = { label: item.label, to: internal ? item.href : null, href: internal ? null : item.href };
    return (
      <li className={classes(__DOCUSAURUS_CONFIG__ ? "sidebar-item-link theme-doc-sidebar-item-link menu__list-item" : "sidebar-item-link", item.class_name)}>
        <SiteLinkView link={link} className={__DOCUSAURUS_CONFIG__ ? "sidebar-link menu__link" : "sidebar-link"} />
      </li>
    );
  }
  const active = item.path === current;
  return (
    <li className={__DOCUSAURUS_CONFIG__ ? classes("theme-doc-sidebar-item-link menu__list-item", item.class_name) : (item.class_name ?? undefined)}>
      <Link
        to={item.path}
        className={__DOCUSAURUS_CONFIG__ ? `sidebar-link menu__link${active ? " is-active menu__link--active" : ""}` : `sidebar-link${active ? " is-active" : ""}`}
        aria-current={active ? "page" : undefined}
      >
        {item.label}
      </Link>
    </li>
  );
}

function Items({ items, at, current }: { items: SidebarItem[]; at: number[]; current: string }) {
  return (
    <ul className={__DOCUSAURUS_CONFIG__ ? "sidebar-items menu__list" : "sidebar-items"}>
      {items.map((item, i) =>
        item.kind === "category" ? <Category key={`${i}:${item.label}`} item={item} at={[...at, i]} current={current} /> : <Leaf key={i} item={item} current={current} />,
      )}
    </ul>
  );
}

/**
 * Closes the open categories beside the one whose switch is `button` (the
 * site's `autoCollapseCategories`): each folds as the reader's click folds it.
 */
function closeOthersBeside(button: HTMLElement) {
  const category = button.closest(".sidebar-category");
  for (const other of category?.parentElement?.children ?? []) {
    if (other !== category && other.classList.contains("is-open")) other.querySelector<HTMLElement>(":scope > .sidebar-category-row > .sidebar-toggle")?.click();
  }
}

export function DocSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className={__DOCUSAURUS_CONFIG__ ? "doc-sidebar menu thin-scrollbar" : "doc-sidebar"} aria-label={theme_docs_sidebar_navAriaLabel} onKeyDown={onSidebarKey}>
      <Items items={items} at={[]} current={current} />
    </nav>
  );
}

/** Whether the reader hid the sidebar: kept from doc to doc, as Docusaurus' docs layout keeps it. */
let sidebarHidden = false;

/**
 * The sidebar's column with a button at its foot that hides it, leaving a
 * narrow strip whose button shows it again (the site's `hideable`).
 */
export function HideableSidebarColumn({ items, current }: { items: SidebarItem[]; current: string }) {
  const [hidden, setHidden] = useState(sidebarHidden);
  const toggle = () => setHidden((sidebarHidden = !hidden));
  const label = hidden ? theme_docs_sidebar_expandButtonTitle : theme_docs_sidebar_collapseButtonTitle;
  const button = (
    <button type="button" className={hidden ? "sidebar-expand" : "sidebar-collapse"} title={label} aria-label={label} aria-expanded={!hidden} onClick={toggle}>
      {hidden ? "»" : "«"}
    </button>
  );
  return (
    <div className={`${hidden ? "doc-sidebar-column is-hidden" : "doc-sidebar-column"}${__DOCUSAURUS_CONFIG__ ? " theme-doc-sidebar-container" : ""}`}>
      <div className="sidebar-hideable">
        {hidden ? null : <DocSidebar items={items} current={current} />}
        {button}
      </div>
    </div>
  );
}
