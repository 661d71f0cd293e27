//! A Docusaurus site's docs/ and blog/ load as they are: nothing outside the
//! site folder is read, no file is dropped without a word, `.mdx` and
//! `_category_.json` are understood, documented front-matter keys are accepted.

use content_model::testing::{SiteBuilder, lines};

#[test]
fn a_link_out_of_the_site_is_an_error_at_its_place() {
    // The loader leaves the linked folder out and reports it; a page that
    // refers to a file through it gets an error where it does.
    let dir = SiteBuilder::minimal()
        .file("content/docs/guide/index.md", "# 가\n\n[비밀](./more/secret.txt)\n")
        .escape("content/docs/guide/more", "/elsewhere");
    dir.expect_failure(&[
        "content/docs/guide/more:1:1: error: `content/docs/guide/more` resolves to `/elsewhere`, outside the site folder; it is not published (files inside the site folder: copy the file in instead of linking to it)",
        "content/docs/guide/index.md:3:6: error: `./more/secret.txt` resolves to `/elsewhere`, outside the site folder (a path to a file inside the site folder)",
    ]);
}

#[test]
fn a_relative_path_that_climbs_out_is_an_error_at_its_place() {
    let dir = SiteBuilder::minimal().files(&[(
        "content/docs/guide/a.md",
        "# 가\n\n[옆 문서](./b.md) 그리고 ![비밀](../../../../../etc/passwd)\n",
    )]);
    dir.expect_failure(&[
        "content/docs/guide/a.md:3:26: error: `../../../../../etc/passwd` climbs out of the site folder (a path to a file inside the site folder)",
    ]);
}

#[test]
fn a_link_that_climbs_out_is_an_address_relative_to_the_page_as_in_docusaurus() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "# 가\n\n[놀이터](../../../../try)\n"),
        ("content/docs/try.md", "# 놀이터\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let a = site.docs.iter().find(|d| d.meta.path == "/guide/a").unwrap();
    assert_eq!(
        content_model::links::resolve(&site, &a.source.path, &a.meta.path, "../../../../try"),
        content_model::links::LinkTarget::Internal("/try".into())
    );
}

#[test]
fn every_file_in_docs_and_blog_is_a_page_data_or_a_warning() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/index.md", "# 가이드\n"),
        ("content/docs/guide/_category_.yml", "label: 가이드\n"),
        ("content/docs/guide/notes.txt", "메모"),
        ("content/docs/guide/img/shot.png", "png"),
        ("content/docs/README.txt", "설명"),
        ("content/blog/authors.yml", "kim:\n  name: 김\n"),
        ("content/blog/tags.yml", "t:\n  label: T\n"),
        ("content/blog/2024-08-26-welcome/index.md", "---\nauthors: kim\n---\n환영\n\n<!-- truncate -->\n"),
        ("content/blog/2024-08-26-welcome/banner.png", "png"),
        // A folder without an index is a folder of posts, as in Docusaurus (`**/*.md`).
        ("content/blog/2024-09-01-empty/notes.md", "색인이 없는 폴더\n\n<!-- truncate -->\n"),
        ("content/blog/draft.txt", "초안"),
    ]);
    let loaded = dir.load();
    assert!(loaded.site.is_some(), "{:?}", loaded.diagnostics);
    let mut shown = lines(&loaded.diagnostics);
    shown.sort();
    let tail = " (pages (.md, .mdx), _category_.yml/.json, authors.yml, tags.yml, or a file a page refers to by a relative path)";
    let expected: Vec<String> = [
        "content/blog/2024-08-26-welcome/banner.png",
        "content/blog/draft.txt",
        "content/docs/README.txt",
        "content/docs/guide/img/shot.png",
        "content/docs/guide/notes.txt",
    ]
    .iter()
    .map(|f| format!("{f}:1:1: warning: `{f}` is not published{tail}"))
    .collect();
    let mut expected = expected;
    expected.sort();
    assert_eq!(shown, expected);
    let posts: Vec<&str> = loaded.site.iter().flat_map(|s| &s.posts).map(|p| p.meta.path.as_str()).collect();
    assert_eq!(posts, ["/blog/empty/notes", "/blog/welcome"]);
}

