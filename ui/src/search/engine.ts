// Answers a query from the index files crates/search writes under
// `search-index/` (their types: ./format.ts, generated from Rust): the
// manifest once, then only the term shards of the query's first characters,
// and the title and text chunks of the hits shown.
//
// Besides what was typed, a query is read as:
// - its other names (synonyms from the glossary and rules.json), scored a
//   little below what was typed;
// - 초성, when it is only initial consonants (titles and headings only);
// - with a typo corrected (one jamo, or one letter in a Latin word of five or
//   more), only when the words typed find little, scored lower again.
// A query that finds nothing gets the closest known words as suggestions.
import { LoadOnce } from "../runtime/loadOnce";
import { CODE, SCORE, type Manifest, type Shard, type TextChunk, type TitleChunk, type Words } from "./format";
import { fetchJson, indexRoot as root, loadManifest } from "./manifest";
import { rules } from "./rules";
import { editDistance, isChosung, isParticle, jamo, stem, stemMark, stemmed, syllablesOf, terms, withinOneEdit, type Term } from "./terms";

export interface Part {
  text: string;
  mark: boolean;
}

export interface Hit {
  path: string;
  anchor: string;
  title: Part[];
  heading: Part[];
  excerpt: Part[];
  score: number;
  /** Section and excerpt still loading. */
  pending: boolean;
}

// A page's score for a term: title over heading over body (the ranking the
// reader expects, CODE and SCORE), a little more for repeats, less for a looser
// match. A reading of the query counts by how close it is to what was typed:
// the words themselves, their stems, another name of what was typed (a
// synonym), a corrected typo.
const READING = { exact: 1, stem: 0.6, synonym: 0.9, correction: 0.7 } as const;
/** Fewer pages than this for what was typed (and its synonyms) also tries typo corrections. */
const FEW = 3;
/** Other readings tried at most, so a short query stays fast. */
const MAX_SYNONYM_READINGS = 8;
/** Other names of one thing searched at most. */
const NAMES_PER_SYNONYM = 3;

// Each file is fetched once per page view; a failed fetch is retried next time.
const files = {
  shards: new LoadOnce<string, Shard>(),
  titleChunks: new LoadOnce<number, TitleChunk>(),
  texts: new LoadOnce<number, TextChunk>(),
  words: new LoadOnce<string, Words>(),
};

/** URL and title by page id, from the shards and title chunks loaded so far. */
const titles = new Map<number, [string, string]>();

function loadShard(m: Manifest, first: string): Promise<Shard | null> {
  if (!m.keys.includes(first)) return Promise.resolve(null);
  const hex = first.codePointAt(0)!.toString(16);
  return files.shards.get(first, async () => {
    const shard = await fetchJson<Shard>(`${root}${m.dir}/t-${hex}.json`);
    for (const [page, url, title] of shard.titles) titles.set(page, [url, title]);
    return shard;
  });
}

/** The URL and title of each of `pages`: known from the shards, or from the title chunks they are in. */
async function loadTitles(m: Manifest, pages: number[]): Promise<[string, string][]> {
  const missing = [...new Set(pages.filter((p) => !titles.has(p)).map((p) => Math.floor(p / m.titlesPerChunk)))];
  await Promise.all(
    missing.map((n) =>
      files.titleChunks.get(n, async () => {
        const chunk = await fetchJson<TitleChunk>(`${root}${m.dir}/titles-${n}.json`);
        chunk.forEach((entry, i) => titles.set(n * m.titlesPerChunk + i, entry));
        return chunk;
      }),
    ),
  );
  return pages.map((page) => titles.get(page)!);
}

function loadWords(m: Manifest): Promise<Words> {
  return files.words.get("", () => fetchJson<Words>(`${root}${m.dir}/words.json`));
}

function loadTexts(m: Manifest, n: number): Promise<TextChunk> {
  return files.texts.get(n, () => fetchJson<TextChunk>(`${root}${m.dir}/texts-${n}.json`));
}

/** The first index at which `terms[i] >= word`. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One query word's matches over all pages, in arrays indexed by page (a
 * keystroke can touch tens of thousands of postings: no objects per page).
 */
interface WordMatches {
  title: Float32Array;
  heading: Float32Array;
  /** Occurrences in the text, weighted by how closely each term matched. */
  body: Float32Array;
  pages: number[];
  /** The postings read, to find the best section of the pages shown. */
  lists: { postings: number[]; factor: number }[];
}

function pageScore(m: WordMatches, page: number): number {
  const body = m.body[page]!;
  return m.title[page]! + m.heading[page]! + (body > 0 ? 1 + Math.min(body, 10) * 0.1 : 0);
}

