//! The site's settings: `content/site.toml` (title, url, navbar, footer,
//! announcement bar), or a Docusaurus config read by [`crate::docusaurus_config`].

use serde::Deserialize;

use crate::diag::{Diagnostic, SourceFile};
use crate::meta::{Announcement, FooterSection, SiteLink, SiteMeta};
use crate::revision::{EditUrl, EditUrls};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SiteToml {
    title: String,
    tagline: String,
    url: String,
    #[serde(default = "root")]
    base_url: String,
    #[serde(default = "logo")]
    logo: String,
    #[serde(default = "favicon")]
    favicon: String,
    copyright: String,
    legal: String,
    contact: String,
    /// The docs' version badge; none unless the site names its version.
    version_label: Option<String>,
    /// The UI's language (Docusaurus' `i18n.defaultLocale`): `ko`, `en`, `ja`, `zh-Hans`…
    #[serde(default = "korean")]
    locale: String,
    announcement: Option<AnnouncementToml>,
    #[serde(default)]
    navbar: Vec<LinkToml>,
    #[serde(default)]
    footer: Vec<FooterToml>,
    edit_url: Option<String>,
    #[serde(default = "yes")]
    llms: bool,
    /// Draw a social card (og:image) for every doc and post without a front-matter `image`.
    #[serde(default = "yes")]
    social_cards: bool,
    /// The second button of the not-found page (the first goes home).
    not_found_link: Option<LinkToml>,
    #[serde(default)]
    blog: BlogOptions,
    #[serde(default)]
    markdown: MarkdownOptions,
}

/// A page left at an old address, leading on to a new one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    /// The old route, made as every route is made (`route::under`).
    pub from: String,
    /// Where it leads: a route of the site (`/docs/new`) or an `https://` address.
    pub to: String,
}

/// `[markdown]` of site.toml: how pages are read (Docusaurus' `markdown` config).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkdownOptions {
    /// `mdx` (Docusaurus' default: `.md` is MDX too) or `detect` (`.md` is CommonMark).
    #[serde(default)]
    pub format: SiteFormat,
    /// Keep MDX to static constructs (no imports but the theme's, no code in
    /// expressions), for sites that take outside contributions: content is
    /// code otherwise, run at build time as Docusaurus runs it.
    #[serde(default)]
    pub static_mdx: bool,
    /// The site is on Docusaurus 2 (its package.json says), whose pages were
    /// MDX 1: what MDX 3 rejects and MDX 1 read as text is read as text.
    #[serde(default)]
    pub mdx1: bool,
    /// `$…$` and `$$…$$` are math (remark-math's syntax, which Docusaurus
    /// sites turn on with a plugin): off by default, as there, since a `$`
    /// in prose (prices, shell variables) would otherwise start a formula.
    #[serde(default)]
    pub math: bool,
    /// The heading levels a page's table of contents lists unless its front
    /// matter says (Docusaurus' `themeConfig.tableOfContents`).
    #[serde(default = "default_toc_levels")]
    pub toc_levels: [u8; 2],
    /// Admonition words the site adds to Docusaurus' (the content plugins'
    /// `admonitions.keywords`), shown by its `@theme/Admonition/Types`.
    #[serde(default)]
    pub admonition_keywords: Vec<String>,
}

impl MarkdownOptions {
    /// How the site's bodies are read beyond CommonMark.
    pub fn syntax(&self) -> crate::markdown::Syntax<'_> {
        crate::markdown::Syntax { math: self.math, keywords: &self.admonition_keywords }
    }
}

fn default_toc_levels() -> [u8; 2] {
    [2, 3]
}

