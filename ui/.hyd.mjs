import { chromium } from "playwright-core";
const [,, url] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const grab = async (js) => { const ctx = await browser.newContext({ javaScriptEnabled: js }); const p = await ctx.newPage(); await p.goto(url, { waitUntil: "networkidle" }); const h = await p.evaluate(() => document.querySelector("#__docusaurus, #root, body").innerHTML); await ctx.close(); return h; };
const a = await grab(false), b = await grab(true);
const fs = await import("fs"); fs.writeFileSync("/tmp/hyd-server.html", a.replace(/></g, ">\n<")); fs.writeFileSync("/tmp/hyd-client.html", b.replace(/></g, ">\n<"));
await browser.close();
