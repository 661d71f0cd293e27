//! The query rules shared with the browser: `crates/search/rules.json` is the
//! one place they are written (particles, endings, Hangul ranges, the jamo
//! tables, 초성 and typo limits, transliterations). This module reads it;
//! `ui/src/search/rules.ts` is generated from it (see the test below), so the
//! two sides cannot drift.

use std::sync::OnceLock;

use serde::Deserialize;

pub const SOURCE: &str = include_str!("../rules.json");

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    pub hangul_ranges: Vec<(u32, u32)>,
    /// Han, hiragana and katakana: written without spaces, indexed by overlapping character pairs.
    pub cjk_ranges: Vec<(u32, u32)>,
    pub closing_syllables: String,
    pub particles: Vec<String>,
    pub endings: Vec<String>,
    pub initials: Vec<String>,
    pub medials: Vec<String>,
    pub finals: Vec<String>,
    pub chosung_min_length: usize,
    pub chosung_max_length: usize,
    pub latin_typo_min_length: usize,
    pub transliterations: Vec<Vec<String>>,
}

pub fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| serde_json::from_str(SOURCE).expect("crates/search/rules.json is valid"))
}

const SYLLABLE_FIRST: u32 = 0xAC00;
const SYLLABLE_LAST: u32 = 0xD7A3;
const MEDIALS: u32 = 21;
const FINALS: u32 = 28;

/// A composed syllable's (initial, medial, final) indexes into the tables.
fn parts(c: char) -> Option<(usize, usize, usize)> {
    let code = c as u32;
    if !(SYLLABLE_FIRST..=SYLLABLE_LAST).contains(&code) {
        return None;
    }
    let offset = code - SYLLABLE_FIRST;
    Some((
        (offset / (MEDIALS * FINALS)) as usize,
        (offset / FINALS % MEDIALS) as usize,
        (offset % FINALS) as usize,
    ))
}

/// The word as the keys typed on a 2-beolsik keyboard: syllables become their
/// jamo, compound vowels and final clusters their two keys (`과` → `ㄱㅗㅏ`),
/// so one mistyped key is one jamo of difference. Other characters stay.
pub fn jamo(word: &str) -> String {
    let rules = rules();
    let mut out = String::new();
    for c in word.chars() {
        match parts(c) {
            Some((i, m, f)) => {
                out.push_str(&rules.initials[i]);
                out.push_str(&rules.medials[m]);
                out.push_str(&rules.finals[f]);
            }
            None => out.push(c),
        }
    }
    out
}

/// The initial consonants of a run of syllables (`보안` → `ㅂㅇ`), or `None`
/// when the word has anything but composed syllables.
pub fn chosung(word: &str) -> Option<String> {
    let rules = rules();
    word.chars().map(|c| parts(c).map(|(i, _, _)| rules.initials[i].as_str())).collect()
}

/// Whether the word is only initial consonants (`ㅂㅇㄱㄹ`).
pub fn is_chosung(word: &str) -> bool {
    let rules = rules();
    !word.is_empty()
        && word.chars().all(|c| rules.initials.iter().any(|i| i.starts_with(c) && i.len() == c.len_utf8()))
}

/// The browser's copy of the rules, ui/src/search/rules.ts, made by `build.rs`
/// (xtask writes and checks it: this crate never touches the disk).
pub fn typescript() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/rules.ts"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jamo_are_the_keys_typed() {
        assert_eq!(jamo("과제"), "ㄱㅗㅏㅈㅔ");
        assert_eq!(jamo("닭k8s"), "ㄷㅏㄹㄱk8s");
        assert_eq!(chosung("보안그룹").as_deref(), Some("ㅂㅇㄱㄹ"));
        assert_eq!(chosung("보안ip"), None);
        assert!(is_chosung("ㅂㅇㄱㄹ"));
        assert!(!is_chosung("ㅂㅏ"));
    }
}
