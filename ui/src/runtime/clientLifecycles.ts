// The config's `clientModules`' route lifecycles, as Docusaurus calls them: on
// the first page (with no previous location) and on each move to another
// address, `onRouteUpdate` (whose returned callback runs once the page is
// shown), then `onRouteDidUpdate`. Here both come once the page for the new
// address is on screen: this app shows a page when its module has loaded.
import { useEffect, useRef } from "react";
import type { Location } from "react-router-dom";

import clientModules from "../docusaurus/clientModules";
import { servedPath } from "./routes";

const addressOf = (location: Location) => location.pathname + location.search + location.hash;

/** `shown`: whether the page on screen is the one for `location` (not the last one, while the next loads). */
export function useClientLifecycles(location: Location, shown: boolean) {
  const previous = useRef<Location | null>(null);
  useEffect(() => {
    if (!shown) return;
    // As Docusaurus' router gives it: the path with the base URL in front.
    const current = { ...location, pathname: servedPath(location.pathname) };
    const previousLocation = previous.current;
    if (previousLocation && addressOf(previousLocation) === addressOf(current)) return;
    previous.current = current;
    const move = { location: current, previousLocation };
    const after = clientModules.map((module) => module.onRouteUpdate?.(move));
    for (const callback of after) if (typeof callback === "function") callback();
    for (const module of clientModules) module.onRouteDidUpdate?.(move);
  }, [location, shown]);
}
