// Third-party packages are bundled apart from the app, as one vendor file, and
// only the names the app imports are kept (collected from the app's modules).
//
// React and react-dom are large CommonJS modules that tree-shaking cannot
// shrink and that Rollup was slow to convert: esbuild bundles them. The
// router is ES modules that can shrink a great deal, but only with Rollup's
// finer tree-shaking and with React's component factories marked pure (its
// `React.forwardRef(...)` and `React.createContext(...)` calls at top level
// otherwise keep every component alive): esbuild left 14.9 KB gzipped of it,
// Rollup leaves 11.5 KB.
//
// The result depends only on the lockfile and the imported names, so it is
// cached under node_modules/.cache/vendor (which `npm ci` clears): a rebuild
// copies the files instead of bundling React again.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { build as esbuildBuild } from "esbuild";
import { rollup } from "rollup";

/** Package ids bundled as vendor chunks; the app imports them by these ids. */
export const VENDOR_PACKAGES = ["react", "react/jsx-runtime", "react-dom", "react-dom/client", "react-router", "react-router-dom"];

/** The ES-module packages that go through Rollup's tree-shaking. */
const SHAKEN_PACKAGES = ["react-router", "react-router-dom"];

const PRODUCTION = { "process.env.NODE_ENV": JSON.stringify("production") };

/** A file-name-safe form of a package id: `react-router-dom`, `react-jsx-runtime`. */
const fileStem = (id) => id.replace(/[^a-z]+/g, "-");

/** React's factories whose top-level calls in the router create values only (components, contexts). */
const REACT_FACTORIES = new Set(["createContext", "forwardRef", "memo"]);

/**
 * Rollup plugin: adds `@__PURE__` annotations to the router's calls of React's
 * factories, found in the module's syntax tree (Rollup's own parser): a call
 * whose callee is `R.createContext` for a namespace or default import `R` of
 * "react", or a named import of one of them. Fails the build if it finds none,
 * so that a router release that stops calling them this way is noticed
 * (and the router chunk's size test would catch the lost saving).
 */
export function pureReactFactories() {
  let annotated = 0;
  return {
    name: "pure-react-factories",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const program = this.parse(code);
      const namespaces = new Set();
      const factories = new Set();
      for (const node of program.body) {
        if (node.type !== "ImportDeclaration" || node.source.value !== "react") continue;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportSpecifier") {
            if (REACT_FACTORIES.has(specifier.imported.name)) factories.add(specifier.local.name);
          } else {
            namespaces.add(specifier.local.name);
          }
        }
      }
      const starts = [];
      walk(program, (node) => {
        if (node.type !== "CallExpression") return;
        const callee = node.callee;
        const viaNamespace =
          callee.type === "MemberExpression" &&
          !callee.computed &&
          callee.object.type === "Identifier" &&
          namespaces.has(callee.object.name) &&
          REACT_FACTORIES.has(callee.property.name);
        if (viaNamespace || (callee.type === "Identifier" && factories.has(callee.name))) starts.push(node.start);
      });
      if (starts.length === 0) return null;
      annotated += starts.length;
      let out = code;
      for (const start of starts.sort((a, b) => b - a)) out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && annotated === 0) this.error("pure-react-factories: no React factory call found in react-router's code");
    },
  };
}

/** Calls `visit` on every node of an ESTree tree. */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === "string") walk(child, visit);
    } else if (value && typeof value.type === "string") {
      walk(value, visit);
    }
  }
}

/**
 * The vendor stage: `build(names)` writes the chunks to `assetsDir` and
 * returns, for each package id, its file and the files it imports.
 * `names` maps a package id to the set of names imported from it (`*` for all).
 */
