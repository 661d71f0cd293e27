// What the search is doing, in words (announced to screen readers), and what
// it did besides matching the words as typed: other names searched, typos
// corrected, 초성; and, when nothing matches, close words and where to look.
// The sentences are the search table's (ui/src/i18n/<language>/search.tsx).
import type { ReactNode } from "react";

import { site } from "../generated/site";
import {
  theme_SearchPage_documentsFound,
  theme_SearchPage_emptyResultsTitle,
  theme_SearchPage_fetchingNewResults,
  theme_SearchPage_noResultsText,
  ui_search_chosung,
  ui_search_corrected,
  ui_search_didYouMean,
  ui_search_lookElsewhere,
  ui_search_synonyms,
} from "../i18n/search";
import { Link } from "../theme/Link";
import type { Notes } from "./engine";
import type { SearchState } from "./useSearch";

export function SearchStatus(props: { state: SearchState; onSuggest?: (query: string) => void }) {
  const { state } = props;
  let text: string;
  switch (state.status) {
    case "idle":
      text = theme_SearchPage_emptyResultsTitle;
      break;
    case "loading":
      text = theme_SearchPage_fetchingNewResults;
      break;
    case "error":
      text = state.message;
      break;
    case "done":
      text = state.total ? theme_SearchPage_documentsFound(state.query, state.total) : theme_SearchPage_noResultsText(state.query);
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
  for (const c of notes.corrections) lines.push(ui_search_corrected(c.from, c.to));
  for (const s of notes.synonyms) lines.push(ui_search_synonyms(s.from, list(s.to)));
  if (notes.chosung && props.found) lines.push(ui_search_chosung);
  if (!props.found) {
    const [first] = notes.suggestions;
    if (first !== undefined) {
      const buttons = notes.suggestions.map((word, i) => (
        <span key={word}>
          {i > 0 ? ", " : null}
          <button type="button" className="search-suggestion" onClick={() => props.onSuggest?.(word)}>
            ‘{word}’
          </button>
        </span>
      ));
      lines.push(ui_search_didYouMean(buttons, notes.suggestions.length, first));
    }
    const guide = site.navbar.find((item) => item.to === "/guide");
    const glossary = notes.glossary;
    lines.push(
      ui_search_lookElsewhere(
        (label) => (glossary ? <Link to={glossary}>{label}</Link> : null),
        guide ? <Link to={guide.to!}>{guide.label}</Link> : null,
      ),
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
