// Search latency in Chromium, keystroke by keystroke, on a served site.
// `node bench/search-latency.mjs BASE_URL query…` prints JSON:
// { queries: { query: [ms per keystroke…] }, coldMs, warmMedianMs, warmMaxMs,
//   excerptsMedianMs, excerptsMaxMs, downloadedKB }.
// Each keystroke is timed inside the page, from the input event to the ranked
// results (titles, or the no-result message) for that text being on screen,
// and to their sections and excerpts being there too.
import { launch, openPage, waitForHydration } from "../../tests/e2e/chromium.mjs";

const [base, ...queries] = process.argv.slice(2);
const browser = await launch();
const { context, page } = await openPage(browser);
// Bodies are read as they arrive and all awaited before the total is taken
// (counting only those read by the end undercounted the last chunks).
const bodies = [];
page.on("response", (response) => {
  if (new URL(response.url()).pathname.includes("/search-index/")) {
    bodies.push(response.body().then((b) => b.length, () => 0));
  }
});
await page.goto(`${base}/search`);
await waitForHydration(page);

/** @param {string} text */
async function keystroke(text) {
  return page.evaluate(async (text) => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector("#search-page-input"));
    const status = /** @type {Element} */ (document.querySelector(".search-page .search-status"));
    const setValue = /** @type {(this: HTMLInputElement, value: string) => void} */ (Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set);
    const done = () => {
      const shown = status.textContent ?? "";
      return shown.includes(`‘${text.trim()}’`) && !shown.includes("찾는 중");
    };
    const started = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    if (!text.trim()) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [0, 0];
    }
    const until = (/** @type {() => boolean} */ test) =>
      new Promise((/** @type {(value?: unknown) => void} */ resolve) => {
        const check = () => (test() ? resolve() : requestAnimationFrame(check));
        check();
      });
    await until(done);
    const ranked = performance.now() - started;
    await until(() => !document.querySelector(".search-hit-pending"));
    return [ranked, performance.now() - started];
  }, text);
}

const results = {};
const warm = [];
const excerpts = [];
let cold = null;
for (const query of queries) {
  const times = [];
  for (let i = 1; i <= query.length; i++) {
    const text = query.slice(0, i);
    if (!text.trim()) continue;
    const [ms, withExcerpts] = await keystroke(text);
    times.push(Math.round(ms * 10) / 10);
    if (cold === null) cold = ms;
    else {
      warm.push(ms);
      excerpts.push(withExcerpts);
    }
  }
  results[query] = times;
  await keystroke("");
}
const downloaded = (await Promise.all(bodies)).reduce((sum, n) => sum + n, 0);
warm.sort((a, b) => a - b);
excerpts.sort((a, b) => a - b);
const round = (ms) => Math.round(ms * 10) / 10;
console.log(
  JSON.stringify({
    queries: results,
    coldMs: round(cold ?? 0),
    warmMedianMs: round(warm[Math.floor(warm.length / 2)] ?? 0),
    warmMaxMs: round(warm[warm.length - 1] ?? 0),
    excerptsMedianMs: round(excerpts[Math.floor(excerpts.length / 2)] ?? 0),
    excerptsMaxMs: round(excerpts[excerpts.length - 1] ?? 0),
    downloadedKB: Math.round(downloaded / 1024),
  }),
);
await context.close();
await browser.close();
