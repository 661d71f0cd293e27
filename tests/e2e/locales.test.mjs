// Locales (issue 33) on tests/fixtures/versioned-site: Korean, the default, at
// `/` and English at `/en/`, each a site of its own as Docusaurus builds them;
// `<html lang dir>` from localeConfigs, hreflang alternates on every page, the
// navbar's locale dropdown that keeps the reader on the same page, and a doc
// with no English text shown in Korean with a notice.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { visit } = browserForTests();

const fetched = async (path) => {
  const response = await fetch(BASE_URL + path);
  return { status: response.status, html: await response.text() };
};
const text = (html) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("locales", () => {
  test("each locale is served at Docusaurus' addresses, in its language", async () => {
    const english = await fetched("/en/docs/next/intro");
    assert.equal(english.status, 200);
    assert.match(english.html, /<html lang="en-US" dir="ltr"/);
    assert.match(text(english.html), /Getting started/);
    assert.match(text(english.html), /This is the next edition of Byeolbit/);
    const korean = await fetched("/docs/next/intro");
    assert.match(korean.html, /<html lang="ko" dir="ltr"/);
    assert.match(text(korean.html), /다음 판의 별빛입니다/);
    // A released version's translation, and the sidebar's label from current.json / version-2.0.json.
    const released = await fetched("/en/docs/intro");
    assert.match(text(released.html), /This is Byeolbit 2\.0/);
    assert.match(text(released.html), /Guides/);
    // The English site has its own search index and sitemap.
    assert.equal((await fetched("/en/sitemap.xml")).status, 200);
    assert.equal((await fetched("/en/search")).status, 200);
  });

  test("the English site's search finds a word's other forms and marks them; the Korean one keeps words as written", async () => {
    const { context, page, problems } = await visit(`/en/search?q=${encodeURIComponent("installing")}`);
    // The reader's version (2.0, the latest) is searched: its install doc, not yet translated, says `byeolbit install`.
    const hit = page.locator(".search-page .search-hit").first();
    await page.waitForFunction(() => document.querySelector(".search-page .search-hit mark")?.textContent === "install");
    assert.match(await hit.locator(".search-hit-title").textContent(), /^설치/);
    assert.deepEqual(problems, []);
    await context.close();
    const english = JSON.parse((await fetched("/en/search-index/manifest.json")).html);
    const korean = JSON.parse((await fetched("/search-index/manifest.json")).html);
    assert.deepEqual([english.stemming, korean.stemming], ["english", "none"]);
  });

  test("a doc without a translation keeps the default text, with a notice in the locale's words", async () => {
    const { html } = await fetched("/en/docs/1.0/legacy");
    assert.match(html, /<p class="untranslated-notice" role="note">This page has not been translated yet/);
    assert.match(text(html), /옛 설정/);
    const translated = await fetched("/en/docs/next/intro");
    assert.doesNotMatch(translated.html, /untranslated-notice" role/);
    const korean = await fetched("/docs/1.0/legacy");
    assert.doesNotMatch(korean.html, /untranslated-notice" role/);
  });

  test("the locale's code.json replaces the theme's words it names", async () => {
    const english = text((await fetched("/en/docs/next/guide/upgrade")).html);
    assert.match(english, /Previous page Installing/);
    const korean = text((await fetched("/docs/next/guide/upgrade")).html);
    assert.match(korean, /이전 설치/);
  });

  test("every page names itself in each locale, the default as x-default, and so does the sitemap", async () => {
    for (const path of ["/docs/next/guide/install", "/en/docs/next/guide/install"]) {
      const { html } = await fetched(path);
      const links = [...html.matchAll(/<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g)].map((m) => `${m[2]} ${m[1]}`);
      assert.deepEqual(links, [
        "ko https://byeolbit.example.org/docs/next/guide/install",
        "en-US https://byeolbit.example.org/en/docs/next/guide/install",
        "x-default https://byeolbit.example.org/docs/next/guide/install",
      ], path);
    }
    const { html: sitemap } = await fetched("/sitemap.xml");
    assert.match(sitemap, /<loc>https:\/\/byeolbit\.example\.org\/docs\/intro<\/loc><xhtml:link rel="alternate" hreflang="ko" href="https:\/\/byeolbit\.example\.org\/docs\/intro"\/><xhtml:link rel="alternate" hreflang="en-US" href="https:\/\/byeolbit\.example\.org\/en\/docs\/intro"\/>/);
  });

  test("the dropdown keeps the reader on the same page, also after moving within a locale", async () => {
    const { context, page, problems } = await visit("/docs/next/guide/install");
    const dropdown = page.locator("details.locale-dropdown");
    assert.equal((await dropdown.locator("summary").textContent()).trim(), "한국어");
    // `dropdownItemsAfter` with a doc link, after the locales: the doc in the version on screen.
    assert.equal(await dropdown.locator("li:last-child a").textContent(), "번역 돕기");
    assert.equal(await dropdown.locator("li:last-child a").getAttribute("href"), "/docs/next/intro");
    await dropdown.locator("summary").click();
    await dropdown.getByRole("link", { name: "English" }).click();
    await page.waitForURL(BASE_URL + "/en/docs/next/guide/install");
    await waitForHydration(page);
    assert.equal(await page.locator("html").getAttribute("lang"), "en-US");
    assert.match(await page.locator("main").textContent(), /Install the next edition/);
    assert.equal((await dropdown.locator("summary").textContent()).trim(), "English");
    // A move inside the English site (the router's): the dropdown follows the page on screen.
    await page.locator(".doc-sidebar-column").getByRole("link", { name: "Getting started" }).click();
    await page.waitForURL(BASE_URL + "/en/docs/next/intro");
    await page.waitForFunction(() => document.querySelector("details.locale-dropdown a[hreflang='ko']")?.getAttribute("href") === "/docs/next/intro");
    await dropdown.locator("summary").click();
    await dropdown.getByRole("link", { name: "한국어" }).click();
    await page.waitForURL(BASE_URL + "/docs/next/intro");
    assert.match(await page.locator("main").textContent(), /다음 판의 별빛입니다/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
