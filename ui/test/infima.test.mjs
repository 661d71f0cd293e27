// The Infima classes a site's own components use are in the small stylesheet
// that stands for Infima (ui/src/docusaurus/infima.css).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const css = readFileSync(new URL("../src/docusaurus/infima.css", import.meta.url), "utf8");

test("every spacing class of Infima is there, with Infima's sizes", () => {
  const sizes = { none: "0", xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "2rem", xl: "5rem" };
  const sides = { "": [""], "-top": ["-top"], "-bottom": ["-bottom"], "-left": ["-left"], "-right": ["-right"], "-vert": ["-top", "-bottom"], "-horiz": ["-left", "-right"] };
  for (const property of ["margin", "padding"]) {
    for (const [side, parts] of Object.entries(sides)) {
      for (const [size, value] of Object.entries(sizes)) {
        const rule = new RegExp(`\\.${property}${side}--${size} \\{([^}]*)\\}`).exec(css);
        assert.ok(rule, `.${property}${side}--${size}`);
        for (const part of parts) assert.ok(rule[1].includes(`${property}${part}: ${value} !important;`), `.${property}${side}--${size}: ${rule[1]}`);
      }
    }
  }
});

test("Infima's table of contents has no bullets, its nested lists indented and its active link in the primary colour", () => {
  assert.match(css, /\.table-of-contents, \.table-of-contents ul \{ list-style: none; padding-left: 0\.5rem; \}/);
  assert.match(css, /\.table-of-contents__link--active \{ color: var\(--ao-primary\)/);
});

test("a site's card that is itself a link is not underlined as a link in running text is", () => {
  // The theme underlines `.markdown li a` (ui/src/theme/styles.css); a DocCard drawn as `<Link className="card">` is a block.
  assert.match(css, /\.card-grid-item > a\.card \{ text-decoration: none; \}/);
});

test("the theme's tag pill is drawn on its tag links only, not on a site's `tag` class (Prism's `token tag` spans)", () => {
  const theme = readFileSync(new URL("../src/theme/styles.css", import.meta.url), "utf8");
  // fbt's home page draws JSX with prism-react-renderer itself: every `<span class="token tag">` became a pill.
  assert.deepEqual([...theme.matchAll(/^([^{}\n]*\.tag\b(?!-)[^{]*)\{/gm)].map((m) => m[1].trim()), ["a.tag"]);
});
