// Keyboard focus after navigation and inside modal panels.

/** Tab and Shift+Tab go round inside `container` instead of leaving it (a modal's focus trap). */
export function keepTabInside(event: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement) {
  if (event.key !== "Tab") return;
  const stops = container.querySelectorAll<HTMLElement>('a[href], button:not([tabindex="-1"])');
  const [first, last] = [stops[0], stops[stops.length - 1]];
  if (document.activeElement === (event.shiftKey ? first : last)) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}

/**
 * After a client-side navigation: focus the start of the main content (the
 * `<main>` element, focusable by script only), so that the next Tab goes into
 * the new page. Scrolling is left to the scroll restoration.
 */
export function focusMainContent(): void {
  document.getElementById("main")?.focus({ preventScroll: true });
}
