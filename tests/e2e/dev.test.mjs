// `cargo xtask dev` on a copy of the fixture site: an edit reaches the open
// page (scroll kept), a broken edit shows the CLI's diagnostic over the last
// good page and fixing it (back to the last good text, or to new text) clears
// it, a deleted doc drops its route, and only requests for the printed
// loopback address are answered. On a copy of the Docusaurus fixture: a site
// component that throws while its page is rendered shows its message and its
// own file:line over the page, the other pages keep working, and the fix clears it.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import { browserForTests, waitForHydration } from "./browser.mjs";
import { startServer } from "./server.mjs";

const repo = path.resolve(new URL("../..", import.meta.url).pathname);
const { open } = browserForTests();

describe("cargo xtask dev", () => {
  let site;
  let stop;
  let base;
  const doc = () => path.join(site, "content/docs/guide/01-basics/01-first.md");

  before(async () => {
    site = mkdtempSync(path.join(tmpdir(), "aolda-dev-"));
    cpSync(path.join(repo, "tests/fixtures/site/content"), path.join(site, "content"), { recursive: true });
    cpSync(path.join(repo, "tests/fixtures/site/static"), path.join(site, "static"), { recursive: true });
    ({ base, stop } = await startServer("dev", site, 120_000));
  });

  after(() => stop?.());

  test("answers only its own loopback address", async () => {
    const port = new URL(base).port;
    const ok = await fetch(`${base}/guide`);
    assert.equal(ok.status, 200);
    assert.match(await ok.text(), /<script src="\/__dev\/client\.js"><\/script>/);
    for (const host of [`localhost:${port}`, `attacker.example:${port}`, "127.0.0.1"]) {
      // Node's fetch sets Host from the URL, so ask with a raw request.
      const status = await new Promise((resolve, reject) => {
        import("node:http").then(({ request }) => {
          const req = request({ host: "127.0.0.1", port, path: "/guide", headers: { host } }, (res) => resolve(res.statusCode));
          req.on("error", reject);
          req.end();
        });
      });
      assert.equal(status, 421, `Host: ${host}`);
    }
  });

  /** Listens on the dev server's event stream (connected once this resolves); `data` is the next reload's. */
  async function listenForReload() {
    const response = await fetch(`${base}/__dev/events`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const data = (async () => {
      let seen = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`event stream ended: ${seen}`);
        seen += value;
        const found = /event: reload\ndata: ([^\n]*)\n/.exec(seen);
        if (found) {
          await reader.cancel();
          return found[1];
        }
      }
    })();
    return { data };
  }

  test("an edit reloads the open page in place, keeping its scroll position", async () => {
    const { page, context, problems } = await open({ viewport: { width: 1280, height: 400 } });
    await page.goto(`${base}/guide/basics/first`);
    await waitForHydration(page);
    // At once: the theme scrolls smoothly, and a glide still under way would read as the top.
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: "instant" }));
    const y = await page.evaluate(() => window.scrollY);
    assert.ok(y > 0, "the page scrolled, so keeping its place means something");
    const reload = await listenForReload();
    const saved = Date.now();
    writeFileSync(doc(), `${readFileSync(doc(), "utf8")}\n\n방금 고친 문단입니다.\n`);
    await page.getByText("방금 고친 문단입니다.").waitFor({ timeout: 30_000 });
    // The event names the kind of change (a theme change would reload at once), and carries nothing else.
    assert.equal(await reload.data, "content");
    // Shown in place first (the client notes when), then the page reloaded behind it and hydrated.
    await page.waitForFunction((t) => performance.timeOrigin > t, saved, { timeout: 30_000 });
    await waitForHydration(page);
    const shownInPlace = await page.evaluate(() => Number(sessionStorage.getItem("aolda-dev-shown")));
    assert.ok(shownInPlace >= saved, `the new text was shown in place before the reload (${shownInPlace} vs ${saved})`);
    await page.waitForFunction((want) => Math.abs(window.scrollY - want) <= 2, y, { timeout: 5_000 });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("an edit's new words are found by search once its index follows the reload", async () => {
    // dev reloads pages before it writes the search index; the index must still arrive.
    const word = "물망초시험어";
    writeFileSync(doc(), `${readFileSync(doc(), "utf8")}\n\n${word}로 찾는 문단입니다.\n`);
    const deadline = Date.now() + 60_000;
    let found = [];
    let last = null;
    while (Date.now() < deadline && found.length === 0) {
      // Each try on a page of its own: one loaded while the rebuild replaces the pages and the index
      // (its HTML, scripts and shards from two builds) may log 404s or a hydration mismatch, and is
      // let go; only the page that finds the word is held to no errors.
      last?.expectErrors(/./);
      await last?.context.close();
      last = await open();
      await last.page.goto(`${base}/search?q=${encodeURIComponent(word)}`);
      try {
        await last.page.locator(".search-page .search-status").filter({ hasText: /검색 결과|맞는 문서가 없습니다/ }).waitFor({ timeout: 10_000 });
        await last.page.waitForFunction(() => !document.querySelector(".search-hit-pending"), null, { timeout: 10_000 });
      } catch {
        continue;
      }
      found = await last.page.locator(".search-page .search-hit a").evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute("href"))));
      if (found.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(found.some((href) => href.startsWith("/guide/basics/first")), `hits: ${JSON.stringify(found)}`);
    // The page that found it may itself have loaded during the swap (its errors let go as above).
    // Now the index holds the word, the pages are replaced too: a fresh page finds it with no error.
    last.expectErrors(/./);
    await last.context.close();
    const fresh = await open();
    await fresh.page.goto(`${base}/search?q=${encodeURIComponent(word)}`);
    await fresh.page.locator(".search-page .search-hit a").first().waitFor({ timeout: 10_000 });
    const hits = await fresh.page.locator(".search-page .search-hit a").evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute("href"))));
    assert.ok(hits.some((href) => href.startsWith("/guide/basics/first")), `hits: ${JSON.stringify(hits)}`);
    await fresh.context.close();
  });

  test("a broken edit shows its file:line:col over the last good page, and the fix clears it", async () => {
    const { page, context } = await open();
    await page.goto(`${base}/guide/basics/first`);
    await waitForHydration(page);
    const good = readFileSync(doc(), "utf8");
    writeFileSync(doc(), good.replace(/^---\n/, "---\nsidebar_position: 둘째\n"));
    const overlay = page.locator("#aolda-dev-overlay");
    await overlay.waitFor({ timeout: 30_000 });
    const text = await overlay.innerText();
    assert.match(text, /content\/docs\/guide\/01-basics\/01-first\.md:2:19/);
    assert.match(text, /sidebar_position/);
    assert.ok(await page.getByText("방금 고친 문단입니다.").isVisible(), "the last good page stays readable");
    writeFileSync(doc(), good);
    await page.waitForFunction(() => !document.getElementById("aolda-dev-overlay"), null, { timeout: 30_000 });
    await context.close();
  });

  test("a fix to new text clears the overlay with the rebuild, without a reload by hand", async () => {
    const { page, context } = await open();
    await page.goto(`${base}/guide/basics/first`);
    await waitForHydration(page);
    const good = readFileSync(doc(), "utf8");
    const edited = Date.now();
    writeFileSync(doc(), `${good}\n\n고치기 전 문단입니다.\n`);
    await page.getByText("고치기 전 문단입니다.").waitFor({ timeout: 30_000 });
    await page.waitForFunction((t) => performance.timeOrigin > t, edited, { timeout: 30_000 });
    await waitForHydration(page);
    writeFileSync(doc(), good.replace(/^---\n/, "---\nsidebar_position: 둘째\n"));
    const overlay = page.locator("#aolda-dev-overlay");
    await overlay.waitFor({ timeout: 30_000 });
    // The fix is not the last good text: the rebuild publishes new pages.
    const fixed = Date.now();
    writeFileSync(doc(), `${good}\n\n고친 뒤의 새 문단입니다.\n`);
    await page.getByText("고친 뒤의 새 문단입니다.").waitFor({ timeout: 30_000 });
    // The page reloads behind the new text; the reloaded page must not bring the old errors back.
    await page.waitForFunction((t) => performance.timeOrigin > t, fixed, { timeout: 30_000 });
    await waitForHydration(page);
    await page.waitForTimeout(1_500);
    assert.equal(await overlay.isVisible(), false, "the overlay is gone once the fix is built");
    assert.ok(await page.getByText("고친 뒤의 새 문단입니다.").isVisible());
    await context.close();
  });

  test("a deleted doc drops its route", async () => {
    const second = path.join(site, "content/docs/guide/01-basics/02-second.md");
    assert.equal((await fetch(`${base}/guide/basics/second`)).status, 200);
    unlinkSync(second);
    const deadline = Date.now() + 30_000;
    let status = 200;
    while (Date.now() < deadline && status === 200) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await fetch(`${base}/guide/basics/second`)).status;
    }
    assert.equal(status, 404);
  });
});

