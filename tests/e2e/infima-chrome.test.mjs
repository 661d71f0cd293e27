// The navbar and footer of a Docusaurus config carry Infima's classes
// (issue 32), which sites' CSS and code address: tests/fixtures/docusaurus-project
// sets `.footer--dark`'s background variable and `.navbar__title`'s spacing in
// its custom.css, and writes its copyright line with a link.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BASE_URL, browserForTests } from "./browser.mjs";

const { open, visit } = browserForTests();

test("the navbar has Infima's parts, already in the pre-rendered page, and the site's CSS for them applies", async () => {
  const { context, page } = await open({ javaScriptEnabled: false });
  await page.goto(`${BASE_URL}/docs-site/manual/intro`);
  for (const selector of [".navbar__inner", ".navbar__toggle", ".navbar__brand .navbar__logo", ".navbar__brand .navbar__title", "ul.navbar__items.navbar__items--right"]) {
    assert.equal(await page.locator(selector).count(), 1, selector);
  }
  // The left-hand items and the right-hand ones (`position: 'right'`) in Infima's two lists.
  assert.equal(await page.locator("ul.navbar__items").count(), 2);
  const right = await page.locator(".navbar__items--right > li").allTextContents();
  assert.ok(right[0].startsWith("저장소") && right.length === 3, right.join(", "));
  // The config gives a logo for each colour mode: both in the logo's box.
  assert.equal(await page.locator(".navbar__brand .navbar__logo img").count(), 2);
  assert.equal(await page.locator(".navbar__title").textContent(), "하늘 문서");
  // custom.css: `letter-spacing: 0.05em`.
  const [spacing, size] = await page.locator(".navbar__title").evaluate((title) => [getComputedStyle(title).letterSpacing, getComputedStyle(title).fontSize].map(parseFloat));
  assert.ok(Math.abs(spacing - size * 0.05) < 0.01, `${spacing} at ${size}`);
  // The links have Infima's classes for their spot, which site CSS addresses, and the right-hand list keeps them at its end.
  assert.equal(await page.locator("ul.navbar__items:not(.navbar__items--right) > li > a.navbar__item.navbar__link").count(), 4);
  assert.equal(await page.locator(".navbar__items--right").evaluate((list) => getComputedStyle(list).justifyContent), "flex-end");
  await page.goto(`${BASE_URL}/docs-site/community/guides/meetups`);
  assert.ok((await page.locator(".toc a.table-of-contents__link").count()) > 0, "the table of contents' links");
  await context.close();
});

test("the footer has Infima's parts and style, its colour from the site's variable, and the copyright line's link", async () => {
  const { context, page } = await visit("/docs-site/manual/intro");
  const footer = page.locator("footer.footer.footer--dark");
  assert.equal(await footer.count(), 1);
  assert.equal(await footer.evaluate((f) => getComputedStyle(f).backgroundColor), "rgb(16, 24, 32)");
  assert.deepEqual(await page.locator(".footer__col .footer__title").allTextContents(), ["문서", "더 보기"]);
  assert.ok((await page.locator(".footer__item a.footer__link-item").count()) >= 3);
  const license = page.locator(".footer__bottom .footer__copyright a[href='https://haneul.example.org/license']");
  assert.equal(await license.textContent(), "CC BY 4.0");
  assert.match(await page.locator(".footer__copyright").innerText(), /^Copyright © 2024 하늘 팀\n문서는 CC BY 4.0으로 나눕니다\. 하늘 팀 누리집$/);
  // A link to the host's root, outside the base URL: HTML the config writes, which the build does not check (as Docusaurus).
  assert.equal(await page.locator(".footer__copyright a[href='/']").count(), 1);
  // Docusaurus shows no site title in the footer.
  assert.equal(await page.locator("footer .footer-title").count(), 0);
  await context.close();
});

test("the docs sidebar has Infima's menu classes: the reader's doc marked active, closed categories collapsed, the site's rule for them applied", async () => {
  const { context, page } = await visit("/docs-site/manual/setup/install");
  const sidebar = page.locator(".theme-doc-sidebar-container nav.menu");
  assert.equal(await sidebar.count(), 1);
  const active = sidebar.locator("a.menu__link--active");
  assert.equal(await active.count(), 1);
  assert.equal(await active.getAttribute("aria-current"), "page");
  assert.match(await active.evaluate((a) => getComputedStyle(a).boxShadow), /rgb\(120, 80, 200\) 3px 0px 0px 0px inset/);
  // Every entry is a menu item; a closed category is marked so, an open one not.
  const items = await sidebar.locator("li").evaluateAll((lis) => lis.map((li) => li.classList.contains("menu__list-item")));
  assert.ok(items.length > 3 && items.every(Boolean), JSON.stringify(items));
  const categories = await sidebar.locator("li.theme-doc-sidebar-item-category").evaluateAll((lis) =>
    lis.map((li) => [li.classList.contains("is-open"), li.classList.contains("menu__list-item--collapsed")]),
  );
  assert.ok(categories.length > 0 && categories.every(([open, collapsed]) => open !== collapsed), JSON.stringify(categories));
  await context.close();
});
