// Tab sets in the page's markup (theme/Tabs): reading and switching them. Shared
// by runtime/contentActions (first load) and its handlers (loaded on use), so
// neither imports the other for these.
import { STORAGE_KEYS } from "../constants";

export const tabStorageKey = (groupId: string) => `${STORAGE_KEYS.tabPrefix}${groupId}`;

export function tabsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(":scope > .tabs > [role=tab]"));
}

/** Shows the tab of `value` in one tab set; false when the set has no such tab. */
export function showTab(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle("is-selected", selected);
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
  return true;
}
