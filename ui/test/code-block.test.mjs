// The theme's CodeBlock reads the lines codegen encodes
// (crates/codegen/src/markdown/code_block.rs, `encode`): text joined by "\n",
// per line flags and runs of a class and a length in UTF-16 units.
import assert from "node:assert/strict";
import { before, test } from "node:test";

import { importUi } from "./load.mjs";

let linesHtml;

before(async () => {
  // As a Docusaurus config's site builds it (its magic comments may give lines classes).
  ({ linesHtml } = await importUi("theme/CodeBlock.tsx", undefined, { __DOCUSAURUS_CONFIG__: "true" }));
});

const line = (inner, extra = "") => `<span class="code-line${extra}"><span class="code-line-text">${inner}</span></span>`;

test("runs become classed spans, the rest of a line plain text", () => {
  // The same block as the Rust test `marks_count_utf16_units_and_leave_plain_ends_and_blocks_unmarked`.
  assert.equal(
    linesHtml("이름: 🙂x # 끝\nplain only\ndone", "t2.2s3|H|Og4"),
    line(`<span class="tk-t">이름</span>: <span class="tk-s">🙂x</span> # 끝`) +
      line("plain only", " is-highlighted") +
      line(`<span class="tk-g">done</span>`, " is-output"),
  );
});

test("text is escaped, prompts and line numbers are hidden from readers of the text", () => {
  const html = linesHtml(`echo "<a> & b"\nok`, "Pf4.1s12|Og2", 9);
  assert.equal(
    html,
    `<span class="code-line"><span class="code-line-number" aria-hidden="true">9</span><span class="code-line-text">` +
      `<span class="code-prompt" aria-hidden="true">$ </span><span class="tk-f">echo</span> <span class="tk-s">"&lt;a&gt; &amp; b"</span></span></span>` +
      `<span class="code-line is-output"><span class="code-line-number" aria-hidden="true">10</span><span class="code-line-text"><span class="tk-g">ok</span></span></span>`,
  );
});

test("a block without marks is plain, empty lines included", () => {
  assert.equal(linesHtml("a\n\nb"), line("a") + line("") + line("b"));
});

test("a line a site's magic comment marks has that comment's class", () => {
  // As codegen writes `lineClasses` for `{className: 'code-block-error-line', line: 'This will error'}`.
  assert.equal(linesHtml("ok\nbad\nok", "||", undefined, "| code-block-error-line|"), line("ok") + line("bad", " code-block-error-line") + line("ok"));
});
