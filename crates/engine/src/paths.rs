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

/// The site folder with its links followed (`--site ./website`, a link to the
/// real folder): the bundler names what it makes by the real paths of the
/// files it reads, so the site's own path must be the real one too.
pub fn real_site(site: &Path) -> anyhow::Result<PathBuf> {
    std::fs::canonicalize(site)
        .map_err(|error| anyhow::anyhow!("the site folder {} cannot be read: {error}", site.display()))
}

/// A site's build cache: beside its `build/`, never inside what is published.
pub fn cache(site: &Path) -> PathBuf {
    site.join(".build-cache")
}

/// How a site's pages are files of the output tree, by Docusaurus' rule:
/// `/guide` is `guide/index.html`, or `guide.html` with `trailingSlash:
/// false` (so a static host serves it at the address without a slash, where
/// it would send `/guide` on to `/guide/`). `/` is `index.html` either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageFiles {
    Folders,
    Html,
}

impl PageFiles {
    pub fn of(site: &content_model::Site) -> Self {
        if site.html_page_files() { Self::Html } else { Self::Folders }
    }

    /// The file of the page at `route` below the output tree, decoded (to be joined by [`below`]).
    pub fn file(self, route: &str) -> String {
        match (file_of_url(route).trim_end_matches('/'), self) {
            ("", _) => "index.html".to_string(),
            (path, Self::Folders) => format!("{path}/index.html"),
            (path, Self::Html) => format!("{path}.html"),
        }
    }

    /// The route whose page the file at `url` (its address, encoded as routes
    /// are) is: `/index.html` is `/`, `/404.html` the not-found page, and
    /// `…/index.html` (or, with [`PageFiles::Html`], `….html`) its folder's
    /// route. `None`: not a page's file.
    pub fn route_of(self, url: &str) -> Option<&str> {
        match url {
            "/index.html" => Some("/"),
            "/404.html" => Some(content_model::shared::NOT_FOUND_ROUTE),
            _ => url
                .strip_suffix("/index.html")
                .or_else(|| (self == Self::Html).then(|| url.strip_suffix(".html")).flatten())
                .filter(|route| !route.is_empty() && !route.ends_with('/')),
        }
    }
}

/// The file below the output tree that the URL path `url` names: decoded, as
/// a static host reads it (routes keep `#`, `?`, `%` and spaces encoded;
/// see `content_model::route::encoded`).
pub fn file_of_url(url: &str) -> String {
    let path = url.trim_start_matches('/');
    percent_encoding::percent_decode_str(path).decode_utf8_lossy().into_owned()
}

/// `root` joined with `relative`, a `/`-separated path that must stay below
/// it: the one check before xtask writes or removes a file of the output
/// tree or a cache folder. Refused: an empty path, an absolute one, an empty,
/// `.` or `..` segment, a backslash or a control character (NUL included).
pub fn below(root: &Path, relative: &str) -> anyhow::Result<PathBuf> {
    let problem = if relative.is_empty() {
        Some("is empty")
    } else if relative.starts_with('/') {
        Some("is absolute")
    } else if relative.chars().any(char::is_control) {
        Some("holds a control character")
    } else if relative.contains('\\') {
        Some("holds a backslash")
    } else if relative.split('/').any(|s| s.is_empty() || s == "." || s == "..") {
        Some("has an empty, `.` or `..` segment")
    } else {
        None
    };
    if let Some(problem) = problem {
        anyhow::bail!(
            "refusing to write or remove {:?} under {}: the path {problem} (it must stay below that folder)",
            relative,
            root.display()
        );
    }
    let joined = root.join(relative);
    // Every segment was checked to be a plain name, so this only guards against a change of that rule.
    anyhow::ensure!(
        joined.starts_with(root)
            && joined
                .strip_prefix(root)
                .is_ok_and(|r| r.components().all(|c| matches!(c, std::path::Component::Normal(_)))),
        "refusing to write or remove {} outside {}",
        joined.display(),
        root.display()
    );
    Ok(joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_name_their_decoded_files() {
        let folders = PageFiles::Folders;
        assert_eq!(folders.file("/"), "index.html");
        assert_eq!(folders.file("/guide/intro"), "guide/intro/index.html");
        assert_eq!(folders.file("/intro/hash%23tag"), "intro/hash#tag/index.html");
        assert_eq!(folders.file("/%EA%B0%80%20b"), "가 b/index.html");
        assert_eq!(file_of_url("/intro/what%3F.md"), "intro/what?.md");
        // `trailingSlash: false`: a page is a file named by its address.
        let html = PageFiles::Html;
        assert_eq!(html.file("/"), "index.html");
        assert_eq!(html.file("/guide/intro"), "guide/intro.html");
        assert_eq!(html.file("/%EA%B0%80%20b"), "가 b.html");
    }

    #[test]
    fn page_files_name_their_routes() {
        for layout in [PageFiles::Folders, PageFiles::Html] {
            assert_eq!(layout.route_of("/index.html"), Some("/"));
            assert_eq!(layout.route_of("/404.html"), Some("/404"));
            assert_eq!(layout.route_of("/guide/index.html"), Some("/guide"));
            assert_eq!(layout.route_of("/img/a.png"), None);
            assert_eq!(layout.route_of("/guide/"), None);
        }
        assert_eq!(PageFiles::Folders.route_of("/guide/intro.html"), None);
        assert_eq!(PageFiles::Html.route_of("/guide/intro.html"), Some("/guide/intro"));
        assert_eq!(PageFiles::Html.route_of("/.html"), None);
        // Each route's file is read back as that route.
        for layout in [PageFiles::Folders, PageFiles::Html] {
            for route in ["/", "/guide", "/guide/intro", "/a%20b"] {
                let url = content_model::route::encoded(&format!("/{}", layout.file(route)));
                assert_eq!(layout.route_of(&url), Some(route), "{layout:?} {route}");
            }
        }
    }

    #[test]
    fn paths_below_a_root_stay_below_it() {
        let root = Path::new("/site/build.tmp-1");
        assert_eq!(below(root, "guide/intro/index.html").unwrap(), root.join("guide/intro/index.html"));
        assert_eq!(below(root, "가이드/시작 하기.md").unwrap(), root.join("가이드/시작 하기.md"));
        for bad in ["", "/tmp/x", "../x", "a/../../x", "a/./b", "a//b", "a\\b", "a\0b", "a\u{1b}b", ".."] {
            let error = below(root, bad).expect_err(bad).to_string();
            assert!(error.starts_with("refusing to write or remove"), "{error}");
        }
    }

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
