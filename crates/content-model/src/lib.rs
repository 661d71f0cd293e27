//! The content of the site as typed, validated values.
//!
//! `load` reads the site's files — a [`Sources`] value that xtask's loader
//! fills from the disk, or tests from strings — and returns a [`Site`] or the
//! diagnostics that stop it, each with file:line:col. This crate never touches
//! the disk and knows nothing of TypeScript or HTML; `codegen` turns a `Site`
//! into modules.

pub mod analytics;
pub mod assets;
pub mod blog;
pub mod category;
pub mod config;
pub mod data;
pub mod description;
pub mod diag;
pub mod docs;
pub mod docusaurus_config;
pub mod escape;
pub mod files;
pub mod frontmatter;
pub mod json;
pub mod links;
pub mod locales;
pub mod markdown;
pub mod markdown_pages;
pub mod mdx;
pub mod memo;
pub mod meta;
pub mod page;
pub mod plain_anchors;
pub mod reading_time;
pub mod revision;
pub mod route;
pub mod service;
pub mod shared;
pub mod sidebars;
pub mod site_pages;
pub mod site_plugins;
pub mod slug;
pub mod sources;
pub mod statics;
pub mod tags;
#[cfg(feature = "testing")]
pub mod testing;

include!(concat!(env!("OUT_DIR"), "/ts_declarations.rs"));
include!(concat!(env!("OUT_DIR"), "/shared_ts.rs"));

use std::collections::{BTreeMap, HashMap, HashSet};

pub use blog::Post;
pub use diag::{Diagnostic, Severity, SourceFile};
pub use docs::Doc;
use meta::{
    AuthorMeta, DocsPluginMeta, GlossaryGroup, HomeMeta, NavLink, PostYear, SidebarItem, SiteMeta, TagMeta,
    TocItem, VersionLink,
};
use shared::DEFAULT_PLUGIN_ID;
pub use sources::Sources;

/// Everything the site is made of.
#[derive(Debug)]
pub struct Site {
    pub config: SiteMeta,
    /// `[blog]` of the settings: how the blog was read, its title and description.
    pub blog: config::BlogOptions,
    /// What the link check's findings do to the build (Docusaurus' `onBrokenLinks`).
    pub on_broken_links: config::OnBroken,
    /// What a broken `#anchor` does (Docusaurus' `onBrokenAnchors`).
    pub on_broken_anchors: config::OnBroken,
    /// What a Markdown link to a `.md` file that is no page does (Docusaurus' `onBrokenMarkdownLinks`).
    pub on_broken_markdown_links: config::OnBroken,
    /// Docusaurus' `trailingSlash` (see [`Site::has_folder_address`]).
    pub trailing_slash: Option<bool>,
    /// The pages with a folder's address under Docusaurus (see [`Site::has_folder_address`]).
    folder_routes: HashSet<String>,
    /// Each page's route by its file (see [`Site::route_by_source`]).
    routes_by_source: HashMap<String, String>,
    /// The routes, by their lowercase form, where that names one route only (see [`Site::route_as_written`]).
    routes_by_lowercase: HashMap<String, String>,
    /// The site is on Docusaurus 2, whose pages were MDX 1: a component a page
    /// neither imports nor is given is an empty `<div>` there, not an error.
    pub mdx1: bool,
    /// Old addresses that lead on to new ones.
    pub redirects: Vec<config::Redirect>,
    /// The config's `createRedirects` is a function to run for every page (see `config::Config`).
    pub create_redirects: bool,
    /// Whether the build writes `sitemap.xml` (see `config::Config`).
    pub sitemap: bool,
    /// Files read under another path than their own (a translation laid over
    /// the page it translates): path → the file in the site (see [`Site::shown_path`]).
    pub origins: std::collections::BTreeMap<String, String>,
    /// The site's CSS files and head tags (`customCss`, `stylesheets`, `scripts`).
    pub theme_files: config::ThemeFiles,
    pub docs: Vec<Doc>,
    /// Each docs plugin instance with its versions, as site code sees them
    /// (`@docusaurus/plugin-content-docs/client`); none when docs are off.
    pub docs_plugins: Vec<DocsPluginMeta>,
    pub sidebars: Vec<(String, Vec<SidebarItem>)>,
    /// Newest first, blog by blog (see [`Post::blog`]).
    pub posts: Vec<Post>,
    /// The blogs after the first (Docusaurus' blog plugin again, by `id`).
    pub other_blogs: Vec<blog::OtherBlog>,
    pub authors: Vec<AuthorMeta>,
    pub tags: Vec<TagMeta>,
    /// The tags docs carry (`/tags/…`), by label; none when no doc has tags.
    pub doc_tags: Vec<TagMeta>,
    /// The home page's texts from `content/data/home.yml`, without its posts;
    /// `None` for a site without the file (codegen then makes a plain home page).
    pub home: Option<HomeMeta>,
    /// The site's React pages (`src/pages`); one at `/` replaces the theme's home page.
    pub react_pages: Vec<site_pages::PageFile>,
    /// The site's own `src/theme/MDXComponents` file: a component an MDX page
    /// uses without importing it is looked for there, as MDX's provider does.
    pub mdx_components: Option<String>,
    /// The site replaces a part of `@theme/MDXComponents` (see [`site_pages::mdx_component_parts`]).
    pub mdx_component_parts: bool,
    /// The site replaces `@theme/Admonition` or `@theme/Admonition/Types` (see [`site_pages::admonition_replaced`]).
    pub admonition_replaced: bool,
    /// Paths the site's scripts write as plain `<a href>`s (not `<Link>`s),
    /// with a file that writes each: Docusaurus' link check does not see them.
    pub plain_anchors: std::collections::BTreeMap<String, String>,
    /// The site's Markdown pages (`src/pages/*.md`, `.mdx`), in route order.
    pub markdown_pages: Vec<markdown_pages::MarkdownPage>,
    pub glossary: Vec<GlossaryGroup>,
    /// Files under `static/` by URL path, with image sizes.
    pub static_files: statics::StaticFiles,
    /// Files beside docs and posts that they refer to, published with hashed names.
    pub assets: assets::Assets,
    /// Links to routes written in data files (home.yml, glossary.yml).
    pub data_links: Vec<ContentLink>,
    /// The Markdown files pages import and show (`<Part />`), by path.
    pub partials: mdx::partials::Partials,
    /// The partials site scripts beside the pages import (`import IOS from './ios.md'` in a `.jsx`), by path.
    pub script_partials: Vec<String>,
    /// The folders docs and posts are read from (each docs version's, the
    /// blog's): where a link to `file.md` is looked for after the linking
    /// file's own folder, as Docusaurus looks (see [`links::resolve`]).
    pub content_roots: Vec<String>,
    /// The remark plugins the config lists whose work is done here (npm2yarn's and tab-blocks' tabs, in codegen).
    pub remark: config::RemarkPlugins,
    /// The file the settings came from (`content/site.toml`, `docusaurus.config.ts`),
    /// where findings about them (a navbar link to no doc, a redirect over a page) are placed.
    pub config_file: String,
    /// The Docusaurus config as data, what site code reads as `siteConfig`
    /// (`customFields`, `themeConfig`); values that are not data are `null`.
    /// Empty for a site without one.
    pub site_config: serde_json::Map<String, serde_json::Value>,
    /// What the site's own plugins gave `setGlobalData`, by plugin name and instance id.
    pub plugin_data: serde_json::Map<String, serde_json::Value>,
}

