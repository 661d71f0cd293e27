// `cargo xtask dev` latency in Chromium, from saving a file to the change on
// screen. `node bench/dev-latency.mjs REPO SITE DOC PAGE RUNS [THEME_CSS]`
// starts the dev server on SITE, opens PAGE, appends a paragraph to DOC RUNS
// times (waiting each time for the new text to be visible) and, given
// THEME_CSS, adds a rule to it RUNS times (waiting for it to apply), then
// restores both files. Prints JSON: { markdownMs: [...], themeMs: [...] }.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { launch, openPage } from "../../tests/e2e/chromium.mjs";

const [repo, site, doc, pagePath, runsText, themeCss] = process.argv.slice(2);
const runs = Number(runsText);
const docFile = path.join(site, doc);
const originalDoc = readFileSync(docFile, "utf8");
const originalCss = themeCss ? readFileSync(themeCss, "utf8") : null;

const server = spawn("cargo", ["xtask", "dev", "--port", "0", "--site", site], { cwd: repo, stdio: ["ignore", "pipe", "inherit"] });
const base = await new Promise((resolve, reject) => {
  let seen = "";
  server.stdout.on("data", (chunk) => {
    seen += chunk;
    const found = seen.match(/dev server: (http:\/\/127\.0\.0\.1:\d+)\//);
    if (found) resolve(found[1]);
  });
  server.once("exit", (code) => reject(new Error(`dev server exited (${code})`)));
});
const browser = await launch();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** @type {{ markdownMs: number[], themeMs: number[] }} */
const result = { markdownMs: [], themeMs: [] };
try {
  const { page } = await openPage(browser);
  await page.goto(base + pagePath);
  await settle();
  for (let i = 0; i < runs; i++) {
    const marker = `측정용 문단 ${Date.now()}-${i}`;
    const started = Date.now();
    writeFileSync(docFile, `${readFileSync(docFile, "utf8")}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({ timeout: 60_000 });
    // The wait above polls ever more slowly (Playwright backs off to 500 ms), so
    // its end says little about when the text appeared. The dev client shows a
    // content change in place and notes the time it was on screen (after the
    // next frame) before the page reloads behind it; when it reloads instead,
    // the text is in the reloaded page's pre-rendered HTML, on screen from its
    // first contentful paint. Both are read from the reloaded page, on the
    // system clock both processes share.
    const shown = await onReloadedPage(page, started, () => {
      const noted = Number(sessionStorage.getItem("aolda-dev-shown"));
      sessionStorage.removeItem("aolda-dev-shown");
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { noted, painted: performance.timeOrigin + (paint ? paint.startTime : performance.now()) };
    }).then(({ noted, painted }) => (noted > started ? Math.min(noted, painted) : painted));
    result.markdownMs.push(Math.round(shown - started));
    await settle();
  }
  for (let i = 0; themeCss && i < runs; i++) {
    const value = String(1000 + i);
    const started = performance.now();
    writeFileSync(themeCss, `${readFileSync(themeCss, "utf8")}\n:root { --dev-latency-probe: ${value}; }\n`);
    await page.waitForFunction(
      (want) => getComputedStyle(document.documentElement).getPropertyValue("--dev-latency-probe").trim() === want,
      value,
      { timeout: 60_000, polling: "raf" },
    ).catch(async (error) => {
      // A reload during the wait destroys the page's context: wait again on the new page.
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForFunction(
        (want) => getComputedStyle(document.documentElement).getPropertyValue("--dev-latency-probe").trim() === want,
        value,
        { timeout: 60_000, polling: "raf" },
      );
    });
    result.themeMs.push(Math.round(performance.now() - started));
    await settle();
  }
} finally {
  writeFileSync(docFile, originalDoc);
  if (originalCss !== null) writeFileSync(themeCss, originalCss);
  await settle();
  await browser.close();
  server.kill("SIGINT");
}
console.log(JSON.stringify(result));

/** `read` evaluated in the page once it is one loaded after `since` (ms since the epoch), across reloads. */
async function onReloadedPage(page, since, read) {
  for (;;) {
    try {
      await page.waitForFunction((t) => performance.timeOrigin > t && document.readyState !== "loading", since, { timeout: 60_000 });
      return await page.evaluate(read);
    } catch (error) {
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
}
