//! Hugo as a peer, the floor: Debian's package and our minimal template
//! (xtask/hugo/): every page with a sidebar of the sections, its section's
//! pages and a table of contents; no JavaScript, no search index, no feeds.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Result, bail};

use super::super::Corpus;
use super::super::measuring::SetAside;
use super::{Project, copy_docs, site_dir, strings};

pub const LABEL: &str = "Hugo 0.111 (minimal template)";

const LAYOUTS: [(&str, &str); 3] = [
    ("_default/baseof.html", include_str!("../../../hugo/layouts/_default/baseof.html")),
    ("_default/single.html", include_str!("../../../hugo/layouts/_default/single.html")),
    ("_default/list.html", include_str!("../../../hugo/layouts/_default/list.html")),
];

/// The site's settings: what the floor leaves out is turned off. Hugo takes its
/// cache folder only as an absolute path (it is written in after this text).
const CONFIG: &str = r#"baseURL = "https://bench.example.com/"
title = "Synthetic"
languageCode = "ko"
defaultContentLanguage = "ko"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]

[markup.tableOfContents]
startLevel = 2
endLevel = 3
"#;

pub fn project(bench_dir: &Path, corpus: &Corpus, aside: &SetAside) -> Result<Project> {
    ensure_installed()?;
    let site = site_dir(&bench_dir.join("hugo"), corpus);
    aside.put(&site);
    copy_docs(&corpus.dir.join("content/docs"), &site.join("content"), &as_section_page)?;
    for (path, text) in LAYOUTS {
        let path = site.join("layouts").join(path);
        fs::create_dir_all(path.parent().expect("has a folder"))?;
        fs::write(path, text)?;
    }
    let cache = serde_json::to_string(&site.join("hugo-cache").to_string_lossy())?;
    fs::write(site.join("hugo.toml"), format!("cacheDir = {cache}\n{CONFIG}"))?;
    let edited = corpus.edited.strip_prefix("content/docs/").expect("a doc");
    Ok(Project {
        tool: LABEL.into(),
        program: PathBuf::from("hugo"),
        cold: strings(&["--quiet"]),
        warm: strings(&["--quiet"]),
        caches: vec![site.join("public"), site.join("resources"), site.join("hugo-cache")],
        // Hugo caches processed images and remote resources, nothing a Markdown-only site reuses.
        cached: false,
        edited: site.join("content").join(as_section_page(Path::new(edited))),
        dir: site,
    })
}

/// A folder's `index.md` becomes `_index.md`: in Hugo an `index.md` makes its
/// folder one page and the other files there its attachments, where
/// `_index.md` is the page of a section that keeps its pages.
fn as_section_page(relative: &Path) -> PathBuf {
    if relative.file_name().is_some_and(|n| n == "index.md") {
        relative.with_file_name("_index.md")
    } else {
        relative.to_path_buf()
    }
}

/// Installs Debian's hugo when it is missing.
fn ensure_installed() -> Result<()> {
    if std::process::Command::new("hugo").arg("version").output().is_ok_and(|o| o.status.success()) {
        return Ok(());
    }
    println!("installing hugo (apt-get install -y hugo) …");
    let status = std::process::Command::new("apt-get")
        .args(["install", "-y", "hugo"])
        .env("DEBIAN_FRONTEND", "noninteractive")
        .status()?;
    if !status.success() {
        bail!("apt-get install -y hugo failed ({status})");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Our template on a small corpus: every doc is a page, with the sections,
    /// its section's pages and its table of contents.
    #[test]
    fn the_template_renders_every_doc_with_its_sidebar_and_contents() {
        let dir = tempfile::tempdir().unwrap();
        let corpus = Corpus {
            name: "12 docs".into(),
            dir: dir.path().join("corpus"),
            pages: Vec::new(),
            edited: "content/docs/guide/01-part-0/01-topic-0/03-page-3.md",
        };
        crate::synth::run(12, &corpus.dir, crate::synth::Kind::DocsOnly).unwrap();
        let aside = SetAside::new(&dir.path().join("bench")).unwrap();
        let project = project(dir.path(), &corpus, &aside).unwrap();
        assert!(project.edited.is_file());
        let output = std::process::Command::new("hugo").current_dir(&project.dir).output().unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        let public = project.dir.join("public");
        let pages = super::super::walkdir(&public).unwrap();
        // 12 docs and 3 section pages, and the home page.
        assert_eq!(pages.iter().filter(|p| p.ends_with("index.html")).count(), 12 + 3 + 1);
        let page =
            fs::read_to_string(public.join("guide/01-part-0/01-topic-0/03-page-3/index.html")).unwrap();
        for expected in [
            r#"<a href="/intro/">intro 안내</a>"#,
            r#"<a href="/guide/01-part-0/01-topic-0/02-page-2/">guide 문서 2</a>"#,
            r##"<a href="#overview">개요</a>"##,
            "<h1>guide 문서 3</h1>",
        ] {
            assert!(page.contains(expected), "{expected} missing:\n{page}");
        }
    }

    #[test]
    fn folder_index_pages_become_section_pages() {
        assert_eq!(as_section_page(Path::new("guide/index.md")), Path::new("guide/_index.md"));
        assert_eq!(
            as_section_page(Path::new("guide/01-part-0/03-page-3.md")),
            Path::new("guide/01-part-0/03-page-3.md")
        );
    }
}
