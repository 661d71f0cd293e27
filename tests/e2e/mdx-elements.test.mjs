// Markdown's elements go through the site's MDXComponents, as MDX renders them
// (issue 32): tests/fixtures/docusaurus-project's src/theme/MDXComponents wraps
// the theme's `h2` and `a` and replaces `blockquote` and `table`, and its
// `<StepList>` (taken from that object, not imported) counts the `##` headings
// among its children by their component.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { visit } = browserForTests();
const RESTORE = "/docs-site/manual/operate/restore";

test("the pre-rendered page already shows the site's elements and its component's count", async () => {
  const html = await (await fetch(BASE_URL + RESTORE)).text();
  assert.match(html, /<blockquote class="own-quote">/);
  assert.match(html, /<table class="own-table">/);
  assert.match(html, /<h2 id="스냅숏-고르기" data-own="h2" class="heading">스냅숏 고르기<a class="heading-anchor"/);
  assert.match(html, /모두 <!-- -->2<!-- -->단계: <span>스냅숏 고르기<\/span>/);
});

test("after hydration the site's elements stay, with the theme's anchors and links under them", async () => {
  const { context, page } = await visit(RESTORE);
  await waitForHydration(page);
  const seen = await page.evaluate(() => ({
    headings: [...document.querySelectorAll(".markdown h2")].map((h) => [h.id, h.dataset.own, h.querySelector(".heading-anchor")?.getAttribute("href")]),
    steps: document.querySelector(".step-count")?.textContent,
    quote: document.querySelector(".markdown blockquote")?.className,
    links: [...document.querySelectorAll(".markdown p a")].map((a) => [a.textContent, a.getAttribute("href"), a.hasAttribute("data-external"), a.target]),
  }));
  assert.deepEqual(seen.headings, [
    ["스냅숏-고르기", "h2", "#스냅숏-고르기"],
    ["볼륨-만들기", "h2", "#볼륨-만들기"],
  ]);
  assert.equal(seen.steps, "모두 2단계: 스냅숏 고르기 → 볼륨 만들기");
  assert.equal(seen.quote, "own-quote");
  assert.deepEqual(seen.links, [
    ["백업", "/docs-site/manual/operate/backup", false, ""],
    ["OpenStack 문서", "https://docs.openstack.org/", true, "_blank"],
  ]);
  // The site's `a` wraps the theme's, which moves within the app: the page is not loaded again.
  await page.evaluate(() => (window.stayed = true));
  await page.locator(".markdown p a", { hasText: "백업" }).click();
  await page.waitForURL(/\/operate\/backup$/);
  await page.locator("h1", { hasText: "백업" }).waitFor();
  assert.equal(await page.evaluate(() => window.stayed), true);
  // A `.md` doc is MDX too in Docusaurus 3: its `##` is the site's h2.
  assert.equal(await page.locator(".markdown h2#보관-기간").getAttribute("data-own"), "h2");
  await context.close();
});

// The body's expressions run inside the doc's providers, as Docusaurus' MDXContent does:
// `useCurrentSidebarCategory()` (from theme-common, as Docusaurus 2 sites import it) finds the category page.
test("a category page lists its docs with useCurrentSidebarCategory().items", async () => {
  const { context, page } = await visit("/docs-site/manual/operate");
  const cards = await page.$$eval(".card-grid .card h3 a", (links) => links.map((a) => [a.textContent.replace(/^\S+\s/, ""), a.getAttribute("href")]));
  assert.deepEqual(cards, [
    ["백업", "/docs-site/manual/operate/backup"],
    ["복원", "/docs-site/manual/operate/restore"],
    ["바뀐 점", "/docs-site/manual/operate/changes"],
  ]);
  await context.close();
});

// src/components/ChangeList reads src/changes/*.md with webpack's require.context: each file is its compiled component.
test("a component shows the Markdown files a require.context names, in the browser too", async () => {
  const html = await (await fetch(`${BASE_URL}/docs-site/manual/operate/changes`)).text();
  assert.match(html, /<div class="change-list"><h3 id="20"/);
  const { context, page } = await visit("/docs-site/manual/operate/changes");
  await page.evaluate(() => (window.stayed = true));
  // Reached by a move within the app, the page's code requires each file in the browser.
  await page.locator(".paginator-prev").click();
  await page.locator("h1", { hasText: "복원" }).waitFor();
  await page.locator(".paginator-next").click();
  await page.locator(".change-list h3").first().waitFor();
  const headings = await page.$$eval(".change-list h3", (hs) => hs.map((h) => h.id));
  assert.deepEqual(headings, ["20", "10"]);
  assert.equal(await page.evaluate(() => window.stayed), true);
  await context.close();
});

// `admonitions.keywords` and a replaced `@theme/Admonition/Types` (issue 32): the
// site's own `:::summary` is drawn by its component (a details box), and its
// `important` wraps the theme's info box, which `...DefaultAdmonitionTypes` gives it.
test("the site's admonition kinds are drawn by its Admonition/Types, before and after hydration", async () => {
  const BACKUP = "/docs-site/manual/operate/backup";
  const html = await (await fetch(BASE_URL + BACKUP)).text();
  assert.match(html, /<details class="[^"]*own-summary[^"]*"><summary>한눈에 보기<\/summary>/);
  assert.match(html, /<aside class="admonition admonition-info own-important" aria-label="정보">/);
  const { context, page } = await visit(BACKUP);
  await waitForHydration(page);
  const summary = page.locator("details.own-summary");
  assert.equal(await summary.evaluate((d) => d.open), false);
  await summary.locator("summary").click();
  await page.waitForFunction(() => document.querySelector("details.own-summary")?.open === true);
  assert.ok(await summary.getByText("14일").isVisible());
  assert.equal(await page.locator(".admonition.own-important .admonition-title").textContent(), "정보");
  await context.close();
});
