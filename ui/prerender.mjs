// Pre-rendering: the server shell renders a route's page to HTML (cached by
// the build, see build.mjs), and `documents` wraps it in the document.
// Large jobs are split over worker threads, which run this same file.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

import { writeSealed } from "./stages/cache.mjs";
import { sha256, writeAtomic } from "./stages/modules.mjs";
import { NOT_FOUND_ROUTE, STORAGE_KEYS } from "./src/constants.js";
import { escapeAttribute } from "./src/escape.js";

// Site code's modules carry their source maps (site.mjs): a component that
// throws is reported at its own file and line. Only modules loaded from now on
// are read for maps, so this comes before any is imported.
process.setSourceMapsEnabled(true);

/** Server shells already imported by this process (a `--serve` process renders many jobs). */
const servers = new Map();

/**
 * The server shell in `serverDir`, with its route table reset and its shards
 * read from `shardFiles` (by shard number): each job brings its own.
 */
async function prepareServer(serverDir, shardFiles) {
  let server = servers.get(serverDir);
  if (!server) {
    server = await import(pathToFileURL(path.join(serverDir, "entry-server.js")).href);
    servers.set(serverDir, server);
  }
  server.forgetLoadedRoutes();
  server.setShardLoader((n) => import(pathToFileURL(shardFiles[n]).href));
  return server;
}

/**
 * Renders each `{ path, out, scripts, routes }` (path null: the not-found
 * page) into the JSON file `out`, and wraps it in its document (`doc`, see
 * `documents`), written to `htmlStore` under a hash of its text unless there
 * already; returns those names, in the jobs' order. Wrapping here, beside the
 * render, spreads it over the threads that render.
 * @param {string | null} siteDir
 * @param {(n?: number) => void} rendered
 */
async function renderSlice(server, jobs, doc, htmlStore, siteDir, rendered = () => {}) {
  const routes = await Promise.all(jobs.map((job) => (job.path === null ? null : server.findRoute(job.path))));
  // Load the page modules at once: the reads overlap instead of each render waiting on its own.
  // A module that throws as it loads (a package's code) is that page's failure.
  const failed = (path, error) => Object.assign(new Error(renderFailure(path ?? NOT_FOUND_ROUTE, error, siteDir), { cause: error }), { authored: true });
  await Promise.all(routes.map((route, i) => route && server.loadRoute(route).catch((error) => Promise.reject(failed(jobs[i].path, error)))));
  const names = [];
  for (const job of jobs) {
    let page;
    try {
      page = await server.render(job.path ?? NOT_FOUND_ROUTE);
    } catch (error) {
      throw failed(job.path, error);
    }
    writeSealed(job.out, JSON.stringify(page));
    names.push(storeDocument(doc.html(page, job.scripts, job.routes, job.styles), htmlStore, (file) => existsSync(file)));
    rendered();
  }
  return names;
}

/**
 * What to say when rendering `route` threw `error`: its message and where in
 * the site's own code it was thrown (the first frame of the stack in a file
 * of `siteDir` outside node_modules, through the source maps), else the stack.
 */
