//! Results remembered by a hash of everything that made them, so a rebuild
//! redoes only the items whose inputs changed. [`ParseMemo`] holds parsed page
//! bodies: reading a body (admonitions, headings, links, `.mdx` rewriting,
//! pulldown-cmark) is most of the cost of loading a site, and an edit changes
//! one file. codegen keeps its page modules in the same kind of memo. A memo
//! lives in the process (`dev` keeps it between rebuilds) and leaves it as
//! bytes, which xtask keeps in the build cache; this crate never touches the disk.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::diag::{Diagnostic, SourceFile};
use crate::markdown::Body;

/// The key of one result: a BLAKE3 hash of its inputs.
pub type Key = [u8; 32];

/// Values by the hash of what made them. Each is kept encoded and decoded
/// when it is asked for: reading a memo costs one copy of its bytes, not a
/// decoding of every value (a build asks for each at most once, and
/// `dev`'s long-lived memo would clone a decoded value anyway).
pub struct Memo<V> {
    inner: Mutex<Inner>,
    value: std::marker::PhantomData<fn() -> V>,
}

struct Inner {
    entries: HashMap<Key, Entry>,
    /// Since the last export.
    counts: MemoCounts,
}

struct Entry {
    /// The value, encoded by bincode.
    bytes: Arc<[u8]>,
    /// Used since the last full export: only these are exported again.
    used: bool,
    /// Made since the last export (not yet in any exported bytes).
    fresh: bool,
}

/// How many values a build took from the memo and how many it made.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MemoCounts {
    pub reused: usize,
    pub made: usize,
}

impl<V> Default for Memo<V> {
    fn default() -> Self {
        Memo {
            inner: Mutex::new(Inner { entries: HashMap::new(), counts: MemoCounts::default() }),
            value: std::marker::PhantomData,
        }
    }
}

impl<V> std::fmt::Debug for Memo<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Memo({:?})", self.inner.lock().expect("memo lock").counts)
    }
}

/// Hashes a result's inputs, each part with its length (no two lists of parts collide).
pub fn key(parts: &[&[u8]]) -> Key {
    let mut hasher = blake3::Hasher::new();
    for part in parts {
        hasher.update(&(part.len() as u64).to_le_bytes()).update(part);
    }
    *hasher.finalize().as_bytes()
}

/// Exported bytes: the version and the number of entries (bincode, so the
/// header reads as `(String, u64)`), then each entry as its key, the length
/// of its encoded value and the value.
fn exported<'a>(version: &str, entries: impl ExactSizeIterator<Item = (&'a Key, &'a [u8])>) -> Vec<u8> {
    let mut out = bincode::serialize(&(version, entries.len() as u64)).expect("the header serialises");
    for (key, bytes) in entries {
        out.extend_from_slice(key);
        out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
        out.extend_from_slice(bytes);
    }
    out
}

/// The entries of exported bytes after their header (`at`), or None when
/// they are cut or not in this format.
fn entries_of(bytes: &[u8], mut at: usize, count: u64) -> Option<Vec<(Key, &[u8])>> {
    let mut found = Vec::with_capacity(usize::try_from(count).ok()?.min(bytes.len() / 40));
    for _ in 0..count {
        let key: Key = bytes.get(at..at + 32)?.try_into().ok()?;
        let len = usize::try_from(u64::from_le_bytes(bytes.get(at + 32..at + 40)?.try_into().ok()?)).ok()?;
        let value = bytes.get(at + 40..(at + 40).checked_add(len)?)?;
        found.push((key, value));
        at += 40 + len;
    }
    (at == bytes.len()).then_some(found)
}

impl<V: Serialize + DeserializeOwned> Memo<V> {
    /// The value under `key`: the remembered one if `accept` takes it (it
    /// runs outside the lock), otherwise the one `make` makes, remembered.
    pub fn get_or_make(&self, key: Key, accept: impl FnOnce(&V) -> bool, make: impl FnOnce() -> V) -> V {
        let known = self.inner.lock().expect("memo lock").entries.get(&key).map(|e| Arc::clone(&e.bytes));
        // Bytes that no longer decode (another value type under the same key) are made again.
        if let Some(value) = known.and_then(|bytes| bincode::deserialize::<V>(&bytes).ok()).filter(accept) {
            let mut inner = self.inner.lock().expect("memo lock");
            if let Some(entry) = inner.entries.get_mut(&key) {
                entry.used = true;
            }
            inner.counts.reused += 1;
            return value;
        }
        let value = make();
        let bytes = Arc::from(bincode::serialize(&value).expect("a memo value serialises"));
        let mut inner = self.inner.lock().expect("memo lock");
        inner.counts.made += 1;
        inner.entries.insert(key, Entry { bytes, used: true, fresh: true });
        value
    }

