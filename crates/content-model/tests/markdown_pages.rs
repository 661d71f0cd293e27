//! Markdown pages under `src/pages` are routes of the site, beside the React
//! pages and the docs; a page and another file on one route stop the build.

use content_model::RouteKind;
use content_model::testing::SiteBuilder;

#[test]
fn a_markdown_page_is_a_route_and_one_at_the_root_is_the_home_page() {
    let site = SiteBuilder::minimal()
        .file("content/docs/intro.md", "# 소개\n")
        .file("src/pages/index.md", "# Welcome\n")
        .file("src/pages/a/b.mdx", "# B\n")
        .site();
    let routes: Vec<(String, RouteKind)> = site.routes().into_iter().map(|r| (r.path, r.kind)).collect();
    assert_eq!(
        routes,
        [
            ("/".to_string(), RouteKind::MarkdownPage(0)),
            ("/a/b".to_string(), RouteKind::MarkdownPage(1)),
            ("/intro".to_string(), RouteKind::Doc(0)),
        ]
    );
}

#[test]
fn a_markdown_page_on_the_route_of_a_doc_or_a_react_page_is_an_error_naming_both() {
    SiteBuilder::minimal()
        .file("content/docs/intro.md", "# 소개\n")
        .file("src/pages/intro.md", "# Intro page\n")
        .file("src/pages/about.tsx", "export default function P() { return null; }")
        .file("src/pages/about.md", "# About\n")
        .expect_failure(&[
            "src/pages/about.md:1:1: error: the route `/about` is made by both src/pages/about.tsx and src/pages/about.md (one file per route: rename or move one of the two)",
            "content/docs/intro.md:1:1: error: the route `/intro` is made by both src/pages/intro.md and content/docs/intro.md (one file per route: rename or move one of the two)",
        ]);
}
