//! The data that crosses from Rust into the browser.
//!
//! Every `pub struct` and `pub enum` in this file is read by `build.rs`, which
//! generates the matching TypeScript declarations (`TS_DECLARATIONS`). Codegen
//! serialises these values with serde into the generated modules, so a field
//! added here appears in TypeScript in the same build: the two cannot drift.
//! Keep this file to plain data: named-field structs, `Option`, `Vec`,
//! `String`, `bool`, integers, and enums tagged with `#[serde(tag = "kind")]`.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::json::Json;

/// A link shown in navigation: breadcrumbs, previous/next, sidebars.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NavLink {
    pub label: String,
    pub path: String,
}

/// One step of a doc's breadcrumbs; categories without a page have no path.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Crumb {
    pub label: String,
    pub path: Option<String>,
}

/// One heading listed in a page's table of contents.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TocItem {
    pub id: String,
    pub text: String,
    pub level: u8,
}

/// One entry of a docs sidebar (Docusaurus' item types; `className` and
/// `customProps` are left out of the data when unset).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind")]
pub enum SidebarItem {
    #[serde(rename = "doc")]
    Doc {
        label: String,
        path: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        class_name: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        custom_props: Option<Json>,
    },
    /// A link to any address: a page of the site (`/blog`) or elsewhere (`https://…`).
    #[serde(rename = "link")]
    Link {
        label: String,
        href: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        description: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        class_name: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        custom_props: Option<Json>,
    },
    /// HTML written in the sidebars file, shown as it is.
    #[serde(rename = "html")]
    Html {
        value: String,
        /// `defaultStyle: true`: padded like the other entries.
        default_style: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        class_name: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        custom_props: Option<Json>,
    },
    #[serde(rename = "category")]
    Category {
        label: String,
        /// The category's own page (its folder's `index.md`, a linked doc or a generated index), if it has one.
        path: Option<String>,
        items: Vec<SidebarItem>,
        /// Set when this copy of the sidebar leaves the items out (a
        /// collapsed category, see `sidebar_views`): the page whose sidebar
        /// holds them.
        items_from: Option<String>,
        /// `collapsible: false` (Docusaurus): always open, with no toggle.
        /// Left out of the data when true, the default.
        #[serde(skip_serializing_if = "is_true")]
        collapsible: bool,
        /// Whether the category starts closed on a page outside it (a page
        /// inside opens it); false for every category that is not collapsible.
        /// Left out of the data when true, the default.
        #[serde(skip_serializing_if = "is_true")]
        collapsed: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        class_name: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        custom_props: Option<Json>,
    },
}

impl SidebarItem {
    /// A doc entry with no class or props of its own.
    pub fn doc(label: impl Into<String>, path: impl Into<String>) -> SidebarItem {
        SidebarItem::Doc { label: label.into(), path: path.into(), class_name: None, custom_props: None }
    }

    /// The page the entry opens, for a doc or a category with a page.
    pub fn page(&self) -> Option<&str> {
        match self {
            SidebarItem::Doc { path, .. } => Some(path),
            SidebarItem::Category { path, .. } => path.as_deref(),
            SidebarItem::Link { .. } | SidebarItem::Html { .. } => None,
        }
    }
}

fn is_true(value: &bool) -> bool {
    *value
}

/// What a Markdown page of `src/pages` shows besides its content, as
/// Docusaurus' MDXPage shows it: no sidebar, breadcrumbs or pagination.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MarkdownPageMeta {
    pub path: String,
    pub title: String,
    pub description: String,
    pub toc: Vec<TocItem>,
    pub hide_toc: bool,
    /// `wrapperClassName`: a class on the page's wrapper, for the site's CSS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wrapper_class_name: Option<String>,
    /// The front matter's keys the generator does not read (see `DocMeta`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_front_matter: Option<Json>,
}

