//! The memos of the pure crates (parsed bodies, page modules) kept between
//! builds: in the process for `dev`, which builds one site many times, and as
//! bytes in the site's build cache for the next process. Each file is written
//! whole (see `cache::write_atomic`) and carries the generator's hash, so a
//! new generator, a `--clean` build (which deletes the cache) or a killed
//! build never reuses a stale entry.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use anyhow::Result;
use codegen::PageMemo;
use content_model::memo::ParseMemo;

use crate::cache;

/// A memo that leaves the process as bytes, tagged with the version that made it.
pub trait Memo: Default {
    fn import(&self, version: &str, bytes: &[u8]);
    fn export(&self, version: &str) -> Vec<u8>;
}

impl Memo for ParseMemo {
    fn import(&self, version: &str, bytes: &[u8]) {
        ParseMemo::import(self, version, bytes);
    }
    fn export(&self, version: &str) -> Vec<u8> {
        ParseMemo::export(self, version)
    }
}

impl Memo for PageMemo {
    fn import(&self, version: &str, bytes: &[u8]) {
        PageMemo::import(self, version, bytes);
    }
    fn export(&self, version: &str) -> Vec<u8> {
        PageMemo::export(self, version)
    }
}

/// The memo this process keeps for one site, and the bytes last read from or written to its file.
pub struct Kept<M> {
    slot: Mutex<Option<(PathBuf, Arc<M>, Vec<u8>)>>,
}

pub static PARSES: Kept<ParseMemo> = Kept { slot: Mutex::new(None) };
pub static PAGES: Kept<PageMemo> = Kept { slot: Mutex::new(None) };

impl<M: Memo> Kept<M> {
    /// What earlier builds of `site` remembered: this process's memo, or
    /// the one kept in `file` (none after `--clean`, which deletes it).
    pub fn open(&self, site: &Path, file: &Path, version: &str) -> Arc<M> {
        let mut slot = self.slot.lock().expect("memo lock");
        match slot.as_ref() {
            Some((kept_for, memo, _)) if kept_for == site && file.is_file() => memo.clone(),
            _ => {
                let memo = M::default();
                let saved = std::fs::read(file).unwrap_or_default();
                memo.import(version, &saved);
                let memo = Arc::new(memo);
                *slot = Some((site.to_path_buf(), memo.clone(), saved));
                memo
            }
        }
    }

    /// Writes what this build used to `file`, when it differs from what the file holds.
    pub fn save(&self, memo: &M, file: &Path, version: &str) -> Result<()> {
        let bytes = memo.export(version);
        let mut slot = self.slot.lock().expect("memo lock");
        if let Some((_, _, saved)) = slot.as_mut()
            && *saved != bytes
        {
            cache::write_atomic(file, &bytes)?;
            *saved = bytes;
        }
        Ok(())
    }
}
