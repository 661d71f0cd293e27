// `@theme/DocItem/TOC/Mobile`: the doc's table of contents as a panel above
// the content on narrow screens, for an ejected DocItem/Layout.
import { useDocParts } from "../../../../theme/DocArticle";
import { TocMobile } from "../../../../theme/Toc";

export default function DocItemTOCMobile() {
  return <TocMobile items={useDocParts().meta.toc} />;
}
