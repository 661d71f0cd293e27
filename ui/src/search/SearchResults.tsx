// A list of hits: page title, section, excerpt with the query's words marked.
import type { Hit, Part } from "./engine";
import { hitPath } from "./useSearch";
import { placeOfPath } from "../runtime/docsVersions";
import { Link } from "../theme/Link";
import { theme_SearchPage_resultsAriaLabel } from "../i18n/search";

/** Which docs version a hit is in, on a site with versions. */
function HitVersion({ path }: { path: string }) {
  const place = placeOfPath(path);
  return place ? <span className="search-hit-version">{place.version.label}</span> : null;
}

function Marked({ parts }: { parts: Part[] }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

export function SearchResults(props: {
  hits: Hit[];
  /** For the dialog's listbox: which hit the arrow keys have chosen. */
  active?: number;
  idPrefix?: string;
  onPick?: () => void;
}) {
  const listbox = props.idPrefix !== undefined;
  return (
    <ol className="search-results" role={listbox ? "listbox" : undefined} id={listbox ? `${props.idPrefix}list` : undefined} aria-label={theme_SearchPage_resultsAriaLabel}>
      {props.hits.map((hit, i) => (
        <li
          key={hit.path}
          role={listbox ? "presentation" : undefined}
          className={`search-hit${i === props.active ? " search-hit-active" : ""}${hit.pending ? " search-hit-pending" : ""}`}
        >
          {/* The link itself is the option (an option must not hold a link); arrows choose it, not Tab. */}
          <Link
            to={hitPath(hit)}
            onClick={props.onPick}
            id={listbox ? `${props.idPrefix}${i}` : undefined}
            role={listbox ? "option" : undefined}
            aria-selected={listbox ? i === props.active : undefined}
            tabIndex={listbox ? -1 : undefined}
          >
            <span className="search-hit-title">
              <Marked parts={hit.title} />
              <HitVersion path={hit.path} />
            </span>
            {hit.heading.length ? (
              <span className="search-hit-section">
                <Marked parts={hit.heading} />
              </span>
            ) : null}
            <span className="search-hit-excerpt">
              <Marked parts={hit.excerpt} />
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
