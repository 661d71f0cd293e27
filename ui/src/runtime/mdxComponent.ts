// A component an MDX page uses without importing it: Docusaurus' MDX finds
// it in `@theme/MDXComponents`, which a site extends in src/theme. A name the
// object lacks fails where MDX fails (at render), with the page's place.
import type { ComponentType } from "react";

export default function mdxComponent(components: object, name: string, place: string): ComponentType<any> {
  const found = (components as Record<string, ComponentType<any> | undefined>)[name];
  if (found === undefined) {
    throw new Error(`${place}: \`<${name}>\` is not defined in this page nor in src/theme/MDXComponents`);
  }
  return found;
}
