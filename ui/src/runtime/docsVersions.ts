// Which docs version the reader is in and which one they chose, for the links
// that name no version (`type: 'doc'` and `docsVersion` navbar items), the
// version dropdown and the banner. As in Docusaurus: the version of the doc on
// screen first, then the stored choice, then the latest version.
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";

import { site } from "../generated/site";
import type { VersionLink, VersionMeta } from "../generated/types";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

/** The doc on screen: its version and its page in the other versions. */
export interface ActiveDoc {
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

/** The stored version, when it is still one of the site's (a removed version is forgotten). */
function storedVersion(): string | null {
  const name = readStorage(STORAGE_KEYS.preferredVersion);
  return site.versions?.some((v) => v.name === name) ? name : null;
}

/** The reader's chosen version; none while the page hydrates (the server knows no choice). */
export function usePreferredVersion(): string | null {
  return useSyncExternalStore(subscribe, storedVersion, () => null);
}

export function savePreferredVersion(name: string) {
  writeStorage(STORAGE_KEYS.preferredVersion, name);
  changed();
}

export function latestVersion(): VersionMeta | undefined {
  return site.versions?.find((v) => v.is_last);
}

export function versionNamed(name: string | null | undefined): VersionMeta | undefined {
  return name ? site.versions?.find((v) => v.name === name) : undefined;
}

/**
 * The version of the page on screen: the shown doc's, else the one whose
 * address the page is under. The address is known while the page is
 * pre-rendered, so the navbar is right before any script runs.
 */
export function useVersionOnScreen(): VersionMeta | undefined {
  const doc = useActiveDoc();
  const { pathname } = useLocation();
  return versionNamed(doc?.version) ?? versionOfPath(pathname);
}

/** Where a version-less link leads: its page in the version on screen, else in the chosen one, else `fallback` (the latest). */
export function useVersionedTarget(pages: VersionLink[] | undefined, fallback: string): string {
  const here = useVersionOnScreen();
  const preferred = usePreferredVersion();
  if (!pages || pages.length === 0) return fallback;
  const inVersion = (name: string | null | undefined) => pages.find((p) => p.version === name)?.path;
  return inVersion(here?.name) ?? inVersion(preferred) ?? fallback;
}

/** The docs version a page of the site is in, by its address: the version with the longest root above it; none for a page outside the docs. */
export function versionOfPath(path: string): VersionMeta | undefined {
  const under = (root: string) => root === "/" || path === root || path.startsWith(root.endsWith("/") ? root : `${root}/`);
  let found: VersionMeta | undefined;
  for (const version of site.versions ?? []) {
    if (under(version.path) && (!found || version.path.length > found.path.length)) found = version;
  }
  return found;
}

/** The version the reader reads in: the one on screen, else the chosen one, else the latest. */
export function useReaderVersion(): VersionMeta | undefined {
  const here = useVersionOnScreen();
  const preferred = usePreferredVersion();
  return here ?? versionNamed(preferred) ?? latestVersion();
}
