// All tags with their post counts.
import type { PostYear, TagCount } from "../generated/types";
import { BlogLayout } from "./blog";
import { Link } from "./Link";

export function BlogTagsPage(props: { tags: TagCount[]; years: PostYear[] }) {
  return (
    <BlogLayout years={props.years}>
      <h1>태그</h1>
      <ul className="tag-list">
        {props.tags.map(({ tag, count }) => (
          <li key={tag.key}>
            <Link to={tag.path} className="tag">
              {tag.label} <span className="tag-count">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