describe("cargo xtask dev on a Docusaurus site whose component throws", () => {
  let site;
  let stop;
  let base;
  const notice = () => path.join(site, "src/components/Notice.jsx");

  before(async () => {
    site = mkdtempSync(path.join(tmpdir(), "aolda-dev-docusaurus-"));
    const fixture = path.join(repo, "tests/fixtures/docusaurus");
    const outputs = new Set(["build", ".build-cache", "node_modules"].map((name) => path.join(fixture, name)));
    cpSync(fixture, site, { recursive: true, filter: (from) => !outputs.has(from) });
    ({ base, stop } = await startServer("dev", site, 180_000));
  });

  after(() => stop?.());

  test("shows the thrown message at the component's own line, keeps the other pages working, and clears on the fix", async () => {
    const { page, context } = await open();
    await page.goto(`${base}/reference/quotas`);
    await waitForHydration(page);
    const good = readFileSync(notice(), "utf8");
    const broken = good.replace("  return (", '  throw new Error("점검 공지를 그리지 못했습니다");\n  return (');
    assert.notEqual(broken, good);
    const line = broken.split("\n").findIndex((l) => l.includes("throw new Error")) + 1;
    writeFileSync(notice(), broken);
    const overlay = page.locator("#aolda-dev-overlay");
    await overlay.waitFor({ timeout: 60_000 });
    const text = await overlay.innerText();
    assert.match(text, /점검 공지를 그리지 못했습니다/);
    // The author's file and line (through the source maps), not generated code.
    assert.match(text, new RegExp(`src/components/Notice\\.jsx:${line}:`), text);
    assert.doesNotMatch(text, /\.build-cache|generated/, text);

    // A page without the component is served, hydrates and navigates as before.
    const other = await open();
    const response = await other.page.goto(`${base}/intro`);
    assert.equal(response?.status(), 200);
    await waitForHydration(other.page);
    assert.ok(await other.page.locator("article h1, main h1").first().isVisible());
    assert.deepEqual(other.problems, []);
    await other.context.close();

    writeFileSync(notice(), good);
    await page.waitForFunction(() => !document.getElementById("aolda-dev-overlay") || document.getElementById("aolda-dev-overlay").hidden, null, { timeout: 60_000 });
    await page.locator(".compat-notice").waitFor({ timeout: 30_000 });
    await context.close();
  });
});
