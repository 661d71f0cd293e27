// The route table (loaded shard by shard), path normalisation and the cache
// of loaded page modules.
import type { ComponentType } from "react";

import { shards } from "../generated/routes";
import { fnv1a } from "./fnv1a";
import type { PageHead } from "../generated/types";

export interface PageModule {
  default: ComponentType;
  head: PageHead;
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

/** `/a/index.html`, `/a.html` and `/a/` all name the page `/a` (SPEC §2). */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}

const modules = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

/** The shard of the route table that holds `path`, as crates/codegen assigns it. */
export function shardOf(path: string): number {
  return fnv1a(path) % shards.length;
}

const loadedShards = new Map<number, Map<string, RouteDef>>();
const pendingShards = new Map<number, Promise<Map<string, RouteDef>>>();

function loadShard(n: number): Promise<Map<string, RouteDef>> {
  const done = loadedShards.get(n);
  if (done) return Promise.resolve(done);
  let promise = pendingShards.get(n);
  if (!promise) {
    promise = shards[n]!().then(
      (shard) => {
        const table = new Map(shard.routes.map((r) => [r.path, r]));
        loadedShards.set(n, table);
        pendingShards.delete(n);
        return table;
      },
      (error: unknown) => {
        pendingShards.delete(n);
        throw error;
      },
    );
    pendingShards.set(n, promise);
  }
  return promise;
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
  const table = loadedShards.get(shardOf(path));
  return table ? table.get(path) : null;
}

/** Every route (loads every shard): for the pre-render step. */
export async function allRoutes(): Promise<RouteDef[]> {
  const tables = await Promise.all(shards.map((_, n) => loadShard(n)));
  return tables.flatMap((table) => [...table.values()]);
}

/** The page module of a route if it has already loaded. */
export function loadedModule(route: RouteDef): PageModule | undefined {
  return modules.get(route.path);
}

/** Loads a route's chunk once; a failed load may be retried. */
export function loadRoute(route: RouteDef): Promise<PageModule> {
  const done = modules.get(route.path);
  if (done) return Promise.resolve(done);
  let promise = pending.get(route.path);
  if (!promise) {
    promise = route.load().then(
      (mod) => {
        if (typeof mod.default !== "function") {
          throw new Error(`Page module for ${route.path} has no default export`);
        }
        modules.set(route.path, mod);
        pending.delete(route.path);
        return mod;
      },
      (error: unknown) => {
        pending.delete(route.path);
        throw error;
      },
    );
    pending.set(route.path, promise);
  }
  return promise;
}
