// /search: the query lives in `?q=`, so a search can be shared and survives
// a reload. Pre-rendered empty; the query is read once the page is live.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";

import { SearchResults } from "../search/SearchResults";
import { SearchStatus } from "../search/SearchStatus";
import { useSearch } from "../search/useSearch";

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const fromUrl = params.get("q") ?? "";
  // Follows the URL (first load, back/forward); typing writes the URL below.
  useEffect(() => setQuery(fromUrl), [fromUrl]);
  const state = useSearch(query, 30);

  const change = (value: string) => {
    setQuery(value);
    setParams(value ? { q: value } : {}, { replace: true });
  };

  return (
    <div className="container search-page">
      <h1>검색</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          검색어
        </label>
        <input
          id="search-page-input"
          type="search"
          className="search-input search-page-input"
          placeholder="문서와 히스토리 검색"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(e) => change(e.target.value)}
        />
      </form>
      <SearchStatus state={state} />
      {state.status === "done" && state.hits.length ? <SearchResults hits={state.hits} /> : null}
    </div>
  );
}
