// `@theme/DocItem/TOC/Desktop`: the doc's table of contents beside the
// content (through `@theme/TOC`), for an ejected DocItem/Layout.
import { useDocParts } from "../../../../theme/DocArticle";
import { docusaurusToc } from "../../../../theme/docusaurusProps";
import TOC from "../../TOC";

export default function DocItemTOCDesktop() {
  return <TOC toc={docusaurusToc(useDocParts().meta)} minHeadingLevel={1} maxHeadingLevel={6} className="theme-doc-toc-desktop" />;
}
