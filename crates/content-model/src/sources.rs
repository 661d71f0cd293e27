//! The site's files as values: what the model reads instead of the disk.
//!
//! xtask's loader (`site-loader`) walks the site folder, keeps out what must not
//! be published (links out of the site, loops) and fills a [`Sources`]; tests
//! fill one from strings (`testing::SiteBuilder`). Paths are relative to the
//! site folder with `/` separators (`content/docs/guide/index.md`).

use std::collections::{BTreeMap, BTreeSet};

use crate::diag::{Diagnostic, SourceFile};

/// Extensions of the files the model reads as text; every other file is known by its facts.
pub const TEXT_EXTENSIONS: [&str; 6] = ["md", "mdx", "yml", "yaml", "json", "toml"];

/// Whether the file named `path` is read as text (by its extension).
pub fn is_text(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.rsplit_once('.').is_some_and(|(_, ext)| TEXT_EXTENSIONS.iter().any(|t| ext.eq_ignore_ascii_case(t)))
}

/// Extensions of site scripts, read as text beside the pages (not in static/):
/// the model reads which Markdown files they import (see `mdx::partials`).
pub const SCRIPT_EXTENSIONS: [&str; 8] = ["js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts"];

/// Whether the file named `path` is a site script beside the pages (by its extension, outside static/).
pub fn is_script(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    let static_file = path.starts_with("static/") || path.starts_with("content/static/");
    !static_file && name.rsplit_once('.').is_some_and(|(_, ext)| SCRIPT_EXTENSIONS.contains(&ext))
}

/// What the model knows of one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contents {
    /// A content file's bytes; the model checks they are UTF-8 so it can say where they are not.
    Text(Vec<u8>),
    /// Any other file (images, PDFs, static files): only what pages need of it.
    Binary(FileFacts),
}

/// What pages need of a file they show or link: its identity and, for images, its size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileFacts {
    /// BLAKE3 of the bytes, in hex: published names carry its start.
    pub hash: String,
    /// Width and height, for images of a known format.
    pub size: Option<(u32, u32)>,
}

impl FileFacts {
    /// The facts of `bytes`, for the file named `path`.
    pub fn of(path: &str, bytes: &[u8]) -> FileFacts {
        FileFacts {
            hash: blake3::hash(bytes).to_hex().to_string(),
            size: crate::statics::image_size(path, bytes),
        }
    }
}

/// Every file and folder of the site the model may read, plus what the loader
/// found wrong while reading them.
#[derive(Debug, Clone, Default)]
pub struct Sources {
    dirs: BTreeSet<String>,
    files: BTreeMap<String, Contents>,
    /// Symbolic links leading out of the site, left out: path → where they lead.
    escapes: BTreeMap<String, String>,
    /// Problems met while reading (unreadable files, loops, links out of the site).
    problems: Vec<Diagnostic>,
    /// Modules the engine evaluated (`docusaurus.config.ts`, `sidebars.js`), by
    /// site-relative path: what each exports, as JSON. The model never runs code.
    evaluated: BTreeMap<String, String>,
    /// Each file's modification time (seconds since the epoch), where the
    /// loader could read it: what dates a post that says no date, outside git.
    /// Not part of the digest: a touched file whose text did not change is no change.
    modified: BTreeMap<String, i64>,
    /// Files read from another place than their path says (a translation laid
    /// over the page it translates): path → the file's real path in the site.
    origins: BTreeMap<String, String>,
}

/// One entry of a folder.
pub struct Entry {
    /// Relative to the site folder.
    pub path: String,
    pub name: String,
    pub is_dir: bool,
}

impl Sources {
    /// Adds a file (and the folders above it).
    pub fn insert(&mut self, path: impl Into<String>, contents: Contents) {
        let path = path.into();
        let mut parent = path.as_str();
        while let Some((dir, _)) = parent.rsplit_once('/') {
            if !self.dirs.insert(dir.to_string()) {
                break;
            }
            parent = dir;
        }
        self.files.insert(path, contents);
    }

    /// Adds a file as [`Contents::Text`] or [`Contents::Binary`] by its extension.
    pub fn insert_bytes(&mut self, path: impl Into<String>, bytes: Vec<u8>) {
        let path = path.into();
        let contents = if is_text(&path) || is_script(&path) {
            Contents::Text(bytes)
        } else {
            Contents::Binary(FileFacts::of(&path, &bytes))
        };
        self.insert(path, contents);
    }

