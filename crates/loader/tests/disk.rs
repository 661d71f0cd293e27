//! The rules that need the disk: symbolic links out of the site are left out
//! and reported with their target, links inside it keep working, loops end,
//! hidden files are skipped, content is read as bytes and other files as facts.

use std::fs;
use std::path::Path;

use content_model::sources::Contents;

fn write(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
}

fn lines(root: &Path) -> Vec<String> {
    site_loader::read(root).problems().iter().map(ToString::to_string).collect()
}

#[cfg(unix)]
#[test]
fn a_symlink_out_of_the_site_is_left_out_and_names_its_target() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("static/img/logo.svg", "<svg/>"), ("content/docs/guide/index.md", "본문\n")]);
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("secret.txt"), "비밀").unwrap();
    let secret = outside.path().join("secret.txt").canonicalize().unwrap();
    std::os::unix::fs::symlink(&secret, dir.path().join("static/passwd.txt")).unwrap();
    std::os::unix::fs::symlink(outside.path(), dir.path().join("content/docs/guide/more")).unwrap();
    let real = outside.path().canonicalize().unwrap();
    assert_eq!(
        lines(dir.path()),
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
    let sources = site_loader::read(dir.path());
    assert!(!sources.exists("static/passwd.txt") && !sources.exists("content/docs/guide/more/secret.txt"));
    assert_eq!(
        sources.escape("content/docs/guide/more/secret.txt"),
        Some(real.display().to_string().as_str())
    );
    assert!(site_loader::load(dir.path()).site.is_none(), "a link out of the site stops the build");
}

#[cfg(unix)]
#[test]
fn symlinks_inside_the_site_keep_working() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        &[
            ("content/site.toml", content_model::testing::SITE_TOML),
            ("content/data/home.yml", content_model::testing::HOME_YML),
            ("static/img/logo.svg", "<svg width=\"4\" height=\"2\"/>"),
            ("shared/intro.md", "# 소개\n"),
        ],
    );
    std::os::unix::fs::symlink("img/logo.svg", dir.path().join("static/logo.svg")).unwrap();
    fs::create_dir_all(dir.path().join("content/docs/guide")).unwrap();
    std::os::unix::fs::symlink("../../../shared/intro.md", dir.path().join("content/docs/guide/intro.md"))
        .unwrap();
    let loaded = site_loader::load(dir.path());
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    let site = loaded.site.unwrap();
    assert_eq!(site.static_files.get("/logo.svg"), Some(&Some((4, 2))));
    assert_eq!(site.docs[0].meta.title, "소개");
}

#[cfg(unix)]
#[test]
fn a_symlink_loop_is_reported_not_followed_forever() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("content/docs/guide/index.md", "본문\n")]);
    std::os::unix::fs::symlink("..", dir.path().join("content/docs/guide/loop")).unwrap();
    assert_eq!(
        lines(dir.path()),
        [
            "content/docs/guide/loop:1:1: error: symbolic link loop: this folder is already part of the content (symbolic links that point outside their own parent folders)"
        ]
    );
}

#[test]
fn content_is_kept_as_bytes_other_files_as_facts_and_hidden_files_are_skipped() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        &[
            ("content/docs/a.md", "# 가\n"),
            ("content/docs/.draft.md", "# 숨김\n"),
            ("content/docs/img/shot.svg", "<svg width=\"3\" height=\"5\"/>"),
            ("elsewhere/not-read.md", "# 밖\n"),
        ],
    );
    let sources = site_loader::read(dir.path());
    assert_eq!(sources.get("content/docs/a.md"), Some(&Contents::Text("# 가\n".as_bytes().to_vec())));
    let Some(Contents::Binary(facts)) = sources.get("content/docs/img/shot.svg") else { panic!("not facts") };
    assert_eq!(facts.size, Some((3, 5)));
    assert_eq!(facts.hash.len(), 64);
    assert!(!sources.exists("content/docs/.draft.md"));
    assert!(!sources.exists("elsewhere/not-read.md"), "only what a build reads");
}

