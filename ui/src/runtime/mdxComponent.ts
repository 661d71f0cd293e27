// A component an MDX page uses without importing it: Docusaurus' MDX finds
// it in `@theme/MDXComponents`, which a site extends in src/theme. A name the
// object lacks fails where MDX fails (at render), with the page's place; on a
// Docusaurus 2 site (`mdx1`) it is MDX 1's shortcode instead: a `<div>`
// around its children, as the page showed there.
import { createElement, type ComponentType } from "react";

const shortcode = (props: object) => createElement("div", props);

export default function mdxComponent(components: object, name: string, place: string, mdx1 = false): ComponentType<any> {
  const found = (components as Record<string, ComponentType<any> | undefined>)[name];
  if (found === undefined) {
    if (mdx1) return shortcode;
    throw new Error(`${place}: \`<${name}>\` is not defined in this page nor in src/theme/MDXComponents`);
  }
  return found;
}

/**
 * Markdown's elements as MDX finds them (`$md.h2` in a page module): the
 * site's component of that name, else the element itself, as MDX's
 * `{ h2: "h2", …, ...components }` gives them.
 */
export function mdxElements(components: object): Record<string, ComponentType<any> | string> {
  const own = components as Record<string, ComponentType<any> | undefined>;
  return new Proxy({}, { get: (_, tag: string) => own[tag] ?? tag });
}
