// The browser's search engine against the index of an English site, which
// crates/search stems (xtask/src/ui_copies.rs writes it): a query's words are
// stemmed as the pages' were, a word typed halfway past its stem still finds,
// and the hits mark the words the stem stands for.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { before, describe, test } from "node:test";

import { importUi } from "./load.mjs";

const INDEX = new URL("./fixtures/search-index-en/", import.meta.url);
let engine;

before(async () => {
  globalThis.fetch = async (/** @type {URL | RequestInfo} */ url) => {
    try {
      return new Response(await readFile(new URL(String(url).replace(/^\/search-index\//, ""), INDEX), "utf8"));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
  engine = await importUi("search/engine.ts");
});

const marks = (parts) => parts.filter((p) => p.mark).map((p) => p.text);

describe("an English site's search", () => {
  test("another form of a word finds the page, and its words are marked whole", async () => {
    const found = await engine.search("installs");
    assert.deepEqual(found.hits.map((h) => h.path), ["/guides/installing"]);
    assert.deepEqual(marks(found.hits[0].title), ["Installing"]);
    const [hit] = await found.details;
    assert.deepEqual(marks(hit.heading), ["installation"], "the heading's own form, not the query's");
  });

  test("a stem that ends in i (y made i) marks both spellings", async () => {
    const found = await engine.search("library");
    assert.deepEqual(found.hits.map((h) => h.path), ["/guides/libraries"]);
    assert.deepEqual(marks(found.hits[0].title), ["Libraries"]);
    const [hit] = await found.details;
    assert.deepEqual(marks(hit.excerpt), ["library"]);
  });

  test("every word must match, each in any of its forms", async () => {
    assert.deepEqual((await (await engine.search("configured key")).hits).map((h) => h.path), ["/reference/configuration"]);
    assert.deepEqual((await engine.search("configured installer")).hits, []);
  });

  test("a word typed past its stem finds the stem's pages while it is typed", async () => {
    for (const typed of ["instal", "installa", "installati", "installatio", "installation"]) {
      assert.deepEqual((await engine.search(typed)).hits.map((h) => h.path), ["/guides/installing"], typed);
    }
  });

  test("words with digits stay whole: k8s is no stem of k", async () => {
    assert.deepEqual((await engine.search("k8s")).hits.map((h) => h.path), ["/blog/k8s"]);
  });

  test("a typo is corrected to a word of a title, never to a bare stem", async () => {
    const found = await engine.search("libraires");
    assert.deepEqual(found.notes.corrections, [{ from: "libraires", to: "libraries" }]);
    assert.deepEqual(found.hits.map((h) => h.path), ["/guides/libraries"]);
    const body = await engine.search("binaru");
    assert.ok(!body.notes.corrections.some((c) => c.to === "binari"), JSON.stringify(body.notes));
  });
});
