// Two builds from one source: the browser bundle (minified, content-hashed,
// one chunk per route) and the server bundle the pre-render step imports.
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { build as esbuildBuild } from "esbuild";
import esbuild from "rollup-plugin-esbuild";

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

/**
 * Writes manifest.json beside the server bundle: for each chunk its file and
 * static imports, keyed by source module, so the pre-render step can preload
 * exactly what a page needs.
 */
function manifest() {
  return {
    name: "manifest",
    generateBundle(_options, bundle) {
      const chunks = {};
      let css = null;
      let entry = null;
      for (const item of Object.values(bundle)) {
        if (item.type === "asset") {
          if (item.fileName.endsWith(".css")) css = item.fileName;
          continue;
        }
        if (item.isEntry) entry = item.fileName;
        const key = item.facadeModuleId ? path.relative(here, item.facadeModuleId) : item.fileName;
        chunks[key] = { file: item.fileName, imports: item.imports };
      }
      mkdirSync(serverOut, { recursive: true });
      writeFileSync(path.join(serverOut, "manifest.json"), JSON.stringify({ entry, css, chunks }, null, 2));
    },
  };
}

export default [
  {
    input: "src/entry-client.tsx",
    output: {
      dir: path.join(clientOut, "assets"),
      format: "es",
      entryFileNames: "[name]-[hash].js",
      // Page chunks get a prefix so tests and people can tell them from shared code.
      chunkFileNames: (chunk) =>
        chunk.facadeModuleId?.includes("/generated/pages/") ? "page-[name]-[hash].js" : "[name]-[hash].js",
      assetFileNames: "[name]-[hash][extname]",
      hashCharacters: "base36",
    },
    plugins: [
      production(),
      nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx"] }),
      commonjs(),
      esbuild({ target: "es2020", jsx: "automatic", minify: true, legalComments: "none" }),
      themeCss(),
      manifest(),
    ],
    onwarn(warning, warn) {
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      warn(warning);
    },
  },
  {
    input: "src/entry-server.tsx",
    output: { dir: serverOut, format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    external: (id) => /^(react|react-dom|react-router|react-router-dom)(\/|$)/.test(id) || id.startsWith("node:"),
    plugins: [
      production(),
      nodeResolve({ extensions: [".mjs", ".js", ".ts", ".tsx"] }),
      esbuild({ target: "node20", jsx: "automatic" }),
    ],
  },
];
