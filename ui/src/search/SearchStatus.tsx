// What the search is doing, in words (announced to screen readers).
import type { SearchState } from "./useSearch";

export function SearchStatus({ state }: { state: SearchState }) {
  let text: string;
  switch (state.status) {
    case "idle":
      text = "찾을 낱말을 입력하세요. 예: 가상 머신, 쿠버네티스, OpenStack";
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
    <p className={`search-status${state.status === "error" ? " search-status-error" : ""}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
