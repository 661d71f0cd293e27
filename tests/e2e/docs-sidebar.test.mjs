// The docs sidebar as a Docusaurus config shapes it (issue 32):
// tests/fixtures/docusaurus-project sets `themeConfig.docs.sidebar` to
// `{autoCollapseCategories: true, hideable: true}`. Opening a category closes
// the one beside it, and the reader can hide the sidebar and show it again,
// from doc to doc.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { browserForTests } from "./browser.mjs";

const { visit } = browserForTests();

const INSTALL = "/docs-site/manual/setup/install";

/** The labels of the open categories of the page's sidebar. */
const openCategories = (page) =>
  page.$$eval(".doc-sidebar .sidebar-category.is-open > .sidebar-category-row", (rows) => rows.map((row) => row.textContent.trim()));

describe("a docs sidebar with autoCollapseCategories and hideable", () => {
  test("opening a category closes the open one beside it", async () => {
    const { context, page } = await visit(INSTALL);
    assert.deepEqual(await openCategories(page), ["준비"], "the current doc's category starts open");
    // 운영 links to its own page (docs/operate/index.mdx): its caret opens it without leaving the page.
    await page.locator(".doc-sidebar .sidebar-category-row", { hasText: "운영" }).locator(".sidebar-toggle").click();
    await page.locator(".doc-sidebar a", { hasText: "백업" }).waitFor();
    assert.deepEqual(await openCategories(page), ["운영"]);
    await page.locator(".doc-sidebar button.sidebar-category-label", { hasText: "준비" }).click();
    await page.locator(".doc-sidebar a", { hasText: "설치" }).waitFor();
    assert.deepEqual(await openCategories(page), ["준비"]);
    await context.close();
  });

  test("the sidebar hides and shows again, and stays hidden on the next doc", async () => {
    const { context, page } = await visit(INSTALL);
    const collapse = page.locator(".doc-sidebar-column button.sidebar-collapse");
    assert.equal(await collapse.getAttribute("aria-label"), "사이드바 접기");
    await collapse.click();
    await page.locator(".doc-sidebar-column.is-hidden").waitFor();
    assert.equal(await page.locator(".doc-sidebar-column .doc-sidebar").count(), 0);
    const column = await page.locator(".doc-sidebar-column").boundingBox();
    assert.ok(column && column.width < 60, `a narrow strip: ${column?.width}`);
    // On to another doc without leaving the page: still hidden.
    await page.evaluate(() => (window.__samePage = true));
    await page.locator("main article a", { hasText: "다음" }).or(page.locator(".paginator-next")).first().click();
    await page.waitForURL(/\/manual\/setup\/apply$/);
    assert.equal(await page.evaluate(() => window.__samePage), true);
    await page.locator(".doc-sidebar-column.is-hidden").waitFor();
    await page.locator(".doc-sidebar-column button.sidebar-expand").click();
    await page.locator(".doc-sidebar-column .doc-sidebar a.is-active").waitFor();
    assert.equal(await page.locator(".doc-sidebar-column.is-hidden").count(), 0);
    await context.close();
  });
});
