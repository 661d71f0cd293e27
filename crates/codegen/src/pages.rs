//! One module per route: the page's data, its content as JSX, and the theme
//! layout that frames it.

use std::collections::BTreeSet;
use std::fmt::Write;

use content_model::BlogView;
use content_model::docs::versions::unversioned_sidebar;
use content_model::mdx::partials::Partial;
use content_model::meta::{AuthorCount, DocSummary, DocTagList, PageHead, TagCount};
use content_model::page::markdown_twin_path;
use content_model::{Diagnostic, Doc, Post, RouteKind, Site};

pub use content_model::ContentLink;

use crate::cards;
use crate::i18n::{self, fill};
use crate::jsx::value;
use crate::lookups::Lookups;
use crate::markdown::{Context, Rendered, body_component, elements, in_layout, internal, render};

/// What rendering bodies finds besides JSX: warnings and links to check.
#[derive(Default)]
pub struct Found {
    pub diagnostics: Vec<Diagnostic>,
    pub links: Vec<ContentLink>,
}

impl Found {
    pub(crate) fn add(&mut self, rendered: &mut Rendered) {
        self.diagnostics.append(&mut rendered.diagnostics);
        self.links.append(&mut rendered.links);
    }

    /// Takes in what another page found, in order.
    pub fn absorb(&mut self, other: &mut Found) {
        self.diagnostics.append(&mut other.diagnostics);
        self.links.append(&mut other.links);
    }
}

/// A generated module: path under `ui/src/generated/` and its text.
pub struct Module {
    pub path: String,
    pub text: String,
}

/// Docusaurus' `@theme/Admonition`, which draws a kind by `@theme/Admonition/Types`.
const THEME_ADMONITION_SOURCE: &str = "docusaurus/theme/Admonition";

/// Where a theme component lives, relative to `ui/src/`.
fn component_source(name: &str) -> &'static str {
    match name {
        "Glossary" => "theme/Glossary",
        "Tabs" | "TabItem" => "theme/Tabs",
        "Mermaid" => "theme/Mermaid",
        "ThemeAdmonition" => THEME_ADMONITION_SOURCE,
        _ => "theme/markdown",
    }
}

/// Import lines for the theme components a body uses, from a module `depth`
/// folders below `ui/src/` (and so one below `ui/src/generated/`).
/// An MDX body's components are imported under their `$` names (see [`internal`]).
pub(crate) fn component_imports(components: &BTreeSet<&'static str>, depth: usize, mdx: bool) -> String {
    let up = "../".repeat(depth);
    let mut by_source: std::collections::BTreeMap<&str, Vec<String>> = Default::default();
    for &name in components.iter().filter(|&&name| name != elements::NAME) {
        let imported = if mdx { format!("{name} as {}", internal(name)) } else { name.to_string() };
        by_source.entry(component_source(name)).or_default().push(imported);
    }
    let mut out = String::new();
    // `@theme/Admonition` (the site's, when it replaces it) has only a default export.
    if by_source.remove(THEME_ADMONITION_SOURCE).is_some() {
        let local = if mdx { internal("ThemeAdmonition") } else { "ThemeAdmonition" };
        let _ = writeln!(out, "import {local} from \"{up}{THEME_ADMONITION_SOURCE}\";");
    }
    for (source, names) in by_source {
        let _ = writeln!(out, "import {{ {} }} from \"{up}{source}\";", names.join(", "));
    }
    if components.contains("Glossary") {
        let _ = writeln!(out, "import {{ glossary }} from \"../glossary\";");
    }
    if components.contains(elements::NAME) {
        out.push_str(&elements::header(depth));
    }
    out
}

pub(crate) fn header(source: &str) -> String {
    format!("// Generated from {source} by crates/codegen. Do not edit.\n")
}

fn head(title: &str, description: &str, path: &str) -> String {
    page_head(&PageHead {
        title: title.into(),
        description: description.into(),
        path: path.into(),
        keywords: Vec::new(),
        image: None,
        card: None,
        noindex: false,
        markdown: None,
    })
}

/// A front-matter `image`: a file beside the page becomes its published URL.
pub(crate) fn share_image(site: &Lookups, source_path: &str, image: Option<&String>) -> Option<String> {
    let image = image?;
    let origin = site.shown_path(source_path);
    let asset = content_model::assets::target_in(source_path, origin, image, |t| site.asset(t).is_some())
        .and_then(|t| site.asset(&t));
    Some(asset.map_or_else(|| image.clone(), |a| a.url.clone()))
}

