// How a compiled generated module's imports become tokens (ui/stages/modules.mjs):
// found by es-module-lexer as JavaScript reads them, never in strings.
import assert from "node:assert/strict";
import { test } from "node:test";

import { importsAsTokens, lexerReady } from "../stages/modules.mjs";

await lexerReady;
const tokenOf = (spec, dynamic) => `T:${dynamic ? "dyn" : "static"}:${spec}`;

test("static and dynamic imports become tokens; strings and comments that look like imports stay", () => {
  const code = [
    'import{a as b}from"../theme/DocPage";',
    'export{c}from"./shared.ts";',
    "const text='import x from\"./not-an-import\"';",
    "/* import(\"./nor-this\") */",
    'const load=()=>import("./sidebars/guide/2.ts");',
    "const url=import.meta.url;",
  ].join("");
  const out = importsAsTokens(code, tokenOf, "pages/a.tsx");
  assert.equal(
    out,
    [
      'import{a as b}from"T:static:../theme/DocPage";',
      'export{c}from"T:static:./shared.ts";',
      "const text='import x from\"./not-an-import\"';",
      "/* import(\"./nor-this\") */",
      'const load=()=>import("T:dynamic:./sidebars/guide/2.ts");'.replace("dynamic", "dyn"),
      "const url=import.meta.url;",
    ].join(""),
  );
});

test("a dynamic import of a computed path is an error naming the module", () => {
  assert.throws(() => importsAsTokens('const f=(n)=>import("./pages/"+n);', tokenOf, "pages/b.tsx"), /pages\/b\.tsx imports a computed path/);
  assert.throws(() => importsAsTokens("const f=(n)=>import(`./pages/${n}`);", tokenOf, "pages/c.tsx"), /pages\/c\.tsx imports a computed path/);
});

// Linking (ui/stages/modules.mjs `link`): files named by their text, and modules in a cycle by the cycle.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { openVerified } from "../stages/cache.mjs";
import { cyclesFirstBelow, link, linkedIntact, tokens } from "../stages/modules.mjs";

/** Units as compileModules makes them: code with tokens, and the tokens in order. */
function unitsOf(token, sources) {
  return new Map(
    Object.entries(sources).map(([module, code]) => [module, { key: `key of ${code}`, code: () => code, deps: token.list(code) }]),
  );
}

function linkInto(store, units, token) {
  return link({ units, token, store, indexFile: path.join(store, "linked.json"), verified: openVerified(path.join(store, "verified.json")), name: (kind, id, file) => `./${file ?? `${kind}-${id}`}` });
}

test("modules importing each other in a cycle are linked, named by the cycle, and a damaged one is written again", (t) => {
  const token = tokens("M");
  const sources = {
    "pages/a.tsx": `import "${token.make("gen", "chunks/b.ts")}";`,
    "chunks/b.ts": `import "${token.make("gen", "chunks/c.ts")}"; import "${token.make("pkg", "react")}";`,
    "chunks/c.ts": `export const load = () => import("${token.make("gen-dynamic", "chunks/b.ts")}");`,
  };
  const store = mkdtempSync(path.join(tmpdir(), "link-"));
  t.after(() => rmSync(store, { recursive: true, force: true }));
  const linked = linkInto(store, unitsOf(token, sources), token);
  const b = linked.get("chunks/b.ts");
  const c = linked.get("chunks/c.ts");
  // Each file holds its neighbours' names and what it holds is what its record says.
  assert.match(readFileSync(path.join(store, b.file), "utf8"), new RegExp(`"\\./${c.file}".*"\\./pkg-react"`));
  assert.ok(readFileSync(path.join(store, c.file), "utf8").includes(`"./${b.file}"`));
  assert.ok(readFileSync(path.join(store, linked.get("pages/a.tsx").file), "utf8").includes(`"./${b.file}"`));
  for (const result of [b, c]) assert.ok(linkedIntact(result, readFileSync(path.join(store, result.file))), result.file);
  assert.deepEqual(c.imports, [], "a dynamic import is not loaded before the module runs");

  // A link of the same units names the same files; a change inside the cycle renames all of it and its importer.
  const again = linkInto(store, unitsOf(token, sources), token);
  assert.deepEqual([...again.values()].map((r) => r.file).sort(), [...linked.values()].map((r) => r.file).sort());
  const changed = linkInto(store, unitsOf(token, { ...sources, "chunks/c.ts": sources["chunks/c.ts"] + "//2" }), token);
  for (const module of Object.keys(sources)) assert.notEqual(changed.get(module).file, linked.get(module).file, module);

  // A cycle member damaged on disk fails its check, and linking again writes it whole.
  writeFileSync(path.join(store, c.file), "damaged");
  assert.equal(linkedIntact(c, readFileSync(path.join(store, c.file))), false);
  linkInto(store, unitsOf(token, sources), token);
  assert.ok(linkedIntact(c, readFileSync(path.join(store, c.file))));
  assert.ok(readdirSync(store).includes(c.file));
});

test("components of a graph come after every component they lead to", () => {
  const graph = { a: ["b"], b: ["c", "d"], c: ["b"], d: ["d"], e: [] };
  const components = cyclesFirstBelow(["a", "e"], (node) => graph[node]);
  assert.deepEqual(components.map((c) => [...c].sort().join("")), ["d", "bc", "a", "e"]);
});

test("a theme module is found as its file, never as a folder of the same name beside it", async () => {
  const { isFile } = await import("../stages/modules.mjs");
  const { existsSync } = await import("node:fs");
  const here = path.dirname(new URL(import.meta.url).pathname);
  const theme = path.join(here, "../src/docusaurus/theme");
  // `MDXComponents.tsx` and the folder `MDXComponents/` (its parts, `@theme/MDXComponents/A`) sit side by side.
  assert.ok(existsSync(path.join(theme, "MDXComponents")), "the folder is there");
  assert.equal(isFile(path.join(theme, "MDXComponents")), false);
  assert.equal(isFile(path.join(theme, "MDXComponents.tsx")), true);
  assert.equal(isFile(path.join(theme, "Nothing.tsx")), false);
});
