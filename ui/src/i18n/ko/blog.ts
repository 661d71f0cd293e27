// The blog's words in Korean (its first-load part, shell-blog; names as in ./theme.ts).

export const theme_blog_sidebar_navAriaLabel = "최근 글";
export const theme_blog_post_readingTime_plurals = (minutes: number) => `${minutes}분 분량`;
export const ui_blog_postTags = "태그";
export const theme_blog_post_readMore = "자세히 보기";
export const theme_blog_authorsList_viewAll = "모든 글쓴이 보기";
export const theme_blog_authorsList_pageTitle = "글쓴이";
export const ui_blog_authorPosts = (count: number) => `글 ${count}개`;
export const ui_blog_pageOf = (page: number, pages: number) => `전체 ${pages}쪽 중 ${page}쪽`;
export const theme_blog_paginator_navAriaLabel = "이전/다음 페이지";
export const theme_blog_post_paginator_navAriaLabel = "이전/다음 페이지";
export const theme_blog_paginator_newerEntries = "더 최근 글";
export const theme_blog_paginator_olderEntries = "지난 글";
export const theme_blog_post_paginator_newerPost = "새 글";
export const theme_blog_post_paginator_olderPost = "이전 글";
export const ui_blog_archiveYear = (year: string) => `${year}년`;
