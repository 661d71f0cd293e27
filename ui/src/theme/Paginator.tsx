// Previous/next links at the end of a doc or post.
import type { NavLink } from "../generated/types";
import { Link } from "./Link";

export function Paginator(props: { previous: NavLink | null; next: NavLink | null; labels: [string, string] }) {
  if (!props.previous && !props.next) return null;
  return (
    <nav className="paginator" aria-label="이전/다음 페이지">
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
