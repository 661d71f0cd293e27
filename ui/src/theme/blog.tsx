// Pieces shared by the blog pages (the sidebar of posts by year, post headers)
// and the tag links the docs pages share with them.
import type { ReactNode } from "react";

import { blogSettings } from "../generated/blog-sidebar";
import type { PostMeta, PostYear, TagCount, TagMeta } from "../generated/types";
import { Link } from "./Link";
import { theme_blog_post_readingTime_plurals, theme_blog_sidebar_navAriaLabel, ui_blog_postTags } from "../i18n/blog";
import { formatDate } from "../i18n/date";

/** Posts grouped by year, newest first: the blog sidebar and the archive. */
export function PostsByYear(props: { years: PostYear[]; headingClass?: string; yearLabel?: (year: string) => string }) {
  return (
    <>
      {props.years.map((year) => (
        <section key={year.year} aria-labelledby={`year-${year.year}`}>
          <h2 id={`year-${year.year}`} className={props.headingClass}>
            {props.yearLabel ? props.yearLabel(year.year) : year.year}
          </h2>
          <ul>
            {year.posts.map((post) => (
              <li key={post.path}>
                <Link to={post.path}>{post.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A blog's settings: a further blog's pages hand theirs in, the first blog's are the default. */
export type BlogSettings = typeof blogSettings;

export function BlogSidebar({ years, blog = blogSettings }: { years: PostYear[]; blog?: BlogSettings }) {
  return (
    <nav className="blog-sidebar" aria-label={theme_blog_sidebar_navAriaLabel}>
      <p className="blog-sidebar-title">{blog.sidebarTitle}</p>
      <PostsByYear years={years} headingClass="blog-sidebar-year" />
    </nav>
  );
}

/** The blog's pages beside its sidebar; no sidebar when it lists no post (`blogSidebarCount: 0`). */
export function BlogLayout(props: { years: PostYear[]; blog?: BlogSettings; children: ReactNode }) {
  return (
    <div className="blog-layout">
      {props.years.length > 0 ? (
        <div className="blog-sidebar-column">
          <BlogSidebar years={props.years} blog={props.blog} />
        </div>
      ) : null}
      <div className="blog-main">{props.children}</div>
    </div>
  );
}

/** Date, reading time, authors and tags of a post. */
/** Its reading time unless the blog hides it (then 0, see `PostMeta`). */
export function PostInfo({ post }: { post: PostMeta }) {
  return (
    <div className="post-info">
      <p className="post-date">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.reading_minutes ? ` · ${theme_blog_post_readingTime_plurals(post.reading_minutes)}` : null}
      </p>
      <p className="post-authors">
        {post.authors.map((author) =>
          author.path ? (
            <Link key={author.key || author.name} to={author.path}>
              {author.name}
            </Link>
          ) : author.url ? (
            <a key={author.key || author.name} href={author.url} target="_blank" rel="noopener noreferrer">
              {author.name}
            </a>
          ) : (
            <span key={author.key || author.name}>{author.name}</span>
          ),
        )}
      </p>
    </div>
  );
}

export function PostTags({ post }: { post: PostMeta }) {
  return <TagLinks tags={post.tags} />;
}

/** Tags with how many pages carry each, as links to their pages: the blog's and the docs' tags pages. */
export function TagCountList({ tags }: { tags: TagCount[] }) {
  return (
    <ul className="tag-list">
      {tags.map(({ tag, count }) => (
        <li key={tag.path}>
          <Link to={tag.path} className="tag">
            {tag.label} <span className="tag-count">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A page's tags as links to their pages: under a post, at the end of a doc (see DocTags). */
export function TagLinks({ tags }: { tags: TagMeta[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label={ui_blog_postTags}>
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
