// The frame of every page: skip link, announcement, navbar, main content, footer.
import type { ReactNode } from "react";

import { site } from "../generated/site";
import type { SiteLink } from "../generated/types";
import { Link } from "./Link";

function SiteLinkView({ link }: { link: SiteLink }) {
  if (link.to) return <Link to={link.to}>{link.label}</Link>;
  return (
    <a href={link.href ?? "#"} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <header className="navbar">
        <nav className="navbar-inner" aria-label="주 메뉴">
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
        </nav>
      </header>
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
    </>
  );
}
