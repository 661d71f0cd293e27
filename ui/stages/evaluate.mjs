// Evaluates a Docusaurus site's settings as Docusaurus does, at build time:
// `docusaurus.config.{ts,mts,cts,js,mjs,cjs}` and the sidebars file each docs
// plugin instance names (`sidebarPath`).
//
//   node evaluate.mjs SITE_DIR    prints one JSON object on standard output:
//
//   { "modules": { "docusaurus.config.ts": <data>, "sidebars.ts": <data> },
//     "reads":   [ files the evaluation read: site-relative, or absolute outside the site ],
//     "env":     { "NAME": "value" or null: the environment variables it read },
//     "error":   null or { "file", "line", "column", "message", "expected" } }
//
// xtask runs it before content-model, which only ever sees the data (see
// site-loader's evaluate.rs); xtask keeps the answer until a file of `reads`,
// a variable of `env`, this script or Node changes.
//
// Each module is bundled by esbuild (TypeScript, ESM and CommonJS alike) and
// run as a CommonJS module whose file is the original's, so `require.resolve`,
// `__dirname` and `process.env` mean what they mean under Docusaurus. Packages
// a config imports for types or Docusaurus' own helpers (`@docusaurus/*`,
// `prism-react-renderer`'s themes) get stand-ins, so a site builds without
// `npm install`; other packages come from the site's node_modules. What is not
// data (a function `editUrl`, a class instance, a stand-in) becomes a marker
// `{"$nonData": kind, …}` that the model names in a note. Strings naming a file
// inside the site by its absolute path (`require.resolve('./sidebars.js')`) are
// written relative to the site, so the answer does not depend on where the site is.
import fs, { existsSync, readFileSync, statSync } from "node:fs";
import Module, { isBuiltin } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { build } from "esbuild";

import { messageOf } from "./cache.mjs";
import { commandLine, readRequest } from "./channel.mjs";
import { isCommonJsFile, missingPackage } from "./packages.mjs";
import { filesBelow } from "./walk.mjs";

/** The names Docusaurus looks for, in its order. */
export const CONFIG_NAMES = ["ts", "mts", "cts", "js", "mjs", "cjs"].map((ext) => `docusaurus.config.${ext}`);

/** Packages given stand-ins: imported by real configs, not installed by an untouched site, never run by us. */
const STAND_IN = /^(@docusaurus\/|prism-react-renderer(\/|$))/;

// The classic preset and the presets that hand it their options, as
// content-model's docusaurus_config.rs lists them.
const CLASSIC_PRESETS = new Set([
  "classic",
  "@docusaurus/preset-classic",
  "docusaurus-preset-classic",
  "docusaurus-plugin-internaldocs-fb/docusaurus-preset",
]);

/** A preset's package entry when the config names it by its resolved file (`require.resolve(…)`), as docusaurus_config.rs's `package_entry`. */
function packageEntry(name) {
  if (typeof name !== "string") return name;
  const at = name.lastIndexOf("node_modules" + path.sep);
  if (at < 0) return name;
  const bare = name
    .slice(at + "node_modules".length + 1)
    .split(path.sep)
    .join("/")
    .replace(/\.(c|m)?js$/, "");
  const parts = bare.split("/");
  const count = Math.min(bare.startsWith("@") ? 2 : 1, parts.length);
  const own = parts[count - 1];
  const file = parts.slice(count);
  // The package itself when the file is its entry (`index` or a file named as the package, in lib/, dist/ or build/ too).
  const stem = file.at(-1);
  const entry = file.length === 0 || (file.length === 1 && (stem === "index" || stem === own)) || (file.length === 2 && ["lib", "dist", "build"].includes(file[0]) && (stem === "index" || stem === own));
  return entry ? parts.slice(0, count).join("/") : bare;
}
const DOCS_PLUGINS = new Set(["content-docs", "@docusaurus/plugin-content-docs", "docusaurus-plugin-content-docs"]);
const BLOG_PLUGINS = new Set(["content-blog", "@docusaurus/plugin-content-blog", "docusaurus-plugin-content-blog"]);
const PAGES_PLUGINS = new Set(["content-pages", "@docusaurus/plugin-content-pages", "docusaurus-plugin-content-pages"]);

/** While a site's plugin is made: the stand-ins it calls, with their arguments (see `contentPluginWrapped`). */
/** @type {{ module: string, path: string, args: unknown[] }[] | null} */
let standInCalls = null;

/** Docusaurus' content plugins, by the module a site's plugin requires (its package, or its `lib/index.js`). */
const CONTENT_PLUGIN = /^(@docusaurus\/plugin-content-(?:blog|docs))(?:\/lib(?:\/index(?:\.js)?)?)?$/;

/** The hooks a content plugin's instance hands on when spread. */
const INSTANCE_HOOKS = ["loadContent", "contentLoaded"];

/** While a plugin that reads a content plugin's content is made again: that plugin is the site's real one (see `readersGlobalData`). */
let realContentPlugins = false;

/** The folders (`path` options) the real content plugins were made with meanwhile. */
/** @type {string[]} */
let contentFolders = [];

/** The site's real content plugin module `real` (of `id`), noting the folder each instance it makes reads. */
function notingFolders(real, id) {
  return new Proxy(real, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key !== "default" || typeof value !== "function") return value;
      return (/** @type {Record<string, any>} */ context, /** @type {Record<string, any> | undefined} */ options) => {
        contentFolders.push(typeof options?.path === "string" ? options.path : id.includes("blog") ? "blog" : "docs");
        return value(context, options);
      };
    },
  });
}

/** Stand-in values (proxies) → the module and property path they stand for. */
const standIns = new WeakMap();

/** A value standing for `module`'s export at `keys`: any property or call gives another. */
function standIn(module, keys = []) {
  // An instance of Docusaurus' content plugin, spread into the plugin that made it (`{ ...blog, … }`),
  // hands on its hooks, as the real instance does: calling them is seen (see `publishesWrapped`).
  const instance = CONTENT_PLUGIN.test(module) && keys.at(-1) === "()";
  const proxy = new Proxy(function standInValue() {}, {
    ownKeys: (target) => [...Reflect.ownKeys(target), ...(instance ? INSTANCE_HOOKS : [])],
    getOwnPropertyDescriptor: (target, key) =>
      instance && typeof key === "string" && INSTANCE_HOOKS.includes(key)
        ? { value: standIn(module, [...keys, key]), enumerable: true, configurable: true, writable: true }
        : Reflect.getOwnPropertyDescriptor(target, key),
    get(_target, key) {
      // Not a module object, not a promise, not JSON-able: the interop helpers and `await` must see plain absence.
      // Spread or iterated (`[...themes.github.styles, …]`), it is empty.
      if (key === Symbol.iterator) return function* nothing() {};
      if (typeof key === "symbol" || key === "__esModule" || key === "then" || key === "toJSON") return undefined;
      return standIn(module, [...keys, key]);
    },
    apply: (_target, _this, args) => {
      standInCalls?.push({ module, path: keys.join("."), args });
      return standIn(module, [...keys, "()"]);
    },
    construct: () => standIn(module, [...keys, "new"]),
  });
  standIns.set(proxy, { module, path: keys.join(".") });
  return proxy;
}

/**
 * esbuild plugin: builtins and stand-ins left to `require` (see `run`: left
 * out of the bundle, a named import reads the stand-in's property as it is
 * used instead of copying the properties it lists), everything else bundled.
 */
const packages = {
  name: "aolda-packages",
  setup(b) {
    // `require.resolve(path)` is a path for Docusaurus to load, evaluated at run time as Node does (from the
    // config's own folder); esbuild would try to bundle the second call naming a file (a stylesheet).
    b.onResolve({ filter: /.*/ }, (args) => (args.kind === "require-resolve" ? { path: args.path, external: true } : undefined));
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (isBuiltin(args.path) || STAND_IN.test(args.path)) return { path: args.path, external: true };
      // A package is required from node_modules at run time, as Docusaurus' loader does: bundling one such
      // as `typescript` makes a module of tens of MB, and one that finds its files by `import.meta.url` (a
      // native binding beside it) breaks. An ES module package is bundled only where Node cannot require it
      // (before 20.19), or where it cannot be required (no `require` export).
      if (isRequirable(args.path, args.resolveDir)) return { path: args.path, external: true };
      return undefined;
    });
  },
};

/** What a package the config required exports (its module object and default) → the package's name. */
const packageExports = new WeakMap();

/** The package a function or module the config required came from, if it came from one. */
export const packageOf = (/** @type {unknown} */ value) => (typeof value === "function" || (typeof value === "object" && value !== null) ? packageExports.get(value) : undefined);

