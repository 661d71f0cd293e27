// The search's words in Simplified Chinese (see ../ko/search.tsx).
import type { ReactNode } from "react";

export const ui_search_dialogLabel = "站内搜索";
export const theme_SearchModal_searchBox_placeholderText = (blog: string | null) => (blog ? `搜索文档和${blog}` : "搜索文档");
export const theme_SearchPage_inputLabel = "搜索词";
export const theme_SearchPage_title = "搜索";
export const ui_search_keys = (up: ReactNode, down: ReactNode, enter: ReactNode, esc: ReactNode) => (
  <>
    {up} {down} 选择 · {enter} 打开 · {esc} 关闭
  </>
);
export const theme_SearchBar_seeAll = "查看全部结果";
export const theme_SearchPage_resultsAriaLabel = "搜索结果";
export const ui_search_more = "更多结果";
export const ui_search_indexFailed = (url: string, status: number) => `无法加载搜索索引：${url} (${status})`;
export const theme_SearchPage_emptyResultsTitle = "请输入要搜索的词。";
export const theme_SearchPage_fetchingNewResults = "正在搜索…";
export const theme_SearchPage_documentsFound = (query: string, total: number) => `“${query}”的搜索结果：${total} 条`;
export const theme_SearchPage_noResultsText = (query: string) => `没有与“${query}”匹配的文档。`;
export const ui_search_corrected = (from: string, to: string) => (
  <>
    与“{from}”匹配的结果很少，因此也搜索了“<strong>{to}</strong>”。
  </>
);
export const ui_search_synonyms = (from: string, names: ReactNode) => (
  <>
    也搜索了与“{from}”同义的{names}。
  </>
);
export const ui_search_chosung = "已按韩文首辅音搜索标题和小标题。";
export const ui_search_didYouMean = (buttons: ReactNode) => <>您是不是要找 {buttons}？</>;
export const ui_search_lookElsewhere = (glossary: (label: string) => ReactNode, guide: ReactNode | null) => {
  const glossaryLink = glossary("术语表");
  return (
    <>
      {glossaryLink ? <>词语的含义和别名见{glossaryLink}。</> : null}
      {guide ? <>入门方法见{guide}。</> : null}
      请尝试减少词语或改变空格。
    </>
  );
};
