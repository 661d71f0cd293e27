// `@theme/Footer/LinkItem`: one link of the config's footer, as Docusaurus
// draws it: `to` within the site (under its base URL), `href` as written (with
// the base when `prependBaseUrlToHref` asks), an arrow beside a link that leaves.
import isInternalUrl from "../../isInternalUrl";
import Link from "../../Link";
import useBaseUrl from "../../useBaseUrl";
import IconExternalLink from "../Icon/ExternalLink";

export interface FooterLinkItemProps {
  item: { to?: string; href?: string; label?: string; prependBaseUrlToHref?: boolean; className?: string; [key: string]: unknown };
}

export default function FooterLinkItem({ item }: FooterLinkItemProps) {
  const { to, href, label, prependBaseUrlToHref, className, ...props } = item;
  const toUrl = useBaseUrl(to ?? "");
  const baseHref = useBaseUrl(href ?? "", { forcePrependBaseUrl: true });
  const target = href ? { href: prependBaseUrlToHref ? baseHref : href } : { to: toUrl };
  return (
    <Link className={["footer__link-item", className].filter(Boolean).join(" ")} {...target} {...props}>
      {label}
      {href && !isInternalUrl(href) ? <IconExternalLink className="footer-external-icon" /> : null}
    </Link>
  );
}