pub(crate) fn page_head(head: &PageHead) -> String {
    format!("export const head: PageHead = {};\n", value(head))
}

/// What a doc's page shows besides the doc, from the site's settings.
#[derive(Debug, Clone, Copy)]
pub struct DocFlags {
    /// The site's `llms` setting: the page links its Markdown twin.
    pub llms: bool,
    /// Search engines are asked to leave the page (`unlisted`, or a `noIndex` version).
    pub no_index: bool,
    /// Its version has a banner (unreleased or unmaintained).
    pub version_banner: bool,
    /// The site's `social_cards` setting: the page shares its drawn card.
    pub cards: bool,
    /// A navbar link is the reader's place on the docs of a sidebar: the page says which it is in.
    pub sidebar_named: bool,
}

/// `sidebar_view` names the module of the doc's view of its sidebar (`guide/3`).
/// What the page reads of the rest of the site, it asks `site`.
pub fn doc_module(
    site: &Lookups,
    highlights: &highlight::Memo,
    flags: DocFlags,
    doc: &Doc,
    sidebar_view: &str,
    found: &mut Found,
) -> String {
    let DocFlags { llms, no_index, version_banner, cards: with_card, sidebar_named } = flags;
    let ctx = Context {
        site,
        source: &doc.source,
        page_path: &doc.meta.path,
        skip_title_heading: true,
        highlights,
    };
    let mut rendered = render(&ctx, &doc.body);
    found.add(&mut rendered);
    let front_matter = front_matter_binding(&rendered, &doc.source);
    let Rendered { jsx, components, esm, esm_names, layout, .. } = rendered;
    let mut out = header(&doc.source.path);
    let p = own_prefix(&esm);
    out.push_str("import type { DocMeta, PageHead } from \"../types\";\n");
    let _ = writeln!(out, "import {{ {} }} from \"../../theme/DocPage\";", own("DocPage", p));
    // Only a tagged doc imports the tags row, so the shell every doc loads stays without it.
    let tagged = !doc.meta.tags.is_empty();
    if tagged {
        let _ = writeln!(out, "import {{ {} }} from \"../../theme/DocTags\";", own("DocTags", p));
    }
    // Likewise the version banner: only the docs of a version that has one load it.
    if version_banner {
        let _ = writeln!(out, "import {{ {} }} from \"../../theme/VersionBanner\";", own("VersionBanner", p));
    }
    out.push_str(&component_imports(&components, 2, esm.is_some()));
    out.push_str(&front_matter);
    out.push_str(esm.as_deref().unwrap_or_default());
    let _ = writeln!(out, "import {{ sidebar }} from \"../sidebars/{sidebar_view}\";\n");
    // Exported too: opening a closed category reads its items from the sidebar of a page that has it open.
    out.push_str("export { sidebar };\n");
    if sidebar_named && !doc.meta.sidebar.is_empty() {
        let name = unversioned_sidebar(doc.meta.plugin.as_deref(), &doc.meta.version, &doc.meta.sidebar);
        let _ = writeln!(out, "export const sidebarName = {};", value(&name));
    }
    out.push_str(&page_head(&PageHead {
        title: doc.meta.title.clone(),
        description: doc.meta.description.clone(),
        path: doc.meta.path.clone(),
        keywords: doc.front.keywords.clone().unwrap_or_default(),
        image: share_image(site, &doc.source.path, doc.front.image.as_ref()),
        card: with_card.then(|| cards::card_of(doc.front.image.as_ref(), &doc.meta.path)).flatten(),
        noindex: no_index,
        markdown: llms.then(|| markdown_twin_path(&doc.meta.path)),
    }));
    let _ = writeln!(out, "const {p}meta: DocMeta = {};\n", value(&doc.meta));
    out.push_str(&body_bindings(&jsx, &esm_names, &format!("{p}meta")));
    let footer = if tagged {
        format!(" footer={{<{p}DocTags tags={{{p}meta.tags ?? []}} />}}")
    } else {
        String::new()
    };
    let banner = if version_banner {
        format!(" banner={{<{p}VersionBanner meta={{{p}meta}} />}}")
    } else {
        String::new()
    };
    let (content, shown) = body_component(&jsx, layout, esm.is_some());
    out.push_str(&content);
    let _ = writeln!(
        out,
        "export default function {p}Page() {{\n  return (\n    <{p}DocPage meta={{{p}meta}} sidebar={{sidebar}}{banner}{footer}>\n      {shown}\n    </{p}DocPage>\n  );\n}}",
    );
    out
}

