// Math and diagrams, finished at build time. Codegen writes a placeholder
// string for each formula, Mermaid diagram and math stylesheet
// (crates/codegen/src/markdown/rich.rs); compiling a module replaces them:
//
// - a formula with KaTeX's HTML, so the page module carries the markup for
//   the pre-render and for hydration alike and no math script reaches the
//   browser. KaTeX positions its boxes with inline styles, which the site's
//   CSP refuses: each distinct style becomes a class, and the module's rules
//   a small stylesheet of its own beside KaTeX's (which names its fonts by
//   hash, woff2 only). A formula KaTeX rejects fails the build at its place.
// - a diagram with its source, checked by Mermaid's own parser while the
//   build goes on: a syntax error is a warning with its place, not a broken
//   page (the browser shows the source then, as it does without scripts).
//
// Only modules with placeholders pay anything: katex and mermaid load on the
// first one. What each compiled module needs (stylesheets, warnings) is kept
// by its cache key in `rich/index.json`, so a module compiled by an earlier
// build still publishes its stylesheet and repeats its warning.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { DamagedCache, readSealedJson, sha256Of, writeAtomic, writeSealed } from "./cache.mjs";

const requireHere = createRequire(import.meta.url);

/** A placeholder, as esbuild prints the string: the mark, the kind, the payload's JSON in hex. */
const PLACEHOLDER = /(["'`])\uE000(katex|mermaid|katex-css|math-css):([0-9a-f]*)\1/g;

const decode = (hex) => JSON.parse(Buffer.from(hex, "hex").toString("utf8"));

/** Where a place inside `text` (which starts at `at`) is in the source file. */
function placeIn(at, text, index) {
  const before = text.slice(0, index);
  const lines = before.split("\n");
  const line = at.line + lines.length - 1;
  const column = lines.length > 1 ? [...lines.at(-1)].length + 1 : at.column + [...before].length;
  return `${at.file}:${line}:${column}`;
}

/** @type {typeof import("katex") | null} */
let katex = null;
/** @type {import("katex").KatexOptions} */
const KATEX_OPTIONS = { throwOnError: true, strict: false, output: "htmlAndMathml" };

/**
 * KaTeX's HTML for a formula, its inline styles made classes (added to
 * `rules`, class → declarations, each `!important` as an inline style is).
 */
export function renderFormula({ tex, display, at }, rules) {
  const renderer = (katex ??= requireHere("katex"));
  let html;
  try {
    html = renderer.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
  } catch (thrown) {
    const error = /** @type {{ position?: number, rawMessage?: string, message?: string } | undefined} */ (thrown);
    const where = typeof error?.position === "number" ? placeIn(at, tex, error.position) : `${at.file}:${at.line}:${at.column}`;
    throw new Error(`${where}: KaTeX cannot read this formula: ${error?.rawMessage ?? error?.message ?? error}`);
  }
  return html.replace(/<([a-zA-Z]+)((?:\s+[a-zA-Z-]+=(?:"[^"]*"|'[^']*'))*)(\s*\/?)>/g, (tag, name, attrs, end) => {
    const style = /\sstyle="([^"]*)"/.exec(attrs);
    if (!style) return tag;
    const declarations = style[1]
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => `${d}!important`)
      .join(";");
    const cls = `k${sha256Of(declarations).slice(0, 8)}`;
    rules.set(cls, declarations);
    let rest = attrs.replace(style[0], "");
    const existing = /\sclass="([^"]*)"/.exec(rest);
    rest = existing ? rest.replace(existing[0], ` class="${existing[1]} ${cls}"`) : ` class="${cls}"${rest}`;
    return `<${name}${rest}${end}>`;
  });
}

/** The stylesheet of a module's formula classes. */
const rulesCss = (rules) => [...rules].sort(([a], [b]) => (a < b ? -1 : 1)).map(([cls, d]) => `.${cls}{${d}}`).join("\n");

/** KaTeX's stylesheet with woff2 fonts only, named by hash: `{ css: [name, text], fonts: [[name, file]] }`. */
function katexFiles() {
  const dist = path.dirname(requireHere.resolve("katex/dist/katex.min.css"));
  const fonts = [];
  const text = readFileSync(path.join(dist, "katex.min.css"), "utf8")
    .replace(/,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("[^"]+"\)/g, "")
    .replace(/url\(fonts\/([^)]+)\.woff2\)/g, (_, stem) => {
      const file = path.join(dist, "fonts", `${stem}.woff2`);
      const name = `${stem}-${sha256Of(readFileSync(file)).slice(0, 10)}.woff2`;
      fonts.push([name, file]);
      return `url(${name})`;
    });
  return { css: [`katex-${sha256Of(text).slice(0, 10)}.css`, text], fonts };
}

/** @type {Promise<import("mermaid").Mermaid> | null} */
let mermaid = null;

/**
 * A syntax error Mermaid's parser reports for `code` (`{ file, line, message }`,
 * a warning of the build), or null (errors of Node's missing DOM are not the writer's).
 */
