//! Proof that no content can make a build write or delete outside the site's
//! output: every front-matter and data-file field that shapes a path (doc
//! `slug` and `id`, post `slug`, tag `permalink` in tags.yml and written in
//! place, for the blog and the docs, author page `permalink`, a generated
//! index's `slug`) is given values that climb out (`..`, `/../..`,
//! `%2e%2e/`, `..%2f`, backslashes) or hold NUL or a control character. Each
//! build must fail with an error at the file that holds the value, and the
//! folder around the site (a sibling "victim" folder included) and the site
//! folder itself, but for build/ and .build-cache/, must be as they were.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::build::{self, ContentErrors, Options, copy_tree};
use crate::paths;

/// The site lives at `<tmp>/nest/site`; its staging folder is three folders below `<tmp>`.
const STAGING_DEPTH: usize = 3;

/// A field that shapes a path: the file it is written in, the file's text with
/// `{V}` where the value goes, and how many folders below the output root
/// the value starts (`/guide/<slug>` starts one below).
struct Field {
    name: &'static str,
    file: &'static str,
    text: &'static str,
    depth: usize,
}

const DOC: &str = "content/docs/guide/index.md";
const PAGE: &str = "content/docs/guide/page.md";
const POST: &str = "content/blog/2024-01-01-hello.md";
const CATEGORY: &str = "content/docs/guide/more/_category_.yml";
const AUTHORS: &str = "content/blog/authors.yml";
const BLOG_TAGS: &str = "content/blog/tags.yml";
const DOC_TAGS: &str = "content/docs/tags.yml";

/// The site every case starts from: a doc folder with a category, a post, authors and tags of both kinds.
fn base_files() -> BTreeMap<&'static str, String> {
    BTreeMap::from([
        (DOC, "---\ntitle: Guide\ntags: [ops]\n---\n\n# Guide\n\nThe guide.\n".to_string()),
        (PAGE, "---\ntitle: Page\n---\n\nA page.\n".to_string()),
        ("content/docs/guide/more/first.md", "---\ntitle: First\n---\n\nFirst.\n".to_string()),
        (CATEGORY, "label: More\n".to_string()),
        (DOC_TAGS, "ops:\n  label: Ops\n".to_string()),
        (
            POST,
            "---\ntitle: Hello\nauthors: [kim]\ntags: [news]\n---\n\nHello.\n\n<!-- truncate -->\n\nMore.\n"
                .into(),
        ),
        (AUTHORS, "kim:\n  name: Kim\n  page: true\n".to_string()),
        (BLOG_TAGS, "news:\n  label: News\n".to_string()),
    ])
}

fn fields() -> Vec<Field> {
    vec![
        Field {
            name: "doc slug",
            file: DOC,
            text: "---\ntitle: Guide\nslug: {V}\n---\n\nThe guide.\n",
            depth: 1,
        },
        Field { name: "doc id", file: PAGE, text: "---\ntitle: Page\nid: {V}\n---\n\nA page.\n", depth: 1 },
        Field {
            name: "doc inline tag",
            file: PAGE,
            text: "---\ntitle: Page\ntags: [{label: Inline, permalink: {V}}]\n---\n\nA page.\n",
            depth: 1,
        },
        Field {
            name: "docs tags.yml",
            file: DOC_TAGS,
            text: "ops:\n  label: Ops\n  permalink: {V}\n",
            depth: 1,
        },
        Field {
            name: "post slug",
            file: POST,
            text: "---\ntitle: Hello\nslug: {V}\n---\n\nHello.\n\n<!-- truncate -->\n",
            depth: 1,
        },
        Field {
            name: "post inline tag",
            file: POST,
            text: "---\ntitle: Hello\ntags: [{label: Inline, permalink: {V}}]\n---\n\nHello.\n\n<!-- truncate -->\n",
            depth: 2,
        },
        Field {
            name: "blog tags.yml",
            file: BLOG_TAGS,
            text: "news:\n  label: News\n  permalink: {V}\n",
            depth: 2,
        },
        Field {
            name: "author page",
            file: AUTHORS,
            text: "kim:\n  name: Kim\n  page:\n    permalink: {V}\n",
            depth: 2,
        },
        Field {
            name: "generated index",
            file: CATEGORY,
            text: "label: More\nlink:\n  type: generated-index\n  slug: {V}\n",
            depth: 0,
        },
    ]
}

