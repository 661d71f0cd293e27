// The app shell: the entry, the theme and the runtime, bundled by Rolldown for
// the browser (with the vendor chunk, see vendor.mjs) and by
// esbuild for the pre-render step. Both are cached under a key of everything
// they are made from (ui/src, the lockfile, the build scripts, the shell's
// generated modules and the theme modules pages import), so a content change
// that leaves those alone reuses them as they are.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { build as esbuildBuild } from "esbuild";

import { checkNamed, noteDamaged, readSealedJson, sealed, sha256Of, writeFileNamed, writeSealed } from "./cache.mjs";
import { isFile } from "./modules.mjs";
import { dropReplacements, replacements } from "./swizzle.mjs";

const PRODUCTION = { "process.env.NODE_ENV": JSON.stringify("production") };

/**
 * The build's constants: production React, `__DOCS_VERSIONED__`, whether
 * the site has docs versions, `__SITE_TRANSLATED__`, whether it has
 * locales, and `__SITE_LINK_EXTRAS__`, whether its navbar or footer has
 * dropdowns, HTML items or extra logos, and the docs sidebar's
 * `__SIDEBAR_AUTO_COLLAPSE__` and `__SIDEBAR_HIDEABLE__`, and
 * `__DOCUSAURUS_CONFIG__`, whether the site is a Docusaurus config's (navbar
 * items in Docusaurus' places, Infima's classes on the chrome), and
 * `__SITE_WRAPS__`, whether the site's src/theme has a `Root` or
 * `Layout/Provider` around the app, and `__SITE_OWN_CODE__`, whether it has
 * code of its own (src/pages, src/components, src/theme), which may read the
 * doc on screen (`useDoc`), and `__CLIENT_MODULES__`, whether the config
 * lists `clientModules`, whose route lifecycles the app then calls, and
 * `__NAVBAR_HIDE_ON_SCROLL__`, the navbar's `hideOnScroll`, and
 * `__NAVBAR_ITEMS_OWN__`, whether the site replaces `NavbarItem` or a part
 * of it, which then draws the config's navbar items (the shell
 * is built per site, so a site without them carries none of their code).
 * @param {{ versioned: boolean, translated: boolean, extras: boolean, autoCollapse: boolean, hideable: boolean, placed: boolean, wraps?: boolean, ownCode?: boolean, clientModules?: boolean, hideOnScroll?: boolean, navbarItems?: boolean, footerParts?: boolean, codeBlock?: boolean }} features
 */
const defines = ({ versioned, translated, extras, autoCollapse, hideable, placed, wraps = false, ownCode = false, clientModules = false, hideOnScroll = false, navbarItems = false, footerParts = false, codeBlock = false }) => ({
  ...PRODUCTION,
  __DOCS_VERSIONED__: String(versioned),
  __SITE_TRANSLATED__: String(translated),
  __SITE_LINK_EXTRAS__: String(extras),
  __SIDEBAR_AUTO_COLLAPSE__: String(autoCollapse),
  __SIDEBAR_HIDEABLE__: String(hideable),
  __DOCUSAURUS_CONFIG__: String(placed),
  __SITE_WRAPS__: String(wraps),
  __SITE_OWN_CODE__: String(ownCode),
  __CLIENT_MODULES__: String(clientModules),
  __NAVBAR_HIDE_ON_SCROLL__: String(hideOnScroll),
  __NAVBAR_ITEMS_OWN__: String(navbarItems),
  __FOOTER_PARTS_OWN__: String(footerParts),
  __CODE_BLOCK_OWN__: String(codeBlock),
});

/** `shell-theme-DocPage` for theme/DocPage.tsx: the entry name of a theme module pages import. */
const entryName = (id) => `shell-${id.replace(/\.tsx?$/, "").replaceAll("/", "-")}`;

/**
 * Imports from ui/src into its generated/ folder read the site's generated
 * folder instead. A generated module there (a Markdown file a site's
 * replacement imports) imports as if it stood in ui/src/generated: its
 * relative imports of the theme lead into ui/src.
 */
