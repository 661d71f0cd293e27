// `@theme/DocItem/Content`: the doc's title and its content (through
// `@theme/MDXContent`), for an ejected DocItem/Layout.
import type { ReactNode } from "react";

import { DocMarkdown, DocTitle, useDocParts } from "../../../theme/DocArticle";

export default function DocItemContent({ children }: { children: ReactNode }) {
  const { meta, sidebar } = useDocParts();
  return (
    <div className="theme-doc-markdown">
      <header className="doc-header">
        <DocTitle meta={meta} />
      </header>
      <DocMarkdown sidebar={sidebar}>{children}</DocMarkdown>
    </div>
  );
}