#[test]
fn mdx_pages_are_read_as_mdx() {
    let dir = SiteBuilder::minimal().files(&[
        (
            "content/docs/guide/tabs.mdx",
            "---\ntitle: 탭\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n{/* 편집자 메모 */}\n\n## 설치\n\n본문입니다.\n",
        ),
        ("content/blog/2024-08-26-hello.mdx", "# 안녕\n\n요약\n\n{/* truncate */}\n\n나머지\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let doc = &site.docs[0];
    assert_eq!((doc.meta.path.as_str(), doc.meta.title.as_str()), ("/guide/tabs", "탭"));
    assert_eq!(doc.body.headings[0].text, "설치");
    let imports: Vec<&str> = doc.body.esm.iter().map(|esm| esm.code.as_str()).collect();
    assert_eq!(imports, ["import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';"]);
    assert_eq!(doc.meta.description, "본문입니다.");
    assert!(site.posts[0].meta.truncated);
    assert_eq!(site.posts[0].meta.path, "/blog/hello");
}

#[test]
fn the_format_key_chooses_how_a_page_is_read() {
    use content_model::markdown::Format;
    let site = SiteBuilder::minimal()
        .files(&[
            ("content/docs/guide/a.md", "---\nformat: mdx\n---\n\n# 가\n\n값 {1 + 1}\n"),
            ("content/docs/guide/b.mdx", "---\nformat: md\n---\n\n# 나\n\n괄호 {그대로}\n"),
            ("content/docs/guide/c.md", "# 다\n\n괄호 {그대로}\n"),
        ])
        .site();
    let format = |path: &str| site.docs.iter().find(|d| d.source.path.ends_with(path)).unwrap().body.format;
    assert_eq!(
        [format("a.md"), format("b.mdx"), format("c.md")],
        [Format::Mdx, Format::Markdown, Format::Markdown]
    );

    let dir = SiteBuilder::minimal().file("content/docs/guide/d.md", "---\nformat: html\n---\n\n# 라\n");
    dir.expect_failure(&[
        "content/docs/guide/d.md:2:1: error: `format: html` is not a format (`md`, `mdx` or `detect`)",
    ]);
}

#[test]
fn static_mdx_refuses_what_needs_javascript_at_file_line_col() {
    let site_toml = content_model::testing::SITE_TOML
        .replace("format = \"detect\"", "format = \"detect\", static_mdx = true");
    let dir = SiteBuilder::minimal().file("content/site.toml", &site_toml).files(&[(
        "content/docs/guide/chart.mdx",
        "---\ntitle: 차트\n---\nimport Chart from '@site/src/components/Chart';\n\n<Chart data={load()} />\n",
    )]);
    dir.expect_failure(&[
        "content/docs/guide/chart.mdx:4:1: error: import of `@site/src/components/Chart` cannot be run here (Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; only `@theme/…` components and files (`import img from '@site/static/img/a.png'`) are understood)",
        "content/docs/guide/chart.mdx:6:14: error: JSX expression `{load()}` cannot be turned into static output: it needs JavaScript to run (`{name}`, `{name.field}` or `{name[0]}` of an `export const` of this file, a literal, or `\\{` for a brace)",
    ]);
}

#[test]
fn category_json_reads_like_yaml_and_links_a_doc() {
    let dir = SiteBuilder::minimal().files(&[
        (
            "content/docs/guide/01-start/_category_.json",
            "{\n  \"label\": \"시작\",\n  \"position\": 2,\n  \"collapsible\": true,\n  \"collapsed\": false,\n  \"link\": {\"type\": \"doc\", \"id\": \"guide/start/overview\"}\n}\n",
        ),
        ("content/docs/guide/01-start/overview.md", "# 개요\n"),
        ("content/docs/guide/01-start/install.md", "# 설치\n"),
        ("content/docs/guide/02-more/_category_.yml", "label: 더 보기\nposition: 1\ncollapsed: true\n"),
        ("content/docs/guide/02-more/a.md", "# 가\n"),
    ]);
    let loaded = dir.load();
    assert!(
        loaded.diagnostics.is_empty(),
        "`collapsible` and `collapsed` are honoured: {:?}",
        loaded.diagnostics
    );
    let site = loaded.site.unwrap();
    let labels: Vec<String> = site.sidebars[0].1.iter().map(|i| format!("{i:?}")).collect();
    assert!(labels[0].contains("더 보기"), "{labels:?}");
    assert!(labels[1].contains("label: \"시작\", path: Some(\"/guide/start/overview\")"), "{labels:?}");
    assert!(!labels[1].contains("개요"), "the linked doc is the category's page, not an item: {labels:?}");
}

/// Each top-level category of the first sidebar: (label, collapsible, collapsed).
fn folding(site: &content_model::Site) -> Vec<(String, bool, bool)> {
    use content_model::meta::SidebarItem;
    site.sidebars[0]
        .1
        .iter()
        .filter_map(|item| match item {
            SidebarItem::Category { label, collapsible, collapsed, .. } => {
                Some((label.clone(), *collapsible, *collapsed))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn category_folding_has_docusaurus_defaults_and_meaning() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/01-plain/a.md", "# 가\n"),
        ("content/docs/guide/02-open/_category_.json", "{\"label\": \"열림\", \"collapsed\": false}"),
        ("content/docs/guide/02-open/b.md", "# 나\n"),
        ("content/docs/guide/03-fixed/_category_.yml", "label: 고정\ncollapsible: false\n"),
        ("content/docs/guide/03-fixed/c.md", "# 다\n"),
        ("content/docs/guide/04-both/_category_.yml", "label: 둘 다\ncollapsible: false\ncollapsed: true\n"),
        ("content/docs/guide/04-both/d.md", "# 라\n"),
        ("content/docs/guide/05-shut/_category_.yml", "label: 닫힘\ncollapsible: true\ncollapsed: true\n"),
        ("content/docs/guide/05-shut/e.md", "# 마\n"),
    ]);
    let loaded = dir.load();
    // Docusaurus drops `collapsed: true` on a category that cannot fold without a word; we say it once.
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "content/docs/guide/04-both/_category_.yml:1:1: note: accepted, with no effect on this site: `collapsed` (1×, e.g. content/docs/guide/04-both/_category_.yml)"
        ]
    );
    let site = loaded.site.unwrap();
    assert_eq!(
        folding(&site),
        [
            ("plain".to_string(), true, true),
            ("열림".to_string(), true, false),
            ("고정".to_string(), false, false),
            ("둘 다".to_string(), false, false),
            ("닫힘".to_string(), true, true),
        ]
    );
}

#[test]
fn category_generated_index_lists_the_items() {
    let dir = SiteBuilder::minimal().files(&[
        (
            "content/docs/guide/basics/_category_.json",
            "{\"label\": \"기초\", \"description\": \"처음 읽을 문서\", \"link\": {\"type\": \"generated-index\", \"title\": \"기초 문서 모음\"}}",
        ),
        ("content/docs/guide/basics/a.md", "---\ndescription: 첫 문서\n---\n# 가\n"),
        ("content/docs/guide/basics/b.md", "# 나\n"),
        (
            "content/docs/guide/custom/_category_.yml",
            "label: 직접\nlink:\n  type: generated-index\n  slug: /my-index\n",
        ),
        ("content/docs/guide/custom/c.md", "# 다\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let index = site
        .docs
        .iter()
        .find(|d| d.meta.path == "/category/%EA%B8%B0%EC%B4%88")
        .expect("default slug, encoded");
    assert_eq!(index.meta.title, "기초 문서 모음");
    assert_eq!(index.meta.description, "처음 읽을 문서");
    assert_eq!(
        index.body.text,
        "import DocCardList from '@theme/DocCardList';\n\n처음 읽을 문서\n\n<DocCardList items={[\
         {\"description\":\"첫 문서\",\"href\":\"/guide/basics/a\",\"label\":\"가\",\"type\":\"link\"},\
         {\"href\":\"/guide/basics/b\",\"label\":\"나\",\"type\":\"link\"}]} />\n"
    );
    assert!(site.docs.iter().any(|d| d.meta.path == "/my-index"));
}

/// Two categories of one label, each with a generated index: one slugger for
/// the version, as Docusaurus' sidebars have, gives them `setup` and `setup-1`.
#[test]
fn generated_indexes_of_one_label_get_their_own_addresses() {
    let index = r#"{"label": "설치", "link": {"type": "generated-index"}}"#;
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a/_category_.json", index),
        ("content/docs/guide/a/one.md", "# 하나\n"),
        ("content/docs/guide/b/_category_.json", index),
        ("content/docs/guide/b/two.md", "# 둘\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let mut indexes: Vec<&str> =
        site.docs.iter().filter(|d| d.generated_index.is_some()).map(|d| d.meta.path.as_str()).collect();
    indexes.sort();
    assert_eq!(indexes, ["/category/%EC%84%A4%EC%B9%98", "/category/%EC%84%A4%EC%B9%98-1"]);
}

#[test]
fn category_json_mistakes_are_located() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/x/_category_.json", "{\n  \"label\": \"엑스\",\n  \"lable\": \"오타\"\n}\n"),
        ("content/docs/guide/x/a.md", "# 가\n"),
        ("content/docs/guide/y/_category_.yml", "link: {type: doc, id: nowhere}\n"),
        ("content/docs/guide/y/b.md", "# 나\n"),
    ]);
    let shown = lines(&dir.load().diagnostics);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(shown[0].starts_with("content/docs/guide/x/_category_.json:3:"), "{shown:?}");
    assert!(shown[0].contains("unknown front-matter key `lable`"), "{shown:?}");
    assert!(
        shown[1].starts_with("content/docs/guide/y/_category_.yml:1:23: error: no doc has the id `nowhere`"),
        "{shown:?}"
    );
}

fn sidebar_paths(items: &[content_model::meta::SidebarItem]) -> Vec<String> {
    use content_model::meta::SidebarItem;
    items
        .iter()
        .flat_map(|item| match item {
            SidebarItem::Doc { path, .. } => vec![path.clone()],
            SidebarItem::Category { path, items, .. } => {
                let mut all: Vec<String> = path.iter().cloned().collect();
                all.extend(sidebar_paths(items));
                all
            }
            SidebarItem::Link { .. } | SidebarItem::Html { .. } => Vec::new(),
        })
        .collect()
}

#[test]
fn hide_title_hides_the_front_matter_title_not_a_heading_of_the_body() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/a.md", "---\ntitle: 가\nhide_title: true\n---\n&nbsp;\n\n# `가`\n\n## 개요\n"),
        ("content/docs/guide/b.md", "---\ntitle: 나\nhide_title: true\n---\n본문\n"),
        // An empty title is Docusaurus' empty title: no heading of its own; lists name it by its sidebar label.
        ("content/docs/guide/c.md", "---\nsidebar_label: 채널\ntitle: ''\n---\n본문\n"),
        ("content/docs/guide/d.md", "---\ntitle: ''\n---\n# 라\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    let doc = |path: &str| &site.docs.iter().find(|d| d.meta.path == path).unwrap().meta;
    let hidden = |path: &str| doc(path).hide_title;
    // Docusaurus renders the body's `# heading` (its contentTitle) whatever the front matter says.
    assert!(!hidden("/guide/a"));
    assert!(hidden("/guide/b"));
    assert!(hidden("/guide/c"));
    assert_eq!(doc("/guide/c").title, "채널");
    assert!(!hidden("/guide/d"));
    assert_eq!(doc("/guide/d").title, "라");
}

#[test]
fn doc_front_matter_keys_have_their_docusaurus_meaning() {
    let dir = SiteBuilder::minimal().files(&[
        (
            "content/docs/guide/01-a.md",
            "---\npagination_label: 첫 단계\nkeywords: [vm, 가상 머신]\nimage: /img/a.png\n---\n# 가\n",
        ),
        ("content/docs/guide/02-hidden.md", "---\nunlisted: true\n---\n# 숨김\n"),
        ("content/docs/guide/03-b.md", "---\ntitle: 나\nhide_title: true\npagination_next: null\n---\n본문\n"),
        (
            "content/docs/guide/04-c.md",
            "---\npagination_prev: guide/a\nsidebar_class_name: red\nsidebar_custom_props: {x: 1}\n---\n# 다\n",
        ),
        ("content/docs/guide/05-wip.md", "---\ndraft: true\n---\n# 초안\n"),
        ("content/docs/guide/2024-notes.md", "---\nparse_number_prefixes: false\n---\n# 기록\n"),
    ]);
    let loaded = dir.expect_reports(&[]);
    let site = loaded.site.unwrap();
    // The sidebar entry carries the doc's class and props.
    let c = serde_json::to_string(&site.sidebars[0].1[2]).unwrap();
    assert_eq!(
        c,
        r#"{"kind":"doc","label":"다","path":"/guide/c","class_name":"red","custom_props":{"x":1}}"#
    );
    let doc = |path: &str| site.docs.iter().find(|d| d.meta.path == path).unwrap_or_else(|| panic!("{path}"));
    // Draft: left out of a production build; unlisted: built, but not in the sidebar.
    assert!(site.docs.iter().all(|d| d.meta.path != "/guide/wip"));
    assert_eq!(sidebar_paths(&site.sidebars[0].1), ["/guide/a", "/guide/b", "/guide/c", "/guide/2024-notes"]);
    let hidden =
        site.routes().into_iter().find(|r| r.path == "/guide/hidden").expect("unlisted doc is built");
    assert!(hidden.unlisted);
    assert!(!site.routes().into_iter().find(|r| r.path == "/guide/a").unwrap().unlisted);
    assert_eq!(
        (doc("/guide/hidden").meta.previous.as_ref(), doc("/guide/hidden").meta.next.as_ref()),
        (None, None)
    );
    // Neighbours skip the unlisted doc and call `a` by its pagination label.
    let b = &doc("/guide/b").meta;
    assert_eq!(
        b.previous.as_ref().map(|l| (l.label.as_str(), l.path.as_str())),
        Some(("첫 단계", "/guide/a"))
    );
    assert_eq!(b.next, None, "pagination_next: null");
    assert!(b.hide_title);
    assert_eq!(doc("/guide/c").meta.previous.as_ref().map(|l| l.path.as_str()), Some("/guide/a"));
    assert_eq!(
        doc("/guide/a").front.keywords.as_deref(),
        Some(&["vm".to_string(), "가상 머신".to_string()][..])
    );

    let with_drafts = dir.load_with(content_model::LoadOptions { drafts: true, ..Default::default() });
    assert!(with_drafts.site.unwrap().docs.iter().any(|d| d.meta.path == "/guide/wip"), "dev shows drafts");
}

/// YAML reads `2024` and `1.0` as numbers; Docusaurus' validation makes them strings
/// where a string is expected (a tag, a title, a label), and so do we.
#[test]
fn numbers_and_booleans_where_text_is_expected_are_text() {
    let dir = SiteBuilder::minimal().files(&[
        (
            "content/docs/guide/a.md",
            "---\ntitle: 2024\nsidebar_label: 1.0\ntags: [출시, 2024]\nkeywords: [3.5, true]\n---\n본문\n",
        ),
        ("content/blog/authors.yml", "7:\n  name: 칠호\n"),
        (
            "content/blog/2024-01-02-a.md",
            "---\ntitle: 2.5\ntags: [2024]\nauthors: [7]\n---\n글\n\n<!-- truncate -->\n",
        ),
    ]);
    let loaded = dir.load();
    assert!(
        loaded.diagnostics.iter().all(|d| d.severity != content_model::diag::Severity::Error),
        "{:?}",
        loaded.diagnostics
    );
    let site = loaded.site.unwrap();
    let doc = site.docs.iter().find(|d| d.meta.path == "/guide/a").unwrap();
    assert_eq!((doc.meta.title.as_str(), doc.front.sidebar_label.as_deref()), ("2024", Some("1")));
    assert_eq!(doc.meta.tags.iter().map(|t| t.label.as_str()).collect::<Vec<_>>(), ["출시", "2024"]);
    assert_eq!(doc.front.keywords.as_deref(), Some(&["3.5".to_string(), "true".to_string()][..]));
    let post = site.blog_at(0).posts().next().unwrap();
    assert_eq!(post.meta.title, "2.5");
    assert_eq!(post.meta.tags.iter().map(|t| t.label.as_str()).collect::<Vec<_>>(), ["2024"]);
    assert_eq!(post.meta.authors.iter().map(|a| a.name.as_str()).collect::<Vec<_>>(), ["칠호"]);
}

#[test]
fn a_pagination_link_to_a_missing_doc_is_located() {
    let dir = SiteBuilder::minimal()
        .files(&[("content/docs/guide/a.md", "---\ntitle: 가\npagination_next: guide/nowhere\n---\n")]);
    dir.expect_reports(&[
        "content/docs/guide/a.md:3:1: error: `pagination_next`: no doc has the id `guide/nowhere` (the id of a doc (`guide/compute/create-vm`), or `null` for no link)",
    ]);
}

#[test]
fn root_level_docs_make_one_sidebar_and_a_site_without_home_yml_builds() {
    let dir = SiteBuilder::settings().files(&[
        ("content/docs/intro.md", "---\nsidebar_position: 1\n---\n# 소개\n\n처음 읽는 문서\n"),
        ("content/docs/tutorial-basics/_category_.json", "{\"label\": \"기초\", \"position\": 2}"),
        ("content/docs/tutorial-basics/create-a-page.md", "# 쪽 만들기\n"),
        ("content/docs/tutorial-basics/README.md", "# 기초 안내\n"),
    ]);
    let site = dir.expect_reports(&[]).site.unwrap();
    assert_eq!(site.sidebars.len(), 1);
    assert_eq!(site.sidebars[0].0, "docs");
    assert_eq!(
        sidebar_paths(&site.sidebars[0].1),
        ["/intro", "/tutorial-basics", "/tutorial-basics/create-a-page"]
    );
    assert_eq!(site.docs[0].meta.id, "intro");
    // No home.yml: codegen makes a plain home page (codegen's theme_pages tests).
    assert!(site.home.is_none());
    assert_eq!(site.routes()[0].path, "/");
}

#[test]
fn a_doc_with_slug_root_is_the_home_page() {
    let dir =
        SiteBuilder::settings().files(&[("content/docs/intro.md", "---\nslug: /\n---\n# 환영합니다\n")]);
    let routes = dir.expect_reports(&[]).site.unwrap().routes();
    let home: Vec<_> = routes.iter().filter(|r| r.path == "/").collect();
    assert_eq!(home.len(), 1);
    assert!(matches!(home[0].kind, content_model::RouteKind::Doc(_)), "{home:?}");
}

const AUTHORS: &str = "kim:\n  name: 김아올\n  title: 운영\n  page: true\n  socials:\n    github: kim-aolda\n    x: '@kim'\n    linkedin: https://www.linkedin.com/in/kim/\nlee:\n  name: 이다\n  page: {permalink: /team/lee}\n";

#[test]
fn blog_posts_read_every_docusaurus_form() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/blog/authors.yml", AUTHORS),
        (
            "content/blog/tags.yml",
            "cloud:\n  label: 클라우드\n  permalink: /cloud-posts\n  description: 클라우드 이야기\n",
        ),
        (
            "content/blog/2024-08-26-welcome/index.md",
            "---\nauthors:\n  - kim\n  - name: 손님\n    title: 초대 글쓴이\n    url: https://example.org\n    socials: {github: guest}\ntags: [cloud, 새소식]\n---\n환영\n\n<!-- truncate -->\n\n본문\n",
        ),
        (
            "content/blog/old-post.md",
            "---\ndate: 2019-5-30T10:00:00.000Z\nauthor: 옛 글쓴이\nauthor_title: 창립자\nauthor_url: https://old.example\nauthor_image_url: https://old.example/me.png\n---\n예전 글\n",
        ),
        (
            "content/blog/2024-09-01-secret.md",
            "---\nunlisted: true\nauthors: lee\ntags: [cloud]\n---\n숨은 글\n\n{/* truncate */}\n",
        ),
        ("content/blog/2024-09-02-wip.md", "---\ndraft: true\n---\n쓰는 중\n"),
    ]);
    let loaded = dir.load();
    let mut shown = lines(&loaded.diagnostics);
    shown.sort();
    assert_eq!(
        shown,
        [
            "content/blog/2024-08-26-welcome/index.md:8:15: warning: tag `새소식` is not in content/blog/tags.yml (a key of tags.yml; the tag is still shown, with its own page)",
            "content/blog/old-post.md:1:1: warning: post without a truncate marker: lists show all of it (`<!-- truncate -->` (or `{/* truncate */}` in .mdx) after the summary)",
        ]
    );
    let site = loaded.site.unwrap();
    let paths: Vec<&str> = site.posts.iter().map(|p| p.meta.path.as_str()).collect();
    assert_eq!(
        paths,
        ["/blog/secret", "/blog/welcome", "/blog/old-post"],
        "drafts are left out, newest first"
    );
    let welcome = &site.posts[1].meta;
    assert_eq!(welcome.date, "2024-08-26");
    let kim = &welcome.authors[0];
    assert_eq!((kim.name.as_str(), kim.path.as_deref()), ("김아올", Some("/blog/authors/kim")));
    let socials: Vec<(&str, &str)> =
        kim.socials.iter().map(|s| (s.platform.as_str(), s.url.as_str())).collect();
    assert_eq!(
        socials,
        [
            ("github", "https://github.com/kim-aolda"),
            ("linkedin", "https://www.linkedin.com/in/kim/"),
            ("x", "https://x.com/kim"),
        ]
    );
    let guest = &welcome.authors[1];
    assert_eq!(
        (guest.name.as_str(), guest.url.as_deref(), guest.path.as_deref()),
        ("손님", Some("https://example.org"), None)
    );
    assert_eq!(guest.socials[0].url, "https://github.com/guest");
    let tags: Vec<(&str, &str)> = welcome.tags.iter().map(|t| (t.label.as_str(), t.path.as_str())).collect();
    assert_eq!(
        tags,
        [("클라우드", "/blog/tags/cloud-posts"), ("새소식", "/blog/tags/%EC%83%88%EC%86%8C%EC%8B%9D")]
    );
    let old = &site.posts[2].meta;
    assert_eq!(old.date, "2019-05-30", "a YAML timestamp's one-digit month, as js-yaml reads it");
    assert_eq!(
        (old.authors[0].name.as_str(), old.authors[0].title.as_deref(), old.authors[0].image_url.as_deref()),
        ("옛 글쓴이", Some("창립자"), Some("https://old.example/me.png"))
    );
    // Unlisted: built, but out of lists, counts, feeds, the sitemap and search.
    let routes = site.routes();
    let route = |path: &str| routes.iter().find(|r| r.path == path).unwrap_or_else(|| panic!("{path}"));
    assert!(route("/blog/secret").unlisted);
    assert!(!route("/blog/tags/%EC%83%88%EC%86%8C%EC%8B%9D").unlisted, "an inline tag gets its page");
    assert!(matches!(route("/blog/authors/team/lee").kind, content_model::RouteKind::BlogAuthor(0, _, 0)));
    assert_eq!(
        site.listed_posts().map(|p| p.meta.path.as_str()).collect::<Vec<_>>(),
        ["/blog/welcome", "/blog/old-post"]
    );
    assert_eq!(site.posts[1].meta.previous, None, "the newest listed post has no newer neighbour");
}

