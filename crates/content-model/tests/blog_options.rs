//! The blog plugin's options of a Docusaurus config, as Docusaurus applies them:
//! where the blog and its pages are published, how lists are paged, what
//! a post without a truncate marker or an inline tag is.

use content_model::testing::{SiteBuilder, lines};
use content_model::{RouteKind, Site};

/// A blog-only project: `options` go in the classic preset's `blog` object.
fn project(options: &str) -> SiteBuilder {
    let config = format!(
        r#"{{"title": "별빛", "url": "https://byeolbit.example.org", "baseUrl": "/",
          "presets": [["classic", {{"docs": false, "blog": {{{options}}}}}]]}}"#
    );
    let mut builder = SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", &config)
        .file("blog/tags.yml", "news:\n  label: 소식\n")
        .file("blog/people.yml", "kim:\n  name: 김별\n  page: true\n");
    for day in 1..=5 {
        let tags = if day == 5 { "[news, 즉석]" } else { "[news]" };
        let text = format!(
            "---\ntags: {tags}\nauthors: [kim]\n---\n# 글 {day}\n\n요약\n\n<!-- truncate -->\n\n본문\n"
        );
        builder = builder.file(&format!("blog/2024-01-0{day}-post-{day}.md"), &text);
    }
    builder.file("blog/2024-02-01-whole.md", "---\nauthors: [kim]\n---\n# 통째\n\n자르지 않은 글\n")
}

fn blog_routes(site: &Site) -> Vec<String> {
    site.routes().into_iter().filter(|r| !matches!(r.kind, RouteKind::Post(_))).map(|r| r.path).collect()
}

const OPTIONS: &str = r#""routeBasePath": "/news", "postsPerPage": 4, "archiveBasePath": null,
    "tagsBasePath": "topics", "pageBasePath": "p", "authorsBasePath": "people",
    "authorsMapPath": "people.yml", "onUntruncatedBlogPosts": "ignore", "onInlineTags": "throw""#;

#[test]
fn the_blogs_addresses_and_pages_follow_its_options() {
    let loaded = project(OPTIONS).load();
    assert_eq!(
        lines(&loaded.diagnostics),
        ["blog/2024-01-05-post-5.md:2:14: error: tag `즉석` is not in blog/tags.yml (a key of tags.yml)"],
        "onInlineTags: throw makes the inline tag an error; the untruncated post is not reported"
    );
    let site = project(&OPTIONS.replace(r#""throw""#, r#""ignore""#)).site();
    assert_eq!(site.posts[0].meta.path, "/news/2024/02/01/whole");
    assert_eq!(site.authors[0].path.as_deref(), Some("/news/people/kim"), "authors.yml is people.yml");
    assert_eq!(
        blog_routes(&site),
        [
            "/",
            "/news",
            "/news/p/2",
            "/news/topics",
            "/news/people",
            "/news/topics/즉석",
            "/news/topics/news",
            "/news/topics/news/p/2",
            "/news/people/kim",
            "/news/people/kim/p/2",
        ]
        .map(content_model::route::encoded),
        "4 posts a page, no archive"
    );
}

#[test]
fn all_posts_on_one_page_and_a_blog_at_the_root() {
    let site =
        project(r#""routeBasePath": "/", "postsPerPage": "ALL", "authorsMapPath": "people.yml""#).site();
    assert_eq!(site.posts[0].meta.path, "/2024/02/01/whole");
    let routes = blog_routes(&site);
    // The blog's first page is the home page: no theme home besides it.
    assert_eq!(routes.iter().filter(|p| *p == "/").count(), 1);
    assert_eq!(&routes[..4], ["/", "/archive", "/tags", "/authors"]);
    assert!(!routes.iter().any(|p| p.contains("/page/")), "{routes:?}");
}

#[test]
fn docusaurus_defaults_warn_about_untruncated_posts_and_inline_tags() {
    let loaded = project(r#""authorsMapPath": "people.yml""#).load();
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "blog/2024-01-05-post-5.md:2:14: warning: tag `즉석` is not in blog/tags.yml (a key of tags.yml; the tag is still shown, with its own page)",
            "blog/2024-02-01-whole.md:1:1: warning: post without a truncate marker: lists show all of it (`<!-- truncate -->` (or `{/* truncate */}` in .mdx) after the summary)",
        ]
    );
}

/// `onInlineAuthors`: an author written out in a post (no key) warns by
/// default, as Docusaurus reports it; `throw` stops the build, `ignore` is quiet.
#[test]
fn authors_written_out_in_a_post_follow_on_inline_authors() {
    let with = |options: &str| {
        project(options)
            .file(
                "blog/2024-03-01-guest.md",
                "---\nauthors:\n  - kim\n  - name: 손님\n    title: 객원 필자\n---\n# 손님 글\n\n요약\n\n<!-- truncate -->\n",
            )
            .load()
    };
    let found = |loaded: &content_model::Loaded| {
        lines(&loaded.diagnostics).into_iter().filter(|l| l.contains("written out")).collect::<Vec<_>>()
    };
    let base = r#""authorsMapPath": "people.yml", "onUntruncatedBlogPosts": "ignore""#;
    assert_eq!(
        found(&with(base)),
        [
            "blog/2024-03-01-guest.md:2:1: warning: authors written out in the post, not in blog/people.yml: `손님` \
             (a key of blog/people.yml (or `onInlineAuthors: 'ignore'` to allow them))"
        ]
    );
    let thrown = with(&format!(r#"{base}, "onInlineAuthors": "throw""#));
    assert!(found(&thrown)[0].contains(": error: "), "{:?}", found(&thrown));
    assert!(found(&with(&format!(r#"{base}, "onInlineAuthors": "ignore""#))).is_empty());
}
