// How a query becomes terms: the same rules as crates/search/src/terms.rs
// (NFC, lower case, Hangul runs apart from other letters and digits), so a
// query term meets the index's terms. tests/e2e/search.test.mjs checks both
// sides agree.

export type Script = "hangul" | "other";

export interface Term {
  text: string;
  script: Script;
  /** Both this and the previous term are Hangul with only spaces between. */
  joinsPrevious: boolean;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7a3\ud7b0-\ud7ff]/;
const LETTER_OR_DIGIT = /[\p{Alphabetic}\p{N}]/u;

function scriptOf(c: string): Script | null {
  if (HANGUL.test(c)) return "hangul";
  return LETTER_OR_DIGIT.test(c) ? "other" : null;
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
      out.push({ text: word, script: wordScript, joinsPrevious: joins });
      word = "";
      wordScript = null;
      gapOnlySpaces = true;
    }
    if (script !== null) {
      joins = script === "hangul" && gapOnlySpaces && out[out.length - 1]?.script === "hangul";
      wordScript = script;
      word = c;
    } else if (!/\s/.test(c)) {
      gapOnlySpaces = false;
    }
  }
  if (wordScript !== null) out.push({ text: word, script: wordScript, joinsPrevious: joins });
  return out;
}

// Particles (조사) a reader may type after a noun. A query word ending in one
// also searches for the noun alone, so `서버에서` finds `서버가` and `서버`.
// Longest first, so `에서` is tried before `서`-less `에`.
const PARTICLES = [
  "에서부터", "으로부터", "에게서", "한테서", "이라고", "이라는", "에서는", "으로는", "에서도", "까지", "부터",
  "에서", "에게", "한테", "으로", "처럼", "보다", "이나", "이랑", "하고", "라고", "라는", "에는", "로는", "와", "과",
  "을", "를", "이", "가", "은", "는", "에", "로", "의", "도", "만", "나", "랑",
];

/** The noun without its particle, or null when nothing (or too little) is left. */
export function stem(word: string): string | null {
  for (const particle of PARTICLES) {
    if (word.length - particle.length >= 2 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return null;
}
