// Site code as the bundle stage takes it (ui/stages/site.mjs): a component of
// a site in a temporary folder, with a package of the site's own
// node_modules, a CSS module, the theme and React; kept while what it read is
// unchanged; and what it says when a package is not installed.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { after, test } from "node:test";

import { lexerReady, tokens } from "../stages/modules.mjs";
import { replacementImport } from "../stages/swizzle.mjs";
import { bundleSite, commonJsEntry, commonJsNames, packageOwnScript, requireContexts, staticScriptRemotes, staticUrl, svgComponent } from "../stages/site.mjs";

await lexerReady;
const ui = path.resolve(import.meta.dirname, "..");
const site = mkdtempSync(path.join(tmpdir(), "site-code-"));
after(() => rmSync(site, { recursive: true, force: true }));

function write(rel, text) {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
}

write("package.json", JSON.stringify({ dependencies: { "tiny-shout": "1.0.0", "not-installed": "^2.0.0" } }));
write("node_modules/tiny-shout/package.json", JSON.stringify({ name: "tiny-shout", version: "1.0.0", main: "index.js" }));
write("node_modules/tiny-shout/index.js", "module.exports = (text) => text.toUpperCase() + '!!';\n");
write("src/Card.module.css", ".card { color: teal; }\n");
write(
  "src/Card.jsx",
  [
    "import React, { useState } from 'react';",
    "import Tabs from '@theme/Tabs';",
    "import shout from 'tiny-shout';",
    "import styles from './Card.module.css';",
    "export default function Card() {",
    "  const [n] = useState(1);",
    "  return <Tabs><p className={styles.card}>{shout('hello')}{n}</p></Tabs>;",
    "}",
  ].join("\n"),
);

const token = tokens("test-marker");
const pageImporting = (...ids) => ({ key: "page", code: () => "", deps: ids.map((id) => ({ kind: "site", id })) });
const run = (units) => bundleSite({ ui, siteDir: site, units, token, cacheDir: path.join(site, ".cache"), key: "k", assetsDir: path.join(site, ".assets") });

test("a component's package is bundled from the site's node_modules; the theme and React stay the app's", async () => {
  const units = new Map([["pages/a.tsx", pageImporting("@site/src/Card#@docs/a.mdx:3:1")]]);
  const site1 = await run(units);
  assert.equal(site1.built, true);
  const id = site1.aliases.get("@site/src/Card#@docs/a.mdx:3:1") ?? assert.fail("the component has no module");
  const unit = units.get(id) ?? assert.fail("no unit for the component");
  const code = unit.code();
  assert.match(code, /toUpperCase\(\)\s*\+\s*"!!"/, "the package's code is in the bundle");
  const deps = unit.deps.map((d) => `${d.kind}:${d.id}`);
  for (const dep of ["shell:docusaurus/theme/Tabs.tsx", "pkg:react/jsx-runtime"]) assert.ok(deps.includes(dep), `${dep} in ${deps}`);
  // React's stand-in may sit in a shared chunk; somewhere the bundle takes React from the app's vendor chunk.
  const all = [...units.entries()].filter(([id]) => id.startsWith("site/")).flatMap(([, u]) => u.deps.map((d) => `${d.kind}:${d.id}`));
  assert.ok(all.includes("vendor:react"), `${all}`);
  assert.ok(!all.some((d) => d.includes("node_modules")), "no second React");
  const [css] = site1.css.get(id);
  assert.match(readFileSync(path.join(site, ".assets", css), "utf8"), /color:\s*teal/);
  assert.ok(code.includes(`/assets/${css}`), "the entry links its stylesheet on client navigation");

  const again = await run(new Map([["pages/a.tsx", pageImporting("@site/src/Card#@docs/a.mdx:3:1")]]));
  assert.equal(again.built, false, "unchanged inputs: the bundle is reused");
  write("node_modules/tiny-shout/index.js", "module.exports = (text) => text.toUpperCase() + '??';\n");
  const changed = new Map([["pages/a.tsx", pageImporting("@site/src/Card#@docs/a.mdx:3:1")]]);
  assert.equal((await run(changed)).built, true, "a package file it read changed");
});

test("the pre-render step gets a package's Node build, the browser its browser build", async () => {
  write("node_modules/two-builds/package.json", JSON.stringify({ name: "two-builds", version: "1.0.0", exports: { browser: "./dom.js", default: "./node.js" } }));
  write("node_modules/two-builds/dom.js", "export const where = document.createElement('i') && 'in-a-browser';\n");
  write("node_modules/two-builds/node.js", "export const where = 'in-node';\n");
  write("src/Where.jsx", "import { where } from 'two-builds';\nexport default function Where() { return <span>{where}</span>; }\n");
  const units = new Map([["pages/w.tsx", pageImporting("@site/src/Where#@docs/w.mdx:2:1")]]);
  const built = await run(units);
  const codeOf = (/** @type {string | undefined} */ id) => {
    const unit = id ? units.get(id) : undefined;
    assert.ok(unit, `a unit for ${id}`);
    return unit.code();
  };
  const browser = codeOf(built.aliases.get("@site/src/Where#@docs/w.mdx:2:1"));
  const server = codeOf(built.serverAliases.get("@site/src/Where#@docs/w.mdx:2:1"));
  assert.match(browser, /in-a-browser/);
  assert.doesNotMatch(browser, /in-node/);
  assert.match(server, /in-node/);
  assert.doesNotMatch(server, /document/, "nothing the pre-render step cannot run");
});

test("a package the site names but has not installed: one error naming it and npm install, at the page's import", async () => {
  const units = new Map([["pages/b.tsx", pageImporting("not-installed#@docs/b.mdx:4:18")]]);
  await assert.rejects(run(units), (/** @type {Error & { authored?: boolean }} */ error) => {
    assert.match(error.message, /docs\/b\.mdx:4:18: the package `not-installed` is named in package\.json but not installed: run `npm install` in /);
    assert.equal(error.authored, true);
    return true;
  });
});

