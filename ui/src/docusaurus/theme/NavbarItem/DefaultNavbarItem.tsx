// `@theme/NavbarItem/DefaultNavbarItem`: a link item of the navbar (its
// `navbar__link` classes), in the bar, in a dropdown (`dropdown__link`) or in
// the mobile menu (`menu__link`), for a site's own navbar items.
import NavbarNavLink, { type NavbarNavLinkProps } from "./NavbarNavLink";

export interface DefaultNavbarItemProps extends NavbarNavLinkProps {
  mobile?: boolean;
  isDropdownItem?: boolean;
  position?: "left" | "right";
}

export default function DefaultNavbarItem({ mobile = false, isDropdownItem = false, position: _position, className, ...props }: DefaultNavbarItemProps) {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <NavbarNavLink className={["menu__link", className].filter(Boolean).join(" ")} {...props} />
      </li>
    );
  }
  const link = <NavbarNavLink className={[isDropdownItem ? "dropdown__link" : "navbar__item navbar__link", className].filter(Boolean).join(" ")} isDropdownLink={isDropdownItem} {...props} />;
  return isDropdownItem ? <li>{link}</li> : link;
}
