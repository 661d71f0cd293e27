// The document's title (ui/src/runtime/title.ts): `Page | Site`, the site's
// title alone on its own home, and a doc served at `/` titled as itself.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { importUi } from "./load.mjs";

describe("document titles", () => {
  test("a page is titled `Page | Site`, the site's home the site alone", async () => {
    const { documentTitle } = await importUi("runtime/title.ts", { base_url: "/", title: "Immer" });
    assert.equal(documentTitle({ path: "/installation", title: "Installation" }, "없음"), "Installation | Immer");
    assert.equal(documentTitle({ path: "/", title: "Immer" }, "없음"), "Immer");
    // A doc at the root (`slug: /`) keeps its own title, as in Docusaurus.
    assert.equal(documentTitle({ path: "/", title: "Introduction to Immer" }, "없음"), "Introduction to Immer | Immer");
    assert.equal(documentTitle(null, "Page Not Found"), "Page Not Found | Immer");
  });

  test("the config's titleDelimiter stands between", async () => {
    const { documentTitle } = await importUi("runtime/title.ts", { base_url: "/", title: "구름", title_delimiter: "·" });
    assert.equal(documentTitle({ path: "/a", title: "가" }, "없음"), "가 · 구름");
  });
});
