// The blog's words in English (its first-load part, shell-blog; names as in ./theme.ts).

export const theme_blog_sidebar_navAriaLabel = "Recent posts";
export const theme_blog_post_readingTime_plurals = (minutes: number) => `${minutes} min read`;
export const ui_blog_postTags = "Tags";
export const theme_blog_post_readMore = "Read more";
export const theme_blog_authorsList_viewAll = "View all authors";
export const theme_blog_authorsList_pageTitle = "Authors";
export const ui_blog_authorPosts = (count: number) => (count === 1 ? "1 post" : `${count} posts`);
export const ui_blog_pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;
export const theme_blog_paginator_navAriaLabel = "Blog list page navigation";
export const theme_blog_post_paginator_navAriaLabel = "Blog post page navigation";
export const theme_blog_paginator_newerEntries = "Newer entries";
export const theme_blog_paginator_olderEntries = "Older entries";
export const theme_blog_post_paginator_newerPost = "Newer post";
export const theme_blog_post_paginator_olderPost = "Older post";
export const ui_blog_archiveYear = (year: string) => year;
