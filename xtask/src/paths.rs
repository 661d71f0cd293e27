//! Where things are.
//!
//! The repository is found from the working directory at run time, never from
//! where xtask was compiled: two clones sharing one cargo target folder (a
//! global `CARGO_TARGET_DIR`) would otherwise build each other's content.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The repository root: the nearest folder, from the working directory up,
/// that holds `xtask/Cargo.toml` and `ui/package.json`.
pub fn root() -> PathBuf {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    ROOT.get_or_init(|| {
        let cwd = std::env::current_dir().expect("the working directory is readable");
        find_root(&cwd).unwrap_or_else(|| {
            eprintln!(
                "error: {} is not inside the AoldaCloud repository (no xtask/Cargo.toml and ui/package.json above it); run `cargo xtask` in the repository",
                cwd.display()
            );
            std::process::exit(2);
        })
    })
    .clone()
}

pub fn find_root(from: &Path) -> Option<PathBuf> {
    from.ancestors()
        .find(|dir| dir.join("xtask/Cargo.toml").is_file() && dir.join("ui/package.json").is_file())
        .map(Path::to_path_buf)
}

pub fn ui() -> PathBuf {
    #[cfg(test)]
    if let Some(dir) = UI_OVERRIDE.with(|over| over.borrow().clone()) {
        return dir;
    }
    root().join("ui")
}

#[cfg(test)]
thread_local! {
    /// A copy of ui/ that this test thread's builds use instead (see [`with_ui`]).
    static UI_OVERRIDE: std::cell::RefCell<Option<PathBuf>> = const { std::cell::RefCell::new(None) };
}

/// Runs `work` with [`ui`] naming `dir` on this thread: a test can edit a theme
/// file of its own copy while other tests build with the real one.
#[cfg(test)]
pub fn with_ui<T>(dir: &Path, work: impl FnOnce() -> T) -> T {
    UI_OVERRIDE.with(|over| *over.borrow_mut() = Some(dir.to_path_buf()));
    let result = work();
    UI_OVERRIDE.with(|over| *over.borrow_mut() = None);
    result
}

/// A site's build cache: beside its `build/`, never inside what is published.
pub fn cache(site: &Path) -> PathBuf {
    site.join(".build-cache")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_root_is_found_from_any_folder_inside_it_and_not_outside() {
        let dir = tempfile::tempdir().unwrap();
        let repo = dir.path().join("clone");
        std::fs::create_dir_all(repo.join("xtask")).unwrap();
        std::fs::create_dir_all(repo.join("ui")).unwrap();
        std::fs::create_dir_all(repo.join("content/docs")).unwrap();
        std::fs::write(repo.join("xtask/Cargo.toml"), "").unwrap();
        std::fs::write(repo.join("ui/package.json"), "{}").unwrap();
        assert_eq!(find_root(&repo.join("content/docs")), Some(repo.clone()));
        assert_eq!(find_root(&repo), Some(repo.clone()));
        assert_eq!(find_root(dir.path()), None);
    }
}
