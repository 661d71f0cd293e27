// The blog list, a tag's posts or an author's posts, with previews.
import type { ComponentType } from "react";

import type { BlogListMeta, PostYear } from "../generated/types";
import { blogSettings } from "../generated/blog-sidebar";
import { AuthorSocials } from "./AuthorSocials";
import { BlogLayout, PostInfo, PostTags, type BlogSettings } from "./blog";
import { Link } from "./Link";
import { Paginator } from "./Paginator";
import { theme_blog_authorsList_viewAll, theme_blog_paginator_navAriaLabel, theme_blog_paginator_newerEntries, theme_blog_paginator_olderEntries, theme_blog_post_readMore, ui_blog_pageOf } from "../i18n/blog";
import { theme_tags_tagsPageLink } from "../i18n/theme";

export function BlogListPage(props: { list: BlogListMeta; years: PostYear[]; blog?: BlogSettings; previews: ComponentType[] }) {
  const { list, blog = blogSettings } = props;
  const isMain = !list.tag && !list.author;
  return (
    <BlogLayout years={props.years} blog={blog}>
      <header className="blog-list-header">
        <h1>{list.title}</h1>

        {list.description ? <p>{list.description}</p> : null}
        {list.author ? <AuthorSocials author={list.author} /> : null}
        {isMain ? null : <Link to={list.tag ? blog.tagsPath : blog.authorsPath}>{list.tag ? theme_tags_tagsPageLink : theme_blog_authorsList_viewAll}</Link>}
      </header>
      {list.posts.map((post, i) => {
        const Preview = props.previews[i]!;
        return (
          <article key={post.path} className="post-preview">
            <header>
              <h2>
                <Link to={post.path}>{post.title}</Link>
              </h2>
              <PostInfo post={post} />
            </header>
            <div className="markdown">
              <Preview />
            </div>
            <footer className="post-preview-footer">
              <PostTags post={post} />
              {post.truncated ? (
                <Link to={post.path} className="read-more">
                  {theme_blog_post_readMore}
                  {/* Read aloud and indexed with the post's title, so the link says where it goes. */}
                  <span className="visually-hidden">: {post.title}</span>
                </Link>
              ) : null}
            </footer>
          </article>
        );
      })}
      {list.pages > 1 ? (
        <p className="blog-list-page">
          {ui_blog_pageOf(list.page, list.pages)}
        </p>
      ) : null}
      <Paginator
        label={theme_blog_paginator_navAriaLabel}
        previous={list.newer}
        next={list.older}
        labels={[theme_blog_paginator_newerEntries, theme_blog_paginator_olderEntries]}
      />
    </BlogLayout>
  );
}
