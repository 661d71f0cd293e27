// What to say when site code (a component, the config) needs a package that
// the site's node_modules does not hold: the install the site forgot, or the
// package it never named.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse as lexImports } from "es-module-lexer";

/** The dependencies the site's package.json names. */
function declaredPackages(siteDir) {
  try {
    const pkg = JSON.parse(readFileSync(path.join(siteDir, "package.json"), "utf8"));
    return new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }));
  } catch {
    return new Set();
  }
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (spec) => spec.split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/");

/** What to tell an author whose site code imports a package that is not installed. */
export function missingPackage(siteDir, spec) {
  const name = packageOf(spec);
  if (declaredPackages(siteDir).has(name)) {
    return `the package \`${name}\` is named in package.json but not installed: run \`npm install\` in ${siteDir}`;
  }
  return `\`${spec}\` is neither a file of the site nor an installed package: install it with \`npm install ${name}\` in ${siteDir}`;
}

/**
 * Whether a file is written as an ES module (`import`/`export` statements)
 * whatever its package says: a package's `module` build (`lib/index.js`
 * beside `main`'s `lib-cjs/`) often sits in a package without `"type": "module"`.
 * Needs es-module-lexer's `init` (modules.mjs' `lexerReady`) to have resolved.
 */
export function writtenAsModule(file) {
  try {
    return lexImports(readFileSync(file, "utf8"))[3];
  } catch {
    return false;
  }
}

/**
 * Whether a file of the site is written as CommonJS: it assigns
 * `module.exports` or `exports.x` and has no `import`/`export` line (read by
 * pattern: the site's `.js` may hold JSX, which no JavaScript lexer reads).
 */
export function writtenAsCommonJs(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  return /\bmodule\.exports\b|\bexports\.[\w$]+\s*=/.test(text) && !/^\s*(import|export)\b/m.test(text);
}

/** Whether the JavaScript file `file` is CommonJS: `.cjs`, or a `.js` whose nearest package.json has no `"type": "module"`. */
export function isCommonJsFile(file) {
  if (file.endsWith(".cjs")) return true;
  if (!file.endsWith(".js")) return false;
  for (let at = path.dirname(file); ; at = path.dirname(at)) {
    const manifest = path.join(at, "package.json");
    if (existsSync(manifest)) {
      try {
        return JSON.parse(readFileSync(manifest, "utf8")).type !== "module";
      } catch {
        return false;
      }
    }
    if (path.dirname(at) === at) return false;
  }
}
