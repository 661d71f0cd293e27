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
}
/** `t-<first char as hex>.json`: the terms that start with one character, sorted. */
export interface Shard {
  terms: string[];
  /** Per term, flat `[page delta, section, code]` triples in page order. */
  postings: number[][];
  /**
   * URL and title of the pages that the shard's character alone ranks
   * best, so a first keystroke's hits need no title chunk.
   */
  titles: [page: number, url: string, title: string][];
}
/** `titles-<n>.json`: URL and title of pages `n * titlesPerChunk ..`. */
export type TitleChunk = [url: string, title: string][];
/** `texts-<n>.json`: per page of `n * textsPerChunk ..`, each section's anchor, heading and text. */
export type TextChunk = [anchor: string, heading: string, text: string][][];
/** `words.json`: words of titles, headings and names, most frequent first. */
export type Words = string[];
/** A posting's code: the term's count in the section's text, and flags for the heading and the title. */
export const CODE = { count: 15, heading: 16, title: 32 } as const;
/** What a title or heading match adds to a page's score; a prefix match counts `prefix` times as much. */
export const SCORE = { title: 100, heading: 10, prefix: 0.8 } as const;
