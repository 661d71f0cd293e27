//! What Docusaurus makes of a site beyond its pages: docs tags and their pages,
//! dated post addresses (an option here), and the theme's files from site.toml.

use content_model::testing::{SITE_TOML, SiteBuilder, lines};
use content_model::{RouteKind, Site};

fn route_paths(site: &Site, kind: fn(RouteKind) -> bool) -> Vec<(String, bool)> {
    site.routes().into_iter().filter(|r| kind(r.kind)).map(|r| (r.path, r.unlisted)).collect()
}

const DOCS_TAGS_YML: &str = "getting-started:\n  label: 시작하기\n  permalink: /start\n  description: 처음 읽을 문서\n\
    network:\n  description: 네트워크 문서\nempty:\n";

#[test]
fn docs_tags_have_docusaurus_pages_and_addresses() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/tags.yml", DOCS_TAGS_YML),
        ("content/docs/guide/index.md", "---\ntags: [getting-started, network]\n---\n# 가이드\n"),
        (
            "content/docs/guide/b.md",
            "---\ntitle: 나중 문서\ntags:\n  - network\n  - Kubernetes Basics\n  - label: 실습\n    permalink: /hands-on\n---\n본문\n",
        ),
        ("content/docs/guide/a.md", "---\ntitle: 가장 먼저\ntags: [network, network]\n---\n본문\n"),
        ("content/docs/guide/hidden.md", "---\nunlisted: true\ntags: [secret, network]\n---\n# 숨김\n"),
        ("content/docs/guide/untagged.md", "# 태그 없음\n"),
    ]);
    // tags.yml is read, not reported unpublished; inline tags warn as Docusaurus' onInlineTags: 'warn'
    let loaded = dir.expect_reports(&[
        "content/docs/guide/b.md:5:5: warning: tag `Kubernetes Basics` is not in content/docs/tags.yml (a key of tags.yml; the tag is still shown, with its own page)",
        "content/docs/guide/b.md:6:12: warning: tag `실습` is not in content/docs/tags.yml (a key of tags.yml; the tag is still shown, with its own page)",
        "content/docs/guide/hidden.md:3:8: warning: tag `secret` is not in content/docs/tags.yml (a key of tags.yml; the tag is still shown, with its own page)",
    ]);
    let site = loaded.site.unwrap();
    let doc = |path: &str| site.docs.iter().find(|d| d.meta.path == path).unwrap();
    let shown: Vec<(&str, &str)> =
        doc("/guide/b").meta.tags.iter().map(|t| (t.label.as_str(), t.path.as_str())).collect();
    assert_eq!(
        shown,
        [
            // A key without label or permalink: the key capitalised, its kebab-case address.
            ("Network", "/tags/network"),
            // An inline tag: its label, lodash's kebabCase as the address.
            ("Kubernetes Basics", "/tags/kubernetes-basics"),
            ("실습", "/tags/hands-on"),
        ]
    );
    assert_eq!(doc("/guide/a").meta.tags.len(), 1, "a tag written twice is one tag");
    assert_eq!(doc("/guide").meta.tags[0].description.as_deref(), Some("처음 읽을 문서"));
    assert!(doc("/guide/untagged").meta.tags.is_empty());

    let is_tag = |k: RouteKind| matches!(k, RouteKind::DocTags | RouteKind::DocTag(_));
    let mut tag_routes = route_paths(&site, is_tag);
    tag_routes.sort();
    let expected: Vec<(String, bool)> = [
        ("/tags", false),
        ("/tags/hands-on", false),
        ("/tags/kubernetes-basics", false),
        ("/tags/network", false),
        // Only on an unlisted doc: built, but unlisted itself.
        ("/tags/secret", true),
        ("/tags/start", false),
    ]
    .map(|(p, u)| (p.to_string(), u))
    .into();
    assert_eq!(tag_routes, expected, "tags.yml's `empty` is on no doc, so it has no page");
    assert!(site.has_doc_tags_page());

    let network = site.doc_tags.iter().find(|t| t.path == "/tags/network").unwrap();
    let listed: Vec<&str> = site.docs_tagged(network).iter().map(|d| d.meta.path.as_str()).collect();
    assert_eq!(listed, ["/guide", "/guide/a", "/guide/b"], "the unlisted doc is left out of a listed tag");
    let secret = site.doc_tags.iter().find(|t| t.path == "/tags/secret").unwrap();
    assert_eq!(site.docs_tagged(secret).len(), 1, "an unlisted tag's page shows its unlisted docs");
}

