// All authors with their post counts.
import type { AuthorCount, PostYear } from "../generated/types";
import { AuthorSocials } from "./AuthorSocials";
import { BlogLayout, type BlogSettings } from "./blog";
import { Link } from "./Link";
import { theme_blog_authorsList_pageTitle, ui_blog_authorPosts } from "../i18n/blog";

export function BlogAuthorsPage(props: { authors: AuthorCount[]; years: PostYear[]; blog?: BlogSettings }) {
  return (
    <BlogLayout years={props.years} blog={props.blog}>
      <h1>{theme_blog_authorsList_pageTitle}</h1>
      <ul className="author-list">
        {props.authors.map(({ author, count }) => (
          <li key={author.key || author.name} className="author-card">
            <p className="author-name">{author.path ? <Link to={author.path}>{author.name}</Link> : author.name}</p>
            {author.title ? <p className="author-title">{author.title}</p> : null}
            <AuthorSocials author={author} />
            <p className="author-count">{ui_blog_authorPosts(count)}</p>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
