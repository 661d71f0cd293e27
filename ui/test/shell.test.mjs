// The server shell's imports of packages (ui/stages/shell.mjs `serverPackage`).
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "node:test";

import { serverPackage } from "../stages/shell.mjs";

const requireFromUi = createRequire(path.resolve(import.meta.dirname, "../package.json"));

test("a package is its file in ui/node_modules; Node's own modules stay Node's, with or without `node:`", () => {
  assert.equal(serverPackage(requireFromUi, "react"), pathToFileURL(requireFromUi.resolve("react")).href);
  // A replacement's package in its Node build imports `crypto`: not a file beside ui/.
  assert.equal(serverPackage(requireFromUi, "crypto"), "crypto");
  assert.equal(serverPackage(requireFromUi, "node:fs"), "node:fs");
});
