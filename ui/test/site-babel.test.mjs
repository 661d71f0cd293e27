// A site whose Babel config asks for more than Docusaurus' preset (Flow, a
// syntax plugin) has its own scripts compiled by its own Babel first; the
// init template's config changes nothing, and a missing @babel/core is named.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

import { siteBabel } from "../stages/site.mjs";

function withSite(files, check) {
  const dir = mkdtempSync(path.join(tmpdir(), "aolda-babel-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the init template's Babel config leaves site code to esbuild", () => {
  withSite({ "babel.config.js": "module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset')] };" }, (dir) => {
    assert.equal(siteBabel(dir, new Set()), null);
  });
  withSite({}, (dir) => assert.equal(siteBabel(dir, new Set()), null));
});

test("a config asking for Flow takes the site's Babel, and says which package is missing", () => {
  const config = "module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset'), require.resolve('@babel/preset-flow')] };";
  withSite({ "babel.config.js": config, "package.json": "{}", "a.js": "const x: number = 1;" }, (dir) => {
    const babel = siteBabel(dir, new Set());
    assert.ok(babel, "the site's Babel is asked for");
    const result = babel(path.join(dir, "a.js"));
    assert.match(result.errors?.[0]?.text ?? "", /babel\.config\.js asks for Babel: .*@babel\/core/);
  });
});
