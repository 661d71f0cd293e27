// The document's title: `Page | Site`, as Docusaurus writes it (the
// config's `titleDelimiter` between), the site's title alone on its own home.
import { site } from "../generated/site";

/** The title for a page's head (`null`: no page, so the not-found title). */
export function documentTitle(head: { path: string; title: string } | null, notFoundTitle: string): string {
  // The site's home (at `/`, titled as the site) shows the site's title alone; a doc or page there shows its own.
  const home = head?.path === "/" && head.title === site.title;
  const title = head ? (home || !head.title ? null : head.title) : notFoundTitle;
  return title === null ? site.title : `${title} ${site.title_delimiter ?? "|"} ${site.title}`;
}
