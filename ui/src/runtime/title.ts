// The document's title: `Page | Site`, as Docusaurus writes it (the
// config's `titleDelimiter` between), the site's title alone on its own home.
import { site } from "../generated/site";
import { theme_NotFound_title } from "../i18n/theme";

/** The title for a page module's head (`null`: no page, so the not-found title). */
export function pageTitle(module: { head: { path: string; title: string } } | null): string {
  const title = module ? module.head.title : theme_NotFound_title;
  // The site's home (at `/`, titled as the site) shows the site's title alone; a doc or page there shows its own.
  return !title || (module?.head.path === "/" && title === site.title) ? site.title : `${title} ${site.title_delimiter ?? "|"} ${site.title}`;
}