/// Values for a field that starts `depth` folders below the output root,
/// each of which, read as a path, climbs exactly into the folder around the site.
fn hostile_values(depth: usize) -> Vec<String> {
    let ups = depth + STAGING_DEPTH;
    vec![
        format!("{}victim/pwned", "../".repeat(ups)),
        format!("/{}victim/pwned", "../".repeat(ups)),
        format!("{}victim/pwned", "%2e%2e/".repeat(ups)),
        format!("{}victim%2fpwned", "..%2f".repeat(ups)),
        format!("{}victim\\pwned", "..\\".repeat(ups)),
        "bad\0name".to_string(),
        "bad\u{1b}name".to_string(),
        "//victim.example/pwned".to_string(),
    ]
}

/// Writes the base site with `changes` (file → text) into `site`.
fn write_site(site: &Path, changes: &BTreeMap<&str, String>) {
    let fixture = paths::root().join("tests/fixtures/broken");
    for part in ["content/site.toml", "content/data/home.yml"] {
        fs::create_dir_all(site.join(part).parent().unwrap()).unwrap();
        fs::copy(fixture.join(part), site.join(part)).unwrap();
    }
    copy_tree(&fixture.join("static"), &site.join("static")).unwrap();
    let mut files = base_files();
    files.extend(changes.iter().map(|(k, v)| (*k, v.clone())));
    let files: Vec<(&str, &str)> = files.iter().map(|(k, v)| (*k, v.as_str())).collect();
    put_files(site, &files);
}

/// Every file under `root` but the site's build/ and .build-cache/: path → size and bytes.
fn snapshot(root: &Path, site: &Path) -> BTreeMap<PathBuf, (u64, Vec<u8>)> {
    let skipped = [site.join("build"), paths::cache(site)];
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).unwrap().flatten() {
            let path = entry.path();
            if skipped.contains(&path) {
                continue;
            }
            let meta = fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                found.insert(path.clone(), (0, Vec::new()));
                stack.push(path);
            } else {
                found.insert(path.clone(), (meta.len(), fs::read(&path).unwrap_or_default()));
            }
        }
    }
    found
}

fn build(site: &Path) -> anyhow::Result<build::Summary> {
    build::run(&Options::of(site.to_path_buf()))
}

/// Writes each `(path, text)` below `site`, making its folders.
fn put_files(site: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        fs::create_dir_all(site.join(path).parent().unwrap()).unwrap();
        fs::write(site.join(path), text).unwrap();
    }
}

/// A folder holding the site at `nest/site` and a victim folder beside it.
fn around_site() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("nest/site");
    fs::create_dir_all(&site).unwrap();
    fs::create_dir_all(dir.path().join("victim")).unwrap();
    fs::write(dir.path().join("victim/keep.txt"), "the victim's own file\n").unwrap();
    (dir, site)
}

#[test]
fn no_path_shaping_field_writes_or_deletes_outside_the_output() {
    let (dir, site) = around_site();
    write_site(&site, &BTreeMap::new());
    build(&site).expect("the base site builds");
    let mut failures = Vec::new();
    for field in fields() {
        for value in hostile_values(field.depth) {
            let yaml = serde_json::to_string(&value).unwrap();
            let changes = BTreeMap::from([(field.file, field.text.replace("{V}", &yaml))]);
            write_site(&site, &changes);
            let before = snapshot(dir.path(), &site);
            let result = build(&site);
            let after = snapshot(dir.path(), &site);
            let case = format!("{} = {value:?}", field.name);
            if before != after {
                let changed: Vec<_> = after
                    .keys()
                    .chain(before.keys())
                    .filter(|p| before.get(*p) != after.get(*p))
                    .map(|p| p.strip_prefix(dir.path()).unwrap().display().to_string())
                    .collect();
                failures.push(format!("{case}: changed outside build/ and the cache: {changed:?}"));
            }
            match result {
                Ok(_) => failures.push(format!("{case}: the build succeeded")),
                Err(error) => match error.downcast_ref::<ContentErrors>() {
                    Some(ContentErrors(diagnostics))
                        if diagnostics.iter().any(|d| d.is_error() && d.file == field.file) => {}
                    _ => failures.push(format!("{case}: no content error at {}: {error:#}", field.file)),
                },
            }
        }
    }
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}

