// Debian's Chromium driven by playwright-core: launching it, opening a page
// that records what went wrong on it. Free of node:test, so that scripts
// that are not tests (ui/bench) use it too; tests import browser.mjs.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

// playwright-core is a dev dependency of ui/, resolved from its node_modules.
export const requireUi = createRequire(new URL("../../ui/package.json", import.meta.url));
const { chromium } = requireUi("playwright-core");

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launch() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * A page that records console errors/warnings and failed requests
 * (`problems`), and its console errors and uncaught exceptions (`errors`).
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  // The tests never leave this machine: a file of another host (Google's
  // analytics script, a remote logo) is answered empty, as if it loaded.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/plain", body: "" }),
  );
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    // A missing page's own 404 is the browser's report of a visit a test chose, not an error of ours.
    const visitedMissingPage = msg.text().startsWith("Failed to load resource") && msg.location().url === page.url();
    if (msg.type() === "error" && !visitedMissingPage) errors.push(`console error at ${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => {
    problems.push(`pageerror: ${error.message}`);
    errors.push(`uncaught at ${page.url()}: ${error.message}`);
  });
  return { context, page, problems, errors };
}

/** Resolves when React has hydrated the page and run its first effects (App marks <html>). */
export async function waitForHydration(page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}
