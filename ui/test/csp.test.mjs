// The CSP names the config's scripts and stylesheets from other hosts so that the browser loads them.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";

import { cspSource } from "../prerender.mjs";

test("an absolute URL is allowed by its origin, a protocol-relative one by its host under the page's scheme", () => {
  assert.equal(cspSource("https://cdn.example.org/katex/katex.min.css"), "https://cdn.example.org");
  assert.equal(cspSource("http://cdn.example.org:8080/a.js"), "http://cdn.example.org:8080");
  // `https://host` would block `//host/a.js` on a page served over http (a preview, `xtask serve`).
  assert.equal(cspSource("//g.example.com/assets/a.min.js"), "g.example.com");
});

test("a site with code of its own may fetch from other https hosts, add styles, load inline fonts and compile WebAssembly; the theme alone none of these", async () => {
  const { documents } = await import("../prerender.mjs");
  const site = /** @type {any} */ ({ title: "T", url: "https://t.example", logo: "/img/logo.svg", favicon: "/favicon.ico", base_url: "/" });
  const connect = (ownCode) => {
    const { headers } = documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "" }), css: "", headAssets: [], ownCode });
    const directive = (name) => headers().match(new RegExp(`${name} [^;]*`))?.[0];
    return [directive("connect-src"), directive("style-src"), directive("frame-src"), directive("font-src"), directive("script-src")?.includes("'wasm-unsafe-eval'"), directive("img-src"), directive("media-src"), directive("worker-src")];
  };
  // Frames and media from the web are content (a video in Markdown), for every site; blob: pictures,
  // sounds and workers are made by a site's own code (PixiJS' home page draws its scene from blob: textures).
  assert.deepEqual(connect(false), ["connect-src 'self'", `style-src 'self' 'sha256-${createHash("sha256").update("").digest("base64")}'`, "frame-src 'self' https:", "font-src 'self'", false, "img-src 'self' data: https:", "media-src 'self' https:", undefined]);
  assert.deepEqual(connect(true), ["connect-src 'self' https:", "style-src 'self' 'unsafe-inline'", "frame-src 'self' https:", "font-src 'self' data:", true, "img-src 'self' data: https: blob:", "media-src 'self' https: blob:", "worker-src 'self' blob:"]);
});

test("a stylesheet the site's CSS imports from a font service is allowed, and fonts from https hosts with it", async () => {
  const { documents, remoteCss } = await import("../prerender.mjs");
  const css = `@import url("https://fonts.googleapis.com/css2?family=Nunito+Sans&display=swap");@font-face{font-family:X;src:url(https://cdn.example.org/x.woff2)}body{background:url(/img/bg.png)}`;
  assert.deepEqual(remoteCss(css), { styles: ["https://fonts.googleapis.com"], fonts: ["https:"] });
  assert.deepEqual(remoteCss("@font-face{src:url('//cdn.example.org/x.woff2')}"), { styles: [], fonts: ["cdn.example.org"] });
  assert.deepEqual(remoteCss("body{background:url(data:image/png;base64,AA)}"), { styles: [], fonts: [] });
  const site = /** @type {any} */ ({ title: "T", url: "https://t.example", logo: "/img/logo.svg", favicon: "/favicon.ico", base_url: "/" });
  const { headers } = documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "" }), css, headAssets: [], ownCode: true });
  assert.match(headers(), /style-src 'self' https:\/\/fonts\.googleapis\.com 'unsafe-inline'/);
  assert.match(headers(), /font-src 'self' data: https:/);
});

test("a site stylesheet too large for every page is linked as a file after ours; its inline fonts and imported hosts are allowed", async () => {
  const { documents } = await import("../prerender.mjs");
  const site = /** @type {any} */ ({ title: "T", url: "https://t.example", logo: "/img/logo.svg", favicon: "/favicon.ico", base_url: "/docs/" });
  const stylesheetText = `@import url("https://fonts.googleapis.com/css2?family=X");@font-face{font-family:I;src:url(data:font/woff2;base64,AAAA)}`;
  const doc = documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "", feeds: [], alternates: [], og_locale: "ko_KR", direction: "ltr", html_lang: "ko" }), css: "body{margin:0}", stylesheet: "site-0123456789.css", stylesheetText, headAssets: [] });
  const html = doc.html({ path: "/", title: "T", description: "", keywords: [], noindex: false, image: null, card: null, markdown: null, html: "<p>x</p>" }, ["entry.js"], { shard: 0, file: null, map: "r.json" });
  assert.match(html, /<style>body\{margin:0\}<\/style>\n<link rel="stylesheet" href="\/docs\/assets\/site-0123456789\.css">/);
  assert.doesNotMatch(html, /font-face/, "the file's text is in no page");
  assert.match(doc.headers(), /style-src 'self' https:\/\/fonts\.googleapis\.com 'sha256-/);
  assert.match(doc.headers(), /font-src 'self' data:/);
  // Without fonts inline, none from data: URLs.
  const plain = documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "" }), css: "", stylesheet: "site-0123456789.css", stylesheetText: "a{color:red}", headAssets: [] });
  assert.match(plain.headers(), /font-src 'self'(;|$)/m);
});