/// Everything the doc layout needs besides the content itself.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocMeta {
    pub id: String,
    pub path: String,
    pub title: String,
    pub description: String,
    /// Which sidebar the doc belongs to: `intro`, `guide` or `tutorial`.
    pub sidebar: String,
    pub version: String,
    /// The docs plugin instance it belongs to (its `id`); `None` for the default one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
    pub toc: Vec<TocItem>,
    pub hide_toc: bool,
    /// `hide_title: true`: the page shows no title heading of its own.
    pub hide_title: bool,
    /// The body's leading `# heading`, which the page shows, where it differs
    /// from `title` (the `<title>` and the sidebar's): Docusaurus' rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heading: Option<String>,
    /// The page's Markdown twin (`/guide.md`, `/index.md` for `/`), when the site publishes twins (`llms`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub twin: Option<String>,
    pub breadcrumbs: Vec<Crumb>,
    pub previous: Option<NavLink>,
    pub next: Option<NavLink>,
    pub last_update: Option<LastUpdate>,
    /// Where to edit the page's source, if the site or the page names a place.
    pub edit_url: Option<String>,
    /// The doc's tags, shown at its end (left out of the data when it has none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<TagMeta>,
    /// The same doc (by id) in the site's other versions: where the version
    /// dropdown and the banner lead (none on a site with one version).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub alternates: Vec<VersionLink>,
    /// The front matter's keys the generator does not read (`enableComments: true`),
    /// kept for the theme and the site's components, as Docusaurus keeps them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_front_matter: Option<Json>,
    /// Shown in the default locale's words: the locale being built has no translation of it.
    #[serde(skip_serializing_if = "is_false")]
    pub untranslated: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A page of one docs version.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VersionLink {
    pub version: String,
    pub path: String,
}

/// A docs version as the theme shows it (Docusaurus' version metadata).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VersionMeta {
    /// `current` for the docs folder, else the name in versions.json.
    pub name: String,
    pub label: String,
    /// The version's root route (`/docs`, `/docs/next`, `/docs/1.0`).
    pub path: String,
    /// The page the version opens on, where a link to the version without a page leads.
    pub main_doc: String,
    /// `unreleased` or `unmaintained`: the banner above its docs; none for the latest.
    pub banner: Option<String>,
    /// Whether its docs show the `Version: X` badge.
    pub badge: bool,
    /// Its pages ask search engines not to index them.
    pub no_index: bool,
    /// The version at the docs' base path, which version-less links default to.
    pub is_last: bool,
    /// On the doc page's root element (`docs-version-X`).
    pub class_name: String,
}

/// A docs plugin instance as Docusaurus' client API shows it to site code
/// (`useVersions`, `useActiveDocContext`… of `@docusaurus/plugin-content-docs/client`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocsPluginMeta {
    /// `default`, or the instance's `id`.
    pub id: String,
    /// The route its docs are under (`/docs`).
    pub path: String,
    /// Its versions, newest first: one, `current`, for docs without versions.
    pub versions: Vec<VersionMeta>,
}

/// One locale of a translated site (Docusaurus' `i18n.localeConfigs`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LocaleMeta {
    /// The locale's name in `i18n.locales` (`ko`, `en`, `zh-Hans`).
    pub code: String,
    /// Its name in its own language, as the locale dropdown shows it.
    pub label: String,
    /// `<html lang>` and `hreflang` (`en-US`).
    pub html_lang: String,
    /// `ltr` or `rtl`: `<html dir>`.
    pub direction: String,
    /// The base URL its pages are served under: the site's for the default locale, else with its `path` added (`/en/`).
    pub base_url: String,
}

/// A doc as a docs tag's page lists it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocSummary {
    pub title: String,
    pub description: String,
    pub path: String,
}

/// A docs tag's page: the docs that carry the tag, by title.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocTagList {
    /// `"컴퓨트" 태그가 붙은 문서 2개`.
    pub title: String,
    pub tag: TagMeta,
    pub docs: Vec<DocSummary>,
    /// The page of every tag, when there is one (none when no tag is listed).
    pub all_tags: Option<String>,
}

/// When a page last changed and who changed it (git, or `last_update` in its front matter).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LastUpdate {
    /// RFC 3339 time in Korean time (`2024-08-26T14:03:11+09:00`).
    pub at: Option<String>,
    pub author: Option<String>,
}

/// A blog author as shown on posts and author pages.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuthorMeta {
    pub key: String,
    pub name: String,
    pub title: Option<String>,
    pub image_url: Option<String>,
    /// The author's own web page, if any.
    pub url: Option<String>,
    /// The author's page, when `page: true` in `authors.yml`.
    pub path: Option<String>,
    /// Profiles elsewhere, shown as links with icons.
    pub socials: Vec<AuthorSocial>,
}

/// One of an author's profiles: `platform` picks the icon (`github`, `x`, `linkedin`, …).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuthorSocial {
    pub platform: String,
    pub url: String,
}

