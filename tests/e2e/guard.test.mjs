// The after-each guard of browser.mjs: a console error or an uncaught
// exception on any page a test opened fails that test, unless expected.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

const PROBE = new URL("./probes/page-errors.mjs", import.meta.url).pathname;

function runProbe(which) {
  // NODE_TEST_CONTEXT would make the child report to this runner instead of exiting by its result.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const child = spawnSync(process.execPath, ["--test", PROBE], {
    env: { ...env, PROBE: which },
    encoding: "utf8",
  });
  return { status: child.status, output: child.stdout + child.stderr };
}

test("a console error fails the test that opened the page", () => {
  const { status, output } = runProbe("unexpected");
  assert.notEqual(status, 0, output);
  assert.match(output, /the page logged errors[\s\S]*probe: broken/);
});

test("an uncaught exception fails the test too", () => {
  const { status, output } = runProbe("throws");
  assert.notEqual(status, 0, output);
  assert.match(output, /uncaught at [\s\S]*probe: thrown/);
});

test("an error the test expects passes", () => {
  const { status, output } = runProbe("expected");
  assert.equal(status, 0, output);
});
