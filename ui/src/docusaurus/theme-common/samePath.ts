// Docusaurus' rule for two addresses of one page, shared by theme-common/internal
// and the docs client's sidebar helpers.

/** `isSamePath`: two paths of the site are one page whatever their case and trailing slash (`/Docs/a` and `/docs/a/`). */
export function isSamePath(path1: string | undefined, path2: string | undefined): boolean {
  const normal = (path: string | undefined) => (path?.endsWith("/") ? path : `${path}/`).toLowerCase();
  return normal(path1) === normal(path2);
}
