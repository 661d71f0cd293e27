//! Docs versions as Docusaurus reads them: versions.json, versioned_docs/,
//! versioned_sidebars/ and the docs plugin's version options.

use content_model::testing::{SiteBuilder, lines};
use content_model::{LoadOptions, RouteKind, Site};

const CONFIG: &str = r#"{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
  "presets": [["classic", {"docs": {"sidebarPath": "./sidebars.js" VERSIONS}, "blog": false}]],
  "themeConfig": {"navbar": {"items": [
    {"type": "doc", "docId": "intro", "label": "시작하기"},
    {"type": "docsVersionDropdown"},
    {"type": "docsVersion", "label": "문서"}]}}}"#;

/// The fixture's layout: current (docs/), 2.0 and 1.0, with `options` in the docs plugin's object.
fn project(options: &str) -> SiteBuilder {
    let config = CONFIG.replace(" VERSIONS", options);
    SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", &config)
        .file("sidebars.js", "export default {}")
        .evaluated("sidebars.js", r#"{"docs": ["intro", "guide/install", "guide/upgrade"]}"#)
        .file("docs/intro.md", "# 시작하기\n")
        .file("docs/guide/install.md", "# 설치\n")
        .file("docs/guide/upgrade.md", "# 올리기\n")
        .file("versions.json", r#"["2.0", "1.0"]"#)
        .file("versioned_docs/version-2.0/intro.md", "# 시작하기\n")
        .file("versioned_docs/version-2.0/guide/install.md", "# 설치\n")
        .file("versioned_sidebars/version-2.0-sidebars.json", r#"{"docs": ["intro", "guide/install"]}"#)
        .file("versioned_docs/version-1.0/intro.md", "# 시작하기\n")
        .file("versioned_docs/version-1.0/legacy.md", "# 옛 설정\n")
        .file("versioned_sidebars/version-1.0-sidebars.json", r#"{"docs": ["intro", "legacy"]}"#)
}

fn doc_routes(site: &Site) -> Vec<(String, String, String)> {
    site.routes()
        .into_iter()
        .filter_map(|r| match r.kind {
            RouteKind::Doc(i) => {
                Some((r.path, site.docs[i].meta.version.clone(), site.docs[i].meta.sidebar.clone()))
            }
            _ => None,
        })
        .collect()
}

fn triples(list: &[(&str, &str, &str)]) -> Vec<(String, String, String)> {
    list.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())).collect()
}

#[test]
fn each_version_has_its_docs_at_docusaurus_addresses_with_its_own_sidebars() {
    let site = project("").site();
    assert_eq!(
        doc_routes(&site),
        triples(&[
            ("/docs/next/intro", "current", "docs"),
            ("/docs/next/guide/install", "current", "docs"),
            ("/docs/next/guide/upgrade", "current", "docs"),
            ("/docs/intro", "2.0", "version-2.0/docs"),
            ("/docs/guide/install", "2.0", "version-2.0/docs"),
            ("/docs/1.0/intro", "1.0", "version-1.0/docs"),
            ("/docs/1.0/legacy", "1.0", "version-1.0/docs"),
        ])
    );
    let versions: Vec<(&str, &str, &str, Option<&str>, bool)> = site
        .config
        .versions
        .iter()
        .map(|v| (v.name.as_str(), v.path.as_str(), v.main_doc.as_str(), v.banner.as_deref(), v.is_last))
        .collect();
    assert_eq!(
        versions,
        [
            ("current", "/docs/next", "/docs/next/intro", Some("unreleased"), false),
            ("2.0", "/docs", "/docs/intro", None, true),
            ("1.0", "/docs/1.0", "/docs/1.0/intro", Some("unmaintained"), false),
        ]
    );
    let sidebar = |name: &str| site.sidebars.iter().find(|(n, _)| n == name).map(|(_, items)| items.len());
    assert_eq!(
        (sidebar("docs"), sidebar("version-2.0/docs"), sidebar("version-1.0/docs")),
        (Some(3), Some(2), Some(2))
    );
}

/// Docusaurus 2's versioned sidebars name docs and sidebars with the version
/// (`version-2.0/intro`); such a file reads as the unprefixed one does.
#[test]
fn docusaurus_2_versioned_ids_name_the_same_docs() {
    let legacy = r#"{"version-2.0/docs": [{"type": "doc", "id": "version-2.0/intro"},
        {"type": "category", "label": "안내", "link": {"type": "doc", "id": "version-2.0/guide/install"}, "items": []}]}"#;
    let builder = project("").file("versioned_sidebars/version-2.0-sidebars.json", legacy);
    let site = builder.expect_reports(&[]).site.expect("the site loads");
    let two: Vec<_> = doc_routes(&site).into_iter().filter(|(_, version, _)| version == "2.0").collect();
    assert_eq!(
        two,
        triples(&[
            ("/docs/intro", "2.0", "version-2.0/docs"),
            ("/docs/guide/install", "2.0", "version-2.0/docs")
        ])
    );
}

