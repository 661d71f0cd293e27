//! Translated sites as Docusaurus reads them: `i18n.locales`, `localeConfigs`
//! and each locale's files under `i18n/<locale>/`.

use content_model::testing::SiteBuilder;
use content_model::{LoadOptions, Site};

const CONFIG: &str = r#"{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
  "i18n": {"defaultLocale": "ko", "locales": ["en", "ko"],
           "localeConfigs": {"en": {"htmlLang": "en-US", "path": "english"}}},
  "presets": [["classic", {"docs": {"sidebarPath": "./sidebars.js"}, "blog": false}]],
  "themeConfig": {
    "navbar": {"items": [{"type": "doc", "docId": "intro", "label": "시작하기"},
                         {"type": "localeDropdown"}, {"href": "https://example.org", "label": "바깥"}]},
    "footer": {"links": [{"title": "모임", "items": [{"label": "토론", "href": "https://example.org/t"}]}]}}}"#;

fn project() -> SiteBuilder {
    SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", CONFIG)
        .file("sidebars.js", "export default {}")
        .evaluated(
            "sidebars.js",
            r#"{"docs": ["intro", {"type": "category", "label": "안내", "items": ["install"]}]}"#,
        )
        .file("docs/intro.md", "# 시작하기\n\n별빛입니다.\n")
        .file("docs/install.md", "# 설치\n")
        .file(
            "i18n/en/docusaurus-plugin-content-docs/current/intro.md",
            "# Getting started\n\nThis is Byeolbit.\n",
        )
        .file(
            "i18n/en/docusaurus-plugin-content-docs/current.json",
            r#"{"sidebar.docs.category.안내": {"message": "Guides"}}"#,
        )
        .file(
            "i18n/en/docusaurus-theme-classic/navbar.json",
            r#"{"title": {"message": "Byeolbit"}, "item.label.시작하기": {"message": "Start"}}"#,
        )
        .file(
            "i18n/en/docusaurus-theme-classic/footer.json",
            r#"{"link.title.모임": {"message": "Community"}, "link.item.label.토론": {"message": "Forum"}}"#,
        )
}

fn built(locale: Option<&str>) -> Site {
    let loaded = project().load_with(LoadOptions { locale, ..Default::default() });
    let errors: Vec<_> = loaded.errors().collect();
    assert!(errors.is_empty(), "{errors:#?}");
    loaded.site.expect("a site")
}

#[test]
fn the_locales_are_listed_default_first_with_their_base_urls_and_tags() {
    let site = built(None);
    let listed: Vec<(&str, &str, &str, &str)> = site
        .config
        .locales
        .iter()
        .map(|l| (l.code.as_str(), l.html_lang.as_str(), l.base_url.as_str(), l.label.as_str()))
        .collect();
    assert_eq!(listed, [("ko", "ko", "/", "한국어"), ("en", "en-US", "/english/", "English")]);
    assert_eq!(site.config.locale_dropdown_at, Some(1), "the dropdown stands before the second link");
    assert_eq!(site.config.navbar.len(), 2);
}