test("`@site/../docs/…` reaches a content folder the config names outside the site, and nothing else outside", async () => {
  const outer = `${site}-docs`;
  mkdirSync(path.join(outer, "components"), { recursive: true });
  writeFileSync(path.join(outer, "components", "Box.jsx"), "export default function Box() { return <b>상자</b>; }\n");
  try {
    const spec = `@site/../${path.basename(outer)}/components/Box#@../${path.basename(outer)}/faq.md:7:1`;
    const units = new Map([["pages/c.tsx", pageImporting(spec)]]);
    const bundled = await bundleSite({ ui, siteDir: site, units, token, cacheDir: path.join(site, ".cache"), key: "k", assetsDir: path.join(site, ".assets"), outerRoots: [`../${path.basename(outer)}`] });
    assert.ok(bundled.aliases.get(spec), "the component outside the site folder is bundled");
    await assert.rejects(run(new Map([["pages/c.tsx", pageImporting(spec)]])), /faq\.md:7:1: `@site\/\.\.\/.*` leads out of the site folder/);
  } finally {
    rmSync(outer, { recursive: true, force: true });
  }
});

test("Sass is compiled by the site's own `sass` package; a .module.scss is a CSS module", async () => {
  // A stand-in for the `sass` package's API (`compile(file) → { css, loadedUrls }`): `$ink` becomes navy.
  write("package.json", JSON.stringify({ dependencies: { "tiny-shout": "1.0.0", "not-installed": "^2.0.0", sass: "1.0.0" } }));
  write("node_modules/sass/package.json", JSON.stringify({ name: "sass", version: "1.0.0", main: "index.js" }));
  write(
    "node_modules/sass/index.js",
    "const fs = require('fs'); const url = require('url');\n" +
      "exports.compile = (file) => { const text = fs.readFileSync(file, 'utf8'); if (text.includes('@error')) throw new Error('Undefined variable.'); " +
      "return { css: text.replace(/^\\$ink: [^;]+;\\n/m, '').replace(/\\$ink/g, 'navy'), loadedUrls: [url.pathToFileURL(file)] }; };\n",
  );
  write("src/Badge.module.scss", "$ink: navy;\n.badge { color: $ink; }\n");
  write("src/Badge.jsx", "import styles from './Badge.module.scss';\nexport default function Badge() { return <b className={styles.badge}>새 기능</b>; }\n");
  const units = new Map([["pages/s.tsx", pageImporting("@site/src/Badge#@docs/s.mdx:2:1")]]);
  const built = await run(units);
  const id = built.aliases.get("@site/src/Badge#@docs/s.mdx:2:1") ?? assert.fail("the component has no module");
  const [css] = built.css.get(id);
  const sheet = readFileSync(path.join(site, ".assets", css), "utf8");
  assert.match(sheet, /\.Badge_module_badge\s*\{\s*color:\s*navy/, sheet);
  assert.match(units.get(id)?.code() ?? "", /Badge_module_badge/, "the class name is the module's");

  write("src/Broken.scss", "@error 'no';\n");
  write("src/Broken.jsx", "import './Broken.scss';\nexport default function Broken() { return null; }\n");
  await assert.rejects(run(new Map([["pages/t.tsx", pageImporting("@site/src/Broken#@docs/t.mdx:2:1")]])), /src\/Broken\.scss: Undefined variable\./);

  // `sass-embedded` (the same API) serves when `sass` is not there, as sass-loader takes either.
  const sassCode = readFileSync(path.join(site, "node_modules/sass/index.js"), "utf8");
  rmSync(path.join(site, "node_modules/sass"), { recursive: true });
  write("node_modules/sass-embedded/package.json", JSON.stringify({ name: "sass-embedded", version: "1.0.0", main: "index.js" }));
  write("node_modules/sass-embedded/index.js", sassCode.replace("'navy'", "'teal'"));
  const embedded = new Map([["pages/e.tsx", pageImporting("@site/src/Badge#@docs/e.mdx:2:1")]]);
  const withEmbedded = await run(embedded);
  const [sheetOfEmbedded] = withEmbedded.css.get(withEmbedded.aliases.get("@site/src/Badge#@docs/e.mdx:2:1") ?? "") ?? [];
  assert.match(readFileSync(path.join(site, ".assets", sheetOfEmbedded), "utf8"), /color:\s*teal/);

  rmSync(path.join(site, "node_modules/sass-embedded"), { recursive: true });
  await assert.rejects(run(new Map([["pages/u.tsx", pageImporting("@site/src/Badge#@docs/u.mdx:2:1")]])), /src\/Badge\.module\.scss is Sass: the package `sass` is named in package\.json but not installed: run `npm install`/);
});

test("Less is compiled by the site's own `less` package, `~package` and `@site/` imports found as less-loader finds them; a .module.less is a CSS module", async () => {
  write("package.json", JSON.stringify({ dependencies: { "tiny-shout": "1.0.0", "not-installed": "^2.0.0", less: "4" } }));
  // The real compiler, installed in the site as a site installs it.
  symlinkSync(path.join(ui, "node_modules/less"), path.join(site, "node_modules/less"), "dir");
  write("node_modules/brand/colors.less", "@ink: #123456;\n");
  write("src/css/spacing.less", "@gap: 12px;\n");
  write("src/Note.module.less", '@import "~brand/colors.less";\n@import "@site/src/css/spacing.less";\n.note { color: @ink; .inner { padding: @gap; } }\n');
  write("src/Note.jsx", "import styles from './Note.module.less';\nexport default function Note() { return <aside className={styles.note}>알림</aside>; }\n");
  const units = new Map([["pages/l.tsx", pageImporting("@site/src/Note#@docs/l.mdx:2:1")]]);
  const built = await run(units);
  const id = built.aliases.get("@site/src/Note#@docs/l.mdx:2:1") ?? assert.fail("the component has no module");
  const [css] = built.css.get(id);
  const sheet = readFileSync(path.join(site, ".assets", css), "utf8");
  assert.match(sheet, /\.Note_module_note\s*\{\s*color:\s*#123456/, sheet);
  assert.match(sheet, /\.Note_module_note \.Note_module_inner\s*\{\s*padding:\s*12px/, sheet);
  assert.match(units.get(id)?.code() ?? "", /Note_module_note/, "the class name is the module's");
  // A mistake is named at its file, line and column.
  write("src/Broken.less", ".a {\n  color: @nowhere;\n}\n");
  write("src/BrokenLess.jsx", "import './Broken.less';\nexport default function BrokenLess() { return null; }\n");
  await assert.rejects(run(new Map([["pages/m.tsx", pageImporting("@site/src/BrokenLess#@docs/m.mdx:2:1")]])), /src\/Broken\.less:2:\d+: variable @nowhere is undefined/);
  rmSync(path.join(site, "node_modules/less"));
});

test("an SVG becomes a component with React's attribute names and an optional title", () => {
  const code = svgComponent('<?xml version="1.0"?><svg xmlns:xlink="x" stroke-width="2" class="a" style="fill: red"><path d="M0"/></svg>', "a.svg");
  assert.match(code, /"xmlnsXlink":"x"/);
  assert.match(code, /"strokeWidth":"2"/);
  assert.match(code, /"className":"a"/);
  assert.match(code, /"style":\{"fill":"red"\}/);
  assert.match(code, /"<path d=\\"M0\\"\/>"/);
});

test("an SVG component's title is escaped by the theme's one escaper", async () => {
  const code = svgComponent('<svg viewBox="0 0 1 1"><path d="M0"/></svg>', "b.svg");
  // Beside ui/node_modules, so that `react/jsx-runtime` resolves as in a bundle.
  const dir = path.join(fileURLToPath(new URL("..", import.meta.url)), "node_modules/.cache");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `svg-test-${process.pid}.mjs`);
  writeFileSync(file, code);
  try {
    const { default: SvgImage } = await import(pathToFileURL(file).href);
    const element = SvgImage({ title: `<b> & "c"` });
    assert.equal(element.props.dangerouslySetInnerHTML.__html, `<title>&lt;b&gt; &amp; "c"</title><path d="M0"/>`);
  } finally {
    rmSync(file, { force: true });
  }
});

test("`require('./x.png').default` is the published file's URL, as under Docusaurus' bundler; an import is the same URL", async () => {
  write("static/img/hero.png", "not really a png");
  write(
    "src/Hero.jsx",
    [
      "import pic from '@site/static/img/hero.png';",
      "export const fromRequire = require('@site/static/img/hero.png').default;",
      "export const fromImport = pic;",
      "export default function Hero() { return <img src={fromRequire} alt='' />; }",
    ].join("\n"),
  );
  const units = new Map([["pages/h.tsx", pageImporting("@site/src/Hero#@src/pages/h.jsx:1:1")]]);
  const bundled = await run(units);
  const id = bundled.aliases.get("@site/src/Hero#@src/pages/h.jsx:1:1") ?? assert.fail("no module for the component");
  const unit = units.get(id) ?? assert.fail("no unit for the component");
  assert.deepEqual(unit.deps.map((d) => `${d.kind}:${d.id}`), ["pkg:react/jsx-runtime"], "the picture is in the module, not imported");
  // Run the module with React's JSX runtime stood in for: both exports are the published file's URL.
  const jsxStandIn = `data:text/javascript,${encodeURIComponent("export const jsx = () => null;")}`;
  const code = token.replace(unit.code(), () => jsxStandIn);
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  assert.match(module.fromRequire, /^\/assets\/site-hero-[\w-]+\.png$/);
  assert.equal(module.fromRequire, module.fromImport);
});

test("a computed require of an image (`${name}` in `@site/…` or a relative path) is its URL, as webpack's context module gives it", async () => {
  write("static/img/covers/spring.png", "one");
  write("static/img/covers/deep/autumn.png", "two");
  write("static/img/covers/notes.txt", "not an image the pattern names");
  write(
    "src/Cover.jsx",
    [
      "export const cover = (name) => require(`@site/static/img/covers/${name}.png`).default;",
      "export const relative = (name) => require(`../static/img/covers/${name.replace('x', '')}.png`).default;",
      "export default function Cover() { return <img src={cover('spring')} alt='' />; }",
    ].join("\n"),
  );
  const units = new Map([["pages/c.tsx", pageImporting("@site/src/Cover#@src/pages/c.jsx:1:1")]]);
  const bundled = await run(units);
  const id = bundled.aliases.get("@site/src/Cover#@src/pages/c.jsx:1:1") ?? assert.fail("no module for the component");
  const unit = units.get(id) ?? assert.fail("no unit for the component");
  const jsxStandIn = `data:text/javascript,${encodeURIComponent("export const jsx = () => null;")}`;
  const module = await import(`data:text/javascript;base64,${Buffer.from(token.replace(unit.code(), () => jsxStandIn)).toString("base64")}`);
  assert.match(module.cover("spring"), /^\/assets\/site-spring-[\w-]+\.png$/);
  assert.match(module.cover("deep/autumn"), /^\/assets\/site-autumn-[\w-]+\.png$/, "files in folders below too");
  assert.equal(module.relative("xspring"), module.cover("spring"));
  assert.throws(() => module.cover("winter"), /Cannot find module '@site\/static\/img\/covers\/winter.png'/);
  assert.doesNotMatch(unit.code(), /notes/, "a file the pattern cannot name is left out");
});

test("`require.context` is webpack's context module: the files below a folder that fit its pattern, `keys()` and a call per key", async () => {
  write("data/releases/v1.json", '{ "v": 1 }');
  write("data/releases/v2.json", '{ "v": 2 }');
  write("data/releases/old/v0.json", '{ "v": 0 }');
  write("data/releases/notes.txt", "not a release");
  write(
    "src/Releases.jsx",
    [
      "const flat = require.context('../data/releases', false, /\\.json$/);",
      "const deep = require.context(\"@site/data/releases\", true, /v\\d\\.JSON$/i);",
      "const text = require.context('!!raw-loader!../data/releases', false, /\\.txt$/);",
      "export const versions = flat.keys().map((key) => flat(key).v);",
      "export const all = deep.keys();",
      "export const note = text(text.keys()[0]).default;",
      "export const missing = () => flat('./v9.json');",
      "export default function Releases() { return null; }",
    ].join("\n"),
  );
  const units = new Map([["pages/r.tsx", pageImporting("@site/src/Releases#@src/pages/r.jsx:1:1")]]);
  const bundled = await run(units);
  const id = bundled.aliases.get("@site/src/Releases#@src/pages/r.jsx:1:1") ?? assert.fail("no module for the component");
  const unit = units.get(id) ?? assert.fail("no unit for the component");
  const jsxStandIn = `data:text/javascript,${encodeURIComponent("export const jsx = () => null;")}`;
  const module = await import(`data:text/javascript;base64,${Buffer.from(token.replace(unit.code(), () => jsxStandIn)).toString("base64")}`);
  assert.deepEqual(module.versions, [1, 2]);
  assert.deepEqual(module.all, ["./old/v0.json", "./v1.json", "./v2.json"], "subfolders too, the pattern tried on `./path`");
  assert.equal(module.note, "not a release");
  assert.throws(() => module.missing(), /Cannot find module '.\/v9.json'/);
  // A file added to the folder is one more key: the bundle is made again, not taken from the cache.
  write("data/releases/v3.json", '{ "v": 3 }');
  const again = new Map([["pages/r.tsx", pageImporting("@site/src/Releases#@src/pages/r.jsx:1:1")]]);
  const rebuilt = await run(again);
  assert.equal(rebuilt.built, true);
  const newer = again.get(rebuilt.aliases.get("@site/src/Releases#@src/pages/r.jsx:1:1") ?? "") ?? assert.fail("no unit after the file was added");
  assert.match(newer.code(), /v3\.json/);
  assert.equal((await run(new Map([["pages/r.tsx", pageImporting("@site/src/Releases#@src/pages/r.jsx:1:1")]]))).built, false, "nothing changed: from the cache");
});

test("another theme's component a page imports shows nothing, with a warning naming the theme and the page; ours are entries too", async () => {
  write("node_modules/docusaurus-theme-api-pages/lib/theme/StatusCodes/index.js", "module.exports = () => 'codes';\n");
  const units = new Map([["pages/api.tsx", pageImporting("@theme/StatusCodes#@docs/api.mdx:4:1", "@theme/Mermaid#@docs/api.mdx:5:1")]]);
  const bundled = await run(units);
  assert.deepEqual(bundled.warnings, [
    { file: "docs/api.mdx", line: 4, message: "`@theme/StatusCodes` is a component of the theme `docusaurus-theme-api-pages`, whose code this generator does not run: it shows nothing where the pages use it" },
  ]);
  const id = bundled.aliases.get("@theme/StatusCodes#@docs/api.mdx:4:1") ?? assert.fail("no module for the absent component");
  const unit = units.get(id) ?? assert.fail("no unit for the absent component");
  const module = await import(`data:text/javascript;base64,${Buffer.from(unit.code()).toString("base64")}`);
  assert.equal(module.default(), null);
  // Ours, imported by a page as `@theme/Mermaid`, is a module re-exporting the theme's.
  const mermaid = units.get(bundled.aliases.get("@theme/Mermaid#@docs/api.mdx:5:1") ?? assert.fail("no module for Mermaid")) ?? assert.fail("no unit for Mermaid");
  assert.match(mermaid.code(), /docusaurus\/theme\/Mermaid/);
});

test("a `require.context` of a folder outside the site (`..`, absolute, encoded) is left as written: nothing outside is listed", () => {
  const file = path.join(site, "src/Releases.jsx");
  for (const folder of ["../../..", "/etc", "%2e%2e/%2e%2e", "@site/../.."]) {
    const call = `require.context(${JSON.stringify(folder)}, true)`;
    assert.equal(requireContexts(call, file, site), call, folder);
  }
});

test("site code that imports the site's replacement of a theme component by its path gets the component the pages show", async () => {
  // A replacement that needs a part of Docusaurus' theme we lack (left out, with a warning at swizzle time).
  write("src/theme/CodeBlock/index.tsx", "import Wrap from '@theme/Icon/WordWrap';\nexport default function CodeBlock() { return <Wrap />; }\n");
  write("src/theme/CodeBlock/Frame.tsx", "import CodeBlock from './index';\nexport default (p) => <CodeBlock {...p} />;\n");
  write(
    "src/components/Snippet.jsx",
    ["import CodeBlock from '@site/src/theme/CodeBlock';", "import Again from '../theme/CodeBlock/index.tsx';", "export default () => <><CodeBlock>a</CodeBlock><Again>b</Again></>;"].join("\n"),
  );
  try {
    const units = new Map([["pages/s2.tsx", pageImporting("@site/src/components/Snippet#@src/pages/s2.jsx:1:1")]]);
    const bundled = await run(units);
    const id = bundled.aliases.get("@site/src/components/Snippet#@src/pages/s2.jsx:1:1") ?? assert.fail("no module for the component");
    const unit = units.get(id) ?? assert.fail("no unit for the component");
    assert.deepEqual([...new Set(unit.deps.map((d) => `${d.kind}:${d.id}`))].sort(), ["pkg:react/jsx-runtime", "shell:docusaurus/theme/CodeBlock.tsx"]);
    // The replacement's own files still reach it by path.
    assert.equal(replacementImport(site, path.join(site, "src/theme/CodeBlock/index"), path.join(site, "src/theme/CodeBlock/Frame.tsx")), null);
    assert.equal(replacementImport(site, path.join(site, "src/theme/Unknown"), path.join(site, "src/x.js")), null, "a name the theme does not let a site replace");
  } finally {
    rmSync(path.join(site, "src/theme"), { recursive: true, force: true });
  }
});

test("an MDX expression's `require` of code is the module as webpack's require gives it: module.exports, or an ES module's namespace", async () => {
  write("src/data/colors.js", "module.exports = { default: ['red', 'green'], count: 2 };\n");
  write("src/data/sizes.js", "export default ['s', 'm'];\nexport const unit = 'cm';\n");
  const ids = ["require:@site/src/data/colors.js#@docs/r.mdx:3:1", "require:@site/src/data/sizes.js#@docs/r.mdx:4:1"];
  // One at a time: a module of its own, with esbuild's helpers in it rather than in a chunk they share.
  let colors, sizes;
  const loaded = [];
  for (const id of ids) {
    const units = new Map([["pages/r.tsx", pageImporting(id)]]);
    const bundled = await run(units);
    const unit = units.get(bundled.aliases.get(id) ?? assert.fail(`no module for ${id}`)) ?? assert.fail("no unit");
    assert.deepEqual(unit.deps, [], "nothing else to load");
    loaded.push((await import(`data:text/javascript;base64,${Buffer.from(unit.code()).toString("base64")}`)).default);
  }
  [colors, sizes] = loaded;
  assert.deepEqual(colors, { default: ["red", "green"], count: 2 }, "a CommonJS file's exports, whose own `default` is the list");
  assert.deepEqual([sizes.default, sizes.unit], [["s", "m"], "cm"], "an ES module's namespace");
});

test("a CommonJS package a page imports by name is an entry that exports those names", async () => {
  write("node_modules/cjs-slider/package.json", JSON.stringify({ name: "cjs-slider", version: "1.0.0", main: "index.js" }));
  write("node_modules/cjs-slider/index.js", "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.Slider = function Slider() { return 'slide'; };\nexports.version = '1';\n");
  const file = path.join(site, "node_modules/cjs-slider/index.js");
  assert.deepEqual(commonJsNames(file), ["Slider", "version"]);
  assert.deepEqual(commonJsNames(path.join(site, "node_modules/cjs-slider/nowhere.js")), [], "a module that cannot load exports nothing by name");
  assert.equal(commonJsEntry("/x/i.js", ["A"]), 'export { default } from "/x/i.js";\nexport { A } from "/x/i.js";');
  const units = new Map([["pages/s.tsx", pageImporting("cjs-slider#@blog/post.mdx:3:1")]]);
  const bundled = await run(units);
  const id = bundled.aliases.get("cjs-slider#@blog/post.mdx:3:1") ?? assert.fail("no module for the package");
  const code = (units.get(id) ?? assert.fail("no unit")).code();
  assert.match(code, /export\s*\{[^}]*\bSlider\b[^}]*\}/, code.slice(-400));
});

test("what webpack lets site code write builds: raw-loader, `browser: false`, optional requires, a module build, the classic theme's files", async () => {
  write("src/faq.yaml", "- q: 무엇인가요?\n");
  // A package's `module` build in ES syntax, though its package.json has no "type": "module".
  write("node_modules/icon-set/package.json", JSON.stringify({ name: "icon-set", version: "1.0.0", main: "cjs/index.js", module: "esm/index.js" }));
  write("node_modules/icon-set/esm/index.js", "export const Bell = () => 'bell';\n");
  write("node_modules/icon-set/cjs/index.js", "exports.Bell = () => 'bell';\n");
  // A browser field turning a file and a builtin off, and a require of a package that may be missing.
  write(
    "node_modules/inspector-lite/package.json",
    JSON.stringify({ name: "inspector-lite", version: "1.0.0", main: "index.js", browser: { "./util.inspect.js": false, fs: false } }),
  );
  write("node_modules/inspector-lite/util.inspect.js", "module.exports = require('util').inspect;\n");
  write(
    "node_modules/inspector-lite/index.js",
    "const inspect = require('./util.inspect');\nconst fs = require('fs');\nlet iconv = null;\ntry { iconv = require('iconv-maybe'); } catch {}\nmodule.exports = () => typeof inspect + typeof fs.readFileSync + String(iconv);\n",
  );
  write(
    "src/Faq.jsx",
    [
      "import text from '!!raw-loader!./faq.yaml';",
      "import again from '!!raw-loader!@site/src/faq.yaml';",
      "import { Bell } from 'icon-set';",
      "import look from 'inspector-lite';",
      "import Heading from '@docusaurus/theme-classic/lib/theme/Heading';",
      "export default function Faq() { return <Heading as='h2'>{text}{again}{Bell()}{look()}</Heading>; }",
    ].join("\n"),
  );
  const units = new Map([["pages/f.tsx", pageImporting("@site/src/Faq#@docs/f.mdx:2:1")]]);
  const bundled = await run(units);
  const code = [...units.entries()].filter(([id]) => id.startsWith("site/")).map(([, u]) => u.code()).join("\n");
  assert.ok(code.includes("무엇인가요?"), "the YAML's text is the default export");
  assert.ok(!code.includes("require('util')") && !code.includes('require("util")'), "the turned-off file is an empty module");
  assert.match(code, /iconv-maybe/, "the optional require stays a call that throws, inside its try");
  // The pre-render step's modules are ES modules: a package's require of a Node builtin gets Node's own require.
  const nodeCode = [...units.entries()].filter(([id]) => id.startsWith("site-node/")).map(([, u]) => u.code()).join("\n");
  assert.match(nodeCode, /createRequire\(import\.meta\.url\)/);
  const id = bundled.aliases.get("@site/src/Faq#@docs/f.mdx:2:1") ?? assert.fail("no module");
  assert.ok((units.get(id)?.deps ?? []).some((d) => d.kind === "shell" && d.id === "docusaurus/theme/Heading.tsx"), "the classic theme's Heading is ours");
  write("src/Broken.jsx", "import missing from 'not-a-package';\nexport default () => missing;\n");
  const broken = new Map([["pages/b.tsx", pageImporting("@site/src/Broken#@docs/b.mdx:1:1")]]);
  await assert.rejects(run(broken), /not-a-package/, "site code's own missing import is still an error");
});

test("core's other client modules are there (constants, Interpolate, ErrorBoundary, Noop, useIsomorphicLayoutEffect), and Docusaurus 2's `@theme/hooks`; a plain file deep in a Docusaurus package is bundled, one with imports is not", async () => {
  write("node_modules/@docusaurus/plugin-content-docs/package.json", JSON.stringify({ name: "@docusaurus/plugin-content-docs", version: "3.6.3", main: "lib/index.js" }));
  write("node_modules/@docusaurus/plugin-content-docs/lib/constants.js", "exports.CURRENT_VERSION_NAME = 'current';\n");
  write("node_modules/@docusaurus/plugin-content-docs/lib/options.js", "const utils = require('@docusaurus/utils');\nexports.options = utils;\n");
  write(
    "src/Core.jsx",
    [
      "import { DEFAULT_PLUGIN_ID } from '@docusaurus/constants';",
      "import Interpolate from '@docusaurus/Interpolate';",
      "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
      "import Noop from '@docusaurus/Noop';",
      "import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';",
      "import { CURRENT_VERSION_NAME } from '@docusaurus/plugin-content-docs/lib/constants.js';",
      "import useThemeContext from '@theme/hooks/useThemeContext';",
      "export default function Core() { useIsomorphicLayoutEffect(() => {}, []); const { isDarkTheme } = useThemeContext(); return <ErrorBoundary><Noop /><Interpolate values={{ v: CURRENT_VERSION_NAME }}>{DEFAULT_PLUGIN_ID + ' {v}'}</Interpolate></ErrorBoundary>; }",
    ].join("\n"),
  );
  const units = new Map([["pages/c.tsx", pageImporting("@site/src/Core#@docs/c.mdx:1:1")]]);
  const bundled = await run(units);
  const id = bundled.aliases.get("@site/src/Core#@docs/c.mdx:1:1") ?? assert.fail("no module");
  const deps = (units.get(id)?.deps ?? []).map((d) => `${d.kind}:${d.id}`);
  for (const ours of ["constants.ts", "Interpolate.tsx", "ErrorBoundary.tsx", "Noop.ts", "useIsomorphicLayoutEffect.ts", "theme/hooks/useThemeContext.ts"]) {
    assert.ok(deps.includes(`shell:docusaurus/${ours}`), `${ours} in ${deps}`);
  }
  const code = [...units.entries()].filter(([key]) => key.startsWith("site/")).map(([, u]) => u.code()).join("\n");
  assert.match(code, /"current"/, "the package's constant is bundled");
  write("src/Options.jsx", "import { options } from '@docusaurus/plugin-content-docs/lib/options.js';\nexport default () => String(options);\n");
  const withNodeCode = new Map([["pages/o.tsx", pageImporting("@site/src/Options#@docs/o.mdx:1:1")]]);
  await assert.rejects(run(withNodeCode), /`@docusaurus\/plugin-content-docs\/lib\/options\.js` is not a module this theme provides/);
});

test("yaml-loader gives a YAML file's data; a loader not run here is an error that names it", async () => {
  write("src/langs.yaml", "ko:\n  name: 한국어\n  ready: true\nen:\n  name: English\n");
  write("src/Langs.jsx", "import langs from '!!yaml-loader!@site/src/langs.yaml';\nexport default () => Object.keys(langs).join(',') + langs.ko.name + String(langs.ko.ready);\n");
  const units = new Map([["pages/y.tsx", pageImporting("@site/src/Langs#@docs/y.mdx:1:1")]]);
  await run(units);
  const code = [...units.entries()].filter(([id]) => id.startsWith("site/")).map(([, u]) => u.code()).join("\n");
  assert.match(code, /ko: \{ name: "한국어", ready: !0 \}, en: \{ name: "English" \}/, "the parsed document, not its text");
  write("src/Broken.yaml", "a: [1, 2\n");
  write("src/BadYaml.jsx", "import data from 'yaml-loader!./Broken.yaml';\nexport default () => data;\n");
  await assert.rejects(run(new Map([["pages/b.tsx", pageImporting("@site/src/BadYaml#@docs/b.mdx:1:1")]])), /not YAML/);
  write("src/Sassy.jsx", "import css from '!!sass-loader!./a.scss';\nexport default () => css;\n");
  await assert.rejects(run(new Map([["pages/s.tsx", pageImporting("@site/src/Sassy#@docs/s.mdx:1:1")]])), /the webpack loader `sass-loader` before the path is not run here/);
});

test("a prefix the config names a folder by (module-alias), core's Link by its file, and a package's import of a computed path", async () => {
  write("static/img/shots/hub.webp", "RIFF");
  write("node_modules/lazy-loader/package.json", JSON.stringify({ name: "lazy-loader", version: "1.0.0", main: "index.js", type: "module" }));
  write("node_modules/lazy-loader/index.js", "export const load = (url) => import(url);\n");
  write(
    "src/Hub.jsx",
    [
      "import shot from '@img/shots/hub.webp';",
      "import Link from '@docusaurus/core/lib/client/exports/Link';",
      "import { load } from 'lazy-loader';",
      "export default function Hub() { return <Link to='/'><img src={shot} onClick={() => load('/x.js')} /></Link>; }",
    ].join("\n"),
  );
  const units = new Map([["pages/h.tsx", pageImporting("@site/src/Hub#@docs/h.mdx:1:1")]]);
  const bundled = await bundleSite({ ui, siteDir: site, units, token, cacheDir: path.join(site, ".cache"), key: "k", assetsDir: path.join(site, ".assets"), folderAliases: [{ prefix: "@img", folder: "static/img" }] });
  const id = bundled.aliases.get("@site/src/Hub#@docs/h.mdx:1:1") ?? assert.fail("no module");
  assert.ok((units.get(id)?.deps ?? []).some((d) => d.kind === "shell" && d.id === "docusaurus/Link.tsx"), "core's Link is the theme's");
  write("src/Lost.jsx", "import gone from '@img/shots/gone.webp';\nexport default () => gone;\n");
  const lost = new Map([["pages/l.tsx", pageImporting("@site/src/Lost#@docs/l.mdx:1:1")]]);
  await assert.rejects(
    bundleSite({ ui, siteDir: site, units: lost, token, cacheDir: path.join(site, ".cache"), key: "k", assetsDir: path.join(site, ".assets"), folderAliases: [{ prefix: "@img", folder: "static/img" }] }),
    /cannot find `@img\/shots\/gone\.webp`: no static\/img\/shots\/gone\.webp/,
  );
});

test("a page imports names of the site's own CommonJS file", async () => {
  write("static/version_const/latest.js", "const shown = 'v25.01';\nmodule.exports = { shown, tag: shown + '-tutorial' };\n");
  const units = new Map([["pages/v.tsx", pageImporting("@site/static/version_const/latest.js#@docs/v.mdx:3:1")]]);
  const bundled = await run(units);
  const id = bundled.aliases.get("@site/static/version_const/latest.js#@docs/v.mdx:3:1") ?? assert.fail("no module");
  const code = (units.get(id) ?? assert.fail("no unit")).code();
  assert.match(code, /export\s*\{[^}]*\btag\b[^}]*\}/, code.slice(-400));
});

