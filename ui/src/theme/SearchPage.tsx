// /search: the query lives in `?q=`, so a search can be shared and survives
// a reload. Pre-rendered empty; the query is read once the page is live.
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router-dom";

import { SearchResults } from "../search/SearchResults";
import { SearchStatus } from "../search/SearchStatus";
import { usePrepareSearch, useSearch } from "../search/useSearch";
import { theme_SearchModal_searchBox_placeholderText, theme_SearchPage_inputLabel, theme_SearchPage_title, ui_search_more } from "../i18n/search";
import { blogTitle } from "../generated/site";

const PAGE_SIZE = 10;

export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const fromUrl = new URLSearchParams(location.search).get("q") ?? "";
  const navigationType = useNavigationType();
  // Follows the URL on load, back/forward and links here; not the URL typing
  // writes (a replace), which may lag the input by a keystroke.
  useEffect(() => {
    if (navigationType !== "REPLACE") setQuery(fromUrl);
  }, [fromUrl, navigationType]);
  // Ten at a time: each hit shown loads its text for the excerpt.
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [query]);
  const state = useSearch(query, limit);
  // The dialog prepares at once (it opens on a keystroke); the page, which may
  // be only a shared link's landing, when prefetching is welcome.
  usePrepareSearch(true);

  const change = (value: string) => {
    setQuery(value);
    navigate({ search: value ? `?${new URLSearchParams({ q: value })}` : "" }, { replace: true });
  };

  return (
    <div className="container search-page">
      <h1>{theme_SearchPage_title}</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {theme_SearchPage_inputLabel}
        </label>
        <input
          id="search-page-input"
          type="search"
          className="search-input search-page-input"
          placeholder={theme_SearchModal_searchBox_placeholderText(blogTitle)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(e) => change(e.target.value)}
        />
      </form>
      <SearchStatus state={state} onSuggest={change} />
      {state.status === "done" && state.hits.length ? <SearchResults hits={state.hits} /> : null}
      {state.status === "done" && state.hits.length < state.total ? (
        <button type="button" className="button search-more" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
          {ui_search_more}
        </button>
      ) : null}
    </div>
  );
}