#[test]
fn a_locale_reads_its_translations_and_falls_back_to_the_default_text_marked() {
    let site = built(Some("en"));
    assert_eq!(site.config.locale, "en");
    assert_eq!(site.config.base_url, "/english/");
    let intro = site.docs.iter().find(|d| d.meta.id == "intro").unwrap();
    assert_eq!(intro.meta.title, "Getting started");
    assert!(!intro.meta.untranslated);
    let install = site.docs.iter().find(|d| d.meta.id == "install").unwrap();
    assert_eq!(install.meta.title, "설치", "an untranslated doc keeps the default locale's text");
    assert!(install.meta.untranslated);
    let crumbs: Vec<&str> = install.meta.breadcrumbs.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(crumbs, ["Guides", "설치"], "the category's crumb speaks the locale as its sidebar does");
    assert_eq!(site.config.navbar[0].label, "Start");
    // `navbar.json`'s title is the navbar's; the site's (the tab's) is never translated, as in Docusaurus.
    assert_eq!((site.config.title.as_str(), site.config.navbar_title.as_deref()), ("별빛", Some("Byeolbit")));
    assert_eq!(site.config.footer_sections[0].title, "Community");
    assert_eq!(site.config.footer_sections[0].items[0].label, "Forum");
    // The config site code reads (a replaced `NavbarItem` or `Footer`) speaks the locale too.
    let theme = &site.site_config["themeConfig"];
    assert_eq!(theme["navbar"]["items"][0]["label"], "Start");
    assert_eq!(theme["navbar"]["items"][2]["label"], "바깥", "a label the locale does not translate");
    assert_eq!(theme["footer"]["links"][0]["title"], "Community");
    assert_eq!(theme["footer"]["links"][0]["items"][0]["label"], "Forum");
    let (_, items) = &site.sidebars[0];
    let labels: Vec<&str> = items
        .iter()
        .filter_map(|item| match item {
            content_model::meta::SidebarItem::Category { label, .. } => Some(label.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(labels, ["Guides"]);
}

/// A translation whose page the default locale does not have is not read, as
/// in Docusaurus (which reads each page of the default locale's folder, then
/// its translation): one warning names it; a translation refers to files from
/// where it is.
#[test]
fn a_translation_of_no_page_is_not_published_and_refers_from_its_own_place() {
    let loaded = project()
        .file("i18n/en/docusaurus-plugin-content-docs/current/gone.md", "# Gone\n\n[there](./nowhere)\n")
        .file("i18n/en/docusaurus-plugin-content-docs/current/old.md", "# Old\n")
        .file("docs/img/map.png", "png")
        .file(
            "i18n/en/docusaurus-plugin-content-docs/current/install.md",
            "# Install\n\n![map](../../../../docs/img/map.png)\n",
        )
        .load_with(LoadOptions { locale: Some("en"), ..Default::default() });
    assert_eq!(
        content_model::testing::lines(&loaded.diagnostics),
        [
            "i18n/en/docusaurus-plugin-content-docs/current/gone.md:1:1: warning: translates no page of the site and 1 more: not published, as in Docusaurus (a translation at the path of a doc, post or page of the default locale)"
        ]
    );
    let site = loaded.site.expect("a site");
    let ids: Vec<&str> = site.docs.iter().map(|d| d.meta.id.as_str()).collect();
    assert_eq!(ids, ["intro", "install"]);
    assert!(site.assets.contains_key("docs/img/map.png"), "{:?}", site.assets.keys());
}

/// uniffle's Chinese home page is a translated React page that imports a
/// component of its own, kept beside it under i18n/: the page is the
/// translation's file, and its component is no page.
#[test]
fn a_translated_react_page_is_its_translations_file_and_its_modules_are_no_pages() {
    let loaded = project()
        .file("src/pages/index.tsx", "export default () => null;\n")
        .file("i18n/en/docusaurus-plugin-content-pages/index.tsx", "import Part from './parts/Part';\n")
        .file("i18n/en/docusaurus-plugin-content-pages/parts/Part.tsx", "export default () => null;\n")
        .load_with(LoadOptions { locale: Some("en"), ..Default::default() });
    assert!(loaded.diagnostics.is_empty(), "{:?}", content_model::testing::lines(&loaded.diagnostics));
    let site = loaded.site.expect("a site");
    let pages: Vec<(&str, &str)> =
        site.react_pages.iter().map(|p| (p.path.as_str(), site.shown_path(&p.file))).collect();
    assert_eq!(pages, [("/", "i18n/en/docusaurus-plugin-content-pages/index.tsx")]);
}

#[test]
fn the_default_locale_reads_no_other_locales_files_and_marks_nothing() {
    let site = built(Some("ko"));
    assert_eq!(site.config.base_url, "/");
    let intro = site.docs.iter().find(|d| d.meta.id == "intro").unwrap();
    assert_eq!(intro.meta.title, "시작하기");
    assert!(site.docs.iter().all(|d| !d.meta.untranslated));
    assert_eq!(site.config.navbar[0].label, "시작하기");
}

#[test]
fn only_keeps_the_locales_own_translations() {
    let sources = project().file("i18n/fr/code.json", "{}").sources();
    let mine = content_model::locales::only(&sources, "en");
    assert!(mine.is_file("i18n/en/docusaurus-theme-classic/navbar.json"));
    assert!(!mine.exists("i18n/fr/code.json") && !mine.exists("i18n/fr"));
    assert!(mine.is_file("docs/intro.md"));
}

/// A site with the blog plugin named `notes` (after the preset's blog, or alone), translated into English.
fn notes_site(preset_blog: bool) -> Site {
    let config = format!(
        r#"{{"title": "별빛", "url": "https://byeolbit.example.org",
          "i18n": {{"defaultLocale": "ko", "locales": ["ko", "en"]}},
          "presets": [["classic", {{"docs": false, "blog": {}}}]],
          "plugins": [["@docusaurus/plugin-content-blog", {{"id": "notes", "path": "notes", "routeBasePath": "notes"}}]]}}"#,
        if preset_blog { "{}" } else { "false" }
    );
    let post = |title: &str| format!("---\ntitle: {title}\n---\n본문\n\n<!-- truncate -->\n");
    let loaded = SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", &config)
        .file("blog/2024-01-01-hello.md", &post("안녕"))
        .file("i18n/en/docusaurus-plugin-content-blog/2024-01-01-hello.md", &post("Hello"))
        .file("notes/2024-01-02-first.md", &post("첫 소식"))
        .file("i18n/en/docusaurus-plugin-content-blog-notes/2024-01-02-first.md", &post("First news"))
        .load_with(LoadOptions { locale: Some("en"), ..Default::default() });
    loaded.site.expect("a site")
}

#[test]
fn each_blog_is_translated_from_its_plugins_folder() {
    let titles = |site: Site| {
        site.posts.iter().map(|p| (p.meta.path.clone(), p.meta.title.clone())).collect::<Vec<_>>()
    };
    let pair = |path: &str, title: &str| (path.to_string(), title.to_string());
    assert_eq!(
        titles(notes_site(true)),
        [pair("/blog/2024/01/01/hello", "Hello"), pair("/notes/2024/01/02/first", "First news")]
    );
    // Alone, `notes` is the first blog, still translated from its own folder (by its id, as Docusaurus names it).
    assert_eq!(titles(notes_site(false)), [pair("/notes/2024/01/02/first", "First news")]);
}

/// The blog plugin's `options.json` translates the blog's title, description
/// and sidebar title, and is no translation of a page.
#[test]
fn the_blogs_options_file_translates_its_title_description_and_sidebar_title() {
    let config = r#"{"title": "별빛", "url": "https://byeolbit.example.org",
          "i18n": {"defaultLocale": "ko", "locales": ["ko", "en"]},
          "presets": [["classic", {"docs": false, "blog": {"blogTitle": "별빛 소식", "blogSidebarTitle": "최근 글"}}]]}"#;
    let loaded = SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", config)
        .file("blog/2024-01-01-hello.md", "---\ntitle: 안녕\n---\n본문\n\n<!-- truncate -->\n")
        .file(
            "i18n/en/docusaurus-plugin-content-blog/options.json",
            r#"{"title": {"message": "Byeolbit news"}, "description": {"message": "What is new"}, "sidebar.title": {"message": "Recent"}}"#,
        )
        .load_with(LoadOptions { locale: Some("en"), ..Default::default() });
    assert!(
        loaded.diagnostics.iter().all(|d| !d.message.contains("translates no page")),
        "{:?}",
        loaded.diagnostics
    );
    let blog = loaded.site.expect("a site").blog;
    assert_eq!(
        (blog.title.as_deref(), blog.description.as_deref(), blog.sidebar_title.as_deref()),
        (Some("Byeolbit news"), Some("What is new"), Some("Recent"))
    );
}

