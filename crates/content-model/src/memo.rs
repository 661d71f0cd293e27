//! Page bodies remembered by everything their parse reads: a rebuild parses
//! only the Markdown files it has not seen. Reading a body (admonitions,
//! headings, links, `.mdx` rewriting, pulldown-cmark) is most of the cost of
//! loading a site, and an edit changes one file. The memo lives in the
//! process (`dev` keeps it between rebuilds) and leaves it as bytes, which
//! xtask keeps in the build cache; this crate never touches the disk.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::diag::{Diagnostic, SourceFile};
use crate::markdown::Body;

/// The key of one parse: a BLAKE3 hash of its inputs.
type Key = [u8; 32];

/// Parsed bodies by the hash of what the parse reads (see [`ParseMemo::key`]).
#[derive(Default)]
pub struct ParseMemo {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Key, Entry>,
    /// Since the last export.
    counts: MemoCounts,
}

struct Entry {
    body: Body,
    problems: Vec<Diagnostic>,
    /// Used since the last export: only these are exported again.
    used: bool,
}

/// How many bodies a load took from the memo and how many it parsed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MemoCounts {
    pub reused: usize,
    pub parsed: usize,
}

type Stored = (String, Vec<(Key, Body, Vec<Diagnostic>)>);

impl std::fmt::Debug for ParseMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ParseMemo({:?})", self.counts())
    }
}

impl ParseMemo {
    /// The key of parsing `body`, which starts at `offset` of `file`: the
    /// file's path (its extension picks the reader, its name is in every
    /// diagnostic) and whole text (diagnostics give lines and columns in it).
    pub fn key(file: &SourceFile, body: &str, offset: usize) -> Key {
        let mut hasher = blake3::Hasher::new();
        for part in [file.path.as_bytes(), file.text.as_bytes(), body.as_bytes()] {
            hasher.update(&(part.len() as u64).to_le_bytes()).update(part);
        }
        hasher.update(&(offset as u64).to_le_bytes());
        *hasher.finalize().as_bytes()
    }

    /// The body and the parse's problems for `key`, from the memo or from `parse`.
    pub(crate) fn get_or_parse(
        &self,
        key: Key,
        parse: impl FnOnce() -> (Body, Vec<Diagnostic>),
    ) -> (Body, Vec<Diagnostic>) {
        let mut inner = self.inner.lock().expect("memo lock");
        if let Some(entry) = inner.entries.get_mut(&key) {
            entry.used = true;
            let found = (entry.body.clone(), entry.problems.clone());
            inner.counts.reused += 1;
            return found;
        }
        let (body, problems) = parse();
        inner.counts.parsed += 1;
        inner.entries.insert(key, Entry { body: body.clone(), problems: problems.clone(), used: true });
        (body, problems)
    }

    /// How many bodies were reused and parsed since the last export.
    pub fn counts(&self) -> MemoCounts {
        self.inner.lock().expect("memo lock").counts
    }

    /// The bodies parsed or looked up since the last export, as bytes for
    /// [`ParseMemo::import`]; forgets the others, so the memo holds what the
    /// site uses. `version` names the code that parsed them (the caller's build).
    pub fn export(&self, version: &str) -> Vec<u8> {
        let mut inner = self.inner.lock().expect("memo lock");
        inner.counts = MemoCounts::default();
        inner.entries.retain(|_, entry| std::mem::take(&mut entry.used));
        let stored: Vec<(&Key, &Body, &Vec<Diagnostic>)> =
            inner.entries.iter().map(|(key, entry)| (key, &entry.body, &entry.problems)).collect();
        bincode::serialize(&(version, stored)).expect("the memo serialises")
    }

    /// Adds the bodies of an earlier [`ParseMemo::export`] made by the same
    /// `version`; bytes of another version or in another format are ignored.
    pub fn import(&self, version: &str, bytes: &[u8]) {
        let Ok((made_by, stored)) = bincode::deserialize::<Stored>(bytes) else { return };
        if made_by != version {
            return;
        }
        let mut inner = self.inner.lock().expect("memo lock");
        for (key, body, problems) in stored {
            inner.entries.entry(key).or_insert(Entry { body, problems, used: false });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markdown::parse_body;

    fn parse(file: &SourceFile) -> (Body, Vec<Diagnostic>) {
        parse_body(file, &file.text, 0)
    }

    #[test]
    fn every_input_of_the_parse_is_in_the_key() {
        let file = SourceFile::new("docs/a.md", "# 제목\n\n본문\n");
        let key = ParseMemo::key(&file, &file.text, 0);
        assert_eq!(key, ParseMemo::key(&SourceFile::new("docs/a.md", "# 제목\n\n본문\n"), &file.text, 0));
        let others = [
            ParseMemo::key(&SourceFile::new("docs/b.md", &file.text), &file.text, 0),
            ParseMemo::key(&SourceFile::new("docs/a.mdx", &file.text), &file.text, 0),
            ParseMemo::key(&SourceFile::new("docs/a.md", "# 제목\n\n본문!\n"), &file.text, 0),
            ParseMemo::key(&file, &file.text[1..], 0),
            ParseMemo::key(&file, &file.text, 1),
        ];
        for (i, other) in others.iter().enumerate() {
            assert_ne!(key, *other, "input {i} changes the key");
        }
    }

    #[test]
    fn bodies_survive_export_and_import_and_unused_ones_are_dropped() {
        let (a, b) = (SourceFile::new("a.md", "# A\n\n[x](./b.png)\n"), SourceFile::new("b.md", ":::tip\n"));
        let memo = ParseMemo::default();
        for file in [&a, &b] {
            memo.get_or_parse(ParseMemo::key(file, &file.text, 0), || parse(file));
        }
        assert_eq!(memo.counts(), MemoCounts { reused: 0, parsed: 2 });
        let bytes = memo.export("v1");

        let again = ParseMemo::default();
        again.import("v1", &bytes);
        let (body, problems) = again.get_or_parse(ParseMemo::key(&b, &b.text, 0), || panic!("parsed again"));
        assert_eq!(again.counts(), MemoCounts { reused: 1, parsed: 0 });
        assert_eq!((body.text, problems), (parse(&b).0.text, parse(&b).1));
        // Only b was used since the import: a is forgotten by the next export.
        let kept = ParseMemo::default();
        kept.import("v1", &again.export("v1"));
        kept.get_or_parse(ParseMemo::key(&a, &a.text, 0), || parse(&a));
        assert_eq!(kept.counts().parsed, 1);

        let other = ParseMemo::default();
        other.import("v2", &bytes);
        other.get_or_parse(ParseMemo::key(&b, &b.text, 0), || parse(&b));
        assert_eq!(other.counts().parsed, 1, "another version's bytes are ignored");
    }
}
