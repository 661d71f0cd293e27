//! Turns a [`Site`] into the TypeScript and TSX modules of `ui/src/generated/`.
//!
//! Pure: values in, strings out. The caller (xtask) writes them to disk.

pub mod blog_lists;
pub mod cards;
pub mod html;
pub mod i18n;
pub mod jsx;
pub mod lookups;
pub mod markdown;
mod markdown_pages;
pub mod memo;
mod names;
pub mod pages;
pub mod sidebar_views;
pub mod theme_pages;

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use content_model::meta::{self, ManifestRoute, StageManifest};
use content_model::{Diagnostic, RouteKind, Site};

use crate::jsx::{value, value_pretty};
pub use crate::markdown::MAX_NESTING;
pub use crate::memo::PageMemo;
/// The generated module (no extension) of the Markdown partial at a site path.
pub use crate::names::partial_module as partial_module_path;
pub use crate::pages::Module;
use crate::sidebar_views::sidebar_views;
pub use crate::theme_pages::routes;
pub use highlight::Memo as HighlightMemo;

/// Everything codegen produces for a site.
pub struct Output {
    pub modules: Vec<Module>,
    /// Problems found while rendering (links, images, raw HTML): warnings.
    pub diagnostics: Vec<Diagnostic>,
    /// Every Markdown link to a route of the site, for the link checker.
    pub links: Vec<pages::ContentLink>,
    /// What the bundler and the pre-render step read (also among `modules`, as `manifest.json`).
    pub manifest: StageManifest,
}

/// Generated modules the app shell imports (ui/src/runtime, App, theme): they
/// are bundled with the shell, so a change to them rebuilds it.
/// The view module (an empty sidebar) of docs that no sidebar holds.
const NO_SIDEBAR: &str = "_none";

const SHELL_MODULES: [&str; 5] =
    ["types.ts", "site.ts", "routes.ts", "docusaurus-config.ts", "docs-plugins.ts"];

/// Generates every module of the site.
pub fn generate(site: &Site) -> Output {
    generate_with(site, &PageMemo::default(), &HighlightMemo::default())
}

