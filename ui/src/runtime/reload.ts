// Reload the page once when a route's chunk fails to load, never in a loop.
const KEY = "chunk-reload";

/** Reloads unless this path was already reloaded for; returns whether it reloads. */
export function reloadOnce(path: string): boolean {
  try {
    if (window.sessionStorage.getItem(KEY) === path) return false;
    window.sessionStorage.setItem(KEY, path);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

export function forgetReload(path: string): void {
  try {
    if (window.sessionStorage.getItem(KEY) === path) window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
