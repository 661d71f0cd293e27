// `@theme/DocItem/Layout`: a doc's article and table of contents beside its
// sidebar, the content given as children. A site's src/theme/DocItem/Layout
// replaces it (Docusaurus' own, ejected, draws the article from the parts
// beside this file: DocItem/Content, DocItem/Footer, DocItem/Paginator,
// DocItem/TOC/*, DocBreadcrumbs, DocVersionBanner, DocVersionBadge); a
// wrapper shows this one through `@theme-original/DocItem/Layout`.
import type { ReactNode } from "react";

import { DocArticle, useDocParts } from "../../../theme/DocArticle";

export default function DocItemLayout({ children }: { children: ReactNode }) {
  return <DocArticle {...useDocParts()}>{children}</DocArticle>;
}
