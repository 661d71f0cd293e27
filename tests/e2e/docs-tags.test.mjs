// Docs tags and the theme's settings from site.toml (issue 14), checked in
// Chromium on the fixture site (tests/fixtures/e2e-site): its docs/tags.yml
// names `network` (네트워크) and `practice` (실습, at /tags/hands-on); three
// docs carry them. Its site.toml sets the not-found page's second button.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests } from "./browser.mjs";

const { open, visit } = browserForTests();

const NETWORKING = "/guide/networking";
const PRACTICE = "/tags/hands-on";

const texts = (locator) => locator.evaluateAll((nodes) => nodes.map((n) => n.textContent.trim()));

describe("docs tags", () => {
  test("a doc lists its tags at its end, and they lead to the tag's page", async () => {
    const { context, page, problems } = await visit(NETWORKING);
    const tags = page.locator("main .doc-tags a");
    assert.deepEqual(await texts(tags), ["네트워크", "실습"]);
    assert.deepEqual(await tags.evaluateAll((links) => links.map((a) => a.getAttribute("href"))), ["/tags/network", PRACTICE]);
    // After the content, before the page's date and neighbours.
    const order = await page.evaluate(() => {
      const article = document.querySelector(".doc-article");
      const markdown = article.querySelector(".markdown");
      const tagsRow = article.querySelector(".doc-tags");
      const pager = article.querySelector(".paginator");
      const follows = (a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { afterContent: follows(markdown, tagsRow), beforePager: follows(tagsRow, pager) };
    });
    assert.deepEqual(order, { afterContent: true, beforePager: true });

    await tags.filter({ hasText: "실습" }).click();
    await page.waitForURL(BASE_URL + PRACTICE);
    await page.locator("main h1", { hasText: "실습" }).waitFor();
    assert.equal(await page.locator("main h1").textContent(), '"실습" 태그가 붙은 문서 3개');
    // By title, as Docusaurus sorts them; each with its description.
    assert.deepEqual(await texts(page.locator("main .tag-doc h2")), ["계정 만들기", "네트워크", "설정 파일로 배포하기"]);
    assert.match(await page.locator("main .tag-doc p").first().textContent(), /계정을 만듭니다/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("/tags lists every tag with its count under its initial, and a tag's page links back", async () => {
    const { context, page, problems } = await visit("/tags/network");
    assert.equal(await page.locator("main h1").textContent(), '"네트워크" 태그가 붙은 문서 1개');
    assert.equal(await page.locator("main .tag-docs-header p").textContent(), "서버가 바깥과 통신하는 길을 다루는 문서");
    await page.locator("main a", { hasText: "모든 태그 보기" }).click();
    await page.waitForURL(`${BASE_URL}/tags`);
    // The tag page's own title holds "태그" too: wait for the list itself.
    await page.locator("main .tag-list").first().waitFor();
    assert.deepEqual(await texts(page.locator("main h2")), ["ㄴ", "ㅅ"]);
    assert.deepEqual(await texts(page.locator("main .tag-list a")), ["네트워크 1", "실습 3"]);
    assert.equal(await page.title(), "태그 | 실습 클라우드");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("the tag pages read fully without JavaScript, are indexable and in the sitemap", async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    await page.goto(BASE_URL + PRACTICE);
    assert.equal(await page.locator("main .tag-doc").count(), 3);
    assert.equal(await page.locator('meta[name="robots"]').count(), 0);
    await page.goto(`${BASE_URL}/tags`);
    assert.equal(await page.locator("main .tag-list li").count(), 2);
    await context.close();
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    for (const path of ["/tags", "/tags/network", PRACTICE]) assert.ok(sitemap.includes(`${path}</loc>`), path);
  });

  test("a doc without tags shows no tags row", async () => {
    const { context, page } = await visit("/guide");
    assert.equal(await page.locator("main .doc-tags").count(), 0);
    await context.close();
  });
});

describe("theme settings from site.toml", () => {
  test("the not-found page's second button is site.toml's not_found_link", async () => {
    const { context, page } = await visit("/no/such/page");
    const buttons = page.locator("main .not-found a.button");
    assert.deepEqual(await texts(buttons), ["홈으로 돌아가기", "가이드 보기"]);
    assert.equal(await buttons.nth(1).getAttribute("href"), "/guide");
    await context.close();
  });

  test("every page names site.toml's favicon, and it is served", async () => {
    const html = await (await fetch(`${BASE_URL}/guide`)).text();
    const icon = /<link rel="icon" href="([^"]+)">/.exec(html);
    assert.ok(icon, "a <link rel=icon>");
    assert.equal(icon[1], "/favicon.ico");
    assert.equal((await fetch(BASE_URL + icon[1])).status, 200);
  });
});
