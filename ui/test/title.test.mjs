// The document's title (ui/src/runtime/title.ts): `Page | Site`, the site's
// title alone on its own home, and a doc served at `/` titled as itself.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { importUi } from "./load.mjs";

describe("document titles", () => {
  test("a page is titled `Page | Site`, the site's home the site alone", async () => {
    const { pageTitle } = await importUi("runtime/title.ts", { base_url: "/", title: "Immer" });
    const page = (path, title) => ({ head: { path, title } });
    assert.equal(pageTitle(page("/installation", "Installation")), "Installation | Immer");
    assert.equal(pageTitle(page("/", "Immer")), "Immer");
    // A doc at the root (`slug: /`) keeps its own title, as in Docusaurus; a React page without one shows the site's.
    assert.equal(pageTitle(page("/", "Introduction to Immer")), "Introduction to Immer | Immer");
    assert.equal(pageTitle(page("/help", "")), "Immer");
    assert.equal(pageTitle(null), "페이지를 찾을 수 없습니다 | Immer");
  });

  test("the config's titleDelimiter stands between", async () => {
    const { pageTitle } = await importUi("runtime/title.ts", { base_url: "/", title: "구름", title_delimiter: "·" });
    assert.equal(pageTitle({ head: { path: "/a", title: "가" } }), "가 · 구름");
  });
});
