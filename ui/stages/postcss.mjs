// A Docusaurus site's CSS through PostCSS, as Docusaurus' style loader puts
// it there: the plugins of the site's `postcss.config.*` (postcss-loader reads
// it) and those its plugins' `configurePostCss` add, Tailwind's usual setup:
//
//   plugins: [() => ({ name: "tailwind", configurePostCss(options) {
//     options.plugins.push(require("tailwindcss")); return options; } })]
//
// Docusaurus' own default plugin (postcss-preset-env, autoprefixer before 3.6)
// is left out: the theme's CSS targets current browsers, and esbuild lowers
// what they lack. PostCSS and the plugins come from the site's node_modules.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { loadModule } from "./evaluate.mjs";
import { sha256 } from "./modules.mjs";
import { POSTCSS_CONFIGS, callHook, siteConfigKey, sitePlugins } from "./plugins.mjs";
import { authored } from "./site.mjs";


/** Dependencies that say a site puts its CSS through PostCSS. */
const POSTCSS_PACKAGE = /^(postcss(-.+)?|tailwindcss|@tailwindcss\/.+|autoprefixer)$/;

/**
 * Whether the site's CSS goes through PostCSS: it has a PostCSS config, or
 * its package.json depends on PostCSS or a PostCSS plugin (Tailwind, which a
 * plugin's `configurePostCss` then adds).
 * @param {string} siteDir
 */
export function usesPostCss(siteDir) {
  if (POSTCSS_CONFIGS.some((name) => existsSync(path.join(siteDir, name)))) return true;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(siteDir, "package.json"), "utf8"));
  } catch {
    return false;
  }
  const names = [manifest?.dependencies, manifest?.devDependencies].flatMap((deps) => Object.keys(deps ?? {}));
  return names.some((name) => POSTCSS_PACKAGE.test(name));
}

/**
 * What the CSS PostCSS makes may depend on: the configs, and every file a
 * Tailwind `content` glob may name (the pages, the site's code), by name,
 * size and time, so a class written in a new page makes the CSS again.
 * @param {string} siteDir
 */
export function postCssKey(siteDir) {
  const stamps = [];
  const skip = new Set(["node_modules", "build", ".build-cache", ".docusaurus", ".git", "static"]);
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !skip.has(entry.name) && !entry.name.startsWith(".")) walk(path.join(dir, entry.name));
      else if (entry.isFile()) {
        const file = path.join(dir, entry.name);
        const stat = statSync(file);
        stamps.push(`${path.relative(siteDir, file)}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(siteDir);
  return sha256(stamps.sort().join("\n"));
}

/**
 * The site's PostCSS, or null when its CSS does not go through it:
 * `process(text, file)` answers the CSS PostCSS makes of `file`'s text.
 * @param {string} siteDir
 * @returns {Promise<null | { process: (text: string, file: string) => Promise<string> }>}
 */
export async function sitePostCss(siteDir) {
  if (!usesPostCss(siteDir)) return null;
  const requireSite = createRequire(path.join(siteDir, "package.json"));
  let postcss;
  try {
    postcss = requireSite("postcss");
  } catch {
    throw authored(`the site's CSS goes through PostCSS (its package.json or postcss.config says so), but \`postcss\` is not installed: run \`npm install\` in ${siteDir}`);
  }
  // Made in the site's folder too: a plugin made with no options (Tailwind's) takes it as its base there.
  const processor = await inFolder(siteDir, async () => {
    const plugins = [...(await configPlugins(siteDir, requireSite)), ...(await configuredByPlugins(siteDir))];
    return plugins.length === 0 ? null : postcss(plugins);
  });
  if (!processor) return null;
  let queue = Promise.resolve("");
  // Tailwind finds its config and its `content` globs from the folder the build runs in, the
  // site's under Docusaurus; files are processed one at a time, each in that folder.
  const inSite = (/** @type {string} */ text, /** @type {string} */ file) =>
    inFolder(siteDir, async () => {
      try {
        return (await processor.process(text, { from: file, to: file })).css;
      } catch (error) {
        const failure = /** @type {{ line?: number, column?: number, reason?: string, message?: string }} */ (error);
        const at = failure.line ? `:${failure.line}:${failure.column ?? 1}` : "";
        throw authored(`${path.relative(siteDir, file)}${at}: PostCSS: ${failure.reason ?? failure.message ?? String(error)}`);
      }
    });
  return {
    process: (text, file) => {
      const next = queue.then(() => inSite(text, file));
      queue = next.catch(() => "");
      return next;
    },
  };
}

