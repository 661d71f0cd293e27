// The bundle and pre-render stages, incremental.
//
//   node build.mjs --serve    runs a job per line of standard input (JSON),
//                             answering each with a `done` (and the result)
//                             or `failed` message on the engine's channel
//                             (stages/channel.mjs): the engine starts one per
//                             build while the content loads, and `cargo xtask
//                             dev` keeps one running so a rebuild pays no start-up.
//   node build.mjs JOB_FILE   runs one job (a job file by hand, for debugging),
//                             printing its result
//
// A job (written by the engine; its type, and the messages', are generated
// from crates/engine/src/protocol.rs into stages/protocol.d.mts) names the
// site's generated folder with codegen's manifest.json, the cache folder and
// the keys of the compiler, the shell and the CSS. Every step
// reuses what its inputs have already produced: compiled modules by their
// source, the shell by its inputs, linked files by their code and imports,
// rendered pages by the names of their files (which are hashes of everything
// they contain). See stages/modules.mjs for why an incremental build is then
// the same as a clean one.
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

import { DamagedCache, checkNamed, damagedFiles, openVerified, readJson, readSealedJson, saveVerified, sha256Of, startJob, writeSealed } from "./stages/cache.mjs";
import { compileModules, link, linkedIntact, namesIn, progressReporter, sha256, writeAtomic } from "./stages/modules.mjs";
import { NOT_FOUND_ROUTE } from "./src/constants.js";
import { openChannel, send } from "./stages/channel.mjs";
import { sitePluginWarnings } from "./stages/plugins.mjs";
import { richText } from "./stages/rich.mjs";
import { checkedFile, pageFile } from "./stages/paths.mjs";
import { bundleSite, staticScriptRemotes, withInlineMap } from "./stages/site.mjs";
import { ensureCss, ensureShell, shellModulesInKey } from "./stages/shell.mjs";
import { CLIENT_MODULES, FOOTER_PARTS, NAVBAR_ITEM_PARTS, SWIZZLABLE, WRAPPERS, siteCss, siteTheme, undrawnNavbarItems, unreplacedThemeFiles } from "./stages/swizzle.mjs";
import { SHARED_REACT } from "./stages/vendor.mjs";
import { documents, renderAll, storeDocument } from "./prerender.mjs";

const ui = path.dirname(new URL(import.meta.url).pathname);
const requireFromUi = createRequire(path.join(ui, "package.json"));

// Not content-hashed, and outside /assets/ (so hosts revalidate it like a
// page): each page names its own shard's file, and the map is only needed to
// reach the others. A hashed map would rename on every edit and change every
// page that names it.
const ROUTE_MAP = "route-map.json";

const urls = new Map();
/**
 * A file as the pre-render step's modules name it (the same few files, many
 * times): its absolute path, which both `import` and the `require` of a
 * bundled CommonJS package take (a `file:` URL only `import` takes), or its
 * URL where the path has characters a URL reads otherwise.
 */
