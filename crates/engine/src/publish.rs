//! The output tree of a build, written by difference.
//!
//! Creating directory entries is the dearest part of a small rebuild on a
//! real disk (a build of 1,000 docs publishes about 5,000 files), so a build
//! does not fill an empty folder. The cache keeps the tree that build/ held
//! before the last swap (the *spare*) with a manifest of every file in it
//! (path → hash of its content). A build takes the spare as its staging
//! folder, writes only the files whose hash differs, removes the files it no
//! longer publishes, and swaps the folder in as build/; the old build/
//! becomes the next spare. build/ itself is never written to, so readers see
//! the old site or the new one, never a mix.
//!
//! A tree is trusted only with its manifest: the manifest is removed before a
//! spare is changed and written once its tree is complete, so a build stopped
//! at any point leaves either a spare that matches its manifest or a folder
//! that is thrown away. Files in a spare may be hard links into the cache's
//! stores (the bundle stage links pages and assets), so a file is always
//! replaced (unlinked, then created), never written in place.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::paths;
use crate::process::SpawnReaped;

/// Every file of a tree: path below the tree (with `/`) → hash of its content.
pub type Manifest = BTreeMap<String, String>;

/// A build's output folder beside `build/`, swapped in when every stage has passed.
pub struct Tree {
    pub dir: PathBuf,
    site: PathBuf,
    /// What the folder held when this build took it.
    previous: HashMap<String, String>,
    /// What this build published so far.
    out: Written,
    /// Folders of build/ moved into this tree (`/`-terminated), no longer in build/'s manifest.
    taken_from_build: Vec<String>,
    done: bool,
}

/// Where the cache keeps the spare tree, and its manifest, and build/'s.
fn spare(site: &Path) -> PathBuf {
    paths::cache(site).join("spare")
}
fn spare_manifest(site: &Path) -> PathBuf {
    paths::cache(site).join("spare.json")
}
fn build_manifest(site: &Path) -> PathBuf {
    paths::cache(site).join("build.json")
}

impl Tree {
    /// Takes the spare tree (when it has its manifest) as this build's
    /// folder, or starts an empty one.
    pub fn start(site: &Path) -> Result<Tree> {
        let dir = site.join(format!("build.tmp-{}", std::process::id()));
        throw_away(site, &dir);
        let previous = match take_spare(site, &dir) {
            Some(previous) => previous,
            None => {
                fs::create_dir_all(&dir).context("creating the staging folder")?;
                link_build(site, &dir)
            }
        };
        Ok(Tree {
            dir,
            site: site.to_path_buf(),
            previous,
            out: Written::default(),
            taken_from_build: Vec::new(),
            done: false,
        })
    }

    /// The manifest of the folder as this build took it.
    pub fn previous(&self) -> &HashMap<String, String> {
        &self.previous
    }

    /// Publishes `bytes` at `path` (below the tree, `/`-separated).
    pub fn write(&mut self, path: &str, bytes: impl AsRef<[u8]>) -> Result<()> {
        self.out.write(&self.dir, &self.previous, path, bytes.as_ref())
    }

    /// Files written so far (not already there with the same content).
    pub fn written(&self) -> usize {
        self.out.count
    }

