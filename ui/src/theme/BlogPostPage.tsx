// One blog post.
import type { ReactNode } from "react";

import type { PostMeta, PostYear } from "../generated/types";
import BlogPostPaginator from "../docusaurus/theme/BlogPostPaginator";
import MDXContent from "../docusaurus/theme/MDXContent";
import { BlogLayout, PostInfo, PostTags, type BlogSettings } from "./blog";
import { docusaurusLink } from "./docusaurusProps";
import { PageMeta } from "./PageMeta";
import { Paginator } from "./Paginator";
import { Toc, TocMobile } from "./Toc";
import { theme_blog_post_paginator_navAriaLabel, theme_blog_post_paginator_newerPost, theme_blog_post_paginator_olderPost } from "../i18n/blog";

export function BlogPostPage(props: { meta: PostMeta; years: PostYear[]; blog?: BlogSettings; children: ReactNode }) {
  const { meta } = props;
  return (
    <BlogLayout years={props.years} blog={props.blog}>
      <div className="post-with-toc">
        <article className="post">
          <header>
            <h1>{meta.title}</h1>
            <PostInfo post={meta} />
          </header>
          <TocMobile items={meta.toc} />
          <div className="markdown" data-search="">
            {__SITE_OWN_CODE__ ? <MDXContent>{props.children}</MDXContent> : props.children}
          </div>
          <footer>
            <PostTags post={meta} />
            <PageMeta lastUpdate={meta.last_update} editUrl={meta.edit_url} />
          </footer>
          {/* `@theme/BlogPostPaginator`, which a site's code may replace or wrap (comments under a post, say). */}
          {__SITE_OWN_CODE__ ? (
            <BlogPostPaginator prevItem={docusaurusLink(meta.previous)} nextItem={docusaurusLink(meta.next)} />
          ) : (
            <Paginator previous={meta.previous} next={meta.next} label={theme_blog_post_paginator_navAriaLabel}
              labels={[theme_blog_post_paginator_newerPost, theme_blog_post_paginator_olderPost]} />
          )}
        </article>
        <aside className="doc-toc-column">
          <Toc items={meta.toc} />
        </aside>
      </div>
    </BlogLayout>
  );
}
