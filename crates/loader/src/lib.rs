//! xtask's loader: the one place the content is read from the disk.
//!
//! It walks what a build reads (`content/` or a Docusaurus layout, and
//! `static/`) into content-model's [`Sources`]: content files as bytes, other
//! files as their facts (hash, image size). It walks by [`walk`]'s rules, the
//! build's for every walk of a site: hidden files are skipped (but in
//! `static/`), a symbolic link that leads out of the site folder is left out
//! and reported with where it leads (a link to `/etc/passwd` under `static/`
//! must never be published), a link loop is reported instead of followed
//! forever. Paths are shown relative to the site.
//! It is its own small crate so tests of the crates above content-model can
//! load fixture folders without depending on the whole of xtask.

use std::fs;
use std::path::{Path, PathBuf};

use content_model::sources::{self, Sources};
use content_model::{Diagnostic, LoadOptions, Loaded};

pub mod evaluate;
pub mod walk;

use walk::{Bounds, Refused, Walked};

/// Reads and validates the site in the folder `site`, as a production build
/// does (its `sidebarItemsGenerator` run in Node, when its config has one).
pub fn load(site: &Path) -> Loaded {
    let sources = read(site);
    let mut items = content_model::docs::GeneratedItems::default();
    evaluate::load_with_generated_sidebar_items(site, &evaluate::script(), &mut items, |items| {
        content_model::load_with(
            &sources,
            LoadOptions { sidebar_items: Some(items), ..LoadOptions::default() },
        )
    })
}

/// Reads and validates the site in the folder `site` with `options`.
pub fn load_with(site: &Path, options: LoadOptions) -> Loaded {
    content_model::load_with(&read(site), options)
}

/// Everything a build of `site` reads (folders and files, some possibly
/// missing): what the build cache hashes and `dev` watches.
pub fn input_paths(site: &Path) -> Vec<PathBuf> {
    sources::input_paths(|path| site.join(path).exists()).into_iter().map(|p| site.join(p)).collect()
}

/// The folder holding site.toml, docs/, blog/ and data/ (see [`sources::content_dir`]).
pub fn content_dir(site: &Path) -> PathBuf {
    site.join(sources::content_dir(|path| site.join(path).exists()))
}

/// The files of the site folder `site` that a build reads, with its Docusaurus
/// config and sidebars evaluated (by a `node` process, every time: a build
/// keeps the answer, see [`read_with`]).
pub fn read(site: &Path) -> Sources {
    read_with(site, |site| evaluate::run(site, &evaluate::script()))
}

/// [`read`], with `evaluate` answering for the site's Docusaurus config when it has one.
pub fn read_with(site: &Path, evaluate: impl FnOnce(&Path) -> evaluate::Answer) -> Sources {
    // The config first: it may keep its docs or blog elsewhere (`path: '../docs'`).
    let answer = evaluate::config_file(site).map(|_| evaluate(site));
    let configured = answer.as_ref().map(|answer| configured_dirs(site, answer)).unwrap_or_default();
    let mut sources = read_files(site, &configured);
    if let Some(answer) = answer {
        answer.apply(&mut sources);
    }
    sources
}

/// The folders the evaluated config reads content from that are not among
/// the usual [`input_paths`] (a docs `path` of `../docs` or `documentation`).
pub fn configured_dirs(site: &Path, answer: &evaluate::Answer) -> Vec<PathBuf> {
    let usual = input_paths(site);
    let Some((file, config)) = evaluate::config_file(site).and_then(|f| Some((f, answer.modules.get(f)?)))
    else {
        return Vec::new();
    };
    content_model::docusaurus_config::content_dirs(file, config.get())
        .into_iter()
        .map(|dir| site.join(dir))
        // Folders, and a further docs instance's versions file (`community_versions.json`).
        .filter(|dir| dir.exists() && !usual.contains(dir))
        .collect()
}