    /// A writer of files this tree does not otherwise publish, for another
    /// thread while the tree is lent to the bundle stage; its files join the
    /// tree by [`Tree::absorb`] of [`Beside::finish`].
    pub fn beside(&self) -> Beside<'_> {
        Beside { dir: &self.dir, previous: &self.previous, out: Written::default() }
    }

    /// Publishes a copy of the file `from` at `path`.
    pub fn copy(&mut self, path: &str, from: &Path) -> Result<()> {
        let bytes = fs::read(from).with_context(|| format!("reading {}", from.display()))?;
        self.write(path, bytes)
    }

    /// Publishes the stored file `from` at `path`; its name in the store is a
    /// hash of its content, so an unchanged file is not linked again.
    pub fn link(&mut self, path: &str, from: &Path, hash: &str) -> Result<()> {
        self.out.link(&self.dir, &self.previous, path, from, hash)
    }

    /// Records files published beside the tree by the same rule (see [`Tree::beside`]).
    pub fn absorb(&mut self, published: Manifest, written: usize) {
        self.out.current.extend(published);
        self.out.count += written;
    }

    /// Puts build/'s folder `name` into this tree in place of the tree's own,
    /// outside both manifests (`dev` serves the last build's search index
    /// until it has written this build's, after the swap). Its files are
    /// linked, not moved, so build/ keeps them until the swap; they are
    /// replaced, never written through, as every file of a tree is.
    pub fn take_from_build(&mut self, name: &str) -> Result<()> {
        let prefix = format!("{name}/");
        self.previous.retain(|path, _| !path.starts_with(&prefix));
        self.out.current.retain(|path, _| !path.starts_with(&prefix));
        let ours = self.dir.join(name);
        throw_away(&self.site, &ours);
        let theirs = self.site.join("build").join(name);
        if theirs.is_dir() {
            link_tree(&theirs, &ours).with_context(|| format!("linking {}", theirs.display()))?;
        }
        self.taken_from_build.push(prefix);
        Ok(())
    }

    /// Renames the folder `from` of the tree to `to` (both `/`-terminated),
    /// with what the manifest knows of its files, unless `to` is there
    /// already: files that stay the same under a new folder name (the search
    /// index's version folder) are then not written again.
    pub fn move_folder(&mut self, from: &str, to: &str) -> Result<()> {
        let held =
            |manifest: &HashMap<String, String>, prefix: &str| manifest.keys().any(|p| p.starts_with(prefix));
        if from == to || !held(&self.previous, from) || held(&self.previous, to) {
            return Ok(());
        }
        let target = self.dir.join(to);
        fs::create_dir_all(target.parent().expect("in the tree"))?;
        fs::rename(self.dir.join(from), &target).with_context(|| format!("renaming {from} to {to}"))?;
        let moved: Vec<(String, String)> = self
            .previous
            .iter()
            .filter_map(|(path, hash)| Some((format!("{to}{}", path.strip_prefix(from)?), hash.clone())))
            .collect();
        self.previous.retain(|path, _| !path.starts_with(from));
        self.previous.extend(moved);
        Ok(())
    }

    /// Every file published so far.
    pub fn files(&self) -> impl Iterator<Item = &str> {
        self.out.current.keys().map(String::as_str)
    }

    /// Removes what the folder held and this build did not publish, then puts
    /// the folder in place of `build/` (in one step where the system can, see
    /// [`replace`]); the old build/ becomes the spare.
    /// Returns the manifest of the new build/ (saved by [`save_build_manifest`]).
    pub fn swap_in(mut self) -> Result<Manifest> {
        self.remove_unpublished()?;
        let build = self.site.join("build");
        let spare = spare(&self.site);
        // The old build/'s manifest describes the spare from now on; without one the spare is thrown away.
        let old_manifest = crate::cache::read_sealed(&build_manifest(&self.site)).and_then(|bytes| {
            if self.taken_from_build.is_empty() {
                return Some(bytes);
            }
            let mut old: Manifest = serde_json::from_slice(&bytes).ok()?;
            old.retain(|path, _| !self.taken_from_build.iter().any(|prefix| path.starts_with(prefix)));
            serde_json::to_vec(&old).ok()
        });
        let _ = fs::remove_file(build_manifest(&self.site));
        let spared = if fs::symlink_metadata(&build).is_ok() {
            throw_away(&self.site, &spare);
            fs::create_dir_all(paths::cache(&self.site)).context("creating the cache folder")?;
            let spared =
                replace(&self.site, &self.dir, &build, &spare).context("putting the new build in place")?;
            // What `dev` took from build/ is still in the old one, outside its manifest: it goes.
            for prefix in self.taken_from_build.iter().filter(|_| spared) {
                throw_away(&self.site, &spare.join(prefix.trim_end_matches('/')));
            }
            spared
        } else {
            fs::rename(&self.dir, &build).context("moving the new build into place")?;
            false
        };
        if spared && let Some(bytes) = old_manifest {
            let _ = crate::cache::write_sealed(&spare_manifest(&self.site), &bytes);
        }
        self.done = true;
        Ok(std::mem::take(&mut self.out.current))
    }

    fn remove_unpublished(&mut self) -> Result<()> {
        let mut emptied = BTreeSet::new();
        for path in self.previous.keys().filter(|p| !self.out.current.contains_key(*p)) {
            let file = paths::below(&self.dir, path)?;
            match fs::remove_file(&file) {
                Ok(()) => {}
                // Gone already: this build put a folder in its place, or a file in its folder's (see `clear_way`).
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::NotFound
                            | std::io::ErrorKind::NotADirectory
                            | std::io::ErrorKind::IsADirectory
                    ) => {}
                Err(e) => return Err(e).with_context(|| format!("removing {}", file.display())),
            }
            emptied.extend(file.ancestors().skip(1).take_while(|a| *a != self.dir).map(Path::to_path_buf));
        }
        // Deepest first; a folder that still holds files stays.
        for folder in emptied.iter().rev() {
            let _ = fs::remove_dir(folder);
        }
        Ok(())
    }
}

/// Files published into a tree beside its other writers (see [`Tree::beside`]).
pub struct Beside<'a> {
    dir: &'a Path,
    previous: &'a HashMap<String, String>,
    out: Written,
}

impl Beside<'_> {
    /// Publishes `bytes` at `path`, by [`Tree::write`]'s rule.
    pub fn write(&mut self, path: &str, bytes: impl AsRef<[u8]>) -> Result<()> {
        self.out.write(self.dir, self.previous, path, bytes.as_ref())
    }

    /// Publishes the stored file `from` at `path`, by [`Tree::link`]'s rule.
    pub fn link(&mut self, path: &str, from: &Path, hash: &str) -> Result<()> {
        self.out.link(self.dir, self.previous, path, from, hash)
    }

    /// What it published and how many files it wrote, for [`Tree::absorb`].
    pub fn finish(self) -> (Manifest, usize) {
        (self.out.current, self.out.count)
    }
}