#[test]
fn a_doc_knows_its_page_in_the_other_versions() {
    let site = project("").site();
    let doc = |path: &str| site.docs.iter().find(|d| d.meta.path == path).unwrap();
    let alternates =
        |path: &str| doc(path).meta.alternates.iter().map(|a| a.path.clone()).collect::<Vec<_>>();
    assert_eq!(alternates("/docs/1.0/intro"), ["/docs/next/intro", "/docs/intro"]);
    assert_eq!(alternates("/docs/next/guide/upgrade"), Vec::<String>::new());
    assert_eq!(alternates("/docs/guide/install"), ["/docs/next/guide/install"]);
}

#[test]
fn version_less_links_lead_to_the_latest_version_and_carry_the_others() {
    let site = project("").site();
    let navbar = &site.config.navbar;
    let dropdowns: Vec<_> = site.config.version_dropdowns.iter().map(|d| (d.at, d.plugin.clone())).collect();
    assert_eq!(dropdowns, [(1, None)]);
    assert_eq!(navbar[0].to.as_deref(), Some("/docs/intro"));
    let pages = |i: usize| {
        navbar[i].versions.iter().map(|v| (v.version.as_str(), v.path.as_str())).collect::<Vec<_>>()
    };
    assert_eq!(
        pages(0),
        [("current", "/docs/next/intro"), ("2.0", "/docs/intro"), ("1.0", "/docs/1.0/intro")]
    );
    assert_eq!((navbar[1].label.as_str(), navbar[1].to.as_deref()), ("문서", Some("/docs/intro")));
    assert_eq!(
        pages(1),
        [("current", "/docs/next/intro"), ("2.0", "/docs/intro"), ("1.0", "/docs/1.0/intro")]
    );
}

#[test]
fn plugin_options_choose_the_versions_their_paths_and_banners() {
    let options = r#", "lastVersion": "current", "onlyIncludeVersions": ["current", "1.0"],
        "versions": {"current": {"label": "개발 판", "path": "dev"}, "1.0": {"banner": "none", "badge": false}}"#;
    let site = project(options).site();
    let versions: Vec<(&str, &str, &str, Option<&str>, bool)> = site
        .config
        .versions
        .iter()
        .map(|v| (v.name.as_str(), v.label.as_str(), v.path.as_str(), v.banner.as_deref(), v.badge))
        .collect();
    assert_eq!(
        versions,
        [("current", "개발 판", "/docs/dev", None, true), ("1.0", "1.0", "/docs/1.0", None, false)]
    );
    assert!(
        doc_routes(&site)
            .iter()
            .all(|(path, ..)| !path.starts_with("/docs/2.0") && path != "/docs/guide/install")
    );
    assert!(doc_routes(&site).iter().any(|(path, ..)| path == "/docs/dev/guide/upgrade"));
}

#[test]
fn a_site_without_versions_lists_none_and_shows_no_badge() {
    let site = SiteBuilder::minimal().file("content/docs/intro.md", "# 소개\n").site();
    assert!(site.config.versions.is_empty());
    assert_eq!(site.docs[0].meta.path, "/intro");
    assert!(site.docs[0].meta.alternates.is_empty());
}