#[test]
fn author_mistakes_are_located() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/blog/authors.yml", "kim:\n  name: 김\n  socials:\n    myspace: myspace.com/kim\n"),
        (
            "content/blog/2024-01-01-a.md",
            "---\nauthors: [{title: 이름 없음}]\n---\n글\n\n<!-- truncate -->\n",
        ),
        ("content/blog/2024-01-02-b.md", "---\nauthors: kim\nauthor: 둘 다\n---\n글\n\n<!-- truncate -->\n"),
    ]);
    let shown = lines(&dir.load().diagnostics);
    assert_eq!(
        shown,
        [
            "content/blog/authors.yml:1:1: error: `socials.myspace` is `myspace.com/kim`, which is not a URL (`socials:` with a handle or a full URL per platform, e.g. `github: kim`, `x: kim`, `homepage: https://…`)",
            "content/blog/2024-01-01-a.md:2:1: error: an author written in the post has neither name nor image (`name:` (and optionally `title`, `url`, `image_url`, `socials`), or `key:`)",
            "content/blog/2024-01-02-b.md:2:1: error: `authors` and the legacy `author` keys are both written (either `authors` or `author`/`author_title`/`author_url`/`author_image_url`)",
        ]
    );
}

#[test]
fn author_keys_of_the_other_place_are_located() {
    let dir = SiteBuilder::minimal().files(&[
        // A Docusaurus 2 site's `twitter:` is no key of ours, and no mistake: Docusaurus takes any key.
        ("content/blog/authors.yml", "kim:\n  name: 김\n  twitter: kim\nlee:\n  key: lee\n  name: 이\n"),
        (
            "content/blog/2024-01-01-a.md",
            "---\nauthors: [{name: 박, page: true}]\n---\n글\n\n<!-- truncate -->\n",
        ),
    ]);
    assert_eq!(
        lines(&dir.load().diagnostics),
        [
            "content/blog/authors.yml:4:1: warning: `key` is not a key of authors.yml and is not used (`key` only in an author written in a post)",
            "content/blog/2024-01-01-a.md:2:1: warning: `page` is not a key of an author written in a post and is not used (`page` only in content/blog/authors.yml)",
        ]
    );
}

