//! A further blog's pages read their own sidebar and settings, the first
//! blog's pages stay as they were.

use content_model::testing::SiteBuilder;

#[test]
fn a_further_blogs_pages_import_its_own_sidebar_and_settings() {
    let config = r#"{"title": "T", "url": "https://t.org", "presets": ["classic"],
        "plugins": [["@docusaurus/plugin-content-blog", {"id": "news", "path": "news", "routeBasePath": "news",
            "blogSidebarTitle": "새 소식", "showReadingTime": false, "feedOptions": {"type": null}}]]}"#;
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("blog/2024-01-02-hello.md", "안녕하세요\n\n<!-- truncate -->\n")
        .file("news/2024-03-04-launch.md", "---\ntags: [launch]\n---\n출시\n\n<!-- truncate -->\n")
        .expect_reports(&[])
        .site
        .unwrap();
    let output = codegen::generate(&site);
    let module = |path: &str| {
        let found = output.modules.iter().find(|m| m.path == path);
        found
            .unwrap_or_else(|| {
                panic!("no {path} among {:?}", output.modules.iter().map(|m| &m.path).collect::<Vec<_>>())
            })
            .text
            .clone()
    };
    let news_sidebar = module("blog-sidebar-1.ts");
    assert!(
        news_sidebar.contains("\"sidebarTitle\": \"새 소식\"")
            && news_sidebar.contains("/news/2024/03/04/launch")
    );
    assert!(!module("blog-sidebar.ts").contains("launch"), "the first blog's sidebar holds its own posts");

    let pages: Vec<(String, String)> = output
        .modules
        .iter()
        .filter(|m| m.path.starts_with("pages/"))
        .map(|m| (m.path.clone(), m.text.clone()))
        .collect();
    let of = |route: &str| {
        // A page's own head names its path first.
        let head = "export const head: PageHead = {\"title\"";
        let own = |text: &str| {
            text.lines().any(|l| l.starts_with(head) && l.contains(&format!("\"path\":\"{route}\"")))
        };
        pages
            .iter()
            .find(|(_, text)| own(text))
            .map(|(_, t)| t.clone())
            .unwrap_or_else(|| panic!("no page of {route}"))
    };
    for route in ["/news/2024/03/04/launch", "/news", "/news/tags", "/news/authors"] {
        let text = of(route);
        // (A post's module names its imports with `$`, away from the MDX's own names.)
        let imported = ["{ years, blogSettings }", "{ years as $years, blogSettings as $blogSettings }"]
            .iter()
            .any(|names| text.contains(&format!("import {names} from \"../blog-sidebar-1\";")));
        assert!(imported, "{route}: {text}");
        assert!(
            text.contains(" blog={blogSettings}") || text.contains(" blog={$blogSettings}"),
            "{route}: {text}"
        );
    }
    let first = of("/blog/2024/01/02/hello");
    assert!(
        first.contains("import { years as $years } from \"../blog-sidebar\";")
            && !first.contains("blogSettings"),
        "{first}"
    );
    // An untitled post is named by its file, after the date, as in Docusaurus.
    assert!(first.contains("const $meta: PostMeta = {\"slug\":\"2024/01/02/hello\",\"path\":\"/blog/2024/01/02/hello\",\"title\":\"hello\""), "{first}");
    // Reading times hidden by the further blog's options are 0 in its posts' data.
    assert!(of("/news").contains("\"reading_minutes\":0") && of("/blog").contains("\"reading_minutes\":1"));
}
