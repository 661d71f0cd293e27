// `@theme/TabItem`: one panel of `@theme/Tabs`, which reads its props (value,
// label, default, attributes) and draws the panel around it. Outside a Tabs it
// is a plain tab panel, as in Docusaurus.
import { useContext, type ReactNode } from "react";

import { InTabs } from "../theme-common/tabs";

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  /** Attributes of the tab (the button), e.g. `{className: "red"}`. */
  attributes?: Record<string, unknown>;
  className?: string;
  hidden?: boolean;
  children?: ReactNode;
}

export default function TabItem(props: TabItemProps) {
  if (useContext(InTabs)) return <>{props.children}</>;
  return (
    <div role="tabpanel" className={props.className} hidden={props.hidden}>
      {props.children}
    </div>
  );
}
