// `@docusaurus/Head` (react-helmet under Docusaurus): `<title>`, `<meta>` and
// `<link>` children go into the document's head. We have no helmet: as App
// does for the page's own title and description, they are set by an effect,
// so only in the browser after hydration; the pre-rendered HTML keeps the
// title and description of the page's front matter. The effect waits a task,
// to come after App's (a parent's effect runs after its children's), and
// undoes its changes when the component goes.
import { Children, isValidElement, useEffect, type ReactNode } from "react";

type Undo = () => void;

function setTitle(title: string): Undo {
  const before = document.title;
  document.title = title;
  return () => {
    if (document.title === title) document.title = before;
  };
}

/** The attribute that names a meta or link, to find one already in the head. */
function keyOf(tag: string, attrs: Record<string, string>): string | null {
  if (tag === "meta") {
    for (const name of ["name", "property", "http-equiv", "itemprop"]) {
      if (attrs[name] !== undefined) return `meta[${name}="${CSS.escape(attrs[name]!)}"]`;
    }
    return attrs.charset !== undefined ? "meta[charset]" : null;
  }
  return attrs.rel === "canonical" ? 'link[rel="canonical"]' : null;
}

/** Updates the head's element of the same name, or adds one. */
function setElement(tag: "meta" | "link", attrs: Record<string, string>): Undo {
  const key = keyOf(tag, attrs);
  const existing = key ? document.head.querySelector(key) : null;
  if (existing) {
    const before = new Map(Object.keys(attrs).map((name) => [name, existing.getAttribute(name)]));
    for (const [name, value] of Object.entries(attrs)) existing.setAttribute(name, value);
    return () => {
      for (const [name, value] of before) value === null ? existing.removeAttribute(name) : existing.setAttribute(name, value);
    };
  }
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  document.head.appendChild(element);
  return () => element.remove();
}

// React's prop names for the HTML attributes a meta or link carries.
const ATTRIBUTE_NAMES: Record<string, string> = { httpEquiv: "http-equiv", charSet: "charset", hrefLang: "hreflang", crossOrigin: "crossorigin" };

function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || value === undefined || value === null || value === false) continue;
    attrs[ATTRIBUTE_NAMES[name] ?? name] = String(value);
  }
  return attrs;
}

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((part) => (typeof part === "string" || typeof part === "number" ? String(part) : ""))
    .join("");
}

export type HeadEntry = { tag: "title"; text: string } | { tag: "meta" | "link"; attrs: Record<string, string> };

/** The head elements among `children` (others, such as <script>, are not taken). */
export function headEntries(children: ReactNode): HeadEntry[] {
  const entries: HeadEntry[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== "string") return;
    if (child.type === "title") entries.push({ tag: "title", text: textOf(child.props.children as ReactNode) });
    else if (child.type === "meta" || child.type === "link") entries.push({ tag: child.type, attrs: attributesOf(child.props) });
  });
  return entries;
}

/** Puts the entries into the document; returns how to undo it. */
export function applyHead(entries: HeadEntry[]): Undo {
  const undo = entries.map((entry) => (entry.tag === "title" ? setTitle(entry.text) : setElement(entry.tag, entry.attrs)));
  return () => undo.reverse().forEach((step) => step());
}

/** Applies the entries after App's own head effect; again only when they change. */
export function useHead(entries: HeadEntry[]) {
  const key = JSON.stringify(entries);
  useEffect(() => {
    let undo: Undo | null = null;
    const timer = window.setTimeout(() => (undo = applyHead(JSON.parse(key) as HeadEntry[])));
    return () => {
      window.clearTimeout(timer);
      undo?.();
    };
  }, [key]);
}

export default function Head(props: { children?: ReactNode }) {
  useHead(headEntries(props.children));
  return null;
}
