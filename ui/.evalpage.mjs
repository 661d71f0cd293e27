import { chromium } from "playwright-core";
const [,, url, code] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
console.log(await page.evaluate(code));
if (process.env.OUT) { await page.screenshot({ path: process.env.OUT }); }
await browser.close();
