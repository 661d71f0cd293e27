// Swizzling as the shell takes it (ui/stages/swizzle.mjs): which of a site's
// src/theme files replace ours, what a replacement importing a module we do
// not provide is told, and the Infima names carried onto our variables.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";

import { SWIZZLABLE, infimaMapping, infimaNavbar, replacements, siteCss, siteTheme, undrawnNavbarItems, unreplacedThemeFiles } from "../stages/swizzle.mjs";
import { NODE_REQUIRE } from "../stages/site.mjs";

const ui = path.resolve(import.meta.dirname, "..");
const site = mkdtempSync(path.join(tmpdir(), "swizzle-"));
after(() => rmSync(site, { recursive: true, force: true }));

function write(rel, text) {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
}

/** A site folder of its own for one test, and a writer of its files. */
function ownSite(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const put = (/** @type {string} */ rel, /** @type {string} */ text) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  return { dir, put };
}

test("a folder's index and a file of the name replace ours; other files do not", () => {
  write("src/theme/Navbar/index.tsx", "export default function N() { return null; }\n");
  write("src/theme/Footer.jsx", "export default function F() { return null; }\n");
  write("src/theme/Unknown/index.tsx", "export default function U() { return null; }\n");
  const theme = siteTheme(site);
  assert.deepEqual(
    [...theme.replaced].map(([ours, file]) => [ours, path.relative(site, file)]),
    [
      ["theme/Navbar.tsx", "src/theme/Navbar/index.tsx"],
      ["theme/Footer.tsx", "src/theme/Footer.jsx"],
    ],
  );
  assert.notEqual(theme.key, "");
  assert.equal(siteTheme(path.join(site, "nowhere")).key, "");
});