/**
 * `work` run with the site's folder as the current one, as `docusaurus build` runs.
 * @template T
 * @param {string} dir
 * @param {() => Promise<T>} work
 */
async function inFolder(dir, work) {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    return await work();
  } finally {
    process.chdir(cwd);
  }
}

/** The plugins of the site's postcss.config.* (an array, or an object of package names and options). */
async function configPlugins(siteDir, requireSite) {
  const name = POSTCSS_CONFIGS.find((n) => existsSync(path.join(siteDir, n)));
  if (!name) return [];
  const file = path.join(siteDir, name);
  const config = name.startsWith(".postcssrc") ? JSON.parse(readFileSync(file, "utf8")) : await loadModule(siteDir, file);
  const listed = config?.plugins ?? [];
  if (Array.isArray(listed)) return listed.filter(Boolean).map((entry) => byName(entry, requireSite));
  return Object.entries(listed)
    .filter(([, options]) => options !== false)
    .map(([plugin, options]) => {
      const factory = requireSite(plugin);
      const make = factory.default ?? factory;
      return options === true || options == null || (typeof options === "object" && Object.keys(options).length === 0) ? make() : make(options);
    });
}

/**
 * A plugin as postcss-loader takes one in a list: a package's name, or
 * `[name, options]`, is loaded from the site (its creator as it is without
 * options, called with them otherwise); a plugin itself is kept.
 * @param {unknown} entry
 * @param {NodeJS.Require} requireSite
 */
function byName(entry, requireSite) {
  const [name, options] = typeof entry === "string" ? [entry, undefined] : Array.isArray(entry) && typeof entry[0] === "string" ? entry : [null];
  if (name === null) return entry;
  const loaded = requireSite(name);
  const make = loaded.default ?? loaded;
  return options && typeof options === "object" && Object.keys(options).length ? make(options) : make;
}

/** What the site's plugins add in `configurePostCss`, in their order. */
async function configuredByPlugins(siteDir) {
  let options = { ident: "postcss", plugins: /** @type {unknown[]} */ ([]) };
  for (const plugin of await sitePlugins(siteDir)) {
    options = (await callHook(siteDir, plugin, "configurePostCss", options)) ?? options;
  }
  const requireSite = createRequire(path.join(siteDir, "package.json"));
  return options.plugins.filter(Boolean).map((entry) => byName(entry, requireSite));
}

/** The site's PostCSS, made once per site and config in this process (`dev` keeps it). @type {Map<string, ReturnType<typeof sitePostCss>>} */
const made = new Map();

/**
 * The esbuild plugin putting the site's own CSS files (not its packages')
 * through the site's PostCSS; with none, it leaves them to esbuild.
 * @param {string} siteDir
 * @returns {import("esbuild").Plugin}
 */
export function postCssFiles(siteDir) {
  return {
    name: "site-postcss",
    setup(build) {
      // Once per build: the configs are read and hashed here, not for every CSS file.
      const key = `${siteDir}\0${siteConfigKey(siteDir)}`;
      build.onLoad({ filter: /\.css$/i }, async (args) => {
        const inside = !path.relative(siteDir, args.path).startsWith("..");
        if (args.namespace !== "file" || !inside || args.path.split(path.sep).includes("node_modules")) return undefined;
        if (!made.has(key)) made.set(key, sitePostCss(siteDir));
        const processor = await made.get(key);
        if (!processor) return undefined;
        const contents = await processor.process(readFileSync(args.path, "utf8"), args.path);
        return { contents, loader: /\.module\.css$/i.test(args.path) ? "local-css" : "css", resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
    },
  };
}
