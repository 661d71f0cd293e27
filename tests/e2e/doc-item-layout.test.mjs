// A site's own DocItem/Layout (issue 32): tests/fixtures/docusaurus-project
// ejected Docusaurus' layout and added a note under the table of contents. It
// lays the doc out from Docusaurus' parts (DocBreadcrumbs, DocItem/Content,
// DocItem/Footer, DocItem/Paginator, DocItem/TOC/Mobile and Desktop), each
// drawn by this theme, with the classic theme's layout stylesheet.
import assert from "node:assert/strict";
import { test } from "node:test";

import { browserForTests } from "./browser.mjs";

const { visit } = browserForTests();
const PAGE = "/docs-site/manual/operate/backup";

test("an ejected DocItem/Layout shows the doc through the theme's parts, in its own row of columns", async () => {
  const { context, page } = await visit(PAGE);
  const row = page.locator(".doc-item-root > .row");
  assert.equal(await row.count(), 1);
  const article = row.locator("> .col").first().locator("article");
  assert.deepEqual(await article.locator("nav.breadcrumbs li").allTextContents(), ["홈", "운영", "백업"]);
  assert.equal(await article.locator("h1").textContent(), "백업");
  assert.match(await article.locator(".markdown").textContent(), /14일 동안 보관/);
  // DocItem/Footer without props: the doc's edit link.
  assert.equal(await article.locator("a", { hasText: "이 페이지 편집" }).count(), 1);
  // DocItem/Paginator, after the article.
  assert.equal(await row.locator("article + .paginator").count(), 1);
  // The desktop table of contents and the site's note in the narrow column; the layout stylesheet's width on the wide one.
  const side = row.locator("> .col.col--3");
  assert.deepEqual(await side.locator(".toc a").allTextContents(), ["보관 기간"]);
  assert.equal(await side.locator(".doc-layout-note").getAttribute("data-doc-id"), "operate/backup");
  assert.equal(await row.locator("> .col").first().evaluate((col) => getComputedStyle(col).maxWidth), "75%");
  await context.close();
});

test("on a phone the ejected layout's useWindowSize leaves the desktop table out and the panel above the content in", async () => {
  const { context, page } = await visit(PAGE, { viewport: { width: 390, height: 844 } });
  await page.waitForFunction(() => !document.querySelector(".doc-item-root .theme-doc-toc-desktop"));
  const panel = page.locator(".doc-item-root article details.toc-mobile");
  assert.equal(await panel.count(), 1);
  await panel.locator("summary").click();
  assert.deepEqual(await panel.locator("a").allTextContents(), ["보관 기간"]);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, "nothing wider than the phone");
  await context.close();
});
