// `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks that site
// code calls (a version switcher, a link that keeps the reader's version), on
// the versions the build read (generated/docs-plugins, from content-model's
// `DocsPluginMeta`). The plugin and version on screen are the ones whose route
// holds the page's address, as in Docusaurus. Left out: each version's list of
// docs (`docs` is empty, so no hook suggests a doc by id). `useDoc` reads the
// doc page's own provider (theme/docContext).
import { useContext } from "react";
import { useLocation } from "react-router-dom";

import { DEFAULT_PLUGIN_ID } from "../../constants";
import { docsById, type VersionDoc } from "../../generated/docs-by-id";
import { docsPlugins } from "../../generated/docs-plugins";
import { docsSidebars } from "../../generated/docs-sidebars";
import type { DocsPluginMeta, VersionMeta } from "../../generated/types";
import { instanceOf, savePreferredVersion, useActiveDoc, usePreferredVersion } from "../../runtime/docsVersions";
import { servedPath } from "../../runtime/routes";
import type { SidebarItem } from "../../generated/types";
import { DocMetaContext } from "../../theme/docContext";
import { docusaurusLink, docusaurusToc } from "../../theme/docusaurusProps";
import { categoriesTo, CurrentDocSidebarContext, siblingsOf } from "../../theme/docSidebarContext";
import { sidebarBreadcrumbs } from "./sidebarItems";
import { ReactContextError } from "../theme-common/hooks";

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

/** Whether the address `path` is the route `root` or below it. */
function isUnder(path: string, root: string): boolean {
  const trimmed = root.replace(/\/$/, "");
  return trimmed === "" || path === trimmed || path.startsWith(`${trimmed}/`);
}

/** The doc id the route of a version's page means: its path below the version's root. */
function idBelow(version: VersionMeta, route: string): string {
  const rest = route.slice(version.path.replace(/\/$/, "").length).replace(/^\/|\/$/g, "");
  return rest === "" ? "index" : decodeURIComponent(rest);
}

/**
 * A version as Docusaurus' global data has it. Of its docs only the main one
 * is listed (the whole list would weigh on every page): what a version
 * banner links to (`version.docs.find((doc) => doc.id === version.mainDocId)`).
 */
function globalVersion(version: VersionMeta): GlobalVersion {
  const mainDocId = idBelow(version, version.main_doc);
  return { name: version.name, label: version.label, isLast: version.is_last, path: version.path, mainDocId, docs: [{ id: mainDocId, path: servedPath(version.main_doc) }], draftIds: [], sidebars: {} };
}

const allData: Record<string, GlobalPluginData> = Object.fromEntries(
  docsPlugins.map((plugin: DocsPluginMeta) => [plugin.id, { path: plugin.path, versions: plugin.versions.map(globalVersion), breadcrumbs: true }]),
);

function pluginMeta(pluginId: string | undefined): DocsPluginMeta {
  const id = pluginId ?? DEFAULT_PLUGIN_ID;
  const meta = docsPlugins.find((plugin) => plugin.id === id);
  if (!meta) throw new Error(`the site has no docs plugin with id "${id}" (it has ${docsPlugins.map((p) => `"${p.id}"`).join(", ") || "none"})`);
  return meta;
}

function pluginData(pluginId: string | undefined): GlobalPluginData {
  return allData[pluginMeta(pluginId).id]!;
}

/** Of `versions`, the one whose route holds `path` (the longest such), if any. */
function versionAt<V extends { path: string }>(versions: V[], path: string): V | undefined {
  let found: V | undefined;
  for (const version of versions) {
    if (isUnder(path, version.path) && (!found || version.path.length > found.path.length)) found = version;
  }
  return found;
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return allData;
}

export function useDocsData(pluginId?: string): GlobalPluginData {
  return pluginData(pluginId);
}

/** The docs plugin whose route holds the page on screen (the longest such), if any. */
export function useActivePlugin(_options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const { pathname } = useLocation();
  let found: ActivePlugin | undefined;
  for (const [pluginId, data] of Object.entries(allData)) {
    if (isUnder(pathname, data.path) && (!found || data.path.length > found.pluginData.path.length)) found = { pluginId, pluginData: data };
  }
  if (!found && _options.failfast) throw new Error(`the page ${pathname} is under no docs plugin's route`);
  return found;
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: ActivePlugin; activeVersion?: GlobalVersion } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  return activePlugin ? { activePlugin, activeVersion: versionAt(activePlugin.pluginData.versions, pathname) } : undefined;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return pluginData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = pluginData(pluginId).versions;
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { pathname } = useLocation();
  return versionAt(pluginData(pluginId).versions, pathname);
}