/// static/ is published as it is, dotfiles too (as Docusaurus does: a host's
/// `.nojekyll`, `.well-known/`), so the loader reads them there and only there.
#[test]
fn hidden_files_are_read_in_static_only() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        &[
            ("static/.nojekyll", ""),
            ("static/.well-known/security.txt", "Contact: x"),
            ("content/docs/.well-known/a.md", "# 숨김\n"),
            ("src/pages/.draft.md", "# 숨김\n"),
        ],
    );
    let sources = site_loader::read(dir.path());
    assert!(sources.is_file("static/.nojekyll") && sources.is_file("static/.well-known/security.txt"));
    assert!(!sources.exists("content/docs/.well-known") && !sources.exists("src/pages/.draft.md"));
}

#[test]
fn a_docusaurus_layout_is_read_at_the_top() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("docs/intro.md", "# 소개\n"), ("docusaurus.config.js", "module.exports = {};\n")]);
    let inputs: Vec<String> = site_loader::input_paths(dir.path())
        .iter()
        .map(|p| p.strip_prefix(dir.path()).unwrap().display().to_string())
        .collect();
    let mut expected = vec!["docs", "blog", "data", "site.toml"];
    expected.extend(content_model::config::DOCUSAURUS_CONFIGS);
    expected.extend(content_model::sidebars::FILE_NAMES);
    // Docs versions, translations (i18n/), package.json (the Docusaurus version), static/,
    // and src/ (its React pages, its MDXComponents, the scripts whose Markdown imports are compiled).
    expected.extend([
        "versions.json",
        "versioned_docs",
        "versioned_sidebars",
        "i18n",
        "package.json",
        "static",
        "src",
    ]);
    assert_eq!(inputs, expected);
    let sources = site_loader::read(dir.path());
    assert!(sources.is_file("docs/intro.md") && sources.is_file("docusaurus.config.js"));
    // The config is evaluated (in Node) and read as Docusaurus reads it: it needs a `url`.
    assert_eq!(sources.evaluated("docusaurus.config.js"), Some("{}"));
    let shown: Vec<String> =
        site_loader::load(dir.path()).diagnostics.iter().map(|d| d.message.clone()).collect();
    assert_eq!(shown, ["`url` is ``, not an absolute URL"]);
}

/// A monorepo's website whose docs live beside it (`path: '../docs'`), with
/// neither docs/ nor blog/ in the site folder: still a Docusaurus project,
/// whose docs are read from where its config says.
#[test]
fn a_docusaurus_site_with_its_docs_beside_it_reads_them_there() {
    let repo = tempfile::tempdir().unwrap();
    write(
        repo.path(),
        &[
            ("docs/intro.md", "# 소개\n"),
            ("docs/guide/start.md", "# 시작\n"),
            (
                "website/docusaurus.config.js",
                "module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {docs: {path: '../docs', routeBasePath: '/'}, blog: false}]]};\n",
            ),
        ],
    );
    let site = repo.path().join("website");
    let loaded = site_loader::load(&site);
    let site = loaded.site.expect("the site loads");
    let mut paths: Vec<&str> = site.docs.iter().map(|d| d.meta.path.as_str()).collect();
    paths.sort_unstable();
    assert_eq!(paths, ["/guide/start", "/intro"]);
}

/// A link to nothing (a git submodule not checked out, as a site links its
/// versioned docs into one) names its target and how to fill it.
#[cfg(unix)]
#[test]
fn a_link_to_nothing_names_its_target() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &[("content/docs/guide/index.md", "본문\n")]);
    std::os::unix::fs::symlink("../../../repo/website/docs", dir.path().join("content/docs/guide/more"))
        .unwrap();
    assert_eq!(
        lines(dir.path()),
        [
            "content/docs/guide/more:1:1: error: a symbolic link to `../../../repo/website/docs`, which does not exist (the file or folder the link names there (a git submodule: `git submodule update --init`))"
        ]
    );
}

/// Beside a Docusaurus config, the Markdown at the top of the site folder is
/// read (site code may import a `faq.mdx` there); hidden files and others are not.
#[test]
fn markdown_beside_a_docusaurus_config_is_read() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        &[
            ("docusaurus.config.js", "module.exports = {};\n"),
            ("faq.mdx", "# 자주 묻는 질문\n"),
            ("NOTES.md", "# 메모\n"),
            (".draft.md", "# 숨김\n"),
            ("notes.txt", "글\n"),
        ],
    );
    let sources = site_loader::read_with(dir.path(), |_| site_loader::evaluate::Answer::default());
    assert!(sources.exists("faq.mdx") && sources.exists("NOTES.md"));
    assert!(!sources.exists(".draft.md") && !sources.exists("notes.txt"));
}