/// What one writer published into a tree.
#[derive(Default)]
struct Written {
    current: Manifest,
    /// Folders known to exist (so each is created once).
    folders: BTreeSet<PathBuf>,
    /// Files written (not already there with the same content).
    count: usize,
}

impl Written {
    /// Publishes `bytes` at `path` of the tree `dir`, which held `previous`.
    fn write(
        &mut self,
        dir: &Path,
        previous: &HashMap<String, String>,
        path: &str,
        bytes: &[u8],
    ) -> Result<()> {
        let hash = hash(bytes);
        let holds = |file: &Path| fs::read(file).is_ok_and(|held| self::hash(&held) == hash);
        self.place(dir, previous, path, hash.clone(), holds, |file| fs::write(file, bytes))
    }

    /// Publishes the stored file `from`, whose content `hash` names, at
    /// `path`: a hard link where the file system allows, else a copy.
    fn link(
        &mut self,
        dir: &Path,
        previous: &HashMap<String, String>,
        path: &str,
        from: &Path,
        hash: &str,
    ) -> Result<()> {
        let holds = |file: &Path| same_file(file, from);
        self.place(dir, previous, path, format!("store:{hash}"), holds, |file| {
            match fs::hard_link(from, file) {
                // A file no manifest knew of: replaced, never written through.
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    fs::remove_file(file)?;
                    fs::hard_link(from, file)
                }
                Err(_) => fs::copy(from, file).map(drop),
                linked => linked,
            }
        })
    }

    /// The one rule of every writer: the file is put at `path` by `put`
    /// unless the tree holds it there already (by `hash`, and `holds` finds
    /// the file what the manifest says: a spare's file that is not is a
    /// damaged cache file, replaced). A file this writer
    /// published here before is replaced whatever the tree held, and an older
    /// file (perhaps a link into a store) is replaced, never written through.
    fn place(
        &mut self,
        dir: &Path,
        previous: &HashMap<String, String>,
        path: &str,
        hash: String,
        holds: impl FnOnce(&Path) -> bool,
        put: impl FnOnce(&Path) -> std::io::Result<()>,
    ) -> Result<()> {
        let published_here = self.current.contains_key(path);
        let damaged =
            previous.get(path) == Some(&hash) && !published_here && !holds(&paths::below(dir, path)?);
        if damaged {
            let site = dir.parent().expect("the staging folder is in the site");
            crate::cache::damaged(&spare(site).join(path), "it differs from the spare tree's manifest");
        }
        if previous.get(path) != Some(&hash) || published_here || damaged {
            let file = paths::below(dir, path)?;
            if previous.contains_key(path) || published_here {
                match fs::remove_file(&file) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(e).with_context(|| format!("replacing {}", file.display())),
                }
            }
            let folder = file.parent().expect("files are in the tree").to_path_buf();
            if !self.folders.contains(&folder) {
                if fs::create_dir_all(&folder).is_err() {
                    // The last build's file where this one needs a folder (`a.html` before `a.html/index.html`).
                    self.clear_way(dir, previous, path)?;
                    fs::create_dir_all(&folder).with_context(|| format!("creating {}", folder.display()))?;
                }
                self.folders.insert(folder);
            }
            if fs::symlink_metadata(&file).is_ok_and(|m| m.is_dir()) {
                // The last build's folder where this one needs a file.
                self.clear_way(dir, previous, path)?;
            }
            put(&file).with_context(|| format!("writing {}", file.display()))?;
            // A file this build already wrote here, replaced, is not a second file.
            if !published_here {
                self.count += 1;
            }
        }
        self.current.insert(path.to_string(), hash);
        Ok(())
    }
}

impl Written {
    /// Makes room for a file at `path` where the tree still holds what the last
    /// build published and this one does not: a file at one of its folders, or
    /// a folder of such files at its place. Nothing else is removed; a folder
    /// that still holds another file stays (and the write then fails, naming it).
    fn clear_way(&self, dir: &Path, previous: &HashMap<String, String>, path: &str) -> Result<()> {
        let stale = |p: &str| previous.contains_key(p) && !self.current.contains_key(p);
        let remove = |p: &str| -> Result<()> {
            let file = paths::below(dir, p)?;
            match fs::remove_file(&file) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    Err(e).with_context(|| format!("replacing {}", file.display()))
                }
                _ => Ok(()),
            }
        };
        for (at, _) in path.match_indices('/') {
            let folder = &path[..at];
            if stale(folder) {
                remove(folder)?;
            }
        }
        let below = format!("{path}/");
        let mut emptied = BTreeSet::new();
        for inside in previous.keys().filter(|p| p.starts_with(&below) && stale(p)) {
            remove(inside)?;
            let file = paths::below(dir, inside)?;
            let top = paths::below(dir, path)?;
            emptied
                .extend(file.ancestors().skip(1).take_while(|a| a.starts_with(&top)).map(Path::to_path_buf));
        }
        // Deepest first.
        for folder in emptied.iter().rev() {
            let _ = fs::remove_dir(folder);
        }
        Ok(())
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        if !self.done {
            throw_away(&self.site, &self.dir);
        }
    }
}

