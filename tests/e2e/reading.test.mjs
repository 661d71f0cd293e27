// Reading features (issue 13), checked in Chromium on the fixture site
// (tests/fixtures/e2e-site): tabs, the table of contents on phones, code
// blocks and their colours.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests } from "./browser.mjs";

const { open, visit } = browserForTests();

/** The page with two tab sets of one group, titled code blocks and admonitions. */
const VM = "/guide/servers/connect";
/** Pages whose code blocks, together, use most token colours. */
const CODE_PAGES = [VM, "/tutorial/deploy", "/blog/deploy-notes"];
const selectedLabels = (page) =>
  page.locator('.tabs [role="tab"][aria-selected="true"]').evaluateAll((tabs) => tabs.map((t) => t.textContent));
// Tab clicks and keys are handled by code that loads on first use
// (runtime/contentActions), so the page changes a moment after the input.
const untilSelected = (page, label) =>
  page.waitForFunction(
    (label) => [...document.querySelectorAll('.tabs [role="tab"][aria-selected="true"]')].every((t) => t.textContent === label),
    label,
  );
const untilFocused = (page, label) => page.waitForFunction((label) => document.activeElement?.textContent === label, label);

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
    await untilSelected(page, "Windows");
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
    await untilFocused(page, "Windows");
    assert.deepEqual(await selectedLabels(page), ["Windows", "Windows"]);
    await page.keyboard.press("ArrowRight"); // wraps around
    await untilFocused(page, "macOS / Linux");
    await page.keyboard.press("End");
    await untilFocused(page, "Windows");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected")), "true");
    await page.keyboard.press("Home");
    await untilFocused(page, "macOS / Linux");
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

/** WCAG contrast of two computed `rgb(…)` colours. */
function contrast(a, b) {
  const luminance = (rgb) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Each token class on the page with its computed colour and its line's background. */
const tokenColours = (page) =>
  page.locator(".code-block [class^='tk-']").evaluateAll((spans) => {
    const seen = new Map();
    for (const span of spans) {
      if (seen.has(span.className)) continue;
      const line = span.closest(".code-line");
      const block = span.closest(".code-block");
      const bg = getComputedStyle(line).backgroundColor;
      const background = bg === "rgba(0, 0, 0, 0)" ? getComputedStyle(block).backgroundColor : bg;
      seen.set(span.className, { colour: getComputedStyle(span).color, background });
    }
    return [...seen].map(([cls, v]) => ({ cls, ...v }));
  });

describe("code blocks", () => {
  test("code is highlighted in the HTML, with no highlighter script", async () => {
    const { context, page } = await visit("/tutorial/deploy");
    const html = await (await page.request.get(page.url())).text();
    assert.match(html, /<span class="tk-t">apiVersion<\/span>/);
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((r) => r.name).filter((n) => /prism|shiki|highlight/i.test(n)));
    assert.deepEqual(scripts, []);
    await context.close();
  });

  for (const theme of ["light", "dark"]) {
    test(`${theme} mode: every token colour on the site's pages reads at 4.5:1 or more`, async () => {
      const { context, page } = await visit(VM);
      await page.evaluate((t) => localStorage.setItem("theme", t), theme);
      const seen = new Map();
      for (const path of CODE_PAGES) {
        await page.goto(BASE_URL + path);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
        for (const token of await tokenColours(page)) seen.set(`${path} ${token.cls}`, token);
      }
      assert.ok(seen.size >= 8, `only ${seen.size} token classes seen`);
      const weak = [...seen].filter(([, t]) => contrast(t.colour, t.background) < 4.5).map(([k, t]) => `${k}: ${t.colour} on ${t.background}`);
      assert.deepEqual(weak, []);
      if (theme === "dark") {
        // The dark palette is in force: keywords and strings are Dracula's purple and pink.
        const colours = new Set([...seen.values()].map((t) => t.colour));
        assert.ok(colours.has("rgb(255, 133, 204)"), [...colours].join(" "));
        const block = await page.locator(".code-block").first().evaluate((b) => getComputedStyle(b).backgroundColor);
        assert.equal(block, "rgb(40, 42, 54)");
      }
      await context.close();
    });
  }

  test("the copy button copies the commands without prompts or output", async () => {
    const { context, page } = await visit(VM, { permissions: ["clipboard-read", "clipboard-write"] });
    const block = page.locator(".code-block", { has: page.locator("figcaption", { hasText: /^접속$/ }) });
    assert.equal(await block.locator(".code-prompt").first().textContent(), "$ ");
    assert.equal(await block.locator(".code-line.is-output").count(), 4);
    await block.hover();
    await block.getByRole("button", { name: "코드 복사" }).click();
    await page.waitForFunction(() => document.querySelector(".code-button[aria-label='복사됨']"));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "ssh -i ~/.ssh/practice ubuntu@203.0.113.10");
    // A block without prompts copies exactly its code.
    const config = page.locator(".code-block", { has: page.locator("figcaption", { hasText: "~/.ssh/config" }) });
    await config.hover();
    await config.getByRole("button", { name: "코드 복사" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".code-button[aria-label='복사됨']").length > 0);
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      "Host practice\n    HostName 203.0.113.10\n    User ubuntu\n    IdentityFile ~/.ssh/practice",
    );
    await context.close();
  });

  test("code reads from the left edge inside a centred section (a home page's), as Docusaurus' lines do", async () => {
    const { context, page } = await visit(VM);
    const block = page.locator(".code-block", { has: page.locator("figcaption", { hasText: "~/.ssh/config" }) });
    const align = await block.evaluate((b) => {
      /** @type {HTMLElement} */ (b.parentElement).style.textAlign = "center";
      return getComputedStyle(/** @type {Element} */ (b.querySelector(".code-line"))).textAlign;
    });
    assert.equal(align, "left");
    await context.close();
  });

  test("a line range highlights its line; long lines scroll or wrap by the reader's choice", async () => {
    const { context, page } = await visit(VM, { viewport: { width: 390, height: 800 } });
    const config = page.locator(".code-block", { has: page.locator("figcaption", { hasText: "~/.ssh/config" }) });
    assert.deepEqual(await config.locator(".code-line").evaluateAll((ls) => ls.map((l) => l.classList.contains("is-highlighted"))), [false, false, false, true]);
    const ssh = page.locator(".code-block", { has: page.locator("figcaption", { hasText: /^접속$/ }) });
    const pre = ssh.locator("pre");
    const scrolls = () => pre.evaluate((p) => p.scrollWidth > p.clientWidth);
    assert.equal(await scrolls(), true);
    const wrap = ssh.getByRole("button", { name: "줄 바꿈" });
    await wrap.click();
    // The handlers load on first use: the press lands once they have.
    await wrap.and(page.locator('[aria-pressed="true"]')).waitFor();
    assert.equal(await scrolls(), false);
    await context.close();
  });
});