#[test]
fn a_site_without_docs_tags_has_no_tags_pages() {
    let site = SiteBuilder::minimal().file("content/docs/guide/index.md", "# 가이드\n").site();
    assert!(site.doc_tags.is_empty());
    assert!(!site.has_doc_tags_page());
    assert!(route_paths(&site, |k| matches!(k, RouteKind::DocTags | RouteKind::DocTag(_))).is_empty());
    // Only unlisted tags: their pages, but no tags list.
    let site = SiteBuilder::minimal()
        .files(&[
            ("content/docs/guide/index.md", "# 가이드\n"),
            ("content/docs/guide/hidden.md", "---\nunlisted: true\ntags: [secret]\n---\n숨김\n"),
        ])
        .site();
    let routes = route_paths(&site, |k| matches!(k, RouteKind::DocTags | RouteKind::DocTag(_)));
    assert_eq!(routes, [("/tags/secret".to_string(), true)]);
    assert!(!site.has_doc_tags_page(), "its page links to no tags list");
}

#[test]
fn docs_tags_yml_mistakes_are_located() {
    let loaded = SiteBuilder::minimal()
        .files(&[
            ("content/docs/tags.yml", "a:\n  permalink: /same\nb:\n  permalink: /same\nc:\n  colour: red\n"),
            ("content/docs/guide/index.md", "# 가이드\n"),
        ])
        .load();
    assert!(loaded.site.is_none());
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "content/docs/tags.yml:6:3: error: c: unknown front-matter key `colour` (expected one of `label`, `permalink`, `description`)"
        ]
    );
    let loaded = SiteBuilder::minimal()
        .files(&[
            ("content/docs/tags.yml", "a:\n  permalink: /same\nb:\n  permalink: same/\n"),
            ("content/docs/guide/index.md", "# 가이드\n"),
        ])
        .load();
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "content/docs/tags.yml:3:1: error: tags `a` and `b` both have the page `/tags/same` (a different `permalink` for each tag)"
        ]
    );
}

const POSTS: [(&str, &str); 4] = [
    ("content/blog/2024-03-02-welcome.md", "환영\n\n<!-- truncate -->\n"),
    ("content/blog/2024-04-02-tiers/index.md", "티어\n\n<!-- truncate -->\n"),
    ("content/blog/2024-05-01-moved.md", "---\nslug: /notes/moved\n---\n옮김\n\n<!-- truncate -->\n"),
    ("content/blog/undated.md", "---\ndate: 2024-06-01\n---\n날짜는 앞문에\n\n<!-- truncate -->\n"),
];

fn post_paths(site: &Site) -> Vec<&str> {
    site.posts.iter().map(|p| p.meta.path.as_str()).collect()
}

#[test]
fn dated_post_addresses_are_an_option_of_site_toml() {
    let plain = SiteBuilder::minimal().files(&POSTS).site();
    assert_eq!(post_paths(&plain), ["/blog/undated", "/blog/notes/moved", "/blog/tiers", "/blog/welcome"]);

    let toml = format!("{SITE_TOML}\n[blog]\ndated_paths = true\n");
    let dated = SiteBuilder::minimal().file("content/site.toml", &toml).files(&POSTS).site();
    assert_eq!(
        post_paths(&dated),
        ["/blog/undated", "/blog/notes/moved", "/blog/2024/04/02/tiers", "/blog/2024/03/02/welcome"],
        "as Docusaurus: the file name's date, unless `slug` says otherwise or the name has no date"
    );
}

/// Posts in folders, as Docusaurus reads `**/*.{md,mdx}` of the blog folder:
/// the folders before the date join the name, after the date when addresses
/// are dated (`blog/proposals/2024-01-01-x.md` → `/blog/2024/01/01/proposals/x`).
const NESTED_POSTS: [(&str, &str); 5] = [
    ("content/blog/proposals/2024-01-01-storage.md", "저장소 제안\n\n<!-- truncate -->\n"),
    ("content/blog/proposals/2024-02-01-quota/index.md", "쿼터 제안\n\n<!-- truncate -->\n"),
    ("content/blog/2023/12/24/index.md", "성탄 소식\n\n<!-- truncate -->\n"),
    ("content/blog/notes/undated.md", "---\ndate: 2023-11-01\n---\n메모\n\n<!-- truncate -->\n"),
    ("content/blog/2024-03-02-welcome.md", "환영\n\n<!-- truncate -->\n"),
];

