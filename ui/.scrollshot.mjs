import { chromium } from "playwright-core";
const [,, url, selector, out] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 900 }, colorScheme: process.env.DARK ? "dark" : "light" });
await page.goto(url, { waitUntil: "networkidle" });
await page.locator(selector).first().scrollIntoViewIfNeeded();
await page.evaluate(() => window.scrollBy(0, -120));
await page.screenshot({ path: out });
await browser.close();
