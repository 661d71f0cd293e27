// The footer: `@theme/Footer`, which a site may replace (src/theme/Footer, see ui/stages/shell.mjs).
import { site } from "../generated/site";
import { SiteLinkView } from "./SiteLinkView";

export default function Footer() {
  return (
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
  );
}
