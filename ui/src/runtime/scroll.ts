// Scroll restoration for client-side navigation, following the browser's rules:
// a new page starts at the top or at its #anchor; back/forward returns to where
// the reader was on that history entry. The browser cannot do this itself,
// because the next page's content arrives after the history entry has changed.

/** The parts of the Navigation API used here (not in TypeScript's DOM types yet). */
interface NavigationLike extends EventTarget {
  currentEntry: { key: string } | null;
}

const navigationApi = () => (window as { navigation?: NavigationLike }).navigation;
const positions = new Map<string, number>();
let traversing = false;

/** The current history entry: its Navigation API key, else the router's key and the URL. */
function entryKey(): string {
  const { state } = window.history as { state: { key?: string } | null };
  return navigationApi()?.currentEntry?.key ?? `${state?.key}${window.location.pathname}${window.location.hash}`;
}

/** Takes scroll restoration over from the browser for same-document navigation. */
export function startScrollRestoration(): void {
  const mode = (value: ScrollRestoration) => () => (window.history.scrollRestoration = value);
  mode("manual")();
  // Leaving the document (reload, another site), the browser restores this entry
  // natively on return; back from the back/forward cache, we take over again.
  window.addEventListener("pagehide", mode("auto"));
  window.addEventListener("pageshow", mode("manual"));
  window.addEventListener("scroll", () => positions.set(entryKey(), window.scrollY), { passive: true });
  navigationApi()?.addEventListener("navigate", (event) => {
    traversing = (event as Event & { navigationType: string }).navigationType === "traverse";
  });
}

/**
 * Places the page after the router moved to another history entry: `pop` if the
 * router saw back/forward (or, without the Navigation API, a plain #link),
 * `newPage` if a new page is on screen, `hashChanged` if only the #anchor changed.
 */
export function placePage(hash: string, pop: boolean, newPage: boolean, hashChanged: boolean): void {
  const saved = (navigationApi() ? traversing : pop) ? positions.get(entryKey()) : undefined;
  let target: HTMLElement | null = null;
  try {
    target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // A malformed %-escape names no element.
  }
  if (saved !== undefined) window.scrollTo({ top: saved, behavior: "instant" });
  else if (newPage) target ? target.scrollIntoView({ behavior: "instant" }) : window.scrollTo({ top: 0, behavior: "instant" });
  // A router link to an #anchor of this page (a plain #link is scrolled by the browser itself).
  else if (hashChanged && !pop) target?.scrollIntoView();
}
