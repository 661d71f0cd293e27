// Answers a query from the index files crates/search writes under
// `search-index/`: the manifest once, then only the term shards of the
// query's first characters and the page chunks of the hits shown.
import { site } from "../generated/site";
import { stem, terms, type Term } from "./terms";

interface Manifest {
  version: number;
  dir: string;
  keys: string;
  pages: number;
  pagesPerChunk: number;
}

interface Shard {
  terms: string[];
  postings: number[][];
}

/** URL, title, and each section's anchor, heading and text. */
type PageEntry = [string, string, [string, string, string][]];

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
}

// A term's weight in a page: title over heading over body (the ranking the
// reader expects), a little more for repeats, less for a looser match.
const TITLE = 32;
const HEADING = 16;
const TITLE_SCORE = 100;
const HEADING_SCORE = 10;
const EXACT = 1;
const PREFIX = 0.8;
const STEM = 0.6;

const root = `${site.base_url.replace(/\/$/, "")}/search-index/`;
let manifest: Promise<Manifest> | null = null;
const shards = new Map<string, Promise<Shard | null>>();
const chunks = new Map<number, Promise<PageEntry[]>>();

async function fetchJson<T>(url: string, fresh = false): Promise<T> {
  const response = await fetch(url, fresh ? { cache: "no-cache" } : undefined);
  if (!response.ok) throw new Error(`검색 색인을 불러오지 못했습니다: ${url} (${response.status})`);
  return (await response.json()) as T;
}

function loadManifest(): Promise<Manifest> {
  manifest ??= fetchJson<Manifest>(`${root}manifest.json`, true).catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

function loadShard(m: Manifest, first: string): Promise<Shard | null> {
  if (!m.keys.includes(first)) return Promise.resolve(null);
  let shard = shards.get(first);
  if (!shard) {
    const hex = first.codePointAt(0)!.toString(16);
    shard = fetchJson<Shard>(`${root}${m.dir}/t-${hex}.json`);
    shard.catch(() => shards.delete(first));
    shards.set(first, shard);
  }
  return shard;
}

function loadChunk(m: Manifest, n: number): Promise<PageEntry[]> {
  let chunk = chunks.get(n);
  if (!chunk) {
    chunk = fetchJson<PageEntry[]>(`${root}${m.dir}/p-${n}.json`);
    chunk.catch(() => chunks.delete(n));
    chunks.set(n, chunk);
  }
  return chunk;
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

/** One page's matches for one query word. */
interface PageMatch {
  title: number;
  heading: number;
  /** Occurrences in the text, weighted by how closely each term matched. */
  body: number;
  /** Per section, the heading and text score (where to send the reader). */
  sections: Map<number, number>;
}

function pageScore(m: PageMatch): number {
  return m.title + m.heading + (m.body > 0 ? 1 + Math.min(m.body, 10) * 0.1 : 0);
}

async function matchWord(m: Manifest, word: string): Promise<Map<number, PageMatch>> {
  const forms: [string, number][] = [[word, EXACT]];
  const stemmed = stem(word);
  if (stemmed) forms.push([stemmed, STEM]);
  const pages = new Map<number, PageMatch>();
  for (const [form, weight] of forms) {
    const shard = await loadShard(m, String.fromCodePoint(form.codePointAt(0)!));
    if (!shard) continue;
    for (let i = lowerBound(shard.terms, form); i < shard.terms.length && shard.terms[i]!.startsWith(form); i++) {
      const factor = weight * (shard.terms[i] === form ? 1 : PREFIX);
      const postings = shard.postings[i]!;
      let page = 0;
      for (let p = 0; p < postings.length; p += 3) {
        page += postings[p]!;
        const section = postings[p + 1]!;
        const code = postings[p + 2]!;
        let entry = pages.get(page);
        if (!entry) pages.set(page, (entry = { title: 0, heading: 0, body: 0, sections: new Map() }));
        if (code & TITLE) entry.title = Math.max(entry.title, TITLE_SCORE * factor);
        const heading = code & HEADING ? HEADING_SCORE * factor : 0;
        entry.heading = Math.max(entry.heading, heading);
        entry.body += (code & 15) * factor;
        const local = heading + (code & 15 ? 1 + Math.min(code & 15, 5) * 0.1 : 0) * factor;
        if (local > (entry.sections.get(section) ?? 0)) entry.sections.set(section, local);
      }
    }
  }
  return pages;
}

/** The query's words, and, where Hangul words stand apart, the same words joined (가상 머신 → 가상머신). */
function readings(query: string): string[][] {
  const words = terms(query);
  const apart = words.map((t) => t.text);
  const joined: string[] = [];
  words.forEach((t: Term) => {
    if (t.joinsPrevious && joined.length > 0) joined[joined.length - 1] += t.text;
    else joined.push(t.text);
  });
  return joined.length < apart.length ? [apart, joined] : apart.length ? [apart] : [];
}

interface Ranked {
  page: number;
  score: number;
  section: number;
}

function rank(matches: Map<number, PageMatch>[]): Ranked[] {
  const [first, ...rest] = matches;
  if (!first) return [];
  const ranked: Ranked[] = [];
  for (const [page, entry] of first) {
    if (!rest.every((m) => m.has(page))) continue;
    let score = pageScore(entry);
    const sections = new Map(entry.sections);
    for (const m of rest) {
      const other = m.get(page)!;
      score += pageScore(other);
      for (const [s, v] of other.sections) sections.set(s, (sections.get(s) ?? 0) + v);
    }
    let section = 0;
    let best = 0;
    for (const [s, v] of sections) {
      if (v > best || (v === best && s < section)) [section, best] = [s, v];
    }
    ranked.push({ page, score, section });
  }
  return ranked;
}

const EXCERPT_BEFORE = 30;
const EXCERPT_LENGTH = 140;

/** Matches any of the words (or their nouns), spaces allowed between letters: 가상머신 marks 가상 머신. */
function wordPattern(words: string[]): RegExp | null {
  const forms = [...new Set(words.flatMap((w) => [w, stem(w) ?? w]))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return null;
  const escaped = forms.map((f) => [...f].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s*"));
  return new RegExp(escaped.join("|"), "giu");
}

/** A window of `text` around the first match, with every match marked. */
export function excerpt(text: string, words: string[]): Part[] {
  const pattern = wordPattern(words);
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

/** The best `limit` hits for `query`, one per page, best first. */
export async function search(query: string, limit = 10): Promise<Hit[]> {
  const options = readings(query);
  if (options.length === 0) return [];
  const m = await loadManifest();
  const byPage = new Map<number, Ranked & { words: string[] }>();
  for (const words of options) {
    const matches = await Promise.all(words.map((w) => matchWord(m, w)));
    for (const r of rank(matches)) {
      const seen = byPage.get(r.page);
      if (!seen || r.score > seen.score) byPage.set(r.page, { ...r, words });
    }
  }
  const top = [...byPage.values()].sort((a, b) => b.score - a.score || a.page - b.page).slice(0, limit);
  const allWords = options.flat();
  return Promise.all(
    top.map(async (r) => {
      const entries = await loadChunk(m, Math.floor(r.page / m.pagesPerChunk));
      const [path, title, sections] = entries[r.page % m.pagesPerChunk]!;
      const [anchor, heading, text] = sections[r.section] ?? sections[0] ?? ["", "", ""];
      const pattern = wordPattern(allWords);
      return {
        path,
        anchor,
        title: marked(title, pattern),
        heading: marked(heading, pattern),
        excerpt: excerpt(text, allWords),
        score: r.score,
      };
    }),
  );
}