test("a replacement needing a part of Docusaurus' theme we do not provide is left out, with a warning where it imports it; ours is shown", async () => {
  const { dir, put } = ownSite("swizzle-lacking-");
  try {
    // Directly, and two steps away: through the site's own `@theme/Navbar/Layout` and a relative import.
    put("src/theme/Footer/index.tsx", 'import React from "react";\nimport IconHome from "@theme/Icon/Home";\nexport default function F() { return <IconHome />; }\n');
    put("src/theme/Navbar/index.tsx", 'import Layout from "@theme/Navbar/Layout";\nexport default function N() { return <Layout />; }\n');
    put("src/theme/Navbar/Layout/index.tsx", 'import Toggle from "./Toggle";\nexport default function L() { return <Toggle />; }\n');
    put("src/theme/Navbar/Layout/Toggle.tsx", 'import { useState } from "react";\n\nimport IconMenu from "@theme/Icon/Menu";\nexport default function T() { return <IconMenu />; }\n');
    // One that needs only what we provide stays.
    // Types the bundle drops are no part it needs: Docusaurus' own wrapper template imports them.
    put(
      "src/theme/Heading/index.tsx",
      'import Link from "@docusaurus/Link";\nimport { useColorMode, type ColorMode } from "@docusaurus/theme-common";\nimport type { WrapperProps } from "@docusaurus/types";\nimport { NotOurs } from "@theme/Heading";\nimport Original from "@theme-original/Heading";\nexport default function H(p: WrapperProps<NotOurs>) { return <Original {...p} />; }\n',
    );
    // A module we provide, but not a name it is asked for.
    put("src/theme/Layout/Provider/index.tsx", 'import {\n  ColorModeProvider,\n} from "@docusaurus/theme-common/internal";\nexport default function P({ children }) { return <ColorModeProvider>{children}</ColorModeProvider>; }\n');
    // Written without semicolons: the names in braces are react's, not the next import's.
    put("src/theme/NotFound.js", "import React, { useEffect } from 'react'\nimport Layout from '@theme/Layout'\nexport default function N() { useEffect(() => {}); return <Layout /> }\n");
    const theme = siteTheme(dir);
    assert.deepEqual([...theme.replaced.keys()], ["theme/NotFound.tsx", "docusaurus/theme/Heading.tsx"]);
    assert.deepEqual(
      theme.warnings.map((w) => [w.file, w.line, /`(@theme\/[^`]+)`.*?`([^`]+)`(?: of `([^`]+)`)?/.exec(w.message)?.slice(1).filter(Boolean).join(" ")]),
      [
        ["src/theme/Navbar/Layout/Toggle.tsx", 3, "@theme/Navbar @theme/Icon/Menu"],
        ["src/theme/Footer/index.tsx", 2, "@theme/Footer @theme/Icon/Home"],
        ["src/theme/Layout/Provider/index.tsx", 3, "@theme/Layout/Provider ColorModeProvider @docusaurus/theme-common/internal"],
      ],
    );
    // The shell builds with ours in their place.
    await replacements({ ui, siteDir: dir, theme, dir: path.join(dir, "out") });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a replacement that does not build (an import we do not provide) is left out with a warning naming both; the others stay", async () => {
  write("src/theme/Navbar/index.tsx", 'import X from "@theme/Navbar/MobileSidebar";\nexport default function N() { return <X />; }\n');
  write("src/theme/Footer.tsx", 'export default function F() { return <footer className="own-footer" />; }\n');
  const theme = siteTheme(site);
  theme.replaced.set("theme/Navbar.tsx", path.join(site, "src/theme/Navbar/index.tsx"));
  const made = await replacements({ ui, siteDir: site, theme, dir: path.join(site, "out") });
  assert.deepEqual([...theme.replaced.keys()], ["theme/Footer.tsx"]);
  assert.equal(made.dropped.length, 1);
  assert.equal(made.dropped[0].file, "src/theme/Navbar/index.tsx");
  assert.match(made.dropped[0].message, /the site's `@theme\/Navbar` is not shown: it does not build here \(.*`@theme\/Navbar\/MobileSidebar`, which this theme does not provide\); the theme's own Navbar is shown/);
  assert.ok(theme.warnings.some((w) => w.message === made.dropped[0].message), "the warning is the build's");
  rmSync(path.join(site, "src/theme/Footer.tsx"));
});

test("`@theme/X` in a replacement is the site's own X where it has one (an ejected Navbar's Layout), ours otherwise", async () => {
  const { dir: ejected, put } = ownSite("swizzle-ejected-");
  try {
    put("src/theme/Navbar/index.tsx", 'import Layout from "@theme/Navbar/Layout";\nimport Content from "@theme/Navbar/Content";\nexport default function N() { return <Layout><Content /></Layout>; }\n');
    put("src/theme/Navbar/Layout/index.tsx", 'export default function L({ children }) { return <nav className="ejected-layout">{children}</nav>; }\n');
    put("src/theme/Navbar/Content/index.tsx", 'import Footer from "@theme/Footer";\nexport default function C() { return <div className="ejected-content"><Footer /></div>; }\n');
    const out = path.join(ejected, "out");
    await replacements({ ui, siteDir: ejected, theme: siteTheme(ejected), dir: out });
    const { readdirSync, readFileSync } = await import("node:fs");
    const bundled = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith(".js")).map((f) => readFileSync(path.join(out, String(f)), "utf8")).join("\n");
    assert.match(bundled, /ejected-layout/, "the site's Layout is bundled in");
    assert.match(bundled, /ejected-content/);
    // A component the site does not replace is ours, marked as the original.
    assert.match(bundled, /theme-original:[^"']*theme\/Footer\.tsx/);
  } finally {
    rmSync(ejected, { recursive: true, force: true });
  }
});

test("Infima's navbar colours a site sets colour our navbar, before the site's own rules", async () => {
  assert.equal(infimaNavbar(".navbar { background-color: #0c0c2c; } a { color: var(--ifm-navbar-link-color); }"), "", "read, not set: nothing");
  const rules = infimaNavbar(":root { --ifm-navbar-link-color: #fafafa; --ifm-navbar-background-color: #efefef; }");
  assert.equal(
    rules,
    ".navbar{background:var(--ifm-navbar-background-color,var(--ao-bg))}.navbar-brand,.navbar-links>li>a,.navbar-links>li>details>summary{color:var(--ifm-navbar-link-color,var(--ao-text))}",
  );
  // The site's CSS follows them, so its own `.navbar { background-color }` wins, as it does over Infima's.
  const own = mkdtempSync(path.join(tmpdir(), "swizzle-navbar-"));
  try {
    mkdirSync(path.join(own, "src/css"), { recursive: true });
    writeFileSync(path.join(own, "src/css/custom.css"), ":root { --ifm-navbar-background-color: #fff; }\n.navbar { background-color: #0c0c2c; }\n");
    const css = await siteCss({ ui, siteDir: own, theme: siteTheme(own) });
    assert.ok(css.indexOf("background:var(--ifm-navbar-background-color,var(--ao-bg))") < css.indexOf("#0c0c2c"), css);
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
});

test("the Infima names a site sets define ours, in both modes, and only those", async () => {
  assert.equal(infimaMapping(".a { color: red; }"), "");
  assert.equal(infimaMapping(":root { --ifm-color-primary: #123456; }"), ":root,[data-theme=dark]{--ao-primary:var(--ifm-color-primary)}");
  // Read but not set: given ours. Set and read: left to the site (no loop through ours).
  assert.equal(
    infimaMapping(".gh::before { background-color: var(--ifm-navbar-link-color); transition: color var( --ifm-transition-fast ); }"),
    ":root,[data-theme=dark]{--ifm-navbar-link-color:var(--ao-text);--ifm-transition-fast:200ms}",
  );
  assert.equal(infimaMapping(":root { --ifm-color-primary: #123456; } a { color: var(--ifm-color-primary); }"), ":root,[data-theme=dark]{--ao-primary:var(--ifm-color-primary)}");
  // A text colour set for dark mode only is ours there only (light keeps ours); one set in light only stays
  // out of dark mode, where Infima has its own; the brand colour set in light holds in both, as Infima's does.
  assert.equal(
    infimaMapping(":root { --ifm-color-primary: #3071a9; --ifm-background-color: #fff; } [data-theme='dark'] { --ifm-font-color-base: #e3e3e3; }"),
    ":root,[data-theme=dark]{--ao-primary:var(--ifm-color-primary)}:root:not([data-theme=dark]){--ao-bg:var(--ifm-background-color)}[data-theme=dark]{--ao-text:var(--ifm-font-color-base)}",
  );
  write("src/theme/Navbar/index.tsx", "export default function N() { return null; }\n");
  write("src/css/custom.css", ":root { --ifm-font-family-base: serif; --ifm-code-font-size: 90%; }\n");
  const css = await siteCss({ ui, siteDir: site, theme: siteTheme(site) });
  assert.match(css, /--ifm-font-family-base: serif/);
  assert.ok(css.endsWith(":root,[data-theme=dark]{--ao-font:var(--ifm-font-family-base)}code{font-size:var(--ifm-code-font-size)}"), css);
});

test("a site with code of its own gets Infima's layout classes before its CSS; a site without gets none", async () => {
  const bare = mkdtempSync(path.join(tmpdir(), "swizzle-bare-"));
  try {
    const none = siteTheme(bare);
    assert.equal(none.infima, false);
    assert.equal(await siteCss({ ui, siteDir: bare, theme: none }), "");
    mkdirSync(path.join(bare, "src/pages"), { recursive: true });
    writeFileSync(path.join(bare, "src/pages/index.js"), "export default function Home() { return null; }\n");
    const withPages = siteTheme(bare);
    assert.equal(withPages.infima, true);
    assert.notEqual(withPages.key, "", "the stylesheet's key says the classes are in");
    const css = await siteCss({ ui, siteDir: bare, theme: withPages });
    for (const rule of [".row{", ".col--4{", ".text--center{", ".button--primary{", ".hero__title{", ".padding-horiz--md{"]) {
      assert.ok(css.includes(rule), `${rule} in ${css.slice(0, 200)}…`);
    }
    mkdirSync(path.join(bare, "src/css"), { recursive: true });
    writeFileSync(path.join(bare, "src/css/custom.css"), ".row { gap: 1px; }\n");
    const ordered = await siteCss({ ui, siteDir: bare, theme: siteTheme(bare) });
    assert.ok(ordered.indexOf(".row{display:flex") < ordered.indexOf(".row{gap:1px}"), "the site's own rules come after, and win");
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});

test("a package a replacement uses may require React (a UMD build), and with Faster's loader the replacement may hold types", async () => {
  const { dir: umd, put } = ownSite("swizzle-umd-");
  try {
    put("node_modules/boundary-umd/package.json", JSON.stringify({ name: "boundary-umd", version: "1.0.0", main: "umd.js" }));
    put("node_modules/boundary-umd/umd.js", "(function (g, f) { module.exports = f(require('react')); })(this, function (React) { return { Boundary: (p) => React.createElement('div', null, p.children) }; });\n");
    put("src/theme/Footer/index.jsx", "import { Boundary } from 'boundary-umd';\nexport default function F({ note }: { note?: string }) { return <Boundary>{note}</Boundary>; }\n");
    const out = path.join(umd, "out");
    await replacements({ ui, siteDir: umd, theme: siteTheme(umd, null, true), dir: out });
    const { readdirSync, readFileSync } = await import("node:fs");
    const bundled = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith(".js")).map((f) => readFileSync(path.join(out, String(f)), "utf8")).join("\n");
    // The require is of a module that imports React, not of an external (which an ES module cannot require).
    assert.ok(!/__require\(["']react["']\)/.test(bundled), bundled.slice(0, 600));
    assert.match(bundled, /from\s*["']react["']/);
  } finally {
    rmSync(umd, { recursive: true, force: true });
  }
});

test("src/theme components this theme does not let a site replace are warned of at their files; their helpers and the site's own modules are not", () => {
  const { dir, put } = ownSite("swizzle-unreplaced-");
  try {
    put("src/theme/Navbar/index.tsx", "export default function N() { return null; }\n");
    put("src/theme/Navbar/Helper.tsx", "export const x = 1;\n");
    put("src/theme/Navbar/styles.module.css", ".a{}\n");
    put("src/theme/Layout/Provider/index.tsx", "export default function P({ children }) { return children; }\n");
    put("src/theme/DocSidebarItem/index.js", "export default function D() { return null; }\n");
    // The site's own navbar item types are taken (the navbar draws its `custom-` items with them).
    put("src/theme/NavbarItem/ComponentTypes.tsx", "import Stars from './GithubStars';\nexport default { 'custom-stars': Stars };\n");
    // A file a replacement imports is its own part, shown with it (and what that file imports in turn).
    put("src/theme/NavbarItem/GithubStars.tsx", "import { count } from './StarCount';\nexport default function G() { return count; }\n");
    put("src/theme/NavbarItem/StarCount/index.ts", "export const count = 1;\n");
    // The navbar's item components are taken too (the navbar then draws the config's items through them).
    put("src/theme/NavbarItem/DropdownNavbarItem.tsx", "export default function D() { return null; }\n");
    // A part of Docusaurus' theme we do not let a site replace, which nothing of the site imports.
    put("src/theme/DocItem/Content/index.tsx", "export default function C() { return null; }\n");
    put("src/theme/prism-include-languages.js", "export default function p() {}\n");
    put("src/theme/prism/light.js", "module.exports = { plain: {} };\n");
    // A part of a component the site does not replace is a part of ours it meant to replace.
    put("src/theme/BlogSidebar/Desktop/index.js", "export default function M() { return null; }\n");
    // Components of Docusaurus' theme whichever release added them (3.x's `DocCategoryGeneratedIndexPage`).
    put("src/theme/DocCategoryGeneratedIndexPage/index.js", "export default function G() { return null; }\n");
    // The footer's parts are taken (the footer then draws the config's footer through them).
    put("src/theme/Footer/Links/MultiColumn/index.js", "export default function M() { return null; }\n");
    // The parts of a component the site names (its own `DocSidebarItem`'s) go with it: one warning.
    put("src/theme/DocSidebarItem/Link/index.js", "export default function L() { return null; }\n");
    // A component Docusaurus' theme has not is the site's own (`@theme/PlatformSupport` in its pages): shown, no warning.
    put("src/theme/PlatformSupport/index.js", "export default function S() { return null; }\n");
    put("src/theme/Icons/Android.js", "export default function A() { return null; }\n");
    const found = unreplacedThemeFiles(dir).map((w) => [w.file, w.line, /^`@theme\/([^`]+)` is not a component this theme lets a site replace \(Navbar, Footer and 7 parts \(Footer\/Layout…\), .*, NavbarItem and \d+ parts \(NavbarItem\/.*…\)\): the theme's own is shown$/.exec(w.message)?.[1]]);
    assert.deepEqual(found.sort(), [
      ["src/theme/BlogSidebar/Desktop/index.js", 1, "BlogSidebar/Desktop"],
      ["src/theme/DocCategoryGeneratedIndexPage/index.js", 1, "DocCategoryGeneratedIndexPage"],
      ["src/theme/DocItem/Content/index.tsx", 1, "DocItem/Content"],
      ["src/theme/DocSidebarItem/index.js", 1, "DocSidebarItem"],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the replacements' key follows the config, whose configureWebpack may alias what they import", () => {
  const { dir, put } = ownSite("swizzle-config-");
  try {
    put("src/theme/Footer.jsx", "export default function F() { return null; }\n");
    put("docusaurus.config.js", "module.exports = { title: 'T' };\n");
    const before = siteTheme(dir).shellKey;
    put("docusaurus.config.js", "module.exports = { title: 'T', plugins: [() => ({ name: 'a', configureWebpack: () => ({ resolve: { alias: { x: 'y' } } }) })] };\n");
    assert.notEqual(siteTheme(dir).shellKey, before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a replacement's paths from the root are in static/, then the site's folder; its images are as Docusaurus' loaders give them: an SVG a component (imported, from the root, or required), a required image a module whose default is its URL", async () => {
  const { dir, put } = ownSite("swizzle-images-");
  try {
    put("static/img/mark.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect class="mark-shape" width="10" height="10"/></svg>');
    put("static/names.json", '["하나"]');
    put("src/shout.js", "export const shout = (s) => s + '!';");
    put("static/img/dot.png", Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64").toString("latin1"));
    put(
      "src/theme/Footer/index.js",
      [
        "import Mark from '@site/static/img/mark.svg';",
        "const Again = require('@site/static/img/mark.svg').default;",
        // A path from the root is in static/, then the site's folder, as webpack's `resolve.roots` finds it.
        "import FromRoot from '/img/mark.svg';",
        "import names from '/names.json';",
        "import { shout } from '/src/shout';",
        "export default function F() { return <footer title={shout(names[0])}><Mark /><Again /><FromRoot /><img src={require('@site/static/img/dot.png').default} /></footer>; }",
      ].join("\n"),
    );
    const out = path.join(dir, "out");
    await replacements({ ui, siteDir: dir, theme: siteTheme(dir), dir: out });
    const { readdirSync, readFileSync } = await import("node:fs");
    const bundled = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith(".js")).map((f) => readFileSync(path.join(out, String(f)), "utf8")).join("\n");
    assert.match(bundled, /function SvgImage\(/, "the SVG is a component");
    assert.match(bundled, /mark-shape/);
    assert.doesNotMatch(bundled, /data:image\/svg\+xml/, "not a data URL given as a component");
    assert.match(bundled, /data:image\/png[;,]/, "the PNG's URL, inline");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the pre-render step's copy of a replacement takes its packages' Node builds, the browser's their browser builds", async () => {
  const { dir, put } = ownSite("swizzle-platform-");
  try {
    // A package whose browser build touches `document` as it loads (as decode-named-character-reference's does).
    put("node_modules/entity-decoder/package.json", JSON.stringify({ name: "entity-decoder", version: "1.0.0", main: "node.js", browser: "browser.js" }));
    put("node_modules/entity-decoder/node.js", "const util = require('util');\nexports.decoder = util.format('%s', 'node-table');\n");
    put("node_modules/entity-decoder/browser.js", "const probe = document.createElement('i');\nexports.decoder = 'dom-' + probe.tagName;\n");
    put("src/theme/Footer/index.js", "import { decoder } from 'entity-decoder';\nexport default function F() { return <footer>{decoder}</footer>; }\n");
    const out = path.join(dir, "out");
    await replacements({ ui, siteDir: dir, theme: siteTheme(dir), dir: out });
    const { readdirSync, readFileSync } = await import("node:fs");
    const text = (platform) => readdirSync(path.join(out, platform), { recursive: true }).filter((f) => String(f).endsWith(".js")).map((f) => readFileSync(path.join(out, platform, String(f)), "utf8")).join("\n");
    assert.match(text("node"), /node-table/);
    // Its `require('util')` in an ES module: Node's own require, which esbuild's `__require` finds.
    assert.ok(text("node").startsWith(NODE_REQUIRE) || text("node").includes(`\n${NODE_REQUIRE}`), "Node's require in the pre-render copy");
    assert.doesNotMatch(text("node"), /document\.createElement/);
    assert.match(text("browser"), /document\.createElement/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("navbar items of the site's own types with no ComponentTypes to draw them are warned of at their line of the config", () => {
  const { dir, put } = ownSite("swizzle-custom-items-");
  try {
    put("docusaurus.config.js", "module.exports = {\n  themeConfig: {navbar: {items: [\n    {type: 'custom-status', position: 'right'},\n  ]}},\n};\n");
    const navbar = [{ label: "", custom: { type: "custom-status", props: {} } }, { label: "더 보기", items: [{ label: "", custom: { type: "custom-status", props: {} } }] }];
    const warnings = undrawnNavbarItems(dir, navbar);
    assert.deepEqual(warnings.map((w) => [w.file, w.line]), [["docusaurus.config.js", 3]]);
    assert.match(warnings[0].message, /`custom-status` is left out: no component draws it/);
    // With the site's own ComponentTypes, its component draws them.
    put("src/theme/NavbarItem/ComponentTypes.js", "export default {};\n");
    assert.deepEqual(undrawnNavbarItems(dir, navbar), []);
    assert.deepEqual(undrawnNavbarItems(dir, [{ label: "문서", to: "/docs" }]), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A site may replace any module of SWIZZLABLE with one that has a default
// export only: no module of ours may import a named binding from one (Tabs
// once took its context from TabItem, and a site's TabItem broke every tab set).
test("no module of ours imports a named binding from a module a site may replace", () => {
  const src = path.join(ui, "src");
  const replaceable = new Set(Object.values(SWIZZLABLE).map((rel) => path.join(src, rel).replace(/\.tsx?$/, "")));
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith("generated"));
  const found = [];
  for (const rel of files) {
    const file = path.join(src, rel);
    for (const [, names, spec] of readFileSync(file, "utf8").matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+"(\.[^"]+)";/gm)) {
      if (!replaceable.has(path.resolve(path.dirname(file), spec))) continue;
      const named = /\{([^}]*)\}/.exec(names)?.[1].split(",").map((n) => n.trim()).filter((n) => n && !n.startsWith("type "));
      if (named?.length) found.push(`${rel} imports ${named.join(", ")} from ${spec}`);
    }
  }
  assert.deepEqual(found, []);
  assert.ok(replaceable.size > 20, "the list was read");
});
