//! xtask's loader: the one place the content is read from the disk.
//!
//! It walks what a build reads (`content/` or a Docusaurus layout, and
//! `static/`) into content-model's [`Sources`]: content files as bytes, other
//! files as their facts (hash, image size). The rules that need the disk are
//! kept here: hidden files are skipped, a symbolic link that leads out of the
//! site folder is left out and reported with where it leads (a link to
//! `/etc/passwd` under `static/` must never be published), a link loop is
//! reported instead of followed forever. Paths are shown relative to the site.
//! It is its own small crate so tests of the crates above content-model can
//! load fixture folders without depending on the whole of xtask.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use content_model::sources::{self, Sources};
use content_model::{Diagnostic, LoadOptions, Loaded};

pub mod evaluate;

/// Reads and validates the site in the folder `site`, as a production build does.
pub fn load(site: &Path) -> Loaded {
    content_model::load(&read(site))
}

/// Reads and validates the site in the folder `site` with `options`.
pub fn load_with(site: &Path, options: LoadOptions) -> Loaded {
    content_model::load_with(&read(site), options)
}

/// Everything a build of `site` reads (folders and files, some possibly
/// missing): what the build cache hashes and `dev` watches.
pub fn input_paths(site: &Path) -> Vec<PathBuf> {
    sources::input_paths(|dir| site.join(dir).is_dir()).into_iter().map(|p| site.join(p)).collect()
}

/// The folder holding site.toml, docs/, blog/ and data/ (see [`sources::content_dir`]).
pub fn content_dir(site: &Path) -> PathBuf {
    site.join(sources::content_dir(|dir| site.join(dir).is_dir()))
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
        .filter(|dir| dir.is_dir() && !usual.contains(dir))
        .collect()
}

fn read_files(site: &Path, configured: &[PathBuf]) -> Sources {
    let real_site = fs::canonicalize(site).unwrap_or_else(|_| site.to_path_buf());
    // A folder the config names is read even outside the site (a monorepo's
    // `../docs`): the config is the site's own code, and it chose it. Links
    // inside such a folder may not lead out of it, as in the site.
    let also_inside = configured.iter().filter_map(|dir| fs::canonicalize(dir).ok()).collect();
    let mut walk =
        Walk { site, real_site, also_inside, visited: HashSet::new(), sources: Sources::default() };
    for input in input_paths(site).into_iter().chain(configured.iter().cloned()) {
        if input.is_dir() {
            walk.dir(&input);
        } else if input.exists() {
            walk.entry(&input);
        }
    }
    for name in content_model::config::DOCUSAURUS_CONFIGS {
        if site.join(name).is_file() {
            walk.entry(&site.join(name));
        }
    }
    walk.sources
}

struct Walk<'a> {
    site: &'a Path,
    /// The site folder with its symbolic links resolved: what "inside" means.
    real_site: PathBuf,
    /// Content folders the config names outside the site, resolved: inside too.
    also_inside: Vec<PathBuf>,
    /// Folders already walked, by their real path, so a link loop ends.
    visited: HashSet<PathBuf>,
    sources: Sources,
}

impl Walk<'_> {
    /// `path` relative to the site folder, with `/` separators.
    fn shown(&self, path: &Path) -> String {
        let relative = path.strip_prefix(self.site).unwrap_or(path);
        relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
    }

    /// The real path of `path`, or `None` after recording it as leading out of the site.
    fn inside(&mut self, path: &Path) -> Option<PathBuf> {
        let shown = self.shown(path);
        let real = match fs::canonicalize(path) {
            Ok(real) => real,
            Err(e) => {
                self.sources.report(Diagnostic::file_error(&shown, format!("cannot read: {e}")));
                return None;
            }
        };
        if real.starts_with(&self.real_site) || self.also_inside.iter().any(|dir| real.starts_with(dir)) {
            return Some(real);
        }
        self.sources.insert_escape(shown, real.display().to_string());
        None
    }

    fn dir(&mut self, dir: &Path) {
        let shown = self.shown(dir);
        let Some(real) = self.inside(dir) else { return };
        if !self.visited.insert(real) {
            self.sources.report(
                Diagnostic::file_error(
                    &shown,
                    "symbolic link loop: this folder is already part of the content",
                )
                .expected("symbolic links that point outside their own parent folders"),
            );
            return;
        }
        let mut entries: Vec<(String, PathBuf)> = match fs::read_dir(dir) {
            Ok(reader) => reader
                .filter_map(|entry| match entry {
                    Ok(entry) => match entry.file_name().into_string() {
                        Ok(name) => Some((name, entry.path())),
                        // Read lossily two such names can become one route, and one page is lost.
                        Err(name) => {
                            if !name.as_encoded_bytes().starts_with(b".") {
                                self.sources.report(not_utf8(&shown, &name));
                            }
                            None
                        }
                    },
                    Err(e) => {
                        self.sources
                            .report(Diagnostic::file_error(&shown, format!("cannot read folder: {e}")));
                        None
                    }
                })
                .collect(),
            Err(e) => {
                self.sources.report(Diagnostic::file_error(&shown, format!("cannot read folder: {e}")));
                return;
            }
        };
        entries.sort();
        self.sources.insert_dir(shown);
        for (name, path) in entries {
            if !name.starts_with('.') {
                self.entry(&path);
            }
        }
    }

    /// A file or folder found in a folder; a symbolic link is followed when it stays inside the site.
    fn entry(&mut self, path: &Path) {
        let shown = self.shown(path);
        // `metadata` follows symbolic links: a dangling one is reported, not skipped silently.
        let meta = match fs::metadata(path) {
            Ok(meta) => meta,
            Err(e) => return self.sources.report(Diagnostic::file_error(shown, format!("cannot read: {e}"))),
        };
        let is_link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if is_link && self.inside(path).is_none() {
            return;
        }
        if meta.is_dir() {
            return self.dir(path);
        }
        match fs::read(path) {
            Ok(bytes) => self.sources.insert_bytes(shown, bytes),
            Err(e) => self.sources.report(Diagnostic::file_error(shown, format!("cannot read file: {e}"))),
        }
    }
}

/// The error for a file name in the folder `folder` that is not UTF-8, naming its bytes.
fn not_utf8(folder: &str, name: &std::ffi::OsStr) -> Diagnostic {
    use std::os::unix::ffi::OsStrExt;
    let shown: String = name
        .as_bytes()
        .iter()
        .map(|&b| {
            if b.is_ascii_graphic() || b == b' ' { char::from(b).to_string() } else { format!("\\x{b:02x}") }
        })
        .collect();
    Diagnostic::file_error(
        format!("{folder}/{shown}"),
        format!("the file name `{shown}` is not valid UTF-8 (the bytes shown as \\xNN); it is left out"),
    )
    .expected("a file name in UTF-8, as every page's address is")
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
