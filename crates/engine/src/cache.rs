//! The build cache of a site (`.build-cache/` beside its `build/`): the
//! fingerprints that decide what a build may reuse, the stamp of the last
//! good build, and per-page results of the Rust stages.
//!
//! Everything is keyed by content (BLAKE3 of the bytes), never by times, and
//! written whole or not at all, so an interrupted build can leave the cache
//! behind but never a stale or half-written entry.

use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use content_model::Diagnostic;
use content_model::sources::Sources;
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use site_loader::walk::Bounds;

use crate::paths;

/// Folders of ui/ (relative to it) that are not the generator's sources:
/// outputs, packages, and the theme's own tests and benchmarks, which no build runs.
const UI_SKIPPED: &[&str] = &["node_modules", "dist", "src/generated", "test", "bench"];

/// The files of ui/ that compiling one generated module depends on besides its source.
const COMPILER_INPUTS: &[&str] = &["package-lock.json", "stages/modules.mjs", "stages/rich.mjs"];

/// Hashes of the generator itself.
pub struct Generator {
    /// The engine's code (see [`crate::code`]) and every source of ui/: a
    /// build whose inputs and generator are unchanged is up to date.
    pub whole: String,
    /// ui/'s sources but its CSS, the lockfile and the build scripts: the app shell's inputs.
    pub ui: String,
    /// ui/'s CSS files: the styles every page inlines.
    pub css: String,
    /// What compiling one generated module depends on besides its source.
    pub compiler: String,
}

impl Generator {
    pub fn current() -> Result<Self> {
        let ui_dir = paths::ui();
        // One walk of ui/: its CSS files to one hash, everything else to the other.
        let mut hashers = [blake3::Hasher::new(), blake3::Hasher::new()];
        let is_css = |path: &Path| usize::from(path.extension().is_some_and(|e| e == "css"));
        hash_tree_split(&mut hashers, &ui_dir, &ui_dir, UI_SKIPPED, &is_css)?;
        let [ui, css] = hashers.map(|hasher| hasher.finalize().to_hex().to_string());
        let whole = blake3::Hasher::new()
            .update(crate::code::ENGINE.as_bytes())
            .update(ui.as_bytes())
            .update(css.as_bytes())
            .finalize()
            .to_hex()
            .to_string();
        let mut compiler = blake3::Hasher::new();
        for file in COMPILER_INPUTS {
            compiler.update(&fs::read(ui_dir.join(file)).with_context(|| format!("reading ui/{file}"))?);
        }
        Ok(Generator { whole, ui, css, compiler: compiler.finalize().to_hex().to_string() })
    }
}

/// Feeds every file under `dir` (relative path and bytes, in sorted order) to
/// `hasher`, skipping the folders `skipped` names (relative to `base`). It
/// walks by the loader's rules ([`site_loader::walk`]): a link out of `base` is an error.
pub fn hash_tree(hasher: &mut blake3::Hasher, base: &Path, dir: &Path, skipped: &[&str]) -> Result<()> {
    hash_tree_split(std::slice::from_mut(hasher), base, dir, skipped, &|_| 0)
}

/// [`hash_tree`] into several hashers: each file goes to `hashers[which(file)]`.
fn hash_tree_split(
    hashers: &mut [blake3::Hasher],
    base: &Path,
    dir: &Path,
    skipped: &[&str],
    which: &dyn Fn(&Path) -> usize,
) -> Result<()> {
    for file in Bounds::of(base).walk(dir, skipped).all_files()? {
        let hasher = &mut hashers[which(&file.path)];
        hasher.update(file.shown.as_bytes()).update(b"\0");
        hasher.update(&fs::read(&file.path).with_context(|| format!("reading {}", file.path.display()))?);
        hasher.update(b"\0");
    }
    Ok(())
}

/// What the last good build of a site was made from, and what it reported.
#[derive(Serialize, Deserialize)]
pub struct Stamp {
    /// The generator, the options and every file the content is read from (`site_loader::input_paths`).
    pub inputs: String,
    /// Identifies the build/ folder that build produced (so a deleted or replaced one is rebuilt).
    pub build: String,
    pub pages: usize,
    pub warnings: Vec<Diagnostic>,
    /// The site's base URL (`/`, `/docs/`), under which `serve` and `dev` serve build/.
    #[serde(default = "root_path")]
    pub base_url: String,
}

fn root_path() -> String {
    "/".into()
}

impl Stamp {
    fn path(site: &Path) -> PathBuf {
        paths::cache(site).join("stamp.json")
    }

