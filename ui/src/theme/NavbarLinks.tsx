// The navbar's links as a list, with the version and locale dropdowns where
// the config places them (in the navbar and in the mobile menu). Apart from
// SiteLinkView, which the dropdowns use for their own extra links.
import { Fragment } from "react";

import { site } from "../generated/site";
import { DocsVersionDropdown } from "./DocsVersionDropdown";
import { LocaleDropdown } from "./LocaleDropdown";
import { SiteLinkView } from "./SiteLinkView";

/** The navbar's links as a list (in the navbar and in the mobile menu). */
export function NavbarLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {site.navbar.map((link, i) => (
        <Fragment key={`${i}:${link.label}`}>
          {site.version_dropdown_at === i ? <VersionDropdownItem /> : null}
          {site.locale_dropdown_at === i ? <LocaleDropdownItem /> : null}
          <li>
            <SiteLinkView link={link} />
          </li>
        </Fragment>
      ))}
      {site.version_dropdown_at === site.navbar.length ? <VersionDropdownItem /> : null}
      {site.locale_dropdown_at === site.navbar.length ? <LocaleDropdownItem /> : null}
    </ul>
  );
}

function LocaleDropdownItem() {
  return __SITE_TRANSLATED__ && site.locales?.length ? (
    <li>
      <LocaleDropdown />
    </li>
  ) : null;
}

function VersionDropdownItem() {
  return __DOCS_VERSIONED__ && site.versions?.length ? (
    <li>
      <DocsVersionDropdown />
    </li>
  ) : null;
}
