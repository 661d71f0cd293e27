// A Docusaurus site's CSS through PostCSS (ui/stages/postcss.mjs), as its
// style loader runs it: the plugins a site plugin's `configurePostCss` adds
// (Tailwind's setup) and those of its postcss.config.*, made in the site's
// folder; a site without PostCSS keeps its CSS as written.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";

import { postCssKey, usesPostCss } from "../stages/postcss.mjs";
import { siteCss, siteTheme } from "../stages/swizzle.mjs";

const ui = path.resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(path.join(tmpdir(), "aolda-postcss-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A site folder with `files`, and PostCSS installed in its node_modules when `installed`. */
function site(name, files, installed = true) {
  const dir = path.join(scratch, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  if (installed) {
    mkdirSync(path.join(dir, "node_modules"), { recursive: true });
    symlinkSync(path.join(ui, "node_modules/postcss"), path.join(dir, "node_modules/postcss"));
  }
  return dir;
}

const PACKAGE = JSON.stringify({ dependencies: { "@docusaurus/core": "3.10.2", postcss: "8.5.33" } });

// A plugin of the config adds a PostCSS plugin of the site's, made in the
// folder it runs in; a plugin file of the site adds another.
const CONFIG = `
const path = require("node:path");
module.exports = {
  title: "T", url: "https://t.example", baseUrl: "/",
  plugins: [
    function brand() {
      return {
        name: "brand",
        configurePostCss(options) {
          const folder = path.basename(process.cwd());
          options.plugins.push({ postcssPlugin: "brand", Declaration: { color: (d) => { if (d.value === "brand") d.value = "#0a7750"; } }, Once: (root) => { root.append({ selector: ".made-in", nodes: [{ prop: "content", value: JSON.stringify(folder) }] }); } });
          return options;
        },
      };
    },
    "./plugins/spacing.js",
  ],
};
`;

const SPACING_PLUGIN = `module.exports = function spacing(context) {
  return { name: "spacing", configurePostCss(options) {
    options.plugins.push({ postcssPlugin: "spacing", Declaration: { margin: (d) => { d.value = d.value.replace("space(2)", "1rem"); } } });
    return options;
  } };
};
`;

test("postcss.config's plugins, then those configurePostCss adds, run over the site's CSS in its folder", async () => {
  const dir = site("configured", {
    "package.json": PACKAGE,
    "docusaurus.config.js": CONFIG,
    "plugins/spacing.js": SPACING_PLUGIN,
    "postcss.config.js": `module.exports = { plugins: [{ postcssPlugin: "upper", Rule: (rule) => { rule.selector = rule.selector.replace(".old-name", ".new-name"); } }] };\n`,
    "src/css/custom.css": ".hero { color: brand; margin: space(2); }\n.old-name { display: block; }\n",
  });
  assert.equal(usesPostCss(dir), true);
  const css = await siteCss({ ui, siteDir: dir, theme: siteTheme(dir) });
  assert.match(css, /\.hero\{color:#0a7750;margin:1rem\}/);
  assert.match(css, /\.new-name\{display:block\}/);
  assert.match(css, /\.made-in\{content:"configured"\}/, "Tailwind's plugins are made in the site's folder");
  assert.notEqual(process.cwd(), dir, "the folder it was in is back");
});

// postcss-loader's lists take a package's name, or `[name, options]`, for a
// plugin (`options.plugins.push('postcss-preset-env')`): loaded from the site.
test("a plugin named by its package, with or without options, is loaded from the site's node_modules", async () => {
  const plugin = `module.exports = (opts = {}) => ({ postcssPlugin: "swap", Declaration: { color: (d) => { if (d.value === "swap") d.value = opts.to ?? "#123456"; } } });\nmodule.exports.postcss = true;\n`;
  const dir = site("by-name", {
    "package.json": PACKAGE,
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", baseUrl: "/", plugins: [() => ({ name: "named", configurePostCss(options) { options.plugins.push("postcss-swap"); return options; } })] };\n`,
    "postcss.config.js": `module.exports = { plugins: [["postcss-swap", { to: "#abcdef" }]] };\n`,
    "node_modules/postcss-swap/package.json": JSON.stringify({ name: "postcss-swap", main: "index.js" }),
    "node_modules/postcss-swap/index.js": plugin,
    "src/css/custom.css": ".a { color: swap; }\n",
  });
  const css = await siteCss({ ui, siteDir: dir, theme: siteTheme(dir) });
  assert.match(css, /\.a\{color:#abcdef\}/, "the config's plugin with its options ran first");
});

test("a site without PostCSS keeps its CSS as esbuild reads it; one that names it uninstalled is told to install", async () => {
  const plain = site("plain", { "package.json": JSON.stringify({ dependencies: { "@docusaurus/core": "3.10.2" } }), "src/css/custom.css": ".hero { color: brand; }\n" }, false);
  assert.equal(usesPostCss(plain), false);
  assert.match(await siteCss({ ui, siteDir: plain, theme: siteTheme(plain) }), /\.hero\{color:brand\}/);

  const missing = site("missing", { "package.json": JSON.stringify({ dependencies: { tailwindcss: "3.4.0" } }), "src/css/custom.css": ".hero { color: brand; }\n" }, false);
  await assert.rejects(siteCss({ ui, siteDir: missing, theme: siteTheme(missing) }), /`postcss` is not installed: run `npm install`/);
});

test("the CSS's key changes when any page or component changes, as Tailwind's classes may", () => {
  const dir = site("keyed", { "package.json": PACKAGE, "docs/intro.md": "# 안녕\n", "src/css/custom.css": "" }, false);
  const before = postCssKey(dir);
  assert.equal(postCssKey(dir), before);
  writeFileSync(path.join(dir, "docs/intro.md"), '# 안녕\n\n<div className="grid gap-4" />\n');
  utimesSync(path.join(dir, "docs/intro.md"), new Date(), new Date(Date.now() + 5000));
  assert.notEqual(postCssKey(dir), before);
  assert.notEqual(siteTheme(dir).key, siteTheme(site("other", { "package.json": PACKAGE, "src/css/custom.css": "" }, false)).key);
});
