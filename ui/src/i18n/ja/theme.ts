// The theme's words in Japanese (see ../ko/theme.ts).

/** The language's name in itself (Docusaurus' locale label). */
export const ui_languageName = "日本語";

export const theme_common_skipToMainContent = "メインコンテンツまでスキップ";
export const theme_BackToTopButton_buttonAriaLabel = "ページの先頭へ";
export const theme_NavBar_navAriaLabel = "メイン";
export const theme_docs_sidebar_toggleSidebarButtonAriaLabel = "メニューを開く";
export const theme_docs_sidebar_closeSidebarButtonAriaLabel = "メニューを閉じる";
export const ui_navbar_menu = "メニュー";
export const theme_navbar_mobileSidebarSecondaryMenu_backButtonLabel = "← メインメニューに戻る";
export const ui_navbar_docsList = "ドキュメント一覧 →";
export const theme_AnnouncementBar_ariaLabel = "お知らせ";
export const theme_AnnouncementBar_closeButtonAriaLabel = "お知らせを閉じる";
export const ui_colorMode_toDark = "ダークテーマに切り替える";
export const ui_colorMode_toLight = "ライトテーマに切り替える";
export const theme_SearchBar_label = "検索";
export const ui_search_loadFailed = "検索を読み込めませんでした。接続を確認してページを再読み込みしてください。";
export const ui_close = "閉じる";
export const ui_newWindow = "（新しいウィンドウ）";

export const ui_loadError_title = "ページを読み込めませんでした";
export const ui_loadError_retry = "再試行";
export const theme_ErrorPageContent_title = "ページの表示中に問題が発生しました。";
export const theme_ErrorPageContent_tryAgain = "もう一度試す";
export const theme_NotFound_title = "ページが見つかりません";
export const theme_NotFound_p1 = "アドレスが変わったか、存在しないページです。アドレスを確認するか、下のリンクから移動してください。";
export const ui_notFound_home = "ホームに戻る";

export const theme_docs_breadcrumbs_navAriaLabel = "パンくずリスト";
export const theme_docs_breadcrumbs_home = "ホーム";
export const ui_versionBadge_title = "ドキュメントのバージョン";
/** Before the version's name (Docusaurus' `Version: {versionLabel}`). */
export const theme_docs_versionBadge_label = "バージョン: ";
/** The banner above an unreleased version's docs (Docusaurus' `theme.docs.versions.unreleasedVersionLabel`). */
export const theme_docs_versions_unreleasedVersionLabel = (siteTitle: string, versionLabel: string) => `${siteTitle} ${versionLabel} のドキュメントです。まだ公開されていない版を説明しています。`;
export const theme_docs_versions_unmaintainedVersionLabel = (siteTitle: string, versionLabel: string) => `${siteTitle} ${versionLabel} のドキュメントです。この版はもう保守されていません。`;
/** Around the link to the latest version: the text before it and after it. */
export const theme_docs_versions_latestVersionSuggestionLabel = (versionLabel: string): [string, string] => ["最新のドキュメントは", `（${versionLabel}）をご覧ください。`];
export const theme_docs_versions_latestVersionLinkLabel = "最新版";
export const theme_navbar_mobileVersionsDropdown_label = "バージョン";
export const theme_navbar_mobileLanguageDropdown_label = "言語";
/** Above a doc shown in the default locale's words in another locale's site. */
export const ui_docs_untranslated = "このページはまだ翻訳されていないため、サイトの既定の言語で表示しています。";
export const theme_docs_paginator_navAriaLabel = "ドキュメントページ";
export const theme_docs_paginator_previous = "前へ";
export const theme_docs_paginator_next = "次へ";
export const theme_docs_sidebar_navAriaLabel = "ドキュメントのサイドバー";
/** The buttons of a sidebar the site lets readers hide (`themeConfig.docs.sidebar.hideable`). */
export const theme_docs_sidebar_collapseButtonTitle = "サイドバーを閉じる";
export const theme_docs_sidebar_expandButtonTitle = "サイドバーを開く";
export const theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel = (label: string) => `${label}の下位項目`;
export const ui_sidebar_loadFailed = "一覧を読み込めませんでした。もう一度開いてください。";
export const theme_TOCCollapsible_toggleButtonLabel = "このページの内容";
export const ui_toc_ariaLabel = "このページの目次";
export const ui_toc_collapsedAriaLabel = "このページの目次（折りたたみ）";
export const theme_common_editThisPage = "このページを編集";
export const theme_lastUpdated_lastUpdated = "最終更新";
export const theme_tags_tagsListLabel = "タグ:";
export const theme_tags_tagsPageTitle = "タグ";
export const theme_tags_tagsPageLink = "すべてのタグを見る";
export const ui_markdown_view = "Markdownで見る";
export const ui_markdown_copy = "Markdownをコピー";
export const ui_markdown_copying = "コピー中…";
export const ui_markdown_copied = "コピーしました";
export const ui_markdown_copyFailed = "コピーできませんでした";
export const theme_common_headingLinkTitle = "この見出しへの直接リンク";
export const theme_CodeBlock_wordWrapToggle = "折り返しの切り替え";
export const ui_codeBlock_wrap = "折り返し";
export const theme_CodeBlock_copyButtonAriaLabel = "コードをクリップボードにコピー";
export const theme_CodeBlock_copy = "コピー";
export const theme_CodeBlock_copied = "コピーしました";
export const theme_admonition_note = "備考";
export const theme_admonition_tip = "ヒント";
export const theme_admonition_info = "情報";
export const theme_admonition_warning = "注意";
export const theme_admonition_caution = "注意";
export const theme_admonition_danger = "危険";
export const ui_glossary_see = "関連ページ";
export const theme_docs_DocCard_categoryDescription_plurals = (count: number) => `${count}項目`;

/** `2024年8月26日`. */
export const ui_date = (year: number, month: number, day: number) => `${year}年${month}月${day}日`;
