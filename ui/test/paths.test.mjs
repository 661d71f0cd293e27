// The bundle stage names the files it hands xtask by one checked rule (ui/stages/paths.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";

import { checkedFile, pageFile } from "../stages/paths.mjs";

test("routes become their page file below the output folder", () => {
  assert.equal(pageFile("/"), "index.html");
  assert.equal(pageFile(null), "404.html");
  assert.equal(pageFile("/guide/intro"), "guide/intro/index.html");
  assert.equal(pageFile("/%EA%B0%80%EC%9D%B4%EB%93%9C/%EC%8B%9C%EC%9E%91%20%ED%95%98%EA%B8%B0"), "가이드/시작 하기/index.html");
  assert.equal(pageFile("/intro/hash%23tag"), "intro/hash#tag/index.html");
  assert.equal(pageFile("/intro/what%3F/100%25"), "intro/what?/100%/index.html");
  assert.equal(checkedFile("assets/app-1a2b.js"), "assets/app-1a2b.js");
});

test("with trailingSlash: false a page is the file named by its address", () => {
  assert.equal(pageFile("/", true), "index.html");
  assert.equal(pageFile(null, true), "404.html");
  assert.equal(pageFile("/guide/intro", true), "guide/intro.html");
  assert.equal(pageFile("/%EA%B0%80%20b", true), "가 b.html");
  assert.throws(() => pageFile("/%2e%2e", true), /refusing/);
});

test("a path that would leave the output folder is refused", () => {
  for (const route of ["/%2e%2e/%2e%2e/x", "/a%2F..%2F..%2Fb", "/a%00b", "/a%FF", "/a%2Fb", "/../../tmp/x", "/a/../../b", "/a/./b", "//etc/passwd", "/a\\..\\b", "/a\u0000b", "/a\u001bb", "relative"]) {
    assert.throws(() => pageFile(route), /refusing/, JSON.stringify(route));
  }
  for (const file of ["", "/etc/passwd", "../x", "a/../../x", "a//b", "a\\b", "a\u0000b"]) {
    assert.throws(() => checkedFile(file), /refusing to publish/, JSON.stringify(file));
  }
});