/** A consonant typed after syllables is a syllable still being composed (`보안그ㄹ`). */
const COMPOSING = /^(.*[\uac00-\ud7a3])[\u3131-\u314e]$/u;

/** Letters a word being typed may have past its stem (`installati` of `installation`, stemmed `instal`). */
const PAST_THE_STEM = 5;

async function matchWord(m: Manifest, word: string): Promise<WordMatches> {
  const composing = COMPOSING.exec(word);
  const forms: [string, number][] = [[stemmed(composing ? composing[1]! : word, m.stemming), READING.exact]];
  const korean = stem(word);
  if (korean) forms.push([korean, READING.stem]);
  // One initial consonant alone is too little to search titles by.
  const exactOnly = isChosung(word) && word.length < rules.chosungMinLength;
  const result: WordMatches = {
    title: new Float32Array(m.pages),
    heading: new Float32Array(m.pages),
    body: new Float32Array(m.pages),
    pages: [],
    lists: [],
  };
  const seen = new Uint8Array(m.pages);
  const addPostings = (postings: number[], factor: number) => {
    result.lists.push({ postings, factor });
    let page = 0;
    for (let p = 0; p < postings.length; p += 3) {
      page += postings[p]!;
      const code = postings[p + 2]!;
      if (!seen[page]) {
        seen[page] = 1;
        result.pages.push(page);
      }
      if (code & CODE.title) result.title[page] = Math.max(result.title[page]!, SCORE.title * factor);
      if (code & CODE.heading) result.heading[page] = Math.max(result.heading[page]!, SCORE.heading * factor);
      result.body[page]! += (code & CODE.count) * factor;
    }
  };
  for (const [form, weight] of forms) {
    const shard = await loadShard(m, String.fromCodePoint(form.codePointAt(0)!));
    if (!shard) continue;
    for (let i = lowerBound(shard.terms, form); i < shard.terms.length && shard.terms[i]!.startsWith(form); i++) {
      if (exactOnly && shard.terms[i] !== form) break;
      addPostings(shard.postings[i]!, weight * (shard.terms[i] === form ? 1 : SCORE.prefix));
    }
  }
  // A word typed halfway past its stem (`installat`) is no stem and begins
  // none: it stands for the longest stem it begins with.
  if (result.pages.length === 0 && stemMark(word, m.stemming) !== null) {
    const shard = await loadShard(m, word[0]!);
    for (let end = word.length - 1; shard && end >= Math.max(3, word.length - PAST_THE_STEM); end--) {
      const i = lowerBound(shard.terms, word.slice(0, end));
      if (shard.terms[i] !== word.slice(0, end)) continue;
      addPostings(shard.postings[i]!, READING.stem * SCORE.prefix);
      break;
    }
  }
  return result;
}

/** The section of `page` where the words weigh most: its heading or text (0 if only the title matched). */
function bestSection(matches: WordMatches[], page: number): number {
  const sections = new Map<number, number>();
  for (const m of matches) {
    const best = new Map<number, number>();
    for (const { postings, factor } of m.lists) {
      let at = 0;
      for (let p = 0; p < postings.length && at <= page; p += 3) {
        at += postings[p]!;
        if (at !== page) continue;
        const code = postings[p + 2]!;
        const count = code & CODE.count;
        const local = ((code & CODE.heading ? SCORE.heading : 0) + (count ? 1 + Math.min(count, 5) * 0.1 : 0)) * factor;
        const section = postings[p + 1]!;
        if (local > (best.get(section) ?? 0)) best.set(section, local);
      }
    }
    for (const [s, v] of best) sections.set(s, (sections.get(s) ?? 0) + v);
  }
  let section = 0;
  let score = 0;
  for (const [s, v] of sections) {
    if (v > score || (v === score && s < section)) [section, score] = [s, v];
  }
  return section;
}

/** The query's terms, without particles split off a Latin word (`IP를` → `ip`). */
function queryTerms(query: string): Term[] {
  return terms(query).filter((t, i, all) => !(t.script === "hangul" && i > 0 && all[i - 1]!.script === "other" && isParticle(t.text)));
}

interface Reading {
  words: string[];
  factor: number;
  /** The synonym this reading comes from, if any. */
  via?: Alternative;
}

/** The words, and, where Hangul words stand apart, the same words joined (가상 머신 → 가상머신). */
function readings(words: Term[], factor: number, via?: Alternative): Reading[] {
  const apart = words.map((t) => t.text);
  const joined: string[] = [];
  words.forEach((t) => {
    if (t.joinsPrevious && joined.length > 0) joined[joined.length - 1] += t.text;
    else joined.push(t.text);
  });
  const all = joined.length < apart.length ? [apart, joined] : apart.length ? [apart] : [];
  return all.map((w) => ({ words: w, factor, via }));
}

