// `@theme/Footer/Links/MultiColumn`: the config's footer columns, each a title
// over its links (an `html` item as written), in Infima's markup.
import type { ReactNode } from "react";

import LinkItem from "../LinkItem";

type Item = { html?: string; label?: string; className?: string; [key: string]: unknown };
export interface FooterColumn {
  title?: ReactNode;
  className?: string;
  items: Item[];
}

function ColumnLinkItem({ item }: { item: Item }) {
  if (item.html) return <li className={["footer__item", item.className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className="footer__item">
      <LinkItem item={item} />
    </li>
  );
}

export default function FooterLinksMultiColumn({ columns }: { columns: FooterColumn[] }) {
  return (
    <div className="footer-links row footer__links">
      {columns.map((column, i) => (
        <div key={i} className={["footer-section col footer__col", column.className].filter(Boolean).join(" ")}>
          {column.title ? <div className="footer__title">{column.title}</div> : null}
          <ul className="footer__items clean-list">
            {column.items.map((item, k) => (
              <ColumnLinkItem key={k} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
