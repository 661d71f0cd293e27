// ui/stages/evaluate.mjs on configs written here: a function `editUrl` is
// handed over as templates, one per locale and version, when it only passes
// the page's values through; otherwise it stays a function (a note names it).
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

import { evaluate } from "../stages/evaluate.mjs";

/** Evaluates a site of `files` (name → text) and returns its config as data. */
async function configOf(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-evaluate-"));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const answer = await evaluate(dir);
    assert.equal(answer.error, null);
    const file = Object.keys(files).find((name) => name.startsWith("docusaurus.config.")) ?? "docusaurus.config.js";
    return { config: answer.modules[file], reads: answer.reads, modules: answer.modules };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const site = (docs, blog = "{}") => `module.exports = {
  title: "T", url: "https://t.example", baseUrl: "/",
  i18n: { defaultLocale: "ko", locales: ["ko", "en"] },
  presets: [["classic", { docs: ${docs}, blog: ${blog} }]],
};`;

test("a docs editUrl function becomes a template per locale and version, with the page's values as slots", async () => {
  const { config, reads } = await configOf({
    "docusaurus.config.js": site(`{ editUrl: ({ locale, versionDocsDirPath, docPath }) =>
      locale === "ko" ? "https://git.example/edit/" + versionDocsDirPath + "/" + docPath : "https://tr.example/" + locale + "/" + docPath }`),
    "versions.json": '["1.0"]',
  });
  const templates = config.presets[0][1].docs.editUrl.$editUrlTemplates;
  assert.deepEqual(
    templates.map((t) => [t.locale, t.version, t.dir, t.url]),
    [
      ["ko", "current", "docs", "https://git.example/edit/docs/\u0000docPath\u0000"],
      ["ko", "1.0", "versioned_docs/version-1.0", "https://git.example/edit/versioned_docs/version-1.0/\u0000docPath\u0000"],
      ["en", "current", "docs", "https://tr.example/en/\u0000docPath\u0000"],
      ["en", "1.0", "versioned_docs/version-1.0", "https://tr.example/en/\u0000docPath\u0000"],
    ],
  );
  assert.ok(reads.includes("versions.json"), "a new version evaluates the config again");
});

test("with editCurrentVersion, a docs editUrl function is given the current docs' folder for every version", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": site(`{ editCurrentVersion: true, editUrl: ({ versionDocsDirPath, docPath }) => "https://git.example/edit/" + versionDocsDirPath + "/" + docPath }`),
    "versions.json": '["1.0"]',
  });
  const templates = config.presets[0][1].docs.editUrl.$editUrlTemplates;
  assert.deepEqual(
    templates.filter((t) => t.locale === "ko").map((t) => [t.version, t.dir, t.url]),
    [
      ["current", "docs", "https://git.example/edit/docs/\u0000docPath\u0000"],
      ["1.0", "versioned_docs/version-1.0", "https://git.example/edit/docs/\u0000docPath\u0000"],
    ],
  );
});

test("a further docs instance's editUrl is made per version of its own, and a version it gives no link has none", async () => {
  const { config, reads } = await configOf({
    "docusaurus.config.js": `module.exports = {
      title: "T", url: "https://t.example", baseUrl: "/",
      presets: [["classic", { docs: false, blog: false }]],
      plugins: [["@docusaurus/plugin-content-docs", { id: "api", path: "api",
        editUrl: ({ version, versionDocsDirPath, docPath }) => version === "current" ? "https://git.example/edit/" + versionDocsDirPath + "/" + docPath : undefined }]],
    };`,
    "api_versions.json": '["2.0"]',
  });
  const templates = config.plugins[0][1].editUrl.$editUrlTemplates;
  assert.deepEqual(
    templates.map((t) => [t.version, t.dir, t.url]),
    [
      ["current", "api", "https://git.example/edit/api/\u0000docPath\u0000"],
      ["2.0", "api_versioned_docs/version-2.0", null],
    ],
  );
  assert.ok(reads.includes("api_versions.json"), "a new version of the instance evaluates the config again");
});

