// The vendor chunk: React's factories in the router marked pure through the
// syntax tree (ui/stages/vendor.mjs), and the chunk the build wrote within its budget.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

import { parseAst } from "rolldown/parseAst";

import { pureReactFactories } from "../stages/vendor.mjs";

/**
 * Gzipped bytes (level 6, as BENCHMARKS measures first loads) the vendor file
 * may have: React, React DOM and the router are one file, 77,289 B today, of
 * which the router is about 11.5 KB; a router release whose factories are no
 * longer dropped shows here (2.1 KB more).
 */
const VENDOR_BUDGET = 78_500;

const ROUTER_FILE = "/ui/node_modules/react-router/dist/production/chunk.mjs";

function transform(code, id = ROUTER_FILE) {
  const plugin = pureReactFactories();
  const result = plugin.transform.handler.call({ parse: (source) => parseAst(source) }, code, id);
  return { code: result?.code ?? null, plugin };
}

test("React's factories are annotated as pure, found by syntax, not by text", () => {
  const source = [
    'import * as React2 from "react";',
    'import { memo as m, useState } from "react";',
    "var Ctx = React2.createContext(null);",
    "var Link = React2.forwardRef(function Link(props, ref) { React2.useEffect(() => {}); return null; });",
    "var Memo = m(Link);",
    "var state = useState;",
    'var text = "React2.createContext(1)";',
    "var other = Other.createContext(null);",
    "function later() { return React2.createContext(null); }",
  ].join("\n");
  const { code, plugin } = transform(source);
  assert.equal((code.match(/@__PURE__/g) ?? []).length, 3, code);
  assert.match(code, /var Ctx = \/\* @__PURE__ \*\/ React2\.createContext\(null\)/);
  assert.match(code, /var Link = \/\* @__PURE__ \*\/ React2\.forwardRef\(/);
  assert.match(code, /var Memo = \/\* @__PURE__ \*\/ m\(Link\)/);
  assert.match(code, /React2\.useEffect\(\(\) => \{\}\)/, "hooks stay calls with effects");
  assert.match(code, /"React2\.createContext\(1\)"/, "strings are not code");
  assert.match(code, /return React2\.createContext\(null\)/, "a call in a function body runs later: nothing to drop");
  assert.ok(plugin.transform.filter.id.test(ROUTER_FILE), "Rolldown hands the router's files to the plugin");
});

test("only the router's files are touched, and a router without factory calls fails the build", () => {
  assert.equal(transform('import * as R from "react"; R.createContext();', "/ui/src/App.tsx").code, null);
  const { plugin } = transform("export const x = 1;");
  const errors = [];
  plugin.buildEnd.call({ error: (message) => errors.push(message) });
  assert.equal(errors.length, 1);
});

test("the built vendor file (React and the router) stays within its gzipped budget", () => {
  const assets = new URL(`${process.env.BUILD_DIR ?? "../../build"}/assets/`, import.meta.url);
  const files = readdirSync(assets).filter((f) => /^vendor-react-[A-Za-z0-9]+\.js$/.test(f));
  assert.equal(files.length, 1, `one vendor file in ${assets.pathname} (run \`cargo xtask build\` first): ${files}`);
  const code = readFileSync(new URL(files[0], assets));
  const size = gzipSync(code, { level: 6 }).length;
  assert.ok(size <= VENDOR_BUDGET, `the vendor file is ${size} B gzipped, over its ${VENDOR_BUDGET} B budget`);
  // The router is in it: it names its version on window, a string the minifier keeps.
  assert.ok(code.includes("__reactRouterVersion"), "the vendor file holds the router");
});