    /// Keeps only the files and folders whose path `keep` accepts.
    pub fn retain(&mut self, mut keep: impl FnMut(&str) -> bool) {
        self.dirs.retain(|dir| keep(dir));
        self.files.retain(|path, _| keep(path));
    }

    /// Adds a folder, possibly empty.
    pub fn insert_dir(&mut self, path: impl Into<String>) {
        let path = path.into();
        if let Some((parent, _)) = path.rsplit_once('/') {
            self.insert_dir(parent);
        }
        self.dirs.insert(path);
    }

    /// Records a symbolic link at `path` that leads out of the site, to `target`, and its error.
    pub fn insert_escape(&mut self, path: impl Into<String>, target: impl Into<String>) {
        let (path, target) = (path.into(), target.into());
        self.problems.push(escape_error(&path, &target));
        self.escapes.insert(path, target);
    }

    /// Feeds all that was read to `update` in a fixed order (folders, files
    /// and their contents or facts, links out, problems): equal feeds, equal
    /// sources. A build's cache hashes it to tell whether anything changed.
    pub fn digest(&self, mut update: impl FnMut(&[u8])) {
        for dir in &self.dirs {
            update(b"d");
            update(dir.as_bytes());
            update(b"\0");
        }
        for (path, contents) in &self.files {
            update(b"f");
            update(path.as_bytes());
            update(b"\0");
            match contents {
                Contents::Text(bytes) => {
                    update(&(bytes.len() as u64).to_le_bytes());
                    update(bytes);
                }
                Contents::Binary(facts) => update(format!("{}{:?}", facts.hash, facts.size).as_bytes()),
            }
        }
        for (path, target) in &self.escapes {
            update(format!("e{path}\0{target}\0").as_bytes());
        }
        for problem in &self.problems {
            update(format!("p{problem:?}\0").as_bytes());
        }
        for (path, json) in &self.evaluated {
            update(b"v");
            update(path.as_bytes());
            update(b"\0");
            update(&(json.len() as u64).to_le_bytes());
            update(json.as_bytes());
        }
    }

    /// Records what the module at `path` (site-relative, `/` separators) exports,
    /// as JSON: the engine evaluates `docusaurus.config.*` and the sidebars files
    /// it names (ui/stages/evaluate.mjs); what is not data there is a
    /// `{"$nonData": kind, …}` marker.
    /// Adds the file at `origin` as if it were at `path` (see [`Sources::origin`]).
    pub fn insert_from(&mut self, path: impl Into<String>, contents: Contents, origin: &str) {
        let path = path.into();
        self.origins.insert(path.clone(), origin.to_string());
        self.insert(path, contents);
    }

    /// The files read from another place than their path says: path → real path.
    pub fn origins(&self) -> &BTreeMap<String, String> {
        &self.origins
    }

    /// Where the file known as `path` really is in the site folder.
    pub fn origin<'a>(&'a self, path: &'a str) -> &'a str {
        self.origins.get(path).map_or(path, String::as_str)
    }

    pub fn insert_modified(&mut self, path: impl Into<String>, unix: i64) {
        self.modified.insert(path.into(), unix);
    }

    /// When `path` was last modified, as the loader found it.
    pub fn modified(&self, path: &str) -> Option<i64> {
        self.modified.get(path).copied()
    }

    pub fn insert_evaluated(&mut self, path: impl Into<String>, json: impl Into<String>) {
        self.evaluated.insert(path.into(), json.into());
    }

    /// What the module at `path` exports, as JSON, if the engine evaluated it.
    /// A leading `./` is ignored, as configs write `sidebarPath: './sidebars.js'`.
    pub fn evaluated(&self, path: &str) -> Option<&str> {
        let path = path.strip_prefix("./").unwrap_or(path);
        self.evaluated.get(path).map(String::as_str)
    }

    /// Records a problem met while reading.
    pub fn report(&mut self, problem: Diagnostic) {
        self.problems.push(problem);
    }

    pub fn problems(&self) -> &[Diagnostic] {
        &self.problems
    }

    pub fn is_dir(&self, path: &str) -> bool {
        path.is_empty() || self.dirs.contains(path)
    }

    pub fn is_file(&self, path: &str) -> bool {
        self.files.contains_key(path)
    }

    pub fn exists(&self, path: &str) -> bool {
        self.is_file(path) || self.is_dir(path)
    }