/** A query with some of its words replaced by another name of the same thing. */
interface Alternative {
  /** The name the words typed are (or begin). */
  from: string;
  /** The other name, as readers see it. */
  name: string;
  terms: Term[];
  /** The words named it fully (not just its beginning, as while typing). */
  full: boolean;
  /** All the thing's names, the glossary's own first. */
  group: string[];
}

const synonymKeys = new WeakMap<string[][], { name: string; key: string }[][]>();

/** The manifest's synonym groups with each name's key (its terms run together). */
function keyedSynonyms(m: Manifest): { name: string; key: string }[][] {
  const groups = m.synonyms;
  let keyed = synonymKeys.get(groups);
  if (!keyed) {
    keyed = groups.map((g) => g.map((name) => ({ name, key: terms(name).map((t) => t.text).join("") })));
    synonymKeys.set(groups, keyed);
  }
  return keyed;
}

/** The query read with other names: any run of its words that is (or, at its end, begins) a name. */
function alternatives(m: Manifest, words: Term[], typing: boolean): Alternative[] {
  const texts = words.map((t) => t.text);
  const out: Alternative[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j <= texts.length; j++) {
      const span = texts.slice(i, j).join("");
      const stemmed = stem(texts[j - 1]!);
      const spanStemmed = stemmed ? texts.slice(i, j - 1).join("") + stemmed : null;
      for (const group of keyedSynonyms(m)) {
        const named = group.find((n) => n.key === span || n.key === spanStemmed);
        const begun = !named && typing && j === texts.length && span.length >= 2 ? group.find((n) => n.key.startsWith(span)) : undefined;
        const hit = named ?? begun;
        if (!hit) continue;
        // The glossary's names first, then a few aliases: each other name may cost a shard.
        for (const other of group.filter((n) => n.key !== hit.key).slice(0, NAMES_PER_SYNONYM)) {
          const replaced = [...words.slice(0, i), ...terms(other.name), ...words.slice(j)];
          const id = replaced.map((t) => t.text).join(" ");
          if (seen.has(id) || out.length >= MAX_SYNONYM_READINGS) continue;
          seen.add(id);
          out.push({ from: hit.name, name: other.name, terms: replaced, full: named !== undefined, group: group.map((n) => n.name) });
        }
      }
    }
  }
  return out;
}

const jamoCache = new Map<string, string>();

function jamoOf(word: string): string {
  let j = jamoCache.get(word);
  if (j === undefined) {
    j = jamo(word);
    jamoCache.set(word, j);
  }
  return j;
}

const SYLLABLES = /^[\uac00-\ud7a3]+$/u;
const LATIN = /^[a-z][a-z0-9-]*$/u;

/** Whether `candidate` could be `word` mistyped once: one jamo in Hangul, one letter in a long Latin word. */
function oneTypoApart(word: string, candidate: string): boolean {
  if (candidate === word) return false;
  if (SYLLABLES.test(word)) {
    return SYLLABLES.test(candidate) && Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(jamoOf(word), jamoOf(candidate));
  }
  return LATIN.test(candidate) && Math.abs(candidate.length - word.length) <= 1 && withinOneEdit(word, candidate);
}

/** Whether a word is long enough to correct: two syllables, or the rules' length for Latin. */
function correctable(word: string): boolean {
  if (SYLLABLES.test(word)) return word.length >= 2;
  return LATIN.test(word) && word.length >= rules.latinTypoMinLength;
}

/** The known word `word` most likely mistypes: title and heading words first (most frequent first), then body words. */
async function closest(m: Manifest, word: string): Promise<string | null> {
  if (!correctable(word)) return null;
  const vocabulary = await loadWords(m);
  const known = vocabulary.find((v) => oneTypoApart(word, v));
  // Body words only as stems in a stemmed index: a stem is no word to offer (`configur`).
  if (known || m.stemming !== "none") return known ?? null;
  const shard = await loadShard(m, String.fromCodePoint(word.codePointAt(0)!));
  let best: string | null = null;
  let most = 0;
  shard?.terms.forEach((t, i) => {
    const count = shard.postings[i]!.length;
    if (count > most && oneTypoApart(word, t)) [best, most] = [t, count];
  });
  return best;
}

