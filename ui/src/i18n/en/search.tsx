// The search's words in English (see ../ko/search.tsx).
import type { ReactNode } from "react";

export const ui_search_dialogLabel = "Search the site";
export const theme_SearchModal_searchBox_placeholderText = (blog: string | null) => (blog ? `Search the docs and ${blog}` : "Search the docs");
export const theme_SearchPage_inputLabel = "Search terms";
export const theme_SearchPage_title = "Search";
export const ui_search_keys = (up: ReactNode, down: ReactNode, enter: ReactNode, esc: ReactNode) => (
  <>
    {up} {down} to select · {enter} to open · {esc} to close
  </>
);
export const theme_SearchBar_seeAll = "See all results";
export const theme_SearchPage_resultsAriaLabel = "Search results";
export const ui_search_more = "More results";
export const ui_search_indexFailed = (url: string, status: number) => `The search index could not be loaded: ${url} (${status})`;
export const theme_SearchPage_emptyResultsTitle = "Type the words to search for.";
export const theme_SearchPage_fetchingNewResults = "Searching…";
export const theme_SearchPage_documentsFound = (query: string, total: number) =>
  total === 1 ? `1 result for ‘${query}’` : `${total} results for ‘${query}’`;
export const theme_SearchPage_noResultsText = (query: string) => `Nothing matches ‘${query}’.`;
export const ui_search_corrected = (from: string, to: string) => (
  <>
    Few pages match ‘{from}’, so ‘<strong>{to}</strong>’ was searched too.
  </>
);
export const ui_search_synonyms = (from: string, names: ReactNode) => (
  <>
    {names}, meaning the same as ‘{from}’, were searched too.
  </>
);
export const ui_search_chosung = "Titles and headings were found by their Korean initial consonants.";
export const ui_search_didYouMean = (buttons: ReactNode, count: number) => <>Did you mean {count > 1 ? "one of " : null}{buttons}?</>;
export const ui_search_lookElsewhere = (glossary: (label: string) => ReactNode, guide: ReactNode | null) => {
  const glossaryLink = glossary("glossary");
  return (
    <>
      {glossaryLink ? <>The {glossaryLink} has what words mean and their other names. </> : null}
      {guide ? <>How to start is in {guide}. </> : null}
      Try fewer words or different spacing.
    </>
  );
};