/** The version on screen and its doc: the page's own address, when it is under one of the plugin's versions. */
export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const { pathname } = useLocation();
  const shown = useActiveDoc();
  const data = pluginData(pluginId);
  const activeVersion = versionAt(data.versions, pathname);
  if (!activeVersion) return { activeVersion, activeDoc: undefined, alternateDocVersions: {} };
  const meta = pluginMeta(pluginId).versions.find((v) => v.name === activeVersion.name)!;
  const activeDoc = { id: idBelow(meta, pathname), path: pathname };
  // The doc's pages in the other versions, where the doc page said (versioned sites).
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  for (const link of shown?.path === pathname ? shown.alternates : []) alternateDocVersions[link.version] = { id: activeDoc.id, path: link.path };
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function useDocsPreferredVersion(pluginId?: string): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  const id = pluginId ?? DEFAULT_PLUGIN_ID;
  const plugin = instanceOf(id);
  const stored = usePreferredVersion(plugin);
  const versions = pluginData(id).versions;
  const preferredVersion = versions.find((v) => v.name === stored) ?? null;
  return { preferredVersion, savePreferredVersionName: (name) => savePreferredVersion(name, plugin) };
}

/** The versions to take a version-less link to, best first: the one on screen, the chosen one, the latest. */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const active = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [...new Set([active, preferredVersion, latest].filter((v): v is GlobalVersion => !!v))];
}

export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion: GlobalDoc | undefined; latestVersionSuggestion: GlobalVersion | undefined } {
  const latest = useLatestVersion(pluginId);
  const { activeVersion, alternateDocVersions } = useActiveDocContext(pluginId);
  const away = activeVersion && activeVersion.name !== latest.name;
  return { latestDocSuggestion: away ? alternateDocVersions[latest.name] : undefined, latestVersionSuggestion: away ? latest : undefined };
}

/** The docs version whose route holds `path` (of any docs plugin), with its plugin's id. */
function docsVersionAt(path: string): { pluginId: string; version: VersionMeta } | undefined {
  for (const plugin of docsPlugins) {
    const version = versionAt(plugin.versions, path);
    if (version) return { pluginId: plugin.id, version };
  }
  return undefined;
}

/**
 * The version of the docs page on screen, as a doc page's version provider
 * gives it, with its `docs` by id (`{id, title, description, sidebar}`).
 */
export function useDocsVersion(): { pluginId: string; version: string; label: string; banner: string | null; badge: boolean; noIndex: boolean; className: string; isLast: boolean; docs: Record<string, VersionDoc> } {
  const { pathname } = useLocation();
  const found = docsVersionAt(pathname);
  if (!found) throw new Error(`useDocsVersion: the page ${pathname} is in no docs version`);
  const { pluginId, version } = found;
  return { pluginId, version: version.name, label: version.label, banner: version.banner ?? null, badge: version.badge, noIndex: version.no_index, className: version.class_name, isLast: version.is_last, docs: docsById[version.path] ?? {} };
}

/** A doc of the version on screen by its id (undefined for none asked); one it lacks is the error Docusaurus gives. */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

/** Each version's doc ids by route, made once per version (a sidebar of thousands of docs converts in linear time). */
const idsByPath = new Map<string, Map<string, string>>();

/** The id of the doc at route `path`, as Docusaurus' sidebar links carry it (`docId`). */
function docIdAt(path: string): string | undefined {
  const found = docsVersionAt(path);
  if (!found) return undefined;
  let ids = idsByPath.get(found.version.path);
  if (!ids) {
    ids = new Map(Object.values<VersionDoc>(docsById[found.version.path] ?? {}).map((doc) => [doc.path, doc.id]));
    idsByPath.set(found.version.path, ids);
  }
  return ids.get(path);
}

/**
 * The doc on screen, in Docusaurus' shape: `metadata` (id, title,
 * description, permalink, editUrl, last update, tags, version, previous and
 * next), `frontMatter` (the keys this generator does not read itself), `toc`
 * and `contentTitle`. Outside a doc page, the error Docusaurus gives.
 */
export function useDoc() {
  const meta = useContext(DocMetaContext);
  if (!meta) throw new ReactContextError("DocProvider");
  // The keys this theme reads itself, as the doc wrote them (an ejected DocItem/Layout asks `hide_table_of_contents`).
  const frontMatter = { ...(meta.hide_toc ? { hide_table_of_contents: true } : {}), ...(meta.hide_title ? { hide_title: true } : {}), ...(meta.custom_front_matter ?? {}) } as Record<string, unknown>;
  const updatedAt = meta.last_update?.at ? Date.parse(meta.last_update.at) : undefined;
  return {
    metadata: {
      id: meta.id,
      title: meta.title,
      description: meta.description,
      permalink: servedPath(meta.path),
      editUrl: meta.edit_url ?? undefined,
      lastUpdatedAt: updatedAt,
      lastUpdatedBy: meta.last_update?.author ?? undefined,
      tags: (meta.tags ?? []).map((t) => ({ label: t.label, permalink: servedPath(t.path), description: t.description ?? undefined })),
      version: meta.version,
      previous: docusaurusLink(meta.previous),
      next: docusaurusLink(meta.next),
      frontMatter,
    },
    frontMatter,
    toc: docusaurusToc(meta),
    contentTitle: meta.heading ?? meta.title,
    assets: {},
  };
}

