//! Reading the content tree: UTF-8 checked, symlink loops detected, paths shown
//! relative to the project root, and nothing read from outside the site folder
//! (a symbolic link to `/etc/passwd` under `static/` must never be published).

use std::collections::HashSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

use crate::diag::{Diagnostic, SourceFile};
use crate::markdown::Body;

/// Reads a file as UTF-8, or explains where it is not.
pub fn read_source(root: &Path, path: &Path) -> Result<SourceFile, Diagnostic> {
    let display = display_path(root, path);
    if path.exists() {
        inside_site(root, path)?;
    }
    let bytes =
        fs::read(path).map_err(|e| Diagnostic::file_error(&display, format!("cannot read file: {e}")))?;
    match String::from_utf8(bytes) {
        Ok(text) => Ok(SourceFile::new(display, text)),
        Err(error) => {
            let valid = error.utf8_error().valid_up_to();
            let bytes = error.into_bytes();
            let prefix = String::from_utf8_lossy(&bytes[..valid]).into_owned();
            let file = SourceFile::new(display, prefix);
            Err(Diagnostic::error(&file, valid, "file is not valid UTF-8").expected("text encoded as UTF-8"))
        }
    }
}

/// The real path of `path` (symbolic links followed), or an error at it when
/// that lies outside the site folder `root`.
pub fn inside_site(root: &Path, path: &Path) -> Result<PathBuf, Diagnostic> {
    let display = display_path(root, path);
    let real =
        fs::canonicalize(path).map_err(|e| Diagnostic::file_error(&display, format!("cannot read: {e}")))?;
    let site = fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    if real.starts_with(&site) {
        return Ok(real);
    }
    Err(Diagnostic::file_error(
        &display,
        format!("`{display}` resolves to `{}`, outside the site folder; it is not published", real.display()),
    )
    .expected("files inside the site folder: copy the file in instead of linking to it"))
}

/// Relative link and image targets in `body` (of the file at `disk_path`) that
/// lead outside the site folder, by `../` or through a symbolic link.
pub fn escaping_references(root: &Path, disk_path: &Path, file: &SourceFile, body: &Body) -> Vec<Diagnostic> {
    use pulldown_cmark::{Event, Tag};
    let site = fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    let base = disk_path.parent().map(|p| site.join(p.strip_prefix(root).unwrap_or(p))).unwrap_or_default();
    let mut found = Vec::new();
    let markdown = body.events().filter_map(|(event, range)| {
        let (Event::Start(Tag::Link { dest_url, .. }) | Event::Start(Tag::Image { dest_url, .. })) = event
        else {
            return None;
        };
        let dest = dest_url.split(['#', '?']).next().unwrap_or_default().to_string();
        let offset = body.source_offset(range.start + body.text[range].find(&dest).unwrap_or(0));
        Some((dest, offset))
    });
    // `.mdx` imports of files are references too.
    for (dest, offset) in markdown.chain(body.references.iter().cloned()) {
        let scheme = dest.split_once(':').is_some_and(|(s, _)| !s.contains('/'));
        if dest.is_empty() || dest.starts_with('/') || scheme {
            continue;
        }
        let resolved = normalize(&base.join(&dest));
        let real = fs::canonicalize(&resolved).unwrap_or_else(|_| resolved.clone());
        if !resolved.starts_with(&site) || !real.starts_with(&site) {
            found.push(
                Diagnostic::error(
                    file,
                    offset,
                    format!("`{dest}` resolves to `{}`, outside the site folder", real.display()),
                )
                .expected("a path to a file inside the site folder"),
            );
        }
    }
    found
}

/// `a/b/../c` as `a/c`, without touching the disk.
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The warning for a file in a docs or blog folder that is neither a page nor a known data file.
pub fn not_published(root: &Path, path: &Path) -> Diagnostic {
    let shown = display_path(root, path);
    let mut d = Diagnostic::file_error(&shown, format!("`{shown}` is not published")).expected(
        "pages (.md, .mdx), _category_.yml/.json, authors.yml, tags.yml, or a file a page refers to by a relative path",
    );
    d.severity = crate::diag::Severity::Warning;
    d
}

