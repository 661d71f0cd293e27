// The config's `clientModules` (issue 32): tests/fixtures/docusaurus-project
// lists a script whose route lifecycles write the pages the reader passes
// through on <html>, and a stylesheet every page gets.
import assert from "node:assert/strict";
import { test } from "node:test";

import { browserForTests } from "./browser.mjs";

const { visit } = browserForTests();

test("a client module's lifecycles run on the first page and on each move; its stylesheet is on every page", async () => {
  const { context, page } = await visit("/docs-site/manual/intro");
  const marks = () => page.evaluate(() => ({ ...document.documentElement.dataset }));
  await page.waitForFunction(() => document.documentElement.dataset.routesSeen);
  let seen = await marks();
  assert.equal(seen.routesSeen, "/docs-site/manual/intro");
  assert.equal(seen.routeUpdated, "/docs-site/manual/intro(처음)", "onRouteUpdate's callback, with no previous location");
  await page.evaluate(() => (window.stayed = true));
  await page.locator(".paginator-next").click();
  await page.waitForFunction(() => document.documentElement.dataset.routesSeen?.includes(" "));
  seen = await marks();
  assert.equal(seen.routesSeen, "/docs-site/manual/intro /docs-site/manual/setup/install");
  assert.equal(seen.routeUpdated, "/docs-site/manual/setup/install");
  assert.equal(await page.evaluate(() => window.stayed), true, "moved within the app");
  const mark = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--client-module-mark").trim());
  assert.equal(mark, "1");
  await context.close();
});
