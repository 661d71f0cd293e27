// The bundle stage names the files it hands xtask by one checked rule (ui/stages/paths.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";

import { checkedFile, pageFile } from "../stages/paths.mjs";

test("routes become their page file below the output folder", () => {
  assert.equal(pageFile("/"), "index.html");
  assert.equal(pageFile(null), "404.html");
  assert.equal(pageFile("/guide/intro"), "guide/intro/index.html");
  assert.equal(pageFile("/가이드/시작 하기"), "가이드/시작 하기/index.html");
  assert.equal(checkedFile("assets/app-1a2b.js"), "assets/app-1a2b.js");
});

test("a path that would leave the output folder is refused", () => {
  for (const route of ["/../../tmp/x", "/a/../../b", "/a/./b", "//etc/passwd", "/a\\..\\b", "/a\u0000b", "/a\u001bb", "relative"]) {
    assert.throws(() => pageFile(route), /refusing/, JSON.stringify(route));
  }
  for (const file of ["", "/etc/passwd", "../x", "a/../../x", "a//b", "a\\b", "a\u0000b"]) {
    assert.throws(() => checkedFile(file), /refusing to publish/, JSON.stringify(file));
  }
});
