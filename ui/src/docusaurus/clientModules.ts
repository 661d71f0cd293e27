// The config's `clientModules`: modules every page loads before the app, each
// of which may export Docusaurus' route lifecycles. Ours is the empty list; a
// site's list takes its place (ui/stages/swizzle.mjs `clientModulesEntry`).
import type { Location } from "react-router-dom";

export interface RouteMove {
  location: Location;
  /** Null on the first page. */
  previousLocation: Location | null;
}

export interface ClientModule {
  /** Before the page the reader moves to is shown. */
  onRouteUpdate?: (move: RouteMove) => void | (() => void);
  /** After it is shown. */
  onRouteDidUpdate?: (move: RouteMove) => void;
}

const clientModules: ClientModule[] = [];
export default clientModules;