    /// Values reused and made since the last export.
    pub fn counts(&self) -> MemoCounts {
        self.inner.lock().expect("memo lock").counts
    }

    /// How many values were used since the last full export (what one would hold).
    pub fn used(&self) -> usize {
        self.inner.lock().expect("memo lock").entries.values().filter(|e| e.used).count()
    }

    /// The values made or used since the last full export, as bytes for
    /// [`Memo::import`]; forgets the others, so the memo holds what the site
    /// uses. `version` names the code that made them (the caller's build).
    pub fn export(&self, version: &str) -> Vec<u8> {
        let mut inner = self.inner.lock().expect("memo lock");
        inner.counts = MemoCounts::default();
        inner.entries.retain(|_, entry| {
            entry.fresh = false;
            std::mem::take(&mut entry.used)
        });
        exported(version, inner.entries.iter().map(|(key, entry)| (key, &*entry.bytes)))
    }

    /// Only the values made since the last export, in the same format (to add
    /// to bytes exported before), and how many they are. Marks them exported;
    /// what was used stays marked for a later full export.
    pub fn export_fresh(&self, version: &str) -> (Vec<u8>, usize) {
        let mut inner = self.inner.lock().expect("memo lock");
        inner.counts = MemoCounts::default();
        let fresh: Vec<(&Key, &[u8])> =
            inner.entries.iter().filter(|(_, e)| e.fresh).map(|(key, entry)| (key, &*entry.bytes)).collect();
        let count = fresh.len();
        let bytes = exported(version, fresh.into_iter());
        for entry in inner.entries.values_mut() {
            entry.fresh = false;
        }
        (bytes, count)
    }

    /// Adds the values of an earlier export made by the same `version`;
    /// bytes of another version are skipped unread, bytes in another format
    /// ignored. Returns how many values the bytes held, kept or skipped (so
    /// the caller knows when its file holds more than it uses).
    pub fn import(&self, version: &str, bytes: &[u8]) -> usize {
        // The version and the number of values come first: a stale export is not read further.
        let Ok((made_by, held)) = bincode::deserialize::<(String, u64)>(bytes) else { return 0 };
        if made_by != version {
            return usize::try_from(held).unwrap_or(0);
        }
        let header = bincode::serialized_size(&(&made_by, held)).expect("a header has a size");
        let Some(found) = usize::try_from(header).ok().and_then(|at| entries_of(bytes, at, held)) else {
            return 0;
        };
        let count = found.len();
        let mut inner = self.inner.lock().expect("memo lock");
        for (key, value) in found {
            inner.entries.entry(key).or_insert_with(|| Entry {
                bytes: Arc::from(value),
                used: false,
                fresh: false,
            });
        }
        count
    }
}

/// Parsed bodies and the problems found parsing them (see [`ParseMemo::key`]).
pub type ParseMemo = Memo<(Body, Vec<Diagnostic>)>;

impl Memo<(Body, Vec<Diagnostic>)> {
    /// The key of parsing `body`, which starts at `offset` of `file`: the
    /// file's path (its extension picks the reader, its name is in every
    /// diagnostic) and whole text (diagnostics give lines and columns in it).
    /// `syntax`: whether `$` starts a formula, the site's admonition words.
    pub fn key(
        file: &SourceFile,
        body: &str,
        offset: usize,
        format: crate::page::BodyFormat,
        syntax: crate::markdown::Syntax,
    ) -> Key {
        let format = format!("{format:?}");
        key(&[
            file.path.as_bytes(),
            file.text.as_bytes(),
            body.as_bytes(),
            &(offset as u64).to_le_bytes(),
            format.as_bytes(),
            &[u8::from(syntax.math)],
            syntax.keywords.join("\n").as_bytes(),
        ])
    }

    /// The body and the parse's problems for `key`, from the memo or from `parse`.
    pub(crate) fn get_or_parse(
        &self,
        key: Key,
        parse: impl FnOnce() -> (Body, Vec<Diagnostic>),
    ) -> (Body, Vec<Diagnostic>) {
        self.get_or_make(key, |_| true, parse)
    }
}

