// The CSP names the config's scripts and stylesheets from other hosts so that the browser loads them.
import assert from "node:assert/strict";
import { test } from "node:test";

import { cspSource } from "../prerender.mjs";

test("an absolute URL is allowed by its origin, a protocol-relative one by its host under the page's scheme", () => {
  assert.equal(cspSource("https://cdn.example.org/katex/katex.min.css"), "https://cdn.example.org");
  assert.equal(cspSource("http://cdn.example.org:8080/a.js"), "http://cdn.example.org:8080");
  // `https://host` would block `//host/a.js` on a page served over http (a preview, `xtask serve`).
  assert.equal(cspSource("//g.example.com/assets/a.min.js"), "g.example.com");
});
