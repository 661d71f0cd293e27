//! Bad content gets a diagnostic with file, line, column and what was expected.

use content_model::Diagnostic;
use content_model::testing::{SiteBuilder, lines};

#[test]
fn a_misspelt_front_matter_key_is_a_warning_at_the_key_and_is_kept() {
    // `uid` is one letter from `id` but a word of its own: kept without a warning.
    let dir = SiteBuilder::minimal().files(&[(
        "content/docs/guide/index.md",
        "---\ntitle: 가이드\ntitel: 오타\nuid: guide\n---\n\n본문\n",
    )]);
    let loaded = dir.expect_reports(&[
        "content/docs/guide/index.md:3:1: warning: front-matter key `titel` is not one this generator reads: did you mean `title`? (`title`; a key of the site's own is kept for the theme, as Docusaurus keeps it)",
        "content/docs/guide/index.md:1:1: note: front-matter keys kept for the theme, which reads none of them: `titel` (1×, e.g. content/docs/guide/index.md), `uid` (1×, e.g. content/docs/guide/index.md)",
    ]);
    let doc = &loaded.site.expect("a warning does not stop the build").docs[0];
    assert_eq!(doc.meta.title, "가이드");
    assert_eq!(
        doc.meta.custom_front_matter.as_ref().map(ToString::to_string).as_deref(),
        Some(r#"{"titel":"오타","uid":"guide"}"#)
    );
}

/// Docusaurus keeps any front-matter key (themes and components read them):
/// a key of the site's own is no error, whatever its value, and the keys
/// read beside it keep their meaning and their errors' places.
#[test]
fn a_sites_own_front_matter_keys_are_kept_for_the_theme() {
    let post = "---\ntitle: 댓글\nenableComments: true\nhero:\n  image: /img/a.png\n  tags: [a, b]\ndescription: 설명\n---\n글\n\n<!-- truncate -->\n";
    let dir = SiteBuilder::minimal().files(&[
        ("content/blog/2024-08-01-comments.md", post),
        ("content/docs/guide/a.md", "---\nowner: 팀\nsidebar_position: first\n---\n"),
    ]);
    // The doc with the error is left out, so only the post's keys are listed.
    let loaded = dir.load();
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "content/docs/guide/a.md:3:19: error: sidebar_position: invalid type: string \"first\" (expected f64)",
            "content/blog/2024-08-01-comments.md:1:1: note: front-matter keys kept for the theme, which reads none of them: `enableComments` (1×, e.g. content/blog/2024-08-01-comments.md), `hero` (1×, e.g. content/blog/2024-08-01-comments.md)",
        ]
    );
    let dir = SiteBuilder::minimal().files(&[("content/blog/2024-08-01-comments.md", post)]);
    let site = dir.load().site.expect("the site loads");
    let meta = &site.posts[0].meta;
    assert_eq!((meta.title.as_str(), meta.description.as_str()), ("댓글", "설명"));
    assert_eq!(
        meta.custom_front_matter.as_ref().map(ToString::to_string).as_deref(),
        Some(r#"{"enableComments":true,"hero":{"image":"/img/a.png","tags":["a","b"]}}"#)
    );
}

#[test]
fn wrong_type_and_bad_yaml_are_located() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "---\nsidebar_position: first\n---\n"),
        ("content/docs/guide/b.md", "---\ntitle: [unclosed\n---\n"),
    ]);
    let d = dir.load().diagnostics;
    let shown = lines(&d);
    assert!(
        shown[0].starts_with(
            "content/docs/guide/a.md:2:19: error: sidebar_position: invalid type: string \"first\""
        ),
        "{shown:?}"
    );
    assert!(shown[1].starts_with("content/docs/guide/b.md:"), "{shown:?}");
    assert!(d.iter().all(Diagnostic::is_error));
}

#[test]
fn several_mistakes_are_reported_in_one_run() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "---\nsidebar_position: [1]\n---\n"),
        ("content/docs/guide/b.md", ":::tipp\n종류를 잘못 씀\n"),
        ("content/blog/2024-02-32-bad-date.md", "글\n"),
        ("content/blog/2024-08-01-unknown.md", "---\nauthors: [nobody]\n---\n글\n\n<!-- truncate -->\n"),
    ]);
    let loaded = dir.load();
    assert!(loaded.site.is_none());
    let messages: Vec<String> = loaded.diagnostics.iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        messages,
        [
            "sidebar_position: invalid type: sequence",
            "unknown admonition kind `tipp`: its content is shown without a box, as Docusaurus shows it",
            "invalid date `2024-02-32` in the file name",
            "unknown author `nobody`",
        ]
    );
    let unknown = &loaded.diagnostics[3];
    assert_eq!((unknown.line, unknown.column), (2, 11));
}

