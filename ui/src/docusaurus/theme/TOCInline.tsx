// `@theme/TOCInline`: the page's table of contents inside the page, as an MDX
// file writes it: `<TOCInline toc={toc} />`, `toc` being the page's headings
// (Docusaurus' export of every MDX file, which the page module gives here as
// `{ value, id, level }`). Headings between `minHeadingLevel` and
// `maxHeadingLevel` (Docusaurus' defaults: 2 and 3) are shown, nested by level.
import type { ReactNode } from "react";

export interface TOCItem {
  /** The heading's text (Docusaurus': its HTML; shown here as text). */
  value: string;
  id: string;
  level: number;
}

interface Props {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/** The items from `start` at `level` or deeper, nested: a deeper item goes in the list of the one before it. */
function nested(items: readonly TOCItem[], start: number): [ReactNode[], number] {
  const shown: ReactNode[] = [];
  const level = items[start]?.level ?? 0;
  let at = start;
  while (at < items.length && items[at]!.level >= level) {
    const item = items[at]!;
    at += 1;
    let children: ReactNode = null;
    if (at < items.length && items[at]!.level > item.level) {
      const [inner, next] = nested(items, at);
      children = <ul>{inner}</ul>;
      at = next;
    }
    shown.push(
      <li key={item.id}>
        <a href={`#${item.id}`}>{item.value}</a>
        {children}
      </li>,
    );
  }
  return [shown, at];
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: Props) {
  const items = (toc ?? []).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  if (items.length === 0) return null;
  // A heading shallower than the first starts the next run at the top.
  const shown: ReactNode[] = [];
  for (let at = 0; at < items.length; ) {
    const [run, next] = nested(items, at);
    shown.push(...run);
    at = next;
  }
  return (
    <div className={className ? `toc-inline ${className}` : "toc-inline"}>
      <ul className="table-of-contents">{shown}</ul>
    </div>
  );
}
