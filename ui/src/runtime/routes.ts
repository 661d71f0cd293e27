// The route table's types, path normalisation and the cache of loaded page modules.
import type { ComponentType } from "react";
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

/** `/a/index.html`, `/a.html` and `/a/` all name the page `/a` (SPEC §2). */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}

const modules = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

export function findRoute(routes: RouteDef[], pathname: string): RouteDef | undefined {
  const path = normalizePath(pathname);
  return routes.find((r) => r.path === path);
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
