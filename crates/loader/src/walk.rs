//! The one walk of a folder. The loader reads the site through it, the build
//! cache hashes site code and ui/ through it, and a site is copied through
//! it, so one policy holds at load, at hash and at copy:
//! - a symbolic link is followed while it stays inside the folder walked for
//!   (a site, ui/, a folder being copied; folders a site's config names count
//!   as inside too); a link that leads out is refused, named with where it
//!   leads, and so is a link loop;
//! - a hidden name (`.` first) is left out, but below `static/`, which is
//!   published as it is (as Docusaurus does: `.nojekyll`, `.well-known/`);
//! - a name that is not UTF-8 is refused: read lossily, two such names could
//!   become one route.
//!
//! Paths are shown relative to the walk's root, with `/` separators.

use std::cell::RefCell;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use content_model::Diagnostic;
use walkdir::{DirEntry, WalkDir};

/// The folder a walk is for and what counts as inside it.
pub struct Bounds {
    root: PathBuf,
    /// The root and the other folders inside, with their links resolved.
    real: Vec<PathBuf>,
}

/// A file a walk found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    /// Relative to the walk's root, `/`-separated.
    pub shown: String,
    /// Where to read it (through any links, as found).
    pub path: PathBuf,
}

/// What a walk refused, with the reason.
#[derive(Debug)]
pub enum Refused {
    /// A symbolic link leading out of the bounds, to `target`.
    Escape { shown: String, target: String },
    /// A folder link back to a folder above it.
    Loop { shown: String },
    /// A symbolic link to `target`, which does not exist (a submodule not checked out).
    Dangling { shown: String, target: String },
    /// A file or folder that could not be read (no permission).
    Unreadable { shown: String, error: String },
    /// A name that is not UTF-8, in the folder `folder`.
    NotUtf8 { folder: String, name: Vec<u8> },
}

/// Everything one walk met, in path order.
#[derive(Debug, Default)]
pub struct Walked {
    /// Folders, the walked folder's own first.
    pub dirs: Vec<String>,
    pub files: Vec<File>,
    pub refused: Vec<Refused>,
}

/// The refusals of a walk whose caller reads all or nothing (hashing, copying).
#[derive(Debug)]
pub struct Refusals(pub Vec<Diagnostic>);

impl Bounds {
    /// Walks for the folder `root`: links may lead anywhere inside it.
    pub fn of(root: &Path) -> Bounds {
        Bounds::with_also(root, &[])
    }

    /// Walks for the folder `root` and the folders `also` (a site's content
    /// folders that its config names outside it: the config is the site's
    /// own code, and it chose them).
    pub fn with_also(root: &Path, also: &[PathBuf]) -> Bounds {
        let real = std::iter::once(root)
            .chain(also.iter().map(PathBuf::as_path))
            .filter_map(|dir| fs::canonicalize(dir).ok())
            .collect();
        Bounds { root: root.to_path_buf(), real }
    }

    /// `path` relative to the root, with `/` separators.
    pub fn shown(&self, path: &Path) -> String {
        let relative = path.strip_prefix(&self.root).unwrap_or(path);
        relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
    }

    /// Walks the file or folder `start` (a missing one holds nothing),
    /// leaving out the folders `skipped` names (relative to the root).
    pub fn walk(&self, start: &Path, skipped: &[&str]) -> Walked {
        let mut walked = Walked::default();
        if fs::symlink_metadata(start).is_err() {
            return walked;
        }
        let entries = WalkDir::new(start).follow_links(true).sort_by_file_name().into_iter();
        // Refused by the filter or met as errors, in the order of the walk.
        let refused = RefCell::new(Vec::new());
        let kept = entries.filter_entry(|entry| self.keeps(entry, skipped, &mut refused.borrow_mut()));
        for entry in kept {
            match entry {
                Ok(entry) if entry.file_type().is_dir() => walked.dirs.push(self.shown(entry.path())),
                Ok(entry) => {
                    walked.files.push(File { shown: self.shown(entry.path()), path: entry.into_path() })
                }
                Err(error) => refused.borrow_mut().push(self.refusal(&error)),
            }
        }
        walked.refused = refused.into_inner();
        walked
    }

