// A page's tags as links to their pages: under a post, at the end of a doc.
import type { TagMeta } from "../generated/types";
import { Link } from "./Link";

export function TagLinks({ tags }: { tags: TagMeta[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label="태그">
      {tags.map((tag) => (
        <li key={tag.key}>
          <Link to={tag.path} className="tag">
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