test("a blog editUrl function gets the blog's folder and the post's path", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": site("{}", `{ path: "news", editUrl: ({ blogDirPath, blogPath, permalink }) => \`https://git.example/\${blogDirPath}/\${blogPath}#\${permalink}\` }`),
  });
  const [ko] = config.presets[0][1].blog.editUrl.$editUrlTemplates;
  assert.deepEqual(ko, { locale: "ko", version: "", dir: "news", url: "https://git.example/news/\u0000blogPath\u0000#\u0000permalink\u0000" });
});

test("an editUrl function may join the page's path into a folder and give several links as JSON", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `const path = require("path");\n${site(`{ editUrl: ({ versionDocsDirPath, docPath }) =>
      JSON.stringify([{ label: "편집", href: "https://git.example/edit/" + path.posix.join("website", versionDocsDirPath, docPath) }]) }`)}`,
  });
  const [ko] = config.presets[0][1].docs.editUrl.$editUrlTemplates;
  assert.equal(ko.url, '[{"label":"편집","href":"https://git.example/edit/website/docs/\u0000docPath\u0000"}]');
});

test("a function that changes the page's values, throws or gives what is no URL stays a function", async () => {
  for (const editUrl of [
    `({ docPath }) => "https://a.example/" + docPath.toUpperCase()`,
    `() => { throw new Error("no") }`,
    `() => 42`,
  ]) {
    const { config } = await configOf({ "docusaurus.config.js": site(`{ editUrl: ${editUrl} }`) });
    assert.equal(config.presets[0][1].docs.editUrl.$nonData, "function", editUrl);
  }
});

test("`require.resolve('./sidebars.js')` finds sidebars.ts, as Docusaurus' loader does", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", presets: [["classic", { docs: { sidebarPath: require.resolve("./sidebars.js") } }]] };`,
    "sidebars.ts": "export default { docs: ['intro'] };",
  });
  assert.equal(config.presets[0][1].docs.sidebarPath, "sidebars.ts");
});

test("`require.resolve('./plugin')` finds plugin.ts or plugin/index.ts, as Docusaurus' loader does", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", plugins: [require.resolve("./local-plugin"), require.resolve("./plugins/words")] };`,
    "local-plugin.ts": "export default function plugin() { return { name: 'local' }; }",
    "plugins/words/index.ts": "export default function plugin() { return { name: 'words' }; }",
  });
  assert.deepEqual(config.plugins, ["local-plugin.ts", "plugins/words/index.ts"]);
});

test("a script the config runs reads files from its own folder: `__dirname` and `import.meta` name the script", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `const { count } = require("./scripts/count.js");
      const { here } = require("./scripts/here.mjs");
      module.exports = { title: "T", url: "https://t.example", customFields: { count: count(), here } };`,
    "scripts/count.js": "#!/usr/bin/env node\nconst fs = require('fs'); const path = require('path');\nexports.count = () => fs.readdirSync(path.join(__dirname, '..', 'docs')).length;",
    "scripts/here.mjs": "import { fileURLToPath } from 'node:url'; import path from 'node:path';\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nexport const here = path.basename(__dirname) + ':' + path.basename(import.meta.filename);",
    "docs/a.md": "# A",
    "docs/b.md": "# B",
  });
  assert.deepEqual(config.customFields, { count: 2, here: "scripts:here.mjs" });
});

test("a package the config requires but nobody installed is named, with the command that installs it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-evaluate-"));
  try {
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ dependencies: { "docusaurus-plugin-nowhere": "1.0.0" } }));
    writeFileSync(path.join(dir, "docusaurus.config.js"), `module.exports = { title: "T", plugins: [require("docusaurus-plugin-nowhere")] };`);
    const { error } = await evaluate(dir);
    assert.equal(error.file, "docusaurus.config.js");
    assert.match(error.message, /the package `docusaurus-plugin-nowhere` is named in package\.json but not installed: run `npm install`/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a CommonJS package is required from node_modules, where it finds its own files; an ESM-only one loads too (required where Node can, else bundled)", async () => {
  const { config } = await configOf({
    // Reads a file beside itself at load, as `typescript` reads its lib files: bundled into the config, it would look beside the config.
    "node_modules/words-cjs/package.json": '{"name": "words-cjs", "main": "index.js"}',
    "node_modules/words-cjs/index.js": 'module.exports = require("fs").readFileSync(require("path").join(__dirname, "words.txt"), "utf8").trim();',
    "node_modules/words-cjs/words.txt": "구름 문서\n",
    "node_modules/tag-esm/package.json": '{"name": "tag-esm", "type": "module", "exports": {"import": "./index.js"}}',
    "node_modules/tag-esm/index.js": 'export const tag = "esm";',
    "docusaurus.config.js": 'import words from "words-cjs";\nimport { tag } from "tag-esm";\nexport default { title: words, tagline: tag, url: "https://t.example" };',
  });
  assert.equal(config.title, "구름 문서");
  assert.equal(config.tagline, "esm");
});

