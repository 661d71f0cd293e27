// `@docusaurus/useBaseUrl`: a path of the site with the site's base URL in
// front (`/img/a.png` → `/docs/img/a.png` when the base is `/docs/`). URLs
// with a scheme and `#anchors` are left alone, and a path that already starts
// with the base is not given it twice, as in Docusaurus.
import { hasProtocol } from "./isInternalUrl";
import { context } from "./useDocusaurusContext";

export interface BaseUrlOptions {
  /** Prepend the base even to a path that already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Prefix the site's own URL too (`https://host/base/path`). */
  absolute?: boolean;
}

export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith("#") || hasProtocol(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, "");
  // `/base` (the base without its last slash) means the base itself.
  if (url === baseUrl.replace(/\/$/, "")) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, "");
  return options.absolute ? siteUrl.replace(/\/$/, "") + path : path;
}

export function withBaseUrl(url: string, options?: BaseUrlOptions): string {
  const { url: siteUrl, baseUrl } = context.siteConfig;
  return addBaseUrl(siteUrl, baseUrl, url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  return { withBaseUrl };
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return withBaseUrl(url, options);
}
