// The browser's search engine (ui/src/search/engine.ts) against an index that
// crates/search wrote from known pages (xtask/src/ui_copies.rs):
// ranking, the query rules (particles, endings, spacing, 초성, typos,
// synonyms) and what a query that finds nothing offers.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { before, describe, test } from "node:test";

import { importUi } from "./load.mjs";

const INDEX = new URL("./fixtures/search-index/", import.meta.url);
const fetched = [];
let engine;

before(async () => {
  globalThis.fetch = async (/** @type {URL | RequestInfo} */ url) => {
    const file = String(url).replace(/^\/search-index\//, "");
    fetched.push(file);
    try {
      const text = await readFile(new URL(file, INDEX), "utf8");
      return new Response(text, { status: 200 });
    } catch {
      return new Response(null, { status: 404 });
    }
  };
  engine = await importUi("search/engine.ts");
});

/** Paths of the hits, best first. */
async function paths(query) {
  return (await engine.search(query)).hits.map((h) => h.path);
}

const text = (parts) => parts.map((p) => p.text).join("");
const marks = (parts) => parts.filter((p) => p.mark).map((p) => p.text);

describe("downloads", () => {
  // First, while nothing is cached: what the first keystroke waits for.
  test("a first search fetches the manifest and its term shard, which carries its hits' titles", async () => {
    const { dir } = JSON.parse(await readFile(new URL("manifest.json", INDEX), "utf8"));
    const found = await engine.search("보");
    assert.deepEqual(found.hits.map((h) => h.path), ["/guide/security-group", "/blog/storage"]);
    // The details' text chunk is requested as the titles are handed back, not waited for.
    assert.deepEqual(
      fetched.filter((f) => !f.includes("/texts-")),
      ["manifest.json", `${dir}/t-${"보".codePointAt(0)?.toString(16)}.json`],
    );
    await found.details;
    assert.deepEqual(fetched.filter((f) => f.includes("/texts-")), [`${dir}/texts-0.json`]);
  });

  test("hits beyond the shard's titles take theirs from a title chunk", async () => {
    const { dir } = JSON.parse(await readFile(new URL("manifest.json", INDEX), "utf8"));
    const found = await engine.search("참고", 30);
    assert.equal(found.hits.length, 24);
    found.hits.forEach((hit) => assert.equal(text(hit.title), `노트 ${hit.path.split("/").pop()}`));
    assert.ok(fetched.includes(`${dir}/titles-0.json`), fetched.join());
  });
});

describe("ranking", () => {
  test("a title match ranks above a body match", async () => {
    assert.deepEqual(await paths("가상 머신"), ["/guide/vm", "/blog/storage"]);
    assert.deepEqual(await paths("보안"), ["/guide/security-group", "/blog/storage"]);
  });

  test("every word must match: a page with only one of two words is left out", async () => {
    assert.deepEqual(await paths("보안 머신"), ["/blog/storage"]);
  });

  test("hits carry the best section, its heading and a marked excerpt", async () => {
    const found = await engine.search("22번 포트");
    assert.equal(found.total, 1);
    const [hit] = await found.details;
    assert.equal(hit.path, "/guide/security-group");
    assert.equal(hit.anchor, "ssh");
    assert.equal(text(hit.heading), "SSH 허용하기");
    // 번 and 포트 were typed apart and also read joined (번포트), which marks them as one.
    assert.deepEqual(marks(hit.excerpt), ["22", "번 포트"]);
    assert.equal(hit.pending, false);
  });
});

describe("query rules", () => {
  test("particles and endings are stripped: 머신을, 만들려면", async () => {
    assert.deepEqual(await paths("머신을"), ["/guide/vm", "/blog/storage"]);
    assert.ok((await paths("만들려면")).includes("/guide/vm"));
  });

  test("words typed together find words written apart, and the reverse", async () => {
    assert.deepEqual(await paths("가상머신"), ["/guide/vm", "/blog/storage"]);
    assert.deepEqual(await paths("보안그룹"), await paths("보안 그룹"));
  });

  test("a particle after a Latin word is dropped: IP를", async () => {
    assert.deepEqual(await paths("IP를"), await paths("ip"));
    assert.ok((await paths("ip")).includes("/guide/floating-ip"));
  });

  test("a syllable still being composed counts as the syllable before it: 보안그ㄹ", async () => {
    assert.equal((await paths("보안그ㄹ"))[0], "/guide/security-group");
  });

  test("initial consonants (초성) find titles and headings", async () => {
    const found = await engine.search("ㅂㅇㄱㄹ");
    assert.equal(found.notes.chosung, true);
    assert.deepEqual(found.hits.map((h) => h.path), ["/guide/security-group"]);
    assert.equal((await engine.search("ㅂ")).notes.chosung, false, "one consonant is too little");
  });

  test("a typo of one jamo is corrected when the words find nothing", async () => {
    const found = await engine.search("보앙");
    assert.deepEqual(found.notes.corrections, [{ from: "보앙", to: "보안" }]);
    assert.equal(found.hits[0].path, "/guide/security-group");
  });

  test("another name of the same thing is searched too, and said", async () => {
    const found = await engine.search("유동 IP");
    assert.equal(found.hits[0].path, "/guide/floating-ip");
    assert.deepEqual(found.notes.synonyms, [{ from: "유동 IP", to: ["Floating IP", "플로팅 IP"] }]);
  });
});

describe("nothing found", () => {
  test("offers close known words and the glossary", async () => {
    // Two jamo from 스토리지: too far to correct, close enough to suggest.
    const found = await engine.search("스타리즈");
    assert.deepEqual(found.hits, []);
    assert.ok(found.notes.suggestions.includes("스토리지"), JSON.stringify(found.notes));
    assert.equal(found.notes.glossary, "/glossary");
  });

  test("an empty query loads nothing", async () => {
    const before = fetched.length;
    const found = await engine.search("  ");
    assert.deepEqual([found.hits, found.total], [[], 0]);
    assert.equal(fetched.length, before);
  });
});

describe("excerpt", () => {
  test("a window around the first match, every match marked, cut at a space", () => {
    const long = `${"앞 문장입니다. ".repeat(10)}보안 그룹을 만들고 보안 규칙을 더합니다.${" 뒤".repeat(100)}`;
    const parts = engine.excerpt(long, /보안/gu);
    assert.equal(parts[0].text, "… ");
    assert.equal(parts.at(-1).text, " …");
    assert.deepEqual(marks(parts), ["보안", "보안"]);
    assert.ok(!text(parts).startsWith("… 장입니다"), "starts at a word");
    assert.deepEqual(engine.excerpt("짧은 글", null), [{ text: "짧은 글", mark: false }]);
  });
});

describe("Chinese and Japanese", () => {
  test("a word inside a run written without spaces is found by its character pairs", async () => {
    assert.deepEqual(await paths("开始"), ["/zh/quick-start"], "the title's second word");
    assert.deepEqual(await paths("网站"), ["/zh/quick-start"], "a word in the middle of a sentence");
    assert.deepEqual(await paths("发布到服务器"), ["/zh/quick-start"], "a phrase of several pairs");
    assert.deepEqual(await paths("部"), ["/zh/quick-start"], "one character, by prefix");
    assert.deepEqual(await paths("服务台"), [], "pairs that are not all there");
  });
});
