// `@docusaurus/useDocusaurusContext`: the site's settings under Docusaurus's
// names: the Docusaurus config as data when the site has one (its
// `customFields`, `themeConfig`…), over what our generated site config says.
// A translated site's build is one locale: its base URL and its code.
import { siteConfig as evaluated } from "../generated/docusaurus-config";
import { site } from "../generated/site";
import type { SiteMeta } from "../generated/types";
import { ui_languageName } from "../i18n/theme";

export interface DocusaurusSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string;
  trailingSlash: boolean | undefined;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
  future: { experimental_router: "browser" };
}

export interface DocusaurusContext {
  siteConfig: DocusaurusSiteConfig;
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    currentLocale: string;
    locales: string[];
    path: string;
    localeConfigs: Record<string, { label: string; direction: "ltr" | "rtl"; htmlLang: string; calendar: string; path: string }>;
  };
  codeTranslations: Record<string, string>;
}

/** The classic theme's `themeConfig` defaults, which Docusaurus' validation fills in before components read them. */
const THEME_DEFAULTS: Record<string, Record<string, unknown>> = {
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
  docs: { versionPersistence: "localStorage", sidebar: { hideable: false, autoCollapseCategories: false } },
  navbar: { hideOnScroll: false, items: [] },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  blog: { sidebar: { groupByYear: true } },
};

/** The site's `themeConfig` over the defaults, each key's object merged one level down (`docs.sidebar` too). */
function withThemeDefaults(written: Record<string, unknown> = {}): Record<string, unknown> {
  const merged: Record<string, unknown> = { metadata: [], ...written };
  for (const [key, defaults] of Object.entries(THEME_DEFAULTS)) {
    const own = (written[key] ?? {}) as Record<string, unknown>;
    const sidebar = defaults.sidebar ? { sidebar: { ...(defaults.sidebar as object), ...((own.sidebar as object) ?? {}) } } : {};
    merged[key] = { ...defaults, ...own, ...sidebar };
  }
  return merged;
}

/**
 * The context of `site` with its Docusaurus config `evaluated`: the config's
 * keys over ours, but for what the build decides per locale, as Docusaurus
 * gives a locale's build: its base URL (`/docs/zh/`, not the config's
 * `/docs/`) and which locale it is, among the site's.
 */
export function contextOf(site: SiteMeta, evaluated: Record<string, unknown>): DocusaurusContext {
  const locales = site.locales ?? [];
  const current = locales.find((locale) => locale.base_url === site.base_url);
  const configs = locales.length
    ? locales.map((l) => [l.code, { label: l.label, direction: l.direction === "rtl" ? "rtl" : "ltr", htmlLang: l.html_lang, calendar: "gregory", path: l.code }] as const)
    : [[site.locale, { label: ui_languageName, direction: "ltr", htmlLang: site.locale, calendar: "gregory", path: site.locale }] as const];
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      favicon: site.favicon,
      trailingSlash: undefined,
      customFields: {},
      ...evaluated,
      baseUrl: site.base_url,
      themeConfig: withThemeDefaults(evaluated.themeConfig as Record<string, unknown> | undefined),
      future: { experimental_router: "browser" },
    },
    // The Docusaurus release this site's content is written for.
    siteMetadata: { docusaurusVersion: "3.6.3", pluginVersions: {} },
    globalData: {},
    i18n: {
      defaultLocale: locales[0]?.code ?? site.locale,
      currentLocale: current?.code ?? site.locale,
      locales: locales.length ? locales.map((l) => l.code) : [site.locale],
      path: "i18n",
      localeConfigs: Object.fromEntries(configs),
    },
    codeTranslations: {},
  };
}

// Made by a pure call: a shell that reads none of it (the navbar's own item types, unused) carries none of it.
export const context: DocusaurusContext = /* @__PURE__ */ contextOf(site, evaluated as Record<string, unknown>);

export default function useDocusaurusContext(): DocusaurusContext {
  return context;
}
