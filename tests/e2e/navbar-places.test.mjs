// The navbar's items in Docusaurus' places (issue 32): tests/fixtures/docusaurus-project
// lists `저장소` (position: 'right') between two left-hand items. As in
// Docusaurus, the left-hand items come first, in their order, and the
// right-hand ones stand together at the right end, none drawn as a button.
import assert from "node:assert/strict";
import { test } from "node:test";

import { BASE_URL, browserForTests } from "./browser.mjs";

const { visit } = browserForTests();

test("left-hand items first, the right-hand ones together at the right", async () => {
  const { context, page } = await visit("/docs-site/manual/setup/install");
  const items = await page.$$eval(".navbar-links > li", (lis) =>
    lis.map((li) => {
      const box = li.getBoundingClientRect();
      const link = li.querySelector("a, summary");
      // A link's own words (a dropdown's are its summary's), without the new-window mark.
      return { label: (link?.textContent ?? "").replace(/\(.*\)|↗/g, "").trim(), left: box.left, right: box.right, border: link ? getComputedStyle(link).borderTopWidth : "" };
    }),
  );
  const labels = items.map((item) => item.label);
  assert.deepEqual(labels.slice(0, 5), ["설명서", "설치", "소식", "커뮤니티", "더 보기"], labels.join(", "));
  // The last, of the site's own type (`custom-release`), drawn by its component from src/theme/NavbarItem/ComponentTypes.
  assert.ok(labels[5].startsWith("저장소") && labels[6].startsWith("안내 자료") && labels[7] === "출시 2.1", labels.join(", "));
  const search = await page.locator(".navbar-inner .search-button").first().boundingBox();
  assert.ok(items[5].left - items[4].right > 150, `a gap between the groups: ${items[4].right} → ${items[5].left}`);
  assert.ok(search && search.x - items[7].right < 40, `the right-hand group ends by the search box: ${items[7].right} → ${search?.x}`);
  assert.deepEqual(items.map((item) => item.border), items.map(() => "0px"), "no item drawn as a button");
  await context.close();
});

// Our dropdowns are <details>; the fixture's custom.css styles `details`,
// `details[open]` and `details a` for content, as a Docusaurus site may.
test("a site's rules for content's <details> leave the navbar's dropdowns alone", async () => {
  const { context, page } = await visit("/docs-site/manual/setup/install");
  await page.locator(".navbar-links .navbar-dropdown > summary", { hasText: "더 보기" }).click();
  const menu = page.locator(".navbar-links .navbar-dropdown[open]");
  await menu.locator(".navbar-dropdown-link").first().waitFor();
  const style = await menu.evaluate((details) => {
    const own = getComputedStyle(details);
    const link = getComputedStyle(details.querySelector(".navbar-dropdown-link"));
    return { background: own.backgroundColor, border: own.borderBottomWidth, margin: own.marginBottom, size: link.fontSize, align: link.textAlign };
  });
  assert.deepEqual(style, { background: "rgba(0, 0, 0, 0)", border: "0px", margin: "0px", size: "16px", align: "start" });
  await context.close();
});

// Just wide enough for the full navbar, with the reader's text at 150 %: seven items and the
// search button share little room. (A visually hidden "(새 창)", a pixel wide, is not a line.)
test("in a crowded navbar each label stays on one line, and the search button keeps its icon", async () => {
  for (const width of [1000, 1100]) {
    const { context, page } = await visit("/docs-site/manual/setup/install", { viewport: { width, height: 700 } });
    await page.addStyleTag({ content: "html { font-size: 150%; }" });
    const lines = await page.$$eval(".navbar-links > li > a, .navbar-links > li > details > summary", (links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        // Lines: the boxes' tops more than half a line apart (an icon sits a little higher on its line).
        const tops = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1).map((r) => r.top).sort((a, b) => a - b);
        return [link.textContent?.trim(), tops.filter((top, i) => i === 0 || top - tops[i - 1] > 10).length];
      }),
    );
    assert.ok(lines.length >= 7, `${lines}`);
    assert.deepEqual(lines.filter(([, n]) => n !== 1), [], `${width} px: labels on more than one line`);
    const icon = await page.locator(".navbar-inner .search-button > svg").boundingBox();
    assert.ok(icon && icon.width >= 16, `${width} px: the search icon is ${icon?.width} px wide`);
    await context.close();
  }
});

/** The labels of the navbar links marked as the reader's place, in the navbar and its dropdowns. */
async function currentLinks(page) {
  return page.$$eval(".navbar-links a[aria-current=page]", (links) =>
    links.map((a) => `${a.textContent.trim()} ${a.classList.contains("navbar__link--active") ? "navbar" : a.classList.contains("dropdown__link--active") ? "dropdown" : "?"}`),
  );
}

// As Docusaurus marks them: a doc or docSidebar item on every doc of its sidebar,
// a link on its page and below, `activeBaseRegex` where its pattern matches.
test("the navbar marks the reader's place, already in the pre-rendered page", async () => {
  const { context, page } = await visit("/docs-site/manual/operate/backup");
  // A doc of manualSidebar: its docSidebar item, and the doc items of docs in it.
  assert.deepEqual(await currentLinks(page), ["설명서 navbar", "설치 navbar", "설치 안내 dropdown"]);
  const marked = await page.locator(".navbar-links a", { hasText: "설명서" }).evaluate((a) => getComputedStyle(a).color);
  const plain = await page.locator(".navbar-links a", { hasText: "소식" }).evaluate((a) => getComputedStyle(a).color);
  assert.notEqual(marked, plain, "the current item is drawn apart");
  // The other docs instance's sidebar, after a client-side move.
  await page.locator(".navbar-links").getByRole("link", { name: "커뮤니티", exact: true }).click();
  await page.waitForURL(/\/community\//);
  await page.locator(".navbar-links a[aria-current=page]", { hasText: "커뮤니티" }).first().waitFor();
  assert.deepEqual(await currentLinks(page), ["커뮤니티 navbar", "커뮤니티 소개 dropdown"]);
  await context.close();
  const html = await (await fetch(`${BASE_URL}/docs-site/releases`)).text();
  const navbar = html.slice(html.indexOf('class="navbar-links'), html.indexOf("</header>"));
  // `/releases` is the news item's by its activeBaseRegex, and the site's own item's (its NavbarNavLink's `to`); no sidebar item's.
  assert.deepEqual([...navbar.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1].trim()), ["소식", "출시"]);
});

// `navbar.hideOnScroll: true`: the navbar slides away while the reader scrolls down, and comes back on the way up.
test("the navbar hides while the reader scrolls down and comes back on the way up", async () => {
  const { context, page } = await visit("/docs-site/manual/operate/restore", { viewport: { width: 800, height: 300 } });
  const navbar = page.locator("header.navbar");
  assert.equal(await navbar.evaluate((el) => el.classList.contains("navbar-hidden")), false);
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => document.querySelector("header.navbar")?.classList.contains("navbar-hidden"));
  await page.waitForFunction(() => (document.querySelector("header.navbar")?.getBoundingClientRect().bottom ?? 1) <= 1);
  await page.mouse.wheel(0, -100);
  await page.waitForFunction(() => !document.querySelector("header.navbar")?.classList.contains("navbar-hidden"));
  await page.waitForFunction(() => (document.querySelector("header.navbar")?.getBoundingClientRect().top ?? -1) >= 0);
  await context.close();
});