#[test]
fn a_docusaurus_repository_layout_is_read_as_it_is() {
    let docusaurus = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = { title: 'My Site', url: 'https://my.site' };\n")
        .file("docs/intro.md", "# 소개\n")
        .file(
            "blog/2021-08-26-welcome/index.md",
            "---\nauthors: [{name: 김}]\n---\n환영\n\n<!-- truncate -->\n",
        );
    // Never evaluated (the engine does it): said so, never read as empty settings,
    // and alone: a page that is MDX only under the defaults (the config may say `format: 'detect'`) adds nothing.
    let docusaurus_with_prose = docusaurus.clone().file("docs/prose.md", "# 산문\n\n1 < 2 {는 참\n");
    assert_eq!(lines(&docusaurus_with_prose.load().diagnostics).len(), 1);
    let shown = lines(&docusaurus.load().diagnostics);
    assert_eq!(
        shown,
        [
            "docusaurus.config.js:1:1: error: docusaurus.config.js was not evaluated: the engine runs it (in Node) before the content is read"
        ]
    );
    let evaluated = docusaurus.evaluated(
        "docusaurus.config.js",
        r#"{"title": "My Site", "url": "https://my.site", "presets": ["classic"]}"#,
    );
    // An author written out in the post warns, as Docusaurus' `onInlineAuthors: 'warn'` does.
    let site = evaluated
        .expect_reports(&[
            "blog/2021-08-26-welcome/index.md:2:1: warning: authors written out in the post, not in blog/authors.yml: `김` \
             (a key of blog/authors.yml (or `onInlineAuthors: 'ignore'` to allow them))",
        ])
        .site
        .unwrap();
    assert_eq!(site.config.title, "My Site");
    assert_eq!(site.config.locale, "en");
    assert_eq!(site.docs[0].source.path, "docs/intro.md");
    // Docusaurus' defaults: docs below /docs, dated posts below their date.
    assert_eq!(site.docs[0].meta.path, "/docs/intro");
    assert_eq!(site.posts[0].meta.path, "/blog/2021/08/26/welcome");
    // With site.toml beside it, site.toml wins, and a note says so.
    let both = evaluated.file("site.toml", content_model::testing::SITE_TOML);
    let loaded = both.load();
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "docusaurus.config.js:1:1: note: site.toml is there, so its settings are used and not those of docusaurus.config.js (one of the two: remove site.toml to use docusaurus.config.js)"
        ]
    );
    assert_eq!(loaded.site.unwrap().docs[0].meta.path, "/intro");
}

#[test]
fn a_site_with_neither_settings_file_takes_the_defaults() {
    let site = SiteBuilder::empty().file("docs/intro.md", "# 소개\n").expect_reports(&[]).site.unwrap();
    assert_eq!(site.config.title, "Documentation");
    assert_eq!(site.docs[0].meta.path, "/docs/intro");
}

#[test]
fn files_beside_pages_are_published_with_a_hash_and_their_size() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/README.txt", "설명"),
        (
            "content/docs/guide/a.md",
            "---\nimage: ./img/shot.svg\n---\n# 가\n\n![화면](./img/shot.svg)\n\n[설명서](../manual.pdf) ![없음](./img/gone.png)\n",
        ),
        (
            "content/docs/guide/img/shot.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\"/>",
        ),
        ("content/docs/guide/img/unused.svg", "<svg/>"),
        ("content/docs/manual.pdf", "%PDF-1.4"),
        ("content/blog/2024-08-26-welcome/index.md", "![배너](banner.svg)\n\n<!-- truncate -->\n"),
        ("content/blog/2024-08-26-welcome/banner.svg", "<svg viewBox=\"0 0 8 4\"/>"),
        // A front-matter image not written as `./…` is a name the site's theme reads, not a file.
        ("content/blog/2024-08-27-cover.md", "---\nimage: cover@4x.png\n---\n글\n\n<!-- truncate -->\n"),
    ]);
    let loaded = dir.load();
    let mut shown = lines(&loaded.diagnostics);
    shown.sort();
    assert_eq!(shown.len(), 3, "{shown:?}");
    assert!(shown[0].starts_with("content/docs/README"), "{shown:?}");
    assert!(shown[1].starts_with("content/docs/guide/a.md:8:28: warning: image `./img/gone.png` not found: no file at `content/docs/guide/img/gone.png`"), "{shown:?}");
    assert!(shown[2].starts_with("content/docs/guide/img/unused.svg:1:1: warning: `content/docs/guide/img/unused.svg` is not published"), "{shown:?}");
    let site = loaded.site.unwrap();
    let asset =
        |path: &str| site.assets.get(path).unwrap_or_else(|| panic!("{path}: {:?}", site.assets.keys()));
    let shot = asset("content/docs/guide/img/shot.svg");
    assert!(shot.url.starts_with("/assets/images/shot-") && shot.url.ends_with(".svg"), "{}", shot.url);
    assert_eq!(shot.url.len(), "/assets/images/shot-12345678.svg".len());
    assert_eq!(shot.size, Some((40, 20)));
    assert!(asset("content/docs/manual.pdf").url.starts_with("/assets/files/manual-"));
    assert_eq!(asset("content/blog/2024-08-26-welcome/banner.svg").size, Some((8, 4)));
    // The same bytes keep the same name; other bytes get another.
    let again = dir.file("content/docs/guide/img/shot.svg", "<svg width=\"41\" height=\"20\"/>").site();
    assert_ne!(again.assets["content/docs/guide/img/shot.svg"].url, shot.url);
    assert_eq!(again.assets["content/docs/manual.pdf"].url, asset("content/docs/manual.pdf").url);
}

