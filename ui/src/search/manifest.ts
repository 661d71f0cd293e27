// The search index's manifest and the fetch every index file goes through.
// A module of its own, small and loaded with the search page and dialog, so
// that opening search starts fetching the manifest while the engine's code is
// still on its way, rather than after it.
import { site } from "../generated/site";
import { LoadOnce } from "../runtime/loadOnce";
import type { Manifest } from "./format";
import { ui_search_indexFailed } from "../i18n/search";

export const indexRoot = `${site.base_url.replace(/\/$/, "")}/search-index/`;

const manifest = new LoadOnce<string, Manifest>();

export async function fetchJson<T>(url: string, fresh = false): Promise<T> {
  const response = await fetch(url, fresh ? { cache: "no-cache" } : undefined);
  if (!response.ok) throw new Error(ui_search_indexFailed(url, response.status));
  return (await response.json()) as T;
}

/** This build's manifest, fetched fresh once per page view (a failure is retried on the next call). */
export function loadManifest(): Promise<Manifest> {
  return manifest.get("", () => fetchJson<Manifest>(`${indexRoot}manifest.json`, true));
}