/// Generates every module of the site, taking from `memo` the doc and post
/// pages made before from the same inputs and from `highlights` the code
/// blocks highlighted before (and leaving the new ones in each).
pub fn generate_with(site: &Site, memo: &PageMemo, highlights: &HighlightMemo) -> Output {
    let mut found = pages::Found::default();
    let mut modules = vec![
        Module { path: "types.ts".into(), text: content_model::TS_DECLARATIONS.to_string() },
        site_module(site),
        docusaurus_config_module(site),
        // For the `@docusaurus/plugin-content-docs/client` stand-in (only site code that calls it loads it).
        data_module("docs-plugins.ts", "DocsPluginMeta[]", "docsPlugins", &value_pretty(&site.docs_plugins)),
        data_module("glossary.ts", "GlossaryGroup[]", "glossary", &value_pretty(&site.glossary)),
    ];
    modules.extend(site.blogs().map(|blog| blog_sidebar_module(site, blog)));
    // Each doc page imports its view of its sidebar (see sidebar_views).
    if site.docs.iter().any(|d| d.meta.sidebar.is_empty()) {
        modules.push(data_module(&format!("sidebars/{NO_SIDEBAR}.ts"), "SidebarItem[]", "sidebar", "[]"));
    }
    // (sidebar, page path) -> view module: a doc may be in several sidebars.
    let mut view_modules: HashMap<(String, String), String> = HashMap::new();
    for (name, items) in &site.sidebars {
        let views = sidebar_views(items);
        for (k, view) in views.views.iter().enumerate() {
            modules.push(data_module(
                &format!("sidebars/{name}/{k}.ts"),
                "SidebarItem[]",
                "sidebar",
                &value_pretty(view),
            ));
        }
        for (path, k) in views.view_of {
            view_modules.insert((name.clone(), path), format!("{name}/{k}"));
        }
    }

    let mut taken = HashSet::new();
    let preview_names: Vec<String> =
        site.posts.iter().map(|p| names::module_name("preview-", &p.meta.slug, &mut taken)).collect();
    let posts = in_parallel(&site.posts, |post| post_modules(site, memo, highlights, post));
    for ((texts, _), name) in posts.iter().zip(&preview_names) {
        modules.push(Module { path: format!("previews/{name}.tsx"), text: texts[1].clone() });
    }

    let routes = theme_pages::routes_reporting_duplicates(site, &mut found.diagnostics);
    let count = shard_count(routes.len());
    let mut shards: Vec<String> = vec![String::new(); count];
    let mut taken = HashSet::new();
    let mut manifest_routes = Vec::with_capacity(routes.len());
    // Each page's module on its own (rendering Markdown and highlighting code
    // is most of codegen), with what it found, in route order.
    // The docs say which sidebar they are in when a navbar link is current on a sidebar's docs.
    let sidebar_named = meta::any_link(&site.config.navbar, &|link| {
        link.active.as_ref().is_some_and(|a| a.sidebar.is_some())
    });
    let texts = in_parallel(&routes, |route| {
        let mut found = pages::Found::default();
        let text = match route.kind {
            RouteKind::Home => pages::home_module(site),
            RouteKind::Doc(i) => {
                let doc = &site.docs[i];
                let version = site.config.versions.iter().find(|v| v.name == doc.meta.version);
                let flags = pages::DocFlags {
                    llms: site.config.llms,
                    // As Docusaurus: an unlisted doc, and every doc of a version with `noIndex: true`.
                    no_index: doc.unlisted || version.is_some_and(|v| v.no_index),
                    version_banner: version.is_some_and(|v| v.banner.is_some()),
                    cards: site.config.social_cards,
                    sidebar_named,
                };
                // A doc in no sidebar shows none; one shown beside a sidebar it is not in
                // (`displayed_sidebar`) gets that sidebar's top level.
                let view = match view_modules.get(&(doc.meta.sidebar.clone(), doc.meta.path.clone())) {
                    _ if doc.meta.sidebar.is_empty() => NO_SIDEBAR.to_string(),
                    Some(view) => view.clone(),
                    None => format!("{}/0", doc.meta.sidebar),
                };
                let key = memo::key(&[
                    b"doc",
                    doc.source.path.as_bytes(),
                    doc.source.text.as_bytes(),
                    &serde_json::to_vec(&doc.meta).expect("doc meta serialises"),
                    &serde_json::to_vec(&(&doc.front.keywords, &doc.front.image, doc.unlisted))
                        .expect("front matter serialises"),
                    view.as_bytes(),
                    &[
                        u8::from(flags.llms),
                        u8::from(flags.no_index),
                        u8::from(flags.version_banner),
                        u8::from(flags.cards),
                        u8::from(flags.sidebar_named),
                    ],
                ]);
                let (mut texts, mut made) = memo::page(memo, site, key, |lookups| {
                    let mut found = pages::Found::default();
                    (vec![pages::doc_module(lookups, highlights, flags, doc, &view, &mut found)], found)
                });
                found.absorb(&mut made);
                texts.remove(0)
            }
            RouteKind::Post(i) => {
                let (texts, made) = &posts[i];
                found.diagnostics.extend(made.diagnostics.iter().cloned());
                found.links.extend(made.links.iter().cloned());
                texts[0].clone()
            }
            RouteKind::BlogList(..) | RouteKind::BlogTag(..) | RouteKind::BlogAuthor(..) => {
                pages::blog_list_module(site, route.kind, &preview_names)
            }
            RouteKind::BlogArchive(b) => pages::archive_module(site, site.blog_at(b)),
            RouteKind::BlogTags(b) => pages::tags_module(site, site.blog_at(b)),
            RouteKind::BlogAuthors(b) => pages::authors_module(site, site.blog_at(b)),
            RouteKind::DocTags => pages::doc_tags_module(site),
            RouteKind::DocTag(i) => pages::doc_tag_module(site, i),
            RouteKind::Search => pages::search_module(site),
            RouteKind::ReactPage(i) => pages::react_page_module(site, &site.react_pages[i]),
            RouteKind::MarkdownPage(i) => {
                let page = &site.markdown_pages[i];
                let key = memo::key(&[
                    b"markdown-page",
                    page.source.path.as_bytes(),
                    page.source.text.as_bytes(),
                    &serde_json::to_vec(&page.meta).expect("page meta serialises"),
                    &serde_json::to_vec(&(&page.front.keywords, &page.front.image, page.unlisted))
                        .expect("front matter serialises"),
                    &[u8::from(site.config.llms)],
                ]);
                let (mut texts, mut made) = memo::page(memo, site, key, |lookups| {
                    let mut found = pages::Found::default();
                    (
                        vec![markdown_pages::markdown_page_module(
                            lookups,
                            site.config.llms,
                            page,
                            highlights,
                            &mut found,
                        )],
                        found,
                    )
                });
                found.absorb(&mut made);
                texts.remove(0)
            }
        };
        (text, found)
    });
    modules.extend(partial_modules(site, highlights, &routes, &mut found));
    for (route, (text, mut page_found)) in routes.into_iter().zip(texts) {
        found.absorb(&mut page_found);
        let name = names::module_name("", &route.path, &mut taken);
        let shard = shard_of(&route.path, count);
        manifest_routes.push(ManifestRoute {
            path: route.path.clone(),
            module: format!("pages/{name}.tsx"),
            shard,
        });
        let _ = writeln!(
            shards[shard],
            "  {{ path: {}, module: \"pages/{name}\", load: () => import(\"../pages/{name}\") }},",
            jsx::string(&route.path)
        );
        modules.push(Module { path: format!("pages/{name}.tsx"), text });
    }
    for (k, entries) in shards.iter().enumerate() {
        modules.push(Module {
            path: format!("route-shards/{k}.ts"),
            text: format!(
                "// Generated by crates/codegen. Do not edit.\nimport type {{ RouteDef }} from \"../../runtime/routes\";\n\nexport const routes: RouteDef[] = [\n{entries}];\n"
            ),
        });
    }
    // Only the count: the shard files are named by their content, which the
    // app shell cannot know (see ui/src/runtime/shardFiles.ts).
    let table = format!(
        "// Generated by crates/codegen. Do not edit.\n// The route table is in {count} shard(s), each a chunk loaded when a path in it is needed.\nexport const shardCount = {count};\n"
    );
    modules.push(Module { path: "routes.ts".into(), text: table });
    let manifest = StageManifest {
        site: site.config.clone(),
        shard_count: count,
        shell_modules: SHELL_MODULES.map(String::from).to_vec(),
        modules: modules
            .iter()
            .map(|m| m.path.clone())
            .filter(|p| !SHELL_MODULES.contains(&p.as_str()))
            .collect(),
        routes: manifest_routes,
        shards: (0..count).map(|k| format!("route-shards/{k}.ts")).collect(),
        not_found_shard: shard_of(content_model::shared::NOT_FOUND_ROUTE, count),
        document: i18n::document_texts(site),
        custom_css: site.theme_files.custom_css.clone(),
        head_assets: site.theme_files.head.clone(),
        client_modules: site.theme_files.client_modules.clone(),
        gtag_ids: site.theme_files.gtag_ids.clone(),
        connect_sources: site.theme_files.connect_sources.clone(),
        outer_roots: site.content_roots.iter().filter(|root| root.starts_with("../")).cloned().collect(),
        config_css: format!("{}{}", navbar_places_css(&site.config), site.theme_files.css),
        html_page_files: site.html_page_files(),
        site_code_as_tsx: site.theme_files.site_code_as_tsx,
        aliases: site
            .theme_files
            .aliases
            .iter()
            .map(|(prefix, folder)| content_model::meta::SiteAlias {
                prefix: prefix.clone(),
                folder: folder.clone(),
            })
            .collect(),
        markdown_modules: site
            .script_partials
            .iter()
            .map(|path| (path.clone(), format!("{}.tsx", names::partial_module(path))))
            .collect(),
    };
    modules.push(Module {
        path: "manifest.json".into(),
        text: serde_json::to_string_pretty(&manifest).expect("the manifest serialises"),
    });
    let mut diagnostics = found.diagnostics;
    markdown::code_block::fold_unhighlighted(&mut diagnostics);
    // A translation is read under the path of the page it translates: its findings name its own file.
    for diagnostic in &mut diagnostics {
        diagnostic.file = site.shown_path(&diagnostic.file).to_string();
    }
    let mut links = found.links;
    for link in &mut links {
        link.file = site.shown_path(&link.file).to_string();
    }
    Output { modules, diagnostics, links, manifest }
}