#[test]
fn mdx_file_imports_are_published_and_may_not_leave_the_site() {
    let loaded = SiteBuilder::minimal()
        .files(&[
            (
                "content/docs/guide/shot.mdx",
                "---\ntitle: 화면\n---\nimport shot from './img/shot.png';\nimport logo from '@site/static/img/logo.png';\n\n<img src={shot} alt=\"화면\" />\n<img src={logo} alt=\"로고\" />\n",
            ),
            ("content/docs/guide/img/shot.png", "png"),
            ("static/img/logo.png", "png"),
        ])
        .load();
    let errors: Vec<String> = loaded.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{errors:?}");
    let site = loaded.site.unwrap();
    let asset = &site.assets["content/docs/guide/img/shot.png"];
    assert!(asset.url.starts_with("/assets/images/shot-"), "{asset:?}");

    // An import of a file the loader found behind a link out of the site.
    let loaded = SiteBuilder::minimal()
        .file(
            "content/docs/guide/leak.mdx",
            "---\ntitle: 샘\n---\nimport secret from './more/secret.png';\n\n<img src={secret} alt=\"x\" />\n",
        )
        .escape("content/docs/guide/more", "/elsewhere")
        .load();
    let shown = lines(&loaded.diagnostics);
    assert!(
        shown.iter().any(|e| e.starts_with(
            "content/docs/guide/leak.mdx:4:21: error: `./more/secret.png` resolves to `/elsewhere`, outside the site folder"
        )),
        "{shown:?}"
    );
}

/// What `cargo xtask compat --site` found on the original AoldaCloud
/// Docusaurus site, each now as Docusaurus 3.6.3 builds it.
#[test]
fn titles_headings_and_tag_pages_follow_docusaurus() {
    let dir = SiteBuilder::minimal().files(&[
        ("content/docs/guide/compute.md", "---\ntitle: 컴퓨트\n---\n# 컴퓨트 시작하기\n\n본문\n"),
        ("content/docs/guide/same.md", "---\ntitle: 같음\n---\n# 같음\n"),
        ("content/docs/guide/walk/index.md", "---\nslug: /walk\n---\n"),
        ("content/docs/guide/named.md", "---\nid: renamed\n---\n본문만\n"),
        ("content/blog/tags.yml", "used:\n  label: 쓰임\nidle:\n  label: 놀림\n"),
        ("content/blog/2024-08-26-a.md", "---\ntags: [used]\n---\n글\n\n<!-- truncate -->\n"),
    ]);
    let site = dir.site();
    let doc = |path: &str| site.docs.iter().find(|d| d.meta.path == path).unwrap_or_else(|| panic!("{path}"));
    // The page shows the body's heading; the title (the tab's, the sidebar's) stays the front matter's.
    assert_eq!(
        (doc("/guide/compute").meta.title.as_str(), doc("/guide/compute").meta.heading.as_deref()),
        ("컴퓨트", Some("컴퓨트 시작하기"))
    );
    assert_eq!(doc("/guide/same").meta.heading, None, "written only where it differs");
    // No title anywhere: the id's last part, `index` for an index.
    assert_eq!(doc("/walk").meta.title, "index");
    assert_eq!(doc("/guide/renamed").meta.title, "renamed");
    let tags: Vec<&str> = site.tags.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(tags, ["쓰임"], "a tags.yml entry no post carries has no page");
}