test("an ES module package that finds its files by import.meta.url is required where it lives, where Node can", async () => {
  const { config } = await configOf({
    // As a package with a native binding beside it: bundled into the config, its URL would be the config's.
    "node_modules/beside-esm/package.json": '{"name": "beside-esm", "type": "module", "exports": {"default": "./index.js"}}',
    "node_modules/beside-esm/index.js":
      'import { readFileSync } from "node:fs";\nexport const word = readFileSync(new URL("./word.txt", import.meta.url), "utf8").trim();',
    "node_modules/beside-esm/word.txt": "바로 옆\n",
    "docusaurus.config.js": 'import { word } from "beside-esm";\nexport default { title: word, url: "https://t.example" };',
  });
  // Node 20.19 and later require ES modules; before, such a package is bundled (and cannot find its file).
  if (process.features.require_module) assert.equal(config.title, "바로 옆");
});

test("a plugin function a package exports says which package it is, however the config reaches it", async () => {
  const { config } = await configOf({
    "node_modules/tabs-esm/package.json": '{"name": "tabs-esm", "type": "module", "exports": {"default": "./index.js"}}',
    "node_modules/tabs-esm/index.js": "export default function plugin() {}",
    "node_modules/@scope/math-cjs/package.json": '{"name": "@scope/math-cjs", "main": "lib/index.js"}',
    "node_modules/@scope/math-cjs/lib/index.js": "module.exports = function math() {};",
    "docusaurus.config.js": `import tabs from "tabs-esm";
      const math = require("@scope/math-cjs/lib/index.js");
      function own() {}
      export default { title: "T", url: "https://t.example", presets: [["classic", { docs: { remarkPlugins: [[tabs, { sync: false }], math, own] } }]] };`,
  });
  const [[tabs, settings], math, own] = config.presets[0][1].docs.remarkPlugins;
  assert.deepEqual(settings, { sync: false });
  if (process.features.require_module) assert.deepEqual(tabs, { $nonData: "function", name: "plugin", module: "tabs-esm" });
  assert.deepEqual(math, { $nonData: "function", name: "math", module: "@scope/math-cjs" });
  assert.deepEqual(own, { $nonData: "function", name: "own" });
});

test("in a .mjs config, a default import of an ES module package is its default export, as jiti gives it to Docusaurus", async () => {
  const files = {
    "node_modules/math-esm/package.json": '{"name": "math-esm", "type": "module", "exports": {"default": "./index.js"}}',
    "node_modules/math-esm/index.js": "export default function remarkMath() {}\nexport const extra = 1;",
    "node_modules/old-cjs/package.json": '{"name": "old-cjs", "main": "index.js"}',
    "node_modules/old-cjs/index.js": "module.exports = function katex() {};",
    "node_modules/babel-cjs/package.json": '{"name": "babel-cjs", "main": "index.js"}',
    "node_modules/babel-cjs/index.js": 'Object.defineProperty(exports, "__esModule", { value: true }); exports.default = function mermaid() {};',
    "docusaurus.config.mjs": `import remarkMath, { extra } from "math-esm";
      import katex from "old-cjs";
      import mermaid from "babel-cjs";
      export default { title: String(extra), url: "https://t.example", presets: [["classic", { docs: { remarkPlugins: [remarkMath, katex, mermaid] } }]] };`,
  };
  const { config } = await configOf(files);
  assert.equal(config.title, "1");
  const [math, katex, mermaid] = config.presets[0][1].docs.remarkPlugins;
  if (process.features.require_module) assert.deepEqual(math, { $nonData: "function", name: "remarkMath", module: "math-esm" });
  assert.deepEqual(katex, { $nonData: "function", name: "katex", module: "old-cjs" });
  assert.deepEqual(mermaid, { $nonData: "function", name: "mermaid", module: "babel-cjs" });
});

