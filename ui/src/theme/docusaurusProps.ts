// Our values in the shapes Docusaurus' theme components take as props, for a
// site's replacement of them (a site with code of its own only).
import type { DocMeta } from "../generated/types";
import { routeOf, servedPath } from "../runtime/routes";

/** A previous or next page as Docusaurus gives it to DocPaginator and BlogPostPaginator: its permalink under the base URL. */
export const docusaurusLink = (link: { label: string; path: string } | null) => (link ? { title: link.label, permalink: servedPath(link.path) } : undefined);

/** A link as Docusaurus' paginators take it. */
export interface PaginatorLink {
  title: string;
  permalink: string;
}

/** Back to ours (a route), for the theme's paginator: what a site's wrapper passes on. */
export const ourLink = (link?: PaginatorLink | null) => (link ? { label: link.title, path: routeOf(link.permalink) } : null);

/** A doc's headings as Docusaurus gives them (`useDoc().toc`, `@theme/TOC`): `value` is the heading's text here. */
export const docusaurusToc = (meta: DocMeta) => meta.toc.map(({ id, text, level }) => ({ value: text, id, level }));
