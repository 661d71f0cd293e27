// The component that draws a navbar item (`@theme/NavbarItem`: the site's,
// when it replaces it), handed by the navbar to the dropdowns it draws, which
// draw their own items with it as Docusaurus' dropdown does (an import would
// make a cycle: the item draws the dropdown).
import { createContext, type ComponentType } from "react";

export const NavbarItemContext = /* @__PURE__ */ createContext<ComponentType<Record<string, unknown>> | null>(null);
