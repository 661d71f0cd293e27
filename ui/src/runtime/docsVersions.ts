// Which docs version the reader is in and which one they chose, for the links
// that name no version (`type: 'doc'` and `docsVersion` navbar items), the
// version dropdowns and the banner. As in Docusaurus: the version of the doc on
// screen first, then the stored choice, then the latest version. Each docs
// instance has its own versions and its own stored choice; `plugin` names a
// further instance by its id, `undefined` (or the data's `null`) the default one.
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";

import { DEFAULT_PLUGIN_ID } from "../constants";
import { site } from "../generated/site";
import type { VersionLink, VersionMeta } from "../generated/types";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

/** A further docs instance's id; none for the default instance. */
type Instance = string | null | undefined;

/** The doc on screen: its docs instance, its version and its page in the other versions. */
export interface ActiveDoc {
  plugin?: Instance;
  version: string;
  path: string;
  alternates: VersionLink[];
}

let active: ActiveDoc | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/** Set by the doc page while it is shown; `null` when it goes. */
export function setActiveDoc(doc: ActiveDoc | null) {
  active = doc;
  changed();
}

export function useActiveDoc(): ActiveDoc | null {
  return useSyncExternalStore(subscribe, () => active, () => null);
}

/** A docs instance's versions, newest first; none for docs without versions. */
export function versionsOf(plugin?: Instance): VersionMeta[] {
  return (plugin == null ? site.versions : site.other_versions?.[plugin]) ?? [];
}

/**
 * The theme's name for the docs instance Docusaurus calls `pluginId`: none
 * (`undefined`) for the default one, as the site's metadata keys it.
 */
export function instanceOf(pluginId: unknown): Instance | undefined {
  return typeof pluginId === "string" && pluginId !== DEFAULT_PLUGIN_ID ? pluginId : undefined;
}

/** Docusaurus' key for an instance's chosen version. */
function storageKey(plugin?: Instance): string {
  return STORAGE_KEYS.preferredVersionPrefix + (plugin ?? DEFAULT_PLUGIN_ID);
}

/** The stored version, when it is still one of the instance's (a removed version is forgotten). */
function storedVersion(plugin?: Instance): string | null {
  const name = readStorage(storageKey(plugin));
  return versionsOf(plugin).some((v) => v.name === name) ? name : null;
}

/** The reader's chosen version; none while the page hydrates (the server knows no choice). */
export function usePreferredVersion(plugin?: Instance): string | null {
  return useSyncExternalStore(subscribe, () => storedVersion(plugin), () => null);
}

export function savePreferredVersion(name: string, plugin?: Instance) {
  writeStorage(storageKey(plugin), name);
  changed();
}

export function latestVersion(plugin?: Instance): VersionMeta | undefined {
  return versionsOf(plugin).find((v) => v.is_last);
}

export function versionNamed(name: string | null | undefined, plugin?: Instance): VersionMeta | undefined {
  return name ? versionsOf(plugin).find((v) => v.name === name) : undefined;
}

/**
 * The version of the page on screen, when it is one of `plugin`'s: the shown
 * doc's, else the one whose address the page is under. The address is known
 * while the page is pre-rendered, so the navbar is right before any script runs.
 */
export function useVersionOnScreen(plugin?: Instance): VersionMeta | undefined {
  const doc = useActiveDoc();
  const { pathname } = useLocation();
  if (doc) return sameInstance(doc.plugin, plugin) ? versionNamed(doc.version, plugin) : undefined;
  const here = placeOfPath(pathname);
  return here && sameInstance(here.plugin, plugin) ? here.version : undefined;
}

export function sameInstance(a: Instance, b: Instance): boolean {
  return (a ?? null) === (b ?? null);
}

/** Where a version-less link leads: its page in the version on screen, else in the chosen one, else `fallback` (the latest). */
export function useVersionedTarget(pages: VersionLink[] | undefined, fallback: string, plugin?: Instance): string {
  const here = useVersionOnScreen(plugin);
  const preferred = usePreferredVersion(plugin);
  if (!pages || pages.length === 0) return fallback;
  const inVersion = (name: string | null | undefined) => pages.find((p) => p.version === name)?.path;
  return inVersion(here?.name) ?? inVersion(preferred) ?? fallback;
}

/** A docs version and the instance it is of. */
export interface VersionPlace {
  plugin?: Instance;
  version: VersionMeta;
}

/**
 * The docs version a page of the site is in, by its address: of all the
 * instances' versions, the one with the longest root above it (`/api/1.0`
 * before `/`); none for a page outside the docs.
 */
export function placeOfPath(path: string): VersionPlace | undefined {
  const under = (root: string) => root === "/" || path === root || path.startsWith(root.endsWith("/") ? root : `${root}/`);
  let found: VersionPlace | undefined;
  const instances: [string | undefined, VersionMeta[]][] = [[undefined, site.versions ?? []], ...Object.entries(site.other_versions ?? {})];
  for (const [plugin, versions] of instances) {
    for (const version of versions) {
      if (under(version.path) && (!found || version.path.length > found.version.path.length)) found = { plugin, version };
    }
  }
  return found;
}

/** The version the reader reads `plugin`'s docs in: the one on screen, else the chosen one, else the latest. */
export function useReaderVersion(plugin?: Instance): VersionMeta | undefined {
  const here = useVersionOnScreen(plugin);
  const preferred = usePreferredVersion(plugin);
  return here ?? versionNamed(preferred, plugin) ?? latestVersion(plugin);
}
