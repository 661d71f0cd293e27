// Full-text search in Chromium: Korean, English and mixed queries against the
// real site's index, ranking, synonyms, 초성, typos, the zero-result page, the
// dialog's keyboard use, /search?q= and the promise that nothing of search
// loads before it is used.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { open, visit } = browserForTests();

/** Opens the dialog with Ctrl+K, types `query` and returns the hits as { href, title, section, marks }. */
async function searchInDialog(page, query) {
  await page.keyboard.press("Control+k");
  const input = page.locator(".search-dialog .search-input");
  await input.waitFor();
  await input.pressSequentially(query, { delay: 20 });
  await page.locator(".search-dialog .search-status").filter({ hasText: `‘${query}’` }).waitFor();
  return hits(page, ".search-dialog");
}

async function hits(page, scope) {
  // Titles show first; sections and excerpts follow.
  await page.waitForFunction(() => !document.querySelector(".search-hit-pending"));
  return page.locator(`${scope} .search-hit a`).evaluateAll((links) =>
    links.map((a) => ({
      href: decodeURIComponent(a.getAttribute("href")),
      title: a.querySelector(".search-hit-title").textContent,
      section: a.querySelector(".search-hit-section")?.textContent ?? "",
      marks: [...a.querySelectorAll("mark")].map((m) => m.textContent),
    })),
  );
}

