// All authors with their post counts.
import type { AuthorCount, PostYear } from "../generated/types";
import { AuthorSocials } from "./AuthorSocials";
import { BlogLayout } from "./blog";
import { Link } from "./Link";

export function BlogAuthorsPage(props: { authors: AuthorCount[]; years: PostYear[] }) {
  return (
    <BlogLayout years={props.years}>
      <h1>글쓴이</h1>
      <ul className="author-list">
        {props.authors.map(({ author, count }) => (
          <li key={author.key || author.name} className="author-card">
            <p className="author-name">{author.path ? <Link to={author.path}>{author.name}</Link> : author.name}</p>
            {author.title ? <p className="author-title">{author.title}</p> : null}
            <AuthorSocials author={author} />
            <p className="author-count">글 {count}개</p>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
