// A link inside the site: client-side navigation, with the target's chunk
// prefetched on hover or focus.
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

import { routes } from "../generated/routes";
import { findRoute, loadRoute } from "../runtime/routes";

export function prefetch(to: string) {
  const route = findRoute(routes, to.split("#")[0]!.split("?")[0]!);
  if (route) loadRoute(route).catch(() => undefined);
}

export function Link(props: { to: string; title?: string; className?: string; children: ReactNode; "aria-current"?: "page" }) {
  const { to, children, ...rest } = props;
  return (
    <RouterLink to={to} onMouseEnter={() => prefetch(to)} onFocus={() => prefetch(to)} {...rest}>
      {children}
    </RouterLink>
  );
}
