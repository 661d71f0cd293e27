// The generated modules (pages, route shards, sidebar views, post previews,
// data): each compiled on its own, cached by its source, then linked.
//
// Compiling a module never depends on another module's output: every import
// is left as a token naming what it imports (another generated module, a
// module of the app shell, or a package). Linking then replaces the tokens
// with file names, and a module's file is named by a hash of its linked text,
// which holds its imports' names: a change to a sidebar view renames the view
// and every page that imports it, and nothing else. So a build compiles only
// the modules whose source changed, and its output is the same as a clean
// build's, byte for byte.
import { hash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

import { buildSync, build as esbuildBuild } from "esbuild";
import { init as lexerInit, parse as lexImports } from "es-module-lexer";

import { checkNamed, readSealed, readSealedJson, sha256Of, writeAtomic, writeSealed } from "./cache.mjs";
import { send } from "./channel.mjs";

export { writeAtomic };

export const lexerReady = lexerInit;

/**
 * The hex SHA-256 of the parts (strings) joined. One-shot: a build hashes
 * some 75,000 short strings at 10,000 docs, and a Hash object for each was
 * most of the cost.
 */
export const sha256 = (...parts) => hash("sha256", parts.length === 1 ? parts[0] : parts.join(""));

/**
 * Reports how far a step is to the engine (a `progress` message on the
 * channel, at most ten a second per step, and always the last).
 * @param {string} what
 */
export function progressReporter(what) {
  let last = 0;
  return (/** @type {number} */ done, /** @type {number} */ total) => {
    const now = performance.now();
    if (done < total && now - last < 100) return;
    last = now;
    send({ kind: "progress", done, total, what });
  };
}

/**
 * The names in a store folder, read once: asking for each of 10,000 files
 * one by one was a stat call per module and page on every build.
 */
export function namesIn(dir) {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
}

/** Whether `file` is a file (a theme module `MDXComponents.tsx` has a folder `MDXComponents/` beside it). */
export function isFile(file) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The import tokens: `"<marker>:<kind>:<id>"`, where kind is `gen` or
 * `gen-dynamic` (a generated module, by its path in the generated folder),
 * `shell` (a module of ui/src, by its path there), `pkg` (a package id),
 * `site` (site code or a site package, as a page imports it: site.mjs) or
 * `vendor` (React as site code shares it, see site.mjs).
 * The marker is derived from the compiler's fingerprint, so no text a writer
 * puts in a page can pose as one.
 */
export function tokens(marker) {
  const make = (kind, id) => `${marker}:${kind}:${id}`;
  const pattern = new RegExp(`"${marker}:(gen|gen-dynamic|shell|pkg|site|vendor):([^"]+)"`, "g");
  /** The imports of compiled code, in order: { kind, id }. */
  const list = (code) => [...code.matchAll(pattern)].map((m) => ({ kind: m[1], id: m[2] }));
  /** The code with each token replaced by `name(kind, id)`, quoted. */
  const replace = (code, name) => code.replace(pattern, (_, kind, id) => JSON.stringify(name(kind, id)));
  return { make, list, replace, prefix: `${marker}:` };
}

/**
 * Compiled code with each import's specifier (static, or a dynamic import of
 * a string) replaced by `tokenOf(specifier, dynamic)`, quoted. The lexer
 * finds imports as JavaScript does (not in strings or comments). A dynamic
 * import of a computed path is refused, or with `keepComputed` (site code's
 * packages: `import(url)` at run time) left as it is.
 * @param {string} code
 * @param {(specifier: string, dynamic: boolean) => string} tokenOf
 * @param {string} module
 * @param {{ keepComputed?: boolean }} [options]
 */
export function importsAsTokens(code, tokenOf, module, { keepComputed = false } = {}) {
  const [imports] = lexImports(code, module);
  let out = "";
  let at = 0;
  for (const found of imports) {
    if (found.type === "import-meta") continue;
    const dynamic = found.type === "dynamic";
    const computed = typeof found.specifier !== "string" || (dynamic && found.glob);
    if (computed && dynamic && keepComputed) continue;
    if (computed) {
      throw new Error(`${module} imports a computed path; a generated module imports only modules it names`);
    }
    // A static import's range is the text between the quotes, a dynamic one's the whole string.
    const [from, to] = dynamic ? [found.start, found.end] : [found.start - 1, found.end + 1];
    out += code.slice(at, from) + JSON.stringify(tokenOf(found.specifier, dynamic));
    at = to;
  }
  return out + code.slice(at);
}

/**
 * Compiles the modules whose source is not in the cache. `modules` are paths
 * relative to `generatedDir`; `sources` holds a hash of each one's text (from
 * xtask, which wrote them), so unchanged sources are not read. Returns, by path, each module's `unit`: its
 * cache key, its imports (`{ kind, id }`) and `code()`, the compiled code
 * with tokens (read from the cache only when a later step needs the text).
 * @param {{
 *   ui: string, generatedDir: string, sources: Record<string, string>, cacheDir: string, compilerKey: string, modules: string[],
 *   rich?: ReturnType<typeof import("./rich.mjs").richText> | null,
 *   progress?: (done: number, total: number) => void,
 * }} options
 */
export async function compileModules({ ui, generatedDir, sources, cacheDir, compilerKey, modules, rich = null, progress = () => {} }) {
  const marker = `aolda-${compilerKey.slice(0, 16)}`;
  const token = tokens(marker);
  const known = new Set(modules);
  const src = path.join(ui, "src");
  const store = path.join(cacheDir, "modules");
  const depsFile = path.join(store, "imports.json");
  const knownDeps = readSealedJson(depsFile) ?? {};
  const units = new Map();
  const missing = [];
  const stored = namesIn(store);

  /** The generated module or shell file a relative import names, with its extension. */
  const withExtension = (base, exists) => ["", ".tsx", ".ts", ".json"].map((ext) => base + ext).find(exists);
  /** The token for `spec`, imported by the generated module `module`. */
  const tokenOf = (spec, dynamic, module) => {
    // Site code and the site's packages: codegen marks each with where the page imports it (site.mjs).
    if (spec.includes("#@")) return token.make("site", spec);
    if (!/^\.\.?\//.test(spec)) return token.make("pkg", spec);
    const target = path.resolve(path.dirname(path.join(generatedDir, module)), spec);
    const inGenerated = path.relative(generatedDir, target);
    if (!inGenerated.startsWith("..")) {
      const id = withExtension(inGenerated.split(path.sep).join("/"), (m) => known.has(m));
      if (!id) throw new Error(`${spec} is not a generated module (imported by ${module})`);
      return token.make(dynamic ? "gen-dynamic" : "gen", id);
    }
    // Generated modules name the shell as if they sat in ui/src/generated.
    const inSrc = withExtension(path.join(src, "generated", inGenerated), isFile);
    if (!inSrc) throw new Error(`${spec} is not a module of ui/src (imported by ${module})`);
    return token.make("shell", path.relative(src, inSrc).split(path.sep).join("/"));
  };

  // Hundreds of entries in one esbuild build: its start-up is paid rarely, and
  // the count advances (250 a build: 1,473 modules compiled in 0.86 s against
  // 1.0 s at 500, median of five each, interleaved). Each module is compiled
  // alone (no bundling: nothing for esbuild to resolve, where a resolve
  // callback for each import was a seventh of the step); its imports are then
  // found by es-module-lexer and become tokens, on this thread while esbuild
  // compiles the next batch.
  /** @type {(batch: string[]) => import("esbuild").BuildOptions & { write: false }} */
  const options = (batch) => ({
    entryPoints: batch.map((module) => path.join(generatedDir, module)),
    outbase: generatedDir,
    outdir: path.join(generatedDir, "out"), // never written: write is false
    write: false,
    bundle: false,
    // What a module declares and never uses goes, as when each was bundled alone.
    treeShaking: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    charset: "utf8",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // Not the site's tsconfig.json (the generated folder is inside the site): the modules are the app's code.
    tsconfig: path.join(ui, "tsconfig.json"),
    logLevel: "warning",
  });
  /** Keeps a module's compiled code, its imports as tokens, in the store's `file`. */
  const keep = (module, file, compiled) => {
    // Formulas and diagrams filled in (stages/rich.mjs), by the module's cache key.
    const filled = rich ? rich.transform(path.basename(file, ".js"), compiled) : compiled;
    const text = importsAsTokens(filled, (spec, dynamic) => tokenOf(spec, dynamic, module), module);
    writeSealed(file, text);
    return text;
  };
  // A kept module that fails its seal (removed by readSealed) is compiled again when it is needed.
  const recompile = (module, file) => keep(module, file, buildSync(options([module])).outputFiles[0].text);
  await lexerReady;

  for (const module of modules) {
    const source = sources[module];
    if (!source) throw new Error(`the job has no hash for ${module}`);
    const key = sha256(compilerKey, "\0", module, "\0", source);
    const file = path.join(store, `${key}.js`);
    let text = null;
    const code = () => (text ??= readSealed(file) ?? recompile(module, file));
    const cached = stored.has(`${key}.js`);
    units.set(module, { key, code, deps: cached ? (knownDeps[key] ?? token.list(code())) : null });
    if (!cached) missing.push(module);
  }

  const BATCH = 250;
  const batches = [];
  for (let start = 0; start < missing.length; start += BATCH) batches.push(missing.slice(start, start + BATCH));
  const compile = (batch) => esbuildBuild(options(batch));
  let compiling = batches.length ? compile(batches[0]) : null;
  let done = 0;
  for (const [i, batch] of batches.entries()) {
    const result = await compiling;
    if (!result) break;
    compiling = i + 1 < batches.length ? compile(batches[i + 1]) : null;
    // Lets the next request reach esbuild before this thread is busy.
    await new Promise(setImmediate);
    const byOutput = new Map(batch.map((m) => [m.replace(/\.(tsx?|json)$/, ".js"), m]));
    for (const output of result.outputFiles) {
      const rel = path.relative(path.join(generatedDir, "out"), output.path).split(path.sep).join("/");
      const module = byOutput.get(rel);
      if (!module) throw new Error(`esbuild wrote ${rel}, which is no module of this build`);
      const unit = units.get(module);
      if (!unit) throw new Error(`no unit for ${module}`);
      const text = keep(module, path.join(store, `${unit.key}.js`), output.text);
      unit.code = () => text;
      unit.deps = token.list(text);
    }
    progress((done += batch.length), missing.length);
  }
  // Written only when it would say something new: at 10,000 modules, writing
  // it again was a fixed cost of every build, whatever changed.
  const deps = Object.fromEntries([...units.values()].map((u) => [u.key, u.deps]));
  if (!sameKeys(deps, knownDeps)) writeSealed(depsFile, JSON.stringify(deps));
  return { units, token, built: missing.length };
}

/** Whether two indexes name the same keys (their values are functions of the keys). */
function sameKeys(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
}

/** A file-name stem for a generated module: `page-guide_compute`, `routes-3`, `sidebar-guide-0`. */
function stemOf(module) {
  const bare = module.replace(/\.(tsx?|json)$/, "");
  if (bare.startsWith("pages/")) return `page-${bare.slice(6)}`;
  if (bare.startsWith("route-shards/")) return `routes-${bare.slice(13)}`;
  if (bare.startsWith("previews/")) return bare.slice(9);
  if (bare.startsWith("sidebars/")) return `sidebar-${bare.slice(9).replaceAll("/", "-")}`;
  if (bare.startsWith("site/")) return `site-${bare.slice(5).replaceAll("/", "-")}`;
  return bare.replaceAll("/", "-");
}

/**
 * Links the files of one target: each module's text with its imports named,
 * and its file name from a hash of that text, so a file's name changes with
 * anything it contains or imports. Modules that import each other in a
 * cycle (a chunk of site code and one it loads on demand, which imports it
 * back) cannot be named by their own text: each is named by a hash of the
 * whole cycle (its members' code and what they import from outside it), and
 * its text's hash is kept beside the name (`sha`) for the damaged-cache
 * check. `name(kind, id, file)` gives the specifier of an import: of a
 * generated module (with its linked `file`), a shell module or a package. A
 * module whose code and imports are those of an earlier build keeps that
 * build's file, unread but for its hash (checked with the `verified` memo,
 * when given). New files are written to `store` (with `extension`); returns,
 * by module, `{ file, imports, sha? }`, where imports are the names of what
 * it loads before it runs.
 */
export function link({ units, token, name, store, indexFile, verified, extension = ".js", aliases = new Map(), finish = (_, text) => text, only = (/** @type {string} */ _module) => true }) {
  const known = readSealedJson(indexFile) ?? {};
  const stored = namesIn(store);
  const index = {};
  const linked = new Map();
  // Shell and package names are the same for every module that imports them.
  const outside = new Map();
  const nameOutside = (kind, id) => {
    const key = `${kind}:${id}`;
    if (!outside.has(key)) outside.set(key, name(kind, id, null));
    return outside.get(key);
  };
  // A site token names the site module bundled for it (`aliases`, see site.mjs).
  const local = (kind, id) => (kind === "site" ? (aliases.get(id) ?? fail(new Error(`no site module was bundled for ${id}`))) : kind.startsWith("gen") ? id : null);
  const unitOf = (module) => units.get(module) ?? fail(new Error(`${module} was not compiled`));
  // A stored file is checked against its text's hash before it is named again (with `verified`; else its user checks it).
  const intact = (result) =>
    stored.has(result.file) && (!verified || checkNamed(verified, path.join(store, result.file), (bytes) => linkedIntact(result, bytes)) || !stored.delete(result.file));
  /** Links one module whose imports of other cycles are linked; `fileIn` names the members of its own. */
  const linkOne = (module, fileIn) => {
    const unit = unitOf(module);
    const specifier = ({ kind, id }) => {
      const dep = local(kind, id);
      return dep ? name(kind, dep, fileIn.get(dep) ?? linked.get(dep).file) : nameOutside(kind, id);
    };
    const names = unit.deps.map(specifier);
    const key = sha256(unit.key, "\0", names.join("\0"));
    let result = known[key];
    if (!result || !intact(result)) {
      const text = finish(module, token.replace(unit.code(), (kind, id) => specifier({ kind, id })));
      const imports = [...new Set(names.filter((_, i) => unit.deps[i].kind !== "gen-dynamic"))];
      const sha = sha256(text).slice(0, 10);
      const own = fileIn.get(module);
      result = own ? { file: own, imports, sha } : { file: `${stemOf(module)}-${sha}${extension}`, imports };
      if (!intact(result)) {
        writeAtomic(path.join(store, result.file), text);
        stored.add(result.file);
      }
    }
    index[key] = result;
    linked.set(module, result);
  };
  /** Links a cycle's modules: each named by the cycle's hash and its own name first, then written. */
  const linkCycle = (members) => {
    const inside = new Set(members);
    const parts = [...members].sort().map((module) => {
      const unit = unitOf(module);
      const below = unit.deps.map(({ kind, id }) => {
        const dep = local(kind, id);
        return dep ? (inside.has(dep) ? dep : name(kind, dep, linked.get(dep).file)) : nameOutside(kind, id);
      });
      return [module, unit.key, ...below].join("\0");
    });
    const cycle = sha256(parts.join("\n"));
    const fileIn = new Map(members.map((module) => [module, `${stemOf(module)}-${sha256(cycle, "\0", module).slice(0, 10)}${extension}`]));
    for (const module of members) linkOne(module, fileIn);
  };
  const noCycle = new Map();
  for (const members of cyclesFirstBelow([...units.keys()].filter(only), (module) => unitOf(module).deps.map(({ kind, id }) => local(kind, id)).filter(Boolean))) {
    const alone = members.length === 1 && !unitOf(members[0]).deps.some(({ kind, id }) => local(kind, id) === members[0]);
    if (alone) linkOne(members[0], noCycle);
    else linkCycle(members);
  }
  if (!sameKeys(index, known)) writeSealed(indexFile, JSON.stringify(index));
  return linked;
}

/**
 * The strongly connected components of the graph reached from `roots`
 * (Tarjan's algorithm, without recursion: a site's chunks can be thousands
 * deep), each after every component it leads to.
 * @param {string[]} roots
 * @param {(node: string) => string[]} next
 * @returns {string[][]}
 */
export function cyclesFirstBelow(roots, next) {
  const order = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const root of roots) {
    if (order.has(root)) continue;
    const frames = [{ node: root, edges: next(root), at: 0 }];
    order.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (frames.length) {
      const frame = frames[frames.length - 1];
      if (frame.at < frame.edges.length) {
        const to = frame.edges[frame.at++];
        if (!order.has(to)) {
          order.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          frames.push({ node: to, edges: next(to), at: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), order.get(to)));
        }
        continue;
      }
      frames.pop();
      if (frames.length) {
        const parent = frames[frames.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === order.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/**
 * Whether `bytes` are what the linked file holds: its text's hash is the one
 * in its name (`stem-HASH.js`), or for a member of a cycle the one kept beside it.
 * @param {{ file: string, sha?: string }} linked
 * @param {Uint8Array} bytes
 */
export const linkedIntact = (linked, bytes) => (linked.sha ?? /-([0-9a-f]{10})\.m?js$/.exec(linked.file)?.[1]) === sha256Of(bytes).slice(0, 10);

function fail(error) {
  throw error;
}
