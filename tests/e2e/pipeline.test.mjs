// The pipeline's promises, checked in a real browser and over HTTP: every route
// is pre-rendered, hydrates cleanly, and navigation stays client-side.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { BASE_URL, importUiModule, launch, openPage, waitForHydration } from "./browser.mjs";

const ROUTES = [
  "/",
  "/intro",
  "/intro/glossary",
  "/guide",
  "/guide/intro/create",
  "/guide/intro/invite",
  "/guide/intro/use",
  "/guide/compute",
  "/guide/compute/create-vm",
  "/guide/networking",
  "/guide/networking/deployment",
  "/tutorial",
  "/tutorial/gitlab-agent",
  "/tutorial/gitlab-gitops",
  "/tutorial/microk8s",
  "/blog",
  "/blog/archive",
  "/blog/authors",
  "/blog/authors/aolda-team",
  "/blog/tags",
  "/blog/tags/aoldacloud",
  "/blog/install-aoldacloud",
  "/blog/intro-aoldacloud-1",
  "/blog/set-inqurt-alert",
];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test("every route of SPEC §2 is served pre-rendered with its title and content", async () => {
  for (const route of ROUTES) {
    const response = await fetch(BASE_URL + route, { redirect: "manual" });
    assert.equal(response.status, 200, route);
    const html = await response.text();
    assert.match(html, /<html lang="ko" dir="ltr"/, route);
    assert.match(html, /<title>[^<]+<\/title>/, route);
    assert.match(html, /<link rel="canonical" href="https:\/\/www\.aoldacloud\.com[^"]*">/, route);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html);
    assert.ok(main, `${route} has a <main>`);
    const text = main[1].replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
    assert.ok(text.length > 20, `${route} has pre-rendered text (${text.slice(0, 60)})`);
  }
});

