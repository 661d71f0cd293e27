// A page's chunk is fetched again only when the browser could not fetch it
// (ui/src/runtime/fetchFailed.ts): an error of the page's own code, which
// names its file too, is thrown as it is.
import assert from "node:assert/strict";
import { test } from "node:test";

import { importUi } from "./load.mjs";

const { fetchFailedAt } = await importUi("runtime/fetchFailed.ts");

test("a failed fetch names its script, and a module that does not link or throws is no failed fetch", () => {
  assert.equal(fetchFailedAt(new TypeError("Failed to fetch dynamically imported module: https://docs.example.org/assets/page-a-1b2c.js")), "https://docs.example.org/assets/page-a-1b2c.js");
  assert.equal(fetchFailedAt(new TypeError("error loading dynamically imported module: http://127.0.0.1:4000/assets/x.js")), "http://127.0.0.1:4000/assets/x.js");
  // Node's and the browser's words for a module that does not link, which name its file too.
  assert.equal(fetchFailedAt(new SyntaxError("The requested module './internal-4f.js' does not provide an export named 'useDoc'")), undefined);
  const unresolved = Object.assign(new Error("Cannot find package 'x' imported from /site/.build-cache/server/chunks/chunk-a.js"), { code: "ERR_MODULE_NOT_FOUND" });
  assert.equal(fetchFailedAt(unresolved), undefined);
  assert.equal(fetchFailedAt(new TypeError("Cannot read properties of undefined (reading 'map') at https://docs.example.org/assets/page-a.js:1:20")), undefined);
});
