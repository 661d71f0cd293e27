//! A Docusaurus site's docs/ and blog/ load as they are: nothing outside the
//! site folder is read, no file is dropped without a word, `.mdx` and
//! `_category_.json` are understood, documented front-matter keys are accepted.

mod common;

use common::site;
use content_model::{Diagnostic, load};

fn lines(diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().map(ToString::to_string).collect()
}

#[cfg(unix)]
#[test]
fn a_symlink_out_of_the_site_is_an_error_naming_its_target() {
    let dir = site(&[("static/img/logo.svg", "<svg/>"), ("content/docs/guide/index.md", "본문\n")]);
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "비밀").unwrap();
    let secret = outside.path().join("secret.txt").canonicalize().unwrap();
    std::os::unix::fs::symlink(&secret, dir.path().join("static/passwd.txt")).unwrap();
    std::os::unix::fs::symlink(outside.path(), dir.path().join("content/docs/guide/more")).unwrap();
    // A link that stays inside the site keeps working.
    std::os::unix::fs::symlink("img/logo.svg", dir.path().join("static/logo.svg")).unwrap();
    let loaded = load(dir.path());
    assert!(loaded.site.is_none());
    let real = outside.path().canonicalize().unwrap();
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            format!(
                "content/docs/guide/more:1:1: error: `content/docs/guide/more` resolves to `{}`, outside the site folder; it is not published (files inside the site folder: copy the file in instead of linking to it)",
                real.display()
            ),
            format!(
                "static/passwd.txt:1:1: error: `static/passwd.txt` resolves to `{}`, outside the site folder; it is not published (files inside the site folder: copy the file in instead of linking to it)",
                secret.display()
            ),
        ]
    );
}

#[cfg(unix)]
#[test]
fn symlinks_inside_the_site_keep_working() {
    let dir =
        site(&[("static/img/logo.svg", "<svg width=\"4\" height=\"2\"/>"), ("shared/intro.md", "# 소개\n")]);
    std::os::unix::fs::symlink("img/logo.svg", dir.path().join("static/logo.svg")).unwrap();
    std::fs::create_dir_all(dir.path().join("content/docs/guide")).unwrap();
    std::os::unix::fs::symlink("../../../shared/intro.md", dir.path().join("content/docs/guide/intro.md"))
        .unwrap();
    let loaded = load(dir.path());
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    let site = loaded.site.unwrap();
    assert_eq!(site.static_files.get("/logo.svg"), Some(&Some((4, 2))));
    assert_eq!(site.docs[0].meta.title, "소개");
}

#[test]
fn a_relative_path_that_climbs_out_is_an_error_at_its_place() {
    let dir = site(&[(
        "content/docs/guide/a.md",
        "# 가\n\n[옆 문서](./b.md) 그리고 ![비밀](../../../../../etc/passwd)\n",
    )]);
    let loaded = load(dir.path());
    assert!(loaded.site.is_none());
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "content/docs/guide/a.md:3:26: error: `../../../../../etc/passwd` resolves to `/etc/passwd`, outside the site folder (a path to a file inside the site folder)"
        ]
    );
}

