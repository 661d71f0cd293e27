//! Highlighted blocks found again by their language and text: a rebuild
//! highlights only the blocks it has not seen (the grammar engine is most of
//! the cost of turning Markdown into pages). A [`Memo`] is a value: the
//! caller loads it from bytes, hands it to every [`crate::highlight`] call
//! (codegen's threads share it), and saves it as bytes; `dev` keeps one
//! between rebuilds. This crate never touches the disk.
//!
//! A block is kept as its text (the key) and, per line, runs of a class and a
//! length: the tokens' text is the key's, so it is not held twice, and the
//! memo of a code-heavy site is a fraction of the size to keep and to save.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::{CLASSES, Token};

/// A line as kept: each token's class (its index in [`CLASSES`]; plain text:
/// `PLAIN`) and its length in bytes.
type Runs = Vec<(u8, u32)>;

const PLAIN: u8 = u8::MAX;

/// Blocks highlighted before, by language name and the block's lines joined with `\n`.
#[derive(Default)]
pub struct Memo {
    entries: Mutex<HashMap<(String, String), Entry>>,
}

struct Entry {
    lines: Vec<Runs>,
    /// Used since the memo was loaded or last saved: only these are saved again.
    used: bool,
}

impl Memo {
    /// The blocks of bytes that [`Memo::save`] made with the same `version`
    /// (the grammars and code that made them); bytes of another version or
    /// in another format give an empty memo.
    pub fn load(version: &str, bytes: &[u8]) -> Memo {
        let memo = Memo::default();
        let Ok((made_by, stored)) = bincode::deserialize::<(String, Vec<(String, String, Vec<Runs>)>)>(bytes)
        else {
            return memo;
        };
        if made_by == version {
            let mut entries = memo.entries.lock().expect("memo lock");
            for (language, text, lines) in stored {
                entries.entry((language, text)).or_insert(Entry { lines, used: false });
            }
        }
        memo
    }

    /// The blocks highlighted or looked up since the memo was loaded or last
    /// saved, as bytes for [`Memo::load`] (the same blocks, the same bytes);
    /// the others are forgotten, so the memo holds what the site uses.
    pub fn save(&self, version: &str) -> Vec<u8> {
        let mut entries = self.entries.lock().expect("memo lock");
        entries.retain(|_, entry| std::mem::take(&mut entry.used));
        let mut stored: Vec<(&str, &str, &Vec<Runs>)> = entries
            .iter()
            .map(|((language, text), entry)| (language.as_str(), text.as_str(), &entry.lines))
            .collect();
        // In a fixed order: the same blocks save as the same bytes.
        stored.sort_unstable_by_key(|&(language, text, _)| (language, text));
        bincode::serialize(&(version, stored)).expect("the memo serialises")
    }

    /// The tokens of `lines` in `language`: found in the memo, or computed
    /// (from the lines joined with `\n`) and added to it.
    pub(crate) fn get_or_insert(
        &self,
        language: &str,
        lines: &[&str],
        compute: impl FnOnce(&str) -> Vec<Vec<Token>>,
    ) -> Vec<Vec<Token>> {
        let key = (language.to_string(), lines.join("\n"));
        if let Some(entry) = self.entries.lock().expect("memo lock").get_mut(&key) {
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
            self.entries.lock().expect("memo lock").insert(key, Entry { lines: runs, used: true });
        }
        tokens
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Language, highlight};

    #[test]
    fn saved_blocks_come_back_the_same_and_unused_ones_are_dropped() {
        let Language::Known(bash) = Language::find("bash") else { panic!("bash is known") };
        let lines = ["openstack server list", "echo \"이름 $HOME\""];
        let memo = Memo::default();
        let first = highlight(bash, &lines, &memo);
        let bytes = memo.save("v1");
        // Not used since it was saved: the next save leaves it out.
        let empty = memo.save("v1");
        let (_, kept): (String, Vec<(String, String, Vec<Runs>)>) = bincode::deserialize(&empty).unwrap();
        assert!(kept.is_empty());

        assert!(Memo::load("v2", &bytes).entries.lock().unwrap().is_empty(), "another version is ignored");
        let loaded = Memo::load("v1", &bytes);
        let key = (bash.name().to_string(), lines.join("\n"));
        let runs = loaded.entries.lock().unwrap().get(&key).expect("loaded").lines.clone();
        assert_eq!(tokens_of(&key.1, &runs).as_ref(), Some(&first));
        assert_eq!(highlight(bash, &lines, &loaded), first, "a block found again comes back as it was made");
        assert!(first.iter().flatten().any(|t| !t.class.is_empty()), "the block was highlighted");
    }

    #[test]
    fn bytes_in_another_format_give_an_empty_memo() {
        assert!(Memo::load("v1", b"not a memo").entries.lock().unwrap().is_empty());
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
