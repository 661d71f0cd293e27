// Which errors of a dynamic import are a failed fetch, worth one more try.

/**
 * The address of a script the browser could not fetch, from its error
 * ("Failed to fetch dynamically imported module: https://…/x.js" in Chromium,
 * "error loading dynamically imported module: …" in Firefox); none for any
 * other error, such as a module that does not link (a SyntaxError naming its file).
 */
export function fetchFailedAt(error: unknown): string | undefined {
  return error instanceof TypeError ? /module: (\S+\.js)/.exec(error.message)?.[1] : undefined;
}