#[test]
fn every_file_in_docs_and_blog_is_a_page_data_or_a_warning() {
    let dir = site(&[
        ("content/docs/guide/index.md", "# 가이드\n"),
        ("content/docs/guide/_category_.yml", "label: 가이드\n"),
        ("content/docs/guide/notes.txt", "메모"),
        ("content/docs/guide/img/shot.png", "png"),
        ("content/docs/README.txt", "설명"),
        ("content/blog/authors.yml", "kim:\n  name: 김\n"),
        ("content/blog/tags.yml", "t:\n  label: T\n"),
        ("content/blog/2024-08-26-welcome/index.md", "---\nauthors: kim\n---\n환영\n"),
        ("content/blog/2024-08-26-welcome/banner.png", "png"),
        ("content/blog/2024-09-01-empty/notes.md", "색인이 없는 폴더\n"),
        ("content/blog/draft.txt", "초안"),
    ]);
    let loaded = load(dir.path());
    assert!(loaded.site.is_some(), "{:?}", loaded.diagnostics);
    let mut shown = lines(&loaded.diagnostics);
    shown.sort();
    let tail =
        " (pages (.md, .mdx), _category_.yml/.json, authors.yml, tags.yml; files for pages go under static/)";
    let expected: Vec<String> = [
        "content/blog/2024-08-26-welcome/banner.png",
        "content/blog/2024-09-01-empty",
        "content/blog/2024-09-01-empty/notes.md",
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
}

#[test]
fn mdx_pages_are_read_as_markdown() {
    let dir = site(&[
        (
            "content/docs/guide/tabs.mdx",
            "---\ntitle: 탭\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n{/* 편집자 메모 */}\n\n## 설치\n\n본문입니다.\n",
        ),
        ("content/blog/2024-08-26-hello.mdx", "# 안녕\n\n요약\n\n{/* truncate */}\n\n나머지\n"),
    ]);
    let loaded = load(dir.path());
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    let site = loaded.site.unwrap();
    let doc = &site.docs[0];
    assert_eq!((doc.meta.path.as_str(), doc.meta.title.as_str()), ("/guide/tabs", "탭"));
    assert_eq!(doc.body.headings[0].text, "설치");
    assert!(!doc.body.text.contains("import") && !doc.body.text.contains("메모"));
    assert_eq!(doc.meta.description, "본문입니다.");
    assert!(site.posts[0].meta.truncated);
    assert_eq!(site.posts[0].meta.path, "/blog/hello");
}

#[test]
fn mdx_that_needs_javascript_is_an_error_at_file_line_col() {
    let dir = site(&[(
        "content/docs/guide/chart.mdx",
        "---\ntitle: 차트\n---\nimport Chart from '@site/src/components/Chart';\n\n<Chart data={[1, 2]} />\n",
    )]);
    let loaded = load(dir.path());
    assert!(loaded.site.is_none());
    let shown = lines(&loaded.diagnostics);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(shown[0].starts_with("content/docs/guide/chart.mdx:4:1: error: import of `@site/src/components/Chart` cannot be run here"), "{shown:?}");
    assert!(shown[1].starts_with("content/docs/guide/chart.mdx:6:13: error: JSX expression `{[1, 2]}` cannot be turned into static output"), "{shown:?}");
}

#[test]
fn category_json_reads_like_yaml_and_links_a_doc() {
    let dir = site(&[
        (
            "content/docs/guide/01-start/_category_.json",
            "{\n  \"label\": \"시작\",\n  \"position\": 2,\n  \"collapsible\": true,\n  \"collapsed\": false,\n  \"link\": {\"type\": \"doc\", \"id\": \"guide/start/overview\"}\n}\n",
        ),
        ("content/docs/guide/01-start/overview.md", "# 개요\n"),
        ("content/docs/guide/01-start/install.md", "# 설치\n"),
        ("content/docs/guide/02-more/_category_.yml", "label: 더 보기\nposition: 1\ncollapsed: true\n"),
        ("content/docs/guide/02-more/a.md", "# 가\n"),
    ]);
    let loaded = load(dir.path());
    assert_eq!(
        lines(&loaded.diagnostics),
        [
            "content/docs/guide/01-start/_category_.json:1:1: note: accepted, with no effect on this site: `collapsed` (2×, e.g. content/docs/guide/01-start/_category_.json), `collapsible` (1×, e.g. content/docs/guide/01-start/_category_.json)"
        ]
    );
    let site = loaded.site.unwrap();
    let labels: Vec<String> = site.sidebars[0].1.iter().map(|i| format!("{i:?}")).collect();
    assert!(labels[0].contains("더 보기"), "{labels:?}");
    assert!(labels[1].contains("label: \"시작\", path: Some(\"/guide/start/overview\")"), "{labels:?}");
    assert!(!labels[1].contains("개요"), "the linked doc is the category's page, not an item: {labels:?}");
}

#[test]
fn category_generated_index_lists_the_items() {
    let dir = site(&[
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
    let loaded = load(dir.path());
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    let site = loaded.site.unwrap();
    let index = site.docs.iter().find(|d| d.meta.path == "/category/기초").expect("default slug");
    assert_eq!(index.meta.title, "기초 문서 모음");
    assert_eq!(index.meta.description, "처음 읽을 문서");
    assert_eq!(
        index.body.text,
        "처음 읽을 문서\n\n- [가](</guide/basics/a>): 첫 문서\n- [나](</guide/basics/b>)\n"
    );
    assert!(site.docs.iter().any(|d| d.meta.path == "/my-index"));
}

#[test]
fn category_json_mistakes_are_located() {
    let dir = site(&[
        ("content/docs/guide/x/_category_.json", "{\n  \"label\": \"엑스\",\n  \"lable\": \"오타\"\n}\n"),
        ("content/docs/guide/x/a.md", "# 가\n"),
        ("content/docs/guide/y/_category_.yml", "link: {type: doc, id: nowhere}\n"),
        ("content/docs/guide/y/b.md", "# 나\n"),
    ]);
    let shown = lines(&load(dir.path()).diagnostics);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(shown[0].starts_with("content/docs/guide/x/_category_.json:3:"), "{shown:?}");
    assert!(shown[0].contains("unknown front-matter key `lable`"), "{shown:?}");
    assert!(
        shown[1].starts_with("content/docs/guide/y/_category_.yml:1:23: error: no doc has the id `nowhere`"),
        "{shown:?}"
    );
}
