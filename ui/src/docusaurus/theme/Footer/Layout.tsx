// `@theme/Footer/Layout`: the footer around its parts (links, logo,
// copyright), in Infima's markup with the theme's own classes beside.
import type { ReactNode } from "react";

export interface FooterLayoutProps {
  style?: "light" | "dark";
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={`footer footer--${style ?? "light"}`}>
      <div className="footer-inner container container-fluid">
        {links}
        {logo || copyright ? (
          <div className="footer-meta footer__bottom text--center">
            {logo ? <div className="footer-logo margin-bottom--sm">{logo}</div> : null}
            {copyright}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
