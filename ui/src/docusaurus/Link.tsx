// `@docusaurus/Link`: `to` and `href` mean the same. A path of the site goes
// through our Link (client-side navigation, prefetching), with the base URL in
// front of a path from the root; anything else is a plain <a>: an #anchor, a
// link that opens another window, and a URL with a scheme, which opens in a
// new tab as in Docusaurus (the link's own `target`/`rel` win). That includes
// `pathname:///file`, Docusaurus's way to ask for a full page load: a path
// with the base URL, counted as external as Docusaurus counts it.
import type { AnchorHTMLAttributes, ComponentType, MouseEvent, ReactNode } from "react";
import type { Location } from "react-router-dom";

import { basename, routeOf } from "../runtime/routes";
import { Link as SiteLink } from "../theme/Link";
import isInternalUrl from "./isInternalUrl";
import { useLocation } from "./router";
import { withBaseUrl } from "./useBaseUrl";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  /** Adds `activeClassName` (and `aria-current="page"`) while the link's page, or one below it, is shown. */
  isNavLink?: boolean;
  activeClassName?: string;
  /** With `isNavLink`: active only on the link's page itself. */
  exact?: boolean;
  isActive?: (match: unknown, location: Location) => boolean;
  /** Put the base URL in front of a path from the root (on unless false). */
  autoAddBaseUrl?: boolean;
  children?: ReactNode;
}

// Our Link types only the props the theme uses, and passes the others to its <a>.
type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "onClick"> & { to: string; children?: ReactNode };
const InternalLink = SiteLink as unknown as ComponentType<SiteLinkProps>;

const FULL_LOAD = "pathname://";

/** A relative path (`intro`, `../a`) resolved against the page shown, as a browser (and react-router 5) would. */
function resolve(to: string, pathname: string): string {
  if (to.startsWith("/") || to.startsWith("#") || to.startsWith("?")) return to;
  const url = new URL(to, `http://site${pathname}`);
  return url.pathname + url.search + url.hash;
}

function pathOf(to: string): string {
  const path = to.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function isActivePath(to: string, pathname: string, exact: boolean): boolean {
  const target = pathOf(to);
  const here = pathOf(pathname);
  if (exact || target === "/") return here === target;
  return here === target || here.startsWith(`${target}/`);
}

export default function Link(props: LinkProps) {
  const { to, href, isNavLink, activeClassName = "active", exact = false, isActive, autoAddBaseUrl = true, className, onClick, ...rest } = props;
  const location = useLocation();
  const written = to || href;
  const internal = isInternalUrl(written);
  const fullLoad = !!written?.startsWith(FULL_LOAD);
  let target = fullLoad ? written!.slice(FULL_LOAD.length) : written;
  if (target !== undefined && autoAddBaseUrl && target.startsWith("/")) target = withBaseUrl(target);

  const opensElsewhere = !!rest.target && rest.target !== "_self";
  // `autoAddBaseUrl: false` to a path outside the base URL: no page of the app, so a plain link (the router would add the base).
  const outsideBase = !autoAddBaseUrl && target?.startsWith("/") && !target.startsWith(basename);
  if (target === undefined || !internal || opensElsewhere || outsideBase || target.startsWith("#")) {
    const newTab = written !== undefined && !internal ? { target: "_blank", rel: "noopener noreferrer" } : {};
    // A `pathname://` link leads outside the app (a file, another tool): Docusaurus does not check it, nor does our link check.
    const unchecked = fullLoad ? { "data-nobrokenlinkcheck": "" } : {};
    return <a href={target} className={className} onClick={onClick} {...newTab} {...unchecked} {...rest} />;
  }

  const resolved = resolve(target, location.pathname);
  let classes = className;
  let current: "page" | undefined;
  if (isNavLink && (isActive ? isActive(null, location) : isActivePath(resolved, location.pathname, exact))) {
    classes = [className, activeClassName].filter(Boolean).join(" ");
    current = "page";
  }
  // In the capture phase, so a handler that calls preventDefault stops our navigation.
  const onClickCapture = onClick ? (event: MouseEvent<HTMLAnchorElement>) => onClick(event) : undefined;
  // Our router puts the base URL in front again.
  return <InternalLink to={routeOf(resolved)} className={classes} aria-current={current} onClickCapture={onClickCapture} {...rest} />;
}
