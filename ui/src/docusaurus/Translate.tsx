// `@docusaurus/Translate`: a message in the built locale's words, as
// Docusaurus looks it up: the locale's `code.json` by `id` (or by the message
// itself when it has none), else the message as written (its `id` when it has
// no text), with `{name}` placeholders filled from `values`. A value may be an element.
import { cloneElement, isValidElement, type ReactNode } from "react";

import { codeTranslations } from "../generated/docusaurus-config";

export type InterpolateValues = Record<string, ReactNode>;

export interface TranslateParam {
  message?: string;
  id?: string;
  description?: string;
}

function messageOf({ message, id }: TranslateParam): string {
  if (message === undefined && id === undefined) {
    throw new Error("A Docusaurus translation needs a translation id or a default message (neither was given)");
  }
  return codeTranslations[(id ?? message)!] ?? message ?? id!;
}

/** Fills `{name}` placeholders: a string when every value is text, else an array of nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  // Odd parts are the `{name}` placeholders; one without a value stays as written.
  const parts: ReactNode[] = text.split(/(\{\w+\})/).map((part, i) => {
    if (i % 2 === 0) return part;
    const value = values?.[part.slice(1, -1)];
    return value === undefined ? part : value;
  });
  if (!parts.some((part) => isValidElement(part))) return parts.join("");
  return parts.filter((part) => part !== "").map((part, i) => (isValidElement(part) ? cloneElement(part, { key: i }) : part));
}

/** For strings outside JSX (titles, placeholders, labels). */
export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(param), values));
}

export default function Translate(props: { children?: string; id?: string; description?: string; values?: InterpolateValues }) {
  if (props.children !== undefined && typeof props.children !== "string") {
    throw new Error("<Translate> takes plain text as its children (put elements in `values` and name them `{name}` in the text)");
  }
  return <>{interpolate(messageOf({ message: props.children, id: props.id }), props.values)}</>;
}
