// The docs sidebar of one section, with the current page highlighted and its
// categories expanded.
import { useState } from "react";

import type { SidebarItem } from "../generated/types";
import { Link } from "./Link";

function contains(item: SidebarItem, path: string): boolean {
  if (item.path === path) return true;
  return item.kind === "category" && item.items.some((child) => contains(child, path));
}

function Category({ item, current }: { item: Extract<SidebarItem, { kind: "category" }>; current: string }) {
  const [open, setOpen] = useState(() => contains(item, current));
  const active = item.path === current;
  return (
    <li className={`sidebar-category${open ? " is-open" : ""}`}>
      <div className="sidebar-category-row">
        {item.path ? (
          <Link to={item.path} className={`sidebar-link${active ? " is-active" : ""}`} aria-current={active ? "page" : undefined}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className="sidebar-link sidebar-category-label" onClick={() => setOpen(!open)}>
            {item.label}
          </button>
        )}
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={open}
          aria-label={`${item.label} ${open ? "접기" : "펼치기"}`}
          onClick={() => setOpen(!open)}
        />
      </div>
      {open ? <Items items={item.items} current={current} /> : null}
    </li>
  );
}

function Items({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <ul className="sidebar-items">
      {items.map((item) =>
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
          <Category key={item.label} item={item} current={current} />
        ),
      )}
    </ul>
  );
}

export function DocSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  return (
    <nav className="doc-sidebar" aria-label="문서 목록">
      <Items items={items} current={current} />
    </nav>
  );
}
