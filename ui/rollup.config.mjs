// Two builds from one source: the browser bundle (minified, content-hashed,
// one chunk per route; see rollup/pages.mjs) and the server bundle the
// pre-render step imports.
import path from "node:path";

import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { build as esbuildBuild } from "esbuild";
import esbuild from "rollup-plugin-esbuild";

import { createPages } from "./rollup/pages.mjs";
import { VENDOR_PACKAGES, createVendor } from "./rollup/vendor.mjs";

const clientOut = process.env.CLIENT_OUT ?? "dist/client";
const serverOut = process.env.SERVER_OUT ?? "dist/server";
const here = path.dirname(new URL(import.meta.url).pathname);

const production = () =>
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } });

/** Bundles and minifies the theme's CSS into one content-hashed asset. */
function themeCss() {
  const entry = path.join(here, "src/theme/styles.css");
  return {
    name: "theme-css",
    buildStart() {
      this.addWatchFile(entry);
    },
    async generateBundle() {
      const result = await esbuildBuild({ entryPoints: [entry], bundle: true, minify: true, write: false, logLevel: "silent" });
      this.emitFile({ type: "asset", name: "style.css", source: result.outputFiles[0].text });
    },
  };
}

const vendorFiles = {}; // package id -> { file, imports }
const pages = createPages({ here, clientOut, serverOut, vendorFiles });
const vendorBuild = createVendor({ here, assetsDir: path.join(clientOut, "assets") });

/** Keeps vendor packages out of the app's graph and builds their chunks from the names the app imports. */
function vendor() {
  // Seeded with what the esbuild-built pages import (Rollup never sees them).
  const names = new Map(VENDOR_PACKAGES.map((id) => [id, new Set(pages.vendorNames[id] ?? [])]));
  return {
    name: "vendor",
    resolveId(id) {
      return VENDOR_PACKAGES.includes(id) ? { id, external: true } : null;
    },
    moduleParsed(info) {
      for (const node of info.ast?.body ?? []) {
        const source = node.source?.value;
        if (!names.has(source)) continue;
        const wanted = names.get(source);
        if (node.type === "ExportAllDeclaration") wanted.add("*");
        for (const spec of node.specifiers ?? []) {
          if (spec.type === "ImportDefaultSpecifier") wanted.add("default");
          else if (spec.type === "ImportNamespaceSpecifier") wanted.add("*");
          else wanted.add(spec.imported?.name ?? spec.local.name);
        }
      }
    },
    async buildEnd(error) {
      if (error) return;
      Object.assign(vendorFiles, await vendorBuild.build(names));
    },
  };
}

export default [
  {
    input: { "entry-client": "src/entry-client.tsx", ...pages.shellInput },
    output: {
      dir: path.join(clientOut, "assets"),
      format: "es",
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: "[name]-[hash].js",
      assetFileNames: "[name]-[hash][extname]",
      hashCharacters: "base36",
      paths: (id) => (vendorFiles[id] ? `./${vendorFiles[id].file}` : id),
    },
    // Shell entries keep their exports: the pages import them.
    preserveEntrySignatures: "exports-only",
    plugins: [
      pages.server(),
      pages.shardImports(),
      vendor(),
      production(),
      nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx"] }),
      commonjs(),
      esbuild({ target: "es2020", jsx: "automatic", minify: true, legalComments: "none", charset: "utf8" }),
      themeCss(),
      pages.pages(),
    ],
    onwarn(warning, warn) {
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      warn(warning);
    },
  },
];
