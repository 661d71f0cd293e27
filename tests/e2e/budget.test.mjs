// First-load JavaScript budget (DESIGN: at most 95 KB gzipped on any page, not
// growing with the number of pages): every page of the sitemap, the search
// page and the 404 page, measured in Chromium as `cargo xtask bench` does —
// prefetching off (Save-Data), each script gzipped at level 6 — from the
// first request until the page has hydrated and the network is quiet. Code
// loaded on use (search, the mobile menu, the progress bar, the content
// actions' handlers) must stay out of it.
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const BUDGET = 95 * 1024;
const LOADED_ON_USE = /\/assets\/(engine|SearchDialog|NavbarSidebar|nprogress|contentActionHandlers)-/;

const { open } = browserForTests();

/** The gzipped bytes of every script a fresh visit of `path` fetches, by URL. */
async function firstLoadScripts(path) {
  const { context, page, problems } = await open();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
  });
  const responses = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") responses.push(response);
  });
  await page.goto(BASE_URL + path);
  // The scripts start after the first paint: wait for hydration, then for
  // whatever its effects fetch.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const scripts = new Map();
  for (const response of responses) {
    const body = await response.body();
    scripts.set(response.url().slice(BASE_URL.length), gzipSync(body, { level: 6 }).length);
  }
  await context.close();
  // The 404 page's own document is the one 404 response it may log.
  const expected = (p) => path === "/no-such-page" && /status of 404/.test(p);
  assert.deepEqual(problems.filter((p) => !expected(p)), [], `${path}: console problems`);
  return scripts;
}

async function sitemapPaths() {
  const xml = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  assert.ok(paths.length > 10, "the sitemap lists the site's pages");
  return paths;
}

test("every page's first load stays within 95 KB of gzipped JavaScript, without code loaded on use", async () => {
  const paths = [...(await sitemapPaths()), "/search", "/no-such-page"];
  const over = [];
  let heaviest = { path: "", bytes: 0 };
  for (const path of paths) {
    const scripts = await firstLoadScripts(path);
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    assert.ok(bytes > 50 * 1024, `${path}: only ${bytes} bytes of scripts: did the page hydrate from its own files?`);
    const lazy = [...scripts.keys()].filter((url) => LOADED_ON_USE.test(url));
    assert.deepEqual(lazy, [], `${path} loads code meant to load on use`);
    if (bytes > BUDGET) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB (${[...scripts].map(([u, b]) => `${u} ${b}`).join(", ")})`);
    if (bytes > heaviest.bytes) heaviest = { path, bytes };
  }
  assert.deepEqual(over, [], "pages over the budget");
  // The tabs-and-code page is the heaviest doc page: keep it in the measured set.
  assert.ok(paths.includes("/guide/compute/create-vm"));
  console.log(`heaviest first load: ${heaviest.path} ${(heaviest.bytes / 1024).toFixed(1)} KB (${heaviest.bytes} of ${BUDGET} bytes)`);
});

test("code loaded on use arrives when it is used", async () => {
  const { context, page } = await open({ viewport: { width: 390, height: 800 } });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
  });
  const fetched = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto(`${BASE_URL}/guide/compute/create-vm`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  assert.deepEqual(fetched.filter((url) => LOADED_ON_USE.test(url)), []);

  // The mobile menu.
  await page.locator(".navbar-menu-button").click();
  await page.locator("#navbar-sidebar .doc-sidebar").waitFor();
  await page.keyboard.press("Escape");
  // A tab: its handlers load, and the choice applies.
  const tab = page.locator('.tabs [role="tab"][aria-selected="false"]').first();
  const label = await tab.textContent();
  await tab.click();
  await page.waitForFunction(
    (text) => [...document.querySelectorAll('.tabs [role="tab"][aria-selected="true"]')].some((t) => t.textContent === text),
    label,
  );
  assert.ok(fetched.some((url) => /NavbarSidebar-/.test(url)), "the menu's code was fetched");
  assert.ok(fetched.some((url) => /contentActionHandlers-/.test(url)), "the tab handlers were fetched");
  await context.close();
});