/// Records what build/ holds, once it is complete (a build/ without a
/// manifest never becomes a spare).
pub fn save_build_manifest(site: &Path, manifest: &Manifest) -> Result<()> {
    crate::cache::write_sealed(&build_manifest(site), &serde_json::to_vec(manifest)?)
}

/// What the site's build/ holds, as its last build recorded it.
pub fn read_build_manifest(site: &Path) -> Option<Manifest> {
    serde_json::from_slice(&crate::cache::read_sealed(&build_manifest(site))?).ok()
}

/// Whether `file` is the stored file `from` (a hard link to it), or a copy of it.
fn same_file(file: &Path, from: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(file), fs::metadata(from)) {
        (Ok(a), Ok(b)) if (a.dev(), a.ino()) == (b.dev(), b.ino()) => true,
        (Ok(a), Ok(b)) if a.len() == b.len() => fs::read(file).ok() == fs::read(from).ok(),
        _ => false,
    }
}

/// The hash [`Tree::write`] records for `bytes`.
pub fn hash(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex().to_string()
}

/// Moves the spare into `dir` and returns its manifest; a spare without a
/// readable manifest is thrown away.
fn take_spare(site: &Path, dir: &Path) -> Option<HashMap<String, String>> {
    let spare = spare(site);
    let manifest = crate::cache::read_sealed_json(&spare_manifest(site));
    // From here on the spare is being changed: nothing vouches for it until its next manifest.
    let _ = fs::remove_file(spare_manifest(site));
    match manifest {
        Some(manifest) if spare.is_dir() && fs::rename(&spare, dir).is_ok() => {
            Some(reconcile(site, dir, manifest))
        }
        _ => {
            throw_away(site, &spare);
            None
        }
    }
}

/// The spare's manifest, brought to what its tree (now `dir`) holds: a file
/// the manifest does not name is removed (it would be published unchecked),
/// and an entry whose file is gone is dropped, each a damaged cache file.
/// (Whether each file holds what its entry says is checked when the build
/// keeps it: `Written::place`.)
fn reconcile(site: &Path, dir: &Path, mut manifest: HashMap<String, String>) -> HashMap<String, String> {
    let mut found = BTreeSet::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(path);
                continue;
            }
            let below = path.strip_prefix(dir).expect("inside").to_string_lossy().into_owned();
            if !manifest.contains_key(&below) {
                crate::cache::damaged(
                    &spare(site).join(&below),
                    "the spare tree's manifest does not name it",
                );
                let _ = fs::remove_file(&path);
            }
            found.insert(below);
        }
    }
    manifest.retain(|path, _| {
        let there = found.contains(path);
        if !there {
            crate::cache::damaged(
                &spare(site).join(path),
                "the spare tree's manifest names it but it is missing",
            );
        }
        there
    });
    manifest
}

/// Without a spare (the first build after a clean one), fills the empty
/// staging folder `dir` with hard links to build/'s files as its manifest
/// lists them, and returns what it linked: linking is a third of the cost of
/// writing every file again. Safe because a tree's files are replaced, never
/// written through, and build/ is trusted by its manifest as the spare it
/// becomes at the next swap is. A file that cannot be linked is left out (and
/// written, if this build publishes it).
fn link_build(site: &Path, dir: &Path) -> HashMap<String, String> {
    let build = site.join("build");
    let Some(manifest) = crate::cache::read_sealed_json::<HashMap<String, String>>(&build_manifest(site))
    else {
        return HashMap::new();
    };
    let mut folders = BTreeSet::new();
    manifest
        .into_iter()
        .filter(|(path, _)| {
            let Ok(to) = paths::below(dir, path) else { return false };
            let folder = to.parent().expect("files are in the tree");
            (folders.contains(folder)
                || fs::create_dir_all(folder).is_ok() && folders.insert(folder.to_path_buf()))
                && fs::hard_link(build.join(path), &to).is_ok()
        })
        .collect()
}

/// Replaces the folder `target` with `new` (both in one site), in one step
/// where the system can (see [`replace`]): the old one goes to the trash; on
/// failure `target` is left as it was.
pub fn replace_folder(site: &Path, new: &Path, target: &Path) -> Result<()> {
    let trash = paths::cache(site).join("trash");
    fs::create_dir_all(&trash).context("creating the cache's trash folder")?;
    let old = trash.join(format!("old-{}-{}", std::process::id(), unique_suffix()));
    if fs::symlink_metadata(target).is_ok() {
        replace(site, new, target, &old).map(drop)
    } else {
        fs::rename(new, target).map(drop)
    }
    .with_context(|| format!("moving {} into place", target.display()))?;
    empty_trash(&trash);
    Ok(())
}