    pub fn get(&self, path: &str) -> Option<&Contents> {
        self.files.get(path)
    }

    /// Every file, in path order.
    pub fn files(&self) -> impl Iterator<Item = (&str, &Contents)> {
        self.files.iter().map(|(path, contents)| (path.as_str(), contents))
    }

    /// The facts of a file (hashed here when it was kept as text).
    pub fn facts(&self, path: &str) -> Option<FileFacts> {
        match self.files.get(path)? {
            Contents::Text(bytes) => Some(FileFacts::of(path, bytes)),
            Contents::Binary(facts) => Some(facts.clone()),
        }
    }

    /// Where the symbolic link at `path`, or at a folder above it, leads, when that is out of the site.
    pub fn escape(&self, path: &str) -> Option<&str> {
        let mut at = path;
        loop {
            if let Some(target) = self.escapes.get(at) {
                return Some(target);
            }
            at = at.rsplit_once('/')?.0;
        }
    }

    /// The files and folders directly in `dir`, sorted by name.
    pub fn list(&self, dir: &str) -> Vec<Entry> {
        let prefix = if dir.is_empty() { String::new() } else { format!("{dir}/") };
        let child = |path: &String| {
            let name = path.strip_prefix(&prefix)?;
            (!name.is_empty() && !name.contains('/')).then(|| name.to_string())
        };
        let files = self.files.range(prefix.clone()..).map(|(p, _)| p).take_while(|p| p.starts_with(&prefix));
        let dirs = self.dirs.range(prefix.clone()..).take_while(|p| p.starts_with(&prefix));
        let mut entries: Vec<Entry> = files
            .filter_map(|p| child(p).map(|name| Entry { path: p.clone(), name, is_dir: false }))
            .chain(dirs.filter_map(|p| child(p).map(|name| Entry { path: p.clone(), name, is_dir: true })))
            .collect();
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        entries
    }

    /// Reads a file as UTF-8, or explains where it is not.
    pub fn read(&self, path: &str) -> Result<SourceFile, Diagnostic> {
        let bytes = match self.files.get(path) {
            Some(Contents::Text(bytes)) => bytes,
            Some(Contents::Binary(_)) => {
                return Err(Diagnostic::file_error(path, "cannot read file: not a text file")
                    .expected(format!("one of the text formats: {}", TEXT_EXTENSIONS.join(", "))));
            }
            None => return Err(Diagnostic::file_error(path, "cannot read file: no such file")),
        };
        match std::str::from_utf8(bytes) {
            Ok(text) => Ok(SourceFile::new(path, text.to_string())),
            Err(error) => {
                let valid = error.valid_up_to();
                let prefix = String::from_utf8_lossy(&bytes[..valid]).into_owned();
                let file = SourceFile::new(path, prefix);
                Err(Diagnostic::error(&file, valid, "file is not valid UTF-8")
                    .expected("text encoded as UTF-8"))
            }
        }
    }
}

/// The error for a symbolic link at `path` that leads out of the site, to
/// `target`: the loader's, and the build's when it hashes or copies site files.
pub fn escape_error(path: &str, target: &str) -> Diagnostic {
    Diagnostic::file_error(
        path,
        format!("`{path}` resolves to `{target}`, outside the site folder; it is not published"),
    )
    .expected("files inside the site folder: copy the file in instead of linking to it")
}

/// `dir/name`, or `name` at the top (`dir` empty).
pub fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() { name.to_string() } else { format!("{dir}/{name}") }
}

/// Where site.toml, docs/, blog/ and data/ are: `content` in this project's
/// layout, or the site folder itself (``) when it is laid out as a Docusaurus
/// repository (`docs/` or `blog/` at its root, or a Docusaurus config whose
/// docs live elsewhere, `path: '../docs'`), so one can point the build at an
/// existing Docusaurus site without moving files. `exists` answers for files
/// and folders relative to the site.
pub fn content_dir(exists: impl Fn(&str) -> bool) -> &'static str {
    let docusaurus = exists("docs")
        || exists("blog")
        || crate::config::DOCUSAURUS_CONFIGS.iter().any(|config| exists(config));
    if exists("content") || !docusaurus { "content" } else { "" }
}