/// A Docusaurus config's `routeBasePath` shapes every route of its docs or
/// blog instance (the preset's and a further blog's by `id`): values that
/// climb out fail the build, and nothing around the site changes.
#[test]
fn no_configured_route_base_writes_outside_the_output() {
    let (dir, site) = around_site();
    let files = [
        ("docs/a.md", "---\ntitle: A\n---\n\nA doc.\n"),
        ("blog/2024-01-01-p.md", "---\ntitle: P\n---\n\nPost.\n\n<!-- truncate -->\n"),
        ("news/2024-01-01-n.md", "---\ntitle: N\n---\n\nNews.\n\n<!-- truncate -->\n"),
    ];
    put_files(&site, &files);
    let mut failures = Vec::new();
    for instance in ["docs", "blog", "news"] {
        for value in hostile_values(0) {
            let base = |of: &str| {
                if of == instance { serde_json::to_string(&value).unwrap() } else { format!("\"{of}\"") }
            };
            let config = format!(
                "module.exports = {{ title: 'T', url: 'https://t.example', baseUrl: '/',\n\
                 presets: [['classic', {{ docs: {{ routeBasePath: {} }}, blog: {{ routeBasePath: {} }} }}]],\n\
                 plugins: [['@docusaurus/plugin-content-blog', {{ id: 'news', path: 'news', routeBasePath: {} }}]] }};\n",
                base("docs"),
                base("blog"),
                base("news")
            );
            fs::write(site.join("docusaurus.config.js"), config).unwrap();
            let before = snapshot(dir.path(), &site);
            let result = build(&site);
            let case = format!("{instance} routeBasePath = {value:?}");
            if before != snapshot(dir.path(), &site) {
                failures.push(format!("{case}: changed outside build/ and the cache"));
            }
            // `//victim.example/pwned` is a route base like any (`/victim.example/pwned`), and builds.
            if result.is_ok() && !value.starts_with("//") {
                failures.push(format!("{case}: the build succeeded"));
            }
        }
    }
    assert!(failures.is_empty(), "{} case(s) failed:\n{}", failures.len(), failures.join("\n"));
}

/// A slug that starts with `/` names a route from the site's root, as in
/// Docusaurus: `/tmp/x` is a page of the site, published inside build/.
#[test]
fn absolute_slugs_are_routes_inside_the_site() {
    let (dir, site) = around_site();
    let changes = BTreeMap::from([
        (DOC, "---\ntitle: Guide\nslug: /tmp/x\n---\n\nThe guide.\n".to_string()),
        (
            POST,
            "---\ntitle: Hello\nslug: /tmp/y\ntags: [news]\n---\n\nHello.\n\n<!-- truncate -->\n".to_string(),
        ),
        (BLOG_TAGS, "news:\n  label: News\n  permalink: /tmp/z\n".to_string()),
        (CATEGORY, "label: More\nlink:\n  type: generated-index\n  slug: /guide/../tmp/w\n".to_string()),
    ]);
    write_site(&site, &changes);
    let before = snapshot(dir.path(), &site);
    build(&site).expect("absolute slugs inside the site build");
    assert_eq!(before, snapshot(dir.path(), &site), "nothing outside build/ and the cache changed");
    for page in ["tmp/x", "blog/tmp/y", "blog/tags/tmp/z", "tmp/w"] {
        assert!(site.join("build").join(page).join("index.html").is_file(), "{page} is published in build/");
    }
}

