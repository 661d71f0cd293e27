// `@theme/NavbarItem/DropdownNavbarItem`: a `type: 'dropdown'` item. Its label
// opens its items, each drawn by `@theme/NavbarItem` (the site's, when it has
// one; the navbar hands it down) as a dropdown item, in the bar and in the
// mobile menu. Outside the navbar, its items are links.
import { useContext, type ReactNode } from "react";

import { NavbarDropdown } from "../../../theme/NavbarDropdown";
import { NavbarItemContext } from "../../../theme/navbarItemContext";
import DefaultNavbarItem from "./DefaultNavbarItem";

export interface DropdownNavbarItemProps {
  label?: ReactNode;
  items?: Record<string, unknown>[];
  className?: string;
  mobile?: boolean;
  [key: string]: unknown;
}

export default function DropdownNavbarItem({ label, items = [], className, mobile = false }: DropdownNavbarItemProps) {
  const NavbarItem = useContext(NavbarItemContext) ?? DefaultNavbarItem;
  const dropdown = (
    <NavbarDropdown kind="link-dropdown" summaryClass={className} summary={label}>
      {items.map((item, i) => (
        <NavbarItem key={i} isDropdownItem mobile={mobile} activeClassName={mobile ? "menu__link--active" : "dropdown__link--active"} {...item} />
      ))}
    </NavbarDropdown>
  );
  return mobile ? <li className="menu__list-item">{dropdown}</li> : dropdown;
}
