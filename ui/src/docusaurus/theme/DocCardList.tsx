// `@theme/DocCardList`: a card per page of a category. Without `items`, the
// pages beside the current doc (its category's, or on a category's own page
// that category's), as Docusaurus 3.8 lists them; it reads the sidebar DocPage provides.
// `items` may be our sidebar items or Docusaurus's (`type`/`href`). Drawn as
// the home page's cards. Each card is drawn by theme-common/docCards; in a
// site with code of its own, by `@theme/DocCard` (which the site may
// replace), given the item in Docusaurus' shape as Docusaurus' list gives it.
import { useContext, type ReactNode } from "react";

import type { SidebarItem } from "../../generated/types";
import { CurrentDocSidebarContext, siblingsOf } from "../../theme/docSidebarContext";
import { asDocusaurusItem } from "../plugin-content-docs/client";
import { CardView, cardOf, type CardItem } from "../theme-common/docCards";
import DocCard from "./DocCard";

export type { CardItem };

/** The pages beside this doc, as Docusaurus 3.8's DocCardList lists them: its category's (a category's own page: that category's), else the sidebar's top level. */
function useSiblingItems(): SidebarItem[] {
  const sidebar = useContext(CurrentDocSidebarContext);
  if (!sidebar) throw new Error("<DocCardList /> without `items` lists the pages beside the doc, so it must be in a doc (this page is not one)");
  return siblingsOf(sidebar.items, sidebar.current);
}

function CardList(props: { items: CardItem[]; className?: string }) {
  // Each entry with its card; an entry that makes none (an `html` item) is left out.
  const listed = props.items.map((item) => [item, cardOf(item)] as const).filter(([, card]) => card !== null);
  return (
    <ul className={props.className ? `card-grid ${props.className}` : "card-grid"}>
      {__SITE_OWN_CODE__
        ? listed.map(([item], i) => (
            <li key={i} className="card-grid-item">
              <DocCard item={"kind" in item ? { ...asDocusaurusItem(item), description: item.description ?? undefined } : item} />
            </li>
          ))
        : listed.map(([, card], i) => <CardView key={i} card={card!} />)}
    </ul>
  );
}

function CurrentCategoryCards(props: { className?: string }) {
  return <CardList items={useSiblingItems()} className={props.className} />;
}

export default function DocCardList(props: { items?: CardItem[]; className?: string; children?: ReactNode }) {
  if (props.items) return <CardList items={props.items} className={props.className} />;
  // Cards a page writes itself (`<DocCard>`s inside, as some themes let it).
  if (props.children) return <div className={props.className ? `card-grid ${props.className}` : "card-grid"}>{props.children}</div>;
  return <CurrentCategoryCards className={props.className} />;
}
