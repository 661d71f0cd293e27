// The frame of every page: base-URL banner, skip link, announcement, navbar
// (with the mobile menu), main content, footer.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";

import { site } from "../generated/site";
import type { SiteLink } from "../generated/types";
import { ANNOUNCER_ID } from "../runtime/announce";
import { keepTabInside } from "../runtime/focus";
import { AnnouncementBar } from "./AnnouncementBar";
import { BaseUrlBanner } from "./BaseUrlBanner";
import { ColorModeToggle } from "./ColorModeToggle";
import { DocSidebar } from "./DocSidebar";
import { DocSidebarContext, type DocSidebarState } from "./docSidebarContext";
import { Link } from "./Link";
import { SearchButton } from "./SearchButton";

export function SiteLinkView({ link, className }: { link: SiteLink; className?: string }) {
  if (link.to) {
    return (
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href ?? "#"} target="_blank" rel="noopener noreferrer" className={className}>
      {link.label}
      <span className="external-mark" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden"> (새 창)</span>
    </a>
  );
}

/** The mobile menu: a modal panel that keeps Tab inside until it is closed. */
function NavbarSidebar(props: { docSidebar: DocSidebarState | null; onClose: () => void }) {
  const [panel, setPanel] = useState<"docs" | "main">(props.docSidebar ? "docs" : "main");
  const showDocs = panel === "docs" && props.docSidebar;
  const dialog = useRef<HTMLDivElement>(null);
  // The button that switched panels is gone: focus the one that switches back.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) dialog.current?.querySelector<HTMLElement>(".navbar-sidebar-back")?.focus();
    switched.current = true;
  }, [panel]);
  return (
    <>
      <div className="navbar-sidebar-backdrop" onClick={props.onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className="navbar-sidebar"
        id="navbar-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="메뉴"
        onKeyDown={(event) => dialog.current && keepTabInside(event, dialog.current)}
      >
        <div className="navbar-sidebar-header">
          <Link to="/" className="navbar-brand">
            <img src={site.logo} alt="" width={28} height={28} />
            <span>{site.title}</span>
          </Link>
          <button type="button" className="navbar-sidebar-close" onClick={props.onClose} aria-label="메뉴 닫기" autoFocus>
            ×
          </button>
        </div>
        {showDocs ? (
          <div className="navbar-sidebar-panel">
            <button type="button" className="navbar-sidebar-back" onClick={() => setPanel("main")}>
              ← 메인 메뉴로
            </button>
            <DocSidebar items={props.docSidebar!.items} current={props.docSidebar!.current} />
          </div>
        ) : (
          <div className="navbar-sidebar-panel">
            <ul className="navbar-sidebar-links">
              {site.navbar.map((link) => (
                <li key={link.label}>
                  <SiteLinkView link={link} />
                </li>
              ))}
            </ul>
            {props.docSidebar ? (
              <button type="button" className="navbar-sidebar-back" onClick={() => setPanel("docs")}>
                문서 목록 보기 →
              </button>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}

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
      <BaseUrlBanner />
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <AnnouncementBar />
      <header className="navbar">
        <nav className="navbar-inner" aria-label="주 메뉴">
          <button
            ref={menuButton}
            type="button"
            className="navbar-menu-button"
            aria-label="메뉴 열기"
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
          <ul className="navbar-links">
            {site.navbar.map((link) => (
              <li key={link.label}>
                <SiteLinkView link={link} />
              </li>
            ))}
          </ul>
          <SearchButton />
          <ColorModeToggle />
        </nav>
      </header>
      {menuOpen ? <NavbarSidebar docSidebar={docSidebar} onClose={closeMenu} /> : null}
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
