// Docs versions (issue 33) on tests/fixtures/versioned-site: current (unreleased,
// /docs/next), 2.0 (the latest, /docs) and 1.0 (unmaintained, /docs/1.0), at
// Docusaurus' addresses, with the banner, the badge, the navbar's version
// dropdown that keeps the page, and the reader's choice stored under
// Docusaurus' key and followed by the navbar's version-less link. A second docs
// instance, `api`, has versions of its own (current at /api/next, 1.0 the
// latest at /api), its own dropdown and its own stored choice.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { visit } = browserForTests();
const KEY = "docs-preferred-version-default";

const status = async (path) => (await fetch(BASE_URL + path)).status;
const text = (html) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("docs versions", () => {
  test("each version is served at Docusaurus' addresses, and only there", async () => {
    for (const path of ["/docs/intro", "/docs/guide/install", "/docs/next/intro", "/docs/next/guide/upgrade", "/docs/1.0/intro", "/docs/1.0/legacy"]) {
      assert.equal(await status(path), 200, path);
    }
    // The latest version lives at the docs' base only; a page a version lacks is not there.
    for (const path of ["/docs/2.0/intro", "/docs/guide/upgrade", "/docs/legacy", "/docs/current/intro"]) {
      assert.equal(await status(path), 404, path);
    }
    const latest = text(await (await fetch(BASE_URL + "/docs/intro")).text());
    assert.match(latest, /별빛 2\.0입니다/);
    assert.match(latest, /버전: 2\.0/);
    // Before any script: the navbar knows the version by the address (its dropdown's label, its version-less link).
    const next = await (await fetch(BASE_URL + "/docs/next/guide/install")).text();
    assert.match(next, /<summary[^>]*>Next<\/summary>/);
    assert.match(next, /<a href="\/docs\/next\/intro"[^>]*>시작하기<\/a>/);
  });

  test("the navbar's doc item is current on every doc of its sidebar, in each version", async () => {
    for (const [path, to] of [["/docs/1.0/legacy", "/docs/1.0/intro"], ["/docs/next/guide/upgrade", "/docs/next/intro"], ["/docs/guide/install", "/docs/intro"]]) {
      const html = await (await fetch(BASE_URL + path)).text();
      const current = [...html.matchAll(/<a href="([^"]*)" class="navbar__item navbar__link navbar__link--active" aria-current="page">([^<]*)/g)].map((m) => `${m[2]} ${m[1]}`);
      assert.deepEqual(current, [`시작하기 ${to}`], path);
    }
  });

  test("unreleased and unmaintained versions carry a banner to the same page of the latest, or its main doc", async () => {
    const banner = async (path) => /<div class="version-banner[^"]*" role="note">([\s\S]*?)<\/div>/.exec(await (await fetch(BASE_URL + path)).text());
    const next = await banner("/docs/next/guide/install");
    assert.ok(next, "the unreleased version has a banner");
    assert.match(text(next[1]), /별빛 문서 Next 문서입니다\. 아직 나오지 않은 판을 설명합니다\./);
    assert.match(next[1], /href="\/docs\/guide\/install"/);
    const old = await banner("/docs/1.0/legacy");
    assert.match(text(old[1]), /1\.0 \(지난 판\) 문서입니다\. 이 판은 더 이상 관리하지 않습니다\./);
    assert.match(old[1], /href="\/docs\/intro"/, "a page the latest lacks leads to its main doc");
    assert.equal(await banner("/docs/intro"), null, "the latest version has none");
  });

  test("the dropdown keeps the reader on the same page, and stores the version chosen", async () => {
    const { context, page, problems } = await visit("/docs/next/guide/install");
    // The docs' own dropdown (the `api` instance has one too): the one with the config's archive link.
    const dropdown = page.locator("details.version-dropdown").filter({ has: page.locator("a[href='https://archive.byeolbit.example.org/']") });
    assert.equal((await dropdown.locator("summary").textContent()).trim(), "Next");
    // `dropdownItemsAfter`: the config's own link after the versions.
    const names = await dropdown.locator("li a").evaluateAll((links) => links.map((a) => a.textContent.replace("↗", "").trim()));
    assert.equal(names.at(-1)?.startsWith("보관된 판"), true, `${names}`);
    assert.equal(await dropdown.locator("li a", { hasText: "보관된 판" }).getAttribute("href"), "https://archive.byeolbit.example.org/");
    // Its HTML items are their HTML, not links: a separator and a heading, with the item's class.
    assert.equal(await dropdown.locator("li hr.dropdown-separator").count(), 1);
    assert.equal((await dropdown.locator("li .dropdown-archived-versions b").textContent()).trim(), "옛 판");
    assert.equal(await dropdown.locator("li a:not([href])").count(), 0);
    await dropdown.locator("summary").click();
    await dropdown.getByRole("link", { name: "2.0", exact: true }).click();
    await page.waitForURL(BASE_URL + "/docs/guide/install");
    // The address changes before the page's module arrives: wait for its text.
    await page.waitForFunction(() => /2\.0은 `?byeolbit install/.test(document.querySelector("main")?.textContent ?? ""));
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), "2.0");
    assert.equal((await dropdown.locator("summary").textContent()).trim(), "2.0");
    // 1.0 has no install page: its main doc.
    await dropdown.locator("summary").click();
    await dropdown.getByRole("link", { name: "1.0 (지난 판)" }).click();
    await page.waitForURL(BASE_URL + "/docs/1.0/intro");
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), "1.0");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a version-less link follows the stored version, the one on screen first", async () => {
    const { context, page, problems } = await visit("/search");
    await page.evaluate((key) => localStorage.setItem(key, "1.0"), KEY);
    await page.reload();
    await waitForHydration(page);
    const start = page.locator(".navbar-links").getByRole("link", { name: "시작하기" });
    await page.waitForFunction(() => document.querySelector(".navbar-links a[href$='/intro']")?.getAttribute("href") === "/docs/1.0/intro");
    assert.equal(await start.getAttribute("href"), "/docs/1.0/intro");
    // On a page of another version, that version wins.
    await page.goto(BASE_URL + "/docs/next/guide/upgrade");
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector(".navbar-links a[href$='/intro']")?.getAttribute("href") === "/docs/next/intro");
    // A stored name that is no version any more is ignored: the latest.
    await page.evaluate((key) => localStorage.setItem(key, "0.1"), KEY);
    await page.goto(BASE_URL + "/search");
    await waitForHydration(page);
    assert.equal(await start.getAttribute("href"), "/docs/intro");
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("a further docs instance's versions", () => {
  const API_KEY = "docs-preferred-version-api";
  const apiDropdown = (page) => page.locator("details.version-dropdown").filter({ has: page.locator("a[href='/api/next/intro']") });

  test("are served at Docusaurus' addresses, each with its own sidebar, banner and badge", async () => {
    for (const path of ["/api/intro", "/api/old-calls", "/api/next/intro", "/api/next/calls", "/en/api/intro"]) {
      assert.equal(await status(path), 200, path);
    }
    for (const path of ["/api/calls", "/api/1.0/intro", "/api/next/old-calls"]) {
      assert.equal(await status(path), 404, path);
    }
    const next = await (await fetch(BASE_URL + "/api/next/calls")).text();
    assert.match(text(next), /별빛 문서 Next 문서입니다\. 아직 나오지 않은 판을 설명합니다\./);
    assert.match(next, /<div class="version-banner[^"]*" role="note">[\s\S]*?href="\/api\/intro"/, "a page 1.0 lacks leads to its main doc");
    assert.match(text(next), /버전: Next/);
    // Before any script: each dropdown shows its own instance's version.
    const summaries = [...next.matchAll(/<summary[^>]*>([^<]*)<\/summary>/g)].map((m) => m[1]);
    assert.deepEqual(summaries.slice(0, 2), ["Next", "2.0"], "the api dropdown says Next, the docs' says their latest");
    const latest = await (await fetch(BASE_URL + "/api/intro")).text();
    assert.doesNotMatch(latest, /<div class="version-banner/, "the latest version has no banner");
    assert.match(text(latest), /토큰을 주소 뒤 물음표 값으로/);
    assert.match(text(await (await fetch(BASE_URL + "/en/api/intro")).text()), /Send the token as a query value/);
    assert.match(await (await fetch(BASE_URL + "/en/api/next/intro")).text(), /<summary[^>]*>API 1\.0<\/summary>|>API 1\.0</, "the version's label is translated");
  });

  test("its dropdown keeps the page and stores the choice under the instance's own key", async () => {
    const { context, page, problems } = await visit("/api/next/intro");
    const dropdown = apiDropdown(page);
    assert.equal((await dropdown.locator("summary").textContent()).trim(), "Next");
    assert.equal(await dropdown.locator("summary").getAttribute("class"), "api-versions", "the config's className");
    await dropdown.locator("summary").click();
    await dropdown.getByRole("link", { name: "1.0", exact: true }).click();
    await page.waitForURL(BASE_URL + "/api/intro");
    await page.waitForFunction(() => /물음표 값으로/.test(document.querySelector("main")?.textContent ?? ""));
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), API_KEY), "1.0");
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null, "the docs' own choice is untouched");
    // The navbar's version-less API link follows the stored choice, away from the instance's pages too.
    await page.evaluate((key) => localStorage.setItem(key, "current"), API_KEY);
    await page.goto(BASE_URL + "/docs/intro");
    await waitForHydration(page);
    await page.waitForFunction(() => [...document.querySelectorAll(".navbar-links a")].find((a) => a.textContent === "API")?.getAttribute("href") === "/api/next/intro");
    assert.equal((await apiDropdown(page).locator("summary").textContent()).trim(), "Next");
    assert.deepEqual(problems, []);
    await context.close();
  });
});

test("a config without a footer has none, as in Docusaurus", async () => {
  const html = await (await fetch(BASE_URL + "/docs/intro")).text();
  assert.ok(html.includes('class="navbar'), "the page has its chrome");
  assert.ok(!html.includes("<footer"), "no footer");
});
