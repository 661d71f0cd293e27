//! How text becomes search terms. The browser splits queries by the same
//! rules (`ui/src/search/terms.ts`), both reading `rules.json`; a test there
//! checks both agree on the samples in `tests/terms.json`.
//!
//! Rules:
//! - Text is NFC-normalised and lower-cased as a whole (Greek final sigma
//!   included, as in JavaScript), so `OpenStack` and `openstack`
//!   are one term, and Hangul typed as separate jamo matches composed text.
//! - A term is a run of Hangul, or a run of other letters and digits; the two
//!   scripts split even without a space, so `GitLab에서` gives `gitlab` and
//!   `에서`, and `k8s` stays whole.
//! - Korean attaches particles and endings to words (`가상머신을`,
//!   `서버에서`), so terms are matched by prefix at query time rather than
//!   stemmed here: a query for `서버` finds `서버에서`.
//! - Chinese and Japanese are written without spaces: a run of Han, hiragana
//!   and katakana becomes its overlapping character pairs (`快速开始` gives
//!   `快速`, `速开`, `开始`; one character stays itself), so any word inside
//!   a run is found, by its pairs, wherever it stands.
//! - In an English site (see [`Stemming`]) a word of plain Latin letters is
//!   indexed and searched by its Porter2 stem (`installing` and `installs`
//!   are `instal`), as Snowball's English stemmer gives it; the browser uses a
//!   Porter2 of its own, held equal on `tests/stems.json`. Other words (`k8s`,
//!   `café`, Hangul) stay as they are.
//! - Korean spacing varies (`가상 머신` and `가상머신` are both written), so
//!   two Hangul words separated only by spaces are also indexed joined —
//!   unless the first ends in a particle or ending ([`ends_a_phrase`]), which
//!   a compound's first part does not (`머신을 만들고` is two words).

use std::borrow::Cow;
use std::sync::OnceLock;

use rust_stemmers::{Algorithm, Stemmer};
use unicode_normalization::UnicodeNormalization;

pub use crate::format::Stemming;
use crate::rules::rules;

impl Stemming {
    /// The stemming for a site's language (its locale, `<html lang>`): English's for `en` and `en-…`.
    pub fn for_language(language: &str) -> Self {
        let primary = language.split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("en") { Stemming::English } else { Stemming::None }
    }

    /// The stemming of the site's language (the locale being built).
    pub fn of_site(site: &content_model::Site) -> Self {
        Self::for_language(&site.config.locale)
    }

    /// The form `term` (lower-cased, as [`terms`] gives it) is indexed and searched by.
    pub fn stem(self, term: &str) -> Cow<'_, str> {
        match self {
            Stemming::English if term.bytes().all(|b| b.is_ascii_lowercase()) => english().stem(term),
            _ => Cow::Borrowed(term),
        }
    }
}

fn english() -> &'static Stemmer {
    static ENGLISH: OnceLock<Stemmer> = OnceLock::new();
    ENGLISH.get_or_init(|| Stemmer::create(Algorithm::English))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Script {
    Hangul,
    Cjk,
    Other,
}

pub fn script(c: char) -> Option<Script> {
    let code = c as u32;
    let within = |ranges: &[(u32, u32)]| ranges.iter().any(|&(first, last)| (first..=last).contains(&code));
    if within(&rules().hangul_ranges) {
        Some(Script::Hangul)
    } else if within(&rules().cjk_ranges) {
        Some(Script::Cjk)
    } else if c.is_alphanumeric() {
        Some(Script::Other)
    } else {
        None
    }
}

/// A term and whether only spaces separate it from the previous Hangul term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    pub text: String,
    pub script: Script,
    /// Set when this and the previous term are both Hangul with only whitespace between.
    pub joins_previous: bool,
}

pub fn terms(text: &str) -> Vec<Term> {
    let mut out: Vec<Term> = Vec::new();
    let mut word = String::new();
    let mut word_script: Option<Script> = None;
    let mut joins = false;
    // Whether everything since the last term ended has been whitespace.
    let mut gap_only_spaces = false;
    // The whole text lower-cased at once, as the browser's `toLowerCase` does:
    // a word-final Σ becomes ς only with its neighbours in view.
    let lowered = text.nfc().collect::<String>().to_lowercase();
    for c in lowered.chars() {
        let class = script(c);
        if class.is_some() && class == word_script {
            word.push(c);
            continue;
        }
        if let Some(done) = word_script.take() {
            push(&mut out, std::mem::take(&mut word), done, joins);
            gap_only_spaces = true;
        }
        match class {
            Some(class) => {
                joins = class == Script::Hangul
                    && gap_only_spaces
                    && out.last().is_some_and(|t| t.script == Script::Hangul);
                word_script = Some(class);
                word.push(c);
            }
            // Unicode's White_Space, which `\p{White_Space}` is in terms.ts
            // (JavaScript's `\s` also takes U+FEFF, which is not a space).
            None if !c.is_whitespace() => gap_only_spaces = false,
            None => {}
        }
    }
    if let Some(done) = word_script {
        push(&mut out, word, done, joins);
    }
    out
}

/// A finished run as its term, or a CJK run as its overlapping character pairs.
fn push(out: &mut Vec<Term>, word: String, script: Script, joins_previous: bool) {
    if script != Script::Cjk {
        out.push(Term { text: word, script, joins_previous });
        return;
    }
    let chars: Vec<char> = word.chars().collect();
    if chars.len() < 2 {
        out.push(Term { text: word, script, joins_previous: false });
        return;
    }
    for pair in chars.windows(2) {
        out.push(Term { text: pair.iter().collect(), script, joins_previous: false });
    }
}

/// Whether a Hangul word ends in a particle or ending (its last syllable is
/// one of the rules' closing syllables: 을·를·이·가…, 고·며·다…), so it is not
/// joined with the next.
pub fn ends_a_phrase(word: &str) -> bool {
    word.chars().count() > 1 && word.chars().last().is_some_and(|c| rules().closing_syllables.contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<(String, bool)> {
        terms(text).into_iter().map(|t| (t.text, t.joins_previous)).collect()
    }

    #[test]
    fn scripts_split_and_case_folds() {
        let got: Vec<String> =
            terms("GitLab에서 OpenStack을, k8s·MicroK8s!").into_iter().map(|t| t.text).collect();
        assert_eq!(got, ["gitlab", "에서", "openstack", "을", "k8s", "microk8s"]);
    }

    #[test]
    fn hangul_words_separated_by_spaces_join() {
        assert_eq!(
            texts("가상 머신을  만들고, 서버 GitLab 에이전트"),
            [
                ("가상".into(), false),
                ("머신을".into(), true),
                ("만들고".into(), true),
                ("서버".into(), false),
                ("gitlab".into(), false),
                ("에이전트".into(), false),
            ]
        );
    }

    #[test]
    fn decomposed_hangul_is_composed() {
        // 가 written as the jamo ᄀ + ᅡ.
        assert_eq!(terms("\u{1100}\u{1161}상")[0].text, "가상");
    }
}
