// Reading features (issue 13), checked in Chromium on the real site: tabs,
// the table of contents on phones, code blocks and their colours.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests } from "./browser.mjs";

const { open, visit } = browserForTests();

const VM = "/guide/compute/create-vm";
const selectedLabels = (page) =>
  page.locator('.tabs [role="tab"][aria-selected="true"]').evaluateAll((tabs) => tabs.map((t) => t.textContent));

describe("tabs", () => {
  test("every panel is in the pre-rendered HTML and the default tab shows first", async () => {
    const { context, page, problems } = await visit(VM);
    const html = await (await page.request.get(page.url())).text();
    for (const text of ["터미널에서 키 만들기", "PowerShell에서 키 만들기", "PowerShell에서 접속"]) assert.ok(html.includes(text), text);
    assert.deepEqual(await selectedLabels(page), ["macOS / Linux", "macOS / Linux"]);
    assert.equal(await page.getByText("PowerShell에서 키 만들기").isVisible(), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a choice switches every tab set of the group and is remembered under docusaurus.tab.<groupId>", async () => {
    const { context, page } = await visit(VM);
    await page.locator('.tabs [role="tab"]', { hasText: "Windows" }).first().click();
    assert.deepEqual(await selectedLabels(page), ["Windows", "Windows"]);
    assert.equal(await page.getByText("PowerShell에서 접속").isVisible(), true);
    assert.equal(await page.getByText("터미널에서 키 만들기").isVisible(), false);
    assert.equal(await page.evaluate(() => localStorage.getItem("docusaurus.tab.os")), "windows");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await page.waitForFunction(() => document.querySelector('.tabs [aria-selected="true"]')?.textContent === "Windows");
    assert.deepEqual(await selectedLabels(page), ["Windows", "Windows"]);
    await context.close();
  });

  test("keyboard: arrows move and select, Home/End jump, only the selected tab is in the tab order", async () => {
    const { context, page } = await visit(VM);
    const first = page.locator(".tabs").first();
    await first.locator('[role="tab"][aria-selected="true"]').focus();
    assert.deepEqual(await first.locator('[role="tab"]').evaluateAll((ts) => ts.map((t) => t.tabIndex)), [0, -1]);
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Windows");
    assert.deepEqual(await selectedLabels(page), ["Windows", "Windows"]);
    await page.keyboard.press("ArrowRight"); // wraps around
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "macOS / Linux");
    await page.keyboard.press("End");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected")), "true");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Windows");
    await page.keyboard.press("Home");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "macOS / Linux");
    // The panel is labelled by its tab and reachable next.
    const panel = await page.evaluate(() => {
      const tab = document.activeElement;
      const panel = document.getElementById(tab.getAttribute("aria-controls"));
      return { labelledBy: panel.getAttribute("aria-labelledby") === tab.id, hidden: panel.hidden, role: panel.getAttribute("role") };
    });
    assert.deepEqual(panel, { labelledBy: true, hidden: false, role: "tabpanel" });
    await context.close();
  });

  test("without scripting every panel shows under its label", async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    await page.goto(BASE_URL + VM);
    assert.equal(await page.locator(".tabs").first().isVisible(), false);
    assert.equal(await page.getByText("PowerShell에서 키 만들기").isVisible(), true);
    assert.equal(await page.getByText("터미널에서 키 만들기").isVisible(), true);
    assert.equal(await page.locator(".tabs-panel-label", { hasText: "Windows" }).first().isVisible(), true);
    await context.close();
  });
});

describe("table of contents on phones", () => {
  for (const [width, mobile] of [[996, true], [997, false]]) {
    test(`at ${width} px the ${mobile ? "collapsed panel" : "side column"} shows`, async () => {
      const { context, page } = await visit(VM, { viewport: { width, height: 800 } });
      const panel = page.locator("details.toc-mobile");
      assert.equal(await panel.isVisible(), mobile);
      assert.equal(await page.locator(".doc-toc-column .toc").isVisible(), !mobile);
      if (mobile) {
        assert.equal(await panel.locator("summary").textContent(), "이 페이지에서");
        assert.equal(await panel.getAttribute("open"), null);
        assert.equal(await panel.locator("a").first().isVisible(), false);
        await panel.locator("summary").click();
        const link = panel.locator("a", { hasText: "SSH로 접속하기" });
        await link.click();
        await page.waitForURL(/#ssh로-접속하기$|#ssh%EB%A1%9C/);
        assert.equal(await panel.getAttribute("open"), null);
      }
      await context.close();
    });
  }
});
