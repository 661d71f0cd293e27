// `@docusaurus/Head` (react-helmet under Docusaurus): `<title>`, `<meta>` and
// `<link>` children go into the document's head. We have no helmet. The
// title and the description are one registry: App says the page's own
// (`setPageHead`), each mounted <Head> or Layout what it asks (an explicit
// <Head> over a Layout's props, later over earlier), and the document shows
// the result whenever either changes. Other meta and link elements are set
// by an effect and undone when the component goes. In a server render the
// entries are collected as the components render (`collectHead`), so the
// pre-rendered HTML has the title a page asks for too. A site without code
// of its own (where only MDX may hold a <Head>) keeps the registry out of
// its first load: see `useHead`.
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
function applyHead(entries: HeadEntry[]): Undo {
  const undo = entries.map((entry) => (entry.tag === "title" ? setTitle(entry.text) : setElement(entry.tag, entry.attrs)));
  return () => undo.reverse().forEach((step) => step());
}

/** The page's own title and description, from App; none before its first effect. */
let pageHead: { title: string; description: string | null } | null = null;
/** What each mounted <Head> or Layout asks of the title and description, with its rank (an explicit <Head> outranks a Layout). */
const asked = new Map<number, { rank: number; entries: HeadEntry[] }>();
let nextAsk = 0;
/** The entries asked while a server render runs, in render order (see `collectHead`). */
let collecting: { rank: number; entries: HeadEntry[] }[] | null = null;

const isTitleOrDescription = (entry: HeadEntry) =>
  entry.tag === "title" || (entry.tag === "meta" && entry.attrs.name === "description" && entry.attrs.content !== undefined);

/** The title and description the asks give, each the last of the highest rank (null where none asks). */
function resolved(asks: Iterable<{ rank: number; entries: HeadEntry[] }>): { title: string | null; description: string | null } {
  const ordered = [...asks].map((ask, at) => ({ ...ask, at })).sort((a, b) => a.rank - b.rank || a.at - b.at);
  let title: string | null = null;
  let description: string | null = null;
  for (const { entries } of ordered) {
    for (const entry of entries) {
      if (entry.tag === "title") title = entry.text;
      else if (entry.tag === "meta" && entry.attrs.name === "description") description = entry.attrs.content ?? description;
    }
  }
  return { title, description };
}

/** Shows the title and description the page and its asks come to. */
function showHead() {
  if (!pageHead) return;
  const { title, description } = resolved(asked.values());
  document.title = title ?? pageHead.title;
  const shown = description ?? pageHead.description;
  if (shown !== null) document.querySelector('meta[name="description"]')?.setAttribute("content", shown);
}

/** App's title and description for the page shown (description null: left as it is). */
export function setPageHead(title: string, description: string | null) {
  pageHead = { title, description };
  showHead();
}

/** Runs a server render, returning what it gave and the title and description its components asked for. */
export function collectHead<T>(render: () => T): { rendered: T; title: string | null; description: string | null } {
  collecting = [];
  try {
    const rendered = render();
    return { rendered, ...resolved(collecting) };
  } finally {
    collecting = null;
  }
}

/** Applies the entries while the component is mounted; again only when they change. `rank` 1 for an explicit <Head>, 0 for a Layout's props. */
export function useHead(entries: HeadEntry[], rank = 1) {
  // A server render has no effects: what is asked is collected as it renders.
  if (collecting) collecting.push({ rank, entries: entries.filter(isTitleOrDescription) });
  const key = JSON.stringify(entries);
  useEffect(() => {
    const all = JSON.parse(key) as HeadEntry[];
    // A site without code of its own keeps the registry out of its first load: App sets the page's
    // title itself, and an MDX <Head> applies its entries a task later (after App's effect, which
    // runs after its children's) and undoes them when it goes.
    if (!__SITE_OWN_CODE__) {
      let undo: Undo | null = null;
      const timer = window.setTimeout(() => (undo = applyHead(all)));
      return () => {
        window.clearTimeout(timer);
        undo?.();
      };
    }
    const id = nextAsk++;
    asked.set(id, { rank, entries: all.filter(isTitleOrDescription) });
    const undo = applyHead(all.filter((entry) => !isTitleOrDescription(entry)));
    showHead();
    return () => {
      asked.delete(id);
      undo();
      showHead();
    };
  }, [key, rank]);
}

export default function Head(props: { children?: ReactNode }) {
  useHead(headEntries(props.children));
  return null;
}
