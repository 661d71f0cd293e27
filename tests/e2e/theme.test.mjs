// The theme's screens and states (SPEC §2, §4, §8, §9), each checked in Chromium
// the way a reader meets it, on the fixture site (tests/fixtures/e2e-site), so
// an edit of the real content cannot break them. That the real site's header,
// footer and announcement are SPEC §2's is pipeline.test.mjs's.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, titleOf, waitForHydration } from "./browser.mjs";

const { open, visit } = browserForTests();

/** The fixture site's title (its site.toml). */
const SITE = "실습 클라우드";
/** A doc inside an open category (서버), with code blocks and headings of levels 2 and 3. */
const DOC = "/guide/servers/connect";
/** The doc of a category that is closed on DOC's page (시작하기). */
const CLOSED = "/guide/start/account";

/** The delay before the route-change bar shows (ui/src/runtime/progress.ts, SPEC §9). */
const PROGRESS_DELAY_MS = 200;

const noPrefetch = () =>
  Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });

describe("layout", () => {
  test("navbar has the logo, the four sections and the console link in a new tab", async () => {
    const { context, page } = await visit("/");
    const links = await page.locator(".navbar-links a").evaluateAll((as) => as.map((a) => [a.textContent.trim(), a.getAttribute("href")]));
    assert.deepEqual(links.slice(0, 4), [["소개", "/intro"], ["가이드", "/guide"], ["튜토리얼", "/tutorial"], ["히스토리", "/blog"]]);
    const consoleLink = page.locator('.navbar-links a[href="https://console.example.org"]');
    assert.match(await consoleLink.textContent(), /콘솔 바로가기/);
    assert.equal(await consoleLink.getAttribute("target"), "_blank");
    assert.equal(await consoleLink.getAttribute("rel"), "noopener noreferrer");
    assert.equal(await page.locator(".navbar-brand").first().getAttribute("href"), "/");
    assert.equal(await page.locator(".navbar-brand img").first().getAttribute("src"), "/img/logo.svg");
    await context.close();
  });

  test("footer shows the Feature links, copyright, legal line and contact", async () => {
    const { context, page } = await visit("/guide");
    const footer = page.locator("footer.footer");
    assert.equal(await footer.locator("h2").first().textContent(), "문서");
    const links = await footer.locator(".footer-section a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.deepEqual(links, ["/guide", "/tutorial", "/blog"]);
    const text = await footer.textContent();
    for (const part of [SITE, "© 2024 실습 클라우드", "Privacy - Terms", "team@example.org"]) assert.ok(text.includes(part), part);
    await context.close();
  });

  test("the skip link is the first stop for the keyboard and lands on the content", async () => {
    const { context, page } = await visit("/guide");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "본문으로 건너뛰기");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => location.hash), "#main");
    await context.close();
  });

  test("Korean keeps its words whole; a Chinese or Japanese page breaks between characters", async () => {
    const { context, page } = await visit("/");
    const wordBreak = () => page.evaluate(() => getComputedStyle(document.body).wordBreak);
    assert.equal(await wordBreak(), "keep-all");
    for (const lang of ["zh-CN", "ja"]) {
      await page.evaluate((lang) => document.documentElement.setAttribute("lang", lang), lang);
      assert.equal(await wordBreak(), "normal", lang);
    }
    await context.close();
  });

  test("titles read `page | site`, the home page just the site's title", async () => {
    const { context, page } = await visit("/");
    assert.equal(await page.title(), SITE);
    await page.goto(BASE_URL + DOC);
    assert.equal(await page.title(), `${await titleOf(DOC)} | ${SITE}`);
    await context.close();
  });

  test("the 404 page speaks Korean and leads home, also after client-side navigation", async () => {
    const { context, page } = await visit("/no/such/page");
    assert.equal(await page.locator("main h1").textContent(), "페이지를 찾을 수 없습니다");
    await page.locator('main a[href="/"]').click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.evaluate(() => {
      history.pushState({}, "", "/also/missing");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.locator("main h1", { hasText: "페이지를 찾을 수 없습니다" }).waitFor();
    await context.close();
  });

  test("`.html` and `/index.html` paths become the bare path on client-side navigation", async () => {
    const { context, page } = await visit("/");
    await page.evaluate(() => {
      history.pushState({}, "", "/guide/index.html");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(`${BASE_URL}/guide`);
    await page.evaluate(() => {
      history.pushState({}, "", "/intro/glossary.html");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(`${BASE_URL}/intro/glossary`);
    await page.locator("main h1", { hasText: "용어집" }).waitFor();
    await context.close();
  });
});

describe("colour mode", () => {
  test("is light by default and follows a dark system preference when nothing is stored", async () => {
    let { context, page } = await visit("/", { colorScheme: "light" });
    assert.equal(await page.getAttribute("html", "data-theme"), "light");
    await context.close();
    ({ context, page } = await visit("/", { colorScheme: "dark" }));
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    await context.close();
  });

  test("a choice is stored under `theme`, survives reload and beats the system preference", async () => {
    const { context, page } = await visit("/guide", { colorScheme: "light" });
    await page.click(".color-mode-toggle");
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");
    await page.reload();
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    // The toggle is in the pre-rendered HTML: a click before hydration has no handler yet.
    await waitForHydration(page);
    await page.click(".color-mode-toggle");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "light");
    await context.close();
  });

  test("the stored mode is applied before any bundle runs (no flash)", async () => {
    const { context, page, expectErrors } = await open({ colorScheme: "light" });
    expectErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${BASE_URL}/guide`);
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(background, "rgb(22, 24, 29)");
    await context.close();
  });
});

describe("announcement bar", () => {
  test("dismissal is stored with its id and holds across reloads, before paint too", async () => {
    const { context, page, expectErrors } = await visit("/");
    expectErrors(/Failed to load resource: net::ERR_FAILED/);
    const bar = page.locator(".announcement-bar");
    assert.ok(await bar.isVisible());
    await page.click(".announcement-close");
    assert.equal(await bar.count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem("announcement.dismissed")), "fixture-notice-1");
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    assert.equal(await page.locator(".announcement-bar").isVisible(), false, "hidden by the head script alone");
    await context.close();
  });

  test("comes back when the configured id differs from the dismissed one", async () => {
    const { context, page } = await open();
    await page.addInitScript(() => localStorage.setItem("announcement.dismissed", "an-older-announcement"));
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    assert.ok(await page.locator(".announcement-bar").isVisible());
    await context.close();
  });
});

describe("docs", () => {
  test("the sidebar highlights the current page, expands its category and collapses on demand", async () => {
    const { context, page } = await visit(DOC);
    const current = page.locator('.doc-sidebar-column a[aria-current="page"]');
    assert.equal(await current.textContent(), await titleOf(DOC));
    const category = page.locator(".doc-sidebar-column .sidebar-category", { hasText: "서버" });
    assert.equal(await category.locator(".sidebar-toggle").getAttribute("aria-expanded"), "true");
    assert.equal(await category.locator("a", { hasText: "서버" }).first().getAttribute("href"), "/guide/servers");
    await category.locator(".sidebar-toggle").click();
    assert.equal(await category.locator(".sidebar-toggle").getAttribute("aria-expanded"), "false");
    assert.equal(await current.count(), 0);
    const closed = page.locator(".doc-sidebar-column .sidebar-category", { hasText: "시작하기" });
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(`a[href="${CLOSED}"]`).waitFor();
    await context.close();
  });

  test("a page carries only its view of the sidebar; a closed category's entries load when it is opened", async () => {
    const { context, page } = await open();
    await page.addInitScript(noPrefetch);
    const loaded = [];
    page.on("request", (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(BASE_URL + DOC);
    await waitForHydration(page);
    const closed = page.locator(".doc-sidebar-column .sidebar-category", { hasText: "시작하기" });
    assert.equal(await closed.locator("a").count(), 0, "a closed category renders no entries");
    // Its entries come with a page inside it, which the first load did not need.
    assert.ok(!loaded.some((p) => p.includes("/page-guide_start_account-")), loaded.join("\n"));
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(`a[href="${CLOSED}"]`).waitFor();
    assert.ok(loaded.some((p) => p.includes("/page-guide_start_account-")), loaded.join("\n"));
    // Closing and opening again needs no second load.
    const count = loaded.length;
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(`a[href="${CLOSED}"]`).waitFor();
    assert.equal(loaded.length, count);
    await context.close();
  });

  test("when a closed category's entries cannot load, it says so, and opening it again retries", async () => {
    const { context, page, expectErrors } = await open();
    expectErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.addInitScript(noPrefetch);
    // The chunk under any query too: a retry asks for it under one of its own (Chromium keeps a failed module failed).
    const chunk = /\/assets\/page-guide_start_account-[^/]*\.js/;
    await page.route(chunk, (route) => route.abort());
    await page.goto(BASE_URL + DOC);
    await waitForHydration(page);
    const closed = page.locator(".doc-sidebar-column .sidebar-category", { hasText: "시작하기" });
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(".sidebar-load-error", { hasText: "목록을 불러오지 못했습니다" }).waitFor();
    await page.unroute(chunk);
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(".sidebar-toggle").click();
    await closed.locator(`a[href="${CLOSED}"]`).waitFor();
    assert.equal(await closed.locator(".sidebar-load-error").count(), 0);
    await context.close();
  });

  test("breadcrumbs and previous/next are shown; one docs version shows no badge and stores no choice", async () => {
    const { context, page } = await visit(DOC);
    const crumbs = await page.locator(".breadcrumbs li").allTextContents();
    assert.deepEqual(crumbs, ["홈", "서버", await titleOf(DOC)]);
    assert.equal(await page.locator(".paginator-prev").getAttribute("href"), "/guide/servers");
    assert.equal(await page.locator(".paginator-next").getAttribute("href"), "/guide/networking");
    // As Docusaurus: the badge and the version dropdown are for sites with versions (tests/e2e/versions.test.mjs).
    assert.equal(await page.locator(".version-badge").count(), 0);
    assert.equal(await page.locator(".version-dropdown").count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default")), null);
    await context.close();
  });

  test("the table of contents lists levels 2–3 and highlights the heading in view", async () => {
    const { context, page } = await visit(DOC);
    const toc = page.locator(".doc-toc-column .toc a");
    const hrefs = await toc.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const levels = await page.evaluate((ids) => ids.map((h) => document.getElementById(decodeURIComponent(h.slice(1)))?.tagName), hrefs);
    assert.ok(levels.includes("H2") && levels.includes("H3"), levels.join());
    assert.ok(levels.length >= 5 && levels.every((tag) => tag === "H2" || tag === "H3"), levels.join());
    const target = decodeURIComponent(hrefs[3].slice(1));
    await page.evaluate((id) => document.getElementById(id).scrollIntoView(), target);
    await page.waitForFunction((id) => document.querySelector(".toc a.is-active")?.getAttribute("href") === `#${id}`, target);
    await context.close();
  });

  test("the glossary lists its groups in the table of contents", async () => {
    const { context, page } = await visit("/intro/glossary");
    const groups = await page.locator(".doc-toc-column .toc a").allTextContents();
    assert.deepEqual(groups, ["ㄱ", "ㅅ"]);
    assert.equal(await page.locator(".glossary-term").count(), 2);
    await context.close();
  });

  test("code blocks copy their code", async () => {
    const { context, page } = await visit(DOC);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    const block = page.locator(".code-block").first();
    await block.hover();
    await block.getByRole("button", { name: "코드 복사" }).click();
    await page.locator(".code-button", { hasText: "복사됨" }).first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Lines are block elements: their rendered text has the line breaks.
    assert.equal(copied, await block.locator("code").innerText());
    await context.close();
  });

  test("images reserve their size before loading", async () => {
    const { context, page } = await visit("/blog/first-server");
    const image = page.locator(".markdown img").first();
    assert.ok(Number(await image.getAttribute("width")) > 0 && Number(await image.getAttribute("height")) > 0);
    assert.equal(await image.getAttribute("alt"), "실습 구성도");
    await context.close();
  });
});

describe("blog", () => {
  test("the list shows previews cut at the marker, Korean dates, reading time and 자세히 보기", async () => {
    const { context, page } = await visit("/blog");
    const previews = page.locator(".post-preview");
    assert.equal(await previews.count(), 2);
    const first = previews.first();
    assert.match(await first.locator("time").textContent(), /^2024년 4월 20일$/);
    assert.match(await first.locator(".post-date").textContent(), /\d+분 분량/);
    // What is seen is "자세히 보기"; the post title follows for screen readers only.
    const seen = await first.locator(".read-more").evaluate((a) => a.firstChild.textContent.trim());
    assert.equal(seen, "자세히 보기");
    assert.equal(await first.locator(".read-more").textContent(), `자세히 보기: ${await titleOf("/blog/deploy-notes")}`);
    const previewText = await first.locator(".markdown").textContent();
    const { context: postContext, page: post } = await visit("/blog/deploy-notes");
    const fullText = await post.locator(".markdown").textContent();
    assert.ok(fullText.startsWith(previewText.slice(0, 40)) && fullText.length > previewText.length * 2);
    await postContext.close();
    await context.close();
  });

  test("a post shows its author, tags, reading time and newer/older links", async () => {
    const { context, page } = await visit("/blog/first-server");
    assert.equal(await page.locator(".post-authors a").getAttribute("href"), "/blog/authors/test-team");
    assert.equal(await page.locator(".post-tags a").getAttribute("href"), "/blog/tags/practice");
    assert.match(await page.locator(".post-date").first().textContent(), /\d+분 분량/);
    // The older post has a newer neighbour only, the newer one an older only.
    assert.equal(await page.locator(".paginator-prev").getAttribute("href"), "/blog/deploy-notes");
    assert.equal(await page.locator(".paginator-next").count(), 0);
    await page.goto(`${BASE_URL}/blog/deploy-notes`);
    assert.equal(await page.locator(".paginator-prev").count(), 0);
    assert.equal(await page.locator(".paginator-next").getAttribute("href"), "/blog/first-server");
    await context.close();
  });

  test("archive, tags, tag, authors and author pages list the posts; the sidebar groups them by year", async () => {
    const { context, page } = await visit("/blog/archive");
    assert.equal(await page.locator(".archive h2").first().textContent(), "2024년");
    assert.equal(await page.locator(".archive li a").count(), 2);
    for (const [path, count] of [
      ["/blog/tags/practice", 2],
      ["/blog/authors/test-team", 2],
    ]) {
      await page.goto(BASE_URL + path);
      assert.equal(await page.locator(".post-preview").count(), count, path);
    }
    await page.goto(`${BASE_URL}/blog/tags`);
    assert.match(await page.locator(".tag-list").textContent(), /실습\s*2/);
    await page.goto(`${BASE_URL}/blog/authors`);
    assert.match(await page.locator(".author-list").textContent(), /실습 팀/);
    assert.equal(await page.locator(".blog-sidebar-year").first().textContent(), "2024");
    assert.equal(await page.locator(".blog-sidebar li").count(), 2);
    await context.close();
  });
});

describe("mobile layout", () => {
  test("at 997 px the docs sidebar shows and there is no menu button", async () => {
    const { context, page } = await visit("/guide", { viewport: { width: 997, height: 800 } });
    assert.ok(await page.locator(".doc-sidebar-column").isVisible());
    assert.equal(await page.locator(".navbar-menu-button").isVisible(), false);
    await context.close();
  });

  test("at 996 px the menu button opens the links and the docs sidebar; Escape and navigation close it", async () => {
    const { context, page } = await visit("/guide/servers", { viewport: { width: 996, height: 800 } });
    assert.equal(await page.locator(".doc-sidebar-column").isVisible(), false);
    await page.click(".navbar-menu-button");
    const menu = page.locator("#navbar-sidebar");
    // The menu's code loads on its first use (without prefetching): wait for it.
    await menu.waitFor({ timeout: 5000 });
    assert.ok(await menu.locator(".doc-sidebar").isVisible(), "docs panel first on a doc page");
    await page.click(".navbar-sidebar-back");
    assert.ok(await menu.locator('a[href="/tutorial"]').isVisible());
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached", timeout: 5000 });
    await page.click(".navbar-menu-button");
    await menu.locator(`a[href="${DOC}"]`).click();
    await page.waitForURL(BASE_URL + DOC);
    await menu.waitFor({ state: "detached", timeout: 5000 });
    await context.close();
  });
});

describe("route changes", () => {
  /** Delays the chunk of `/guide/networking` by `ms`. */
  async function slowChunk(page, ms) {
    await page.route("**/assets/page-guide_networking-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }

  test("a change slower than 200 ms shows the progress bar", async () => {
    const { context, page } = await open();
    await page.addInitScript(noPrefetch);
    await slowChunk(page, 900);
    await page.goto(`${BASE_URL}/guide`);
    await waitForHydration(page);
    await page.locator('.doc-sidebar-column a[href="/guide/networking"]').click();
    await page.locator("#nprogress .bar").waitFor({ timeout: 2000 });
    await page.waitForURL(`${BASE_URL}/guide/networking`);
    await page.locator("main h1", { hasText: await titleOf("/guide/networking") }).waitFor();
    await page.locator("#nprogress").waitFor({ state: "detached" });
    await context.close();
  });

  test("a fast change never shows it", async () => {
    const { context, page } = await open();
    await page.addInitScript(noPrefetch);
    await page.addInitScript(() => {
      window.__progressSeen = false;
      // The document, not its root element: an init script runs before there is one.
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) window.__progressSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The page's timers wait for the test: however slow the machine, the bar's
    // delay runs out only after the change is done, and a timer left armed fires then.
    await page.clock.install();
    await slowChunk(page, 20);
    await page.goto(`${BASE_URL}/guide`);
    await waitForHydration(page);
    // From here the page's time stands still until the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const seenBeforeTheClick = await page.evaluate(() => window.__progressSeen);
    await page.locator('.doc-sidebar-column a[href="/guide/networking"]').click();
    await page.locator("main h1", { hasText: await titleOf("/guide/networking") }).waitFor();
    await page.clock.runFor(PROGRESS_DELAY_MS * 5);
    assert.deepEqual([seenBeforeTheClick, await page.evaluate(() => window.__progressSeen)], [false, false]);
    await context.close();
  });

  test("a chunk that fails to load reloads the page once, then offers to retry", async () => {
    const { context, page, expectErrors } = await open();
    // The reload hydrates a page whose module cannot load: React reports the mismatch.
    expectErrors(/Failed to load resource: net::ERR_FAILED|Minified React error #418/);
    await page.addInitScript(noPrefetch);
    let loads = 0;
    page.on("load", () => (loads += 1));
    // Under any query too: the load is retried under one of its own before it fails.
    await page.route(/\/assets\/page-guide_networking-[^/]*\.js/, (route) => route.abort());
    await page.goto(`${BASE_URL}/guide`);
    await waitForHydration(page);
    await page.locator('.doc-sidebar-column a[href="/guide/networking"]').click();
    await page.locator("button", { hasText: "다시 시도" }).waitFor({ timeout: 10000 });
    assert.equal(loads, 2, "one reload, no loop");
    assert.equal(page.url(), `${BASE_URL}/guide/networking`);
    await context.close();
  });

  test("prefetch loads a hovered link's chunk, but not on 2g or with data saving", async () => {
    for (const [connection, expected] of [
      [null, true],
      [{ effectiveType: "2g", saveData: false }, false],
      [{ effectiveType: "slow-2g", saveData: false }, false],
      [{ effectiveType: "4g", saveData: true }, false],
    ]) {
      const { context, page } = await open();
      if (connection) {
        await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }), connection);
      }
      const fetched = [];
      page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(`${BASE_URL}/tutorial`);
      await waitForHydration(page);
      await page.hover('.doc-sidebar-column a[href="/tutorial/deploy"]');
      // The link prefetches in its mouseenter handler; a request the page starts
      // afterwards and waits for is a barrier: the chunk's request, if any, came first.
      await page.evaluate(() => fetch("/route-map.json").then((r) => r.text()));
      const got = fetched.some((p) => /\/assets\/page-tutorial_deploy-/.test(p));
      assert.equal(got, expected, JSON.stringify(connection));
      await context.close();
    }
  });

  test("links scrolled into view are prefetched", async () => {
    const { context, page } = await open();
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    const prefetched = page.waitForRequest((r) => /\/assets\/page-blog_first-server-/.test(new URL(r.url()).pathname), {
      timeout: 5000,
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await prefetched;
    await context.close();
  });
});

describe("errors", () => {
  test("a crashing page shows its error and a retry button recovers", async () => {
    const { context, page, expectErrors } = await open();
    expectErrors(/boom/);
    await page.addInitScript(noPrefetch);
    await page.route("**/assets/page-guide_networking-*.js", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `export const head = { title: "시험", description: "", path: "/guide/networking" };
export default function Page() {
  if (!globalThis.__healed) throw new Error("boom");
  return "다시 그렸습니다";
}`,
      }),
    );
    await page.goto(`${BASE_URL}/guide`);
    await waitForHydration(page);
    await page.locator('.doc-sidebar-column a[href="/guide/networking"]').click();
    await page.locator("h1", { hasText: "페이지를 표시하는 중 문제가 생겼습니다." }).waitFor();
    // Whatever broke is fixed (here: a flag); Try again renders the page anew.
    await page.evaluate(() => (globalThis.__healed = true));
    await page.locator("button", { hasText: "다시 시도" }).click();
    await page.locator("main", { hasText: "다시 그렸습니다" }).waitFor();
    await context.close();
  });

  test("a page module without a default export is an error, with a retry button", async () => {
    const { context, page, expectErrors } = await open();
    expectErrors(/Minified React error #418/);
    await page.addInitScript(noPrefetch);
    await page.route("**/assets/page-guide_networking-*.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: `export const head = { title: "x", description: "", path: "/guide/networking" };` }),
    );
    await page.goto(`${BASE_URL}/guide`);
    await waitForHydration(page);
    await page.locator('.doc-sidebar-column a[href="/guide/networking"]').click();
    await page.locator(".page-error", { hasText: "no default export" }).waitFor();
    assert.ok(await page.locator("button", { hasText: "다시 시도" }).isVisible());
    await context.close();
  });

  test("invariant failures read `Invariant failed`", async () => {
    const { context, page, expectErrors } = await open();
    expectErrors(/Invariant failed/);
    await page.route(`${BASE_URL}/guide`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('id="__root"', 'id="elsewhere"');
      await route.fulfill({ response, body: html });
    });
    // The client entry throws it while the page loads: an uncaught error.
    const reported = page.waitForEvent("pageerror", { predicate: (error) => error.message.includes("Invariant failed"), timeout: 10000 });
    await page.goto(`${BASE_URL}/guide`);
    await reported;
    await context.close();
  });

  test("a page served outside the base URL shows the banner", async () => {
    const { context, page } = await open();
    await page.route(`${BASE_URL}/guide`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('indexOf("/")', 'indexOf("/docs/")');
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      await route.fulfill({ status: 200, headers, body: html });
    });
    await page.goto(`${BASE_URL}/guide`);
    assert.ok(await page.locator(".base-url-banner").isVisible());
    assert.match(await page.locator(".base-url-banner").textContent(), /사이트를 제대로 불러오지 못했습니다/);
    await page.goto(`${BASE_URL}/intro`);
    assert.equal(await page.locator(".base-url-banner").isVisible(), false);
    await context.close();
  });
});