impl Default for MarkdownOptions {
    fn default() -> Self {
        MarkdownOptions {
            format: SiteFormat::default(),
            static_mdx: false,
            mdx1: false,
            math: false,
            toc_levels: default_toc_levels(),
            admonition_keywords: Vec::new(),
        }
    }
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SiteFormat {
    /// Every page is MDX.
    #[default]
    Mdx,
    /// `.mdx` files are MDX, `.md` files CommonMark.
    Detect,
    /// Every page is CommonMark (`.mdx` files too), as Docusaurus' `format: 'md'` reads them.
    Md,
}

/// `[blog]` of site.toml: how the blog is read, and (from a Docusaurus
/// config only) the blog plugin's options. The defaults are this site's
/// layout: posts at `/blog`, 10 a page, the sidebar with the newest 20.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BlogOptions {
    /// The plugin's `id` in a Docusaurus config, when not `default`: its
    /// translations are in `docusaurus-plugin-content-blog-<id>/`.
    #[serde(skip)]
    pub plugin_id: Option<String>,
    /// Posts whose file name starts with a date are at `/blog/YYYY/MM/DD/name`, as
    /// in Docusaurus, instead of `/blog/name` (a `slug` still wins either way).
    pub dated_paths: bool,
    /// The blog's title (Docusaurus' `blogTitle`); the locale's word for "Blog" when absent.
    pub title: Option<String>,
    /// The blog's description (Docusaurus' `blogDescription`); a line naming the site when absent.
    pub description: Option<String>,
    /// The blog's folder in the site, when a Docusaurus config names it (`blog` otherwise).
    #[serde(skip)]
    pub path: Option<String>,
    /// A Docusaurus config with no blog instance (`blog: false`, or no classic preset): the folder is not read.
    #[serde(skip)]
    pub disabled: bool,
    /// Where the blog is published (`routeBasePath`): `/blog`, or `/` for a blog-only site.
    #[serde(skip)]
    pub route_base: String,
    /// Posts on a page of a list (`postsPerPage`); `None` for every post on one page (`'ALL'`).
    #[serde(skip)]
    pub posts_per_page: Option<usize>,
    /// The newest posts the sidebar shows (`blogSidebarCount`); `None` for all, `Some(0)` hides it.
    #[serde(skip)]
    pub sidebar_count: Option<usize>,
    /// The sidebar's heading (`blogSidebarTitle`); the locale's "Recent posts" when absent.
    #[serde(skip)]
    pub sidebar_title: Option<String>,
    /// The archive's segment under the route base (`archiveBasePath`); `None`: no archive.
    #[serde(skip)]
    pub archive_base: Option<String>,
    /// The tags pages' segment under the route base (`tagsBasePath`).
    #[serde(skip)]
    pub tags_base: String,
    /// The authors pages' segment under the route base (`authorsBasePath`).
    #[serde(skip)]
    pub authors_base: String,
    /// The segment of a list's later pages (`pageBasePath`): `/blog/page/2`.
    #[serde(skip)]
    pub page_base: String,
    /// The authors file in the blog folder (`authorsMapPath`).
    #[serde(skip)]
    pub authors_map: String,
    /// Whether posts show their reading time (`showReadingTime`).
    #[serde(skip)]
    pub show_reading_time: bool,
    /// Reading time by Docusaurus' rule (a site from its config, whose readers
    /// saw those minutes) rather than ours (see `reading_time`).
    #[serde(skip)]
    pub docusaurus_reading_time: bool,
    /// `feedOptions`: which feeds, and what their channel says.
    #[serde(skip)]
    pub feed: FeedOptions,
    /// What a post without a truncate marker is (`onUntruncatedBlogPosts`).
    #[serde(skip)]
    pub on_untruncated: OnBroken,
    /// What a tag outside tags.yml is (`onInlineTags`).
    #[serde(skip)]
    pub on_inline_tags: OnBroken,
    /// What an author written in a post rather than named from authors.yml is (`onInlineAuthors`).
    #[serde(skip)]
    pub on_inline_authors: OnBroken,
    /// The plugin's `include` and `exclude`: which files of the folder are posts.
    #[serde(skip)]
    pub files: crate::docs::DocFiles,
}

