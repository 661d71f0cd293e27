// Loads a module of ui/src for a unit test: bundled with the esbuild the ui
// already uses, with the site's generated settings replaced by `site`.
import { createRequire } from "node:module";

const requireFromUi = createRequire(new URL("../package.json", import.meta.url));
const esbuild = requireFromUi("esbuild");

/** Imports `ui/src/<file>` (TypeScript), its imports bundled in; `define` sets the build's constants (`__DOCUSAURUS_CONFIG__`). */
export async function importUi(file, site = { base_url: "/" }, define = {}) {
  const stubSite = {
    name: "stub-generated-site",
    setup(build) {
      build.onResolve({ filter: /\/generated\/site$/ }, () => ({ path: "site", namespace: "stub" }));
      build.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
        contents: `export const site = ${JSON.stringify(site)};`,
        loader: "js",
      }));
    },
  };
  const result = await esbuild.build({
    entryPoints: [new URL(`../src/${file}`, import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "neutral",
    // Packages that name only `main` (porter2) resolve as a browser build resolves them.
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
    define,
    plugins: [stubSite],
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