    /// Whether the walk goes on with `entry`; what it refuses is added to `refused`.
    fn keeps(&self, entry: &DirEntry, skipped: &[&str], refused: &mut Vec<Refused>) -> bool {
        let shown = self.shown(entry.path());
        if entry.depth() > 0 {
            let Some(name) = entry.file_name().to_str() else {
                let bytes = entry.file_name().as_encoded_bytes();
                if !bytes.starts_with(b".") {
                    let folder = shown.rsplit_once('/').map_or("", |(folder, _)| folder).to_string();
                    refused.push(Refused::NotUtf8 { folder, name: bytes.to_vec() });
                }
                return false;
            };
            if is_left_out(&shown, name) || skipped.contains(&shown.as_str()) {
                return false;
            }
        }
        if entry.path_is_symlink() {
            match fs::canonicalize(entry.path()) {
                Ok(real) if self.real.iter().any(|inside| real.starts_with(inside)) => {}
                Ok(real) => {
                    refused.push(Refused::Escape { shown, target: real.display().to_string() });
                    return false;
                }
                Err(error) => {
                    refused.push(Refused::Unreadable { shown, error: error.to_string() });
                    return false;
                }
            }
        }
        true
    }

    fn refusal(&self, error: &walkdir::Error) -> Refused {
        let shown = error.path().map(|path| self.shown(path)).unwrap_or_default();
        if error.loop_ancestor().is_some() {
            return Refused::Loop { shown };
        }
        if let Some(path) = error.path().filter(|p| p.is_symlink() && !p.exists()) {
            let target = fs::read_link(path).map(|t| t.display().to_string()).unwrap_or_default();
            return Refused::Dangling { shown, target };
        }
        let error = error.io_error().map_or_else(|| error.to_string(), ToString::to_string);
        Refused::Unreadable { shown, error }
    }
}

/// Whether a file or folder named `name` at `shown` is left out of every walk:
/// hidden names are, but below `static/`, which is published whole; so is
/// `src/node_modules` (a site's packages are no input of it).
fn is_left_out(shown: &str, name: &str) -> bool {
    (name.starts_with('.') && !shown.starts_with("static/")) || shown == "src/node_modules"
}

impl Refused {
    /// The error a build reports for it.
    pub fn diagnostic(&self) -> Diagnostic {
        match self {
            Refused::Escape { shown, target } => content_model::sources::escape_error(shown, target),
            Refused::Loop { shown } => Diagnostic::file_error(
                shown,
                "symbolic link loop: this folder is already part of the content",
            )
            .expected("symbolic links that point outside their own parent folders"),
            Refused::Dangling { shown, target } => Diagnostic::file_error(
                shown,
                format!("a symbolic link to `{target}`, which does not exist"),
            )
            .expected(
                "the file or folder the link names there (a git submodule: `git submodule update --init`)",
            ),
            Refused::Unreadable { shown, error } => {
                Diagnostic::file_error(shown, format!("cannot read: {error}"))
            }
            Refused::NotUtf8 { folder, name } => not_utf8(folder, name),
        }
    }
}

/// The error for a file name (its bytes `name`) in the folder `folder` that is not UTF-8.
fn not_utf8(folder: &str, name: &[u8]) -> Diagnostic {
    let shown: String = name
        .iter()
        .map(|&b| {
            if b.is_ascii_graphic() || b == b' ' { char::from(b).to_string() } else { format!("\\x{b:02x}") }
        })
        .collect();
    let path = if folder.is_empty() { shown.clone() } else { format!("{folder}/{shown}") };
    Diagnostic::file_error(
        path,
        format!("the file name `{shown}` is not valid UTF-8 (the bytes shown as \\xNN); it is left out"),
    )
    .expected("a file name in UTF-8, as every page's address is")
}

impl Walked {
    /// The files, or the refusals when there are any: for the walks that
    /// read all or nothing (hashing, copying).
    pub fn all_files(self) -> Result<Vec<File>, Refusals> {
        if self.refused.is_empty() {
            Ok(self.files)
        } else {
            Err(Refusals(self.refused.iter().map(Refused::diagnostic).collect()))
        }
    }
}

impl fmt::Display for Refusals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        f.write_str(&lines.join("\n"))
    }
}

impl std::error::Error for Refusals {}
