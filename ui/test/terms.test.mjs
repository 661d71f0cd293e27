// The browser's tokenizer (ui/src/search/terms.ts) against the samples that
// crates/search's tests read too (crates/search/tests/terms.json, jamo.json):
// a query must split as the index split the page, or a word is never found.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";

import { importUi } from "./load.mjs";

describe("the browser splits text as the index does", () => {
  test("ui/src/search/terms.ts agrees with crates/search on the shared samples", async () => {
    const { terms } = await importUi("search/terms.ts");
    const samples = JSON.parse(readFileSync(new URL("../../crates/search/tests/terms.json", import.meta.url), "utf8"));
    for (const sample of samples) {
      const got = terms(sample.text);
      assert.deepEqual(got.map((t) => t.text), sample.terms, sample.text);
      assert.deepEqual(
        got.flatMap((t, i) => (t.joinsPrevious ? [i] : [])),
        sample.joins,
        sample.text,
      );
    }
  });

  test("jamo and 초성 agree with crates/search on the shared samples", async () => {
    const { chosung, jamo } = await importUi("search/terms.ts");
    const samples = JSON.parse(readFileSync(new URL("../../crates/search/tests/jamo.json", import.meta.url), "utf8"));
    for (const sample of samples) {
      assert.equal(jamo(sample.word), sample.jamo, sample.word);
      assert.equal(chosung(sample.word), sample.chosung, sample.word);
    }
  });

  test("English words stem as crates/search stems them (tests/stems.json); others stay", async () => {
    const { stemmed } = await importUi("search/terms.ts");
    const samples = JSON.parse(readFileSync(new URL("../../crates/search/tests/stems.json", import.meta.url), "utf8"));
    for (const { word, stem } of samples) {
      assert.equal(stemmed(word, "english"), stem, word);
      assert.equal(stemmed(word, "none"), word, word);
    }
  });

  test("both sides read one rules file: the browser's copy is generated from it", async () => {
    const { rules } = await importUi("search/rules.ts");
    const source = JSON.parse(readFileSync(new URL("../../crates/search/rules.json", import.meta.url), "utf8"));
    assert.deepEqual(rules, source);
  });

  test("one typo apart: a jamo in Hangul, a letter or a swap in Latin", async () => {
    const { jamo, withinOneEdit } = await importUi("search/terms.ts");
    assert.ok(withinOneEdit(jamo("쿠베네티스"), jamo("쿠버네티스")), "ㅓ typed as ㅔ");
    assert.ok(withinOneEdit(jamo("보안그륩"), jamo("보안그룹")), "ㅜ typed as ㅠ");
    assert.ok(withinOneEdit(jamo("과제"), jamo("고제")), "ㅏ of ㅘ dropped");
    assert.ok(withinOneEdit(jamo("가상"), jamo("나상")), "ㄱ typed as ㄴ");
    assert.ok(!withinOneEdit(jamo("쿠버네티스"), jamo("쿠바나티스")), "two jamo");
    assert.ok(withinOneEdit("openstak", "openstack"));
    assert.ok(withinOneEdit("kuberentes", "kubernetes"), "neighbours swapped");
    assert.ok(!withinOneEdit("gitlap", "github"));
  });
});
