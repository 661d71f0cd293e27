// `collapsed` and `collapsible` of a `_category_` file, with Docusaurus' meaning,
// checked in Chromium on the fixture site (tests/fixtures/e2e-site). Its guide
// sidebar has 시작하기 (no keys: closed, no page), 서버 (no keys, a page of its
// own), 스토리지 (`collapsed: false`: open at first, foldable; inside it 백업,
// `collapsible: false` with no page, a plain title) and 도움말 (`collapsible:
// false`: always open, no toggle).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { open, visit } = browserForTests();

/** A doc outside every category of the guide sidebar. */
const OUTSIDE = "/guide/networking";
const OPENED = { label: "스토리지", doc: "/guide/storage/volumes" };
const FIXED = { label: "도움말", doc: "/guide/help/faq" };
/** A plain title inside 스토리지. */
const NESTED = { label: "백업", doc: "/guide/storage/backup/snapshots" };

/**
 * Each category of the page's docs sidebar: its label, whether it is open,
 * whether it has a toggle, the `aria-expanded` its row carries, whether its
 * label is a focus stop, the links it lists and where its row and items sit.
 */
const categories = (page) =>
  page.locator(".doc-sidebar-column li.sidebar-category").evaluateAll((items) =>
    items.map((li) => {
      const row = li.querySelector(":scope > .sidebar-category-row");
      const expanded = row.querySelector("[aria-expanded]");
      const box = (element) => {
        const r = element.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map(Math.round).join(",");
      };
      const list = li.querySelector(":scope > .sidebar-items");
      return {
        label: row.textContent.trim(),
        open: li.classList.contains("is-open"),
        toggle: row.querySelector(".sidebar-toggle") !== null,
        expanded: expanded ? expanded.getAttribute("aria-expanded") : null,
        labelIsStop: row.querySelector(".sidebar-link") !== null,
        links: [...li.querySelectorAll(":scope > .sidebar-items a")].map((a) => a.getAttribute("href")),
        place: `${box(row)} / ${list ? box(list) : "-"}`,
      };
    }),
  );

const stateOf = (all, label) => {
  const found = all.find((c) => c.label === label);
  assert.ok(found, `no category ${label} in ${JSON.stringify(all)}`);
  const { place, ...state } = found;
  return state;
};

const focusedHref = (page) => page.evaluate(() => document.activeElement.getAttribute("href") ?? document.activeElement.textContent.trim());

