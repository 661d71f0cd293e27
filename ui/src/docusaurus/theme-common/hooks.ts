// `@docusaurus/theme-common`'s React helpers that site code and swizzled
// components use: a stable event callback, the previous value, collapsible
// state, query-string state on the router, and the error a hook outside its
// provider throws.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

import { useHistory, useLocation, type History } from "../router";

/** Thrown by a hook used outside the provider it reads. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ""}`.trim());
    this.name = "ReactContextError";
  }
}

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** A callback whose identity never changes and which always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback(((...args: Parameters<T>) => latest.current(...args)) as T, []);
}

/** The value `value` had at the render before this one. */
export function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    previous.current = value;
  });
  return previous.current;
}

/** Collapsed or not, with setters; `forceState` overrides the state while it is given. */
export function useCollapsible({ initialState, forceState }: { initialState: boolean | (() => boolean); forceState?: boolean }) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((now) => !now), []);
  return { collapsed: forceState ?? collapsed, setCollapsed, toggleCollapsed };
}

/** `selector` of the router's history, as it changes. */
export function useHistorySelector<T>(selector: (history: History) => T): T {
  return selector(useHistory());
}

/** The value of the query-string parameter `key`, and a setter (null removes it). */
export function useQueryString(key: string): [string, (value: string | null, options?: { push: boolean }) => void] {
  const location = useLocation();
  const history = useHistory();
  const value = new URLSearchParams(location.search).get(key) ?? "";
  const set = useCallback(
    (next: string | null, options?: { push: boolean }) => {
      const params = new URLSearchParams(location.search);
      if (next === null) params.delete(key);
      else params.set(key, next);
      const search = params.toString();
      (options?.push ? history.push : history.replace)({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash });
    },
    [key, location, history],
  );
  return [value, set];
}

/** Every value of the query-string parameter `key`, and a setter (an empty list removes it). */
export function useQueryStringList(key: string): [string[], (values: string[], options?: { push: boolean }) => void] {
  const location = useLocation();
  const history = useHistory();
  const values = new URLSearchParams(location.search).getAll(key);
  const set = useCallback(
    (next: string[], options?: { push: boolean }) => {
      const params = new URLSearchParams(location.search);
      params.delete(key);
      for (const value of next) params.append(key, value);
      const search = params.toString();
      (options?.push ? history.push : history.replace)({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash });
    },
    [key, location, history],
  );
  return [values, set];
}

/** A function that clears the query string (keeping the path and hash). */
export function useClearQueryString(): () => void {
  const location = useLocation();
  const history = useHistory();
  return useCallback(() => history.replace({ pathname: location.pathname, search: "", hash: location.hash }), [location, history]);
}

/** The search page's `q` parameter, as `useQueryString("q")`. */
export function useSearchQueryString(): [string, (value: string | null, options?: { push: boolean }) => void] {
  return useQueryString("q");
}
