// A site that draws its navbar items with its own `NavbarItem` (issue 32):
// tests/fixtures/navbar-items wraps `@theme-original/NavbarItem` (a `badge`
// key of its own becomes a mark beside the label) and
// `@theme-original/NavbarItem/DropdownNavbarItem` (a frame counting the
// items). As in Docusaurus, every item of the config reaches them as written,
// and the theme's items they wrap lead where the config says. Its footer
// parts, its CodeBlock and its `MDXComponents/Img` are drawn where ours were.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { visit } = browserForTests();

/** The navbar's items as the page shows them: [label, href, classes] of each link, in order. */
const links = (page) =>
  page.$$eval(".navbar-links a", (anchors) => anchors.map((a) => [a.textContent.trim(), a.getAttribute("href"), a.className]));

test("the config's items reach the site's NavbarItem as written, before and after hydration", async () => {
  const html = await (await fetch(`${BASE_URL}/docs/guide/network`)).text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  // The site's key `badge` reached its wrapper; the doc item leads to the doc the config names.
  assert.match(header, /<a href="\/docs\/reference\/cli" class="navbar__item navbar__link">명령어<!-- --> <span class="baram-badge">새 판<\/span><\/a>/);
  // The site's dropdown frame saw the item's `items`; the theme's dropdown inside it draws them through NavbarItem.
  assert.match(header, /<div class="baram-dropdown" data-items="2"><details class="navbar-dropdown link-dropdown[^"]*"><summary>더 보기<\/summary>/);
  assert.match(header, /<li><a href="\/docs\/guide\/start" class="dropdown__link[^"]*"[^>]*>처음 시작하기<\/a><\/li>/);
  // HTML and an outside link on the right, the search item left to the navbar's own box.
  assert.match(header, /navbar__items--right"><li><div class="navbar__item"><span class="baram-release">2\.4판<\/span><\/div><\/li><li><a href="https:\/\/git\.baram\.example\.org\/docs"/);

  const { context, page, problems } = await visit("/docs/guide/network");
  await waitForHydration(page);
  assert.deepEqual(
    (await links(page)).map(([label, href]) => `${label} ${href}`),
    ["안내서 /docs/guide/start", "명령어 새 판 /docs/reference/cli", "처음 시작하기 /docs/guide/start", "서비스 상태 https://status.baram.example.org", "바깥 소식 null", "소식지 https://news.baram.example.org", "저장소 https://git.baram.example.org/docs"],
  );
  // A dropdown in Infima's own markup (an ejected item's) keeps its list out of sight until hovered, as Infima does.
  const news = page.locator(".baram-news .dropdown__menu");
  assert.equal(await news.evaluate((menu) => getComputedStyle(menu).visibility), "hidden");
  await page.locator(".baram-news > .navbar__link").hover();
  await page.waitForFunction(() => getComputedStyle(document.querySelector(".baram-news .dropdown__menu")).visibility === "visible");
  assert.equal(await news.evaluate((menu) => getComputedStyle(menu).position), "absolute");
  await page.mouse.move(0, 400);
  // The sidebar item is the reader's place on every doc of its sidebar, as Docusaurus marks it.
  const [guide, cli] = await links(page);
  assert.match(guide[2], /navbar__link--active/);
  assert.doesNotMatch(cli[2], /active/);
  // A dropdown's doc link moves within the app.
  await page.evaluate(() => (window.__samePage = true));
  await page.locator(".baram-dropdown summary").click();
  await page.locator(".baram-dropdown a", { hasText: "처음 시작하기" }).click();
  await page.waitForURL(`${BASE_URL}/docs/guide/start`);
  assert.equal(await page.evaluate(() => window.__samePage), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the mobile menu lists the same items through the site's NavbarItem", async () => {
  const { context, page, problems } = await visit("/docs/reference/cli", { viewport: { width: 390, height: 800 } });
  await waitForHydration(page);
  await page.locator(".navbar__toggle").click();
  // A doc's menu opens on its sidebar; the site's items are one step back.
  await page.locator(".navbar-sidebar-back").click();
  const menu = page.locator("#navbar-sidebar");
  await menu.getByText("더 보기").click();
  const items = await menu.locator("li.menu__list-item").evaluateAll((lis) => lis.map((li) => li.firstElementChild?.textContent?.trim()));
  assert.deepEqual(items.slice(0, 2), ["안내서", "명령어 새 판"]);
  assert.ok(items.includes("처음 시작하기") && items.includes("저장소"), items.join(", "));
  // No logo in this config: the menu's brand shows none, not an empty picture.
  assert.equal(await menu.locator(".navbar-brand img").count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the config's footer is drawn through the site's Footer/LinkItem, with its columns, HTML items and copyright", async () => {
  const html = await (await fetch(`${BASE_URL}/docs/guide/start`)).text();
  const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
  assert.match(footer, /<div class="footer__title">문서<\/div>/);
  assert.match(footer, /<span class="baram-footer-link" data-baram="처음 시작하기"><a href="\/docs\/guide\/start" class="footer__link-item">처음 시작하기<\/a><\/span>/);
  // An outside link opens elsewhere with the theme's arrow; an HTML item is as written; so is the copyright.
  assert.match(footer, /data-baram="서비스 상태"><a href="https:\/\/status\.baram\.example\.org" class="footer__link-item" target="_blank" rel="noopener noreferrer">서비스 상태<svg/);
  assert.match(footer, /<li class="footer__item"><a class="baram-chat" href="https:\/\/chat\.baram\.example\.org">대화방<\/a><\/li>/);
  assert.match(footer, /<div class="footer__copyright">© 바람 <b>팀<\/b><\/div>/);

  const { context, page, problems } = await visit("/docs/reference/cli");
  await waitForHydration(page);
  // The columns sit side by side in the theme's footer at this width.
  const tops = await page.locator("footer .footer__col").evaluateAll((cols) => cols.map((c) => Math.round(c.getBoundingClientRect().top)));
  assert.equal(tops.length, 2);
  assert.equal(tops[0], tops[1]);
  await page.evaluate(() => (window.__samePage = true));
  await page.locator("footer a", { hasText: "처음 시작하기" }).click();
  await page.waitForURL(`${BASE_URL}/docs/guide/start`);
  assert.equal(await page.evaluate(() => window.__samePage), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a fenced code block is drawn by the site's CodeBlock, as Docusaurus' MDX hands it over, with the build's colours inside", async () => {
  const html = await (await fetch(`${BASE_URL}/docs/reference/cli`)).text();
  assert.match(html, /<div class="baram-code" data-language="bash"><figure class="code-block[^"]*"><figcaption class="code-title">확인<\/figcaption>/);
  assert.match(html, /<span class="tk-[a-z]+">baram <\/span>/, "the theme's CodeBlock inside shows the build's highlighting");
  const { context, page, problems } = await visit("/docs/reference/cli");
  await waitForHydration(page);
  assert.equal(await page.locator(".baram-code .code-line").count(), 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a Markdown image is drawn by the site's MDXComponents/Img, which wraps the theme's", async () => {
  const html = await (await fetch(`${BASE_URL}/docs/guide/network`)).text();
  assert.match(html, /<span class="baram-figure"><img decoding="async" loading="lazy" src="\/img\/favicon\.svg" alt="라우터 한 대에 서브넷 둘"[^>]*\/><span class="baram-caption">라우터 한 대에 서브넷 둘<\/span><\/span>/);
  const { context, page, problems } = await visit("/docs/guide/network");
  await waitForHydration(page);
  assert.equal(await page.locator(".baram-figure img").count(), 1);
  // The site's part draws the image only: the page's other elements are the theme's as before.
  assert.equal(await page.locator(".baram-figure").count(), 1);
  assert.deepEqual(problems, []);
  await context.close();
});
