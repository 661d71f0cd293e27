// `@docusaurus/theme-common`: `usePluralForm`, `useThemeConfig`,
// `useWindowSize`, `ThemeClassNames`, the small helpers site code and swizzled
// components import (below), and `useColorMode`, on our colour mode: the
// `data-theme` attribute of <html> (set before first paint by the head script,
// switched by the navbar's toggle) and its stored choice. The mode follows the
// attribute, so a component using it changes with the navbar's toggle too.
// On the server and while hydrating it is "light", as the pre-rendered HTML is.
import { createElement, useCallback, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

import type { ColorMode } from "../runtime/colorMode";
import Head from "./Head";
import useDocusaurusContext from "./useDocusaurusContext";
import { STORAGE_KEYS, writeStorage } from "../runtime/storage";

export type { ColorMode };

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

const readMode = (): ColorMode => (document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light");
const serverMode = (): ColorMode => "light";

function systemMode(): ColorMode {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** `null`: back to the system's preference, forgetting the stored choice. */
export function setColorMode(mode: ColorMode | null, options: { persist?: boolean } = {}): void {
  const persist = options.persist ?? true;
  document.documentElement.setAttribute("data-theme", mode ?? systemMode());
  if (!persist) return;
  if (mode) writeStorage(STORAGE_KEYS.theme, mode);
  else {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.theme);
    } catch {
      // Storage unavailable: nothing was stored.
    }
  }
}

export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, readMode, serverMode);
  const setLightTheme = useCallback(() => setColorMode("light"), []);
  const setDarkTheme = useCallback(() => setColorMode("dark"), []);
  return { colorMode, setColorMode, isDarkTheme: colorMode === "dark", setLightTheme, setDarkTheme };
}

/**
 * `usePluralForm`: `selectMessage(count, "one|other")` picks the form the
 * site's language uses for `count` (Intl's plural rules), as Docusaurus does;
 * a message with fewer forms than the language has takes its last one.
 */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const { i18n } = useDocusaurusContext();
  const rules = new Intl.PluralRules(i18n.currentLocale);
  const forms = rules.resolvedOptions().pluralCategories;
  return {
    selectMessage(count, messages) {
      const parts = messages.split("|");
      if (parts.length === 1) return parts[0];
      const at = forms.indexOf(rules.select(count));
      return parts[Math.min(at < 0 ? parts.length - 1 : at, parts.length - 1)];
    },
  };
}

/** `useThemeConfig`: the config's `themeConfig`, as data. */
export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/** `useWindowSize`: "desktop" or "mobile" at Docusaurus' 996 px breakpoint; "ssr" before hydration. */
export function useWindowSize(): "desktop" | "mobile" | "ssr" {
  const wide = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia("(min-width: 997px)");
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => (window.matchMedia("(min-width: 997px)").matches ? "desktop" : "mobile"),
    () => "ssr" as const,
  );
  return wide;
}


/** `ThemeClassNames`: the class names Docusaurus' theme puts on its layout, by their public names, for site code and CSS that name them. */
const sidebarLevel = (kind: "category" | "link") => (level: number) => `theme-doc-sidebar-item-${kind}-level-${level}`;