export function createVendor({ here, assetsDir }) {
  const requireFromUi = createRequire(path.join(here, "package.json"));
  const cacheRoot = path.join(here, "node_modules/.cache/vendor");

  /** Every export of a CommonJS package, for a namespace import of it. */
  const allExports = (id) => Object.keys(requireFromUi(id)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));

  function exportedNames(id, wanted) {
    const list = wanted.has("*") ? new Set([...wanted, ...allExports(id)]) : wanted;
    return [...list].filter((n) => n !== "*");
  }

  function entryCode(id, wanted) {
    const list = exportedNames(id, wanted);
    const named = list.filter((n) => n !== "default");
    const lines = [];
    if (named.length) lines.push(`export { ${named.join(", ")} } from "${id}";`);
    if (list.includes("default")) lines.push(`export { default } from "${id}";`);
    return lines.join("\n") + "\n";
  }

  /**
   * One module re-exporting the wanted names of several packages. A name two
   * packages export (`Fragment` from react and react/jsx-runtime) is exported
   * once, which is only right when both export the same value.
   */
  function combinedEntryCode(packages) {
    const from = new Map(); // name -> package id
    const lines = [];
    for (const [id, wanted] of packages) {
      const list = [];
      for (const name of exportedNames(id, wanted)) {
        const earlier = from.get(name);
        if (earlier === undefined) {
          from.set(name, id);
          list.push(name);
        } else if (requireFromUi(earlier)[name] !== requireFromUi(id)[name]) {
          throw new Error(`vendor: "${name}" is imported from both ${earlier} and ${id}, and they differ`);
        }
      }
      if (list.length) lines.push(`export { ${list.join(", ")} } from "${id}";`);
    }
    return lines.join("\n") + "\n";
  }

  /** Rollup bundle of the ES-module packages; React stays external. */
  async function bundleShaken(names, workDir) {
    const wanted = SHAKEN_PACKAGES.filter((id) => names.get(id)?.size);
    if (wanted.length === 0) return null;
    const input = {};
    for (const id of wanted) {
      const file = path.join(workDir, `${fileStem(id)}.js`);
      writeFileSync(file, entryCode(id, names.get(id)));
      input[fileStem(id)] = file;
    }
    const bundle = await rollup({
      input,
      external: (id) => VENDOR_PACKAGES.includes(id) && !SHAKEN_PACKAGES.includes(id),
      treeshake: { moduleSideEffects: false },
      plugins: [
        replace({ preventAssignment: true, values: PRODUCTION }),
        nodeResolve({ rootDir: here, browser: true }),
        // The router's server half imports `cookie`, a CommonJS module, which the tree-shaking then drops.
        commonjs(),
        pureReactFactories(),
      ],
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    });
    // What the router takes from React decides what React's chunk exports.
    const { output } = await bundle.generate({ format: "es" });
    for (const chunk of output) {
      for (const [id, bindings] of Object.entries(chunk.importedBindings ?? {})) {
        for (const name of bindings) {
          if (name === "*") for (const member of namespaceMembers(chunk.code, id)) names.get(id).add(member);
          else names.get(id).add(name);
        }
      }
    }
    return { bundle, ids: wanted };
  }

  // Entry modules live at a path that depends only on the cache key: the
  // chunks' content hashes cover their entries' paths, and a temporary
  // directory in that path made every fresh build name React's chunk anew.
  //
  // Everything ends in one file: React's packages share code, and one file
  // compresses better than several (each gzip stream starts from nothing; the
  // router apart from React cost 0.44 KB gzipped more). Rollup's tree-shaken
  // router is written out as ES modules that import React by its package ids,
  // and esbuild bundles them with React.
  async function buildUncached(names, outDir, workDir) {
    mkdirSync(workDir, { recursive: true });
    const shaken = await bundleShaken(names, workDir);
    const bundled = [...names].filter(([id, wanted]) => wanted.size > 0 && !SHAKEN_PACKAGES.includes(id));
    let entry = combinedEntryCode(bundled);
    if (shaken) {
      const shakenDir = path.join(workDir, "shaken");
      rmSync(shakenDir, { recursive: true, force: true });
      const { output } = await shaken.bundle.write({ dir: shakenDir, format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" });
      await shaken.bundle.close();
      for (const id of shaken.ids) {
        const chunk = output.find((c) => c.type === "chunk" && c.isEntry && c.name === fileStem(id));
        entry += `export { ${chunk.exports.join(", ")} } from "./shaken/${chunk.fileName}";\n`;
      }
    }
    const entryFile = path.join(workDir, "react.js");
    writeFileSync(entryFile, entry);
    const result = await esbuildBuild({
      entryPoints: { react: entryFile },
      absWorkingDir: here,
      bundle: true,
      format: "esm",
      minify: true,
      target: "es2020",
      legalComments: "none",
      outdir: outDir,
      entryNames: "vendor-[name]-[hash]",
      define: PRODUCTION,
      metafile: true,
      logLevel: "warning",
    });
    const [file] = Object.keys(result.metafile.outputs).map((output) => path.basename(output));
    const files = {};
    for (const [id, wanted] of names) if (wanted.size > 0) files[id] = { file, imports: [] };
    return files;
  }

  return {
    async build(names) {
      const key = createHash("sha256")
        .update(readFileSync(path.join(here, "package-lock.json")))
        .update(readFileSync(new URL(import.meta.url)))
        .update(JSON.stringify([...names].map(([id, set]) => [id, [...set].sort()])))
        .digest("hex")
        .slice(0, 16);
      const cacheDir = path.join(cacheRoot, key);
      const indexFile = path.join(cacheDir, "vendor.json");
      if (!existsSync(indexFile)) {
        // Built aside and renamed into place: builds running side by side (the tests') never see half a cache.
        const tempDir = `${cacheDir}.tmp-${process.pid}`;
        rmSync(tempDir, { recursive: true, force: true });
        const files = await buildUncached(names, tempDir, path.join(cacheRoot, `entries-${key}`));
        writeFileSync(path.join(tempDir, "vendor.json"), JSON.stringify(files));
        try {
          renameSync(tempDir, cacheDir);
        } catch (error) {
          if (!existsSync(indexFile)) throw error;
          rmSync(tempDir, { recursive: true, force: true }); // another build got there first
        }
      }
      const files = JSON.parse(readFileSync(indexFile, "utf8"));
      mkdirSync(assetsDir, { recursive: true });
      for (const { file } of Object.values(files)) copyFileSync(path.join(cacheDir, file), path.join(assetsDir, file));
      return files;
    },
  };
}

/**
 * The members read from a namespace import of `id` (`import * as React3 from
 * "react"` ... `React3.createContext`), or `*` when the namespace object itself
 * is used.
 */
function namespaceMembers(code, id) {
  const members = new Set();
  const quoted = id.replace(/[/.]/g, "\\$&");
  for (const [, local] of code.matchAll(new RegExp(`import \\* as ([\\w$]+) from ['"]${quoted}['"]`, "g"))) {
    const uses = [...code.matchAll(new RegExp(`(?<![\\w$.])${local.replace(/\$/g, "\\$")}\\b(\\.([A-Za-z_$][\\w$]*))?`, "g"))];
    // The first use is the import itself.
    for (const use of uses.slice(1)) members.add(use[2] ?? "*");
  }
  return members;
}