#[test]
fn titles_fall_back_to_heading_then_file_name() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/01-from-heading.md", "# 제목에서\n\n본문\n"),
        ("content/docs/guide/02-from-name.md", "---\ntitle: \"\"\n---\n본문\n"),
    ]);
    let loaded = dir.load();
    let site = loaded.site.expect("loads");
    let titles: Vec<&str> = site.docs.iter().map(|d| d.meta.title.as_str()).collect();
    assert_eq!(titles, ["제목에서", "from-name"]);
    assert_eq!(site.docs[0].meta.path, "/guide/from-heading");
}

#[test]
fn duplicate_routes_warn_with_both_sources() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "---\nslug: /same\n---\n"),
        ("content/docs/guide/b.md", "---\nslug: /same\n---\n"),
    ]);
    let loaded = dir.expect_reports(&[
        "content/docs/guide/b.md:1:1: warning: duplicate route `/same`: also produced by content/docs/guide/a.md; this one is ignored (one file per route)",
    ]);
    assert!(loaded.site.is_some());
}

#[test]
fn invalid_utf8_is_located() {
    let dir = SiteBuilder::minimal().bytes("content/docs/guide/bad.md", b"first\nab\xff\n");
    dir.expect_reports(&[
        "content/docs/guide/bad.md:2:3: error: file is not valid UTF-8 (text encoded as UTF-8)",
    ]);
}

#[test]
fn a_tag_outside_tags_yml_is_a_warning_at_the_value() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/blog/tags.yml", "aoldacloud:\n  label: AoldaCloud\n"),
        (
            "content/blog/2024-08-01-post.md",
            "---\ntitle: 글\ntags: [aoldacloud, nope]\n---\n본문\n\n<!-- truncate -->\n",
        ),
    ]);
    dir.expect_reports(&["content/blog/2024-08-01-post.md:3:20: warning: tag `nope` is not in content/blog/tags.yml (a key of tags.yml; the tag is still shown, with its own page)"]);
}

#[test]
fn hangul_and_spaces_in_names_work() {
    let dir = SiteBuilder::minimal().files(&[
        // Number prefixes as Docusaurus takes them off: digits, then `-`, `_` or `.` (spaces around allowed).
        ("content/docs/가이드/01-시작 하기/index.md", "# 시작 하기\n\n본문\n"),
        ("content/docs/가이드/01-시작 하기/02 . 가상 머신.md", "# 가상 머신\n\n[처음으로](./index.md)\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let mut paths: Vec<&str> = site.docs.iter().map(|d| d.meta.path.as_str()).collect();
    paths.sort();
    // Routes are kept as links write them: encoded, as a browser's address bar sends them.
    let decoded: Vec<String> = paths.iter().map(|p| content_model::route::percent_decoded(p)).collect();
    assert_eq!(decoded, ["/가이드/시작 하기", "/가이드/시작 하기/가상 머신"]);
    assert_eq!(paths[0], "/%EA%B0%80%EC%9D%B4%EB%93%9C/%EC%8B%9C%EC%9E%91%20%ED%95%98%EA%B8%B0");
    assert_eq!(site.sidebars[0].0, "가이드");
}

/// `#`, `?`, `%` and spaces in file names are part of the page's address,
/// encoded, so a link to the page reaches it instead of a fragment or query.
#[test]
fn names_with_url_characters_become_encoded_routes() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/intro/hash#tag.md", "# Hash\n\n[query](./what?.md)\n"),
        ("content/docs/intro/what?.md", "# Query\n"),
        ("content/docs/intro/100%.md", "# Percent\n"),
        ("content/docs/intro/two words.md", "# Space\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let mut paths: Vec<&str> = site.docs.iter().map(|d| d.meta.path.as_str()).collect();
    paths.sort();
    assert_eq!(paths, ["/intro/100%25", "/intro/hash%23tag", "/intro/two%20words", "/intro/what%3F"]);
}

/// Two files whose names encode to one address are the duplicate-route warning, naming both.
#[test]
fn two_spellings_of_one_route_are_a_duplicate_naming_both_files() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/intro/two words.md", "# Space\n"),
        ("content/docs/intro/two%20words.md", "# Encoded\n"),
    ]);
    dir.expect_reports(&[
        "content/docs/intro/two%20words.md:1:1: warning: duplicate route `/intro/two%20words`: also produced by content/docs/intro/two words.md; this one is ignored (one file per route)",
    ]);
}

