// The navbar with its mobile menu: `@theme/Navbar`, which a site may replace
// (src/theme/Navbar, see ui/stages/shell.mjs). `docSidebar` is the doc page's
// sidebar, which the mobile menu shows.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

import { site } from "../generated/site";
import { prefetchWhenIdle } from "../runtime/connection";
import { servedPath } from "../runtime/routes";
import { ColorModeToggle } from "./ColorModeToggle";
import type { DocSidebarState } from "./docSidebarContext";
import { Link } from "./Link";
import { SearchButton } from "./SearchButton";
import { NavbarLinks } from "./NavbarLinks";
import { theme_docs_sidebar_toggleSidebarButtonAriaLabel, theme_NavBar_navAriaLabel } from "../i18n/theme";

import { useHideOnScroll } from "../runtime/hideOnScroll";

const NavbarSidebar = lazy(() => import("./NavbarSidebar").then((m) => ({ default: m.NavbarSidebar })));

export default function Navbar({ docSidebar }: { docSidebar: DocSidebarState | null }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by the reader: focus goes back to the button that opened the menu.
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // `navbar.hideOnScroll` (a site without it carries none of this).
  const hidden = __NAVBAR_HIDE_ON_SCROLL__ ? useHideOnScroll(menuOpen) : false;

  useEffect(() => prefetchWhenIdle(() => import("./NavbarSidebar")), []);
  // Closed by following a link: the new page takes focus (see App).
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <>
      <header className={__NAVBAR_HIDE_ON_SCROLL__ ? `navbar navbar-hideable${hidden ? " navbar-hidden" : ""}` : "navbar"}>
        <nav className={__DOCUSAURUS_CONFIG__ ? "navbar-inner navbar__inner" : "navbar-inner"} aria-label={theme_NavBar_navAriaLabel}>
          <button
            ref={menuButton}
            type="button"
            className={__DOCUSAURUS_CONFIG__ ? "navbar-menu-button navbar__toggle" : "navbar-menu-button"}
            aria-label={theme_docs_sidebar_toggleSidebarButtonAriaLabel}
            aria-expanded={menuOpen}
            aria-controls="navbar-sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {__DOCUSAURUS_CONFIG__ ? (
            <InfimaBrand />
          ) : (
            <Link to="/" className="navbar-brand">
              {site.logo && <img src={servedPath(site.logo)} alt="" width={32} height={32} className={__SITE_LINK_EXTRAS__ && site.logo_dark ? "only-light" : undefined} />}
              {__SITE_LINK_EXTRAS__ && site.logo_dark ? <img src={servedPath(site.logo_dark)} alt="" width={32} height={32} className="only-dark" /> : null}
              <span>{site.navbar_title ?? site.title}</span>
            </Link>
          )}
          <NavbarLinks className="navbar-links" />
          <SearchButton />
          <ColorModeToggle />
        </nav>
      </header>
      {menuOpen ? (
        <Suspense fallback={null}>
          <NavbarSidebar docSidebar={docSidebar} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The brand in a Docusaurus config's navbar, with Infima's classes and
 * shape, which the site's CSS and code address (`.navbar__logo img`,
 * `.navbar__title`). Apart from the brand above, whose shape the theme's
 * first load keeps byte for byte.
 */
function InfimaBrand() {
  // A config's navbar without a title has none (Docusaurus draws no `.navbar__title` then).
  const title = site.navbar_title ?? site.title;
  return (
    <Link to="/" className="navbar-brand navbar__brand">
      {site.logo ? (
        <span className="navbar__logo">
          <img src={servedPath(site.logo)} alt="" width={32} height={32} className={site.logo_dark ? "only-light" : undefined} />
          {site.logo_dark ? <img src={servedPath(site.logo_dark)} alt="" width={32} height={32} className="only-dark" /> : null}
        </span>
      ) : null}
      {title ? <b className="navbar__title text--truncate">{title}</b> : null}
    </Link>
  );
}