/** A sidebar item as Docusaurus' hooks give it: `type`, `href` with the base URL, `label`. */
export type DocusaurusSidebarItem =
  | { type: "link"; href: string; label: string; description?: string; docId?: string | null }
  | { type: "category"; label: string; href?: string; description?: string; collapsed: boolean; collapsible: boolean; items: DocusaurusSidebarItem[] }
  | { type: "html"; value: string };

export function asDocusaurusItem(item: SidebarItem): DocusaurusSidebarItem {
  switch (item.kind) {
    case "doc":
      return { type: "link", href: servedPath(item.path), label: item.label, docId: docIdAt(item.path) };
    case "link":
      return { type: "link", href: item.href.startsWith("/") ? servedPath(item.href) : item.href, label: item.label, description: item.description ?? undefined };
    case "html":
      return { type: "html", value: item.value };
    case "category":
      return {
        type: "category",
        label: item.label,
        href: item.path ? servedPath(item.path) : undefined,
        collapsed: item.items_from !== null,
        collapsible: item.collapsible !== false,
        items: item.items.map(asDocusaurusItem),
      };
  }
}

/**
 * The deepest category holding the page on screen (a category's own page:
 * that category), in Docusaurus' shape: what a category page lists with
 * `<DocCardList items={useCurrentSidebarCategory().items} />`. On a page no
 * category holds, the error Docusaurus gives.
 */
export function useCurrentSidebarCategory(): Extract<DocusaurusSidebarItem, { type: "category" }> {
  const sidebar = useWholeSidebar();
  if (!sidebar) throw new Error("Unexpected: cant find current sidebar in context");
  const category = categoriesTo(sidebar.items, sidebar.current)?.at(-1);
  if (!category) throw new Error(`${servedPath(sidebar.current)} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return asDocusaurusItem(category) as Extract<DocusaurusSidebarItem, { type: "category" }>;
}

/** The items from the sidebar's top down to the doc on screen, in Docusaurus' shape; null outside a doc with a sidebar. */
export function useSidebarBreadcrumbs(): DocusaurusSidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  // Items' addresses carry the base URL; the router's path is below it.
  return sidebar ? sidebarBreadcrumbs(sidebar.items, servedPath(pathname)) : null;
}

/** Docusaurus' search tag of a docs version (`docs-default-current`). */
export function getDocsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** Each docs plugin's preferred version (the reader's stored one), by plugin id. */
export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  return Object.fromEntries(docsPlugins.map((plugin) => [plugin.id, useDocsPreferredVersion(plugin.id).preferredVersion]));
}

/** The search tags of the versions a search should look in: each plugin's on screen, else preferred, else latest. */
export function useDocsContextualSearchTags(): string[] {
  const active = useActivePluginAndVersion();
  const preferred = useDocsPreferredVersionByPluginId();
  return docsPlugins.map((plugin) => {
    const shown = active?.activePlugin.pluginId === plugin.id ? active.activeVersion : undefined;
    const version = shown ?? preferred[plugin.id] ?? pluginData(plugin.id).versions.find((v) => v.isLast);
    return getDocsVersionSearchTag(plugin.id, version?.name ?? "current");
  });
}

export {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  findSidebarCategory,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useVisibleSidebarItems,
} from "./sidebarItems";

/**
 * The items beside the page on screen, in Docusaurus' shape: those of the
 * deepest category holding it (a category's own page: that category's
 * items), or the sidebar's top level, as Docusaurus 3.8's hook gives them.
 */
export function useCurrentSidebarSiblings(): DocusaurusSidebarItem[] {
  const sidebar = useWholeSidebar();
  if (!sidebar) throw new Error("Unexpected: cant find current sidebar in context");
  return asDocusaurusItems(siblingsOf(sidebar.items, sidebar.current));
}

/**
 * The doc page's sidebar whole, with its name: the page itself carries a view
 * whose closed categories are empty (codegen's sidebar_views), and site code
 * walks every item, as Docusaurus gives them.
 */
function useWholeSidebar(): { name: string; items: SidebarItem[]; current: string } | null {
  const sidebar = useContext(CurrentDocSidebarContext);
  const name = useContext(DocMetaContext)?.sidebar;
  if (!sidebar) return null;
  return { name: name ?? "", items: (name && docsSidebars[name]) || sidebar.items, current: sidebar.current };
}

/** Each list of items in Docusaurus' shape once: the same list is the same array (`siblings === useDocsSidebar().items` says no category holds the page). */
const converted = new WeakMap<SidebarItem[], DocusaurusSidebarItem[]>();

function asDocusaurusItems(items: SidebarItem[]): DocusaurusSidebarItem[] {
  let list = converted.get(items);
  if (!list) converted.set(items, (list = items.map(asDocusaurusItem)));
  return list;
}

/** The sidebar of the doc page on screen, `{ name, items }` in Docusaurus' shape; null outside one, or for a doc in no sidebar. */
export function useDocsSidebar(): { name: string; items: DocusaurusSidebarItem[] } | null {
  const sidebar = useWholeSidebar();
  if (!sidebar?.name || sidebar.items.length === 0) return null;
  return { name: sidebar.name, items: asDocusaurusItems(sidebar.items) };
}