/// A blog tag.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TagMeta {
    pub key: String,
    pub label: String,
    pub description: Option<String>,
    pub path: String,
}

/// A blog post's metadata, without its content.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PostMeta {
    pub slug: String,
    pub path: String,
    pub title: String,
    pub description: String,
    /// ISO date, `YYYY-MM-DD`.
    pub date: String,
    /// Minutes a reader needs; 0 when its blog does not show reading times (`showReadingTime: false`).
    pub reading_minutes: u32,
    pub authors: Vec<AuthorMeta>,
    pub tags: Vec<TagMeta>,
    /// True when the post has a `<!-- truncate -->` marker, so lists show a "read more" link.
    pub truncated: bool,
    pub toc: Vec<TocItem>,
    pub previous: Option<NavLink>,
    pub next: Option<NavLink>,
    pub last_update: Option<LastUpdate>,
    pub edit_url: Option<String>,
    /// The front matter's keys the generator does not read, kept for the theme (see `DocMeta`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_front_matter: Option<Json>,
}

/// Posts of one year in the blog sidebar and archive.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PostYear {
    pub year: String,
    pub posts: Vec<NavLink>,
}

/// Which list a blog list page shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BlogListMeta {
    pub title: String,
    pub description: String,
    pub path: String,
    /// Set on a tag's page.
    pub tag: Option<TagMeta>,
    /// Set on an author's page.
    pub author: Option<AuthorMeta>,
    /// This page's posts: at most the blog's `postsPerPage` of the list.
    pub posts: Vec<PostMeta>,
    /// 1-based page number and page count of the list.
    pub page: u32,
    pub pages: u32,
    /// The pages of newer and older posts, if any.
    pub newer: Option<NavLink>,
    pub older: Option<NavLink>,
}

/// A link in the navbar or footer: `to` is a route of the site, `href` an
/// external URL; or a dropdown of links (`items`), or HTML the config writes.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct SiteLink {
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    /// A link to a doc without a version (`type: 'doc'`): its page in each
    /// version, for the reader's preferred one; `to` is the latest version's.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub versions: Vec<VersionLink>,
    /// The further docs instance whose versions `versions` are (`None`: the default one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
    /// The link's class (Docusaurus' `className`), which a site's CSS styles:
    /// `header-github-link` draws an icon in place of a label.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class_name: Option<String>,
    /// The link's accessible name (`aria-label`), for a link with no label.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aria_label: Option<String>,
    /// A dropdown's links (Docusaurus' `type: 'dropdown'`), under `label`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<SiteLink>,
    /// HTML shown as written in place of a link (a navbar item of `type: 'html'`,
    /// a footer item `{html}`): the config is the site's own code, as in Docusaurus.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// Where the navbar shows the link as the reader's place (Docusaurus' active item).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub active: Option<LinkActive>,
    /// A navbar item of the site's own type (`type: 'custom-community'`): the
    /// component of that name in the site's `NavbarItem/ComponentTypes` draws it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom: Option<CustomItem>,
}

/// A navbar item of a type the site's `NavbarItem/ComponentTypes` adds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CustomItem {
    /// `custom-community`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The item's other keys, as the config writes them: the component's props.
    pub props: Json,
}

/// When a navbar link is the reader's place. Without it, a link to a page of
/// the site is while that page or one below it is shown (react-router's NavLink).
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct LinkActive {
    /// `activeBasePath`: while the path (a route, below the base URL) starts so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// `activeBaseRegex`: while the browser's path matches (it wins over `base`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub regex: Option<String>,
    /// A doc or a docs sidebar: while a doc of this sidebar (unversioned, `plugin/name`
    /// of another docs instance) is shown, and a doc's own page; empty for a doc in no sidebar.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sidebar: Option<String>,
}

/// A logo in the footer, linked where `href` says.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FooterLogo {
    pub src: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub src_dark: Option<String>,
    pub alt: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub href: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
}

/// The links a version or locale dropdown lists besides its own (Docusaurus'
/// `dropdownItemsBefore` and `dropdownItemsAfter`: an "All versions" page, a
/// "Help us translate" link).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct DropdownExtras {
    pub before: Vec<SiteLink>,
    pub after: Vec<SiteLink>,
}

