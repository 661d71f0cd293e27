// The route table (loaded shard by shard), path normalisation and the cache
// of loaded page modules.
import type { ComponentType } from "react";

import { shardCount } from "../generated/routes";
import { site } from "../generated/site";
import { fetchFailedAt } from "./fetchFailed";
import { fnv1a } from "./fnv1a";
import { LoadOnce } from "./loadOnce";
import type { PageHead, SidebarItem } from "../generated/types";

export interface PageModule {
  default: ComponentType;
  head: PageHead;
  /** A doc's view of its sidebar (see `loadSidebarItems`). */
  sidebar?: SidebarItem[];
  /** The doc's sidebar, unversioned, where a navbar link is current on a sidebar's docs (see theme/navbarCurrent). */
  sidebarName?: string;
}

export interface RouteDef {
  path: string;
  /** The page module, relative to `src/generated/` (for preload links). */
  module: string;
  load: () => Promise<PageModule>;
}

export interface RouteShard {
  routes: RouteDef[];
}

/**
 * `/a/index.html`, `/a.html` and `/a/` all name the page `/a` (SPEC §2), and
 * `/my doc`, `/my%20doc` and `/가` name it in the one encoded form the route
 * table holds (crates/content-model/src/route.rs, `encoded`).
 */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path.split("/").map(encodedSegment).join("/") || "/";
}

/** A path segment as route.rs encodes it: all but letters, digits and `-_.!~*'();,:@&=+$`. */
function encodedSegment(segment: string): string {
  let plain: string;
  try {
    // A `%` that starts no escape is a character of the name.
    plain = decodeURIComponent(segment.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
  } catch {
    return segment;
  }
  return encodeURIComponent(plain).replace(/%(3B|2C|3A|40|26|3D|2B|24)/g, decodeURIComponent);
}

/**
 * The site's base URL (`/`, `/docs/`), the router's basename: routes are the
 * paths below it. With its last slash, so a link home is `/docs/`.
 */
export const basename = site.base_url;

/** A path the browser asks for, as the route it names (`/docs/intro` → `/intro`, `/docs` → `/`); itself when outside the base. */
export function routeOf(pathname: string): string {
  if (basename === "/") return pathname;
  if (pathname === basename.slice(0, -1)) return "/";
  return pathname.startsWith(basename) ? pathname.slice(basename.length - 1) : pathname;
}

/** A route (or a path from the site root, such as `/img/a.png`) as the browser asks for it: under the base URL. */
export function servedPath(path: string): string {
  return basename === "/" || !path.startsWith("/") || path.startsWith("//") ? path : basename + path.slice(1);
}

const modules = new LoadOnce<string, PageModule>();

/** The shard of the route table that holds `path`, as crates/codegen assigns it. */
export function shardOf(path: string): number {
  return fnv1a(path) % shardCount;
}

const shardTables = new LoadOnce<number, Map<string, RouteDef>>();

/**
 * How a shard of the route table is imported: set once at start-up by the
 * entry (the browser's from the file names the page lists, the pre-render
 * step's from its own files). Shard files are named by their content, which
 * the app shell cannot know: naming them in the shell would rebuild it on
 * every content change.
 */
let importShard: ((n: number) => Promise<RouteShard>) | null = null;

export function setShardLoader(load: (n: number) => Promise<RouteShard>): void {
  importShard = load;
}

/** Forgets every loaded shard and page module: a long-running pre-render process starts each build afresh. */
export function forgetLoadedRoutes(): void {
  shardTables.clear();
  modules.clear();
}

function loadShard(n: number): Promise<Map<string, RouteDef>> {
  return shardTables.get(n, () => {
    if (!importShard) return Promise.reject(new Error("Invariant failed: no route-shard loader was set"));
    return importShard(n).then((shard) => new Map(shard.routes.map((r) => [r.path, r])));
  });
}

/** The route for a path, loading its shard of the table if needed. */
export async function findRoute(pathname: string): Promise<RouteDef | undefined> {
  const path = normalizePath(pathname);
  return (await loadShard(shardOf(path))).get(path);
}

/**
 * The route for a path from the shards already loaded: the route, `undefined`
 * when its shard is loaded and has no such path, `null` when its shard is not loaded.
 */
export function findLoadedRoute(pathname: string): RouteDef | undefined | null {
  const path = normalizePath(pathname);
  const table = shardTables.ready(shardOf(path));
  return table ? table.get(path) : null;
}

/** Every route (loads every shard): for the pre-render step. */
export async function allRoutes(): Promise<RouteDef[]> {
  const tables = await Promise.all(Array.from({ length: shardCount }, (_, n) => loadShard(n)));
  return tables.flatMap((table) => [...table.values()]);
}

/** The page module of a route if it has already loaded. */
export function loadedModule(route: RouteDef): PageModule | undefined {
  return modules.ready(route.path);
}

/**
 * Loads a route's chunk once; a failed load may be retried. A browser keeps a
 * module whose fetch failed as failed (Chromium 148), so a retry asks for the
 * address the error names under a query of its own. Only a failed fetch is
 * retried: any other error (a module that does not link, one that throws) is
 * the page's, and is thrown as it is.
 */
export function loadRoute(route: RouteDef): Promise<PageModule> {
  return modules.get(route.path, () =>
    route.load().catch((error: Error) => {
      const url = fetchFailedAt(error);
      if (!url) throw error;
      return import(/* @vite-ignore */ `${url}?${Date.now()}`) as Promise<PageModule>;
    }).then((mod) => {
      if (typeof mod.default !== "function") {
        throw new Error(`Page module for ${route.path} has no default export`);
      }
      return mod;
    }),
  );
}

/**
 * The items of a closed category: the page `from` has it open in its view of
 * the sidebar, where it sits at the index path `at` (the views share a shape).
 */
export async function loadSidebarItems(from: string, at: number[]): Promise<SidebarItem[]> {
  const route = await findRoute(from);
  if (!route) throw new Error(`no page at ${from} to read the sidebar from`);
  let items = (await loadRoute(route)).sidebar;
  for (const k of at) {
    const item: SidebarItem | undefined = items?.[k];
    items = item?.kind === "category" && item.items.length > 0 ? item.items : undefined;
  }
  if (!items) throw new Error(`the sidebar of ${from} does not have the category at ${at.join(".")} open`);
  return items;
}
