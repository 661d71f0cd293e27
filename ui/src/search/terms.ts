// How a query becomes terms: the rules of crates/search/src/terms.rs, from
// the same rules.json (NFC, lower case, Hangul runs apart from other letters
// and digits), so a query term meets the index's terms; and the query-only
// rules: particles and endings, 초성, and jamo for typos.
// ui/test/terms.test.mjs checks both sides agree on shared samples.
import { stem as porter2 } from "porter2";

import type { Stemming } from "./format";
import { rules } from "./rules";

export type Script = "hangul" | "cjk" | "other";

export interface Term {
  text: string;
  script: Script;
  /** Both this and the previous term are Hangul with only spaces between. */
  joinsPrevious: boolean;
}

const LETTER_OR_DIGIT = /[\p{Alphabetic}\p{N}]/u;
// Rust's `char::is_whitespace`; `\s` would also take U+FEFF.
const WHITE_SPACE = /\p{White_Space}/u;

function within(c: string, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  const code = c.codePointAt(0)!;
  return ranges.some(([first, last]) => code >= first && code <= last);
}

function scriptOf(c: string): Script | null {
  if (within(c, rules.hangulRanges)) return "hangul";
  if (within(c, rules.cjkRanges)) return "cjk";
  return LETTER_OR_DIGIT.test(c) ? "other" : null;
}

/** A finished run as its term, or a CJK run as its overlapping character pairs (as terms.rs). */
function push(out: Term[], word: string, script: Script, joinsPrevious: boolean): void {
  if (script !== "cjk") {
    out.push({ text: word, script, joinsPrevious });
    return;
  }
  const chars = [...word];
  if (chars.length < 2) {
    out.push({ text: word, script, joinsPrevious: false });
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push({ text: chars[i]! + chars[i + 1]!, script, joinsPrevious: false });
}

export function terms(text: string): Term[] {
  const out: Term[] = [];
  let word = "";
  let wordScript: Script | null = null;
  let joins = false;
  let gapOnlySpaces = false;
  for (const c of text.normalize("NFC").toLowerCase()) {
    const script = scriptOf(c);
    if (script !== null && script === wordScript) {
      word += c;
      continue;
    }
    if (wordScript !== null) {
      push(out, word, wordScript, joins);
      word = "";
      wordScript = null;
      gapOnlySpaces = true;
    }
    if (script !== null) {
      joins = script === "hangul" && gapOnlySpaces && out[out.length - 1]?.script === "hangul";
      wordScript = script;
      word = c;
    } else if (!WHITE_SPACE.test(c)) {
      gapOnlySpaces = false;
    }
  }
  if (wordScript !== null) push(out, word, wordScript, joins);
  return out;
}

const PLAIN_LATIN = /^[a-z]+$/;

/**
 * The form a term is indexed and searched by, as terms.rs' `Stemming::stem`:
 * in an English site a word of plain Latin letters becomes its Porter2 stem
 * (`installing` → `instal`); anything else stays as it is.
 */
export function stemmed(term: string, stemming: Stemming): string {
  return stemming === "english" && PLAIN_LATIN.test(term) ? porter2(term) : term;
}

/**
 * The beginning of the words a stemmed term stands for, as the text shows
 * them: the stem, less a final `i` the stemmer made of a `y` (`librari`
 * marks `library` and `libraries`). Null when the term is not stemmed.
 */
export function stemMark(term: string, stemming: Stemming): string | null {
  if (stemming !== "english" || !PLAIN_LATIN.test(term)) return null;
  const base = porter2(term);
  return base.length >= 4 && base.endsWith("i") ? base.slice(0, -1) : base;
}

// Particles (조사) and endings (어미) a reader may type after a word. A query
// word ending in one also searches for the word without it, so `서버에서`
// finds `서버가` and `서버`. Longest first, so `에서` is tried before `서`-less `에`.
const SUFFIXES = [...rules.particles, ...rules.endings].sort((a, b) => b.length - a.length);
const PARTICLES = new Set<string>(rules.particles);

/** The word without its particle or ending, or null when nothing (or too little) is left. */
export function stem(word: string): string | null {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 2 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return null;
}

/** Whether a Hangul term is only a particle, as in `IP를` (which splits into `ip` and `를`). */
export function isParticle(word: string): boolean {
  return PARTICLES.has(word);
}

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const MEDIALS = 21;
const FINALS = 28;
const INITIALS = new Set<string>(rules.initials);

/** A composed syllable's (initial, medial, final) indexes into the tables. */
function parts(c: string): [number, number, number] | null {
  const code = c.codePointAt(0)!;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return null;
  const offset = code - SYLLABLE_FIRST;
  return [Math.floor(offset / (MEDIALS * FINALS)), Math.floor(offset / FINALS) % MEDIALS, offset % FINALS];
}

/** The word as the keys typed on a 2-beolsik keyboard (`과` → `ㄱㅗㅏ`); other characters stay. */
export function jamo(word: string): string {
  let out = "";
  for (const c of word) {
    const p = parts(c);
    out += p ? rules.initials[p[0]]! + rules.medials[p[1]]! + rules.finals[p[2]]! : c;
  }
  return out;
}

/** The initial consonants of a run of syllables (`보안` → `ㅂㅇ`), or null for anything else. */
export function chosung(word: string): string | null {
  let out = "";
  for (const c of word) {
    const p = parts(c);
    if (!p) return null;
    out += rules.initials[p[0]]!;
  }
  return out;
}

/** Whether the word is only initial consonants (`ㅂㅇㄱㄹ`). */
export function isChosung(word: string): boolean {
  return word.length > 0 && [...word].every((c) => INITIALS.has(c));
}

/** The syllables whose initial is `consonant`, as a regular expression class (`ㅂ` → `[바-빟]`). */
export function syllablesOf(consonant: string): string | null {
  const i = rules.initials.indexOf(consonant as (typeof rules.initials)[number]);
  if (i < 0) return null;
  const first = SYLLABLE_FIRST + i * MEDIALS * FINALS;
  return `[${String.fromCodePoint(first)}-${String.fromCodePoint(first + MEDIALS * FINALS - 1)}]`;
}

/**
 * Whether `a` and `b` differ by at most one edit: a character substituted,
 * inserted or dropped, or two neighbours swapped. Compare jamo strings for Hangul.
 */
export function withinOneEdit(a: string, b: string): boolean {
  return editDistance(a, b, 1) <= 1;
}

/** Edit distance (with swaps of neighbours) between `a` and `b`, or `max + 1` once it is over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[y.length]!, max + 1);
}
