//! A Docusaurus 3 project as `create-docusaurus` lays one out, untouched
//! (tests/fixtures/docusaurus-project: `docusaurus.config.ts` importing
//! prism-react-renderer, `sidebars.ts`, no site.toml), read through the loader,
//! which evaluates its config in Node: its routes and navbar are snapshots, so
//! a reviewer sees every change in what such a project becomes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn project() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/docusaurus-project")
}

fn site() -> (content_model::Site, Vec<content_model::Diagnostic>) {
    let loaded = site_loader::load(&project());
    let errors: Vec<String> = loaded.errors().map(|d| d.render(false)).collect();
    assert!(errors.is_empty(), "the Docusaurus project must build without errors:\n{}", errors.join("\n"));
    (loaded.site.expect("a site when there is no error"), loaded.diagnostics)
}

/// Every route (below the config's `routeBasePath: 'manual'` for the docs) and the file it comes from.
#[test]
fn routes() {
    let (site, _) = site();
    let mut text = String::new();
    for route in codegen::routes(&site) {
        let _ = writeln!(text, "{:<40} {:<18} {}", route.path, format!("{:?}", route.kind), route.source);
    }
    insta::assert_snapshot!("docusaurus_project__routes", text);
}

/// The settings the config gives the theme: title, locale, logo, navbar, footer.
#[test]
fn navbar_and_footer() {
    let (site, _) = site();
    let config = &site.config;
    let mut text = format!(
        "title: {}\nlocale: {}\nurl: {}\nlogo: {}\nfavicon: {}\ncopyright: {}\ncolour mode: {:?}\nimage: {:?}\n\nnavbar:\n",
        config.title,
        config.locale,
        config.url,
        config.logo,
        config.favicon,
        config.copyright,
        config.color_mode,
        config.image
    );
    fn link(text: &mut String, depth: usize, l: &content_model::meta::SiteLink) {
        let target = match (&l.html, &l.custom) {
            (Some(html), _) => format!("html {html}"),
            // The site's own type, with the props its component gets.
            (_, Some(custom)) => format!("{} {}", custom.kind, serde_json::to_string(&custom.props).unwrap()),
            _ => l.to.as_deref().or(l.href.as_deref()).unwrap_or("(dropdown)").to_string(),
        };
        // When the navbar shows it as the reader's place (a sidebar's docs, a path, a pattern).
        let active = match &l.active {
            Some(a) => format!(
                " (current: {})",
                [&a.sidebar, &a.base, &a.regex]
                    .iter()
                    .flat_map(|v| v.as_deref())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            None => String::new(),
        };
        let _ = writeln!(text, "{:width$}{} -> {target}{active}", "", l.label, width = 2 * depth);
        for item in &l.items {
            link(text, depth + 1, item);
        }
    }
    for item in &config.navbar {
        link(&mut text, 1, item);
    }
    for section in &config.footer_sections {
        let _ = writeln!(text, "footer `{}`:", section.title);
        for item in &section.items {
            link(&mut text, 1, item);
        }
    }
    insta::assert_snapshot!("docusaurus_project__navbar", text);
}

/// What the config asks for that has no effect here is named once.
#[test]
fn what_cannot_be_honoured_is_named() {
    let (_, diagnostics) = site();
    let notes: Vec<String> = diagnostics
        .iter()
        .filter(|d| d.message.starts_with("cannot honour"))
        .map(|d| format!("{}: {}", d.file, d.message))
        .collect();
    assert_eq!(
        notes,
        [
            "docusaurus.config.ts: cannot honour, so left out: `plugins[1] `./src/plugins/release-notes.ts`` (it ran, but for its hooks this generator does not run: `postBuild`), `themeConfig.prism` (`theme` and `darkTheme`: code has this theme's own colours)"
        ]
    );
}

/// The site's own plugin (src/plugins/release-notes.ts) runs as Docusaurus
/// runs it: what it gives `setGlobalData` is `usePluginData`'s, the route it
/// adds is a page of its component with its modules' data and props, and the
/// file its `loadContent` reads is an input of the evaluation.
#[test]
fn a_site_plugin_gives_global_data_and_a_route() {
    let (site, _) = site();
    assert_eq!(site.plugin_data["release-notes"]["default"]["latest"], "2.1.0");
    let page = site
        .react_pages
        .iter()
        .find(|p| p.path == "/releases")
        .expect("the plugin's route, below the base URL");
    assert_eq!(page.file, "src/components/ReleaseList.tsx");
    let props: serde_json::Value = serde_json::from_str(page.props.as_deref().expect("props")).unwrap();
    assert_eq!(props["heading"], "출시 기록");
    assert_eq!(props["releases"][2]["version"], "1.4.2");
    let answer = site_loader::evaluate::run(&project(), &project().join("../../../ui/stages/evaluate.mjs"));
    assert!(answer.reads.iter().any(|r| r == "data/releases.json"), "{:?}", answer.reads);
    assert!(answer.reads.iter().any(|r| r == "src/plugins/release-notes.ts"), "{:?}", answer.reads);
}

/// Site code sees the config as data (`siteConfig`): its custom fields as
/// written, the editUrl function (no data) as null.
#[test]
fn site_code_reads_the_config_as_data() {
    let (site, _) = site();
    let config = serde_json::Value::Object(site.site_config);
    assert_eq!(config["customFields"]["supportEmail"], "help@haneul.example.org");
    assert_eq!(config["customFields"]["regions"], serde_json::json!(["seoul", "busan"]));
    assert_eq!(config["presets"][0][1]["docs"]["editUrl"], serde_json::Value::Null);
    assert_eq!(config["title"], "하늘 문서");
}

/// The docs' `editUrl` is a function of the page (`({docPath}) => …`): each
/// doc's edit link is what it gives for that doc.
#[test]
fn a_function_edit_url_gives_each_doc_its_link() {
    let (site, _) = site();
    let install =
        site.docs.iter().find(|d| d.source.path == "docs/setup/install.md").expect("the install doc");
    assert_eq!(
        install.meta.edit_url.as_deref(),
        Some("https://github.com/example/haneul-docs/edit/main/docs/setup/install.md")
    );
}

/// `@docusaurus/plugin-client-redirects`' `redirects`: every old address, each
/// leading on to its new one; the build leaves a page at each (and none over a
/// page of the site: `/manual/intro` is the first doc, so that one is left out).
#[test]
fn client_redirects() {
    let (site, _) = site();
    let redirects: Vec<(&str, &str)> =
        site.redirects.iter().map(|r| (r.from.as_str(), r.to.as_str())).collect();
    assert_eq!(
        redirects,
        [
            ("/docs/install", "/manual/setup/install"),
            ("/setup", "/manual/setup/install"),
            ("/manual/intro", "/blog")
        ]
    );
}

/// A second docs instance (`id: 'community'`) is published from its own
/// folder under its own route, cut by its own sidebars file, with its own edit
/// link; its `intro` is not the default instance's `intro`, and neither
/// instance's sidebar takes the other's docs.
#[test]
fn a_second_docs_instance_keeps_its_own_docs_and_sidebar() {
    let (site, _) = site();
    let doc = |path: &str| site.docs.iter().find(|d| d.source.path == path).expect(path);
    let community = doc("community/intro.md");
    assert_eq!(community.meta.plugin.as_deref(), Some("community"));
    assert_eq!(community.meta.path, "/community/intro");
    assert_eq!(community.meta.sidebar, "community/communitySidebar");
    assert_eq!(
        community.meta.edit_url.as_deref(),
        Some("https://github.com/example/haneul-docs/edit/main/community/intro.md")
    );
    let manual = doc("docs/intro.md");
    assert_eq!((manual.meta.plugin.as_deref(), manual.meta.sidebar.as_str()), (None, "manualSidebar"));
    let contributing = doc("community/guides/contributing.md");
    assert_eq!(
        contributing.meta.previous.as_ref().map(|l| l.path.as_str()),
        Some("/community/guides/meetups")
    );
    let names: Vec<&str> = site.sidebars.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["manualSidebar", "community/communitySidebar"]);
    fn pages(items: &[content_model::meta::SidebarItem], out: &mut Vec<String>) {
        use content_model::meta::SidebarItem;
        for item in items {
            match item {
                SidebarItem::Doc { path, .. } => out.push(path.clone()),
                SidebarItem::Category { items, .. } => pages(items, out),
                _ => {}
            }
        }
    }
    let mut community_pages = Vec::new();
    pages(&site.sidebars[1].1, &mut community_pages);
    // The folder's items as the config's `sidebarItemsGenerator` orders and filters them.
    assert_eq!(
        community_pages,
        ["/community/intro", "/community/guides/meetups", "/community/guides/contributing"]
    );
    let hidden = doc("community/guides/old-meetups.md");
    assert_eq!(
        (hidden.meta.path.as_str(), hidden.meta.sidebar.as_str()),
        ("/community/guides/old-meetups", "")
    );
}

/// `remarkPlugins: [[npm2yarn, {sync: true}]]`: the plugin is read with its
/// settings (Docusaurus' default converters), not named as left out.
#[test]
fn the_npm2yarn_plugin_is_read() {
    let (site, _) = site();
    let npm2yarn = site.remark.npm2yarn.expect("the docs list the npm2yarn plugin");
    assert!(npm2yarn.sync);
    assert_eq!(npm2yarn.converters, ["yarn", "pnpm", "bun"]);
}
