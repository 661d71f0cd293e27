// Runs the site's search engine (ui/src/search/engine.ts, bundled as it is)
// in Node over a built site's index files, for the judged query set.
// `node bench/search-quality.mjs BUILD_DIR query…` prints, for each, the paths of its first ten hits and what the
// engine said about the query (synonyms, corrections, suggestions) as JSON.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";

const requireHere = createRequire(import.meta.url);
const esbuild = requireHere("esbuild");

const [build, ...queries] = process.argv.slice(2);

// The engine fetches `/search-index/…`; answer from the build folder instead.
globalThis.fetch = async (/** @type {URL | RequestInfo} */ url) => {
  const path = decodeURIComponent(new URL(String(url), "http://site.invalid").pathname);
  try {
    const text = await readFile(join(build, path), "utf8");
    return new Response(text, { status: 200 });
  } catch {
    return new Response(null, { status: 404 });
  }
};

const bundled = await esbuild.build({
  entryPoints: [new URL("../src/search/engine.ts", import.meta.url).pathname],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  // A package with only a `main` (porter2, the English stemmer): the neutral platform reads no field by itself.
  mainFields: ["module", "main"],
  logLevel: "silent",
});
const engine = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`);

const results = [];
for (const query of queries) {
  const found = await engine.search(query, 10);
  results.push({
    q: query,
    hits: found.hits.map((hit) => hit.path),
    notes: found.notes ?? null,
  });
}
console.log(JSON.stringify(results));
