// Diagrams, math and image zoom on the fixture site's docs/intro/figures.md:
// the Mermaid block is drawn (light and dark) from the source the page
// carries, the formulas are KaTeX's HTML from the build (shown with scripts
// off, no math script fetched), and an image opens in a dialog by keyboard.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests } from "./browser.mjs";

const { open, visit } = browserForTests();

const PAGE = "/intro/figures";

/** The script and stylesheet files the page fetched. */
function fetched(page) {
  const urls = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

describe("figures", () => {
  test("the diagram's source is in the page, and it is drawn in either colour mode", async () => {
    const html = await (await fetch(BASE_URL + PAGE)).text();
    assert.match(html, /<pre class="mermaid-source"[^>]*><code>flowchart LR\n {2}사용자 --&gt; 라우터/);
    for (const theme of ["light", "dark"]) {
      // No error expected, the CSP's included: Mermaid's stylesheet reaches
      // its drawing through the CSSOM, never as an inline <style>.
      const { context, page, problems } = await open();
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(BASE_URL + PAGE);
      const svg = page.locator("figure.mermaid.is-drawn > svg");
      await svg.waitFor({ timeout: 30_000 });
      const box = await svg.boundingBox();
      assert.ok(box && box.width > 100 && box.height > 30, `${theme}: the diagram has a size (${JSON.stringify(box)})`);
      assert.ok(await svg.getByText("웹 서버").isVisible(), `${theme}: a node's label shows`);
      assert.equal(await page.locator(".mermaid-source").isVisible(), false, `${theme}: the source gives way to the drawing`);
      // Mermaid's styles reached the drawing although the CSP refuses inline ones: nodes are filled.
      const fill = await svg.locator(".node rect, .node path").first().evaluate((node) => getComputedStyle(node).fill);
      assert.notEqual(fill, "rgb(0, 0, 0)", `${theme}: nodes are not unstyled black`);
      // The labels were measured with Mermaid's rules applied: each sits inside its node, not at its top.
      const inside = await svg.locator(".node").first().evaluate((node) => {
        const shape = node.querySelector("rect, path, polygon").getBoundingClientRect();
        const label = node.querySelector(".label, text").getBoundingClientRect();
        return label.top >= shape.top - 1 && label.bottom <= shape.bottom + 1 && label.height > 0;
      });
      assert.ok(inside, `${theme}: a node's label sits inside its box`);
      assert.deepEqual(problems, [], `${theme}: no console error, none from the CSP`);
      await context.close();
    }
  });

  test("the formulas are the build's HTML: shown with scripts off, and no math script is fetched", async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    const urls = fetched(page);
    await page.goto(BASE_URL + PAGE);
    const inline = page.locator("span.math:not(.math-display) .katex").first();
    assert.ok(await inline.isVisible(), "inline math shows");
    const display = page.locator(".math-display .katex-display");
    assert.ok(await display.isVisible(), "display math shows");
    // KaTeX's layout took effect (its stylesheet, its fonts and the formula classes): the fraction stands taller than a line.
    const box = await display.boundingBox();
    assert.ok(box && box.height > 40, `the displayed formula is laid out (${JSON.stringify(box)})`);
    const font = await page.locator(".math-display .mord.mathnormal").first().evaluate((e) => getComputedStyle(e).fontFamily);
    assert.match(font, /KaTeX_Math/);
    assert.ok(!urls.some((u) => /katex|mermaid/i.test(u) && u.endsWith(".js")), `no math or diagram script: ${urls.join(" ")}`);
    assert.ok(urls.some((u) => /^\/assets\/katex-[0-9a-f]+\.css$/.test(u)), "KaTeX's stylesheet is fetched");
    await context.close();
  });

  test("a page without math fetches no KaTeX file", async () => {
    const { context, page } = await open();
    const urls = fetched(page);
    await page.goto(BASE_URL + "/intro");
    await page.waitForLoadState("networkidle");
    // (A neighbour page in the sidebar may be prefetched when idle, its small Mermaid component with it.)
    assert.deepEqual(urls.filter((u) => /katex|\/math-|mermaidDraw|mermaid\.core|imageZoom/i.test(u)), []);
    await context.close();
  });

  test("an image opens larger by keyboard and closes with Escape, focus back on it", async () => {
    const { context, page } = await visit(PAGE);
    assert.equal(await page.locator("a button.zoom, a .zoom").count(), 0, "a linked image is not zoomable");
    assert.equal(await page.locator('.zoom img[alt="확대하지 않는 로고"]').count(), 0, "a no-zoom image is left alone");
    const zoom = page.locator("button.zoom").first();
    await zoom.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog.zoom-dialog[open]");
    await dialog.waitFor();
    assert.equal(await dialog.locator("img").getAttribute("alt"), "연습용 네트워크 구성도");
    assert.ok(await page.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus is in the dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" }).catch(() => undefined);
    assert.equal(await page.locator("dialog.zoom-dialog[open]").count(), 0, "Escape closes it");
    assert.ok(await zoom.evaluate((b) => document.activeElement === b), "focus is back on the image's button");
    // A click opens it; a click closes it.
    await zoom.click();
    await dialog.waitFor();
    await page.mouse.click(10, 10);
    assert.equal(await page.locator("dialog.zoom-dialog[open]").count(), 0, "a click closes it");
    await context.close();
  });
});