/// A navbar item `docsVersionDropdown`: the versions of one docs instance.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct VersionDropdown {
    /// Where in the navbar it stands, as an index of `navbar`: before the link there.
    pub at: usize,
    /// The further docs instance whose versions it lists (`docsPluginId`); `None`: the default one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
    /// Links it lists before and after the versions (`dropdownItemsBefore`/`After`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extras: Option<DropdownExtras>,
    /// The class of its label (Docusaurus' `className`), which a site's CSS styles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class_name: Option<String>,
}

/// Calls `visit` on every link of `links` and of their dropdowns.
pub fn for_each_link(links: &mut [SiteLink], visit: &mut impl FnMut(&mut SiteLink)) {
    for link in links {
        visit(link);
        for_each_link(&mut link.items, visit);
    }
}

/// Whether any of the links, or a link of their dropdowns, is as `test` asks.
pub fn any_link(links: &[SiteLink], test: &impl Fn(&SiteLink) -> bool) -> bool {
    links.iter().any(|link| test(link) || any_link(&link.items, test))
}

/// How pages pick light or dark (Docusaurus' `themeConfig.colorMode`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ColorMode {
    /// `light` or `dark`: the mode of a reader who has chosen none.
    pub default_mode: String,
    /// No switch in the navbar: every reader sees the default (a stored choice is not read).
    pub disable_switch: bool,
    /// A reader who has chosen none gets the system's mode instead of the default.
    pub respect_prefers_color_scheme: bool,
}

fn is_bar(delimiter: &str) -> bool {
    delimiter == "|"
}

impl ColorMode {
    fn is_default(&self) -> bool {
        *self == ColorMode::default()
    }
}

impl Default for ColorMode {
    /// This site's choice: the system's mode, and a switch.
    fn default() -> Self {
        ColorMode { default_mode: "light".into(), disable_switch: false, respect_prefers_color_scheme: true }
    }
}

/// A titled group of links in the footer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FooterSection {
    pub title: String,
    pub items: Vec<SiteLink>,
    /// The column's class (Docusaurus' `className`), which a site's CSS styles.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class_name: Option<String>,
}

/// The dismissible bar above the navbar.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Announcement {
    /// Dismissal is stored under this id; a new id shows the bar again.
    pub id: String,
    pub text: String,
    pub link: Option<SiteLink>,
    /// A Docusaurus config's `content`, HTML shown as written (the config is
    /// the site's own code, as in Docusaurus); `text` is then its words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    /// `isCloseable: false`: the reader may not close it (written only then: every page's first load carries it).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub unclosable: bool,
}

