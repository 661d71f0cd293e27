// A Markdown page of the site's src/pages, as Docusaurus' MDXPage shows it: the
// content in an article, with no sidebar, breadcrumbs, pagination or edit link,
// and its table of contents beside it unless the page hides it or has none.
import type { ReactNode } from "react";

import type { MarkdownPageMeta } from "../generated/types";
import MDXContent from "../docusaurus/theme/MDXContent";
import { Toc, TocMobile } from "./Toc";

export function MarkdownPage(props: { meta: MarkdownPageMeta; children: ReactNode }) {
  const { meta } = props;
  const showToc = !meta.hide_toc && meta.toc.length > 0;
  // `wrapperClassName` of the front matter: a class for the site's own CSS.
  const className = ["doc-layout", "markdown-page", meta.wrapper_class_name].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="doc-main">
        <article className="doc-article">
          {showToc ? <TocMobile items={meta.toc} /> : null}
          <div className="markdown" data-search="">
            {__SITE_OWN_CODE__ ? <MDXContent>{props.children}</MDXContent> : props.children}
          </div>
        </article>
        {showToc ? (
          <aside className="doc-toc-column">
            <Toc items={meta.toc} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
