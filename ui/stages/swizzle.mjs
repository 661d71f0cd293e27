// Docusaurus' swizzling: a component in the site's src/theme/X replaces the
// theme's X everywhere (the shell's navbar and footer too), and
// `@theme-original/X` / `@theme-init/X` reach ours. Each replacement is
// bundled first by esbuild (the site's files, CSS modules, JSON, its
// packages), with React, the router, the theme and the Docusaurus stand-ins
// left as imports; the shell's bundlers then take it in place of our module.
// The CSS it has, and the site's custom.css (the classic preset's
// `theme.customCss`), go after the theme's stylesheet.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { build as esbuildBuild, transformSync } from "esbuild";

import { sha256Of } from "./cache.mjs";
import { filesBelow } from "./walk.mjs";
import { siteConfigKey } from "./plugins.mjs";
import { postCssFiles, postCssKey, usesPostCss } from "./postcss.mjs";
import { aliasPlugin, siteWebpack } from "./webpack.mjs";
import { IMPORTED, NODE_REQUIRE, authored, formatMessages, onLoadSiteScripts, preprocessedStyles, rootCandidates, staticUrl, svgComponent } from "./site.mjs";

/** Docusaurus' name of each component a site may replace, and our module for it (relative to ui/src). */
export const SWIZZLABLE = {
  Navbar: "theme/Navbar.tsx",
  Footer: "theme/Footer.tsx",
  NotFound: "theme/NotFound.tsx",
  Layout: "docusaurus/theme/Layout.tsx",
  Admonition: "docusaurus/theme/Admonition.tsx",
  "Admonition/Types": "docusaurus/theme/Admonition/Types.tsx",
  CodeBlock: "docusaurus/theme/CodeBlock.tsx",
  Details: "docusaurus/theme/Details.tsx",
  DocCardList: "docusaurus/theme/DocCardList.tsx",
  Heading: "docusaurus/theme/Heading.tsx",
  MDXComponents: "docusaurus/theme/MDXComponents.tsx",
  Tabs: "docusaurus/theme/Tabs.tsx",
  TabItem: "docusaurus/theme/TabItem.tsx",
  TOCInline: "docusaurus/theme/TOCInline.tsx",
  ThemedImage: "docusaurus/theme/ThemedImage.tsx",
  Root: "docusaurus/theme/Root.tsx",
  "DocItem/Layout": "docusaurus/theme/DocItem/Layout.tsx",
  "DocItem/Footer": "docusaurus/theme/DocItem/Footer.tsx",
  TOC: "docusaurus/theme/TOC.tsx",
  DocPaginator: "docusaurus/theme/DocPaginator.tsx",
  AnnouncementBar: "docusaurus/theme/AnnouncementBar.tsx",
  BlogPostPaginator: "docusaurus/theme/BlogPostPaginator.tsx",
  MDXContent: "docusaurus/theme/MDXContent.tsx",
  "Layout/Provider": "docusaurus/theme/Layout/Provider.tsx",
  DocVersionBanner: "docusaurus/theme/DocVersionBanner.tsx",
  DocVersionBadge: "docusaurus/theme/DocVersionBadge.tsx",
  DocBreadcrumbs: "docusaurus/theme/DocBreadcrumbs.tsx",
  DocCard: "docusaurus/theme/DocCard.tsx",
  // The site's own navbar item types (`custom-…`), drawn by the navbar of a Docusaurus config.
  "NavbarItem/ComponentTypes": "docusaurus/theme/NavbarItem/ComponentTypes.tsx",
  // The navbar's items: replacing any of these draws the config's items through `@theme/NavbarItem`.
  NavbarItem: "docusaurus/theme/NavbarItem.tsx",
  ...Object.fromEntries(
    "DefaultNavbarItem DropdownNavbarItem NavbarNavLink HtmlNavbarItem SearchNavbarItem LocaleDropdownNavbarItem DocsVersionDropdownNavbarItem DocNavbarItem DocSidebarNavbarItem DocsVersionNavbarItem"
      .split(" ")
      .map((name) => [`NavbarItem/${name}`, `docusaurus/theme/NavbarItem/${name}.tsx`]),
  ),
  // The footer's parts: replacing any of these draws the config's footer through them (`__FOOTER_PARTS_OWN__`).
  ...Object.fromEntries(["Layout", "Links", "Links/MultiColumn", "Links/Simple", "LinkItem", "Copyright", "Logo"].map((name) => [`Footer/${name}`, `docusaurus/theme/Footer/${name}.tsx`])),
  // What draws Markdown's elements: replacing one routes them through `@theme/MDXComponents`
  // (content-model's `mdx_component_parts`, which names the same parts).
  ...Object.fromEntries(["A", "Code", "Details", "Heading", "Img", "Li", "Pre", "Ul"].map((name) => [`MDXComponents/${name}`, `docusaurus/theme/MDXComponents/${name}.tsx`])),
};

/** Our modules that, replaced, make the navbar draw the config's items through `@theme/NavbarItem` (`__NAVBAR_ITEMS_OWN__`). */
export const NAVBAR_ITEM_PARTS = Object.entries(SWIZZLABLE)
  .filter(([name]) => name.startsWith("NavbarItem") && name !== "NavbarItem/ComponentTypes")
  .map(([, ours]) => ours);

/**
 * The names a site may replace, for a message: a component with many parts
 * as one entry (`NavbarItem and 10 parts`), so a warning stays a line.
 */
function replaceableNames() {
  const parts = new Map();
  for (const name of Object.keys(SWIZZLABLE)) {
    const [head] = name.split("/");
    parts.set(head, [...(parts.get(head) ?? []), name]);
  }
  return [...parts]
    .flatMap(([head, names]) => {
      const own = names.filter((name) => name !== head);
      if (own.length <= 2) return names;
      return [`${names.includes(head) ? `${head} and` : head} ${own.length} parts (${head}/${own[0].slice(head.length + 1)}…)`];
    })
    .join(", ");
}

/** Our modules that, replaced, make the footer draw the config's footer through its parts (`__FOOTER_PARTS_OWN__`). */
export const FOOTER_PARTS = Object.entries(SWIZZLABLE)
  .filter(([name]) => name.startsWith("Footer/"))
  .map(([, ours]) => ours);

