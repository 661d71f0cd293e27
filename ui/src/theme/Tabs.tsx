// Docusaurus-style tabs: every panel is in the pre-rendered HTML (and all show
// when scripting is off, see styles.css); a choice made in one `groupId` is
// shared by every tab set of that group and remembered in localStorage under
// Docusaurus's key, `docusaurus.tab.<groupId>`. Switching (click, arrows,
// Home/End) is done by runtime/contentActions for every tab set at once; this
// component only draws the markup, with the default tab selected.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";

import { restoreTabChoice } from "../runtime/contentActions";

type TabItemProps = { value: string; label: string; default?: boolean; children?: ReactNode };

/** A panel's content; `Tabs` reads its props to build the tab list. */
export function TabItem(props: TabItemProps) {
  return <>{props.children}</>;
}

export function Tabs(props: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(props.children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && child.type === TabItem,
  );
  const selected = (items.find((item) => item.props.default) ?? items[0])?.props.value;
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  // The remembered choice is applied as the set is put on the page, after the
  // server's markup (the default tab) has been matched.
  return (
    <div className="tabs-container" data-group-id={props.groupId} ref={restoreTabChoice}>
      <div className="tabs" role="tablist">
        {items.map((item, i) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={tabId(i)}
              data-action="tab"
              data-value={item.props.value}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? "tabs-tab is-selected" : "tabs-tab"}
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
