//! Reading the content tree: UTF-8 checked, symlink loops detected, paths shown
//! relative to the project root.

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};

use crate::diag::{Diagnostic, SourceFile};

/// Reads a file as UTF-8, or explains where it is not.
pub fn read_source(root: &Path, path: &Path) -> Result<SourceFile, Diagnostic> {
    let display = display_path(root, path);
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

    /// Lists `dir`, or reports it unreadable or already visited (a symlink loop).
    pub fn list(&mut self, dir: &Path) -> Result<Vec<Entry>, Diagnostic> {
        let display = display_path(self.root, dir);
        let canonical = fs::canonicalize(dir)
            .map_err(|e| Diagnostic::file_error(&display, format!("cannot read folder: {e}")))?;
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
            // `metadata` follows symlinks; a dangling link is reported, not skipped.
            let meta = fs::metadata(&path).map_err(|e| {
                Diagnostic::file_error(display_path(self.root, &path), format!("cannot read: {e}"))
            })?;
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
