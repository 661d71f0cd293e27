// Generated from crates/search/src/format.rs by `UPDATE_RULES=1 cargo test -p xtask search_format`. Do not edit.
/** `manifest.json`: fetched fresh on each page view; names this build's folder. */
export interface Manifest {
  /** Bumped when a file's shape changes. */
  version: number;
  /** The folder of this build's files, named by their hash. */
  dir: string;
  /** The first characters that have a term shard. */
  keys: string;
  /** How many pages are indexed (page ids are 0 ..< pages). */
  pages: number;
  /** Pages per `titles-<n>.json`. */
  titlesPerChunk: number;
  /** Pages per `texts-<n>.json`. */
  textsPerChunk: number;
  /** Groups of names for one thing, as readers see them. */
  synonyms: string[][];
  /** The glossary page, offered when nothing is found. */
  glossary: string | null;
  /** How words were reduced to the form they are indexed by: a query's words are reduced the same way. */
  stemming: Stemming;
}
/**
 * How the words of the site's language are reduced before they are indexed
 * and searched, so that `installs`, `installed` and `installing` are one term.
 */
export type Stemming =
  | "none"
  | "english"
;
/** `t-<first char as hex>.json`: the terms that start with one character, sorted. */
export interface Shard {
  terms: string[];
  /** Per term, flat `[page delta, section, code]` triples in page order. */
  postings: number[][];
  /**
   * Page, URL and title of the pages that the shard's character alone
   * ranks best, so a first keystroke's hits need no title chunk.
   */
  titles: [number, string, string][];
}
/** `titles-<n>.json`: URL and title of pages `n * titlesPerChunk ..`. */
export type TitleChunk = [string, string][];
/** `texts-<n>.json`: per page of `n * textsPerChunk ..`, each section's anchor, heading and text. */
export type TextChunk = [string, string, string][][];
/** `words.json`: words of titles, headings and names, most frequent first. */
export type Words = string[];
/** The index format's version in [`Manifest::version`]. */
export const VERSION = 3;
/**
 * A posting's `code`: how often the term is in the section's text (at most
 * `COUNT`, the low bits), plus `HEADING` if it is in the section's heading and
 * `TITLE` if it is in the page's title.
 */
export const CODE = { count: 15, heading: 16, title: 32 } as const;
/**
 * What a term found in a page's title or a section's heading adds to the
 * page's score, times `PREFIX` when the term only begins with what was typed:
 * the browser ranks by these, and the build chooses the titles a shard
 * carries by them.
 */
export const SCORE = { title: 100, heading: 10, prefix: 0.8 } as const;
