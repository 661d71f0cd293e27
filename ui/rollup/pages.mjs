// Two tiers: Rollup builds the app shell (entry, theme, runtime); esbuild
// builds the generated page modules and route shards against it. The server
// bundle, which only the pre-render step runs, is one esbuild build of it all,
// made while Rollup works on the browser's.
//
// Why: Rollup keeps every module's syntax tree in memory and analyses the
// whole graph; with one module per page that grew to gigabytes and minutes at
// 10,000 docs. The pages need no cross-module analysis (each imports a few
// theme components and its data), so esbuild compiles them in one fast pass,
// with code splitting for the data pages share (sidebars, post previews).
//
// The tiers meet through file names. The shell exposes every theme module a
// page imports as an entry of its own (`shell-DocPage-<hash>.js`); esbuild runs
// after Rollup has written them and rewrites a page's `../../theme/DocPage`
// to that file. The other way, the shell's route table loads shard files whose
// names esbuild has not made yet (`routes-<n>-<hash>.js`), so shard names carry
// a hash of every input file instead of a hash of their output: any change to
// the sources renames them.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { build as esbuildBuild } from "esbuild";

/**
 * Shards whose pages one esbuild build compiles. esbuild holds every module of
 * a build in memory at once (about 2.4 GB for 11,000 pages), so a large site's
 * pages are built in batches, one after another, and its server bundle after
 * them rather than beside them: the peak is then one batch or the server
 * bundle, not their sum. 256 shards are about 4,000 routes.
 */
const SHARDS_PER_BATCH = 256;

