//! The memos of the pure crates (parsed bodies, page modules) kept between
//! builds: in the process for `dev`, which builds one site many times, and
//! in the site's build cache for the next process.
//!
//! At 10,000 docs a memo is tens of megabytes, so a build does not write it
//! again whole: the file is a sequence of records, each an export of the
//! entries made since the one before, and a build appends one record for
//! what it made. When the file holds more than twice what the site uses, the
//! build writes it anew (whole, beside it, then renamed). Each record carries
//! its length and a BLAKE3 hash of the file's name and the record, so a record
//! cut short by a killed build, changed, or from another memo's file is
//! ignored with everything after it (and a note); entries are keyed by their inputs and
//! tagged with the generator's hash, so no entry is ever stale, and a
//! `--clean` build (which deletes the cache) starts empty.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use anyhow::{Context, Result};
use codegen::{HighlightMemo, PageMemo};
use content_model::memo::{Memo, ParseMemo};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::cache;

/// What this process keeps of one site's memo.
struct Slot<M> {
    site: PathBuf,
    memo: Arc<M>,
    /// The length of the file as this process last read or wrote it.
    file_len: u64,
    /// About how many entries the file holds (records add up; duplicates count twice).
    in_file: usize,
}

/// The memo this process keeps for one site.
pub struct Kept<M> {
    slot: Mutex<Option<Slot<M>>>,
}

pub static PARSES: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
pub static PAGES: Kept<PageMemo> = Kept { slot: Mutex::new(None) };
pub static HIGHLIGHTS: KeptHighlights = KeptHighlights { slot: Mutex::new(None) };

/// The highlighting memo this process keeps for one site. Its file is one
/// sealed blob (blocks are few beside pages): `dev` reads it once, and a
/// build that used the same blocks as the last one does not write it again.
pub struct KeptHighlights {
    slot: Mutex<Option<HighlightSlot>>,
}

struct HighlightSlot {
    site: PathBuf,
    memo: Arc<HighlightMemo>,
    /// The file's stat identity (`cache::identity`) when this process last read or wrote it.
    file: Option<String>,
    /// A hash of what the memo saved to (or loaded from) the file then.
    saved: blake3::Hash,
}

impl KeptHighlights {
    /// The blocks earlier builds of `site` highlighted: this process's memo
    /// while `file` is as this process left it, else the memo `file` holds
    /// (none after `--clean`, which deletes it; a damaged file is noted).
    pub fn load(&self, site: &Path, file: &Path, version: &str) -> Arc<HighlightMemo> {
        let mut slot = self.slot.lock().expect("memo lock");
        let now = cache::identity(file);
        match slot.as_ref() {
            Some(kept) if kept.site == site && now.is_some() && kept.file == now => kept.memo.clone(),
            _ => {
                let bytes = cache::read_sealed(file).unwrap_or_default();
                let memo = Arc::new(HighlightMemo::load(version, &bytes));
                let saved = blake3::hash(&bytes);
                *slot =
                    Some(HighlightSlot { site: site.to_path_buf(), memo: memo.clone(), file: now, saved });
                memo
            }
        }
    }

    /// Saves the blocks this build used to `file`, unless it holds them already.
    pub fn save(&self, memo: &HighlightMemo, file: &Path, version: &str) -> Result<()> {
        let bytes = memo.save(version);
        let mut slot = self.slot.lock().expect("memo lock");
        // Another site's build (test threads) may have taken the slot since `load`.
        let Some(kept) = slot.as_mut().filter(|kept| std::ptr::eq(Arc::as_ptr(&kept.memo), memo)) else {
            return cache::write_sealed(file, &bytes);
        };
        let saved = blake3::hash(&bytes);
        if kept.saved == saved && kept.file.is_some() && kept.file == cache::identity(file) {
            return Ok(());
        }
        cache::write_sealed(file, &bytes)?;
        (kept.file, kept.saved) = (cache::identity(file), saved);
        Ok(())
    }
}

/// A build that made more entries than this, and more than half of those it
/// used, writes the file anew instead of adding to it.
const REWRITE_ABOVE: usize = 32;