test("a locale without a label is named as Docusaurus names it, in its own language; a label the config gives stays", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", i18n: { defaultLocale: "en", locales: ["en", "uk", "zh-CN", "ko"],
      localeConfigs: { ko: { label: "한국말", direction: "ltr" } } } };`,
  });
  const labels = Object.fromEntries(Object.entries(config.i18n.localeConfigs).map(([code, c]) => [code, c.label]));
  assert.deepEqual(labels, { en: "English", uk: "Українська", "zh-CN": "中文（中国）", ko: "한국말" });
  assert.equal(config.i18n.localeConfigs.ko.direction, "ltr");
});

test("a workspace package whose entry is TypeScript is bundled (transpiled), as Docusaurus' loader reads it", async () => {
  const { config } = await configOf({
    "node_modules/@site/remark-words/package.json": '{"name": "@site/remark-words", "type": "module", "main": "src/index.ts"}',
    "node_modules/@site/remark-words/src/index.ts": 'import type { Node } from "unist";\nexport default function words(): (tree: Node) => void { return () => {}; }\nexport const title: string = "타입 있는 패키지";',
    "docusaurus.config.ts": 'import words, { title } from "@site/remark-words";\nexport default { title, url: "https://t.example", presets: [["classic", { docs: { remarkPlugins: [words] } }]] };',
  });
  assert.equal(config.title, "타입 있는 패키지");
});

test("a further docs instance's editUrl function becomes a template for its current docs only", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `module.exports = {
      title: "T", url: "https://t.example", baseUrl: "/",
      presets: [["classic", { docs: {}, blog: false }]],
      plugins: [["@docusaurus/plugin-content-docs", { id: "community", path: "./community",
        editUrl: ({ versionDocsDirPath, docPath }) => "https://git.example/" + versionDocsDirPath + "/" + docPath }]],
    };`,
    "versions.json": '["1.0"]',
  });
  const templates = config.plugins[0][1].editUrl.$editUrlTemplates;
  assert.deepEqual(
    templates.map((t) => [t.locale, t.version, t.dir, t.url]),
    [["en", "current", "community", "https://git.example/community/\u0000docPath\u0000"]],
    "the default instance's versions.json is not the further instance's",
  );
});

test("a stand-in spread as a list is empty, so a theme built on prism's is data", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `const { themes } = require("prism-react-renderer");
      const base = themes.github;
      module.exports = {
        title: "T", url: "https://t.example", baseUrl: "/",
        themeConfig: { prism: { theme: { plain: Object.assign(base.plain, { color: "#111" }), styles: [...base.styles, { types: ["string"], style: { color: "#397300" } }] } } },
      };`,
  });
  assert.deepEqual(config.themeConfig.prism.theme.styles, [{ types: ["string"], style: { color: "#397300" } }]);
});

test("a config runs in the site's folder, as `docusaurus build` does: `path.resolve('src/css/x.css')` is the site's file", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `const path = require("path");
      module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
        presets: [["classic", { theme: { customCss: [path.resolve("src/css/brand.css")] } }]] };`,
    "src/css/brand.css": ":root { --ifm-color-primary: #15c213; }",
  });
  assert.deepEqual(config.presets[0][1].theme.customCss, ["src/css/brand.css"]);
});

test("`require.resolve` of the same stylesheet twice (one per build target) names the file and bundles nothing", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `const home = process.env.NO_SUCH_TARGET === "home";
      const theme = () => (home ? { customCss: require.resolve("./src/css/custom.css") } : { customCss: require.resolve("./src/css/custom.css") });
      module.exports = { title: "T", url: "https://t.example", baseUrl: "/", presets: [["classic", { theme: theme() }]] };`,
    "src/css/custom.css": ":root { --ifm-color-primary: #15c213; }",
  });
  assert.equal(config.presets[0][1].theme.customCss, "src/css/custom.css");
});

test("a hole in a list is skipped, as Docusaurus' array methods skip it; an undefined item is null", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-evaluate-"));
  try {
    writeFileSync(path.join(dir, "docusaurus.config.js"), site(`{ sidebarPath: "./sidebars.js" }`));
    writeFileSync(path.join(dir, "sidebars.js"), `module.exports = { s: ["a", , "b", undefined,] };`);
    const answer = await evaluate(dir);
    assert.equal(answer.error, null);
    assert.deepEqual(answer.modules["sidebars.js"], { s: ["a", "b", null] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a preset named by its resolved file, or one that hands its options to classic, has its sidebars evaluated", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-evaluate-"));
  try {
    const preset = path.join(dir, "node_modules/docusaurus-plugin-internaldocs-fb");
    mkdirSync(preset, { recursive: true });
    writeFileSync(path.join(preset, "docusaurus-preset.js"), "module.exports = () => ({});");
    writeFileSync(
      path.join(dir, "docusaurus.config.js"),
      `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
        presets: [[require.resolve("docusaurus-plugin-internaldocs-fb/docusaurus-preset"), { docs: { sidebarPath: require.resolve("./sidebars.json") } }]] };`,
    );
    writeFileSync(path.join(dir, "sidebars.json"), '{ "s": ["a"] }');
    const answer = await evaluate(dir);
    assert.equal(answer.error, null);
    assert.deepEqual(answer.modules["sidebars.json"], { s: ["a"] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a plugin an ES module config requires through createRequire is known by its package, as one it requires itself", async () => {
  const { config } = await configOf({
    "node_modules/remark-shout/package.json": '{"name": "remark-shout", "main": "index.js"}',
    "node_modules/remark-shout/index.js": "module.exports = function shout() { return () => {}; };",
    "docusaurus.config.mjs": [
      'import { createRequire } from "module";',
      "const require = createRequire(import.meta.url);",
      'export default { title: "T", url: "https://t.example", presets: [["classic", { docs: { remarkPlugins: [require("remark-shout"), require("@docusaurus/remark-plugin-npm2yarn")] } }]] };',
    ].join("\n"),
  });
  const [shout, npm2yarn] = config.presets[0][1].docs.remarkPlugins;
  assert.equal(shout.module, "remark-shout");
  assert.equal(npm2yarn.$nonData, "stand-in");
  assert.equal(npm2yarn.module, "@docusaurus/remark-plugin-npm2yarn");
});

test("a require of a computed path runs from its own file's folder, with Node's extensions, and what it loads counts as read", async () => {
  const chapter = (n) => `module.exports = { type: "category", label: "${n}장", items: ["chapters/${n}/index"] };`;
  const { modules, reads } = await configOf({
    "docusaurus.config.js": site(`{ sidebarPath: "./config/sidebars.js" }`),
    // As a site may write it: each chapter's sidebar beside its docs, a fallback where one is missing.
    "config/sidebars.js": `const chapter = (n) => {
      try { return require(\`../docs/chapters/\${n}/sidebar\`); } catch { return { type: "doc", id: "missing-" + n }; }
    };
    module.exports = { docs: [1, 2, 3].map((n) => chapter(String(n).padStart(2, "0"))), note: [require("./literal.json").n] };`,
    "config/literal.json": '{ "n": 7 }',
    "docs/chapters/01/sidebar.js": chapter("01"),
    "docs/chapters/02/sidebar.js": chapter("02"),
  });
  assert.deepEqual(modules["config/sidebars.js"], {
    docs: [
      { type: "category", label: "01장", items: ["chapters/01/index"] },
      { type: "category", label: "02장", items: ["chapters/02/index"] },
      { type: "doc", id: "missing-03" },
    ],
    note: [7],
  });
  for (const file of ["config/sidebars.js", "config/literal.json", "docs/chapters/01/sidebar.js", "docs/chapters/02/sidebar.js"]) assert.ok(reads.includes(file), file);
});

