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
        remove_stale_staging(site);
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

    /// Publishes every file under the folder `from` at the same place below the tree; returns how many.
    pub fn copy_tree(&mut self, from: &Path) -> Result<usize> {
        let mut count = 0;
        let mut stack = vec![from.to_path_buf()];
        while let Some(folder) = stack.pop() {
            let Ok(entries) = fs::read_dir(&folder) else { continue };
            for entry in entries {
                let path = entry?.path();
                if path.is_dir() {
                    stack.push(path);
                } else {
                    let below = path.strip_prefix(from).expect("inside").to_string_lossy().into_owned();
                    self.copy(&below, &path)?;
                    count += 1;
                }
            }
        }
        Ok(count)
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

    /// Moves build/'s folder `name` into this tree in place of the tree's own,
    /// outside both manifests (`dev` serves the last build's search index
    /// until it has written this build's, after the swap).
    pub fn take_from_build(&mut self, name: &str) -> Result<()> {
        let prefix = format!("{name}/");
        self.previous.retain(|path, _| !path.starts_with(&prefix));
        self.out.current.retain(|path, _| !path.starts_with(&prefix));
        let ours = self.dir.join(name);
        let theirs = self.site.join("build").join(name);
        if theirs.is_dir() {
            replace_folder(&self.site, &theirs, &ours)?;
        } else {
            throw_away(&self.site, &ours);
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
    /// the folder in place of `build/`; the old build/ becomes the spare.
    /// Returns the manifest of the new build/ (saved by [`save_build_manifest`]).
    pub fn swap_in(mut self) -> Result<Manifest> {
        self.remove_unpublished()?;
        let build = self.site.join("build");
        let spare = spare(&self.site);
        // The old build/'s manifest describes the spare from now on; without one the spare is thrown away.
        let old_manifest = fs::read(build_manifest(&self.site)).ok().and_then(|bytes| {
            if self.taken_from_build.is_empty() {
                return Some(bytes);
            }
            let mut old: Manifest = serde_json::from_slice(&bytes).ok()?;
            old.retain(|path, _| !self.taken_from_build.iter().any(|prefix| path.starts_with(prefix)));
            serde_json::to_vec(&old).ok()
        });
        let _ = fs::remove_file(build_manifest(&self.site));
        let moved_aside = build.exists();
        if moved_aside {
            throw_away(&self.site, &spare);
            fs::create_dir_all(paths::cache(&self.site)).context("creating the cache folder")?;
            fs::rename(&build, &spare).context("moving the previous build aside")?;
        }
        if let Err(e) = fs::rename(&self.dir, &build) {
            if moved_aside {
                let _ = fs::rename(&spare, &build);
            }
            return Err(e).context("moving the new build into place");
        }
        if moved_aside && let Some(bytes) = old_manifest {
            let _ = crate::cache::write_atomic(&spare_manifest(&self.site), &bytes);
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
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
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
        self.place(dir, previous, path, hash(bytes), |file| fs::write(file, bytes))
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
        self.place(dir, previous, path, format!("store:{hash}"), |file| {
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
    /// unless the tree holds it there already (by `hash`). A file this writer
    /// published here before is replaced whatever the tree held, and an older
    /// file (perhaps a link into a store) is replaced, never written through.
    fn place(
        &mut self,
        dir: &Path,
        previous: &HashMap<String, String>,
        path: &str,
        hash: String,
        put: impl FnOnce(&Path) -> std::io::Result<()>,
    ) -> Result<()> {
        let published_here = self.current.contains_key(path);
        if previous.get(path) != Some(&hash) || published_here {
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
                fs::create_dir_all(&folder).with_context(|| format!("creating {}", folder.display()))?;
                self.folders.insert(folder);
            }
            put(&file).with_context(|| format!("writing {}", file.display()))?;
            self.count += 1;
        }
        self.current.insert(path.to_string(), hash);
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
    crate::cache::write_atomic(&build_manifest(site), &serde_json::to_vec(manifest)?)
}

/// The hash [`Tree::write`] records for `bytes`.
pub fn hash(bytes: &[u8]) -> String {
    blake3::hash(bytes).to_hex().to_string()
}

/// Moves the spare into `dir` and returns its manifest; a spare without a
/// readable manifest is thrown away.
fn take_spare(site: &Path, dir: &Path) -> Option<HashMap<String, String>> {
    let spare = spare(site);
    let manifest = fs::read(spare_manifest(site)).ok().and_then(|b| serde_json::from_slice(&b).ok());
    // From here on the spare is being changed: nothing vouches for it until its next manifest.
    let _ = fs::remove_file(spare_manifest(site));
    match manifest {
        Some(manifest) if spare.is_dir() && fs::rename(&spare, dir).is_ok() => Some(manifest),
        _ => {
            throw_away(site, &spare);
            None
        }
    }
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
    let Some(manifest) = fs::read(build_manifest(site))
        .ok()
        .and_then(|bytes| serde_json::from_slice::<HashMap<String, String>>(&bytes).ok())
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

/// Replaces the folder `target` with `new` (both in one site): the old one
/// goes to the trash; on failure `target` is left as it was.
pub fn replace_folder(site: &Path, new: &Path, target: &Path) -> Result<()> {
    let trash = paths::cache(site).join("trash");
    fs::create_dir_all(&trash).context("creating the cache's trash folder")?;
    let old = trash.join(format!("old-{}-{}", std::process::id(), unique_suffix()));
    let moved_aside = fs::rename(target, &old).is_ok();
    if let Err(e) = fs::rename(new, target) {
        if moved_aside {
            let _ = fs::rename(&old, target);
        }
        return Err(e).with_context(|| format!("moving {} into place", target.display()));
    }
    empty_trash(&trash);
    Ok(())
}

/// Starts the site's cache anew (`--clean`): the old one is renamed aside and
/// removed in the background (at 10,000 pages it holds about 100,000 files).
pub fn discard_cache(site: &Path) {
    let cache = paths::cache(site);
    if !cache.exists() {
        return;
    }
    let aside = site.join(format!(".build-cache.old-{}", unique_suffix()));
    if fs::rename(&cache, &aside).is_err() {
        let _ = fs::remove_dir_all(&cache);
        return;
    }
    let _ = fs::create_dir_all(cache.join("trash"));
    let _ = fs::rename(&aside, cache.join("trash").join("cache"));
    empty_trash(&cache.join("trash"));
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
        .spawn();
    if spawned.is_err() {
        for entry in entries {
            let _ = fs::remove_dir_all(entry);
        }
    }
}

/// Throws away staging folders left by builds that were killed (their process is gone).
fn remove_stale_staging(site: &Path) {
    let Ok(entries) = fs::read_dir(site) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // `build.old-*`: where builds before the trash folder put the previous build.
        let pid = name.strip_prefix("build.tmp-").or_else(|| name.strip_prefix("build.old-"));
        if let Some(pid) = pid.and_then(|p| p.parse::<u32>().ok())
            && !Path::new(&format!("/proc/{pid}")).exists()
        {
            throw_away(site, &entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One build that publishes `files`; returns how many it wrote.
    fn publish(site: &Path, files: &[(&str, &str)]) -> usize {
        let mut tree = Tree::start(site).unwrap();
        for (path, text) in files {
            tree.write(path, text).unwrap();
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
            tree.write(path, text).unwrap();
        }
        assert_eq!(tree.written(), 2, "b.json came with the folder");
        let manifest = tree.swap_in().unwrap();
        save_build_manifest(site, &manifest).unwrap();
        assert_eq!(published(site), texts(&next));
    }
}