export function createPages({ here, clientOut, serverOut, vendorFiles }) {
  const src = path.join(here, "src");
  const generated = path.join(src, "generated");
  const shardDir = path.join(generated, "route-shards");

  /** Adds the extension the import left out. */
  const withExtension = (file) => [file, `${file}.tsx`, `${file}.ts`].find((f) => existsSync(f) && statSync(f).isFile()) ?? file;

  function* sourceFiles(dir) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* sourceFiles(full);
      else if (/\.(tsx?|css)$/.test(entry.name)) yield full;
    }
  }

  /** Shell modules the generated modules import (values, not types): the shell's extra entries. */
  function shellModules() {
    const found = new Set();
    for (const file of sourceFiles(generated)) {
      for (const match of readFileSync(file, "utf8").matchAll(/^import (?!type )[^;]*? from "(\.[^"]+)";/gm)) {
        const target = withExtension(path.resolve(path.dirname(file), match[1]));
        if (!target.startsWith(generated + path.sep)) found.add(target);
      }
    }
    return [...found].sort();
  }

  // A hash of every input (sources, generated modules, the lockfile): names the shard files.
  const inputHash = (() => {
    const hash = createHash("sha256");
    for (const file of [...sourceFiles(src)].sort()) hash.update(file).update(readFileSync(file));
    hash.update(readFileSync(path.join(here, "package-lock.json")));
    return hash.digest("hex").slice(0, 10);
  })();

  const shards = readdirSync(shardDir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.basename(f, ".ts"));
  const shell = shellModules();
  const batches = Math.ceil(shards.length / SHARDS_PER_BATCH);
  const shellInput = Object.fromEntries(shell.map((file) => [`shell-${path.basename(file).replace(/\.tsx?$/, "")}`, file]));

  /**
   * Rollup: the route table imports its shards with one template-literal
   * import (see crates/codegen), which Rollup leaves as it is; this points it at
   * the shard files esbuild will write beside the shell's chunks.
   */
  function shardImports() {
    const table = path.join(generated, "routes.ts");
    const source = "`./route-shards/${n}.ts`";
    return {
      name: "route-shards",
      transform(code, id) {
        if (id !== table) return null;
        if (!code.includes(source)) this.error(`${table} does not import its shards as ${source}`);
        return { code: code.replace(source, `\`./routes-\${n}-${inputHash}.js\``), map: null };
      },
    };
  }

  /** esbuild: the browser's pages and shards, against the shell Rollup has just written. */
  async function buildPages(bundle) {
    const shellFiles = new Map();
    for (const item of Object.values(bundle)) {
      if (item.type === "chunk" && item.isEntry && item.facadeModuleId) shellFiles.set(item.facadeModuleId, item.fileName);
    }
    const outputs = {};
    for (let b = 0; b < batches; b++) {
      const batch = shards.filter((_, i) => i % batches === b);
      Object.assign(outputs, (await buildPageBatch(batch, shellFiles)).outputs);
    }
    return { outputs };
  }

  /**
   * One esbuild build of some shards and their pages. A module that pages of
   * several batches share (a sidebar view, a post preview) is compiled in each;
   * chunk names are content hashes, so the copies never clash.
   */
  async function buildPageBatch(batch, shellFiles) {
    const result = await esbuildBuild({
      entryPoints: Object.fromEntries(batch.map((n) => [`routes-${n}`, path.join(shardDir, `${n}.ts`)])),
      absWorkingDir: here,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "browser",
      target: "es2020",
      jsx: "automatic",
      minify: true,
      legalComments: "none",
      outdir: path.join(clientOut, "assets"),
      entryNames: `[name]-${inputHash}`,
      chunkNames: "page-[name]-[hash]",
      charset: "utf8",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      metafile: true,
      logLevel: "warning",
      plugins: [
        {
          name: "shell",
          setup(build) {
            build.onResolve({ filter: /^\.\.?\// }, (args) => {
              const target = withExtension(path.resolve(args.resolveDir, args.path));
              if (target.startsWith(generated + path.sep)) return undefined;
              const file = shellFiles.get(target);
              if (!file) return { errors: [{ text: `${args.path} is not part of the shell (imported by ${args.importer})` }] };
              return { path: `./${file}`, external: true };
            });
            build.onResolve({ filter: /^react\/jsx-runtime$/ }, () => ({
              path: `./${vendorFiles["react/jsx-runtime"].file}`,
              external: true,
            }));
          },
        },
      ],
    });
    return result.metafile;
  }

  /** manifest.json for the pre-render step: each chunk's file and static imports, by source module. */
  function writeManifest(bundle, metafile, css) {
    const chunks = {};
    let entry = null;
    for (const item of Object.values(bundle)) {
      if (item.type !== "chunk") continue;
      if (item.facadeModuleId?.endsWith("entry-client.tsx")) entry = item.fileName;
      const key = item.facadeModuleId ? path.relative(here, item.facadeModuleId) : item.fileName;
      // Imports of vendor packages point at their esbuild chunks.
      chunks[key] = { file: item.fileName, imports: item.imports.map((id) => vendorFiles[id]?.file ?? path.basename(id)) };
    }
    for (const [output, meta] of Object.entries(metafile.outputs)) {
      const file = path.basename(output);
      const imports = meta.imports.filter((i) => i.kind === "import-statement").map((i) => path.basename(i.path));
      chunks[meta.entryPoint ?? file] = { file, imports };
    }
    for (const [id, info] of Object.entries(vendorFiles)) chunks[`vendor:${id}`] = info;
    mkdirSync(serverOut, { recursive: true });
    writeFileSync(path.join(serverOut, "manifest.json"), JSON.stringify({ entry, css, chunks }, null, 2));
  }

  /** The server bundle: entry-server and everything it loads, pages included, for Node. */
  function buildServer() {
    return esbuildBuild({
      entryPoints: { "entry-server": path.join(src, "entry-server.tsx") },
      absWorkingDir: here,
      bundle: true,
      // One file: Node loads it once, and esbuild's chunking of thousands of
      // dynamically imported pages took minutes and gigabytes at 10,000 docs.
      splitting: false,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      jsx: "automatic",
      outdir: serverOut,
      entryNames: "[name]",
      charset: "utf8",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      logLevel: "warning",
    });
  }

  return {
    shellInput,
    /** Rollup plugin: builds the server bundle beside the browser's, done when the browser's is. */
    server() {
      let done = null;
      return {
        name: "server-bundle",
        buildStart() {
          if (batches > 1) return; // a large site: built after the pages, see SHARDS_PER_BATCH
          done = buildServer();
          // Reported where it is awaited; this keeps Node from calling it unhandled meanwhile.
          done.catch(() => undefined);
        },
        async closeBundle() {
          done ??= buildServer();
          await done;
        },
      };
    },
    vendorNames: { "react/jsx-runtime": ["jsx", "jsxs", "Fragment"] },
    shardImports,
    /** Rollup plugin: after the shell is written, build the pages against it. */
    pages() {
      return {
        name: "pages",
        async writeBundle(_options, bundle) {
          const metafile = await buildPages(bundle);
          const css = Object.values(bundle).find((item) => item.type === "asset" && item.fileName.endsWith(".css"));
          writeManifest(bundle, metafile, css?.fileName ?? null);
        },
      };
    },
  };
}
