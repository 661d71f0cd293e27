// The site's own pages and theme (issue 32, part 3), on the Docusaurus corpus
// (tests/fixtures/docusaurus): a React page of src/pages inside our frame,
// pre-rendered and hydrated with its CSS module; src/theme/Footer wrapping
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
    assert.match(html, /<header class="navbar">[\s\S]*data-welcome[\s\S]*data-footer-note=""[^>]*>이 사이트는 Docusaurus 호환성 점검용입니다\.<\/p><footer class="footer">/);
    assert.doesNotMatch(html, /_unlisted/);
    assert.equal((await fetch(`${BASE_URL}/_unlisted`)).status, 404);
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
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim());
    assert.equal(await primary(), "#2e8555");
    await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
    assert.equal(await primary(), "#25c2a0");
    assert.deepEqual(problems, []);
    await context.close();
  });
});