/// Bytes of a record's header: the payload's length (u64, little-endian) and its BLAKE3 hash.
const HEADER: usize = 8 + 32;

/// The hash of a record of the memo file `name` (see [`cache::seal_name`]).
fn record_hash(name: &str, payload: &[u8]) -> blake3::Hash {
    blake3::Hasher::new().update(name.as_bytes()).update(b"\0").update(payload).finalize()
}

fn record(name: &str, payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + payload.len());
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(record_hash(name, payload).as_bytes());
    out.extend_from_slice(payload);
    out
}

/// The payloads of the whole records at the start of `bytes` (a cut or damaged one ends them).
fn records<'a>(name: &str, bytes: &'a [u8]) -> Vec<&'a [u8]> {
    let mut found = Vec::new();
    let mut rest = bytes;
    while rest.len() >= HEADER {
        let len = u64::from_le_bytes(rest[..8].try_into().expect("8 bytes")) as usize;
        let Some(payload) = rest.get(HEADER..HEADER.saturating_add(len)) else { break };
        if record_hash(name, payload).as_bytes() != &rest[8..HEADER] {
            break;
        }
        found.push(payload);
        rest = &rest[HEADER + len..];
    }
    found
}

impl<V: Serialize + DeserializeOwned> Kept<Memo<V>> {
    /// What earlier builds of `site` remembered: this process's memo, or
    /// the one kept in `file` (none after `--clean`, which deletes it).
    pub fn open(&self, site: &Path, file: &Path, version: &str) -> Arc<Memo<V>> {
        let mut slot = self.slot.lock().expect("memo lock");
        let file_len = fs::metadata(file).map_or(0, |m| m.len());
        match slot.as_ref() {
            Some(kept) if kept.site == site && file_len > 0 && kept.file_len == file_len => kept.memo.clone(),
            _ => {
                let memo = Memo::default();
                let bytes = fs::read(file).unwrap_or_default();
                let payloads = records(&cache::seal_name(file), &bytes);
                let in_file = payloads.iter().map(|payload| memo.import(version, payload)).sum();
                // Appended to only when it is whole records: anything else (a cut
                // record, another format) is written over by the next save.
                let whole = payloads.iter().map(|p| HEADER + p.len()).sum::<usize>() == bytes.len();
                if !whole {
                    cache::damaged(file, "a record is cut short or does not match its hash");
                }
                let file_len = if whole { bytes.len() as u64 } else { 0 };
                let memo = Arc::new(memo);
                *slot = Some(Slot { site: site.to_path_buf(), memo: memo.clone(), file_len, in_file });
                memo
            }
        }
    }