describe("queries", () => {
  test("a Korean noun finds pages where it is spaced differently and carries particles", async () => {
    const { context, page, problems } = await visit("/");
    const found = await searchInDialog(page, "가상머신");
    // The content writes 가상 머신을, 가상 머신에; the title match ranks first.
    assert.equal(found[0].href, "/guide/compute/create-vm");
    assert.equal(found[0].title, "가상 머신 만들기");
    assert.ok(found[0].marks.includes("가상 머신"), JSON.stringify(found[0].marks));
    // The page, whichever of its sections holds the words best.
    const pageOf = (href) => href.split("#")[0];
    assert.ok(found.some((h) => pageOf(h.href) === "/guide/networking/deployment"), "가상 머신에 웹 서비스 배포하기");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a query with a particle also finds the noun with other particles", async () => {
    const { context, page } = await visit("/");
    const found = await searchInDialog(page, "가상머신에서");
    assert.equal(found[0].href, "/guide/compute/create-vm");
    await context.close();
  });

  test("part of a word finds the whole word", async () => {
    const { context, page } = await visit("/");
    const found = await searchInDialog(page, "쿠버");
    assert.ok(found.length >= 3, `${found.length} hits`);
    assert.equal(found[0].href, "/intro/glossary#쿠버네티스");
    assert.equal(found[0].section, "쿠버네티스 Kubernetes");
    // Pages that have the word (and, below them, pages with its other names while it is typed).
    assert.ok(found.filter((hit) => hit.marks.includes("쿠버")).length >= 3, JSON.stringify(found));
    await context.close();
  });

  test("English terms match whatever their case", async () => {
    const { context, page } = await visit("/");
    const lower = await searchInDialog(page, "openstack");
    await page.keyboard.press("Escape");
    const mixed = await searchInDialog(page, "OpenStack");
    assert.deepEqual(mixed, lower);
    assert.equal(lower[0].href, "/intro/glossary#오픈스택");
    assert.ok(lower.length >= 5);
    await context.close();
  });

  test("a mixed Korean and English query finds the page about both", async () => {
    const { context, page } = await visit("/");
    const found = await searchInDialog(page, "GitLab 에이전트");
    assert.equal(found[0].href.split("#")[0], "/tutorial/gitlab-agent");
    assert.match(found[0].title, /GitLab 에이전트/);
    await context.close();
  });

  test("titles rank above headings, headings above body text", async () => {
    const { context, page } = await visit("/");
    // 네트워킹 is the title of one page, a heading or body text elsewhere.
    const network = await searchInDialog(page, "네트워킹");
    assert.equal(network[0].href, "/guide/networking");
    await page.keyboard.press("Escape");
    // No title holds 보안 그룹; the page with it as a heading comes before body-only pages.
    const group = await searchInDialog(page, "보안 그룹");
    assert.equal(group[0].href, "/guide/networking#security-group");
    assert.equal(group[0].section, "보안 그룹");
    const bodyOnly = group.findIndex((h) => !h.section.includes("보안 그룹"));
    const headed = group.map((h, i) => (h.section.includes("보안 그룹") ? i : -1)).filter((i) => i >= 0);
    assert.ok(bodyOnly === -1 || headed.every((i) => i < bodyOnly), JSON.stringify(group));
    await context.close();
  });

  test("another name of a term finds its pages, just below pages with the name typed", async () => {
    const { context, page } = await visit("/");
    // The docs say 유동 IP; 플로팅 IP is a glossary alias, Floating IP its English name.
    const floating = await searchInDialog(page, "플로팅");
    assert.equal(floating[0].href.split("#")[0], "/guide/networking");
    assert.ok(floating[0].marks.includes("유동") && floating[0].marks.includes("IP"), JSON.stringify(floating[0]));
    const note = await page.locator(".search-dialog .search-notes").textContent();
    assert.match(note, /‘플로팅 IP’와 같은 뜻인 ‘유동 IP’, ‘Floating IP’도 함께 찾았습니다/);
    await page.keyboard.press("Escape");
    // The name as typed weighs more than another name: the glossary's heading has both, and
    // pages that only say Kubernetes or k8s are found too.
    const k8s = await searchInDialog(page, "쿠버네티스");
    assert.equal(k8s[0].href, "/intro/glossary#쿠버네티스");
    assert.ok(k8s.some((h) => h.marks.length > 0 && h.marks.every((m) => /k8s|kubernetes/i.test(m))), JSON.stringify(k8s));
    await page.keyboard.press("Escape");
    const english = await searchInDialog(page, "Kubernetes");
    assert.equal(english[0].href, "/intro/glossary#쿠버네티스");
    assert.ok(english.some((h) => h.href.startsWith("/tutorial/microk8s")), JSON.stringify(english));
    await context.close();
  });

  test("initial consonants (초성) find titles and headings", async () => {
    const { context, page } = await visit("/");
    const found = await searchInDialog(page, "ㅂㅇㄱㄹ");
    assert.ok(found.length >= 2, JSON.stringify(found));
    assert.ok(found.slice(0, 3).some((h) => h.href === "/guide/networking#security-group"), JSON.stringify(found));
    for (const hit of found) assert.ok(`${hit.title} ${hit.section}`.includes("보안 그룹"), JSON.stringify(hit));
    assert.ok(found[0].marks.includes("보안 그룹"), JSON.stringify(found[0]));
    assert.match(await page.locator(".search-dialog .search-notes").textContent(), /초성으로/);
    await page.keyboard.press("Escape");
    const title = await searchInDialog(page, "ㄱㅅㅁㅅ ㅁㄷㄱ");
    assert.equal(title[0].href, "/guide/compute/create-vm");
    await context.close();
  });

  test("a typo is corrected when the words typed find little, and the page says so", async () => {
    const { context, page } = await visit("/");
    const found = await searchInDialog(page, "쿠베네티스");
    assert.equal(found[0].href, "/intro/glossary#쿠버네티스");
    assert.match(await page.locator(".search-dialog .search-notes").textContent(), /‘쿠베네티스’는 맞는 말이 적어 ‘쿠버네티스’로도 찾았습니다/);
    await page.keyboard.press("Escape");
    const latin = await searchInDialog(page, "openstak");
    assert.ok(latin.length >= 3 && latin[0].marks.some((m) => /openstack/i.test(m)), JSON.stringify(latin));
    await page.keyboard.press("Escape");
    // A word spelled right is not "corrected" into a neighbour.
    const manila = await searchInDialog(page, "마닐라");
    assert.equal(manila[0].href, "/intro/glossary#마닐라");
    assert.doesNotMatch(await page.locator(".search-dialog .search-notes").textContent(), /맞는 말이 적어/);
    await context.close();
  });

  test("a query nothing matches suggests close names and where to look next", async () => {
    const { context, page, problems } = await visit(`/search?q=${encodeURIComponent("유동아이피")}`);
    await page.locator(".search-status").filter({ hasText: "‘유동아이피’에 맞는 문서가 없습니다." }).waitFor();
    assert.equal(await page.locator(".search-hit").count(), 0);
    const notes = page.locator(".search-page .search-notes");
    assert.match(await notes.textContent(), /혹시 ‘유동 IP’를 찾으셨나요\?/);
    assert.equal(await notes.getByRole("link", { name: "용어집" }).getAttribute("href"), "/intro/glossary");
    assert.equal(await notes.getByRole("link", { name: "가이드" }).getAttribute("href"), "/guide");
    await notes.getByRole("button", { name: "‘유동 IP’" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "유동 IP");
    await page.locator(".search-page .search-hit").first().waitFor();
    assert.equal((await hits(page, ".search-page"))[0].href.split("#")[0], "/guide/networking");

    await page.locator("#search-page-input").fill("zzqxj");
    await page.locator(".search-status").filter({ hasText: "‘zzqxj’에 맞는 문서가 없습니다." }).waitFor();
    assert.doesNotMatch(await notes.textContent(), /혹시/);
    assert.equal(await notes.getByRole("link", { name: "용어집" }).count(), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("the dialog", () => {
  test("nothing of search loads until it is used", async () => {
    const { context, page } = await open();
    const requested = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${BASE_URL}/guide/compute/create-vm`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const searchFiles = (list) => list.filter((p) => /search-index|\/engine-|SearchDialog|SearchStatus/.test(p));
    assert.deepEqual(searchFiles(requested), []);
    await page.locator(".search-button").click();
    await page.locator(".search-dialog .search-input").pressSequentially("노바", { delay: 10 });
    await page.locator(".search-hit").first().waitFor();
    const loaded = searchFiles(requested);
    assert.ok(loaded.some((p) => p.endsWith("/search-index/manifest.json")), loaded.join());
    assert.ok(loaded.some((p) => /SearchDialog-.*\.js$/.test(p)), loaded.join());
    // Only the shards of the query's first character and of its other name (노바 is Nova in
    // the glossary), and the title and text chunks of the hits: never every page's title.
    const shards = loaded.filter((p) => /\/t-[0-9a-f]+\.json$/.test(p)).map((p) => p.split("/").pop());
    assert.deepEqual(shards.sort(), [`t-${"n".codePointAt(0).toString(16)}.json`, `t-${"노".codePointAt(0).toString(16)}.json`].sort());
    const others = loaded.filter((p) => p.includes("/search-index/") && !/\/(manifest|t-[0-9a-f]+|titles-\d+|texts-\d+)\.json$/.test(p));
    assert.deepEqual(others, []);
    await context.close();
  });

  test("Ctrl+K and / open it; arrows choose, Enter opens, Escape closes and returns focus", async () => {
    const { context, page } = await visit("/guide");
    const found = await searchInDialog(page, "보안 그룹");
    const input = page.locator(".search-dialog .search-input");
    assert.equal(await input.evaluate((el) => el === document.activeElement), true);
    const activeHref = () =>
      page.evaluate(() => {
        const id = document.activeElement.getAttribute("aria-activedescendant");
        const option = document.getElementById(id);
        return decodeURIComponent((option.closest("a") ?? option.querySelector("a")).getAttribute("href"));
      });
    assert.equal(await activeHref(), found[0].href);
    await page.keyboard.press("ArrowDown");
    assert.equal(await activeHref(), found[1].href);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    assert.equal(await activeHref(), found[found.length - 1].href, "ArrowUp wraps to the last hit");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => decodeURIComponent(url.pathname + url.hash) === found[1].href);
    await page.locator(".search-dialog").waitFor({ state: "detached", timeout: 5000 });
    // The section is scrolled into view once the page's chunk has loaded.
    const anchor = found[1].href.split("#")[1];
    if (anchor) {
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < 300;
      }, anchor);
    }

    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("/");
    await page.locator(".search-dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.locator(".search-dialog").waitFor({ state: "detached", timeout: 5000 });
    assert.equal(await page.evaluate(() => document.activeElement?.className), "search-button");
    await context.close();
  });

  test("/ typed into a field is text, not the shortcut", async () => {
    const { context, page } = await visit("/search");
    await page.locator("#search-page-input").fill("");
    await page.locator("#search-page-input").pressSequentially("a/b");
    assert.equal(await page.locator("#search-page-input").inputValue(), "a/b");
    assert.equal(await page.locator(".search-dialog").count(), 0);
    await context.close();
  });

  test("on a phone the button is in the navbar and the dialog fills the screen", async () => {
    const { context, page } = await visit("/guide", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const button = page.locator(".search-button");
    assert.ok(await button.isVisible());
    await button.click();
    await page.locator(".search-dialog .search-input").pressSequentially("microk8s", { delay: 10 });
    await page.locator(".search-hit").first().waitFor();
    const box = await page.locator(".search-dialog").boundingBox();
    assert.deepEqual([box.x, box.y, box.width, box.height], [0, 0, 390, 844]);
    const found = await hits(page, ".search-dialog");
    assert.equal(found[0].href.split("#")[0], "/tutorial/microk8s");
    await page.locator(".search-hit a").first().click();
    await page.waitForURL((url) => url.pathname === "/tutorial/microk8s");
    await context.close();
  });
});

describe("/search", () => {
  test("reads ?q=, writes it as you type, and keeps it across a reload", async () => {
    const { context, page, problems } = await visit(`/search?q=${encodeURIComponent("쿠버네티스")}`);
    assert.equal(await page.locator("#search-page-input").inputValue(), "쿠버네티스");
    await page.locator(".search-page .search-hit").first().waitFor();
    assert.equal((await hits(page, ".search-page"))[0].href, "/intro/glossary#쿠버네티스");

    await page.locator("#search-page-input").fill("GitLab 에이전트");
    await page.waitForURL((url) => url.searchParams.get("q") === "GitLab 에이전트");
    await page.locator(".search-status").filter({ hasText: "‘GitLab 에이전트’" }).waitFor();
    await page.reload();
    await waitForHydration(page);
    assert.equal(await page.locator("#search-page-input").inputValue(), "GitLab 에이전트");
    await page.locator(".search-status").filter({ hasText: "‘GitLab 에이전트’" }).waitFor();
    assert.equal((await hits(page, ".search-page"))[0].href.split("#")[0], "/tutorial/gitlab-agent");
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("shows ten hits at a time with the total, and more on request", async () => {
    const { context, page } = await visit(`/search?q=${encodeURIComponent("인스턴스")}`);
    const status = page.locator(".search-page .search-status");
    await status.filter({ hasText: "검색 결과" }).waitFor();
    const total = Number((await status.textContent()).match(/(\d+)건/)[1]);
    assert.ok(total > 10, `인스턴스 appears on ${total} pages`);
    assert.equal(await page.locator(".search-page .search-hit").count(), 10);
    await page.getByRole("button", { name: "결과 더 보기" }).click();
    await page.waitForFunction((n) => document.querySelectorAll(".search-page .search-hit").length === n, Math.min(total, 20));
    assert.equal(await page.getByRole("button", { name: "결과 더 보기" }).count(), total > 20 ? 1 : 0);
    await context.close();
  });

  test("the pre-rendered page is a real page: title, form and Korean prompt", async () => {
    const response = await fetch(`${BASE_URL}/search`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<title>검색 \| AoldaCloud<\/title>/);
    assert.match(html, /role="search"/);
    assert.match(html, /찾을 낱말을 입력하세요/);
  });
});