fn read_files(site: &Path, configured: &[PathBuf]) -> Sources {
    let bounds = Bounds::with_also(site, configured);
    let mut sources = Sources::default();
    let mut inputs: Vec<PathBuf> = input_paths(site).into_iter().chain(configured.iter().cloned()).collect();
    for name in content_model::config::DOCUSAURUS_CONFIGS {
        let file = site.join(name);
        if file.is_file() && !inputs.contains(&file) {
            inputs.push(file);
        }
    }
    // Markdown beside a Docusaurus config (a `faq.mdx` that site code imports:
    // Docusaurus' MDX loader compiles any file of the site).
    if evaluate::config_file(site).is_some() {
        for file in markdown_at_top(site) {
            if !inputs.contains(&file) {
                inputs.push(file);
            }
        }
    }
    for input in inputs {
        add(&mut sources, bounds.walk(&input, &[]));
    }
    // Docusaurus' bundler reads any file of the site a page names: one
    // outside the folders read (`require("../images/a.png")` of a doc) is
    // read too, within the same bounds.
    for file in named_outside(&sources) {
        let path = site.join(&file);
        if path.is_file() {
            add(&mut sources, bounds.walk(&path, &[]));
        }
    }
    // Markdown a page imports from above the site (a monorepo's `@site/../CHANGELOG.md`),
    // which Docusaurus' MDX loader compiles: read when it lies in the site's repository.
    for file in imported_above(site, &sources) {
        add(&mut sources, Bounds::with_also(site, std::slice::from_ref(&file)).walk(&file, &[]));
    }
    sources
}

/// The `.md` and `.mdx` files that pages import from above the site folder
/// and that lie inside the project holding it: its git repository, or
/// without one its workspace (the nearest folder above with a package.json);
/// never outside it, hidden or in node_modules. By their paths through the site folder.
fn imported_above(site: &Path, sources: &Sources) -> Vec<PathBuf> {
    static IMPORTED: std::sync::LazyLock<regex::bytes::Regex> = std::sync::LazyLock::new(|| {
        regex::bytes::Regex::new(r#"\bfrom\s*["']([^"'\n]+\.mdx?)["']"#).expect("a valid pattern")
    });
    let Some(repository) = fs::canonicalize(site).ok().and_then(|real| {
        // The site's own folder may be the repository (nothing above it is then read); its package.json is its own.
        (real.ancestors().find(|dir| dir.join(".git").exists()))
            .or_else(|| real.ancestors().skip(1).find(|dir| dir.join("package.json").is_file()))
            .map(Path::to_path_buf)
    }) else {
        return Vec::new();
    };
    let mut found = std::collections::BTreeSet::new();
    for (path, bytes) in markdown_texts(sources) {
        for named in IMPORTED.captures_iter(bytes) {
            let Ok(specifier) = std::str::from_utf8(&named[1]) else { continue };
            let Some(target) = content_model::mdx::partials::partial_path(path, specifier) else { continue };
            if !target.starts_with("../") || kept_out(&target) || sources.is_file(&target) {
                continue;
            }
            let file = site.join(&target);
            if fs::canonicalize(&file).is_ok_and(|real| real.starts_with(&repository) && real.is_file()) {
                found.insert(file);
            }
        }
    }
    found.into_iter().collect()
}

/// The site files that Markdown pages name by a path above their folder or
/// from the site's (`../images/a.png`, `@site/images/b.png`), with an
/// extension, and that were not read, in order.
fn named_outside(sources: &Sources) -> Vec<String> {
    // On the bytes: one pass that skips to `../` and `@site/`, which most pages never hold.
    static NAMED: std::sync::LazyLock<regex::bytes::Regex> = std::sync::LazyLock::new(|| {
        regex::bytes::Regex::new(r#"(?:@site/|\.\./)[^\s"'`()<>{}\[\]|*]*\.[A-Za-z0-9]{1,5}\b"#)
            .expect("a valid pattern")
    });
    let mut found = std::collections::BTreeSet::new();
    for (path, bytes) in markdown_texts(sources) {
        for named in NAMED.find_iter(bytes) {
            let Ok(named) = std::str::from_utf8(named.as_bytes()) else { continue };
            let Some(target) = content_model::assets::relative_target(path, named) else { continue };
            if !sources.is_file(&target) && !kept_out(&target) {
                found.insert(target);
            }
        }
    }
    found.into_iter().collect()
}

/// The Markdown pages read so far, as bytes: where pages name files beyond the folders read.
fn markdown_texts(sources: &Sources) -> impl Iterator<Item = (&str, &[u8])> {
    sources.files().filter_map(|(path, contents)| match contents {
        content_model::sources::Contents::Text(bytes) if path.ends_with(".md") || path.ends_with(".mdx") => {
            Some((path, &bytes[..]))
        }
        _ => None,
    })
}

/// A file a page names that is never read: in node_modules, or in (or itself) a hidden one.
fn kept_out(target: &str) -> bool {
    target.split('/').any(|part| part == "node_modules" || (part.starts_with('.') && part != ".."))
}

/// The `.md` and `.mdx` files at the top of the site folder (not hidden), in name order.
fn markdown_at_top(site: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(site) else { return Vec::new() };
    let mut found: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or(".");
            !name.starts_with('.') && (name.ends_with(".md") || name.ends_with(".mdx")) && path.is_file()
        })
        .collect();
    found.sort();
    found
}

