// The config's `clientModules`' route lifecycles, as Docusaurus calls them: on
// the first page (with no previous location) and on each move to another
// address. `onRouteUpdate` runs as the move starts, while the page moved from
// is still on screen (the next page's module may still be loading); the
// callback it returns, then `onRouteDidUpdate`, run once the new page is shown.
import { useEffect, useRef } from "react";
import type { Location } from "react-router-dom";

import clientModules, { type RouteMove } from "../docusaurus/clientModules";
import { servedPath } from "./routes";

const addressOf = (location: Location) => location.pathname + location.search + location.hash;

/** `shown`: whether the page on screen is the one for `location` (not the last one, while the next loads). */
export function useClientLifecycles(location: Location, shown: boolean) {
  const previous = useRef<Location | null>(null);
  // The move whose page is not shown yet, and what its `onRouteUpdate`s returned.
  const pending = useRef<{ move: RouteMove; after: unknown[] } | null>(null);
  useEffect(() => {
    // As Docusaurus' router gives it: the path with the base URL in front.
    const current = { ...location, pathname: servedPath(location.pathname) };
    const previousLocation = previous.current;
    if (!previousLocation || addressOf(previousLocation) !== addressOf(current)) {
      previous.current = current;
      const move = { location: current, previousLocation };
      pending.current = { move, after: clientModules.map((module) => module.onRouteUpdate?.(move)) };
    }
    const started = pending.current;
    if (!shown || !started) return;
    pending.current = null;
    for (const callback of started.after) if (typeof callback === "function") callback();
    for (const module of clientModules) module.onRouteDidUpdate?.(started.move);
  }, [location, shown]);
}
