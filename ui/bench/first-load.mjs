// Bytes a first visit downloads, by type, gzipped (level 6, as servers send).
// `node bench/first-load.mjs BASE_URL /path …` prints JSON: { path: { js, css, html, requests } }.
// Prefetch is turned off (data saving) so only what the page itself needs is counted.
import { gzipSync } from "node:zlib";

import { launch, openPage } from "../../tests/e2e/chromium.mjs";

const [base, ...paths] = process.argv.slice(2);
const browser = await launch();
const results = {};
for (const path of paths) {
  const { context, page } = await openPage(browser);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
  });
  const bodies = [];
  page.on("response", (response) => bodies.push(response));
  // Network idle: every file the page needed to render and hydrate has arrived
  // (works for any site, ours or Docusaurus).
  await page.goto(base + path, { waitUntil: "networkidle" });
  const totals = { js: 0, css: 0, html: 0, requests: 0 };
  for (const response of bodies) {
    const type = response.request().resourceType();
    const key = type === "script" ? "js" : type === "stylesheet" ? "css" : type === "document" ? "html" : null;
    if (!key) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    totals[key] += gzipSync(body, { level: 6 }).length;
    totals.requests += 1;
  }
  results[path] = totals;
  await context.close();
}
await browser.close();
console.log(JSON.stringify(results));