/// The module of a Markdown partial: its body as a component of its own, as
/// Docusaurus compiles it (its imports, its heading ids, `props` from the tag
/// that shows it). `page_path` is the route of a page that shows it, which
/// its links are checked on.
pub fn partial_module(
    site: &Lookups,
    highlights: &highlight::Memo,
    partial: &Partial,
    page_path: &str,
    found: &mut Found,
) -> String {
    let ctx = Context { site, source: &partial.source, page_path, skip_title_heading: false, highlights };
    let mut rendered = render(&ctx, &partial.body);
    found.add(&mut rendered);
    let Rendered { jsx, components, esm, layout, .. } = rendered;
    let mut out = header(&partial.source.path);
    out.push_str(&component_imports(&components, 2, esm.is_some()));
    out.push_str(esm.as_deref().unwrap_or_default());
    let p = own_prefix(&esm);
    let _ = writeln!(
        out,
        "\n// What the tag that shows the partial gives it (`<Part name=\"…\" />`: `props.name`).\nexport default function {p}MDXContent(props: Record<string, any>) {{\n  void props;\n  return {};\n}}",
        in_layout(&jsx, layout, " {...props}"),
    );
    out.push_str(&mdx_exports(&partial.body));
    out
}

/// What an MDX module exports beside its component, as Docusaurus' loader
/// gives them (`import Part, {toc} from './part.md'`): the headings below
/// the title as `toc`, the title as `contentTitle`, and its front matter
/// (none: a partial's is not read).
fn mdx_exports(body: &content_model::markdown::Body) -> String {
    let entries: Vec<String> = (body.headings.iter().filter(|h| h.level >= 2))
        .map(|h| {
            format!(
                "{{ value: {}, id: {}, level: {} }}",
                crate::jsx::string(&h.text),
                crate::jsx::string(&h.id),
                h.level
            )
        })
        .collect();
    let title = body
        .headings
        .iter()
        .find(|h| h.level == 1)
        .map_or("undefined".to_string(), |h| crate::jsx::string(&h.text));
    format!(
        "export const toc = [{}];\nexport const contentTitle = {title};\nexport const frontMatter = {{}};\n",
        entries.join(", ")
    )
}

/// The prefix of the names a page module declares: `$` beside an MDX body's
/// own imports and exports (which may take any other name), none otherwise
/// (so Markdown pages' modules read as before).
pub(crate) fn own_prefix(esm: &Option<String>) -> &'static str {
    if esm.is_some() { "$" } else { "" }
}

/// An imported name under the module's prefix: `DocPage`, or `DocPage as $DocPage`.
pub(crate) fn own(name: &str, prefix: &str) -> String {
    if prefix.is_empty() { name.to_string() } else { format!("{name} as {prefix}{name}") }
}

