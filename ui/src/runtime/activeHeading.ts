// Which heading the reader is at: the last one that has scrolled past the top
// of the viewport (below the sticky navbar). The table of contents marks it,
// ours and a site's own (`useTOCHighlight`).

/** The id, of `ids` (in the page's order), of the heading in view; null when there are none. */
export function activeHeadingId(ids: string[]): string | null {
  if (ids.length === 0) return null;
  const offset = 120; // below the sticky navbar
  let current = ids[0]!;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top - offset <= 0) current = id;
  }
  // At the very bottom the last heading may never reach the top.
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1]!;
  return current;
}

/** Runs `update` now and on every scroll and resize; returns what stops it. */
export function onScrollAndResize(update: () => void): () => void {
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update);
  return () => {
    window.removeEventListener("scroll", update);
    window.removeEventListener("resize", update);
  };
}
