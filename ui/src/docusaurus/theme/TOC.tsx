// `@theme/TOC`: a doc's table of contents beside its content, with the props
// Docusaurus' DocItem gives it (`toc` of `{ value, id, level }`). A site's
// src/theme/TOC replaces it; a wrapper (the usual kind: a heading or an ad
// around it, headings cleaned first) shows this one through
// `@theme-original/TOC` with the props it passes on. (Only its default export:
// a site's file takes this module's place.)
import { Toc } from "../../theme/Toc";
import type { TOCItem } from "../theme-common/tocTree";

interface Props {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export default function TOC({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: Props) {
  const items = (toc ?? []).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel).map(({ value, id, level }) => ({ text: value, id, level }));
  return (
    <div className={className}>
      <Toc items={items} />
    </div>
  );
}
