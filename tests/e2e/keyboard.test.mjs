// Keyboard-only paths through the site, each walked with key presses alone
// (no clicks, no scripted focus) from the top of a freshly loaded page, on
// the fixture site (tests/fixtures/e2e-site).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, titleOf } from "./browser.mjs";

const { visit } = browserForTests();

/** A doc in a category with a page of its own (open on it), with a table of contents. */
const DOC = { path: "/guide/servers/connect", title: "서버에 접속하기" };
const CATEGORY = { path: "/guide/servers", label: "서버" };
/** The closed category without a page, between the sidebar's first entry and CATEGORY, and its first doc. */
const CLOSED = { label: "시작하기", first: "/guide/start/account" };
/** Another doc, reached from the mobile menu. */
const OTHER = "/guide/networking";
/** A word several pages hold. */
const QUERY = "서버";

/**
 * An element described as `tag "text"` or `#id`: the focused one, or the
 * first or last visible one matching `selector` (what the page has, so the
 * expectations follow the content).
 */
const described = (page, selector = null, edge = "first") =>
  page.evaluate(
    ([selector, edge]) => {
      let element = document.activeElement;
      if (selector) {
        const visible = [...document.querySelectorAll(selector)].filter((e) => e.getClientRects().length > 0);
        element = edge === "first" ? visible[0] : visible.at(-1);
      }
      if (!element || element === document.body) return "body";
      if (element.id) return `#${element.id}`;
      const text = (element.getAttribute("aria-label") ?? element.textContent).trim().slice(0, 30);
      return `${element.tagName.toLowerCase()} "${text}"`;
    },
    [selector, edge],
  );
const focused = (page) => described(page);
/** The docs sidebar's entries (links and category buttons), in the order the arrow keys walk them. */
const SIDEBAR_ENTRIES = ".doc-sidebar-column .sidebar-link";

/** Presses Tab until `matches` (a function or an expression run in the page) holds; fails after `limit` presses. */
async function tabTo(page, matches, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(matches)) return;
  }
  throw new Error(`no Tab stop matched within ${limit} presses (now on ${await focused(page)})`);
}

const expanded = (page, label) =>
  page
    .locator(".doc-sidebar-column .sidebar-category-row", { hasText: label })
    .locator("[aria-expanded]")
    .first()
    .getAttribute("aria-expanded");