/// With Docusaurus' item places (`navbar_right_at`), the right-hand group
/// starts where the config says rather than at the last link, and the last
/// link is a link like the others, not our theme's outlined button.
fn navbar_places_css(site: &content_model::meta::SiteMeta) -> &'static str {
    match site.navbar_right_at {
        Some(_) => {
            ".navbar-links>li:last-child{margin-left:0}.navbar-links>li:last-child>a:not(:empty){padding:.25rem 0;border:0}.navbar-links>li.navbar-right{margin-left:auto}"
        }
        None => "",
    }
}

/// The module of every Markdown partial, rendered on the route of the first
/// page (in route order) that shows it.
fn partial_modules(
    site: &Site,
    highlights: &HighlightMemo,
    routes: &[content_model::Route],
    found: &mut pages::Found,
) -> Vec<Module> {
    let mut shown_on: HashMap<String, &str> = HashMap::new();
    // Each page's folder, for a partial only site code shows: it is rendered on the nearest page.
    let mut page_folders: Vec<(&str, &str)> = Vec::new();
    for route in routes {
        let (source, body) = match route.kind {
            RouteKind::Doc(i) => (&site.docs[i].source, &site.docs[i].body),
            RouteKind::Post(i) => (&site.posts[i].source, &site.posts[i].body),
            RouteKind::MarkdownPage(i) => (&site.markdown_pages[i].source, &site.markdown_pages[i].body),
            _ => continue,
        };
        for used in content_model::mdx::partials::used_by(&source.path, body, &site.partials) {
            shown_on.entry(used).or_insert(&route.path);
        }
        page_folders.push((source.path.rsplit_once('/').map_or("", |(folder, _)| folder), &route.path));
    }
    for path in &site.script_partials {
        let folder = path.rsplit_once('/').map_or("", |(folder, _)| folder);
        // The first such page in route order (`max_by_key` keeps the last of equals).
        let nearest = page_folders
            .iter()
            .rev()
            .max_by_key(|(page_folder, _)| common_prefix(page_folder, folder))
            .map_or("/", |(_, route)| route);
        shown_on.entry(path.clone()).or_insert(nearest);
    }
    let lookups = lookups::Lookups::new(site);
    site.partials
        .iter()
        .filter_map(|(path, partial)| {
            let page = shown_on.get(path)?;
            let text = pages::partial_module(&lookups, highlights, partial, page, found);
            Some(Module { path: format!("{}.tsx", names::partial_module(path)), text })
        })
        .collect()
}