/// The routes by their lowercase form, leaving out forms that two routes share.
fn routes_by_lowercase(routes: &[Route]) -> HashMap<String, String> {
    let mut by_lowercase: HashMap<String, Option<String>> = HashMap::new();
    for route in routes {
        by_lowercase
            .entry(route.path.to_lowercase())
            .and_modify(|found| *found = None)
            .or_insert_with(|| Some(route.path.clone()));
    }
    by_lowercase.into_iter().filter_map(|(lower, path)| Some((lower, path?))).collect()
}

/// A link to a route of the site written in the content, with where it was written.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ContentLink {
    pub file: String,
    /// The line of the source the link is on, for the diagnostic's snippet.
    pub source_line: Option<String>,
    pub line: usize,
    pub column: usize,
    /// The page the link is shown on.
    pub page: String,
    /// The route it points to, possibly with `#fragment`.
    pub to: String,
    /// The address as the source writes it (`../img/a.png`, `/guide`).
    pub written: String,
}

/// What a route shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteKind {
    Home,
    Doc(usize),
    Post(usize),
    /// Of blog `b` (the first field of each, see [`Site::blog_at`]): a page
    /// (0-based) of its list, of a tag's posts, of an author's posts.
    BlogList(usize, usize),
    BlogArchive(usize),
    BlogTags(usize),
    BlogTag(usize, usize, usize),
    BlogAuthors(usize),
    BlogAuthor(usize, usize, usize),
    /// Every docs tag with its count (`/tags`).
    DocTags,
    /// The docs of one tag of [`Site::doc_tags`].
    DocTag(usize),
    /// One of [`Site::react_pages`].
    ReactPage(usize),
    /// One of [`Site::markdown_pages`].
    MarkdownPage(usize),
    /// The theme's full-text search page: codegen adds it (`codegen::routes`),
    /// the content never makes it.
    Search,
}

/// A blog's routes: its lists (and archive, tags and authors pages), then
/// each tag's and author's lists. A blog with no post has none.
fn blog_routes(blog: BlogView<'_>) -> (Vec<Route>, Vec<Route>) {
    let route = |path: String, kind: RouteKind, source: String| Route { path, kind, source, unlisted: false };
    let (options, b) = (blog.options, blog.index);
    let dir = if b == 0 { "content/blog".to_string() } else { options.path.clone().unwrap_or_default() };
    let (tags_file, authors_file) = (format!("{dir}/tags.yml"), format!("{dir}/{}", options.authors_map));
    let authors_file = if b == 0 { "content/blog/authors.yml".to_string() } else { authors_file };
    let (mut lists, mut pages) = (Vec::new(), Vec::new());
    if blog.posts().next().is_none() {
        return (lists, pages);
    }
    for page in 0..options.page_count(blog.listed_posts().count()) {
        lists.push(route(
            options.page_path(&options.route_base, page),
            RouteKind::BlogList(b, page),
            dir.clone(),
        ));
    }
    if let Some(archive) = options.archive_path() {
        lists.push(route(archive, RouteKind::BlogArchive(b), dir.clone()));
    }
    lists.push(route(options.under(&options.tags_base), RouteKind::BlogTags(b), tags_file.clone()));
    lists.push(route(options.under(&options.authors_base), RouteKind::BlogAuthors(b), authors_file.clone()));
    for (i, tag) in blog.tags.iter().enumerate() {
        let count = blog.listed_posts_tagged(&tag.key).count();
        pages.extend((0..options.page_count(count)).map(|page| {
            route(options.page_path(&tag.path, page), RouteKind::BlogTag(b, i, page), tags_file.clone())
        }));
    }
    for (i, author) in blog.authors.iter().enumerate() {
        let Some(path) = &author.path else { continue };
        let count = blog.listed_posts_by(&author.key).count();
        pages.extend((0..options.page_count(count)).map(|page| {
            route(options.page_path(path, page), RouteKind::BlogAuthor(b, i, page), authors_file.clone())
        }));
    }
    (lists, pages)
}

/// One blog of a site: its settings, authors and tags, and its posts among the site's.
#[derive(Clone, Copy)]
pub struct BlogView<'a> {
    /// Which blog (see [`Post::blog`]).
    pub index: usize,
    /// The plugin's `id` (`default` for the first).
    pub id: &'a str,
    pub options: &'a config::BlogOptions,
    pub authors: &'a [AuthorMeta],
    pub tags: &'a [TagMeta],
    posts: &'a [Post],
}

impl<'a> BlogView<'a> {
    /// Its posts, newest first.
    pub fn posts(self) -> impl Iterator<Item = &'a Post> {
        self.posts.iter().filter(move |p| p.blog == self.index)
    }

    /// The posts that lists, feeds and counts show: all but the unlisted ones, newest first.
    pub fn listed_posts(self) -> impl Iterator<Item = &'a Post> {
        self.posts().filter(|p| !p.unlisted)
    }

    /// The listed posts that carry the tag `key`, newest first.
    pub fn listed_posts_tagged(self, key: &'a str) -> impl Iterator<Item = &'a Post> {
        self.listed_posts().filter(move |p| p.meta.tags.iter().any(|t| t.key == key))
    }

    /// The listed posts that the author `key` wrote, newest first.
    pub fn listed_posts_by(self, key: &'a str) -> impl Iterator<Item = &'a Post> {
        self.listed_posts().filter(move |p| p.meta.authors.iter().any(|a| a.key == key))
    }

    /// Posts grouped by year, newest first (blog sidebar and archive).
    pub fn posts_by_year(self, newest: Option<usize>) -> Vec<PostYear> {
        let mut years: Vec<PostYear> = Vec::new();
        for post in self.listed_posts().take(newest.unwrap_or(usize::MAX)) {
            let year = post.meta.date[..4].to_string();
            let link = NavLink { label: post.meta.title.clone(), path: post.meta.path.clone() };
            match years.last_mut() {
                Some(last) if last.year == year => last.posts.push(link),
                _ => years.push(PostYear { year, posts: vec![link] }),
            }
        }
        years
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub path: String,
    pub kind: RouteKind,
    /// The file the route comes from, for messages about it.
    pub source: String,
    /// Built, but left out of the sitemap and search (`unlisted: true`).
    pub unlisted: bool,
}

impl Route {
    /// The warning for this route when `first` (a file) already made its path: it is left out.
    pub fn duplicate_of(&self, first: &str) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            file: self.source.clone(),
            line: 1,
            column: 1,
            message: format!(
                "duplicate route `{}`: also produced by {first}; this one is ignored",
                self.path
            ),
            expected: Some("one file per route".into()),
            source_line: None,
        }
    }
}