    /// A hash of everything a build of `site` reads: the generator, the
    /// build's options and the files the loader read (`sources`: static/,
    /// published from what the loader read, and src/, site code, among them).
    pub fn inputs_of(generator: &Generator, options: &str, sources: &Sources) -> String {
        let mut hasher = blake3::Hasher::new();
        hasher.update(generator.whole.as_bytes()).update(options.as_bytes());
        sources.digest(|bytes| {
            hasher.update(bytes);
        });
        hasher.finalize().to_hex().to_string()
    }

    /// The identity of a build folder: its inode and change time.
    pub fn build_id(build: &Path) -> Option<String> {
        use std::os::unix::fs::MetadataExt;
        let meta = fs::metadata(build).ok()?;
        Some(format!("{}:{}.{}", meta.ino(), meta.ctime(), meta.ctime_nsec()))
    }

    /// The stamp, if the last good build was made from exactly these inputs and its build/ is still there.
    pub fn matching(site: &Path, inputs: &str) -> Option<Stamp> {
        let stamp: Stamp = read_sealed_json(&Self::path(site))?;
        let build = Self::build_id(&site.join("build"))?;
        (stamp.inputs == inputs && stamp.build == build).then_some(stamp)
    }

    /// The last good build's stamp, while its build/ is the one that build made.
    pub fn last(site: &Path) -> Option<Stamp> {
        let stamp: Stamp = read_sealed_json(&Self::path(site))?;
        (Self::build_id(&site.join("build"))? == stamp.build).then_some(stamp)
    }

    /// The base URL of the site's last good build (`/` when there is none).
    pub fn base_url_of(site: &Path) -> String {
        read_sealed_json::<Stamp>(&Self::path(site)).map_or_else(root_path, |stamp| stamp.base_url)
    }

    pub fn save(&self, site: &Path) -> Result<()> {
        write_sealed(&Self::path(site), &serde_json::to_vec(self)?)
    }

    /// Forgets the last build (before anything replaces build/).
    pub fn forget(site: &Path) {
        let _ = fs::remove_file(Self::path(site));
    }
}

/// Writes `bytes` to a temporary file beside `path` and renames it into place.
/// Every error names the file it was about (a full disk says where).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let folder = path.parent().expect("cache files are in a folder");
    fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
    let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
    let written = fs::File::create(&tmp).and_then(|mut file| file.write_all(bytes));
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(e).with_context(|| format!("writing {}", tmp.display()));
    }
    fs::rename(&tmp, path).with_context(|| format!("renaming {} to {}", tmp.display(), path.display()))?;
    Ok(())
}
/// A file's stat identity: device, inode, size, modification and change times. While
/// A file's stat identity: inode, size, modification and change times. While
/// it is unchanged nothing has written to the file (the kernel sets the change
/// time on every write, truncation or rename over it, and no program can set
/// it back), so a file checked once need not be read again.
pub fn identity(path: &Path) -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    let m = fs::metadata(path).ok()?;
    Some(format!(
        "{}:{}:{}:{}.{}:{}.{}",
        m.dev(),
        m.ino(),
        m.size(),
        m.mtime(),
        m.mtime_nsec(),
        m.ctime(),
        m.ctime_nsec()
    ))
}

/// The layout of the cache's files: a cache in another (an older generator's,
/// before files were sealed) is started anew, not read as damaged file by file.
const FORMAT: &str = "sealed-1\n";

fn format_file(site: &Path) -> PathBuf {
    paths::cache(site).join("format")
}

/// Whether the site's cache is in this generator's layout (no cache at all is).
pub fn in_current_format(site: &Path) -> bool {
    !paths::cache(site).exists() || fs::read(format_file(site)).is_ok_and(|bytes| bytes == FORMAT.as_bytes())
}

/// Records the layout of the site's cache.
pub fn mark_format(site: &Path) -> Result<()> {
    if fs::read(format_file(site)).is_ok_and(|bytes| bytes == FORMAT.as_bytes()) {
        return Ok(());
    }
    write_atomic(&format_file(site), FORMAT.as_bytes())
}

/// Cache files found damaged since their site's build last asked (see
/// [`damage_notes`]): a path in the site they belong to, the file's path and what was wrong.
static DAMAGED: std::sync::Mutex<Vec<(PathBuf, PathBuf, String)>> = std::sync::Mutex::new(Vec::new());