#[test]
fn five_different_mistakes_in_one_run() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "---\ntitle: [broken\n---\n"),
        ("content/docs/guide/b.md", "---\nsidebar_position: 첫째\n---\n"),
        ("content/docs/guide/c.md", "---\nformat: html\n---\n본문\n"),
        ("content/blog/2024-13-01-bad.md", "글\n"),
        ("content/blog/2024-08-01-who.md", "---\nauthors: ghost\n---\n"),
    ]);
    let loaded = dir.load();
    let errors: Vec<String> = loaded.errors().map(|d| format!("{}:{}", d.file, d.line)).collect();
    assert_eq!(
        errors,
        [
            "content/docs/guide/a.md:2",
            "content/docs/guide/b.md:2",
            "content/docs/guide/c.md:2",
            "content/blog/2024-08-01-who.md:2",
            "content/blog/2024-13-01-bad.md:1",
        ]
    );
}

#[test]
fn service_facts_fill_docs_and_posts_and_an_unknown_one_is_located() {
    let facts = "contact_email: help@example.com\nrequest:\n  how: 메일\n";
    let good = SiteBuilder::minimal().files(&[
        ("content/data/service.yml", facts),
        (
            "content/docs/guide/index.md",
            "---\ndescription: {{service.contact_email}}로 문의\n---\n\n{{service.request.how}}로 요청합니다.\n",
        ),
        (
            "content/blog/2024-01-02-a.md",
            "---\ntitle: A\n---\n\n문의는 {{service.contact_email}}\n\n<!-- truncate -->\n",
        ),
    ]);
    let loaded_site = good.expect_reports(&[]).site.unwrap();
    assert_eq!(loaded_site.docs[0].meta.description, "help@example.com로 문의");
    assert!(loaded_site.docs[0].source.text.contains("메일로 요청합니다."));
    assert!(loaded_site.posts[0].source.text.contains("문의는 help@example.com"));

    let bad = SiteBuilder::minimal().files(&[
        ("content/data/service.yml", facts),
        ("content/blog/2024-01-02-a.md", "---\ntitle: A\n---\n\n문의는 {{service.email}}\n"),
    ]);
    bad.expect_reports(&["content/blog/2024-01-02-a.md:5:5: error: unknown service fact `email` \
         (one of the keys of content/data/service.yml: `contact_email`, `request.how`)"]);
}

#[test]
fn the_glossary_reads_service_facts_as_pages_do_and_an_unknown_one_is_located() {
    let facts = "name: AoldaCloud\nplatform:\n  nodes: 컨트롤러 노드와 컴퓨트 노드\n";
    let glossary = "groups:\n  - initial: ㅋ\n    terms:\n      - ko: 컴퓨트 노드\n        en: Compute Node\n        points:\n          - {{service.name}}는 {{service.platform.nodes}}로 이루어집니다.\n";
    let good = SiteBuilder::minimal()
        .files(&[("content/data/service.yml", facts), ("content/data/glossary.yml", glossary)]);
    let site = good.expect_reports(&[]).site.unwrap();
    assert_eq!(
        site.glossary[0].terms[0].points,
        ["AoldaCloud는 컨트롤러 노드와 컴퓨트 노드로 이루어집니다."]
    );

    let bad = SiteBuilder::minimal().files(&[
        ("content/data/service.yml", facts),
        ("content/data/glossary.yml", &glossary.replace("platform.nodes", "nodes")),
    ]);
    bad.expect_reports(&["content/data/glossary.yml:7:31: error: unknown service fact `nodes` \
         (one of the keys of content/data/service.yml: `name`, `platform.nodes`)"]);
}

#[test]
fn a_last_update_that_is_not_a_date_is_located() {
    let dir = SiteBuilder::minimal().files(&[(
        "content/docs/guide/index.md",
        "---\ntitle: 가이드\nlast_update:\n  date: 지난주\n---\n\n본문\n",
    )]);
    dir.expect_reports(&["content/docs/guide/index.md:4:9: error: `last_update.date` `지난주` is not a date (a date like `2024-08-26`, `08/26/2024` or `August 26, 2024`, or a time like `2024-08-26T14:30:00+09:00`)"]);
}

