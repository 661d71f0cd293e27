// Docusaurus-style tabs: every panel is in the pre-rendered HTML (and all show
// when scripting is off, see styles.css); a choice made in one `groupId` is
// shared by every tab set of that group and remembered in localStorage under
// Docusaurus's key, `docusaurus.tab.<groupId>`.
import {
  Children,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";

import { readStorage, writeStorage } from "../runtime/storage";

type TabItemProps = { value: string; label: string; default?: boolean; children?: ReactNode };

/** A panel's content; `Tabs` reads its props to build the tab list. */
export function TabItem(props: TabItemProps) {
  return <>{props.children}</>;
}

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

// One listener set for all groups: a choice re-renders the tab sets that read it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function chooseInGroup(groupId: string, value: string) {
  writeStorage(storageKey(groupId), value);
  for (const listener of listeners) listener();
}

/** The stored choice of a group; null while hydrating, so the HTML matches the server's. */
function useGroupChoice(groupId: string | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (groupId ? readStorage(storageKey(groupId)) : null),
    () => null,
  );
}

export function Tabs(props: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(props.children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && child.type === TabItem,
  );
  const values = items.map((item) => item.props.value);
  const fallback = items.find((item) => item.props.default)?.props.value ?? values[0];
  const [local, setLocal] = useState(fallback);
  const stored = useGroupChoice(props.groupId);
  const selected = stored !== null && values.includes(stored) ? stored : values.includes(local ?? "") ? local : fallback;
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  // Switching a group can change the height of tab sets above this one; keep
  // the tab list the reader touched where it was on screen.
  const anchorTop = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (anchorTop.current === null || !listRef.current) return;
    const moved = listRef.current.getBoundingClientRect().top - anchorTop.current;
    anchorTop.current = null;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [selected]);

  const select = (value: string) => {
    if (value === selected) return;
    anchorTop.current = listRef.current?.getBoundingClientRect().top ?? null;
    setLocal(value);
    if (props.groupId) chooseInGroup(props.groupId, value);
  };

  // The ARIA tabs pattern: arrows move between tabs (and select), Home/End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = values.indexOf(selected ?? "");
    const last = values.length - 1;
    const next =
      event.key === "ArrowRight" ? (current >= last ? 0 : current + 1)
      : event.key === "ArrowLeft" ? (current <= 0 ? last : current - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    select(values[next]!);
    tabRefs.current[next]?.focus();
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  return (
    <div className="tabs-container">
      <div className="tabs" role="tablist" ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? "tabs-tab is-selected" : "tabs-tab"}
              onClick={() => select(item.props.value)}
            >
              {item.props.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={item.props.value !== selected} tabIndex={0} className="tabs-panel">
          <p className="tabs-panel-label" aria-hidden="true">
            {item.props.label}
          </p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