function generatedTarget(src, generatedDir, importer, spec) {
  if (!importer || !/^\.\.?\//.test(spec)) return null;
  const fromGenerated = path.relative(generatedDir, importer);
  const standsIn = !fromGenerated.startsWith("..") && !path.isAbsolute(fromGenerated);
  const from = standsIn ? path.join(src, "generated", fromGenerated) : importer;
  const target = path.resolve(path.dirname(from), spec);
  const rel = path.relative(path.join(src, "generated"), target);
  if (rel.startsWith("..") || path.isAbsolute(rel)) {
    if (!standsIn) return null;
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => target + ext).find(isFile);
    if (!found) throw new Error(`${spec} (imported by ${importer}) is not a module of the theme`);
    return found;
  }
  const base = path.join(generatedDir, rel);
  const file = ["", ".ts", ".tsx"].map((ext) => base + ext).find(isFile);
  if (!file) throw new Error(`${spec} (imported by ${importer}) is not a generated module of this site`);
  return file;
}

/**
 * Imports of the theme's word tables (ui/src/i18n/theme, blog, search) read the
 * site's language's tables (ui/src/i18n/<language>/), so a site ships its
 * language only.
 */
function languageTarget(src, language, importer, spec, translated = {}) {
  if (!importer || !/^\.\.?\//.test(spec)) return null;
  const target = path.resolve(path.dirname(importer), spec);
  const table = path.relative(path.join(src, "i18n"), target);
  if (table !== "theme" && table !== "blog" && table !== "search") return null;
  if (translated[table]) return translated[table];
  const base = path.join(src, "i18n", language, table);
  const file = [".ts", ".tsx"].map((ext) => base + ext).find((f) => existsSync(f));
  if (!file) throw new Error(`the theme has no ${table} table in ${language} (ui/src/i18n/${language}/)`);
  return file;
}

/**
 * A translated site's words for the theme (its `code.json`, by Docusaurus id):
 * for each table with a plain text of such an id (`theme_docs_paginator_next`
 * is `theme.docs.paginator.next`), a module in `dir` that exports the table
 * with those texts in place of its own (a module's own export wins over the
 * names `export *` brings). Its file by table name; none without such words.
 * @param {string} src @param {string} language @param {Record<string, string>} words @param {string} dir
 */
/** Messages whose string of ours is what stands before their placeholder (`Version: {versionLabel}`). */
const PREFIX_MESSAGES = { "theme.docs.versionBadge.label": "{versionLabel}" };

/**
 * A site's translation of a message as our string constant says it: a
 * placeholder ours puts after the string is dropped from its end; a message
 * with any other placeholder cannot be one string, and ours stays (null), so
 * no page shows `{versionLabel}` as written.
 * @param {string} id
 * @param {string} message
 * @returns {string | null}
 */
export function asOurString(id, message) {
  const placeholder = PREFIX_MESSAGES[/** @type {keyof typeof PREFIX_MESSAGES} */ (id)];
  const bare = placeholder && message.endsWith(placeholder) ? message.slice(0, -placeholder.length) : message;
  return /\{\w+\}/.test(bare) ? null : bare;
}

function translatedTables(src, language, words, dir) {
  /** @type {Record<string, string>} */
  const tables = {};
  for (const table of ["theme", "blog"]) {
    const file = path.join(src, "i18n", language, `${table}.ts`);
    const text = readFileSync(file, "utf8");
    /** @type {[string, string][]} */
    const replaced = [];
    for (const [id, message] of Object.entries(words)) {
      const name = id.replaceAll(".", "_");
      const ours = asOurString(id, message);
      if (ours !== null && /^theme_[A-Za-z0-9_]+$/.test(name) && new RegExp(`^export const ${name} = "`, "m").test(text)) replaced.push([name, ours]);
    }
    if (replaced.length === 0) continue;
    mkdirSync(dir, { recursive: true });
    const module = path.join(dir, `${table}.ts`);
    const lines = [`export * from ${JSON.stringify(file)};`, ...replaced.map(([name, message]) => `export const ${name} = ${JSON.stringify(message)};`)];
    writeFileSync(module, lines.join("\n") + "\n");
    tables[table] = module;
  }
  return tables;
}

/**
 * Which first-load chunk a module of ui/src belongs to: `entry-client` for the
 * app and the doc page parts (most pages are docs), `shell-blog` for the
 * blog's parts, null for code loaded on use (search, the mobile menu, the
 * content actions' handlers; Glossary, HomePage, SearchPage, the version
 * banner and the Docusaurus stand-ins stay their own entries). Left to itself a bundler (Rollup, when we measured) split the
 * entry and the theme modules pages import into a dozen small shared chunks,
 * and each gzip stream starts from nothing: one file was 2.4 KB gzipped
 * smaller than the twelve a doc page loaded.
 */
const LOADED_ON_USE = new Set(["theme/NavbarSidebar.tsx", "runtime/contentActionHandlers.ts", "runtime/imageZoom.ts", "theme/mermaidDraw.ts"]);

function firstLoadGroup(rel) {
  // Docusaurus' stand-ins (ui/src/docusaurus) are entries of their own: only
  // MDX pages that import them load them, and most export a `default`.
  // So is the lookup of site MDX components (runtime/mdxComponent.ts), which only such pages import.
  if (rel.startsWith("docusaurus/") || rel === "runtime/mdxComponent.ts") return null;
  if (rel.startsWith("search/") || /^i18n\/[^/]+\/search\./.test(rel) || LOADED_ON_USE.has(rel) || /^theme\/(Glossary|HomePage|SearchPage|DocTag\w*|Mermaid|VersionBanner)\.tsx$/.test(rel)) return null;
  if (/^theme\/(blog|Blog\w+|AuthorSocials)\.tsx$/.test(rel) || /^i18n\/[^/]+\/blog\.ts$/.test(rel)) return "shell-blog";
  return "entry-client";
}

const GROUP_PREFIX = "\0shell-group:";

/** The vendor chunk's entry (see vendor.mjs) and its name. */
const VENDOR_ENTRY = "\0vendor-entry";
const VENDOR_CHUNK = "vendor-react";

/**
 * The browser's app shell: its entry's file, the file of each theme module and
 * vendor package, and what each of its files imports (by file name).
 * @typedef {{
 *   entry: string | null,
 *   theme: Record<string, string>,
 *   vendor: Record<string, { file: string, imports: string[] }>,
 *   imports: Record<string, string[]>,
 *   files: string[],
 *   hashes: Record<string, string>,
 * }} Shell
 */

/**
 * Each group is one entry, a virtual module re-exporting the theme modules of
 * the group (the client entry also runs entry-client.tsx), so a page imports
 * the group's file by the real names, and no entry needs a facade file.
 */
function groupEntries(src, themeModules, ourOf = (id) => id) {
  /** @type {Map<string, string[]>} */
  const groups = new Map([["entry-client", []]]);
  const themeFile = {};
  for (const id of themeModules) {
    const group = firstLoadGroup(id);
    if (!group) continue;
    const members = groups.get(group) ?? [];
    groups.set(group, members);
    members.push(id);
    themeFile[id] = group;
  }
  const input = {};
  for (const group of groups.keys()) input[group] = GROUP_PREFIX + group;
  return {
    input,
    themeFile,
    /** The code of a group's entry. */
    load(id) {
      const group = groups.get(id.slice(GROUP_PREFIX.length));
      if (!group) return null;
      const runs = id === GROUP_PREFIX + "entry-client" ? [`import "${path.join(src, "entry-client.tsx")}";`] : [];
      return [...runs, ...group.map((theme) => `export * from "${path.join(src, theme)}";`)].join("\n");
    },
    /**
     * Two theme modules of a group exporting one name: the group's entry
     * would export neither, and the pages importing it would break.
     */
    checkNames(exportsOf, fail) {
      for (const [group, members] of groups) {
        const owner = new Map();
        for (const theme of members) {
          for (const name of exportsOf(path.join(src, theme))) {
            if (owner.has(name)) fail(`${owner.get(name)} and ${theme} both export "${name}", and both are in the first-load group ${group}`);
            owner.set(name, theme);
          }
        }
      }
    },
    /** Which chunk a module goes in; null leaves it to the bundler. */
    chunkOf(id) {
      if (id.startsWith(GROUP_PREFIX)) return id.slice(GROUP_PREFIX.length);
      const rel = path.relative(src, ourOf(id)).split(path.sep).join("/");
      if (!rel.startsWith("..")) return firstLoadGroup(rel);
      // The generated modules the shell reads (site.ts) and the app's small packages.
      if (!id.includes("/node_modules/") || id.includes("/node_modules/tiny-invariant/")) return "entry-client";
      return null;
    },
  };
}

/**
 * The theme's CSS, bundled and minified, kept in `dir` under `key` (a hash of
 * ui/src's CSS files). Apart from the shell: pages inline it, so a style
 * change re-wraps every page but rebuilds no script and renders no page.
 */
export async function ensureCss({ ui, key, dir, siteCss = async () => "" }) {
  const file = path.join(dir, `${key}.json`);
  const kept = readSealedJson(file);
  if (kept !== null) return kept;
  const entry = path.join(ui, "src/theme/styles.css");
  const result = await esbuildBuild({ entryPoints: [entry], bundle: true, minify: true, write: false, logLevel: "silent" });
  // The site's own CSS (its custom.css, its replaced components'), which goes after ours.
  const css = { theme: result.outputFiles[0].text.trim(), site: (await siteCss()).trim() };
  writeSealed(file, JSON.stringify(css));
  return css;
}

/**
 * The browser's shell, written to `dir/assets`: one Rolldown build of the
 * first-load groups, the theme modules loaded on their own, the chunks loaded
 * on use and the vendor chunk (React and the router, see vendor.mjs). Returns
 * what the pages and the pre-render step need to know of it (also saved as
 * `dir/shell.json`). `packageIds` are the packages page modules import.
 */
async function buildBrowserShell({ ui, generatedDir, language, tables, themeModules, packageIds, dir, swizzle, features }) {
  // Loaded only when the shell is built: most builds reuse it.
  const [{ rolldown }, { isVendorModule, pureReactFactories, vendorEntryCode }] = await Promise.all([import("rolldown"), import("./vendor.mjs")]);
  const src = path.join(ui, "src");
  const groups = groupEntries(src, themeModules, swizzle.ourOf);
  const input = { ...groups.input, [VENDOR_CHUNK]: VENDOR_ENTRY };
  for (const id of themeModules) if (!groups.themeFile[id]) input[entryName(id)] = path.join(src, id);
  const virtual = {
    name: "shell-virtual",
    resolveId: {
      filter: { id: /^\0/ },
      handler: (id) => (id === VENDOR_ENTRY || id.startsWith(GROUP_PREFIX) ? id : null),
    },
    load: {
      filter: { id: /^\0/ },
      handler: (id) => (id === VENDOR_ENTRY ? vendorEntryCode(packageIds) : groups.load(id)),
    },
    buildEnd(error) {
      if (!error) groups.checkNames((id) => this.getModuleInfo(id)?.exports ?? [], (message) => this.error(message));
    },
  };
  const generated = {
    name: "site-generated",
    resolveId: {
      filter: { id: /^\.\.?\// },
      handler: (spec, importer) => generatedTarget(src, generatedDir, importer, spec) ?? languageTarget(src, language, importer, spec, tables),
    },
  };
  // A generated module in the site's folder (a Markdown file a replacement imports) takes its packages (React) from the app.
  const generatedPackages = {
    name: "site-generated-packages",
    resolveId: {
      filter: { id: /^[^./\0]/ },
      /** @this {import("rolldown").PluginContext} */
      async handler(spec, importer) {
        const fromGenerated = importer && path.relative(generatedDir, importer);
        if (!fromGenerated || fromGenerated.startsWith("..") || path.isAbsolute(fromGenerated)) return null;
        return this.resolve(spec, path.join(src, "App.tsx"), { skipSelf: true });
      },
    },
  };
  const bundle = await rolldown({
    input,
    cwd: ui,
    platform: "browser",
    // Shell entries keep their exports (the pages import them) and may export
    // more (what other chunks take from them), so none needs a facade file.
    preserveEntrySignatures: "allow-extension",
    resolve: { extensions: [".mjs", ".js", ".ts", ".tsx"] },
    // The app's own: the generated modules sit in the site's folder, whose
    // tsconfig.json (Docusaurus' extends a package the site may not install) is not ours.
    tsconfig: path.join(ui, "tsconfig.json"),
    transform: { define: defines(features), jsx: "react-jsx", target: "es2020" },
    plugins: [virtual, swizzle.rolldown, generated, generatedPackages, pureReactFactories()],
    // The word tables' texts written where they are used, as if typed there.
    optimization: { inlineConst: { mode: "all", pass: 1 } },
    onLog(level, log, handler) {
      // The router's "use client": nothing to keep in a browser bundle.
      if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
      handler(level, log);
    },
  });
  const assets = path.join(dir, "assets");
  const { output } = await bundle.write({
    dir: assets,
    format: "es",
    minify: true,
    comments: false,
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "[name]-[hash].js",
    assetFileNames: "[name]-[hash][extname]",
    hashCharacters: "base36",
    codeSplitting: {
      groups: [
        // First, so that the groups below never pull React in with their dependencies.
        { name: VENDOR_CHUNK, priority: 2, test: (id) => id === VENDOR_ENTRY || isVendorModule(id) },
        { name: groups.chunkOf, debugName: "first-load groups", priority: 1 },
      ],
    },
  });
  await bundle.close();
  /** @type {Shell} */
  const shell = { entry: null, theme: {}, vendor: {}, imports: {}, files: [], hashes: {} };
  for (const item of output) {
    if (item.type === "asset") continue;
    shell.imports[item.fileName] = item.imports.map((id) => path.basename(id));
    if (!item.isEntry || !item.facadeModuleId) continue;
    if (item.facadeModuleId === VENDOR_ENTRY) {
      for (const id of packageIds) shell.vendor[id] = { file: item.fileName, imports: shell.imports[item.fileName] };
    } else if (item.facadeModuleId.startsWith(GROUP_PREFIX)) {
      const group = item.facadeModuleId.slice(GROUP_PREFIX.length);
      if (group === "entry-client") shell.entry = item.fileName;
      for (const [id, inGroup] of Object.entries(groups.themeFile)) if (inGroup === group) shell.theme[id] = item.fileName;
    } else {
      shell.theme[path.relative(src, swizzle.ourOf(item.facadeModuleId)).split(path.sep).join("/")] = item.fileName;
    }
  }
  shell.files = readdirSync(assets).sort();
  // Rolldown's names are not hashes we can check: the content's hashes are kept beside them.
  shell.hashes = Object.fromEntries(shell.files.map((name) => [name, sha256Of(readFileSync(path.join(assets, name)))]));
  return shell;
}

/**
 * The pre-render step's shell: entry-server and each theme module pages
 * import, for Node. It lives in the site's cache, so the packages it imports
 * are named by their files in ui/node_modules (as the pre-render step's page
 * modules name them), not found from where it sits.
 */
async function buildServerShell({ ui, generatedDir, language, tables, themeModules, dir, swizzle, features }) {
  const src = path.join(ui, "src");
  const requireFromUi = createRequire(path.join(ui, "package.json"));
  const entryPoints = { "entry-server": path.join(src, "entry-server.tsx") };
  for (const id of themeModules) entryPoints[`theme/${id.replace(/\.tsx?$/, "")}`] = path.join(src, id);
  await esbuildBuild({
    entryPoints,
    absWorkingDir: ui,
    tsconfig: path.join(ui, "tsconfig.json"),
    bundle: true,
    // One copy of each module however many entries load it: a page's DocPage
    // and the App's must be the same component.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    outdir: dir,
    entryNames: "[dir]/[name]",
    chunkNames: "chunks/[name]-[hash]",
    charset: "utf8",
    define: defines(features),
    logLevel: "warning",
    plugins: [
      swizzle.esbuild,
      {
        name: "site-generated",
        setup(build) {
          build.onResolve({ filter: /^\.\.?\// }, (args) => {
            const file = generatedTarget(src, generatedDir, args.importer, args.path) ?? languageTarget(src, language, args.importer, args.path, tables);
            return file ? { path: file } : undefined;
          });
        },
      },
      {
        // The router in its production build, inside the shell: the package
        // gives Node its development build (slower to load and to render,
        // and not what the browser runs). React stays outside: pages share it.
        name: "router-production",
        setup(build) {
          const router = path.join(ui, "node_modules/react-router/dist/production");
          const files = {
            "react-router": path.join(router, "index.mjs"),
            "react-router/dom": path.join(router, "dom-export.mjs"),
            "react-router-dom": path.join(ui, "node_modules/react-router-dom/dist/index.mjs"),
          };
          build.onResolve({ filter: /^react-router(-dom)?(\/dom)?$/ }, (args) => (files[args.path] ? { path: files[args.path] } : undefined));
        },
      },
      {
        // React DOM's server renderer is CommonJS: imported as ESM, Node
        // scans its source for export names first (about 100 ms of every
        // one-shot build); required, it loads as it is. Same module cache, so
        // the same React.
        name: "require-react-dom-server",
        setup(build) {
          build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: "react-dom/server", namespace: "required" }));
          build.onLoad({ filter: /.*/, namespace: "required" }, () => ({
            contents: `import { createRequire } from "node:module";\nconst server = createRequire(${JSON.stringify(path.join(ui, "package.json"))})("react-dom/server");\nexport const renderToString = server.renderToString;\n`,
            loader: "js",
          }));
        },
      },
      {
        // Every other package: its file in ui/node_modules (last, so the plugins above resolve theirs first);
        // Node's own modules (`crypto` of a replacement's package, Node's build) stay Node's.
        name: "packages-from-ui",
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => ({ path: serverPackage(requireFromUi, args.path), external: true }));
        },
      },
    ],
  });
}