impl Route {
    /// The error for this route when `first` (a file) already made its path and
    /// one of the two is a Markdown page of `src/pages`: neither is chosen for the author.
    pub fn clash_with(&self, first: &str) -> Diagnostic {
        Diagnostic::file_error(
            &self.source,
            format!("the route `{}` is made by both {first} and {}", self.path, self.source),
        )
        .expected("one file per route: rename or move one of the two")
    }
}

/// A site, or the errors that stopped it; warnings come either way.
pub struct Loaded {
    pub site: Option<Site>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Loaded {
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.is_error())
    }
}

/// How to read the content: for a production build, or for `dev`, and with
/// which history (dates and authors from git; none by default).
#[derive(Debug, Clone, Copy, Default)]
pub struct LoadOptions<'a> {
    /// Build `draft: true` docs and posts too (as Docusaurus's dev server does).
    pub drafts: bool,
    /// Dates the pages (see [`revision`]).
    pub history: Option<&'a revision::History>,
    /// Bodies parsed by earlier loads, reused when their file is the same (see [`memo`]).
    pub memo: Option<&'a memo::ParseMemo>,
    /// The locale to build, of a translated site's (see [`locales`]); the sources as they are when `None`.
    pub locale: Option<&'a str>,
    /// The answers of the site's `sidebarItemsGenerator` the engine has; without
    /// them, folders are listed as Docusaurus' default generator lists them.
    pub sidebar_items: Option<&'a docs::GeneratedItems>,
}

/// Reads and validates the site in `sources`, as a production build does, with no history.
pub fn load(sources: &Sources) -> Loaded {
    load_with(sources, LoadOptions::default())
}

/// Reads and validates the site in `sources`; `history` dates the pages (see [`revision`]).
pub fn load_with_history(sources: &Sources, history: &revision::History) -> Loaded {
    load_with(sources, LoadOptions { history: Some(history), ..LoadOptions::default() })
}

/// Reads and validates the content (under `content/`, or a Docusaurus layout at the top).
pub fn load_with(sources: &Sources, options: LoadOptions) -> Loaded {
    let (mut loaded, origins) = load_laid_over(sources, options);
    // A translation laid over the page it translates is read under that
    // page's path: its findings name the file the translator wrote.
    for diagnostic in &mut loaded.diagnostics {
        if let Some(origin) = origins.get(&diagnostic.file) {
            diagnostic.file = origin.clone();
        }
    }
    if let Some(site) = &mut loaded.site {
        site.origins = origins;
    }
    loaded
}

