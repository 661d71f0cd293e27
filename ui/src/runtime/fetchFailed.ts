// Which errors of a dynamic import are a failed fetch, worth one more try.

/**
 * The address of a script the browser could not fetch, from its error
 * ("Failed to fetch dynamically imported module: https://…/x.js"); none for
 * any other error, or in Node (where a module that does not link names its file too).
 */
export function fetchFailedAt(error: unknown): string | undefined {
  if (typeof window === "undefined" || !(error instanceof TypeError)) return undefined;
  // Chromium: "Failed to fetch dynamically imported module: URL"; Firefox: "error loading dynamically imported module: URL".
  return /dynamically imported module: (https?:\/\/[^\s'"]+\.js)\b/.exec(error.message)?.[1];
}