/// How many leading folders two folder paths share.
fn common_prefix(a: &str, b: &str) -> usize {
    a.split('/').zip(b.split('/')).take_while(|(x, y)| x == y).count()
}

/// A post's page and preview modules (from the memo when its inputs are the same).
fn post_modules(
    site: &Site,
    memo: &PageMemo,
    highlights: &HighlightMemo,
    post: &content_model::Post,
) -> memo::Made {
    let key = memo::key(&[
        b"post",
        post.source.path.as_bytes(),
        post.source.text.as_bytes(),
        &serde_json::to_vec(&post.meta).expect("post meta serialises"),
        &serde_json::to_vec(&(&post.title_meta, &post.keywords, &post.image, post.unlisted))
            .expect("post fields serialise"),
        &[u8::from(site.config.llms), u8::from(site.config.social_cards)],
    ]);
    memo::page(memo, site, key, |lookups| {
        let mut found = pages::Found::default();
        let shares = (site.config.llms, site.config.social_cards);
        let (page, preview) = pages::post_modules(lookups, highlights, shares, post, &mut found);
        (vec![page, preview], found)
    })
}

/// `work` applied to every item on all cores, the results in the items' order.
/// Threads take the next few items as they finish (halves of the route list
/// differ: docs carry the code blocks to highlight, blog lists are cheap).
fn in_parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    const TAKEN_AT_ONCE: usize = 4;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads == 1 || items.len() < 2 {
        return items.iter().map(&work).collect();
    }
    let next = AtomicUsize::new(0);
    let (work, next) = (&work, &next);
    let mut done: Vec<(usize, Vec<R>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads.min(items.len()))
            .map(|_| {
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    loop {
                        let start = next.fetch_add(TAKEN_AT_ONCE, Ordering::Relaxed);
                        if start >= items.len() {
                            return mine;
                        }
                        let end = (start + TAKEN_AT_ONCE).min(items.len());
                        mine.push((start, items[start..end].iter().map(work).collect()));
                    }
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a codegen thread panicked")).collect()
    });
    done.sort_unstable_by_key(|(start, _)| *start);
    done.into_iter().flat_map(|(_, results)| results).collect()
}

/// Routes per shard the table aims for: small, so even a small site exercises
/// several shards, and the shard a page loads first stays small at any size.
const ROUTES_PER_SHARD: usize = 16;

/// A power of two, so growing the site regroups routes rarely.
fn shard_count(routes: usize) -> usize {
    routes.div_ceil(ROUTES_PER_SHARD).next_power_of_two().max(1)
}

/// FNV-1a (32 bit) of the path's UTF-8 bytes, modulo the shard count; the
/// browser computes the same in `ui/src/runtime/routes.ts`.
pub fn shard_of(path: &str, count: usize) -> usize {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in path.bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash as usize % count
}

