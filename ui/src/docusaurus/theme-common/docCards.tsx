// What a doc card is made of, shared by `@theme/DocCardList` and
// `@theme/DocCard` in a module no site replaces (a site may replace either).
// A card says what Docusaurus's says: an icon, the label, and for a category
// its number of items ("{count} 항목", Docusaurus's Korean text); a doc's
// description shows when its item carries one.
import type { ReactNode } from "react";

import type { SidebarItem } from "../../generated/types";
import { Link as SiteLink } from "../../theme/Link";
import isInternalUrl from "../isInternalUrl";
import Link from "../Link";
import type { DocusaurusSidebarItem } from "../plugin-content-docs/client";
import { theme_docs_DocCard_categoryDescription_plurals } from "../../i18n/theme";

export type CardItem = (SidebarItem & { description?: string | null }) | DocusaurusSidebarItem;

export interface Card {
  href: string;
  /** Our sidebar's paths are routes already; Docusaurus's hrefs go through its Link. */
  ours: boolean;
  icon: string;
  label: string;
  description?: string;
}

function firstLink(items: CardItem[]): string | undefined {
  for (const item of items) {
    const link = "kind" in item ? ourLink(item) : linkOf(item);
    if (link) return link;
  }
  return undefined;
}

function ourLink(item: SidebarItem): string | undefined {
  if (item.kind === "doc") return item.path;
  if (item.kind === "link") return item.href;
  if (item.kind === "html") return undefined;
  return item.path ?? item.items_from ?? firstLink(item.items);
}

function linkOf(item: DocusaurusSidebarItem): string | undefined {
  if (item.type === "link") return item.href;
  if (item.type === "category") return item.href ?? firstLink(item.items);
  return undefined;
}

const itemCount = theme_docs_DocCard_categoryDescription_plurals;

export function cardOf(item: CardItem): Card | null {
  if ("kind" in item) {
    if (item.kind === "doc") return { href: item.path, ours: true, icon: "📄️", label: item.label, description: item.description ?? undefined };
    if (item.kind === "html") return null;
    if (item.kind === "link") {
      const internal = isInternalUrl(item.href);
      return { href: item.href, ours: internal, icon: internal ? "📄️" : "🔗", label: item.label, description: item.description ?? undefined };
    }
    const href = item.path ?? item.items_from ?? firstLink(item.items);
    if (!href) return null;
    // A closed category's items may be left out of this page's copy of the sidebar: no count then.
    const description = item.description ?? (item.items_from === null ? itemCount(item.items.length) : undefined);
    return { href, ours: true, icon: "🗃️", label: item.label, description };
  }
  if (item.type === "html") return null;
  const href = linkOf(item);
  if (!href) return null;
  if (item.type === "link") return { href, ours: false, icon: isInternalUrl(href) ? "📄️" : "🔗", label: item.label, description: item.description };
  return { href, ours: false, icon: "🗃️", label: item.label, description: item.description ?? itemCount(item.items.length) };
}

/** One card: its linked title, and what it says below (a description, or content a page gives). */
export function CardView(props: { card: Card; as?: "li" | "div"; image?: string; children?: ReactNode }) {
  const { card, as: Tag = "li" } = props;
  const title = card.icon ? `${card.icon} ${card.label}` : card.label;
  return (
    <Tag className="card">
      {props.image ? <img src={props.image} alt="" loading="lazy" decoding="async" /> : null}
      <h3>{card.ours ? <SiteLink to={card.href}>{title}</SiteLink> : <Link href={card.href}>{title}</Link>}</h3>
      {props.children ?? (card.description ? <p>{card.description}</p> : null)}
    </Tag>
  );
}