/// The docs plugin's `include` and `exclude`: globs below the docs folder, as
/// globby reads them; what they leave out is no doc and no warning.
#[test]
fn docs_include_and_exclude_pick_the_docs_without_a_word_for_the_rest() {
    let loaded = |docs_options: &str| {
        let config = format!(
            r#"{{"title": "T", "url": "https://t.example", "presets": [["classic", {{"docs": {{{docs_options}}}, "blog": false}}]]}}"#
        );
        SiteBuilder::empty()
            .file("docusaurus.config.js", "export default {}")
            .evaluated("docusaurus.config.js", &config)
            .file("docs/FAQ.md", "# 묻고 답하기\n")
            .file("docs/api/store.md", "# 저장소\n")
            .file("docs/api/deep/more.mdx", "# 더\n")
            .file("docs/drafts/wip.md", "# 쓰는 중\n")
            .file("docs/components/Box.jsx", "export default () => null;\n")
            .load()
    };
    let paths = |loaded: &content_model::Loaded| -> Vec<String> {
        let mut paths: Vec<String> =
            loaded.site.iter().flat_map(|s| &s.docs).map(|d| d.source.path.clone()).collect();
        paths.sort();
        paths
    };
    let chosen = loaded(r#""include": ["{api,faq}/**/*.{md,mdx}", "FAQ.md"]"#);
    assert_eq!(paths(&chosen), ["docs/FAQ.md", "docs/api/deep/more.mdx", "docs/api/store.md"]);
    assert!(chosen.diagnostics.is_empty(), "{:?}", chosen.diagnostics);
    let excluded = loaded(r#""exclude": ["drafts/**"]"#);
    assert_eq!(paths(&excluded), ["docs/FAQ.md", "docs/api/deep/more.mdx", "docs/api/store.md"]);
    // Neither set: every page is a doc, and a file that is none is named.
    let plain = loaded("");
    assert_eq!(paths(&plain).len(), 4);
    let shown = lines(&plain.diagnostics);
    // One note for them all, as Docusaurus passes such files over in silence.
    assert_eq!(
        shown,
        [
            "docs/components/Box.jsx:1:1: note: 1 file(s) in the docs and blog folders are not published, as under Docusaurus: no page refers to `docs/components/Box.jsx` (pages (.md, .mdx), _category_.yml/.json, authors.yml, tags.yml, or a file a page refers to by a relative path)"
        ]
    );
    let wrong = loaded(r#""include": ["[oops"]"#);
    assert!(
        lines(&wrong.diagnostics).iter().any(|l| l.contains("`[oops` is not a glob")),
        "{:?}",
        wrong.diagnostics
    );
}

/// `numberPrefixParser`: `false` keeps every name as written; the site's own
/// function's answers (tabled by the evaluator) give ids, routes and order.
#[test]
fn number_prefixes_are_read_by_the_docs_plugins_parser() {
    let loaded = |parser: &str| {
        let config = format!(
            r#"{{"title": "T", "url": "https://t.example", "presets": [["classic", {{"docs": {{"numberPrefixParser": {parser}}}, "blog": false}}]]}}"#
        );
        SiteBuilder::empty()
            .file("docusaurus.config.js", "export default {}")
            .evaluated("docusaurus.config.js", &config)
            .file("docs/01-setup/2-install.md", "# 설치\n")
            .file("docs/01-setup/10__network.md", "# 네트워크\n")
            .load()
    };
    let routes = |loaded: &content_model::Loaded| -> Vec<String> {
        loaded.site.iter().flat_map(|s| &s.docs).map(|d| d.meta.path.clone()).collect()
    };
    assert_eq!(
        routes(&loaded("true")),
        ["/docs/setup/install", "/docs/setup/network"],
        "Docusaurus' default parser"
    );
    let off = loaded("false");
    assert_eq!(routes(&off), ["/docs/01-setup/10__network", "/docs/01-setup/2-install"]);
    assert!(
        off.diagnostics.iter().all(|d| !d.message.contains("numberPrefixParser")),
        "{:?}",
        off.diagnostics
    );
    let own = loaded(
        r#"{"$numberPrefixes": {"01-setup": [null, "01-setup"], "2-install": [null, "2-install"], "10__network": [10, "network"]}}"#,
    );
    // A position comes before none, as Docusaurus sorts.
    assert_eq!(routes(&own), ["/docs/01-setup/network", "/docs/01-setup/2-install"]);
    // A function the evaluator could not table is named, and the default parser reads the names.
    let unrun = loaded(r#"{"$nonData": "function", "name": "parse"}"#);
    assert_eq!(routes(&unrun), routes(&loaded("true")));
    assert!(
        unrun.diagnostics.iter().any(|d| d.message.contains("docs.numberPrefixParser")),
        "{:?}",
        unrun.diagnostics
    );
}

/// A Docusaurus 2 project (its package.json says) whose pages were MDX 1.
fn docusaurus_project(core: &str) -> SiteBuilder {
    SiteBuilder::empty()
        .file("package.json", &format!(r#"{{"dependencies": {{"@docusaurus/core": "{core}"}}}}"#))
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", r#"{"title": "T", "url": "https://t.org", "presets": ["classic"]}"#)
        .file(
            "docs/intro.md",
            "# 설정\n\n응답은 {\"status\": 200} 이고 `${JAVA_OPT}` 대신 ${JAVA_OPT}를 씁니다.\n\n주소: <https://t.org/a>\n",
        )
}

#[test]
fn a_docusaurus_2_site_reads_its_pages_as_mdx_1_did() {
    let loaded = docusaurus_project("^2.4.1").load();
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "docs/intro.md:3:5: note: read as MDX 1, as Docusaurus 2 reads it: 2 place(s) that MDX 3 reads otherwise or rejects (braces, `<` or a tag in prose, a block indented as code) read as MDX 1 did (MDX 3 (Docusaurus 3 stops here): `\\{` for a brace, `&lt;` for an angle bracket)"
        ]
    );
    let site = loaded.site.unwrap();
    let body = &site.docs[0].body.text;
    assert!(body.contains(r#"\{"status": 200\}"#) && body.contains(r"$\{JAVA_OPT\}를"), "{body}");
    assert!(body.contains("[https://t.org/a](https://t.org/a)"), "{body}");
    assert!(body.contains("`${JAVA_OPT}`"), "code stays as written: {body}");

    // Docusaurus 3 stops at the same page, and so does this build for a Docusaurus 3 site.
    let three = lines(&docusaurus_project("3.6.3").load().diagnostics);
    assert!(
        three
            .iter()
            .any(|d| d.starts_with("docs/intro.md:3:") && d.contains("error: this MDX does not parse")),
        "{three:?}"
    );
}

/// Anchors were checked from Docusaurus 3.1, posts without a truncate marker
/// warned of from 3.5: a site of an earlier version is not told of either.
#[test]
fn what_the_sites_docusaurus_did_not_check_yet_is_not_reported() {
    let project = |core: &str| {
        docusaurus_project(core)
            .file("docs/intro.md", "# 설정\n\n본문\n")
            .file("blog/2024-01-02-post.md", "---\ntitle: 글\n---\n\n자르지 않은 글\n")
            .load()
    };
    let untruncated = |loaded: &content_model::Loaded| {
        loaded.diagnostics.iter().any(|d| d.message.contains("truncate marker"))
    };
    for old in ["^2.4.1", "3.0.1"] {
        let loaded = project(old);
        assert!(!untruncated(&loaded), "{old}: {:?}", loaded.diagnostics);
        assert_eq!(loaded.site.unwrap().on_broken_anchors, content_model::config::OnBroken::Ignore, "{old}");
    }
    let between = project("3.4.0");
    assert!(!untruncated(&between));
    assert_eq!(between.site.unwrap().on_broken_anchors, content_model::config::OnBroken::Warn);
    let now = project("3.6.3");
    assert!(untruncated(&now), "{:?}", now.diagnostics);
    assert_eq!(now.site.unwrap().on_broken_anchors, content_model::config::OnBroken::Warn);
}

#[test]
fn pages_read_as_mdx_1_are_counted_in_one_note() {
    let mut project = docusaurus_project("^2.4.1");
    for n in 1..=5 {
        project =
            project.file(&format!("docs/more-{n}.md"), &format!("# 더 {n}\n\n값은 {{a: {n}}} 입니다.\n"));
    }
    let notes = lines(&project.load().diagnostics);
    assert_eq!(
        notes,
        [
            "docs/intro.md:3:5: note: read as MDX 1, as Docusaurus 2 reads it: braces, `<` or tags in prose that MDX 3 reads otherwise or rejects were taken as text on 6 pages: here first, then docs/more-1.md, docs/more-2.md, docs/more-3.md and 2 more (MDX 3 (Docusaurus 3 stops here): `\\{` for a brace, `&lt;` for an angle bracket)"
        ]
    );
}

#[test]
fn a_post_that_names_no_date_is_dated_by_its_first_commit_or_its_file() {
    let site = SiteBuilder::empty()
        .file("blog/welcome.md", "환영합니다\n\n<!-- truncate -->\n")
        .file("blog/2024-01-02-dated.md", "날짜 있음\n\n<!-- truncate -->\n");
    let mut history = content_model::revision::History::default();
    // First committed 2024-08-25 15:30 UTC: the 26th in Korea.
    let revision = content_model::revision::Revision {
        unix: 1_725_159_600,
        author: "김".into(),
        created: 1_724_599_800,
    };
    history.files.insert("blog/welcome.md".into(), revision);
    let loaded = site.load_with_history(&history);
    assert!(loaded.diagnostics.iter().all(|d| !d.is_error()), "{:?}", lines(&loaded.diagnostics));
    let posts: Vec<(String, String)> =
        loaded.site.unwrap().posts.iter().map(|p| (p.meta.path.clone(), p.meta.date.clone())).collect();
    assert_eq!(
        posts,
        [
            ("/blog/welcome".to_string(), "2024-08-26".to_string()),
            ("/blog/2024/01/02/dated".to_string(), "2024-01-02".to_string())
        ]
    );

    // Outside git, the file's time dates it, with a warning; with neither, it is an error.
    let touched = || SiteBuilder::empty().file("blog/welcome.md", "환영합니다\n\n<!-- truncate -->\n");
    let mut sources = touched().sources();
    sources.insert_modified("blog/welcome.md", 1_724_599_800);
    let loaded = content_model::load(&sources);
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "blog/welcome.md:1:1: warning: blog post `welcome` names no date and git has no commit of it: dated by the file's modification time (a name like `2024-08-26-my-post.md`, or a `date:` in the front matter)"
        ]
    );
    assert_eq!(loaded.site.unwrap().posts[0].meta.date, "2024-08-26");
    // A front-matter date in another form JavaScript's `Date` reads, as Docusaurus takes it.
    for written in ["06/29/2022", "June 29, 2022", "2022/06/29 10:00"] {
        let site = SiteBuilder::empty()
            .file("blog/welcome.md", &format!("---\ndate: {written}\n---\n환영합니다\n\n<!-- truncate -->\n"))
            .expect_reports(&[])
            .site
            .unwrap();
        assert_eq!(site.posts[0].meta.date, "2022-06-29", "{written}");
    }
    touched().expect_failure(&[
        "blog/welcome.md:1:1: error: blog file name `welcome` does not start with a date (a name like `2024-08-26-my-post.md`, or a `date:` in the front matter)",
    ]);
}

#[test]
fn a_further_blog_instance_has_its_own_posts_lists_tags_and_authors() {
    let config = r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"blog": {"blogTitle": "소식"}}]],
        "plugins": [["@docusaurus/plugin-content-blog", {"id": "release-notes", "path": "./release-notes", "routeBasePath": "release-notes", "blogTitle": "릴리스 노트", "feedOptions": {"type": null}}]]}"#;
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("blog/2024-01-02-hello.md", "---\ntags: [intro]\n---\n안녕하세요\n\n<!-- truncate -->\n")
        .file("release-notes/authors.yml", "kim:\n  name: 김\n  page: true\n")
        .file(
            "release-notes/2020-2-14-4.6.1.md",
            "---\ntags: [release]\nauthors: kim\n---\n고친 것들\n\n<!-- truncate -->\n",
        )
        .file("release-notes/2021-03-01-5.0.md", "---\ntags: [release]\n---\n새 판\n\n<!-- truncate -->\n")
        .expect_reports(&[])
        .site
        .unwrap();
    let posts: Vec<(&str, usize)> = site.posts.iter().map(|p| (p.meta.path.as_str(), p.blog)).collect();
    assert_eq!(
        posts,
        [
            ("/blog/2024/01/02/hello", 0),
            ("/release-notes/2021/03/01/5.0", 1),
            ("/release-notes/2020/2/14/4.6.1", 1)
        ]
    );
    assert_eq!(site.posts[2].meta.date, "2020-02-14");
    // Each blog's neighbours are its own.
    assert_eq!(
        site.posts[1].meta.next.as_ref().map(|n| n.path.as_str()),
        Some("/release-notes/2020/2/14/4.6.1")
    );
    assert!(site.posts[0].meta.next.is_none() && site.posts[0].meta.previous.is_none());
    let routes: Vec<(String, content_model::RouteKind)> = site
        .routes()
        .into_iter()
        .filter(|r| !matches!(r.kind, content_model::RouteKind::Post(_)))
        .map(|r| (r.path, r.kind))
        .collect();
    use content_model::RouteKind::*;
    assert_eq!(
        routes.iter().filter(|(path, _)| path.starts_with("/release-notes")).cloned().collect::<Vec<_>>(),
        [
            ("/release-notes".to_string(), BlogList(1, 0)),
            ("/release-notes/archive".to_string(), BlogArchive(1)),
            ("/release-notes/tags".to_string(), BlogTags(1)),
            ("/release-notes/authors".to_string(), BlogAuthors(1)),
            ("/release-notes/tags/release".to_string(), BlogTag(1, 0, 0)),
            ("/release-notes/authors/kim".to_string(), BlogAuthor(1, 0, 0)),
        ]
    );
    assert!(routes.contains(&("/blog/tags/intro".to_string(), BlogTag(0, 0, 0))));
    let notes = site.blog_at(1);
    assert_eq!((notes.id, notes.options.title.as_deref()), ("release-notes", Some("릴리스 노트")));
    assert_eq!(notes.listed_posts().count(), 2);
    assert_eq!(site.listed_posts().count(), 1, "the first blog's lists hold its own posts");
}

