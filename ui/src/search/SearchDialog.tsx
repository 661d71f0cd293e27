// The search dialog the navbar opens (Ctrl+K or /): results as you type,
// arrows to choose, Enter to open, Escape to close. Full screen on mobile.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";

import { SearchResults } from "./SearchResults";
import { SearchStatus } from "./SearchStatus";
import { hitPath, usePrepareSearch, useSearch } from "./useSearch";
import { Link } from "../theme/Link";
import { SearchIcon } from "../theme/SearchIcon";
import { theme_SearchBar_seeAll, theme_SearchModal_searchBox_placeholderText, theme_SearchPage_inputLabel, ui_search_dialogLabel, ui_search_keys } from "../i18n/search";
import { blogTitle } from "../generated/site";
import { ui_close } from "../i18n/theme";

export function SearchDialog(props: { onClose: () => void }) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const state = useSearch(query, 8);
  usePrepareSearch();
  const hits = state.status === "done" ? state.hits : [];
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const idPrefix = `search-${useId().replace(/:/g, "")}-`;

  useEffect(() => setActive(0), [state]);
  useEffect(() => {
    input.current?.focus();
    const scrollY = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = scrollY;
    };
  }, []);
  useEffect(() => {
    document.getElementById(`${idPrefix}${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, idPrefix]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      props.onClose();
    } else if (event.key === "ArrowDown" && hits.length) {
      event.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (event.key === "ArrowUp" && hits.length) {
      event.preventDefault();
      setActive((a) => (a - 1 + hits.length) % hits.length);
    } else if (event.key === "Enter" && event.target === input.current) {
      event.preventDefault();
      const hit = hits[active];
      if (hit) {
        props.onClose();
        navigate(hitPath(hit));
      } else if (query.trim()) {
        props.onClose();
        navigate(`/search?q=${encodeURIComponent(query.trim())}`);
      }
    } else if (event.key === "Tab") {
      // Keep focus inside the dialog.
      const focusable = [...(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>("input, button, a[href]")];
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className="search-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && props.onClose()}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label={ui_search_dialogLabel} onKeyDown={onKeyDown}>
        <div className="search-dialog-bar">
          <SearchIcon size={20} className="search-icon" />
          <input
            ref={input}
            type="search"
            className="search-input"
            placeholder={theme_SearchModal_searchBox_placeholderText(blogTitle)}
            aria-label={theme_SearchPage_inputLabel}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={`${idPrefix}list`}
            aria-activedescendant={hits.length ? `${idPrefix}${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-dialog-close" onClick={props.onClose}>
            {ui_close}
          </button>
        </div>
        <div className="search-dialog-body">
          <SearchStatus state={state} onSuggest={setQuery} />
          {hits.length ? <SearchResults hits={hits} active={active} idPrefix={idPrefix} onPick={props.onClose} /> : null}
        </div>
        <div className="search-dialog-footer">
          <span>
            {ui_search_keys(<kbd>↑</kbd>, <kbd>↓</kbd>, <kbd>Enter</kbd>, <kbd>Esc</kbd>)}
          </span>
          {query.trim() ? (
            <Link to={`/search?q=${encodeURIComponent(query.trim())}`} onClick={props.onClose}>
              {theme_SearchBar_seeAll}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
