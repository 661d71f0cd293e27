// The navbar's links as a list, with the version and locale dropdowns where
// the config places them (in the navbar and in the mobile menu). Apart from
// SiteLinkView, which the dropdowns use for their own extra links.
import { Fragment, type ComponentType, type ReactNode } from "react";

import { site } from "../generated/site";
import type { CustomItem, VersionDropdown } from "../generated/types";
import { versionsOf } from "../runtime/docsVersions";
import ComponentTypes from "../docusaurus/theme/NavbarItem/ComponentTypes";
import NavbarItem from "../docusaurus/theme/NavbarItem";
import { context } from "../docusaurus/useDocusaurusContext";
import { DocsVersionDropdown } from "./DocsVersionDropdown";
import { LocaleDropdown } from "./LocaleDropdown";
import { NavbarItemContext } from "./navbarItemContext";
import { SiteLinkView } from "./SiteLinkView";

/** The navbar's links as a list (in the navbar and in the mobile menu). */
export function NavbarLinks({ className }: { className: string }) {
  if (__NAVBAR_ITEMS_OWN__) return <ConfigItems className={className} />;
  if (__DOCUSAURUS_CONFIG__) return <PlacedLinks className={className} />;
  return (
    <ul className={className}>
      {site.navbar.map((link, i) => (
        <Fragment key={`${i}:${link.label}`}>
          {__DOCS_VERSIONED__ ? <VersionDropdownItems at={i} /> : null}
          {__SITE_TRANSLATED__ && site.locale_dropdown_at === i ? <LocaleDropdownItem /> : null}
          <li>
            <SiteLinkView link={link} />
          </li>
        </Fragment>
      ))}
      {__DOCS_VERSIONED__ ? <VersionDropdownItems at={site.navbar.length} /> : null}
      {__SITE_TRANSLATED__ && site.locale_dropdown_at === site.navbar.length ? <LocaleDropdownItem /> : null}
    </ul>
  );
}

/**
 * The links in Docusaurus' places: the entries from `site.navbar_right_at`
 * on are the right-hand ones, in a list of their own at the navbar's end.
 */
function PlacedLinks({ className }: { className: string }) {
  const entries: [string, ReactNode][] = [];
  const dropdownsAt = (i: number) => {
    if (__DOCS_VERSIONED__) {
      for (const dropdown of dropdownsBefore(i)) entries.push([`versions:${dropdown.plugin ?? ""}`, <DocsVersionDropdown dropdown={dropdown} />]);
    }
    if (__SITE_TRANSLATED__ && site.locales?.length && site.locale_dropdown_at === i) entries.push(["locales", <LocaleDropdown />]);
  };
  site.navbar.forEach((link, i) => {
    dropdownsAt(i);
    // Infima's classes for the spot (the site's CSS addresses `.navbar__link` and the menu's `.menu__link`).
    const mobile = className !== "navbar-links";
    const linkClass = mobile ? "menu__link" : "navbar__item navbar__link";
    const entry = link.custom ? <CustomNavbarItem item={link.custom} mobile={mobile} /> : <SiteLinkView link={link} className={linkClass} activeClass="navbar__link--active" />;
    entries.push([`${i}:${link.label}`, entry]);
  });
  dropdownsAt(site.navbar.length);
  const listed = (part: [string, ReactNode][]) =>
    part.map(([key, entry]) => (
      <li key={key}>{entry}</li>
    ));
  // The mobile menu lists them all in one column.
  if (className !== "navbar-links") return <ul className={className}>{listed(entries)}</ul>;
  // The navbar: Infima's two lists, which a site's CSS and code address (`.navbar__items--right`).
  const right = site.navbar_right_at ?? entries.length;
  return (
    <>
      <ul className="navbar-links navbar__items">{listed(entries.slice(0, right))}</ul>
      <ul className="navbar-links navbar__items navbar__items--right">{listed(entries.slice(right))}</ul>
    </>
  );
}

/**
 * The config's navbar items as written, each drawn by `@theme/NavbarItem`, for
 * a site that replaces it or a component it dispatches to (its wrapper, its
 * own dropdown): Docusaurus' props reach them. The left-hand items first,
 * then those placed right; the search item is the navbar's own search box.
 */
function ConfigItems({ className }: { className: string }) {
  const navbar = context.siteConfig.themeConfig.navbar as { items?: Record<string, unknown>[] } | undefined;
  const items = (navbar?.items ?? []).filter((item) => item.type !== "search");
  // The mobile menu lists them all in one column; each item is its own list item there.
  if (className !== "navbar-links") {
    return (
      <NavbarItemContext value={NavbarItem}>
        <ul className={className}>
          {items.map((item, i) => (
            <NavbarItem key={i} mobile {...item} />
          ))}
        </ul>
      </NavbarItemContext>
    );
  }
  const listed = (right: boolean) =>
    items
      .map((item, i) => [item, i] as const)
      .filter(([item]) => (item.position === "right") === right)
      .map(([item, i]) => (
        <li key={i}>
          <NavbarItem {...item} />
        </li>
      ));
  return (
    <NavbarItemContext value={NavbarItem}>
      <ul className="navbar-links navbar__items">{listed(false)}</ul>
      <ul className="navbar-links navbar__items navbar__items--right">{listed(true)}</ul>
    </NavbarItemContext>
  );
}

/**
 * An item of the site's own type (`custom-community`): the component of that
 * type in its `NavbarItem/ComponentTypes`, given the item's keys, as
 * Docusaurus' NavbarItem gives them. None where the site's ComponentTypes is
 * not shown (the build warned why, at its file).
 */
function CustomNavbarItem({ item, mobile }: { item: CustomItem; mobile: boolean }) {
  const Component = (ComponentTypes as Record<string, ComponentType<Record<string, unknown>>>)[item.type];
  return Component ? <Component {...(item.props as Record<string, unknown>)} mobile={mobile} /> : null;
}

function LocaleDropdownItem() {
  return __SITE_TRANSLATED__ && site.locales?.length ? (
    <li>
      <LocaleDropdown />
    </li>
  ) : null;
}

/** The version dropdowns placed before the navbar's link `at`, of instances that have versions. */
function dropdownsBefore(at: number): VersionDropdown[] {
  return (site.version_dropdowns ?? []).filter((dropdown) => dropdown.at === at && versionsOf(dropdown.plugin).length > 0);
}

function VersionDropdownItems({ at }: { at: number }) {
  return (
    <>
      {dropdownsBefore(at).map((dropdown) => (
        <li key={dropdown.plugin ?? ""}>
          <DocsVersionDropdown dropdown={dropdown} />
        </li>
      ))}
    </>
  );
}
