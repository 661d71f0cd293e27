// `@theme/NavbarItem`: one item of the config's navbar, drawn by the component
// of its type in `@theme/NavbarItem/ComponentTypes`, as Docusaurus' own
// dispatches (no type: a dropdown when it has `items`, else a link). The navbar
// draws the config's items through it when the site replaces it or one of the
// components it dispatches to; a site's wrapper (`@theme-original/NavbarItem`)
// then sees each item as the config writes it.
import type { ComponentType } from "react";

import ComponentTypes from "./NavbarItem/ComponentTypes";

export interface NavbarItemProps {
  type?: string;
  items?: unknown[];
  mobile?: boolean;
  [key: string]: unknown;
}

/** The component type Docusaurus draws an item with. */
export function componentType(type: string | undefined, props: object): string {
  if (!type || type === "default") return "items" in props ? "dropdown" : "default";
  return type;
}

export default function NavbarItem({ type, ...props }: NavbarItemProps) {
  const Component = (ComponentTypes as Record<string, ComponentType<Record<string, unknown>>>)[componentType(type, props)];
  // A type no component draws (a `custom-…` the site's ComponentTypes lacks): the build named it.
  return Component ? <Component {...props} /> : null;
}
