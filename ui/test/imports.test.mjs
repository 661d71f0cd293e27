// No import cycles among the app's own modules (ui/src): a cycle makes module
// order depend on which file loads first, and ties lazily loaded code (the
// search dialog) to the first-load bundle. The import graph is esbuild's.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";

const requireFromUi = createRequire(new URL("../package.json", import.meta.url));
const esbuild = requireFromUi("esbuild");

/** Each ui/src module and the ui/src modules it imports, statically or dynamically. */
async function importGraph() {
  const src = new URL("../src/", import.meta.url).pathname;
  const result = await esbuild.build({
    entryPoints: [`${src}entry-client.tsx`, `${src}entry-server.tsx`],
    absWorkingDir: new URL("..", import.meta.url).pathname,
    bundle: true,
    format: "esm",
    splitting: true,
    outdir: "unused",
    write: false,
    metafile: true,
    packages: "external",
    logLevel: "silent",
  });
  const graph = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (!file.startsWith("src/") || file.startsWith("src/generated/")) continue;
    graph.set(file, input.imports.map((i) => i.path).filter((p) => p.startsWith("src/") && !p.startsWith("src/generated/")));
  }
  return graph;
}

/** One cycle in `graph` as a path that returns to its start, or null. */
function findCycle(graph) {
  const state = new Map(); // file -> "open" while on the path, "done" after
  const path = [];
  const visit = (file) => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

test("the cycle finder finds a cycle through a dynamic import", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
  ]);
  assert.deepEqual(findCycle(graph), ["a", "b", "c", "a"]);
  assert.equal(findCycle(new Map([["a", ["b"]], ["b", []]])), null);
});

test("ui/src has no import cycles", async () => {
  const graph = await importGraph();
  assert.ok(graph.has("src/search/SearchDialog.tsx"), "the graph covers lazily loaded modules");
  assert.ok(graph.get("src/theme/SearchButton.tsx").includes("src/search/SearchDialog.tsx"));
  const cycle = findCycle(graph);
  assert.equal(cycle, null, `import cycle: ${cycle?.join(" → ")}`);
});