async function diagramProblem({ code, at }) {
  mermaid ??= import("mermaid").then((m) => m.default);
  try {
    await (await mermaid).parse(code);
    return null;
  } catch (thrown) {
    const error = /** @type {{ message?: string, hash?: { loc?: { last_line: number } } } | undefined} */ (thrown);
    const message = String(error?.message ?? error);
    const syntax = error?.hash || /parse error|lexical error|syntax error|parsing failed|no diagram type detected/i.test(message);
    if (!syntax) return null;
    // Jison's parsers say where (`hash.loc`, or "on line N" in the message); the others do not.
    const within = error?.hash?.loc?.last_line ?? Number(/on line (\d+)/.exec(message)?.[1] ?? 1);
    const line = at.line + Math.max(within - 1, 0);
    const first = message.split("\n").find((l) => l.trim()) ?? message;
    return { file: at.file, line, message: `this Mermaid diagram does not parse (it is shown as its source): ${first.trim()}` };
  }
}

/**
 * The rich-text step of one build, in the cache folder `cacheDir`:
 * `transform(key, code)` for each module compiled (its cache key and code),
 * then `finish(units, tree)` to publish what the build's modules need.
 */
export function richText(cacheDir) {
  const store = path.join(cacheDir, "rich");
  const indexFile = path.join(store, "index.json");
  const known = readSealedJson(indexFile);
  // Without its index (a first build, or a damaged file) no compiled module
  // can say what it needs: all are compiled again.
  if (known === null) rmSync(path.join(cacheDir, "modules"), { recursive: true, force: true });
  const index = known ?? {};
  const checks = [];
  /** @type {ReturnType<typeof katexFiles> | null} */
  let katexNamed = null;
  const katexName = () => (katexNamed ??= katexFiles());

  function transform(key, code) {
    if (!code.includes("\uE000")) {
      delete index[key];
      return code;
    }
    const rules = new Map();
    const diagrams = [];
    // Formulas first: the module's stylesheet is named by their rules.
    let out = code.replace(PLACEHOLDER, (whole, _quote, kind, hex) => {
      if (kind === "katex") return JSON.stringify(renderFormula(decode(hex), rules));
      if (kind === "mermaid") {
        const diagram = decode(hex);
        diagrams.push(diagram);
        return JSON.stringify(diagram.code);
      }
      return whole;
    });
    const css = [];
    if (rules.size > 0 || out.includes("\uE000katex-css")) {
      const text = rulesCss(rules);
      const own = `math-${sha256Of(text).slice(0, 10)}.css`;
      mkdirSync(store, { recursive: true });
      if (!existsSync(path.join(store, own))) writeAtomic(path.join(store, own), text);
      const [katexCss] = katexName().css;
      css.push(katexCss, own);
      // Each placeholder carries the assets' folder under the site's base URL (codegen's `math_stylesheets`).
      const folder = (hex) => decode(hex);
      out = out.replace(PLACEHOLDER, (whole, _quote, kind, hex) =>
        kind === "katex-css" ? JSON.stringify(folder(hex) + katexCss) : kind === "math-css" ? JSON.stringify(folder(hex) + own) : whole,
      );
    }
    /** @type {{ css: string[], warnings: import("./protocol.mjs").ContentWarning[] }} */
    const entry = { css, warnings: [] };
    index[key] = entry;
    for (const diagram of diagrams) checks.push(diagramProblem(diagram).then((problem) => problem && entry.warnings.push(problem)));
    return out;
  }

  /**
   * Publishes the stylesheets and fonts the build's modules (`units`, by
   * path: `{ key }`) name, keeps the index; returns their diagrams' warnings
   * (the engine reports and counts them with the build's others).
   */
  async function finish(units, tree) {
    await Promise.all(checks);
    const keys = new Set([...units.values()].map((u) => u.key));
    const kept = {};
    const files = new Set();
    const warnings = [];
    for (const key of keys) {
      const entry = index[key];
      if (!entry) continue;
      kept[key] = entry;
      warnings.push(...entry.warnings);
      for (const file of entry.css) files.add(file);
    }
    if (files.size > 0) {
      const { css, fonts } = katexName();
      mkdirSync(store, { recursive: true });
      if (!existsSync(path.join(store, css[0]))) writeAtomic(path.join(store, css[0]), css[1]);
      for (const [name, file] of fonts) {
        if (!existsSync(path.join(store, name))) copyFileSync(file, path.join(store, name));
        files.add(name);
      }
      for (const file of files) {
        if (!existsSync(path.join(store, file))) {
          // A module's own rules are made only when it compiles: compile it again.
          for (const [key, entry] of Object.entries(kept)) {
            if (entry.css.includes(file)) rmSync(path.join(cacheDir, "modules", `${key}.js`), { force: true });
          }
          throw new DamagedCache(`the formula stylesheet ${file}`);
        }
        tree.link(`assets/${file}`, store, file);
      }
    }
    if (known === null || JSON.stringify(kept) !== JSON.stringify(known)) {
      mkdirSync(store, { recursive: true });
      writeSealed(indexFile, JSON.stringify(kept));
    }
    // Forget what no module of this build names.
    for (const name of existsSync(store) ? readdirSync(store) : []) {
      if (name !== "index.json" && !files.has(name)) rmSync(path.join(store, name), { force: true });
    }
    return warnings;
  }

  return { transform, finish };
}
