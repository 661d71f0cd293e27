// What the reader can do inside a page's content — switch tabs, copy a code
// block, wrap its long lines — handled by two listeners on the document
// instead of code and state in every component. The components (theme/Tabs,
// theme/CodeBlock) render plain markup that React never changes after it is
// made, so these listeners may change its attributes in place. The handlers
// (contentActionHandlers.ts) load on the first use, or when the browser is
// idle if prefetching is welcome: a page that is only read never needs them.
import { prefetchWhenIdle } from "./connection";
import { LoadOnce } from "./loadOnce";
import { readStorage } from "./storage";
import { showTab, tabStorageKey } from "./tabSets";

/** Applies a group's remembered choice to a tab set (called as it is rendered). */
export function restoreTabChoice(container: HTMLElement | null) {
  const groupId = container?.dataset.groupId;
  if (!container || !groupId) return;
  const stored = readStorage(tabStorageKey(groupId));
  if (stored !== null) showTab(container, stored);
}

type Handlers = typeof import("./contentActionHandlers");
const handlers = new LoadOnce<"handlers", Handlers>();
const loadHandlers = () => handlers.get("handlers", () => import("./contentActionHandlers"));

const TAB_KEYS = ["ArrowRight", "ArrowLeft", "Home", "End"];

/** Installs the listeners once, before the page hydrates. */
export function listenForContentActions() {
  document.addEventListener("click", (event) => {
    const target = (event.target as Element).closest?.<HTMLElement>("[data-action]");
    if (target) void loadHandlers().then((h) => h.act(target), () => undefined);
  });
  document.addEventListener("keydown", (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>("[data-action=tab]");
    if (!tab || !TAB_KEYS.includes(event.key)) return;
    // Now, not once the handlers have loaded: the keys would scroll the page.
    event.preventDefault();
    void loadHandlers().then((h) => h.moveTab(tab, event.key), () => undefined);
  });
  prefetchWhenIdle(loadHandlers);
}