/**
 * The site's src/theme components that replace none of ours (Docusaurus lets
 * a site replace any of its theme's; this theme takes the names of
 * `SWIZZLABLE`): warnings at their files, so a site learns its component is
 * not shown. A file in the folder of a name we take is that component's own
 * (its styles, its helpers) when the site replaces that component.
 * @param {string} siteDir
 * @returns {import("./protocol.mjs").ContentWarning[]}
 */
export function unreplacedThemeFiles(siteDir) {
  const root = path.join(siteDir, "src/theme");
  const taken = Object.keys(SWIZZLABLE);
  const warnings = [];
  const seen = new Set();
  const helpers = importedBy(taken.map((name) => siteFileOf(siteDir, name)).filter((file) => file !== null));
  for (const file of filesBelow(root)) {
    if (!EXTENSIONS.includes(path.extname(file))) continue;
    // A file a replacement imports (`./CustomGithubStars` of NavbarItem/ComponentTypes) is its own part, shown with it.
    if (helpers.has(file)) continue;
    const name = path.relative(root, file).split(path.sep).join("/").replace(/\.[jt]sx?$/, "").replace(/\/index$/, "");
    // A file in the folder of a component the site replaces is that component's own (its parts); without the component, it is a part of ours the site meant to replace (`Footer/Links/MultiColumn`).
    const helper = taken.some((t) => name.startsWith(`${t}/`) && siteFileOf(siteDir, t) !== null);
    // A part of a component of the site's that is itself named (its `DocItem/Landing` of its `DocItem`) goes with it: one warning.
    const parts = name.split("/");
    const ofNamed = parts.slice(1).some((_, i) => siteFileOf(siteDir, parts.slice(0, i + 1).join("/")) !== null);
    if (taken.includes(name) || helper || ofNamed || seen.has(name)) continue;
    // Components are named in PascalCase; `prism/light` is a module of the site's own, which its code imports as `@theme/prism/light`.
    if (!/^[A-Z]/.test(name.split("/").at(-1) ?? "")) continue;
    // A component neither Docusaurus' theme nor ours has (`@theme/PlatformSupport`) is the site's own, shown where its code imports it.
    if (!CLASSIC_COMPONENTS.has(parts[0]) && !oursByName(SRC, name)) continue;
    seen.add(name);
    warnings.push({
      file: path.relative(siteDir, file),
      line: 1,
      message: `\`@theme/${name}\` is not a component this theme lets a site replace (${replaceableNames()}): the theme's own is shown`,
    });
  }
  return warnings;
}

/**
 * Navbar items of the site's own types (`type: 'custom-…'`) when the site has
 * no `src/theme/NavbarItem/ComponentTypes` to draw them: Docusaurus fails on
 * them; here each is left out, with a warning at its line of the config.
 * @param {string} siteDir
 * @param {import("../src/generated/types").SiteLink[]} navbar the site's navbar links
 * @returns {import("./protocol.mjs").ContentWarning[]}
 */
export function undrawnNavbarItems(siteDir, navbar) {
  const types = [...new Set(navbar.flatMap((link) => [link, ...(link.items ?? [])]).flatMap((link) => (link.custom ? [link.custom.type] : [])))];
  if (types.length === 0 || siteFileOf(siteDir, "NavbarItem/ComponentTypes")) return [];
  const config = readdirSync(siteDir).find((name) => /^docusaurus\.config\.[cm]?[jt]s$/.test(name)) ?? "docusaurus.config.js";
  let text = "";
  try {
    text = readFileSync(path.join(siteDir, config), "utf8");
  } catch {
    // The config's place is then its first line.
  }
  return types.map((type) => {
    const at = text.indexOf(type);
    return {
      file: config,
      line: at < 0 ? 1 : text.slice(0, at).split("\n").length,
      message: `a navbar item of type \`${type}\` is left out: no component draws it (Docusaurus takes one from src/theme/NavbarItem/ComponentTypes, which this site does not have)`,
    };
  });
}

