// The theme's words in English (see ../ko/theme.ts).

/** The language's name in itself (Docusaurus' locale label). */
export const ui_languageName = "English";

export const theme_common_skipToMainContent = "Skip to main content";
export const theme_BackToTopButton_buttonAriaLabel = "Back to the top";
export const theme_NavBar_navAriaLabel = "Main";
export const theme_docs_sidebar_toggleSidebarButtonAriaLabel = "Open the menu";
export const theme_docs_sidebar_closeSidebarButtonAriaLabel = "Close the menu";
export const ui_navbar_menu = "Menu";
export const theme_navbar_mobileSidebarSecondaryMenu_backButtonLabel = "← Back to main menu";
export const ui_navbar_docsList = "Docs list →";
export const theme_AnnouncementBar_ariaLabel = "Announcement";
export const theme_AnnouncementBar_closeButtonAriaLabel = "Close the announcement";
export const ui_colorMode_toDark = "Switch to the dark theme";
export const ui_colorMode_toLight = "Switch to the light theme";
export const theme_SearchBar_label = "Search";
export const ui_search_loadFailed = "The search could not be loaded. Check the connection and reload the page.";
export const ui_close = "Close";
export const ui_newWindow = " (new window)";

export const ui_loadError_title = "The page could not be loaded";
export const ui_loadError_retry = "Retry";
export const theme_ErrorPageContent_title = "This page crashed.";
export const theme_ErrorPageContent_tryAgain = "Try again";
export const theme_NotFound_title = "Page Not Found";
export const theme_NotFound_p1 = "The address changed or the page does not exist. Check the address, or go on from a link below.";
export const ui_notFound_home = "Back to the home page";

export const theme_docs_breadcrumbs_navAriaLabel = "Breadcrumbs";
export const theme_docs_breadcrumbs_home = "Home";
export const ui_versionBadge_title = "Docs version";
/** Before the version's name (Docusaurus' `Version: {versionLabel}`). */
export const theme_docs_versionBadge_label = "Version: ";
/** The banner above an unreleased version's docs (Docusaurus' `theme.docs.versions.unreleasedVersionLabel`). */
export const theme_docs_versions_unreleasedVersionLabel = (siteTitle: string, versionLabel: string) => `This is unreleased documentation for ${siteTitle} ${versionLabel} version.`;
export const theme_docs_versions_unmaintainedVersionLabel = (siteTitle: string, versionLabel: string) => `This is documentation for ${siteTitle} ${versionLabel}, which is no longer actively maintained.`;
/** Around the link to the latest version: the text before it and after it. */
export const theme_docs_versions_latestVersionSuggestionLabel = (versionLabel: string): [string, string] => ["For up-to-date documentation, see the ", ` (${versionLabel}).`];
export const theme_docs_versions_latestVersionLinkLabel = "latest version";
export const theme_navbar_mobileVersionsDropdown_label = "Versions";
export const theme_navbar_mobileLanguageDropdown_label = "Languages";
/** Above a doc shown in the default locale's words in another locale's site. */
export const ui_docs_untranslated = "This page has not been translated yet: it is shown in the site's default language.";
export const theme_docs_paginator_navAriaLabel = "Docs pages";
export const theme_docs_paginator_previous = "Previous";
export const theme_docs_paginator_next = "Next";
export const theme_docs_sidebar_navAriaLabel = "Docs sidebar";
/** The buttons of a sidebar the site lets readers hide (`themeConfig.docs.sidebar.hideable`). */
export const theme_docs_sidebar_collapseButtonTitle = "Collapse sidebar";
export const theme_docs_sidebar_expandButtonTitle = "Expand sidebar";
export const theme_DocSidebarItem_toggleCollapsedCategoryAriaLabel = (label: string) => `Pages under ${label}`;
export const ui_sidebar_loadFailed = "The list could not be loaded. Open it again to retry.";
export const theme_TOCCollapsible_toggleButtonLabel = "On this page";
export const ui_toc_ariaLabel = "Contents of this page";
export const ui_toc_collapsedAriaLabel = "Contents of this page (collapsed)";
export const theme_common_editThisPage = "Edit this page";
export const theme_lastUpdated_lastUpdated = "Last updated";
export const theme_tags_tagsListLabel = "Tags:";
export const theme_tags_tagsPageTitle = "Tags";
export const theme_tags_tagsPageLink = "View all tags";
export const ui_markdown_view = "View as Markdown";
export const ui_markdown_copy = "Copy Markdown";
export const ui_markdown_copying = "Copying…";
export const ui_markdown_copied = "Copied";
export const ui_markdown_copyFailed = "Could not copy";
export const theme_common_headingLinkTitle = "Direct link to this heading";
export const theme_CodeBlock_wordWrapToggle = "Toggle word wrap";
export const ui_codeBlock_wrap = "Wrap";
export const theme_CodeBlock_copyButtonAriaLabel = "Copy code to clipboard";
export const theme_CodeBlock_copy = "Copy";
export const theme_CodeBlock_copied = "Copied";
export const theme_admonition_note = "note";
export const theme_admonition_tip = "tip";
export const theme_admonition_info = "info";
export const theme_admonition_warning = "warning";
export const theme_admonition_caution = "caution";
export const theme_admonition_danger = "danger";
export const ui_glossary_see = "Related page";
export const theme_docs_DocCard_categoryDescription_plurals = (count: number) => (count === 1 ? "1 item" : `${count} items`);

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** `August 26, 2024`. */
export const ui_date = (year: number, month: number, day: number) => `${MONTHS[month - 1]} ${day}, ${year}`;
