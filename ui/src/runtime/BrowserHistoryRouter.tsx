// The router over the browser's history: react-router's <Router> with a
// navigator of our own, in place of its BrowserRouter, whose history library
// cost 0.9 KB gzipped on every first load. It keeps that library's contract:
// entries carry `{ usr, key, idx }` (runtime/scroll reads `key`), a location is
// read back from window.location after each change (so paths are in their
// encoded form, as on back/forward), and updates render as transitions. The
// site's base URL is the router's basename: routes and links are written
// without it, the addresses the browser shows and asks for have it.
import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { createPath, Router, type Location, type NavigationType, type Navigator, type To } from "react-router-dom";

import { basename } from "./routes";

type Action = "POP" | "PUSH" | "REPLACE";
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = () => (window.history.state ?? {}) as EntryState;

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = entryState();
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? "default" };
}

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

export function BrowserHistoryRouter({ children }: { children: ReactNode }) {
  const [view, setView] = useState<{ action: Action; location: Location }>(() => ({ action: "POP", location: currentLocation() }));

  const navigator = useMemo<Navigator>(() => {
    const show = (action: Action) => startTransition(() => setView({ action, location: currentLocation() }));
    const move = (action: "PUSH" | "REPLACE", to: To, state?: unknown) => {
      const idx = (entryState().idx ?? 0) + (action === "PUSH" ? 1 : 0);
      const entry: EntryState = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx };
      const url = hrefOf(to);
      if (action === "REPLACE") window.history.replaceState(entry, "", url);
      else {
        try {
          window.history.pushState(entry, "", url);
        } catch {
          // Too many entries (or a state the browser cannot store): load the page instead.
          window.location.assign(url);
          return;
        }
      }
      show(action);
    };
    return {
      createHref: hrefOf,
      go: (delta) => window.history.go(delta),
      push: (to, state) => move("PUSH", to, state),
      replace: (to, state) => move("REPLACE", to, state),
    };
  }, []);

  useLayoutEffect(() => {
    if (entryState().idx === undefined) window.history.replaceState({ ...entryState(), idx: 0 }, "");
    const onPop = () => startTransition(() => setView({ action: "POP", location: currentLocation() }));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  return (
    <Router basename={basename} location={view.location} navigationType={view.action as NavigationType} navigator={navigator}>
      {children}
    </Router>
  );
}