function urlOf(file) {
  if (!urls.has(file)) urls.set(file, /[%#?\\]/.test(file) ? pathToFileURL(file).href : file);
  return urls.get(file);
}

function fail(message) {
  throw new Error(message);
}

/**
 * Runs `work`; when it fails while a replacement of the site's was left out
 * (it needs a part of Docusaurus' theme we lack), the failure names those
 * too: a page may fail for want of what the replacement had (its
 * `MDXComponents`' components).
 * @template T
 * @param {{ file: string, line: number, message: string }[]} warnings
 * @param {() => Promise<T>} work
 */
export async function withThemeWarnings(warnings, work) {
  try {
    return await work();
  } catch (error) {
    if (warnings.length && error instanceof Error) error.message += warnings.map((w) => `\n  note: ${w.file}:${w.line}: ${w.message}`).join("");
    throw error;
  }
}

/** How many times a job starts again after finding damaged cache files (each time without them). */
const ATTEMPTS = 4;

/**
 * Runs one job; returns what it did. A damaged cache file is removed when it
 * is met; when that leaves the job without something it had started from,
 * the job runs again, making it anew.
 * @param {Job} job
 * @returns {Promise<BundleResult>}
 */
export async function runJob(job) {
  startJob();
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await runJobOnce(job)), damaged: damagedFiles() };
    } catch (error) {
      if (!(error instanceof DamagedCache) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** @typedef {import("./stages/protocol.mjs").Job} Job */
/**
 * A page of the site (path null: the not-found page), what its document
 * loads, its keys, and its document's name (`html`) once known.
 * @typedef {{
 *   path: string | null, module: string | null, shard: number,
 *   scripts: string[], styles: string[], routes: import("./prerender.mjs").RenderJob["routes"],
 *   renderKey: string, content: string, key: string, html?: string, rendered?: unknown,
 * }} Page
 */
/** @typedef {import("./stages/protocol.mjs").BundleResult} BundleResult */

/**
 * @param {Job} job
 * @returns {Promise<Omit<BundleResult, "damaged">>}
 */
async function runJobOnce(job) {
  const { generated, sources, cache, site: siteDir, compiler_key: compilerKey, shell_key: shellInputsKey, css_key: cssKey } = job;
  const tree = published();
  /** @type {import("./src/generated/types").StageManifest} */
  const manifest = readJson(path.join(generated, "manifest.json"));
  const verified = openVerified(path.join(cache, "verified.json"));
  const timings = {};
  const timed = async (name, work) => {
    const started = performance.now();
    const result = await work();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };

  // 1. Compile what changed (formulas and diagrams filled in as they compile).
  const rich = richText(cache);
  const { units, token, built: compiled } = await timed("compile", () =>
    compileModules({ ui, generatedDir: generated, sources, cacheDir: cache, compilerKey, modules: manifest.modules, rich, progress: progressReporter("modules compiled") }),
  );

  // 1b. The site code pages import (components, styles, data, packages), as modules of its own.
  const store = path.join(cache, "assets");
  const site = await timed("site", () => bundleSite({ ui, siteDir, units, token, cacheDir: cache, key: sha256(compilerKey, "\0", shellInputsKey), assetsDir: store, assetsUrl: `${manifest.site.base_url}assets/`, outerRoots: manifest.outer_roots ?? [], tsx: manifest.site_code_as_tsx ?? false, folderAliases: manifest.aliases ?? [], markdownModules: manifest.markdown_modules ?? {} }));

  // 2. The shell, with every theme module a page (or site code) imports as an entry.
  const importedIds = (kind) => [...new Set([...units.values()].flatMap((u) => u.deps).filter((d) => d.kind === kind).map((d) => d.id))].sort();
  const themeModules = importedIds("shell");
  const packageIds = [...new Set([...importedIds("pkg"), ...importedIds("vendor")])].sort();
  const language = manifest.document.language;
  // What the site changes of the theme (src/theme, custom.css): part of both keys.
  const theme = siteTheme(siteDir, manifest.custom_css ?? null, manifest.site_code_as_tsx ?? false, manifest.client_modules ?? [], (manifest.gtag_ids ?? []).length > 0);
  // The Markdown files codegen compiled for site code, which replacements may import too.
  theme.markdown = { dir: generated, modules: manifest.markdown_modules ?? {} };
  const themeWords = manifest.document.theme_words;
  const shellModules = shellModulesInKey(manifest.shell_modules, themeModules, theme.replaced.size > 0);
  const shellKey = sha256(shellInputsKey, "\0", language, "\0", JSON.stringify(themeWords), "\0", theme.shellKey, "\0", themeModules.join("\n"), "\0", packageIds.join("\n"), "\0", ...shellModules.map((m) => sources[m] ?? fail(`no hash for ${m}`))).slice(0, 32);
  const shell = await timed("shell", () =>
    ensureShell({
      ui,
      generatedDir: generated,
      language,
      themeWords,
      themeModules,
      packageIds,
      key: shellKey,
      shellsDir: path.join(cache, "shell"),
      serverShellsDir: path.join(cache, "server"),
      verified,
      siteDir,
      siteTheme: theme,
      features: {
        // Versions' code (the dropdown, version-less links) is left out of a site with none.
        versioned: (manifest.site.versions ?? []).length > 0 || Object.keys(manifest.site.other_versions ?? {}).length > 0,
        // The locale dropdown's likewise, from a site with one locale.
        translated: (manifest.site.locales ?? []).length > 0,
        // Link dropdowns, HTML items and the extra logos', from a site whose config has none.
        extras: hasLinkExtras(manifest.site),
        // The docs sidebar's `autoCollapseCategories` and `hideable`, from a site that does not set them.
        autoCollapse: Boolean(manifest.site.sidebar_auto_collapse),
        hideable: Boolean(manifest.site.sidebar_hideable),
        // Navbar items in Docusaurus' places (a Docusaurus config), from a site.toml site.
        placed: manifest.site.navbar_right_at != null,
        // The site's `Root` and `Layout/Provider` around the app, from a site that replaces neither.
        wraps: [...theme.replaced.keys()].some((ours) => WRAPPERS.includes(ours)),
        // The doc on screen for site code (`useDoc`), from a site without code of its own.
        ownCode: theme.ownCode,
        // The route lifecycles of the config's `clientModules`, from a site without them.
        clientModules: theme.replaced.has(CLIENT_MODULES),
        // The navbar's `hideOnScroll`, from a site that does not set it.
        hideOnScroll: Boolean(manifest.site.navbar_hide_on_scroll),
        // The config's navbar items drawn by the site's `NavbarItem` (or a part of it), from a site that replaces none.
        navbarItems: [...theme.replaced.keys()].some((ours) => NAVBAR_ITEM_PARTS.includes(ours)),
        // The config's footer drawn through its parts (the site replaces one), from a site that replaces none.
        footerParts: [...theme.replaced.keys()].some((ours) => FOOTER_PARTS.includes(ours)),
        // Fenced code drawn by the site's CodeBlock, from a site that does not replace it.
        codeBlock: theme.replaced.has(SWIZZLABLE.CodeBlock),
      },
    }),
  );

  // 3. Link: the browser's files, and the pre-render step's (the same code,
  // importing the server shell and ui/node_modules; named by content too, so
  // a long-running process imports a changed page afresh).
  const nodeDir = path.join(cache, "node", shellKey);
  const vendorForNode = serverVendor(nodeDir);
  const { browser, server } = await timed("link", () => ({
    browser: link({
      units,
      token,
      store,
      indexFile: path.join(cache, "linked.json"),
      verified,
      aliases: site.aliases,
      only: (module) => !module.startsWith("site-node/"),
      name: (kind, id, file) =>
        `./${file ?? (kind === "shell" ? shell.shell.theme[id] ?? fail(`the shell has no entry for ${id}`) : shell.shell.vendor[id]?.file ?? fail(`no vendor chunk for ${id}`))}`,
    }),
    server: link({
      units,
      token,
      store: nodeDir,
      indexFile: path.join(nodeDir, "linked.json"),
      // Checked before a page renders from them (below): most builds render few pages.
      verified: null,
      // Node reads `.mjs` as a module by its name, without looking for a package.json's "type".
      extension: ".mjs",
      aliases: site.serverAliases,
      only: (module) => !module.startsWith("site/"),
      finish: (module, text) => withInlineMap(text, site.maps.get(module)),
      name: (kind, id, file) => (file ? `./${file}` : kind === "vendor" ? `./${vendorForNode(id)}` : urlOf(kind === "shell" ? shell.serverShellFile(id) : requireFromUi.resolve(id))),
    }),
  }));

  // 4. Each page's document: reused when its parts (its page file, which is
  // a hash of everything it shows, the shell, the scripts it loads and its
  // shard) are those of an earlier build; otherwise rendered again.
  const shardFiles = manifest.shards.map((module) => browser.get(module).file);
  // The rules the config's settings ask for (codegen checked their values) come last.
  const cssFile = theme.key ? sha256(cssKey, "\0", theme.key, "\0", manifest.site.base_url).slice(0, 32) : cssKey;
  const styles = await timed("css", () => ensureCss({ ui, key: cssFile, dir: path.join(cache, "css"), siteCss: () => siteCss({ ui, siteDir, theme, baseUrl: manifest.site.base_url }) }));
  // A large site stylesheet (a whole Bootstrap, its fonts inline) is a file of its own, which the browser
  // fetches once for every page, rather than hundreds of kilobytes in each; a small one goes inline with ours.
  const stylesheet = styles.site.length > INLINE_SITE_CSS_LIMIT ? siteStylesheet(store, styles.site, verified) : null;
  const css = styles.theme + (stylesheet ? "" : styles.site) + (manifest.config_css ?? "");
  const hasBlog = manifest.document.feeds.length > 0;
  const doc = documents({ site: manifest.site, texts: manifest.document, css, stylesheet, stylesheetText: stylesheet ? styles.site : "", headAssets: manifest.head_assets ?? [], ownCode: theme.ownCode, connectSources: manifest.connect_sources ?? [], remoteScripts: [...site.remote, ...staticScriptRemotes(siteDir, manifest.head_assets ?? [], manifest.site.base_url)] });
  const importsOf = new Map(Object.entries(shell.shell.imports));
  for (const linked of browser.values()) importsOf.set(linked.file, linked.imports.map((i) => i.slice(2)));
  // The stylesheets of site code, by the browser file that links them.
  const cssOf = new Map([...site.css].map(([module, files]) => [browser.get(module).file, files]));
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
  // Two stores: what React rendered for a page (by its page file and the
  // shell: all that it shows), and the documents around it (by that and the
  // scripts and route block, which change when a neighbour in its shard
  // does; wrapping again is cheap, rendering is not). The build reports each
  // page's document hash and a hash of what it shows, by which the later
  // stages (search, links) read only pages they have not seen.
  const htmlStore = path.join(cache, "html");
  const renderedStore = path.join(cache, "rendered");
  const indexFile = path.join(cache, "documents.json");
  const known = readSealedJson(indexFile) ?? {};
  const template = sha256(JSON.stringify(manifest.site), "\0", JSON.stringify(manifest.document), "\0", JSON.stringify(manifest.head_assets ?? []), "\0", css, "\0", stylesheet ?? "", "\0", String(hasBlog));
  const storedHtml = namesIn(htmlStore);
  const storedRenders = namesIn(renderedStore);
  const routes = [
    ...manifest.routes.map((route) => ({ path: route.path, module: route.module, shard: route.shard })),
    // The not-found page: rendered for a path no shard holds, so it depends on the shard that would hold "/404".
    { path: null, module: null, shard: -1 },
  ];
  /** @type {Page[]} */
  const pages = routes.map(({ path, module, shard }) => {
    const own = shard >= 0 ? shardFiles[shard] : null;
    const scripts = closure([shell.shell.entry, own, module && browser.get(module).file]);
    const styles = scripts.flatMap((file) => cssOf.get(file) ?? []);
    const pageRoutes = { shard, file: own, map: ROUTE_MAP };
    const file = module ? browser.get(module).file : shardFiles[manifest.not_found_shard];
    const renderKey = sha256(shellKey, "\0", path ?? "404", "\0", file, "\0", String(hasBlog)).slice(0, 32);
    const content = sha256(renderKey, "\0", template).slice(0, 32);
    const key = sha256(renderKey, "\0", template, "\0", JSON.stringify([scripts, pageRoutes, styles]));
    const html = known[key];
    return { path, module, shard, scripts, styles, routes: pageRoutes, renderKey, content, key, html: html && storedHtml.has(`${html}.html`) ? html : undefined };
  });
  const toWrap = pages.filter((page) => !page.html);
  const renderedFile = (page) => path.join(renderedStore, `${page.renderKey}.json`);
  // What an earlier build rendered, read (and checked) now: a damaged one is rendered again.
  for (const page of toWrap) {
    if (storedRenders.has(`${page.renderKey}.json`)) page.rendered = readSealedJson(renderedFile(page));
    if (!page.rendered) storedRenders.delete(`${page.renderKey}.json`);
  }
  const toRender = toWrap.filter((page) => !page.rendered);
  // The pre-render step's files these renders import (every shard, each page's module and what it imports), checked first.
  const serverLinked = new Map([...server.values()].map((l) => [l.file, l]));
  const serverImports = new Map([...server.values()].map((l) => [l.file, l.imports.filter((i) => i.startsWith("./")).map((i) => i.slice(2))]));
  const serverRoots = toRender.length ? [...manifest.shards, ...toRender.map((page) => page.module).filter(Boolean)].map((m) => server.get(m).file) : [];
  const serverFiles = new Set();
  const reach = (file) => !serverFiles.has(file) && serverFiles.add(file) && serverImports.get(file)?.forEach(reach);
  serverRoots.forEach(reach);
  if (![...serverFiles].every((file) => checkNamed(verified, path.join(nodeDir, file), (bytes) => linkedIntact(serverLinked.get(file) ?? { file }, bytes)))) {
    throw new DamagedCache("a module of the pre-render step");
  }
  await withThemeWarnings(theme.warnings, () =>
    timed("render", async () => {
      const named = await renderAll({
        serverDir: shell.serverDir,
        shardFiles: manifest.shards.map((module) => path.join(nodeDir, server.get(module).file)),
        jobs: toRender.map((page) => ({ path: page.path, out: renderedFile(page), scripts: page.scripts, routes: page.routes, styles: page.styles })),
        siteDir,
        documents: { site: manifest.site, texts: manifest.document, css, stylesheet, headAssets: manifest.head_assets ?? [] },
        htmlStore,
        progress: progressReporter("pages rendered"),
      });
      toRender.forEach((page, i) => {
        page.html = named[i];
        storedHtml.add(`${page.html}.html`);
      });
      // Rendered by an earlier build, in a document that changed (a neighbour's script, the stylesheet).
      const stored = (file) => storedHtml.has(path.basename(file));
      for (const page of toWrap) {
        if (page.html) continue;
        const html = doc.html(page.rendered, page.scripts, page.routes, page.styles);
        page.html = storeDocument(html, htmlStore, stored);
        storedHtml.add(`${page.html}.html`);
      }
    }),
  );

  // The stylesheets and fonts of formulas; the diagrams' warnings.
  const warnings = [...(await timed("rich", () => rich.finish(units, tree))), ...theme.warnings, ...unreplacedThemeFiles(siteDir), ...undrawnNavbarItems(siteDir, manifest.site.navbar ?? []), ...(await sitePluginWarnings(siteDir)), ...site.warnings];

  // 5. Name the documents and the files they load, for xtask to publish,
  // each document checked against the hash in its name (a damaged one is
  // made again; the shell's files were checked by ensureShell, the linked
  // modules' by link).
  await timed("index", () => {
    const intact = pages.filter((page) => checkNamed(verified, path.join(htmlStore, `${page.html}.html`), (bytes) => sha256Of(bytes).slice(0, 32) === page.html));
    if (intact.length < pages.length) throw new DamagedCache("a stored document");
    const index = {};
    for (const page of pages) {
      index[page.key] = page.html;
      tree.link(pageFile(page.path, manifest.html_page_files ?? false), htmlStore, `${page.html}.html`);
    }
    writeSealed(indexFile, JSON.stringify(index));
    tree.write("_headers", doc.headers());
    tree.write(ROUTE_MAP, JSON.stringify(shardFiles));

    // Assets: the shell's files and every linked module, from the cache's stores (their names are hashes of their content).
    for (const name of shell.shell.files) tree.link(`assets/${name}`, shell.assetsDir, name);
    for (const linked of browser.values()) tree.link(`assets/${linked.file}`, store, linked.file);
    for (const name of site.assets) tree.link(`assets/${name}`, store, name);
    if (stylesheet) tree.link(`assets/${stylesheet}`, store, stylesheet);

    // Forget what this build no longer uses, so the cache does not grow without end.
    prune(path.join(cache, "modules"), [...[...units.values()].map((u) => `${u.key}.js`), "imports.json"]);
    prune(store, [...[...browser.values()].map((l) => l.file), ...site.assets, ...(stylesheet ? [stylesheet] : [])]);
    prune(nodeDir, [...[...server.values()].map((l) => l.file), "linked.json", ...vendorForNode.written]);
    // These two were listed above (with what this build added): no second listing of 10,000 files.
    prune(htmlStore, pages.map((p) => `${p.html}.html`), storedHtml);
    prune(renderedStore, pages.map((p) => `${p.renderKey}.json`), new Set([...storedRenders, ...toRender.map((p) => `${p.renderKey}.json`)]));
    prune(path.join(cache, "shell"), [shellKey]);
    prune(path.join(cache, "css"), [`${cssFile}.json`]);
    prune(path.join(cache, "site"), site.kept);
    prune(path.join(cache, "node"), [shellKey]);
    prune(path.join(cache, "server"), [shellKey]);
    saveVerified(verified);
  });

  const result = {
    pages: pages.length,
    // A hash of what each page shows (its document but for the scripts and route block), by route ("/404" for the not-found page).
    contents: Object.fromEntries(pages.map((p) => [p.path ?? NOT_FOUND_ROUTE, p.content])),
    rendered: toRender.length,
    modules: manifest.modules.length,
    compiled,
    shell_built: shell.built,
    site_built: site.built,
    ...tree.result(),
    warnings,
    timings,
  };
  return result;
}

/**
 * The pre-render step's stand-in for a package site code shares with the app
 * (`react`, `react-dom`): an ES module in `nodeDir` that exports it under the
 * name the browser's vendor chunk gives it (see vendor.mjs), named by a hash
 * of its text. Returns a function of the package giving the file's name, with
 * `written`, the names it gave.
 */
function serverVendor(nodeDir) {
  const written = [];
  const fileOf = (id) => {
    if (!SHARED_REACT[id]) throw new Error(`site code shares no package "${id}" with the app`);
    const text = `import shared from ${JSON.stringify(urlOf(requireFromUi.resolve(id)))};\nexport { shared as ${SHARED_REACT[id]} };\n`;
    const name = `vendor-${id.replaceAll("/", "-")}-${sha256(text).slice(0, 10)}.mjs`;
    const file = path.join(nodeDir, name);
    if (!existsSync(file) || !linkedIntact({ file: name }, readFileSync(file))) writeAtomic(file, text);
    if (!written.includes(name)) written.push(name);
    return name;
  };
  fileOf.written = written;
  return fileOf;
}

/** The size above which the site's own CSS is linked as a file rather than put in every page. */
const INLINE_SITE_CSS_LIMIT = 32 * 1024;

/**
 * The site's CSS as a file of `store` named by a hash of its text (`site-0123456789.css`),
 * written unless a stored one checks out against its name. Returns its name.
 * @param {string} store
 * @param {string} text
 * @param {Parameters<typeof checkNamed>[0]} verified
 */
function siteStylesheet(store, text, verified) {
  const hash = sha256(text).slice(0, 10);
  const name = `site-${hash}.css`;
  const file = path.join(store, name);
  if (!existsSync(file) || !checkNamed(verified, file, (bytes) => sha256Of(bytes).slice(0, 10) === hash)) writeAtomic(file, text);
  return name;
}

/**
 * What the site publishes, for xtask to put in its staging folder by its one
 * rule (`publish::Tree`): files of the stores by name (a hash of their
 * content, so xtask links only what changed), and small texts.
 */
function published() {
  const stores = [];
  const storeIndex = new Map();
  const links = [];
  const texts = [];
  return {
    /** Publishes `name` of the store folder `store` at `file`. */
    link(file, store, name) {
      if (!storeIndex.has(store)) storeIndex.set(store, stores.push(store) - 1);
      links.push([checkedFile(file), storeIndex.get(store), name]);
    },
    write(file, text) {
      texts.push([checkedFile(file), text]);
    },
    result: () => ({ stores, links, texts }),
  };
}

/**
 * Removes the files of `dir` not in `keep`; `listed`, when given, is what `dir` holds (saves reading it again).
 * @param {string} dir
 * @param {string[]} keep
 * @param {Set<string> | null} listed
 */
function prune(dir, keep, listed = null) {
  if (!listed && !existsSync(dir)) return;
  const kept = new Set(keep);
  for (const name of listed ?? readdirSync(dir)) {
    if (!kept.has(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  if (process.argv[2] === "--serve") {
    openChannel();
    // One job at a time, in the order they come.
    for await (const line of createInterface({ input: process.stdin })) {
      if (!line.trim()) continue;
      try {
        send({ kind: "done", result: await runJob(JSON.parse(line)) });
      } catch (error) {
        // The authors' mistakes (site code that does not build or throws) are said without our stack.
        const thrown = /** @type {{ authored?: boolean, message?: string, stack?: string } | undefined} */ (error);
        send({ kind: "failed", message: thrown?.authored ? String(thrown.message) : String(thrown?.stack ?? error) });
      }
    }
  } else {
    console.log(JSON.stringify(await runJob(readJson(process.argv[2]))));
  }
}

/**
 * Whether the site's navbar or footer has a dropdown or an HTML item, or it
 * has a dark-mode or footer logo: the code that draws them is left out otherwise.
 * @param {import("./src/generated/types").SiteMeta} site
 */
function hasLinkExtras(site) {
  /** @param {import("./src/generated/types").SiteLink[]} links @returns {boolean} */
  const any = (links) => links.some((link) => link.html != null || (link.items?.length ?? 0) > 0);
  const announcement = site.announcement;
  const own = Boolean(announcement && (announcement.html != null || announcement.unclosable));
  // The version and locale dropdowns' own items (`dropdownItemsAfter`: a separator, an "archived versions" heading).
  /** @param {import("./src/generated/types").DropdownExtras | null | undefined} extras */
  const extra = (extras) => Boolean(extras && any([...extras.before, ...extras.after]));
  const dropdowns = (site.version_dropdowns ?? []).some((dropdown) => extra(dropdown.extras)) || extra(site.locale_dropdown_extras);
  return Boolean(site.logo_dark || site.footer_logo || own || dropdowns || any(site.navbar) || site.footer_sections.some((s) => s.class_name != null || any(s.items)));
}
