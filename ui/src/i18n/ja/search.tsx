// The search's words in Japanese (see ../ko/search.tsx).
import type { ReactNode } from "react";

export const ui_search_dialogLabel = "サイト内検索";
export const theme_SearchModal_searchBox_placeholderText = (blog: string | null) => (blog ? `ドキュメントと${blog}を検索` : "ドキュメントを検索");
export const theme_SearchPage_inputLabel = "検索語";
export const theme_SearchPage_title = "検索";
export const ui_search_keys = (up: ReactNode, down: ReactNode, enter: ReactNode, esc: ReactNode) => (
  <>
    {up} {down} 選択 · {enter} 開く · {esc} 閉じる
  </>
);
export const theme_SearchBar_seeAll = "すべての結果を見る";
export const theme_SearchPage_resultsAriaLabel = "検索結果";
export const ui_search_more = "さらに表示";
export const ui_search_indexFailed = (url: string, status: number) => `検索インデックスを読み込めませんでした: ${url} (${status})`;
export const theme_SearchPage_emptyResultsTitle = "検索する語を入力してください。";
export const theme_SearchPage_fetchingNewResults = "検索中…";
export const theme_SearchPage_documentsFound = (query: string, total: number) => `「${query}」の検索結果 ${total}件`;
export const theme_SearchPage_noResultsText = (query: string) => `「${query}」に一致するドキュメントはありません。`;
export const ui_search_corrected = (from: string, to: string) => (
  <>
    「{from}」に一致するものが少ないため、「<strong>{to}</strong>」も検索しました。
  </>
);
export const ui_search_synonyms = (from: string, names: ReactNode) => (
  <>
    「{from}」と同じ意味の{names}も検索しました。
  </>
);
export const ui_search_chosung = "韓国語の初声でタイトルと見出しを検索しました。";
export const ui_search_didYouMean = (buttons: ReactNode) => <>もしかして {buttons}?</>;
export const ui_search_lookElsewhere = (glossary: (label: string) => ReactNode, guide: ReactNode | null) => {
  const glossaryLink = glossary("用語集");
  return (
    <>
      {glossaryLink ? <>語の意味と別名は{glossaryLink}にあります。</> : null}
      {guide ? <>使い方は{guide}にあります。</> : null}
      語を減らすか、区切り方を変えてみてください。
    </>
  );
};