/** Known words close to the query (within two edits), for a query that finds nothing. */
async function suggestions(m: Manifest, words: string[]): Promise<string[]> {
  const typed = words.join("");
  if (typed.length < 2 || isChosung(typed)) return [];
  const display = new Map<string, string>();
  for (const group of keyedSynonyms(m)) for (const { name, key } of group) if (!display.has(key)) display.set(key, name);
  const candidates = [...display.keys(), ...(await loadWords(m))];
  const target = jamoOf(typed);
  const max = typed.length >= 4 ? 2 : 1;
  const scored: [string, number][] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const shown = display.get(candidate) ?? candidate;
    if (seen.has(shown)) continue;
    const d = editDistance(target, jamoOf(candidate), max);
    if (d <= max) {
      seen.add(shown);
      scored.push([shown, d]);
    }
  }
  // Then names that begin as the query does (유동아이피 → 유동 IP).
  if (scored.length === 0) {
    const start = typed.slice(0, 2);
    for (const [key, name] of display) if (key.startsWith(start) && !seen.has(name)) scored.push([name, max + 1]);
  }
  return scored
    .sort((a, b) => a[1] - b[1])
    .slice(0, 3)
    .map(([word]) => word);
}

interface Ranked {
  page: number;
  score: number;
}

/** Pages that match every word, with the sum of their scores. */
function rank(matches: WordMatches[]): Ranked[] {
  const [first, ...rest] = matches;
  if (!first) return [];
  const ranked: Ranked[] = [];
  for (const page of first.pages) {
    let score = pageScore(first, page);
    for (const m of rest) {
      const other = pageScore(m, page);
      if (other === 0) {
        score = 0;
        break;
      }
      score += other;
    }
    if (score > 0) ranked.push({ page, score });
  }
  return ranked;
}

/** What the engine did with a query besides matching it as typed. */
export interface Notes {
  /** Words that also searched for another name of the same thing. */
  synonyms: { from: string; to: string[] }[];
  /** Words that looked mistyped, with the word searched instead. */
  corrections: { from: string; to: string }[];
  /** The query was initial consonants (초성), matched against titles and headings. */
  chosung: boolean;
  /** Close known words, when nothing was found. */
  suggestions: string[];
  /** The glossary page, for a query that finds nothing. */
  glossary: string | null;
}

const EXCERPT_BEFORE = 30;
const EXCERPT_LENGTH = 140;

/**
 * Matches any of the words (or their nouns), spaces allowed between letters:
 * 가상머신 marks 가상 머신, and 초성 ㅂㅇ marks 보안.
 */
function wordPattern(words: string[], stemming: Manifest["stemming"]): RegExp | null {
  const forms = [...new Set(words.flatMap((w) => [w, stem(w) ?? w]))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return null;
  const letter = (c: string) => (isChosung(c) ? syllablesOf(c)! : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // A stemmed word marks every word its stem begins, whole (`installs` marks `installing`).
  const escaped = forms.map((f) => {
    const mark = stemMark(f, stemming);
    return mark === null ? [...f].map(letter).join("\\s*") : `${mark}[a-z]*`;
  });
  return new RegExp(escaped.join("|"), "giu");
}

/** A window of `text` around the first match, with every match marked. */
export function excerpt(text: string, pattern: RegExp | null): Part[] {
  if (pattern) pattern.lastIndex = 0;
  const first = pattern?.exec(text)?.index ?? -1;
  let start = first <= EXCERPT_BEFORE ? 0 : first - EXCERPT_BEFORE;
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space >= 0 && space < first) start = space + 1;
  }
  const end = Math.min(text.length, start + EXCERPT_LENGTH);
  const parts = marked(text, pattern, start, end);
  if (start > 0) parts.unshift({ text: "… ", mark: false });
  if (end < text.length) parts.push({ text: " …", mark: false });
  return parts;
}

/** `text[start..end]` split into marked matches and the plain text between. */
function marked(text: string, pattern: RegExp | null, start = 0, end = text.length): Part[] {
  const parts: Part[] = [];
  let at = start;
  if (pattern) {
    pattern.lastIndex = start;
    for (let match = pattern.exec(text); match && match.index < end; match = pattern.exec(text)) {
      if (match[0].length === 0) break;
      if (match.index > at) parts.push({ text: text.slice(at, match.index), mark: false });
      at = Math.min(match.index + match[0].length, end);
      parts.push({ text: text.slice(match.index, at), mark: true });
    }
  }
  if (at < end) parts.push({ text: text.slice(at, end), mark: false });
  return parts;
}

export interface Found {
  /** Ranked hits with page titles; `details` adds their sections and excerpts. */
  hits: Hit[];
  /** Pages that match, of which `hits` are the best. */
  total: number;
  details: Promise<Hit[]>;
  notes: Notes;
}