/// Site-wide settings the theme reads on every page.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SiteMeta {
    pub title: String,
    pub tagline: String,
    pub url: String,
    pub base_url: String,
    /// The navbar's logo and the pages' default share image (a path from the site root, or a URL).
    pub logo: String,
    /// The browser tab's icon (`/favicon.ico` unless site.toml says otherwise).
    pub favicon: String,
    /// The not-found page's second button, after the one that goes home.
    pub not_found_link: Option<SiteLink>,
    pub navbar: Vec<SiteLink>,
    /// The config's navbar items that name a doc, sidebar or version, resolved
    /// (by `doc:intro`, `sidebar@community:main`, `version:`: the route, each
    /// version's page, when it is current), for the theme's `NavbarItem`
    /// components when a site draws the config's items with its own `NavbarItem`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub navbar_targets: BTreeMap<String, SiteLink>,
    pub footer_sections: Vec<FooterSection>,
    pub copyright: String,
    pub legal: String,
    pub contact: String,
    pub announcement: Option<Announcement>,
    /// The label of the docs' `current` version (site.toml's `version_label`).
    pub version_label: Option<String>,
    /// The docs versions, newest first; none for a site without versions.json.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub versions: Vec<VersionMeta>,
    /// The versions of each further docs instance that has some (by its `id`), as `versions`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub other_versions: BTreeMap<String, Vec<VersionMeta>>,
    /// The navbar's version dropdowns (`docsVersionDropdown`), each of one docs instance.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub version_dropdowns: Vec<VersionDropdown>,
    /// The site's default locale (BCP 47, as Docusaurus' `i18n.defaultLocale`): the theme's
    /// language and `<html lang>`.
    pub locale: String,
    /// The site's locales (Docusaurus' `i18n.locales`), the default first; none for a site with one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub locales: Vec<LocaleMeta>,
    /// Where in the navbar the locale dropdown stands (`localeDropdown`), as an index of `navbar`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub locale_dropdown_at: Option<usize>,
    /// Where the navbar's right-hand items start (Docusaurus' `position: 'right'`), as
    /// an index of the entries it lists (links, and each dropdown before the link at
    /// its index); none for a site.toml site, whose last link stands on the right.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub navbar_right_at: Option<usize>,
    /// Links the locale dropdown lists before and after the locales.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub locale_dropdown_extras: Option<DropdownExtras>,
    /// The theme's words the built locale's `code.json` translates, by Docusaurus id
    /// (`theme.docs.paginator.next`); for the shell's tables, not the pages' data.
    #[serde(skip)]
    pub theme_words: std::collections::BTreeMap<String, String>,
    /// How the docs' and the posts' edit links are made (site.toml's `edit_url`, Docusaurus' `editUrl`s).
    #[serde(skip)]
    pub edit_urls: crate::revision::EditUrls,
    /// What of the last update the docs and the posts show.
    #[serde(skip)]
    pub last_update_shown: crate::revision::LastUpdatesShown,
    /// Publish llms.txt, llms-full.txt and a Markdown twin of every doc and post (on unless site.toml says `llms = false`).
    pub llms: bool,
    /// Draw a social card for every doc and post without an `image` (on unless site.toml says `social_cards = false`).
    /// The engine's alone: pages name their card themselves.
    #[serde(skip)]
    pub social_cards: bool,
    /// Written only where it is not this site's (every page carries the site's settings).
    #[serde(skip_serializing_if = "ColorMode::is_default")]
    pub color_mode: ColorMode,
    /// Docusaurus' `themeConfig.docs.sidebar.autoCollapseCategories`: opening a
    /// category closes the others beside it (written only when set).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sidebar_auto_collapse: bool,
    /// `themeConfig.docs.sidebar.hideable`: a button at the foot of the docs
    /// sidebar hides it, and one in its place shows it again (written only when set).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub sidebar_hideable: bool,
    /// `themeConfig.navbar.hideOnScroll`: the navbar slides away while the reader
    /// scrolls down and comes back on the way up (written only when set).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub navbar_hide_on_scroll: bool,
    /// The navbar's logo in dark mode (Docusaurus' `navbar.logo.srcDark`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub logo_dark: Option<String>,
    /// The navbar's title where it is not the site's (Docusaurus' `navbar.title`; empty: none shown).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub navbar_title: Option<String>,
    /// The footer's logo (Docusaurus' `footer.logo`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer_logo: Option<FooterLogo>,
    /// A Docusaurus config's `footer.style` (`dark` or `light`, its default):
    /// Infima's `footer--dark`/`footer--light` class, for the site's CSS.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer_style: Option<String>,
    /// The copyright line as the config writes it, where it holds HTML
    /// (links, line breaks): shown as written, the config being the site's own code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub copyright_html: Option<String>,
    /// Docs show their breadcrumbs (the docs plugin's `breadcrumbs`); written only where they do not.
    #[serde(skip_serializing_if = "is_true")]
    pub breadcrumbs: bool,
    /// Between a page's title and the site's in the document title (Docusaurus'
    /// `titleDelimiter`); written only where it is not `|`.
    #[serde(skip_serializing_if = "is_bar")]
    pub title_delimiter: String,
    /// The share image of pages with neither their own nor a card (Docusaurus' `themeConfig.image`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
}

impl SiteMeta {
    /// Where the site's root is served: `url` and `base_url` without its last
    /// slash (`https://host/docs`), the prefix of every absolute page URL.
    pub fn root_url(&self) -> String {
        format!("{}{}", self.url, self.base_url.trim_end_matches('/'))
    }

    /// Each locale's `hreflang` and root URL (`https://host/en`), the default
    /// first: where a page's translations are; none for a site with one locale.
    pub fn locale_roots(&self) -> Vec<(String, String)> {
        let url = |base: &str| format!("{}{}", self.url, base.trim_end_matches('/'));
        self.locales.iter().map(|l| (l.html_lang.clone(), url(&l.base_url))).collect()
    }

    /// The built locale's settings, of a translated site's.
    pub fn this_locale(&self) -> Option<&LocaleMeta> {
        self.locales.iter().find(|l| l.code == self.locale)
    }