/** Whether `value` stands in for a package that is not installed. */
export const isStandIn = (/** @type {unknown} */ value) => typeof value === "function" && standIns.has(value);

/** `exported`, remembered as `id`'s when `id` names a package, so that a plugin function in the answer says which package it is (`remarkPlugins`). */
function packageExport(id, exported) {
  if (!/^[./]/.test(id) && !isBuiltin(id)) {
    const name = id.split("/").slice(0, id.startsWith("@") ? 2 : 1).join("/");
    for (const value of [exported, exported?.default]) {
      if ((typeof value === "function" || (typeof value === "object" && value !== null)) && !packageExports.has(value)) packageExports.set(value, name);
    }
  }
  return exported;
}

/**
 * Node's `module` whose `createRequire` makes requires that give stand-ins and
 * remember packages as the config's own `require` does: an ES module config
 * (`createRequire(import.meta.url)('@docusaurus/remark-plugin-npm2yarn')`) is read as a CommonJS one.
 * @param {typeof Module} nodeModule
 */
function tracingCreateRequire(nodeModule) {
  return new Proxy(nodeModule, {
    get(target, key) {
      if (key !== "createRequire") return Reflect.get(target, key);
      return (/** @type {string | URL} */ from) => {
        const made = target.createRequire(from);
        const traced = (/** @type {string} */ id) => (STAND_IN.test(id) ? standIn(id) : packageExport(id, made(id)));
        return Object.assign(traced, { resolve: made.resolve, cache: made.cache, main: made.main, extensions: made.extensions });
      };
    },
  });
}

/** esbuild's loader for a site file, by its extension. */
const LOADERS = { ".js": "js", ".cjs": "js", ".mjs": "js", ".jsx": "jsx", ".ts": "ts", ".cts": "ts", ".mts": "ts", ".tsx": "tsx" };

/**
 * esbuild plugin: each of the site's own files bundled into the module keeps
 * its own place, as it has when Node or Docusaurus' loader runs it: its
 * `__dirname`, `__filename` and `import.meta.url`/`dirname`/`filename` name
 * that file, not the config (a script in `scripts/` that reads `../docs`).
 */
const ownPlaces = {
  name: "aolda-own-places",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.split(path.sep).includes("node_modules")) return undefined;
      const loader = LOADERS[path.extname(args.path)];
      if (!loader) return undefined;
      let contents = readFileSync(args.path, "utf8");
      const places = { __dirname: path.dirname(args.path), __filename: args.path };
      const meta = { url: pathToFileURL(args.path).href, dirname: places.__dirname, filename: args.path };
      contents = contents.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(meta[key]));
      // A require of a computed path (`` require(`../docs/${n}/sidebar`) ``) is Node's, at run time and
      // from this file's folder, as jiti leaves it: esbuild would bundle only the files its pattern names
      // exactly (no extensions tried), and Node's own `require` there would resolve from the config.
      if (contents.search(COMPUTED_REQUIRE) >= 0) {
        contents = contents.replace(COMPUTED_REQUIRE, "__aoldaRequire$1");
        // Made by a global of ours: the file may have a `require` of its own (`const require = createRequire(…)`).
        contents = `var __aoldaRequire = globalThis.${OWN_REQUIRE}(${JSON.stringify(args.path)}); ${contents}`;
      }
      // A file that works out its own `__dirname` (an ES module's `fileURLToPath`) keeps its declaration.
      const used = Object.keys(places).filter((name) => new RegExp(`\\b${name}\\b`).test(contents) && !new RegExp(`\\b(const|let|var|function)\\s+${name}\\b`).test(contents));
      const prefix = used.map((name) => `var ${name} = ${JSON.stringify(places[name])};`).join(" ");
      // On the first line (after a `#!` line), so the file's own lines keep their numbers in errors.
      const at = contents.startsWith("#!") ? contents.indexOf("\n") + 1 : 0;
      return { contents: prefix ? `${contents.slice(0, at)}${prefix} ${contents.slice(at)}` : contents, loader };
    });
  },
};

/** The global that makes a computed `require` its file's own (see `ownPlaces`): Node's, remembering packages and giving stand-ins. */
const OWN_REQUIRE = "__aoldaOwnRequire";
/** @type {Record<string, unknown>} */ (globalThis)[OWN_REQUIRE] = (/** @type {string} */ file) => tracingCreateRequire(Module).createRequire(file);