export const ThemeClassNames = {
  page: {
    blogListPage: "blog-list-page",
    blogPostPage: "blog-post-page",
    blogTagsListPage: "blog-tags-list-page",
    blogTagPostListPage: "blog-tags-post-list-page",
    blogAuthorsListPage: "blog-authors-list-page",
    blogAuthorsPostsPage: "blog-authors-posts-page",
    docsDocPage: "docs-doc-page",
    docsTagsListPage: "docs-tags-list-page",
    docsTagDocListPage: "docs-tags-doc-list-page",
    mdxPage: "mdx-page",
  },
  wrapper: { main: "main-wrapper", blogPages: "blog-wrapper", docsPages: "docs-wrapper", mdxPages: "mdx-wrapper" },
  common: {
    editThisPage: "theme-edit-this-page",
    lastUpdated: "theme-last-updated",
    backToTopButton: "theme-back-to-top-button",
    codeBlock: "theme-code-block",
    admonition: "theme-admonition",
    unlistedBanner: "theme-unlisted-banner",
    draftBanner: "theme-draft-banner",
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: "theme-announcement-bar" },
  tabs: { container: "theme-tabs-container" },
  layout: {
    navbar: {
      container: "theme-layout-navbar",
      containerLeft: "theme-layout-navbar-left",
      containerRight: "theme-layout-navbar-right",
      mobileSidebar: { container: "theme-layout-navbar-sidebar", panel: "theme-layout-navbar-sidebar-panel" },
    },
    main: { container: "theme-layout-main" },
    footer: { container: "theme-layout-footer", column: "theme-layout-footer-column" },
  },
  docs: {
    docVersionBanner: "theme-doc-version-banner",
    docVersionBadge: "theme-doc-version-badge",
    docBreadcrumbs: "theme-doc-breadcrumbs",
    docMarkdown: "theme-doc-markdown",
    docTocMobile: "theme-doc-toc-mobile",
    docTocDesktop: "theme-doc-toc-desktop",
    docFooter: "theme-doc-footer",
    docFooterTagsRow: "theme-doc-footer-tags-row",
    docFooterEditMetaRow: "theme-doc-footer-edit-meta-row",
    docSidebarContainer: "theme-doc-sidebar-container",
    docSidebarMenu: "theme-doc-sidebar-menu",
    docSidebarItemCategory: "theme-doc-sidebar-item-category",
    docSidebarItemLink: "theme-doc-sidebar-item-link",
    docSidebarItemCategoryLevel: sidebarLevel("category"),
    docSidebarItemLinkLevel: sidebarLevel("link"),
    docCard: {
      container: "theme-doc-card-container",
      heading: "theme-doc-card-heading",
      icon: "theme-doc-card-icon",
      title: "theme-doc-card-title",
      description: "theme-doc-card-description",
    },
  },
  blog: { blogFooterTagsRow: "theme-blog-footer-tags-row", blogFooterEditMetaRow: "theme-blog-footer-edit-meta-row" },
  pages: { pageFooterEditMetaRow: "theme-pages-footer-edit-meta-row" },
} as const;
// Docusaurus 2 and 3 before 3.5 gave these from here too (its sites' category pages import them so).
export { filterDocCardListItems, useCurrentSidebarCategory, useDocsPreferredVersion } from "./plugin-content-docs/client";
export { useAnnouncementBar } from "../theme/AnnouncementBar";
export * from "./theme-common/components";
export * from "./theme-common/helpers";
export * from "./theme-common/hooks";
export * from "./theme-common/storage";

/** `usePrismTheme`: the config's `themeConfig.prism.theme` when it is data (blocks are coloured at build time here). */
export function usePrismTheme(): { plain: Record<string, unknown>; styles: unknown[] } {
  const prism = useThemeConfig().prism as { theme?: { plain?: Record<string, unknown>; styles?: unknown[] } } | undefined;
  return { plain: prism?.theme?.plain ?? {}, styles: prism?.theme?.styles ?? [] };
}

/** `prefersReducedMotion`: the reader asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** `isRegexpStringMatch`: whether `value` matches the pattern written as a string (a navbar item's `activeBaseRegex`). */
export function isRegexpStringMatch(pattern: string | undefined, value: string): boolean {
  return pattern !== undefined && new RegExp(pattern, "gi").test(value);
}

/** `composeProviders`: one component that wraps its children in each provider, the first outermost. */
export function composeProviders(providers: ComponentType<{ children: ReactNode }>[]): ComponentType<{ children: ReactNode }> {
  return function Composed({ children }) {
    return providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children);
  };
}

/** `ErrorCauseBoundary`: Docusaurus adds its own cause to an error thrown below; here the error passes as thrown. */
export function ErrorCauseBoundary(props: { children: ReactNode; onError?: (error: Error) => Error }): ReactNode {
  return props.children;
}

/** `HtmlClassNameProvider`: the theme's pages carry their own classes; the children are shown as they are. */
export function HtmlClassNameProvider(props: { className?: string; children: ReactNode }): ReactNode {
  return props.children;
}

/** `PageMetadata`: the page's title, description, keywords and image, as `<Head>` entries. */
export function PageMetadata(props: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const title = props.title ? `${props.title} | ${siteConfig.title}` : undefined;
  const keywords = Array.isArray(props.keywords) ? props.keywords.join(",") : props.keywords;
  return createElement(
    Head,
    null,
    title ? createElement("title", null, title) : null,
    title ? createElement("meta", { property: "og:title", content: title }) : null,
    props.description ? createElement("meta", { name: "description", content: props.description }) : null,
    props.description ? createElement("meta", { property: "og:description", content: props.description }) : null,
    keywords ? createElement("meta", { name: "keywords", content: keywords }) : null,
    props.image ? createElement("meta", { property: "og:image", content: props.image }) : null,
    props.children,
  );
}
