// What a Docusaurus site's plugins ask of webpack in `configureWebpack`, as
// far as it says how the site's code resolves and reads: `resolve.alias`
// (`{ "react-native$": "react-native-web" }`: `$` for the exact name),
// `resolve.extensions` (the ones listed before `"..."` come first),
// `DefinePlugin`'s constants and rules that read files as text
// (`type: "asset/source"`). Loaders and other webpack plugins are webpack's own.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sha256 } from "./modules.mjs";
import { callHook, sitePlugins } from "./plugins.mjs";

/**
 * @typedef {{ alias: [string, string, boolean][], extensions: string[], define: Record<string, string>, text: string[] }} SiteWebpack
 */

/**
 * The stand-in for webpack's config and utils a plugin's `configureWebpack` is given: Docusaurus'
 * aliases for the site and its generated files are there (a search plugin writes its client file
 * where `@generated` points). That folder is a scratch one of ours, outside the site: nothing
 * reads what is written there, and the site's folder is not written to.
 * @param {string} siteDir
 */
function BASE_CONFIG(siteDir) {
  const generated = path.join(tmpdir(), "aolda-generated", sha256(siteDir).slice(0, 16));
  mkdirSync(generated, { recursive: true });
  return { resolve: { alias: { "@site": siteDir, "@generated": generated }, extensions: [] }, module: { rules: [] }, plugins: [] };
}
const UTILS = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: "webpack" } };

/**
 * What the site's plugins' `configureWebpack` gives, for the browser's build
 * (`isServer` false) or the pre-render step's (true).
 * @param {string} siteDir
 * @param {boolean} isServer
 * @returns {Promise<SiteWebpack>}
 */
export async function siteWebpack(siteDir, isServer) {
  /** @type {SiteWebpack} */
  const found = { alias: [], extensions: [], define: {}, text: [] };
  for (const plugin of await sitePlugins(siteDir)) {
    const base = BASE_CONFIG(siteDir);
    // Copied before the hook, which may change the config it is given.
    const given = /** @type {Record<string, string>} */ ({ ...base.resolve.alias });
    const part = await callHook(siteDir, plugin, "configureWebpack", base, isServer, UTILS, {});
    if (!part || typeof part !== "object") continue;
    for (const [name, target] of Object.entries(part.resolve?.alias ?? {})) {
      // The base's own aliases, handed back by a plugin that returns the config it was given, are no additions.
      if (typeof target === "string" && given[name] !== target) found.alias.push([name.replace(/\$$/, ""), target, name.endsWith("$")]);
    }
    const extensions = part.resolve?.extensions ?? [];
    const own = extensions.includes("...") ? extensions.slice(0, extensions.indexOf("...")) : extensions;
    found.extensions.push(...own.filter((e) => typeof e === "string" && e.startsWith(".")));
    for (const webpackPlugin of part.plugins ?? []) {
      // DefinePlugin keeps what it was made with as `definitions`.
      if (webpackPlugin?.constructor?.name === "DefinePlugin") Object.assign(found.define, flatDefinitions(webpackPlugin.definitions ?? {}));
    }
    for (const rule of part.module?.rules ?? []) {
      const ext = rule?.type === "asset/source" && rule.test instanceof RegExp ? /^\\(\.[a-z0-9]+)\$$/i.exec(rule.test.source)?.[1] : undefined;
      if (ext) found.text.push(ext.toLowerCase());
    }
  }
  return found;
}

/**
 * DefinePlugin's definitions as esbuild takes them: nested objects as dotted
 * names, each value the code it stands for when that is JSON or a name
 * (esbuild takes no other code); the others are left out.
 * @param {Record<string, unknown>} definitions
 * @returns {Record<string, string>}
 */
export function flatDefinitions(definitions, prefix = "") {
  /** @type {Record<string, string>} */
  const flat = {};
  for (const [key, value] of Object.entries(definitions)) {
    const name = prefix + key;
    if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0) {
      Object.assign(flat, flatDefinitions(/** @type {Record<string, unknown>} */ (value), `${name}.`));
      continue;
    }
    const code = typeof value === "string" ? value : JSON.stringify(value);
    if (code !== undefined && (isJson(code) || /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(code))) flat[name] = code;
  }
  return flat;
}

function isJson(/** @type {string} */ code) {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

/** React's own modules, which the app provides to site code whatever the site's aliases say. */
const SHARED_BY_THE_APP = /^(react|react-dom)(\/|$)/;

/**
 * The esbuild plugin resolving the site's aliases: `name` (exactly, or with
 * a path after it) is resolved as `target` is, from where it was written.
 * @param {SiteWebpack["alias"]} aliases
 * @returns {import("esbuild").Plugin}
 */
export function aliasPlugin(aliases) {
  return {
    name: "site-webpack-alias",
    setup(build) {
      for (const [name, target, exact] of aliases) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
        build.onResolve({ filter: new RegExp(exact ? `^${escaped}$` : `^${escaped}(/.*)?$`) }, async (args) => {
          if (args.pluginData?.aliased) return undefined;
          // React is the app's, one copy shared with site code: an alias pinning the site's own copy (`react: path.resolve('node_modules/react')`) changes nothing.
          if (SHARED_BY_THE_APP.test(args.path)) return undefined;
          const rest = exact ? "" : args.path.slice(name.length);
          const result = await build.resolve(target + rest, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { aliased: true } });
          return result.errors.length ? { errors: result.errors } : result;
        });
      }
    },
  };
}
