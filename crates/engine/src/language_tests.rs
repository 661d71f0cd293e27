//! The theme speaks the site's language: an English site (tests/fixtures/english-site)
//! built whole, its pages, feeds and first-load scripts read for the words the
//! theme and the generator add. Its content has no Korean, so any Hangul in them
//! is ours.

use std::fs;
use std::path::{Path, PathBuf};

use crate::build::{Options, copy_tree, run};
use crate::paths;

/// Whether `text` has a Hangul syllable or letter.
fn has_hangul(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(c, '\u{AC00}'..='\u{D7A3}' | '\u{3131}'..='\u{318E}' | '\u{1100}'..='\u{11FF}'))
}

fn files_below(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(files_below(&path, ext));
        } else if path.extension().is_some_and(|e| e == ext) {
            found.push(path);
        }
    }
    found
}

fn built_english_site() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&paths::root().join("tests/fixtures/english-site"), dir.path()).unwrap();
    let site = dir.path().to_path_buf();
    run(&Options { strict: true, ..Options::of(site.clone()) }).expect("the English site builds");
    let build = site.join("build");
    (dir, build)
}

#[test]
fn an_english_site_is_english_in_every_word_the_theme_adds() {
    let (_dir, build) = built_english_site();
    let read = |rel: &str| fs::read_to_string(build.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));

    let pages = files_below(&build, "html");
    assert!(pages.len() >= 10, "{pages:?}");
    for page in &pages {
        let html = fs::read_to_string(page).unwrap();
        assert!(html.contains("<html lang=\"en\""), "{}: not <html lang=\"en\">", page.display());
        assert!(html.contains("content=\"en_US\""), "{}: og:locale is not en_US", page.display());
        assert!(!has_hangul(&html), "{}: Korean in an English site:\n{html}", page.display());
    }

    // Each kind of page, with the English the theme chose for it.
    let doc = read("guide/index.html");
    // `tip` as Docusaurus writes it (the admonition's title is upper-cased by CSS).
    for words in ["Skip to main content", "On this page", "Next", "Tags:", "Footnotes", "Copy", ">tip<"] {
        assert!(doc.contains(words), "the doc page lacks {words:?}");
    }
    assert!(!doc.contains("class=\"version-badge\""), "a site that names no version shows no version badge");
    let blog = read("blog/index.html");
    for words in ["<h1>Blog</h1>", "Recent posts", "min read", "Read more", "March 2, 2024"] {
        assert!(blog.contains(words), "the blog page lacks {words:?}");
    }
    assert!(read("blog/archive/index.html").contains("<h1>Archive</h1>"));
    assert!(read("blog/authors/index.html").contains("2 posts"));
    assert!(read("404.html").contains("Page Not Found"));
    assert!(read("search/index.html").contains("placeholder=\"Search the docs and Blog\""));

    // Feeds, their stylesheets and llms.txt.
    assert!(read("blog/rss.xml").contains("<title>Practice Cloud Blog</title>"));
    for file in ["blog/rss.xsl", "blog/atom.xsl", "llms.txt", "llms-full.txt"] {
        let text = read(file);
        assert!(!has_hangul(&text), "{file}: Korean in an English site:\n{text}");
    }
    assert!(read("blog/rss.xsl").contains("<html lang=\"en\">"));

    // The first-load scripts carry the English tables only.
    for script in files_below(&build.join("assets"), "js") {
        let name = script.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("entry-client-") || name.starts_with("shell-blog-") {
            assert!(!has_hangul(&fs::read_to_string(&script).unwrap()), "{name} ships Korean words");
        }
    }

    // Remote images (badges, a remote logo) are allowed; scripts stay the site's own.
    let headers = read("_headers");
    assert!(headers.contains("img-src 'self' data: https:"), "{headers}");
    assert!(headers.contains("default-src 'self'"), "{headers}");
}