#[test]
fn a_doc_named_as_its_folder_is_its_index_only_when_named_exactly_so() {
    let site = SiteBuilder::minimal()
        .files(&[
            ("content/docs/guide/guide.md", "# 안내\n"),
            ("content/docs/data-source/1-data-source.md", "# 데이터 소스\n"),
            ("content/docs/data-source/2-options.md", "# 옵션\n"),
        ])
        .expect_reports(&[])
        .site
        .unwrap();
    let mut paths: Vec<&str> = site.docs.iter().map(|d| d.meta.path.as_str()).collect();
    paths.sort();
    // Docusaurus compares the file's name with the folder's as written: a number prefix makes it a doc of its own.
    assert_eq!(paths, ["/data-source/data-source", "/data-source/options", "/guide"]);
}

/// Docusaurus' sidebar post-processing: a category left without items (a
/// folder holding only its index page) is a plain link to its page, under the
/// category's label; a folder with more pages stays a category.
#[test]
fn a_folder_of_its_index_alone_is_a_link_to_that_page_in_the_sidebar() {
    use content_model::meta::SidebarItem;
    let site = SiteBuilder::minimal()
        .files(&[
            ("content/docs/cases/index.md", "# 사례\n"),
            ("content/docs/cases/one/index.md", "# 첫 사례\n"),
            ("content/docs/cases/one/_category_.json", r#"{"label": "사례 하나"}"#),
            ("content/docs/cases/two/index.md", "# 둘째 사례\n"),
            ("content/docs/cases/two/detail.md", "# 자세히\n"),
        ])
        .expect_reports(&[])
        .site
        .unwrap();
    let shown: Vec<(String, &str)> = site.sidebars[0]
        .1
        .iter()
        .map(|item| match item {
            SidebarItem::Doc { label, path, .. } => (format!("doc {label}"), path.as_str()),
            SidebarItem::Category { label, path, .. } => {
                (format!("category {label}"), path.as_deref().unwrap_or(""))
            }
            _ => ("other".into(), ""),
        })
        .collect();
    assert_eq!(
        shown,
        [
            ("doc 사례".to_string(), "/cases"),
            ("doc 사례 하나".to_string(), "/cases/one"),
            ("category 둘째 사례".to_string(), "/cases/two")
        ]
    );
}

#[test]
fn links_written_with_the_base_url_name_the_route_below_it() {
    let config = r#"{"title": "T", "url": "https://t.org", "baseUrl": "/docs/",
        "presets": [["classic", {"docs": {"routeBasePath": "/", "sidebarPath": "./sidebars.js"}, "blog": false}]],
        "themeConfig": {"navbar": {"items": [{"to": "/docs/cli", "label": "CLI"}, {"to": "/guide", "label": "안내"}]}}}"#;
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("sidebars.js", "module.exports = {};\n")
        .evaluated(
            "sidebars.js",
            r#"{"s": ["guide", {"type": "link", "label": "CLI", "href": "/docs/cli"}, {"type": "link", "label": "밖", "href": "https://x.example"}]}"#,
        )
        .file("docs/guide.md", "# 안내\n")
        .file("docs/cli.md", "# CLI\n")
        .expect_reports(&[])
        .site
        .unwrap();
    let hrefs: Vec<&str> = site.sidebars[0]
        .1
        .iter()
        .filter_map(|item| match item {
            content_model::meta::SidebarItem::Link { href, .. } => Some(href.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(hrefs, ["/cli", "https://x.example"]);
    let navbar: Vec<Option<&str>> = site.config.navbar.iter().map(|l| l.to.as_deref()).collect();
    assert_eq!(navbar, [Some("/cli"), Some("/guide")]);
}

#[test]
fn a_relative_link_on_a_page_with_a_folder_address_is_read_from_that_folder() {
    let config = r#"{"title": "T", "url": "https://t.org",
        "presets": [["classic", {"blog": false}]],
        "plugins": [["@docusaurus/plugin-content-docs", {"id": "storage", "path": "storage", "routeBasePath": "storage"}]]}"#;
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("docs/intro.md", "---\nslug: /\n---\n# 소개\n\n[설치](./install)\n")
        .file("docs/install.md", "# 설치\n\n[옆](./intro)\n")
        .file("storage/README.md", "# 저장소\n\n[Redis](./redis)\n")
        .file("storage/redis.md", "# Redis\n")
        .file("storage/otel/README.md", "# OTel\n\n[예제](./example) [GeoIP](../geoip/)\n")
        .file("storage/otel/example/README.md", "# 예제\n")
        .file("storage/geoip.md", "---\nslug: geoip/\n---\n# GeoIP\n\n[OTel](../otel)\n")
        .file("src/pages/about/index.md", "# 소개 페이지\n\n[팀](./team)\n")
        .file("src/pages/about/team.md", "# 팀\n")
        .expect_reports(&[])
        .site
        .unwrap();
    let resolve =
        |page: &str, source: &str, dest: &str| match content_model::links::resolve(&site, source, page, dest)
        {
            content_model::links::LinkTarget::Internal(route) => route,
            other => panic!("{other:?}"),
        };
    // Docusaurus serves a docs root at `/docs/` and an index page at `/about/`: `./x` stays below them.
    assert_eq!(resolve("/docs", "docs/intro.md", "./install"), "/docs/install");
    assert_eq!(resolve("/storage", "storage/README.md", "./redis"), "/storage/redis");
    assert_eq!(resolve("/about", "src/pages/about/index.md", "./team"), "/about/team");
    // A folder's index, and a doc whose slug ends in `/`, likewise.
    assert_eq!(resolve("/storage/otel", "storage/otel/README.md", "./example"), "/storage/otel/example");
    assert_eq!(resolve("/storage/otel", "storage/otel/README.md", "../geoip/"), "/storage/geoip");
    assert_eq!(resolve("/storage/geoip", "storage/geoip.md", "../otel"), "/storage/otel");
    // Any other page is a file's address: `./x` is its neighbour.
    assert_eq!(resolve("/docs/install", "docs/install.md", "./intro"), "/docs/intro");
    assert_eq!(resolve("/about/team", "src/pages/about/team.md", "./index"), "/about/index");
}

#[test]
fn a_markdown_link_to_a_post_or_a_page_file_leads_to_its_route() {
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": ["classic"]}"#,
        )
        .file(
            "blog/2024-01-01-first.md",
            "# 첫 글\n\n다음: [둘째](./2024-01-02-second.md#결론)\n\n<!-- truncate -->\n",
        )
        .file("blog/2024-01-02-second.md", "# 둘째 글\n\n<!-- truncate -->\n\n## 결론\n")
        .file(
            "docs/intro.md",
            "# 소개\n\n[소식](../blog/2024-01-02-second.md) [안내](../src/pages/help.md)\n",
        )
        .file("src/pages/help.md", "# 도움말\n")
        .expect_reports(&[])
        .site
        .unwrap();
    let resolve =
        |source: &str, page: &str, dest: &str| content_model::links::resolve(&site, source, page, dest);
    let internal = |route: &str| content_model::links::LinkTarget::Internal(route.into());
    assert_eq!(
        resolve("blog/2024-01-01-first.md", "/blog/2024/01/01/first", "./2024-01-02-second.md#결론"),
        internal("/blog/2024/01/02/second#결론")
    );
    assert_eq!(
        resolve("docs/intro.md", "/docs/intro", "../blog/2024-01-02-second.md"),
        internal("/blog/2024/01/02/second")
    );
    assert_eq!(resolve("docs/intro.md", "/docs/intro", "../src/pages/help.md"), internal("/help"));
}

#[test]
fn trailing_slash_says_from_where_relative_links_are_read() {
    let site_with = |slash: &str| {
        let config = format!(
            r#"{{"title": "T", "url": "https://t.org", "presets": [["classic", {{"blog": false}}]]{slash}}}"#
        );
        let loaded = SiteBuilder::empty()
            .file("docusaurus.config.js", "module.exports = {};\n")
            .evaluated("docusaurus.config.js", &config)
            .file("docs/guide/index.md", "# 안내\n\n[설치](./install)\n")
            .file("docs/guide/install.md", "# 설치\n\n[다음](./next)\n")
            .file("docs/guide/install/next.md", "# 다음\n")
            .file("docs/guide/next.md", "# 옆\n")
            .load();
        let notes: Vec<String> = content_model::testing::lines(&loaded.diagnostics);
        (loaded.site.unwrap(), notes)
    };
    let resolve = |site: &content_model::Site, page: &str, source: &str| match content_model::links::resolve(
        site, source, page, "./next",
    ) {
        content_model::links::LinkTarget::Internal(route) => route,
        other => panic!("{other:?}"),
    };
    // `true`: every page is a folder (`/docs/guide/install/`), so `./next` is below it.
    let (site, notes) = site_with(r#", "trailingSlash": true"#);
    assert_eq!(resolve(&site, "/docs/guide/install", "docs/guide/install.md"), "/docs/guide/install/next");
    assert!(
        notes
            .iter()
            .any(|n| n.contains("`trailingSlash` (`true`: pages keep one address, without a closing slash")),
        "{notes:?}"
    );
    // `false`: no page is, not even a folder's index (`/docs/guide`).
    let (site, _) = site_with(r#", "trailingSlash": false"#);
    assert_eq!(resolve(&site, "/docs/guide/install", "docs/guide/install.md"), "/docs/guide/next");
    assert_eq!(resolve(&site, "/docs/guide", "docs/guide/index.md"), "/docs/next");
    // Unset: only a folder's index.
    let (site, _) = site_with("");
    assert_eq!(resolve(&site, "/docs/guide", "docs/guide/index.md"), "/docs/guide/next");
    assert_eq!(resolve(&site, "/docs/guide/install", "docs/guide/install.md"), "/docs/guide/next");
}

#[test]
fn a_link_that_differs_from_a_route_only_in_case_is_written_as_the_route() {
    // Docusaurus' router and link check match routes whatever their case; the link here names the route itself.
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"blog": false}]]}"#,
        )
        .file("docs/api/export.md", "# 내보내기\n")
        .file("docs/api/Upload.md", "# 올리기\n")
        .file(
            "docs/api/intro.md",
            "# 소개\n\n[내보내기](/docs/API/export#options) [옆](../API/export) [올리기](./upload)\n",
        )
        .expect_reports(&[])
        .site
        .unwrap();
    let resolve =
        |dest: &str| content_model::links::resolve(&site, "docs/api/intro.md", "/docs/api/intro", dest);
    let internal = |route: &str| content_model::links::LinkTarget::Internal(route.into());
    assert_eq!(resolve("/docs/API/export#options"), internal("/docs/api/export#options"));
    assert_eq!(resolve("../API/export"), internal("/docs/api/export"));
    // A doc whose file name has capitals, linked in lowercase.
    assert_eq!(resolve("./upload"), internal("/docs/api/Upload"));
    assert_eq!(resolve("/docs/api/upload#form"), internal("/docs/api/Upload#form"));
    assert_eq!(
        resolve("/docs/API/gone"),
        internal("/docs/API/gone"),
        "no route: left for the link check to name"
    );
}

