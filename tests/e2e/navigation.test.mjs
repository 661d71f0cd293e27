// What a client-side navigation does for people who cannot see the page change
// or do not use a mouse: the new page is announced, focus starts at its content,
// and scrolling follows the browser's rules for documents. Runs on the fixture
// site (tests/fixtures/e2e-site).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, titleOf, waitForHydration } from "./browser.mjs";

const { visit } = browserForTests();

/** A long doc with a table of contents and a next page. */
const DOC = "/guide/servers/connect";
/** Another doc in the same sidebar, with a `#security-group` heading far down. */
const OTHER = "/guide/networking";
/** A category's page in the sidebar. */
const CATEGORY = "/guide/servers";

const announced = (page) => page.locator("#route-announcer").textContent();
/** Waits until the live region says `text`. */
const announces = (page, text) => page.waitForFunction((t) => document.getElementById("route-announcer").textContent === t, text);
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.id ? `#${element.id}` : `${element?.tagName.toLowerCase()}:${element?.textContent.trim().slice(0, 30)}`;
  });
const scrollY = (page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y` at once, and waits until the page has seen the scroll. */
async function scrollTo(page, y) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Clicks a link by script, so that the click itself scrolls nothing. */
const follow = (page, selector) => page.locator(selector).first().evaluate((a) => a.click());

describe("after a client-side navigation", () => {
  test("the live region is in the pre-rendered page, empty, and says the new page's title", async () => {
    const html = await (await fetch(`${BASE_URL}/guide`)).text();
    assert.match(html, /<div id="route-announcer" class="visually-hidden" aria-live="polite" aria-atomic="true"><\/div>/);
    const [networking, blog, guide] = await Promise.all([OTHER, "/blog", "/guide"].map(titleOf));
    const { context, page } = await visit("/guide");
    assert.equal(await announced(page), "", "nothing is said on the first load");
    await follow(page, `.doc-sidebar-column a[href="${OTHER}"]`);
    await announces(page, networking);
    await follow(page, '.navbar-links a[href="/blog"]');
    await announces(page, blog);
    // The same page twice is said twice: the region is emptied in between.
    await page.goBack();
    await announces(page, networking);
    await page.goto(`${BASE_URL}/nope/missing`);
    await waitForHydration(page);
    await follow(page, 'main a[href="/guide"]');
    await announces(page, guide);
    await context.close();
  });

  test("focus moves to the start of the main content; the next Tab goes into the new page", async () => {
    const { context, page } = await visit("/guide");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), "a:본문으로 건너뛰기", "the skip link is the first stop on load");
    await page.locator(`.doc-sidebar-column a[href="${CATEGORY}"]`).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}${CATEGORY}`);
    await page.locator("main h1", { hasText: await titleOf(CATEGORY) }).waitFor();
    assert.equal(await focused(page), "#main");
    await page.keyboard.press("Tab");
    // The first stop inside <main>: on a doc page, its sidebar's first entry.
    const first = await page.locator(".doc-sidebar-column .sidebar-link").first().textContent();
    assert.equal(await focused(page), `a:${first.trim().slice(0, 30)}`);
    assert.equal(await page.evaluate(() => document.querySelector("main").contains(document.activeElement)), true);
    await context.close();
  });

  test("focus is left alone when only the query or the #anchor changes", async () => {
    const { context, page } = await visit("/search");
    await page.locator("#search-page-input").pressSequentially("보안", { delay: 20 });
    await page.waitForURL(/q=/);
    assert.equal(await focused(page), "#search-page-input", "typing rewrites ?q= and keeps focus in the field");
    await page.goto(`${BASE_URL}${DOC}`);
    await waitForHydration(page);
    const link = page.locator(".doc-toc-column .toc a").nth(2);
    const href = await link.getAttribute("href");
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/#/);
    // The browser's rule for a #link: the heading becomes where Tab continues from.
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.closest(".heading")?.id), decodeURIComponent(href.slice(1)));
    await context.close();
  });
});

describe("scrolling after a client-side navigation", () => {
  test("a new page starts at the top; back and forward return to where the reader was", async () => {
    const { context, page } = await visit(DOC);
    await scrollTo(page, 1500);
    // Whatever page comes next in the sidebar (the content decides which).
    const next = (await page.locator(".paginator-next .paginator-title").textContent()).trim();
    await follow(page, ".paginator-next");
    await page.locator("main h1", { hasText: next }).waitFor();
    assert.equal(await scrollY(page), 0);
    await scrollTo(page, 400);
    await page.goBack();
    await page.locator("main h1", { hasText: await titleOf(DOC) }).waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 1500);
    await page.goForward();
    await page.locator("main h1", { hasText: next }).waitFor();
    await page.waitForFunction(() => Math.round(window.scrollY) === 400);
    await context.close();
  });

  test("a link to another page's #anchor lands on that heading", async () => {
    const { context, page } = await visit("/tutorial");
    await follow(page, `main a[href="${OTHER}#security-group"]`);
    await page.waitForURL(`${BASE_URL}${OTHER}#security-group`);
    await page.locator("main h1", { hasText: await titleOf(OTHER) }).waitFor();
    const top = await page.locator("#security-group").evaluate((h) => h.getBoundingClientRect().top);
    // Just below the sticky navbar (html's scroll-padding-top).
    assert.ok(top > 40 && top < 100, `heading at ${top}px`);
    assert.ok((await scrollY(page)) > 300);
    await context.close();
  });

  test("a #link on the page scrolls there; back returns to the previous place", async () => {
    const { context, page } = await visit(DOC, { reducedMotion: "reduce" });
    await scrollTo(page, 200);
    const link = page.locator(".doc-toc-column .toc a").nth(3);
    const id = decodeURIComponent((await link.getAttribute("href")).slice(1));
    await link.click();
    await page.waitForFunction((target) => Math.abs(document.getElementById(target).getBoundingClientRect().top - 72) < 4, id);
    await page.goBack();
    await page.waitForFunction(() => Math.round(window.scrollY) === 200);
    await context.close();
  });

  test("a reload keeps the place", async () => {
    const { context, page } = await visit(DOC);
    await follow(page, `.doc-sidebar-column a[href="${OTHER}"]`);
    await page.locator("main h1", { hasText: await titleOf(OTHER) }).waitFor();
    await scrollTo(page, 900);
    await page.reload();
    await page.waitForFunction(() => Math.round(window.scrollY) === 900);
    await context.close();
  });
});