/// Records that the cache file `path` was damaged: the build leaves it out,
/// makes its entry again, and says so in a note.
pub fn damaged(path: &Path, why: impl Into<String>) {
    damaged_for(path, path, why);
}

/// [`damaged`] for a file that may lie outside the site (the server shell
/// under ui/): `owner` is a path in the site whose build found it.
pub fn damaged_for(owner: &Path, path: &Path, why: impl Into<String>) {
    DAMAGED.lock().expect("damage list").push((owner.to_path_buf(), path.to_path_buf(), why.into()));
}

/// The notes of the damaged cache files of `site` recorded so far (each named
/// from the site's folder), taken from the list.
pub fn damage_notes(site: &Path) -> Vec<Diagnostic> {
    let mut list = DAMAGED.lock().expect("damage list");
    let (ours, others): (Vec<_>, Vec<_>) = list.drain(..).partition(|(owner, _, _)| owner.starts_with(site));
    *list = others;
    ours.into_iter()
        .map(|(_, path, why)| Diagnostic {
            severity: content_model::Severity::Note,
            file: path.strip_prefix(site).unwrap_or(&path).to_string_lossy().into_owned(),
            line: 1,
            column: 1,
            message: format!("a damaged build-cache file ({why}) was not used; what it held was made again"),
            expected: None,
            source_line: None,
        })
        .collect()
}

/// The start of a sealed cache file, before the hash and the body.
const SEAL_MAGIC: &[u8; 8] = b"aoldaS1\n";
const SEAL_HEADER: usize = SEAL_MAGIC.len() + 32;

/// The name a cache file's seal covers: its path below the cache folder, so a
/// valid file of the same kind moved into its place does not pass as it.
pub fn seal_name(path: &Path) -> String {
    let parts: Vec<String> =
        path.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    match parts.iter().rposition(|part| part == ".build-cache") {
        Some(at) => parts[at + 1..].join("/"),
        None => parts.last().cloned().unwrap_or_default(),
    }
}

fn seal_hash(name: &str, body: &[u8]) -> blake3::Hash {
    blake3::Hasher::new().update(name.as_bytes()).update(b"\0").update(body).finalize()
}

/// Writes `body` to the cache file `path` with its seal (see [`read_sealed`]).
pub fn write_sealed(path: &Path, body: &[u8]) -> Result<()> {
    let mut bytes = Vec::with_capacity(SEAL_HEADER + body.len());
    bytes.extend_from_slice(SEAL_MAGIC);
    bytes.extend_from_slice(seal_hash(&seal_name(path), body).as_bytes());
    bytes.extend_from_slice(body);
    write_atomic(path, &bytes)
}

/// The body of the cache file `path` if its seal (a hash of its name and
/// body) holds. A missing file is `None`; a damaged one (cut short, changed,
/// another file's, unreadable) is `None` and a note (see [`damaged`]).
pub fn read_sealed(path: &Path) -> Option<Vec<u8>> {
    let mut bytes = match fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => {
            damaged(path, format!("unreadable: {e}"));
            return None;
        }
    };
    let sealed = bytes.len() >= SEAL_HEADER
        && bytes.starts_with(SEAL_MAGIC)
        && seal_hash(&seal_name(path), &bytes[SEAL_HEADER..]).as_bytes()
            == &bytes[SEAL_MAGIC.len()..SEAL_HEADER];
    if !sealed {
        damaged(path, "its content does not match its hash");
        return None;
    }
    bytes.drain(..SEAL_HEADER);
    Some(bytes)
}

/// [`read_sealed`], then the body as JSON (JSON that does not read as `T` is damage too).
pub fn read_sealed_json<T: DeserializeOwned>(path: &Path) -> Option<T> {
    let body = read_sealed(path)?;
    serde_json::from_slice(&body).map_err(|e| damaged(path, format!("not the JSON expected: {e}"))).ok()
}

/// Results computed from one page's HTML, kept by the route and a hash of the HTML.
pub struct PageCache<T> {
    /// A folder of `SHARDS` files, each holding the entries whose key falls in it.
    dir: PathBuf,
    old: HashMap<String, T>,
    used: HashMap<String, T>,
    /// Shards that must be written again: a value was added to them, or one of theirs went unused.
    dirty: [bool; SHARDS],
    /// Shards that were read (a missing one is written).
    found: [bool; SHARDS],
}

/// Page caches are split by key, so a one-page rebuild writes one or two
/// small files, not the whole cache (80 MB of search text at 10,000 pages).
const SHARDS: usize = 32;

