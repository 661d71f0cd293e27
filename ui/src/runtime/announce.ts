// Tells screen-reader users that a client-side navigation showed a new page:
// the words go into a polite live region that is part of every page from the
// start (a region added together with its text is often not read).
export const ANNOUNCER_ID = "route-announcer";

let pending = 0;

export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  // Emptied first and filled a moment later, so the same words twice are read twice.
  region.textContent = "";
  window.clearTimeout(pending);
  pending = window.setTimeout(() => (region.textContent = message), 100);
}
