// `@docusaurus/theme-common`'s plain helpers: list utilities, tag letters,
// search-string merging, footer shapes and admonition props.
import { translate } from "../Translate";

/** The items of `values` that are equal (by `comparator`) to an earlier one. */
export function duplicates<T>(values: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((value, index) => values.findIndex((other) => comparator(value, other)) !== index);
}

/** `values` without repeats, in their first order. */
export function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** `values` grouped by the key `keyOf` gives each, in first order. */
export function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) (groups[keyOf(value)] ??= []).push(value);
  return groups;
}

/** Tags under their first letter, letters and tags in the language's order (the tags page). */
export function listTagsByLetters<T extends { label: string }>(tags: readonly T[]): { letter: string; tags: T[] }[] {
  const byLetter = groupBy(tags, (tag) => tag.label.charAt(0).toUpperCase());
  return Object.entries(byLetter)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, tags: [...list].sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The tags page's title, in the site's words. */
export function translateTagsPageTitle(): string {
  return translate({ id: "theme.tags.tagsPageTitle", message: "Tags", description: "The title of the tag list page" });
}

/** Whether footer links are columns with titles (rather than one row of links). */
export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  return links.length > 0 && typeof links[0] === "object" && links[0] !== null && "title" in links[0];
}

/** Search strings merged: later ones' parameters `append`ed to or `replace`ing earlier ones'. */
export function mergeSearchStrings(searchStrings: readonly (string | undefined)[], strategy: "append" | "replace"): string {
  return `?${mergeSearchParams(searchStrings.map((s) => new URLSearchParams(s ?? "")), strategy).toString()}`;
}

export function mergeSearchParams(params: readonly URLSearchParams[], strategy: "append" | "replace"): URLSearchParams {
  const merged = new URLSearchParams();
  for (const each of params) {
    for (const key of new Set(each.keys())) {
      if (strategy === "replace") merged.delete(key);
      for (const value of each.getAll(key)) merged.append(key, value);
    }
  }
  return merged;
}

/** An admonition's props as its component takes them: here titles already come as the `title` prop. */
export function processAdmonitionProps<P extends { children?: unknown; title?: unknown; icon?: unknown }>(props: P): P {
  return props;
}
