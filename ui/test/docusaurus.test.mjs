// The stand-ins for Docusaurus's theme and client modules (src/docusaurus/),
// which MDX pages import as `@theme/*` and `@docusaurus/*`: rendered on the
// server as the pre-render step does, with Docusaurus's props, and compared
// with our theme's own components where they map onto them.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { before, test } from "node:test";

const requireFromUi = createRequire(new URL("../package.json", import.meta.url));
const esbuild = requireFromUi("esbuild");

const SITE = {
  title: "Test site",
  tagline: "A site for tests",
  url: "https://example.org",
  base_url: "/base/",
  favicon: "/favicon.ico",
  logo: "/img/logo.svg",
  version_label: "Next",
  locale: "ko",
  llms: false,
};

/** The docs plugins with their versions (generated/docs-plugins.ts): the default with three, a further one with its current. */
const version = (name, label, path, mainDoc, isLast) => ({ name, label, path, main_doc: mainDoc, banner: null, badge: true, no_index: false, is_last: isLast, class_name: `docs-version-${name}` });
const DOCS_PLUGINS = [
  {
    id: "default",
    path: "/docs",
    versions: [version("current", "Next", "/docs/next", "/docs/next/intro", false), version("2.0", "2.0", "/docs", "/docs/intro", true), version("1.0", "1.0", "/docs/1.0", "/docs/1.0/intro", false)],
  },
  { id: "community", path: "/community", versions: [version("current", "Next", "/community", "/community/support", true)] },
];

/** Each version's docs by id (generated/docs-by-id.ts), keyed by the version's route. */
const DOCS_BY_ID = {
  "/docs": {
    intro: { id: "intro", title: "소개", description: "처음 읽는 글", path: "/docs/intro", sidebar: "docs" },
    "guide/install": { id: "guide/install", title: "설치하기", description: "설치 순서", path: "/docs/guide/install-it", sidebar: "docs" },
  },
};

/** Every sidebar whole (generated/docs-sidebars.ts); a page's own copy leaves closed categories empty. */
const DOCS_SIDEBARS = {
  docs: [
    { kind: "doc", label: "Intro", path: "/docs/intro" },
    { kind: "category", label: "Guide", path: null, items_from: null, items: [{ kind: "doc", label: "Install", path: "/docs/guide/install-it" }, { kind: "link", label: "Out", href: "https://x.example" }] },
    { kind: "category", label: "Closed", path: null, items_from: "/docs/closed/a", items: [{ kind: "doc", label: "A", path: "/docs/closed/a" }] },
  ],
};

/** The locale's `code.json` messages of the site's own code (generated/docusaurus-config.ts). */
const CODE_TRANSLATIONS = { slogan: "AI 기반 관측 시스템", "Read the {doc}": "{doc} 읽기" };

/** The Docusaurus config as data (generated/docusaurus-config.ts). */
const SITE_CONFIG = { title: "Test site", customFields: { apiUrl: "https://api.example.org" }, themeConfig: { navbar: { title: "시험" } } };

// Every module is bundled into one file with React, so the stand-ins and
// react-dom/server share one copy of React.
const ENTRY = `
export { createElement as h } from "react";
export { renderToString } from "react-dom/server";
export { StaticRouter } from "react-router";
export { default as Tabs } from "./docusaurus/theme/Tabs";
export { default as TabItem } from "./docusaurus/theme/TabItem";
export { default as Admonition } from "./docusaurus/theme/Admonition";
export { default as CodeBlock, markLines } from "./docusaurus/theme/CodeBlock";
export { default as Details } from "./docusaurus/theme/Details";
export { default as Heading } from "./docusaurus/theme/Heading";
export { default as DocCardList } from "./docusaurus/theme/DocCardList";
export { default as Layout } from "./docusaurus/theme/Layout";
export { default as MDXComponents } from "./docusaurus/theme/MDXComponents";
export { default as TOCInline } from "./docusaurus/theme/TOCInline";
export { default as ThemedImage } from "./docusaurus/theme/ThemedImage";
export { default as Link } from "./docusaurus/Link";
export { default as useBaseUrl, useBaseUrlUtils } from "./docusaurus/useBaseUrl";
export { default as useDocusaurusContext, contextOf } from "./docusaurus/useDocusaurusContext";
export { default as BrowserOnly } from "./docusaurus/BrowserOnly";
export { default as useIsBrowser } from "./docusaurus/useIsBrowser";
export { default as useBrokenLinks } from "./docusaurus/useBrokenLinks";
export * as docsClient from "./docusaurus/plugin-content-docs/client";
export { DocMetaContext } from "./theme/docContext";
export { default as useGlobalData, usePluginData } from "./docusaurus/useGlobalData";
export { default as mdxComponent } from "./runtime/mdxComponent";
export { default as ExecutionEnvironment } from "./docusaurus/ExecutionEnvironment";
export { default as Head, headEntries } from "./docusaurus/Head";
export { default as Translate, translate } from "./docusaurus/Translate";
export { matchPath, useLocation, useHistory } from "./docusaurus/router";
export { default as isInternalUrl } from "./docusaurus/isInternalUrl";
export { useColorMode, usePluralForm, useThemeConfig, useWindowSize, ThemeClassNames, isRegexpStringMatch, composeProviders, PageMetadata, usePrismTheme, duplicates, uniq, groupBy, listTagsByLetters, mergeSearchStrings, isMultiColumnFooterLinks, useQueryString, usePrevious, ThemedComponent, SkipToContentLink, Collapsible, useCollapsible, filterDocCardListItems as themeCommonFilterDocCardListItems } from "./docusaurus/theme-common";
export { Tabs as SiteTabs, TabItem as SiteTabItem } from "./theme/Tabs";
export { Admonition as SiteAdmonition, Heading as SiteHeading } from "./theme/markdown";
export { CodeBlock as SiteCodeBlock } from "./theme/CodeBlock";
export { CurrentDocSidebarContext } from "./theme/docSidebarContext";
export { DocPage } from "./theme/DocPage";
export { sanitizeTabsChildren, useTabs, useScrollPositionBlocker, getPrismCssVariables, isSamePath, useLocalPathname, treeifyTOC, filterTOC, useFilteredAndTreeifiedTOC, useDateTimeFormat, useDocsSidebar as internalUseDocsSidebar, useDoc as internalUseDoc, useHomePageRoute } from "./docusaurus/theme-common/internal";
`;

