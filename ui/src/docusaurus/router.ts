// `@docusaurus/router`: Docusaurus 3 re-exports react-router 5; this site runs
// react-router 7. `useLocation` is the same; `useHistory`, `<Redirect>` and
// `matchPath` are version 5's, made from version 7's parts. As in Docusaurus,
// paths here carry the site's base URL (our router's basename takes it off).
import { createElement, useMemo } from "react";
import { createPath, matchPath as matchPattern, Navigate, useLocation as useRouterLocation, useNavigate, useNavigationType, type Location, type To } from "react-router-dom";

import { routeOf, servedPath } from "../runtime/routes";

/** The location shown, its pathname with the base URL (`/docs/intro`), as Docusaurus' is. */
export function useLocation(): Location {
  const location = useRouterLocation();
  return useMemo(() => ({ ...location, pathname: servedPath(location.pathname) }), [location]);
}

type LocationDescriptor = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

export interface History {
  length: number;
  action: "POP" | "PUSH" | "REPLACE";
  location: Location;
  push(to: LocationDescriptor, state?: unknown): void;
  replace(to: LocationDescriptor, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  createHref(to: LocationDescriptor): string;
}

/** A target as the router takes it: a path under the base URL without it (`/docs/a` → `/a`). */
function split(to: LocationDescriptor): { to: To; state: unknown } {
  if (typeof to === "string") return { to: to.startsWith("/") ? routeOf(to) : to, state: undefined };
  const { state, ...path } = to;
  return { to: path.pathname?.startsWith("/") ? { ...path, pathname: routeOf(path.pathname) } : path, state };
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  const action = useNavigationType();
  const move = (replace: boolean) => (target: LocationDescriptor, state?: unknown) => {
    const { to, state: own } = split(target);
    void navigate(to, { replace, state: state ?? own });
  };
  return {
    length: typeof window === "undefined" ? 1 : window.history.length,
    action,
    location,
    push: move(false),
    replace: move(true),
    go: (delta) => void navigate(delta),
    goBack: () => void navigate(-1),
    goForward: () => void navigate(1),
    createHref: (target) => {
      const { to } = split(target);
      const href = typeof to === "string" ? to : createPath(to);
      return href.startsWith("/") ? servedPath(href) : href;
    },
  };
}

/** Goes to `to` once rendered in the browser (a new history entry with `push`). */
export function Redirect(props: { to: LocationDescriptor; push?: boolean }) {
  const { to, state } = split(props.to);
  return createElement(Navigate, { to, replace: !props.push, state });
}

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

/** react-router 5's `matchPath(pathname, "/a/:id" | {path, exact, sensitive})`. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const opts: MatchOptions = typeof options === "string" || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  for (const path of paths) {
    const match = matchPattern({ path, end: !!opts.exact, caseSensitive: !!opts.sensitive }, pathname);
    if (!match) continue;
    return { path, url: match.pathname, isExact: match.pathname === pathname, params: { ...match.params } };
  }
  return null;
}