describe("keyboard only", () => {
  test("skip link, then straight into the content", async () => {
    const { context, page } = await visit("/blog/first-server");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), 'a "본문으로 건너뛰기"');
    assert.ok(await page.locator(".skip-link").isVisible(), "visible while focused");
    await page.keyboard.press("Enter");
    assert.equal(await focused(page), "#main");
    await page.keyboard.press("Tab");
    assert.ok(await page.evaluate(() => document.querySelector("main").contains(document.activeElement)), await focused(page));
    await context.close();
  });

  test("navbar to the docs sidebar: categories open and close with Enter, Space and the arrow keys", async () => {
    const { context, page } = await visit(DOC.path);
    await tabTo(page, () => document.activeElement.closest(".doc-sidebar-column") !== null);
    const firstEntry = await described(page, SIDEBAR_ENTRIES, "first");
    assert.equal(await focused(page), firstEntry, "the sidebar's first entry");

    // ↓ to the closed category without a page of its own: → opens it, → again enters it.
    await page.keyboard.press("ArrowDown");
    assert.equal(await focused(page), `button "${CLOSED.label}"`);
    assert.equal(await expanded(page, CLOSED.label), "false");
    await page.keyboard.press("ArrowRight");
    await page.locator(`.doc-sidebar-column a[href="${CLOSED.first}"]`).waitFor();
    assert.equal(await expanded(page, CLOSED.label), "true");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("href")), CLOSED.first);
    // ← from an entry goes up to its category; ← there closes it.
    await page.keyboard.press("ArrowLeft");
    assert.equal(await focused(page), `button "${CLOSED.label}"`);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await expanded(page, CLOSED.label), "false");
    // The label is a button: Enter and Space toggle it too.
    await page.keyboard.press("Enter");
    assert.equal(await expanded(page, CLOSED.label), "true");
    await page.keyboard.press(" ");
    assert.equal(await expanded(page, CLOSED.label), "false");

    // A category with a page: the link opens the page, the arrow button beside it toggles.
    await page.keyboard.press("ArrowDown");
    assert.equal(await focused(page), `a "${CATEGORY.label}"`);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await expanded(page, CATEGORY.label), "false");
    await page.keyboard.press("Tab");
    assert.equal(await focused(page), `button "${CATEGORY.label} 하위 목록"`);
    await page.keyboard.press("Enter");
    assert.equal(await expanded(page, CATEGORY.label), "true");
    await page.keyboard.press(" ");
    assert.equal(await expanded(page, CATEGORY.label), "false");
    await page.keyboard.press("ArrowRight");
    assert.equal(await expanded(page, CATEGORY.label), "true");
    // End and Home jump to the last and first entries.
    await page.keyboard.press("End");
    assert.equal(await focused(page), await described(page, SIDEBAR_ENTRIES, "last"));
    await page.keyboard.press("Home");
    assert.equal(await focused(page), firstEntry);
    // ↓ goes through the open category's entries; Enter follows a link.
    for (const expected of [`button "${CLOSED.label}"`, `a "${CATEGORY.label}"`, `a "${DOC.title}"`]) {
      await page.keyboard.press("ArrowDown");
      assert.equal(await focused(page), expected);
    }
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}${CATEGORY.path}`);
    await page.locator("main h1", { hasText: await titleOf(CATEGORY.path) }).waitFor();
    assert.equal(await focused(page), "#main");
    await context.close();
  });

  test("table of contents: Enter brings the heading under the navbar, Tab goes on from there", async () => {
    const { context, page } = await visit(DOC.path, { reducedMotion: "reduce" });
    await tabTo(page, () => document.activeElement.closest(".doc-toc-column") !== null, 120);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Tab");
    const href = await page.evaluate(() => document.activeElement.getAttribute("href"));
    const id = decodeURIComponent(href.slice(1));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => decodeURIComponent(url.hash) === `#${id}`);
    const top = await page.locator(`[id="${id}"]`).evaluate((h) => h.getBoundingClientRect().top);
    assert.ok(Math.abs(top - 72) < 4, `heading at ${top}px, expected just below the 60 px navbar`);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.closest(".heading")?.id), id, "Tab continues from the heading");
    await context.close();
  });

  test("search: Ctrl+K and / open the dialog, arrows choose, Enter opens the page, Escape returns focus to the button", async () => {
    const { context, page } = await visit("/intro");
    await page.keyboard.press("Control+k");
    const input = page.locator(".search-dialog .search-input");
    await input.waitFor();
    assert.equal(await focused(page), 'input "검색어"');
    await page.keyboard.press("Escape");
    await page.locator(".search-dialog").waitFor({ state: "detached" });
    assert.equal(await focused(page), 'button "검색 Ctrl K"', "focus back on the search button");

    await page.keyboard.press("/");
    await input.waitFor();
    await page.keyboard.type(QUERY);
    await page.locator(".search-dialog .search-hit").nth(1).waitFor();
    // Ranked titles come first and sections follow: choose once every chunk has arrived.
    await page.waitForLoadState("networkidle");
    const chosen = () =>
      page.evaluate(() => document.getElementById(document.activeElement.getAttribute("aria-activedescendant"))?.getAttribute("href"));
    const first = await chosen();
    await page.keyboard.press("ArrowDown");
    const second = await chosen();
    assert.ok(first && second && first !== second, `${first} then ${second}`);
    await page.keyboard.press("ArrowUp");
    assert.equal(await chosen(), first);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => decodeURIComponent(url.pathname + url.hash) === decodeURIComponent(second));
    await page.locator(".search-dialog").waitFor({ state: "detached" });
    if (second.split("#")[0] !== "/intro") await page.waitForFunction(() => document.activeElement?.id === "main");
    await context.close();
  });

  test("mobile menu: opens from the keyboard, keeps Tab inside, Escape closes it and focus returns", async () => {
    const { context, page } = await visit(DOC.path, { viewport: { width: 390, height: 844 } });
    await tabTo(page, () => document.activeElement.classList.contains("navbar-menu-button"));
    await page.keyboard.press("Enter");
    const menu = page.locator("#navbar-sidebar");
    await menu.waitFor();
    assert.equal(await focused(page), 'button "메뉴 닫기"');
    const inside = () => page.evaluate(() => document.getElementById("navbar-sidebar").contains(document.activeElement));
    // Forward all the way round, and backward past the first stop.
    const stops = await menu.locator("a[href], button:not([tabindex='-1'])").count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab");
      assert.ok(await inside(), `Tab ${i + 1} left the menu for ${await focused(page)}`);
    }
    await page.locator(".navbar-sidebar-header .navbar-brand").focus();
    await page.keyboard.press("Shift+Tab");
    assert.ok(await inside());
    const lastStop = await described(page, "#navbar-sidebar a[href], #navbar-sidebar button:not([tabindex='-1'])", "last");
    assert.equal(await focused(page), lastStop, "from the first stop back to the last");
    // Switching panels keeps focus in the menu, on the button that switches back.
    await page.keyboard.press("Shift+Tab");
    await tabTo(page, () => document.activeElement.classList.contains("navbar-sidebar-back"));
    await page.keyboard.press("Enter");
    assert.equal(await focused(page), 'button "문서 목록 보기 →"');
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    assert.equal(await focused(page), 'button "메뉴 열기"');
    // Following a link from the menu closes it and starts on the new page.
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await tabTo(page, `document.activeElement.getAttribute("href") === ${JSON.stringify(OTHER)}`);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}${OTHER}`);
    await menu.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.id === "main");
    await context.close();
  });
});