/// `#`, `?`, `%` and spaces in file names: each page is published under its
/// decoded name (where a static host looks for the address), and the
/// sidebar, the sitemap, llms.txt and the twin name it encoded, so every link
/// reaches it and no warning is given.
#[test]
fn pages_named_with_url_characters_are_published_and_reached() {
    let (_dir, site) = around_site();
    let names =
        [("hash#tag", "hash%23tag"), ("what?", "what%3F"), ("100%", "100%25"), ("two words", "two%20words")];
    let files: Vec<(String, String)> = names
        .iter()
        .map(|(name, _)| (format!("content/docs/guide/{name}.md"), format!("# {name}\n\nText of {name}.\n")))
        .collect();
    write_site(&site, &files.iter().map(|(f, t)| (f.as_str(), t.clone())).collect());
    let settings = site.join("content/site.toml");
    fs::write(&settings, format!("llms = true\n{}", fs::read_to_string(&settings).unwrap())).unwrap();
    let summary = build(&site).expect("the site builds");
    let about_them: Vec<String> =
        summary.warnings.iter().map(ToString::to_string).filter(|w| w.contains("guide/")).collect();
    assert!(about_them.is_empty(), "{about_them:?}");
    let built = site.join("build");
    let guide = fs::read_to_string(built.join("guide/index.html")).unwrap();
    let sitemap = fs::read_to_string(built.join("sitemap.xml")).unwrap();
    let llms = fs::read_to_string(built.join("llms.txt")).unwrap();
    for (name, encoded) in names {
        assert!(built.join(format!("guide/{name}/index.html")).is_file(), "{name}'s page");
        assert!(built.join(format!("guide/{name}.md")).is_file(), "{name}'s twin");
        assert!(guide.contains(&format!("href=\"/guide/{encoded}\"")), "the sidebar links /guide/{encoded}");
        assert!(sitemap.contains(&format!("/guide/{encoded}</loc>")), "the sitemap lists /guide/{encoded}");
        assert!(llms.contains(&format!("/guide/{encoded}.md)")), "llms.txt links /guide/{encoded}.md");
    }
}

/// `fromExtensions: ['html']`: each page's address with `.html` is a folder's
/// index (as Docusaurus writes it) that leads on to the page, never a file
/// `a.html` beside the page's folder, which hosts serve for `/a` first (a
/// loop); a file of static/ at such an address stays as it is.
#[test]
fn from_extensions_redirects_are_folders_named_with_the_extension() {
    let (_dir, site) = around_site();
    let files = [
        ("docs/a.md", "# A\n\nA doc.\n"),
        ("docs/b.md", "# B\n\nB doc.\n"),
        ("static/docs/b.html", "<p>kept</p>\n"),
        (
            "docusaurus.config.js",
            "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/',\n\
             presets: [['classic', { blog: false }]],\n\
             plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'],\n\
               redirects: [{ from: '/v/1.x', to: '/docs/a' }, { from: '/v/1.x/b', to: '/docs/b' }] }]] };\n",
        ),
    ];
    put_files(&site, &files);
    build(&site).expect("the site builds");
    let redirect =
        fs::read_to_string(site.join("build/docs/a.html/index.html")).expect("a page at /docs/a.html");
    assert!(redirect.contains("/docs/a"), "{redirect}");
    assert!(site.join("build/docs/a/index.html").is_file(), "the page itself");
    assert_eq!(fs::read_to_string(site.join("build/docs/b.html")).unwrap(), "<p>kept</p>\n");
    // Only `.html` and `.htm` name a file: `/v/1.x` is a folder's page, with another page below it.
    let version = fs::read_to_string(site.join("build/v/1.x/index.html")).expect("/v/1.x is a folder");
    assert!(version.contains("/docs/a"), "{version}");
    assert!(site.join("build/v/1.x/b/index.html").is_file());
}

