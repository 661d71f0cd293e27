// Which errors of a dynamic import are a failed fetch, worth one more try.

/**
 * The address of a script the browser could not fetch, from its error
 * ("Failed to fetch dynamically imported module: https://…/x.js" in Chromium,
 * "error loading dynamically imported module: …" in Firefox); none for any
 * other error, such as a module that does not link (which names its file
 * otherwise: "The requested module './x.js' does not provide…").
 */
export function fetchFailedAt(error: unknown): string | undefined {
  return /module: (\S+\.js)/.exec(String((error as Error | undefined)?.message))?.[1];
}
