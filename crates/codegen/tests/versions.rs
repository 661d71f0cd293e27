//! What codegen makes of docs versions: a `noIndex` version's pages ask not to
//! be indexed, and the plain home page leads to the latest version only.

use content_model::testing::SiteBuilder;

fn project(versions: &str) -> codegen::Output {
    let config = format!(
        r#"{{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
        "presets": [["classic", {{"docs": {{"versions": {versions}}}, "blog": false}}]]}}"#
    );
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", &config)
        .file("docs/intro.md", "# 다음 판\n")
        .file("versions.json", r#"["2.0", "1.0"]"#)
        .file("versioned_docs/version-2.0/intro.md", "# 지금 판\n")
        .file("versioned_docs/version-1.0/intro.md", "# 지난 판\n")
        .site();
    codegen::generate(&site)
}

fn module<'a>(output: &'a codegen::Output, path: &str) -> &'a str {
    let found = output.modules.iter().find(|m| m.path == path);
    &found.unwrap_or_else(|| panic!("no {path}")).text
}

#[test]
fn a_no_index_version_asks_search_engines_to_leave_its_pages() {
    let output = project(r#"{"1.0": {"noIndex": true}}"#);
    assert!(module(&output, "pages/docs_1_0_intro.tsx").contains(r#""noindex":true"#));
    assert!(module(&output, "pages/docs_intro.tsx").contains(r#""noindex":false"#));
    assert!(module(&output, "pages/docs_next_intro.tsx").contains(r#""noindex":false"#));
}

#[test]
fn the_plain_home_page_leads_to_the_latest_version() {
    let output = project("{}");
    let home = module(&output, "pages/home.tsx");
    assert!(home.contains(r#""to":"/docs/intro""#), "{home}");
    assert!(!home.contains("/docs/next/intro") && !home.contains("/docs/1.0/intro"), "{home}");
}
