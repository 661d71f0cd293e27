// Accessibility checked by machine: axe-core's full rule set (best practices
// included) on every page type, in both colour modes, at desktop and phone
// widths, with the mobile menu and the search dialog open and closed; focus
// rings measured for contrast; motion turned off for prefers-reduced-motion.
// On the fixture site (tests/fixtures/e2e-site), so a content edit cannot break it.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, test } from "node:test";

import { BASE_URL, browserForTests, waitForHydration } from "./browser.mjs";

const { open, visit } = browserForTests();

// axe-core is a dev dependency of ui/ (never shipped). The site's CSP allows no
// foreign script, so the test contexts bypass it to inject axe.
const AXE_PATH = createRequire(new URL("../../ui/package.json", import.meta.url)).resolve("axe-core/axe.min.js");

/** Where the mobile menu and the search dialog are opened too: each kind of menu (doc sidebar or links). */
const WITH_OPEN_PANELS = new Set(["home", "doc", "post", "search"]);

/** A doc with tabs, titled code blocks, an admonition and headings of levels 2 and 3. */
const DOC = "/guide/servers/connect";
/** A post with an image and a code block. */
const POST = "/blog/first-server";

const PAGES = {
  home: "/",
  doc: DOC,
  glossary: "/intro/glossary",
  // A drawn Mermaid diagram, KaTeX's formulas and zoomable images.
  figures: "/intro/figures",
  "blog list": "/blog",
  post: POST,
  tags: "/blog/tags",
  tag: "/blog/tags/practice",
  authors: "/blog/authors",
  author: "/blog/authors/test-team",
  archive: "/blog/archive",
  search: `/search?q=${encodeURIComponent("서버 접속")}`,
  "404": "/no/such/page",
};

/**
 * The violations axe finds on the page as it is now, one line each. Every rule
 * axe has runs, best practices and rules off by default included, except the
 * AAA ones (WCAG does not ask AAA of whole sites; e.g. 7:1 text contrast).
 */
