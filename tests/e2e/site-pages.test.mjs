// The site's own pages and theme (issue 32, part 3), on the Docusaurus corpus
// (tests/fixtures/docusaurus): a React page of src/pages inside our frame,
// pre-rendered and hydrated with its CSS module; Markdown and MDX pages of
// src/pages with their table of contents and no docs sidebar; src/theme/Footer, TOC, DocPaginator, DocVersionBanner and DocBreadcrumbs wrapping
// ours through @theme-original; custom.css's Infima colour carried onto ours.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { visit } = browserForTests();

const WELCOME = "/welcome";

describe("src/pages, src/theme and custom.css", () => {
  test("a React page is pre-rendered inside the frame, with the replaced footer around ours", async () => {
    const html = await (await fetch(BASE_URL + WELCOME)).text();
    assert.match(html, /<h1>Compat Cloud에 오신 것을 환영합니다<\/h1>/);
    // Our navbar, the site's footer line, then our footer (which it wraps).
    assert.match(html, /<header class="navbar">[\s\S]*data-welcome[\s\S]*data-footer-note=""[^>]*>이 사이트는 Docusaurus 호환성 점검용입니다\.<\/p><p class="compat-footer-note" data-region="판교">[\s\S]*?<\/p><div class="compat-footer-note" data-footer-markdown=""><p>문의는 <strong>운영팀<\/strong>에게 보내 주세요\. <a href="\/docs\/intro">시작하기<\/a>부터 읽어도 좋습니다\.<\/p><\/div><footer class="footer">/);
    assert.doesNotMatch(html, /_unlisted/);
    assert.equal((await fetch(`${BASE_URL}/_unlisted`)).status, 404);
    // `<Layout title description>`: in the pre-rendered head, and still after hydration.
    assert.match(html, /<title>환영합니다 \| Compat Cloud<\/title>/);
    assert.match(html, /<meta name="description" content="Compat Cloud를 처음 쓰는 분을 위한 안내"/);
    const { context, page, problems } = await visit(WELCOME);
    await waitForHydration(page);
    await page.waitForTimeout(200);
    assert.equal(await page.title(), "환영합니다 | Compat Cloud");
    assert.equal(await page.locator('meta[name="description"]').getAttribute("content"), "Compat Cloud를 처음 쓰는 분을 위한 안내");
    // The footer's Markdown (src/content/footer-links.md, imported by the replaced Footer) is compiled as the pages' is: its link moves within the app.
    await page.evaluate(() => (window.stayedOnFooter = true));
    await page.locator("[data-footer-markdown] a", { hasText: "시작하기" }).click();
    await page.waitForURL(/\/docs\/intro$/);
    assert.equal(await page.evaluate(() => window.stayedOnFooter), true);
    // Leaving for a page that asks nothing gives it its own title again.
    await page.locator("header a", { hasText: "블로그" }).first().click();
    await page.waitForURL(/\/blog$/);
    await page.waitForFunction(() => document.title !== "환영합니다 | Compat Cloud" && document.title.endsWith("| Compat Cloud"));
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the site's Root provides what its replaced footer reads; a choice kept in a storage slot stays on the next page", async () => {
    const { context, page, problems } = await visit(WELCOME);
    await waitForHydration(page);
    const region = page.locator("[data-region]");
    assert.equal(await region.getAttribute("data-region"), "판교");
    await region.getByRole("button", { name: "지역 바꾸기" }).click();
    await page.waitForFunction(() => document.querySelector("[data-region]")?.getAttribute("data-region") === "수원");
    assert.equal(await page.evaluate(() => localStorage.getItem("compat-region")), "수원");
    await page.goto(`${BASE_URL}/benchmarks`);
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector("[data-region]")?.getAttribute("data-region") === "수원");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a replaced DocItem/Footer reads the doc with useDoc() and shows the theme's footer after its own", async () => {
    const { context, page, problems } = await visit("/intro");
    await waitForHydration(page);
    const feedback = page.locator("article .compat-feedback");
    assert.equal(await feedback.getAttribute("data-feedback"), "intro");
    assert.equal(await feedback.textContent(), "「Compat Cloud 소개」 문서가 도움이 되었나요?");
    // The theme's footer (the tags row) follows the site's part, inside the article.
    assert.equal(await page.locator("article .compat-feedback + .doc-tags").count(), 1);
    // src/theme/MDXContent wraps the content (through @theme-original): its line comes first, then the doc's own text.
    const content = page.locator("article .markdown");
    assert.equal(await content.locator("> .compat-content-note:first-child").count(), 1);
    assert.ok((await content.textContent()).length > 100, "the doc's content is still there");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a wrapped TOC gets the doc's headings as Docusaurus gives them and shows ours with what it changed and added", async () => {
    const { context, page, problems } = await visit("/intro");
    const links = page.locator(".doc-toc-column .toc a");
    // The wrapper took the emoji off the second heading's entry; the heading itself keeps it.
    assert.deepEqual(await links.allTextContents(), ["읽는 순서", "도움 받기"]);
    assert.deepEqual(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))), ["#읽는-순서", "#도움-받기"]);
    assert.equal(await page.locator("h2#도움-받기").textContent().then((t) => t.startsWith("🙋")), true);
    assert.equal(await page.locator(".doc-toc-column .theme-doc-toc-desktop + .compat-toc-note a").textContent(), "질문하기");
    // `@theme/TOCItems`, which a site's own TOC draws its list with: the level-2 headings, with the classes it asks for.
    const short = page.locator(".doc-toc-column ul.compat-toc-short > li > a.compat-toc-link");
    assert.deepEqual(await short.allTextContents(), ["읽는 순서", "도움 받기"]);
    assert.deepEqual(await short.evaluateAll((as) => as.map((a) => a.getAttribute("href"))), ["#읽는-순서", "#도움-받기"]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("site code reads the doc's sidebar with useNavbarSecondaryMenu and the navbar's scroll state with useHideableNavbar", async () => {
    const { context, page, problems } = await visit("/intro");
    const docs = page.locator(".compat-footer-docs");
    assert.equal(await docs.getAttribute("data-shown"), "true");
    assert.equal(await docs.locator("nav a[aria-current=page]").textContent(), "Compat Cloud 소개", "the doc's own sidebar, the doc marked");
    const toTop = page.locator(".compat-to-top");
    assert.equal(await toTop.isVisible(), false, "at the top the navbar shows");
    // Down in two steps: as in Docusaurus, the first move away from the very top keeps the navbar.
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY >= 300);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => !document.querySelector(".compat-to-top").hidden);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector(".compat-to-top").hidden);
    // Off the docs there is no sidebar to give.
    await page.goto(BASE_URL + "/support");
    await page.locator(".compat-footer-search").waitFor();
    assert.equal(await page.locator(".compat-footer-docs").count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("site code draws the theme's search box with @theme/SearchBar, and @theme/SearchMetadata fills the head", async () => {
    const { context, page, problems } = await visit("/intro");
    // Two search boxes (the navbar's and the footer's): the shortcut opens one dialog.
    await page.keyboard.press("Control+K");
    await page.getByRole("dialog").waitFor();
    assert.equal(await page.getByRole("dialog").count(), 1);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const button = page.locator(".compat-footer-search button");
    await button.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.type("인스턴스");
    await page.waitForFunction(() => document.querySelectorAll("[role=dialog] [role=option], [role=dialog] li a").length > 0);
    assert.equal(await page.locator('head meta[name="docusaurus_locale"]').getAttribute("content"), "ko");
    assert.equal(await page.locator('head meta[name="docusaurus_tag"]').getAttribute("content"), "compat-footer");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("wrapped DocVersionBanner and DocBreadcrumbs draw the theme's parts and their own, with the docs plugin's hooks", async () => {
    // Before any script: the wrappers are in the pre-rendered page.
    const html = await (await fetch(BASE_URL + "/intro")).text();
    assert.match(html.replaceAll("<!-- -->", ""), /<p class="compat-version-note alert alert--info">문서 묶음 default, 판 Next<\/p>/);
    const { context, page, problems } = await visit("/intro");
    const breadcrumbs = page.locator("article .compat-breadcrumbs");
    assert.equal(await breadcrumbs.locator("nav.breadcrumbs li").first().textContent(), "홈", "the theme's own breadcrumbs inside");
    assert.equal(await breadcrumbs.locator(".compat-doc-id").textContent(), "문서 id: intro");
    assert.equal(await page.locator("article .compat-version-note").count(), 1);
    // Infima's alert, which site components write their notices with, drawn in the theme's colours.
    const alert = await page.locator("article .compat-version-note").evaluate((p) => {
      const style = getComputedStyle(p);
      return [style.borderLeftWidth, style.borderLeftStyle, style.backgroundColor !== "rgba(0, 0, 0, 0)"];
    });
    assert.deepEqual(alert, ["5px", "solid", true]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a wrapped DocPaginator keeps the theme's previous and next links and adds its own part, with Docusaurus' PaginatorNavLink", async () => {
    const { context, page, problems } = await visit("/intro");
    assert.deepEqual(await page.locator("article .paginator .paginator-title").allTextContents(), ["빠른 시작"]);
    const comments = page.locator("article .paginator + .compat-comments");
    assert.equal(await comments.getAttribute("data-doc"), "intro");
    const faq = comments.locator("a.pagination-nav__link--next");
    assert.equal(await faq.getAttribute("href"), "/faq");
    assert.deepEqual(await faq.locator("div").allTextContents(), ["더 알아보기", "자주 묻는 질문"]);
    await page.evaluate(() => (window.stayed = true));
    await faq.click();
    await page.waitForURL("**/faq");
    assert.equal(await page.evaluate(() => window.stayed), true, "moved within the app");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a wrapped BlogPostPaginator keeps the newer and older posts and puts its comments section under them", async () => {
    const { context, page, problems } = await visit("/blog/2024/05/20/network-upgrade");
    const comments = page.locator("article .paginator + .compat-post-comments");
    assert.equal(await comments.count(), 1);
    const [newer, older] = await Promise.all([comments.getAttribute("data-newer"), comments.getAttribute("data-older")]);
    // Docusaurus' prevItem is the newer post, nextItem the older; both are the theme's own links too.
    assert.deepEqual(await page.locator("article .paginator a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))), [newer, older]);
    assert.ok(newer && older && newer !== older, `${newer} ${older}`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a replaced NotFound is the page of an address no route has, inside our frame", async () => {
    const response = await fetch(`${BASE_URL}/no/such/page`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /<header class="navbar">[\s\S]*data-not-found=""><h1>길을 잃으셨나요\?<\/h1>[\s\S]*<footer class="footer">/);
    const { context, page, problems } = await visit("/no/such/page");
    await waitForHydration(page);
    // It gets the route's location, as Docusaurus renders a route's component.
    assert.equal(await page.evaluate(() => document.body.dataset.missingAddress), "/no/such/page");
    await page.getByRole("link", { name: "Compat Cloud 소개로 가기" }).click();
    await page.waitForURL(/\/intro$/);
    assert.equal(await page.locator("main article h1").textContent(), "Compat Cloud 소개");
    assert.deepEqual(problems.filter((p) => !p.includes("404")), []);
    await context.close();
  });

  test("a Markdown page shows its heading and table of contents, and no docs sidebar", async () => {
    const { context, page, problems } = await visit("/benchmarks");
    await waitForHydration(page);
    assert.equal(await page.title(), "성능 측정 | Compat Cloud");
    assert.equal(await page.locator("main article .markdown > .compat-content-note").count(), 1, "a Markdown page's content is in MDXContent too");
    assert.equal(await page.locator("main article h1").textContent(), "성능 측정");
    const toc = page.locator("aside .toc a");
    assert.deepEqual(await toc.allTextContents(), ["디스크", "측정 조건", "네트워크"]);
    assert.ok(await toc.first().isVisible(), "the table of contents is beside the page on a wide screen");
    assert.equal(await page.locator(".doc-sidebar-column, .breadcrumbs, .pagination-nav").count(), 0);
    assert.equal(await page.locator("main article a[href='/storage/volumes']").count(), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("an MDX page shows the site component it imports, its wrapper class, and no hidden table of contents", async () => {
    const { context, page, problems } = await visit("/support");
    await waitForHydration(page);
    assert.equal(await page.locator("main article h1").textContent(), "도움이 필요할 때");
    assert.match(await page.locator(".support-page .compat-notice").textContent(), /정기 점검은 매월 첫째 주 화요일/);
    assert.equal(await page.locator(".toc, .toc-mobile, .doc-sidebar-column").count(), 0);
    // A page of static/ that the page embeds shows inside it: the site may frame its own files (no other site may).
    const frame = page.frameLocator('iframe[title="점검 현황판"]');
    assert.equal(await frame.locator("#status").textContent(), "모든 영역이 정상 운영 중입니다.");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("on a phone the wordmark, the title and the buttons fit the bar: the title gives way", async () => {
    const { context, page, problems } = await visit(WELCOME, { viewport: { width: 390, height: 800 } });
    await page.waitForFunction(() => document.querySelector(".navbar-brand img")?.complete);
    const fits = await page.evaluate(() => {
      const bar = document.querySelector(".navbar-inner");
      const last = [...(bar?.children ?? [])].filter((el) => el.getBoundingClientRect().width > 0).at(-1);
      return { overflow: (bar?.scrollWidth ?? 0) - (bar?.clientWidth ?? 0), right: last?.getBoundingClientRect().right ?? 0 };
    });
    assert.ok(fits.overflow <= 0 && fits.right <= 390, JSON.stringify(fits));
    assert.equal(await page.locator(".navbar-brand span").evaluate((el) => getComputedStyle(el).textOverflow), "ellipsis");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a post's authors are shown apart: a comma between two names, outside the second name's link line", async () => {
    const { context, page, problems } = await visit("/blog/2024/05/20/network-upgrade");
    const authors = page.locator(".post-info .post-authors > *");
    assert.deepEqual(await authors.allTextContents(), ["이준호", "최가온"]);
    const before = (n) => authors.nth(n).evaluate((el) => { const s = getComputedStyle(el, "::before"); return [s.content, s.display]; });
    assert.deepEqual(await before(0), ["none", "inline"]);
    assert.deepEqual(await before(1), ['", "', "inline-block"]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the page hydrates, its CSS module applies, and the brand colour is the site's in both modes", async () => {
    const { context, page, problems } = await visit(WELCOME);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: /눌린 횟수/ });
    await button.click();
    await page.waitForFunction(() => /눌린 횟수: 1/.test(document.querySelector("[data-welcome] button")?.textContent ?? ""));
    const hero = page.locator("[data-welcome]");
    assert.equal(await hero.evaluate((el) => getComputedStyle(el).borderTopLeftRadius), "12px");
    assert.equal(await hero.evaluate((el) => getComputedStyle(el).backgroundColor), "rgb(46, 133, 85)");
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--ao-primary").trim());
    assert.equal(await primary(), "#2e8555");
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    assert.equal(await primary(), "#25c2a0");
    // The config's wordmark logo: 2rem high, as wide as its shape (96 × 32), not squeezed into a square.
    await page.waitForFunction(() => document.querySelector(".navbar-brand img")?.complete);
    const logo = await page.locator(".navbar-brand img").first().boundingBox();
    assert.deepEqual([Math.round(logo?.width ?? 0), Math.round(logo?.height ?? 0)], [96, 32]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  // `@theme/BackToTopButton`, which the page imports: hidden at the top and while scrolling down, shown on the way back up.
  test("the back-to-top button shows as the reader scrolls back up, and takes them to the top", async () => {
    // A short window, so that the short page scrolls past the 300 px the button waits for.
    const { context, page, problems } = await visit(WELCOME, { viewport: { width: 1280, height: 200 } });
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "맨 위로 가기" });
    assert.equal(await button.isVisible(), false, "hidden at the top");
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(bottom > 400, `the page scrolls far enough at this height: ${bottom}`);
    // At once, each step: a smooth glide still under way would mix the two directions.
    await page.evaluate((y) => scrollTo({ top: y, behavior: "instant" }), bottom);
    await page.waitForFunction((y) => Math.abs(scrollY - y) < 2, bottom);
    assert.equal(await button.isVisible(), false, "hidden while scrolling down");
    await page.evaluate((y) => scrollTo({ top: y - 40, behavior: "instant" }), bottom);
    await button.waitFor({ state: "visible" });
    await button.click();
    await page.waitForFunction(() => scrollY === 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

test("a generated index shows its whole description and a card per entry with the doc's description, and no edit link", async () => {
  const { context, page } = await visit("/category/reference");
  assert.equal(await page.locator(".markdown > p").filter({ hasText: "명령과 한도를 표로 정리했습니다." }).count(), 1);
  const cards = page.locator(".markdown .card");
  assert.deepEqual(await cards.locator("h3").allTextContents(), ["📄️ CLI 명령", "📄️ 할당량"]);
  assert.equal(await cards.first().locator("p").textContent(), "자주 쓰는 명령만 추렸습니다.");
  // Each card is the site's wrapped `@theme/DocCard`, given the entry as Docusaurus gives it.
  assert.deepEqual(await page.locator(".markdown .card-grid > li > .compat-card").evaluateAll((cs) => cs.map((c) => c.dataset.type)), ["link", "link"]);
  await cards.first().locator("a").click();
  await page.waitForURL(/\/reference\/cli/);
  await page.locator("h1", { hasText: "CLI 명령" }).first().waitFor();
  await context.close();
  // A page made from the category file, not written: nothing to edit.
  const html = await (await fetch(`${BASE_URL}/category/reference`)).text();
  assert.ok(!html.includes("page-edit-link\" href"), "no edit link");
});