/// [`load_with`], its findings named by the paths the files are read under,
/// with the files read under another path than their own (a locale's translations).
fn load_laid_over(
    sources: &Sources,
    options: LoadOptions,
) -> (Loaded, std::collections::BTreeMap<String, String>) {
    let content = sources::content_dir(|path| sources.exists(path));
    let at = |path: &str| sources::join(content, path);
    let mut diagnostics = sources.problems().to_vec();
    let mut config = settings(sources, &at("site.toml"), &mut diagnostics);
    let docusaurus =
        !sources.exists(&at("site.toml")) && config::DOCUSAURUS_CONFIGS.iter().any(|n| sources.is_file(n));
    if config.is_none() && docusaurus {
        // A Docusaurus config that did not evaluate, or read with errors, is all
        // that is said: read with the defaults instead of its settings (`markdown.format`,
        // the docs' path), the pages would only add errors of settings it does not have.
        return (Loaded { site: None, diagnostics }, sources.origins().clone());
    }
    let localized = match (options.locale, config.as_mut()) {
        (Some(code), Some(config)) => locales::localize(sources, code, config, content, &mut diagnostics),
        _ => None,
    };
    let sources = localized.as_ref().map_or(sources, |l| &l.sources);
    let origins = sources.origins().clone();
    let service = service::load(sources, &at("data/service.yml"), &mut diagnostics);
    let markdown = config.as_ref().map(|c| c.markdown.clone()).unwrap_or_default();
    let inputs = page::PageInputs { sources, service: &service, options, markdown: &markdown };
    let named_sidebars = config.as_ref().and_then(|c| c.docs.sidebar_path.as_deref());
    let sidebars_file = sidebars::find(sources, content, named_sidebars, &mut diagnostics);
    let docusaurus_layout = content.is_empty() && !sidebars::has_script(sources, content);
    let docs_options = config.as_ref().map(|c| c.docs.clone()).unwrap_or_default();
    // Turned off (`docs: false`), the docs folder is not read: a path no folder has.
    let docs_dir = if docs_options.enabled { at(&docs_options.path) } else { String::from("\0") };
    let versions = if docs_options.enabled {
        let route_base = &docs_options.route_base;
        docs::versions::read(
            sources,
            content,
            "",
            &docs_dir,
            route_base,
            &docs_options.versions,
            &mut diagnostics,
        )
    } else {
        Vec::new()
    };
    let layout = docs::versions::Layout {
        sidebars_file: sidebars_file.as_ref(),
        docusaurus_layout,
        categories: docs_options.categories,
        files: &docs_options.files,
        generator: docs_options.sidebar_items_generator,
        plugin: None,
    };
    let (mut docs, mut version_metas) = docs::versions::load_all(inputs, &versions, layout, &mut diagnostics);
    let other_docs = config.as_ref().map(|c| c.other_docs.clone()).unwrap_or_default();
    let mut other_versions = Vec::new();
    for instance in &other_docs {
        let (own, versions) = docs::versions::load_instance(inputs, content, instance, &mut diagnostics);
        docs.docs.extend(own.docs);
        docs.sidebars.extend(own.sidebars);
        docs.tags.extend(own.tags);
        docs.ignored.extend(own.ignored);
        other_versions.push((instance, versions));
    }
    if let (Some(label), Some(current)) = (
        config.as_ref().and_then(|c| c.site.version_label.clone()),
        version_metas.iter_mut().find(|v| v.name == docs::versions::CURRENT),
    ) {
        current.label = label;
    }
    let blog_options = config.as_ref().map(|c| c.blog.clone()).unwrap_or_default();
    let blog_dir = if blog_options.disabled {
        String::from("\0")
    } else {
        at(blog_options.path.as_deref().unwrap_or("blog"))
    };
    let mut blog = blog::load(inputs, &blog_dir, &blog_options, &mut diagnostics);
    // Further blogs' posts join the first's (each marked with its blog), their authors and tags stay their own.
    let mut other_blogs = Vec::new();
    for (k, instance) in
        config.as_ref().map(|c| c.other_blogs.clone()).unwrap_or_default().into_iter().enumerate()
    {
        let dir = at(instance.options.path.as_deref().unwrap_or("blog"));
        let other = blog::load(inputs, &dir, &instance.options, &mut diagnostics);
        blog.posts.extend(other.posts.into_iter().map(|post| blog::Post { blog: k + 1, ..post }));
        blog.ignored.extend(other.ignored);
        let (authors, tags) = (other.authors, other.tags);
        other_blogs.push(blog::OtherBlog { id: instance.id, dir, options: instance.options, authors, tags });
    }
    let content_roots: Vec<String> = versions
        .iter()
        .map(|version| version.docs_dir.clone())
        .chain(other_docs.iter().map(|instance| at(&instance.docs.path)))
        .chain((!blog_options.disabled).then(|| blog_dir.clone()))
        .chain(other_blogs.iter().map(|other| other.dir.clone()))
        .collect();
    let mut ignored: Vec<(String, String)> = docs.ignored.iter().chain(&blog.ignored).cloned().collect();
    let page_files = config.as_ref().map(|c| c.page_files.clone()).unwrap_or_default();
    let markdown_pages = markdown_pages::load(inputs, &page_files, &mut diagnostics, &mut ignored);
    diagnostics.extend(ignored_keys_note(&ignored));
    let custom = docs.docs.iter().map(|d| (&d.meta.custom_front_matter, &d.source.path));
    let custom = custom.chain(blog.posts.iter().map(|p| (&p.meta.custom_front_matter, &p.source.path)));
    let custom = custom.chain(markdown_pages.iter().map(|p| (&p.meta.custom_front_matter, &p.source.path)));
    diagnostics.extend(kept_keys_note(custom));
    let static_files = statics::load(sources);
    let bodies =
        docs.docs.iter().map(|d| (&d.source, &d.body)).chain(blog.posts.iter().map(|p| (&p.source, &p.body)));
    let bodies = bodies.chain(markdown_pages.iter().map(|p| (&p.source, &p.body)));
    // Parsed once: the imports both load partials and name those site code shows.
    let script_imports = mdx::partials::script_imports(sources);
    let partials = mdx::partials::load(inputs, bodies, &script_imports, &mut diagnostics);
    let pages = docs
        .docs
        .iter()
        .map(|d| (&d.source, &d.body, d.front.image.as_deref()))
        .chain(blog.posts.iter().map(|p| (&p.source, &p.body, p.image.as_deref())))
        .chain(markdown_pages.iter().map(|p| (&p.source, &p.body, p.front.image.as_deref())))
        .chain(partials.values().map(|p| (&p.source, &p.body, None)));
    let assets = assets::collect(sources, pages, &mut diagnostics);
    markdown::fold_mdx1_notes(&mut diagnostics);
    // A file beside the pages is published when a page refers to it.
    diagnostics.retain(|d| {
        !(files::is_not_published(d) && (assets.contains_key(&d.file) || partials.contains_key(&d.file)))
    });
    // A Docusaurus project's folders (not this project's `content/`).
    if content.is_empty() {
        files::fold_not_published(&mut diagnostics);
    }
    let mut data =
        data::DataFiles { sources, service: &service, diagnostics: &mut diagnostics, refs: Vec::new() };
    let home_file = at("data/home.yml");
    // `None` when home.yml is there but unreadable (its diagnostics say why).
    let home = if sources.exists(&home_file) { data.home(&home_file).map(Some) } else { Some(None) };
    let glossary = data.glossary(&at("data/glossary.yml"));
    let refs = data.refs;

    let (
        Some(config::Config {
            site: config,
            blog: blog_options,
            on_broken_links,
            on_broken_anchors,
            on_broken_markdown_links,
            trailing_slash,
            redirects,
            redirect_extensions,
            create_redirects,
            theme_files,
            remark,
            sitemap,
            ..
        }),
        Some(home),
    ) = (config, home)
    else {
        return (Loaded { site: None, diagnostics }, origins);
    };
    let (mut docs, mut blog) = (docs, blog);
    if let Some(localized) = &localized {
        locales::translate_sidebars(&mut docs.sidebars, localized);
        locales::translate_versions(None, &mut version_metas, localized);
        for (instance, versions) in &mut other_versions {
            locales::translate_versions(Some(&instance.id), versions, localized);
        }
        locales::translate_breadcrumbs(&mut docs.docs, localized);
        if !localized.is_default {
            for doc in &mut docs.docs {
                doc.meta.untranslated = !localized.translated.contains(&doc.source.path);
            }
        }
    }
    let no_history = revision::History::default();
    revision::apply(&mut docs.docs, &mut blog.posts, &config, options.history.unwrap_or(&no_history));
    // The twin's address is written here, by the rule that publishes twins, not again in the theme.
    for doc in docs.docs.iter_mut().filter(|_| config.llms) {
        doc.meta.twin = Some(page::markdown_twin_path(&doc.meta.path));
    }
    let config_file = if sources.exists(&at("site.toml")) {
        at("site.toml")
    } else {
        let docusaurus = config::DOCUSAURUS_CONFIGS.into_iter().find(|name| sources.is_file(name));
        docusaurus.unwrap_or("docusaurus.config.js").to_string()
    };
    let default_plugin = docs_options.enabled.then(|| DocsPluginMeta {
        id: DEFAULT_PLUGIN_ID.into(),
        path: docs_options.route_base.clone(),
        versions: version_metas.clone(),
    });
    let other_plugins = other_versions.into_iter().map(|(instance, versions)| DocsPluginMeta {
        id: instance.id.clone(),
        path: instance.docs.route_base.clone(),
        versions,
    });
    let made_by_plugins = site_plugins::Made::of(sources);
    // The plugins added their routes once, under the default locale's base URL (their
    // `context.baseUrl`): a translated build has each below its own (`/zh/landing/x`).
    let default_base = config.locales.first().map_or(config.base_url.as_str(), |l| l.base_url.as_str());
    let plugin_pages = made_by_plugins.pages(default_base, &mut diagnostics);
    diagnostics.extend(made_by_plugins.warnings());
    let mut site = Site {
        config_file,
        remark,
        config: SiteMeta {
            versions: docs::versions::shown(&version_metas),
            other_versions: other_plugins
                .clone()
                .map(|plugin| (plugin.id, docs::versions::shown(&plugin.versions)))
                .filter(|(_, shown)| !shown.is_empty())
                .collect(),
            ..config
        },
        docs_plugins: default_plugin.into_iter().chain(other_plugins).collect(),
        blog: blog_options,
        on_broken_links,
        on_broken_anchors,
        on_broken_markdown_links,
        trailing_slash,
        folder_routes: HashSet::new(),
        routes_by_lowercase: HashMap::new(),
        routes_by_source: HashMap::new(),
        mdx1: markdown.mdx1,
        redirects,
        create_redirects,
        sitemap,
        origins: Default::default(),
        theme_files,
        docs: docs.docs,
        sidebars: docs.sidebars,
        posts: blog.posts,
        authors: blog.authors,
        tags: blog.tags,
        other_blogs,
        doc_tags: docs.tags,
        home,
        react_pages: site_pages::react_pages(sources, &page_files).into_iter().chain(plugin_pages).collect(),
        mdx_components: site_pages::mdx_components(sources),
        mdx_component_parts: site_pages::mdx_component_parts(sources),
        admonition_replaced: site_pages::admonition_replaced(sources),
        plain_anchors: plain_anchors::plain_anchors(sources),
        markdown_pages,
        glossary,
        static_files,
        assets,
        data_links: Vec::new(),
        script_partials: mdx::partials::imported_by_scripts(&script_imports, &partials),
        partials,
        content_roots,
        site_config: {
            let mut config = docusaurus_config::site_config(sources);
            if let Some(localized) = &localized {
                locales::translate_theme_config(&mut config, localized);
            }
            config
        },
        plugin_data: made_by_plugins.global_data_in(options.locale),
    };
    site.folder_routes = site.find_folder_routes();
    site.routes_by_source = site.find_routes_by_source();
    site.fill_tocs();
    site.links_below_the_base();
    site.resolve_doc_links(&mut diagnostics);
    let routes = site.routes_reporting_duplicates(&mut diagnostics);
    site.routes_by_lowercase = routes_by_lowercase(&routes);
    site.redirects.extend(extension_redirects(&routes, &redirect_extensions));
    // Links in data files are checked with every other link, after the build,
    // on the pages that show them: home.yml on `/`, glossary.yml wherever `<Glossary />` is.
    let glossary_pages: Vec<String> = site
        .docs
        .iter()
        .filter(|d| d.body.components.iter().any(|(_, name)| name == "Glossary"))
        .map(|d| d.meta.path.clone())
        .collect();
    for r in refs {
        let pages =
            if r.file.path.ends_with("home.yml") { vec!["/".to_string()] } else { glossary_pages.clone() };
        let (line, column) = r.file.line_col(r.offset);
        for page in pages {
            site.data_links.push(ContentLink {
                file: r.file.path.clone(),
                source_line: r.file.text.lines().nth(line - 1).map(str::to_string),
                line,
                column,
                page,
                to: r.to.clone(),
                written: r.to.clone(),
            });
        }
    }
    let failed = diagnostics.iter().any(Diagnostic::is_error);
    (Loaded { site: (!failed).then_some(site), diagnostics }, origins)
}

