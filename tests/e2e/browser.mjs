// Shared browser setup for the end-to-end tests: Debian's Chromium driven by
// playwright-core against the site served at BASE_URL.
import { readFileSync } from "node:fs";
import { after, afterEach, before } from "node:test";

import { launch, openPage as openRecordingPage, requireUi, waitForHydration } from "./chromium.mjs";

export { CHROMIUM, launch, waitForHydration } from "./chromium.mjs";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

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
 * A page as chromium.mjs opens it, watched by the after-each check above.
 * `expectErrors(pattern)` lets errors matching it pass the check, for tests
 * that provoke them.
 */
export async function openPage(browser, options = {}) {
  const opened = await openRecordingPage(browser, options);
  /** @type {RegExp[]} */
  const expected = [];
  watched.push({ errors: opened.errors, expected });
  const expectErrors = (pattern) => expected.push(pattern);
  return { ...opened, expectErrors };
}

/**
 * Imports a dependency-free TypeScript module of ui/src (e.g. "search/terms.ts"),
 * compiled with the esbuild the ui already uses, to test it against Rust.
 */
export async function importUiModule(file) {
  const esbuild = requireUi("esbuild");
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