/// The post page module and its preview module (the part before `<!-- truncate -->`);
/// `site`, `llms` and `with_card` as for [`doc_module`]'s flags.
pub fn post_modules(
    site: &Lookups,
    highlights: &highlight::Memo,
    (llms, with_card): (bool, bool),
    post: &Post,
    found: &mut Found,
) -> (String, String) {
    let ctx = Context {
        site,
        source: &post.source,
        page_path: &post.meta.path,
        skip_title_heading: true,
        highlights,
    };
    let mut rendered = render(&ctx, &post.body);
    found.add(&mut rendered);
    let front_matter = front_matter_binding(&rendered, &post.source);
    let Rendered { jsx, preview, components, esm, esm_names, layout, .. } = rendered;
    let mut page = header(&post.source.path);
    let p = own_prefix(&esm);
    page.push_str("import type { PageHead, PostMeta } from \"../types\";\n");
    let _ = writeln!(page, "import {{ {} }} from \"../../theme/BlogPostPage\";", own("BlogPostPage", p));
    page.push_str(&component_imports(&components, 2, esm.is_some()));
    page.push_str(&blog_sidebar_import(post.blog, p));
    page.push_str(&front_matter);
    page.push_str(esm.as_deref().unwrap_or_default());
    page.push_str(&page_head(&PageHead {
        title: post.title_meta.clone().unwrap_or_else(|| post.meta.title.clone()),
        description: post.meta.description.clone(),
        path: post.meta.path.clone(),
        keywords: post.keywords.clone(),
        image: share_image(site, &post.source.path, post.image.as_ref()),
        card: with_card.then(|| cards::card_of(post.image.as_ref(), &post.meta.path)).flatten(),
        noindex: post.unlisted,
        markdown: llms.then(|| markdown_twin_path(&post.meta.path)),
    }));
    let _ = writeln!(page, "const {p}meta: PostMeta = {};\n", value(&post.meta));
    page.push_str(&body_bindings(&jsx, &esm_names, &format!("{p}meta")));
    let (content, shown) = body_component(&jsx, layout, esm.is_some());
    page.push_str(&content);
    let _ = writeln!(
        page,
        "export default function {p}Page() {{\n  return (\n    <{p}BlogPostPage meta={{{p}meta}} years={{{p}years}}{}>\n      {shown}\n    </{p}BlogPostPage>\n  );\n}}",
        blog_settings_prop(post.blog, p),
    );

    // The preview imports only what the part before the cut uses.
    let preview = preview.unwrap_or_else(|| jsx.clone());
    let used: BTreeSet<&'static str> = components
        .iter()
        .copied()
        .filter(|&name| match name == elements::NAME {
            true => elements::used_in(&preview),
            false => preview.contains(&format!("<{} ", if esm.is_some() { internal(name) } else { name })),
        })
        .collect();
    let mut short = header(&post.source.path);
    short.push_str(&component_imports(&used, 2, esm.is_some()));
    // The preview may use what the post imports (its unused imports are dropped when compiled).
    short.push_str(&front_matter);
    short.push_str(esm.as_deref().unwrap_or_default());
    let _ = writeln!(
        short,
        "\nexport default function Preview() {{\n  return {};\n}}",
        in_layout(&preview, layout, "")
    );
    (page, short)
}

/// A blog list, tag or author page; previews are imported from their modules.
pub fn blog_list_module(site: &Site, kind: RouteKind, preview_modules: &[String]) -> String {
    let list = crate::blog_lists::blog_list(site, kind);
    let blog = crate::blog_lists::blog_of(kind);
    let mut out = header("content/blog");
    out.push_str("import type { BlogListMeta, PageHead } from \"../types\";\n");
    out.push_str("import { BlogListPage } from \"../../theme/BlogListPage\";\n");
    out.push_str(blog_sidebar_import(blog, "").trim_end());
    out.push('\n');
    let mut names = Vec::new();
    for post in &list.posts {
        let index = site.posts.iter().position(|p| p.meta.path == post.path).expect("listed post exists");
        let _ = writeln!(out, "import Preview{index} from \"../previews/{}\";", preview_modules[index]);
        names.push(format!("Preview{index}"));
    }
    out.push('\n');
    out.push_str(&head(&list.title, &list.description, &list.path));
    let _ = writeln!(out, "const list: BlogListMeta = {};\n", value(&list));
    let _ = writeln!(
        out,
        "export default function Page() {{\n  return <BlogListPage list={{list}} years={{years}}{} previews={{[{}]}} />;\n}}",
        blog_settings_prop(blog, ""),
        names.join(", ")
    );
    out
}

pub fn archive_module(site: &Site, blog: BlogView<'_>) -> String {
    let mut out = header("content/blog");
    out.push_str("import type { PageHead, PostYear } from \"../types\";\n");
    out.push_str("import { BlogArchivePage } from \"../../theme/BlogArchivePage\";\n\n");
    let texts = i18n::texts(site);
    let description = fill(texts.archive_description, &[("blog", &i18n::title_of(site, blog.options))]);
    let path = blog.options.archive_path().unwrap_or_default();
    out.push_str(&head(texts.archive_title, &description, &path));
    let _ = writeln!(out, "const years: PostYear[] = {};\n", value(&blog.posts_by_year(None)));
    out.push_str(
        "export default function Page() {\n  return <BlogArchivePage years={years} title={head.title} description={head.description} />;\n}\n",
    );
    out
}

