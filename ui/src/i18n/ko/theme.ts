// The theme's words in Korean. Every language's table has these names; a name
// is the Docusaurus translation id (code.json) with `.` written `_` where
// Docusaurus has one, and starts with `ui_` where it does not. The shell is
// built with the site's language only (ui/stages/shell.mjs), and the
// bundler writes each text where it is used.

/** The language's name in itself (Docusaurus' locale label). */
export const ui_languageName = "한국어";

export const theme_common_skipToMainContent = "본문으로 건너뛰기";
export const theme_BackToTopButton_buttonAriaLabel = "맨 위로 가기";
export const theme_NavBar_navAriaLabel = "주 메뉴";
export const theme_docs_sidebar_toggleSidebarButtonAriaLabel = "메뉴 열기";
export const theme_docs_sidebar_closeSidebarButtonAriaLabel = "메뉴 닫기";
export const ui_navbar_menu = "메뉴";
export const theme_navbar_mobileSidebarSecondaryMenu_backButtonLabel = "← 메인 메뉴로";
export const ui_navbar_docsList = "문서 목록 보기 →";
export const theme_AnnouncementBar_ariaLabel = "공지";
export const theme_AnnouncementBar_closeButtonAriaLabel = "공지 닫기";
export const ui_colorMode_toDark = "어두운 테마로 바꾸기";
export const ui_colorMode_toLight = "밝은 테마로 바꾸기";
export const theme_SearchBar_label = "검색";
export const ui_search_loadFailed = "검색을 불러오지 못했습니다. 연결을 확인한 뒤 페이지를 새로 고쳐 주세요.";
export const ui_close = "닫기";
export const ui_newWindow = " (새 창)";

export const ui_loadError_title = "페이지를 불러오지 못했습니다";
export const ui_loadError_retry = "다시 시도";
export const theme_ErrorPageContent_title = "페이지를 표시하는 중 문제가 생겼습니다.";
export const theme_ErrorPageContent_tryAgain = "다시 시도";
export const theme_NotFound_title = "페이지를 찾을 수 없습니다";
export const theme_NotFound_p1 = "주소가 바뀌었거나 없는 페이지입니다. 주소를 다시 확인하거나 아래 링크로 이동해 주세요.";
export const ui_notFound_home = "홈으로 돌아가기";

export const theme_docs_breadcrumbs_navAriaLabel = "현재 위치";
export const theme_docs_breadcrumbs_home = "홈";
export const ui_versionBadge_title = "문서 버전";
/** Before the version's name (Docusaurus' `Version: {versionLabel}`). */
export const theme_docs_versionBadge_label = "버전: ";
/** The banner above an unreleased version's docs (Docusaurus' `theme.docs.versions.unreleasedVersionLabel`). */
export const theme_docs_versions_unreleasedVersionLabel = (siteTitle: string, versionLabel: string) => `${siteTitle} ${versionLabel} 문서입니다. 아직 나오지 않은 판을 설명합니다.`;
export const theme_docs_versions_unmaintainedVersionLabel = (siteTitle: string, versionLabel: string) => `${siteTitle} ${versionLabel} 문서입니다. 이 판은 더 이상 관리하지 않습니다.`;
/** Around the link to the latest version: the text before it and after it. */
export const theme_docs_versions_latestVersionSuggestionLabel = (versionLabel: string): [string, string] => ["최신 문서는 ", ` (${versionLabel})에서 보세요.`];
export const theme_docs_versions_latestVersionLinkLabel = "최신 판";
export const theme_navbar_mobileVersionsDropdown_label = "버전";
export const theme_navbar_mobileLanguageDropdown_label = "언어";
/** Above a doc shown in the default locale's words in another locale's site. */
export const ui_docs_untranslated = "이 문서는 아직 번역되지 않아 기본 언어로 보입니다.";
export const theme_docs_paginator_navAriaLabel = "이전/다음 페이지";
export const theme_docs_paginator_previous = "이전";
export const theme_docs_paginator_next = "다음";
export const theme_docs_sidebar_navAriaLabel = "문서 목록";
/** The buttons of a sidebar the site lets readers hide (`themeConfig.docs.sidebar.hideable`). */
export const theme_docs_sidebar_collapseButtonTitle = "사이드바 접기";
export const theme_docs_sidebar_expandButtonTitle = "사이드바 펼치기";
export const theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel = (label: string) => `${label} 하위 목록`;
export const ui_sidebar_loadFailed = "목록을 불러오지 못했습니다. 다시 펼쳐 보세요.";
export const theme_TOCCollapsible_toggleButtonLabel = "이 페이지에서";
export const ui_toc_ariaLabel = "이 페이지의 목차";
export const ui_toc_collapsedAriaLabel = "이 페이지의 목차 (접힘)";
export const theme_common_editThisPage = "이 페이지 편집";
export const theme_lastUpdated_lastUpdated = "마지막 수정";
export const theme_tags_tagsListLabel = "태그:";
export const theme_tags_tagsPageTitle = "태그";
export const theme_tags_tagsPageLink = "모든 태그 보기";
export const ui_markdown_view = "Markdown으로 보기";
export const ui_markdown_copy = "Markdown 복사";
export const ui_markdown_copying = "복사하는 중…";
export const ui_markdown_copied = "복사했습니다";
export const ui_markdown_copyFailed = "복사하지 못했습니다";
export const theme_common_headingLinkTitle = "이 제목으로 바로 가는 링크";
export const theme_CodeBlock_wordWrapToggle = "긴 줄 바꿈";
export const ui_codeBlock_wrap = "줄 바꿈";
export const theme_CodeBlock_copyButtonAriaLabel = "코드 복사";
export const theme_CodeBlock_copy = "복사";
export const theme_CodeBlock_copied = "복사됨";
export const theme_admonition_note = "참고";
export const theme_admonition_tip = "팁";
export const theme_admonition_info = "정보";
export const theme_admonition_warning = "주의";
export const theme_admonition_caution = "주의";
export const theme_admonition_danger = "위험";
export const ui_glossary_see = "관련 문서 보기";
export const theme_docs_DocCard_categoryDescription_plurals = (count: number) => `${count} 항목`;

/** A day as readers of the language write it: `2024년 8월 26일`. */
export const ui_date = (year: number, month: number, day: number) => `${year}년 ${month}월 ${day}일`;