    /// [`Kept::open`] on a thread of its own: a memo is tens of megabytes at
    /// 10,000 docs, read while the build does other work.
    pub fn open_beside(&'static self, site: &Path, file: &Path, version: &str) -> JoinHandle<Arc<Memo<V>>>
    where
        V: Send + Sync + 'static,
    {
        let (site, file, version) = (site.to_path_buf(), file.to_path_buf(), version.to_string());
        std::thread::spawn(move || self.open(&site, &file, &version))
    }

    /// Adds what this build made to `file`, or writes the file anew when it
    /// holds more than twice what the site uses (or is missing or damaged).
    /// The slot's bookkeeping is used only when it holds this very memo: a
    /// concurrent build of another site in this process (test threads) may
    /// have taken the slot since `open`, and its file lengths say nothing of
    /// `file`, so this build then writes its file whole and leaves the slot be.
    pub fn save(&self, memo: &Memo<V>, file: &Path, version: &str) -> Result<()> {
        let mut slot = self.slot.lock().expect("memo lock");
        let Some(kept) = slot.as_mut().filter(|kept| std::ptr::eq(Arc::as_ptr(&kept.memo), memo)) else {
            return cache::write_atomic(file, &record(&cache::seal_name(file), &memo.export(version)));
        };
        let used = memo.used();
        let on_disk = fs::metadata(file).map_or(0, |m| m.len());
        let appendable = kept.file_len > 0 && on_disk == kept.file_len;
        if appendable && kept.in_file <= 2 * used + 64 {
            let (fresh, count) = memo.export_fresh(version);
            // Most of it new (a changed generator, a first build): written anew,
            // so the entries it replaces are not read by every later build.
            if count > REWRITE_ABOVE && count * 2 > used {
                return write_whole(kept, memo, file, version, used);
            }
            if count > 0 {
                let bytes = record(&cache::seal_name(file), &fresh);
                let mut out = fs::OpenOptions::new()
                    .append(true)
                    .open(file)
                    .with_context(|| format!("adding to {}", file.display()))?;
                out.write_all(&bytes).with_context(|| format!("adding to {}", file.display()))?;
                kept.file_len += bytes.len() as u64;
                kept.in_file += count;
            }
            return Ok(());
        }
        write_whole(kept, memo, file, version, used)
    }
}

/// Writes the memo's file anew with only the entries this build used.
fn write_whole<V: Serialize + DeserializeOwned>(
    kept: &mut Slot<Memo<V>>,
    memo: &Memo<V>,
    file: &Path,
    version: &str,
    used: usize,
) -> Result<()> {
    let whole = record(&cache::seal_name(file), &memo.export(version));
    cache::write_atomic(file, &whole)?;
    kept.file_len = whole.len() as u64;
    kept.in_file = used;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Loads `site`, a site of one doc holding `text`, through `memo`.
    fn parse_one_doc(site: &Path, memo: &ParseMemo, text: &str) {
        fs::create_dir_all(site.join("content/docs/guide")).unwrap();
        fs::write(site.join("content/docs/guide/a.md"), text).unwrap();
        let options = content_model::LoadOptions { memo: Some(memo), ..Default::default() };
        site_loader::load_with(site, options);
    }

    /// The highlighting memo is a value kept per site: the same one while its
    /// file is as this process left it (a rebuild that used the same blocks
    /// does not write it), read again once the file changes (damage, a build
    /// of another process); another site gets its own.
    #[test]
    fn a_highlight_memo_is_kept_while_its_file_is_unchanged() {
        let dir = tempfile::tempdir().unwrap();
        let (site, other) = (dir.path().join("site"), dir.path().join("other"));
        let file = dir.path().join("highlight.bin");
        let kept = KeptHighlights { slot: Mutex::new(None) };
        let highlight = |memo: &HighlightMemo| {
            let highlight::Language::Known(bash) = highlight::Language::find("bash") else { panic!("bash") };
            highlight::highlight(bash, &["echo 하나"], memo);
        };
        let memo = kept.load(&site, &file, "v");
        highlight(&memo);
        kept.save(&memo, &file, "v").unwrap();
        let written = cache::identity(&file);
        assert!(Arc::ptr_eq(&kept.load(&site, &file, "v"), &memo), "the file is as this process left it");
        highlight(&memo);
        kept.save(&memo, &file, "v").unwrap();
        assert_eq!(cache::identity(&file), written, "the same blocks are not written again");
        assert!(!Arc::ptr_eq(&kept.load(&other, &file, "v"), &memo), "another site's memo");

        let memo = kept.load(&site, &file, "v");
        fs::write(&file, "damaged").unwrap();
        assert!(!Arc::ptr_eq(&kept.load(&site, &file, "v"), &memo), "a changed file is read again");
    }

    #[test]
    fn a_cut_or_damaged_record_ends_the_file() {
        let mut bytes = record("a.bin", b"first");
        bytes.extend(record("a.bin", b"second"));
        assert_eq!(records("a.bin", &bytes), [b"first".as_slice(), b"second"]);
        assert_eq!(records("a.bin", &bytes[..bytes.len() - 1]), [b"first".as_slice()], "cut short");
        let mut damaged = bytes.clone();
        let last = damaged.len() - 1;
        damaged[last] ^= 1;
        assert_eq!(records("a.bin", &damaged), [b"first".as_slice()], "a changed byte");
        assert!(records("b.bin", &bytes).is_empty(), "another memo's file");
    }

    #[test]
    fn builds_append_what_they_made_and_compact_when_the_file_grows() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("parsed.bin");
        let kept: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let site = dir.path().join("site");
        let parse = |memo: &ParseMemo, text: &str| parse_one_doc(&site, memo, text);
        let memo = kept.open(dir.path(), &file, "v");
        parse(&memo, "# 하나\n");
        kept.save(&memo, &file, "v").unwrap();
        let first = fs::metadata(&file).unwrap().len();
        parse(&memo, "# 둘\n");
        kept.save(&memo, &file, "v").unwrap();
        assert!(fs::metadata(&file).unwrap().len() > first, "the new body is appended");
        assert_eq!(records("parsed.bin", &fs::read(&file).unwrap()).len(), 2);

        // Another process reads both records.
        let other: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let memo = other.open(dir.path(), &file, "v");
        parse(&memo, "# 둘\n");
        assert_eq!(memo.counts().reused, 1);

        // A file in another format is written over, not added to.
        fs::write(&file, b"not records").unwrap();
        let third: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let memo = third.open(dir.path(), &file, "v");
        parse(&memo, "# 셋\n");
        third.save(&memo, &file, "v").unwrap();
        assert_eq!(records("parsed.bin", &fs::read(&file).unwrap()).len(), 1);
    }