async function violations(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const rules = window.axe.getRules().filter((rule) => !rule.tags.includes("wcag2aaa"));
    if (rules.length < 90) throw new Error(`axe offers only ${rules.length} rules`);
    const { violations } = await window.axe.run(document, {
      runOnly: { type: "rule", values: rules.map((rule) => rule.ruleId) },
      resultTypes: ["violations"],
    });
    return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(" ")}: ${node.failureSummary}`));
  });
}

/** A fresh context in a colour mode and width, with the CSP bypassed for axe. */
async function openIn(theme, width) {
  const opened = await open({ viewport: { width, height: 900 }, bypassCSP: true });
  await opened.context.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
  return opened;
}

async function load(page, path) {
  await page.goto(BASE_URL + path);
  await waitForHydration(page);
}

describe("axe finds no violation", () => {
  for (const theme of ["light", "dark"]) {
    for (const width of [1280, 390]) {
      test(`on every page type, ${theme}, ${width} px, also with the ${width < 997 ? "menu and the " : ""}search dialog open`, async () => {
        const { context, page } = await openIn(theme, width);
        const found = [];
        const check = async (state) => found.push(...(await violations(page)).map((v) => `${state}: ${v}`));
        for (const [kind, path] of Object.entries(PAGES)) {
          await load(page, path);
          assert.equal(await page.getAttribute("html", "data-theme"), theme);
          if (kind === "search") await page.locator(".search-page .search-hit").first().waitFor();
          if (kind === "figures") await page.locator("figure.mermaid.is-drawn > svg").waitFor({ timeout: 30_000 });
          await check(kind);
          if (!WITH_OPEN_PANELS.has(kind)) continue;

          if (width < 997) {
            await page.locator(".navbar-menu-button").click();
            await page.locator("#navbar-sidebar").waitFor();
            await check(`${kind}, menu open`);
            // A doc page's menu opens on its sidebar; the other panel is one button away.
            if (await page.locator("#navbar-sidebar .doc-sidebar").count()) {
              await page.locator(".navbar-sidebar-back").click();
              await page.locator("#navbar-sidebar .navbar-sidebar-links").waitFor();
              await check(`${kind}, menu open on the main links`);
            }
            await page.keyboard.press("Escape");
            await page.locator("#navbar-sidebar").waitFor({ state: "detached" });
          }

          await page.locator(".search-button").click();
          await page.locator(".search-dialog .search-input").fill("네트워크");
          await page.locator(".search-dialog .search-hit").first().waitFor();
          await page.waitForFunction(() => !document.querySelector(".search-hit-pending"));
          await check(`${kind}, search dialog open`);
          await page.keyboard.press("Escape");
          await page.locator(".search-dialog").waitFor({ state: "detached" });
        }
        // And after a client-side navigation, with the live region speaking.
        await page.locator('.navbar-links a[href="/guide"], #main a[href="/guide"]').first().evaluate((a) => a.click());
        await page.waitForFunction(() => document.getElementById("route-announcer").textContent !== "");
        await check("after a client-side navigation");
        assert.deepEqual(found, [], `\n${found.join("\n")}`);
        await context.close();
      });
    }
  }
});

// WCAG contrast of two sRGB colours given as [r, g, b] in 0–255.
function contrast(a, b) {
  const luminance = ([r, g, b]) => {
    const [lr, lg, lb] = [r, g, b].map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Where the focus ring of the focused element is drawn: its style, and the
 * colours it is drawn on (the backgrounds behind the element, composited; every
 * stop of a gradient).
 */
function focusRing() {
  const element = document.activeElement;
  if (!element || element === document.body || element.dataset.ringSeen) return null;
  element.dataset.ringSeen = "";
  const style = getComputedStyle(element);
  const rgba = (text) => text.match(/[\d.]+/g).map(Number);
  const stops = (image) => (image.match(/rgba?\([^)]*\)/g) ?? []).map(rgba);
  // Backgrounds from the parent up, until an opaque one.
  const layers = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const own = getComputedStyle(node);
    const gradient = stops(own.backgroundImage);
    if (gradient.length) {
      layers.push(gradient);
      break;
    }
    const colour = rgba(own.backgroundColor);
    if ((colour[3] ?? 1) > 0) layers.push([colour]);
    if ((colour[3] ?? 1) >= 1) break;
  }
  layers.push([[255, 255, 255, 1]]); // the canvas under everything
  // Composite from the bottom layer up (a gradient contributes each stop).
  let behind = layers.pop();
  while (layers.length) {
    const layer = layers.pop();
    behind = layer.flatMap(([r, g, b, a = 1]) => behind.map(([br, bg, bb]) => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)]));
  }
  return {
    name: `${element.tagName.toLowerCase()}.${element.className} "${(element.getAttribute("aria-label") ?? element.textContent).trim().slice(0, 24)}"`,
    outline: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    colour: rgba(style.outlineColor).slice(0, 3),
    behind,
  };
}

/** Tabs through the page's stops (at most `limit`, until focus leaves or comes round), returning each one's ring. */
async function ringsByTab(page, limit = 200) {
  const rings = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(focusRing);
    if (!ring) break;
    rings.push(ring);
  }
  return rings;
}

function weakRings(rings) {
  return rings.flatMap((ring) => {
    if (ring.outline === "none" || ring.width < 2) return [`${ring.name}: no ring (${ring.outline} ${ring.width}px)`];
    const worst = Math.min(...ring.behind.map((colour) => contrast(ring.colour, colour)));
    return worst < 3 ? [`${ring.name}: ring rgb(${ring.colour}) on rgb(${ring.behind[0].map(Math.round)}) is ${worst.toFixed(2)}:1`] : [];
  });
}

describe("focus rings", () => {
  for (const theme of ["light", "dark"]) {
    test(`are at least 2 px and 3:1 against their background on every stop, ${theme}`, async () => {
      const problems = [];
      let count = 0;
      for (const [width, paths] of [
        [1280, ["/", DOC, POST, `/search?q=${encodeURIComponent("서버")}`]],
        [390, ["/no/such/page"]],
      ]) {
        const { context, page } = await openIn(theme, width);
        for (const path of paths) {
          await load(page, path);
          if (path.startsWith("/search")) await page.locator(".search-page .search-hit").first().waitFor();
          const rings = await ringsByTab(page);
          assert.ok(rings.length > 10, `${path}: only ${rings.length} stops`);
          count += rings.length;
          problems.push(...weakRings(rings).map((p) => `${width} ${path}: ${p}`));
        }
        // The open mobile menu and search dialog.
        if (width < 997) {
          await load(page, DOC);
          await page.locator(".navbar-menu-button").click();
          await page.locator("#navbar-sidebar").waitFor();
          const rings = await ringsByTab(page);
          problems.push(...weakRings(rings).map((p) => `menu: ${p}`));
          await page.keyboard.press("Escape");
          await page.locator("#navbar-sidebar").waitFor({ state: "detached" });
        }
        await page.locator(".search-button").click();
        await page.locator(".search-dialog .search-input").fill("보안");
        await page.locator(".search-dialog .search-hit").first().waitFor();
        problems.push(...weakRings(await ringsByTab(page)).map((p) => `${width} search dialog: ${p}`));
        await context.close();
      }
      assert.ok(count > 150, `only ${count} focus stops checked`);
      assert.deepEqual(problems, [], `\n${problems.join("\n")}`);
    });
  }
});

describe("prefers-reduced-motion", () => {
  async function slowNavigation(reducedMotion) {
    const opened = await open({ reducedMotion });
    // No prefetch (data saving), and the next page's chunk takes its time.
    await opened.page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true }),
    );
    await opened.page.route("**/assets/page-guide_networking-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await load(opened.page, "/guide");
    await opened.page.locator('.doc-sidebar-column a[href="/guide/networking"]').evaluate((a) => a.click());
    const bar = opened.page.locator("#nprogress .bar");
    await bar.waitFor({ timeout: 2000 });
    const sample = () => bar.evaluate((el) => ({ transform: el.style.transform, duration: getComputedStyle(el).transitionDuration }));
    const first = await sample();
    await opened.page.waitForTimeout(1200);
    return { ...opened, first, later: await sample() };
  }

  test("stills the progress bar: no transition, no creeping", async () => {
    const { context, first, later } = await slowNavigation("reduce");
    assert.equal(first.duration, "0s");
    assert.equal(later.transform, first.transform, "the bar stays where it started");
    await context.close();
  });

  test("without it the bar glides and creeps (the control)", async () => {
    const { context, first, later } = await slowNavigation("no-preference");
    assert.equal(first.duration, "0.2s");
    assert.notEqual(later.transform, first.transform);
    await context.close();
  });

  test("turns smooth scrolling and the sidebar's arrow turn off", async () => {
    for (const [reducedMotion, scroll, turn] of [
      ["reduce", "auto", "0s"],
      ["no-preference", "smooth", "0.15s"],
    ]) {
      const { context, page } = await visit("/guide", { reducedMotion });
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), scroll);
      const arrow = await page.locator(".doc-sidebar-column .sidebar-toggle").first().evaluate((el) => getComputedStyle(el, "::before").transitionDuration);
      assert.equal(arrow, turn);
      await context.close();
    }
  });
});

describe("names", () => {
  test("the search button's name, as Chromium computes it, holds what it shows, at every width", async () => {
    for (const [width, name] of [
      [1280, "검색 Ctrl K"],
      [390, "검색"],
    ]) {
      const { context, page } = await visit("/", { viewport: { width, height: 800 } });
      const button = page.locator(".search-button");
      const label = await button.locator(".search-button-label").boundingBox();
      assert.equal(label.width > 1, width > 996, "the label shows on wide screens only");
      if (width > 996) assert.equal((await button.innerText()).replace(/\s+/g, " ").trim(), name);
      const { nodes } = await (await context.newCDPSession(page)).send("Accessibility.getFullAXTree");
      const names = nodes.filter((node) => node.role?.value === "button").map((node) => node.name?.value);
      assert.ok(names.includes(name), `buttons at ${width}px: ${names.join(", ")}`);
      await context.close();
    }
  });
});