/// Every page at its address with each extension (`/docs/a.html`), leading on
/// to it, as the client-redirects plugin's `fromExtensions` makes them: not the
/// site's root or a folder's address, nor an address a page has.
fn extension_redirects(routes: &[Route], extensions: &[String]) -> Vec<config::Redirect> {
    if extensions.is_empty() {
        return Vec::new();
    }
    let taken: HashSet<&str> = routes.iter().map(|r| r.path.as_str()).collect();
    let mut found = Vec::new();
    for route in routes.iter().filter(|r| r.path != "/" && !r.path.ends_with('/')) {
        for ext in extensions {
            let from = format!("{}.{ext}", route.path);
            if !taken.contains(from.as_str()) {
                found.push(config::Redirect { from, to: route.path.clone() });
            }
        }
    }
    found
}

/// The site's settings: `site_toml` when it is there (it wins over a Docusaurus
/// config, which is then named in a note), else the evaluated Docusaurus
/// config, else the defaults; `None` when the one read has errors.
pub(crate) fn settings(
    sources: &Sources,
    site_toml: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<config::Config> {
    let docusaurus = config::DOCUSAURUS_CONFIGS.into_iter().find(|name| sources.is_file(name));
    if sources.exists(site_toml) {
        if let Some(name) = docusaurus {
            diagnostics.push(Diagnostic {
                severity: Severity::Note,
                file: name.to_string(),
                line: 1,
                column: 1,
                message: format!("{site_toml} is there, so its settings are used and not those of {name}"),
                expected: Some(format!("one of the two: remove {site_toml} to use {name}")),
                source_line: None,
            });
        }
        return match sources.read(site_toml) {
            Ok(file) => config::parse(&file).map_err(|d| diagnostics.extend(d)).ok(),
            Err(d) => {
                diagnostics.push(d);
                None
            }
        };
    }
    let Some(name) = docusaurus else { return Some(config::defaults()) };
    let Some(json) = sources.evaluated(name) else {
        // A failed evaluation was reported by the loader; none at all is a loader that never ran it.
        if !sources.problems().iter().any(Diagnostic::is_error) {
            diagnostics.push(Diagnostic::file_error(
                name,
                format!("{name} was not evaluated: the engine runs it (in Node) before the content is read"),
            ));
        }
        return None;
    };
    let mut read = docusaurus_config::read(name, json);
    let version = sources
        .get("package.json")
        .and_then(|manifest| match manifest {
            sources::Contents::Text(bytes) => std::str::from_utf8(bytes).ok(),
            sources::Contents::Binary(_) => None,
        })
        .and_then(docusaurus_config::docusaurus_version);
    read.config.markdown.mdx1 = version.is_some_and(|(major, _)| major < 3);
    // What the site's Docusaurus did not check yet: anchors before 3.1, posts
    // without a truncate marker before 3.5 (its config could not ask for either).
    if version.is_some_and(|version| version < (3, 1)) {
        read.config.on_broken_anchors = config::OnBroken::Ignore;
    }
    if version.is_some_and(|version| version < (3, 5)) {
        read.config.blog.on_untruncated = config::OnBroken::Ignore;
        for other in &mut read.config.other_blogs {
            other.options.on_untruncated = config::OnBroken::Ignore;
        }
    }
    // npm2yarn's default converters gained Bun in Docusaurus 3.8.
    if let Some(npm2yarn) = read.config.remark.npm2yarn.as_mut()
        && !npm2yarn.listed
        && version.is_some_and(|version| version < (3, 8))
    {
        npm2yarn.converters.retain(|c| c != "bun");
    }
    let unhonoured = site_plugins::Made::of(sources).honoured(read.unhonoured);
    diagnostics.extend(docusaurus_config::unhonoured_note(name, &unhonoured));
    if read.errors.is_empty() {
        Some(read.config)
    } else {
        diagnostics.extend(read.errors);
        None
    }
}

fn sidebar_names(sidebars: &[(String, Vec<SidebarItem>)]) -> String {
    sidebars.iter().map(|(name, _)| format!("`{name}`")).collect::<Vec<_>>().join(", ")
}

/// The first page a sidebar opens: its first doc, or a category's own page.
pub(crate) fn first_page(items: &[SidebarItem]) -> Option<String> {
    items.iter().find_map(|item| match item {
        SidebarItem::Doc { path, .. } => Some(path.clone()),
        SidebarItem::Category { path: Some(path), .. } => Some(path.clone()),
        SidebarItem::Category { items, .. } => first_page(items),
        SidebarItem::Link { .. } | SidebarItem::Html { .. } => None,
    })
}

/// One note per build for the front-matter keys kept for the theme (keys the
/// generator does not read, which Docusaurus keeps too), each with a file that has it.
fn kept_keys_note<'a>(
    pages: impl Iterator<Item = (&'a Option<json::Json>, &'a String)>,
) -> Option<Diagnostic> {
    let mut keys: BTreeMap<&str, (usize, &str)> = BTreeMap::new();
    let mut first = None;
    for (custom, file) in pages {
        let Some(json::Json::Object(object)) = custom else { continue };
        first.get_or_insert(file);
        for key in object.keys() {
            keys.entry(key).or_insert((0, file)).0 += 1;
        }
    }
    let listed: Vec<String> =
        keys.iter().map(|(key, (count, file))| format!("`{key}` ({count}×, e.g. {file})")).collect();
    Some(Diagnostic {
        severity: Severity::Note,
        file: first?.clone(),
        line: 1,
        column: 1,
        message: format!(
            "front-matter keys kept for the theme, which reads none of them: {}",
            listed.join(", ")
        ),
        expected: None,
        source_line: None,
    })
}

