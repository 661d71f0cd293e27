// Site code (issue 31): components, CSS modules, plain CSS, JSON and SVG that
// a Docusaurus site's MDX imports from its src/ folder, checked in Chromium on
// the Docusaurus corpus (tests/fixtures/docusaurus): pre-rendered, hydrated
// and interactive, styled on first load and after client navigation, and
// loaded only by the pages that import them.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { open, visit } = browserForTests();

/** Imports the region picker, the notice (plain CSS) and a JSON list with CSS-module classes. */
const QUOTAS = "/reference/quotas";
/** Imports the region picker only. */
const QUICK_START = "/quick-start";
/** Imports no site code. */
const PLAIN = "/intro";

const SITE_FILE = /\/assets\/site-[^/]*\.(js|css)$/;

/** The site files (scripts and stylesheets of site code) the page has requested so far. */
function siteRequests(page) {
  const seen = [];
  page.on("request", (request) => {
    if (SITE_FILE.test(new URL(request.url()).pathname)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const detail = (page) => page.locator("[data-region-picker] [data-region]");

describe("site components", () => {
  test("are pre-rendered with their props, data and SVG, and styled before any script runs", async () => {
    const html = await (await fetch(BASE_URL + QUOTAS)).text();
    assert.match(html, /aria-pressed="true">수원 리전</);
    assert.match(html, /<svg[^>]*viewBox="0 0 16 16"[^>]*><title>위치<\/title><path/);
    assert.match(html, /부산 리전<\/span>: (<!-- -->)?남부 지역 사용자의 지연 시간을 줄입니다\./);
    assert.match(html, /점검 안내/);
    // A theme module of the site's own (src/theme/ServiceBadge), imported as `@theme/ServiceBadge` as in Docusaurus.
    assert.match(await (await fetch(BASE_URL + QUICK_START)).text(), /<span data-service-badge="">정식 서비스<\/span>/);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    assert.equal(sheets.length, 3, `${sheets}`);
    assert.ok(sheets.every((href) => SITE_FILE.test(href)), `${sheets}`);
  });

  // `useTOCHighlight` of `@docusaurus/theme-common/internal`, as an ejected TOCItems uses it.
  test("a component's own table of contents marks the heading in view, as the theme's does", async () => {
    const { context, page, problems } = await visit(QUICK_START, { viewport: { width: 1280, height: 500 } });
    await waitForHydration(page);
    const marked = () => page.$$eval(".step-link--active", (links) => links.map((a) => a.textContent));
    await page.waitForFunction(() => document.querySelectorAll(".step-link--active").length === 1);
    assert.deepEqual(await marked(), ["리전 고르기"], "the first step before any heading has scrolled by");
    await page.evaluate(() => document.getElementById("첫-접속")?.scrollIntoView());
    await page.waitForFunction(() => document.querySelector(".step-link--active")?.textContent === "첫 접속");
    assert.deepEqual(await marked(), ["첫 접속"]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("hydrate and answer clicks; CSS modules and plain CSS apply", async () => {
    const { context, page, problems } = await visit(QUOTAS);
    assert.equal(await detail(page).getAttribute("data-region"), "suwon");
    // `/data/zones.json`: a path from the root, found in static/ as Docusaurus' bundler finds it.
    assert.equal(await page.locator("[data-region-picker] [data-zones]").textContent(), "가용 영역 2곳");
    await page.getByRole("button", { name: "부산 리전" }).click();
    await page.waitForFunction(() => document.querySelector("[data-region-picker] [data-region]")?.getAttribute("data-region") === "busan");
    assert.equal(await page.getByRole("button", { name: "부산 리전" }).getAttribute("aria-pressed"), "true");
    assert.equal(await page.locator("[data-region-picker] [data-zones]").textContent(), "가용 영역 1곳");
    const radius = await page.locator("[data-region-picker]").evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    assert.equal(radius, "8px");
    const notice = await page.locator(".compat-notice").evaluate((el) => getComputedStyle(el).marginTop);
    assert.equal(notice, "16px");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a page without site code loads none of it (but what it prefetches for its links)", async () => {
    const html = await (await fetch(BASE_URL + PLAIN)).text();
    const scripts = JSON.parse(/<script type="application\/json" id="__scripts">(.*?)<\/script>/.exec(html)[1]);
    assert.ok(scripts.length > 0 && !scripts.some((file) => file.startsWith("site-")), `${scripts}`);
    assert.doesNotMatch(html, /<link rel="stylesheet"/);
    // With prefetching unwelcome (data saving), nothing but the page's own files loads.
    const { context, page } = await open();
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
    const seen = siteRequests(page);
    await page.goto(BASE_URL + PLAIN);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    assert.deepEqual(seen, []);
    await context.close();
  });

  test("after client navigation, the component works and its stylesheet is linked", async () => {
    const { context, page, problems } = await open();
    const seen = siteRequests(page);
    await page.goto(BASE_URL + PLAIN);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await page.locator(`nav a[href="${QUICK_START}"]`).first().click();
    await detail(page).waitFor();
    assert.equal(await page.evaluate(() => window.__sameDocument), true, "a client navigation, not a page load");
    assert.equal(await detail(page).getAttribute("data-region"), "seoul");
    await page.getByRole("button", { name: "수원 리전" }).click();
    await page.waitForFunction(() => document.querySelector("[data-region-picker] [data-region]")?.getAttribute("data-region") === "suwon");
    await page.waitForFunction(() => getComputedStyle(document.querySelector("[data-region-picker]")).borderTopLeftRadius === "8px");
    assert.ok(seen.some((file) => /\/site-RegionPicker-\w+\.css$/.test(file)), `${seen}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
