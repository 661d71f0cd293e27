// A navbar or footer link: inside the site a client-side Link, outside it a
// new window, marked as such for sighted and screen-reader users alike.
import { site } from "../generated/site";
import type { SiteLink } from "../generated/types";
import { Link } from "./Link";
import { ui_newWindow } from "../i18n/theme";

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
      <span className="visually-hidden">{ui_newWindow}</span>
    </a>
  );
}

/** The navbar's links as a list (in the navbar and in the mobile menu). */
export function NavbarLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {site.navbar.map((link) => (
        <li key={link.label}>
          <SiteLinkView link={link} />
        </li>
      ))}
    </ul>
  );
}