/// One note per build for the keys accepted without effect, each with a file that has it.
fn ignored_keys_note(ignored: &[(String, String)]) -> Option<Diagnostic> {
    let (_, first) = ignored.first()?;
    let mut keys: BTreeMap<&str, (usize, &str)> = BTreeMap::new();
    for (key, file) in ignored {
        keys.entry(key).or_insert((0, file)).0 += 1;
    }
    let listed: Vec<String> =
        keys.iter().map(|(key, (count, file))| format!("`{key}` ({count}×, e.g. {file})")).collect();
    Some(Diagnostic {
        severity: Severity::Note,
        file: first.clone(),
        line: 1,
        column: 1,
        message: format!("accepted, with no effect on this site: {}", listed.join(", ")),
        expected: None,
        source_line: None,
    })
}

impl Site {
    /// Whether Docusaurus gives the page at `route` a folder's address, with a
    /// closing slash (`/docs/`, `/docs/guide/`): every page with `trailingSlash:
    /// true`, none with `false`, else a doc that is a folder's index or whose
    /// slug ends in `/`, and a page from an `index` file of src/pages. A
    /// relative link on it is read from that folder (`./b` is `/docs/guide/b`,
    /// not `/docs/b`), as a browser reads it there.
    pub fn has_folder_address(&self, route: &str) -> bool {
        match self.trailing_slash {
            Some(slash) => slash && route != "/",
            None => self.folder_routes.contains(route),
        }
    }

    /// The file a finding about `path` names: the translation a page is
    /// read from in a locale's build, else `path` itself.
    pub fn shown_path<'a>(&'a self, path: &'a str) -> &'a str {
        self.origins.get(path).map_or(path, String::as_str)
    }

    /// Whether pages are written as `route.html` rather than
    /// `route/index.html`: Docusaurus does so with `trailingSlash: false`.
    pub fn html_page_files(&self) -> bool {
        self.trailing_slash == Some(false)
    }

    /// The route a link to `route` means: the route itself, or, where no
    /// route is written so but one differs from it only in case, that one.
    /// Docusaurus' router and link check match routes whatever their case
    /// (`/docs/API/x` reaches `/docs/api/x`, `/docs/intro` a doc `Intro.md`'s
    /// `/docs/Intro`); here the link is written as the route is.
    pub fn route_as_written(&self, route: &str) -> String {
        let (path, fragment) = route.split_once('#').map_or((route, None), |(p, f)| (p, Some(f)));
        match (self.routes_by_lowercase.get(&path.to_lowercase()), fragment) {
            (Some(found), Some(fragment)) if found != path => format!("{found}#{fragment}"),
            (Some(found), None) if found != path => found.clone(),
            _ => route.to_string(),
        }
    }

    /// The routes of pages Docusaurus gives a folder's address when
    /// `trailingSlash` is unset (see [`Site::has_folder_address`]), found once.
    fn find_folder_routes(&self) -> HashSet<String> {
        let docs = self.docs.iter().filter(|d| d.folder_address).map(|d| &d.meta.path);
        let index = |p: &&markdown_pages::MarkdownPage| {
            std::path::Path::new(&p.source.path).file_stem().is_some_and(|s| s == "index")
        };
        let pages = self.markdown_pages.iter().filter(index).map(|p| &p.meta.path);
        docs.chain(pages).filter(|route| route.as_str() != "/").cloned().collect()
    }

    /// Whether `doc` is of the docs' latest version (Docusaurus' `lastVersion`),
    /// which the home page, the sitemap and llms.txt cover; every doc is on a site with one version.
    pub fn in_latest_version(&self, doc: &Doc) -> bool {
        let versions = self.versions_of(doc.meta.plugin.as_deref());
        versions.iter().find(|v| v.is_last).is_none_or(|v| v.name == doc.meta.version)
    }

    /// Every version of a docs instance (`None`: the default one), newest
    /// first: one, `current`, for docs without versions; none for no such instance.
    pub fn versions_of(&self, plugin: Option<&str>) -> &[meta::VersionMeta] {
        let id = plugin.unwrap_or(DEFAULT_PLUGIN_ID);
        self.docs_plugins.iter().find(|p| p.id == id).map_or(&[], |p| &p.versions)
    }

    /// The version a doc is in.
    pub fn version_of(&self, doc: &Doc) -> Option<&meta::VersionMeta> {
        self.versions_of(doc.meta.plugin.as_deref()).iter().find(|v| v.name == doc.meta.version)
    }

    /// Navbar and footer links to a doc (`doc:ID`) or a sidebar's first doc
    /// (`sidebar:ID`), as a Docusaurus config names them, made the doc's route;
    /// one that names nothing is an error.
    fn resolve_doc_links(&mut self, diagnostics: &mut Vec<Diagnostic>) {
        // Taken out while the docs and sidebars are read, then put back.
        let mut navbar = std::mem::take(&mut self.config.navbar);
        let mut footer = std::mem::take(&mut self.config.footer_sections);
        let mut version_dropdowns = std::mem::take(&mut self.config.version_dropdowns);
        let mut locale = self.config.locale_dropdown_extras.take();
        let mut targets = BTreeMap::new();
        meta::for_each_link(&mut navbar, &mut |link: &mut meta::SiteLink| {
            let named = link.to.clone();
            self.resolve_doc_link(link, diagnostics);
            if let Some(named) = named.filter(|named| link.to.as_ref() != Some(named)) {
                targets.insert(named, link.clone());
            }
        });
        let mut resolve = |link: &mut meta::SiteLink| self.resolve_doc_link(link, diagnostics);
        for section in &mut footer {
            meta::for_each_link(&mut section.items, &mut resolve);
        }
        let version_extras = version_dropdowns.iter_mut().filter_map(|d| d.extras.as_mut());
        for extra in version_extras.chain(locale.as_mut()) {
            meta::for_each_link(&mut extra.before, &mut resolve);
            meta::for_each_link(&mut extra.after, &mut resolve);
        }
        self.config.navbar = navbar;
        self.config.navbar_targets = targets;
        self.config.footer_sections = footer;
        self.config.version_dropdowns = version_dropdowns;
        self.config.locale_dropdown_extras = locale;
    }

