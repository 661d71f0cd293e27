// A link inside the site: client-side navigation, with the target's chunk
// prefetched when the link is hovered, focused or scrolled into view.
import { useEffect, useRef, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

import { canPrefetch } from "../runtime/connection";
import { findRoute, loadRoute } from "../runtime/routes";

export function prefetch(to: string) {
  if (!canPrefetch()) return;
  findRoute(to.split("#")[0]!.split("?")[0]!)
    .then((route) => route && loadRoute(route))
    .catch(() => undefined);
}

// One observer for every link on the page.
let observer: IntersectionObserver | null = null;
function observe(element: HTMLAnchorElement, to: string): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      prefetch((entry.target as HTMLElement).dataset.prefetch ?? "");
    }
  });
  element.dataset.prefetch = to;
  observer.observe(element);
  return () => observer?.unobserve(element);
}

export function Link(props: {
  to: string;
  title?: string;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
  "aria-label"?: string;
  /** For a link that is an option of a listbox (the search dialog's hits). */
  id?: string;
  role?: "option";
  "aria-selected"?: boolean;
  tabIndex?: number;
  onClick?: () => void;
}) {
  const { to, children, ...rest } = props;
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => (ref.current && canPrefetch() ? observe(ref.current, to) : undefined), [to]);
  return (
    <RouterLink ref={ref} to={to} onMouseEnter={() => prefetch(to)} onFocus={() => prefetch(to)} {...rest}>
      {children}
    </RouterLink>
  );
}
