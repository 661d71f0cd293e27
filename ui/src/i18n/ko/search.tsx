// The search's words in Korean (loaded with the search, not on first load).
// Names as in theme.ts; the notes are sentences around the words searched, so
// they are functions that place them.
import type { ReactNode } from "react";

export const ui_search_dialogLabel = "사이트 검색";
export const theme_SearchModal_searchBox_placeholderText = (blog: string | null) => (blog ? `문서와 ${blog} 검색` : "문서 검색");
export const theme_SearchPage_inputLabel = "검색어";
export const theme_SearchPage_title = "검색";
export const ui_search_keys = (up: ReactNode, down: ReactNode, enter: ReactNode, esc: ReactNode) => (
  <>
    {up} {down} 고르기 · {enter} 열기 · {esc} 닫기
  </>
);
export const theme_SearchBar_seeAll = "모든 결과 보기";
export const theme_SearchPage_resultsAriaLabel = "검색 결과";
export const ui_search_more = "결과 더 보기";
export const ui_search_indexFailed = (url: string, status: number) => `검색 색인을 불러오지 못했습니다: ${url} (${status})`;
export const theme_SearchPage_emptyResultsTitle = "찾을 낱말을 입력하세요. 초성으로도 찾을 수 있습니다.";
export const theme_SearchPage_fetchingNewResults = "찾는 중…";
export const theme_SearchPage_documentsFound = (query: string, total: number) => `‘${query}’ 검색 결과 ${total}건`;
export const theme_SearchPage_noResultsText = (query: string) => `‘${query}’에 맞는 문서가 없습니다.`;
/** A typo corrected: `to` is shown strong. */
export const ui_search_corrected = (from: string, to: string) => (
  <>
    ‘{from}’{topic(from)} 맞는 말이 적어 ‘<strong>{to}</strong>’{instrument(to)}도 찾았습니다.
  </>
);
/** Other names searched too: `names` is their list. */
export const ui_search_synonyms = (from: string, names: ReactNode) => (
  <>
    ‘{from}’{and(from)} 같은 뜻인 {names}도 함께 찾았습니다.
  </>
);
export const ui_search_chosung = "초성으로 제목과 소제목을 찾았습니다.";
/** Close words when nothing matched: `buttons` are the words to search, `first` the first. */
export const ui_search_didYouMean = (buttons: ReactNode, count: number, first: string) => (
  <>
    혹시 {buttons}
    {count > 1 ? " 중 하나를" : object(first)} 찾으셨나요?
  </>
);
/** Where to look when nothing matched: the glossary's and the guide's links, either may be absent. */
export const ui_search_lookElsewhere = (glossary: (label: string) => ReactNode, guide: ReactNode | null) => {
  const glossaryLink = glossary("용어집");
  return (
    <>
      {glossaryLink ? (
        <>
          낱말의 뜻과 다른 이름은 {glossaryLink}에서
          {guide ? ", " : " "}
        </>
      ) : null}
      {guide ? <>처음 쓰는 방법은 {guide}에서</> : null} 찾아볼 수 있습니다. 낱말을 줄이거나 띄어쓰기를 바꿔 보세요.
    </>
  );
};

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
