// The bundle and pre-render stages, incremental: `node build.mjs JOB_FILE`.
//
// The job (written by xtask, see xtask/src/bundle.rs) names the site's
// generated folder with codegen's manifest.json, the cache folder, the staging
// folder to fill and the file to write the result to. Every step reuses what
// its inputs have already produced: compiled modules by their source, the
// shell by its inputs, rendered pages by the names of their files (which are
// hashes of everything they contain). See modules.mjs for why that makes an
// incremental build the same as a clean one.
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { compileModules, linkForBrowser, linkForNode, sha256, writeAtomic } from "./build/modules.mjs";
import { ensureShell } from "./build/shell.mjs";
import { documents, loadServer, renderAll } from "./prerender.mjs";

const ui = path.dirname(new URL(import.meta.url).pathname);
const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { generated, cache, out, compiler_key: compilerKey, shell_key: shellInputsKey } = job;
/** @type {import("./src/generated/types").StageManifest} */
const manifest = JSON.parse(readFileSync(path.join(generated, "manifest.json"), "utf8"));
const timings = {};
const timed = async (name, work) => {
  const started = performance.now();
  const result = await work();
  timings[name] = Math.round(performance.now() - started);
  return result;
};

// 1. Compile what changed.
const { compiled, token, keyOf, built: compiledCount } = await timed("compile", () =>
  compileModules({ ui, generatedDir: generated, cacheDir: cache, compilerKey, modules: manifest.modules }),
);

// 2. The shell, with every theme module a page imports as an entry.
const themeModules = [...new Set([...compiled.values()].flatMap((code) => token.list(code)).filter((i) => i.kind === "shell").map((i) => i.id))].sort();
const shellKey = sha256(shellInputsKey, "\0", themeModules.join("\n"), "\0", ...manifest.shell_modules.map((m) => readFileSync(path.join(generated, m))));
const shell = await timed("shell", () =>
  ensureShell({
    ui,
    generatedDir: generated,
    themeModules,
    key: shellKey.slice(0, 32),
    shellsDir: path.join(cache, "shell"),
    serverShellsDir: path.join(ui, "node_modules/.cache/aolda-server"),
  }),
);

// 3. Link: the browser's files (named by content) and the pre-render step's.
const requireFromUi = createRequire(path.join(ui, "package.json"));
const nodeDir = path.join(cache, "node", shellKey.slice(0, 32));
const { browser, nodeWritten } = await timed("link", () => {
  const browser = linkForBrowser({
    compiled,
    token,
    shellFile: (id) => shell.shell.theme[id] ?? fail(`the shell has no entry for ${id}`),
    packageFile: (id) => shell.shell.vendor[id]?.file ?? fail(`no vendor chunk for ${id}`),
  });
  const nodeWritten = linkForNode({ compiled, keyOf, token, nodeDir, serverShellFile: shell.serverShellFile, resolvePackage: (id) => requireFromUi.resolve(id) });
  return { browser, nodeWritten };
});

function fail(message) {
  throw new Error(message);
}

// 4. Render the pages whose files changed (or whose shell did).
const renderedDir = path.join(cache, "rendered");
const shardFiles = manifest.shards.map((module) => browser.get(module).file);
// Not content-hashed, and outside /assets/ (so hosts revalidate it like a
// page): the page names its own shard's file, and the map is only needed to
// reach the others. A hashed map would rename on every edit and change every
// page that names it.
const ROUTE_MAP = "route-map.json";
const pages = [
  ...manifest.routes.map((route) => ({ path: route.path, module: route.module, shard: route.shard })),
  // The not-found page: rendered for a path no shard holds.
  { path: null, module: null, shard: -1 },
];
for (const page of pages) {
  // The not-found page depends on the shard that would hold "/404".
  const file = page.module ? browser.get(page.module).file : shardFiles[manifest.not_found_shard];
  page.out = path.join(renderedDir, `${sha256(shellKey, "\0", page.path ?? "404", "\0", file).slice(0, 32)}.json`);
}
const toRender = pages.filter((page) => !existsSync(page.out));
await timed("render", () => renderAll({ serverDir: shell.serverDir, nodeDir, jobs: toRender.map(({ path: p, out }) => ({ path: p, out })) }));