pub fn tags_module(site: &Site, blog: BlogView<'_>) -> String {
    let counts: Vec<TagCount> = blog
        .tags
        .iter()
        .map(|tag| TagCount { tag: tag.clone(), count: blog.listed_posts_tagged(&tag.key).count() as u32 })
        .collect();
    let texts = i18n::texts(site);
    let description = fill(texts.blog_tags_description, &[("blog", &i18n::title_of(site, blog.options))]);
    let head = head(texts.tags_title, &description, &blog.options.under(&blog.options.tags_base));
    let list = CountedList { component: "BlogTagsPage", prop: "tags", ty: "TagCount", blog: blog.index };
    counted_list_module("content/blog/tags.yml", list, &head, &value(&counts))
}

/// `/tags`: every listed docs tag with the number of listed docs that carry it.
pub fn doc_tags_module(site: &Site) -> String {
    let counts: Vec<TagCount> = site
        .doc_tags
        .iter()
        .filter_map(|tag| {
            let docs = site.docs_tagged(tag);
            let listed = docs.iter().any(|d| !d.unlisted);
            listed.then(|| TagCount { tag: tag.clone(), count: docs.len() as u32 })
        })
        .collect();
    let mut out = header("docs/tags.yml");
    out.push_str("import type { PageHead, TagCount } from \"../types\";\n");
    out.push_str("import { DocTagsPage } from \"../../theme/DocTagsPage\";\n\n");
    let texts = i18n::texts(site);
    out.push_str(&head(texts.tags_title, texts.doc_tags_description, "/tags"));
    let _ = writeln!(out, "const tags: TagCount[] = {};\n", value(&counts));
    out.push_str("export default function Page() {\n  return <DocTagsPage tags={tags} />;\n}\n");
    out
}

/// A docs tag's page: its docs by title, as Docusaurus lists them.
pub fn doc_tag_module(site: &Site, index: usize) -> String {
    let texts = i18n::texts(site);
    let tag = &site.doc_tags[index];
    let tagged = site.docs_tagged(tag);
    let mut docs: Vec<DocSummary> = tagged
        .iter()
        .map(|d| DocSummary {
            title: d.meta.title.clone(),
            description: d.meta.description.clone(),
            path: d.meta.path.clone(),
        })
        .collect();
    docs.sort_by(|a, b| a.title.to_lowercase().cmp(&b.title.to_lowercase()).then(a.path.cmp(&b.path)));
    let list = DocTagList {
        title: fill(texts.doc_tag_title, &[("tag", &tag.label), ("count", &docs.len().to_string())]),
        tag: tag.clone(),
        docs,
        all_tags: site.has_doc_tags_page().then(|| "/tags".to_string()),
    };
    let mut out = header(&tagged[0].source.path);
    out.push_str("import type { DocTagList, PageHead } from \"../types\";\n");
    out.push_str("import { DocTagPage } from \"../../theme/DocTagPage\";\n\n");
    out.push_str(&page_head(&PageHead {
        title: list.title.clone(),
        description: tag
            .description
            .clone()
            .unwrap_or_else(|| fill(texts.doc_tag_description, &[("tag", &tag.label)])),
        path: tag.path.clone(),
        keywords: Vec::new(),
        image: None,
        card: None,
        noindex: tagged.iter().all(|d| d.unlisted),
        markdown: None,
    }));
    let _ = writeln!(out, "const list: DocTagList = {};\n", value(&list));
    out.push_str("export default function Page() {\n  return <DocTagPage list={list} />;\n}\n");
    out
}

pub fn authors_module(site: &Site, blog: BlogView<'_>) -> String {
    let counts: Vec<AuthorCount> = blog
        .authors
        .iter()
        .map(|author| AuthorCount {
            author: author.clone(),
            count: blog.listed_posts_by(&author.key).count() as u32,
        })
        .collect();
    let texts = i18n::texts(site);
    let description = fill(texts.authors_description, &[("blog", &i18n::title_of(site, blog.options))]);
    let head = head(texts.authors_title, &description, &blog.options.under(&blog.options.authors_base));
    let list =
        CountedList { component: "BlogAuthorsPage", prop: "authors", ty: "AuthorCount", blog: blog.index };
    counted_list_module("content/blog/authors.yml", list, &head, &value(&counts))
}

/// What a blog page that lists things with their post counts shows: the
/// theme's `component`, handed the counts (of `ty`) as `prop`, of blog `blog`.
struct CountedList {
    component: &'static str,
    prop: &'static str,
    ty: &'static str,
    blog: usize,
}

