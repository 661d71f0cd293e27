// What a site's plugins ask of webpack in `configureWebpack` (ui/stages/webpack.mjs):
// aliases, extensions listed first, DefinePlugin's constants, text files; and
// the esbuild plugin that resolves the aliases as webpack does.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, test } from "node:test";

import { build } from "esbuild";

import { sitePluginWarnings } from "../stages/plugins.mjs";
import { aliasPlugin, flatDefinitions, siteWebpack } from "../stages/webpack.mjs";

const site = mkdtempSync(path.join(tmpdir(), "aolda-webpack-"));
after(() => rmSync(site, { recursive: true, force: true }));

function put(rel, text) {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
}

put(
  "docusaurus.config.js",
  `class DefinePlugin { constructor(definitions) { this.definitions = definitions; } }
module.exports = {
  title: "T", url: "https://t.example", baseUrl: "/",
  plugins: [
    // Fetches from a service when made (offline here): its hooks are left out, with a warning, and the others' apply.
    function offline() {
      throw new Error("fetch failed");
    },
    function native(context, options) {
      return {
        name: "native",
        configureWebpack(config, isServer) {
          return {
            mergeStrategy: { "resolve.extensions": "prepend" },
            plugins: [new DefinePlugin({ ...(isServer ? {} : { process: { env: {} } }), __DEV__: "false", __NOT_JSON__: "() => 1" })],
            module: { rules: [{ test: /\\.txt$/, type: "asset/source" }, { test: /\\.js$/, use: "babel-loader" }] },
            resolve: { alias: { "native-ui$": "native-ui-web", "@kit": "kit-web" }, extensions: [".web.js", "..."] },
          };
        },
      };
    },
    // A package named by its file, whose options Docusaurus fills in through its validateOptions (its Joi schema's defaults).
    [require.resolve("defaulted-plugin"), { id: "one" }],
    // The site's own plugin file, an ES module exporting both.
    "./plugins/local-defaults.mjs",
    // Writes a file where Docusaurus' \`@generated\` alias points, as a search plugin does: a folder that exists.
    function writesGenerated() {
      return { name: "writes-generated", configureWebpack(config) { require("fs").writeFileSync(require("path").join(config.resolve.alias["@generated"], "client.js"), ""); return {}; } };
    },
  ],
};
`,
);
put(
  "node_modules/defaulted-plugin/index.js",
  `exports.default = function defaulted(context, options) {
  if (!options.prefix || options.id !== "one") throw new Error("made without its defaults");
  return { name: "defaulted", configureWebpack: () => ({ resolve: { alias: { [options.prefix]: "kit-web" } } }) };
};
exports.validateOptions = ({ validate, options }) => validate({ validate: (given) => ({ value: { prefix: "@defaulted", ...given } }) }, options);
`,
);
put(
  "plugins/local-defaults.mjs",
  `export default function localDefaults(context, options) {
  if (!options.prefix) throw new Error("made without its defaults");
  return { name: "local-defaults", configureWebpack: () => ({ resolve: { alias: { [options.prefix]: "kit-web" } } }) };
}
export const validateOptions = ({ validate, options }) => validate({ validate: (given) => ({ value: { prefix: "@local", ...given } }) }, options);
`,
);
put("node_modules/native-ui/index.js", 'export const where = "native";\n');
put("node_modules/native-ui-web/index.js", 'export const where = "web";\n');
put("node_modules/kit-web/button.js", 'export const button = "kit-web button";\n');

test("configureWebpack's aliases, extensions, constants and text rules, for each side's build", async () => {
  const browser = await siteWebpack(site, false);
  assert.deepEqual(await sitePluginWarnings(site), [
    { file: "docusaurus.config.js", line: 1, message: "the plugin `offline` threw when made (fetch failed): its configureWebpack and configurePostCss are not applied" },
  ]);
  assert.deepEqual(browser.alias, [["native-ui", "native-ui-web", true], ["@kit", "kit-web", false], ["@defaulted", "kit-web", false], ["@local", "kit-web", false]]);
  assert.deepEqual(browser.extensions, [".web.js"]);
  assert.deepEqual(browser.define, { "process.env": "{}", __DEV__: "false" }, "code that is no JSON nor a name is left out");
  assert.deepEqual(browser.text, [".txt"]);
  assert.deepEqual((await siteWebpack(site, true)).define, { __DEV__: "false" }, "the server's build is asked with isServer");
});

test("an exact alias and a prefix alias resolve as their targets do, from the importer's place", async () => {
  put("src/entry.js", 'import { where } from "native-ui";\nimport { button } from "@kit/button.js";\nconsole.log(where, button);\n');
  const { alias } = await siteWebpack(site, false);
  const out = await build({ entryPoints: [path.join(site, "src/entry.js")], bundle: true, write: false, format: "esm", logLevel: "silent", plugins: [aliasPlugin(alias)] });
  const text = out.outputFiles[0].text;
  assert.match(text, /"web"/);
  assert.doesNotMatch(text, /"native"/);
  assert.match(text, /"kit-web button"/);
});

test("DefinePlugin's nested objects are dotted names; an empty object stays one", () => {
  assert.deepEqual(flatDefinitions({ process: { env: { API: '"https://api.example"' } }, window: {}, FLAG: true }), { "process.env.API": '"https://api.example"', window: "{}", FLAG: "true" });
});

// questdb's config pins React to the site's own copy (`react: path.resolve('node_modules/react')`): React
// is the app's, shared with site code, so such an alias leaves `react` and `react/jsx-runtime` to the
// resolver after it (the shared one), while the site's other aliases still apply.
test("an alias for React leaves React's modules to the app", async () => {
  put("node_modules/react/index.js", "export const copy = 'site';\n");
  put("node_modules/react/jsx-runtime.js", "export const jsx = 'site';\n");
  put("src/react-entry.js", 'import { jsx } from "react/jsx-runtime";\nimport { copy } from "react";\nimport { button } from "@kit/button.js";\nconsole.log(jsx, copy, button);\n');
  /** @type {[string, string, boolean][]} */
  const alias = [["react", path.join(site, "node_modules/react"), false], ["@kit", "kit-web", false]];
  const app = { name: "app-react", setup: (b) => b.onResolve({ filter: /^react(\/.*)?$/ }, (args) => ({ path: args.path, namespace: "app" })) };
  const shared = { name: "app-react-load", setup: (b) => b.onLoad({ filter: /.*/, namespace: "app" }, (args) => ({ contents: `export const jsx = "app"; export const copy = "app"; // ${args.path}`, loader: "js" })) };
  const out = await build({ entryPoints: [path.join(site, "src/react-entry.js")], bundle: true, write: false, format: "esm", logLevel: "silent", plugins: [aliasPlugin(alias), app, shared] });
  const text = out.outputFiles[0].text;
  assert.doesNotMatch(text, /"site"/, "the site's copy of React is not bundled");
  assert.match(text, /"app"/);
  assert.match(text, /"kit-web button"/);
});