impl Default for BlogOptions {
    fn default() -> Self {
        BlogOptions {
            plugin_id: None,
            dated_paths: false,
            title: None,
            description: None,
            path: None,
            disabled: false,
            route_base: "/blog".into(),
            posts_per_page: Some(10),
            sidebar_count: Some(20),
            sidebar_title: None,
            archive_base: Some("archive".into()),
            tags_base: "tags".into(),
            authors_base: "authors".into(),
            page_base: "page".into(),
            authors_map: "authors.yml".into(),
            show_reading_time: true,
            docusaurus_reading_time: false,
            feed: FeedOptions::default(),
            on_untruncated: OnBroken::Warn,
            on_inline_tags: OnBroken::Warn,
            // This site's own format has no view on it; a Docusaurus config's default is `warn`.
            on_inline_authors: OnBroken::Ignore,
            files: crate::docs::DocFiles::default(),
        }
    }
}

impl BlogOptions {
    /// A route below the blog's base: `under("tags")` is `/blog/tags` (`/tags` for a blog at `/`).
    pub fn under(&self, segment: &str) -> String {
        let segment = segment.trim_matches('/');
        match (self.route_base.as_str(), segment) {
            (base, "") => base.to_string(),
            ("/", segment) => format!("/{segment}"),
            (base, segment) => format!("{base}/{segment}"),
        }
    }

    /// The blog's archive page, if it has one.
    pub fn archive_path(&self) -> Option<String> {
        self.archive_base.as_deref().map(|segment| self.under(segment))
    }

    /// How many pages a list of `posts` posts takes (at least one).
    pub fn page_count(&self, posts: usize) -> usize {
        match self.posts_per_page {
            Some(per_page) => posts.div_ceil(per_page.max(1)).max(1),
            None => 1,
        }
    }

    /// The first page of a list is `base`; the second `base/page/2` (as Docusaurus names them).
    pub fn page_path(&self, base: &str, page: usize) -> String {
        match (page, base) {
            (0, _) => base.to_string(),
            (_, "/") => format!("/{}/{}", self.page_base, page + 1),
            _ => format!("{base}/{}/{}", self.page_base, page + 1),
        }
    }

    /// The posts of page `page` of a list (0-based): a range of its indices.
    pub fn page_range(&self, page: usize, posts: usize) -> std::ops::Range<usize> {
        match self.posts_per_page {
            Some(per_page) => (page * per_page).min(posts)..((page + 1) * per_page).min(posts),
            None => 0..posts,
        }
    }
}

/// Docusaurus' `feedOptions` of the blog: the feeds written (RSS and Atom unless
/// the config says otherwise) and what their channel says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedOptions {
    pub rss: bool,
    pub atom: bool,
    pub json: bool,
    /// The channel's title; the site's and the blog's title when absent.
    pub title: Option<String>,
    /// The channel's description; the site's tagline when absent.
    pub description: Option<String>,
    /// The channel's copyright line; the footer's when absent.
    pub copyright: Option<String>,
    /// The newest posts a feed holds; `None` for all.
    pub limit: Option<usize>,
}

impl Default for FeedOptions {
    fn default() -> Self {
        FeedOptions {
            rss: true,
            atom: true,
            json: false,
            title: None,
            description: None,
            copyright: None,
            limit: None,
        }
    }
}

/// Where the docs are and where they are published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocsOptions {
    /// The docs' folder in the site's content folder.
    pub path: String,
    /// The route the docs are published under: `/` (this project's layout) or
    /// Docusaurus' `routeBasePath` (`/docs` unless the config says otherwise).
    pub route_base: String,
    /// False when the config turns the docs off (`docs: false`).
    pub enabled: bool,
    /// The sidebars file a Docusaurus config names (`sidebarPath`), which Node evaluated.
    pub sidebar_path: Option<String>,
    /// `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, `versions`.
    pub versions: crate::docs::versions::VersionsOptions,
    /// `sidebarCollapsible`, `sidebarCollapsed`.
    pub categories: crate::category::CategoryDefaults,
    /// `breadcrumbs`: docs show theirs.
    pub breadcrumbs: bool,
    /// `include` and `exclude`: which files of the folder are docs.
    pub files: crate::docs::DocFiles,
    /// A `sidebarItemsGenerator` function lists the autogenerated items.
    pub sidebar_items_generator: bool,
}

