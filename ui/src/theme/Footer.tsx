// The footer: `@theme/Footer`, which a site may replace (src/theme/Footer, see ui/stages/shell.mjs).
import FooterCopyright from "../docusaurus/theme/Footer/Copyright";
import FooterLayout from "../docusaurus/theme/Footer/Layout";
import FooterLinks from "../docusaurus/theme/Footer/Links";
import FooterLogo, { type FooterLogoProps } from "../docusaurus/theme/Footer/Logo";
import useDocusaurusContext from "../docusaurus/useDocusaurusContext";
import { site } from "../generated/site";
import { servedPath } from "../runtime/routes";
import { SiteLinkView } from "./SiteLinkView";

/** The config's `footer.logo`, its dark-mode picture beside it, linked where it says. */
function SiteFooterLogo() {
  const logo = site.footer_logo!;
  // Infima's class too, in a Docusaurus config's site (its CSS addresses it).
  const picture = (src: string, className?: string) => (
    <img src={servedPath(src)} alt={logo.alt} width={logo.width ?? undefined} height={logo.height ?? undefined} className={__DOCUSAURUS_CONFIG__ ? `footer__logo ${className ?? ""}`.trim() : className} />
  );
  const pictures = logo.src_dark ? (
    <>
      {picture(logo.src, "only-light")}
      {picture(logo.src_dark, "only-dark")}
    </>
  ) : (
    picture(logo.src)
  );
  return <p className="footer-logo">{logo.href ? <a href={logo.href}>{pictures}</a> : pictures}</p>;
}

export default function Footer() {
  if (__FOOTER_PARTS_OWN__) return <FooterOfParts />;
  if (__DOCUSAURUS_CONFIG__) return <InfimaFooter />;
  return (
    <footer className="footer">
      <div className="footer-inner">
        {site.footer_sections.map((section) => (
          <div key={section.title} className={__SITE_LINK_EXTRAS__ && section.class_name ? `footer-section ${section.class_name}` : "footer-section"}>
            <h2>{section.title}</h2>
            <ul>
              {section.items.map((link, i) => (
                <li key={`${i}:${link.label}`}>
                  <SiteLinkView link={link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="footer-meta">
          {__SITE_LINK_EXTRAS__ && site.footer_logo ? <SiteFooterLogo /> : null}
          <p className="footer-title">{site.title}</p>
          <p>{site.copyright}</p>
          {/* Empty for a site that has neither (a Docusaurus config): styles.css hides them. */}
          <p>{site.legal}</p>
          <p>
            <a href={`mailto:${site.contact}`}>{site.contact}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The footer of a Docusaurus config: its columns, logo and copyright (as
 * HTML where the config writes HTML), no site title, with Infima's classes
 * (`footer--dark`, `footer__title`, `footer__link-item`, `footer__copyright`)
 * that the site's CSS addresses.
 */
function InfimaFooter() {
  // A config without a footer has none (Docusaurus draws nothing then).
  if (site.footer_sections.length === 0 && !site.copyright && !site.footer_logo) return null;
  return (
    <footer className={`footer footer--${site.footer_style ?? "light"}`}>
      <div className="footer-inner">
        {site.footer_sections.map((section) => (
          <div key={section.title} className={["footer-section footer__col", section.class_name].filter(Boolean).join(" ")}>
            {section.title ? <h2 className="footer__title">{section.title}</h2> : null}
            <ul className="footer__items">
              {section.items.map((link, i) => (
                <li key={`${i}:${link.label}`} className="footer__item">
                  <SiteLinkView link={link} className="footer__link-item" />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="footer-meta footer__bottom">
          {site.footer_logo ? <SiteFooterLogo /> : null}
          {site.copyright_html != null ? <div className="footer__copyright" data-config-html="" dangerouslySetInnerHTML={{ __html: site.copyright_html }} /> : <p className="footer__copyright">{site.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}

/**
 * The config's footer (in the locale's words) drawn through `@theme/Footer/…`
 * parts, the site's where it replaces them, as Docusaurus' Footer composes
 * them: for a site that replaces a part (its own columns, its own link item).
 */
function FooterOfParts() {
  // The config as `useThemeConfig` gives it (not imported from theme-common, whose modules other sites' shells need not carry).
  const footer = useDocusaurusContext().siteConfig.themeConfig.footer as { style?: "light" | "dark"; links?: Record<string, unknown>[]; logo?: FooterLogoProps["logo"]; copyright?: string } | undefined;
  if (!footer) return null;
  const { style, links, logo, copyright } = footer;
  return (
    <FooterLayout
      style={style}
      links={links && links.length > 0 ? <FooterLinks links={links} /> : undefined}
      logo={logo ? <FooterLogo logo={logo} /> : undefined}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}
