// The blog's words in Japanese (its first-load part, shell-blog; names as in ./theme.ts).

export const theme_blog_sidebar_navAriaLabel = "最近の記事";
export const theme_blog_post_readingTime_plurals = (minutes: number) => `約${minutes}分`;
export const ui_blog_postTags = "タグ";
export const theme_blog_post_readMore = "もっと見る";
export const theme_blog_authorsList_viewAll = "すべての著者を見る";
export const theme_blog_authorsList_pageTitle = "著者";
export const ui_blog_authorPosts = (count: number) => `記事${count}件`;
export const ui_blog_pageOf = (page: number, pages: number) => `${pages}ページ中${page}ページ`;
export const theme_blog_paginator_navAriaLabel = "ブログ記事一覧のナビゲーション";
export const theme_blog_post_paginator_navAriaLabel = "ブログ記事のナビゲーション";
export const theme_blog_paginator_newerEntries = "新しい記事";
export const theme_blog_paginator_olderEntries = "過去の記事";
export const theme_blog_post_paginator_newerPost = "新しい記事";
export const theme_blog_post_paginator_olderPost = "過去の記事";
export const ui_blog_archiveYear = (year: string) => `${year}年`;
