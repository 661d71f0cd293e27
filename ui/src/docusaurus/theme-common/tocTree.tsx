// A table of contents' headings as nested lists, as Docusaurus' theme draws
// them (`TOCInline`, `TOCItems`): a deeper heading goes in the list of the
// one before it, and a heading shallower than the first starts the next run
// at the top.
import type { ReactNode } from "react";

export interface TOCItem {
  /** The heading's text (Docusaurus': its HTML; shown here as text). */
  value: string;
  id: string;
  level: number;
}

/** The items from `start` at `level` or deeper, nested, each drawn by `link`. */
function nested(items: readonly TOCItem[], start: number, link: (item: TOCItem) => ReactNode, list: string | undefined): [ReactNode[], number] {
  const shown: ReactNode[] = [];
  const level = items[start]?.level ?? 0;
  let at = start;
  while (at < items.length && items[at]!.level >= level) {
    const item = items[at]!;
    at += 1;
    let children: ReactNode = null;
    if (at < items.length && items[at]!.level > item.level) {
      const [inner, next] = nested(items, at, link, list);
      children = <ul className={list}>{inner}</ul>;
      at = next;
    }
    shown.push(
      <li key={item.id}>
        {link(item)}
        {children}
      </li>,
    );
  }
  return [shown, at];
}

/** The `<li>`s of `items`, nested; inner lists get the class `list`. */
export function tocTree(items: readonly TOCItem[], link: (item: TOCItem) => ReactNode, list?: string): ReactNode[] {
  const shown: ReactNode[] = [];
  for (let at = 0; at < items.length; ) {
    const [run, next] = nested(items, at, link, list);
    shown.push(...run);
    at = next;
  }
  return shown;
}
