// `@theme/NavbarItem/ComponentTypes`: the navbar item components by `type`. The
// navbar draws the built-in types itself; a site adds its own (`custom-…`) by
// replacing this module, often spreading `@theme-original/NavbarItem/ComponentTypes`,
// and the navbar draws each custom item with the component of its type.
import type { ComponentType } from "react";

import DefaultNavbarItem from "./DefaultNavbarItem";
import HtmlNavbarItem from "./HtmlNavbarItem";

const ComponentTypes: Record<string, ComponentType<never>> = {
  default: DefaultNavbarItem,
  html: HtmlNavbarItem,
};

export default ComponentTypes;
