// Previous/next links at the end of a doc or post.
import type { NavLink } from "../generated/types";
import { Link } from "./Link";

/** `label`: the navigation's name; `labels`: the previous and the next link's. */
export function Paginator(props: { previous: NavLink | null; next: NavLink | null; label: string; labels: [string, string] }) {
  if (!props.previous && !props.next) return null;
  return (
    <nav className="paginator" aria-label={props.label}>
      {props.previous ? (
        <Link to={props.previous.path} className="paginator-link paginator-prev">
          <span className="paginator-label">{props.labels[0]}</span>
          <span className="paginator-title">{props.previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {props.next ? (
        <Link to={props.next.path} className="paginator-link paginator-next">
          <span className="paginator-label">{props.labels[1]}</span>
          <span className="paginator-title">{props.next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
