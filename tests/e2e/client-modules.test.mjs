// The config's `clientModules` (issue 32): tests/fixtures/docusaurus-project
// lists a script whose route lifecycles write the pages the reader passes
// through on <html>, and a stylesheet every page gets.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { open, visit } = browserForTests();

/** What the page gave gtag so far: each call's arguments (gtag.js itself is answered empty here, see chromium.mjs). */
const gtagCalls = (page) => page.evaluate(() => (window.dataLayer ?? []).map((call) => JSON.parse(JSON.stringify(Array.from(call)))));

test("a client module's lifecycles run on the first page and on each move; its stylesheet is on every page", async () => {
  const { context, page } = await open();
  // The next page's module is held back from the start (a prefetch of it included), so the move is seen while it loads.
  let release = () => {};
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/page-manual_setup_install-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${BASE_URL}/docs-site/manual/intro`);
  await waitForHydration(page);
  const marks = () => page.evaluate(() => ({ ...document.documentElement.dataset }));
  await page.waitForFunction(() => document.documentElement.dataset.routesSeen);
  let seen = await marks();
  assert.equal(seen.routesSeen, "/docs-site/manual/intro");
  assert.equal(seen.routeUpdated, "/docs-site/manual/intro(처음)", "onRouteUpdate's callback, with no previous location");
  await page.evaluate(() => (window.stayed = true));
  await page.locator(".paginator-next").click();
  // onRouteUpdate as the move starts, with the page moved from still shown; the rest once the next page is.
  await page.waitForFunction(() => document.documentElement.dataset.updating === "/docs-site/manual/setup/install");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.titleAtUpdate), "시작하기");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.routesSeen), "/docs-site/manual/intro", "onRouteDidUpdate waits for the page");
  release();
  await page.waitForFunction(() => document.documentElement.dataset.routesSeen?.includes(" "));
  seen = await marks();
  assert.equal(seen.routesSeen, "/docs-site/manual/intro /docs-site/manual/setup/install");
  assert.equal(seen.routeUpdated, "/docs-site/manual/setup/install");
  assert.equal(await page.evaluate(() => window.stayed), true, "moved within the app");
  const mark = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--client-module-mark").trim());
  assert.equal(mark, "1");
  await context.close();
});

test("a site plugin's getClientModules load before the config's clientModules, their lifecycles run too", async () => {
  const { context, page } = await visit("/docs-site/manual/intro");
  await page.waitForFunction(() => document.documentElement.dataset.releaseClient === "on");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.clientOrder), "플러그인 설정");
  await context.close();
});

test("the preset's gtag measures the first page from the head and each later move with one page view", async () => {
  const { context, page } = await visit("/docs-site/manual/intro");
  const scripts = await page.evaluate(() => [...document.querySelectorAll("head script[src*='googletagmanager']")].map((s) => s.src));
  assert.deepEqual(scripts, ["https://www.googletagmanager.com/gtag/js?id=G-HANEUL2024"]);
  let calls = await gtagCalls(page);
  assert.deepEqual(calls.slice(1), [["config", "G-HANEUL2024", { anonymize_ip: true }]]);
  assert.equal(calls[0][0], "js");
  await page.locator(".paginator-next").click();
  await page.waitForURL("**/manual/setup/install");
  await page.waitForFunction(() => window.dataLayer.length > 2);
  calls = await gtagCalls(page);
  assert.equal(calls.length, 3, "one page view for one move");
  const [command, name, fields] = calls[2];
  assert.deepEqual([command, name, fields.page_path], ["event", "page_view", "/docs-site/manual/setup/install"]);
  assert.match(fields.page_location, /\/docs-site\/manual\/setup\/install$/);
  await context.close();
});