impl Default for DocsOptions {
    fn default() -> Self {
        DocsOptions {
            path: "docs".into(),
            route_base: "/".into(),
            enabled: true,
            sidebar_path: None,
            versions: Default::default(),
            categories: Default::default(),
            breadcrumbs: true,
            files: Default::default(),
            sidebar_items_generator: false,
        }
    }
}

/// `@docusaurus/remark-plugin-npm2yarn` as a config lists it: a code block
/// whose meta is `npm2yarn` is shown as tabs, npm's command and the same for
/// each converter (`yarn`, `pnpm`, `bun`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Npm2Yarn {
    /// `sync`: the tabs of every such block switch together (`groupId="npm2yarn"`).
    pub sync: bool,
    pub converters: Vec<String>,
    /// The config lists its converters (else they are the plugin's default,
    /// which lost Bun before Docusaurus 3.8: see `installed_docusaurus`).
    pub listed: bool,
}

/// `docusaurus-remark-plugin-tab-blocks` as a config lists it: a run of code
/// blocks whose meta has `tab` (or `tab={"label": …, "span": n}`) is shown as
/// tabs, one per block (or per `span` blocks), labelled by language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TabBlocks {
    /// `groupId` of every such tab set (`sync`, on by default: they switch together); `None` when off.
    pub group_id: Option<String>,
    /// A code block's language → its tab's label (`js` → `JavaScript` and `ts` → `TypeScript`, then the site's `labels`).
    pub labels: Vec<(String, String)>,
}

/// The remark plugins of a config whose work this generator does itself
/// (the first content plugin that lists one gives its settings).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RemarkPlugins {
    pub npm2yarn: Option<Npm2Yarn>,
    pub tab_blocks: Option<TabBlocks>,
    /// remark-math (with rehype-katex or rehype-mathjax): `$…$` is math.
    pub math: bool,
    /// The site lists remark plugins of its own, or a `markdown.preprocessor`,
    /// which run in Node before the model reads the Markdown (ui/stages/remark.mjs).
    pub site: bool,
    /// `themeConfig.prism.magicComments`, when the config sets them (the
    /// code-block rule Docusaurus' theme runs, beside the plugins' work).
    pub magic_comments: Option<MagicComments>,
}

/// The comments that mark a code block's lines: a line comment marks the
/// next line, a start and end comment the lines between, each with the class
/// its `className` names (`line_classes` and `block_classes`, in the same
/// order). A line of [`HIGHLIGHTED_LINE_CLASS`] is the theme's highlighted line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MagicComments {
    pub lines: Vec<String>,
    pub line_classes: Vec<String>,
    pub blocks: Vec<(String, String)>,
    pub block_classes: Vec<String>,
}

/// Docusaurus' class of a highlighted line (its default magic comments').
pub const HIGHLIGHTED_LINE_CLASS: &str = "theme-code-block-highlighted-line";

impl Default for MagicComments {
    /// Docusaurus' default: `highlight-next-line`, `highlight-start`/`-end`.
    fn default() -> Self {
        MagicComments {
            lines: vec!["highlight-next-line".into()],
            line_classes: vec![HIGHLIGHTED_LINE_CLASS.into()],
            blocks: vec![("highlight-start".into(), "highlight-end".into())],
            block_classes: vec![HIGHLIGHTED_LINE_CLASS.into()],
        }
    }
}

/// The remark plugins whose work the generator does itself: the site's
/// other remark plugins run in Node, these never do.
/// (mdx-mermaid makes Mermaid fences diagrams, as they always are here.)
pub const NATIVE_REMARK_PLUGINS: [&str; 4] = [
    "@docusaurus/remark-plugin-npm2yarn",
    "docusaurus-remark-plugin-tab-blocks",
    "remark-math",
    "mdx-mermaid",
];

/// A docs plugin instance besides the default one: its `id`, and its options
/// (those of versions left out: it publishes its folder, Docusaurus' `current`).
#[derive(Debug, Clone)]
pub struct DocsInstance {
    pub id: String,
    pub docs: DocsOptions,
}

