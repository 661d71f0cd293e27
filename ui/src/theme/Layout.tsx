// The frame of every page: skip link, announcement, navbar (with the mobile
// menu), main content, footer. (The base-URL banner is plain HTML before the
// app, see prerender.mjs.)
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";

import { site } from "../generated/site";
import { ANNOUNCER_ID } from "../runtime/announce";
import { prefetchWhenIdle } from "../runtime/connection";
import { AnnouncementBar } from "./AnnouncementBar";
import { ColorModeToggle } from "./ColorModeToggle";
import { DocSidebarContext, type DocSidebarState } from "./docSidebarContext";
import { Link } from "./Link";
import { SearchButton } from "./SearchButton";
import { NavbarLinks, SiteLinkView } from "./SiteLinkView";
import { theme_common_skipToMainContent, theme_docs_sidebar_toggleSidebarButtonAriaLabel, theme_NavBar_navAriaLabel } from "../i18n/theme";

const NavbarSidebar = lazy(() => import("./NavbarSidebar").then((m) => ({ default: m.NavbarSidebar })));

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [docSidebar, setDocSidebar] = useState<DocSidebarState | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closed by the reader: focus goes back to the button that opened the menu.
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

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
    <DocSidebarContext.Provider value={setDocSidebar}>
      <a className="skip-link" href="#main">
        {theme_common_skipToMainContent}
      </a>
      <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <AnnouncementBar />
      <header className="navbar">
        <nav className="navbar-inner" aria-label={theme_NavBar_navAriaLabel}>
          <button
            ref={menuButton}
            type="button"
            className="navbar-menu-button"
            aria-label={theme_docs_sidebar_toggleSidebarButtonAriaLabel}
            aria-expanded={menuOpen}
            aria-controls="navbar-sidebar"
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Link to="/" className="navbar-brand">
            <img src={site.logo} alt="" width={32} height={32} />
            <span>{site.title}</span>
          </Link>
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
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <div className="footer-inner">
          {site.footer_sections.map((section) => (
            <div key={section.title} className="footer-section">
              <h2>{section.title}</h2>
              <ul>
                {section.items.map((link) => (
                  <li key={link.label}>
                    <SiteLinkView link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="footer-meta">
            <p className="footer-title">{site.title}</p>
            <p>{site.copyright}</p>
            <p>{site.legal}</p>
            <p>
              <a href={`mailto:${site.contact}`}>{site.contact}</a>
            </p>
          </div>
        </div>
      </footer>
    </DocSidebarContext.Provider>
  );
}