describe("sidebar categories: collapsed and collapsible", () => {
  test("as pre-rendered and after hydration: closed by default, `collapsed: false` open, `collapsible: false` open without a toggle, nothing moves", async () => {
    const plain = await open({ javaScriptEnabled: false });
    await plain.page.goto(BASE_URL + OUTSIDE);
    const before = await categories(plain.page);
    await plain.context.close();

    const { context, page, problems } = await visit(OUTSIDE);
    const after = await categories(page);
    assert.deepEqual(after, before, "hydration changes neither the state nor the place of any category");

    assert.deepEqual(stateOf(after, "시작하기"), {
      label: "시작하기",
      open: false,
      toggle: true,
      expanded: "false",
      labelIsStop: true,
      links: [],
    });
    assert.deepEqual(stateOf(after, "서버"), { label: "서버", open: false, toggle: true, expanded: "false", labelIsStop: true, links: [] });
    assert.deepEqual(stateOf(after, OPENED.label), {
      label: OPENED.label,
      open: true,
      toggle: true,
      expanded: "true",
      labelIsStop: true,
      links: [OPENED.doc, NESTED.doc],
    });
    assert.deepEqual(stateOf(after, NESTED.label), {
      label: NESTED.label,
      open: true,
      toggle: false,
      expanded: null,
      labelIsStop: false,
      links: [NESTED.doc],
    });
    // Docusaurus renders no caret and no aria-expanded for a category that cannot fold.
    assert.deepEqual(stateOf(after, FIXED.label), {
      label: FIXED.label,
      open: true,
      toggle: false,
      expanded: null,
      labelIsStop: false,
      links: [FIXED.doc],
    });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the reader folds `collapsed: false` by mouse and keyboard; `collapsible: false` stays open", async () => {
    const { context, page, problems } = await visit(OUTSIDE);
    const sidebar = page.locator(".doc-sidebar-column");
    const label = sidebar.locator(".sidebar-category-label", { hasText: OPENED.label });
    const openedDoc = sidebar.locator(`a[href="${OPENED.doc}"]`);

    await label.click();
    assert.equal(await label.getAttribute("aria-expanded"), "false");
    assert.equal(await openedDoc.count(), 0, "folded: its items are gone");
    await label.click();
    assert.equal(await label.getAttribute("aria-expanded"), "true");
    await openedDoc.waitFor();

    // Clicking the name of the fixed category changes nothing.
    await sidebar.locator(".sidebar-category-title", { hasText: FIXED.label }).click();
    assert.equal(stateOf(await categories(page), FIXED.label).open, true);

    // ← from its doc goes up to the category and ← there folds it; ↓ skips the
    // fixed category's name (no focus stop) to its doc; ← there has nowhere to go and folds nothing.
    await openedDoc.focus();
    await page.keyboard.press("ArrowLeft");
    assert.equal(await focusedHref(page), OPENED.label);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await label.getAttribute("aria-expanded"), "false");
    await page.keyboard.press("ArrowDown");
    assert.equal(await focusedHref(page), FIXED.doc);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await focusedHref(page), FIXED.doc);
    assert.equal(stateOf(await categories(page), FIXED.label).open, true);
    await page.keyboard.press("ArrowUp");
    assert.equal(await focusedHref(page), OPENED.label);
    await page.keyboard.press("ArrowRight");
    assert.equal(await label.getAttribute("aria-expanded"), "true");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("← from a doc under a plain title goes past it to the foldable category around", async () => {
    const { context, page, problems } = await visit(OUTSIDE);
    const sidebar = page.locator(".doc-sidebar-column");
    await sidebar.locator(`a[href="${NESTED.doc}"]`).focus();
    await page.keyboard.press("ArrowLeft");
    assert.equal(await focusedHref(page), OPENED.label);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await sidebar.locator(".sidebar-category-label", { hasText: OPENED.label }).getAttribute("aria-expanded"), "false");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a page inside a category opens it; the others keep their own first state", async () => {
    const { context, page } = await visit("/guide/start/account");
    const all = await categories(page);
    assert.equal(stateOf(all, "시작하기").open, true, "the category holding the page");
    assert.equal(stateOf(all, "서버").open, false);
    assert.equal(stateOf(all, OPENED.label).open, true);
    assert.equal(stateOf(all, FIXED.label).open, true);
    // On the fixed category's own doc, nothing changes for it either.
    await page.goto(BASE_URL + FIXED.doc);
    await waitForHydration(page);
    const there = await categories(page);
    assert.deepEqual(stateOf(there, FIXED.label).links, [FIXED.doc]);
    assert.equal(stateOf(there, "시작하기").open, false);
    await context.close();
  });

  test("the mobile menu shows the same first states", async () => {
    const { context, page } = await visit(OUTSIDE, { viewport: { width: 390, height: 844 } });
    await page.locator(`button[aria-controls="navbar-sidebar"]`).click();
    const menu = page.locator("#navbar-sidebar");
    await menu.waitFor();
    const rows = await menu.locator("li.sidebar-category").evaluateAll((items) =>
      items.map((li) => `${li.querySelector(".sidebar-category-row").textContent.trim()}: ${li.classList.contains("is-open") ? "open" : "closed"}${li.querySelector(".sidebar-toggle") ? "" : ", no toggle"}`),
    );
    assert.deepEqual(rows, [
      "시작하기: closed",
      "서버: closed",
      `${OPENED.label}: open`,
      `${NESTED.label}: open, no toggle`,
      `${FIXED.label}: open, no toggle`,
    ]);
    await context.close();
  });
});
