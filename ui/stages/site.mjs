// Site code: the components, styles, data and packages a site's MDX pages
// import, bundled by esbuild as Docusaurus' webpack would resolve them, into
// modules the linker treats as it treats generated ones (see modules.mjs).
//
// Each specifier pages import is an entry of one esbuild build (code both
// entries share goes into shared chunks), so a page loads only what it
// imports, and a page without site code loads none. Inside site code,
// `@theme/*` and `@docusaurus/*` are the theme's stand-ins (ui/src/docusaurus)
// and React is the app's one copy: both stay outside the bundle as import
// tokens, named at link time like a generated module's. CSS (modules and
// plain) is taken out into files of the assets store; each entry that has
// some adds a link to it when it runs in a browser (client navigation), and
// the pre-render step links it from the pages' documents.
//
// The build is kept under a key of the entries, and reused while every file
// it read (esbuild's metafile inputs) has the content it had.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { build as esbuildBuild } from "esbuild";
import yaml from "js-yaml";

import { INLINE_LOADERS_PATTERN } from "../src/constants.js";
import { readSealedJson, sha256Of, writeAtomic, writeSealed } from "./cache.mjs";
import { importsAsTokens, lexerReady, sha256 } from "./modules.mjs";
import { isCommonJsFile, missingPackage, writtenAsCommonJs, writtenAsModule } from "./packages.mjs";
import { siteConfigKey } from "./plugins.mjs";
import { postCssFiles } from "./postcss.mjs";
import { SHARED_REACT } from "./vendor.mjs";
import { aliasPlugin, siteWebpack } from "./webpack.mjs";
import { docusaurusAlias, replacementImport, scriptFile, siteFileOf } from "./swizzle.mjs";

/**
 * A package's `require("node:util")` in the pre-render step's ES modules (esbuild's
 * `__require` throws there): Node's own require, as the bundles' first line (no
 * import, which the linker would name).
 */
export const NODE_REQUIRE = 'var require = process.getBuiltinModule("module").createRequire(import.meta.url);';

/** The mark of a site import that is an MDX expression's `require` (codegen's mdx.rs `required_imports`). */
const REQUIRED = "require:";

/** Where a generated module says it imports a site module: `SPEC#@file:line:col` (codegen's mdx.rs). */
export const splitSiteId = (id) => {
  const at = id.indexOf("#@");
  return at < 0 ? { spec: id, from: null } : { spec: id.slice(0, at), from: id.slice(at + 2) };
};

