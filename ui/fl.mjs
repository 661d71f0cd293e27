import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const ctx = await b.newContext(); const page = await ctx.newPage();
await page.addInitScript(() => { Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true }); });
const rs = []; page.on("response", (r) => { if (r.request().resourceType() === "script") rs.push(r); });
await page.goto("http://127.0.0.1:4191" + process.argv[2]); await page.waitForLoadState("networkidle"); await page.waitForTimeout(500);
let t = 0; for (const r of rs) { const n = gzipSync(await r.body(), { level: 6 }).length; t += n; console.log(String(n).padStart(7), r.url().slice(22)); }
console.log(t, "of", 95 * 1024, "left", 95 * 1024 - t); await b.close();
