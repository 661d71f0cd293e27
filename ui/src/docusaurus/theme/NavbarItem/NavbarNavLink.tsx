// `@theme/NavbarItem/NavbarNavLink`: a navbar item's link as Docusaurus' theme
// draws it, for a site's own navbar items. `to` is a page of the site (marked
// while it, or `activeBasePath`/`activeBaseRegex`, is the reader's place);
// `href` a link written as it is (the base URL in front with
// `prependBaseUrlToHref`), marked as leaving the site when it does.
import type { ReactNode } from "react";

import Link, { type LinkProps } from "../../Link";
import isInternalUrl from "../../isInternalUrl";
import useBaseUrl from "../../useBaseUrl";
import IconExternalLink from "../Icon/ExternalLink";

export interface NavbarNavLinkProps extends Omit<LinkProps, "children"> {
  activeBasePath?: string;
  activeBaseRegex?: string;
  label?: ReactNode;
  html?: string;
  isDropdownLink?: boolean;
  prependBaseUrlToHref?: boolean;
}

export default function NavbarNavLink({ activeBasePath, activeBaseRegex, to, href, label, html, isDropdownLink, prependBaseUrlToHref, ...props }: NavbarNavLinkProps) {
  const activeBase = useBaseUrl(activeBasePath ?? "");
  const prefixed = useBaseUrl(href ?? "", { forcePrependBaseUrl: true });
  const leaves = Boolean(label && href && !isInternalUrl(href));
  const content = html
    ? { dangerouslySetInnerHTML: { __html: html } }
    : { children: <>{label}{leaves && <IconExternalLink {...(isDropdownLink ? { width: 12, height: 12 } : {})} />}</> };
  if (href) return <Link href={prependBaseUrlToHref ? prefixed : href} {...props} {...content} />;
  const ownRule = activeBasePath || activeBaseRegex;
  return (
    <Link
      to={to}
      isNavLink
      activeClassName={props.activeClassName ?? "navbar__link--active"}
      {...(ownRule ? { isActive: (_: unknown, location: { pathname: string }) => (activeBaseRegex ? new RegExp(activeBaseRegex, "gi").test(location.pathname) : location.pathname.startsWith(activeBase)) } : {})}
      {...props}
      {...content}
    />
  );
}
