// Writes every route of the site as static HTML: `node prerender.mjs SERVER_DIR OUT_DIR`.
// The server bundle renders each page; this script wraps it in the document.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const [serverDir, outDir] = process.argv.slice(2);
if (!serverDir || !outDir) {
  console.error("usage: node prerender.mjs SERVER_DIR OUT_DIR");
  process.exit(2);
}
const server = await import(pathToFileURL(path.resolve(serverDir, "entry-server.js")).href);
const manifest = JSON.parse(readFileSync(path.join(serverDir, "manifest.json"), "utf8"));
const { site } = server;
const routes = await server.allRoutes();
// The feeds exist only when the site has a blog.
const hasBlog = routes.some((route) => route.path === "/blog");

// Runs before first paint: the colour mode (stored choice, else the system
// preference), a dismissed announcement bar, and the base-URL check, so no
// page flashes the wrong state. Its hash goes into the CSP.
const headScript = `(function(){var d=document.documentElement;try{var t=localStorage.getItem("theme");if(t!=="light"&&t!=="dark"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.setAttribute("data-theme",t);${
  site.announcement ? `if(localStorage.getItem("announcement.dismissed")===${JSON.stringify(site.announcement.id).replace(/</g, "\\u003c")})d.setAttribute("data-announcement-dismissed","");` : ""
}}catch(e){}if(location.pathname.indexOf(${JSON.stringify(site.base_url)})!==0)d.setAttribute("data-base-url-wrong","")})();`;

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

// The theme's stylesheet goes inline into every page: it is small (about
// 4 KB gzipped), and a linked one held the first paint back by a round trip,
// the one request that blocks rendering. Its hash goes into the CSP.
const css = readFileSync(path.join(outDir, "assets", manifest.css), "utf8").trim();
if (/<\/style/i.test(css)) throw new Error(`${manifest.css} contains "</style", which would end the inline stylesheet`);
const cssHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

// The app's scripts start loading once the pre-rendered page has painted its
// first content (or half a second after two frames where the browser does
// not report paints, or at once in a hidden tab, where no frame comes): the
// page is readable without them, and on a slow phone connection 90 KB of script fetched
// beside the document delayed the first paint. Lighthouse's simulated mobile
// run had first and largest contentful paint at 1.9-2.1 s with the scripts
// preloaded from the head, 0.7-0.8 s with them started after the first frame.
// One script for every page (its hash goes into the CSP); each page lists its
// files, entry first, in a JSON block.
const bootScript = `(function(){var d=document,done=0;function go(){if(done++)return;var f=JSON.parse(d.getElementById("__scripts").textContent);for(var i=1;i<f.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href="/assets/"+f[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.src="/assets/"+f[0];d.head.appendChild(s)}if(d.hidden)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,500)})})})();`;

const chunkByFile = new Map(Object.values(manifest.chunks).map((chunk) => [chunk.file, chunk]));

/** The chunk files a page needs: the entry, its shard of the route table, its own chunk, and their static imports. */
function chunksFor(moduleKey, path) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunkByFile.get(file);
    for (const dep of chunk?.imports ?? []) visit(dep);
  };
  visit(manifest.entry);
  // The not-found page is served for any path: its shard is not known here.
  const shard = path === null ? null : manifest.chunks[`src/generated/route-shards/${server.shardOf(path)}.ts`];
  if (shard) visit(shard.file);
  const page = manifest.chunks[moduleKey];
  if (page) visit(page.file);
  return [...files];
}

function pageModuleKey(route) {
  return route ? `src/generated/${route.module}.tsx` : null;
}

function documentHtml(rendered, chunks) {
  const canonical = rendered.path === null ? null : site.url + (rendered.path === "/" ? "/" : rendered.path);
  const title = escapeHtml(rendered.title);
  const description = escapeHtml(rendered.description);
  const image = escapeHtml(`${site.url}${site.logo}`);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : "",
    // Open Graph and Twitter cards: how a shared link looks in chat and social apps.
    `<meta property="og:type" content="${rendered.path?.startsWith("/blog/") ? "article" : "website"}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:locale" content="ko_KR">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : "",
    `<meta property="og:image" content="${image}">`,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...(hasBlog
      ? [
          `<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="${escapeHtml(site.title)} 히스토리 RSS">`,
          `<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="${escapeHtml(site.title)} 히스토리 Atom">`,
        ]
      : []),
    '<link rel="icon" href="/favicon.ico">',
    `<script>${headScript}</script>`,
    `<style>${css}</style>`,
  ];
  return `<!doctype html>
<html lang="ko" dir="ltr" data-theme="light">
<head>
${head.filter(Boolean).join("\n")}
</head>
<body>
<div id="__root">${rendered.html}</div>
<script type="application/json" id="__scripts">${JSON.stringify(chunks).replace(/</g, "\\u003c")}</script>
<script>${bootScript}</script>
</body>
</html>
`;
}

// Hashes of every inline script on any page, for the Content-Security-Policy.
const inlineScriptHashes = new Set();

// Synchronous: thousands of small files, where awaiting each write left the
// process idle for longer than the writes took.
function write(file, html) {
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    inlineScriptHashes.add(`'sha256-${createHash("sha256").update(match[1]).digest("base64")}'`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/**
 * `_headers` (the format static hosts such as Netlify and Cloudflare Pages
 * read, and `cargo xtask serve` too): a CSP that allows only the site's own
 * files and, by hash, its inline scripts.
 */
function headersFile() {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes].sort().join(" ")}`,
    `style-src 'self' ${cssHash}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return `/*\n  Content-Security-Policy: ${csp}\n  Referrer-Policy: strict-origin-when-cross-origin\n  X-Content-Type-Options: nosniff\n`;
}

/** Renders every `of`-th route starting at `slice`; returns the count and inline-script hashes. */
async function renderSlice(slice, of) {
  const mine = routes.filter((_, i) => i % of === slice);
  // Load the page modules at once: the reads overlap instead of each render waiting on its own.
  await Promise.all(mine.map((route) => server.loadRoute(route)));
  for (const route of mine) {
    const rendered = await server.render(route.path);
    const file = route.path === "/" ? "index.html" : path.join(route.path.slice(1), "index.html");
    write(path.join(outDir, file), documentHtml(rendered, chunksFor(pageModuleKey(route), route.path)));
  }
  return { count: mine.length, hashes: [...inlineScriptHashes] };
}

// Rendering is CPU-bound: large sites are split over worker threads, one per
// core (at most four); small ones are not worth a thread's start-up.
const WORKER_THRESHOLD = 400;
if (!isMainThread) {
  parentPort.postMessage(await renderSlice(workerData.slice, workerData.of));
} else {
  const of = routes.length >= WORKER_THRESHOLD ? Math.min(availableParallelism(), 4) : 1;
  const workers = Array.from({ length: of - 1 }, (_, i) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2), workerData: { slice: i + 1, of } });
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => code !== 0 && reject(new Error(`a pre-render worker exited with code ${code}`)));
    }),
  );
  const results = [await renderSlice(0, of), ...(await Promise.all(workers))];
  for (const result of results) for (const hash of result.hashes) inlineScriptHashes.add(hash);
  const notFound = await server.render("/404");
  write(path.join(outDir, "404.html"), documentHtml(notFound, chunksFor(null, null)));
  writeFileSync(path.join(outDir, "_headers"), headersFile());
  console.log(JSON.stringify({ pages: results.reduce((n, r) => n + r.count, 0) + 1 }));
}