#[test]
fn markdown_format_md_reads_every_page_as_commonmark_unless_the_page_says() {
    let project = |format: &str| {
        SiteBuilder::empty()
            .file("docusaurus.config.js", "module.exports = {};\n")
            .evaluated(
                "docusaurus.config.js",
                &format!(
                    r#"{{"title": "T", "url": "https://t.org", "presets": ["classic"], "markdown": {{"format": "{format}"}}}}"#
                ),
            )
            .file("docs/a.md", "# 가\n\n값은 {a: 1} 이고 <b 입니다.\n")
            .file("docs/b.mdx", "# 나\n\n값은 {a: 1} 이고 <b 입니다.\n")
    };
    let errors = |loaded: &content_model::Loaded| -> Vec<String> {
        loaded.errors().map(|d| format!("{}:{}", d.file, d.line)).collect()
    };
    let md = project("md").load();
    assert_eq!(errors(&md), Vec::<String>::new(), "both read as CommonMark");
    assert!(lines(&md.diagnostics).iter().all(|l| !l.contains("markdown.format")), "{:?}", md.diagnostics);
    // Docusaurus' order: the page's `format`, then the site's, then the extension.
    let own = project("md")
        .file("docs/c.md", "---\nformat: mdx\n---\n# 다\n\n값은 {a: 1} 이고 <b 입니다.\n")
        .load();
    assert_eq!(errors(&own), ["docs/c.md:6"]);
    assert_eq!(errors(&project("detect").load()), ["docs/b.mdx:3"]);
    assert_eq!(errors(&project("mdx").load()), ["docs/a.md:3", "docs/b.mdx:3"]);
}

#[test]
fn from_extensions_leads_each_page_address_with_the_extension_to_the_page() {
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"blog": false}]],
                "plugins": [["@docusaurus/plugin-client-redirects", {"fromExtensions": ["html"]}]]}"#,
        )
        .file("docs/intro.md", "# 소개\n")
        .file("docs/guide/setup.md", "# 설치\n")
        .site();
    let redirects: Vec<(&str, &str)> =
        site.redirects.iter().map(|r| (r.from.as_str(), r.to.as_str())).collect();
    assert!(redirects.contains(&("/docs/intro.html", "/docs/intro")), "{redirects:?}");
    assert!(redirects.contains(&("/docs/guide/setup.html", "/docs/guide/setup")), "{redirects:?}");
    assert!(
        redirects.iter().all(|(from, _)| *from != "/.html" && !from.ends_with("/.html")),
        "{redirects:?}"
    );
}

/// The blog and pages plugins' `include` and `exclude`, as the docs plugin's:
/// a file outside them is no post or page, passed over without a word.
#[test]
fn the_blog_and_pages_read_only_the_files_their_include_and_exclude_name() {
    let site = SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"docs": false,
                "blog": {"exclude": ["**/_*.{md,mdx}", "**/AGENTS.md", "drafts/**"]},
                "pages": {"exclude": ["**/AGENTS.md", "**/*.stories.tsx"]}}]]}"#,
        )
        .file(
            "src/pages/about.md",
            "# 소개
",
        )
        .file(
            "src/pages/AGENTS.md",
            "# 안내
",
        )
        .file(
            "src/pages/team.tsx",
            "export default function Team() { return null; }
",
        )
        .file(
            "src/pages/team.stories.tsx",
            "export default {};
",
        )
        .file("blog/2024-05-01-hello.md", "---\ntitle: 안녕\n---\n첫 글\n\n<!-- truncate -->\n")
        .file("blog/AGENTS.md", "# 안내\n\n글 쓰는 규칙\n")
        .file("blog/drafts/2024-06-01-later.md", "# 나중\n\n<!-- truncate -->\n")
        .site();
    let posts: Vec<&str> = site.posts.iter().map(|p| p.meta.path.as_str()).collect();
    assert_eq!(posts, ["/blog/2024/05/01/hello"]);
    // And the pages plugin's.
    let pages: Vec<&str> = site.markdown_pages.iter().map(|p| p.meta.path.as_str()).collect();
    assert_eq!(pages, ["/about"]);
    assert_eq!(site.react_pages.iter().map(|p| p.path.as_str()).collect::<Vec<_>>(), ["/team"]);
}
