// Shared browser setup for the end-to-end tests: Debian's Chromium driven by
// playwright-core against the site served at BASE_URL.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { after, afterEach, before } from "node:test";

// playwright-core is a dev dependency of ui/, resolved from its node_modules.
const require = createRequire(new URL("../../ui/package.json", import.meta.url));
const { chromium } = require("playwright-core");

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";
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

// Every page a test opens is watched: a console error or an uncaught exception
// fails the test that was running, unless the page was told to expect it.
const watched = [];
afterEach(() => {
  const unexpected = watched
    .splice(0)
    .flatMap(({ errors, expected }) => errors.filter((error) => !expected.some((pattern) => pattern.test(error))));
  if (unexpected.length > 0) {
    throw new Error(`the page logged errors:\n  ${unexpected.join("\n  ")}`);
  }
});

/**
 * A page that records console errors/warnings and failed requests
 * (`problems`). `expectErrors(pattern)` lets errors matching it pass the
 * after-each check, for tests that provoke them.
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  /** @type {{ errors: string[], expected: RegExp[] }} */
  const watch = { errors: [], expected: [] };
  watched.push(watch);
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
    // A missing page's own 404 is the browser's report of a visit a test chose, not an error of ours.
    const visitedMissingPage = msg.text().startsWith("Failed to load resource") && msg.location().url === page.url();
    if (msg.type() === "error" && !visitedMissingPage) watch.errors.push(`console error at ${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => {
    problems.push(`pageerror: ${error.message}`);
    watch.errors.push(`uncaught at ${page.url()}: ${error.message}`);
  });
  const expectErrors = (pattern) => watch.expected.push(pattern);
  return { context, page, problems, expectErrors };
}

/** Resolves when React has hydrated the page and run its first effects (App marks <html>). */
export async function waitForHydration(page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Imports a dependency-free TypeScript module of ui/src (e.g. "search/terms.ts"),
 * compiled with the esbuild the ui already uses, to test it against Rust.
 */
export async function importUiModule(file) {
  const esbuild = require("esbuild");
  const source = readFileSync(new URL(`../../ui/src/${file}`, import.meta.url), "utf8");
  const { code } = await esbuild.transform(source, { loader: "ts", format: "esm" });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

/**
 * Launches Chromium before a test file's tests and closes it after. `open`
 * gives a fresh page (see `openPage`); `visit` also loads `path`, hydrated.
 */
export function browserForTests() {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  const open = (options = {}) => openPage(browser, options);
  const visit = async (path, options = {}) => {
    const opened = await open(options);
    await opened.page.goto(BASE_URL + path);
    await waitForHydration(opened.page);
    return opened;
  };
  return { open, visit };
}

/**
 * The title (`<main>`'s h1) of the pre-rendered page at `path`, read off the
 * page itself, so that tests name pages by path and survive a content edit.
 */
export async function titleOf(path) {
  const html = await (await fetch(BASE_URL + path)).text();
  const h1 = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!h1) throw new Error(`${path} has no <h1> in its <main>`);
  const entities = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
  return h1[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => entities[name])
    .trim();
}
