// A doc's column beside the sidebar, in a site with code of its own: its
// article (banner, breadcrumbs, title, content, footer, previous/next) and its
// table of contents, as `@theme/DocItem/Layout` draws it. A site may replace
// that layout; the parts drawn here are also the `@theme/Doc…` modules an
// ejected layout imports (ui/src/docusaurus/theme/). A site without code of
// its own has the same article written out in DocPage (its first load
// carries none of these parts): keep the two alike.
import type { ReactNode } from "react";

import type { DocMeta, VersionMeta } from "../generated/types";
import { site } from "../generated/site";
import DocItemFooter from "../docusaurus/theme/DocItem/Footer";
import MDXContent from "../docusaurus/theme/MDXContent";
import TOC from "../docusaurus/theme/TOC";
import DocPaginator from "../docusaurus/theme/DocPaginator";
import { docusaurusLink, docusaurusToc } from "./docusaurusProps";
import { type DocParts } from "./docContext";
import { CurrentDocSidebarContext } from "./docSidebarContext";
import { Link } from "./Link";
import { MarkdownActions } from "./MarkdownActions";
import { TocMobile } from "./Toc";
import { theme_docs_breadcrumbs_home, theme_docs_breadcrumbs_navAriaLabel, theme_docs_versionBadge_label, ui_docs_untranslated, ui_versionBadge_title } from "../i18n/theme";

/** The version's banner, and a translated site's notice on a doc shown in the default locale's words. */
export function DocBanner({ meta, banner }: Pick<DocParts, "meta" | "banner">) {
  return (
    <>
      {banner}
      {__SITE_TRANSLATED__ && meta.untranslated ? (
        <p className="untranslated-notice" role="note">
          {ui_docs_untranslated}
        </p>
      ) : null}
    </>
  );
}

export function DocBreadcrumbsNav({ meta }: { meta: DocMeta }) {
  // The docs plugin's `breadcrumbs: false` leaves them out, as in Docusaurus.
  if (site.breadcrumbs === false) return null;
  return (
    <nav className="breadcrumbs" aria-label={theme_docs_breadcrumbs_navAriaLabel}>
      <ol>
        <li>
          <Link to="/">{theme_docs_breadcrumbs_home}</Link>
        </li>
        {meta.breadcrumbs.map((crumb, i) => (
          <li key={i}>{crumb.path && i < meta.breadcrumbs.length - 1 ? <Link to={crumb.path}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** As Docusaurus: only a site with more than one version shows it (unless the version's `badge` says otherwise). */
export function VersionBadge({ version }: { version?: VersionMeta }) {
  if (!version?.badge) return null;
  return (
    <span className="version-badge theme-doc-version-badge" title={ui_versionBadge_title}>
      {theme_docs_versionBadge_label}
      {version.label}
    </span>
  );
}

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

export function DocArticle({ meta, version, banner, footer, sidebar, children }: DocParts & { children: ReactNode }) {
  return (
    <div className="doc-main">
      <article className="doc-article">
        <DocBanner meta={meta} banner={banner} />
        <DocBreadcrumbsNav meta={meta} />
        <header className="doc-header">
          <VersionBadge version={version} />
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
