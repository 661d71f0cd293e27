// Answers a query from the index files crates/search writes under
// `search-index/`: the manifest once, then only the term shards of the
// query's first characters and the page chunks of the hits shown.
import { site } from "../generated/site";
import { LoadOnce } from "../runtime/loadOnce";
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

/** Each section's anchor, heading and text. */
type PageEntry = [string, string, string][];

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
// Each file is fetched once per page view; a failed fetch is retried next time.
const files = {
  manifest: new LoadOnce<string, Manifest>(),
  shards: new LoadOnce<string, Shard>(),
  pages: new LoadOnce<string, [string, string][]>(),
  chunks: new LoadOnce<number, PageEntry[]>(),
};

async function fetchJson<T>(url: string, fresh = false): Promise<T> {
  const response = await fetch(url, fresh ? { cache: "no-cache" } : undefined);
  if (!response.ok) throw new Error(`검색 색인을 불러오지 못했습니다: ${url} (${response.status})`);
  return (await response.json()) as T;
}

function loadManifest(): Promise<Manifest> {
  return files.manifest.get("", () => fetchJson<Manifest>(`${root}manifest.json`, true));
}

function loadShard(m: Manifest, first: string): Promise<Shard | null> {
  if (!m.keys.includes(first)) return Promise.resolve(null);
  const hex = first.codePointAt(0)!.toString(16);
  return files.shards.get(first, () => fetchJson<Shard>(`${root}${m.dir}/t-${hex}.json`));
}

function loadPages(m: Manifest): Promise<[string, string][]> {
  return files.pages.get("", () => fetchJson<[string, string][]>(`${root}${m.dir}/pages.json`));
}

function loadChunk(m: Manifest, n: number): Promise<PageEntry[]> {
  return files.chunks.get(n, () => fetchJson<PageEntry[]>(`${root}${m.dir}/p-${n}.json`));
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

async function matchWord(m: Manifest, word: string): Promise<WordMatches> {
  const forms: [string, number][] = [[word, EXACT]];
  const stemmed = stem(word);
  if (stemmed) forms.push([stemmed, STEM]);
  const result: WordMatches = {
    title: new Float32Array(m.pages),
    heading: new Float32Array(m.pages),
    body: new Float32Array(m.pages),
    pages: [],
    lists: [],
  };
  const seen = new Uint8Array(m.pages);
  for (const [form, weight] of forms) {
    const shard = await loadShard(m, String.fromCodePoint(form.codePointAt(0)!));
    if (!shard) continue;
    for (let i = lowerBound(shard.terms, form); i < shard.terms.length && shard.terms[i]!.startsWith(form); i++) {
      const factor = weight * (shard.terms[i] === form ? 1 : PREFIX);
      const postings = shard.postings[i]!;
      result.lists.push({ postings, factor });
      let page = 0;
      for (let p = 0; p < postings.length; p += 3) {
        page += postings[p]!;
        const code = postings[p + 2]!;
        if (!seen[page]) {
          seen[page] = 1;
          result.pages.push(page);
        }
        if (code & TITLE) result.title[page] = Math.max(result.title[page]!, TITLE_SCORE * factor);
        if (code & HEADING) result.heading[page] = Math.max(result.heading[page]!, HEADING_SCORE * factor);
        result.body[page]! += (code & 15) * factor;
      }
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
        const local = ((code & HEADING ? HEADING_SCORE : 0) + (code & 15 ? 1 + Math.min(code & 15, 5) * 0.1 : 0)) * factor;
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
}

/** The best `limit` hits for `query`, one per page, best first. */
export async function search(query: string, limit = 10): Promise<Found> {
  const options = readings(query);
  if (options.length === 0) return { hits: [], total: 0, details: Promise.resolve([]) };
  const m = await loadManifest();
  const byPage = new Map<number, { score: number; matches: WordMatches[] }>();
  const [list] = await Promise.all([
    loadPages(m),
    ...options.map(async (words) => {
      const matches = await Promise.all(words.map((w) => matchWord(m, w)));
      for (const r of rank(matches)) {
        const seen = byPage.get(r.page);
        if (!seen || r.score > seen.score) byPage.set(r.page, { score: r.score, matches });
      }
    }),
  ]);
  const top = [...byPage.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).slice(0, limit);
  const pattern = wordPattern(options.flat());
  const hits: Hit[] = top.map(([page, { score }]) => {
    const [path, title] = list[page]!;
    return { path, anchor: "", title: marked(title, pattern), heading: [], excerpt: [], score, pending: true };
  });
  const details = Promise.all(
    top.map(async ([page, { matches }], i) => {
      const sections = (await loadChunk(m, Math.floor(page / m.pagesPerChunk)))[page % m.pagesPerChunk]!;
      const [anchor, heading, text] = sections[bestSection(matches, page)] ?? sections[0] ?? ["", "", ""];
      return { ...hits[i]!, anchor, heading: marked(heading, pattern), excerpt: excerpt(text, pattern), pending: false };
    }),
  );
  return { hits, total: byPage.size, details };
}
