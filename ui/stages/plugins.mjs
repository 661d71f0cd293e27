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

import { loadConfig, loadModule } from "./evaluate.mjs";
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
  const configs = ["docusaurus.config.ts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs", "docusaurus.config.mts", "docusaurus.config.cts"];
  const names = [...configs, "package.json", ...POSTCSS_CONFIGS, ...TAILWIND_CONFIGS];
  return sha256(...names.filter((n) => existsSync(path.join(siteDir, n))).map((n) => `${n}\0${readFileSync(path.join(siteDir, n), "utf8")}\0`));
}

/** The plugins made once per site and config in this process (`dev` keeps them). @type {Map<string, Promise<object[]>>} */
const made = new Map();

/**
 * The site's plugins (and themes) that are made here, in the config's order.
 * @param {string} siteDir
 * @returns {Promise<Record<string, any>[]>}
 */
export function sitePlugins(siteDir) {
  const key = `${siteDir}\0${siteConfigKey(siteDir)}`;
  if (!made.has(key)) made.set(key, makePlugins(siteDir));
  return /** @type {Promise<Record<string, any>[]>} */ (made.get(key));
}

async function makePlugins(siteDir) {
  const { config, file } = await loadConfig(siteDir);
  if (!config) return [];
  const requireConfig = createRequire(file);
  const locale = config.i18n?.defaultLocale ?? "en";
  const context = {
    siteDir,
    siteConfig: config,
    siteConfigPath: file,
    generatedFilesDir: path.join(siteDir, ".docusaurus"),
    outDir: path.join(siteDir, "build"),
    baseUrl: config.baseUrl ?? "/",
    localizationDir: path.join(siteDir, "i18n", locale),
    i18n: { defaultLocale: locale, locales: config.i18n?.locales ?? [locale], currentLocale: locale, path: "i18n", localeConfigs: {} },
    codeTranslations: {},
  };
  const plugins = [];
  for (const entry of [...(config.themes ?? []), ...(config.plugins ?? [])]) {
    const [reference, options] = Array.isArray(entry) ? entry : [entry, {}];
    let make = reference;
    if (typeof reference === "string") {
      const local = /^[./]/.test(reference) || path.isAbsolute(reference);
      if (!local && !HOOK_PACKAGES.test(reference)) continue;
      const resolved = local ? path.resolve(siteDir, reference) : requireConfig.resolve(reference);
      make = local ? await loadModule(siteDir, resolved, { call: false }) : requireConfig(resolved);
      make = make?.default ?? make;
    }
    if (typeof make !== "function") continue;
    const plugin = await make(context, options ?? {});
    if (plugin && typeof plugin === "object") plugins.push(plugin);
  }
  return plugins;
}