test("a config with its own `require` (createRequire) may require a computed path; a required ES module's names fall back to its default export, as jiti gives them", async () => {
  const { config, modules } = await configOf({
    "docusaurus.config.ts": `import path from "path";
      import { createRequire } from "module";
      const require = createRequire(import.meta.url);
      const data = require(path.join(__dirname, "data", "site.json"));
      export default { title: data.title, url: "https://t.example", baseUrl: "/",
        presets: [["classic", { docs: { sidebarPath: "./sidebars.ts" } }]] };`,
    "data/site.json": '{ "title": "별빛" }',
    "sidebars.ts": `export default { docs: ["intro", ...require("./generated-sidebar.ts").items] };`,
    "generated-sidebar.ts": `export default { items: ["api/a", "api/b"] };`,
  });
  assert.equal(config.title, "별빛");
  assert.deepEqual(modules["sidebars.ts"], { docs: ["intro", "api/a", "api/b"] });
});

test("a plugin that makes Docusaurus' blog plugin and extends it is that blog plugin, with the options it gives it", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
      presets: [["classic", { blog: false }]],
      plugins: [["./plugins/blog-plugin", { blogTitle: "소식", postsPerPage: 5 }]] };`,
    // As Docusaurus documents extending a content plugin: its own contentLoaded reads the blog's posts.
    "plugins/blog-plugin.js": `const blog = require("@docusaurus/plugin-content-blog");
      module.exports = async function extended(context, options) {
        const made = await blog.default(context, { ...options, routeBasePath: "news" });
        return { ...made, async contentLoaded({ content, actions }) {
          actions.setGlobalData({ featured: content.blogPosts.slice(0, 3) });
          return made.contentLoaded({ content, actions });
        } };
      };`,
  });
  assert.deepEqual(config.plugins, [["@docusaurus/plugin-content-blog", { blogTitle: "소식", postsPerPage: 5, routeBasePath: "news" }]]);
});

test("a content plugin handed on as it is (its default re-exported, its instance returned with a hook added) is that plugin, with its options as written", async () => {
  const { config } = await configOf({
    "docusaurus.config.js": `async function withFeedNote(context, opts) {
        const made = await require("@docusaurus/plugin-content-blog").default(context, opts);
        made.postBuild = async () => {};
        return made;
      }
      withFeedNote.validateOptions = require("@docusaurus/plugin-content-blog").validateOptions;
      module.exports = { title: "T", url: "https://t.example", baseUrl: "/", presets: [["classic", { docs: false, blog: false }]],
        plugins: [[withFeedNote, { path: "news", routeBasePath: "/news" }], ["./plugins/docs.js", { path: "guides" }], ["./plugins/docs.js", { id: "lessons", path: "lessons" }]] };`,
    // An ES module of a package without "type": "module", as Docusaurus loads it (jiti).
    "plugins/docs.js": `import pluginContentDocs from "@docusaurus/plugin-content-docs";
      export default pluginContentDocs.default;
      export const { validateOptions } = pluginContentDocs;`,
  });
  assert.deepEqual(config.plugins, [
    ["@docusaurus/plugin-content-blog", { path: "news", routeBasePath: "/news" }],
    ["@docusaurus/plugin-content-docs", { path: "guides" }],
    ["@docusaurus/plugin-content-docs", { id: "lessons", path: "lessons" }],
  ]);
});

test("a plugin that extends the blog plugin with a loadContent of its own runs it first: the posts it writes are there to read (Docusaurus' changelog plugin)", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-evaluate-"));
  try {
    writeFileSync(path.join(dir, "CHANGES.md"), "## 1.0.0\n\n처음 낸 판.\n");
    writeFileSync(path.join(dir, "docusaurus.config.js"), `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
      presets: [["classic", { blog: false }]], plugins: [["./changelog.js", { routeBasePath: "/changes" }]] };`);
    writeFileSync(path.join(dir, "changelog.js"), `const fs = require("fs");
      const path = require("path");
      const blog = require("@docusaurus/plugin-content-blog");
      module.exports = async function changelog(context, options) {
        const source = path.join(context.siteDir, "changes/source");
        const made = await blog.default(context, { ...options, path: "changes/source", id: "changelog" });
        return { ...made, name: "changelog", async loadContent() {
          const text = fs.readFileSync(path.join(context.siteDir, "CHANGES.md"), "utf8");
          fs.mkdirSync(source, { recursive: true });
          fs.writeFileSync(path.join(source, "v1.md"), "---\\ndate: 2024-01-01\\n---\\n" + text);
          const content = await made.loadContent();
          content.blogPosts.forEach((post) => { post.metadata.title = "v" + post.metadata.title; });
          return content;
        } };
      };`);
    const answer = await evaluate(dir);
    assert.equal(answer.error, null);
    assert.deepEqual(answer.modules["docusaurus.config.js"].plugins, [["@docusaurus/plugin-content-blog", { routeBasePath: "/changes", path: "changes/source", id: "changelog" }]]);
    assert.match(readFileSync(path.join(dir, "changes/source/v1.md"), "utf8"), /처음 낸 판/);
    assert.ok(answer.reads.includes("CHANGES.md"), "a change to the changelog makes the posts again");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a plugin that makes Docusaurus' blog plugin only to read its posts publishes none of them, as in Docusaurus; spread into it, the blog is published", async () => {
  const plugin = (hooks) => `const blog = require("@docusaurus/plugin-content-blog");
    module.exports = async function recent(context, options) {
      const made = await blog.default(context, { ...options, path: "news", id: "recent" });
      return ${hooks};
    };`;
  const config = (file) => `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
    presets: [["classic", { blog: false }]], plugins: [["./plugins/${file}", {}]] };`;
  // Its own contentLoaded sets global data from the posts and never calls the blog's.
  const reading = await configOf({
    "docusaurus.config.js": config("recent.js"),
    "plugins/recent.js": plugin(`{ name: "recent", async loadContent() { return made.loadContent(); },
      contentLoaded({ content, actions }) { actions.setGlobalData({ posts: content.blogPosts }); } }`),
  });
  assert.deepEqual(reading.config.plugins, [null]);
  // Spread, with no contentLoaded of its own: the blog's runs, and publishes.
  const spread = await configOf({
    "docusaurus.config.js": config("spread.js"),
    "plugins/spread.js": plugin(`{ ...made, name: "spread" }`),
  });
  assert.deepEqual(spread.config.plugins, [["@docusaurus/plugin-content-blog", { path: "news", id: "recent" }]]);
  // Spread, with a contentLoaded of its own that uses the posts (throwing on what stands for them here) before it hands on.
  const extended = await configOf({
    "docusaurus.config.js": config("extended.js"),
    "plugins/extended.js": plugin(`{ ...made, async contentLoaded(data) {
      if (!Array.isArray(data.content.blogPosts)) throw new Error("no posts");
      return made.contentLoaded(data);
    } }`),
  });
  assert.deepEqual(extended.config.plugins, [["@docusaurus/plugin-content-blog", { path: "news", id: "recent" }]]);
});

test("a plugin that only reads the blog's posts gets them from the site's own blog plugin, and makes its global data of them", async () => {
  const { config, modules, reads } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
      i18n: { defaultLocale: "ko", locales: ["ko"] },
      presets: [["classic", { blog: false }]], plugins: [["./plugins/recent.js", { count: 1 }]] };`,
    "plugins/recent.js": `const blog = require("@docusaurus/plugin-content-blog");
      module.exports = async function recent(context, options) {
        const made = await blog.default(context, { path: "news", id: "recent" });
        return { name: "recent-posts", async loadContent() { return made.loadContent(); },
          contentLoaded({ content, actions }) { actions.setGlobalData({ posts: content.blogPosts.slice(0, options.count) }); } };
      };`,
    // The site's installed blog plugin (here a small one of the test's): it loads the posts, and reads the calendar Docusaurus' loader reads.
    "node_modules/@docusaurus/plugin-content-blog/index.js": `const fs = require("node:fs"), path = require("node:path");
      exports.default = (context, options) => ({ async loadContent() {
        const calendar = context.i18n.localeConfigs[context.i18n.currentLocale].calendar;
        const dir = path.join(context.siteDir, options.path);
        return { blogPosts: fs.readdirSync(dir).sort().reverse().map((file) => ({ id: file, calendar, title: fs.readFileSync(path.join(dir, file), "utf8").trim() })) };
      } });`,
    "news/2024-01-01-first.md": "첫 글",
    "news/2024-02-01-second.md": "둘째 글",
  });
  assert.deepEqual(config.plugins, [null]);
  assert.deepEqual(modules["#plugins"].globalData, { "recent-posts": { default: { posts: [{ id: "2024-02-01-second.md", calendar: "gregory", title: "둘째 글" }] } } });
  for (const read of ["news/", "news/2024-01-01-first.md", "news/2024-02-01-second.md"]) assert.ok(reads.includes(read), `${read} in ${reads}`);
});