/**
 * Loads the manifest while the reader is still starting to type, so the first
 * keystroke waits only for its term shard and the titles of its hits.
 */
export async function prepare(): Promise<void> {
  await loadManifest();
}

/** The best `limit` hits for `query`, one per page, best first. */
export async function search(query: string, limit = 10): Promise<Found> {
  const words = queryTerms(query);
  const texts = words.map((t) => t.text);
  const notes: Notes = { synonyms: [], corrections: [], chosung: false, suggestions: [], glossary: null };
  if (words.length === 0) return { hits: [], total: 0, details: Promise.resolve([]), notes };
  const m = await loadManifest();
  notes.glossary = m.glossary;
  notes.chosung = texts.every(isChosung) && texts.join("").length >= rules.chosungMinLength;

  // Each word is matched once, whichever readings use it.
  const matched = new Map<string, Promise<WordMatches>>();
  const match = (word: string) => {
    let found = matched.get(word);
    if (!found) matched.set(word, (found = matchWord(m, word)));
    return found;
  };
  const byPage = new Map<number, { score: number; matches: WordMatches[]; via?: Alternative }>();
  const used: string[] = [];
  const run = (all: Reading[]) =>
    Promise.all(
      all.map(async (reading) => {
        const matches = await Promise.all(reading.words.map(match));
        used.push(...reading.words);
        for (const r of rank(matches)) {
          // Per word, so readings with more words (a longer synonym, words apart) compare fairly.
          const score = (r.score / matches.length) * reading.factor;
          const seen = byPage.get(r.page);
          if (!seen || score > seen.score) byPage.set(r.page, { score, matches, via: reading.via });
        }
      }),
    );

  // Other names of a name typed in full always; of a name being typed only when it finds little.
  const typing = !/\s$/.test(query);
  const others = notes.chosung ? [] : alternatives(m, words, typing);
  const named = others.filter((a) => a.full);
  await run([...readings(words, READING.exact), ...named.flatMap((a) => readings(a.terms, READING.synonym, a))]);
  const begun = byPage.size < FEW ? others.filter((a) => !a.full) : [];
  if (begun.length) await run(begun.flatMap((a) => readings(a.terms, READING.synonym, a)));
  others.splice(0, others.length, ...named, ...begun);

  if (byPage.size < FEW && !notes.chosung) {
    // Words that match nothing may be typos: search for the closest known words instead.
    const fixed = await Promise.all(
      words.map(async (t) => {
        if ((await match(t.text)).pages.length > 0) return null;
        const stemmed = stem(t.text);
        return (await closest(m, t.text)) ?? (stemmed ? await closest(m, stemmed) : null);
      }),
    );
    if (fixed.some((f) => f)) {
      const corrected = words.map((t, i) => (fixed[i] ? { ...t, text: fixed[i]! } : t));
      notes.corrections = words.flatMap((t, i) => (fixed[i] ? [{ from: t.text, to: fixed[i]! }] : []));
      const correctedOthers = alternatives(m, corrected, false);
      await run([...readings(corrected, READING.correction), ...correctedOthers.flatMap((a) => readings(a.terms, READING.correction * READING.synonym, a))]);
      others.push(...correctedOthers);
    }
  }
  if (byPage.size === 0) notes.suggestions = await suggestions(m, texts);

  const top = [...byPage.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).slice(0, limit);
  // Say which other names were searched: those typed in full, and any that brought a hit shown.
  const shownVia = new Set(top.map(([, v]) => v.via));
  // Named by the thing's first two names (the glossary's Korean and English), not every alias.
  for (const a of others) {
    if ((!a.full && !shownVia.has(a)) || notes.synonyms.some((n) => n.from === a.from)) continue;
    notes.synonyms.push({ from: a.from, to: a.group.filter((name) => name !== a.from).slice(0, 2) });
  }
  const shown = await loadTitles(m, top.map(([page]) => page));
  const pattern = wordPattern([...new Set(used)], m.stemming);
  const hits: Hit[] = top.map(([, { score }], i) => {
    const [path, title] = shown[i]!;
    return { path, anchor: "", title: marked(title, pattern), heading: [], excerpt: [], score, pending: true };
  });
  const details = Promise.all(
    top.map(async ([page, { matches }], i) => {
      const sections = (await loadTexts(m, Math.floor(page / m.textsPerChunk)))[page % m.textsPerChunk]!;
      const [anchor, heading, text] = sections[bestSection(matches, page)] ?? sections[0] ?? ["", "", ""];
      return { ...hits[i]!, anchor, heading: marked(heading, pattern), excerpt: excerpt(text, pattern), pending: false };
    }),
  );
  return { hits, total: byPage.size, details, notes };
}