/// A stable spread of keys over the shards (the files outlive the process).
fn shard_of(key: &str) -> usize {
    usize::from(blake3::hash(key.as_bytes()).as_bytes()[0]) % SHARDS
}

impl<T: Serialize + DeserializeOwned + Send + 'static> PageCache<T> {
    /// Opens the cache folder `name` (bincode: at 10,000 pages, JSON's parsing
    /// and writing were a large part of a one-page rebuild), its shards read on every core.
    pub fn open(site: &Path, name: &str) -> Self {
        let dir = paths::cache(site).join(name);
        // Where these caches were one file each.
        let _ = fs::remove_file(paths::cache(site).join(format!("{name}.bin")));
        let read = |n: usize| -> Option<HashMap<String, T>> {
            let file = dir.join(format!("{n:02}.bin"));
            let body = read_sealed(&file)?;
            bincode::deserialize(&body)
                .map_err(|e| damaged(&file, format!("its entries do not decode: {e}")))
                .ok()
        };
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(SHARDS);
        let shards: Vec<(usize, Option<HashMap<String, T>>)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    let read = &read;
                    scope
                        .spawn(move || (w..SHARDS).step_by(workers).map(|n| (n, read(n))).collect::<Vec<_>>())
                })
                .collect();
            handles.into_iter().flat_map(|h| h.join().expect("cache reader panicked")).collect()
        });
        let mut old = HashMap::new();
        let mut found = [false; SHARDS];
        for (n, shard) in shards {
            if let Some(shard) = shard {
                found[n] = true;
                old.extend(shard);
            }
        }
        PageCache { dir, old, used: HashMap::new(), dirty: [false; SHARDS], found }
    }

    /// The key of a page's result: its route and the hash the bundle stage gave what it shows.
    pub fn key(route: &str, content_hash: &str) -> String {
        format!("{route}\0{content_hash}")
    }

    /// Whether the cache holds `key`; if so, its value is kept for the next build too (and `get` gives it).
    pub fn keep(&mut self, key: &str) -> bool {
        match self.old.remove_entry(key) {
            Some((key, value)) => {
                self.used.insert(key, value);
                true
            }
            None => self.used.contains_key(key),
        }
    }

    /// A value this build kept or inserted.
    pub fn get(&self, key: &str) -> Option<&T> {
        self.used.get(key)
    }

    /// The value under `key`, kept from an earlier build or made now (and kept for the next).
    pub fn reuse_or_make<E>(&mut self, key: String, make: impl FnOnce() -> Result<T, E>) -> Result<T, E>
    where
        T: Clone,
    {
        if self.keep(&key) {
            return Ok(self.get(&key).expect("kept").clone());
        }
        let value = make()?;
        self.insert(key, value.clone());
        Ok(value)
    }

    /// Keeps a newly computed value.
    pub fn insert(&mut self, key: String, value: T) {
        self.dirty[shard_of(&key)] = true;
        self.used.insert(key, value);
    }

    /// Saves what this build used (and only that), in the shards that changed.
    pub fn save(mut self) -> Result<()> {
        for key in self.old.keys() {
            self.dirty[shard_of(key)] = true;
        }
        let mut shards: Vec<HashMap<&String, &T>> = (0..SHARDS).map(|_| HashMap::new()).collect();
        for (key, value) in &self.used {
            let n = shard_of(key);
            if self.dirty[n] || !self.found[n] {
                shards[n].insert(key, value);
            }
        }
        for (n, shard) in shards.iter().enumerate() {
            if self.dirty[n] || !self.found[n] {
                write_sealed(&self.dir.join(format!("{n:02}.bin")), &bincode::serialize(shard)?)?;
            }
        }
        drop(shards);
        drop_later((self.old, self.used));
        Ok(())
    }
}

