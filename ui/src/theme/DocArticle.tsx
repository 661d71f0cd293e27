// A doc's column beside the sidebar, in a site with code of its own: its
// article (banner, breadcrumbs, title, content, footer, previous/next) and its
// table of contents, as `@theme/DocItem/Layout` draws it. A site may replace
// that layout; the parts drawn here are also the `@theme/Doc…` modules an
// ejected layout imports (ui/src/docusaurus/theme/). A site without code of
// its own has the same article written out in DocPage (its first load
// carries none of these parts): keep the two alike.
import type { ReactNode } from "react";

import type { DocMeta } from "../generated/types";
import DocBreadcrumbs from "../docusaurus/theme/DocBreadcrumbs";
import DocItemFooter from "../docusaurus/theme/DocItem/Footer";
import DocVersionBadge from "../docusaurus/theme/DocVersionBadge";
import DocVersionBanner from "../docusaurus/theme/DocVersionBanner";
import MDXContent from "../docusaurus/theme/MDXContent";
import TOC from "../docusaurus/theme/TOC";
import DocPaginator from "../docusaurus/theme/DocPaginator";
import { docusaurusLink, docusaurusToc } from "./docusaurusProps";
import { type DocParts } from "./docContext";
import { CurrentDocSidebarContext } from "./docSidebarContext";
import { MarkdownActions } from "./MarkdownActions";
import { TocMobile } from "./Toc";

/** The doc's title and, where it has a Markdown twin, the buttons that open or copy it. */
export function DocTitle({ meta }: { meta: DocMeta }) {
  return (
    <>
      {/* `hide_title`: the title stays the page's heading for screen readers only. */}
      <h1 className={meta.hide_title ? "visually-hidden" : undefined}>{meta.heading ?? meta.title}</h1>
      {/* The twin's address, made by crates/content-model's markdown_twin_path (none when site.toml says `llms = false`). */}
      {meta.twin ? <MarkdownActions twin={meta.twin} /> : null}
    </>
  );
}

/** The content, which reads its doc's sidebar (`useCurrentSidebarCategory`, DocCardList). */
export function DocMarkdown({ sidebar, children }: { sidebar: DocParts["sidebar"]; children: ReactNode }) {
  return (
    <div className="markdown" data-search="">
      <CurrentDocSidebarContext.Provider value={sidebar}>
        {/* `@theme/MDXContent`, which a site's code may replace or wrap. */}
        <MDXContent>{children}</MDXContent>
      </CurrentDocSidebarContext.Provider>
    </div>
  );
}

export function DocArticle({ meta, footer, sidebar, children }: DocParts & { children: ReactNode }) {
  return (
    <div className="doc-main">
      <article className="doc-article">
        {/* `@theme/DocVersionBanner`, `@theme/DocBreadcrumbs` and `@theme/DocVersionBadge`, which a site's code may replace or wrap. */}
        <DocVersionBanner />
        <DocBreadcrumbs />
        <header className="doc-header">
          <DocVersionBadge />
          <DocTitle meta={meta} />
        </header>
        {meta.hide_toc ? null : <TocMobile items={meta.toc} />}
        <DocMarkdown sidebar={sidebar}>{children}</DocMarkdown>
        {/* `@theme/DocItem/Footer`, which a site's code may replace or wrap. */}
        <DocItemFooter meta={meta} tags={footer} />
        {/* `@theme/DocPaginator`, which a site's code may replace or wrap (with `{ title, permalink }` links, as Docusaurus gives them). */}
        <DocPaginator previous={docusaurusLink(meta.previous)} next={docusaurusLink(meta.next)} />
      </article>
      {meta.hide_toc ? null : (
        <aside className="doc-toc-column">
          {/* `@theme/TOC`, which a site's code may replace or wrap. */}
          <TOC toc={docusaurusToc(meta)} minHeadingLevel={1} maxHeadingLevel={6} className="theme-doc-toc-desktop" />
        </aside>
      )}
    </div>
  );
}

export { DocPartsContext, useDocParts, type DocParts } from "./docContext";