#[test]
fn wrong_versions_are_errors_that_say_what_is_there() {
    let bad = project(r#", "lastVersion": "3.0""#).load();
    assert!(
        lines(&bad.diagnostics).iter().any(|l| l.contains("`lastVersion: 3.0` names no version")),
        "{:?}",
        lines(&bad.diagnostics)
    );
    let missing = project("").file("versions.json", r#"["2.0", "1.0", "0.9"]"#).load();
    assert!(
        lines(&missing.diagnostics).iter().any(|l| l
            .contains("version `0.9` is listed, but its folder versioned_docs/version-0.9/ is not there")),
        "{:?}",
        lines(&missing.diagnostics)
    );
    let named = project("").file("versions.json", r#"["2.0", "a/b"]"#).load();
    assert!(lines(&named.diagnostics).iter().any(|l| l.contains("invalid version name `a/b`")));
}

#[test]
fn cutting_a_version_copies_current_and_lists_it_first() {
    let sources = project("").sources();
    let cut = content_model::docs::versions::cut(&sources, "3.0").unwrap();
    assert_eq!((cut.from_docs.as_str(), cut.to_docs.as_str()), ("docs", "versioned_docs/version-3.0"));
    assert_eq!(
        cut.versions,
        ("versions.json".to_string(), "[\n  \"3.0\",\n  \"2.0\",\n  \"1.0\"\n]\n".to_string())
    );
    let (file, json) = cut.sidebars.unwrap();
    assert_eq!(file, "versioned_sidebars/version-3.0-sidebars.json");
    assert_eq!(
        json,
        "{\n  \"docs\": [\n    \"intro\",\n    \"guide/install\",\n    \"guide/upgrade\"\n  ]\n}\n"
    );
    let refused =
        |name: &str| content_model::docs::versions::cut(&project("").sources(), name).unwrap_err().message;
    assert_eq!(refused("2.0"), "version `2.0` already exists");
    assert!(refused("a/b").contains("invalid version name"));
}

#[test]
fn a_first_cut_makes_versions_json_and_a_content_site_keeps_its_folder_sidebars() {
    let sources = SiteBuilder::minimal().file("content/docs/guide/a.md", "# A\n").sources();
    let cut = content_model::docs::versions::cut(&sources, "1.0").unwrap();
    assert_eq!(cut.to_docs, "content/versioned_docs/version-1.0");
    assert_eq!(cut.versions.1, "[\n  \"1.0\"\n]\n");
    assert_eq!(cut.sidebars, None);
}

/// A project whose second docs instance (`api`, under `/api`) has versions of its own.
fn with_versioned_instance() -> SiteBuilder {
    let config = r#"{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
      "presets": [["classic", {"docs": {"sidebarPath": "./sidebars.js"}, "blog": false}]],
      "plugins": [["@docusaurus/plugin-content-docs", {"id": "api", "path": "api", "routeBasePath": "api",
        "sidebarPath": "./sidebars.js", "versions": {"current": {"label": "다음"}}}]],
      "themeConfig": {"navbar": {"items": [
        {"type": "docsVersionDropdown"},
        {"type": "doc", "docId": "intro", "label": "API", "docsPluginId": "api"},
        {"type": "docsVersion", "label": "API 문서", "docsPluginId": "api"},
        {"type": "docsVersionDropdown", "docsPluginId": "api", "position": "right", "className": "api-versions"}]}}}"#;
    SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", config)
        .file("sidebars.js", "export default {}")
        .evaluated("sidebars.js", r#"{"docs": [{"type": "autogenerated", "dirName": "."}]}"#)
        .file("docs/intro.md", "# 시작하기\n")
        .file("api/intro.md", "# API 개요\n")
        .file("api/calls.md", "# 호출\n")
        .file("api_versions.json", r#"["1.0"]"#)
        .file("api_versioned_docs/version-1.0/intro.md", "# API 개요 1.0\n")
        .file(
            "api_versioned_sidebars/version-1.0-sidebars.json",
            r#"{"docs": [{"type": "category", "label": "안내", "items": ["intro"]}]}"#,
        )
}

#[test]
fn a_further_docs_instance_has_versions_from_its_own_files() {
    let site = with_versioned_instance().site();
    let routes: Vec<(String, String, String)> = site
        .routes()
        .into_iter()
        .filter_map(|r| match r.kind {
            RouteKind::Doc(i) => {
                let meta = &site.docs[i].meta;
                let plugin = meta.plugin.clone().unwrap_or_default();
                Some((r.path, format!("{plugin}:{}", meta.version), meta.sidebar.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        routes,
        triples(&[
            ("/docs/intro", ":current", "docs"),
            ("/api/next/calls", "api:current", "api/docs"),
            ("/api/next/intro", "api:current", "api/docs"),
            ("/api/intro", "api:1.0", "api/version-1.0/docs"),
        ])
    );
    // Its versions are its own: the default instance has none to show.
    assert!(site.config.versions.is_empty());
    let api = &site.config.other_versions["api"];
    let shown: Vec<_> =
        api.iter().map(|v| (v.name.as_str(), v.label.as_str(), v.path.as_str(), v.is_last)).collect();
    assert_eq!(shown, [("current", "다음", "/api/next", false), ("1.0", "1.0", "/api", true)]);
    assert_eq!(api[0].banner.as_deref(), Some("unreleased"));
    let intro = site.docs.iter().find(|d| d.meta.path == "/api/intro").unwrap();
    assert_eq!(
        intro.meta.alternates.iter().map(|a| a.path.as_str()).collect::<Vec<_>>(),
        ["/api/next/intro"]
    );
    assert!(site.in_latest_version(intro));
    let next = site.docs.iter().find(|d| d.meta.path == "/api/next/intro").unwrap();
    assert!(!site.in_latest_version(next), "the latest is 1.0");
    // Each dropdown lists one instance's versions; version-less links lead to that instance's latest.
    let dropdowns: Vec<_> = site.config.version_dropdowns.iter().map(|d| (d.at, d.plugin.clone())).collect();
    assert_eq!(dropdowns, [(0, None), (2, Some("api".to_string()))]);
    assert_eq!(site.config.version_dropdowns[1].class_name.as_deref(), Some("api-versions"));
    let navbar = &site.config.navbar;
    assert_eq!(navbar[0].to.as_deref(), Some("/api/intro"));
    assert_eq!(navbar[0].plugin.as_deref(), Some("api"));
    let pages: Vec<_> = navbar[0].versions.iter().map(|v| (v.version.as_str(), v.path.as_str())).collect();
    assert_eq!(pages, [("current", "/api/next/intro"), ("1.0", "/api/intro")]);
    assert_eq!(navbar[1].to.as_deref(), Some("/api/intro"), "the latest version's main doc");
    // The same links by the names the config gives them, for a site's own `NavbarItem` (which receives the config's items).
    let targets: Vec<_> = site
        .config
        .navbar_targets
        .iter()
        .map(|(name, link)| (name.as_str(), link.to.as_deref(), link.versions.len()))
        .collect();
    assert_eq!(targets, [("doc@api:intro", Some("/api/intro"), 2), ("version@api:", Some("/api/intro"), 2)]);
}

#[test]
fn a_further_instances_versions_are_translated_from_its_own_folders() {
    let loaded = with_versioned_instance()
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
              "i18n": {"defaultLocale": "ko", "locales": ["ko", "en"]},
              "presets": [["classic", {"docs": {"sidebarPath": "./sidebars.js"}, "blog": false}]],
              "plugins": [["@docusaurus/plugin-content-docs", {"id": "api", "path": "api", "routeBasePath": "api",
                "sidebarPath": "./sidebars.js"}]]}"#,
        )
        .file("i18n/en/docusaurus-plugin-content-docs-api/version-1.0/intro.md", "# API overview 1.0\n")
        .file(
            "i18n/en/docusaurus-plugin-content-docs-api/version-1.0.json",
            r#"{"version.label": {"message": "One"}, "sidebar.docs.category.안내": {"message": "Guide"}}"#,
        )
        .load_with(LoadOptions { locale: Some("en"), ..Default::default() });
    let Some(site) = loaded.site else { panic!("{:?}", lines(&loaded.diagnostics)) };
    let intro = site.docs.iter().find(|d| d.meta.path == "/api/intro").unwrap();
    assert_eq!(intro.meta.title, "API overview 1.0");
    assert!(!intro.meta.untranslated);
    let next = site.docs.iter().find(|d| d.meta.path == "/api/next/intro").unwrap();
    assert!(next.meta.untranslated);
    assert_eq!(site.config.other_versions["api"][1].label, "One");
    let (_, items) = site.sidebars.iter().find(|(name, _)| name == "api/version-1.0/docs").unwrap();
    assert!(format!("{items:?}").contains("label: \"Guide\""), "{items:?}");
}
