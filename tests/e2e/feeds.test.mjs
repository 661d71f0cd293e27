// Feeds, sitemap, robots.txt and head metadata: checked with a real feed
// parser (Python's feedparser), xmllint, and Chromium's XSLT view, on the
// fixture site (tests/fixtures/e2e-site), whose posts are known.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { after, before, test } from "node:test";

import { BASE_URL, launch, openPage } from "./browser.mjs";

const SITE = "https://docs.example.org";
const POSTS = ["/blog/deploy-notes", "/blog/first-server"];
const BLOG_TITLE = "실습 클라우드 히스토리";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const text = async (path) => {
  const response = await fetch(BASE_URL + path);
  assert.equal(response.status, 200, path);
  return response.text();
};

function feedparser(xml) {
  const script = `
import json, sys, feedparser
feed = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({"bozo": bool(feed.bozo), "title": feed.feed.get("title"), "entries": [
  {"title": e.get("title"), "link": e.get("link"), "tags": [t["term"] if "label" not in t or not t["label"] else t["label"] for t in e.get("tags", [])],
   "content": (e.get("content") or [{}])[0].get("value", ""), "published": e.get("published_parsed") is not None,
   "author": e.get("author", "")} for e in feed.entries]}))
`;
  const run = spawnSync("python3", ["-c", script], { input: xml, encoding: "utf8" });
  assert.equal(run.status, 0, `feedparser failed (pip install feedparser): ${run.stderr}`);
  return JSON.parse(run.stdout);
}

for (const path of ["/blog/rss.xml", "/blog/atom.xml"]) {
  test(`${path} parses in feedparser with every post, newest first, with full content`, async () => {
    const feed = feedparser(await text(path));
    assert.equal(feed.bozo, false);
    assert.equal(feed.title, BLOG_TITLE);
    assert.deepEqual(feed.entries.map((e) => new URL(e.link).pathname), POSTS);
    for (const entry of feed.entries) {
      assert.ok(entry.link.startsWith(`${SITE}/blog/`), entry.link);
      assert.ok(entry.published, `${entry.title} has a date`);
      assert.ok(entry.tags.includes("실습") || entry.tags.includes("practice"), JSON.stringify(entry.tags));
      assert.match(entry.author, /실습 팀/);
      assert.ok(entry.content.length > 300, `${entry.title} carries its full HTML`);
      assert.doesNotMatch(entry.content, /(href|src)="(\/|#)/, "links and images are absolute");
      // The page's body, without what needs the site's scripts or stylesheet.
      assert.doesNotMatch(entry.content, /<(button|svg|script|input)\b|\b(class|aria-[a-z]+|data-[a-z-]+|tabindex|hidden)=|<!--/, entry.title);
    }
  });
}

test("a feed entry reads like its page: the whole post, admonitions, code lines, every tab, absolute links", async () => {
  for (const path of ["/blog/rss.xml", "/blog/atom.xml"]) {
    const entry = feedparser(await text(path)).entries.find((e) => e.link === `${SITE}/blog/first-server`);
    const html = entry.content;
    assert.match(html, /^<p>처음 서버를 만들던 날의 기록입니다\./, "the body starts with the post, not the page around it");
    assert.match(html, /관리하는 것<\/strong>이 더 어렵습니다/, "past the truncate marker");
    assert.match(html, /<blockquote><p><strong>키는 미리 만드세요<\/strong><\/p>/, "an admonition is a titled quote");
    assert.match(html, /<figcaption>키 만들기<\/figcaption>/);
    assert.match(html, /<pre><code>ssh-keygen -t ed25519 -C "first-server"\necho "done" &gt; ~\/ready\.txt<\/code><\/pre>/, "one line per line");
    assert.match(html, /<p><strong>macOS \/ Linux<\/strong><\/p><p>터미널을 엽니다\.<\/p>/);
    assert.match(html, /<p><strong>Windows<\/strong><\/p><p>PowerShell을 엽니다\.<\/p>/, "hidden tab panels are shown");
    assert.match(html, new RegExp(`<a href="${SITE}/guide/servers/connect#ssh로-접속하기">`));
    assert.match(html, new RegExp(`<img alt="실습 구성도"[^>]* src="${SITE}/img/diagram\\.svg"`));
    assert.doesNotMatch(html, /<h1|실습 팀|이 페이지에서|최근 글/, "no title, byline, table of contents or sidebar");
  }
});

test("xmllint accepts the feeds and the sitemap", async () => {
  for (const path of ["/blog/rss.xml", "/blog/atom.xml", "/sitemap.xml"]) {
    const run = spawnSync("xmllint", ["--noout", "-"], { input: await text(path), encoding: "utf8" });
    assert.equal(run.error, undefined, "xmllint is installed (apt-get install libxml2-utils)");
    assert.equal(run.status, 0, `${path}: ${run.stderr}`);
  }
});

test("the sitemap lists every route as an absolute URL that answers 200, and robots.txt names it", async () => {
  const sitemap = await text("/sitemap.xml");
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(urls.length >= 15, `${urls.length} URLs`);
  for (const url of urls) {
    assert.ok(url.startsWith(`${SITE}/`), url);
    const response = await fetch(BASE_URL + new URL(url).pathname, { redirect: "manual" });
    assert.equal(response.status, 200, url);
  }
  const robots = await text("/robots.txt");
  assert.match(robots, /User-agent: \*\nAllow: \//);
  assert.ok(robots.includes(`Sitemap: ${SITE}/sitemap.xml`), robots);
});

test("every page's head has description, canonical, Open Graph, Twitter and feed links, and no noindex", async () => {
  const sitemap = await text("/sitemap.xml");
  for (const url of [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])) {
    const html = await text(new URL(url).pathname);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)[1];
    assert.match(head, /<meta name="description" content="[^"]{10,}">/, url);
    assert.match(head, new RegExp(`<link rel="canonical" href="${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}">`), url);
    assert.match(head, /<meta property="og:locale" content="ko_KR">/, url);
    assert.match(head, /<meta property="og:title" content="[^"]+">/, url);
    // A doc or post shares its social card large; other pages the logo, small.
    const card = /<meta property="og:image" content="[^"]*\/cards\/[^"]+\.png">/.test(head);
    assert.match(head, new RegExp(`<meta name="twitter:card" content="${card ? "summary_large_image" : "summary"}">`), url);
    assert.match(head, /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss\.xml"/, url);
    assert.match(head, /<link rel="alternate" type="application\/atom\+xml" href="\/blog\/atom\.xml"/, url);
    assert.match(head, /<link rel="icon" href="\/favicon\.ico">/, url);
    assert.doesNotMatch(html, /noindex/i, url);
  }
});

for (const [path, badge] of [
  ["/blog/rss.xml", "RSS 피드"],
  ["/blog/atom.xml", "Atom 피드"],
]) {
  test(`${path} shows a readable Korean page in Chromium (XSLT)`, async () => {
    const { context, page, expectErrors } = await openPage(browser);
    // Chromium's own XML handling (not our XSL, which has no inline style or
    // handler) tries inline styles and a handler that the site's CSP refuses.
    expectErrors(/^console error at .*\.xml: (Applying inline style|Executing inline event handler) violates/);
    await page.goto(BASE_URL + path);
    assert.equal(await page.locator(".feed-badge").textContent(), badge);
    assert.equal(await page.locator("h1").textContent(), BLOG_TITLE);
    const links = await page.locator(".feed-items h2 a").evaluateAll((as) => as.map((a) => new URL(a.href).pathname));
    assert.deepEqual(links, POSTS);
    await context.close();
  });
}
