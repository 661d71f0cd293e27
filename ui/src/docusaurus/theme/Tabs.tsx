// `@theme/Tabs` with Docusaurus's props, in our tab sets' markup: the same
// elements and classes as theme/Tabs, so they look the same, share a
// `groupId`'s choice (remembered under `docusaurus.tab.<groupId>`) and switch
// with the same listeners (runtime/contentActions: click, arrows, Home/End).
// Written here rather than through theme/Tabs because Docusaurus's props put
// things where that component has no place for them: `className` on the tab
// list, `attributes` on a tab, a TabItem's `className` on its panel.
//
// The tab shown first: `defaultValue`, else the TabItem marked `default`, else
// the first; then the group's remembered choice; then, with `queryString`, the
// URL's `?<key>=<value>`, which follows the reader's choices. Every panel is in
// the HTML (hidden but the shown one), `lazy` too: the switching is done on the
// markup, without React. `block` has no look of its own here.
import { useCallback, useId, useRef } from "react";
import { useNavigate } from "react-router-dom";

import { restoreTabChoice } from "../../runtime/contentActions";
import { showTab, tabsOf } from "../../runtime/tabSets";
// InTabs lives there: a site may replace TabItem (which then has none).
import { InTabs, initialValue, queryKey, tabItems, tabValues, type TabsProps, type TabValue } from "../theme-common/tabs";

export type { TabsProps, TabValue };

/**
 * With a query-string key: the URL's value is shown first, and the reader's
 * choices are written back to the URL (replacing the history entry).
 */
function useQueryStringSync(key: string | null) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  return useCallback(
    (container: HTMLElement | null) => {
      restoreTabChoice(container);
      if (!container || !key) return;
      const fromUrl = new URLSearchParams(window.location.search).get(key);
      if (fromUrl !== null) showTab(container, fromUrl);
      const observer = new MutationObserver(() => {
        const chosen = tabsOf(container).find((tab) => tab.getAttribute("aria-selected") === "true")?.dataset.value;
        const params = new URLSearchParams(window.location.search);
        if (chosen === undefined || params.get(key) === chosen) return;
        params.set(key, chosen);
        void navigateRef.current({ search: `?${params}`, hash: window.location.hash }, { replace: true, preventScrollReset: true });
      });
      observer.observe(container.querySelector(":scope > .tabs")!, { subtree: true, attributeFilter: ["aria-selected"] });
      return () => observer.disconnect();
    },
    [key],
  );
}

export default function Tabs(props: TabsProps) {
  const items = tabItems(props.children);
  const values = tabValues(props, items);
  const selected = initialValue(props.defaultValue, values);
  const attach = useQueryStringSync(queryKey(props.queryString, props.groupId));
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  const labelOf = (v: TabValue) => v.label ?? v.value;
  return (
    <div className="tabs-container" data-group-id={props.groupId} ref={attach}>
      <div className={props.className ? `tabs ${props.className}` : "tabs"} role="tablist">
        {values.map((v, i) => {
          const isSelected = v.value === selected;
          const { className: extraClass, ...attributes } = (v.attributes ?? {}) as { className?: string };
          return (
            <button
              {...attributes}
              key={v.value}
              type="button"
              role="tab"
              id={tabId(i)}
              data-action="tab"
              data-value={v.value}
              aria-selected={isSelected}
              aria-controls={panelId(i)}
              tabIndex={isSelected ? 0 : -1}
              className={[isSelected ? "tabs-tab is-selected" : "tabs-tab", extraClass].filter(Boolean).join(" ")}
            >
              {labelOf(v)}
            </button>
          );
        })}
      </div>
      <InTabs.Provider value={true}>
        {values.map((v, i) => {
          const item = items.find((it) => it.props.value === v.value);
          const className = item?.props.className ? `tabs-panel ${item.props.className}` : "tabs-panel";
          return (
            <div key={v.value} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} hidden={v.value !== selected} tabIndex={0} className={className}>
              <p className="tabs-panel-label" aria-hidden="true">
                {labelOf(v)}
              </p>
              {item ?? null}
            </div>
          );
        })}
      </InTabs.Provider>
    </div>
  );
}