/// `site.ts`: the site's settings, and the blog's title (the search names it) when it has posts.
fn site_module(site: &Site) -> Module {
    let mut module = data_module("site.ts", "SiteMeta", "site", &value_pretty(&site.config));
    let blog = site.blog_at(0).posts().next().is_some().then(|| i18n::blog_title(site));
    let _ = writeln!(module.text, "\nexport const blogTitle: string | null = {};", value(&blog));
    module
}

/// `docusaurus-config.ts`: the Docusaurus config as data, for the
/// `useDocusaurusContext` stand-in, and the site plugins' global data, for
/// `useGlobalData`'s (only pages whose code calls them load them).
fn docusaurus_config_module(site: &Site) -> Module {
    // The site's own messages of the locale's `code.json` (the theme's, `theme.…`, are in its tables).
    let own: std::collections::BTreeMap<&String, &String> =
        site.config.theme_words.iter().filter(|(id, _)| !id.starts_with("theme.")).collect();
    Module {
        path: "docusaurus-config.ts".into(),
        text: format!(
            "// Generated by crates/codegen. Do not edit.\nexport const siteConfig: Record<string, unknown> = {};\n\n/** What the site's own plugins gave `setGlobalData`, by plugin name and instance id. */\nexport const pluginData: Record<string, Record<string, unknown>> = {};\n\n/** The locale's `code.json` messages of the site's own code, by id, for `<Translate>` and `translate()`. */\nexport const codeTranslations: Record<string, string> = {};\n",
            value_pretty(&site.site_config),
            value_pretty(&site.plugin_data),
            value_pretty(&own)
        ),
    }
}

/// A blog's sidebar's posts (the newest `blogSidebarCount`; none hides it)
/// and the options the theme's blog pieces read: `blog-sidebar.ts` for the
/// first blog, `blog-sidebar-<k>.ts` for the others (see [`pages::blog_sidebar_import`]).
fn blog_sidebar_module(site: &Site, blog: content_model::BlogView<'_>) -> Module {
    let options = blog.options;
    let mut module = data_module(
        &format!("{}.ts", pages::blog_sidebar_file(blog.index)),
        "PostYear[]",
        "years",
        &value_pretty(&blog.posts_by_year(options.sidebar_count)),
    );
    let settings = serde_json::json!({
        // Docusaurus' `blogSidebarTitle` is "Recent posts" unless set: here in the site's language.
        "sidebarTitle": options.sidebar_title.as_deref().unwrap_or(i18n::texts(site).home_recent_posts),
        "tagsPath": options.under(&options.tags_base),
        "authorsPath": options.under(&options.authors_base),
    });
    module.text.push_str(&format!(
        "\n/** What the blog pages show, from the blog's options. */\nexport const blogSettings: {{ sidebarTitle: string; tagsPath: string; authorsPath: string }} = {};\n",
        value_pretty(&settings)
    ));
    module
}

fn data_module(path: &str, ty: &str, name: &str, json: &str) -> Module {
    let type_name = ty.trim_end_matches("[]");
    Module {
        path: path.into(),
        text: format!(
            "// Generated by crates/codegen. Do not edit.\nimport type {{ {type_name} }} from \"{}types\";\n\nexport const {name}: {ty} = {json};\n",
            if path.contains('/') { "../".repeat(path.matches('/').count()) } else { "./".into() }
        ),
    }
}

#[cfg(test)]
mod shard_tests {
    use super::*;

    #[test]
    fn shard_counts_grow_by_powers_of_two() {
        assert_eq!([0, 26, 128, 129, 1000, 11_000].map(shard_count), [1, 2, 8, 16, 64, 1024]);
    }

    #[test]
    fn shard_of_is_fnv1a_of_the_utf8_path() {
        // Published FNV-1a 32-bit test vectors; the browser's `shardOf` is checked
        // against the same ones (tests/e2e/pipeline.test.mjs).
        assert_eq!(shard_of("", 1 << 32), 0x811c_9dc5);
        assert_eq!(shard_of("a", 1 << 32), 0xe40c_292c);
        assert_eq!(shard_of("foobar", 1 << 32), 0xbf9c_f968);
        // Multi-byte UTF-8: hashed by bytes, not by UTF-16 units or chars.
        assert_eq!(shard_of("/블로그", 1 << 32), 0x86a9_67c2);
        assert_eq!(shard_of("foobar", 64), 0xbf9c_f968 % 64);
    }
}