/// Drops `value` on a thread of its own. Freeing what a build held (some
/// 100,000 allocations at 10,000 pages, 0.15 s) is then no part of the
/// build: a CLI build exits without waiting for it, and `dev` is idle by then.
pub fn drop_later<T: Send + 'static>(value: T) {
    std::thread::spawn(move || drop(value));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shard files of a page cache, by name, with their inodes (a file written again is a new one).
    fn shard_files(dir: &Path) -> std::collections::BTreeMap<String, u64> {
        use std::os::unix::fs::MetadataExt;
        fs::read_dir(dir)
            .unwrap()
            .flatten()
            .map(|e| (e.file_name().to_string_lossy().into_owned(), e.metadata().unwrap().ino()))
            .collect()
    }

    #[test]
    fn the_inputs_hash_follows_what_a_build_reads() {
        let site = tempfile::tempdir().unwrap();
        let at = |path: &str| site.path().join(path);
        for (path, text) in [
            ("content/site.toml", "title = \"x\""),
            ("content/docs/guide/a.md", "# A"),
            ("static/img/logo.svg", "<svg/>"),
        ] {
            fs::create_dir_all(at(path).parent().unwrap()).unwrap();
            fs::write(at(path), text).unwrap();
        }
        let generator =
            Generator { whole: "w".into(), ui: "u".into(), css: "c".into(), compiler: "k".into() };
        let inputs = || Stamp::inputs_of(&generator, "", &site_loader::read(site.path()));
        let first = inputs();
        assert_eq!(inputs(), first, "nothing changed");
        // A hidden file under content/ is not read by a build: no rebuild.
        fs::write(at("content/docs/guide/.notes.md"), "x").unwrap();
        assert_eq!(inputs(), first, "a hidden content file is not an input");
        let mut seen = vec![first];
        for (path, text) in [
            ("content/docs/guide/a.md", "# B"),
            ("content/docs/guide/b.md", "# B"),
            ("static/img/logo.svg", "<svg></svg>"),
            // static/ is published whole, hidden files too.
            ("static/.well-known/security.txt", "Contact: x"),
        ] {
            fs::create_dir_all(at(path).parent().unwrap()).unwrap();
            fs::write(at(path), text).unwrap();
            let now = inputs();
            assert!(!seen.contains(&now), "{path} changed, so did the inputs");
            seen.push(now);
        }
    }

    /// One rule for a symbolic link out of the site wherever a build meets
    /// it: the loader leaves it out with an error (so the inputs' hash, made
    /// of what the loader read, never reads what it leads to), and copying the
    /// site fails with that same error, naming the link.
    #[test]
    fn a_link_out_of_the_site_is_refused_alike_at_load_hash_and_copy() {
        let (site, outside, copy) =
            (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        fs::create_dir_all(site.path().join("src/pages")).unwrap();
        fs::write(site.path().join("src/pages/index.md"), "# 홈\n").unwrap();
        fs::write(outside.path().join("secret.md"), "비밀").unwrap();
        let secret = outside.path().join("secret.md").canonicalize().unwrap();
        std::os::unix::fs::symlink(&secret, site.path().join("src/pages/leak.md")).unwrap();
        let expected = format!(
            "src/pages/leak.md:1:1: error: `src/pages/leak.md` resolves to `{}`, outside the site folder; it is not published (files inside the site folder: copy the file in instead of linking to it)",
            secret.display()
        );
        let sources = site_loader::read(site.path());
        let loaded: Vec<String> = sources.problems().iter().map(ToString::to_string).collect();
        assert_eq!(loaded, std::slice::from_ref(&expected), "at load");
        let generator =
            Generator { whole: "w".into(), ui: "u".into(), css: "c".into(), compiler: "k".into() };
        let hashed = Stamp::inputs_of(&generator, "", &sources);
        fs::write(&secret, "바뀐 비밀").unwrap();
        let again = Stamp::inputs_of(&generator, "", &site_loader::read(site.path()));
        assert_eq!(hashed, again, "at hash: the file outside is not read");
        let copied = crate::build::copy_tree(site.path(), copy.path());
        assert_eq!(copied.map_err(|e| e.to_string()).unwrap_err(), expected, "at copy");
        assert!(!copy.path().join("src/pages/leak.md").exists(), "nothing of it is copied");
    }

    /// The theme's tests and benchmarks (ui/test, ui/bench) are not what a
    /// build runs: a change there neither rebuilds the app shell nor makes
    /// build/ out of date. A change to the theme's sources does both.
    #[test]
    fn the_shell_is_keyed_on_the_themes_sources_only() {
        let ui = tempfile::tempdir().unwrap();
        let at = |path: &str| ui.path().join(path);
        let write = |path: &str, text: &str| {
            fs::create_dir_all(at(path).parent().unwrap()).unwrap();
            fs::write(at(path), text).unwrap();
        };
        for path in COMPILER_INPUTS.iter().chain(&["src/theme/Page.tsx", "test/page.test.mjs"]) {
            write(path, "1");
        }
        let keys = || {
            let generator = paths::with_ui(ui.path(), Generator::current).unwrap();
            (generator.ui, generator.whole)
        };
        let first = keys();
        for path in
            ["test/page.test.mjs", "test/fixtures/page.md", "bench/first-load.mjs", "src/generated/a.ts"]
        {
            write(path, "2");
            assert_eq!(keys(), first, "ui/{path} is not an input of the shell nor of the build");
        }
        write("src/theme/Page.tsx", "2");
        let (shell, whole) = keys();
        assert!(shell != first.0 && whole != first.1, "a theme source is an input of both");
    }

    #[test]
    fn a_full_disk_names_the_file_that_was_being_written() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("stamp.json");
        // The temporary file write_atomic writes is /dev/full: writing it fails with ENOSPC.
        std::os::unix::fs::symlink("/dev/full", file.with_extension(format!("tmp-{}", std::process::id())))
            .unwrap();
        let error = format!("{:#}", write_atomic(&file, b"{}").unwrap_err());
        assert!(error.contains("No space left on device"), "{error}");
        assert!(error.contains(&dir.path().display().to_string()), "the path is named: {error}");
        // A folder that cannot be made (a file is in its way) is named too.
        fs::write(dir.path().join("css"), "").unwrap();
        let error = format!("{:#}", write_atomic(&dir.path().join("css/a.css"), b"").unwrap_err());
        assert!(error.contains(&dir.path().join("css").display().to_string()), "{error}");
    }

    #[test]
    fn a_sealed_file_cut_changed_or_moved_is_damage_and_a_missing_one_is_not() {
        let site = tempfile::tempdir().unwrap();
        let cache = paths::cache(site.path());
        let (a, b) = (cache.join("pages/00.bin"), cache.join("pages/01.bin"));
        write_sealed(&a, b"first").unwrap();
        write_sealed(&b, b"second").unwrap();
        assert_eq!(read_sealed(&a).as_deref(), Some(b"first".as_slice()));
        assert_eq!(read_sealed(&cache.join("pages/02.bin")), None);
        assert!(damage_notes(site.path()).is_empty(), "a missing file is not damage");
        let bytes = fs::read(&a).unwrap();
        fs::write(&a, &bytes[..bytes.len() - 1]).unwrap();
        assert_eq!(read_sealed(&a), None, "cut short");
        fs::copy(&b, &a).unwrap();
        assert_eq!(read_sealed(&a), None, "another shard's file in its place");
        fs::write(&a, "{}").unwrap();
        assert_eq!(read_sealed_json::<serde_json::Value>(&a), None, "valid JSON without its seal");
        let notes: Vec<String> = damage_notes(site.path()).into_iter().map(|d| d.file).collect();
        assert_eq!(notes, [".build-cache/pages/00.bin"; 3]);
    }

    #[test]
    fn a_page_cache_writes_only_the_shards_a_build_changed() {
        let site = tempfile::tempdir().unwrap();
        let mut cache = PageCache::open(site.path(), "pages");
        for n in 0..200 {
            cache.insert(PageCache::<()>::key(&format!("/page-{n}"), "v1"), n);
        }
        cache.save().unwrap();
        let dir = paths::cache(site.path()).join("pages");
        let before = shard_files(&dir);
        assert_eq!(before.len(), SHARDS);

        // The next build: one page changed, the others kept.
        let mut cache = PageCache::open(site.path(), "pages");
        for n in 1..200 {
            assert!(cache.keep(&PageCache::<()>::key(&format!("/page-{n}"), "v1")));
        }
        let changed = PageCache::<()>::key("/page-0", "v2");
        assert!(!cache.keep(&changed));
        cache.insert(changed.clone(), 1000);
        cache.save().unwrap();
        let after = shard_files(&dir);
        let rewritten = before.iter().filter(|(name, inode)| after.get(*name) != Some(inode)).count();
        let expected = [shard_of(&changed), shard_of(&PageCache::<()>::key("/page-0", "v1"))]
            .into_iter()
            .collect::<std::collections::BTreeSet<_>>()
            .len();
        assert_eq!(rewritten, expected, "only the new entry's shard and the dropped entry's shard");

        // Everything used is there for the build after; the dropped entry is gone.
        let mut cache = PageCache::<i32>::open(site.path(), "pages");
        assert!(cache.keep(&changed));
        assert_eq!(cache.get(&changed), Some(&1000));
        assert!(cache.keep(&PageCache::<()>::key("/page-199", "v1")));
        assert_eq!(cache.get(&PageCache::<()>::key("/page-199", "v1")), Some(&199));
        assert!(!cache.keep(&PageCache::<()>::key("/page-0", "v1")));
    }
}