/// Adds what one walk found to `sources`: files read whole, what it refused as problems.
fn add(sources: &mut Sources, walked: Walked) {
    for dir in walked.dirs {
        sources.insert_dir(dir);
    }
    for file in walked.files {
        let modified = fs::metadata(&file.path).and_then(|m| m.modified()).ok();
        if let Some(unix) = modified.and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()) {
            sources.insert_modified(file.shown.clone(), unix.as_secs() as i64);
        }
        match fs::read(&file.path) {
            Ok(bytes) => sources.insert_bytes(file.shown, bytes),
            Err(e) => sources.report(Diagnostic::file_error(file.shown, format!("cannot read file: {e}"))),
        }
    }
    for refused in walked.refused {
        match refused {
            Refused::Escape { shown, target } => sources.insert_escape(shown, target),
            other => sources.report(other.diagnostic()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStrExt;

    /// A monorepo's site whose config keeps the docs beside it (`path: '../docs'`).
    #[test]
    fn docs_the_config_keeps_outside_the_site_are_read_and_links_out_of_them_are_not() {
        let dir = tempfile::tempdir().unwrap();
        let (site, docs) = (dir.path().join("website"), dir.path().join("docs"));
        fs::create_dir_all(&site).unwrap();
        fs::create_dir_all(&docs).unwrap();
        fs::write(site.join("docusaurus.config.js"), "export default {}").unwrap();
        fs::write(docs.join("intro.md"), "# Intro\n").unwrap();
        fs::write(dir.path().join("secret.txt"), "not content").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.txt"), docs.join("leak.md")).unwrap();
        let config = |json: &str| evaluate::Answer {
            modules: [(
                "docusaurus.config.js".to_string(),
                serde_json::value::RawValue::from_string(json.to_string()).unwrap(),
            )]
            .into(),
            ..evaluate::Answer::default()
        };
        let answer = || {
            config(
                r#"{"title": "T", "url": "https://example.org", "presets": [["classic", {"docs": {"path": "../docs"}}]]}"#,
            )
        };
        let sources = read_with(&site, |_| answer());
        assert!(sources.exists("../docs/intro.md"), "the configured folder is read, named from the site");
        assert!(!sources.exists("../docs/leak.md"), "a link out of it is not followed");
        assert_eq!(configured_dirs(&site, &answer()), [site.join("../docs")]);
        let default = config(r#"{"url": "https://example.org"}"#);
        assert!(configured_dirs(&site, &default).is_empty(), "docs/ and blog/ are read anyway");
    }

    /// A doc's `require("../images/a.png")` names a file of the site outside
    /// the folders read: it is read too, as Docusaurus' bundler reads it. A
    /// link out of the site, a name above it, node_modules and what no page
    /// names stay out.
    #[test]
    fn files_a_page_names_outside_the_folders_read_are_read() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path().join("site");
        for folder in ["docs/guide", "images", "node_modules/pkg"] {
            fs::create_dir_all(site.join(folder)).unwrap();
        }
        fs::write(site.join("docusaurus.config.js"), "export default {}").unwrap();
        for file in ["images/a.png", "images/unnamed.png", "images/@2x.png", "node_modules/pkg/logo.png"] {
            fs::write(site.join(file), "png").unwrap();
        }
        fs::write(dir.path().join("secret.png"), "not the site's").unwrap();
        std::os::unix::fs::symlink(dir.path().join("secret.png"), site.join("images/leak.png")).unwrap();
        fs::write(
            site.join("docs/guide/intro.mdx"),
            "<img src={require(\"../../images/a.png\").default} />\n\n![둘](@site/images/@2x.png)\n\n\
             ![밖](../../images/leak.png) ![위](../../../secret.png) ![패키지](../../node_modules/pkg/logo.png)\n",
        )
        .unwrap();
        let sources = read_with(&site, |_| evaluate::Answer::default());
        assert!(sources.is_file("images/a.png"), "a required file");
        assert!(sources.is_file("images/@2x.png"), "an @site/ file");
        assert!(!sources.exists("images/unnamed.png"), "no page names it");
        assert!(!sources.exists("images/leak.png"), "a link out of the site is not followed");
        assert!(!sources.exists("../secret.png"));
        assert!(!sources.exists("node_modules/pkg/logo.png"));
    }

    /// A monorepo's site imports the repository's changelog (`@site/../CHANGELOG.md`):
    /// read, as Docusaurus compiles it. Nothing outside the repository, through a
    /// link out of it, hidden or that no page imports is.
    #[test]
    fn markdown_a_page_imports_from_its_repository_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let repo = dir.path().join("repo");
        let site = repo.join("website");
        fs::create_dir_all(site.join("docs")).unwrap();
        fs::create_dir_all(repo.join(".git")).unwrap();
        fs::create_dir_all(repo.join(".github")).unwrap();
        fs::write(site.join("docusaurus.config.js"), "export default {}").unwrap();
        fs::write(repo.join("CHANGELOG.md"), "# 바뀐 것\n").unwrap();
        fs::write(repo.join("CONTRIBUTING.md"), "# 돕는 법\n").unwrap();
        fs::write(repo.join("UNUSED.md"), "# 안 씀\n").unwrap();
        fs::write(repo.join(".github/SECRET.md"), "# 숨김\n").unwrap();
        fs::write(dir.path().join("OUTSIDE.md"), "# 바깥\n").unwrap();
        std::os::unix::fs::symlink(dir.path().join("OUTSIDE.md"), repo.join("LINKED.md")).unwrap();
        fs::write(
            site.join("docs/changes.mdx"),
            "import Changes from '@site/../CHANGELOG.md';\nimport Help from '../../CONTRIBUTING.md';\n\
             import Hidden from '../../.github/SECRET.md';\nimport Out from '../../../OUTSIDE.md';\n\
             import Linked from '@site/../LINKED.md';\n\n<Changes />\n",
        )
        .unwrap();
        let sources = read_with(&site, |_| evaluate::Answer::default());
        assert!(
            sources.is_file("../CHANGELOG.md"),
            "{:?}",
            sources.files().map(|(p, _)| p).collect::<Vec<_>>()
        );
        assert!(sources.is_file("../CONTRIBUTING.md"));
        for kept_out in ["../UNUSED.md", "../.github/SECRET.md", "../../OUTSIDE.md", "../LINKED.md"] {
            assert!(!sources.exists(kept_out), "{kept_out}");
        }
        // Without a repository, the workspace around the site bounds it; without either, nothing above it is read.
        fs::remove_dir(repo.join(".git")).unwrap();
        fs::write(repo.join("package.json"), "{}").unwrap();
        assert!(read_with(&site, |_| evaluate::Answer::default()).exists("../CHANGELOG.md"));
        fs::remove_file(repo.join("package.json")).unwrap();
        assert!(!read_with(&site, |_| evaluate::Answer::default()).exists("../CHANGELOG.md"));
    }

    #[test]
    fn file_names_that_are_not_utf8_are_errors_naming_their_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let docs = dir.path().join("content/docs");
        fs::create_dir_all(&docs).unwrap();
        fs::write(docs.join("good.md"), "# Good\n").unwrap();
        for bytes in [&b"bad\xff.md"[..], &b"bad\xfe.md"[..]] {
            fs::write(docs.join(std::ffi::OsStr::from_bytes(bytes)), "# Bad\n").unwrap();
        }
        let sources = read(dir.path());
        let mut problems: Vec<String> = sources.problems().iter().map(ToString::to_string).collect();
        problems.sort();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(
            problems[0].starts_with(
                "content/docs/bad\\xfe.md:1:1: error: the file name `bad\\xfe.md` is not valid UTF-8"
            ),
            "{problems:?}"
        );
        assert!(problems[1].starts_with("content/docs/bad\\xff.md:1:1: error:"), "{problems:?}");
        assert!(sources.exists("content/docs/good.md"));
    }
}