/// `trailingSlash: false`: every page is the file named by its address
/// (`docs/a.html`), as Docusaurus writes it, and the later stages (links,
/// search, feeds) find each page there; a `fromExtensions` redirect that
/// would be the page's own file is left out.
#[test]
fn without_trailing_slashes_pages_are_html_files() {
    let (_dir, site) = around_site();
    let files = [
        ("docs/a.md", "# A\n\nA doc that links to [B](./b.md#later).\n"),
        ("docs/b.md", "# B\n\nB doc.\n\n## Later\n\nMore.\n"),
        (
            "blog/2024-01-02-first.md",
            "---\ntitle: First\n---\n\nThe first post's words.\n\n<!-- truncate -->\n\nThe rest.\n",
        ),
        (
            "docusaurus.config.js",
            "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', trailingSlash: false,\n\
             onBrokenLinks: 'throw', onBrokenAnchors: 'throw', presets: [['classic', {}]],\n\
             plugins: [['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'] }]] };\n",
        ),
    ];
    put_files(&site, &files);
    let summary = build(&site).expect("the site builds");
    assert!(summary.warnings.is_empty(), "{:?}", summary.warnings);
    let out = site.join("build");
    let a = fs::read_to_string(out.join("docs/a.html")).expect("/docs/a is docs/a.html");
    assert!(a.contains("A doc that links"), "the page, not a redirect");
    assert!(
        out.join("docs/b.html").is_file()
            && out.join("blog.html").is_file()
            && out.join("404.html").is_file()
    );
    assert!(!out.join("docs/a").exists() && !out.join("blog/index.html").exists());
    let feed = fs::read_to_string(out.join("blog/rss.xml")).unwrap();
    assert!(feed.contains("The first post"), "the feed reads the post's page: {feed}");
    // The index's shards (in a folder named by the index's hash) list the docs.
    let shards = fs::read_dir(out.join("search-index")).unwrap().flatten().filter(|e| e.path().is_dir());
    let index: String = shards
        .flat_map(|folder| fs::read_dir(folder.path()).unwrap().flatten())
        .map(|file| fs::read_to_string(file.path()).unwrap())
        .collect();
    assert!(index.contains("/docs/b"), "the search index holds the docs");
}

/// The client-redirects plugin's `createRedirects` runs for every page (a
/// closure over the config's own values too): each old address it gives is a
/// file leading on to the page; one that would leave the site is a warning,
/// never a file outside it.
#[test]
fn create_redirects_runs_for_every_page_and_stays_inside() {
    let (dir, site) = around_site();
    let files = [
        ("docs/a.md", "# A\n\nA doc.\n"),
        ("docs/guide/b.md", "# B\n\nB doc.\n"),
        (
            "docusaurus.config.js",
            "const moved = '/old-docs';\n\
             module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/',\n\
             presets: [['classic', { blog: false }]],\n\
             plugins: [['@docusaurus/plugin-client-redirects', { createRedirects(path) {\n\
               if (path === '/docs/a') return [moved + '/a', '/../../victim/owned', '/%2e%2e/%2e%2e/victim/encoded', 'https://elsewhere.example/x'];\n\
               if (path.startsWith('/docs/guide')) return path.replace('/docs', moved);\n\
               return undefined;\n\
             } }]] };\n",
        ),
    ];
    put_files(&site, &files);
    let summary = build(&site).expect("the site builds");
    let redirect =
        fs::read_to_string(site.join("build/old-docs/a/index.html")).expect("a file at /old-docs/a");
    assert!(redirect.contains("url=/docs/a"), "{redirect}");
    assert!(site.join("build/old-docs/guide/b/index.html").is_file());
    let warnings: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
    assert!(
        warnings.iter().any(|w| w.contains("createRedirects gave `/../../victim/owned`")),
        "{warnings:#?}"
    );
    assert!(!dir.path().join("victim/owned").exists() && !dir.path().join("nest/victim").exists());
    assert!(!dir.path().join("victim/encoded").exists(), "an encoded `..` climbs out no more");
    assert!(warnings.iter().any(|w| w.contains("`/%2e%2e/%2e%2e/victim/encoded`")), "{warnings:#?}");
    // Kept: a second build with nothing changed runs no Node for it, and gives the same.
    build(&site).expect("the site builds again");
    assert!(site.join("build/old-docs/a/index.html").is_file());
}
