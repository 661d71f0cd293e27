// `@theme/BlogPostPaginator`: the newer (`prevItem`) and older (`nextItem`)
// post under a post, with Docusaurus' `{ title, permalink }` props. A site's
// src/theme/BlogPostPaginator replaces it; a wrapper (the usual place for a
// post's comments) shows this one through `@theme-original/BlogPostPaginator`.
import { ourLink, type PaginatorLink } from "../../theme/docusaurusProps";
import { Paginator } from "../../theme/Paginator";
import { theme_blog_post_paginator_navAriaLabel, theme_blog_post_paginator_newerPost, theme_blog_post_paginator_olderPost } from "../../i18n/blog";

export default function BlogPostPaginator({ prevItem, nextItem }: { prevItem?: PaginatorLink | null; nextItem?: PaginatorLink | null; className?: string }) {
  return <Paginator label={theme_blog_post_paginator_navAriaLabel} previous={ourLink(prevItem)} next={ourLink(nextItem)} labels={[theme_blog_post_paginator_newerPost, theme_blog_post_paginator_olderPost]} />;
}
