// The site's own Docusaurus plugins, made as Docusaurus makes them
// (`plugin(context, options)`), for the lifecycle hooks that shape how its
// files are built: `configurePostCss` (postcss.mjs) and `configureWebpack`
// (webpack.mjs). Made: the plugins written in the site (functions of the
// config, files of the site) and packages named for what those hooks do; a
// package plugin may start work when it is made (loading content, calling a
// service), which Docusaurus then uses and we do not.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { messageOf } from "./cache.mjs";
import { CONFIG_NAMES, loadConfig, loadModule, pluginContext, requireAsJiti, validatedOptions } from "./evaluate.mjs";
import { sha256 } from "./modules.mjs";

/** Package plugins made for their hooks, by name. */
const HOOK_PACKAGES = /postcss|tailwind|webpack|polyfill/i;

/** The files postcss-loader finds a PostCSS config in, in the order it looks. */
export const POSTCSS_CONFIGS = ["postcss.config.js", "postcss.config.cjs", "postcss.config.mjs", "postcss.config.ts", ".postcssrc.json", ".postcssrc"];

/** Tailwind's config files: what its classes are made from, besides the pages. */
export const TAILWIND_CONFIGS = ["tailwind.config.js", "tailwind.config.cjs", "tailwind.config.mjs", "tailwind.config.ts"];

/**
 * What the site's plugins (PostCSS's, webpack's aliases and constants) are
 * made from: the Docusaurus, PostCSS and Tailwind configs and package.json,
 * by content.
 * @param {string} siteDir
 */
export function siteConfigKey(siteDir) {
  const names = [...CONFIG_NAMES, "package.json", ...POSTCSS_CONFIGS, ...TAILWIND_CONFIGS];
  return sha256(...names.filter((n) => existsSync(path.join(siteDir, n))).map((n) => `${n}\0${readFileSync(path.join(siteDir, n), "utf8")}\0`));
}

/**
 * The plugins made once per site and config in this process (`dev` keeps
 * them), and a warning for each that threw when made.
 * @typedef {{ plugins: Record<string, any>[], warnings: import("./protocol.mjs").ContentWarning[] }} Made
 * @type {Map<string, Promise<Made>>}
 */
const made = new Map();

/** @param {string} siteDir */
const keyOf = (siteDir) => `${siteDir}\0${siteConfigKey(siteDir)}`;

/** @param {string} siteDir */
function madeFor(siteDir) {
  const key = keyOf(siteDir);
  if (!made.has(key)) made.set(key, makePlugins(siteDir));
  return /** @type {Promise<Made>} */ (made.get(key));
}

/**
 * The site's plugins (and themes) that are made here, in the config's order.
 * @param {string} siteDir
 * @returns {Promise<Record<string, any>[]>}
 */
export async function sitePlugins(siteDir) {
  return (await madeFor(siteDir)).plugins;
}

/**
 * `plugin[hook](...args)`, or undefined when the plugin has no such hook or
 * the hook throws (a search plugin's `configureWebpack` that needs files
 * Docusaurus makes): said once as a warning, and the build goes on without it.
 * @param {string} siteDir
 * @param {Record<string, any>} plugin
 * @param {string} hook
 * @param {unknown[]} args
 */
export async function callHook(siteDir, plugin, hook, ...args) {
  if (typeof plugin[hook] !== "function") return undefined;
  try {
    return await plugin[hook](...args);
  } catch (error) {
    const { warnings } = await madeFor(siteDir);
    const message = `the plugin \`${plugin.name ?? "(unnamed)"}\`'s ${hook} threw (${messageOf(error)}): what it adds is not applied`;
    if (!warnings.some((w) => w.message === message)) warnings.push({ file: path.relative(siteDir, configFileOf(siteDir)), line: 1, message });
    return undefined;
  }
}

/** The site's docusaurus.config.* (the first Docusaurus looks for), or its usual name. */
function configFileOf(siteDir) {
  return path.join(siteDir, CONFIG_NAMES.find((name) => existsSync(path.join(siteDir, name))) ?? CONFIG_NAMES[0]);
}

/**
 * The plugins that threw when made (a plugin fetching data from a service,
 * offline): their hooks are not applied, which the build says, and goes on.
 * Docusaurus would stop; we make them only for their hooks, and only when
 * a stage asks for them.
 * @param {string} siteDir
 */
export async function sitePluginWarnings(siteDir) {
  const making = made.get(keyOf(siteDir));
  return making ? (await making).warnings : [];
}

/** @param {string} siteDir @returns {Promise<Made>} */
async function makePlugins(siteDir) {
  const { config, file } = await loadConfig(siteDir);
  if (!config) return { plugins: [], warnings: [] };
  const requireConfig = createRequire(file);
  const context = pluginContext(siteDir, config, file);
  const plugins = [];
  const warnings = [];
  for (const entry of [...(config.themes ?? []), ...(config.plugins ?? [])]) {
    const [reference, options] = Array.isArray(entry) ? entry : [entry, {}];
    let make = reference;
    let exported = reference;
    if (typeof reference === "string") {
      // A file of the site's; a path into node_modules (`require.resolve('a-plugin')`) is a package's, required as Node does.
      const written = /^[./]/.test(reference) || path.isAbsolute(reference);
      const local = written && !path.resolve(siteDir, reference).split(path.sep).includes("node_modules");
      if (!written && !HOOK_PACKAGES.test(reference)) continue;
      const resolved = written ? path.resolve(siteDir, reference) : requireConfig.resolve(reference);
      exported = local ? await loadModule(siteDir, resolved, { call: false }) : await requireAsJiti(requireConfig, siteDir, resolved);
      make = exported?.default ?? exported;
    }
    if (typeof make !== "function") continue;
    try {
      const plugin = await make(context, validatedOptions(exported, options));
      if (plugin && typeof plugin === "object") plugins.push(plugin);
    } catch (error) {
      const name = typeof reference === "string" ? `\`${reference}\`` : `\`${make.name || "an inline plugin"}\``;
      warnings.push({
        file: path.relative(siteDir, file),
        line: 1,
        message: `the plugin ${name} threw when made (${messageOf(error)}): its configureWebpack and configurePostCss are not applied`,
      });
    }
  }
  return { plugins, warnings };
}
