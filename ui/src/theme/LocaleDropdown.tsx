// The navbar's `localeDropdown`: every locale of a translated site, each
// leading to the page on screen in that locale. Each locale is a site of its
// own (its own base URL, app and search index), so these are plain links: the
// other locale's pages load. The address is known while the page is
// pre-rendered, so the links are right before any script runs.
import { useLocation } from "react-router-dom";

import { site } from "../generated/site";
import type { LocaleMeta } from "../generated/types";
import { theme_navbar_mobileLanguageDropdown_label } from "../i18n/theme";
import { NavbarDropdown } from "./NavbarDropdown";
import { DropdownLinks } from "./SiteLinkView";

export function LocaleDropdown() {
  const { pathname, search, hash } = useLocation();
  const locales = site.locales ?? [];
  const shown = locales.find((locale) => locale.code === site.locale) ?? locales[0];
  if (!shown) return null;
  const target = (locale: LocaleMeta) => `${locale.base_url}${pathname.slice(1)}${search}${hash}`;
  return (
    <NavbarDropdown
      kind="locale-dropdown"
      summaryLabel={`${theme_navbar_mobileLanguageDropdown_label}: ${shown.label}`}
      summary={
        <>
          <svg className="locale-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
          </svg>
          {shown.label}
        </>
      }
    >
        <DropdownLinks links={site.locale_dropdown_extras?.before} />
        {locales.map((locale) => (
          <li key={locale.code}>
            <a
              href={target(locale)}
              hrefLang={locale.html_lang}
              lang={locale.html_lang}
              className={locale.code === shown.code ? "navbar-dropdown-link active" : "navbar-dropdown-link"}
              aria-current={locale.code === shown.code ? "page" : undefined}
            >
              {locale.label}
            </a>
          </li>
        ))}
        <DropdownLinks links={site.locale_dropdown_extras?.after} />
    </NavbarDropdown>
  );
}