/// What a build reads, relative to the site folder (files or folders, some
/// possibly missing): what the loader walks, the build cache hashes and `dev` watches.
pub fn input_paths(exists: impl Fn(&str) -> bool) -> Vec<&'static str> {
    let mut paths = if content_dir(exists).is_empty() {
        let mut paths = vec!["docs", "blog", "data", "site.toml"];
        // What Node evaluates: a change to them is a change to the site (and `dev` rebuilds).
        paths.extend(crate::config::DOCUSAURUS_CONFIGS);
        paths.extend(crate::sidebars::FILE_NAMES);
        // Released docs versions (see `docs::versions`).
        paths.extend(["versions.json", "versioned_docs", "versioned_sidebars"]);
        // Translations, each locale's in a folder of its own (see `locales`).
        paths.push(crate::locales::I18N_DIR);
        // The Docusaurus version it names says how pages are read (MDX 1 before 3).
        paths.push("package.json");
        paths
    } else {
        vec!["content"]
    };
    paths.push("static");
    // Site code: the site's own pages (Docusaurus' pages plugin, `src/pages`), its
    // `src/theme/MDXComponents`, and the scripts whose Markdown imports are compiled.
    paths.push("src");
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_folders_and_files_in_name_order() {
        let mut sources = Sources::default();
        sources.insert_bytes("content/docs/b.md", b"b".to_vec());
        sources.insert_bytes("content/docs/a/x.md", b"x".to_vec());
        sources.insert_bytes("content/docsy.md", b"y".to_vec());
        sources.insert_dir("content/docs/empty");
        let listed: Vec<(String, bool)> =
            sources.list("content/docs").into_iter().map(|e| (e.path, e.is_dir)).collect();
        assert_eq!(
            listed,
            [
                ("content/docs/a".to_string(), true),
                ("content/docs/b.md".to_string(), false),
                ("content/docs/empty".to_string(), true),
            ]
        );
        assert!(sources.is_dir("content") && !sources.is_dir("content/docs/b.md"));
    }

    #[test]
    fn text_that_is_not_utf8_is_located() {
        let mut sources = Sources::default();
        sources.insert_bytes("a.md", b"ok\n\xff".to_vec());
        let error = sources.read("a.md").unwrap_err();
        assert_eq!(error.to_string(), "a.md:2:1: error: file is not valid UTF-8 (text encoded as UTF-8)");
    }

    #[test]
    fn an_escape_covers_the_files_under_it() {
        let mut sources = Sources::default();
        sources.insert_escape("content/docs/more", "/elsewhere");
        assert_eq!(sources.escape("content/docs/more/secret.txt"), Some("/elsewhere"));
        assert_eq!(sources.escape("content/docs/other"), None);
        assert_eq!(sources.problems().len(), 1);
    }

    #[test]
    fn evaluated_modules_are_found_by_path_and_change_the_digest() {
        let digest = |sources: &Sources| {
            let mut all = Vec::new();
            sources.digest(|bytes| all.extend_from_slice(bytes));
            all
        };
        let mut sources = Sources::default();
        let before = digest(&sources);
        sources.insert_evaluated("sidebars.ts", r#"{"docs":[]}"#);
        assert_eq!(sources.evaluated("./sidebars.ts"), Some(r#"{"docs":[]}"#));
        assert_eq!(sources.evaluated("sidebars.js"), None);
        let once = digest(&sources);
        assert_ne!(before, once);
        sources.insert_evaluated("sidebars.ts", r#"{"docs":["a"]}"#);
        assert_ne!(once, digest(&sources));
    }

    #[test]
    fn the_layout_follows_the_folders() {
        assert_eq!(content_dir(|d| d == "content"), "content");
        assert_eq!(content_dir(|d| d == "docs"), "");
        assert_eq!(content_dir(|_| false), "content");
        // A Docusaurus project whose docs are elsewhere (`path: '../docs'`).
        assert_eq!(content_dir(|d| d == "docusaurus.config.ts"), "");
        assert_eq!(
            input_paths(|d| d == "blog"),
            [
                "docs",
                "blog",
                "data",
                "site.toml",
                "docusaurus.config.ts",
                "docusaurus.config.mts",
                "docusaurus.config.cts",
                "docusaurus.config.js",
                "docusaurus.config.mjs",
                "docusaurus.config.cjs",
                "sidebars.js",
                "sidebars.ts",
                "sidebars.mjs",
                "sidebars.cjs",
                "sidebars.mts",
                "sidebars.json",
                "versions.json",
                "versioned_docs",
                "versioned_sidebars",
                "i18n",
                "package.json",
                "static",
                "src"
            ]
        );
    }
}
