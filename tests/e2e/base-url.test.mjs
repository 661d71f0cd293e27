// A site with a base URL (issue 32): tests/fixtures/docusaurus-project says
// `baseUrl: '/docs-site/'`, as a GitHub Pages project site does, and is
// served under it. Its pages hydrate, navigate on the client, search, and ask
// for nothing outside the base; the files for machines name the base too.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { open } = browserForTests();

const BASE = "/docs-site/";
const SITE = "https://haneul.example.org/docs-site";

/** A page at `path` (below the base) whose every request is recorded. */
async function visit(path) {
  const opened = await open();
  const requests = [];
  opened.page.on("request", (request) => requests.push(request.url()));
  await opened.page.goto(BASE_URL + BASE + path);
  await waitForHydration(opened.page);
  return { ...opened, requests };
}

/** The requests that leave the base (data: URLs are no requests to the host). */
// Google's analytics script, which the config's gtag asks for, is the one file from another host.
const outside = (requests) => requests.filter((url) => !url.startsWith(BASE_URL + BASE) && !url.startsWith("data:") && !url.startsWith("https://www.googletagmanager.com/gtag/js?"));

describe("a site under a base URL", () => {
  test("a doc hydrates with its image, links and files under the base", async () => {
    const { context, page, problems, requests } = await visit("manual/intro");
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-base-url-wrong")), false);
    // The config's inline head script and its `data:` script ran, allowed by their hashes (a CSP error fails the test);
    // the JSON-LD block and the print style are in the head as written.
    assert.deepEqual(await page.evaluate(() => [document.documentElement.dataset.headTag, document.documentElement.dataset.dataScript]), ["ran", "ran"]);
    assert.equal(JSON.parse(await page.locator('head script[type="application/ld+json"]').textContent())["@type"], "WebSite");
    assert.equal(await page.locator('head style[media="print"]').textContent(), ".navbar { display: none; }");
    const image = page.locator("main article img[alt='하늘 로고']");
    assert.equal(await image.getAttribute("src"), `${BASE}img/logo.svg`);
    await page.waitForFunction(() => document.querySelector("main article img")?.naturalWidth > 0);
    assert.equal(await page.locator("main article p a", { hasText: "설치" }).getAttribute("href"), `${BASE}manual/setup/install`);
    assert.equal(await page.locator("a.navbar-brand").getAttribute("href"), BASE);
    // `pathname:///files/leaflet.txt`: the file's path under the base, loaded in full, in the same tab.
    const leaflet = page.locator("header a", { hasText: "안내 자료" }).first();
    assert.equal(await leaflet.getAttribute("href"), `${BASE}files/leaflet.txt`);
    assert.equal(await leaflet.getAttribute("target"), null);
    assert.equal((await fetch(`${BASE_URL}${BASE}files/leaflet.txt`)).status, 200);
    assert.equal(await page.locator("link[rel=canonical]").getAttribute("href"), `${SITE}/manual/intro`);
    assert.deepEqual(outside(requests), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("links navigate on the client and keep the base", async () => {
    const { context, page, problems, requests } = await visit("manual/intro");
    await page.evaluate(() => (window.__samePage = true));
    await page.locator("main article p a", { hasText: "설치" }).click();
    await page.waitForURL(`${BASE_URL}${BASE}manual/setup/install`);
    await page.locator("main h1", { hasText: "설치" }).waitFor();
    assert.equal(await page.evaluate(() => window.__samePage), true, "no document was loaded");
    await page.locator("a.navbar-brand").click();
    await page.waitForURL(`${BASE_URL}${BASE}`);
    await page.goBack();
    await page.waitForURL(`${BASE_URL}${BASE}manual/setup/install`);
    await page.locator("main h1", { hasText: "설치" }).waitFor();
    assert.equal(await page.evaluate(() => window.__samePage), true);
    assert.deepEqual(outside(requests), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("search loads its index from the base and opens a hit there", async () => {
    const { context, page, problems, requests } = await visit("manual/intro");
    await page.keyboard.press("Control+k");
    const input = page.locator(".search-dialog .search-input");
    await input.waitFor();
    await input.pressSequentially("설치", { delay: 20 });
    const hit = page.locator(".search-dialog .search-hit a").first();
    await hit.waitFor();
    assert.match(await hit.getAttribute("href"), new RegExp(`^${BASE}manual/`));
    await page.evaluate(() => (window.__samePage = true));
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`^${BASE_URL}${BASE}manual/`));
    assert.equal(await page.evaluate(() => window.__samePage), true);
    assert.ok(requests.some((url) => url.startsWith(`${BASE_URL}${BASE}search-index/`)), "the index was read");
    assert.deepEqual(outside(requests), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the root redirects to the base; a path outside it is not found", async () => {
    const root = await fetch(`${BASE_URL}/`, { redirect: "manual" });
    assert.equal(root.status, 302);
    assert.equal(root.headers.get("location"), BASE);
    assert.equal((await fetch(`${BASE_URL}/manual/intro`)).status, 404);
    const missing = await fetch(`${BASE_URL}${BASE}nope`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), new RegExp(`src="${BASE}assets/`));
  });

  test("the sitemap, the feeds and llms.txt give addresses under the base", async () => {
    const sitemap = await (await fetch(`${BASE_URL}${BASE}sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`<loc>${SITE}/manual/intro</loc>`));
    assert.doesNotMatch(sitemap, /<loc>https:\/\/haneul\.example\.org\/manual/);
    const rss = await (await fetch(`${BASE_URL}${BASE}blog/rss.xml`)).text();
    assert.match(rss, new RegExp(`<link>${SITE}/blog/`));
    assert.match(rss, new RegExp(`href="${BASE}blog/rss.xsl"`));
    const llms = await (await fetch(`${BASE_URL}${BASE}llms.txt`)).text();
    assert.match(llms, new RegExp(`\\(${SITE}/manual/intro\\.md\\)`));
  });
});

// The config's theme settings that a Docusaurus site writes (issue 32): a
// dropdown of links, HTML among the footer's links, a colour mode with no
// switch, the site's share image and `<meta>` tags.
describe("the config's theme settings", () => {
  test("a navbar dropdown opens by keyboard and its doc link leads to the doc on the client", async () => {
    const { context, page, problems } = await visit("manual/intro");
    const dropdown = page.locator("header details.link-dropdown");
    // The config's className is on the label, as Docusaurus puts it on the dropdown's link.
    assert.equal(await dropdown.locator("summary.more-links").count(), 1);
    await dropdown.locator("summary", { hasText: "더 보기" }).focus();
    await page.keyboard.press("Enter");
    const link = dropdown.locator("a", { hasText: "설치 안내" });
    await link.waitFor();
    assert.equal(await link.getAttribute("href"), `${BASE}manual/setup/install`);
    assert.equal(await dropdown.locator("a", { hasText: "저장소 둘러보기" }).getAttribute("target"), "_blank");
    await page.evaluate(() => (window.__samePage = true));
    await link.click();
    await page.waitForURL(`${BASE_URL}${BASE}manual/setup/install`);
    assert.equal(await page.evaluate(() => window.__samePage), true);
    assert.equal(await dropdown.getAttribute("open"), null, "following a link closes the dropdown");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("HTML in the footer's links is shown as written; the footer's logo links where it says", async () => {
    const { context, page } = await visit("manual/intro");
    const badge = page.locator("footer .site-html a.status-badge");
    assert.equal(await badge.textContent(), "운영 상태");
    assert.equal(await badge.getAttribute("href"), "https://status.haneul.example.org/");
    const logo = page.locator("footer .footer-logo a[href='https://haneul.example.org'] img[alt='하늘 팀']");
    assert.equal(await logo.getAttribute("src"), `${BASE}img/logo.svg`);
    assert.equal(await logo.getAttribute("width"), "48");
    await context.close();
  });

  test("dark without a switch: a reader's stored or system light mode does not apply", async () => {
    const { context, page } = await open({ colorScheme: "light" });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto(`${BASE_URL}${BASE}manual/intro`);
    await waitForHydration(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    assert.equal(await page.locator(".color-mode-toggle").isVisible(), false);
    // The navbar shows the logo's `srcDark` picture in dark mode, and only it.
    assert.equal(await page.locator(".navbar-brand img.only-dark").isVisible(), true);
    assert.equal(await page.locator(".navbar-brand img.only-dark").getAttribute("src"), `${BASE}img/logo-dark.svg`);
    assert.equal(await page.locator(".navbar-brand img.only-light").isVisible(), false);
    await context.close();
  });

  test("a button written in MDX with an arrow function opens its address in a new window", async () => {
    const { page, context } = await visit("manual/setup/apply");
    // No network here: the form's host answers from the test.
    await context.route("https://forms.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>form</title>" }));
    const [popup] = await Promise.all([context.waitForEvent("page"), page.locator("[data-apply]").click()]);
    await popup.waitForLoadState();
    assert.equal(popup.url(), "https://forms.example.com/haneul/apply");
    await context.close();
  });

  test("a partial's `export default` is the layout its text is shown in, given the tag's props", async () => {
    const { page, context } = await visit("manual/setup/apply");
    const steps = page.locator("section[data-steps]");
    assert.equal(await steps.getAttribute("data-steps"), "3");
    assert.match(await steps.innerText(), /^3단계로 끝납니다\.\s+신청서를 내고, 승인 메일을 받고, 처음 로그인하면 됩니다\.$/);
    await context.close();
  });

  test("an old address of the client-redirects plugin leads on to its new page under the base", async () => {
    const html = await (await fetch(`${BASE_URL}${BASE}docs/install`)).text();
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs-site\/manual\/setup\/install">/);
    const { page, context } = await open();
    // Resolved once the old page's response arrives: its refresh then starts the next navigation.
    await page.goto(`${BASE_URL}${BASE}setup`, { waitUntil: "commit" });
    await page.waitForURL(`${BASE_URL}${BASE}manual/setup/install`);
    await waitForHydration(page);
    await context.close();
    // One over a page of the site is left out: the page stays.
    const intro = await (await fetch(`${BASE_URL}${BASE}manual/intro`)).text();
    assert.doesNotMatch(intro, /http-equiv="refresh"/);
  });

  test("a second docs instance has its own pages and sidebar, reached from the navbar", async () => {
    const { context, page, problems } = await visit("manual/intro");
    await page.evaluate(() => (window.__samePage = true));
    await page.locator("header a", { hasText: "커뮤니티" }).first().click();
    await page.waitForURL(`${BASE_URL}${BASE}community/intro`);
    await page.locator("main h1", { hasText: "커뮤니티에 오신 것을 환영합니다" }).waitFor();
    assert.equal(await page.evaluate(() => window.__samePage), true, "no document was loaded");
    const sidebar = page.locator("nav.doc-sidebar");
    // The guides folder as the config's sidebarItemsGenerator lists it: the meetups first, a hidden page left out.
    assert.deepEqual(await sidebar.locator("a").allTextContents(), ["커뮤니티에 오신 것을 환영합니다", "정기 모임", "기여 안내"]);
    // The announcement's HTML as the config wrote it, and no way to close it (`isCloseable: false`).
    assert.equal(await page.locator(".announcement-bar a", { hasText: "여기서" }).getAttribute("href"), "https://haneul.example.org/meetup");
    assert.equal(await page.locator(".announcement-bar button").count(), 0);
    // The site's src/theme/AnnouncementBar wraps ours and reads `useAnnouncementBar()`: its line follows the bar.
    assert.equal(await page.locator(".announcement-bar + .announcement-extra").textContent(), "모임 자리는 30석입니다.");
    assert.equal(await sidebar.locator("text=설치").count(), 0, "the manual's sidebar is not shown");
    await page.locator("main article p a", { hasText: "기여 안내" }).click();
    await page.waitForURL(`${BASE_URL}${BASE}community/guides/contributing`);
    await page.locator("main h1", { hasText: "기여 안내" }).waitFor();
    assert.equal(
      await page.locator("main a", { hasText: "이 페이지 편집" }).getAttribute("href"),
      "https://github.com/example/haneul-docs/edit/main/community/guides/contributing.md",
    );
    // `<TOCInline toc={toc} />` in MDX: the page's headings, nested by level.
    await sidebar.locator("a", { hasText: "정기 모임" }).click();
    await page.waitForURL(`${BASE_URL}${BASE}community/guides/meetups`);
    await page.locator("main h1", { hasText: "정기 모임" }).waitFor();
    const inline = page.locator("main article .toc-inline");
    assert.deepEqual(await inline.locator("> ul > li > a").allTextContents(), ["모임 순서", "준비물"]);
    assert.deepEqual(await inline.locator("li li a").allTextContents(), ["근황 나누기", "발표"]);
    assert.equal(await inline.locator("a", { hasText: "발표" }).getAttribute("href"), "#발표");
    // `import schedule from '/data/meetups.json'`: a path from the root is looked for in static/, as Docusaurus' bundler looks.
    assert.equal(await page.locator("main .next-meetup").textContent(), "3월 첫째 주 목요일");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("an npm2yarn code block is tabs of npm's command and Yarn's, pnpm's and Bun's", async () => {
    const { context, page, problems } = await visit("manual/setup/install");
    const tabs = page.locator("main article [role=tablist]").first();
    assert.deepEqual(await tabs.locator("[role=tab]").allTextContents(), ["npm", "Yarn", "pnpm", "Bun"]);
    const shown = page.locator("main article [role=tabpanel]:not([hidden]) code");
    assert.match(await shown.innerText(), /^npm install --save-dev haneul-cli\s*$/);
    // The tabs' handlers load on first use: each choice shows once they have.
    for (const [tab, command] of [["Yarn", /^yarn add --dev haneul-cli\s*$/], ["pnpm", /^pnpm add --save-dev haneul-cli\s*$/]]) {
      await tabs.locator("[role=tab]", { hasText: tab }).click();
      await shown.filter({ hasText: command }).waitFor();
      assert.match(await shown.innerText(), command);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("every page carries the config's meta tags, which replace the theme's of the same name", async () => {
    const html = await (await fetch(`${BASE_URL}${BASE}blog`)).text();
    assert.match(html, /<meta (?=[^>]*name="keywords")(?=[^>]*content="하늘, 문서")[^>]*>/);
    const cards = html.match(/<meta [^>]*name="twitter:card"[^>]*>/g);
    assert.equal(cards?.length, 1, "the config's twitter:card replaces the theme's");
    assert.match(cards[0], /content="summary"/);
    // A page with no image of its own and no card shares the site's image.
    assert.match(html, new RegExp(`<meta property="og:image" content="${SITE}/img/logo.svg">`));
  });

  test("a route the site's own plugin adds shows its data and the plugin's global data", async () => {
    const { context, page, problems, requests } = await visit("releases");
    await page.locator("main h1", { hasText: "출시 기록" }).waitFor();
    assert.deepEqual(await page.locator("ul.release-list li strong").allTextContents(), ["2.1.0", "2.0.0", "1.4.2"]);
    assert.equal(await page.locator("p.latest-release").textContent(), "최신 버전: 2.1.0");
    // What the plugin's `injectHtmlTags` puts in every page's head.
    assert.equal(await page.locator('meta[name="release-notes"]').getAttribute("content"), "on");
    assert.deepEqual(outside(requests), []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
