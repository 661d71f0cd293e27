// `@theme/DocCard`: one card, of a sidebar item (`item`, as Docusaurus's
// DocCardList passes it) or as a page writes it (`href` with a `header` or
// a `label`, an optional `img`, and what it says as children, as themes
// derived from Docusaurus's let it), drawn as DocCardList's cards.
import type { ReactNode } from "react";

import isInternalUrl from "../isInternalUrl";
import { withBaseUrl } from "../useBaseUrl";
import { CardView, cardOf, type CardItem } from "../theme-common/docCards";

export interface DocCardProps {
  item?: CardItem;
  href?: string;
  header?: string;
  label?: string;
  img?: string;
  children?: ReactNode;
}

export default function DocCard({ item, href, header, label, img, children }: DocCardProps) {
  const card = item ? cardOf(item) : href ? { href, ours: false, icon: isInternalUrl(href) ? "" : "🔗", label: header ?? label ?? href } : null;
  if (!card) return null;
  return (
    <CardView card={card} as="div" image={img && withBaseUrl(img)}>
      {children}
    </CardView>
  );
}