#[test]
fn front_matter_names_or_removes_the_edit_link() {
    let dir = SiteBuilder::minimal().files(&[
        (
            "content/docs/guide/index.md",
            "---\ncustom_edit_url: https://e.example/x.md\nlast_update:\n  author: 편집자\n---\n본문\n",
        ),
        ("content/docs/guide/off.md", "---\ncustom_edit_url: null\n---\n본문\n"),
        ("content/docs/guide/no.md", "---\ncustom_edit_url: false\n---\n본문\n"),
    ]);
    let loaded = dir.load();
    let site = loaded.site.expect("loads");
    let doc = |path: &str| site.docs.iter().find(|d| d.source.path == path).unwrap().meta.clone();
    let index = doc("content/docs/guide/index.md");
    assert_eq!(index.edit_url.as_deref(), Some("https://e.example/x.md"));
    assert_eq!(index.last_update.and_then(|l| l.author).as_deref(), Some("편집자"));
    assert_eq!(doc("content/docs/guide/off.md").edit_url, None);
    assert_eq!(doc("content/docs/guide/no.md").edit_url, None);
}

/// A slug or permalink that would leave the site is an error at its key, with what was expected.
#[test]
fn paths_that_leave_the_site_are_errors_at_their_key() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "---\ntitle: A\nslug: ../../x\n---\n# A\n"),
        ("content/docs/guide/b.md", "---\nid: \"b\\0\"\n---\n# B\n"),
        ("content/docs/guide/c.md", "---\ntags: [{label: C, permalink: \"..%2f..%2fx\"}]\n---\n# C\n"),
        ("content/blog/2024-08-01-post.md", "---\nslug: /../x\n---\n글\n\n<!-- truncate -->\n"),
        ("content/blog/tags.yml", "news:\n  label: News\n  permalink: '..\\x'\n"),
        ("content/blog/authors.yml", "kim:\n  name: Kim\n  page:\n    permalink: '%2e%2e/x'\n"),
        (
            "content/docs/more/_category_.json",
            "{\"link\": {\"type\": \"generated-index\", \"slug\": \"/../x\"}}",
        ),
        ("content/docs/more/d.md", "# D\n"),
    ]);
    let loaded = dir.load();
    let mut errors: Vec<String> =
        loaded.errors().map(|d| format!("{}:{}:{}: {}", d.file, d.line, d.column, d.message)).collect();
    errors.sort();
    assert_eq!(
        errors,
        [
            "content/blog/2024-08-01-post.md:2:1: `slug: /../x` climbs above `/blog`",
            "content/blog/authors.yml:4:5: `permalink: %2e%2e/x` climbs above `/blog/authors`",
            "content/blog/tags.yml:3:3: `permalink: ..\\\\x` holds a backslash (`\\`), which browsers read as `/`",
            "content/docs/guide/a.md:3:1: `slug: ../../x` climbs above the site's root",
            "content/docs/guide/b.md:2:1: `id: b\\0` holds the control character U+0000",
            "content/docs/guide/c.md:2:19: `permalink: ..%2f..%2fx` climbs above `/tags`",
            "content/docs/more/_category_.json:1:38: `slug: /../x` climbs above the site's root",
        ]
    );
    let shown = loaded.errors().find(|d| d.file.ends_with("a.md")).unwrap().to_string();
    assert!(shown.ends_with("(a path inside the site: `name` (from this doc's folder) or `/name` (from the site's root), with no `..` above the root, backslash, control character or percent-encoded `/` or `.`)"), "{shown}");
}

#[test]
fn an_author_key_with_no_authors_file_says_the_file_is_missing() {
    let config = r#"{"title": "T", "url": "https://t.org",
        "presets": [["classic", {"docs": false, "blog": {"authorsMapPath": "authors.generated.yml"}}]]}"#;
    let post = "---\nauthors: [hulk]\n---\n글\n\n<!-- truncate -->\n";
    let missing = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("blog/2024-08-01-release.md", post);
    let expected =
        |site: &SiteBuilder| site.load().diagnostics.iter().find_map(|d| d.expected.clone()).unwrap();
    assert_eq!(
        expected(&missing),
        "a key of the authors file, but blog/authors.generated.yml (the blog's authors map) does not exist: write it, or run what makes it first"
    );
    let present = missing.file("blog/authors.generated.yml", "kim:\n  name: 김\n");
    assert_eq!(
        expected(&present),
        "a key defined in blog/authors.generated.yml, or an author object with a `name`"
    );
}
