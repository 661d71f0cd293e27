// `@theme/Footer/Links/Simple`: a footer's links in one row (a config whose
// `links` are items, not columns), separated by dots as Docusaurus draws them.
import { Fragment } from "react";

import LinkItem from "../LinkItem";

type Item = { html?: string; label?: string; className?: string; [key: string]: unknown };

export default function FooterLinksSimple({ links }: { links: Item[] }) {
  return (
    <div className="footer-links footer__links text--center">
      <div className="footer__links">
        {links.map((item, i) => (
          <Fragment key={i}>
            {item.html ? <span className="footer__link-item" dangerouslySetInnerHTML={{ __html: item.html }} /> : <LinkItem item={item} />}
            {i < links.length - 1 ? <span className="footer__link-separator">·</span> : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