/**
 * What the server shell imports for the package `spec`: its file in ui/node_modules
 * (as a file URL), or, for one of Node's own modules (`crypto`, `node:fs`), the name.
 * @param {NodeJS.Require} requireFromUi
 * @param {string} spec
 */
export function serverPackage(requireFromUi, spec) {
  return isBuiltin(spec) ? spec : pathToFileURL(requireFromUi.resolve(spec)).href;
}

/** The file listing a server shell's files with their hashes (checked before the shell renders). */
const SERVER_FILES = "files.json";

/** Every file below `dir` (relative, `/`-separated) but the listing itself. */
function filesBelow(dir, at = "") {
  return readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    const rel = at ? `${at}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesBelow(dir, rel);
    return rel === SERVER_FILES ? [] : [rel];
  });
}

/** Writes the listing of the server shell built in `tmp`, sealed for its place `dir`. */
function listServerShell(tmp, dir) {
  const hashes = Object.fromEntries(filesBelow(tmp).sort().map((rel) => [rel, sha256Of(readFileSync(path.join(tmp, rel)))]));
  writeFileNamed(path.join(tmp, SERVER_FILES), sealed(path.join(dir, SERVER_FILES), JSON.stringify(hashes)));
}

/** Whether the server shell in `dir` holds exactly the files its listing names, each with its hash; a damaged one is removed. */
function serverShellIntact(dir, verified) {
  if (!existsSync(path.join(dir, SERVER_FILES))) return false;
  const hashes = readSealedJson(path.join(dir, SERVER_FILES));
  const intact =
    hashes !== null &&
    filesBelow(dir).length === Object.keys(hashes).length &&
    Object.entries(hashes).every(([rel, hash]) => checkNamed(verified, path.join(dir, rel), (bytes) => sha256Of(bytes) === hash));
  if (!intact && existsSync(dir)) noteDamaged(dir, "a file of the server shell differs from its listing");
  return intact;
}

/**
 * Builds the shells into `shellsDir/KEY` (browser) and `serverShellsDir/KEY`
 * (both in the site's cache: a build writes nothing into the repository),
 * unless they are there already (the server half is built whenever the
 * browser half is). Returns the browser shell's description, the server
 * shell's folder and whether anything was built.
 */
export async function ensureShell({ ui, generatedDir, language, themeWords = {}, themeModules, packageIds, key, shellsDir, serverShellsDir, verified, siteDir, siteTheme, features = { versioned: true, translated: true, extras: true, autoCollapse: false, hideable: false, placed: false, wraps: false, ownCode: false, clientModules: false, hideOnScroll: false, navbarItems: false, footerParts: false, codeBlock: false } }) {
  const dir = path.join(shellsDir, key);
  const serverDir = path.join(serverShellsDir, key);
  const described = path.join(dir, "shell.json");
  // Each is built aside and renamed into place: a killed build leaves no half
  // shell (and the next build prunes what it left). Each is checked before
  // it is used (shell.json's hashes of the browser's files, files.json's of
  // the server's). The two are built at once.
  const kept = readSealedJson(described);
  const browserIntact =
    kept !== null &&
    kept.files.every((name) => checkNamed(verified, path.join(dir, "assets", name), (bytes) => sha256Of(bytes) === kept.hashes?.[name]));
  if (kept !== null && !browserIntact) noteDamaged(dir, "a file of the app shell differs from its hash in shell.json");
  const buildBrowser = !browserIntact;
  // Replacements that did not build when this shell was made stay out, with their warnings.
  if (!buildBrowser && kept?.dropped?.length) dropReplacements(siteTheme, kept.dropped, siteDir);
  const buildServer = buildBrowser || !serverShellIntact(serverDir, verified);
  // The site's replacements of theme components (src/theme), bundled first.
  const swizzle = buildBrowser || buildServer ? await replacements({ ui, siteDir, theme: siteTheme, dir: `${dir}.swizzle-${process.pid}` }) : null;
  const tablesDir = `${dir}.words-${process.pid}`;
  const tables = buildBrowser || buildServer ? translatedTables(path.join(ui, "src"), language, themeWords, tablesDir) : {};
  const browserHalf = async () => {
    const tmp = `${dir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    const shell = await buildBrowserShell({ ui, generatedDir, language, tables, themeModules, packageIds, dir: tmp, swizzle, features });
    writeFileNamed(path.join(tmp, "shell.json"), sealed(described, JSON.stringify({ ...shell, dropped: swizzle?.dropped ?? [] }, null, 1)));
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  };
  const serverHalf = async () => {
    const tmp = `${serverDir}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    await buildServerShell({ ui, generatedDir, language, tables, themeModules, dir: tmp, swizzle, features });
    // Its `.js` files are modules: said here, so Node neither guesses nor asks a site whose
    // package.json has no "type" to add one (the shell lives in the site's cache).
    writeFileNamed(path.join(tmp, "package.json"), '{ "type": "module" }\n');
    listServerShell(tmp, serverDir);
    rmSync(serverDir, { recursive: true, force: true });
    renameSync(tmp, serverDir);
  };
  try {
    await Promise.all([buildBrowser && browserHalf(), buildServer && serverHalf()]);
  } finally {
    if (swizzle) rmSync(swizzle.dir, { recursive: true, force: true });
    rmSync(tablesDir, { recursive: true, force: true });
  }
  const built = buildBrowser || buildServer;
  const shell = buildBrowser ? readSealedJson(described) : kept;
  return {
    shell,
    assetsDir: path.join(dir, "assets"),
    serverDir,
    serverShellFile: (id) => path.join(serverDir, id === "entry-server.tsx" ? "entry-server.js" : `theme/${id.replace(/\.tsx?$/, "")}.js`),
    built,
  };
}

/**
 * Which generated shell modules the shell's key takes. One that only a
 * stand-in reads counts only when some code may import that stand-in (a
 * page or site code, by `themeModules`; a src/theme replacement, whose
 * imports are not listed, when `swizzled`): the docs plugins' versions (a
 * site's first doc moving) rebuild no shell that does not show them.
 * theme-common re-exports hooks of the docs client, and useGlobalData gives
 * its data, so they read them too.
 * @param {string[]} shellModules
 * @param {string[]} themeModules
 * @param {boolean} swizzled
 */
export function shellModulesInKey(shellModules, themeModules, swizzled) {
  const docsClient = ["docusaurus/plugin-content-docs/client", "docusaurus/theme-common"];
  // The docs by id and the whole sidebars change with any doc's title: only a shell that may show them rebuilds.
  /** @type {Record<string, string[]>} */
  const readBy = { "docs-plugins.ts": [...docsClient, "docusaurus/useGlobalData"], "docs-by-id.ts": docsClient, "docs-sidebars.ts": docsClient };
  const mayRead = (/** @type {string} */ module) =>
    !readBy[module] || swizzled || themeModules.some((id) => readBy[module].some((reader) => id.startsWith(reader)));
  return shellModules.filter(mayRead);
}