/// Puts `new` in place of the existing `target`, and the old `target` at
/// `old` (a free path on the same file system); returns whether it is there
/// (else it was thrown away). On Linux the two trade places in one step
/// (`renameat2` with `RENAME_EXCHANGE`), so `target` is never missing. Where
/// that is refused (another system, a file system without the exchange, an
/// old kernel) `target` is renamed to `old` and `new` to `target`, and is
/// missing between the two renames.
fn replace(site: &Path, new: &Path, target: &Path, old: &Path) -> std::io::Result<bool> {
    match exchange(new, target) {
        // `new` now names the old target.
        Ok(()) => match fs::rename(new, old) {
            Ok(()) => Ok(true),
            Err(_) => {
                throw_away(site, new);
                Ok(false)
            }
        },
        Err(e) if exchange_refused(&e) => {
            fs::rename(target, old)?;
            if let Err(e) = fs::rename(new, target) {
                let _ = fs::rename(old, target);
                return Err(e);
            }
            Ok(true)
        }
        Err(e) => Err(e),
    }
}

/// Exchanges two existing paths in one step.
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let c_path = |path: &Path| std::ffi::CString::new(path.as_os_str().as_bytes());
    let (a, b) = (c_path(a)?, c_path(b)?);
    // SAFETY: both are NUL-terminated paths that live through the call.
    let done = unsafe {
        libc::renameat2(libc::AT_FDCWD, a.as_ptr(), libc::AT_FDCWD, b.as_ptr(), libc::RENAME_EXCHANGE)
    };
    if done == 0 { Ok(()) } else { Err(std::io::Error::last_os_error()) }
}

#[cfg(not(target_os = "linux"))]
fn exchange(_: &Path, _: &Path) -> std::io::Result<()> {
    Err(std::io::ErrorKind::Unsupported.into())
}

/// Whether the exchange failed because the system or file system has none
/// (then two renames do), not because of the paths.
fn exchange_refused(error: &std::io::Error) -> bool {
    #[cfg(target_os = "linux")]
    if let Some(code) = error.raw_os_error() {
        return [libc::EINVAL, libc::ENOSYS, libc::EOPNOTSUPP].contains(&code);
    }
    error.kind() == std::io::ErrorKind::Unsupported
}

/// Hard links every file under `from` at the same place under `to` (a copy
/// where the file system cannot link).
fn link_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            link_tree(&entry.path(), &target)?;
        } else if fs::hard_link(entry.path(), &target).is_err() {
            fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Marks a cache being discarded, until every entry has gone to the trash: a
/// `--clean` killed halfway is finished by the next build.
const DISCARDING: &str = "discarding";

/// Starts the site's cache anew (`--clean`): its entries go to the trash,
/// removed in the background (at 10,000 pages it holds about 100,000 files).
/// The lock file stays: it is held by this build.
pub fn discard_cache(site: &Path) {
    let cache = paths::cache(site);
    let Ok(entries) = fs::read_dir(&cache) else { return };
    let marker = cache.join(DISCARDING);
    if fs::write(&marker, "").is_err() {
        return;
    }
    let trash = cache.join("trash");
    let aside = trash.join(format!("cache-{}", unique_suffix()));
    let _ = fs::create_dir_all(&aside);
    for entry in entries.flatten() {
        let name = entry.file_name();
        if [crate::lock::LOCK_FILE, "trash", DISCARDING].iter().any(|kept| name == *kept) {
            continue;
        }
        if fs::rename(entry.path(), aside.join(&name)).is_err() {
            let _ = fs::remove_dir_all(entry.path()).or_else(|_| fs::remove_file(entry.path()));
        }
    }
    let _ = fs::remove_file(&marker);
    empty_trash(&trash);
}

/// Moves `path` (if it exists) into the cache's trash, emptied in the background.
fn throw_away(site: &Path, path: &Path) {
    if fs::symlink_metadata(path).is_err() {
        return;
    }
    let trash = paths::cache(site).join("trash");
    let _ = fs::create_dir_all(&trash);
    let name =
        format!("{}-{}", path.file_name().map_or("x".into(), |n| n.to_string_lossy()), unique_suffix());
    if fs::rename(path, trash.join(name)).is_err() {
        let _ = fs::remove_dir_all(path);
    }
    empty_trash(&trash);
}

/// Nanoseconds of the clock: two builds of one process (`dev`) never share a trash name.
fn unique_suffix() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos())
}