test("a plugin that asks which locale it builds is made again for each other locale, with that locale's content", async () => {
  const { modules, reads } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
      i18n: { defaultLocale: "ko", locales: ["ko", "en"] },
      presets: [["classic", { blog: false }]],
      plugins: ["./plugins/recent.js", "./plugins/greeting.js", "./plugins/plain.js"] };`,
    "plugins/recent.js": `const blog = require("@docusaurus/plugin-content-blog");
      module.exports = async function recent(context) {
        const dir = context.i18n.currentLocale === "ko" ? "news" : "i18n/en/news";
        const made = await blog.default(context, { path: dir });
        return { name: "recent", loadContent: () => made.loadContent(),
          contentLoaded({ content, actions }) { actions.setGlobalData(content.blogPosts); } };
      };`,
    "plugins/greeting.js": `module.exports = (context) => ({ name: "greeting",
      contentLoaded({ actions }) { actions.setGlobalData({ hello: context.i18n.currentLocale === "ko" ? "안녕" : "hello", base: context.baseUrl }); } });`,
    "plugins/plain.js": `module.exports = () => ({ name: "plain", contentLoaded({ actions }) { actions.setGlobalData(1); } });`,
    "node_modules/@docusaurus/plugin-content-blog/index.js": `const fs = require("node:fs"), path = require("node:path");
      exports.default = (context, options) => ({ async loadContent() {
        const dir = path.join(context.siteDir, options.path);
        return { blogPosts: fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), "utf8")) };
      } });`,
    "news/a.md": "한국어 글",
    "i18n/en/news/a.md": "English post",
  });
  const plugins = modules["#plugins"];
  assert.deepEqual(plugins.globalData, { recent: { default: ["한국어 글"] }, greeting: { default: { hello: "안녕", base: "/" } }, plain: { default: 1 } });
  // Only what differs by locale is made again; the rest is the default locale's.
  assert.deepEqual(plugins.localeGlobalData, { en: { recent: { default: ["English post"] }, greeting: { default: { hello: "hello", base: "/en/" } } } });
  for (const read of ["news/a.md", "i18n/en/news/", "i18n/en/news/a.md"]) assert.ok(reads.includes(read), `${read} in ${reads}`);
});

test("a plugin package that injects head tags has them on every page; its other hooks are named, and a package that injects none is not made", async () => {
  const generated = path.join(tmpdir(), `aolda-made-by-plugin-${process.pid}.txt`);
  const { config, modules } = await configOf({
    "docusaurus.config.js": `module.exports = { title: "T", url: "https://t.example", baseUrl: "/",
      plugins: [["visits-plugin", { domain: "stats.example.org" }], "generator-plugin"] };`,
    "node_modules/visits-plugin/package.json": JSON.stringify({ name: "visits-plugin", main: "index.js" }),
    "node_modules/visits-plugin/index.js": `module.exports = function visits(context, options) {
      return {
        name: "visits-plugin",
        async contentLoaded({ actions }) { actions.setGlobalData(options); },
        injectHtmlTags() {
          return { headTags: [{ tagName: "script", attributes: { async: true, src: "https://" + options.domain + "/script.js" } }] };
        },
      };
    };`,
    "node_modules/generator-plugin/package.json": JSON.stringify({ name: "generator-plugin", main: "index.js" }),
    "node_modules/generator-plugin/index.js": `module.exports = function generator() {
      require("fs").writeFileSync(${JSON.stringify(generated)}, "x");
      return { name: "generator-plugin", async loadContent() {} };
    };`,
  });
  assert.deepEqual(config.headTags, [{ tagName: "script", attributes: { async: true, src: "https://stats.example.org/script.js" } }]);
  // The config's note keeps the hook not run here (content-model's site_plugins.rs reads `ran`).
  const plugins = /** @type {{ ran: { at: string, unrun: string[] }[] }} */ (Object.values(modules).find((m) => m && typeof m === "object" && "ran" in m));
  assert.deepEqual(plugins.ran, [{ at: "plugins[0]", unrun: ["contentLoaded"] }]);
  assert.equal(existsSync(generated), false, "a plugin package that injects no tags is never made");
});
