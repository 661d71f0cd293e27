// `@theme/NavbarItem/ComponentTypes`: the navbar item components by `type`. A
// site adds its own (`custom-…`) by replacing this module, often spreading
// `@theme-original/NavbarItem/ComponentTypes`, and the navbar draws each custom
// item with the component of its type. The built-in types beyond a link and
// HTML are here only when the site draws its items with its own `NavbarItem`
// (or a part of it); otherwise the navbar draws them itself.
import type { ComponentType } from "react";

import DefaultNavbarItem from "./DefaultNavbarItem";
import DocNavbarItem from "./DocNavbarItem";
import DocSidebarNavbarItem from "./DocSidebarNavbarItem";
import DocsVersionDropdownNavbarItem from "./DocsVersionDropdownNavbarItem";
import DocsVersionNavbarItem from "./DocsVersionNavbarItem";
import DropdownNavbarItem from "./DropdownNavbarItem";
import HtmlNavbarItem from "./HtmlNavbarItem";
import LocaleDropdownNavbarItem from "./LocaleDropdownNavbarItem";
import SearchNavbarItem from "./SearchNavbarItem";

const ComponentTypes: Record<string, ComponentType<never>> = {
  default: DefaultNavbarItem,
  html: HtmlNavbarItem,
  ...(__NAVBAR_ITEMS_OWN__
    ? {
        dropdown: DropdownNavbarItem,
        search: SearchNavbarItem,
        localeDropdown: LocaleDropdownNavbarItem,
        docsVersionDropdown: DocsVersionDropdownNavbarItem,
        doc: DocNavbarItem,
        docSidebar: DocSidebarNavbarItem,
        docsVersion: DocsVersionNavbarItem,
      }
    : {}),
};

export default ComponentTypes;