/// A blog page that lists things with their post counts (tags, authors): the
/// `counts` (JSON of the list's type) handed to the theme, beside the blog sidebar.
fn counted_list_module(source: &str, list: CountedList, head: &str, counts: &str) -> String {
    let CountedList { component, prop, ty, blog } = list;
    let mut types = [ty, "PageHead"];
    types.sort_unstable();
    let mut out = header(source);
    let _ = writeln!(out, "import type {{ {} }} from \"../types\";", types.join(", "));
    let _ = writeln!(out, "import {{ {component} }} from \"../../theme/{component}\";");
    out.push_str(&blog_sidebar_import(blog, ""));
    out.push_str(head);
    let _ = writeln!(out, "const {prop}: {ty}[] = {counts};\n");
    let _ = writeln!(
        out,
        "export default function Page() {{\n  return <{component} {prop}={{{prop}}} years={{years}}{} />;\n}}",
        blog_settings_prop(blog, "")
    );
    out
}

/// The module of blog `blog`'s sidebar and settings (see `blog_sidebar_module`).
pub fn blog_sidebar_file(blog: usize) -> String {
    if blog == 0 { "blog-sidebar".to_string() } else { format!("blog-sidebar-{blog}") }
}

/// The import of a blog page's sidebar (`years`, with the prefix `p`), and of
/// a further blog's settings, which the theme otherwise takes from the first blog's.
pub fn blog_sidebar_import(blog: usize, p: &str) -> String {
    let names =
        if blog == 0 { own("years", p) } else { format!("{}, {}", own("years", p), own("blogSettings", p)) };
    format!("import {{ {names} }} from \"../{}\";\n\n", blog_sidebar_file(blog))
}

/// ` blog={…}` for a further blog's page (the first blog's is the theme's default).
fn blog_settings_prop(blog: usize, p: &str) -> String {
    if blog == 0 { String::new() } else { format!(" blog={{{p}blogSettings}}") }
}

pub fn search_module(site: &Site) -> String {
    let mut out = header("ui/src/theme/SearchPage.tsx");
    out.push_str("import type { PageHead } from \"../types\";\n");
    out.push_str("import { SearchPage } from \"../../theme/SearchPage\";\n\n");
    let texts = i18n::texts(site);
    let description =
        fill(texts.search_description, &[("site", &site.config.title), ("blog", &i18n::blog_title(site))]);
    out.push_str(&head(texts.search_title, &description, "/search"));
    out.push_str("\nexport default function Page() {\n  return <SearchPage />;\n}\n");
    out
}

/// A React page of the site (`src/pages`): its component, bundled as site code
/// (ui/stages/site.mjs), is the page; its `@theme/Layout` sets the title.
pub fn react_page_module(site: &Site, page: &content_model::site_pages::PageFile) -> String {
    let mut out = header(&page.file);
    out.push_str("import type { PageHead } from \"../types\";\n");
    // A translated locale's page is its translation's file where it has one
    // (`i18n/zh/docusaurus-plugin-content-pages/index.tsx`), which imports its own modules from there.
    let file = site.shown_path(&page.file);
    let _ = writeln!(out, "import SitePage from {};\n", value(&format!("@site/{file}#@{file}:1:1")));
    // The props Docusaurus gives a React page: its route's `location` and `history`, and the
    // config as data (`modules: {config: '@generated/docusaurus.config'}`).
    out.push_str("import { useHistory, useLocation } from \"../../docusaurus/router\";\n");
    out.push_str("import { context } from \"../../docusaurus/useDocusaurusContext\";\n");
    // No title of its own: the site's alone, unless its `<Layout title>` or `<Head>` asks for one (docusaurus/Head).
    out.push_str(&head("", &site.config.tagline, &page.path));
    // A route a site plugin added gives its component the data of its `modules` and its `props`.
    let (props, spread) = match &page.props {
        Some(json) => (format!("\nconst props: Record<string, unknown> = {json};\n"), "{...props} "),
        None => (String::new(), ""),
    };
    out.push_str(&props);
    let _ = write!(
        out,
        "\nexport default function Page() {{\n  return <SitePage {spread}config={{context.siteConfig}} location={{useLocation()}} history={{useHistory()}} />;\n}}\n",
    );
    out
}

pub fn home_module(site: &Site) -> String {
    let mut out = header("content/data/home.yml");
    out.push_str("import type { HomeMeta, PageHead } from \"../types\";\n");
    out.push_str("import { HomePage } from \"../../theme/HomePage\";\n\n");
    out.push_str(&head(&site.config.title, &site.config.tagline, "/"));
    let _ = writeln!(out, "const home: HomeMeta = {};\n", value(&crate::theme_pages::home(site)));
    out.push_str("export default function Page() {\n  return <HomePage home={home} />;\n}\n");
    out
}