/** Files esbuild publishes as they are (URL as the default export), as Docusaurus' file loader does. */
const FILE_LOADERS = Object.fromEntries(
  ["png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "bmp", "woff", "woff2", "ttf", "otf", "eot", "mp4", "webm", "mp3", "wav", "pdf", "svg", "wasm"].map((ext) => [`.${ext}`, "file"]),
);


/** The module of ui/src standing in for `@theme/X` or `@docusaurus/X`, by its path there, or null. */
function themeModule(src, spec) {
  const match = /^@(theme|docusaurus)\/(.+)$/.exec(spec);
  if (!match) return null;
  const rel = match[1] === "theme" ? `docusaurus/theme/${match[2]}` : `docusaurus/${match[2]}`;
  const found = [".tsx", ".ts"].map((ext) => rel + ext).find((file) => existsSync(path.join(src, file)));
  return found ?? null;
}

/** Packages' theme folders (`lib/theme` of docusaurus-theme-openapi-docs), by site folder. */
const themeFolders = new Map();

/**
 * The installed theme package (by its name) whose theme folder holds the
 * component `@theme/X`, or null: the packages in the site's node_modules
 * (and those above it, a monorepo's) named for Docusaurus or a theme, each
 * with `lib/theme`, `dist/theme` or `src/theme`.
 * @param {string} siteDir
 * @param {string} spec
 */
function otherThemeOf(siteDir, spec) {
  const name = spec.slice("@theme/".length);
  if (!themeFolders.has(siteDir)) {
    const found = [];
    for (let dir = siteDir; ; dir = path.dirname(dir)) {
      const modules = path.join(dir, "node_modules");
      const names = safeList(modules).flatMap((entry) => (entry.startsWith("@") ? safeList(path.join(modules, entry)).map((inner) => `${entry}/${inner}`) : [entry]));
      for (const pkg of names.filter((n) => /docusaurus|theme|redoc/.test(n))) {
        for (const sub of ["lib/theme", "dist/theme", "src/theme"]) {
          if (existsSync(path.join(modules, pkg, sub))) found.push({ pkg, folder: path.join(modules, pkg, sub) });
        }
      }
      if (path.dirname(dir) === dir) break;
    }
    themeFolders.set(siteDir, found);
  }
  return themeFolders.get(siteDir).find(({ folder }) => scriptFile(path.join(folder, name)) !== null)?.pkg ?? null;
}

/** Where a warning about site code names the file importing a module: its path in the site. */
function shownImporter(siteDir, importer) {
  return importer ? path.relative(siteDir, importer.replace(/^[a-z-]+:/, "")) : "";
}

/** The theme's stand-ins, as Docusaurus names them: what an error says is available. */
function themeNames(src) {
  const names = [];
  for (const [prefix, dir] of [["@theme/", "docusaurus/theme"], ["@docusaurus/", "docusaurus"]]) {
    for (const entry of safeList(path.join(src, dir))) {
      if (/\.tsx?$/.test(entry) && !/^(text)\.ts$/.test(entry)) names.push(prefix + entry.replace(/\.tsx?$/, ""));
    }
  }
  return names.sort();
}

/**
 * The file `spec` names below an installed Docusaurus package (not the
 * package's own entry), when it imports nothing: its constants need none of
 * the plugin's Node code. Null otherwise (it would bring that code along).
 */
function plainPackageFile(siteDir, spec) {
  if (!/^@docusaurus\/[^/]+\/./.test(spec)) return null;
  try {
    const file = createRequire(path.join(siteDir, "package.json")).resolve(spec);
    return /\brequire\s*\(|^\s*import\b|\bimport\s*\(/m.test(readFileSync(file, "utf8")) ? null : file;
  } catch {
    return null;
  }
}

function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * The module that stands in for `react` or `react-dom` in site code: the
 * app's copy, taken from the vendor export `exported`, with the package's own
 * export names (so `import { useState } from "react"` works).
 */
function sharedReactModule(requireFromUi, pkg, exported, vendorToken) {
  const names = Object.keys(requireFromUi(pkg)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
  const lines = [`import { ${exported} as shared } from ${JSON.stringify(vendorToken)};`, "export default shared;", `export const { ${names.join(", ")} } = shared;`];
  // What React 19 took out of react-dom that packages written for React 17 and 18 still import;
  // the legacy roots are made with the app's react-dom/client.
  const removed = Object.entries(pkg === "react-dom" ? REMOVED_FROM_REACT_DOM : {}).filter(([name]) => !names.includes(name));
  if (removed.length > 0) {
    lines.push(`import { ${SHARED_REACT["react-dom/client"]} as client } from ${JSON.stringify(vendorToken.replace(/react-dom$/, "react-dom/client"))};`, "const legacyRoots = new WeakMap();");
  }
  for (const [, code] of removed) lines.push(`export ${code}`);
  return lines.join("\n");
}

/**
 * React 18's `findDOMNode` (a class component's first DOM node), gone from
 * React 19's react-dom: a site built for React 18 may have packages that
 * import it (tooltips, resize observers measuring their child). It walks the
 * component's fiber to its first host node, as React 18 did; on the server,
 * null. And React 17's `render`, `hydrate` and `unmountComponentAtNode`.
 */
const REMOVED_FROM_REACT_DOM = {
  findDOMNode: `function findDOMNode(instance) {
  if (instance == null || typeof Node === "undefined") return null;
  if (instance instanceof Node) return instance;
  for (let fiber = instance._reactInternals; fiber; fiber = fiber.child) {
    if (fiber.stateNode instanceof Node) return fiber.stateNode;
  }
  return null;
}`,
  // React 17's roots (react-native-web 0.17 renders its app with them): one root per container, kept to unmount it.
  render: `function render(element, container, callback) {
  let root = legacyRoots.get(container);
  if (!root) legacyRoots.set(container, (root = client.createRoot(container)));
  root.render(element);
  if (typeof callback === "function") queueMicrotask(callback);
  return null;
}`,
  hydrate: `function hydrate(element, container, callback) {
  legacyRoots.set(container, client.hydrateRoot(container, element));
  if (typeof callback === "function") queueMicrotask(callback);
  return null;
}`,
  unmountComponentAtNode: `function unmountComponentAtNode(container) {
  const root = legacyRoots.get(container);
  if (!root) return false;
  root.unmount();
  legacyRoots.delete(container);
  return true;
}`,
};

/** React's name for an SVG attribute written as in XML. */
function reactAttribute(name) {
  if (name === "class") return "className";
  if (name.startsWith("data-") || name.startsWith("aria-")) return name;
  return name.replace(/[:-]([a-z])/g, (_, c) => c.toUpperCase());
}

/** `fill: red; stroke-width: 2` as React's style object. */
function styleObject(css) {
  const style = {};
  for (const declaration of css.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim();
    if (!property) continue;
    const key = property.startsWith("--") ? property : property.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(at + 1).trim();
  }
  return style;
}

/** The theme's HTML escaper, bundled into the SVG components that need it. */
const ESCAPE_MODULE = fileURLToPath(new URL("../src/escape.js", import.meta.url));

/**
 * An SVG file as a React component, as Docusaurus' SVGR loader gives it: the
 * root's attributes as props (the caller's win), its content as it is, and a
 * `title` prop made the image's `<title>`.
 */
export function svgComponent(text, file) {
  const body = text.replace(/<\?xml[\s\S]*?\?>/g, "").replace(/<!DOCTYPE[\s\S]*?>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
  const root = /<svg\b([^>]*?)(\/?)>/i.exec(body);
  if (!root) throw new Error(`${file} has no <svg> element`);
  const attrs = {};
  for (const [, name, double, single] of root[1].matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single;
    attrs[reactAttribute(name)] = name === "style" ? styleObject(value) : value;
  }
  const close = body.lastIndexOf("</svg>");
  const inner = root[2] === "/" || close < 0 ? "" : body.slice(root.index + root[0].length, close).trim();
  return [
    `import { jsx } from "react/jsx-runtime";`,
    `import { escapeText } from ${JSON.stringify(ESCAPE_MODULE)};`,
    `const attrs = ${JSON.stringify(attrs)};`,
    `const inner = ${JSON.stringify(inner)};`,
    "export default function SvgImage({ title, ...props }) {",
    `  const html = title == null ? inner : "<title>" + escapeText(String(title)) + "</title>" + inner;`,
    "  return jsx(\"svg\", { ...attrs, ...props, dangerouslySetInnerHTML: { __html: html } });",
    "}",
  ].join("\n");
}

/**
 * The package.json of the package holding `file` (a package need not export it).
 * @param {string} file
 */
function packageJsonOf(file) {
  if (!existsSync(file)) return null;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return path.join(dir, "package.json");
  }
  return null;
}

/**
 * The site's own package of one of `names` (a compiler its plugin uses), as
 * its loader finds it, or null. Its version decides the output, so its
 * package.json counts as read: a reinstall rebuilds. (Checked on disk: Node
 * keeps a package it loaded once, removed or not.)
 * @param {string} siteDir
 * @param {string[]} names
 * @param {Set<string>} alsoRead
 * @returns {any}
 */
function siteCompiler(siteDir, names, alsoRead) {
  const require = createRequire(path.join(siteDir, "package.json"));
  for (const name of names) {
    try {
      const installed = packageJsonOf(require.resolve(name));
      if (!installed || !existsSync(installed)) continue;
      const compiler = require(name);
      alsoRead.add(installed);
      return compiler;
    } catch {
      // the next
    }
  }
  return null;
}

/**
 * Sass (what `docusaurus-plugin-sass` adds to a Docusaurus site): a `.scss`
 * or `.sass` file compiled by the site's own `sass` package, as the plugin
 * has it compiled; `.module.scss` as a CSS module. The result, or the error
 * to report.
 * @param {string} siteDir
 * @param {string} file
 * @param {Set<string>} alsoRead files read besides the modules esbuild lists
 */
export function compileSass(siteDir, file, alsoRead) {
  // `sass`, or `sass-embedded` (the same API), as sass-loader finds either.
  const sass = siteCompiler(siteDir, ["sass", "sass-embedded"], alsoRead);
  if (!sass) return { errors: [{ text: `${path.relative(siteDir, file)} is Sass: ${missingPackage(siteDir, "sass")}` }] };
  try {
    const out = sass.compile(file, { loadPaths: [path.join(siteDir, "node_modules")], style: "expanded", importers: [webpackSassPaths(siteDir)] });
    const read = (out.loadedUrls ?? []).filter((/** @type {URL} */ url) => url.protocol === "file:").map((/** @type {URL} */ url) => fileURLToPath(url));
    return compiledStyles(file, out.css, read, alsoRead);
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    return { errors: [{ text: `${path.relative(siteDir, file)}: ${message}` }] };
  }
}

/**
 * Less (what `docusaurus-plugin-less` adds): a `.less` file compiled by the
 * site's own `less` package, as less-loader has it compiled, `~package/…`
 * and `@site/…` imports found as webpack finds them; `.module.less` as a CSS
 * module. The result, or the error to report.
 * @param {string} siteDir
 * @param {string} file
 * @param {Set<string>} alsoRead
 */
export async function compileLess(siteDir, file, alsoRead) {
  const less = siteCompiler(siteDir, ["less"], alsoRead);
  if (!less) return { errors: [{ text: `${path.relative(siteDir, file)} is Less: ${missingPackage(siteDir, "less")}` }] };
  try {
    const out = await less.render(readFileSync(file, "utf8"), { filename: file, paths: [path.dirname(file), path.join(siteDir, "node_modules")], plugins: [webpackLessPaths(less, siteDir)] });
    return compiledStyles(file, out.css, out.imports ?? [], alsoRead);
  } catch (error) {
    const failed = /** @type {{ message: string, filename?: string, line?: number, column?: number }} */ (error);
    const where = failed.filename && failed.line ? `${path.relative(siteDir, failed.filename)}:${failed.line}:${(failed.column ?? 0) + 1}` : path.relative(siteDir, file);
    return { errors: [{ text: `${where}: ${failed.message}` }] };
  }
}

/** A stylesheet a preprocessor compiled, as esbuild loads it; the partials it read are inputs of the cache. */
function compiledStyles(/** @type {string} */ file, /** @type {string} */ css, /** @type {string[]} */ read, /** @type {Set<string>} */ alsoRead) {
  // Partials it imported are no module esbuild sees: kept as inputs of the cache.
  for (const partial of read) alsoRead.add(partial);
  const loader = /\.module\.(s[ac]ss|less)$/i.test(file) ? "local-css" : "css";
  return { contents: css, loader, resolveDir: path.dirname(file), watchFiles: [file, ...read] };
}

/**
 * esbuild plugin: stylesheets a Docusaurus plugin has preprocessed, Sass
 * ({@link compileSass}) and Less ({@link compileLess}).
 * @param {string} siteDir
 * @param {Set<string>} alsoRead
 * @returns {import("esbuild").Plugin}
 */
export const preprocessedStyles = (siteDir, alsoRead) => ({
  name: "site-styles",
  setup: (build) => {
    build.onLoad({ filter: /\.s[ac]ss$/i }, (args) => /** @type {import("esbuild").OnLoadResult} */ (compileSass(siteDir, args.path, alsoRead)));
    build.onLoad({ filter: /\.less$/i }, async (args) => /** @type {import("esbuild").OnLoadResult} */ (await compileLess(siteDir, args.path, alsoRead)));
  },
});

/**
 * Sass's importer for the paths sass-loader resolves through webpack:
 * `@site/…` (the site's folder, Docusaurus' alias) and `~package/…` (a
 * package of node_modules). Sass finds the partial or extension from there.
 * @param {string} siteDir
 */
function webpackSassPaths(siteDir) {
  return {
    /** @param {string} url */
    findFileUrl(url) {
      const found = webpackStylePath(siteDir, url);
      return found ? pathToFileURL(found) : null;
    },
  };
}

/** Where `@site/…` (the site's folder) or `~package/…` (node_modules) leads, as the style loaders resolve them through webpack; null for another path. */
function webpackStylePath(/** @type {string} */ siteDir, /** @type {string} */ url) {
  if (url.startsWith("@site/")) return path.join(siteDir, url.slice("@site/".length));
  if (url.startsWith("~") && !url.startsWith("~/")) return path.join(siteDir, "node_modules", url.slice(1));
  return null;
}

/**
 * Less's file manager for the same paths (less-loader's), as a plugin of the site's `less`.
 * @param {any} less
 * @param {string} siteDir
 */
function webpackLessPaths(less, siteDir) {
  return {
    install(/** @type {any} */ _less, /** @type {any} */ pluginManager) {
      class WebpackPaths extends less.FileManager {
        supports(/** @type {string} */ filename) {
          return webpackStylePath(siteDir, filename) !== null;
        }
        loadFile(/** @type {string} */ filename, /** @type {unknown[]} */ ...rest) {
          return super.loadFile(webpackStylePath(siteDir, filename), ...rest);
        }
      }
      pluginManager.addFileManager(new WebpackPaths());
    },
  };
}

/** The Babel config files a site may have, as Babel looks for them at its root. */
const BABEL_CONFIGS = ["babel.config.js", "babel.config.cjs", "babel.config.mjs", "babel.config.json", ".babelrc", ".babelrc.js", ".babelrc.json"];

/**
 * The site's own Babel, when its config asks for more than Docusaurus'
 * preset (`@babel/preset-flow`, a syntax plugin): Docusaurus compiles site
 * code with it, so code in Flow or another dialect esbuild cannot read is
 * compiled by it first, with the site's `@babel/core`, to modules esbuild
 * then bundles. Null when there is no such config, or only the preset.
 * @param {string} siteDir
 * @param {Set<string>} alsoRead
 * @returns {((file: string) => import("esbuild").OnLoadResult) | null}
 */
export function siteBabel(siteDir, alsoRead) {
  const config = BABEL_CONFIGS.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
  if (!config) return null;
  const text = readFileSync(config, "utf8");
  // The init template's config names only Docusaurus' preset, which esbuild does the work of.
  // Anything else named (another preset or plugin), or options of its own, asks for more.
  const rest = text.replace(/@docusaurus\/core\/lib\/babel\/preset/g, "");
  const asksMore = /(['"`])[^'"`\s]+\1/.test(rest) || /\b(plugins|parserOpts|overrides|env)\b/.test(rest);
  if (!asksMore) return null;
  const require = createRequire(path.join(siteDir, "package.json"));
  let babel;
  try {
    babel = require("@babel/core");
  } catch {
    return () => ({ errors: [{ text: `${path.basename(config)} asks for Babel: ${missingPackage(siteDir, "@babel/core")}` }] });
  }
  alsoRead.add(config);
  // Modules stay modules (esbuild bundles them), as for Docusaurus' bundler.
  const caller = { name: "aolda-docs", supportsStaticESM: true, supportsDynamicImport: true, supportsTopLevelAwait: true };
  return (file) => {
    try {
      const out = babel.transformFileSync(file, { cwd: siteDir, root: siteDir, filename: file, configFile: config, babelrc: false, caller, sourceMaps: "inline" });
      return { contents: out?.code ?? "", loader: "js", resolveDir: path.dirname(file), watchFiles: [file] };
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      return { errors: [{ text: `${path.relative(siteDir, file)}: ${message}` }] };
    }
  };
}

/**
 * Has `build` load the site's own scripts (not its packages') as Docusaurus'
 * loader takes them: through the site's Babel when it has one (see
 * `siteBabel`), else, with `tsx`, `.js` and `.jsx` as TypeScript with JSX.
 * @param {import("esbuild").PluginBuild} build
 * @param {string} siteDir
 * @param {Set<string>} alsoRead
 * @param {boolean} [tsx]
 */
export function onLoadSiteScripts(build, siteDir, alsoRead, tsx = false) {
  const babel = siteBabel(siteDir, alsoRead);
  const own = (file) => !/[\\/]node_modules[\\/]/.test(file) && !path.relative(siteDir, file).startsWith("..");
  build.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, (args) => {
    if (args.namespace !== "file" || !own(args.path)) return undefined;
    const withContexts = (/** @type {import("esbuild").OnLoadResult} */ result) =>
      typeof result.contents === "string" ? { ...result, contents: contextRequires(result.contents, args.path, siteDir, alsoRead) } : result;
    if (babel) return withContexts(babel(args.path));
    const text = readFileSync(args.path, "utf8");
    // Docusaurus Faster's SWC loader reads the site's `.js` and `.jsx` as TypeScript with JSX (the engine's `site_code_as_tsx`).
    if (tsx && /\.jsx?$/.test(args.path)) return withContexts({ contents: text, loader: "tsx" });
    const contents = contextRequires(text, args.path, siteDir, alsoRead);
    return contents === text ? undefined : { contents, loader: LOADER_OF[path.extname(args.path)] ?? "js" };
  });
}

/** How esbuild reads a site's script by its extension (as the build's `loader` option: `.js` may hold JSX). */
const LOADER_OF = /** @type {Record<string, import("esbuild").Loader>} */ ({ ".js": "jsx", ".jsx": "jsx", ".ts": "ts", ".tsx": "tsx", ".mjs": "js", ".cjs": "js", ".mts": "ts", ".cts": "ts" });

/** A file the site bundle read, or a folder it listed (a trailing separator): its name in the record's inputs. */
function inputName(siteDir, file) {
  const name = path.relative(siteDir, file).split(path.sep).join("/");
  return file.endsWith(path.sep) ? `${name}/` : name;
}

/** What an input (by its name, see `inputName`) held: a file's bytes, or a folder's files' paths (its subfolders' too), by hash. */
function inputHash(siteDir, name) {
  const file = path.resolve(siteDir, name);
  if (!name.endsWith("/")) return sha256Of(readFileSync(file));
  return sha256(folderFiles(file, { deep: true, hidden: true, limit: Infinity }).sort().join("\n"));
}

/**
 * The files below `dir` (its subfolders' too when `deep`), as paths from it
 * with `/`, each folder in name order; never inside node_modules, and without
 * names starting with `.` unless `hidden`. It stops once it has more than
 * `limit` (a caller that gets more refuses the folder).
 * @param {string} dir
 * @param {{ deep: boolean, hidden: boolean, limit?: number }} options
 */
function folderFiles(dir, { deep, hidden, limit = CONTEXT_LIMIT }) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ at, /** @type {string} */ prefix) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === "node_modules" || (!hidden && entry.name.startsWith(".")) || files.length > limit) continue;
      if (entry.isDirectory() && deep) walk(path.join(at, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
    }
  };
  walk(dir, "");
  return files;
}

/** Files a context require may name, at most: a folder larger than this is a mistake, not a set of images. */
const CONTEXT_LIMIT = 5000;

/**
 * `` require(`@site/static/img/${name}`) ``: a computed require, which
 * webpack makes a context module of every file the pattern may name. esbuild
 * globs relative patterns only, and hands the files it finds to no plugin (an
 * image would be its URL, not a module whose `default` is it). So each such
 * require becomes a lookup of the file it names among static requires of
 * every file the pattern matches, which resolve as any other require.
 * The folders listed are added to `read` (with a trailing separator): a file
 * added there changes what the pattern may name.
 * @param {string} text
 * @param {string} file
 * @param {string} siteDir
 * @param {Set<string>} [read]
 */
export function contextRequires(text, file, siteDir, read = new Set()) {
  text = requireContexts(text, file, siteDir, read);
  if (!text.includes("require(`")) return text;
  let out = "";
  let from = 0;
  for (let at = text.indexOf("require(`"); at !== -1; at = text.indexOf("require(`", at + 1)) {
    if (at < from || /[\w$.]/.test(text[at - 1] ?? "")) continue;
    const literal = templateAt(text, at + 8);
    if (!literal || literal.quasis.length < 2 || !/^\s*\)/.test(text.slice(literal.end))) continue;
    const files = contextFiles(literal.quasis, file, siteDir, read);
    if (!files) continue;
    const source = text.slice(at + 8, literal.end);
    const table = files.map((key) => `${JSON.stringify(key)}: () => require(${JSON.stringify(key)})`).join(", ");
    out += text.slice(from, at);
    out += `((m, p) => { if (!Object.prototype.hasOwnProperty.call(m, p)) throw new Error("Cannot find module '" + p + "'"); return m[p](); })({${table}}, ${source}`;
    from = literal.end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `require.context("dir", recursive?, /pattern/flags?)`, webpack's context module, as written (strings in either quote). */
const REQUIRE_CONTEXT = /(?<![\w$.])require\.context\(\s*(["'])((?:(?!\1)[^\\\n])+)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\\\n[])+)\/([a-z]*)\s*)?,?\s*\)/g;

/**
 * `require.context('../docs/changelog', false, /\.md$/)`: webpack's context
 * module, a function requiring each file below the folder (its subfolders
 * too unless `false`) whose `./path` fits the pattern, with `keys()` listing
 * them. Made here from the files on disk, each a static require that
 * resolves as any other (a Markdown file is its compiled component, a
 * `!!raw-loader!` folder gives text).
 * @param {string} text
 * @param {string} file
 * @param {string} siteDir
 * @param {Set<string>} [read] the folders listed (see `contextRequires`)
 */
export function requireContexts(text, file, siteDir, read = new Set()) {
  if (!text.includes("require.context(")) return text;
  return text.replace(REQUIRE_CONTEXT, (call, _quote, written, recursive, source, flags) => {
    const loader = /^(.*!)/.exec(written)?.[1] ?? "";
    const folder = written.slice(loader.length).replace(/\/+$/, "");
    const dir = folder.startsWith("@site/") ? path.join(siteDir, folder.slice(6)) : path.resolve(path.dirname(file), folder);
    if (path.relative(siteDir, dir).startsWith("..") || !existsSync(dir)) return call;
    read.add(dir + path.sep);
    let pattern;
    try {
      pattern = new RegExp(source ?? "^\\.\\/.*$", flags ?? "");
    } catch {
      return call;
    }
    const listed = folderFiles(dir, { deep: recursive !== "false", hidden: true });
    if (listed.length > CONTEXT_LIMIT) return call;
    const keys = listed.map((file) => `./${file}`).filter((key) => pattern.test(key));
    const table = keys.map((key) => `${JSON.stringify(key)}: () => require(${JSON.stringify(loader + folder + key.slice(1))})`).join(", ");
    return `((m) => { const c = (k) => { if (!Object.prototype.hasOwnProperty.call(m, k)) throw new Error("Cannot find module '" + k + "'"); return m[k](); }; c.keys = () => Object.keys(m); c.resolve = (k) => k; c.id = ${JSON.stringify(written)}; return c; })({${table}})`;
  });
}

/**
 * The template literal starting at the backtick at `start`: its fixed parts
 * (`quasis`) and where it ends; null when it does not end.
 * @param {string} text
 * @param {number} start
 */
function templateAt(text, start) {
  const quasis = [""];
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      quasis[quasis.length - 1] += text.slice(i, i + 2);
      i++;
    } else if (c === "`") {
      return { quasis, end: i + 1 };
    } else if (c === "$" && text[i + 1] === "{") {
      // The expression, to its closing brace (braces in it counted; no template or brace inside a string of it).
      let depth = 0;
      for (i += 1; i < text.length; i++) {
        if (text[i] === "{") depth++;
        else if (text[i] === "}" && --depth === 0) break;
        else if (text[i] === "`") return null;
      }
      quasis.push("");
    } else {
      quasis[quasis.length - 1] += c;
    }
  }
  return null;
}

/**
 * The requests a computed require may make (`@site/…` or relative, as written),
 * one per file below the folder its fixed start names that fits its fixed
 * start and end; null for a pattern of another kind (a package's) or a folder
 * that is not there.
 * @param {string[]} quasis
 * @param {string} file
 * @param {string} siteDir
 * @param {Set<string>} read the folders listed (see `contextRequires`)
 */
function contextFiles(quasis, file, siteDir, read) {
  const head = quasis[0];
  const tail = quasis[quasis.length - 1];
  const slash = head.lastIndexOf("/");
  if (slash === -1 || /[\\]/.test(head)) return null;
  const written = head.slice(0, slash + 1);
  let dir;
  if (written.startsWith("@site/")) dir = path.join(siteDir, written.slice(6));
  else if (written.startsWith("./") || written.startsWith("../")) dir = path.resolve(path.dirname(file), written);
  else return null;
  if (path.relative(siteDir, dir).startsWith("..") || !existsSync(dir)) return null;
  read.add(dir + path.sep);
  const keys = folderFiles(dir, { deep: true, hidden: false }).map((file) => written + file);
  const fits = keys.filter((key) => key.startsWith(head) && key.endsWith(tail) && key.length >= head.length + tail.length);
  return keys.length > CONTEXT_LIMIT ? null : fits.sort();
}

/**
 * An error in what the site's authors wrote, said with its place: reported
 * without a stack of ours (see build.mjs), which would only hide it.
 */
export function authored(message) {
  return Object.assign(new Error(message), { authored: true });
}

/**
 * Where a path from the root (`/img/a.svg`, `/data/users.json`) may be, as
 * Docusaurus' bundler reads it (webpack's `resolve.roots`): in static/, then
 * in the site's folder; never above the site. None for a path that is a file
 * of the machine's, or inside the site already.
 * @param {string} siteDir
 * @param {string} spec
 */
export function rootCandidates(siteDir, spec) {
  if (!/^\/[^/]/.test(spec) || !path.relative(siteDir, spec).startsWith("..") || existsSync(spec)) return [];
  return [path.join(siteDir, "static", spec), path.join(siteDir, spec)].filter((candidate) => !path.relative(siteDir, candidate).startsWith(".."));
}

/**
 * CSS `url(/fonts/x.woff2)`: a file of static/, published at that path, as
 * Docusaurus' bundler resolves it (it looks in static/ first), its URL under
 * the site's base URL; one that static/ does not hold is an error naming it.
 * Null when `spec` is no such URL.
 * @param {string} siteDir
 * @param {{ kind: string, path: string }} args
 * @param {string} [baseUrl]
 */
export function staticUrl(siteDir, args, baseUrl = "/") {
  if (args.kind === "url-token" && args.path.startsWith("@site/")) return siteUrl(siteDir, args.path, baseUrl);
  // css-loader's `~` before a module request: `~/images/a.jpg` is `/images/a.jpg` (rushjs.io's masthead), `~pkg/a.woff` the package's file.
  if (args.kind === "url-token" && args.path.startsWith("~/")) return staticUrl(siteDir, { ...args, path: args.path.slice(1) }, baseUrl);
  if (args.kind === "url-token" && args.path.startsWith("~")) {
    try {
      return { path: createRequire(path.join(siteDir, "package.json")).resolve(args.path.slice(1).replace(/[?#].*$/, "")) };
    } catch {
      return { errors: [{ text: `cannot find \`${args.path}\`: no such file of an installed package` }] };
    }
  }
  const spec = args.path;
  if (args.kind !== "url-token" || !/^\/[^/]/.test(spec)) return null;
  const file = path.join(siteDir, "static", spec.replace(/[?#].*$/, ""));
  if (!path.relative(path.join(siteDir, "static"), file).startsWith("..") && existsSync(file)) return { path: baseUrl + spec.slice(1), external: true };
  // Then from the site's folder, webpack's next root in Docusaurus (`url(/static/fonts/a.woff2)`).
  const inSite = path.join(siteDir, spec.replace(/[?#].*$/, ""));
  if (!path.relative(siteDir, inSite).startsWith("..") && existsSync(inSite)) return siteUrl(siteDir, `@site${spec}`, baseUrl);
  return { errors: [{ text: `cannot find \`${spec}\` in static/ or the site's folder (where Docusaurus' bundler looks for a CSS url starting with \`/\`)` }] };
}

/**
 * CSS `url(@site/…)`, through Docusaurus' alias for the site's folder: a
 * file of static/ is its URL there (as `url(/…)` is); another file of the
 * site is bundled as an import of it would be.
 * @param {string} siteDir
 * @param {string} spec
 * @param {string} baseUrl
 */
function siteUrl(siteDir, spec, baseUrl) {
  const rel = spec.slice("@site/".length).replace(/[?#].*$/, "");
  const file = path.join(siteDir, rel);
  if (path.relative(siteDir, file).startsWith("..") || !existsSync(file)) return { errors: [{ text: `cannot find \`${spec}\`: no such file in the site` }] };
  const inStatic = path.relative(path.join(siteDir, "static"), file);
  return inStatic.startsWith("..") ? { path: file } : { path: `${baseUrl}${inStatic.split(path.sep).join("/")}`, external: true };
}

/** esbuild's messages as `file:line:col: text`, the file relative to the site. */
export function formatMessages(siteDir, messages) {
  return messages
    .map((m) => {
      const where = m.location ? `${path.relative(siteDir, path.resolve(siteDir, m.location.file))}:${m.location.line}:${m.location.column + 1}: ` : "";
      return `${where}${m.text}`;
    })
    .join("\n");
}

/** webpack's inline loaders before a path (`!!raw-loader!./a.ts`, `yaml-loader!./b.yml`, with `!`, `!!` or `-!` first): [, the loaders, the path]. */
const INLINE_LOADERS = new RegExp(INLINE_LOADERS_PATTERN);

/** The inline loaders this bundler does as webpack's would, and the namespace of the module each makes. */
const LOADED_AS = { "raw-loader": "raw-text", "yaml-loader": "yaml-data" };

/** A file's module as an inline loader makes it: the namespace, or an error naming a loader not done here. */
function inlineLoader(loaders) {
  const names = loaders.split("!").filter(Boolean).map((loader) => loader.replace(/\?.*$/, ""));
  const [only] = names;
  if (names.length === 1 && Object.hasOwn(LOADED_AS, only)) return { namespace: LOADED_AS[only] };
  return { error: `the webpack loader${names.length > 1 ? "s" : ""} ${names.map((n) => `\`${n}\``).join(", ")} before the path ${names.length > 1 ? "are" : "is"} not run here; ${Object.keys(LOADED_AS).map((n) => `\`${n}\``).join(" and ")} are, one at a time` };
}

/**
 * A package's relative import of one of its own modules (`./icons/code.js` of
 * an icon barrel): nothing of ours applies to it, so esbuild resolves it
 * itself (a `browser` field's `false` included). Markdown and files (an SVG
 * made a component, an image's URL by `require`) still come to us. The
 * resolve this plugin asks of esbuild costs about 10 ms a file: a barrel of
 * 1,600 icons took 20 s.
 * @param {{ path: string, importer: string, kind: string }} args
 */
export function packageOwnScript(args) {
  const ext = path.extname(args.path).toLowerCase();
  return (
    args.kind !== "entry-point" &&
    /^\.\.?\//.test(args.path) &&
    /[\\/]node_modules[\\/]/.test(args.importer) &&
    !FILE_LOADERS[ext] &&
    ext !== ".md" &&
    ext !== ".mdx"
  );
}

/** The esbuild plugin resolving imports as Docusaurus does, with the theme and React left outside as tokens. */
function resolver({ siteDir, src, token, entries, requireFromUi, alsoRead, absent, outerRoots = [], tsx = false, folderAliases = [], markdownModules = {}, baseUrl = "/" }) {
  const roots = [siteDir, ...outerRoots.map((root) => path.resolve(siteDir, root))];
  const inRoots = (/** @type {string} */ file) => roots.some((root) => !path.relative(root, file).startsWith(".."));
  return {
    name: "site-resolve",
    setup(build) {
      const resolveIn = (spec, args) =>
        build.resolve(spec, { resolveDir: args.resolveDir, kind: args.kind === "entry-point" ? "import-statement" : args.kind, importer: args.importer, pluginData: { inner: true } });

      /**
       * A resolved entry: CSS goes through a small module so that the entry is
       * JavaScript, and so does a CommonJS package, whose names a page imports
       * (`import { Slider } from 'cjs-package'`) an entry of its own would not export.
       */
      const entry = (spec, resolved) => {
        if (/\.css$/i.test(resolved.path)) return { path: resolved.path, namespace: "css-entry" };
        if (/^[^./]/.test(spec) && !spec.startsWith("@site/") && isCommonJsFile(resolved.path) && !writtenAsModule(resolved.path)) return { path: resolved.path, namespace: "cjs-entry" };
        // The site's own CommonJS file (`module.exports = { version }`), imported by name from a page.
        if (isCommonJsFile(resolved.path) && writtenAsCommonJs(resolved.path)) return { path: resolved.path, namespace: "cjs-entry" };
        return resolved;
      };

      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.inner) return undefined;
        if (packageOwnScript(args)) return undefined;
        let spec = args.path;
        const from = args.kind === "entry-point" ? entries.get(spec) : null;
        const located = (text) => ({ errors: [{ text: from ? `${from}: ${text}` : text }] });
        // `require:SPEC`: an MDX expression's `require(SPEC)` (codegen's mdx.rs), the module as webpack's require gives it.
        const required = args.kind === "entry-point" && spec.startsWith(REQUIRED);
        if (required) spec = spec.slice(REQUIRED.length);
        if (spec.startsWith(token.prefix)) return { path: spec, external: true };
        // A URL (`import(/* webpackIgnore: true */ "https://…")`) is the browser's to load, as webpack leaves it.
        if (/^(https?:)?\/\//.test(spec)) return { path: spec, external: true };
        // webpack's inline loader (`!!raw-loader!./faq.yaml`): the path after it is found
        // as any import is (`@site/`, an alias), and the default export is the file's text
        // (raw-loader) or its YAML as data (yaml-loader).
        const inline = INLINE_LOADERS.exec(spec);
        const loaded = inline ? inlineLoader(inline[1]) : null;
        if (loaded?.error) return located(`\`${spec}\`: ${loaded.error}`);
        if (inline) spec = inline[2];
        spec = docusaurusAlias(spec);
        // The site's replacement of a theme component, imported by its path, is that component (as the pages show it).
        if (spec.startsWith("@site/src/theme/") || (/^\.\.?\//.test(spec) && args.resolveDir)) {
          const target = spec.startsWith("@site/") ? path.join(siteDir, spec.slice(6)) : path.resolve(args.resolveDir, spec);
          spec = replacementImport(siteDir, target, args.importer) ?? spec;
        }
        if (/^@(theme|theme-original|theme-init|docusaurus)\//.test(spec)) {
          // `@theme-original/X` is ours; where the site's src/theme/X replaces it, site code would need both.
          const original = /^@theme-(original|init)\/(.+)$/.exec(spec);
          if (original && siteFileOf(siteDir, original[2])) {
            return located(`\`${spec}\` in site code, beside the site's own src/theme/${original[2]}, is not supported: import \`@theme/${original[2]}\``);
          }
          const id = themeModule(src, original ? `@theme/${original[2]}` : spec);
          // A page's own import of one (`import Mermaid from '@theme/Mermaid'` in MDX) is an entry: a module re-exporting it.
          if (id && args.kind === "entry-point") return { path: spec, namespace: "theme-entry" };
          if (id) return { path: token.make("shell", id), external: true };
          // A module of the site's own src/theme that is none of ours (`@theme/prism/light`), as Docusaurus' alias finds it.
          const own = !original && spec.startsWith("@theme/") ? siteFileOf(siteDir, spec.slice("@theme/".length)) : null;
          if (own) return { path: own };
          // A component of another theme the site installs (docusaurus-theme-openapi-docs' `@theme/StatusCodes`), whose code is not run here.
          const theirs = original ? null : otherThemeOf(siteDir, spec);
          if (theirs) {
            if (!absent.has(spec)) absent.set(spec, { theme: theirs, from: from ?? shownImporter(siteDir, args.importer) });
            return { path: spec, namespace: "absent-theme" };
          }
          // A file deep in an installed Docusaurus package that imports nothing (`@docusaurus/plugin-content-docs/lib/constants.js`) is bundled as webpack finds it.
          const plain = plainPackageFile(siteDir, spec);
          if (plain) return { path: plain };
          return located(`\`${spec}\` is not a module this theme provides; it provides ${themeNames(src).join(", ")}`);
        }
        if (SHARED_REACT[spec]) return { path: spec, namespace: "shared-react" };
        if (spec === "react/jsx-runtime" || spec === "react/jsx-dev-runtime") return { path: token.make("pkg", "react/jsx-runtime"), external: true };
        if (/^react(-dom)?\//.test(spec)) return located(`\`${spec}\` is not available to site code (the app's React is shared: import from "react" or "react-dom")`);
        const inStatic = staticUrl(siteDir, args, baseUrl);
        if (inStatic?.errors) return located(inStatic.errors[0].text);
        if (inStatic) return inStatic;
        let target = spec;
        // A path from the root (`/data/users.json`), as Docusaurus' bundler
        // reads it (webpack's `resolve.roots`): in static/, then in the site's
        // folder; never above the site.
        for (const candidate of rootCandidates(siteDir, spec)) {
          if (!(await resolveIn(candidate, args)).errors.length) {
            target = candidate;
            break;
          }
        }
        if (spec.startsWith("@site/")) {
          target = path.join(siteDir, spec.slice(6));
          if (!inRoots(target)) return located(`\`${spec}\` leads out of the site folder (and its content folders)`);
        }
        // A prefix the config names a folder by (docusaurus-plugin-module-alias: `@img/a.webp`).
        const alias = folderAliases.find(({ prefix }) => spec === prefix || spec.startsWith(`${prefix}/`));
        if (alias) {
          target = path.join(siteDir, alias.folder, spec.slice(alias.prefix.length));
          if (!inRoots(target)) return located(`\`${spec}\` leads out of the site folder`);
        }
        const resolved = await resolveIn(target, args.kind === "entry-point" ? { ...args, resolveDir: siteDir } : args);
        if (resolved.errors.length) {
          if (alias) return located(`cannot find \`${spec}\`: no ${path.relative(siteDir, target)} (\`${alias.prefix}\` names ${alias.folder}/, by docusaurus-plugin-module-alias)`);
          const bare = /^[^./]/.test(spec) && !spec.startsWith("@site/");
          // A package's optional `require` (node-fetch's `encoding` in a try block) stays a call that throws, as webpack leaves it.
          if (bare && args.kind === "require-call" && /[\\/]node_modules[\\/]/.test(args.importer)) return { path: spec, external: true };
          return located(bare ? missingPackage(siteDir, spec) : `cannot find \`${spec}\` (no such file, with any of .js, .jsx, .ts, .tsx, .json, or as a folder's index)`);
        }
        // A module a package's `browser` field turns off (`"fs": false`, `"./util.inspect.js": false`):
        // esbuild's resolve answers with no namespace or a file that is not there; it is an empty module, as webpack makes it.
        if (!resolved.external && (resolved.namespace === "" || (resolved.namespace === "file" && !existsSync(resolved.path)))) return { path: resolved.path, namespace: "browser-off" };
        if (loaded) return { path: resolved.path, namespace: loaded.namespace };
        // A Markdown file site code imports is the component codegen compiled it into, as Docusaurus' MDX loader makes one.
        if (/\.mdx?$/i.test(resolved.path)) {
          const file = path.relative(siteDir, resolved.path).split(path.sep).join("/");
          const module = markdownModules[file];
          // A `require` of it (a `require.context`'s) in the browser cannot load another chunk: a module importing it stands between.
          if (module && args.kind === "require-call") return { path: module, namespace: "required-markdown" };
          if (module) return { path: token.make("gen", module), external: true };
          return located(`\`${spec}\` is Markdown, compiled only where a page or a script beside the pages imports it (docs, blog, src/pages); import it from there`);
        }
        if (/[\\/]node_modules[\\/](react|react-dom)[\\/]/.test(resolved.path)) return { path: "react", namespace: "shared-react" };
        if (/\.svg$/i.test(resolved.path) && (args.kind === "import-statement" || args.kind === "entry-point" || args.kind === "dynamic-import" || args.kind === "require-call")) {
          return { path: resolved.path, namespace: "svg-component" };
        }
        // `require('./hero.png').default` is the file's URL under Docusaurus' bundler; esbuild's require of a file gives the URL itself.
        if (args.kind === "require-call" && FILE_LOADERS[path.extname(resolved.path).toLowerCase()]) return { path: resolved.path, namespace: "asset-require" };
        if (required) return { path: resolved.path, namespace: "require-entry" };
        return args.kind === "entry-point" ? entry(spec, resolved) : resolved;
      });

      preprocessedStyles(siteDir, alsoRead).setup(build);
      onLoadSiteScripts(build, siteDir, alsoRead, tsx);
      build.onLoad({ filter: /.*/, namespace: "shared-react" }, (args) => ({
        contents: sharedReactModule(requireFromUi, args.path, SHARED_REACT[args.path], token.make("vendor", args.path)),
        loader: "js",
      }));
      build.onLoad({ filter: /.*/, namespace: "svg-component" }, (args) => ({
        contents: svgComponent(readFileSync(args.path, "utf8"), path.relative(siteDir, args.path)),
        loader: "js",
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      }));
      build.onLoad({ filter: /.*/, namespace: "cjs-entry" }, (args) => ({
        contents: commonJsEntry(args.path, commonJsNames(args.path)),
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
      // esbuild's require: a CommonJS module's `module.exports`, an ES module's namespace (with `default`).
      build.onLoad({ filter: /.*/, namespace: "require-entry" }, (args) => ({
        contents: `export default require(${JSON.stringify(args.path)});`,
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /.*/, namespace: "theme-entry" }, (args) => ({
        contents: `import * as theme from ${JSON.stringify(args.path)};\nexport * from ${JSON.stringify(args.path)};\nexport default theme.default;\n`,
        loader: "js",
      }));
      build.onLoad({ filter: /.*/, namespace: "required-markdown" }, (args) => {
        const compiled = JSON.stringify(token.make("gen", args.path));
        return { contents: `export * from ${compiled};\nexport { default } from ${compiled};\n`, loader: "js" };
      });
      build.onLoad({ filter: /.*/, namespace: "absent-theme" }, () => ({ contents: "export default function AbsentThemeComponent() {\n  return null;\n}\n", loader: "js" }));
      build.onLoad({ filter: /.*/, namespace: "browser-off" }, () => ({ contents: "module.exports = {};", loader: "js" }));
      build.onLoad({ filter: /.*/, namespace: "raw-text" }, (args) => ({
        // A module (not esbuild's text loader) so that `require(…).default` is the text, as raw-loader's.
        contents: `export default ${JSON.stringify(readFileSync(args.path, "utf8"))};`,
        loader: "js",
        watchFiles: [args.path],
      }));
      build.onLoad({ filter: /.*/, namespace: "yaml-data" }, (args) => {
        const text = readFileSync(args.path, "utf8");
        try {
          // yaml-loader's default export: the document's data (its first, as yaml-loader gives without `asStream`).
          return { contents: `export default ${JSON.stringify(yaml.loadAll(text)[0] ?? null)};`, loader: "js", watchFiles: [args.path] };
        } catch (error) {
          const mark = /** @type {{ mark?: { line: number, column: number }, reason?: string }} */ (error).mark;
          const at = mark ? { file: args.path, line: mark.line + 1, column: mark.column } : undefined;
          return { errors: [{ text: `not YAML: ${/** @type {{ reason?: string }} */ (error).reason ?? String(error)}`, location: at }], watchFiles: [args.path] };
        }
      });
      build.onLoad({ filter: /.*/, namespace: "asset-require" }, (args) => ({
        contents: `export { default } from ${JSON.stringify(args.path)};`,
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /.*/, namespace: "css-entry" }, (args) => ({
        contents: /\.module\.css$/i.test(args.path) ? `import styles from ${JSON.stringify(args.path)};\nexport default styles;` : `import ${JSON.stringify(args.path)};`,
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * The names a CommonJS module exports, as Node's loader finds them for an
 * ES module that imports it: its `module.exports`' own keys, read by loading
 * it (the pre-render step runs it in Node anyway); none when it cannot load.
 * @param {string} file
 * @returns {string[]}
 */
export function commonJsNames(file) {
  try {
    const exported = createRequire(file)(file);
    if (exported === null || (typeof exported !== "object" && typeof exported !== "function")) return [];
    return Object.keys(exported).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default" && name !== "__esModule");
  } catch {
    return [];
  }
}

/** An ES module that gives a CommonJS module's default and its `names`, as a bundler's interop does. */
export function commonJsEntry(file, names) {
  const from = JSON.stringify(file);
  return [`export { default } from ${from};`, ...(names.length ? [`export { ${names.join(", ")} } from ${from};`] : [])].join("\n");
}

/** A file-name-safe stem for an entry: the last part of its path. */
const stemOfSpec = (spec) =>
  spec
    .replace(/#@.*$/, "")
    .replace(/\/index(\.\w+)?$/, "")
    .split("/")
    .pop()
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]/g, "_")
    .slice(0, 40) || "module";

/** Appended to an entry with CSS: links its stylesheet when the entry first runs in a browser. */
const cssLoader = (files, assetsUrl) =>
  `\n;typeof document<"u"&&${JSON.stringify(files.map((f) => assetsUrl + f))}.forEach(h=>{if(!document.querySelector('link[href="'+h+'"]')){const l=document.createElement("link");l.rel="stylesheet";l.href=h;document.head.appendChild(l)}});\n`;

/**
 * Bundles the site code the generated modules import (their `site` tokens),
 * or reuses the bundle kept under `toolsKey` (what made it: ui/ and the
 * compiler) and the entries while what it read is unchanged, and adds its modules to `units` (as `site/…`). Returns `{ aliases }` (the
 * unit of each site token's id), `css` (the stylesheet files each unit links,
 * by unit), `assets` (every file it put in `assetsDir`), `maps` (each unit's
 * source map, for the pre-render step's stack traces), `built` (whether
 * esbuild ran), `kept` (its record's file name in `cacheDir/site`) and
 * `remote` (the URLs site code imports from other hosts).
 * `outerRoots`: content folders outside the site folder (site-relative), which
 * `@site/../docs/…` may reach as Docusaurus lets it.
 * @param {{ ui: string, siteDir: string, units: Map<string, any>, token: any, cacheDir: string, key: string, assetsDir: string, assetsUrl?: string, outerRoots?: string[], tsx?: boolean, folderAliases?: { prefix: string, folder: string }[], markdownModules?: Record<string, string> }} options
 */
export async function bundleSite({ ui, siteDir, units, token, cacheDir, key: toolsKey, assetsDir, assetsUrl = "/assets/", outerRoots = [], tsx = false, folderAliases = [], markdownModules = {} }) {
  const ids = [...new Set([...units.values()].flatMap((u) => u.deps).filter((d) => d.kind === "site").map((d) => d.id))].sort();
  const empty = { aliases: new Map(), serverAliases: new Map(), css: new Map(), assets: [], maps: new Map(), built: false, kept: [], remote: [], warnings: [] };
  if (ids.length === 0) return empty;
  const specs = [...new Set(ids.map((id) => splitSiteId(id).spec))].sort();
  const key = sha256(toolsKey, "\0", siteDir, "\0", assetsUrl, "\0", outerRoots.join("\n"), "\0", String(tsx), "\0", JSON.stringify(folderAliases), "\0", JSON.stringify(markdownModules), "\0", specs.join("\n"), "\0", siteConfigKey(siteDir)).slice(0, 32);
  const recordFile = path.join(cacheDir, "site", `${key}.json`);
  let record = readSealedJson(recordFile);
  const fresh = (r) =>
    r !== null &&
    Object.entries(r.inputs).every(([file, hash]) => {
      try {
        return inputHash(siteDir, file) === hash;
      } catch {
        return false;
      }
    });
  const built = !fresh(record);
  if (built) {
    // Where pages import each spec first, for an error about it.
    const entries = new Map();
    for (const id of ids) {
      const { spec, from } = splitSiteId(id);
      if (from && !entries.has(spec)) entries.set(spec, from);
    }
    // Two builds, as Docusaurus makes a client and a server bundle: packages
    // that ship a browser build (one touching `document` when loaded) and a
    // Node build are pre-rendered with the latter.
    const [browser, server] = await Promise.all(["browser", "node"].map((platform) => runEsbuild({ ui, siteDir, specs, entries, token, platform, assetsUrl, outerRoots, tsx, folderAliases, markdownModules })));
    record = { ...browser, inputs: { ...server.inputs, ...browser.inputs }, units: [...browser.units, ...server.units], serverEntries: server.entries };
    writeSealed(recordFile, JSON.stringify(record));
  }
  for (const [name, text] of Object.entries(record.files)) {
    const file = path.join(assetsDir, name);
    if (!existsSync(file)) writeAtomic(file, Buffer.from(text, "base64"));
  }
  const aliases = new Map(ids.map((id) => [id, record.entries[splitSiteId(id).spec]]));
  const serverAliases = new Map(ids.map((id) => [id, record.serverEntries[splitSiteId(id).spec]]));
  for (const unit of record.units) {
    // Keyed by the map too: the pre-render step's file carries it.
    units.set(unit.id, { key: sha256(unit.text, "\0", JSON.stringify(unit.map)), code: () => unit.text, deps: token.list(unit.text) });
  }
  return {
    aliases,
    serverAliases,
    css: new Map(Object.entries(record.css)),
    assets: Object.keys(record.files),
    maps: new Map(record.units.map((u) => [u.id, u.map])),
    built,
    remote: /** @type {string[]} */ (record.remote ?? []),
    /** @type {import("./protocol.mjs").ContentWarning[]} */
    warnings: record.warnings ?? [],
    // The record's name in `cacheDir/site`: older ones are pruned.
    kept: [`${key}.json`],
  };
}

/**
 * One esbuild build of the entries for `platform` ("browser", or "node" for
 * the pre-render step, whose units are named `site-node/…`); returns what
 * `bundleSite` keeps.
 */
async function runEsbuild({ ui, siteDir, specs, entries, token, platform, assetsUrl, outerRoots, tsx, folderAliases, markdownModules }) {
  await lexerReady;
  // What the site's plugins ask of webpack (aliases, constants, extensions), for this side's build.
  const webpack = await siteWebpack(siteDir, platform === "node");
  const src = path.join(ui, "src");
  const requireFromUi = createRequire(path.join(ui, "package.json"));
  /** @type {Set<string>} */
  const alsoRead = new Set();
  /** Other themes' components site code imports, shown as nothing: spec → the theme, where it is first imported. */
  const absent = new Map();
  const outdir = path.join(siteDir, ".build-cache", platform === "node" ? "site-out-node" : "site-out");
  const used = new Set();
  const outOf = new Map();
  for (const spec of specs) {
    let stem = stemOfSpec(spec);
    // Compared without case, as esbuild compares its output paths (`App` and `app` are one file to it).
    for (let n = 2; used.has(stem.toLowerCase()); n++) stem = `${stemOfSpec(spec)}_${n}`;
    used.add(stem.toLowerCase());
    outOf.set(spec, stem);
  }
  let result;
  try {
    result = await esbuildBuild({
      entryPoints: specs.map((spec) => ({ in: spec, out: outOf.get(spec) })),
      absWorkingDir: siteDir,
      outdir,
      write: false,
      bundle: true,
      splitting: true,
      format: "esm",
      // Node's build keeps the browser's target and packages bundled: only
      // the packages' conditions (`node` instead of `browser`) differ. Both
      // take a package's ES module build before its `main`, as webpack (and
      // so Docusaurus' server bundle) does: a `main` may be a UMD wrapper
      // whose `require` no bundler can follow.
      platform,
      mainFields: platform === "node" ? ["module", "main"] : ["browser", "module", "main"],
      target: "es2020",
      jsx: "automatic",
      // Lines kept (whitespace is what gzip takes best anyway): the
      // pre-render step's stack traces map through the source maps, and the
      // linker's tokens change only the import lines' columns.
      // Identifiers keep their names: minified, CSS modules' class names
      // would be one or two letters, which the theme's classes may be too.
      minifySyntax: true,
      sourcemap: "external",
      sourcesContent: false,
      metafile: true,
      legalComments: "none",
      charset: "utf8",
      resolveExtensions: [...webpack.extensions, ".tsx", ".ts", ".jsx", ".js", ".mjs", ".json"],
      loader: { ".js": "jsx", ...FILE_LOADERS, ...Object.fromEntries(webpack.text.map((ext) => [ext, /** @type {const} */ ("text")])) },
      assetNames: "site-[name]-[hash]",
      chunkNames: "chunk-[hash]",
      publicPath: assetsUrl,
      // webpack gives browser code Node's `global` (its `node.global`, on by default): `globalThis` here.
      define: { ...(platform === "node" ? {} : { global: "globalThis" }), ...webpack.define, "process.env.NODE_ENV": JSON.stringify("production") },
      ...(platform === "node" ? { banner: { js: NODE_REQUIRE } } : {}),
      logLevel: "silent",
      plugins: [aliasPlugin(webpack.alias), resolver({ siteDir, src, token, entries, requireFromUi, alsoRead, absent, outerRoots, tsx, folderAliases, markdownModules, baseUrl: assetsUrl.replace(/assets\/$/, "") }), postCssFiles(siteDir)],
    });
  } catch (error) {
    const failure = /** @type {Partial<import("esbuild").BuildFailure> | undefined} */ (error);
    if (failure?.errors?.length) throw authored(`site code does not build:\n${formatMessages(siteDir, failure.errors)}`);
    throw error;
  }
  const collected = collect({ result, alsoRead, siteDir, outdir, specs, outOf, token, prefix: platform === "node" ? "site-node" : "site", assetsUrl });
  return { ...collected, warnings: absentWarnings(absent) };
}

/**
 * One warning for each component of another theme that site code imports:
 * the page (or file) that imports it first, and the theme it belongs to.
 * @param {Map<string, { theme: string, from: string }>} absent
 */
function absentWarnings(absent) {
  return [...absent].map(([spec, { theme, from }]) => {
    const [, file = from, line = "1"] = /^(.*?):(\d+)(?::\d+)?$/.exec(from) ?? [];
    return { file, line: Number(line), message: `\`${spec}\` is a component of the theme \`${theme}\`, whose code this generator does not run: it shows nothing where the pages use it` };
  });
}

/** esbuild's output as units (imports as tokens), stylesheets and files, with the inputs it read. */
function collect({ result, alsoRead, siteDir, outdir, specs, outOf, token, prefix, assetsUrl }) {
  const byPath = new Map(result.outputFiles.map((f) => [f.path, f]));
  const unitOf = (rel) => `${prefix}/${rel.replace(/\.js$/, "")}`;
  // The pre-render step's build: its stylesheets and files are the browser's.
  const forBrowser = prefix === "site";
  const files = {};
  const css = {};
  const units = [];
  const entries = {};
  const entryOf = new Map([...outOf].map(([spec, stem]) => [`${stem}.js`, spec]));
  /** The URLs site code imports (`import("https://…")`): the page's CSP allows their origins. */
  const remote = new Set();
  for (const [outPath, meta] of Object.entries(result.metafile.outputs)) {
    const abs = path.resolve(siteDir, outPath);
    const rel = path.relative(outdir, abs).split(path.sep).join("/");
    const file = byPath.get(abs);
    if (rel.endsWith(".map")) continue;
    if (!rel.endsWith(".js")) {
      // Stylesheets of entries are named when their entry is; other files (images) are as esbuild named them.
      if (!rel.endsWith(".css") && forBrowser) files[rel] = Buffer.from(file.contents).toString("base64");
      continue;
    }
    // Chunks import each other by their public path (esbuild's publicPath applies to them too).
    const chunkOf = (spec) => (spec.startsWith(assetsUrl) ? spec.slice(assetsUrl.length) : path.posix.join(path.posix.dirname(rel), spec));
    // Node's own modules (`node:path`), left outside by the pre-render step's build, stay as they are;
    // URLs are the browser's to load.
    const outside = (spec) => spec.startsWith(token.prefix) || /^(https?:)?\/\//.test(spec) || (!forBrowser && isBuiltin(spec));
    let text = importsAsTokens(file.text, (spec) => (outside(spec) ? spec : token.make("gen", unitOf(chunkOf(spec)))), rel, { keepComputed: true });
    if (forBrowser) for (const url of remoteScripts(file.text)) remote.add(url);
    const id = unitOf(rel);
    if (meta.cssBundle && forBrowser) {
      const cssText = byPath.get(path.resolve(siteDir, meta.cssBundle)).text;
      const name = `site-${rel.replace(/\.js$/, "")}-${sha256(cssText).slice(0, 10)}.css`;
      files[name] = Buffer.from(cssText).toString("base64");
      css[id] = [name];
      text += cssLoader([name], assetsUrl);
    }
    const spec = entryOf.get(rel);
    if (spec) entries[spec] = id;
    const map = JSON.parse(byPath.get(`${abs}.map`)?.text ?? "null");
    if (map) map.sources = map.sources.map((s) => (s.includes(":") && !s.startsWith("/") ? s : pathToFileURL(path.resolve(path.dirname(abs), s)).href));
    units.push({ id, text, map });
  }
  for (const spec of specs) if (!entries[spec]) throw new Error(`esbuild made no module for the site import ${spec}`);
  const inputs = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    // A file loaded as a module of ours (an SVG made a component) counts as read; React's stand-in reads none.
    let file = input.replace(/^(svg-component|css-entry|raw-text|yaml-data):/, "");
    // esbuild's own empty module for a file a `browser` field turns off reads nothing either.
    if (/^([a-z-]+|\(disabled\)):/.test(file)) continue;
    // A CSS url's query or fragment (`slick.eot?#iefix`, an old IE font hack) names the file before it.
    if (!existsSync(path.resolve(siteDir, file))) file = file.replace(/[?#].*$/, "");
    inputs[path.relative(siteDir, path.resolve(siteDir, file))] = sha256Of(readFileSync(path.resolve(siteDir, file)));
  }
  for (const file of alsoRead) inputs[inputName(siteDir, file)] = inputHash(siteDir, inputName(siteDir, file));
  return { inputs, units, entries, css, files, remote: [...remote].sort() };
}

/** A URL in an import of esbuild's output (`import(/* webpackIgnore: true *\/ "https://…")`, `from "//cdn…"`), with its quotes. */
/**
 * A script's URL on another host written in site code (`script.src =
 * "https://buttons.github.io/buttons.js"`, `<script src="//ads.example/x.js">`):
 * code that adds it to the page at run time, as under Docusaurus (which sets
 * no CSP), so the page's CSP allows its origin too.
 */
const REMOTE_SCRIPT = /(["'`])((?:https?:)?\/\/[^"'`\s]+?\.m?js(?:[?#][^"'`\s]*)?)\1/g;
// Read forwards from the keyword: a lookbehind of this length, tried at every place of a chunk of megabytes, took 20 s.
const REMOTE_IMPORT = /(?:\bimport\s*\(\s*(?:\/\*(?:[^*]|\*(?!\/))*\*\/\s*)*|\bfrom\s*)(["'`])((?:https?:)?\/\/[^"'`\s]+)\1/g;

/** The specifiers a script imports or requires, read from its text (where a scan needs no bundler). */
export const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'\n]+)["']/g;

/** The scripts on other hosts `text` imports or adds to the page (see `REMOTE_IMPORT`, `REMOTE_SCRIPT`). */
function remoteScripts(/** @type {string} */ text) {
  return [...text.matchAll(REMOTE_IMPORT), ...text.matchAll(REMOTE_SCRIPT)].map((match) => match[2]);
}

/**
 * The scripts on other hosts that the config's own scripts in static/
 * import (babel's `mini-repl.js`: `import … from "https://esm.sh/…"`),
 * following their relative imports there, for the CSP to allow.
 * @param {string} siteDir
 * @param {{ kind: string, url: string }[]} headAssets
 */
export function staticScriptRemotes(siteDir, headAssets, base = "/") {
  const root = path.join(siteDir, "static");
  const remote = new Set();
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file) || path.relative(root, file).startsWith("..") || !existsSync(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const url of remoteScripts(text)) remote.add(url);
    for (const [, spec] of text.matchAll(IMPORTED)) if (/^\.\.?\//.test(spec)) visit(path.resolve(path.dirname(file), spec));
  };
  for (const asset of headAssets) {
    // A file of static/ under the base URL, named with it or without (prerender.mjs' headUrl).
    const url = asset.url.startsWith(base) ? `/${asset.url.slice(base.length)}` : asset.url;
    if (asset.kind === "script" && /^\/[^/]/.test(url)) visit(path.join(root, url.replace(/[?#].*$/, "")));
  }
  return [...remote].sort();
}

/**
 * The pre-render step's text of a site module: its source map inline, so a
 * component that throws is reported at its own file and line (Node reads it
 * with source maps enabled, see prerender.mjs).
 */
export function withInlineMap(text, map) {
  if (!map) return text;
  return `${text}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString("base64")}\n`;
}