/// A further blog (the blog plugin again, with an `id`): its own folder, route, authors and tags.
#[derive(Debug, Clone)]
pub struct BlogInstance {
    pub id: String,
    pub options: BlogOptions,
}

/// The site's settings: site.toml, or a Docusaurus config (see [`crate::docusaurus_config`]).
#[derive(Debug)]
pub struct Config {
    /// What the theme and the later stages read.
    pub site: SiteMeta,
    pub blog: BlogOptions,
    pub markdown: MarkdownOptions,
    pub docs: DocsOptions,
    /// The docs plugin instances besides the default one (Docusaurus' `id`), each with its folder, route and sidebars.
    pub other_docs: Vec<DocsInstance>,
    /// The blog plugin instances besides the first (Docusaurus' `id`), each with its folder and route.
    pub other_blogs: Vec<BlogInstance>,
    /// The remark plugins done here, when a content plugin lists them.
    pub remark: RemarkPlugins,
    pub on_broken_links: OnBroken,
    /// What a broken `#anchor` does (Docusaurus' `onBrokenAnchors`, `warn` by default).
    pub on_broken_anchors: OnBroken,
    /// What a Markdown link to a `.md` file that is no page does (Docusaurus'
    /// `markdown.hooks.onBrokenMarkdownLinks`, once `onBrokenMarkdownLinks`; `warn` by default).
    pub on_broken_markdown_links: OnBroken,
    /// Docusaurus' `trailingSlash`: whether its pages' addresses end in `/` (`None`: only
    /// folders' do). Ours keep one form (SPEC §2); relative links are read as from Docusaurus' address.
    pub trailing_slash: Option<bool>,
    /// Old addresses that lead on to new ones (`@docusaurus/plugin-client-redirects`).
    pub redirects: Vec<Redirect>,
    /// The same plugin's `fromExtensions` (`html`): every page is also at its
    /// address with the extension, leading on to it (`/docs/a.html` → `/docs/a`).
    pub redirect_extensions: Vec<String>,
    /// The same plugin's `createRedirects`, a function the engine runs for every
    /// page once the pages are known (ui/stages/evaluate.mjs `--redirects`).
    pub create_redirects: bool,
    /// The site's own CSS and head tags (a Docusaurus config's).
    pub theme_files: ThemeFiles,
    /// Which files of `src/pages` are pages (the pages plugin's `include` and `exclude`).
    pub page_files: crate::docs::DocFiles,
    /// Whether the build writes `sitemap.xml` (the classic preset's `sitemap: false` turns it off).
    pub sitemap: bool,
}

/// What a Docusaurus config adds to the theme's pages: its CSS files
/// (`presets.classic.theme.customCss`) and the stylesheets and scripts of
/// every page's head (`stylesheets`, `scripts`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ThemeFiles {
    /// Site-relative CSS files; `None` when the config names none (then `src/css/custom.css`, if there).
    pub custom_css: Option<Vec<String>>,
    pub head: Vec<crate::meta::HeadAsset>,
    /// Rules the config's settings ask for (`navbar.style: 'dark'`, the announcement
    /// bar's colours), after the theme's CSS; every value in them was checked to be a colour.
    pub css: String,
    /// Site code in `.js` and `.jsx` files is read as TypeScript with JSX, as
    /// Docusaurus Faster's SWC loader reads it (`future.experimental_faster`).
    pub site_code_as_tsx: bool,
    /// Import prefixes of site code and pages and the site folders they name
    /// (`docusaurus-plugin-module-alias`: `@img` → `static/img`), longest first.
    pub aliases: Vec<(String, String)>,
    /// The config's `clientModules`, site-relative: scripts (and stylesheets) every
    /// page loads before the app, whose `onRouteUpdate`/`onRouteDidUpdate` run on each move.
    pub client_modules: Vec<String>,
    /// gtag's measurement IDs (`crate::analytics`): a page view goes to them on each move in the app.
    pub gtag_ids: Vec<String>,
    /// Hosts the config's analytics scripts send to, which the CSP's `connect-src` allows.
    pub connect_sources: Vec<String>,
}

