// `@theme/NavbarItem/HtmlNavbarItem`: HTML the config writes as a navbar item
// (the site's own code, as in Docusaurus), in the bar or in the mobile menu.
export interface HtmlNavbarItemProps {
  value: string;
  className?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
}

export default function HtmlNavbarItem({ value, className, mobile = false, isDropdownItem = false }: HtmlNavbarItemProps) {
  const Tag = isDropdownItem ? "li" : "div";
  const classes = [mobile ? "menu__list-item" : "navbar__item", className].filter(Boolean).join(" ");
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: value }} />;
}
