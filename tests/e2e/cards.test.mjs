// Social cards (issue 36): every doc and post of the site names a card in
// og:image and twitter:image, and the card is a PNG of 1200×630 as the head
// says, with the page's title as its alt text.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { BASE_URL } from "./browser.mjs";

/** The content of `<meta property|name="key" content="…">` in `html`, unescaped enough for URLs and titles. */
function meta(html, key) {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)">`));
  return tag ? tag[1].replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">") : null;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG signature");
  assert.equal(bytes.subarray(12, 16).toString("latin1"), "IHDR");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("social cards", () => {
  test("every doc and post has a 1200×630 PNG card in its head", async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    let carded = 0;
    for (const path of paths) {
      const html = await (await fetch(BASE_URL + path)).text();
      // Docs and posts are the pages with a Markdown twin.
      if (!/<link rel="alternate" type="text\/markdown"/.test(html)) continue;
      const image = meta(html, "og:image");
      assert.ok(image, `${path}: og:image`);
      assert.equal(meta(html, "twitter:image"), image, `${path}: twitter:image is the same picture`);
      assert.equal(meta(html, "twitter:card"), "summary_large_image", `${path}: shown large`);
      assert.equal(meta(html, "og:image:width"), "1200", path);
      assert.equal(meta(html, "og:image:height"), "630", path);
      assert.equal(meta(html, "og:image:alt"), meta(html, "og:title"), `${path}: the card's alt is the page's title`);
      const card = new URL(image).pathname;
      assert.match(card, /^\/cards\/.+\.png$/, path);
      const response = await fetch(BASE_URL + card);
      assert.equal(response.status, 200, `${path}: ${card} is published`);
      assert.deepEqual(pngSize(Buffer.from(await response.arrayBuffer())), [1200, 630], `${path}: ${card}`);
      carded += 1;
    }
    // The site's 15 docs and 3 posts (SPEC §2).
    assert.ok(carded >= 18, `cards found on ${carded} pages`);
  });

  test("a page that is neither a doc nor a post shares the logo, not a card", async () => {
    const html = await (await fetch(`${BASE_URL}/blog/tags`)).text();
    assert.doesNotMatch(meta(html, "og:image") ?? "", /\/cards\//);
    assert.equal(meta(html, "og:image:width"), null);
  });
});