test("the hosts the config's analytics report to, and those its scripts come from, are allowed to be sent to; its script by its origin and hash", async () => {
  const { documents } = await import("../prerender.mjs");
  const site = /** @type {any} */ ({ title: "T", url: "https://t.example", logo: "/img/logo.svg", favicon: "/favicon.ico", base_url: "/" });
  const headAssets = [
    { kind: "script", url: "https://www.googletagmanager.com/gtag/js?id=G-1", attributes: [{ name: "async", value: "" }], inline: null },
    { kind: "script", url: "", attributes: [], inline: "gtag('js', new Date());" },
  ];
  const connectSources = ["https://*.google-analytics.com", "https://*.analytics.google.com"];
  const { headers } = documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "" }), css: "", headAssets, connectSources });
  assert.match(headers(), /connect-src 'self' https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com https:\/\/www\.googletagmanager\.com;/);
  const hash = createHash("sha256").update("gtag('js', new Date());").digest("base64");
  assert.match(headers(), new RegExp(`script-src 'self' https://www\\.googletagmanager\\.com [^;]*'sha256-${hash.replace(/[+/]/g, "\\$&")}'`));
});

test("an inline script of the config may load from the hosts it names (an analytics snippet), and from no others", async () => {
  const { documents, namedOrigins } = await import("../prerender.mjs");
  const snippet = `(function(c,l,a,r,i,t,y){t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;})(window,document,"clarity","script","abc");`;
  assert.deepEqual(namedOrigins(snippet), ["https://www.clarity.ms"]);
  // A host four labels deep also allows its siblings, where such a snippet loads its next script; three labels stay exact.
  const posthog = `!function(t,e){var p=t.createElement("script");p.src=e.api_host.replace(".i.posthog.com","-assets.i.posthog.com")+"/static/array.js"}(document,{api_host:"https://us.i.posthog.com"});`;
  assert.deepEqual(namedOrigins(posthog), ["https://us.i.posthog.com", "https://*.i.posthog.com"]);
  assert.deepEqual(namedOrigins(`s.src = "https://someone.github.io/x.js"`), ["https://someone.github.io"]);
  // A host in a comment or an identifier is no string: nothing.
  assert.deepEqual(namedOrigins("// see https://example.org/docs\nvar https = 1;"), []);
  const site = /** @type {any} */ ({ title: "T", url: "https://t.example", logo: "/img/logo.svg", favicon: "/favicon.ico", base_url: "/" });
  const inline = (text, type = "") => ({ kind: "script", url: "", attributes: type ? [{ name: "type", value: type }] : [], inline: text });
  const scriptSrc = (headAssets) => documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "" }), css: "", headAssets }).headers().match(/script-src [^;]*/)?.[0] ?? "";
  assert.match(scriptSrc([inline(snippet)]), /^script-src 'self' https:\/\/www\.clarity\.ms '/);
  // Data (JSON-LD) never runs: the hosts it names are not script sources.
  assert.doesNotMatch(scriptSrc([inline(`{"url": "https://data.example.org/x"}`, "application/ld+json")]), /data\.example\.org/);
});

test("a script or stylesheet the config names from the root is the site's: named with the base URL as Docusaurus writes it, or given it", async () => {
  const { headUrl } = await import("../prerender.mjs");
  assert.equal(headUrl("/docs/", "/docs/scripts/a.js"), "/docs/scripts/a.js");
  assert.equal(headUrl("/docs/", "/js/a.js"), "/docs/js/a.js");
  assert.equal(headUrl("/", "/js/a.js"), "/js/a.js");
  assert.equal(headUrl("/docs/", "https://cdn.example.org/a.js"), "https://cdn.example.org/a.js");
  assert.equal(headUrl("/docs/", "//cdn.example.org/a.js"), "//cdn.example.org/a.js");
});

// casdoor's footer has an item `{html: '<script>var _hmt = …</script>'}`: pre-rendered into every page, it runs
// under Docusaurus; here its hash is allowed, and so is the host it loads its script from.
test("an inline script in the config's navbar or footer HTML is allowed by its hash; one with a src or of another type is not listed", async () => {
  const { documents, linkHtmlScripts } = await import("../prerender.mjs");
  const snippet = 'var s=document.createElement("script");s.src="https://hm.counter.example.com/hm.js";document.body.appendChild(s);';
  const site = /** @type {any} */ ({
    title: "T", url: "https://t.example", logo: "", favicon: "", base_url: "/",
    navbar: [{ label: "더", items: [{ label: "", html: '<script type="module">import("/x.js")</script>' }] }],
    footer_sections: [{ title: "", items: [{ label: "", html: `<div>통계</div><script>${snippet}</script><script src="/a.js"></script><script type="application/ld+json">{}</script>` }] }],
  });
  assert.deepEqual(linkHtmlScripts(site), ['import("/x.js")', snippet]);
  const { headers } = documents({ site, texts: /** @type {any} */ ({ base_url_wrong: "" }), css: "", headAssets: [], ownCode: true });
  const scriptSrc = headers().match(/script-src [^;]*/)?.[0] ?? "";
  assert.ok(scriptSrc.includes(`'sha256-${createHash("sha256").update(snippet).digest("base64")}'`), scriptSrc);
  assert.ok(scriptSrc.includes("https://hm.counter.example.com"), scriptSrc);
  assert.ok(!scriptSrc.includes(createHash("sha256").update("{}").digest("base64")), "a data block is no script");
});
