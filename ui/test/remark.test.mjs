// ui/stages/remark.mjs: a site's remark plugins run over its Markdown, and
// only what they changed is written again, in its place.
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

// A plugin stuck for good is given up after this long here (a minute in a build).
process.env.AOLDA_REMARK_GIVE_UP_MS = "2500";
const { remarked } = await import("../stages/remark.mjs");

/** A site whose docs run `plugin` (the body of a CommonJS module exporting the plugin). */
function site(plugin, markdown = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "remark-"));
  writeFileSync(path.join(dir, "plugin.js"), plugin);
  writeFileSync(path.join(dir, "docusaurus.config.js"), `module.exports = {title: 'T', markdown: ${JSON.stringify(markdown)}, presets: [['classic', {docs: {remarkPlugins: [require('./plugin.js')]}}]]};`);
  return dir;
}

const run = async (dir, text, file = "docs/a.mdx") => (await remarked(dir, { skip: [], files: [{ path: file, origin: file, text, wanted: true }] })).files[0]?.text ?? null;

const SHOUT = `module.exports = () => (tree) => {
  const walk = (node) => { if (node.type === 'text') node.value = node.value.toUpperCase(); (node.children || []).forEach(walk); };
  walk(tree);
};`;

test("a change inside a quote keeps the quote's marks, and the rest stays byte for byte", async () => {
  const dir = site(SHOUT);
  const text = "Intro *here*.\n\n> quoted\n> line\n\n```js\nconst  x = 1;\n```\n";
  assert.equal(await run(dir, text), "INTRO *HERE*.\n\n> QUOTED\n> LINE\n\n```js\nconst  x = 1;\n```\n");
});

test("a file the plugins leave alone answers null", async () => {
  const dir = site(SHOUT);
  assert.equal(await run(dir, "```sh\nls\n```\n"), null);
});

test("a plugin that returns a new tree has it written whole", async () => {
  const dir = site(`module.exports = () => () => ({type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'replaced'}]}]});`);
  assert.equal(await run(dir, "# Old\n\nold\n"), "replaced\n");
});

test("with format detect a .md file is CommonMark: its HTML is not JSX to the plugins", async () => {
  const seen = `module.exports = () => (tree) => { tree.children.push({type: 'paragraph', children: [{type: 'text', value: tree.children.map((n) => n.type).join(',')}]}); };`;
  const dir = site(seen, { format: "detect" });
  assert.equal(await run(dir, "<div>\nx\n</div>\n", "docs/a.md"), "<div>\nx\n</div>\n\nhtml\n");
  assert.equal(await run(dir, "<div>\nx\n</div>\n", "docs/a.mdx"), "<div>\nx\n</div>\n\nmdxJsxFlowElement\n");
});

test("a file outside the content plugins' folders is not given to them", async () => {
  const dir = site(SHOUT);
  assert.equal(await run(dir, "text\n", "notes/a.md"), null);
  assert.equal(await run(dir, "text\n", "versioned_docs/version-1.0/a.md"), "TEXT\n");
  assert.equal(await run(dir, "text\n", "i18n/en/docusaurus-plugin-content-docs/current/a.md"), "TEXT\n");
});

test("the plugins see the file's path and front matter, as Docusaurus hands them", async () => {
  const dir = site(`const path = require('path');
module.exports = () => (tree, file) => { tree.children.push({type: 'paragraph', children: [{type: 'text', value: path.basename(file.path) + ' ' + file.data.frontMatter.title}]}); };`);
  assert.equal(await run(dir, "---\ntitle: 첫 문서\n---\n\nbody\n"), "---\ntitle: 첫 문서\n---\n\nbody\n\na.mdx 첫 문서\n");
});

test("a file whose plugins wait on another file's is answered once that file has run, though it was not asked for", async () => {
  // As a plugin that shows a linked page's text, waiting for that page's turn (webpack loads all files at once).
  const dir = site(`const seen = new Map();
const waiting = new Map();
module.exports = () => async (tree, file) => {
  const name = require('path').basename(file.path);
  const first = tree.children[0];
  if (name === 'quoted.md') { seen.set(name, first.children[0].value); (waiting.get(name) || []).forEach((go) => go()); return; }
  if (!seen.has('quoted.md')) await new Promise((go) => waiting.set('quoted.md', [...(waiting.get('quoted.md') || []), go]));
  first.children[0].value = 'quoting: ' + seen.get('quoted.md');
};`);
  const files = [
    { path: "docs/quoting.md", origin: "docs/quoting.md", text: "placeholder\n", wanted: true },
    ...Array.from({ length: 20 }, (_, i) => ({ path: `docs/other-${i}.md`, origin: `docs/other-${i}.md`, text: `other ${i}\n`, wanted: false })),
    { path: "docs/quoted.md", origin: "docs/quoted.md", text: "the quoted words\n", wanted: false },
  ];
  const answer = await remarked(dir, { skip: [], files });
  assert.equal(answer.error, null);
  assert.equal(answer.files.find((f) => f.path === "docs/quoting.md")?.text, "quoting: the quoted words\n");
});

test("a file whose plugin waits on what never comes is given up once nothing moves, and said", async () => {
  const dir = site(`module.exports = () => async (tree, file) => { if (file.path.endsWith('stuck.md')) await new Promise(() => {}); };`);
  const files = [
    { path: "docs/stuck.md", origin: "docs/stuck.md", text: "a\\n", wanted: true },
    { path: "docs/fine.md", origin: "docs/fine.md", text: "b\\n", wanted: true },
  ];
  const answer = await remarked(dir, { skip: [], files });
  assert.deepEqual(answer.files.map((f) => f.path), ["docs/fine.md"]);
  assert.equal(answer.failures.length, 1);
  assert.deepEqual(answer.failures[0].files, ["docs/stuck.md"]);
  assert.match(answer.failures[0].message, /did not finish/);
});