    /// One link of [`Site::resolve_doc_links`]. `doc@ID:…` (and `sidebar@ID:`,
    /// `version@ID:`) names a further docs instance's.
    fn resolve_doc_link(&self, link: &mut meta::SiteLink, diagnostics: &mut Vec<Diagnostic>) {
        let Some(to) = link.to.as_deref() else { return };
        let Some((kind, id)) = to.split_once(':') else { return };
        let (kind, plugin) = kind.split_once('@').map_or((kind, None), |(kind, plugin)| (kind, Some(plugin)));
        // Version-less links lead to the instance's latest version, and carry each version's page for the reader's choice.
        let versions = self.versions_of(plugin);
        let last = versions.iter().find(|v| v.is_last).map_or(docs::versions::CURRENT, |v| &v.name);
        let last = last.to_string();
        let of_plugin = |d: &&Doc| d.meta.plugin.as_deref() == plugin;
        let target = match kind {
            "doc" => {
                let same_id = self.docs.iter().filter(of_plugin).filter(|d| d.meta.id == id);
                link.versions = same_id
                    .clone()
                    .map(|d| VersionLink { version: d.meta.version.clone(), path: d.meta.path.clone() })
                    .collect();
                if link.versions.len() < 2 {
                    link.versions.clear();
                }
                let doc = same_id.clone().find(|d| d.meta.version == last).or(same_id.clone().next());
                // The navbar shows it as the reader's place on any doc of its sidebar, as Docusaurus' doc item.
                if let Some(doc) = doc {
                    let sidebar =
                        docs::versions::unversioned_sidebar(plugin, &doc.meta.version, &doc.meta.sidebar);
                    link.active.get_or_insert_with(|| meta::LinkActive {
                        sidebar: Some(sidebar),
                        ..Default::default()
                    });
                }
                doc.map(|d| d.meta.path.clone())
            }
            // The version's main doc (its `index`, else its first sidebar's first doc).
            "version" => {
                let mains = versions
                    .iter()
                    .map(|v| VersionLink { version: v.name.clone(), path: v.main_doc.clone() });
                link.versions = if versions.len() > 1 { mains.collect() } else { Vec::new() };
                let latest = versions.iter().find(|v| v.is_last).map(|v| v.main_doc.clone());
                latest.or_else(|| self.docs.iter().find(of_plugin).map(|d| d.meta.path.clone()))
            }
            "sidebar" => {
                let own_name = docs::versions::sidebar_of(plugin, &last, id);
                let named = self.sidebars.iter().find(|(name, _)| *name == own_name);
                // Current on its docs in any version: the sidebar's name in none.
                let sidebar = docs::versions::unversioned_sidebar(plugin, &last, &own_name);
                link.active
                    .get_or_insert_with(|| meta::LinkActive { sidebar: Some(sidebar), ..Default::default() });
                if named.is_none() && !self.sidebars.is_empty() {
                    diagnostics.push(
                        Diagnostic::file_error(
                            &self.config_file,
                            format!(
                                "no sidebar is named `{id}` (the link `{}`): it opens the first sidebar",
                                link.label
                            ),
                        )
                        .as_warning()
                        .expected(format!("one of the sidebars: {}", sidebar_names(&self.sidebars))),
                    );
                }
                named.or(self.sidebars.first()).and_then(|(_, items)| first_page(items))
            }
            _ => return,
        };
        if !link.versions.is_empty() {
            link.plugin = plugin.map(str::to_string);
        }
        match target {
            Some(path) => link.to = Some(path),
            None => diagnostics.push(
                Diagnostic::file_error(
                    &self.config_file,
                    format!("the link `{}` names `{to}`, which is no doc or sidebar", link.label),
                )
                .expected("a doc id (`docId`) or a sidebar name (`sidebarId`) of the docs"),
            ),
        }
    }

    /// Table of contents of each doc, honouring its heading-level range; a
    /// `<Glossary />` block contributes one `##` per group.
    fn fill_tocs(&mut self) {
        for doc in &mut self.docs {
            let (min, max) = doc.toc_range;
            // A partial's headings are the page's, at the place it is shown (as in Docusaurus 3.2+).
            let headings = mdx::partials::headings_with_partials(&doc.source.path, &doc.body, &self.partials);
            let mut items: Vec<(usize, TocItem)> = headings
                .iter()
                .map(|h| (h.offset, TocItem { id: h.id.clone(), text: h.text.clone(), level: h.level }))
                .collect();
            for (offset, name) in &doc.body.components {
                if name == "Glossary" {
                    items.extend(
                        self.glossary.iter().map(|g| {
                            (*offset, TocItem { id: g.id.clone(), text: g.initial.clone(), level: 2 })
                        }),
                    );
                }
            }
            items.sort_by_key(|(offset, _)| *offset);
            doc.meta.toc =
                items.into_iter().map(|(_, t)| t).filter(|t| (min..=max).contains(&t.level)).collect();
        }
        for page in &mut self.markdown_pages {
            let (min, max) = page.toc_range;
            let headings =
                mdx::partials::headings_with_partials(&page.source.path, &page.body, &self.partials);
            page.meta.toc = headings
                .into_iter()
                .filter(|h| (min..=max).contains(&h.level))
                .map(|h| TocItem { id: h.id, text: h.text, level: h.level })
                .collect();
        }
    }

    /// Every route the content makes, in a stable order (the theme's own pages,
    /// such as `/search`, are added by `codegen::routes`).
    pub fn routes(&self) -> Vec<Route> {
        self.routes_reporting_duplicates(&mut Vec::new())
    }

