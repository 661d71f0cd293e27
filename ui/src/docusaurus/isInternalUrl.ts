// `@docusaurus/isInternalUrl`: a URL without a scheme (`https:`, `mailto:`) and
// not protocol-relative (`//host`) is a path of this site.

export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return url !== undefined && !hasProtocol(url);
}
