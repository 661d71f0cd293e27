// `@docusaurus/useDocusaurusContext`: the site's settings under Docusaurus's
// names: the Docusaurus config as data when the site has one (its
// `customFields`, `themeConfig`…), over what our generated site config says.
// The site is one locale, its default (the pages' `<html lang>`).
import { siteConfig as evaluated } from "../generated/docusaurus-config";
import { site } from "../generated/site";
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

const LOCALE = site.locale;

// Made by a pure call: a shell that reads none of it (the navbar's own item types, unused) carries none of it.
export const context: DocusaurusContext = /* @__PURE__ */ (() => ({
  siteConfig: {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.base_url,
    favicon: site.favicon,
    trailingSlash: undefined,
    customFields: {},
    themeConfig: {},
    ...evaluated,
    future: { experimental_router: "browser" },
  },
  // The Docusaurus release this site's content is written for.
  siteMetadata: { docusaurusVersion: "3.6.3", pluginVersions: {} },
  globalData: {},
  i18n: {
    defaultLocale: LOCALE,
    currentLocale: LOCALE,
    locales: [LOCALE],
    path: "i18n",
    localeConfigs: { [LOCALE]: { label: ui_languageName, direction: "ltr", htmlLang: LOCALE, calendar: "gregory", path: LOCALE } },
  },
  codeTranslations: {},
}))();

export default function useDocusaurusContext(): DocusaurusContext {
  return context;
}