/// What the link check's findings do to the build: Docusaurus'
/// `onBrokenLinks` (`throw`, `warn`, `ignore`; `log` reads as `warn`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OnBroken {
    /// Errors: the build stops and build/ stays as it was.
    Throw,
    /// Warnings (this site's rule, SPEC §1; a `--strict` build stops on them).
    #[default]
    Warn,
    /// Not reported.
    Ignore,
}

fn logo() -> String {
    "/img/logo.svg".into()
}

fn favicon() -> String {
    "/favicon.ico".into()
}

fn yes() -> bool {
    true
}

fn root() -> String {
    "/".into()
}

fn korean() -> String {
    "ko".into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnnouncementToml {
    id: String,
    text: String,
    link: Option<LinkToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LinkToml {
    label: String,
    to: Option<String>,
    href: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FooterToml {
    title: String,
    items: Vec<LinkToml>,
}

impl LinkToml {
    fn into_link(self, file: &SourceFile, errors: &mut Vec<Diagnostic>) -> SiteLink {
        if self.to.is_some() == self.href.is_some() {
            let at = file.text.find(&format!("\"{}\"", self.label)).unwrap_or(0);
            errors.push(
                Diagnostic::error(file, at, format!("link `{}` needs exactly one target", self.label))
                    .expected("`to = \"/route\"` for a page of the site or `href = \"https://…\"`"),
            );
        }
        SiteLink { label: self.label, to: self.to, href: self.href, ..SiteLink::default() }
    }
}

/// Parses site.toml; every error points into the file.
pub fn parse(file: &SourceFile) -> Result<Config, Vec<Diagnostic>> {
    let raw: SiteToml = toml::from_str(&file.text).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        let message = e.message().replace("unknown field", "unknown key");
        let (message, expected) = match message.split_once(", expected ") {
            Some((m, x)) => (m.to_string(), Some(format!("expected {x}"))),
            None => (message, None),
        };
        let d = Diagnostic::error(file, at, message);
        vec![match expected {
            Some(x) => d.expected(x),
            None => d,
        }]
    })?;
    let mut errors = Vec::new();
    if !raw.url.starts_with("https://") && !raw.url.starts_with("http://") {
        let at = file.text.find(&raw.url).unwrap_or(0);
        errors.push(
            Diagnostic::error(file, at, "`url` is not an absolute URL")
                .expected("like `https://www.example.com`"),
        );
    }
    if !raw.base_url.starts_with('/') || !raw.base_url.ends_with('/') {
        let at = file.text.find("base_url").unwrap_or(0);
        errors.push(
            Diagnostic::error(file, at, "`base_url` must start and end with `/`")
                .expected("like `/` or `/docs/`"),
        );
    }
    if let Some(edit) = &raw.edit_url
        && !edit.starts_with("https://")
        && !edit.starts_with("http://")
    {
        let at = file.text.find(edit.as_str()).unwrap_or(0);
        errors.push(
            Diagnostic::error(file, at, "`edit_url` is not an absolute URL")
                .expected("like `https://github.com/owner/repo/edit/main/`"),
        );
    }
    let navbar = raw.navbar.into_iter().map(|l| l.into_link(file, &mut errors)).collect();
    let footer_sections = raw
        .footer
        .into_iter()
        .map(|s| FooterSection {
            class_name: None,
            title: s.title,
            items: s.items.into_iter().map(|l| l.into_link(file, &mut errors)).collect(),
        })
        .collect();
    let announcement = raw.announcement.map(|a| Announcement {
        id: a.id,
        text: a.text,
        link: a.link.map(|l| l.into_link(file, &mut errors)),
        html: None,
        unclosable: false,
    });
    let not_found_link = raw.not_found_link.map(|l| l.into_link(file, &mut errors));
    for (key, path) in [("logo", &raw.logo), ("favicon", &raw.favicon)] {
        if !path.starts_with('/') && !path.starts_with("https://") && !path.starts_with("http://") {
            let at = file.text.find(&format!("\"{path}\"")).unwrap_or(0);
            errors.push(
                Diagnostic::error(
                    file,
                    at,
                    format!("`{key}` is `{path}`, neither a path from the site root nor a URL"),
                )
                .expected("a file under static/ written from the root, like `/img/logo.svg`"),
            );
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let site = SiteMeta {
        title: raw.title,
        tagline: raw.tagline,
        url: raw.url.trim_end_matches('/').to_string(),
        base_url: raw.base_url,
        logo: raw.logo,
        favicon: raw.favicon,
        not_found_link,
        navbar,
        footer_sections,
        copyright: raw.copyright,
        legal: raw.legal,
        contact: raw.contact,
        announcement,
        version_label: raw.version_label,
        locale: raw.locale,
        edit_urls: match raw.edit_url {
            Some(url) => {
                EditUrls { docs: EditUrl::Base(url.clone()), blog: EditUrl::Base(url), ..EditUrls::default() }
            }
            None => EditUrls::default(),
        },
        llms: raw.llms,
        social_cards: raw.social_cards,
        ..defaults().site
    };
    Ok(Config { site, blog: raw.blog, markdown: raw.markdown, docs: DocsOptions::default(), ..defaults() })
}

/// A Docusaurus site's settings files, at the top of its folder, in the order
/// Docusaurus looks for them (the first found is the config). The engine
/// evaluates it and hands the result over as data ([`crate::Sources::evaluated`]).
pub const DOCUSAURUS_CONFIGS: [&str; 6] = [
    "docusaurus.config.ts",
    "docusaurus.config.mts",
    "docusaurus.config.cts",
    "docusaurus.config.js",
    "docusaurus.config.mjs",
    "docusaurus.config.cjs",
];

/// The settings of a site with neither site.toml nor a Docusaurus config: Docusaurus' defaults, a placeholder title and url.
/// Both readers start from these, so a setting neither file gives has its default here alone.
pub fn defaults() -> Config {
    let site = SiteMeta {
        title: "Documentation".into(),
        tagline: String::new(),
        url: "https://example.com".into(),
        base_url: root(),
        logo: String::new(),
        favicon: String::new(),
        not_found_link: None,
        navbar: Vec::new(),
        footer_sections: Vec::new(),
        copyright: String::new(),
        legal: String::new(),
        contact: String::new(),
        announcement: None,
        version_label: None,
        versions: Vec::new(),
        version_dropdowns: Vec::new(),
        other_versions: Default::default(),
        navbar_targets: Default::default(),
        edit_urls: EditUrls::default(),
        last_update_shown: Default::default(),
        llms: true,
        social_cards: true,
        color_mode: Default::default(),
        sidebar_auto_collapse: false,
        sidebar_hideable: false,
        navbar_hide_on_scroll: false,
        title_delimiter: "|".into(),
        logo_dark: None,
        navbar_title: None,
        footer_logo: None,
        footer_style: None,
        copyright_html: None,
        breadcrumbs: true,
        image: None,
        locale: "en".into(),
        locales: Vec::new(),
        locale_dropdown_at: None,
        navbar_right_at: None,
        locale_dropdown_extras: None,
        theme_words: Default::default(),
    };
    let docs = DocsOptions { route_base: "/docs".into(), ..DocsOptions::default() };
    Config {
        site,
        blog: BlogOptions { dated_paths: true, ..BlogOptions::default() },
        markdown: MarkdownOptions::default(),
        docs,
        other_docs: Vec::new(),
        other_blogs: Vec::new(),
        remark: RemarkPlugins::default(),
        on_broken_links: OnBroken::Warn,
        on_broken_anchors: OnBroken::Warn,
        on_broken_markdown_links: OnBroken::Warn,
        trailing_slash: None,
        redirects: Vec::new(),
        redirect_extensions: Vec::new(),
        create_redirects: false,
        theme_files: ThemeFiles::default(),
        page_files: crate::docs::DocFiles::default(),
        sitemap: true,
    }
}