export function renderFailure(route, error, siteDir) {
  const message = error instanceof Error ? error.message : String(error);
  // A name the page's code imports from one of the theme's stand-ins, which does not export it: said by its Docusaurus name.
  const missing = /The requested module '([^']+)' does not provide an export named '([^']+)'/.exec(message);
  const standIn = missing && /[\\/]theme[\\/]docusaurus[\\/](theme[\\/])?(.+?)\.js$/.exec(missing[1]);
  if (missing && standIn) {
    const spec = `@${standIn[1] ? "theme" : "docusaurus"}/${standIn[2].split(path.sep).join("/")}`;
    return `rendering ${route} failed: the page's code imports \`${missing[2]}\` from \`${spec}\`, which this theme's \`${spec}\` does not provide (the parts of Docusaurus' API it has are listed in README)`;
  }
  const stack = error instanceof Error ? String(error.stack ?? "") : "";
  const root = siteDir ? pathToFileURL(siteDir).href + "/" : null;
  /** @type {string | null} the first frame in one of the site's packages, as `node_modules/…:line:col` */
  let inPackage = null;
  for (const [, where] of stack.matchAll(/\(?((?:file:\/\/|\/)[^()\s]+:\d+:\d+)\)?\s*$/gm)) {
    const url = where.startsWith("/") ? pathToFileURL(where).href : where;
    if (!root || !url.startsWith(root)) continue;
    const file = decodeURIComponent(url.slice(root.length));
    // Our own bundles of the site's code (where no source map leads further) are nobody's file.
    if (file.startsWith(".build-cache/")) continue;
    if (!file.includes("node_modules/")) return `rendering ${route} failed: ${message}\n  at ${file}${react18Note(message, null)}`;
    inPackage ??= file.slice(file.lastIndexOf("node_modules/"));
  }
  const name = inPackage && /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inPackage)?.[1];
  if (inPackage) return `rendering ${route} failed: ${message}\n  at ${inPackage} (the package \`${name}\`, which the page's code imports)${react18Note(message, name)}`;
  return `rendering ${route} failed: ${message}${react18Note(message, null)}\n${stack}`;
}

/** Why `message` comes from a package (`name`, or one unnamed) that bundled React 18's JSX runtime, which reads internals React 19 no longer has; empty for any other. */
function react18Note(message, name) {
  if (!/ReactCurrentOwner|ReactCurrentDispatcher|__SECRET_INTERNALS_DO_NOT_USE/.test(message)) return "";
  const who = name ? `\`${name}\`` : "a package the page's code imports";
  return `\n  ${who} carries its own copy of React 18's internals, which the app's React 19 does not have: a version of it built for React 19 (or importing \`react/jsx-runtime\`) is needed`;
}

/**
 * Keeps a page's document in `htmlStore` under a hash of its text (unless
 * `stored(file)` says it is there) and returns that name.
 */
export function storeDocument(html, htmlStore, stored) {
  const name = sha256(html).slice(0, 32);
  const file = path.join(htmlStore, `${name}.html`);
  if (!stored(file)) writeAtomic(file, html);
  return name;
}

/**
 * A page to render: its route (null for the not-found page), the JSON file its
 * render goes to, and what its document loads.
 * @typedef {{ path: string | null, out: string, scripts: string[], routes: { shard: number, file: string | null, map: string }, styles: string[] }} RenderJob
 */

// Rendering is CPU-bound: large jobs are split over worker threads, one per
// core (at most four); small ones are not worth a thread's start-up.
const WORKER_THRESHOLD = 400;

/**
 * Renders and wraps the jobs (see `renderSlice`), on worker threads when there
 * are many; `documents` is what `documents()` takes. Returns each job's
 * document name.
 * @param {{
 *   serverDir: string, shardFiles: string[], jobs: RenderJob[], documents: Parameters<typeof documents>[0], htmlStore: string,
 *   siteDir?: string | null, progress?: (done: number, total: number) => void,
 * }} options
 * @returns {Promise<string[]>}
 */
export async function renderAll({ serverDir, shardFiles, jobs, documents: site, htmlStore, siteDir = null, progress = () => {} }) {
  if (jobs.length === 0) return [];
  let done = 0;
  const rendered = (n = 1) => progress((done += n), jobs.length);
  const of = jobs.length >= WORKER_THRESHOLD ? Math.min(availableParallelism(), 4) : 1;
  const slices = Array.from({ length: of }, (_, k) => jobs.filter((_, i) => i % of === k));
  const workers = slices.slice(1).map(
    (slice) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { serverDir, shardFiles, jobs: slice, site, htmlStore, siteDir } });
        // Workers report every page as `1` and end with the names of their documents.
        worker.on("message", (message) => (message === 1 ? rendered(1) : resolve(message)));
        worker.once("error", reject);
        worker.once("exit", (code) => code !== 0 && reject(new Error(`a pre-render worker exited with code ${code}`)));
      }),
  );
  // A worker may fail while this thread's slice fails first: its failure is then one nobody awaits, which
  // would end the process without the first failure's report. Promise.all below still gives the first.
  for (const worker of workers) worker.catch(() => {});
  const first = await renderSlice(await prepareServer(serverDir, shardFiles), slices[0], documents(site), htmlStore, siteDir, rendered);
  const named = [first, ...(await Promise.all(workers))];
  // Back in the jobs' order: slice k holds jobs k, k + of, k + 2·of …
  return jobs.map((_, i) => named[i % of][Math.floor(i / of)]);
}