#[test]
fn a_version_whose_sidebars_file_names_them_with_its_prefix_is_translated_by_the_plain_name() {
    // Docusaurus 2's `docs:version` wrote `version-1.0/docs`; its translation keys say `docs`.
    let project = project()
        .file("versions.json", r#"["1.0"]"#)
        .file("versioned_docs/version-1.0/intro.md", "# 시작하기 1.0\n")
        .file("versioned_docs/version-1.0/install.md", "# 설치 1.0\n")
        .file(
            "versioned_sidebars/version-1.0-sidebars.json",
            r#"{"version-1.0/docs": ["intro", {"type": "category", "label": "안내", "items": ["install"]}]}"#,
        )
        .file(
            "i18n/en/docusaurus-plugin-content-docs/version-1.0.json",
            r#"{"sidebar.docs.category.안내": {"message": "Guides 1.0"}}"#,
        );
    let loaded = project.load_with(LoadOptions { locale: Some("en"), ..Default::default() });
    let site = loaded.site.expect("a site");
    let names: Vec<&str> = site.sidebars.iter().map(|(name, _)| name.as_str()).collect();
    assert!(names.contains(&"version-1.0/docs"), "one prefix: {names:?}");
    let install =
        site.docs.iter().find(|d| d.source.path == "versioned_docs/version-1.0/install.md").unwrap();
    assert_eq!(install.meta.sidebar, "version-1.0/docs");
    let crumbs: Vec<&str> = install.meta.breadcrumbs.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(crumbs, ["Guides 1.0", "설치 1.0"]);
}

/// Docusaurus reads a folder's `_category_` file from the default locale's
/// docs only: one in a translation changes neither the generated index's
/// address nor its label (translated in `current.json`, as any category's).
#[test]
fn a_translations_category_file_is_not_read() {
    let config = r#"{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
      "i18n": {"defaultLocale": "ko", "locales": ["ko", "en"]}, "presets": [["classic", {"blog": false}]]}"#;
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", config)
        .file("docs/guide/_category_.json", r#"{"label": "안내", "link": {"type": "generated-index"}}"#)
        .file("docs/guide/start.md", "# 시작\n")
        .file(
            "i18n/en/docusaurus-plugin-content-docs/current/guide/_category_.json",
            r#"{"label": "Guides", "link": {"type": "generated-index"}}"#,
        )
        .file("i18n/en/docusaurus-plugin-content-docs/current/guide/start.md", "# Start\n");
    let category_routes = |locale| {
        let loaded = site.clone().load_with(LoadOptions { locale, ..Default::default() });
        let site = loaded.site.expect("a site");
        site.routes()
            .into_iter()
            .map(|r| r.path)
            .filter(|p| p.starts_with("/docs/category/"))
            .collect::<Vec<_>>()
    };
    let default = category_routes(None);
    assert_eq!(default.len(), 1, "{default:?}");
    assert_eq!(category_routes(Some("en")), default);
}

/// A plugin's routes are made once, under the default locale's base URL (its
/// `context.baseUrl`): each locale's build has them below its own, as that
/// locale's run of the plugin makes them (HAMi's event pages under `/zh/`).
#[test]
fn a_plugins_routes_are_pages_of_every_locale() {
    let routes =
        r#"{"routes": [{"path": "/landing/meetup", "component": "src/components/Landing.js", "props": {}}]}"#;
    for locale in ["ko", "en"] {
        let loaded = project()
            .file("src/components/Landing.js", "export default () => null;\n")
            .evaluated(content_model::site_plugins::EVALUATED, routes)
            .load_with(LoadOptions { locale: Some(locale), ..Default::default() });
        let shown = content_model::testing::lines(&loaded.diagnostics);
        assert!(shown.iter().all(|d| !d.contains("outside the base URL")), "{locale}: {shown:?}");
        let site = loaded.site.expect("a site");
        assert!(site.routes().iter().any(|r| r.path == "/landing/meetup"), "{locale}");
    }
}