/// Docusaurus' `toc` export of an MDX file, for a body that reads it
/// (`<TOCInline toc={toc} />`): the page's headings as `{ value, id, level }`
/// from `meta`'s; nothing when the body does not name `toc` or its own ESM
/// binds it (`esm_names`, as the parser read the blocks). A `toc` in the
/// JSX's text gives a binding nobody reads, which is harmless.
pub(crate) fn toc_binding(jsx: &str, esm_names: &BTreeSet<String>, meta: &str) -> String {
    if !names(jsx, "toc") || esm_names.contains("toc") {
        return String::new();
    }
    format!("const toc = {meta}.toc.map((t) => ({{ value: t.text, id: t.id, level: t.level }}));\n")
}

/// The bindings MDX gives a page's body besides its own ESM: [`toc_binding`],
/// and `props` (a page is rendered with none: `{props.debug && …}` is then
/// false, not a ReferenceError).
pub(crate) fn body_bindings(jsx: &str, esm_names: &BTreeSet<String>, meta: &str) -> String {
    let props = if names(jsx, "props") && !esm_names.contains("props") {
        "const props: Record<string, any> = {};\n"
    } else {
        ""
    };
    format!("{}{props}", toc_binding(jsx, esm_names, meta))
}

/// `const frontMatter = {…}`, the page's whole front matter, for an MDX body
/// that names `frontMatter` without binding it: Docusaurus' MDX loader gives
/// every page its front matter so (`<AdrTable frontMatter={frontMatter} />`).
pub(crate) fn front_matter_binding(rendered: &Rendered, source: &content_model::SourceFile) -> String {
    let code = rendered.esm.as_deref().unwrap_or_default();
    let named = names(&rendered.jsx, "frontMatter") || names(code, "frontMatter");
    if rendered.esm.is_none() || !named || rendered.esm_names.contains("frontMatter") {
        return String::new();
    }
    // Dates written as YAML timestamps are `Date`s there, as js-yaml reads them.
    let dates: String = content_model::frontmatter::timestamps(source)
        .iter()
        .map(|(key, instant)| format!(", {}: new Date({})", value(key), value(instant)))
        .collect();
    let data = value(&content_model::frontmatter::as_json(source));
    match dates.is_empty() {
        true => format!("const frontMatter = {data};\n"),
        false => format!("const frontMatter = {{ ...{data}{dates} }};\n"),
    }
}

/// Whether `code` names the variable `name` (not a property or a longer name).
fn names(code: &str, name: &str) -> bool {
    code.match_indices(name).any(|(at, _)| {
        let before = code[..at].chars().next_back();
        let after = code[at + name.len()..].chars().next();
        let part_of_name = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
        !part_of_name(before) && before != Some('.') && !part_of_name(after)
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::{body_bindings, toc_binding};

    #[test]
    fn toc_is_given_to_a_body_that_names_it_and_has_no_toc_of_its_own() {
        let none = BTreeSet::new();
        let given = toc_binding("<TOCInline toc={toc} />", &none, "meta");
        assert_eq!(
            given,
            "const toc = meta.toc.map((t) => ({ value: t.text, id: t.id, level: t.level }));\n"
        );
        assert_eq!(
            toc_binding("<p>{meta.toc.length} {tocs}</p>", &none, "meta"),
            "",
            "not a name of its own"
        );
        let own: BTreeSet<String> = ["toc".to_string()].into();
        assert_eq!(toc_binding("<TOCInline toc={toc} />", &own, "meta"), "", "the ESM's own `toc`");
    }

    #[test]
    fn a_page_body_that_reads_props_gets_the_empty_props_a_page_is_rendered_with() {
        let none = BTreeSet::new();
        assert_eq!(
            body_bindings("<>{props.debug && <p>디버그</p>}</>", &none, "meta"),
            "const props: Record<string, any> = {};\n"
        );
        assert_eq!(body_bindings("<p>{meta.props}</p>", &none, "meta"), "", "a property, not the name");
        let own: BTreeSet<String> = ["props".to_string()].into();
        assert_eq!(body_bindings("<p>{props.x}</p>", &own, "meta"), "", "the ESM's own `props`");
    }
}
