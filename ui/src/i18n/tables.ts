// Nothing imports this module: the type checker reads it, so every language's
// tables have the Korean tables' names, each a text or a function like Korean's.
import type * as ko from "./ko/theme";
import type * as koSearch from "./ko/search";
import type * as koBlog from "./ko/blog";
import type * as en from "./en/theme";
import type * as enSearch from "./en/search";
import type * as enBlog from "./en/blog";
import type * as ja from "./ja/theme";
import type * as jaSearch from "./ja/search";
import type * as jaBlog from "./ja/blog";
import type * as zh from "./zh-Hans/theme";
import type * as zhSearch from "./zh-Hans/search";
import type * as zhBlog from "./zh-Hans/blog";

/** A table's shape: its names, each a string or a function of the same parameters. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };
type Exactly<T, U extends Shape<T>> = Exclude<keyof U, keyof T> extends never ? U : never;

export type Checked = [
  Exactly<typeof ko, typeof en>,
  Exactly<typeof ko, typeof ja>,
  Exactly<typeof ko, typeof zh>,
  Exactly<typeof koSearch, typeof enSearch>,
  Exactly<typeof koSearch, typeof jaSearch>,
  Exactly<typeof koSearch, typeof zhSearch>,
  Exactly<typeof koBlog, typeof enBlog>,
  Exactly<typeof koBlog, typeof jaBlog>,
  Exactly<typeof koBlog, typeof zhBlog>,
];
