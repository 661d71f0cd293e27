// Pre-render entry (Node): render one route to HTML with its head data.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";

import { App, pageTitle } from "./App";
import { collectHead } from "./docusaurus/Head";
import { site } from "./generated/site";
import { allRoutes, basename, findRoute, forgetLoadedRoutes, loadRoute, servedPath, setShardLoader, shardOf } from "./runtime/routes";

export { allRoutes, findRoute, forgetLoadedRoutes, loadRoute, setShardLoader, shardOf, site };

export interface Rendered {
  html: string;
  title: string;
  description: string;
  /** The route path, or null for the not-found page. */
  path: string | null;
  keywords: string[];
  /** The share image, a URL or a path on the site; null for the logo. */
  image: string | null;
  /** The page's social card (docs and posts without an image): its path on the site. */
  card: string | null;
  /** Ask search engines not to index the page (unlisted docs and posts). */
  noindex: boolean;
  /** The page's Markdown twin (docs and posts), for `<link rel="alternate">`. */
  markdown: string | null;
}

export async function render(url: string): Promise<Rendered> {
  const route = await findRoute(url);
  const module = route ? await loadRoute(route) : null;
  // What a page's <Head> or Layout asks for (a src/pages page's `<Layout title>`) is in its HTML too.
  const { rendered: html, title, description } = collectHead(() =>
    renderToString(
      <StrictMode>
        <StaticRouter basename={basename} location={servedPath(url)}>
          <App />
        </StaticRouter>
      </StrictMode>,
    ),
  );
  return {
    html,
    title: title ?? pageTitle(module),
    description: description ?? (module ? module.head.description : site.tagline),
    path: module ? module.head.path : null,
    keywords: module ? module.head.keywords : [],
    image: module ? module.head.image : null,
    card: module?.head.card ?? null,
    noindex: module ? module.head.noindex : false,
    markdown: module?.head.markdown ?? null,
  };
}
