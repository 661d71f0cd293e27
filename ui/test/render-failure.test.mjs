// What a pre-render failure says (ui/prerender.mjs `renderFailure`): the page,
// and where the error was thrown: the site's own file, else the package.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

import { renderAll, renderFailure } from "../prerender.mjs";

const site = "/srv/site";
const thrown = (message, ...frames) => Object.assign(new Error(message), { stack: [`TypeError: ${message}`, ...frames.map((f) => `    at ${f}`)].join("\n") });

test("an error thrown in the site's own code names that file, not the packages below it", () => {
  const error = thrown("x is undefined", "Widget (file:///srv/site/node_modules/ui-kit/index.js:3:9)", "Home (file:///srv/site/src/pages/index.js:12:5)");
  assert.equal(renderFailure("/", error, site), "rendering / failed: x is undefined\n  at src/pages/index.js:12:5");
  // The import of a package whose own copy of React 18's runtime threw as it loaded.
  const internals = thrown("Cannot read properties of undefined (reading 'ReactCurrentOwner')", "file:///srv/site/src/pages/index.js:2:22");
  assert.match(renderFailure("/", internals, site), /at src\/pages\/index\.js:2:22\n {2}a package the page's code imports carries its own copy of React 18's internals/);
});

test("an error thrown in a package names the package, and React 18's internals say why", () => {
  const react18 = thrown("Cannot read properties of undefined (reading 'ReactCurrentOwner')", "file:///srv/site/node_modules/@dytesdk/react-web-core/dist/index.es.js:94:62", "ModuleJob.run (node:internal/modules/esm/module_job:325:25)");
  const said = renderFailure("/docs/meet", react18, site);
  assert.match(said, /^rendering \/docs\/meet failed: Cannot read properties of undefined \(reading 'ReactCurrentOwner'\)\n {2}at node_modules\/@dytesdk\/react-web-core\/dist\/index\.es\.js:94:62 \(the package `@dytesdk\/react-web-core`, which the page's code imports\)\n/);
  assert.match(said, /carries its own copy of React 18's internals/);
  const plain = renderFailure("/", thrown("boom", "/srv/site/node_modules/left-pad/index.js:1:1"), site);
  assert.equal(plain, "rendering / failed: boom\n  at node_modules/left-pad/index.js:1:1 (the package `left-pad`, which the page's code imports)");
});

test("a name the page imports that a stand-in of the theme lacks is said by Docusaurus' module name, not our file", () => {
  const lacking = new SyntaxError("The requested module '/srv/site/.build-cache/server/k/theme/docusaurus/theme-common.js' does not provide an export named 'useCurrentSidebarCategory'");
  assert.equal(
    renderFailure("/guides", lacking, site),
    "rendering /guides failed: the page's code imports `useCurrentSidebarCategory` from `@docusaurus/theme-common`, which this theme's `@docusaurus/theme-common` does not provide (the parts of Docusaurus' API it has are listed in README)",
  );
  const component = new SyntaxError("The requested module '/srv/site/.build-cache/server/k/theme/docusaurus/theme/Tabs.js' does not provide an export named 'useTabs'");
  assert.match(renderFailure("/", component, site), /imports `useTabs` from `@theme\/Tabs`/);
});

test("with no frame in the site's files (our bundles of its code are none), the stack is given whole", () => {
  const error = thrown("lost", "render (file:///elsewhere/app.js:1:1)", "file:///srv/site/.build-cache/node/k/site-node-pages-1.mjs:17:52");
  assert.equal(renderFailure("/", error, site), `rendering / failed: lost\n${error.stack}`);
  const internals = thrown("Cannot read properties of undefined (reading 'ReactCurrentOwner')", "file:///srv/site/.build-cache/node/k/site-node-pages-1.mjs:17:52");
  assert.match(renderFailure("/", internals, site), /'ReactCurrentOwner'\)\n {2}a package the page's code imports carries its own copy of React 18's internals/);
});

// Enough pages for worker threads: every slice fails, this thread's first. The
// build reports that failure; the workers' own, which nobody awaits then, must
// not end the process first (an unhandled rejection fails this test).
test("when every slice of a large render fails, the failure is reported, not lost to a worker's", { skip: availableParallelism() < 2 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "render-fail-"));
  try {
    writeFileSync(
      path.join(dir, "entry-server.js"),
      [
        "export const forgetLoadedRoutes = () => {};",
        "export const setShardLoader = () => {};",
        "export const findRoute = async (path) => path;",
        "export const loadRoute = async () => {};",
        "export const render = async (path) => { throw new Error(`no page at ${path}`); };",
      ].join("\n"),
    );
    const jobs = Array.from({ length: 800 }, (_, i) => ({ path: `/p${i}`, out: path.join(dir, `${i}.json`), scripts: [], routes: { shard: 0, file: null, map: "" }, styles: [] }));
    const site = { site: { base_url: "/", title: "t" }, texts: { base_url_wrong: "{base_url}", alternates: [] }, css: "", headAssets: [] };
    // Only what the documents read before the first render fails.
    const documents = /** @type {any} */ (site);
    await assert.rejects(renderAll({ serverDir: dir, shardFiles: [], jobs, documents, htmlStore: dir }), /rendering \/p0 failed: no page at \/p0/);
    // The workers' failures come after; give them the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// gravitino's MDXComponents was left out (a part of it imports a theme component we lacked), so a page
// using one of its components failed: the failure names the left-out replacement beside the page's error.
test("a failure while a replacement of the site's was left out names that replacement too", async () => {
  const { withThemeWarnings } = await import("../build.mjs");
  const left = [{ file: "src/theme/MDXComponents/Code.tsx", line: 1, message: "the site's `@theme/MDXComponents` is not shown: it needs `@theme/Gone`" }];
  const failing = () => Promise.reject(Object.assign(new Error("docs/a.md:3:1: `<Icon>` is not defined in this page nor in src/theme/MDXComponents"), { authored: true }));
  await assert.rejects(withThemeWarnings(left, failing), (/** @type {any} */ error) => {
    assert.equal(error.message, "docs/a.md:3:1: `<Icon>` is not defined in this page nor in src/theme/MDXComponents\n  note: src/theme/MDXComponents/Code.tsx:1: the site's `@theme/MDXComponents` is not shown: it needs `@theme/Gone`");
    assert.equal(error.authored, true, "still said without our stack");
    return true;
  });
  assert.equal(await withThemeWarnings(left, async () => 7), 7);
  await assert.rejects(withThemeWarnings([], failing), /^Error: docs\/a\.md:3:1: `<Icon>` is not defined in this page nor in src\/theme\/MDXComponents$/);
});