    /// A path from the site root (`/img/a.png`, a route) as the browser asks
    /// for it, under the base URL (`/docs/img/a.png`); URLs, `#anchors` and
    /// paths already under the base are left alone.
    pub fn served_path(&self, path: &str) -> String {
        let from_root = path.starts_with('/') && !path.starts_with("//");
        if !from_root || self.base_url == "/" || path.starts_with(&self.base_url) {
            return path.to_string();
        }
        format!("{}{}", self.base_url, &path[1..])
    }

    /// The route a path from the root names: a path already under the base URL
    /// (`/docs/intro` with the base `/docs/`, or `/docs`) is written as served,
    /// and names the route below it, as Docusaurus' Link does not add the base
    /// twice; any other path is the route itself.
    pub fn route_of_path<'p>(&self, path: &'p str) -> std::borrow::Cow<'p, str> {
        if self.base_url == "/" {
            return path.into();
        }
        if path == self.base_url.trim_end_matches('/') {
            return "/".into();
        }
        match path.strip_prefix(self.base_url.as_str()) {
            Some(rest) => format!("/{rest}").into(),
            None => path.into(),
        }
    }
}

/// A button in the home page hero.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HomeAction {
    pub label: String,
    pub to: String,
    pub primary: bool,
}

/// A card of the home page overview.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HomeCard {
    pub title: String,
    pub description: String,
    pub to: String,
}

/// The home page: the texts of `content/data/home.yml` (or codegen's plain
/// ones for a site without it) and the newest posts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HomeMeta {
    pub title: String,
    pub tagline: String,
    pub actions: Vec<HomeAction>,
    pub overview_title: String,
    pub overview_description: String,
    pub cards: Vec<HomeCard>,
    pub history_title: String,
    pub history_description: String,
    pub posts: Vec<PostMeta>,
}

/// One glossary term.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GlossaryTerm {
    pub id: String,
    pub ko: String,
    pub en: String,
    pub points: Vec<String>,
    pub see: Option<String>,
    /// Other names of the term that search treats as synonyms.
    pub aliases: Vec<String>,
}

/// Glossary terms that share an initial; one `##` heading each.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GlossaryGroup {
    pub id: String,
    pub initial: String,
    pub terms: Vec<GlossaryTerm>,
}

/// A tag with the number of posts that carry it (tags list page).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TagCount {
    pub tag: TagMeta,
    pub count: u32,
}

/// An author with the number of posts they wrote (authors list page).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AuthorCount {
    pub author: AuthorMeta,
    pub count: u32,
}

/// What a page puts in `<head>`: the title (without the site suffix), the
/// description and the route, for the canonical URL.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PageHead {
    pub title: String,
    pub description: String,
    pub path: String,
    /// `<meta name="keywords">`, from the front matter's `keywords`.
    pub keywords: Vec<String>,
    /// The share image (`og:image`): an absolute URL or a path on the site; the logo when unset.
    pub image: Option<String>,
    /// The page's social card (a 1200×630 PNG the build draws: docs and posts without an `image`).
    pub card: Option<String>,
    /// `unlisted: true`: search engines are asked not to index the page.
    pub noindex: bool,
    /// The page's Markdown twin (`/guide/intro.md`), for `<link rel="alternate">`.
    pub markdown: Option<String>,
}

