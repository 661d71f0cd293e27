// `@theme/TOCItems`: a table of contents' list, as Docusaurus' theme draws it
// inside its `TOC` (Infima's `table-of-contents` classes, the heading in view
// marked), for a site's own `TOC` that draws its list with it (an ad or a
// heading around the list).
import { useActiveHeading } from "../../theme/Toc";
import { tocTree, type TOCItem } from "../theme-common/tocTree";

interface Props {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

export default function TOCItems({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className = "table-of-contents table-of-contents__left-border", linkClassName = "table-of-contents__link", linkActiveClassName = "table-of-contents__link--active" }: Props) {
  const items = (toc ?? []).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  const active = useActiveHeading(items.map((item) => item.id));
  if (items.length === 0) return null;
  const link = (item: TOCItem) => {
    const classes = [linkClassName, item.id === active ? linkActiveClassName : null].filter(Boolean).join(" ") || undefined;
    return (
      <a href={`#${item.id}`} className={classes} aria-current={item.id === active ? "location" : undefined}>
        {item.value}
      </a>
    );
  };
  return <ul className={className}>{tocTree(items, link)}</ul>;
}
