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