    #[test]
    fn another_generators_records_are_skipped_and_a_mostly_new_memo_is_written_anew() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("parsed.bin");
        let site = dir.path().join("site");
        let docs = REWRITE_ABOVE + 8;
        fs::create_dir_all(site.join("content/docs/guide")).unwrap();
        for n in 0..docs {
            fs::write(site.join(format!("content/docs/guide/{n:02}.md")), format!("# 문서 {n}\n")).unwrap();
        }
        let parse = |memo: &ParseMemo| {
            let options = content_model::LoadOptions { memo: Some(memo), ..Default::default() };
            site_loader::load_with(&site, options);
        };
        let old: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let memo = old.open(dir.path(), &file, "old");
        parse(&memo);
        old.save(&memo, &file, "old").unwrap();

        // A new generator decodes nothing of the old one's record, remakes
        // every entry, and writes the file with its own entries only.
        let new: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let memo = new.open(dir.path(), &file, "new");
        parse(&memo);
        assert_eq!(memo.counts().reused, 0, "an entry of another generator is never used");
        new.save(&memo, &file, "new").unwrap();
        let bytes = fs::read(&file).unwrap();
        let found = records("parsed.bin", &bytes);
        assert_eq!(found.len(), 1, "written anew, not added to");
        let check = ParseMemo::default();
        assert_eq!(check.import("old", found[0]), docs, "counted, though of another generator");
        assert_eq!(check.import("new", found[0]), docs);
    }

    #[test]
    fn a_build_of_another_site_in_between_leaves_each_sites_bookkeeping_alone() {
        let dir = tempfile::tempdir().unwrap();
        let kept: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let parse = parse_one_doc;
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        let (a_file, b_file) = (dir.path().join("a.bin"), dir.path().join("b.bin"));
        let memo = kept.open(&b, &b_file, "v");
        parse(&b, &memo, "# 나\n");
        kept.save(&memo, &b_file, "v").unwrap();

        // Site a's build takes the slot, then site b's next build takes it
        // back before a saves: a's save must not count its file as b's.
        let a_memo = kept.open(&a, &a_file, "v");
        let b_memo = kept.open(&b, &b_file, "v");
        parse(&a, &a_memo, "# 가나다라마바사\n");
        parse(&b, &b_memo, "# 다\n");
        kept.save(&a_memo, &a_file, "v").unwrap();
        kept.save(&b_memo, &b_file, "v").unwrap();
        assert_eq!(
            records("b.bin", &fs::read(&b_file).unwrap()).len(),
            2,
            "b's new body appended, not the file written anew"
        );

        // a's file is whole and read by the next process.
        let next: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
        let memo = next.open(&a, &a_file, "v");
        parse(&a, &memo, "# 가나다라마바사\n");
        assert_eq!(memo.counts().reused, 1, "site a's body was saved");
    }
}
