// A link inside the site: client-side navigation, with the target's chunk
// prefetched when the link is hovered, focused or scrolled into view. Built on
// the router's hooks rather than its Link, which carries features (relative
// paths, view transitions, framework prefetching) this site does not use.
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useHref, useLocation, useNavigate } from "react-router-dom";

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
  const { to, children, onClick, ...rest } = props;
  const ref = useRef<HTMLAnchorElement>(null);
  const href = useHref(to);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => (ref.current && canPrefetch() ? observe(ref.current, to) : undefined), [to]);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    // A plain left click only: with a modifier key the browser opens a new tab or window.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to the page already shown replaces its history entry, as a browser does.
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: here === to });
  };
  return (
    <a ref={ref} href={href} onClick={follow} onMouseEnter={() => prefetch(to)} onFocus={() => prefetch(to)} {...rest}>
      {children}
    </a>
  );
}
