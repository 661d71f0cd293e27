//! Each blog of a site (Docusaurus' blog plugin, and further instances by
//! `id`) has its own feeds, in its own folder, with only its own posts and
//! its own title; every page's head links each of them.

use content_model::testing::SiteBuilder;

#[test]
fn each_blog_has_its_own_feeds_with_its_own_posts() {
    let config = r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"blog": {"blogTitle": "소식"}}]],
        "plugins": [["@docusaurus/plugin-content-blog", {"id": "notes", "path": "notes", "routeBasePath": "notes", "blogTitle": "릴리스 노트", "feedOptions": {"type": ["rss", "json"]}}]]}"#;
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("blog/2024-01-02-hello.md", "---\ntitle: 안녕\n---\n안녕하세요\n\n<!-- truncate -->\n")
        .file("notes/2024-03-01-v2.md", "---\ntitle: 2판\n---\n새 판\n\n<!-- truncate -->\n")
        .expect_reports(&[])
        .site
        .unwrap();
    let files = feeds::files(&site, &feeds::Bodies::new());
    let names: Vec<&str> = files.iter().map(|(path, _)| path.as_str()).collect();
    for wanted in ["blog/rss.xml", "blog/atom.xml", "notes/rss.xml", "notes/feed.json"] {
        assert!(names.contains(&wanted), "{wanted} among {names:?}");
    }
    assert!(!names.contains(&"notes/atom.xml"), "the notes blog asks for RSS and JSON only: {names:?}");
    let text = |name: &str| &files.iter().find(|(path, _)| path == name).unwrap().1;
    let notes = text("notes/rss.xml");
    assert!(notes.contains("<title>T 릴리스 노트</title>"), "{notes}");
    assert!(notes.contains("https://t.org/notes/2024/03/01/v2") && !notes.contains("hello"), "{notes}");
    assert!(notes.contains("<link>https://t.org/notes</link>"), "{notes}");
    let first = text("blog/rss.xml");
    assert!(first.contains("https://t.org/blog/2024/01/02/hello") && !first.contains("v2"), "{first}");
    // Every page's head names both blogs' feeds.
    let links: Vec<String> = codegen::i18n::document_texts(&site).feeds.into_iter().map(|f| f.path).collect();
    assert_eq!(links, ["/blog/rss.xml", "/blog/atom.xml", "/notes/rss.xml", "/notes/feed.json"]);
}