/// Removes everything in the trash by a detached `rm -rf`, so the build ends
/// without waiting for it (deleting thousands of entries took 0.2-3 s of a
/// rebuild on a busy disk); where that cannot start, removes it here.
fn empty_trash(trash: &Path) {
    let entries: Vec<PathBuf> =
        fs::read_dir(trash).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    if entries.is_empty() {
        return;
    }
    let spawned = std::process::Command::new("rm")
        .arg("-rf")
        .arg("--")
        .args(&entries)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn_reaped();
    if spawned.is_err() {
        for entry in entries {
            let _ = fs::remove_dir_all(entry);
        }
    }
}

/// Removes what killed builds left, once this build holds the site's lock:
/// their staging folders (`build.tmp-PID`, and `build.old-PID` of older
/// builds) when their process is gone, a cache that a killed `--clean` was
/// discarding, the folders older `--clean`s moved the cache to
/// (`.build-cache.old-*`), and the trash a killed removal did not empty.
pub fn remove_leftovers(site: &Path) {
    let cache = paths::cache(site);
    if cache.join(DISCARDING).exists() {
        discard_cache(site);
    }
    let Ok(entries) = fs::read_dir(site) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name.strip_prefix("build.tmp-").or_else(|| name.strip_prefix("build.old-"));
        let dead = |pid: &str| pid.parse::<u32>().is_ok_and(|pid| !crate::process::is_running(pid));
        if pid.is_some_and(dead) || name.starts_with(".build-cache.old-") {
            throw_away(site, &entry.path());
        }
    }
    empty_trash(&cache.join("trash"));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One build that publishes `files`; returns how many it wrote.
    fn publish(site: &Path, files: &[(&str, &str)]) -> usize {
        let mut tree = Tree::start(site).unwrap();
        for (path, text) in files {
            tree.write(path, text).unwrap_or_else(|e| panic!("{path}: {e:#}"));
        }
        let written = tree.written();
        let manifest = tree.swap_in().unwrap();
        save_build_manifest(site, &manifest).unwrap();
        written
    }

    /// build/ as path → text.
    fn published(site: &Path) -> BTreeMap<String, String> {
        let build = site.join("build");
        let mut found = BTreeMap::new();
        let mut stack = vec![build.clone()];
        while let Some(folder) = stack.pop() {
            for entry in fs::read_dir(folder).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else {
                    let below = path.strip_prefix(&build).unwrap().to_string_lossy().into_owned();
                    found.insert(below, fs::read_to_string(&path).unwrap());
                }
            }
        }
        found
    }

    fn texts(files: &[(&str, &str)]) -> BTreeMap<String, String> {
        files.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
    }

    #[test]
    fn each_build_writes_only_what_differs_from_the_spare_and_removes_the_rest() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let first = [("a/index.html", "1"), ("b.txt", "1"), ("deep/er/c.txt", "1")];
        assert_eq!(publish(site, &first), 3, "nothing built yet: everything is written");
        let second = [("a/index.html", "2"), ("b.txt", "1")];
        assert_eq!(publish(site, &second), 1, "no spare yet: build/'s files are linked, `a` is written");
        assert_eq!(published(site), texts(&second));
        // The spare is now the first build's tree: `a` differs, `b` is the same, `deep/er/c.txt` goes.
        let third = [("a/index.html", "3"), ("b.txt", "1"), ("new.txt", "1")];
        assert_eq!(publish(site, &third), 2);
        assert_eq!(published(site), texts(&third));
        assert!(!site.join("build/deep").exists(), "emptied folders go too");
        assert_eq!(publish(site, &third), 2, "the second build's tree had another `a` and no `new`");
        // The first build/ and its linked twin shared files: replacing them changed neither.
        assert_eq!(publish(site, &third), 0, "the same output as the spare's: nothing is written");
        assert_eq!(published(site), texts(&third));
    }

    /// A path that was a file and is now a folder (a redirect from `/a.html`
    /// moved to `a.html/index.html`), and one that was a folder and is now a
    /// file, from one build to the next and the one after (the spare's turn).
    #[test]
    fn a_file_that_becomes_a_folder_and_a_folder_that_becomes_a_file() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let first = [
            ("a.html", "old redirect"),
            ("b/index.html", "old page"),
            ("b/deep/c.txt", "1"),
            ("keep.txt", "1"),
        ];
        let second = [("a.html/index.html", "redirect"), ("b", "a file now"), ("keep.txt", "1")];
        for files in [&first[..], &second[..], &first[..], &second[..]] {
            publish(site, files);
            assert_eq!(published(site), texts(files));
        }
    }

    #[test]
    fn a_file_linked_from_a_store_is_replaced_never_written_through() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let store = site.join("store.html");
        fs::write(&store, "stored page").unwrap();
        for _ in 0..2 {
            let mut tree = Tree::start(site).unwrap();
            // As the bundle stage does: whatever the tree holds there is replaced.
            let _ = fs::remove_file(tree.dir.join("index.html"));
            fs::hard_link(&store, tree.dir.join("index.html")).unwrap();
            tree.absorb(Manifest::from([("index.html".into(), "store:page".into())]), 1);
            let manifest = tree.swap_in().unwrap();
            save_build_manifest(site, &manifest).unwrap();
        }
        // The spare links the store's file; a build that writes another page there must not change the store.
        assert_eq!(publish(site, &[("index.html", "written page")]), 1);
        assert_eq!(fs::read_to_string(&store).unwrap(), "stored page");
        assert_eq!(published(site), texts(&[("index.html", "written page")]));
    }

    #[test]
    fn a_spare_without_its_manifest_is_never_trusted() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let files = [("a.txt", "1"), ("b.txt", "1")];
        publish(site, &files);
        publish(site, &files);
        // A build stopped after taking the spare: its manifest is gone, its tree may be half written.
        fs::remove_file(spare_manifest(site)).unwrap();
        // (Replaced, as builds write: the spare's files may be links shared with build/.)
        fs::remove_file(spare(site).join("a.txt")).unwrap();
        fs::write(spare(site).join("a.txt"), "half written").unwrap();
        assert_eq!(publish(site, &files), 0, "the spare is thrown away; build/'s files are linked instead");
        assert_eq!(published(site), texts(&files));
        // A build stopped with its staging folder taken from the spare leaves nothing behind but the trash.
        let tree = Tree::start(site).unwrap();
        let staging = tree.dir.clone();
        std::mem::forget(tree);
        assert!(staging.is_dir() && !spare(site).exists() && !spare_manifest(site).exists());
    }

    #[test]
    fn files_written_beside_the_tree_join_it_by_the_same_rule() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        publish(site, &[("a.txt", "1"), ("twin.md", "1"), ("old.md", "1")]);
        publish(site, &[("a.txt", "1"), ("twin.md", "1"), ("old.md", "1")]);
        let mut tree = Tree::start(site).unwrap();
        let mut beside = tree.beside();
        beside.write("twin.md", "1").unwrap();
        beside.write("new/twin.md", "2").unwrap();
        let (twins, written) = beside.finish();
        assert_eq!(written, 1, "the unchanged twin stays as the spare held it");
        tree.write("a.txt", "2").unwrap();
        tree.absorb(twins, written);
        assert_eq!(tree.written(), 2);
        let manifest = tree.swap_in().unwrap();
        save_build_manifest(site, &manifest).unwrap();
        // What neither writer published (old.md) is gone.
        assert_eq!(published(site), texts(&[("a.txt", "2"), ("twin.md", "1"), ("new/twin.md", "2")]));
    }

    #[test]
    fn a_clean_killed_halfway_is_finished_by_the_next_build() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let cache = paths::cache(site);
        for name in ["generated/pages", "spare/guide"] {
            fs::create_dir_all(cache.join(name)).unwrap();
        }
        fs::write(cache.join("stamp.json"), "{}").unwrap();
        fs::write(cache.join(crate::lock::LOCK_FILE), "1 build --clean\n").unwrap();
        // Killed after marking the cache and moving one entry away; an older `--clean` left a copy beside it.
        fs::write(cache.join(DISCARDING), "").unwrap();
        fs::create_dir_all(cache.join("trash/cache-1")).unwrap();
        fs::rename(cache.join("generated"), cache.join("trash/cache-1/generated")).unwrap();
        fs::create_dir_all(site.join(".build-cache.old-1764100000000000000/spare")).unwrap();
        remove_leftovers(site);
        let mut left: Vec<String> = fs::read_dir(site)
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        left.extend(
            fs::read_dir(&cache)
                .unwrap()
                .flatten()
                .map(|e| format!(".build-cache/{}", e.file_name().to_string_lossy()))
                .filter(|name| !name.ends_with("/trash")),
        );
        left.sort();
        assert_eq!(left, [".build-cache", ".build-cache/lock"]);
    }

    /// Swaps while the readers read: the gap between two renames went unseen
    /// in half the runs of 20 swaps, in none of 16 runs of 200.
    const SWAPS: usize = 200;

    /// The files of the `version`th build of the readers' test: every build
    /// changes every file, and the last build drops one.
    fn version(version: usize) -> Vec<(&'static str, String)> {
        let text = |path: &str| format!("{path} of build {version}\n").repeat(200);
        let mut files = vec!["index.html", "guide/index.html", "assets/app.js", "deep/er/page/index.html"];
        if version == SWAPS {
            files.pop();
        }
        files.into_iter().map(|path| (path, text(path))).collect()
    }

    /// Every text a reader may find at each path: what some build published there.
    fn allowed(
        files: impl Iterator<Item = (&'static str, String)>,
    ) -> BTreeMap<&'static str, BTreeSet<String>> {
        files.fold(BTreeMap::new(), |mut allowed, (path, text)| {
            allowed.entry(path).or_default().insert(text);
            allowed
        })
    }

    /// Reads each of `paths` below build/ over and over on two threads while
    /// `work` runs; returns how many reads there were and the failed ones (a
    /// missing file, or a text no build published there).
    fn read_while(
        site: &Path,
        allowed: &BTreeMap<&str, BTreeSet<String>>,
        paths: &[&str],
        work: impl FnOnce(),
    ) -> (usize, Vec<String>) {
        let stop = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|scope| {
            let readers: Vec<_> = (0..2)
                .map(|_| {
                    scope.spawn(|| {
                        let (mut reads, mut failures) = (0, Vec::new());
                        while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                            for path in paths {
                                reads += 1;
                                match fs::read_to_string(site.join("build").join(path)) {
                                    Ok(text) if allowed[path].contains(&text) => {}
                                    Ok(text) => {
                                        failures.push(format!("{path}: {} bytes of no build", text.len()))
                                    }
                                    Err(e) => failures.push(format!("{path}: {e}")),
                                }
                            }
                        }
                        (reads, failures)
                    })
                })
                .collect();
            work();
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            readers.into_iter().map(|r| r.join().unwrap()).fold((0, Vec::new()), |(n, mut all), (r, f)| {
                all.extend(f);
                (n + r, all)
            })
        })
    }

    fn assert_all_read(reads: usize, failures: &[String]) {
        assert!(reads > 100, "the readers read during the swaps ({reads} reads)");
        let shown = &failures[..failures.len().min(5)];
        assert!(failures.is_empty(), "{} of {reads} reads failed: {shown:?}", failures.len());
    }

    #[test]
    fn readers_never_see_a_missing_file_across_200_swaps() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let publish_version = |v: usize| {
            let files = version(v);
            publish(site, &files.iter().map(|(p, t)| (*p, t.as_str())).collect::<Vec<_>>())
        };
        publish_version(0);
        let allowed = allowed((0..=SWAPS).flat_map(version));
        // Pages every build publishes (the last build drops `deep/er/page`).
        let always: Vec<&str> = allowed.keys().copied().filter(|p| !p.starts_with("deep")).collect();
        let (reads, failures) = read_while(site, &allowed, &always, || {
            for v in 1..=SWAPS {
                publish_version(v);
            }
        });
        assert_all_read(reads, &failures);
        assert_eq!(published(site), version(SWAPS).into_iter().map(|(p, t)| (p.to_string(), t)).collect());
    }

    /// A `dev` rebuild: the pages are swapped in with the last build's search
    /// index, then this build's index replaces it.
    fn dev_publish(site: &Path, version: usize) {
        let text = |path: &str| format!("{path} of build {version}\n").repeat(200);
        let mut tree = Tree::start(site).unwrap();
        tree.write("index.html", text("index.html")).unwrap();
        tree.take_from_build("search-index").unwrap();
        let mut manifest = tree.swap_in().unwrap();
        let next = site.join("build/search-index.next");
        for file in ["manifest.json", "terms/a.json"] {
            let text = text(&format!("search-index/{file}"));
            fs::create_dir_all(next.join(file).parent().unwrap()).unwrap();
            fs::write(next.join(file), &text).unwrap();
            manifest.insert(format!("search-index/{file}"), hash(text.as_bytes()));
        }
        replace_folder(site, &next, &site.join("build/search-index")).unwrap();
        save_build_manifest(site, &manifest).unwrap();
    }

    #[test]
    fn dev_readers_never_lose_the_search_index_across_20_rebuilds() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        dev_publish(site, 0);
        let paths = ["index.html", "search-index/manifest.json", "search-index/terms/a.json"];
        let text =
            |path: &'static str, version: usize| (path, format!("{path} of build {version}\n").repeat(200));
        let allowed = allowed((0..=20).flat_map(|v| paths.map(|path| text(path, v))));
        let (reads, failures) = read_while(site, &allowed, &paths, || {
            for v in 1..=20 {
                dev_publish(site, v);
            }
        });
        assert_all_read(reads, &failures);
        assert_eq!(published(site), paths.iter().map(|p| (p.to_string(), text(p, 20).1)).collect());
    }

    #[test]
    fn a_renamed_folder_keeps_the_files_that_stay() {
        let site = tempfile::tempdir().unwrap();
        let site = site.path();
        let first = [("index/v1/a.json", "a"), ("index/v1/b.json", "b"), ("index/manifest.json", "v1")];
        publish(site, &first);
        publish(site, &first);
        let mut tree = Tree::start(site).unwrap();
        tree.move_folder("index/v1/", "index/v2/").unwrap();
        let next = [("index/v2/a.json", "a2"), ("index/v2/b.json", "b"), ("index/manifest.json", "v2")];
        for (path, text) in next {
            tree.write(path, text).unwrap_or_else(|e| panic!("{path}: {e:#}"));
        }
        assert_eq!(tree.written(), 2, "b.json came with the folder");
        let manifest = tree.swap_in().unwrap();
        save_build_manifest(site, &manifest).unwrap();
        assert_eq!(published(site), texts(&next));
    }
}