test("a JSX element a plugin puts into a heading as flow stays on the heading's line, as the element Docusaurus compiles there", async () => {
  const dir = site(`module.exports = () => (tree) => {
    const badge = { type: 'mdxJsxFlowElement', name: 'span', attributes: [{ type: 'mdxJsxAttribute', name: 'data-badge', value: 'optional' }], children: [{ type: 'text', value: '선택' }] };
    const walk = (node) => {
      if (node.type === 'heading') node.children = node.children.map((child) => (child.type === 'mdxTextExpression' ? badge : child));
      (node.children || []).forEach(walk);
    };
    walk(tree);
  };`);
  assert.equal(await run(dir, "# 시작\n\n#### 보안 정책 {'{'}\n\n본문\n"), "# 시작\n\n#### 보안 정책 <span data-badge=\"optional\">선택</span>\n\n본문\n");
});

// bookkeeper's config fills `{{site.x}}` in every page with `markdown.preprocessor`: it runs on each file's
// whole text (front matter too) before the plugins, and on files no plugin reads; one that throws is an error at it.
test("markdown.preprocessor runs on every Markdown file's text before the plugins", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "remark-pre-"));
  writeFileSync(path.join(dir, "plugin.js"), SHOUT);
  writeFileSync(
    path.join(dir, "docusaurus.config.js"),
    `module.exports = {title: 'T', markdown: {preprocessor: ({filePath, fileContent}) => { if (fileContent.includes('boom')) throw new Error('no'); return fileContent.replaceAll('{{v}}', filePath.endsWith('.mdx') ? '4.1' : '4.2'); }},
      presets: [['classic', {docs: {remarkPlugins: [require('./plugin.js')]}}]]};`,
  );
  const files = [
    { path: "docs/a.mdx", origin: "docs/a.mdx", text: "---\ntitle: release {{v}}\n---\n\nrelease {{v}}\n", wanted: true },
    { path: "src/pages/b.md", origin: "src/pages/b.md", text: "판 {{v}}\n", wanted: true },
    { path: "src/pages/c.md", origin: "src/pages/c.md", text: "그대로\n", wanted: true },
  ];
  const answer = await remarked(dir, { skip: [], files });
  assert.equal(answer.error, null);
  assert.deepEqual(answer.files.map((f) => [f.path, f.text]), [
    // The plugin (upper case) ran on the preprocessed body; the front matter is the preprocessor's alone.
    ["docs/a.mdx", "---\ntitle: release 4.1\n---\n\nRELEASE 4.1\n"],
    ["src/pages/b.md", "판 4.2\n"],
    ["src/pages/c.md", null],
  ]);
  const thrown = await remarked(dir, { skip: [], files: [{ path: "docs/x.md", origin: "docs/x.md", text: "boom\n", wanted: true }] });
  assert.match(thrown.error?.message ?? "", /^markdown\.preprocessor threw on docs\/x\.md: no$/);
  assert.equal(thrown.error?.file, "docusaurus.config.js");
});

test("a heading's {#id} is no expression to the plugins, as Docusaurus escapes it first, and stays as written; a file MDX cannot read is said", async () => {
  const dir = site(SHOUT);
  const text = "## Types {#types}\n\nplain\n\n```md\n## In code {#kept}\n```\n";
  assert.equal(await run(dir, text), "## TYPES {#types}\n\nPLAIN\n\n```md\n## In code {#kept}\n```\n");
  // A plugin that adds a heading: each id goes back on the heading of its text.
  const adds = site(`module.exports = () => (tree) => { tree.children.unshift({type: 'heading', depth: 2, children: [{type: 'text', value: 'Added'}]}); };`);
  assert.equal(await run(adds, "## One {#first}\n\n## Two {#second}\n"), "## Added\n\n## One {#first}\n\n## Two {#second}\n");
  const answer = await remarked(dir, { skip: [], files: [{ path: "docs/b.mdx", origin: "docs/b.mdx", text: "a {broken\n", wanted: true }] });
  assert.equal(answer.files.length, 0);
  assert.match(answer.failures[0]?.message ?? "", /does not parse as MDX here .*: read as written/);
});

test("HTML comments in MDX reach the plugins as Docusaurus' mdx1Compat reads them, and stay as written", async () => {
  const dir = site(SHOUT);
  const text = "<!-- 나중에 고칠 것 -->\n\nsome *text* <!-- 줄 안 -->\n\n<div>\n<!-- 안쪽 -->\n\ninside\n</div>\n";
  assert.equal(await run(dir, text), "<!-- 나중에 고칠 것 -->\n\nSOME *TEXT* <!-- 줄 안 -->\n\n<div>\n<!-- 안쪽 -->\n\nINSIDE\n</div>\n");
});

test("a Docusaurus 2 plugin's MDX 1 nodes (jsx, import) are written as their text, the import among the module's", async () => {
  const dir = site(`module.exports = () => (tree) => {
  tree.children.unshift({type: 'import', value: "import Card from '@site/src/components/Card';"});
  tree.children.push({type: 'jsx', value: '<Card to="/docs/b" />'});
};`);
  assert.equal(await run(dir, "# 제목\n\n본문\n"), "# 제목\n\n본문\n\n<Card to=\"/docs/b\" />\n\nimport Card from '@site/src/components/Card';\n");
});
