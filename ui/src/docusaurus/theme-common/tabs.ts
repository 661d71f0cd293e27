// What a tab set is made of, with Docusaurus' rules: its TabItems, their
// values, the one shown first, the query-string key. Shared by our
// `@theme/Tabs` and `@docusaurus/theme-common/internal` (a site's ejected
// Tabs), in a module no site replaces.
import { Children, createContext, isValidElement, type ReactElement, type ReactNode } from "react";

import type { TabItemProps } from "../theme/TabItem";

/** True inside a Tabs' panel, which is drawn already: our TabItem then draws only its children. */
export const InTabs = createContext(false);

export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string | null;
  values?: readonly TabValue[];
  /** `true` (the key is `groupId`) or the query-string key. */
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

type ItemElement = ReactElement<TabItemProps>;

function childName(child: ReactNode): string {
  if (!isValidElement(child)) return typeof child;
  const type = child.type as string | { displayName?: string; name?: string };
  return typeof type === "string" ? type : (type.displayName ?? type.name ?? "unknown");
}

/** The TabItems: any element with a `value` prop (as in Docusaurus); text between them that is only space is skipped. */
export function tabItems(children: ReactNode): ItemElement[] {
  return Children.toArray(children).flatMap((child) => {
    if (typeof child === "string" && child.trim() === "") return [];
    if (isValidElement<TabItemProps>(child) && child.props && typeof child.props === "object" && "value" in child.props) return [child];
    throw new Error(
      `Bad <Tabs> child <${childName(child)}>: every child of <Tabs> must be a <TabItem> with a unique "value" prop (or give <Tabs> a "values" prop)`,
    );
  });
}

export function tabValues(props: TabsProps, items: ItemElement[]): readonly TabValue[] {
  const values = props.values ?? items.map(({ props: p }) => ({ value: p.value, label: p.label, attributes: p.attributes, default: p.default }));
  const seen = new Set<string>();
  const duplicates = values.filter((v) => seen.has(v.value) || !seen.add(v.value)).map((v) => `'${v.value}'`);
  if (duplicates.length > 0) throw new Error(`Duplicate values "${duplicates.join(", ")}" found in <Tabs>: every value must be unique`);
  if (values.length === 0) throw new Error("<Tabs> needs at least one <TabItem>");
  return values;
}

export function initialValue(defaultValue: string | null | undefined, values: readonly TabValue[]): string {
  if (defaultValue) {
    if (!values.some((v) => v.value === defaultValue)) {
      throw new Error(
        `<Tabs> has defaultValue "${defaultValue}" but none of its tabs has that value; the values are: ${values.map((v) => v.value).join(", ")}`,
      );
    }
    return defaultValue;
  }
  return (values.find((v) => v.default) ?? values[0]!).value;
}

export function queryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === "string") return queryString;
  if (!queryString) return null;
  if (!groupId) throw new Error('<Tabs queryString> without a string value names its search parameter by `groupId`, and this one has none: add a groupId or write queryString="name"');
  return groupId;
}
