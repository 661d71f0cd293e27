// A navbar or footer link: inside the site a client-side Link, outside it a
// new window, marked as such for sighted and screen-reader users alike.
import { site } from "../generated/site";
import type { SiteLink } from "../generated/types";
import { useVersionedTarget } from "../runtime/docsVersions";
import { Link } from "./Link";
import { NavbarDropdown } from "./NavbarDropdown";
import { useCurrentLink } from "./navbarCurrent";
import { ui_newWindow } from "../i18n/theme";

/**
 * `activeClass`, in the navbar of a Docusaurus config: the class the link has
 * (with `aria-current`) while it is the reader's place, Infima's for its spot.
 */
export function SiteLinkView({ link, className, activeClass }: { link: SiteLink; className?: string; activeClass?: string }) {
  // A link to a doc of no particular version: its page in the reader's version.
  // A constant of the build: the hook is called on every render or on none.
  const to = __DOCS_VERSIONED__ ? useVersionedTarget(link.versions, link.to ?? "", link.plugin) : (link.to ?? "");
  const current = __DOCUSAURUS_CONFIG__ ? useCurrentLink(link, to) && !!activeClass : false;
  // The site's own class (`header-github-link`) beside ours, as Docusaurus puts it on the link.
  const classes = [className, link.class_name, current && activeClass].filter(Boolean).join(" ") || undefined;
  // HTML the site's config writes (its own code, as in Docusaurus): a badge, a logo, a form.
  if (__SITE_LINK_EXTRAS__ && link.html != null) {
    return <div className={["site-html", classes].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: link.html }} />;
  }
  if (__SITE_LINK_EXTRAS__ && link.items?.length) {
    return <LinkDropdown link={link} className={classes} />;
  }
  if (link.to) {
    return (
      <Link to={to} className={classes} aria-label={link.aria_label ?? undefined} aria-current={current ? "page" : undefined}>
        {link.label}
      </Link>
    );
  }
  // `pathname:///x`: a path of the host outside the app (a file, another
  // tool), loaded in full under the base URL and, as in Docusaurus, not checked.
  if (link.href?.startsWith("pathname:///")) {
    return (
      <a href={site.base_url + link.href.slice(12)} className={classes} aria-label={link.aria_label ?? undefined} data-nobrokenlinkcheck="">
        {link.label}
      </a>
    );
  }
  // Without a label the site's CSS draws the link (an icon): no external mark beside nothing.
  return (
    <a href={link.href ?? "#"} target="_blank" rel="noopener noreferrer" className={classes} aria-label={link.aria_label ?? undefined}>
      {link.label}
      {link.label ? (
        <>
          <span className="external-mark" aria-hidden="true">
            ↗
          </span>
          <span className="visually-hidden">{ui_newWindow}</span>
        </>
      ) : null}
    </a>
  );
}

/**
 * A dropdown of the site's links (Docusaurus' `type: 'dropdown'`): its label
 * opens the list, following a link closes it.
 */
function LinkDropdown({ link, className }: { link: SiteLink; className?: string }) {
  return (
    // The config's className goes on the label, where Docusaurus puts it (a site's `::before` icon sits beside the caret).
    <NavbarDropdown kind="link-dropdown" summaryClass={className} summary={link.label}>
      <DropdownLinks links={link.items} />
    </NavbarDropdown>
  );
}

/** A dropdown's list items for the site's links (a link dropdown's, or those a version or locale dropdown adds). */
export function DropdownLinks({ links }: { links: SiteLink[] | undefined }) {
  return (links ?? []).map((item, i) => (
    <li key={`${i}:${item.label}`}>
      <SiteLinkView link={item} className={__DOCUSAURUS_CONFIG__ ? "navbar-dropdown-link dropdown__link" : "navbar-dropdown-link"} activeClass="dropdown__link--active" />
    </li>
  ));
}