/// Whether `d` is the warning of [`not_published`].
pub fn is_not_published(d: &Diagnostic) -> bool {
    d.severity == crate::diag::Severity::Warning && d.message == format!("`{}` is not published", d.file)
}

/// `path` relative to `root`, with `/` separators.
pub fn display_path(root: &Path, path: &Path) -> String {
    let relative = path.strip_prefix(root).unwrap_or(path);
    relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// Entries of a directory, sorted by name; follows symlinks but reports loops.
pub struct DirWalker<'a> {
    root: &'a Path,
    visited: HashSet<PathBuf>,
}

pub struct Entry {
    pub path: PathBuf,
    pub name: String,
    pub is_dir: bool,
}

impl<'a> DirWalker<'a> {
    pub fn new(root: &'a Path) -> Self {
        DirWalker { root, visited: HashSet::new() }
    }

    /// Lists `dir`. An unreadable folder, a symbolic link loop, a dangling link
    /// or a link that leaves the site folder is reported and left out.
    pub fn list(&mut self, dir: &Path, diagnostics: &mut Vec<Diagnostic>) -> Vec<Entry> {
        self.try_list(dir, diagnostics).unwrap_or_else(|d| {
            diagnostics.push(d);
            Vec::new()
        })
    }

    fn try_list(&mut self, dir: &Path, diagnostics: &mut Vec<Diagnostic>) -> Result<Vec<Entry>, Diagnostic> {
        let display = display_path(self.root, dir);
        let canonical = inside_site(self.root, dir)?;
        if !self.visited.insert(canonical) {
            return Err(Diagnostic::file_error(
                &display,
                "symbolic link loop: this folder is already part of the content",
            )
            .expected("symbolic links that point outside their own parent folders"));
        }
        let reader = fs::read_dir(dir)
            .map_err(|e| Diagnostic::file_error(&display, format!("cannot read folder: {e}")))?;
        let mut entries = Vec::new();
        for entry in reader {
            let entry =
                entry.map_err(|e| Diagnostic::file_error(&display, format!("cannot read folder: {e}")))?;
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            // `metadata` follows symlinks; a dangling link is reported, not skipped silently.
            let meta = match fs::metadata(&path) {
                Ok(meta) => meta,
                Err(e) => {
                    let shown = display_path(self.root, &path);
                    diagnostics.push(Diagnostic::file_error(shown, format!("cannot read: {e}")));
                    continue;
                }
            };
            if entry.file_type().is_ok_and(|t| t.is_symlink())
                && let Err(d) = inside_site(self.root, &path)
            {
                diagnostics.push(d);
                continue;
            }
            entries.push(Entry { path, name, is_dir: meta.is_dir() });
        }
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(entries)
    }
}

/// Splits a `01-name` style prefix: `(Some(1.0), "name")`. Names that are only a
/// number keep it.
pub fn strip_number_prefix(name: &str) -> (Option<f64>, &str) {
    let digits = name.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return (None, name);
    }
    let rest = name[digits..].trim_start_matches([' ', '-', '_', '.']);
    if rest.is_empty() || rest.len() == name.len() - digits {
        return (None, name);
    }
    (name[..digits].parse().ok(), rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_prefixes() {
        assert_eq!(strip_number_prefix("01-create"), (Some(1.0), "create"));
        assert_eq!(strip_number_prefix("2_compute"), (Some(2.0), "compute"));
        assert_eq!(strip_number_prefix("10. 네트워크"), (Some(10.0), "네트워크"));
        assert_eq!(strip_number_prefix("2024"), (None, "2024"));
        assert_eq!(strip_number_prefix("3d"), (None, "3d"));
        assert_eq!(strip_number_prefix("guide"), (None, "guide"));
    }
}