// 5. Write the documents and publish the files they load.
await timed("write", async () => {
  const server = await loadServer(shell.serverDir, nodeDir);
  const css = readFileSync(path.join(shell.assetsDir, shell.shell.css), "utf8").trim();
  const hasBlog = manifest.routes.some((r) => r.path === "/blog");
  const doc = documents({ site: server.site, css, hasBlog });
  const importsOf = new Map(Object.entries(shell.shell.imports));
  for (const linked of browser.values()) importsOf.set(linked.file, linked.imports);
  const closure = (roots) => {
    const files = [];
    const seen = new Set();
    const visit = (file) => {
      if (!file || seen.has(file)) return;
      seen.add(file);
      files.push(file);
      for (const dep of importsOf.get(file) ?? []) visit(dep);
    };
    roots.forEach(visit);
    return files;
  };
  // Documents go through a store named by their hash too: the build reports
  // each page's hash, and the later stages (search, links) read only the pages
  // whose hash they have not seen.
  const htmlStore = path.join(cache, "html");
  // The document hash of each (rendered page, scripts, shard): a page whose
  // parts are the same is not read or hashed again.
  const indexFile = path.join(cache, "documents.json");
  const known = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, "utf8")) : {};
  const index = {};
  for (const page of pages) {
    const own = page.shard >= 0 ? shardFiles[page.shard] : null;
    const scripts = closure([shell.shell.entry, own, page.module && browser.get(page.module).file]);
    const routes = { shard: page.shard, file: own, map: ROUTE_MAP };
    const key = sha256(path.basename(page.out), "\0", JSON.stringify([scripts, routes, hasBlog]));
    page.html = known[key];
    let stored = page.html && path.join(htmlStore, `${page.html}.html`);
    if (!stored || !existsSync(stored)) {
      const html = doc.html(JSON.parse(readFileSync(page.out, "utf8")), scripts, routes);
      page.html = sha256(html).slice(0, 32);
      stored = path.join(htmlStore, `${page.html}.html`);
      if (!existsSync(stored)) writeAtomic(stored, html);
    }
    index[key] = page.html;
    const file = page.path === null ? "404.html" : page.path === "/" ? "index.html" : path.join(page.path.slice(1), "index.html");
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    publish(stored, path.join(out, file));
  }
  writeAtomic(indexFile, JSON.stringify(index));
  writeFileSync(path.join(out, "_headers"), doc.headers());
  writeFileSync(path.join(out, ROUTE_MAP), JSON.stringify(shardFiles));

  // Assets: the shell's files and every linked module, from the cache's store.
  const store = path.join(cache, "assets");
  const assets = path.join(out, "assets");
  mkdirSync(assets, { recursive: true });
  for (const linked of browser.values()) {
    const file = path.join(store, linked.file);
    if (!existsSync(file)) writeAtomic(file, linked.text);
  }
  for (const name of shell.shell.files) publish(path.join(shell.assetsDir, name), path.join(assets, name));
  for (const linked of browser.values()) publish(path.join(store, linked.file), path.join(assets, linked.file));

  // Forget what this build no longer uses, so the cache does not grow without end.
  prune(path.join(cache, "modules"), new Set([...keyOf.values()].map((k) => `${k}.js`)));
  prune(store, new Set([...browser.values()].map((l) => l.file)));
  prune(htmlStore, new Set(pages.map((p) => `${p.html}.html`)));
  prune(renderedDir, new Set(pages.map((p) => path.basename(p.out))));
  prune(path.join(cache, "shell"), new Set([path.basename(path.dirname(shell.assetsDir))]));
  prune(path.join(cache, "node"), new Set([path.basename(nodeDir)]));
});

/** Puts a file of the cache's stores into the build: a hard link where the file system allows (stored files are never written again). */
function publish(from, to) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function prune(dir, keep) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!keep.has(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

const result = {
  pages: pages.length,
  // The hash of each page's document, by route ("/404" for the not-found page).
  documents: Object.fromEntries(pages.map((p) => [p.path ?? "/404", p.html])),
  rendered: toRender.length,
  modules: manifest.modules.length,
  compiled: compiledCount,
  shell_built: shell.built,
  node_written: nodeWritten,
  timings,
};
writeFileSync(job.result, JSON.stringify(result));
