// `@theme/TOCInline`: the page's table of contents inside the page, as an MDX
// file writes it: `<TOCInline toc={toc} />`, `toc` being the page's headings
// (Docusaurus' export of every MDX file, which the page module gives here as
// `{ value, id, level }`). Headings between `minHeadingLevel` and
// `maxHeadingLevel` (Docusaurus' defaults: 2 and 3) are shown, nested by level.
import { tocTree, type TOCItem } from "../theme-common/tocTree";

export type { TOCItem };

interface Props {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: Props) {
  const items = (toc ?? []).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  if (items.length === 0) return null;
  const shown = tocTree(items, (item) => <a href={`#${item.id}`}>{item.value}</a>);
  return (
    <div className={className ? `toc-inline ${className}` : "toc-inline"}>
      <ul className="table-of-contents">{shown}</ul>
    </div>
  );
}