    fn routes_reporting_duplicates(&self, diagnostics: &mut Vec<Diagnostic>) -> Vec<Route> {
        let route = |path: String, kind: RouteKind, source: &str| Route {
            path,
            kind,
            source: source.to_string(),
            unlisted: false,
        };
        let mut all = Vec::new();
        // A doc at `/` (`slug: /`), a site page there or a blog published at `/`
        // (Docusaurus' blog-only mode) is the home page; otherwise it is the theme's.
        let site_page_at = |path: &str| {
            self.react_pages.iter().any(|p| p.path == path)
                || self.markdown_pages.iter().any(|p| p.meta.path == path)
        };
        let blog_home = self.blog.route_base == "/" && self.blog_at(0).posts().next().is_some();
        if !blog_home && !self.docs.iter().any(|d| d.meta.path == "/") && !site_page_at("/") {
            all.push(route("/".into(), RouteKind::Home, "content/data/home.yml"));
        }
        all.extend(
            self.react_pages
                .iter()
                .enumerate()
                .map(|(i, p)| route(p.path.clone(), RouteKind::ReactPage(i), &p.file)),
        );
        all.extend(self.markdown_pages.iter().enumerate().map(|(i, p)| Route {
            unlisted: p.unlisted,
            ..route(p.meta.path.clone(), RouteKind::MarkdownPage(i), &p.source.path)
        }));
        all.extend(self.docs.iter().enumerate().map(|(i, d)| Route {
            unlisted: d.unlisted,
            ..route(d.meta.path.clone(), RouteKind::Doc(i), &d.source.path)
        }));
        // Each blog's lists first, then every post, then each blog's tag and author pages.
        let (lists, pages): (Vec<_>, Vec<_>) = self.blogs().map(blog_routes).unzip();
        all.extend(lists.into_iter().flatten());
        all.extend(self.posts.iter().enumerate().map(|(i, p)| Route {
            unlisted: p.unlisted,
            ..route(p.meta.path.clone(), RouteKind::Post(i), &p.source.path)
        }));
        all.extend(pages.into_iter().flatten());
        // As Docusaurus: a tag whose docs are all unlisted is unlisted too, and
        // there is no tags page when no tag is listed. A tag's routes name its first doc.
        let tag_pages: Vec<Route> = self
            .doc_tags
            .iter()
            .enumerate()
            .map(|(i, tag)| {
                let docs = self.docs_tagged(tag);
                Route {
                    unlisted: docs.iter().all(|d| d.unlisted),
                    ..route(tag.path.clone(), RouteKind::DocTag(i), &docs[0].source.path)
                }
            })
            .collect();
        if let Some(first) = tag_pages.iter().find(|r| !r.unlisted) {
            all.push(route("/tags".into(), RouteKind::DocTags, &first.source));
        }
        all.extend(tag_pages);
        let mut seen: BTreeMap<String, (String, RouteKind)> = BTreeMap::new();
        let mut routes = Vec::new();
        for route in all {
            // Routes from file names reach here unchecked (slugs and permalinks were checked where written).
            if let Err(refused) = route::check(&route.path) {
                diagnostics.push(
                    Diagnostic::file_error(
                        &route.source,
                        format!("the route `{}` {}", route.path.escape_debug(), refused.reason),
                    )
                    .expected("file and folder names without a backslash or control character"),
                );
                continue;
            }
            if let Some((first, first_kind)) = seen.get(&route.path) {
                let markdown_page = |kind: &RouteKind| matches!(kind, RouteKind::MarkdownPage(_));
                diagnostics.push(if markdown_page(&route.kind) || markdown_page(first_kind) {
                    route.clash_with(first)
                } else {
                    route.duplicate_of(first)
                });
                continue;
            }
            seen.insert(route.path.clone(), (route.source.clone(), route.kind));
            routes.push(route);
        }
        routes
    }

    /// The first blog's posts that lists, feeds and counts show: all but the unlisted ones, newest first.
    pub fn listed_posts(&self) -> impl Iterator<Item = &Post> {
        self.blog_at(0).listed_posts()
    }

    /// A sidebar, navbar or footer link written with the base URL (`/docs/apis` on a site at
    /// `/docs/`) names the route below it, as Docusaurus' Link does not add
    /// the base twice.
    fn links_below_the_base(&mut self) {
        fn walk(items: &mut [SidebarItem], config: &SiteMeta) {
            for item in items {
                match item {
                    SidebarItem::Link { href, .. } if href.starts_with('/') && !href.starts_with("//") => {
                        *href = config.route_of_path(href).into_owned();
                    }
                    SidebarItem::Category { items, .. } => walk(items, config),
                    _ => {}
                }
            }
        }
        for (_, items) in &mut self.sidebars {
            walk(items, &self.config);
        }
        // The navbar's and footer's `to`, likewise.
        fn walk_links(links: &mut [meta::SiteLink], config: &SiteMeta) {
            for link in links {
                if let Some(to) = link.to.as_mut().filter(|to| to.starts_with('/') && !to.starts_with("//")) {
                    *to = config.route_of_path(to).into_owned();
                }
                walk_links(&mut link.items, config);
            }
        }
        let config = self.config.clone();
        walk_links(&mut self.config.navbar, &config);
        for section in &mut self.config.footer_sections {
            walk_links(&mut section.items, &config);
        }
    }

    /// Blog `index`: 0 is the first ([`Site::blog`]), `k` is [`Site::other_blogs`]`[k - 1]`.
    pub fn blog_at(&self, index: usize) -> BlogView<'_> {
        let (id, options, authors, tags) = match index.checked_sub(1) {
            None => ("default", &self.blog, &self.authors, &self.tags),
            Some(k) => {
                let other = &self.other_blogs[k];
                (other.id.as_str(), &other.options, &other.authors, &other.tags)
            }
        };
        BlogView { index, id, options, authors, tags, posts: &self.posts }
    }

    /// Every blog of the site, the first first.
    pub fn blogs(&self) -> impl Iterator<Item = BlogView<'_>> {
        (0..=self.other_blogs.len()).map(|index| self.blog_at(index))
    }

    /// Whether `/tags` exists: some listed doc carries a tag (which is then listed).
    pub fn has_doc_tags_page(&self) -> bool {
        self.docs.iter().any(|d| !d.unlisted && !d.meta.tags.is_empty())
    }

    /// The docs a docs tag's page lists: those that carry it, all of them when
    /// every one is unlisted (the page is then unlisted too), else the listed ones.
    pub fn docs_tagged(&self, tag: &TagMeta) -> Vec<&Doc> {
        let all: Vec<&Doc> =
            self.docs.iter().filter(|d| d.meta.tags.iter().any(|t| t.path == tag.path)).collect();
        if all.iter().all(|d| d.unlisted) {
            return all;
        }
        all.into_iter().filter(|d| !d.unlisted).collect()
    }

    /// The doc whose source file is `path` (relative to the project root).
    pub fn doc_by_source(&self, path: &str) -> Option<&Doc> {
        self.docs.iter().find(|d| d.source.path == path)
    }

    /// The route of the doc, post or Markdown page read from the file `path`:
    /// what a Markdown link to that file leads to, as in Docusaurus.
    pub fn route_by_source(&self, path: &str) -> Option<&str> {
        self.routes_by_source.get(path).map(String::as_str)
    }

    /// Each doc's, post's and Markdown page's route by its file (a doc first, where a file is both).
    fn find_routes_by_source(&self) -> HashMap<String, String> {
        let pages = self.markdown_pages.iter().map(|p| (&p.source.path, &p.meta.path));
        let posts = self.posts.iter().map(|p| (&p.source.path, &p.meta.path));
        let docs = self.docs.iter().map(|d| (&d.source.path, &d.meta.path));
        // Later entries win: docs last, as the doc was the first one asked for.
        pages.chain(posts).chain(docs).map(|(file, route)| (file.clone(), route.clone())).collect()
    }
}
