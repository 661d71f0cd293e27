// The theme's words in Simplified Chinese (see ../ko/theme.ts).

/** The language's name in itself (Docusaurus' locale label). */
export const ui_languageName = "简体中文";

export const theme_common_skipToMainContent = "跳到主要内容";
export const theme_BackToTopButton_buttonAriaLabel = "回到页面顶部";
export const theme_NavBar_navAriaLabel = "主导航";
export const theme_docs_sidebar_toggleSidebarButtonAriaLabel = "打开菜单";
export const theme_docs_sidebar_closeSidebarButtonAriaLabel = "关闭菜单";
export const ui_navbar_menu = "菜单";
export const theme_navbar_mobileSidebarSecondaryMenu_backButtonLabel = "← 回到主菜单";
export const ui_navbar_docsList = "文档目录 →";
export const theme_AnnouncementBar_ariaLabel = "公告";
export const theme_AnnouncementBar_closeButtonAriaLabel = "关闭公告";
export const ui_colorMode_toDark = "切换到深色主题";
export const ui_colorMode_toLight = "切换到浅色主题";
export const theme_SearchBar_label = "搜索";
export const ui_search_loadFailed = "无法加载搜索。请检查网络连接后刷新页面。";
export const ui_close = "关闭";
export const ui_newWindow = "（新窗口）";

export const ui_loadError_title = "无法加载页面";
export const ui_loadError_retry = "重试";
export const theme_ErrorPageContent_title = "页面显示出错。";
export const theme_ErrorPageContent_tryAgain = "重试";
export const theme_NotFound_title = "找不到页面";
export const theme_NotFound_p1 = "地址已更改或页面不存在。请检查地址，或通过下面的链接继续。";
export const ui_notFound_home = "返回首页";

export const theme_docs_breadcrumbs_navAriaLabel = "页面路径";
export const theme_docs_breadcrumbs_home = "首页";
export const ui_versionBadge_title = "文档版本";
/** Before the version's name (Docusaurus' `Version: {versionLabel}`). */
export const theme_docs_versionBadge_label = "版本：";
/** The banner above an unreleased version's docs (Docusaurus' `theme.docs.versions.unreleasedVersionLabel`). */
export const theme_docs_versions_unreleasedVersionLabel = (siteTitle: string, versionLabel: string) => `这是 ${siteTitle} ${versionLabel} 的文档，该版本尚未发布。`;
export const theme_docs_versions_unmaintainedVersionLabel = (siteTitle: string, versionLabel: string) => `这是 ${siteTitle} ${versionLabel} 的文档，该版本已不再维护。`;
/** Around the link to the latest version: the text before it and after it. */
export const theme_docs_versions_latestVersionSuggestionLabel = (versionLabel: string): [string, string] => ["最新文档请查看", `（${versionLabel}）。`];
export const theme_docs_versions_latestVersionLinkLabel = "最新版本";
export const theme_navbar_mobileVersionsDropdown_label = "版本";
export const theme_navbar_mobileLanguageDropdown_label = "语言";
/** Above a doc shown in the default locale's words in another locale's site. */
export const ui_docs_untranslated = "本页尚未翻译，以网站的默认语言显示。";
export const theme_docs_paginator_navAriaLabel = "文件选项卡";
export const theme_docs_paginator_previous = "上一页";
export const theme_docs_paginator_next = "下一页";
export const theme_docs_sidebar_navAriaLabel = "文档侧边栏";
/** The buttons of a sidebar the site lets readers hide (`themeConfig.docs.sidebar.hideable`). */
export const theme_docs_sidebar_collapseButtonTitle = "收起侧边栏";
export const theme_docs_sidebar_expandButtonTitle = "展开侧边栏";
export const theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel = (label: string) => `${label}的子项`;
export const ui_sidebar_loadFailed = "无法加载列表。请重新展开。";
export const theme_TOCCollapsible_toggleButtonLabel = "本页总览";
export const ui_toc_ariaLabel = "本页目录";
export const ui_toc_collapsedAriaLabel = "本页目录（已折叠）";
export const theme_common_editThisPage = "编辑此页";
export const theme_lastUpdated_lastUpdated = "最后更新";
export const theme_tags_tagsListLabel = "标签：";
export const theme_tags_tagsPageTitle = "标签";
export const theme_tags_tagsPageLink = "查看所有标签";
export const ui_markdown_view = "以 Markdown 查看";
export const ui_markdown_copy = "复制 Markdown";
export const ui_markdown_copying = "正在复制…";
export const ui_markdown_copied = "已复制";
export const ui_markdown_copyFailed = "复制失败";
export const theme_common_headingLinkTitle = "此标题的直接链接";
export const theme_CodeBlock_wordWrapToggle = "切换自动换行";
export const ui_codeBlock_wrap = "换行";
export const theme_CodeBlock_copyButtonAriaLabel = "复制代码到剪贴板";
export const theme_CodeBlock_copy = "复制";
export const theme_CodeBlock_copied = "复制成功";
export const theme_admonition_note = "备注";
export const theme_admonition_tip = "提示";
export const theme_admonition_info = "信息";
export const theme_admonition_warning = "警告";
export const theme_admonition_caution = "警告";
export const theme_admonition_danger = "危险";
export const ui_glossary_see = "相关页面";
export const theme_docs_DocCard_categoryDescription_plurals = (count: number) => `${count} 个项目`;

/** `2024年8月26日`. */
export const ui_date = (year: number, month: number, day: number) => `${year}年${month}月${day}日`;