#[test]
fn posts_in_folders_are_posts_with_docusaurus_addresses() {
    let toml = format!("{SITE_TOML}\n[blog]\ndated_paths = true\n");
    let dated = SiteBuilder::minimal().file("content/site.toml", &toml).files(&NESTED_POSTS).site();
    let dates: Vec<&str> = dated.posts.iter().map(|p| p.meta.date.as_str()).collect();
    assert_eq!(dates, ["2024-03-02", "2024-02-01", "2024-01-01", "2023-12-24", "2023-11-01"]);
    assert_eq!(
        post_paths(&dated),
        [
            "/blog/2024/03/02/welcome",
            "/blog/2024/02/01/proposals/quota",
            "/blog/2024/01/01/proposals/storage",
            "/blog/2023/12/24",
            "/blog/notes/undated",
        ]
    );
    let plain = SiteBuilder::minimal().files(&NESTED_POSTS).site();
    assert_eq!(
        post_paths(&plain),
        [
            "/blog/welcome",
            "/blog/proposals/quota",
            "/blog/proposals/storage",
            "/blog/2023/12/24",
            "/blog/notes/undated"
        ]
    );
}

#[test]
fn site_toml_names_the_theme_files_and_the_not_found_link() {
    let site = SiteBuilder::minimal().site();
    assert_eq!(site.config.favicon, "/favicon.ico");
    assert_eq!(site.config.not_found_link, None);
    let toml = SITE_TOML.replace("logo = \"/l.svg\"\n", "")
        + "favicon = \"/img/icon.png\"\nnot_found_link = { label = \"문서\", to = \"/intro\" }\n";
    let site = SiteBuilder::minimal().file("content/site.toml", &toml).site();
    assert_eq!((site.config.logo.as_str(), site.config.favicon.as_str()), ("/img/logo.svg", "/img/icon.png"));
    let link = site.config.not_found_link.unwrap();
    assert_eq!((link.label.as_str(), link.to.as_deref()), ("문서", Some("/intro")));
}

#[test]
fn site_toml_names_the_language_the_version_and_the_blogs_title() {
    let site = SiteBuilder::minimal().site();
    assert_eq!((site.config.locale.as_str(), site.config.version_label.as_deref()), ("ko", None));
    assert_eq!((site.blog.title.as_deref(), site.blog.description.as_deref()), (None, None));
    let toml = format!(
        "{SITE_TOML}locale = \"en\"\nversion_label = \"2.0\"\n\n[blog]\ntitle = \"News\"\ndescription = \"What changed\"\n"
    );
    let site = SiteBuilder::minimal().file("content/site.toml", &toml).site();
    assert_eq!((site.config.locale.as_str(), site.config.version_label.as_deref()), ("en", Some("2.0")));
    assert_eq!(
        (site.blog.title.as_deref(), site.blog.description.as_deref()),
        (Some("News"), Some("What changed"))
    );
}

#[test]
fn site_toml_mistakes_in_the_new_keys_are_located() {
    let cases = [
        (
            "[blog]\ndated_path = true\n",
            "content/site.toml:10:1: error: unknown key `dated_path` (expected one of `dated_paths`, `title`, `description`)",
        ),
        (
            "[blog]\ndated_paths = \"yes\"\n",
            "content/site.toml:10:15: error: invalid type: string \"yes\" (expected a boolean)",
        ),
        (
            "favicon = \"img/favicon.ico\"\n",
            "content/site.toml:9:11: error: `favicon` is `img/favicon.ico`, neither a path from the site root nor a URL (a file under static/ written from the root, like `/img/logo.svg`)",
        ),
        (
            "not_found_link = { label = \"문서\" }\n",
            "content/site.toml:9:28: error: link `문서` needs exactly one target (`to = \"/route\"` for a page of the site or `href = \"https://…\"`)",
        ),
    ];
    for (extra, expected) in cases {
        let toml = format!("{SITE_TOML}{extra}");
        let loaded = SiteBuilder::minimal().file("content/site.toml", &toml).load();
        assert!(loaded.site.is_none(), "{extra}");
        assert_eq!(lines(&loaded.diagnostics), [expected], "{extra}");
    }
}

/// Docusaurus' getSlug: a folder's index (`index`, `README`, the folder's own
/// name) is at the folder whatever `id` it has; elsewhere the `id` names the page.
#[test]
fn an_index_with_an_id_is_still_at_its_folder() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/index.md", "---\nid: index\ntitle: 소개\n---\n본문\n"),
        ("content/docs/guide/README.md", "---\nid: guide-home\n---\n# 가이드\n"),
        ("content/docs/guide/a.md", "---\nid: renamed\n---\n# 다른 이름\n"),
    ]);
    let site = dir.load().site.unwrap();
    let mut paths: Vec<&str> = site.docs.iter().map(|d| d.meta.path.as_str()).collect();
    paths.sort_unstable();
    assert_eq!(paths, ["/", "/guide", "/guide/renamed"]);
}