/// The hand-off from codegen to the bundler and pre-render step: written as
/// `manifest.json` beside the generated modules, read by `ui/build.mjs`. The
/// build's caches are keyed by what it lists.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StageManifest {
    /// The site's settings, for the document around each page.
    pub site: SiteMeta,
    /// Shards of the route table; a path's shard is FNV-1a of its UTF-8 bytes modulo this.
    pub shard_count: usize,
    /// Modules the app shell itself imports (bundled into the shell, never compiled as pages).
    pub shell_modules: Vec<String>,
    /// Every other generated module, relative to the generated folder: pages, shards, data.
    pub modules: Vec<String>,
    /// Every route, with its page module and shard.
    pub routes: Vec<ManifestRoute>,
    /// The shard module of each shard number.
    pub shards: Vec<String>,
    /// The shard that would hold `/404`: the not-found page loads it.
    pub not_found_shard: usize,
    /// What the document around each page says, in the site's language.
    pub document: DocumentTexts,
    /// The site's CSS files after the theme's, site-relative (`theme.customCss`);
    /// absent when the config names none (`src/css/custom.css` is read if there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_css: Option<Vec<String>>,
    /// Stylesheets and scripts every page's head loads.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub head_assets: Vec<HeadAsset>,
    /// The config's `clientModules`, site-relative (see `ThemeFiles::client_modules`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub client_modules: Vec<String>,
    /// gtag's measurement IDs (see `ThemeFiles::gtag_ids`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gtag_ids: Vec<String>,
    /// Hosts the config's analytics scripts send to (`connect-src`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub connect_sources: Vec<String>,
    /// Content folders outside the site folder (`../docs` when the config's docs
    /// `path` says so), site-relative: site code may import from them as from the site.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub outer_roots: Vec<String>,
    /// CSS the config's settings ask for (`navbar.style`, the announcement bar's
    /// colours), its values checked when the config was read; after the site's CSS.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub config_css: String,
    /// Pages are files named by their address (`guide/intro.html`), not
    /// folders' `index.html`: Docusaurus' `trailingSlash: false` (engine's `PageFiles`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub html_page_files: bool,
    /// Site code in `.js`/`.jsx` is read as TypeScript with JSX (Docusaurus Faster's SWC loader).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub site_code_as_tsx: bool,
    /// Import prefixes and the site-relative folders they name, longest first
    /// (docusaurus-plugin-module-alias), for site code and pages.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<SiteAlias>,
    /// The Markdown files site scripts import, site-relative, and each one's
    /// generated module (`partials/….tsx`): what such an import becomes.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub markdown_modules: std::collections::BTreeMap<String, String>,
}

/// An import prefix and the site-relative folder it names.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SiteAlias {
    pub prefix: String,
    pub folder: String,
}

/// The words and language tags of the document around each page (ui/prerender.mjs),
/// and which of the theme's tables (`ui/src/i18n/<language>`) the shell is built with.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocumentTexts {
    pub language: String,
    /// `<html lang>`: the site's locale.
    pub html_lang: String,
    /// Open Graph's `og:locale` (`ko_KR`).
    pub og_locale: String,
    /// The blog's feeds, linked from every page's head (none without posts).
    pub feeds: Vec<FeedLink>,
    /// The banner shown outside the base URL, with `{base_url}` and `{key}` to fill (escaped, in `<code>`).
    pub base_url_wrong: String,
    /// `<html dir>`: `ltr` or `rtl`.
    pub direction: String,
    /// The theme's words a translated site's `code.json` gives, by Docusaurus id: they
    /// replace the table's (ui/stages/shell.mjs), where the table has that id as a plain text.
    pub theme_words: std::collections::BTreeMap<String, String>,
    /// Each locale's `hreflang` and root URL, the default first, for each page's
    /// `<link rel="alternate" hreflang>` (and `x-default`); none for a site with one locale.
    pub alternates: Vec<LocaleRoot>,
}

/// Where a translated site's pages are in one locale.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LocaleRoot {
    pub hreflang: String,
    /// `url` and the locale's base URL without its last slash (`https://host/en`).
    pub root_url: String,
}

/// A stylesheet or script every page's head loads (Docusaurus' `stylesheets`, `scripts` and `headTags`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeadAsset {
    /// `stylesheet` (a `<link rel="stylesheet">`), `link` (another `<link>`: `rel` among its
    /// attributes), `script`, `style` (inline only), or `meta` (a `<meta>` of `attributes` alone, no URL).
    pub kind: String,
    /// Its URL: a path from the site root, or another origin's; empty for an inline script or style.
    pub url: String,
    /// The other attributes as written (`integrity`, `crossorigin`, `defer`…); `true` is written bare.
    pub attributes: Vec<HeadAttribute>,
    /// An inline script's or style's text (`headTags`' `innerHTML`, a `data:` script's decoded
    /// text), which never holds its closing tag; the page's CSP allows it by its hash.
    pub inline: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HeadAttribute {
    pub name: String,
    pub value: String,
}

/// A feed as the document's head links it (`<link rel="alternate">`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FeedLink {
    /// `application/rss+xml`, `application/atom+xml` or `application/json`.
    pub mime: String,
    /// The feed's route (`/blog/rss.xml`), below the base URL.
    pub path: String,
    pub title: String,
}

/// One route in the [`StageManifest`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ManifestRoute {
    pub path: String,
    /// The page module, relative to the generated folder.
    pub module: String,
    pub shard: usize,
}
