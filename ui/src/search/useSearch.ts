// Runs a query as it changes; the engine (and with it the index) loads on
// the first query, never with the page.
import { useEffect, useState } from "react";

import { site } from "../generated/site";
import { canPrefetch } from "../runtime/connection";
import { placeOfPath, useReaderVersion, versionsOf } from "../runtime/docsVersions";
import type { Hit, Notes } from "./engine";
import { loadManifest } from "./manifest";

/** The engine's code, with the manifest fetched alongside rather than after it. */
function loadEngine() {
  // A failed manifest is retried, and reported, by the query that needs it.
  loadManifest().catch(() => undefined);
  return import("./engine");
}

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; hits: Hit[]; total: number; notes: Notes }
  | { status: "error"; query: string; message: string };

/** The further docs instances with versions, each searched in its reader's version. */
const OTHER_INSTANCES = Object.keys(site.other_versions ?? {});

/**
 * On a site with docs versions, a query finds the pages of the reader's
 * version of each docs instance (and the pages outside the docs), as Docusaurus' search does.
 */
export function useSearch(query: string, limit?: number): SearchState {
  // A constant of the build: a site without versions calls the same hooks on every render.
  if (!__DOCS_VERSIONED__) return useAnySearch(query, limit);
  const most = Math.max(versionsOf().length, ...OTHER_INSTANCES.map((id) => versionsOf(id).length));
  const found = useAnySearch(query, limit && most > 1 ? limit * most : limit);
  // One hook per instance, always the same ones: the instances are the build's.
  const readers = new Map([undefined, ...OTHER_INSTANCES].map((plugin) => [plugin, useReaderVersion(plugin)]));
  if (found.status !== "done" || most === 0) return found;
  const hits = found.hits.filter((hit) => {
    const place = placeOfPath(hit.path);
    return !place || place.version.name === readers.get(place.plugin ?? undefined)?.name;
  });
  return { ...found, hits: limit ? hits.slice(0, limit) : hits };
}

function useAnySearch(query: string, limit?: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((s) => (s.status === "done" ? s : { status: "loading", query: trimmed }));
    loadEngine()
      .then((engine) => engine.search(trimmed, limit))
      .then(
        (found) => {
          if (!current) return;
          setState({ status: "done", query: trimmed, hits: found.hits, total: found.total, notes: found.notes });
          // Sections and excerpts follow; a failure there leaves the titles.
          found.details.then(
            (hits) => current && setState({ status: "done", query: trimmed, hits, total: found.total, notes: found.notes }),
            () => undefined,
          );
        },
        (error: unknown) =>
          current && setState({ status: "error", query: trimmed, message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [query, limit]);
  return state;
}

/**
 * Starts loading the engine and the index's first files once search is open;
 * with `onlyIfPrefetching`, not for a reader saving data (who may not type at all).
 */
export function usePrepareSearch(onlyIfPrefetching = false): void {
  useEffect(() => {
    if (onlyIfPrefetching && !canPrefetch()) return;
    // A failure here is retried, and reported, by the first query.
    loadEngine()
      .then((engine) => engine.prepare())
      .catch(() => undefined);
  }, [onlyIfPrefetching]);
}

export function hitPath(hit: Hit): string {
  return hit.anchor ? `${hit.path}#${encodeURIComponent(hit.anchor)}` : hit.path;
}
