// React, React DOM and the router: the browser shell's vendor file, a chunk
// of the same Rolldown build as the theme (see shell.mjs), so the build keeps
// only what the app uses of the router and no step collects imported names.
//
// The router is ES modules that shrink a great deal, but only with React's
// component factories marked pure: its top-level `React.forwardRef(...)` and
// `React.createContext(...)` calls otherwise keep every component alive
// (2.1 KB gzipped more). React and React DOM are CommonJS and are kept whole.

/** Packages whose modules (and what they import) make the vendor chunk. */
const VENDOR_MODULE = /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

/** Rolldown's helpers (CommonJS interop) go with React, which needs them: no file of their own to load. */
const isRolldownRuntime = (id) => id.startsWith("\0rolldown") || id === "rolldown:runtime";

/** Whether the module `id` belongs in the vendor chunk. */
export const isVendorModule = (id) => VENDOR_MODULE.test(id) || isRolldownRuntime(id);

/**
 * The React packages site code shares with the app, and the name the vendor
 * chunk exports each by (the package's whole export, see site.mjs).
 * @type {Record<string, string>}
 */
export const SHARED_REACT = { react: "$React", "react-dom": "$ReactDOM", "react-dom/client": "$ReactDOMClient" };

/**
 * The vendor entry's code: the names page modules import from packages, by
 * their names (the theme's chunks are in the same build and import it by
 * whatever names the minifier gives). Compiled pages import only the JSX
 * runtime, site code also React and React DOM whole; any other package is a
 * mistake of codegen, said here.
 */
export function vendorEntryCode(packageIds) {
  return packageIds
    .map((id) => {
      // Site code's React and React DOM: the app's copies, whole (see site.mjs).
      if (SHARED_REACT[id]) return `export { default as ${SHARED_REACT[id]} } from ${JSON.stringify(id)};`;
      if (id !== "react/jsx-runtime") throw new Error(`a page module imports "${id}": pages may import only react/jsx-runtime from packages (the theme imports the rest)`);
      return `export { jsx, jsxs, Fragment } from "react/jsx-runtime";`;
    })
    .join("\n");
}

/** React's factories whose top-level calls in the router create values only (components, contexts). */
const REACT_FACTORIES = new Set(["createContext", "forwardRef", "memo"]);

const ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]/;

/**
 * Rolldown plugin: adds `@__PURE__` annotations to the router's calls of
 * React's factories, found in the module's syntax tree (Rolldown's parser): a
 * call whose callee is `R.createContext` for a namespace or default import `R`
 * of "react", or a named import of one of them. Only what runs when the module
 * loads is searched (function bodies are not: a call there is no reason to keep
 * anything). Fails the build if it finds none, so that a router release that
 * stops calling them this way is noticed (and the vendor file's size test
 * would catch the lost saving).
 */
export function pureReactFactories() {
  let annotated = 0;
  return {
    name: "pure-react-factories",
    transform: {
      // Only the router's files cross from Rolldown to this plugin.
      filter: { id: ROUTER_FILE },
      handler(code, id) {
        if (!ROUTER_FILE.test(id)) return null;
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
        if (namespaces.size === 0 && factories.size === 0) return null;
        const starts = [];
        walkLoadTime(program, (node) => {
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
    },
    buildEnd(error) {
      if (!error && annotated === 0) this.error("pure-react-factories: no React factory call found in react-router's code");
    },
  };
}

/** Function bodies: code that runs when the function is called, not when the module loads. */
const DEFERRED = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

/** Calls `visit` on every node of an ESTree tree that runs when the module loads (a function's body is skipped, its node is not). */
function walkLoadTime(node, visit) {
  visit(node);
  if (DEFERRED.has(node.type)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === "string") walkLoadTime(child, visit);
    } else if (value && typeof value.type === "string") {
      walkLoadTime(value, visit);
    }
  }
}