const stubGenerated = {
  name: "stub-generated",
  setup(build) {
    build.onResolve({ filter: /\/generated\/(site|routes|docusaurus-config|docs-plugins|docs-by-id|docs-sidebars)$/ }, (args) => ({ path: args.path.split("/").pop(), namespace: "stub" }));
    const stubs = {
      site: `export const site = ${JSON.stringify(SITE)};`,
      routes: "export const shardCount = 1;",
      "docusaurus-config": `export const siteConfig = ${JSON.stringify(SITE_CONFIG)};\nexport const pluginData = {};\nexport const codeTranslations = ${JSON.stringify(CODE_TRANSLATIONS)};`,
      "docs-plugins": `export const docsPlugins = ${JSON.stringify(DOCS_PLUGINS)};`,
      "docs-by-id": `export const docsById = ${JSON.stringify(DOCS_BY_ID)};`,
      "docs-sidebars": `export const docsSidebars = ${JSON.stringify(DOCS_SIDEBARS)};`,
    };
    build.onLoad({ filter: /.*/, namespace: "stub" }, (args) => ({ contents: stubs[args.path], loader: "js" }));
  },
};

let m;
before(async () => {
  const result = await esbuild.build({
    stdin: { contents: ENTRY, resolveDir: new URL("../src", import.meta.url).pathname, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "silent",
    define: { __DOCS_VERSIONED__: "true", __SITE_TRANSLATED__: "true", __SITE_LINK_EXTRAS__: "true", __SIDEBAR_AUTO_COLLAPSE__: "false", __SIDEBAR_HIDEABLE__: "false", __DOCUSAURUS_CONFIG__: "false", __SITE_WRAPS__: "false", __SITE_OWN_CODE__: "false", __CODE_BLOCK_OWN__: "false", __FOOTER_PARTS_OWN__: "false", __NAVBAR_ITEMS_OWN__: "false" },
    // react-dom/server requires Node's modules; an ES module has no `require` of its own.
    banner: { js: `import { createRequire as $cr } from "node:module"; const require = $cr(${JSON.stringify(new URL("../package.json", import.meta.url).pathname)});` },
    plugins: [stubGenerated],
  });
  m = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
});

/** Server-renders `element` at `url` inside a router, as the pre-render step does. */
function render(element, url = "/base/docs/page") {
  // Below the site's base URL the router has it as its basename, as in the app (routes.ts).
  const basename = url === "/base" || url.startsWith("/base/") ? "/base" : undefined;
  return m.renderToString(m.h(m.StaticRouter, { location: url, basename }, element));
}

const tabs = (props, ...items) => m.h(m.Tabs, props, ...items.map(([p, text]) => m.h(m.TabItem, { key: p.value, ...p }, text)));

test("Tabs draw our tab set's markup: the same HTML as theme/Tabs for the same tabs", () => {
  const ours = render(
    m.h(m.SiteTabs, { groupId: "os" }, m.h(m.SiteTabItem, { value: "linux", label: "Linux" }, "apt"), m.h(m.SiteTabItem, { value: "mac", label: "macOS", default: true }, "brew")),
  );
  const theirs = render(tabs({ groupId: "os" }, [{ value: "linux", label: "Linux" }, "apt"], [{ value: "mac", label: "macOS", default: true }, "brew"]));
  assert.equal(theirs, ours);
  assert.match(theirs, /data-group-id="os"/);
  assert.match(theirs, /aria-selected="true"[^>]*data-value="mac"|data-value="mac"[^>]*aria-selected="true"/);
});

test("Tabs take labels and order from `values`, the shown tab from `defaultValue`", () => {
  const html = render(
    tabs({ values: [{ value: "a", label: "Apple" }, { value: "b", label: "Banana" }], defaultValue: "b" }, [{ value: "b" }, "yellow"], [{ value: "a" }, "red"]),
  );
  const tabTexts = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((t) => t[1]);
  assert.deepEqual(tabTexts, ["Apple", "Banana"]);
  assert.match(html, /data-value="b" aria-selected="true"/);
  assert.match(html, /data-value="a" aria-selected="false"/);
  // Panels follow the tabs: Apple's (hidden) holds "red", Banana's (shown) "yellow".
  assert.match(html, /hidden=""[^>]*><p class="tabs-panel-label" aria-hidden="true">Apple<\/p>red<\/div>/);
  assert.match(html, /class="tabs-panel"><p class="tabs-panel-label" aria-hidden="true">Banana<\/p>yellow<\/div>/);
});

test("a TabItem's label is its value when it has none; className, attributes and a TabItem's className go where Docusaurus puts them", () => {
  const html = render(
    tabs({ className: "my-tabs" }, [{ value: "npm", attributes: { className: "red", "data-x": "1" } }, "npm i"], [{ value: "yarn", className: "panel-y" }, "yarn add"]),
  );
  assert.match(html, /class="tabs my-tabs" role="tablist"/);
  assert.match(html, /<button data-x="1" type="button" role="tab"[^>]*class="tabs-tab is-selected red">npm<\/button>/);
  assert.match(html, /class="tabs-panel panel-y"><p class="tabs-panel-label" aria-hidden="true">yarn<\/p>yarn add/);
});

test("Tabs refuse what Docusaurus refuses, naming the problem", () => {
  assert.throws(() => render(tabs({ defaultValue: "x" }, [{ value: "a" }, "A"])), /defaultValue "x".*the values are: a/);
  assert.throws(() => render(tabs({}, [{ value: "a" }, "A"], [{ value: "a" }, "B"])), /Duplicate values "'a'"/);
  assert.throws(() => render(m.h(m.Tabs, {}, m.h("div", null, "x"))), /Bad <Tabs> child <div>/);
  assert.throws(() => render(tabs({ queryString: true }, [{ value: "a" }, "A"])), /groupId/);
  // Space between the items (as JSX may leave) is not a child.
  assert.match(render(m.h(m.Tabs, {}, " ", m.h(m.TabItem, { value: "a" }, "A"), "\n")), /data-value="a"/);
});

test("a TabItem outside Tabs is a plain tab panel", () => {
  assert.equal(render(m.h(m.TabItem, { value: "a", className: "c" }, "alone")), '<div role="tabpanel" class="c">alone</div>');
});

test("Admonition maps `type` onto our Admonition's `kind`, legacy types and unknown ones as Docusaurus does", (t) => {
  const same = (props, ours) => assert.equal(render(m.h(m.Admonition, props, "body")), render(m.h(m.SiteAdmonition, ours, "body")));
  same({ type: "note" }, { kind: "note" });
  same({ type: "danger", title: "Careful" }, { kind: "danger", title: "Careful" });
  same({ type: "important" }, { kind: "info", title: "important" });
  same({ type: "success" }, { kind: "tip", title: "success" });
  const warn = t.mock.method(console, "warn", () => undefined);
  same({ type: "mystery" }, { kind: "info" });
  assert.match(warn.mock.calls[0].arguments[0], /"mystery"/);
});

test("an Admonition's icon replaces the type's, and a title of elements keeps them", () => {
  const html = render(m.h(m.Admonition, { type: "tip", icon: "💡", title: m.h("em", null, "Did you know") }, "x"));
  assert.match(html, /^<aside class="admonition admonition-tip" aria-label="Did you know"><p class="admonition-title"><span class="admonition-icon" aria-hidden="true">💡<\/span><em>Did you know<\/em><\/p>/);
  assert.doesNotMatch(html, /<svg/);
});

test("CodeBlock shows its text in our code block: magic comments become highlighted lines, one trailing newline is dropped", () => {
  const code = "const a = 1;\n// highlight-next-line\nconst b = a < 2;\n";
  const html = render(m.h(m.CodeBlock, { language: "js", title: "a.js" }, code));
  assert.equal(html, render(m.h(m.SiteCodeBlock, { code: "const a = 1;\nconst b = a < 2;", marks: "|H", language: "js", title: "a.js" })));
  assert.match(html, /<span class="code-line is-highlighted"><span class="code-line-text">const b = a &lt; 2;<\/span>/);
  assert.match(html, /<button type="button" class="code-button" data-action="copy"/);
});

test("CodeBlock reads the metastring (title, line ranges, showLineNumbers) and the language from className", () => {
  const html = render(m.h(m.CodeBlock, { className: "language-Python", metastring: '{1,3} title="x.py" showLineNumbers=5' }, "a\n# highlight-next-line\nc"));
  assert.equal(html, render(m.h(m.SiteCodeBlock, { code: "a\n# highlight-next-line\nc", marks: "H||H", language: "python", title: "x.py", lineNumbers: 5 })));
  assert.deepEqual(m.markLines("x\n/* highlight-start */\ny\nz\n/* highlight-end */\nw"), { lines: ["x", "y", "z", "w"], highlighted: [false, true, true, false] });
  assert.match(render(m.h(m.CodeBlock, { showLineNumbers: true }, "one")), /code-line-number" aria-hidden="true">1</);
});

test("Translate shows the message with its {placeholders} filled; translate() does it for strings", () => {
  assert.equal(render(m.h(m.Translate, { id: "x", values: { name: "Kim" } }, "Hello {name}, {missing}")), "Hello Kim, {missing}");
  assert.equal(render(m.h(m.Translate, { values: { link: m.h("a", { href: "/x" }, "here") } }, "Click {link}.")), 'Click <a href="/x">here</a>.');
  assert.equal(render(m.h(m.Translate, { id: "only.an.id" })), "only.an.id");
  assert.equal(m.translate({ message: "{count} files in {dir}", id: "files" }, { count: 3, dir: "docs" }), "3 files in docs");
  assert.equal(m.translate({ id: "theme.x" }), "theme.x");
  assert.throws(() => m.translate({}), /translation id or a default message/);
  assert.throws(() => render(m.h(m.Translate, null, m.h("b", null, "x"))), /plain text/);
});

test("Translate and translate() take the locale's code.json message, by id or else by the message itself", () => {
  assert.equal(render(m.h(m.Translate, { id: "slogan" }, "Observability")), "AI 기반 관측 시스템");
  assert.equal(render(m.h(m.Translate, { id: "slogan" })), "AI 기반 관측 시스템");
  assert.equal(m.translate({ message: "Read the {doc}" }, { doc: "FAQ" }), "FAQ 읽기");
  // An id the file does not hold shows the message as written.
  assert.equal(m.translate({ id: "absent", message: "As written" }), "As written");
});

test("useBaseUrl puts the base URL in front of a site path, as Docusaurus does", () => {
  const { withBaseUrl } = m.useBaseUrlUtils();
  /** @type {[string, { forcePrependBaseUrl?: boolean, absolute?: boolean }, string][]} */
  const cases = [
    ["/img/a.png", {}, "/base/img/a.png"],
    ["img/a.png", {}, "/base/img/a.png"],
    ["/base/img/a.png", {}, "/base/img/a.png"],
    ["/base", {}, "/base/"],
    ["/base/x", { forcePrependBaseUrl: true }, "/base/base/x"],
    ["/img/a.png", { absolute: true }, "https://example.org/base/img/a.png"],
    ["https://cdn.example.org/a.png", {}, "https://cdn.example.org/a.png"],
    ["//cdn.example.org/a.png", {}, "//cdn.example.org/a.png"],
    ["#top", {}, "#top"],
    ["", {}, ""],
  ];
  for (const [url, options, expected] of cases) {
    assert.equal(m.useBaseUrl(url, options), expected, url);
    assert.equal(withBaseUrl(url, options), expected, url);
  }
});

test("Link: a URL opens in a new tab as a plain <a>; a site path gets the base and client-side navigation", () => {
  assert.equal(render(m.h(m.Link, { href: "https://example.com/x" }, "out")), '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>');
  assert.equal(render(m.h(m.Link, { href: "mailto:a@b.c", target: "_self" }, "mail")), '<a href="mailto:a@b.c" target="_self" rel="noopener noreferrer">mail</a>');
  assert.equal(render(m.h(m.Link, { to: "/docs/intro", className: "btn" }, "in")), '<a href="/base/docs/intro" class="btn">in</a>');
  assert.equal(render(m.h(m.Link, { to: "/docs/intro", autoAddBaseUrl: false }, "in")), '<a href="/docs/intro">in</a>');
    // `pathname://` asks for a full page load; Docusaurus counts it as external, so a new tab too, and leaves it unchecked.
  assert.equal(render(m.h(m.Link, { to: "pathname:///files/a.pdf" }, "pdf")), '<a href="/base/files/a.pdf" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck="">pdf</a>');
  assert.equal(render(m.h(m.Link, { href: "#part" }, "part")), '<a href="#part">part</a>');
  assert.equal(render(m.h(m.Link, { to: "sibling#x" }, "rel"), "/base/docs/page"), '<a href="/base/docs/sibling#x">rel</a>');
  assert.equal(render(m.h(m.Link, { to: "/docs/intro", target: "_blank" }, "in")), '<a href="/base/docs/intro" target="_blank">in</a>');
});

test("Link with isNavLink is active on its page and below it", () => {
  const nav = (url, exact) => render(m.h(m.Link, { to: "/docs", isNavLink: true, className: "item", activeClassName: "on", exact }, "Docs"), url);
  assert.equal(nav("/base/docs/a"), '<a href="/base/docs" class="item on" aria-current="page">Docs</a>');
  assert.equal(nav("/base/docs/a", true), '<a href="/base/docs" class="item">Docs</a>');
  assert.equal(nav("/base/blog"), '<a href="/base/docs" class="item">Docs</a>');
});

test("Details: a string summary is put in a <summary>, a <summary> element is used as it is, none reads Details", () => {
  assert.equal(render(m.h(m.Details, { summary: "More" }, "hidden")), '<details class="details admonition admonition-info"><summary>More</summary><div class="details-body">hidden</div></details>');
  assert.match(render(m.h(m.Details, { summary: m.h("summary", { className: "s" }, "Own"), open: true }, "x")), /^<details open="" class="details[^"]*"><summary class="s">Own<\/summary>/);
  assert.match(render(m.h(m.Details, null, "x")), /<summary>Details<\/summary>/);
  // Markdown's <details><summary>…</summary>…</details>, through MDXComponents.
  const md = render(m.h(m.MDXComponents.details, null, m.h("summary", null, "Sum"), m.h("p", null, "Body")));
  assert.equal(md, '<details class="details admonition admonition-info"><summary>Sum</summary><div class="details-body"><p>Body</p></div></details>');
});

test("Heading: with an id our Heading and its anchor; h1 or no id plain; other props kept", () => {
  assert.equal(render(m.h(m.Heading, { as: "h2", id: "setup" }, "Setup")), render(m.h(m.SiteHeading, { as: "h2", id: "setup" }, "Setup")));
  assert.equal(render(m.h(m.Heading, { as: "h1", id: "t" }, "Title")), "<h1>Title</h1>");
  assert.equal(render(m.h(m.Heading, { as: "h3" }, "No id")), "<h3>No id</h3>");
  const withClass = render(m.h(m.Heading, { as: "h2", id: "setup", className: "big" }, "Setup"));
  assert.equal(withClass, render(m.h(m.SiteHeading, { as: "h2", id: "setup" }, "Setup")).replace('class="heading"', 'class="heading big"'));
});

const SIDEBAR = [
  { kind: "doc", label: "Start", path: "/docs" },
  {
    kind: "category",
    label: "Guide",
    path: "/docs/guide",
    items_from: null,
    items: [
      { kind: "doc", label: "Install", path: "/docs/guide/install" },
      { kind: "category", label: "Advanced", path: null, items_from: null, items: [{ kind: "doc", label: "Tuning", path: "/docs/guide/advanced/tuning" }, { kind: "doc", label: "Scaling", path: "/docs/guide/advanced/scaling" }] },
      { kind: "category", label: "Closed", path: "/docs/guide/closed", items_from: "/docs/guide/closed", items: [] },
    ],
  },
];

const docMeta = (path) => ({
  id: path.slice(1), path, title: "T", description: "", sidebar: "docs", version: "current", toc: [], hide_toc: true, hide_title: false,
  breadcrumbs: [], previous: null, next: null, last_update: null, edit_url: null,
});

test("DocCardList lists the current category's items, from the sidebar DocPage provides", () => {
  const html = render(m.h(m.DocPage, { meta: docMeta("/docs/guide"), sidebar: SIDEBAR }, m.h(m.DocCardList)), "/docs/guide");
  const cards = [...html.matchAll(/<li class="card"><h3><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/h3>(?:<p>([^<]*)<\/p>)?<\/li>/g)].map((c) => c.slice(1));
  assert.deepEqual(cards, [
    ["/docs/guide/install", "📄️ Install", undefined],
    ["/docs/guide/advanced/tuning", "🗃️ Advanced", "2 항목"],
    ["/docs/guide/closed", "🗃️ Closed", undefined],
  ]);
});

/** The cards' links and titles in `html`. */
const cardLinks = (html) => [...html.matchAll(/<li class="card"><h3><a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((c) => [c[1], c[2]]);

test("DocCardList on another doc lists the pages beside it (its category's, else the sidebar's top level), as Docusaurus 3.8 does", () => {
  const beside = render(m.h(m.DocPage, { meta: docMeta("/docs/guide/advanced/tuning"), sidebar: SIDEBAR }, m.h(m.DocCardList)), "/docs/guide/advanced/tuning");
  assert.deepEqual(cardLinks(beside), [
    ["/docs/guide/advanced/tuning", "📄️ Tuning"],
    ["/docs/guide/advanced/scaling", "📄️ Scaling"],
  ]);
  const top = render(m.h(m.DocPage, { meta: docMeta("/docs"), sidebar: SIDEBAR }, m.h(m.DocCardList)), "/docs");
  assert.deepEqual(cardLinks(top).map(([href]) => href), ["/docs", "/docs/guide"]);
});

test("DocCardList outside a doc fails as Docusaurus does; with `items` it lists them", () => {
  assert.throws(() => render(m.h(m.DocCardList)), /must be in a doc/);
  const items = [
    { type: "link", href: "/base/docs/a", label: "A", description: "About A" },
    { type: "link", href: "https://example.com", label: "Out" },
    { type: "category", label: "Cat", items: [{ type: "link", href: "/base/docs/c1", label: "C1" }] },
    { type: "html", value: "<hr>" },
  ];
  const html = render(m.h(m.DocCardList, { items, className: "extra" }));
  assert.equal(
    html,
    '<ul class="card-grid extra">' +
      '<li class="card"><h3><a href="/base/docs/a">📄️ A</a></h3><p>About A</p></li>' +
      '<li class="card"><h3><a href="https://example.com" target="_blank" rel="noopener noreferrer">🔗 Out</a></h3></li>' +
      '<li class="card"><h3><a href="/base/docs/c1">🗃️ Cat</a></h3><p>1 항목</p></li></ul>',
  );
});

test("BrowserOnly and useIsBrowser: the pre-rendered HTML has the fallback, never the browser-only content", () => {
  let ran = false;
  const html = render(m.h(m.BrowserOnly, { fallback: m.h("span", null, "loading") }, () => ((ran = true), "in browser")));
  assert.equal(html, "<span>loading</span>");
  assert.equal(ran, false);
  const Probe = () => String(m.useIsBrowser());
  assert.equal(render(m.h(Probe)), "false");
  assert.equal(m.ExecutionEnvironment.canUseDOM, false);
});

test("useDocusaurusContext gives the site config under Docusaurus's names", () => {
  const { siteConfig, i18n } = m.useDocusaurusContext();
  assert.equal(siteConfig.title, "Test site");
  assert.equal(siteConfig.tagline, "A site for tests");
  assert.equal(siteConfig.url, "https://example.org");
  assert.equal(siteConfig.baseUrl, "/base/");
  assert.deepEqual(siteConfig.customFields, { apiUrl: "https://api.example.org" });
  assert.deepEqual([i18n.currentLocale, i18n.defaultLocale, i18n.locales], ["ko", "ko", ["ko"]]);
});

test("a translation's build is its locale, under its base URL, whatever base the config writes", () => {
  const locales = [
    { code: "en", label: "English", html_lang: "en", direction: "ltr", base_url: "/docs/" },
    { code: "zh", label: "简体中文", html_lang: "zh-CN", direction: "ltr", base_url: "/docs/zh/" },
  ];
  const { siteConfig, i18n } = m.contextOf({ ...SITE, base_url: "/docs/zh/", locale: "zh", locales }, { baseUrl: "/docs/", title: "WasmEdge" });
  assert.equal(siteConfig.baseUrl, "/docs/zh/");
  assert.equal(siteConfig.title, "WasmEdge");
  assert.deepEqual([i18n.currentLocale, i18n.defaultLocale, i18n.locales], ["zh", "en", ["en", "zh"]]);
  assert.equal(i18n.localeConfigs.zh.htmlLang, "zh-CN");
});

test("isInternalUrl, router's matchPath (react-router 5's form) and useLocation", () => {
  assert.equal(m.isInternalUrl("/docs"), true);
  assert.equal(m.isInternalUrl("docs/a"), true);
  assert.equal(m.isInternalUrl("https://x.org"), false);
  assert.equal(m.isInternalUrl("//x.org"), false);
  assert.equal(m.isInternalUrl(undefined), false);
  assert.deepEqual(m.matchPath("/users/7/edit", { path: "/users/:id" }), { path: "/users/:id", url: "/users/7", isExact: false, params: { id: "7" } });
  assert.equal(m.matchPath("/users/7/edit", { path: "/users/:id", exact: true }), null);
  assert.deepEqual(m.matchPath("/about", "/about"), { path: "/about", url: "/about", isExact: true, params: {} });
  const Where = () => m.useLocation().pathname + "|" + m.useHistory().location.search;
  assert.equal(render(m.h(Where), "/base/docs/x?tab=a"), "/base/docs/x|?tab=a");
});

test("useColorMode is light while pre-rendering, as the HTML is", () => {
  const Probe = () => {
    const { colorMode, isDarkTheme } = m.useColorMode();
    return `${colorMode} ${isDarkTheme}`;
  };
  assert.equal(render(m.h(Probe)), "light false");
});

test("usePluralForm picks the language's form; useThemeConfig and useWindowSize answer as Docusaurus' do while pre-rendering", () => {
  const Probe = () => {
    const { selectMessage } = m.usePluralForm();
    // Korean has one plural form: the first message serves every count.
    return [selectMessage(1, "글 1개|글 {count}개"), selectMessage(3, "글 1개|글 {count}개"), m.useThemeConfig().navbar.title, m.useWindowSize()].join(" / ");
  };
  assert.equal(render(m.h(Probe)), "글 1개 / 글 1개 / 시험 / ssr");
  const english = new Intl.PluralRules("en").resolvedOptions().pluralCategories;
  assert.deepEqual(english, ["one", "other"], "the order the messages are written in");
  // The classic theme's defaults under what the config writes, as its validation fills them in.
  let theme;
  const Theme = () => {
    theme = m.useThemeConfig();
    return null;
  };
  render(m.h(Theme));
  assert.deepEqual(theme.navbar, { hideOnScroll: false, items: [], title: "시험" });
  assert.deepEqual(theme.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(theme.docs.sidebar, { hideable: false, autoCollapseCategories: false });
  assert.equal(theme.colorMode.defaultMode, "light");
});

test("Head and Layout: nothing in the pre-rendered body but the content; the head's entries are read from the children", () => {
  const children = [m.h("title", { key: 1 }, "My ", "page"), m.h("meta", { key: 2, name: "description", content: "About" }), m.h("meta", { key: 3, property: "og:type", content: "article" }), m.h("script", { key: 4 })];
  assert.equal(render(m.h(m.Head, null, ...children)), "");
  assert.deepEqual(m.headEntries(children), [
    { tag: "title", text: "My page" },
    { tag: "meta", attrs: { name: "description", content: "About" } },
    { tag: "meta", attrs: { property: "og:type", content: "article" } },
  ]);
  assert.equal(render(m.h(m.Layout, { title: "T", wrapperClassName: "home" }, m.h("p", null, "hi"))), '<div class="home"><p>hi</p></div>');
  assert.equal(render(m.h(m.Layout, { title: "T" }, "plain")), "plain");
});

test("MDXComponents: Markdown's elements drawn by the stand-ins", () => {
  const C = m.MDXComponents;
  assert.equal(render(m.h(C.code, null, "x = 1")), "<code>x = 1</code>");
  assert.equal(render(m.h(C.pre, null, m.h(C.code, { className: "language-sh" }, "ls\npwd\n"))), render(m.h(m.SiteCodeBlock, { code: "ls\npwd", language: "sh" })));
  assert.equal(render(m.h(C.h2, { id: "a" }, "A")), render(m.h(m.SiteHeading, { as: "h2", id: "a" }, "A")));
  assert.equal(render(m.h(C.a, { href: "https://x.org" }, "x")), '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>');
  assert.equal(render(m.h(C.img, { src: "/a.png", alt: "" })), '<img decoding="async" loading="lazy" src="/a.png" alt=""/>');
  assert.equal(C.admonition, m.Admonition);
  assert.equal(C.Head, m.Head);
  assert.equal(C.Details, C.details);
});

test("ThemedImage: both images in the page, each marked for the colour mode that shows it", () => {
  const html = m.renderToString(m.h(m.ThemedImage, { sources: { light: "/img/a.png", dark: "/img/a-dark.png" }, alt: "구성도", width: 300 }));
  assert.match(html, /<img src="\/img\/a.png" alt="구성도" class="only-light" width="300"\/>/);
  assert.match(html, /<img src="\/img\/a-dark.png" alt="구성도" class="only-dark" width="300"\/>/);
});

test("TOCInline: the headings between the levels asked for, nested by level", () => {
  const toc = [
    { value: "설치", id: "install", level: 2 },
    { value: "준비", id: "prepare", level: 3 },
    { value: "깊은 곳", id: "deep", level: 4 },
    { value: "사용", id: "use", level: 2 },
  ];
  const html = m.renderToString(m.h(m.TOCInline, { toc }));
  assert.equal(
    html,
    '<div class="toc-inline"><ul class="table-of-contents"><li><a href="#install">설치</a><ul><li><a href="#prepare">준비</a></li></ul></li><li><a href="#use">사용</a></li></ul></div>',
  );
  const deeper = m.renderToString(m.h(m.TOCInline, { toc, minHeadingLevel: 3, maxHeadingLevel: 4 }));
  assert.match(deeper, /href="#prepare">준비<\/a><ul><li><a href="#deep">/);
  assert.doesNotMatch(deeper, /#install/);
});

test("useBrokenLinks: a component may report its links and anchors; the call renders and changes nothing", () => {
  const Probe = () => {
    const brokenLinks = m.useBrokenLinks();
    brokenLinks.collectAnchor("section");
    brokenLinks.collectLink("/docs/intro");
    return m.h("h2", { id: "section" }, "Section");
  };
  assert.equal(m.renderToString(m.h(Probe)), '<h2 id="section">Section</h2>');
});

test("the docs plugin's hooks over the sidebar and the version's docs: siblings, the sidebar, a doc by id, a link's docId", () => {
  const c = m.docsClient;
  // The page's view: the closed category is empty there, whole in DOCS_SIDEBARS.
  const sidebar = [DOCS_SIDEBARS.docs[0], DOCS_SIDEBARS.docs[1], { ...DOCS_SIDEBARS.docs[2], items: [] }];
  let seen;
  const Probe = () => {
    seen = { siblings: c.useCurrentSidebarSiblings(), sidebar: c.useDocsSidebar(), byId: c.useDocById("guide/install"), none: c.useDocById(undefined), docs: c.useDocsVersion().docs, crumbs: c.useSidebarBreadcrumbs() };
    try {
      seen.category = c.useCurrentSidebarCategory().label;
    } catch (error) {
      seen.category = /** @type {Error} */ (error).message;
    }
    return null;
  };
  const at = (path) => {
    const meta = { id: path.slice(1), path, title: "T", description: "", sidebar: "docs", version: "2.0", toc: [], hide_toc: true, hide_title: false, breadcrumbs: [], previous: null, next: null, last_update: null, edit_url: null };
    render(m.h(m.DocMetaContext.Provider, { value: meta }, m.h(m.CurrentDocSidebarContext.Provider, { value: { items: sidebar, current: path } }, m.h(Probe))), `/base${path}`);
    return seen;
  };
  const inGuide = at("/docs/guide/install-it");
  assert.deepEqual(inGuide.siblings, [
    { type: "link", href: "/base/docs/guide/install-it", label: "Install", docId: "guide/install" },
    { type: "link", href: "https://x.example", label: "Out", description: undefined },
  ]);
  assert.equal(inGuide.sidebar.name, "docs");
  assert.deepEqual(inGuide.byId, DOCS_BY_ID["/docs"]["guide/install"]);
  assert.equal(inGuide.none, undefined);
  assert.deepEqual(Object.keys(inGuide.docs), ["intro", "guide/install"]);
  // At the top level no category holds the page: the siblings are the sidebar's own items, the same array.
  const top = at("/docs/intro");
  assert.equal(top.siblings, top.sidebar.items);
  assert.equal(top.siblings[0].docId, "intro");
  assert.deepEqual(top.sidebar.items[2].items.map((i) => i.label), ["A"], "the whole sidebar, not the page's view");
  // The deepest category holding the page (Docusaurus 3.10), and the way down to it.
  assert.equal(inGuide.category, "Guide");
  assert.match(top.category, /\/base\/docs\/intro is not associated with a category/);
  assert.deepEqual(inGuide.crumbs.map((i) => i.label), ["Guide", "Install"]);
  // The pure helpers, on Docusaurus-shaped items.
  const [intro, guide, closed] = top.sidebar.items;
  assert.equal(c.findFirstSidebarItemLink(closed), "/base/docs/closed/a", "a category without a page leads to its first item");
  assert.equal(c.findFirstSidebarItemLink({ type: "html", value: "<hr>" }), undefined);
  assert.equal(c.isActiveSidebarItem(guide, "/base/docs/guide/install-it/"), true, "a closing slash is the same page");
  assert.equal(c.isActiveSidebarItem(intro, "/base/docs/guide/install-it"), false);
  assert.equal(c.findSidebarCategory(top.sidebar.items, (cat) => cat.label === "Closed"), closed);
  // Where Docusaurus 3 before 3.5 gave it (apache/answer's `DocCardList`).
  assert.equal(m.themeCommonFilterDocCardListItems, c.filterDocCardListItems);
  assert.deepEqual(c.filterDocCardListItems([intro, { type: "category", label: "빈", collapsed: true, collapsible: true, items: [] }]), [intro]);
  assert.equal(c.getDocsVersionSearchTag("default", "current"), "docs-default-current");
  assert.throws(() => at2(), /no version doc found by id=missing/);
  function at2() {
    const Missing = () => c.useDocById("missing");
    render(m.h(Missing), "/base/docs/intro");
  }
});

test("the docs plugin's client hooks: the plugin and version whose route holds the page, the latest, the candidates", () => {
  const c = m.docsClient;
  const probe = (hook) => {
    let seen;
    const Probe = () => {
      seen = hook();
      return null;
    };
    return (url) => {
      render(m.h(Probe), url);
      return seen;
    };
  };
  const context = probe(() => c.useActiveDocContext());
  // `/docs/next/…` is under both `/docs` and `/docs/next`: the longer route wins.
  assert.deepEqual(
    [context("/base/docs/next/guide/install").activeVersion.name, context("/base/docs/next/guide/install").activeDoc],
    ["current", { id: "guide/install", path: "/docs/next/guide/install" }],
  );
  assert.equal(context("/base/docs/1.0/intro").activeVersion.path, "/docs/1.0");
  assert.equal(context("/base/docs/intro").activeVersion.label, "2.0");
  assert.deepEqual(context("/base/blog/post"), { activeVersion: undefined, activeDoc: undefined, alternateDocVersions: {} });
  assert.deepEqual(probe(() => c.useVersions().map((v) => [v.name, v.isLast, v.mainDocId]))("/base/"), [["current", false, "intro"], ["2.0", true, "intro"], ["1.0", false, "intro"]]);
  assert.equal(probe(() => c.useLatestVersion().name)("/base/"), "2.0");
  assert.equal(probe(() => c.useActivePlugin()?.pluginId)("/base/community/support"), "community");
  assert.equal(probe(() => c.useActivePlugin())("/base/blog"), undefined);
  assert.deepEqual(probe(() => c.useDocsVersionCandidates().map((v) => v.name))("/base/docs/1.0/intro"), ["1.0", "2.0"]);
  assert.equal(probe(() => c.useDocVersionSuggestions().latestVersionSuggestion?.name)("/base/docs/1.0/intro"), "2.0");
  assert.equal(probe(() => c.useDocsVersion().className)("/base/docs/next/intro"), "docs-version-current");
  assert.throws(() => probe(() => c.useVersions("nowhere"))("/base/"), /no docs plugin with id "nowhere" \(it has "default", "community"\)/);
  assert.throws(() => probe(() => c.useDoc())("/base/docs/intro"), /Hook is called outside the <DocProvider>/);
  // The same data through useGlobalData, by plugin name and instance id.
  assert.deepEqual(probe(() => m.usePluginData("docusaurus-plugin-content-docs", "community"))("/base/"), c.useAllDocsData().community);
  assert.deepEqual(Object.keys(probe(() => m.useGlobalData())("/base/")), ["docusaurus-plugin-content-docs"]);
  assert.throws(() => probe(() => m.usePluginData("docusaurus-plugin-ideal-image", "default", { failfast: true }))("/base/"), /global data not found for "docusaurus-plugin-ideal-image"/);
  // In a doc page: the doc in Docusaurus' shape, addresses under the base URL.
  let doc;
  const Reader = () => {
    doc = c.useDoc();
    return null;
  };
  const meta = {
    id: "guide/install", path: "/docs/guide/install", title: "설치", description: "설치 안내", sidebar: "docs", version: "2.0",
    toc: [{ text: "준비", id: "prepare", level: 2 }], hide_toc: false, hide_title: false, heading: "설치하기", breadcrumbs: [],
    previous: { label: "소개", path: "/docs/intro" }, next: null, last_update: { at: "2024-08-26T14:03:11+09:00", author: "김하늘" },
    edit_url: "https://git.example.org/edit/install.md", tags: [{ key: "setup", label: "설정", description: null, path: "/docs/tags/setup" }],
    custom_front_matter: { status: "draft" },
  };
  render(m.h(m.DocMetaContext.Provider, { value: meta }, m.h(Reader)), "/base/docs/guide/install");
  assert.deepEqual(doc.metadata.tags, [{ label: "설정", permalink: "/base/docs/tags/setup", description: undefined }]);
  assert.deepEqual([doc.metadata.permalink, doc.metadata.previous, doc.metadata.next], ["/base/docs/guide/install", { title: "소개", permalink: "/base/docs/intro" }, undefined]);
  assert.deepEqual([doc.metadata.lastUpdatedAt, doc.metadata.lastUpdatedBy, doc.metadata.editUrl], [Date.parse("2024-08-26T05:03:11Z"), "김하늘", "https://git.example.org/edit/install.md"]);
  assert.deepEqual([doc.frontMatter, doc.contentTitle, doc.toc], [{ status: "draft" }, "설치하기", [{ value: "준비", id: "prepare", level: 2 }]]);
});

test("theme-common's helpers: class names by Docusaurus' names, regexp matching, composed providers, page metadata", () => {
  assert.equal(m.ThemeClassNames.docs.docMarkdown, "theme-doc-markdown");
  assert.equal(m.ThemeClassNames.common.admonitionType("tip"), "theme-admonition-tip");
  assert.equal(m.ThemeClassNames.docs.docSidebarItemCategoryLevel(2), "theme-doc-sidebar-item-category-level-2");
  assert.equal(m.isRegexpStringMatch("/docs/(api|cli)", "/docs/API/x"), true);
  assert.equal(m.isRegexpStringMatch(undefined, "/docs"), false);
  const Outer = ({ children }) => m.h("section", null, children);
  const Inner = ({ children }) => m.h("div", null, children);
  const Both = m.composeProviders([Outer, Inner]);
  assert.equal(render(m.h(Both, null, "x")), "<section><div>x</div></section>");
  // The title follows the site's, as Docusaurus' PageMetadata writes it; the entries go to <head>, not the page.
  assert.equal(render(m.h(m.PageMetadata, { title: "소개", description: "요약" })), "");
  assert.deepEqual(m.headEntries(m.h(m.PageMetadata, { title: "소개" }).type({ title: "소개" }).props.children).slice(0, 1), [{ tag: "title", text: "소개 | Test site" }]);
});

test("isSamePath ignores case and a trailing slash; useLocalPathname is the path below the base URL", () => {
  assert.equal(m.isSamePath("/Docs/Intro", "/docs/intro/"), true);
  assert.equal(m.isSamePath("/docs/intro", "/docs/intro-2"), false);
  assert.equal(m.isSamePath(undefined, undefined), true);
  let local;
  const Probe = () => {
    local = m.useLocalPathname();
    return null;
  };
  render(m.h(Probe), "/base/docs/page");
  assert.equal(local, "/docs/page");
});

test("getPrismCssVariables: the theme's plain colours as the code block frame's variables", () => {
  assert.deepEqual(m.getPrismCssVariables({ plain: { color: "#f8f8f2", backgroundColor: "#282a36", fontStyle: "italic" } }), { "--prism-color": "#f8f8f2", "--prism-background-color": "#282a36" });
  assert.deepEqual(m.getPrismCssVariables({ plain: {} }), {});
});

test("theme-common's list and search helpers, query-string state and the themed pair, as Docusaurus' behave", () => {
  assert.deepEqual(m.duplicates([1, 2, 1, 3, 2]), [1, 2]);
  assert.deepEqual(m.uniq(["a", "b", "a"]), ["a", "b"]);
  assert.deepEqual(m.groupBy(["ant", "bee", "ape"], (w) => w[0]), { a: ["ant", "ape"], b: ["bee"] });
  assert.deepEqual(
    m.listTagsByLetters([{ label: "cloud" }, { label: "api" }, { label: "Auth" }]).map((g) => [g.letter, g.tags.map((t) => t.label)]),
    [["A", ["api", "Auth"]], ["C", ["cloud"]]],
  );
  assert.equal(m.mergeSearchStrings(["?a=1&b=2", "?a=3"], "replace"), "?b=2&a=3");
  assert.equal(m.mergeSearchStrings(["?a=1", "?a=3"], "append"), "?a=1&a=3");
  assert.equal(m.isMultiColumnFooterLinks([{ title: "문서", items: [] }]), true);
  assert.equal(m.isMultiColumnFooterLinks([{ label: "GitHub", href: "https://github.com" }]), false);
  let read;
  const Query = () => {
    const [q] = m.useQueryString("q");
    read = [q, m.usePrevious(q)];
    return null;
  };
  render(m.h(Query), "/base/search?q=%ED%95%9C%EA%B8%80");
  assert.deepEqual(read, ["한글", undefined], "the previous value is none on the first render");
  // Both modes' children are in the HTML; CSS shows the one for the mode on screen.
  assert.equal(render(m.h(m.ThemedComponent, { className: "logo", children: (c) => m.h("img", { className: c }) })), '<span style="display:contents"><img class="only-light themedComponent--light logo"/></span><span style="display:contents"><img class="only-dark themedComponent--dark logo"/></span>');
  assert.match(render(m.h(m.SkipToContentLink)), /^<a class="skip-link" href="#main">/);
  // Collapsible content: hidden while collapsed, not rendered at all when lazy.
  const Section = (props) => {
    const { collapsed } = m.useCollapsible({ initialState: props.start });
    return m.h(m.Collapsible, { as: "ul", collapsed, lazy: props.lazy, className: "menu" }, m.h("li", null, "항목"));
  };
  assert.equal(render(m.h(Section, { start: false })), '<ul class="menu"><li>항목</li></ul>');
  assert.equal(render(m.h(Section, { start: true })), '<ul class="menu" style="display:none;overflow:hidden;height:0"><li>항목</li></ul>');
  assert.equal(render(m.h(Section, { start: true, lazy: true })), "");
});

test("a component from the site's MDXComponents: found, else an error at the page's place, or MDX 1's <div> on Docusaurus 2", () => {
  const Card = () => m.h("b", null, "card");
  assert.equal(m.mdxComponent({ Card }, "Card", "docs/a.mdx:3:1"), Card);
  assert.throws(() => m.mdxComponent({ Card }, "Gone", "docs/a.mdx:4:2"), /^Error: docs\/a\.mdx:4:2: `<Gone>` is not defined in this page nor in src\/theme\/MDXComponents$/);
  const Shortcode = m.mdxComponent({ Card }, "Gone", "docs/a.mdx:4:2", true);
  assert.equal(render(m.h(Shortcode, { id: "x" }, "속")), '<div id="x">속</div>');
});

test("an ejected @theme/Tabs renders with theme-common/internal's useTabs and sanitizeTabsChildren, as Docusaurus' does", () => {
  // What `docusaurus swizzle … Tabs --eject` writes, cut down to what it uses of the internal module.
  function EjectedTabs(props) {
    const children = m.sanitizeTabsChildren(props.children);
    const { selectedValue, tabValues } = m.useTabs({ ...props, children });
    m.useScrollPositionBlocker();
    const tabs = tabValues.map(({ value, label }) => m.h("li", { key: value, className: value === selectedValue ? "tabs__item tabs__item--active" : "tabs__item" }, label ?? value));
    return m.h("div", null, m.h("ul", { className: "tabs" }, tabs), children.map((item, i) => ({ ...item, key: String(i), props: { ...item.props, hidden: item.props.value !== selectedValue } })));
  }
  const items = ["\n", m.h(m.TabItem, { key: "l", value: "linux", label: "Linux" }, "apt"), m.h(m.TabItem, { key: "m", value: "mac", label: "macOS", default: true }, "brew")];
  const html = render(m.h(EjectedTabs, { groupId: "os" }, ...items));
  // The TabItem marked `default` is shown first; the other panel is hidden.
  assert.match(html, /<li class="tabs__item">Linux<\/li><li class="tabs__item tabs__item--active">macOS<\/li>/);
  assert.match(html, /<div role="tabpanel" hidden="">apt<\/div><div role="tabpanel">brew<\/div>/);
  // `defaultValue` wins over `default`.
  assert.match(render(m.h(EjectedTabs, { defaultValue: "linux" }, ...items)), /<li class="tabs__item tabs__item--active">Linux<\/li>/);
  assert.throws(() => m.sanitizeTabsChildren(["stray text"]), /every child of <Tabs> must be a <TabItem>/);
});

// The TOC helpers of theme-common/internal an ejected TOC calls: the flat list
// made a tree, levels out of range giving their place to the headings below.
test("theme-common/internal: the TOC as a tree, filtered by level; dates in the site's language; the docs hooks re-exported", () => {
  const toc = [
    { value: "A", id: "a", level: 2 },
    { value: "A1", id: "a1", level: 3 },
    { value: "A1x", id: "a1x", level: 4 },
    { value: "B", id: "b", level: 2 },
  ];
  const tree = m.treeifyTOC(toc);
  assert.deepEqual(tree.map((n) => [n.id, n.children.map((c) => [c.id, c.children.map((d) => d.id)])]), [["a", [["a1", ["a1x"]]]], ["b", []]]);
  const shallow = m.filterTOC({ toc: tree, minHeadingLevel: 3, maxHeadingLevel: 3 });
  assert.deepEqual(shallow.map((n) => [n.id, n.children.length]), [["a1", 0]], "a level-2 heading out of range gives its place to its level-3 child");
  let seen;
  const Probe = () => {
    seen = { tree: m.useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: 2, maxHeadingLevel: 3 }), date: m.useDateTimeFormat({ year: "numeric", month: "long", day: "numeric" }).format(new Date(Date.UTC(2024, 2, 5))) };
    return null;
  };
  render(m.h(Probe));
  assert.deepEqual(seen.tree.map((n) => [n.id, n.children.map((c) => [c.id, c.children.length])]), [["a", [["a1", 0]]], ["b", []]]);
  assert.equal(seen.date, "2024년 3월 5일", "the site's locale (ko)");
  assert.equal(m.internalUseDocsSidebar, m.docsClient.useDocsSidebar);
  // Docusaurus 2 gave `useDoc` from here (a v2 site's own hooks import it so).
  assert.equal(m.internalUseDoc, m.docsClient.useDoc);
  // An ejected DocBreadcrumbs links home through it: the page at the base URL.
  assert.deepEqual(m.useHomePageRoute(), { path: "/base/", exact: true }, "a route of Docusaurus names its base URL");
});
