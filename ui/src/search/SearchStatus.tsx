// What the search is doing, in words (announced to screen readers), and what
// it did besides matching the words as typed: other names searched, typos
// corrected, 초성; and, when nothing matches, close words and where to look.
import type { ReactNode } from "react";

import { site } from "../generated/site";
import { Link } from "../theme/Link";
import type { Notes } from "./engine";
import type { SearchState } from "./useSearch";

export function SearchStatus(props: { state: SearchState; onSuggest?: (query: string) => void }) {
  const { state } = props;
  let text: string;
  switch (state.status) {
    case "idle":
      text = "찾을 낱말을 입력하세요. 예: 가상 머신, 쿠버네티스, OpenStack, 초성 ㅂㅇㄱㄹ";
      break;
    case "loading":
      text = "찾는 중…";
      break;
    case "error":
      text = state.message;
      break;
    case "done":
      text = state.total ? `‘${state.query}’ 검색 결과 ${state.total}건` : `‘${state.query}’에 맞는 문서가 없습니다.`;
  }
  return (
    <>
      <p className={`search-status${state.status === "error" ? " search-status-error" : ""}`} role="status" aria-live="polite">
        {text}
      </p>
      {state.status === "done" ? <SearchNotes notes={state.notes} found={state.total > 0} onSuggest={props.onSuggest} /> : null}
    </>
  );
}

function SearchNotes(props: { notes: Notes; found: boolean; onSuggest?: (query: string) => void }) {
  const { notes } = props;
  const lines: ReactNode[] = [];
  for (const c of notes.corrections) {
    lines.push(
      <>
        ‘{c.from}’{topic(c.from)} 맞는 말이 적어 ‘<strong>{c.to}</strong>’{instrument(c.to)}도 찾았습니다.
      </>,
    );
  }
  for (const s of notes.synonyms) {
    lines.push(
      <>
        ‘{s.from}’{and(s.from)} 같은 뜻인 {list(s.to)}도 함께 찾았습니다.
      </>,
    );
  }
  if (notes.chosung && props.found) lines.push(<>초성으로 제목과 소제목을 찾았습니다.</>);
  if (!props.found) {
    const [first] = notes.suggestions;
    if (first !== undefined) {
      lines.push(
        <>
          혹시{" "}
          {notes.suggestions.map((word, i) => (
            <span key={word}>
              {i > 0 ? ", " : null}
              <button type="button" className="search-suggestion" onClick={() => props.onSuggest?.(word)}>
                ‘{word}’
              </button>
            </span>
          ))}
          {notes.suggestions.length > 1 ? " 중 하나를" : object(first)} 찾으셨나요?
        </>,
      );
    }
    const guide = site.navbar.find((item) => item.to === "/guide");
    lines.push(
      <>
        {notes.glossary ? (
          <>
            낱말의 뜻과 다른 이름은 <Link to={notes.glossary}>용어집</Link>에서
            {guide ? ", " : " "}
          </>
        ) : null}
        {guide ? (
          <>
            처음 쓰는 방법은 <Link to={guide.to!}>{guide.label}</Link>에서
          </>
        ) : null}{" "}
        찾아볼 수 있습니다. 낱말을 줄이거나 띄어쓰기를 바꿔 보세요.
      </>,
    );
  }
  if (lines.length === 0) return null;
  return (
    <ul className="search-notes">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

function list(names: string[]) {
  return names.map((name, i) => (
    <span key={name}>
      {i > 0 ? ", " : null}‘<strong>{name}</strong>’
    </span>
  ));
}

// Korean particles follow the sound the word ends in: 유동 IP를, 쿠버네티스를,
// 보안 그룹을. Latin letters and digits are read by their Korean names.
const CLOSED_LATIN = /[lmnr013678]$/i;
const RIEUL_LATIN = /[lr178]$/i;

/** Whether the word is read ending in a consonant (받침), and whether that is ㄹ. */
function ending(word: string): { closed: boolean; rieul: boolean } {
  const last = word.trim().slice(-1);
  const code = last.codePointAt(0) ?? 0;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return { closed: final !== 0, rieul: final === 8 };
  }
  return { closed: CLOSED_LATIN.test(last), rieul: RIEUL_LATIN.test(last) };
}

const pick = (word: string, closed: string, open: string) => (ending(word).closed ? closed : open);
const object = (word: string) => pick(word, "을", "를");
const topic = (word: string) => pick(word, "은", "는");
const and = (word: string) => pick(word, "과", "와");
const instrument = (word: string) => (ending(word).closed && !ending(word).rieul ? "으로" : "로");