const sha256Base64 = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** JSON inside a `<script>` block: `<` escaped so no text can end the block. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The origins an inline script of the config names in its strings (an
 * analytics snippet's `t.src = "https://www.clarity.ms/tag/" + id`): the
 * script runs as the site's own code and loads from them. A host four labels
 * deep also gives its siblings (`https://*.i.posthog.com` for
 * `us.i.posthog.com`): such snippets make their next script's host from the
 * one they name (`us-assets.i.posthog.com`). Three labels stay exact, so a
 * host under a public suffix (`x.github.io`) never opens its neighbours.
 * @param {string} script
 */
export function namedOrigins(script) {
  return [...script.matchAll(/["'`](https:\/\/[a-z0-9.-]+\.[a-z]{2,})(?=[/"'`])/gi)].flatMap((match) => {
    const origin = match[1].toLowerCase();
    const labels = origin.slice("https://".length).split(".");
    return labels.length >= 4 ? [origin, `https://*.${labels.slice(1).join(".")}`] : [origin];
  });
}

/**
 * The address of a script or stylesheet the config names in the head. Docusaurus
 * writes it as given, so a site under a base URL names its own files with it
 * (`/docs/scripts/a.js` under `/docs/`); a path from the root without it is
 * taken as the site's, under the base URL.
 * @param {string} base
 * @param {string} url
 */
export function headUrl(base, url) {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith(base) ? base + url.slice(1) : url;
}

/**
 * The CSP source that allows `url` (absolute or protocol-relative): its
 * origin, or for `//host/…` the host alone, which CSP matches with the
 * page's own scheme, as the browser loads the file.
 * @param {string} url
 */
export function cspSource(url) {
  const parsed = new URL(url, "https://x.invalid");
  return url.startsWith("//") ? parsed.host : parsed.origin;
}

/**
 * What the site's stylesheet loads from other hosts: the origins of its
 * `@import`ed stylesheets (a web font service's CSS) and of its other
 * `url(…)`s (fonts), for the CSP. A remote stylesheet names fonts on hosts
 * of its own (fonts.googleapis.com's on fonts.gstatic.com): with one, fonts
 * may come from any https host.
 * @param {string} css
 */
export function remoteCss(css) {
  const remote = /^(https?:)?\/\//i;
  const imports = [...css.matchAll(/@import\s*(?:url\(\s*)?["']?([^"')\s;]+)/gi)].map((m) => m[1]).filter((url) => remote.test(url));
  const urls = [...css.matchAll(/url\(\s*["']?([^"')\s]+)/gi)].map((m) => m[1]).filter((url) => remote.test(url) && !imports.includes(url));
  const origins = (list) => [...new Set(list.map(cspSource))].sort();
  return { styles: origins(imports), fonts: imports.length ? ["https:"] : origins(urls) };
}

/** A `<script>`'s `type` that makes it run (not JSON-LD or another data block). */
const SCRIPT_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The scripts written inline in HTML the config puts among its navbar and
 * footer links (a footer item's analytics snippet): pre-rendered into every
 * page, where they run as under Docusaurus, so their hashes (and the hosts
 * they name) go into the CSP. A script with a `src`, or of a type that is
 * no JavaScript, is left out.
 * @param {import("./src/generated/types").SiteMeta} site
 */
export function linkHtmlScripts(site) {
  /** @type {string[]} */
  const html = [];
  /** @param {import("./src/generated/types").SiteLink[] | undefined} links */
  const visit = (links) =>
    links?.forEach((link) => {
      if (link.html) html.push(link.html);
      visit(link.items);
    });
  visit(site.navbar);
  for (const section of site.footer_sections ?? []) visit(section.items);
  const runsHere = (/** @type {string} */ attributes) => {
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    return !/\bsrc\s*=/i.test(attributes) && SCRIPT_TYPES.test(type);
  };
  return html.flatMap((text) => [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(([, attributes]) => runsHere(attributes ?? "")).map(([, , body]) => body ?? ""));
}

/**
 * Where images may come from: the site, data: URLs, any https: address (the
 * badges and pictures pages link, as Docusaurus sites do; an image runs no
 * code) and the origin of a logo or favicon the settings give as an http: URL.
 */
function imageSources(site) {
  const plain = [site.logo, site.favicon].filter((url) => /^http:\/\//i.test(url)).map((url) => new URL(url).origin);
  return ["'self'", "data:", "https:", ...new Set(plain)];
}

/**
 * The document around rendered pages, for one site: `html(rendered, scripts,
 * routes)` and, after every page, `headers()` for the `_headers` file.
 * @param {{
 *   site: import("./src/generated/types").SiteMeta, texts: import("./src/generated/types").DocumentTexts,
 *   css: string, stylesheet?: string | null, stylesheetText?: string, headAssets: import("./src/generated/types").HeadAsset[],
 *   ownCode?: boolean, remoteScripts?: string[], connectSources?: string[],
 * }} options css: the stylesheet every page holds; stylesheet: the site's own CSS as
 * a file of the assets, when it is too large for that, and its text (for the CSP); ownCode: the site has code of
 * its own (src/pages, src/components, src/theme); remoteScripts: the URLs it imports from other hosts
 */
export function documents({ site, texts, css, stylesheet = null, stylesheetText = "", headAssets = [], ownCode = false, remoteScripts = [], connectSources = [] }) {
  // A path from the site root as the browser asks for it: under the base URL (`/img/a.png` → `/docs/img/a.png`).
  const served = (url) => (url.startsWith("/") && !url.startsWith("//") ? site.base_url + url.slice(1) : url);
  const assets = served("/assets/");
  // Runs before first paint: the colour mode (the reader's stored choice unless
  // the site has no switch, else the system's mode or the site's default, as
  // its `colorMode` says), a dismissed announcement bar, and the base-URL
  // check, so no page flashes the wrong state. Its hash goes into the CSP.
  // Its storage keys are the theme's (src/constants.js, generated from Rust).
  const mode = site.color_mode ?? { default_mode: "light", disable_switch: false, respect_prefers_color_scheme: true };
  const stored = mode.disable_switch ? "null" : `localStorage.getItem(${scriptJson(STORAGE_KEYS.theme)})`;
  const unchosen = mode.respect_prefers_color_scheme ? 'matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"' : scriptJson(mode.default_mode);
  // A site with no switch hides it (styles.css), so the app carries no code for it.
  const noSwitch = mode.disable_switch ? 'd.setAttribute("data-no-color-switch","");' : "";
  const headScript = `(function(){var d=document.documentElement;${noSwitch}try{var t=${stored};if(t!=="light"&&t!=="dark"){t=${unchosen}}d.setAttribute("data-theme",t);${
    site.announcement && !site.announcement.unclosable ? `if(localStorage.getItem(${scriptJson(STORAGE_KEYS.announcementDismissed)})===${scriptJson(site.announcement.id)})d.setAttribute("data-announcement-dismissed","");` : ""
  }}catch(e){}if(location.pathname.indexOf(${scriptJson(site.base_url)})!==0)d.setAttribute("data-base-url-wrong","")})();`;

  // The app's scripts start loading once the pre-rendered page has painted its
  // first content (or half a second after two frames where the browser does
  // not report paints, or at once in a hidden tab, where no frame comes): the
  // page is readable without them, and on a slow phone connection 90 KB of script fetched
  // beside the document delayed the first paint. Lighthouse's simulated mobile
  // run had first and largest contentful paint at 1.9-2.1 s with the scripts
  // preloaded from the head, 0.7-0.8 s with them started after the first frame.
  // One script for every page (its hash goes into the CSP); each page lists its
  // files, entry first, in a JSON block.
  const bootScript = `(function(){var d=document,done=0;function go(){if(done++)return;var f=JSON.parse(d.getElementById("__scripts").textContent);for(var i=1;i<f.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=${scriptJson(assets)}+f[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.src=${scriptJson(assets)}+f[0];d.head.appendChild(s)}if(d.hidden)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,500)})})})();`;

  // The theme's stylesheet goes inline into every page: it is small (about
  // 4 KB gzipped), and a linked one held the first paint back by a round trip,
  // the one request that blocks rendering. Its hash goes into the CSP.
  if (/<\/style/i.test(css)) throw new Error(`the stylesheet contains "</style", which would end the inline stylesheet`);
  // The config's inline scripts that run (not JSON-LD and other data blocks), and its inline styles.
  const runs = (asset) => SCRIPT_TYPES.test(asset.attributes.find((a) => a.name.toLowerCase() === "type")?.value.trim() ?? "");
  const inlineScripts = [headScript, bootScript, ...headAssets.filter((a) => a.kind === "script" && a.inline != null && runs(a)).map((a) => a.inline ?? ""), ...linkHtmlScripts(site)];
  const inlineStyles = headAssets.filter((a) => a.kind === "style" && a.inline != null).map((a) => sha256Base64(a.inline ?? ""));

  // Shown by the head script's base-URL check (styles.css), before any bundle
  // runs: when the page is served outside the site's base URL its files cannot
  // load, so this is plain HTML outside the app.
  const code = { base_url: `<code>${escapeAttribute(site.base_url)}</code>`, key: "<code>base_url</code>" };
  const baseUrlBanner = `<div class="base-url-banner" role="alert">${escapeAttribute(texts.base_url_wrong).replace(/\{(base_url|key)\}/g, (_, name) => code[name])}</div>`;

  /** @param {string} path */
  function alternateLinks(path) {
    const [first] = texts.alternates;
    const all = first ? [...texts.alternates, { hreflang: "x-default", root_url: first.root_url }] : [];
    return all.map(({ hreflang, root_url }) => `<link rel="alternate" href="${escapeAttribute(root_url + path)}" hreflang="${escapeAttribute(hreflang)}">`);
  }

  function html(rendered, scripts, routes, styles = []) {
    const canonical = rendered.path === null ? null : site.url + served(rendered.path);
    const title = escapeAttribute(rendered.title);
    const description = escapeAttribute(rendered.description);
    // The share image: the front matter's, else the page's social card (1200×630, drawn by
    // crates/cards, its text the title), else the site's (`themeConfig.image`), else the logo.
    const shared = rendered.image ?? rendered.card ?? site.image ?? site.logo;
    const image = escapeAttribute(/^https?:\/\//.test(shared) ? shared : site.url + served(shared.startsWith("/") ? shared : `/${shared}`));
    const card = rendered.image === null && rendered.card !== null;
    const head = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${title}</title>`,
      `<meta name="description" content="${description}">`,
      rendered.keywords.length > 0 ? `<meta name="keywords" content="${escapeAttribute(rendered.keywords.join(", "))}">` : "",
      // Unlisted pages: built and linkable, but kept out of search engines (as Docusaurus does).
      rendered.noindex ? '<meta name="robots" content="noindex, nofollow">' : "",
      canonical ? `<link rel="canonical" href="${escapeAttribute(canonical)}">` : "",
      // A translated site's page in each locale, the default's also as x-default (as Docusaurus writes them).
      ...(rendered.path === null ? [] : alternateLinks(rendered.path)),
      // Open Graph and Twitter cards: how a shared link looks in chat and social apps.
      `<meta property="og:type" content="${rendered.path?.startsWith("/blog/") ? "article" : "website"}">`,
      `<meta property="og:site_name" content="${escapeAttribute(site.title)}">`,
      `<meta property="og:locale" content="${escapeAttribute(texts.og_locale)}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      canonical ? `<meta property="og:url" content="${escapeAttribute(canonical)}">` : "",
      `<meta property="og:image" content="${image}">`,
      ...(card
        ? [
            '<meta property="og:image:type" content="image/png">',
            '<meta property="og:image:width" content="1200">',
            '<meta property="og:image:height" content="630">',
            `<meta property="og:image:alt" content="${title}">`,
          ]
        : []),
      `<meta name="twitter:card" content="${card ? "summary_large_image" : "summary"}">`,
      `<meta name="twitter:title" content="${title}">`,
      `<meta name="twitter:description" content="${description}">`,
      `<meta name="twitter:image" content="${image}">`,
      card ? `<meta name="twitter:image:alt" content="${title}">` : "",
      // The blog's feeds (as its `feedOptions` choose; none without posts).
      ...texts.feeds.map((feed) => `<link rel="alternate" type="${escapeAttribute(feed.mime)}" href="${escapeAttribute(served(feed.path))}" title="${escapeAttribute(feed.title)}">`),
      rendered.markdown
        ? `<link rel="alternate" type="text/markdown" href="${escapeAttribute(served(rendered.markdown))}" title="${title} (Markdown)">`
        : "",
      // A Docusaurus config may name no favicon: then no link (an empty one would name the page itself).
      site.favicon ? `<link rel="icon" href="${escapeAttribute(served(site.favicon))}">` : "",
      `<script>${headScript}</script>`,
      `<style>${css}</style>`,
      stylesheet ? `<link rel="stylesheet" href="${escapeAttribute(assets + stylesheet)}">` : "",
      // Site code's stylesheets (site.mjs), after the theme's so that they win as Docusaurus' custom CSS does.
      ...styles.map((file) => `<link rel="stylesheet" href="${escapeAttribute(assets + file)}">`),
    ]
      .filter(Boolean)
      .filter(notReplaced)
      // The config's `stylesheets`, `scripts` and `metadata`, last, as Docusaurus puts them.
      .concat(headAssets.map(headTag));
    return `<!doctype html>
<html lang="${escapeAttribute(texts.html_lang)}" dir="${escapeAttribute(texts.direction)}" data-theme="light">
<head>
${head.join("\n")}
</head>
<body>
${baseUrlBanner}
<div id="__root">${rendered.html}</div>
<script type="application/json" id="__scripts">${scriptJson(scripts)}</script>
<script type="application/json" id="__routes">${scriptJson(routes)}</script>
<script>${bootScript}</script>
</body>
</html>
`;
  }

  /** A `stylesheets` or `scripts` entry of the config as a tag, its attributes as written. */
  function headTag(asset) {
    const attributes = asset.attributes.map((a) => (a.value === "" ? ` ${escapeAttribute(a.name)}` : ` ${escapeAttribute(a.name)}="${escapeAttribute(a.value)}"`)).join("");
    if (asset.kind === "meta") return `<meta${attributes}>`;
    // An inline script or style (`headTags`' innerHTML, a `data:` script): its text never holds its closing tag (content-model).
    if (asset.inline != null) return `<${asset.kind}${attributes}>${asset.inline}</${asset.kind}>`;
    const url = escapeAttribute(headUrl(site.base_url, asset.url));
    if (asset.kind === "link") return `<link href="${url}"${attributes}>`;
    return asset.kind === "script" ? `<script src="${url}"${attributes}></script>` : `<link rel="stylesheet" href="${url}"${attributes}>`;
  }

  // The config's `<meta>` tags replace the theme's of the same name or
  // property (`twitter:card`), as Docusaurus' later head tags do.
  const replaced = new Set(
    headAssets
      .filter((a) => a.kind === "meta")
      .flatMap((a) => a.attributes.filter((x) => x.name === "name" || x.name === "property").map((x) => `${x.name}="${escapeAttribute(x.value)}"`)),
  );
  const notReplaced = (tag) => !tag.startsWith("<meta ") || ![...replaced].some((named) => tag.includes(` ${named} `));

  /** The origins (`https://cdn.example.org`) of the config's stylesheets or scripts (and site code's imports) on other hosts, for the CSP. */
  function originsOf(kind) {
    const origins = headAssets.filter((a) => a.kind === kind && /^(https?:)?\/\//.test(a.url)).map((a) => cspSource(a.url));
    if (kind === "script") origins.push(...remoteScripts.map(cspSource), ...inlineScripts.slice(2).flatMap(namedOrigins));
    return [...new Set(origins)].sort();
  }

  /**
   * `_headers` (the format static hosts such as Netlify and Cloudflare Pages
   * read, and `cargo xtask serve` too): a CSP that allows only the site's own
   * files and, by hash, its inline scripts and stylesheet; images also from
   * the web (see imageSources).
   */
  function headers() {
    const fromCss = remoteCss(css + stylesheetText);
    // A site's stylesheet with its fonts inline (esbuild inlines the files its custom CSS names).
    const inlineFonts = ownCode || /@font-face[^}]*url\(\s*["']?data:/i.test(css + stylesheetText);
    const csp = [
      "default-src 'self'",
      // The config's scripts and stylesheets from other hosts (a CDN's KaTeX CSS, its fonts) are allowed by origin.
      // A site's own code may compile WebAssembly (a playground's parser); 'wasm-unsafe-eval' allows that and no eval.
      `script-src 'self' ${[...originsOf("script"), ...(ownCode ? ["'wasm-unsafe-eval'"] : []), ...inlineScripts.map(sha256Base64).sort()].join(" ")}`,
      // A site's own components may add <style> elements (CSS-in-JS, a GitHub
      // button's shadow styles), as under Docusaurus, which sets no CSP; a
      // hash beside 'unsafe-inline' would make the browser ignore it.
      `style-src 'self' ${[...new Set([...originsOf("stylesheet"), ...fromCss.styles]), ...(ownCode ? ["'unsafe-inline'"] : [sha256Base64(css), ...inlineStyles])].join(" ")}`,
      // Styles written on elements (MDX's and site components' `style={{…}}`,
      // pre-rendered as attributes): hydration keeps them, it does not set them again.
      "style-src-attr 'unsafe-inline'",
      // A site's own code may draw from pictures and sounds it made in the page (a canvas' blob: textures, a WebGL
      // scene's worker), as under Docusaurus.
      `img-src ${[...imageSources(site), ...(ownCode ? ["blob:"] : [])].join(" ")}`,
      // A site's own stylesheets may carry fonts inline (an editor's icon font as a data: URL).
      ["font-src 'self'", ...(inlineFonts ? ["data:"] : []), ...new Set([...originsOf("stylesheet"), ...fromCss.fonts])].join(" "),
      // A site's own components may fetch from other hosts (an icon set's API,
      // a showcase's data), as they do under Docusaurus; the theme fetches only its own files.
      // The config's analytics report to their own hosts (content-model's analytics.rs); a script
      // the config loads from another host (a visit counter) reports to that host.
      ownCode ? "connect-src 'self' https:" : ["connect-src 'self'", ...new Set([...connectSources, ...originsOf("script")])].join(" "),
      // Pages may embed players, videos and cards from the web (a YouTube frame in
      // MDX or Markdown, a <video> from a CDN): another origin's page runs in its own frame.
      "frame-src 'self' https:",
      ownCode ? "media-src 'self' https: blob:" : "media-src 'self' https:",
      ...(ownCode ? ["worker-src 'self' blob:"] : []),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      // Only the site's own pages may frame its pages and files (a component's demo in static/, as under
      // Docusaurus); another site may not (clickjacking).
      "frame-ancestors 'self'",
    ].join("; ");
    return `/*\n  Content-Security-Policy: ${csp}\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Content-Type-Options: nosniff\n`;
  }

  return { html, headers };
}

// A worker thread (see renderAll): last, once everything above is defined.
if (!isMainThread && parentPort && workerData?.jobs) {
  const parent = parentPort;
  const { serverDir, shardFiles, jobs, site, htmlStore, siteDir } = workerData;
  const names = await renderSlice(await prepareServer(serverDir, shardFiles), jobs, documents(site), htmlStore, siteDir, () => parent.postMessage(1));
  parent.postMessage(names);
}
