// The build cache's files (ui/stages/cache.mjs): a write that fails says which
// file it was about, and a sealed file that was cut, changed or moved is not
// read as it.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";

import { damagedFiles, readSealed, readSealedJson, startJob, writeAtomic, writeSealed } from "../stages/cache.mjs";
import { shellModulesInKey } from "../stages/shell.mjs";

const scratch = mkdtempSync(path.join(tmpdir(), "aolda-cache-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const folder = () => {
  const dir = path.join(mkdtempSync(path.join(scratch, "case-")), ".build-cache");
  mkdirSync(dir);
  return dir;
};

test("a full disk names the file that was being written", () => {
  const file = path.join(folder(), "css", "styles.css");
  mkdirSync(path.dirname(file));
  // The temporary file writeAtomic writes is /dev/full: writing it fails with ENOSPC.
  symlinkSync("/dev/full", `${file}.tmp-${process.pid}`);
  assert.throws(() => writeAtomic(file, "body{}"), (/** @type {Error} */ error) => error.message.includes(file) && error.message.includes("ENOSPC"));
});

test("a sealed file is read back; cut, changed or moved, it is damage, noted and removed", () => {
  const dir = folder();
  const [a, b] = [path.join(dir, "rendered", "a.json"), path.join(dir, "rendered", "b.json")];
  writeSealed(a, JSON.stringify({ page: "a" }));
  writeSealed(b, JSON.stringify({ page: "b" }));
  startJob();
  assert.deepEqual(readSealedJson(a), { page: "a" });
  assert.equal(readSealed(path.join(dir, "missing.json")), null);
  assert.deepEqual(damagedFiles(), [], "a missing file is not damage");

  const text = readFileSync(a, "utf8");
  writeFileSync(a, text.slice(0, -3));
  assert.equal(readSealed(a), null, "cut short");
  writeFileSync(a, text.replace('"a"', '"x"'));
  assert.equal(readSealed(a), null, "changed");
  rmSync(a, { force: true });
  renameSync(b, a);
  assert.equal(readSealed(a), null, "another file of its kind moved into its place");
  assert.deepEqual(
    damagedFiles().map(([file]) => file),
    [a, a, a],
  );
});

// The shell's key (ui/stages/shell.mjs `shellModulesInKey`): a generated module a stand-in alone reads
// counts only when something imports that stand-in, so the docs versions rebuild no shell that does not show them.

test("the docs plugins, docs-by-id and whole-sidebar modules are in the shell's key only when the docs client or theme-common may read them", () => {
  const all = ["types.ts", "site.ts", "routes.ts", "docusaurus-config.ts", "docs-plugins.ts", "docs-by-id.ts", "docs-sidebars.ts"];
  const plain = ["types.ts", "site.ts", "routes.ts", "docusaurus-config.ts"];
  assert.deepEqual(shellModulesInKey(all, ["theme/DocPage.tsx", "docusaurus/theme/Tabs.tsx"], false), plain);
  assert.deepEqual(shellModulesInKey(all, ["docusaurus/plugin-content-docs/client.ts"], false), all);
  assert.deepEqual(shellModulesInKey(all, ["docusaurus/theme-common.ts"], false), all, "theme-common re-exports a hook of the client");
  assert.deepEqual(shellModulesInKey(all, [], true), all, "a src/theme replacement may import anything");
  assert.deepEqual(shellModulesInKey(all, ["docusaurus/useGlobalData.ts"], false), [...plain, "docs-plugins.ts"], "useGlobalData gives the plugins' data, not the docs by id");
});

test("a site's translation with a placeholder becomes our string, never shows the placeholder", async () => {
  const { asOurString } = await import("../stages/shell.mjs");
  assert.equal(asOurString("theme.docs.versionBadge.label", "バージョン: {versionLabel}"), "バージョン: ");
  assert.equal(asOurString("theme.docs.versionBadge.label", "{versionLabel} 버전"), null, "before the label: ours stays");
  assert.equal(asOurString("theme.common.headingLinkTitle", "Direct link to {heading}"), null);
  assert.equal(asOurString("theme.docs.breadcrumbs.home", "ホームページ"), "ホームページ");
});