// The theme draws whatever site.toml configures (theme.test.mjs, on the fixture
// site); this is the real site's configuration, as SPEC §2 and DESIGN give it.
test("the header, footer and announcement carry SPEC §2's settings", async () => {
  const { page } = await openPage(browser);
  await page.goto(`${BASE_URL}/guide`);
  await waitForHydration(page);
  const links = await page.locator(".navbar-links a").evaluateAll((as) => as.map((a) => [a.textContent.trim(), a.getAttribute("href")]));
  assert.deepEqual(links.slice(0, 4), [["소개", "/intro"], ["가이드", "/guide"], ["튜토리얼", "/tutorial"], ["히스토리", "/blog"]]);
  const consoleLink = page.locator('.navbar-links a[href="https://console.aoldacloud.com"]');
  assert.match(await consoleLink.textContent(), /콘솔 바로가기/);
  assert.equal(await consoleLink.getAttribute("target"), "_blank");
  const footer = page.locator("footer.footer");
  assert.equal(await footer.locator("h2").first().textContent(), "Feature");
  const footerLinks = await footer.locator(".footer-section a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  assert.deepEqual(footerLinks, ["/guide", "/tutorial", "/blog"]);
  const text = await footer.textContent();
  for (const part of ["AoldaCloud", "© 2023-2024", "Privacy - Terms", "contact@aoldacloud.com"]) assert.ok(text.includes(part), part);
  assert.ok(await page.locator(".announcement-bar").isVisible());
  await page.click(".announcement-close");
  assert.equal(await page.evaluate(() => localStorage.getItem("announcement.dismissed")), "docs-renewal-2024");
  await page.context().close();
});

test("unknown paths get the 404 page with status 404", async () => {
  const response = await fetch(`${BASE_URL}/nope`);
  assert.equal(response.status, 404);
  assert.match(await response.text(), /페이지를 찾을 수 없습니다/);
});

test("index.html and .html paths redirect to the bare path", async () => {
  for (const [from, to] of [
    ["/guide/index.html", "/guide"],
    ["/guide.html", "/guide"],
    ["/blog/archive/index.html", "/blog/archive"],
  ]) {
    const response = await fetch(BASE_URL + from, { redirect: "manual" });
    assert.equal(response.status, 301, from);
    assert.equal(response.headers.get("location"), to, from);
  }
});

test("pages read fully with JavaScript off", async () => {
  const { context, page } = await openPage(browser, { javaScriptEnabled: false });
  await page.goto(`${BASE_URL}/guide/compute/create-vm`);
  assert.ok((await page.locator("main h1").textContent()).length > 0);
  assert.ok((await page.locator("main h2").count()) >= 3);
  await context.close();
});

test("every page hydrates without console errors or hydration warnings", async () => {
  const { context, page, problems } = await openPage(browser);
  for (const route of ROUTES) {
    await page.goto(BASE_URL + route);
    await waitForHydration(page);
  }
  await page.goto(`${BASE_URL}/nope`);
  await waitForHydration(page);
  const real = problems.filter((p) => !(p.includes("404") && p.includes("Failed to load resource")));
  assert.deepEqual(real, []);
  await context.close();
});

test("a sidebar link navigates client-side and loads only that route's chunk", async () => {
  const { context, page, problems } = await openPage(browser);
  // Data saving turns prefetch off, so the only chunk fetched is the one the click needs.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
  });
  await page.goto(`${BASE_URL}/guide/compute`);
  await waitForHydration(page);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  const scripts = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.locator('.doc-sidebar a[href="/guide/compute/create-vm"]').first().click();
  await page.waitForURL(`${BASE_URL}/guide/compute/create-vm`);
  // The new page is on screen (its chunk came after the route table's shard).
  await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "가상 머신 만들기");
  assert.equal(await page.evaluate(() => window.__sameDocument), true, "no full page load");
  const pageChunks = scripts.filter((s) => s.startsWith("/assets/page-"));
  assert.equal(pageChunks.length, 1, `one page chunk: ${scripts.join(", ")}`);
  assert.match(pageChunks[0], /^\/assets\/page-guide_compute_create-vm-[A-Za-z0-9]+\.js$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("responses carry a CSP that hashes the inline script, and the site obeys it", async () => {
  const response = await fetch(`${BASE_URL}/guide`);
  const csp = response.headers.get("content-security-policy");
  assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  // Only style attributes may be inline (pre-rendered `style={{…}}` of MDX and site
  // components, which hydration does not set again); no inline script, no eval.
  assert.doesNotMatch(csp.replace("style-src-attr 'unsafe-inline'", ""), /unsafe-inline|unsafe-eval/);
  assert.equal(response.headers.get("x-content-type-options"), "nosniff");
  assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.equal((await fetch(`${BASE_URL}/_headers`)).status, 404);

  const { context, page, problems } = await openPage(browser);
  for (const route of ["/", "/guide/compute/create-vm", "/blog/set-inqurt-alert", "/intro/glossary"]) {
    await page.goto(BASE_URL + route);
    await waitForHydration(page);
  }
  assert.deepEqual(problems.filter((p) => /Content Security Policy|Refused to/.test(p)), []);
  await context.close();
});

test("a page paints from its HTML and inline stylesheet before any script is requested, then hydrates", async () => {
  const html = await (await fetch(`${BASE_URL}/guide/compute/create-vm`)).text();
  assert.doesNotMatch(html, /<link[^>]+rel="stylesheet"|<link[^>]+modulepreload|<script[^>]+src=/, "nothing in the markup fetches CSS or JS");
  assert.match(html, /<style>[^<]*\.doc-sidebar[^<]*<\/style>/);
  const { context, page } = await openPage(browser);
  await page.goto(`${BASE_URL}/guide/compute/create-vm`);
  await waitForHydration(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).map((e) => [e.name, e.startTime]),
  }));
  assert.ok(paint > 0, "the page reports its first contentful paint");
  assert.ok(scripts.length >= 5, JSON.stringify(scripts));
  for (const [name, start] of scripts) assert.ok(start >= paint, `${name} was requested at ${start} ms, before the first paint at ${paint} ms`);
  await context.close();
});

test("the browser assigns paths to route shards with crates/codegen's hash", async () => {
  // The FNV-1a 32-bit test vectors crates/codegen's shard_of is tested against.
  const { fnv1a } = await importUiModule("runtime/fnv1a.ts");
  assert.equal(fnv1a(""), 0x811c9dc5);
  assert.equal(fnv1a("a"), 0xe40c292c);
  assert.equal(fnv1a("foobar"), 0xbf9cf968);
  assert.equal(fnv1a("/블로그"), 0x86a967c2, "hashed by UTF-8 bytes, as in Rust");
});
