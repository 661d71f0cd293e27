//! Highlighted blocks remembered by their language and text: a rebuild
//! highlights only the blocks it has not seen (the grammar engine is most of
//! the cost of turning Markdown into pages). The memo lives in the process
//! (`dev` keeps it between rebuilds) and leaves it as bytes, which xtask keeps
//! in the build cache; this crate never touches the disk.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::{CLASSES, Token};

/// Tokens as stored: the class by its index in [`CLASSES`] (plain text: none).
type StoredLine = Vec<(Option<u8>, String)>;

#[derive(Default)]
struct Memo {
    /// By language name and the block's lines joined with `\n`.
    entries: HashMap<(String, String), Entry>,
}

struct Entry {
    lines: Vec<Vec<Token>>,
    /// Used since the last export: only these are exported again.
    used: bool,
}

fn memo() -> &'static Mutex<Memo> {
    static MEMO: OnceLock<Mutex<Memo>> = OnceLock::new();
    MEMO.get_or_init(Mutex::default)
}

pub(crate) fn get_or_insert(
    language: &str,
    lines: &[&str],
    compute: impl FnOnce() -> Vec<Vec<Token>>,
) -> Vec<Vec<Token>> {
    let key = (language.to_string(), lines.join("\n"));
    if let Some(entry) = memo().lock().expect("memo lock").entries.get_mut(&key) {
        entry.used = true;
        return entry.lines.clone();
    }
    // Computed outside the lock: other threads highlight other blocks meanwhile.
    let lines = compute();
    memo().lock().expect("memo lock").entries.insert(key, Entry { lines: lines.clone(), used: true });
    lines
}

/// The blocks highlighted or looked up since the last export, as bytes for
/// [`import_memo`]; forgets the others, so the memo holds what the site uses.
/// `version` names the grammars and code that made them (the caller's build).
pub fn export_memo(version: &str) -> Vec<u8> {
    let mut memo = memo().lock().expect("memo lock");
    memo.entries.retain(|_, entry| std::mem::take(&mut entry.used));
    let stored: Vec<(&str, &str, Vec<StoredLine>)> = memo
        .entries
        .iter()
        .map(|((language, text), entry)| {
            (language.as_str(), text.as_str(), entry.lines.iter().map(|l| store(l)).collect())
        })
        .collect();
    bincode::serialize(&(version, stored)).expect("the memo serialises")
}

/// Adds the blocks of an earlier [`export_memo`] made by the same `version`;
/// bytes of another version or in another format are ignored.
pub fn import_memo(version: &str, bytes: &[u8]) {
    let Ok((made_by, stored)) =
        bincode::deserialize::<(String, Vec<(String, String, Vec<StoredLine>)>)>(bytes)
    else {
        return;
    };
    if made_by != version {
        return;
    }
    let mut memo = memo().lock().expect("memo lock");
    for (language, text, lines) in stored {
        let Some(lines) = lines.into_iter().map(load).collect::<Option<Vec<_>>>() else { continue };
        memo.entries.entry((language, text)).or_insert(Entry { lines, used: false });
    }
}

fn store(line: &[Token]) -> StoredLine {
    line.iter()
        .map(|token| {
            (CLASSES.iter().position(|(c, _)| *c == token.class).map(|i| i as u8), token.text.clone())
        })
        .collect()
}

fn load(line: StoredLine) -> Option<Vec<Token>> {
    line.into_iter()
        .map(|(class, text)| {
            let class = match class {
                None => "",
                Some(i) => CLASSES.get(usize::from(i))?.0,
            };
            Some(Token { class, text })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Language, highlight};

    /// The memo is one per process: its tests take turns.
    static SERIAL: Mutex<()> = Mutex::new(());

    #[test]
    fn exported_blocks_come_back_the_same_and_unused_ones_are_dropped() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let Language::Known(bash) = Language::find("bash") else { panic!("bash is known") };
        let first = highlight(bash, &["openstack server list  # memo test one"]);
        let bytes = export_memo("v1");
        // Not used since the export: the next export leaves it out.
        let empty = export_memo("v1");
        let (_, kept): (String, Vec<(String, String, Vec<StoredLine>)>) =
            bincode::deserialize(&empty).unwrap();
        assert!(!kept.iter().any(|(_, text, _)| text.contains("memo test one")));

        import_memo("v2", &bytes);
        import_memo("v1", &bytes);
        let memo = memo().lock().unwrap();
        let entry = memo
            .entries
            .get(&(bash.name().to_string(), "openstack server list  # memo test one".to_string()))
            .expect("imported");
        assert_eq!(entry.lines, first);
        assert!(first.iter().flatten().any(|t| !t.class.is_empty()), "the block was highlighted");
    }

    #[test]
    fn another_version_is_ignored() {
        let _turn = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let Language::Known(yaml) = Language::find("yaml") else { panic!("yaml is known") };
        highlight(yaml, &["memo_version_test: 1"]);
        let bytes = export_memo("old");
        export_memo("old"); // forget it
        import_memo("new", &bytes);
        let memo = memo().lock().unwrap();
        assert!(!memo.entries.keys().any(|(_, text)| text == "memo_version_test: 1"));
    }
}
