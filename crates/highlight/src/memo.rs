//! Highlighted blocks remembered by their language and text: a rebuild
//! highlights only the blocks it has not seen (the grammar engine is most of
//! the cost of turning Markdown into pages). The memo lives in the process
//! (`dev` keeps it between rebuilds) and leaves it as bytes, which xtask keeps
//! in the build cache; this crate never touches the disk.
//!
//! A block is kept as its text (the key) and, per line, runs of a class and a
//! length: the tokens' text is the key's, so it is not held twice, and the
//! memo of a code-heavy site is a fraction of the size to keep and to save.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::{CLASSES, Token};

/// A line as kept: each token's class (its index in [`CLASSES`]; plain text:
/// `PLAIN`) and its length in bytes.
type Runs = Vec<(u8, u32)>;

const PLAIN: u8 = u8::MAX;

#[derive(Default)]
struct Memo {
    /// By language name and the block's lines joined with `\n`.
    entries: HashMap<(String, String), Entry>,
}

struct Entry {
    lines: Vec<Runs>,
    /// Used since the last export: only these are exported again.
    used: bool,
}

fn memo() -> &'static Mutex<Memo> {
    static MEMO: OnceLock<Mutex<Memo>> = OnceLock::new();
    MEMO.get_or_init(Mutex::default)
}

/// The tokens of `lines` in `language`: remembered, or computed (from the
/// lines joined with `\n`) and remembered.
pub(crate) fn get_or_insert(
    language: &str,
    lines: &[&str],
    compute: impl FnOnce(&str) -> Vec<Vec<Token>>,
) -> Vec<Vec<Token>> {
    let key = (language.to_string(), lines.join("\n"));
    if let Some(entry) = memo().lock().expect("memo lock").entries.get_mut(&key) {
        entry.used = true;
        if let Some(tokens) = tokens_of(&key.1, &entry.lines) {
            return tokens;
        }
    }
    // Computed outside the lock: other threads highlight other blocks meanwhile.
    let tokens = compute(&key.1);
    // Tokens that are not the block's text, split as its lines, are not kept
    // (the memo would give back the text instead).
    if let Some(runs) = runs_of(lines, &tokens) {
        memo().lock().expect("memo lock").entries.insert(key, Entry { lines: runs, used: true });
    }
    tokens
}

/// A block's runs, if its tokens spell its lines.
fn runs_of(lines: &[&str], tokens: &[Vec<Token>]) -> Option<Vec<Runs>> {
    if lines.len() != tokens.len() {
        return None;
    }
    lines
        .iter()
        .zip(tokens)
        .map(|(line, tokens)| {
            let mut at = 0;
            let mut runs = Vec::with_capacity(tokens.len());
            for token in tokens {
                let end = at + token.text.len();
                if line.get(at..end) != Some(token.text.as_str()) {
                    return None;
                }
                let class = CLASSES.iter().position(|(c, _)| *c == token.class).map_or(PLAIN, |i| i as u8);
                runs.push((class, u32::try_from(token.text.len()).ok()?));
                at = end;
            }
            (at == line.len()).then_some(runs)
        })
        .collect()
}

/// The tokens the runs cut `text` into; `None` if they do not fit it (a
/// damaged cache file).
fn tokens_of(text: &str, lines: &[Runs]) -> Option<Vec<Vec<Token>>> {
    let mut texts = text.split('\n');
    let tokens: Vec<Vec<Token>> = lines
        .iter()
        .map(|runs| {
            let line = texts.next()?;
            let mut at = 0;
            let tokens = runs
                .iter()
                .map(|&(class, length)| {
                    let end = at + length as usize;
                    let text = line.get(at..end)?.to_string();
                    at = end;
                    let class = if class == PLAIN { "" } else { CLASSES.get(usize::from(class))?.0 };
                    Some(Token { class, text })
                })
                .collect::<Option<Vec<_>>>()?;
            (at == line.len()).then_some(tokens)
        })
        .collect::<Option<_>>()?;
    texts.next().is_none().then_some(tokens)
}

/// The blocks highlighted or looked up since the last export, as bytes for
/// [`import_memo`]; forgets the others, so the memo holds what the site uses.
/// `version` names the grammars and code that made them (the caller's build).
pub fn export_memo(version: &str) -> Vec<u8> {
    let mut memo = memo().lock().expect("memo lock");
    memo.entries.retain(|_, entry| std::mem::take(&mut entry.used));
    let stored: Vec<(&str, &str, &Vec<Runs>)> = memo
        .entries
        .iter()
        .map(|((language, text), entry)| (language.as_str(), text.as_str(), &entry.lines))
        .collect();
    bincode::serialize(&(version, stored)).expect("the memo serialises")
}

/// Adds the blocks of an earlier [`export_memo`] made by the same `version`;
/// bytes of another version or in another format are ignored.
pub fn import_memo(version: &str, bytes: &[u8]) {
    let Ok((made_by, stored)) = bincode::deserialize::<(String, Vec<(String, String, Vec<Runs>)>)>(bytes)
    else {
        return;
    };
    if made_by != version {
        return;
    }
    let mut memo = memo().lock().expect("memo lock");
    for (language, text, lines) in stored {
        memo.entries.entry((language, text)).or_insert(Entry { lines, used: false });
    }
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
        let lines = ["openstack server list  # memo test one", "echo \"이름 $HOME\""];
        let first = highlight(bash, &lines);
        let bytes = export_memo("v1");
        // Not used since the export: the next export leaves it out.
        let empty = export_memo("v1");
        let (_, kept): (String, Vec<(String, String, Vec<Runs>)>) = bincode::deserialize(&empty).unwrap();
        assert!(!kept.iter().any(|(_, text, _)| text.contains("memo test one")));

        import_memo("v2", &bytes);
        import_memo("v1", &bytes);
        let key = (bash.name().to_string(), lines.join("\n"));
        let runs = memo().lock().unwrap().entries.get(&key).expect("imported").lines.clone();
        assert_eq!(tokens_of(&key.1, &runs).as_ref(), Some(&first));
        assert_eq!(highlight(bash, &lines), first, "a remembered block comes back as it was made");
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

    #[test]
    fn runs_that_do_not_fit_their_text_are_not_used() {
        let token = |class, text: &str| Token { class, text: text.to_string() };
        let runs = runs_of(&["이름: x", ""], &[vec![token("t", "이름"), token("", ": x")], vec![]]).unwrap();
        assert_eq!(
            runs,
            [vec![(CLASSES.iter().position(|c| c.0 == "t").unwrap() as u8, 6), (PLAIN, 3)], vec![]]
        );
        assert!(tokens_of("이름: x\n", &runs).is_some());
        // A cut in the middle of a character, a line too short or too long, a line missing.
        assert_eq!(tokens_of("이름: x\n", &[vec![(0, 1)], vec![]]), None);
        assert_eq!(tokens_of("이름: xy\n", &runs), None);
        assert_eq!(tokens_of("이름: x", &runs), None);
        // Tokens that are not the lines' text are not kept.
        assert_eq!(runs_of(&["ab"], &[vec![token("k", "a")]]), None);
    }
}
