// A doc: sidebar, breadcrumbs, content, previous/next and the table of contents.
import { useEffect, useMemo, type ReactNode } from "react";

import type { DocMeta, SidebarItem } from "../generated/types";
import { site } from "../generated/site";
import { setActiveDoc, versionNamed } from "../runtime/docsVersions";
import DocItemLayout from "../docusaurus/theme/DocItem/Layout";
import { DocPartsContext } from "./DocArticle";
import { DocSidebar, HideableSidebarColumn } from "./DocSidebar";
import { DocMetaContext } from "./docContext";
import { CurrentDocSidebarContext, useRegisterDocSidebar } from "./docSidebarContext";
import { Link } from "./Link";
import { MarkdownActions } from "./MarkdownActions";
import { PageMeta } from "./PageMeta";
import { Paginator } from "./Paginator";
import { Toc, TocMobile } from "./Toc";
import { theme_docs_breadcrumbs_home, theme_docs_breadcrumbs_navAriaLabel, theme_docs_paginator_next, theme_docs_paginator_previous, theme_docs_versionBadge_label, ui_docs_untranslated, ui_versionBadge_title } from "../i18n/theme";
import { theme_docs_paginator_navAriaLabel } from "../i18n/theme";

/**
 * The version on screen, for the navbar's version-less links and dropdown;
 * nothing at all (not even an effect) in a site without versions. The
 * choice is the build's constant, so every render calls the same hooks.
 */
const useActiveDoc = __DOCS_VERSIONED__
  ? (meta: DocMeta) =>
      useEffect(() => {
        setActiveDoc({ plugin: meta.plugin, version: meta.version, path: meta.path, alternates: meta.alternates ?? [] });
        return () => setActiveDoc(null);
      }, [meta.plugin, meta.version, meta.path, meta.alternates])
  : () => {};

/**
 * `footer`: what follows the content (a tagged doc's tags, see DocTags);
 * `banner`: what precedes it (the version banner of an unreleased or unmaintained version).
 */
export function DocPage(props: { meta: DocMeta; sidebar: SidebarItem[]; banner?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const { meta } = props;
  useRegisterDocSidebar(props.sidebar, meta.path);
  const currentSidebar = useMemo(() => ({ items: props.sidebar, current: meta.path }), [props.sidebar, meta.path]);
  useActiveDoc(meta);
  const version = __DOCS_VERSIONED__ ? versionNamed(meta.version, meta.plugin) : undefined;
  const layout = (
    <div className={version ? `doc-layout ${version.class_name}` : "doc-layout"}>
      {/* A doc in no sidebar shows none, as in Docusaurus. */}
      {props.sidebar.length > 0 &&
        (__SIDEBAR_HIDEABLE__ ? (
          <HideableSidebarColumn items={props.sidebar} current={meta.path} />
        ) : (
          <div className={__DOCUSAURUS_CONFIG__ ? "doc-sidebar-column theme-doc-sidebar-container" : "doc-sidebar-column"}>
            <DocSidebar items={props.sidebar} current={meta.path} />
          </div>
        ))}
      {/* `@theme/DocItem/Layout`, which a site's code may replace or wrap (ui/src/theme/DocArticle.tsx draws ours from
          the parts an ejected layout imports). A site without code of its own has the same article written out here:
          its first load then carries none of those parts (the 95 KB budget). Keep the two alike. */}
      {__SITE_OWN_CODE__ ? (
        <DocPartsContext.Provider value={{ meta, version, banner: props.banner, footer: props.footer, sidebar: currentSidebar }}>
          {/* Docusaurus' main container around the layout: an ejected one lays out its own `row` of `col`s in it. */}
          <div className="doc-item-root">
            <DocItemLayout>{props.children}</DocItemLayout>
          </div>
        </DocPartsContext.Provider>
      ) : (
        <div className="doc-main">
          <article className="doc-article">
            {props.banner}
            {/* A translated site's doc with no translation: shown in the default locale's words, and said so. */}
            {__SITE_TRANSLATED__ && meta.untranslated ? (
              <p className="untranslated-notice" role="note">
                {ui_docs_untranslated}
              </p>
            ) : null}
            {/* The docs plugin's `breadcrumbs: false` leaves them out, as in Docusaurus. */}
            {site.breadcrumbs !== false ? (
              <nav className="breadcrumbs" aria-label={theme_docs_breadcrumbs_navAriaLabel}>
                <ol>
                  <li>
                    <Link to="/">{theme_docs_breadcrumbs_home}</Link>
                  </li>
                  {meta.breadcrumbs.map((crumb, i) => (
                    <li key={i}>
                      {crumb.path && i < meta.breadcrumbs.length - 1 ? <Link to={crumb.path}>{crumb.label}</Link> : <span>{crumb.label}</span>}
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <header className="doc-header">
              {/* As Docusaurus: only a site with more than one version shows it (unless the version's `badge` says otherwise). */}
              {version?.badge ? (
                <span className="version-badge theme-doc-version-badge" title={ui_versionBadge_title}>
                  {theme_docs_versionBadge_label}
                  {version.label}
                </span>
              ) : null}
              {/* `hide_title`: the title stays the page's heading for screen readers only. */}
              <h1 className={meta.hide_title ? "visually-hidden" : undefined}>{meta.heading ?? meta.title}</h1>
              {/* The twin's address, made by crates/content-model's markdown_twin_path (none when site.toml says `llms = false`). */}
              {meta.twin ? <MarkdownActions twin={meta.twin} /> : null}
            </header>
            {meta.hide_toc ? null : <TocMobile items={meta.toc} />}
            <div className="markdown" data-search="">
              <CurrentDocSidebarContext.Provider value={currentSidebar}>
                {props.children}
              </CurrentDocSidebarContext.Provider>
            </div>
            {props.footer}
            <PageMeta lastUpdate={meta.last_update} editUrl={meta.edit_url} />
            <Paginator label={theme_docs_paginator_navAriaLabel} previous={meta.previous} next={meta.next} labels={[theme_docs_paginator_previous, theme_docs_paginator_next]} />
          </article>
          {meta.hide_toc ? null : (
            <aside className="doc-toc-column">
              <Toc items={meta.toc} />
            </aside>
          )}
        </div>
      )}
    </div>
  );
  // The doc on screen for site code that reads it (`useDoc`), only in a site with code of its own.
  return __SITE_OWN_CODE__ ? <DocMetaContext.Provider value={meta}>{layout}</DocMetaContext.Provider> : layout;
}
