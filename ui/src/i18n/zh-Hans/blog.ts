// The blog's words in Simplified Chinese (its first-load part, shell-blog; names as in ./theme.ts).

export const theme_blog_sidebar_navAriaLabel = "最近博文";
export const theme_blog_post_readingTime_plurals = (minutes: number) => `阅读需 ${minutes} 分钟`;
export const ui_blog_postTags = "标签";
export const theme_blog_post_readMore = "阅读更多";
export const theme_blog_authorsList_viewAll = "查看所有作者";
export const theme_blog_authorsList_pageTitle = "作者";
export const ui_blog_authorPosts = (count: number) => `${count} 篇文章`;
export const ui_blog_pageOf = (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`;
export const theme_blog_paginator_navAriaLabel = "博文列表分页导航";
export const theme_blog_post_paginator_navAriaLabel = "博文分页导航";
export const theme_blog_paginator_newerEntries = "较新的博文";
export const theme_blog_paginator_olderEntries = "较旧的博文";
export const theme_blog_post_paginator_newerPost = "较新一篇";
export const theme_blog_post_paginator_olderPost = "较旧一篇";
export const ui_blog_archiveYear = (year: string) => `${year}年`;