/** A `require(` whose argument is not one string (a template literal without `${` counts as one). */
const COMPUTED_REQUIRE = /(?<![\w$.])require(\s*\(\s*)(?!(["'])[^"'`\\\n]*\2\s*\)|`[^`$\\]*`\s*\))/g;

/** Whether this Node's `require` loads ES modules (20.19 and later). */
const REQUIRES_ES_MODULES = Boolean(/** @type {{ require_module?: boolean }} */ (process.features).require_module);

/** Whether `specifier`, required from `dir`, is an installed package's module that `require` loads. */
function isRequirable(specifier, dir) {
  try {
    const file = Module.createRequire(path.join(dir, "noop.js")).resolve(specifier);
    // A workspace package whose entry is TypeScript (`"main": "src/index.ts"`) is bundled, as jiti transpiles it for Docusaurus.
    if (/\.[cm]?tsx?$/.test(file)) return false;
    return REQUIRES_ES_MODULES || isCommonJsFile(file);
  } catch {
    return false;
  }
}

class EvaluationError extends Error {
  constructor(located) {
    super(located.message);
    this.located = located;
  }
}

/** Bundles the module at `file` (absolute) into CommonJS; the files it read are added to `reads`. */
async function bundle(siteDir, file, reads) {
  let result;
  try {
    result = await build({
      entryPoints: [file],
      absWorkingDir: siteDir,
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      write: false,
      metafile: true,
      sourcemap: "inline",
      // A function keeps the name the site gave it (messages name plugins by it), though bundling puts like names side by side.
      keepNames: true,
      logLevel: "silent",
      define: {
        "import.meta.url": JSON.stringify(pathToFileURL(file).href),
        "import.meta.dirname": JSON.stringify(path.dirname(file)),
        "import.meta.filename": JSON.stringify(file),
      },
      plugins: [packages, ownPlaces],
    });
  } catch (error) {
    throw new EvaluationError(buildFailure(siteDir, file, error));
  }
  for (const input of Object.keys(result.metafile.inputs)) {
    if (!/^[a-z-]+:/.test(input)) reads.add(shown(siteDir, path.resolve(siteDir, input)));
  }
  return jitiInterop(result.outputFiles[0].text);
}

/**
 * An `.mjs` file's `import x from "pkg"`, bundled to CommonJS, is esbuild's
 * "node mode" interop: `x` is whatever `require("pkg")` gives, which for an
 * ES module package (remark-math) is its namespace, not the function it
 * exports. Docusaurus loads configs with jiti, whose default import is the
 * default export: so is ours (a namespace has `__esModule`, a CommonJS
 * package without it is its `module.exports` either way).
 */
function jitiInterop(/** @type {string} */ code) {
  return code
    .replace(/__toESM\((require\("[^"\\]*"\)), 1\)/g, "__toESM($1)")
    .replace(TO_COMMON_JS, "var __toCommonJS = (mod) => jitiDefault(__copyProps(__defProp({}, \"__esModule\", { value: true }), mod));\n" + JITI_DEFAULT);
}

/** esbuild's helper that makes an ES module file a CommonJS value (`require("./extra.ts")` of a bundled file). */
const TO_COMMON_JS = /^var __toCommonJS = \(mod\) => __copyProps\(__defProp\(\{\}, "__esModule", \{ value: true \}\), mod\);$/m;

/**
 * As jiti's `interopDefault`, which Docusaurus loads configs and sidebars
 * with: a required ES module's names are its own, else its default export's
 * (`require("./typedoc-sidebar.ts").items` of a file whose default export has `items`).
 */
const JITI_DEFAULT = `function jitiDefault(ns) {
  const fallback = ns.default;
  if (fallback === null || (typeof fallback !== "object" && typeof fallback !== "function")) return ns;
  return new Proxy(ns, { get: (target, key) => (key in target ? target[key] : fallback[key]), has: (target, key) => key in target || key in fallback });
}`;

/** esbuild's first error, located in the file that made it. */
function buildFailure(siteDir, file, error) {
  const first = error.errors?.[0];
  if (!first) return { file: shown(siteDir, file), line: 1, column: 1, message: String(error.message ?? error) };
  const at = first.location;
  const unresolved = /^Could not resolve "(.*)"$/.exec(first.text);
  return {
    file: at ? shown(siteDir, path.resolve(siteDir, at.file)) : shown(siteDir, file),
    line: at?.line ?? 1,
    column: (at?.column ?? 0) + 1,
    message: !unresolved
      ? first.text
      : /^[./]/.test(unresolved[1])
        ? `cannot import \`${unresolved[1]}\`: there is no such file`
        : missingPackage(siteDir, unresolved[1]),
  };
}

/**
 * What this file uses of Node's module loader beyond its public types.
 * @typedef {{ Module: { _nodeModulePaths(dir: string): string[], _resolveFilename(request: string, ...rest: unknown[]): string }, module: { _compile(code: string, file: string): void } }} NodeInternals
 */

/** The TypeScript files a relative request may mean when Node finds no JavaScript one. */
function typeScriptTwins(request) {
  if (!/^\.\.?\//.test(request)) return [];
  if (/\.[mc]?jsx?$/.test(request)) return [request.replace(/\.([mc]?)js(x?)$/, ".$1ts$2")];
  if (/\.[a-z]+$/i.test(path.basename(request))) return [];
  return [".ts", ".tsx", ".mts", ".cts", "/index.ts", "/index.tsx"].map((ending) => request + ending);
}

/**
 * Runs bundled code as the CommonJS module `file`, and returns what it
 * exports, as Docusaurus reads a config (its default export; a function is
 * called for it) or, with `call` false, a plugin's module as Docusaurus
 * requires it (the plugin its default, beside a `validateOptions`).
 */
async function run(siteDir, code, file, call = true) {
  const module = /** @type {Module & NodeInternals["module"]} */ (new Module(file));
  module.filename = file;
  module.paths = /** @type {typeof Module & NodeInternals["Module"]} */ (Module)._nodeModulePaths(path.dirname(file));
  const require = module.require;
  const realContent = (/** @type {string} */ id) => realContentPlugins && CONTENT_PLUGIN.test(id);
  module.require = (id) => (realContent(id) ? notingFolders(require.call(module, id), id) : STAND_IN.test(id) ? standIn(id) : id === "module" || id === "node:module" ? tracingCreateRequire(require.call(module, id)) : packageExport(id, require.call(module, id)));
  const NodeModule = /** @type {typeof Module & NodeInternals["Module"]} */ (Module);
  const resolve = NodeModule._resolveFilename;
  // As jiti resolves for Docusaurus, and TypeScript's own rule: `./sidebars.js` names
  // `./sidebars.ts` when only that exists (`require.resolve('./sidebars.js')` in a config),
  // and `./plugin` names `./plugin.ts` (or `./plugin/index.ts`).
  NodeModule._resolveFilename = function (request, ...rest) {
    try {
      return resolve.call(this, request, ...rest);
    } catch (error) {
      for (const twin of typeScriptTwins(request)) {
        try {
          return resolve.call(this, twin, ...rest);
        } catch {
          // the next
        }
      }
      throw error;
    }
  };
  // `docusaurus build` runs in the site's folder: `path.resolve('src/css/x.css')` in a config means the site's file.
  const cwd = process.cwd();
  process.chdir(siteDir);
  try {
    module._compile(code, file);
    let value = module.exports;
    // As jiti's `interopDefault`, which Docusaurus loads configs with: `export default` wins.
    if (call && value && typeof value === "object" && "default" in value) value = value.default;
    if (call && typeof value === "function" && !standIns.has(value)) value = await value();
    return await value;
  } catch (error) {
    if (error instanceof EvaluationError) throw error;
    throw new EvaluationError(runFailure(siteDir, file, error));
  } finally {
    NodeModule._resolveFilename = resolve;
    process.chdir(cwd);
  }
}

/** An error thrown while a module ran, placed at the first frame in one of the site's files. */
function runFailure(siteDir, file, error) {
  const stack = String(error?.stack ?? "");
  // A package the config requires that is not installed: say which, and how to install it.
  const missing = error?.code === "MODULE_NOT_FOUND" ? /Cannot find module '([^'./][^']*)'/.exec(String(error.message)) : null;
  if (missing) error = new Error(missingPackage(siteDir, missing[1]));
  const message = `evaluating it threw: ${error?.message ?? error}`;
  return { ...(sitePlace(siteDir, stack) ?? { file: shown(siteDir, file), line: 1, column: 1 }), message };
}

/**
 * The innermost place of the site's own code (not its packages) in a stack, if any.
 * @param {string} siteDir
 * @param {string} stack
 */
export function sitePlace(siteDir, stack) {
  for (const [, frameFile, line, column] of stack.matchAll(/\(?((?:\/|file:\/\/)[^():]+):(\d+):(\d+)\)?/g)) {
    const absolute = frameFile.startsWith("file://") ? new URL(frameFile).pathname : frameFile;
    if (absolute.startsWith(siteDir + path.sep) && !absolute.includes(`${path.sep}node_modules${path.sep}`)) {
      return { file: shown(siteDir, absolute), line: Number(line), column: Number(column) };
    }
  }
  return null;
}

/** `absolute` relative to the site with `/`, or as it is when outside the site. */
function shown(siteDir, absolute) {
  const relative = path.relative(siteDir, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return absolute;
  return relative.split(path.sep).join("/");
}

/** `value` as JSON data: what is not data becomes a `$nonData` marker; absolute paths inside or beside the site become relative. */
function toData(siteDir, value, ancestors = []) {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "string") {
    if (value === siteDir) return ".";
    if (value.startsWith(siteDir + path.sep)) return shown(siteDir, value);
    // A monorepo's `path.resolve(__dirname, "../docs")`: relative too, so the
    // answer does not depend on where the checkout is. Only beside the site
    // and only what exists, so that a `baseUrl` of "/docs/" stays a URL.
    const beside = path.dirname(siteDir) + path.sep;
    if (value.startsWith(beside) && existsSync(value)) return path.relative(siteDir, value).split(path.sep).join("/");
    return value;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : { $nonData: "number", text: String(value) };
  if (typeof value === "function" || typeof value === "object") {
    const standing = standIns.get(value);
    if (standing) return { $nonData: "stand-in", module: standing.module, path: standing.path };
  }
  if (typeof value === "function") {
    const module = packageExports.get(value);
    return module ? { $nonData: "function", name: value.name, module } : { $nonData: "function", name: value.name };
  }
  if (typeof value !== "object") return { $nonData: typeof value };
  if (ancestors.includes(value)) return { $nonData: "cycle" };
  const inner = [...ancestors, value];
  if (Array.isArray(value)) {
    // A hole (`[a, , b]`) is skipped, as the array methods Docusaurus reads
    // sidebars with skip it; an item that is `undefined` is null, as in JSON.
    const items = [];
    value.forEach((item) => items.push(item === undefined ? null : toData(siteDir, item, inner)));
    return items;
  }
  if (value instanceof RegExp) return { $nonData: "regexp", source: value.source, flags: value.flags };
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    return { $nonData: "instance", class: value.constructor?.name ?? "" };
  }
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = toData(siteDir, item, inner);
  }
  return out;
}

/** `[name, options]` of a preset or plugin entry (`"name"`, `["name", options]`), or null for a function or module. */
function entry(item) {
  if (typeof item === "string") return [item, undefined];
  if (Array.isArray(item) && typeof item[0] === "string") return [item[0], item[1]];
  return null;
}

/** The `sidebarPath` of every docs plugin instance: the classic preset's `docs` and each content-docs plugin. */
function sidebarPaths(config) {
  return instanceOptions(config)
    .filter(([kind]) => kind === "docs")
    .map(([, options]) => options?.sidebarPath)
    .filter((p) => typeof p === "string");
}

/** The stand-ins a function `editUrl` is called with for what differs from page to page. */
const EDIT_URL_SLOTS = ["docPath", "blogPath", "permalink"];
/** What a call of `editUrl` gave when it gave no link. */
const NO_LINK = Symbol("no link");
const slot = (name, mark) => `${mark}${name}${mark}`;

/**
 * A function `editUrl` (the docs' or the blog's) as data: for each locale and
 * version, the URL it gives with each page's own values (`docPath`,
 * `permalink`…) left as slots (`\u0000docPath\u0000`) that the model fills in
 * per page. Called twice with different slot marks: a function that changes
 * those values rather than passing them through (or that throws, or gives what
 * is neither a string nor nothing) stays a function, which the model names in
 * its note; nothing (`undefined`) is no link for that version. One that
 * chooses by them (`docPath.endsWith(".mdx") ? a : b`) gets the choice it
 * makes for the slot, for every page: a function is not called per page,
 * since the evaluation is kept until a file it read changes, and a new page
 * changes none.
 */
function editUrlTemplates(editUrl, calls) {
  const templates = [];
  for (const call of calls) {
    // Called with marks of letters, which pass unchanged through what a function may do to its
    // values (`path.join`, `encodeURIComponent`, `JSON.stringify` of several links), then
    // written with the marks the model reads.
    const give = (mark, as) => {
      try {
        const url = editUrl({ ...call.args, ...Object.fromEntries(EDIT_URL_SLOTS.map((name) => [name, slot(name, mark)])) });
        // No link for this version or locale (`return undefined`), as Docusaurus shows none.
        if (url === undefined || url === null) return NO_LINK;
        if (typeof url !== "string") return null;
        const filled = EDIT_URL_SLOTS.reduce((text, name) => text.replaceAll(slot(name, mark), slot(name, as)), url);
        // A mark outside a whole slot: a value changed on its way (`docPath.toUpperCase()`), which cannot be filled in.
        return filled.toLowerCase().includes(mark) ? null : filled;
      } catch {
        return null;
      }
    };
    const [one, two] = [give("aoldaslotmarkone", "\u0000"), give("aoldaslotmarktwo", "\u0001")];
    if (one === NO_LINK && two === NO_LINK) {
      templates.push({ locale: call.args.locale, version: call.version, dir: call.dir, url: null });
      continue;
    }
    if (typeof one !== "string" || typeof two !== "string" || one.replaceAll("\u0000", "\u0001") !== two) return editUrl;
    templates.push({ locale: call.args.locale, version: call.version, dir: call.dir, url: one });
  }
  return { $editUrlTemplates: templates };
}

/** The docs' and the blog's function `editUrl`s made templates, in place: a docs instance's for each of its versions (`<id>_versions.json` for a further instance). */
function templateEditUrls(siteDir, config, reads) {
  const locales = Array.isArray(config?.i18n?.locales) ? config.i18n.locales : [config?.i18n?.defaultLocale ?? "en"];
  for (const [kind, options] of instanceOptions(config)) {
    if (kind === "pages" || typeof options?.editUrl !== "function") continue;
    const dir = String(options.path ?? kind).replace(/^\.\//, "").replace(/\/+$/, "");
    const prefix = versionFilesPrefix(options);
    const released = kind === "docs" ? versionNames(siteDir, prefix, reads) : [];
    const calls =
      kind === "docs"
        ? locales.flatMap((locale) => [
            { version: "current", dir, args: { locale, version: "current", versionDocsDirPath: dir } },
            ...released.map((version) => {
              const versioned = `${prefix}versioned_docs/version-${version}`;
              // `editCurrentVersion`: the current docs' folder is where every version's page is edited.
              return { version, dir: versioned, args: { locale, version, versionDocsDirPath: options.editCurrentVersion ? dir : versioned } };
            }),
          ])
        : locales.map((locale) => ({ version: "", dir, args: { locale, blogDirPath: dir } }));
    options.editUrl = editUrlTemplates(options.editUrl, calls);
  }
}

/** What Docusaurus puts before a docs instance's version files: its id and `_` for a further instance (`community_versions.json`). */
function versionFilesPrefix(options) {
  return typeof options?.id === "string" && options.id !== "default" ? `${options.id}_` : "";
}

/** The released versions a docs instance's versions file lists (none without one). */
function versionNames(siteDir, prefix, reads) {
  const name = `${prefix}versions.json`;
  reads.add(name);
  const file = path.join(siteDir, name);
  return existsSync(file) ? [readJson(siteDir, file, reads)].flat() : [];
}

/** The folders a docs instance reads: its own, its versions' and their translations' (each site-relative, when it is there). */
function docsFolders(siteDir, config, options) {
  const id = typeof options?.id === "string" && options.id !== "default" ? options.id : "";
  const own = String(options?.path ?? "docs").replace(/^\.\//, "").replace(/\/+$/, "");
  const versionsFile = path.join(siteDir, `${versionFilesPrefix(options)}versions.json`);
  const versions = existsSync(versionsFile) ? [JSON.parse(readFileSync(versionsFile, "utf8"))].flat() : [];
  const versioned = versions.map((version) => `${versionFilesPrefix(options)}versioned_docs/version-${version}`);
  const locales = Array.isArray(config?.i18n?.locales) ? config.i18n.locales : [];
  const translated = locales.flatMap((locale) =>
    ["current", ...versions.map((version) => `version-${version}`)].map((name) => `i18n/${locale}/docusaurus-plugin-content-docs${id ? `-${id}` : ""}/${name}`),
  );
  return [own, ...versioned, ...translated].filter((dir) => existsSync(path.join(siteDir, dir)));
}

/** Each name of a folder and what is below it: folders' names and the Markdown files' names without their extension. */
function namesBelow(/** @type {string} */ dir, /** @type {Set<string>} */ names) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    if (entry.isDirectory()) {
      names.add(entry.name);
      namesBelow(path.join(dir, entry.name), names);
    } else if (/\.mdx?$/.test(entry.name)) {
      names.add(entry.name.replace(/\.mdx?$/, ""));
    }
  }
  return names;
}

/**
 * A function `numberPrefixParser` as data, in place: its answer for every
 * name in the docs' folders, `{ $numberPrefixes: { name: [prefix, name
 * without it] } }`. Each folder is read as a listing (`dir/`), so that a new
 * file evaluates the config again. A parser that throws or answers no
 * filename stays a function, which the model names in its note.
 */
function tableNumberPrefixes(siteDir, config, reads) {
  for (const [kind, options] of instanceOptions(config)) {
    const parser = options?.numberPrefixParser;
    if (kind !== "docs" || typeof parser !== "function") continue;
    const names = new Set();
    // Which folders there are follows the versions file: a new version evaluates the config again.
    reads.add(`${versionFilesPrefix(options)}versions.json`);
    for (const dir of docsFolders(siteDir, config, options)) {
      reads.add(`${dir}/`);
      namesBelow(path.join(siteDir, dir), names);
    }
    /** @type {Record<string, [number | null, string]>} */
    const table = {};
    try {
      for (const name of [...names].sort()) {
        const { filename, numberPrefix } = parser(name) ?? {};
        if (typeof filename !== "string") throw new Error(`numberPrefixParser(${JSON.stringify(name)}) gave no \`filename\``);
        table[name] = [typeof numberPrefix === "number" ? numberPrefix : null, filename];
      }
    } catch {
      continue;
    }
    options.numberPrefixParser = { $numberPrefixes: table };
  }
}

/**
 * Each locale's label where the config gives none, in place, as Docusaurus
 * makes it: the language's name in itself (`Intl.DisplayNames`), its first
 * letter a capital (`uk` → Українська, `zh-CN` → 中文（中国）).
 */
function labelLocales(config) {
  const locales = config?.i18n?.locales;
  if (!Array.isArray(locales) || locales.length < 2) return;
  const configs = (config.i18n.localeConfigs ??= {});
  for (const code of locales) {
    if (typeof code !== "string" || typeof configs[code]?.label === "string") continue;
    let name;
    try {
      name = new Intl.DisplayNames(code, { type: "language" }).of(code);
    } catch {
      continue;
    }
    if (!name) continue;
    configs[code] = { ...configs[code], label: name.charAt(0).toLocaleUpperCase(code) + name.slice(1) };
  }
}

/** `["docs" | "blog" | "pages", options]` of the classic preset's content plugins and of each content plugin the config adds. */
export function instanceOptions(config) {
  const found = [];
  for (const preset of Array.isArray(config?.presets) ? config.presets : []) {
    const [name, options] = entry(preset) ?? [];
    const entryName = packageEntry(name);
    // A fork of the classic preset (`@ionic-docs/preset-classic`) takes its options.
    if (!CLASSIC_PRESETS.has(entryName) && !String(entryName).endsWith("/preset-classic")) continue;
    if (options?.docs) found.push(["docs", options.docs]);
    if (options?.blog) found.push(["blog", options.blog]);
    // The preset makes its pages plugin unless told `pages: false`.
    if (options?.pages !== false) found.push(["pages", options?.pages ?? {}]);
  }
  for (const plugin of Array.isArray(config?.plugins) ? config.plugins : []) {
    const [name, options] = entry(plugin) ?? [];
    if (DOCS_PLUGINS.has(name)) found.push(["docs", options]);
    if (BLOG_PLUGINS.has(name)) found.push(["blog", options]);
    if (PAGES_PLUGINS.has(name)) found.push(["pages", options]);
  }
  return found;
}

/** A JSON module (a bundled JSON entry exports nothing), located when it is not JSON. */
function readJson(siteDir, file, reads) {
  reads.add(shown(siteDir, file));
  const text = readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = Number(/position (\d+)/.exec(messageOf(error))?.[1] ?? 0);
    const before = text.slice(0, at).split("\n");
    throw new EvaluationError({
      file: shown(siteDir, file),
      line: before.length,
      column: before[before.length - 1].length + 1,
      message: `not JSON: ${messageOf(error)}`,
    });
  }
}

/** Records each environment variable read while `body` runs. */
async function watchingEnv(env, body) {
  const real = process.env;
  process.env = new Proxy(real, {
    get(target, key) {
      if (typeof key === "string" && !(key in env)) env[key] = target[key] ?? null;
      return Reflect.get(target, key);
    },
    has(target, key) {
      if (typeof key === "string" && !(key in env)) env[key] = target[key] ?? null;
      return key in target;
    },
  });
  try {
    return await body();
  } finally {
    process.env = real;
  }
}

export async function evaluate(siteDir) {
  siteDir = path.resolve(siteDir);
  const reads = new Set();
  const env = {};
  const modules = {};
  const answer = () => ({ modules, reads: [...reads].sort(), env, error: null });
  const configName = CONFIG_NAMES.find((name) => existsSync(path.join(siteDir, name)));
  if (!configName) return answer();
  const evaluateFile = async (file) => {
    if (file.endsWith(".json")) return readJson(siteDir, file, reads);
    const code = await bundle(siteDir, file, reads);
    // What it loads as it runs (a computed `require`, its own `fs` reads) counts as read too.
    return readingSite(siteDir, reads, () => watchingEnv(env, () => run(siteDir, code, file)));
  };
  try {
    const config = await evaluateFile(path.join(siteDir, configName));
    templateEditUrls(siteDir, config, reads);
    tableNumberPrefixes(siteDir, config, reads);
    labelLocales(config);
    modules[configName] = toData(siteDir, config);
    const made = await watchingEnv(env, () => runSitePlugins(siteDir, config, path.join(siteDir, configName), reads));
    if (made) {
      const { headTags, wrappers, clientModules, ...rest } = made;
      modules[SITE_PLUGINS] = rest;
      // The head tags the plugins inject join the config's own, read as those are.
      const data = /** @type {Record<string, any>} */ (modules[configName]);
      // A plugin extending Docusaurus' blog or docs plugin stands in the config as that plugin.
      // One that only reads it stands for nothing: Docusaurus publishes none of that content.
      for (const { at, module, options } of wrappers) {
        const [list, index] = at.split(/[[\]]/);
        if (Array.isArray(data[list])) data[list][Number(index)] = options ? [module, options] : null;
      }
      if (headTags.length) data.headTags = [...(Array.isArray(data.headTags) ? data.headTags : []), ...headTags];
      // The plugins' client modules load before the config's own, as Docusaurus orders them.
      if (clientModules.length && (data.clientModules === undefined || Array.isArray(data.clientModules))) {
        data.clientModules = [...clientModules.map((file) => toData(siteDir, file)), ...(data.clientModules ?? [])];
      }
    }
    for (const sidebarPath of sidebarPaths(config)) {
      const file = path.resolve(siteDir, sidebarPath);
      const key = shown(siteDir, file);
      if (key in modules) continue;
      // A named file that is missing is Docusaurus' "no sidebars"; its appearance must evaluate again.
      reads.add(key);
      if (existsSync(file)) modules[key] = toData(siteDir, await evaluateFile(file));
    }
    return answer();
  } catch (error) {
    if (!(error instanceof EvaluationError)) throw error;
    return { ...answer(), error: error.located };
  }
}

/** The answer's entry for what the site's own plugins made (content-model's `site_plugins::EVALUATED`). */
const SITE_PLUGINS = "#plugins";

/**
 * What Docusaurus gives a plugin when it makes it (`plugin(context, options)`),
 * building the locale `current` (the default one unless given). With
 * `watch`, a plugin reading which locale it builds sets `watch.localeRead`:
 * what it makes may differ in the others.
 * @param {string} siteDir
 * @param {Record<string, any>} config
 * @param {string} file the config's
 * @param {string | null} [current]
 * @param {{ localeRead: boolean } | null} [watch]
 */
export function pluginContext(siteDir, config, file, current = null, watch = null) {
  const defaultLocale = config.i18n?.defaultLocale ?? "en";
  const locale = current ?? defaultLocale;
  const locales = config.i18n?.locales ?? [defaultLocale];
  // Each locale's settings with Docusaurus' defaults filled in, as its content plugins read them (`calendar` for dates).
  const localeConfigs = Object.fromEntries(
    locales.map((/** @type {string} */ code) => [code, { label: code, direction: "ltr", htmlLang: code, calendar: "gregory", path: code, ...config.i18n?.localeConfigs?.[code] }]),
  );
  // Another locale is built below its path, as Docusaurus builds it.
  const below = locale === defaultLocale ? "" : `${localeConfigs[locale]?.path ?? locale}/`;
  const seen = (/** @type {unknown} */ value) => {
    if (watch) watch.localeRead = true;
    return value;
  };
  return {
    siteDir,
    siteConfig: config,
    siteConfigPath: file,
    generatedFilesDir: path.join(siteDir, ".docusaurus"),
    outDir: path.join(siteDir, "build", below),
    baseUrl: `${config.baseUrl ?? "/"}${below}`,
    get localizationDir() {
      return seen(path.join(siteDir, "i18n", locale));
    },
    i18n: {
      defaultLocale,
      locales,
      get currentLocale() {
        return seen(locale);
      },
      path: "i18n",
      localeConfigs,
    },
    codeTranslations: {},
  };
}

/**
 * A plugin's options as Docusaurus hands them to it: through the
 * `validateOptions` its module (or function) exports, with the `validate`
 * Docusaurus gives it (the plugin's own Joi schema, which fills in its
 * defaults); the options as written where it exports none. The `id` is
 * Docusaurus' own key, kept beside what the schema gives.
 * @param {any} exported the plugin's module, or the plugin function
 * @param {Record<string, any>} options
 */
export function validatedOptions(exported, options) {
  const validateOptions = exported?.validateOptions;
  // A content plugin's own `validateOptions` handed on (`export const { validateOptions } = pluginContentDocs`):
  // here a stand-in, which knows no schema; the options go as written, and the content plugin reads them.
  if (typeof validateOptions !== "function" || standIns.has(validateOptions)) return options ?? {};
  const { id, ...rest } = options ?? {};
  const validate = (/** @type {any} */ schema, /** @type {unknown} */ given) => {
    const { error, value } = schema.validate(given, { convert: false });
    if (error) throw error;
    return value;
  };
  const value = validateOptions({ validate, options: rest });
  return id === undefined ? value : { ...value, id };
}

/** A plugin's hooks this generator runs or has no use for: any other it has is named in a note. */
/**
 * A package's module as jiti loads it for Docusaurus: required as Node
 * does, or, for an ES module that reads CommonJS' `__dirname` (which jiti
 * gives every module, and Node's ES modules lack), bundled to CommonJS
 * and run as the site's own files are.
 * @param {NodeJS.Require} requireFrom @param {string} siteDir @param {string} file
 */
export async function requireAsJiti(requireFrom, siteDir, file) {
  try {
    return requireFrom(file);
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/\b(__dirname|__filename|require|module|exports) is not defined in ES module scope/.test(error.message)) throw error;
    return loadModule(siteDir, file, { call: false });
  }
}

const HOOKS_HANDLED = new Set(["loadContent", "contentLoaded", "allContentLoaded", "getClientModules", "configureWebpack", "configurePostCss", "getPathsToWatch", "extendCli", "getSwizzleComponentList", "getTypeScriptThemePath", "validateOptions", "validateThemeConfig"]);

/** Hooks that add nothing to a built site (checks, the CLI, the dev server's watch list, swizzling). */
const QUIET_HOOKS = new Set(["getPathsToWatch", "extendCli", "getSwizzleComponentList", "getTypeScriptThemePath", "validateOptions", "validateThemeConfig"]);

/**
 * The file of a plugin package the config names (`@x/docusaurus-plugin-umami`,
 * or its path in node_modules) that injects head tags, as its code says; null
 * for another, for Docusaurus' own packages (this generator does their work)
 * and for one not installed (the config's note names it). Making a package's
 * plugin may already do its work (generate docs), so no other is made.
 * @param {string} configFile
 * @param {string} reference
 */
function taggingPackage(configFile, reference) {
  if (/^@docusaurus\//.test(reference)) return null;
  let file;
  try {
    file = Module.createRequire(configFile).resolve(reference);
  } catch {
    return null;
  }
  if (file.split(path.sep).includes("@docusaurus")) return null;
  try {
    return readFileSync(file, "utf8").includes("injectHtmlTags") ? file : null;
  } catch {
    return null;
  }
}

/**
 * The site's own plugins (functions in the config, files of the site), run as
 * Docusaurus runs them: made, then `loadContent`, `contentLoaded` and
 * `allContentLoaded`, whose actions are kept: `setGlobalData` (what
 * `usePluginData` reads), `addRoute` to a component of the site with its
 * `modules` (`createData`'s files, the site's JSON) and `props` as the
 * component's props. Files inside the site the hooks read are added to
 * `reads`. Null when the site has no such plugin.
 * @param {string} siteDir
 * @param {Record<string, any>} config
 * @param {string} configFile
 * @param {Set<string>} reads
 */
async function runSitePlugins(siteDir, config, configFile, reads) {
  const watch = { localeRead: false };
  const context = pluginContext(siteDir, config, configFile, null, watch);
  const defaultLocale = config.i18n?.defaultLocale ?? "en";
  const otherLocales = (Array.isArray(config.i18n?.locales) ? config.i18n.locales : []).filter((locale) => locale !== defaultLocale);
  const globalData = {};
  /** @type {Record<string, Record<string, Record<string, unknown>>>} another locale's global data, where a plugin made it differently */
  const localeGlobalData = {};
  /** Keeps `value` as the global data of the plugin `name`'s instance `id` (of `locale`, or the default one). */
  const keepData = (/** @type {string} */ name, /** @type {string} */ id, /** @type {unknown} */ value, /** @type {string | null} */ locale = null) => {
    const into = locale ? (localeGlobalData[locale] ??= {}) : globalData;
    into[name] ??= {};
    into[name][id] = toData(siteDir, value);
  };
  const routes = [];
  const ran = [];
  const warnings = [];
  /** @type {unknown[]} */
  const headTags = [];
  /** @type {string[]} the plugins' `getClientModules`, absolute */
  const clientModules = [];
  /** @param {string} file @param {string} message */
  const warn = (file, message) => warnings.push({ file: shown(siteDir, file), line: 1, message });
  /** @type {{ at: string, module: string, options: unknown }[]} */
  const wrappers = [];
  for (const key of ["plugins", "themes"]) {
    const list = Array.isArray(config[key]) ? config[key] : [];
    for (const [i, entry] of list.entries()) {
      const [reference, options = {}] = Array.isArray(entry) ? entry : [entry, {}];
      // A file of the site's; a path into node_modules (`require.resolve('a-plugin')`) is a package's.
      const local = typeof reference === "string" && (/^[./]/.test(reference) || path.isAbsolute(reference)) && !path.resolve(siteDir, reference).split(path.sep).includes("node_modules");
      // A theme package is not run: this generator draws the theme (a search theme's tags would load nothing).
      const packageFile = key === "plugins" && typeof reference === "string" && !local ? taggingPackage(configFile, reference) : null;
      if (typeof reference !== "function" && !local && !packageFile) continue;
      const at = `${key}[${i}]`;
      const file = local ? path.resolve(siteDir, reference) : configFile;
      const data = new Map();
      /** @type {{ globalData: unknown, routes: Record<string, any>[], tags?: Record<string, unknown>, clientModules?: unknown } } */
      const made = { globalData: undefined, routes: [] };
      const actions = {
        setGlobalData: (/** @type {unknown} */ value) => {
          made.globalData = value;
        },
        addRoute: (/** @type {Record<string, any>} */ route) => made.routes.push(route),
        createData: async (/** @type {string} */ name, /** @type {string} */ text) => {
          const where = path.join(context.generatedFilesDir, "plugin-data", String(data.size), name);
          data.set(where, text);
          return where;
        },
      };
      let plugin;
      let make = reference;
      let exported = reference;
      watch.localeRead = false;
      try {
        if (local) {
          const module = resolvePlugin(file);
          exported = await run(siteDir, await bundle(siteDir, module, reads), module, false);
          make = exported?.default ?? exported;
        } else if (packageFile) {
          exported = await requireAsJiti(Module.createRequire(configFile), siteDir, packageFile);
          make = exported?.default ?? exported;
        }
        if (typeof make !== "function") continue;
        standInCalls = [];
        /** @type {{ module: string, path: string, args: unknown[] }[]} */
        let called = [];
        try {
          plugin = await readingSite(siteDir, reads, () => make(context, validatedOptions(exported, options)));
        } finally {
          called = standInCalls ?? [];
          standInCalls = null;
        }
        // A plugin that makes Docusaurus' blog or docs plugin and extends it (its documented pattern):
        // that content plugin, with the options it was made with; the plugin's own hooks cannot run on its content here.
        const wrapped = contentPluginWrapped(called);
        if (wrapped && (await publishesWrapped(plugin))) {
          // Its own `loadContent` may make the content it hands on (Docusaurus' changelog plugin writes the
          // posts of CHANGELOG.md into the folder the blog reads): run first, as Docusaurus runs it before the
          // content is read; what it does with the content (a stand-in here) is left out, so may throw.
          const ownLoad = /** @type {Record<string, unknown>} */ (plugin).loadContent;
          if (local && typeof ownLoad === "function" && !standIns.has(ownLoad)) {
            await readingSite(siteDir, reads, async () => ownLoad.call(plugin)).catch(() => {});
          }
          wrappers.push({ at, ...wrapped, options: toData(siteDir, wrapped.options) });
          warn(file, `the plugin makes \`${wrapped.module}\` and extends it: built as that plugin with the options it gives it; what its own hooks add is left out`);
          continue;
        }
        if (wrapped) {
          // Docusaurus publishes only what a plugin's own hooks add: this one reads the content and publishes none of it.
          wrappers.push({ at, ...wrapped, options: null });
          const readIn = (/** @type {string | null} */ locale) =>
            local ? readersGlobalData(siteDir, file, reads, locale ? pluginContext(siteDir, config, configFile, locale) : context, options) : Promise.resolve({ error: "it is a package's" });
          watch.localeRead = false;
          const read = await readIn(null);
          if ("error" in read) {
            warn(file, `the plugin makes \`${wrapped.module}\` only to read its content (its own \`contentLoaded\` publishes none of it): no pages are made from it, as in Docusaurus; the global data it makes of that content is left out: ${read.error}`);
          } else if (read.globalData !== undefined) {
            keepData(read.name ?? at, options?.id ?? "default", read.globalData);
            // Read from each locale's own folder (`i18n/zh/…`), where it asks which locale it builds.
            for (const locale of watch.localeRead ? otherLocales : []) {
              const there = await readIn(locale);
              if ("globalData" in there && there.globalData !== undefined) keepData(read.name ?? at, options?.id ?? "default", there.globalData, locale);
            }
          }
          ran.push({ at, unrun: [] });
          continue;
        }
        if (!plugin || typeof plugin !== "object") continue;
        // A package's plugin gives only its head tags here: its content hooks may write files or fetch (a
        // generator of API docs); those are named in the note.
        if (packageFile) {
          made.tags = await plugin.injectHtmlTags?.({ content: undefined });
        } else await readingSite(siteDir, reads, async () => {
          const content = await plugin.loadContent?.();
          await plugin.contentLoaded?.({ content, actions, allContent: {} });
          await plugin.allContentLoaded?.({ actions, allContent: {} });
          made.tags = await plugin.injectHtmlTags?.({ content });
          made.clientModules = plugin.getClientModules?.();
        });
      } catch (error) {
        warn(file, `the plugin ${local ? `\`${shown(siteDir, file)}\`` : `\`${plugin?.name ?? reference.name ?? at}\``} threw (${error instanceof EvaluationError ? error.located.message : messageOf(error)}): its global data and routes are left out`);
        ran.push({ at, unrun: [] });
        continue;
      }
      const name = plugin.name ?? reference.name ?? at;
      // Paths from the plugin's folder, as Docusaurus resolves them; the bundler adds an extension left out.
      for (const module of Array.isArray(made.clientModules) ? made.clientModules : []) {
        if (typeof module === "string") clientModules.push(resolvePlugin(path.resolve(path.dirname(file), module)));
        else warn(file, `the plugin \`${name}\` gives a client module that is not a path (${typeof module}): left out`);
      }
      if (made.globalData !== undefined) {
        keepData(name, options?.id ?? "default", made.globalData);
        // A plugin that asks which locale it builds is made again for each of the others, as Docusaurus builds each.
        for (const locale of watch.localeRead && !packageFile ? otherLocales : []) {
          try {
            const there = await globalDataMade(siteDir, reads, make, pluginContext(siteDir, config, configFile, locale), validatedOptions(exported, options));
            if (there !== undefined) keepData(name, options?.id ?? "default", there, locale);
          } catch (error) {
            warn(file, `the plugin \`${name}\` threw building the locale ${locale} (${messageOf(error)}): that locale has its default locale's global data`);
          }
        }
      }
      for (const route of made.routes) {
        const page = pluginRoute(siteDir, route, data, reads);
        if (typeof page === "string") warn(file, `the plugin \`${name}\` adds the route \`${route.path}\`, left out: ${page}`);
        else routes.push(page);
      }
      // `injectHtmlTags`: its head tags given as objects are the config's `headTags`; tags as HTML text, or in the body, are not.
      const tags = made.tags && typeof made.tags === "object" ? made.tags : {};
      const head = Array.isArray(tags.headTags) ? tags.headTags : [];
      headTags.push(...head.filter((tag) => tag && typeof tag === "object").map((tag) => toData(siteDir, tag)));
      const injectedAll = head.every((tag) => tag && typeof tag === "object") && ![tags.preBodyTags, tags.postBodyTags].some((t) => Array.isArray(t) ? t.length : t);
      const handled = packageFile ? QUIET_HOOKS : HOOKS_HANDLED;
      const unrun = Object.keys(plugin).filter((hook) => typeof plugin[hook] === "function" && !handled.has(hook) && !(hook === "injectHtmlTags" && injectedAll));
      ran.push({ at, unrun });
    }
  }
  return ran.length || wrappers.length ? { globalData, localeGlobalData, routes, ran, warnings, headTags, wrappers, clientModules } : null;
}

/**
 * The content plugin (`@docusaurus/plugin-content-blog` or `-docs`) a site's
 * plugin made while it was made, and the options it gave it; null for none.
 * @param {{ module: string, path: string, args: unknown[] }[]} calls
 */
function contentPluginWrapped(calls) {
  for (const { module, path: at, args } of calls) {
    const entry = CONTENT_PLUGIN.exec(module)?.[1];
    if (entry && (at === "" || at === "default") && args.length >= 2 && args[1] && typeof args[1] === "object") return { module: entry, options: args[1] };
  }
  return null;
}

/**
 * The global data a site's plugin makes from the content of a Docusaurus
 * content plugin it only reads (a home page's latest posts): the plugin made
 * again with the site's own `@docusaurus/plugin-content-*` (from its
 * node_modules), which loads the content as Docusaurus does, and its
 * `loadContent` and `contentLoaded` run on it. Why it could not, otherwise.
 * @param {string} siteDir
 * @param {string} file the plugin's
 * @param {Set<string>} reads
 * @param {Record<string, any>} context
 * @param {Record<string, any>} options
 * @returns {Promise<{ name?: string, globalData: unknown } | { error: string }>}
 */
async function readersGlobalData(siteDir, file, reads, context, options) {
  realContentPlugins = true;
  try {
    const module = resolvePlugin(file);
    const exported = await run(siteDir, await bundle(siteDir, module, reads), module, false);
    const make = exported?.default ?? exported;
    contentFolders = [];
    let name;
    const globalData = await globalDataMade(siteDir, reads, async (/** @type {unknown[]} */ ...args) => {
      const made = await make(...args);
      name = typeof made?.name === "string" ? made.name : undefined;
      return made;
    }, context, validatedOptions(exported, options));
    // Its content's folders and files inside the site: a post added, removed or changed there changes the global data.
    for (const folder of contentFolders) {
      const dir = path.resolve(siteDir, folder);
      if (path.relative(siteDir, dir).startsWith("..")) continue;
      reads.add(`${shown(siteDir, dir)}/`);
      for (const file of filesBelow(dir)) reads.add(shown(siteDir, file));
    }
    return { name, globalData };
  } catch (error) {
    return { error: `the site's own plugin threw (${error instanceof EvaluationError ? error.located.message : messageOf(error)})` };
  } finally {
    realContentPlugins = false;
    contentFolders = [];
  }
}

/**
 * The global data a plugin made with `make(context, options)` sets when its
 * `loadContent` and `contentLoaded` run (undefined: none).
 * @param {string} siteDir
 * @param {Set<string>} reads
 * @param {Function} make
 * @param {Record<string, any>} context
 * @param {unknown} options
 */
async function globalDataMade(siteDir, reads, make, context, options) {
  /** @type {unknown} */
  let globalData;
  const actions = {
    setGlobalData: (/** @type {unknown} */ value) => {
      globalData = value;
    },
    addRoute() {},
    createData: async () => "",
  };
  await readingSite(siteDir, reads, async () => {
    const made = await make(context, options);
    const content = await made?.loadContent?.();
    await made?.contentLoaded?.({ content, actions, allContent: {} });
  });
  return globalData;
}

/**
 * Whether the plugin a site's plugin returned publishes the content plugin it
 * made: its `contentLoaded` is the content plugin's (spread into it) or calls
 * it, as Docusaurus' documented extension does. A plugin that only reads the
 * content (its own `contentLoaded` sets global data from it) publishes nothing.
 * @param {unknown} plugin
 */
async function publishesWrapped(plugin) {
  // The content plugin's instance itself, handed back (with a hook of its own added, `postBuild`).
  if (CONTENT_PLUGIN.test(standIns.get(/** @type {object} */ (plugin))?.module ?? "")) return true;
  if (!plugin || typeof plugin !== "object") return false;
  const own = /** @type {Record<string, unknown>} */ (plugin);
  // Spread into it (its hooks handed on): the documented extension, whatever it overrides.
  if (Object.values(own).some((value) => CONTENT_PLUGIN.test(standIns.get(/** @type {object} */ (value))?.module ?? ""))) return true;
  const hook = own.contentLoaded;
  if (typeof hook !== "function") return false;
  // Its own hook that hands on to the content plugin's, even where it throws on stand-in content before it gets there.
  if (/\.contentLoaded\s*\(/.test(Function.prototype.toString.call(hook))) return true;
  const calls = [];
  standInCalls = calls;
  try {
    const content = standIn("content");
    const actions = { setGlobalData() {}, addRoute() {}, createData: async () => "" };
    await hook.call(plugin, { content, actions, allContent: {} });
  } catch {
    // What it did before it threw is what it does.
  } finally {
    standInCalls = null;
  }
  return calls.some((call) => CONTENT_PLUGIN.test(call.module) && call.path.endsWith(".contentLoaded"));
}

/** A local plugin's module: the path as written, or as Node and TypeScript resolve it (`./plugin` → `./plugin/index.ts`). */
function resolvePlugin(file) {
  if (existsSync(file) && !statSync(file).isDirectory()) return file;
  for (const candidate of [...typeScriptTwins(file), ...SCRIPT_EXTENSIONS.map((ext) => `${file}${ext}`), ...SCRIPT_EXTENSIONS.map((ext) => path.join(file, `index${ext}`))]) {
    if (existsSync(candidate) && !statSync(candidate).isDirectory()) return candidate;
  }
  return file;
}

const SCRIPT_EXTENSIONS = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts"];

/**
 * A route a plugin added, as a page of the site: `{ path, component, props }`
 * with `component` a site file and `props` its modules' data and its own
 * props; or why it is left out.
 * @param {string} siteDir
 * @param {Record<string, any>} route
 * @param {Map<string, string>} data what `createData` wrote, by path
 * @param {Set<string>} reads
 */
function pluginRoute(siteDir, route, data, reads) {
  if (typeof route.path !== "string") return "it has no path";
  if (Array.isArray(route.routes) && route.routes.length) return "nested routes are not followed here";
  if (typeof route.component !== "string") return "its component is not a file";
  const spec = route.component.replace(/^@site\//, `${siteDir}/`);
  if (!path.isAbsolute(spec)) return `its component \`${route.component}\` is no file of the site (\`@site/…\` or an absolute path)`;
  const component = resolvePlugin(spec);
  if (!existsSync(component) || path.relative(siteDir, component).startsWith("..")) return `its component \`${route.component}\` is no file of the site`;
  const props = { ...(route.props && typeof route.props === "object" ? toData(siteDir, route.props) : {}) };
  for (const [prop, module] of Object.entries(route.modules ?? {})) {
    const where = typeof module === "string" ? module : module?.path;
    if (typeof where !== "string") return `its module \`${prop}\` is not a file`;
    let text = data.get(where);
    if (text === undefined) {
      const file = path.resolve(siteDir, where.replace(/^@site\//, ""));
      if (!file.endsWith(".json") || !existsSync(file)) return `its module \`${prop}\` (\`${where}\`) is neither data the plugin made nor a JSON file of the site`;
      reads.add(shown(siteDir, file));
      text = readFileSync(file, "utf8");
    }
    try {
      props[prop] = JSON.parse(text);
    } catch {
      props[prop] = text;
    }
  }
  return { path: route.path, component: shown(siteDir, component), props };
}

/**
 * Runs `body` with the site's files it reads (by `fs`) added to `reads`, so
 * a change to a file a plugin loads its content from evaluates again.
 * @template T
 * @param {string} siteDir
 * @param {Set<string>} reads
 * @param {() => T} body
 */
async function readingSite(siteDir, reads, body) {
  const note = (/** @type {unknown} */ file) => {
    if (typeof file !== "string" && !(file instanceof URL)) return;
    const absolute = path.resolve(siteDir, file instanceof URL ? file.pathname : file);
    if (!path.relative(siteDir, absolute).startsWith("..") && !absolute.includes(`${path.sep}node_modules${path.sep}`)) reads.add(shown(siteDir, absolute));
  };
  /** @type {[Record<string, any>, string][]} */
  const watched = [
    [fs, "readFileSync"],
    [fs, "readFile"],
    [fs, "existsSync"],
    [fs.promises, "readFile"],
  ];
  const real = watched.map(([owner, name]) => owner[name]);
  watched.forEach(([owner, name], i) => {
    owner[name] = function (/** @type {unknown} */ file, /** @type {unknown[]} */ ...rest) {
      note(file);
      return real[i].call(this, file, ...rest);
    };
  });
  try {
    return await body();
  } finally {
    watched.forEach(([owner, name], i) => {
      owner[name] = real[i];
    });
  }
}

/**
 * The module `file` of the site (a plugin, a PostCSS config), run as
 * Docusaurus loads it; `call` as for {@link run}. A failure is an error
 * of the site's, said with its place.
 * @param {string} siteDir
 * @param {string} file
 */
export async function loadModule(siteDir, file, { call = true } = {}) {
  try {
    return await run(siteDir, await bundle(siteDir, file, new Set()), file, call);
  } catch (error) {
    if (!(error instanceof EvaluationError)) throw error;
    const { file: at, line, column, message } = error.located;
    throw Object.assign(new Error(`${at}:${line}:${column}: ${message}`), { authored: true });
  }
}

/**
 * The site's docusaurus.config.* as it runs (functions and all), and its
 * file; no config, none.
 * @param {string} siteDir
 */
export async function loadConfig(siteDir) {
  const configName = CONFIG_NAMES.find((name) => existsSync(path.join(siteDir, name)));
  if (!configName) return { config: null, file: path.join(siteDir, CONFIG_NAMES[0]) };
  const file = path.join(siteDir, configName);
  return { config: await loadModule(siteDir, file), file };
}

/** The client-redirects plugin's packages, as content-model's docusaurus_config.rs names them. */
const REDIRECT_PLUGINS = new Set(["@docusaurus/plugin-client-redirects", "client-redirects"]);

/**
 * The redirects the client-redirects plugin's `createRedirects` functions
 * make for `routes` (the site's pages, without the base URL), as Docusaurus
 * calls them: once per page, each answer (an address, a list of them, or
 * nothing) an old address leading to that page. The config is evaluated
 * again, so a function that reads the config's own values (closures) works.
 * Answers `{ redirects: [[from, to], …], error }`.
 * @param {string} siteDir
 * @param {string[]} routes
 */
export async function createdRedirects(siteDir, routes) {
  siteDir = path.resolve(siteDir);
  const configName = CONFIG_NAMES.find((name) => existsSync(path.join(siteDir, name)));
  if (!configName) return { redirects: [], error: null };
  const file = path.join(siteDir, configName);
  try {
    const config = await run(siteDir, await bundle(siteDir, file, new Set()), file);
    // In the site's folder, as `docusaurus build` runs the function (this script's own process: it ends after).
    process.chdir(siteDir);
    const redirects = [];
    for (const entry of config?.plugins ?? []) {
      const [name, options] = Array.isArray(entry) ? entry : [entry, null];
      const create = options?.createRedirects;
      if (!REDIRECT_PLUGINS.has(packageEntry(name)) || typeof create !== "function") continue;
      for (const to of routes) {
        let answer;
        try {
          answer = await create(to);
        } catch (error) {
          throw new EvaluationError({ ...runFailure(siteDir, file, error), message: `createRedirects(${JSON.stringify(to)}) threw: ${messageOf(error)}` });
        }
        for (const from of [answer ?? []].flat()) if (typeof from === "string") redirects.push([from, to]);
      }
    }
    return { redirects, error: null };
  } catch (error) {
    if (!(error instanceof EvaluationError)) throw error;
    return { redirects: [], error: error.located };
  }
}

/** Docusaurus' default number-prefix parser (content-model's `files::strip_number_prefix`): `01-name`, not a date or a version. */
function defaultNumberPrefixParser(/** @type {string} */ filename) {
  const found = /^\d+[-_.]\d/.test(filename) ? null : /^(\d+)\s*[-_.]+\s*(\S.*)$/.exec(filename);
  return found ? { filename: found[2], numberPrefix: Number(found[1]) } : { filename, numberPrefix: undefined };
}

/** Docusaurus' rule for a folder's own page: `index`, `README`, or the folder's name. */
function isCategoryIndex(/** @type {{ fileName: string, directories: string[] }} */ doc) {
  const name = doc.fileName.toLowerCase();
  return name === "index" || name === "readme" || name === doc.directories[0]?.toLowerCase();
}

/**
 * The config's `sidebarItemsGenerator` run for each call the model made
 * (content-model's `docs::generated`), as Docusaurus calls it: the
 * `autogenerated` item, the version, its docs, the `_category_` files, the
 * number-prefix parser, `isCategoryIndex`, and a default generator that
 * gives the items the model listed for that folder. Answers each call's
 * items, or why there are none (where the site's code threw, when it did).
 * @param {string} siteDir
 * @param {{ calls: { key: string, request: Record<string, any> }[] }} asked
 */
export async function generatedSidebarItems(siteDir, asked) {
  siteDir = path.resolve(siteDir);
  const { config } = await loadConfig(siteDir);
  const instances = instanceOptions(config).filter(([kind]) => kind === "docs").map(([, options]) => options);
  const answers = [];
  // In the site's folder, as `docusaurus build` runs (a generator that reads `path.resolve('docs/…')`).
  const cwd = process.cwd();
  process.chdir(siteDir);
  try {
    for (const call of asked.calls) answers.push(await generatedFor(siteDir, instances, call));
  } finally {
    process.chdir(cwd);
  }
  return { answers };
}

/** One call's answer: the config's generator run as Docusaurus runs it, or why it gave no items. */
async function generatedFor(siteDir, instances, { key, request }) {
  const options = instances.find((o) => (o?.id ?? "default") === request.pluginId);
  const generate = options?.sidebarItemsGenerator;
  const parser = options?.numberPrefixParser;
  const numberPrefixParser = typeof parser === "function" ? parser : parser === false ? (filename) => ({ filename, numberPrefix: undefined }) : defaultNumberPrefixParser;
  const defaultSidebarItemsGenerator = async (/** @type {any} */ args) => {
    const dirName = args?.item?.dirName;
    if (dirName !== request.item.dirName) {
      throw new Error(`defaultSidebarItemsGenerator was asked for \`${dirName}\`, and only the folder of the item it was given (\`${request.item.dirName}\`) is listed here`);
    }
    return structuredClone(request.defaultItems);
  };
  try {
    if (typeof generate !== "function") throw new Error("the docs plugin has no `sidebarItemsGenerator` function");
    const { defaultItems, pluginId, ...given } = request;
    const items = await generate({ ...given, numberPrefixParser, isCategoryIndex, defaultSidebarItemsGenerator });
    if (!Array.isArray(items)) throw new Error(`it gave ${items === null ? "null" : typeof items}, not a list of items`);
    return { key, items, error: null };
  } catch (error) {
    const place = sitePlace(siteDir, String(/** @type {{ stack?: unknown }} */ (error)?.stack ?? ""));
    const at = place ? `at ${place.file}:${place.line}:${place.column}: ` : "";
    return { key, items: null, error: `${at}${messageOf(error)}` };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { siteDir, answer } = commandLine("node evaluate.mjs SITE_DIR [--redirects < routes.json | --sidebar-items < calls.json]");
  if (process.argv[3] === "--redirects") {
    answer(await createdRedirects(siteDir, await readRequest()));
  } else if (process.argv[3] === "--sidebar-items") {
    answer(await generatedSidebarItems(siteDir, await readRequest()));
  } else {
    answer(await evaluate(siteDir));
  }
}