test("with Docusaurus Faster's loader (`tsx`), the site's .js and .jsx may hold types", async () => {
  write("src/Typed.jsx", "import { Bell } from 'icon-set';\nexport const Typed = ({ href }: { href: string }) => <a href={href}>{Bell()}</a>;\nexport default Typed;\n");
  const units = () => new Map([["pages/t.tsx", pageImporting("@site/src/Typed#@docs/t.mdx:1:1")]]);
  await assert.rejects(run(units()), /Typed\.jsx/, "without it, a type in a .jsx is an error, as under Babel");
  const typed = units();
  const bundled = await bundleSite({ ui, siteDir: site, units: typed, token, cacheDir: path.join(site, ".cache"), key: "k", assetsDir: path.join(site, ".assets"), tsx: true });
  assert.ok(bundled.aliases.get("@site/src/Typed#@docs/t.mdx:1:1"));
});

test("a CSS url of a static file, from the root (static/, then the site folder) or through @site, is its address under the base URL; another site file is bundled", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-static-url-"));
  try {
    mkdirSync(path.join(dir, "static/img"), { recursive: true });
    mkdirSync(path.join(dir, "src/img"), { recursive: true });
    writeFileSync(path.join(dir, "static/img/wave.svg"), "<svg/>");
    writeFileSync(path.join(dir, "src/img/dot.png"), "png");
    const url = (spec) => staticUrl(dir, { kind: "url-token", path: spec }, "/docs/");
    assert.deepEqual(url("/img/wave.svg"), { path: "/docs/img/wave.svg", external: true });
    assert.deepEqual(url("@site/static/img/wave.svg"), { path: "/docs/img/wave.svg", external: true });
    assert.deepEqual(url("@site/src/img/dot.png"), { path: path.join(dir, "src/img/dot.png") });
    // From the root, the site's folder is the next place looked in (webpack's `resolve.roots` in Docusaurus).
    assert.deepEqual(url("/static/img/wave.svg"), { path: "/docs/img/wave.svg", external: true });
    assert.deepEqual(url("/src/img/dot.png"), { path: path.join(dir, "src/img/dot.png") });
    assert.match(url("/img/gone.svg")?.errors?.[0].text ?? "", /cannot find `\/img\/gone\.svg` in static\/ or the site's folder/);
    assert.match(url("@site/static/img/gone.svg")?.errors?.[0].text ?? "", /cannot find `@site\/static\/img\/gone\.svg`/);
    assert.equal(staticUrl(dir, { kind: "import-statement", path: "/img/wave.svg" }, "/docs/"), null);
    // css-loader's `~` before a module request: from the root, or a package's file.
    assert.deepEqual(url("~/img/wave.svg"), { path: "/docs/img/wave.svg", external: true });
    mkdirSync(path.join(dir, "node_modules/icons/fonts"), { recursive: true });
    writeFileSync(path.join(dir, "node_modules/icons/package.json"), '{ "name": "icons" }');
    writeFileSync(path.join(dir, "node_modules/icons/fonts/i.woff2"), "woff");
    assert.deepEqual(url("~icons/fonts/i.woff2"), { path: path.join(dir, "node_modules/icons/fonts/i.woff2") });
    assert.match(url("~icons/fonts/gone.woff2")?.errors?.[0].text ?? "", /cannot find `~icons\/fonts\/gone\.woff2`/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the pre-render step takes a package's ES module build before a `main` no bundler can follow, as webpack does", async () => {
  // A UMD `main` that hands `require` to its factory: its own files stay behind.
  write("node_modules/umd-pair/package.json", JSON.stringify({ name: "umd-pair", version: "1.0.0", main: "./umd.js", module: "./esm.js" }));
  write("node_modules/umd-pair/umd.js", "(function (factory) { module.exports = factory(require); })(function (req) { return req('./impl/' + 'part'); });\n");
  write("node_modules/umd-pair/esm.js", "export const part = 'from-the-module-build';\n");
  write("src/Pair.jsx", "import { part } from 'umd-pair';\nexport default function Pair() { return <span>{part}</span>; }\n");
  const units = new Map([["pages/p.tsx", pageImporting("@site/src/Pair#@docs/p.mdx:2:1")]]);
  const built = await run(units);
  const server = units.get(built.serverAliases.get("@site/src/Pair#@docs/p.mdx:2:1") ?? "")?.code() ?? "";
  assert.match(server, /from-the-module-build/);
  assert.doesNotMatch(server, /impl\//);
});

test("React 18's findDOMNode and React 17's render, which React 19 took out, are there for packages that import them", async () => {
  write("src/Measure.jsx", "import { findDOMNode, render, unmountComponentAtNode } from 'react-dom';\nexport default function Measure() { return <span>{typeof findDOMNode}{typeof render}{typeof unmountComponentAtNode}</span>; }\n");
  const units = new Map([["pages/m.tsx", pageImporting("@site/src/Measure#@docs/m.mdx:2:1")]]);
  const built = await run(units);
  const site = [...units.entries()].filter(([id]) => id.startsWith("site/")).map(([, u]) => u);
  const all = site.map((u) => u.code()).join("\n");
  assert.match(all, /function findDOMNode\(instance\)/, "the stand-in is in the bundle");
  assert.match(all, /function render\(element, container, callback\)/);
  assert.match(all, /client\.createRoot\(container\)/);
  // The app's react-dom/client makes the roots: the vendor chunk gives it to site code.
  assert.ok(site.some((u) => u.deps.some((d) => d.kind === "vendor" && d.id === "react-dom/client")), "site code imports react-dom/client from the vendor chunk");
  assert.ok(built.aliases.get("@site/src/Measure#@docs/m.mdx:2:1"));
});

/** A site component `src/<name>.jsx` of `lines`, bundled for a page that imports it: the bundle and the component's code. */
async function bundledComponent(name, lines) {
  write(`src/${name}.jsx`, lines.join("\n"));
  const spec = `@site/src/${name}#@docs/${name.toLowerCase()}.mdx:1:1`;
  const units = new Map([[`pages/${name.toLowerCase()}.tsx`, pageImporting(spec)]]);
  const bundled = await run(units);
  const id = bundled.aliases.get(spec) ?? assert.fail(`no module for ${name}`);
  return { bundled, code: units.get(id)?.code() ?? "" };
}

test("site code may use Node's `global`, as webpack lets it: it is the browser's globalThis", async () => {
  const { code } = await bundledComponent("Global", ["global.siteCounter = (global.siteCounter ?? 0) + 1;", "export default function Global() { return String(global.siteCounter); }"]);
  assert.match(code, /globalThis\.siteCounter/);
  assert.doesNotMatch(code, /\bglobal\.siteCounter/);
});

test("a URL site code imports (webpackIgnore) is left to the browser, and its origin is named for the CSP", async () => {
  const { bundled, code } = await bundledComponent("Remote", ["export async function load() {", '  return import(/* webpackIgnore: true */ "https://cdn.example.org/lib/editor.js");', "}", "export default function Remote() { return null; }"]);
  assert.match(code, /import\(\s*\/\* webpackIgnore: true \*\/\s*"https:\/\/cdn\.example\.org\/lib\/editor\.js"\s*\)/);
  assert.deepEqual(bundled.remote, ["https://cdn.example.org/lib/editor.js"]);
});

test("a script's URL that site code adds to the page at run time is named for the CSP, and other URLs are not", async () => {
  const { bundled } = await bundledComponent("Star", [
    "import { useEffect } from 'react';",
    "export default function Star() {",
    "  useEffect(() => { const s = document.createElement('script'); s.src = 'https://buttons.github.io/buttons.js'; document.body.append(s); }, []);",
    "  return <><script async src=\"//ads.example.net/serve.js?zone=1\" /><a href=\"https://github.com/x/y.js\">repo</a><img src=\"https://img.example.org/a.png\" /></>;",
    "}",
  ]);
  // A link to a `.js` page is named too: allowing an origin to serve scripts is the cost of not missing one.
  assert.deepEqual(bundled.remote, ["//ads.example.net/serve.js?zone=1", "https://buttons.github.io/buttons.js", "https://github.com/x/y.js"]);
});

test("`@theme/X` that the theme does not provide is the site's own src/theme/X, as Docusaurus' alias finds it", async () => {
  write("src/theme/prism/light.js", "module.exports = { plain: { color: 'navy' } };\n");
  const { code } = await bundledComponent("Themed", ["import light from '@theme/prism/light';", "export default function Themed() { return light.plain.color; }"]);
  assert.match(code, /navy/);
});

test("a package's relative imports of its own scripts are left to esbuild; its assets, entries and site code's imports are ours to resolve", () => {
  const inPackage = "/site/node_modules/icons/dist/esm/index.js";
  const own = (spec, importer = inPackage, kind = "import-statement") => packageOwnScript({ path: spec, importer, kind });
  for (const spec of ["./icons/code.js", "../shared/util", "./data.json", "./index.mjs", "./Button.tsx", "./lodash.debounce"]) assert.ok(own(spec), spec);
  assert.ok(own("./util.inspect", inPackage, "require-call"), "a require, which a browser field may turn off: esbuild's own resolver knows the field");
  for (const spec of ["./logo.svg", "./hero.png", "./README.md", "./guide.mdx", "icons", "@site/src/x"]) assert.ok(!own(spec), spec);
  assert.ok(!own("./Hero.jsx", "/site/src/pages/index.js"), "site code's own imports");
  assert.ok(!own("./Hero.jsx", inPackage, "entry-point"), "an entry");
});

test("the hosts the config's own scripts in static/ import from, through their relative imports, are the CSP's to allow", () => {
  write("static/js/mini-repl.js", 'import { EditorView } from "https://esm.sh/codemirror@6.0.1";\nimport { run } from "./runner.js";\n');
  write("static/js/runner.js", 'export const run = () => import("//cdn.example.net/babel.min.js");\n');
  const assets = [
    { kind: "script", url: "/js/mini-repl.js" },
    { kind: "script", url: "https://other.example/a.js" },
    { kind: "stylesheet", url: "/css/a.css" },
    { kind: "script", url: "/js/missing.js" },
  ];
  assert.deepEqual(staticScriptRemotes(site, assets), ["//cdn.example.net/babel.min.js", "https://esm.sh/codemirror@6.0.1"]);
  // Under a base URL the config may name the file with it (as Docusaurus writes the address as given) or without.
  for (const url of ["/docs/js/mini-repl.js", "/js/mini-repl.js"]) {
    assert.deepEqual(staticScriptRemotes(site, [{ kind: "script", url }], "/docs/"), ["//cdn.example.net/babel.min.js", "https://esm.sh/codemirror@6.0.1"], url);
  }
});
