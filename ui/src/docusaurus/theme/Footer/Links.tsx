// `@theme/Footer/Links`: the config's footer links, as columns when they are
// columns (`{ title, items }`), else in one row.
import { isMultiColumnFooterLinks } from "../../theme-common/helpers";
import FooterLinksMultiColumn, { type FooterColumn } from "./Links/MultiColumn";
import FooterLinksSimple from "./Links/Simple";

export default function FooterLinks({ links }: { links: Record<string, unknown>[] }) {
  return isMultiColumnFooterLinks(links) ? <FooterLinksMultiColumn columns={links as unknown as FooterColumn[]} /> : <FooterLinksSimple links={links} />;
}