#[cfg(test)]
mod tests {
    const MD: crate::page::BodyFormat = crate::page::BodyFormat::Markdown;
    use super::*;
    use crate::markdown::{Syntax, parse_body};

    fn parse(file: &SourceFile) -> (Body, Vec<Diagnostic>) {
        parse_body(file, &file.text, 0, crate::markdown::Syntax::default())
    }

    const PLAIN: Syntax = Syntax { math: false, keywords: &[] };

    #[test]
    fn every_input_of_the_parse_is_in_the_key() {
        let file = SourceFile::new("docs/a.md", "# 제목\n\n본문\n");
        let key = ParseMemo::key(&file, &file.text, 0, MD, PLAIN);
        assert_eq!(
            key,
            ParseMemo::key(&SourceFile::new("docs/a.md", "# 제목\n\n본문\n"), &file.text, 0, MD, PLAIN)
        );
        let others = [
            ParseMemo::key(&SourceFile::new("docs/b.md", &file.text), &file.text, 0, MD, PLAIN),
            ParseMemo::key(&SourceFile::new("docs/a.mdx", &file.text), &file.text, 0, MD, PLAIN),
            ParseMemo::key(&SourceFile::new("docs/a.md", "# 제목\n\n본문!\n"), &file.text, 0, MD, PLAIN),
            ParseMemo::key(&file, &file.text[1..], 0, MD, PLAIN),
            ParseMemo::key(&file, &file.text, 1, MD, PLAIN),
            ParseMemo::key(&file, &file.text, 0, crate::page::BodyFormat::Mdx, PLAIN),
            ParseMemo::key(&file, &file.text, 0, MD, Syntax { math: true, keywords: &[] }),
            ParseMemo::key(&file, &file.text, 0, MD, Syntax { math: false, keywords: &["summary".into()] }),
        ];
        for (i, other) in others.iter().enumerate() {
            assert_ne!(key, *other, "input {i} changes the key");
        }
    }

    #[test]
    fn cut_bytes_import_nothing() {
        let file = SourceFile::new("a.md", "# A\n\n본문\n");
        let memo = ParseMemo::default();
        memo.get_or_parse(ParseMemo::key(&file, &file.text, 0, MD, PLAIN), || parse(&file));
        let bytes = memo.export("v1");
        for cut in [bytes.len() - 1, bytes.len() - 20, 30] {
            let again = ParseMemo::default();
            assert_eq!(again.import("v1", &bytes[..cut]), 0, "cut at {cut}");
            again.get_or_parse(ParseMemo::key(&file, &file.text, 0, MD, PLAIN), || parse(&file));
            assert_eq!(again.counts().made, 1, "nothing was imported from bytes cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(ParseMemo::default().import("v1", &longer), 0, "bytes after the last entry");
        assert_eq!(ParseMemo::default().import("v1", &bytes), 1);
    }

    #[test]
    fn bodies_survive_export_and_import_and_unused_ones_are_dropped() {
        let (a, b) = (SourceFile::new("a.md", "# A\n\n[x](./b.png)\n"), SourceFile::new("b.md", ":::tip\n"));
        let memo = ParseMemo::default();
        for file in [&a, &b] {
            memo.get_or_parse(ParseMemo::key(file, &file.text, 0, MD, PLAIN), || parse(file));
        }
        assert_eq!(memo.counts(), MemoCounts { reused: 0, made: 2 });
        let bytes = memo.export("v1");

        let again = ParseMemo::default();
        again.import("v1", &bytes);
        let (body, problems) =
            again.get_or_parse(ParseMemo::key(&b, &b.text, 0, MD, PLAIN), || panic!("parsed again"));
        assert_eq!(again.counts(), MemoCounts { reused: 1, made: 0 });
        assert_eq!((body.text, problems), (parse(&b).0.text, parse(&b).1));
        // Only b was used since the import: a is forgotten by the next export.
        let kept = ParseMemo::default();
        kept.import("v1", &again.export("v1"));
        kept.get_or_parse(ParseMemo::key(&a, &a.text, 0, MD, PLAIN), || parse(&a));
        assert_eq!(kept.counts().made, 1);

        let other = ParseMemo::default();
        other.import("v2", &bytes);
        other.get_or_parse(ParseMemo::key(&b, &b.text, 0, MD, PLAIN), || parse(&b));
        assert_eq!(other.counts().made, 1, "another version's bytes are ignored");
    }
}