/** The files `files` import by relative paths, and theirs in turn (absolute paths; what resolves to no file is left out). */
function importedBy(files) {
  const found = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const [, spec] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = resolveScript(path.resolve(path.dirname(file), spec));
      if (target && !found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return found;
}

/** The script file an import names without its extension (`./a` → a.tsx, a/index.ts), or null. */
function resolveScript(base) {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The components of Docusaurus' classic theme (their first name: `DocItem` of `DocItem/Layout`), which a site's src/theme replaces there. */
const CLASSIC_COMPONENTS = new Set(
  [
    "Admonition AnnouncementBar BackToTopButton Blog BlogArchivePage BlogAuthorsListPage BlogAuthorsPostsPage BlogLayout BlogListPage BlogListPaginator",
    "BlogPostItem BlogPostItems BlogPostPage BlogPostPaginator BlogSidebar BlogTagsListPage BlogTagsPostsPage CodeBlock CodeInline",
    "ColorModeToggle ContentVisibility Details DocBreadcrumbs DocCard DocCardList DocCategoryGeneratedIndexPage DocItem DocPaginator DocRoot DocSidebar DocSidebarItem",
    "DocSidebarItems DocTagDocListPage DocTagsListPage DocVersionBadge DocVersionBanner DocVersionRoot DocsRoot EditMetaRow EditThisPage",
    "ErrorPageContent Footer Heading Icon IdealImage LastUpdated Layout Logo MDXComponents MDXContent MDXPage Mermaid Navbar NavbarItem",
    "NotFound PaginatorNavLink Root SearchBar SearchMetadata SearchPage SearchTranslations SiteMetadata SkipToContent TOC TOCCollapsible TOCInline",
    "TOCItems TabItem Tabs Tag TagsListByLetter TagsListInline ThemeProvider ThemedImage Unlisted",
  ]
    .join(" ")
    .split(" "),
);

/** Our modules a site replaces to wrap the app in its own providers (shown only when replaced: `__SITE_WRAPS__`). */
export const WRAPPERS = [SWIZZLABLE.Root, SWIZZLABLE["Layout/Provider"]];

/** Where the import of an original module is marked, for the shell's bundlers (see `originalOf`). */
const ORIGINAL = "theme-original:";

const EXTENSIONS = [".tsx", ".ts", ".jsx", ".js"];

/** Packages the app provides to replaced components (one React, one router). */
const APP_PACKAGES = /^(react|react-dom|react-router|react-router-dom)(\/|$)/;

/** The classic preset's default `theme.customCss`, and the files Docusaurus' init template writes. */
const CUSTOM_CSS = ["src/css/custom.css"];

/** The site file replacing `name` (`src/theme/Navbar/index.tsx` or `src/theme/Navbar.tsx`), or null. */
export function siteFileOf(siteDir, name) {
  const base = path.join(siteDir, "src/theme", name);
  for (const candidate of [...EXTENSIONS.map((e) => path.join(base, `index${e}`)), ...EXTENSIONS.map((e) => base + e)]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * `@theme/CodeBlock` when site code imports the site's replacement of a
 * component by its path (`@site/src/theme/CodeBlock`, `../theme/CodeBlock`):
 * it is the component the pages show, the site's or, where it was left out,
 * ours. Null for any other path, and for the replacement's own files.
 * @param {string} siteDir
 * @param {string} target the import's path, absolute
 * @param {string} importer
 */
export function replacementImport(siteDir, target, importer) {
  const theme = path.join(siteDir, "src/theme");
  const name = path.relative(theme, target).split(path.sep).join("/").replace(/\.[jt]sx?$/, "").replace(/\/index$/, "");
  if (!Object.hasOwn(SWIZZLABLE, name) || !siteFileOf(siteDir, name)) return null;
  if (!path.relative(path.join(theme, name), importer).startsWith("..")) return null;
  return `@theme/${name}`;
}

/**
 * What the site changes of the theme: `replaced` (our module's path → the
 * site's file), `customCss` (files: `listed`, the config's `theme.customCss`
 * relative to the site, else src/css/custom.css), `key`, a hash of everything they may
 * read (src/theme, src/css, src/components and src/data, where they usually
 * import from, and the listed CSS), empty when the site changes nothing, and `shellKey`, the part
 * the replacements' scripts may read.
 * @param {string[] | null} [listed]
 */
export function siteTheme(siteDir, listed = null, tsx = false, clientModules = [], gtag = false) {
  const replaced = new Map();
  /** @type {import("./protocol.mjs").ContentWarning[]} replacements left out, each at the import that needs what we lack */
  const warnings = [];
  if (siteDir) {
    for (const [name, ours] of Object.entries(SWIZZLABLE)) {
      const file = siteFileOf(siteDir, name);
      if (!file) continue;
      const lacking = lackingThemeImport(siteDir, file);
      if (lacking) {
        warnings.push({
          file: path.relative(siteDir, lacking.file),
          line: lacking.line,
          message: `the site's \`@theme/${name}\` is not shown: it needs ${lacking.name ? `\`${lacking.name}\` of ` : ""}\`${lacking.spec}\`, a part of Docusaurus' theme this theme does not provide; the theme's own ${name} is shown`,
        });
        continue;
      }
      replaced.set(ours, file);
    }
  }
  const clients = siteDir ? clientModules.filter((f) => existsSync(path.join(siteDir, f))) : [];
  if (siteDir && (clients.length || gtag)) replaced.set(CLIENT_MODULES, clientModulesEntry(siteDir, clients, gtag));
  const customCss = siteDir ? (listed ?? CUSTOM_CSS).map((f) => path.resolve(siteDir, f)).filter((f) => existsSync(f)) : [];
  // Infima's layout classes, for a site with code or CSS of its own (a Docusaurus project's src/).
  const ownCode = !!siteDir && SITE_CODE_DIRS.some((d) => existsSync(path.join(siteDir, d)));
  const infima = customCss.length > 0 || ownCode;
  if (replaced.size === 0 && customCss.length === 0) return { replaced, customCss, infima, ownCode, tsx, key: infima ? "infima" : "", shellKey: "", warnings };
  const hashes = (dirs) =>
    dirs
      .flatMap((d) => filesBelow(path.join(siteDir, d)))
      .map((f) => `${path.relative(siteDir, f)}:${sha256Of(readFileSync(f))}`)
      .join("\n");
  // The shell holds the replacements' scripts only: a custom.css edit restyles pages without rebuilding it.
  // The config too: its plugins' `configureWebpack` (aliases, constants) shape how the replacements build.
  const clientKey = clients.map((f) => `\n${f}:${sha256Of(readFileSync(path.join(siteDir, f)))}`).join("");
  // Markdown under src/ a replacement may import (compiled by codegen, read by the shell's bundlers).
  const pages = path.join(siteDir, "src", "pages") + path.sep;
  const markdownKey = replaced.size
    ? filesBelow(path.join(siteDir, "src"))
        .filter((f) => /\.mdx?$/i.test(f) && !f.startsWith(pages))
        .map((f) => `\n${path.relative(siteDir, f)}:${sha256Of(readFileSync(f))}`)
        .join("")
    : "";
  const shellKey = replaced.size ? (tsx ? "tsx\n" : "") + hashes(["src/theme", "src/components", "src/data"]) + clientKey + markdownKey + `\nconfig:${siteConfigKey(siteDir)}` : "";
  const listedCss = customCss.map((f) => `${path.relative(siteDir, f)}:${sha256Of(readFileSync(f))}`).join("\n");
  // Tailwind makes the CSS from the classes every page and component names: any of them changes it.
  const postCss = usesPostCss(siteDir) ? `\npostcss:${postCssKey(siteDir)}` : "";
  return { replaced, customCss, infima, ownCode, tsx, key: hashes(["src/theme", "src/css", "src/components", "src/data"]) + listedCss + postCss, shellKey, warnings };
}

/** `@docusaurus/theme-classic/lib/theme/Heading` (or `…/Heading/index.js`): [, `Heading`]. */
const THEME_CLASSIC_FILE = /^@docusaurus\/theme-classic\/lib(?:-next)?\/theme\/(.+?)(?:\/index)?(?:\.js)?$/;

/** `@docusaurus/core/lib/client/exports/Link` (what `@docusaurus/Link` names): [, `Link`]. */
const CORE_CLIENT_FILE = /^@docusaurus\/core\/lib\/client\/exports\/([^/]+?)(?:\.js)?$/;

/**
 * A module of Docusaurus' packages by its file, as the name it has for site
 * code: a theme component (or its stylesheet) in the classic theme's package
 * is `@theme/X`; a client export of the core is `@docusaurus/X`.
 * @param {string} spec
 */
export function docusaurusAlias(spec) {
  const deep = THEME_CLASSIC_FILE.exec(spec);
  if (deep) return `@theme/${deep[1]}`;
  const client = CORE_CLIENT_FILE.exec(spec);
  return client ? `@docusaurus/${client[1]}` : spec;
}

/** Our module standing for the config's `clientModules`: the empty list, which a site's list replaces. */
export const CLIENT_MODULES = "docusaurus/clientModules.ts";

/**
 * The module that loads the config's `clientModules` (site-relative files) in
 * their order and lists them, written in the site's cache (only when it
 * changes): it takes the place of ours as any replacement does.
 * @param {string} siteDir
 * @param {string[]} files
 * @param {boolean} gtag whether gtag's page views follow (the config's gtag IDs, analytics.rs), after the site's modules as Docusaurus orders plugins' modules
 */
function clientModulesEntry(siteDir, files, gtag) {
  const entry = path.join(siteDir, ".build-cache", "client-modules.js");
  const spec = (/** @type {string} */ file) => JSON.stringify(`../${file}`);
  const scripts = files.filter((file) => !/\.(css|scss|sass|less)$/i.test(file));
  const ours = gtag ? [`import gtagPageViews from ${JSON.stringify(path.join(SRC, "docusaurus", "gtagPageViews.ts"))};`] : [];
  const text = [
    "// The config's clientModules, in its order (written by the build).",
    ...files.map((file) => (scripts.includes(file) ? `import * as client${scripts.indexOf(file)} from ${spec(file)};` : `import ${spec(file)};`)),
    ...ours,
    `export default [${[...scripts.map((_, i) => `client${i}`), ...(gtag ? ["gtagPageViews()"] : [])].join(", ")}];`,
    "",
  ].join("\n");
  if (!existsSync(entry) || readFileSync(entry, "utf8") !== text) {
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(entry, text);
  }
  return entry;
}

/** Our ui/src, where the theme's modules are. */
const SRC = path.join(import.meta.dirname, "..", "src");

/**
 * The first import, in `file` or the site's files it reaches, of a theme
 * module (`@theme/Icon/WordWrap`, `@docusaurus/theme-common/internal`) that
 * neither this theme nor the site's src/theme provides, as the replacements'
 * bundle resolves them (`replacementResolver`); null when there is none.
 * @param {string} siteDir
 * @param {string} file
 * @returns {{ file: string, line: number, spec: string, name?: string } | null} `name`: the name `spec` lacks, where it is there
 */
function lackingThemeImport(siteDir, file, seen = new Set()) {
  if (seen.has(file)) return null;
  seen.add(file);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  const values = valuesImported(file, text);
  for (const match of text.matchAll(IMPORTED)) {
    const written = match[1];
    const spec = docusaurusAlias(written);
    // Types only (`import type { WrapperProps } from "@docusaurus/types"`): the bundle drops the import.
    if (!values.has(written)) continue;
    const line = () => text.slice(0, match.index).split("\n").length;
    const theme = /^@(theme|theme-original|theme-init)\/(.+)$/.exec(spec);
    /** @type {string | null} a site file the import brings into the bundle */
    let next = null;
    /** @type {string | null | undefined} our module the import reaches */
    let ours;
    if (theme) {
      const own = theme[1] === "theme" ? siteFileOf(siteDir, theme[2]) : null;
      if (own && own !== file) {
        if (!SWIZZLABLE[theme[2]]) next = own;
      } else if (!(ours = oursByName(SRC, theme[2]))) return { file, line: line(), spec: written };
    } else if (spec.startsWith("@docusaurus/")) {
      const rel = `docusaurus/${spec.slice("@docusaurus/".length)}`;
      ours = [".tsx", ".ts"].map((e) => path.join(SRC, rel + e)).find((f) => existsSync(f));
      if (!ours) return { file, line: line(), spec: written };
    } else if (/^\.\.?\//.test(spec) || spec.startsWith("@site/")) {
      const target = spec.startsWith("@site/") ? path.join(siteDir, spec.slice(6)) : path.resolve(path.dirname(file), spec);
      // The site's replacement of a component by its path is that component, as the pages show it.
      if (!replacementImport(siteDir, target, file)) next = scriptFile(target);
    }
    // A name our module does not export (`ColorModeProvider` of `@docusaurus/theme-common/internal`); not a type, which the bundle drops.
    const missing = ours ? importedNames(text, match.index).find((name) => !exportsOf(ours).has(name) && values.has(`${written}\0${name}`)) : undefined;
    if (missing) return { file, line: line(), spec: written, name: missing };
    if (next && !next.split(path.sep).includes("node_modules") && !path.relative(siteDir, next).startsWith("..")) {
      const found = lackingThemeImport(siteDir, next, seen);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The names an `import { a, b as c } from` that ends at `at` (where its
 * `from` is) takes by name; none for another kind of import.
 * @param {string} text
 * @param {number} at
 */
function importedNames(text, at) {
  if (!text.startsWith("from", at)) return [];
  // The last `import` before it: without semicolons, the one before ends with no `;` between them.
  const [, typeOnly, clause = ""] = /\bimport\s+(type\s+)?((?:(?!\bimport\b)[^;])*?)\s*$/.exec(text.slice(Math.max(0, at - 2000), at)) ?? [];
  if (typeOnly) return [];
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? "";
  return braces
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0].trim())
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
}

/**
 * Each `spec` that `file` imports as a value, and `spec\0name` for each name it so imports (TypeScript's type-only
 * imports, which the bundle drops, are not: esbuild's transform finds them).
 * @param {string} file
 * @param {string} text
 */
function valuesImported(file, text) {
  let code = text;
  if (/\.tsx?$/.test(file)) {
    try {
      code = transformSync(text, { loader: file.endsWith(".ts") ? "ts" : "tsx", jsx: "preserve" }).code;
    } catch {
      // Unparsable here: the bundle will say where.
    }
  }
  return new Set([...code.matchAll(IMPORTED)].flatMap((m) => [m[1], ...importedNames(code, m.index).map((name) => `${m[1]}\0${name}`)]));
}

/** @type {Map<string, Set<string>>} */
const exportsCache = new Map();

/**
 * The names one of our modules exports, read from its TypeScript (values
 * and types alike, and what its `export *` brings).
 * @param {string} file
 * @returns {Set<string>}
 */
function exportsOf(file) {
  const known = exportsCache.get(file);
  if (known) return known;
  const names = new Set();
  exportsCache.set(file, names);
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/\bexport\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  for (const m of text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(",")) {
      const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/).at(-1)?.trim();
      if (name) names.add(name);
    }
  }
  for (const m of text.matchAll(/\bexport\s+\*\s+from\s+["']([^"']+)["']/g)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const target = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((e) => base + e).find((f) => existsSync(f));
    if (target) for (const name of exportsOf(target)) names.add(name);
  }
  return names;
}

/** The script `base` names (as written, with an extension, or as a folder's index), or null. */
export function scriptFile(base) {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((f) => EXTENSIONS.includes(path.extname(f)) && existsSync(f)) ?? null;
}

/** Folders whose presence says a site has code of its own. */
const SITE_CODE_DIRS = ["src/pages", "src/components", "src/theme"];

/** `@theme/X`'s module of ours, by Docusaurus' name, or null. */
function oursByName(src, name) {
  if (SWIZZLABLE[name]) return path.join(src, SWIZZLABLE[name]);
  for (const rel of [`docusaurus/theme/${name}`]) {
    // A file named with its extension: a stylesheet of the theme's (`DocItem/Layout/styles.module.css`).
    const found = ["", ...EXTENSIONS].map((e) => path.join(src, rel + e)).find((f) => existsSync(f) && statSync(f).isFile());
    if (found) return found;
  }
  return null;
}

/** The esbuild plugin resolving a replaced component's imports (see the file's comment). */
function replacementResolver(siteDir, src, markdown = { dir: "", modules: {} }) {
  return {
    name: "swizzle-resolve",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.inner) return undefined;
        const spec = docusaurusAlias(args.path);
        const where = `${path.relative(siteDir, args.importer)}`;
        // A path from the root (`/data.json`, `/src/components/Select`): in static/, then the site's folder, as webpack's `resolve.roots`.
        for (const candidate of rootCandidates(siteDir, spec)) {
          const found = await build.resolve(candidate, { resolveDir: siteDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
          if (!found.errors.length) return found;
        }
        const theme = /^@(theme|theme-original|theme-init)\/(.+)$/.exec(spec);
        if (theme) {
          const [, kind, name] = theme;
          // `@theme/X` is the site's own X where it has one, as Docusaurus' alias
          // makes it (an ejected Navbar imports its own `@theme/Navbar/Layout`),
          // but never the importing file itself, which reaches ours.
          const own = kind === "theme" ? siteFileOf(siteDir, name) : null;
          if (own && own !== args.importer) {
            // One we replace is taken in its place by the shell's bundlers; any other is bundled in.
            if (SWIZZLABLE[name]) return { path: path.join(src, SWIZZLABLE[name]), external: true };
            return build.resolve(own, { resolveDir: siteDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
          }
          const ours = oursByName(src, name);
          if (!ours) return { errors: [{ text: `${where} imports \`${spec}\`, which this theme does not provide` }] };
          // A stylesheet of ours (`DocItem/Layout/styles.module.css`) is bundled with the replacement, as its own CSS is.
          if (ours.endsWith(".css")) return { path: ours };
          return { path: ORIGINAL + ours, external: true };
        }
        if (spec.startsWith("@docusaurus/")) {
          const rel = `docusaurus/${spec.slice("@docusaurus/".length)}`;
          const found = [".tsx", ".ts"].map((e) => path.join(src, rel + e)).find((f) => existsSync(f));
          if (!found) return { errors: [{ text: `${where} imports \`${spec}\`, which this theme does not provide` }] };
          return { path: found, external: true };
        }
        if (APP_PACKAGES.test(spec)) {
          // A package's `require("react")` (a UMD build) cannot reach an external in an ES module: it gets a module importing it.
          return args.kind === "require-call" ? { path: spec, namespace: "app-require" } : { path: spec, external: true };
        }
        if (spec.startsWith("@site/") || /^\.\.?\//.test(spec)) {
          const target = spec.startsWith("@site/") ? path.join(siteDir, spec.slice(6)) : path.resolve(args.resolveDir, spec);
          // A Markdown file is the component codegen compiled it into, as for the site's other code (the shell's bundlers read it from the site's generated folder).
          if (/\.mdx?$/i.test(target)) {
            const module = markdown.modules[path.relative(siteDir, target).split(path.sep).join("/")];
            if (module) return { path: path.join(markdown.dir, module), external: true };
          }
          // The site's replacement of a component by its path is that component: the shell's bundlers take it in place of ours.
          const replacing = replacementImport(siteDir, target, args.importer);
          if (replacing) return { path: path.join(src, SWIZZLABLE[replacing.slice("@theme/".length)]), external: true };
          if (spec.startsWith("@site/")) return build.resolve(target, { resolveDir: siteDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
        }
        return undefined;
      });
      build.onLoad({ filter: /.*/, namespace: "app-require" }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)};\nexport { default } from ${JSON.stringify(args.path)};\n`,
        loader: "js",
        resolveDir: siteDir,
      }));
    },
  };
}

/**
 * The esbuild plugin for images a replacement imports, as Docusaurus' loaders
 * give them: an SVG is a component (SVGR's, `import Logo from './logo.svg'` or
 * `require(…).default`), another image by `require` is a module whose default
 * is its URL (here a data URL, the replacements' files being inline); in CSS
 * they stay URLs.
 * @param {string} siteDir
 */
function replacementImages(siteDir) {
  return {
    name: "swizzle-images",
    setup(build) {
      build.onResolve({ filter: /\.(svg|png|jpe?g|gif|webp)$/i }, async (args) => {
        if (args.pluginData?.image || args.kind === "url-token") return undefined;
        // `/img/icon.svg`: in static/ (or the site's folder), as Docusaurus' bundler finds it.
        const spec = rootCandidates(siteDir, args.path).find((candidate) => existsSync(candidate)) ?? args.path;
        const resolved = await build.resolve(spec, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { image: true } });
        if (resolved.errors.length) return { errors: resolved.errors };
        if (/\.svg$/i.test(resolved.path)) return { path: resolved.path, namespace: "swizzle-svg" };
        return args.kind === "require-call" ? { path: resolved.path, namespace: "swizzle-image-require" } : resolved;
      });
      build.onLoad({ filter: /.*/, namespace: "swizzle-svg" }, (args) => ({
        contents: svgComponent(readFileSync(args.path, "utf8"), path.relative(siteDir, args.path)),
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /.*/, namespace: "swizzle-image-require" }, (args) => ({
        contents: `export { default } from ${JSON.stringify(args.path)};`,
        loader: "js",
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * Bundles the replacements into `dir` (`<Name>.js`, and the chunks they
 * share): in one build, so a module two of them import (a React context a
 * `Root` provides and a component reads) is one module. Returns the entry
 * file by our module's path, every file written, and the CSS they hold
 * (their CSS modules, plain CSS). `platform`: the browser's copy, or the pre-render step's (`node`).
 * @param {{ ui: string, siteDir: string, replaced: Map<string, string>, tsx: boolean, dir?: string, platform?: import("esbuild").Platform, markdown?: { dir: string, modules: Record<string, string> } }} options
 */
async function bundleReplacements({ ui, siteDir, replaced, tsx, dir, platform = "browser", markdown = undefined }) {
  const src = path.join(ui, "src");
  if (dir) mkdirSync(dir, { recursive: true });
  const outdir = dir ?? path.join(siteDir, ".build-cache", "swizzle-out");
  const nameOf = (/** @type {string} */ ours) => ours.replaceAll("/", "-").replace(/\.tsx?$/, "");
  const webpack = await siteWebpack(siteDir, false);
  let result;
  try {
    result = await esbuildBuild({
      entryPoints: [...replaced].map(([ours, file]) => ({ in: file, out: nameOf(ours) })),
      absWorkingDir: siteDir,
      outdir,
      write: false,
      bundle: true,
      splitting: true,
      chunkNames: "chunk-[hash]",
      format: "esm",
      // The pre-render step's copy takes packages' Node builds, as site code's does: a browser build may touch `document` as it loads.
      platform,
      target: "es2020",
      jsx: "automatic",
      charset: "utf8",
      minifyWhitespace: true,
      // Functions keep their names through the shell's minifier: a site's component may tell
      // MDXComponents' `h2` by `child.type.name === "h2"`, which Docusaurus' terser leaves true.
      keepNames: true,
      loader: { ".js": "jsx", ".png": "dataurl", ".jpg": "dataurl", ".svg": "dataurl", ".gif": "dataurl", ".webp": "dataurl" },
      // webpack gives browser code Node's `global` (its `node.global`, on by default).
      define: { ...(platform === "node" ? {} : { global: "globalThis" }), ...webpack.define, "process.env.NODE_ENV": JSON.stringify("production") },
      ...(platform === "node" ? { banner: { js: NODE_REQUIRE } } : {}),
      resolveExtensions: [...webpack.extensions, ".tsx", ".ts", ".jsx", ".js", ".css", ".json"],
      logLevel: "silent",
      plugins: [aliasPlugin(webpack.alias), replacementImages(siteDir), replacementResolver(siteDir, src, markdown), { name: "site-babel", setup: (build) => onLoadSiteScripts(build, siteDir, new Set(), tsx) }, preprocessedStyles(siteDir, new Set()), postCssFiles(siteDir)],
    });
  } catch (error) {
    const failure = /** @type {Partial<import("esbuild").BuildFailure> | undefined} */ (error);
    if (failure?.errors?.length) throw authored(`src/theme does not build:\n${formatMessages(siteDir, failure.errors)}`);
    throw error;
  }
  let css = "";
  /** @type {string[]} */
  const written = [];
  for (const output of result.outputFiles) {
    if (output.path.endsWith(".js")) {
      const out = path.join(dir ?? outdir, path.relative(outdir, output.path));
      if (dir) writeFileSync(out, output.text);
      written.push(out);
    } else if (output.path.endsWith(".css")) css += output.text;
  }
  const files = new Map([...replaced.keys()].map((ours) => [path.join(src, ours), path.join(dir ?? outdir, `${nameOf(ours)}.js`)]));
  return { files, written, css };
}

/**
 * The shell's side of swizzling: bundles the replacements into `dir` and
 * returns `plugin(kind)` (a Rolldown or esbuild plugin that puts them in
 * place of our modules and resolves their imports from ui/) and `css`.
 */
export async function replacements({ ui, siteDir, theme, dir }) {
  const src = path.join(ui, "src");
  const bundled = (/** @type {import("esbuild").Platform} */ platform) =>
    theme.replaced.size ? bundleReplacements({ ui, siteDir, replaced: theme.replaced, tsx: theme.tsx, dir: path.join(dir, platform), platform, markdown: theme.markdown }) : { files: new Map(), written: [] };
  const both = () => Promise.all([bundled("browser"), bundled("node")]);
  /** @type {import("./protocol.mjs").ContentWarning[]} */
  let dropped = [];
  const [browser, node] = await both().catch(async (/** @type {any} */ error) => {
    // One replacement that does not build (an import no bundler here reads) leaves the others and the theme's own in place.
    if (!error?.authored) throw error;
    dropped = await unbuildable({ ui, siteDir, theme, dir: path.join(dir, "probe") });
    if (dropped.length === 0) throw error;
    dropReplacements(theme, dropped, siteDir);
    return both();
  });
  const forBrowser = placing(src, browser);
  const forNode = placing(src, node);
  const rolldown = {
    name: "swizzle",
    async resolveId(spec, importer) {
      const found = forBrowser.target(spec, importer);
      if (found) return found.file;
      // The replacements' packages (React, the router) are the app's.
      if (importer && forBrowser.outputs.has(importer) && /^[^./\0]/.test(spec)) return this.resolve(spec, path.join(src, "App.tsx"), { skipSelf: true });
      return null;
    },
  };
  const esbuild = {
    name: "swizzle",
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        const found = forNode.target(args.path, args.importer);
        return found ? { path: found.file } : undefined;
      });
    },
  };
  const ours = new Map([...browser.files, ...node.files].map(([mine, out]) => [out, mine]));
  return { rolldown, esbuild, dir, ourOf: (id) => ours.get(id) ?? id, dropped };
}

/**
 * The replacements that do not build on their own (each bundled alone, for
 * the browser), as warnings naming the component and the bundler's first
 * complaint, at the replacement's file.
 */
async function unbuildable({ ui, siteDir, theme, dir }) {
  /** @type {import("./protocol.mjs").ContentWarning[]} */
  const found = [];
  for (const [ours, file] of theme.replaced) {
    try {
      await bundleReplacements({ ui, siteDir, replaced: new Map([[ours, file]]), tsx: theme.tsx, dir, platform: "browser", markdown: theme.markdown });
    } catch (error) {
      if (!(/** @type {any} */ (error)?.authored)) throw error;
      const name = Object.keys(SWIZZLABLE).find((key) => SWIZZLABLE[key] === ours) ?? ours;
      const why = String(/** @type {Error} */ (error).message).split("\n").slice(1).find((line) => line.trim()) ?? "";
      found.push({ file: path.relative(siteDir, file), line: 1, message: `the site's \`@theme/${name}\` is not shown: it does not build here (${why.trim()}); the theme's own ${name} is shown` });
    }
  }
  return found;
}

/**
 * Takes the replacements `dropped` names (by their files in `siteDir`) out
 * of `theme`, with their warnings: after they fail to build, and in the
 * builds that reuse the shell made without them (shell.json keeps the list).
 * @param {{ replaced: Map<string, string>, warnings: import("./protocol.mjs").ContentWarning[] }} theme
 * @param {import("./protocol.mjs").ContentWarning[]} dropped
 * @param {string} siteDir
 */
export function dropReplacements(theme, dropped, siteDir) {
  for (const warning of dropped) {
    for (const [ours, file] of theme.replaced) if (path.relative(siteDir, file) === warning.file) theme.replaced.delete(ours);
    if (!theme.warnings.some((w) => w.message === warning.message)) theme.warnings.push(warning);
  }
}

/**
 * How one bundle of the replacements takes our modules' places: `target`,
 * the file our module `spec` (from `importer`) names, replaced or not (null
 * when it is none of ours), and `outputs`, the replacements' files.
 * @param {string} src
 * @param {{ files: Map<string, string>, written: string[] }} bundle
 */
function placing(src, { files, written }) {
  // The replacements and the chunks they share: their own imports are theirs, not ours.
  const outputs = new Set(written);
  /** @type {(spec: string, importer: string | undefined) => { file: string, original: boolean } | null} */
  const target = (spec, importer) => {
    if (spec.startsWith(ORIGINAL)) return { file: spec.slice(ORIGINAL.length), original: true };
    /** @type {string | null} */
    let abs = null;
    if (path.isAbsolute(spec)) abs = spec;
    else if (importer && /^\.\.?\//.test(spec) && !outputs.has(importer)) abs = path.resolve(path.dirname(importer), spec);
    if (!abs || path.relative(src, abs).startsWith("..")) return null;
    const file = ["", ".tsx", ".ts"].map((e) => abs + e).find((f) => files.has(f));
    return file ? { file: /** @type {string} */ (files.get(file)), original: false } : null;
  };
  return { target, outputs };
}

/**
 * The site's CSS after the theme's: its replaced components' and its custom
 * CSS, bundled (url() assets inlined), then our variables taken from the
 * Infima names it sets.
 */
export async function siteCss({ ui, siteDir, theme, baseUrl = "/" }) {
  let css = theme.infima ? (await esbuildBuild({ entryPoints: [path.join(ui, "src/docusaurus/infima.css")], minify: true, write: false, logLevel: "silent" })).outputFiles[0].text : "";
  css += theme.replaced.size ? (await bundleReplacements({ ui, siteDir, replaced: theme.replaced, tsx: theme.tsx, markdown: theme.markdown })).css : "";
  for (const file of theme.customCss) {
    const result = await esbuildBuild({
      entryPoints: [file],
      absWorkingDir: siteDir,
      bundle: true,
      minify: true,
      write: false,
      logLevel: "silent",
      loader: { ".png": "dataurl", ".jpg": "dataurl", ".svg": "dataurl", ".gif": "dataurl", ".webp": "dataurl", ".woff": "dataurl", ".woff2": "dataurl", ".ttf": "dataurl" },
      plugins: [
        { name: "static-urls", setup: (build) => build.onResolve({ filter: /^(\/|@site\/)/ }, (args) => staticUrl(siteDir, args, baseUrl) ?? undefined) },
        // A `theme.customCss` in Sass or Less (`custom.scss`, with docusaurus-plugin-sass or -less), compiled as site code's is.
        preprocessedStyles(siteDir, new Set()),
        postCssFiles(siteDir),
      ],
    }).catch((/** @type {import("esbuild").BuildFailure} */ failure) => {
      if (failure?.errors?.length) throw authored(`the site's CSS does not build:\n${formatMessages(siteDir, failure.errors)}`);
      throw failure;
    });
    // One output (url() files are inlined): esbuild names it <stdout>.
    css += result.outputFiles[0]?.text ?? "";
  }
  return infimaNavbar(css) + css + infimaMapping(css);
}

/**
 * Infima's navbar colours a site sets (`--ifm-navbar-background-color`,
 * `--ifm-navbar-link-color`, its hover), applied to our navbar as Infima
 * applies them: before the site's own rules, which then win, and under the
 * config's `navbar.style`, which sets the same names on the navbar itself.
 * @param {string} siteCssText
 */
export function infimaNavbar(siteCssText) {
  const set = new Set([...siteCssText.matchAll(/(--ifm-navbar-[\w-]+)\s*:/g)].map((m) => m[1]));
  const links = ".navbar-brand,.navbar-links>li>a,.navbar-links>li>details>summary";
  // Each with ours after it, for the colour mode the site sets none in.
  const rules = [
    ["--ifm-navbar-background-color", ".navbar{background:var(--ifm-navbar-background-color,var(--ao-bg))}"],
    ["--ifm-navbar-link-color", `${links}{color:var(--ifm-navbar-link-color,var(--ao-text))}`],
    ["--ifm-navbar-link-hover-color", ".navbar-links>li>a:hover,.navbar-links>li>details>summary:hover{color:var(--ifm-navbar-link-hover-color,var(--ao-primary))}"],
  ];
  return rules.filter(([name]) => set.has(name)).map(([, rule]) => rule).join("");
}

/** Infima's custom properties a site sets, and ours that follow them. */
const INFIMA = {
  "--ifm-color-primary": ["--ao-primary"],
  "--ifm-color-primary-dark": ["--ao-primary-strong"],
  "--ifm-background-color": ["--ao-bg"],
  "--ifm-font-color-base": ["--ao-text"],
  "--ifm-font-family-base": ["--ao-font"],
  "--ifm-font-family-monospace": ["--ao-mono"],
  "--ifm-navbar-height": ["--ao-navbar-height"],
  "--ifm-global-radius": ["--ao-radius"],
  "--ifm-code-background": ["--ao-bg-code"],
};

/** Infima's variables that Infima itself sets again in dark mode: a site's light value does not reach it there. */
const INFIMA_PER_MODE = new Set(["--ifm-background-color", "--ifm-font-color-base", "--ifm-code-background"]);

/**
 * The Infima names the site's CSS sets, in light (rules for the page as a
 * whole) and in dark (rules under `[data-theme='dark']`).
 * @param {string} siteCssText
 */
function infimaSet(siteCssText) {
  const light = new Set();
  const dark = new Set();
  for (const [, selector, body] of siteCssText.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const modes = /data-theme\s*=\s*['"]?dark/.test(selector) ? dark : light;
    for (const m of body.matchAll(/(--ifm-[\w-]+)\s*:/g)) modes.add(m[1]);
  }
  return { light, dark, any: new Set([...light, ...dark]) };
}

/**
 * Our variables defined from the Infima names the site's CSS sets (only
 * those, and only in the colour modes it sets them in: an Infima name nobody
 * set would leave ours undefined), so a site's brand colour and fonts carry over.
 */
export function infimaMapping(siteCssText) {
  const set = infimaSet(siteCssText);
  /** @type {Record<string, string[]>} declarations by the selector of the modes they hold in */
  const byModes = { ":root,[data-theme=dark]": [], ":root:not([data-theme=dark])": [], "[data-theme=dark]": [] };
  for (const [infima, ours] of Object.entries(INFIMA)) {
    const light = set.light.has(infima);
    const dark = set.dark.has(infima);
    if (!light && !dark) continue;
    const both = light && (dark || !INFIMA_PER_MODE.has(infima));
    const selector = both ? ":root,[data-theme=dark]" : light ? ":root:not([data-theme=dark])" : "[data-theme=dark]";
    byModes[selector].push(...ours.map((name) => `${name}:var(${infima})`));
  }
  let css = Object.entries(byModes)
    .filter(([, declarations]) => declarations.length)
    .map(([selector, declarations]) => `${selector}{${declarations.join(";")}}`)
    .join("");
  const setAnywhere = set.any;
  // Ours has no variable for it: the rule it sizes, after ours.
  if (setAnywhere.has("--ifm-code-font-size")) css += "code{font-size:var(--ifm-code-font-size)}";
  // Infima names the site reads but does not set (an icon coloured with
  // `--ifm-navbar-link-color`): given our values, in both colour modes.
  const read = new Set([...siteCssText.matchAll(/var\(\s*(--ifm-[\w-]+)/g)].map((m) => m[1]));
  const given = Object.entries(INFIMA_READ).filter(([infima]) => read.has(infima) && !setAnywhere.has(infima));
  if (given.length) css += `:root,[data-theme=dark]{${given.map(([infima, value]) => `${infima}:${value}`).join(";")}}`;
  return css;
}

/** What Infima's variables that site CSS commonly reads are in our theme. */
const INFIMA_READ = {
  "--ifm-color-primary": "var(--ao-primary)",
  "--ifm-color-primary-dark": "var(--ao-primary-strong)",
  "--ifm-color-primary-darker": "var(--ao-primary-strong)",
  "--ifm-color-primary-darkest": "var(--ao-primary-strong)",
  "--ifm-color-primary-light": "var(--ao-primary)",
  "--ifm-color-primary-lighter": "var(--ao-primary)",
  "--ifm-color-primary-lightest": "var(--ao-primary)",
  "--ifm-link-color": "var(--ao-primary)",
  "--ifm-background-color": "var(--ao-bg)",
  "--ifm-background-surface-color": "var(--ao-bg)",
  "--ifm-font-color-base": "var(--ao-text)",
  "--ifm-heading-color": "var(--ao-text)",
  "--ifm-color-content": "var(--ao-text)",
  "--ifm-color-content-secondary": "var(--ao-text-soft)",
  "--ifm-navbar-link-color": "var(--ao-text)",
  "--ifm-navbar-link-hover-color": "var(--ao-primary)",
  "--ifm-color-emphasis-100": "var(--ao-bg-soft)",
  "--ifm-color-emphasis-200": "var(--ao-bg-soft)",
  "--ifm-color-emphasis-300": "var(--ao-border)",
  "--ifm-color-emphasis-600": "var(--ao-text-soft)",
  "--ifm-color-emphasis-700": "var(--ao-text-soft)",
  "--ifm-color-emphasis-800": "var(--ao-text)",
  "--ifm-color-emphasis-900": "var(--ao-text)",
  "--ifm-font-family-base": "var(--ao-font)",
  "--ifm-font-family-monospace": "var(--ao-mono)",
  "--ifm-global-radius": "var(--ao-radius)",
  "--ifm-navbar-height": "var(--ao-navbar-height)",
  "--ifm-code-background": "var(--ao-bg-code)",
  "--ifm-transition-fast": "200ms",
  "--ifm-transition-timing-default": "cubic-bezier(0.08, 0.52, 0.52, 1)",
  "--ifm-spacing-horizontal": "1rem",
  "--ifm-spacing-vertical": "1rem",
};
