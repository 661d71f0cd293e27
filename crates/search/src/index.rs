//! The index files the browser loads, built from every page's sections.
//!
//! A query is answered by loading only what it needs, so the index can grow
//! with the site without growing what one search downloads:
//! - `manifest.json` (fixed name, fetched fresh): the folder of this build's
//!   files and the first characters that have a term shard.
//! - `<hash>/t-<first char as hex>.json`: every term that starts with that
//!   character, sorted (prefix search is a binary search), each with its
//!   postings: flat `[page delta, section, code]` triples, `code` as
//!   [`crate::format::code`] says (the term's count in the text, a flag for the
//!   section's heading and one for the page's title).
//! - `<hash>/titles-<n>.json`: URL and title of pages `n*TITLES_PER_CHUNK ..`,
//!   fetched for the ranked hits shown; ranking itself needs only the shards,
//!   so a first search downloads the titles of its hits, not of every page.
//! - `<hash>/texts-<n>.json`: pages `n*TEXTS_PER_CHUNK ..`: each section's
//!   anchor, heading and text, for the section and excerpt a hit shows a
//!   moment later.
//! - `<hash>/words.json`: the words of titles, headings and synonyms, most
//!   frequent first, fetched only to correct a typo or suggest a term when a
//!   query finds little.
//!
//! Titles and headings are also indexed by their initial consonants (초성):
//! from each Hangul word on, the consonants of it and the Hangul words after
//! it (`보안 그룹` → `ㅂㅇㄱㄹ` and `ㄱㄹ`), so `ㅂㅇㄱ` finds it by prefix. These
//! terms start with a compatibility jamo and so sit in shards of their own.
//! The manifest also carries the synonym groups (see [`crate::synonyms`]) and
//! the glossary page. The files' shapes are declared once in [`crate::format`],
//! which also generates the browser's TypeScript types.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use crate::extract::Page;
use crate::format::code::{COUNT, HEADING, TITLE};
use crate::format::{Manifest, Shard, TextChunk, TitleChunk, VERSION, Words, score};
use crate::rules::{chosung, rules};
use crate::synonyms::{Extras, key};
use crate::terms::{Script, Stemming, ends_a_phrase, terms};

/// Pages per title chunk: what the first keystroke downloads to show its
/// hits' titles is a few of these (about 7 KB each), not the whole list.
pub const TITLES_PER_CHUNK: usize = 128;
/// Titles a term shard carries: of the pages its first character ranks
/// best, a few more than a first page of hits.
pub const TITLES_PER_SHARD: usize = 20;
/// Pages per text chunk, fetched for the sections and excerpts of hits shown.
pub const TEXTS_PER_CHUNK: usize = 8;
/// A term in more sections than this keeps its best-scoring ones: it says
/// little about any one page, and its postings would dominate the download.
pub const MAX_POSTINGS_PER_TERM: usize = 500;
/// Section text kept for excerpts.
pub const MAX_SECTION_TEXT: usize = 3000;

pub struct File {
    /// Relative to the index folder.
    pub path: String,
    pub text: String,
}

pub struct Index {
    pub files: Vec<File>,
    pub terms: usize,
    pub pages: usize,
}

/// Sections of one page with a term, and each one's code.
type PagePostings = BTreeMap<u16, u8>;

/// One page's share of the index: its terms with their postings, and the
/// words it adds to the vocabulary. Made page by page, so a build that has a
/// page's terms from an earlier build does not tokenise its text again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PageTerms {
    terms: Vec<(String, Vec<(u16, u8)>)>,
    words: Vec<(String, u32)>,
}

/// Every term of a page (words reduced by `stemming`), with the sections it is in and how.
pub fn page_terms(page: &Page, stemming: Stemming) -> PageTerms {
    let mut index: BTreeMap<String, PagePostings> = BTreeMap::new();
    let mut words: BTreeMap<String, u32> = BTreeMap::new();
    let add = |index: &mut BTreeMap<String, PagePostings>, text: &str, at: u16, update: fn(u8) -> u8| {
        add(index, text, stemming, at, update)
    };
    add(&mut index, &page.title, 0, |code| code | TITLE);
    add_chosung(&mut index, &page.title, 0, TITLE);
    count_words(&mut words, &page.title);
    for (section_id, section) in page.sections.iter().enumerate() {
        let at = section_id as u16;
        add(&mut index, &section.heading, at, |code| code | HEADING);
        add_chosung(&mut index, &section.heading, at, HEADING);
        count_words(&mut words, &section.heading);
        add(&mut index, &section.text, at, |code| (code & !COUNT) | ((code & COUNT) + 1).min(COUNT));
    }
    PageTerms {
        terms: index.into_iter().map(|(term, at)| (term, at.into_iter().collect())).collect(),
        words: words.into_iter().collect(),
    }
}

/// Postings of a term across pages: (page, section, code), in page order.
type Postings = Vec<(u32, u16, u8)>;

/// The index of `pages`, tokenising each one.
pub fn build(pages: &[Page], extras: &Extras) -> Index {
    let terms: Vec<PageTerms> = pages.iter().map(|page| page_terms(page, extras.stemming)).collect();
    build_from(&pages.iter().collect::<Vec<_>>(), &terms.iter().collect::<Vec<_>>(), extras)
}

/// The index of `pages`, whose terms (`terms[i]` of `pages[i]`) are made already.
pub fn build_from(pages: &[&Page], page_terms: &[&PageTerms], extras: &Extras) -> Index {
    assert_eq!(pages.len(), page_terms.len(), "one PageTerms per page");
    let mut merged: HashMap<&str, Postings> = HashMap::new();
    let mut words: HashMap<String, u32> = HashMap::new();
    for (page_id, terms) in page_terms.iter().enumerate() {
        let page_id = page_id as u32;
        for (term, sections) in &terms.terms {
            merged
                .entry(term)
                .or_default()
                .extend(sections.iter().map(|&(section, code)| (page_id, section, code)));
        }
        for (word, count) in &terms.words {
            *words.entry(word.clone()).or_default() += count;
        }
    }
    for name in extras.synonyms.iter().flatten() {
        count_words(&mut words, name);
        if terms(name).len() > 1 {
            *words.entry(key(name)).or_default() += 1;
        }
    }
    let mut index: Vec<(&str, Postings)> = merged.into_iter().collect();
    index.sort_unstable_by(|a, b| a.0.cmp(b.0));

    let mut shards: BTreeMap<char, Vec<(&str, &Postings)>> = BTreeMap::new();
    for (term, postings) in &index {
        let first = term.chars().next().expect("terms are not empty");
        shards.entry(first).or_default().push((term, postings));
    }

    let mut files = Vec::new();
    for (first, entries) in &shards {
        let kept: Vec<Postings> = entries.iter().map(|(_, p)| best_postings(p)).collect();
        let titles = best_pages(entries.iter().map(|(t, _)| *t).zip(&kept))
            .into_iter()
            .map(|page| (page, pages[page as usize].url.clone(), pages[page as usize].title.clone()))
            .collect();
        let shard = Shard {
            terms: entries.iter().map(|(t, _)| t.to_string()).collect(),
            postings: kept.iter().map(encode).collect(),
            titles,
        };
        files.push(file(format!("t-{:x}.json", *first as u32), &shard));
    }
    for (n, chunk) in pages.chunks(TITLES_PER_CHUNK).enumerate() {
        let titles: TitleChunk = chunk.iter().map(|page| (page.url.clone(), page.title.clone())).collect();
        files.push(file(format!("titles-{n}.json"), &titles));
    }
    files.push(file("words.json".into(), &vocabulary(words)));
    for (n, chunk) in pages.chunks(TEXTS_PER_CHUNK).enumerate() {
        let texts: TextChunk = chunk
            .iter()
            .map(|page| {
                page.sections
                    .iter()
                    .map(|s| {
                        let text = truncate(&s.text, MAX_SECTION_TEXT).to_string();
                        (s.anchor.clone(), s.heading.clone(), text)
                    })
                    .collect()
            })
            .collect();
        files.push(file(format!("texts-{n}.json"), &texts));
    }

    let hash = format!("{:016x}", fnv1a(files.iter().flat_map(|f| [f.path.as_bytes(), f.text.as_bytes()])));
    for file in &mut files {
        file.path = format!("{hash}/{}", file.path);
    }
    let manifest = Manifest {
        version: VERSION,
        dir: hash,
        keys: shards.keys().collect(),
        pages: pages.len() as u32,
        titles_per_chunk: TITLES_PER_CHUNK as u32,
        texts_per_chunk: TEXTS_PER_CHUNK as u32,
        synonyms: extras.synonyms.clone(),
        glossary: extras.glossary.clone(),
        stemming: extras.stemming,
    };
    files.push(file("manifest.json".into(), &manifest));
    Index { files, terms: index.len(), pages: pages.len() }
}

/// Adds every term of `text` (stemmed, and joined Hangul pairs) at `at`, updating its code.
fn add(
    index: &mut BTreeMap<String, PagePostings>,
    text: &str,
    stemming: Stemming,
    at: u16,
    update: impl Fn(u8) -> u8,
) {
    let found = terms(text);
    let mut previous: Option<&str> = None;
    for term in &found {
        let mut bump = |word: String| {
            let code = index.entry(word).or_default().entry(at).or_insert(0);
            *code = update(*code);
        };
        bump(stemming.stem(&term.text).into_owned());
        if term.joins_previous
            && let Some(previous) = previous
        {
            bump(format!("{previous}{}", term.text));
        }
        previous =
            (term.script == Script::Hangul && !ends_a_phrase(&term.text)).then_some(term.text.as_str());
    }
}

/// Indexes the 초성 of a title or heading (`flag`): from each Hangul word, the
/// consonants of the run of Hangul words it starts, up to the rules' length.
fn add_chosung(index: &mut BTreeMap<String, PagePostings>, text: &str, at: u16, flag: u8) {
    let found = terms(text);
    let max = rules().chosung_max_length;
    for start in 0..found.len() {
        let mut consonants = String::new();
        for (i, term) in found[start..].iter().enumerate() {
            if i > 0 && !term.joins_previous {
                break;
            }
            match chosung(&term.text) {
                Some(c) => consonants.push_str(&c),
                None => break,
            }
        }
        let consonants: String = consonants.chars().take(max).collect();
        if consonants.chars().count() >= rules().chosung_min_length {
            *index.entry(consonants).or_default().entry(at).or_insert(0) |= flag;
        }
    }
}

/// Counts the words a reader might misspell: terms of titles, headings and
/// names, with joined Hangul spellings, but not numbers or single characters.
fn count_words<M: WordCounts>(words: &mut M, text: &str) {
    let found = terms(text);
    let mut add = |word: String| {
        if word.chars().count() > 1 && !word.chars().all(|c| c.is_ascii_digit()) {
            words.bump(word);
        }
    };
    for (i, term) in found.iter().enumerate() {
        add(term.text.clone());
        if term.joins_previous && i > 0 {
            add(format!("{}{}", found[i - 1].text, term.text));
        }
    }
}

/// A map that counts words (a page's, ordered; the whole index's, hashed).
trait WordCounts {
    fn bump(&mut self, word: String);
}

impl WordCounts for BTreeMap<String, u32> {
    fn bump(&mut self, word: String) {
        *self.entry(word).or_default() += 1;
    }
}

impl WordCounts for HashMap<String, u32> {
    fn bump(&mut self, word: String) {
        *self.entry(word).or_default() += 1;
    }
}

/// The counted words, most frequent first (then in order).
fn vocabulary(words: HashMap<String, u32>) -> Words {
    let mut list: Vec<(String, u32)> = words.into_iter().collect();
    list.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    list.into_iter().map(|(word, _)| word).collect()
}

/// An index file of `value` at `path` (relative to the index folder).
fn file(path: String, value: &impl Serialize) -> File {
    File { path, text: serde_json::to_string(value).expect("index types serialise") }
}

/// The best postings (title, heading, frequency), at most
/// [`MAX_POSTINGS_PER_TERM`], in page order.
fn best_postings(postings: &Postings) -> Postings {
    let mut kept = postings.clone();
    if kept.len() > MAX_POSTINGS_PER_TERM {
        kept.sort_by_key(|&(page, section, code)| (std::cmp::Reverse(code), page, section));
        kept.truncate(MAX_POSTINGS_PER_TERM);
        kept.sort_by_key(|&(page, section, _)| (page, section));
    }
    kept
}

/// The pages a shard's one-character query ranks first, in page order: the
/// first keystroke of a search is such a query, and with their titles in the
/// shard it shows its hits without a second download. Scored as the browser's
/// engine scores a prefix query (`pageScore` in ui/src/search/engine.ts); were
/// the two to differ, a hit outside this list costs only a title chunk.
fn best_pages<'a>(terms: impl Iterator<Item = (&'a str, &'a Postings)>) -> Vec<u32> {
    #[derive(Default)]
    struct Weights {
        title: f32,
        heading: f32,
        body: f32,
    }
    let mut by_page: BTreeMap<u32, Weights> = BTreeMap::new();
    for (term, postings) in terms {
        // The character typed is the whole term, or its prefix.
        let factor = if term.chars().nth(1).is_none() { 1.0 } else { score::PREFIX };
        for &(page, _, code) in postings {
            let weights = by_page.entry(page).or_default();
            if code & TITLE != 0 {
                weights.title = weights.title.max(score::TITLE * factor);
            }
            if code & HEADING != 0 {
                weights.heading = weights.heading.max(score::HEADING * factor);
            }
            weights.body += f32::from(code & COUNT) * factor;
        }
    }
    let mut scored: Vec<(u32, f32)> = by_page
        .into_iter()
        .map(|(page, w)| {
            let body = if w.body > 0.0 { 1.0 + w.body.min(10.0) * 0.1 } else { 0.0 };
            (page, w.title + w.heading + body)
        })
        .collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut best: Vec<u32> = scored.into_iter().take(TITLES_PER_SHARD).map(|(page, _)| page).collect();
    best.sort_unstable();
    best
}

/// Postings as delta-coded `[page, section, code]` triples.
fn encode(kept: &Postings) -> Vec<u32> {
    let mut out = Vec::with_capacity(kept.len() * 3);
    let mut last_page = 0;
    for &(page, section, code) in kept {
        out.extend([page - last_page, u32::from(section), u32::from(code)]);
        last_page = page;
    }
    out
}

fn truncate(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((at, _)) => &text[..at],
        None => text,
    }
}

fn fnv1a<'a>(parts: impl Iterator<Item = &'a [u8]>) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for byte in part {
            hash ^= u64::from(*byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::extract::Section;

    fn page(url: &str, title: &str, sections: &[(&str, &str, &str)]) -> Page {
        Page {
            url: url.into(),
            title: title.into(),
            sections: sections
                .iter()
                .map(|(a, h, t)| Section { anchor: (*a).into(), heading: (*h).into(), text: (*t).into() })
                .collect(),
        }
    }

    fn shard(index: &Index, first: char) -> serde_json::Value {
        let name = format!("/t-{:x}.json", first as u32);
        let file = index.files.iter().find(|f| f.path.ends_with(&name)).expect("shard exists");
        serde_json::from_str(&file.text).unwrap()
    }

    fn postings(index: &Index, term: &str) -> Vec<u64> {
        let shard = shard(index, term.chars().next().unwrap());
        let at = shard["terms"].as_array().unwrap().iter().position(|t| t == term).expect("term indexed");
        shard["postings"][at].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect()
    }

    #[test]
    fn codes_say_title_heading_and_frequency() {
        let pages = [
            page(
                "/a",
                "가상 머신",
                &[("", "", "가상 머신을 만든다. 머신을 지운다."), ("vm", "머신 관리", "")],
            ),
            page("/b", "네트워크", &[("", "", "서버와 머신")]),
        ];
        let index = build(&pages, &Extras::default());
        // 가상: title of /a (section 0) and once in its text.
        assert_eq!(postings(&index, "가상"), [0, 0, 32 + 1]);
        // Joined spellings: the title's pair, and the text's pair with its particle.
        assert_eq!(postings(&index, "가상머신"), [0, 0, 32]);
        assert_eq!(postings(&index, "가상머신을"), [0, 0, 1]);
        // 머신: /a title, /a heading of section 1, /b text (page delta 1).
        assert_eq!(postings(&index, "머신"), [0, 0, 32, 0, 1, 16, 1, 0, 1]);
        assert_eq!(postings(&index, "머신을"), [0, 0, 2]);
    }

    #[test]
    fn manifest_names_the_shards_and_the_hashed_folder() {
        let index = build(&[page("/a", "OpenStack 소개", &[("", "", "Nova")])], &Extras::default());
        let manifest = index.files.iter().find(|f| f.path == "manifest.json").unwrap();
        let manifest: serde_json::Value = serde_json::from_str(&manifest.text).unwrap();
        let dir = manifest["dir"].as_str().unwrap();
        // 소개 is also indexed as its 초성 ㅅㄱ.
        assert_eq!(manifest["keys"], "noㅅ소");
        assert!(index.files.iter().filter(|f| f.path != "manifest.json").all(|f| f.path.starts_with(dir)));
        assert_eq!(index.terms, 4);
        assert_eq!(manifest["synonyms"], json!([]));
        assert_eq!(manifest["glossary"], serde_json::Value::Null);
    }

    #[test]
    fn titles_and_headings_are_indexed_by_initial_consonants() {
        let pages =
            [page("/net", "네트워킹 개요", &[("", "", "보안 그룹 본문"), ("sg", "보안 그룹 열기", "")])];
        let index = build(&pages, &Extras::default());
        assert_eq!(postings(&index, "ㄴㅌㅇㅋㄱㅇ"), [0, 0, 32]);
        assert_eq!(postings(&index, "ㅂㅇㄱㄹㅇㄱ"), [0, 1, 16]);
        assert_eq!(postings(&index, "ㄱㄹㅇㄱ"), [0, 1, 16]);
        // Body text has no 초성 terms.
        assert!(!index.files.iter().any(|f| f.text.contains("\"ㅂㅇㄱㄹㅂㅁ\"")));
    }

    #[test]
    fn an_english_index_holds_stems_and_its_manifest_says_so() {
        let pages =
            [page("/install", "Installing", &[("", "", "The installer installs 3 libraries on k8s.")])];
        let extras = Extras { stemming: Stemming::English, ..Extras::default() };
        let index = build(&pages, &extras);
        assert_eq!(postings(&index, "instal"), [0, 0, 34], "title, and installer and installs in the text");
        assert_eq!(postings(&index, "librari"), [0, 0, 1]);
        assert_eq!(postings(&index, "k8s"), [0, 0, 1], "digits: as written");
        assert!(!index.files.iter().any(|f| f.text.contains("\"installing\",")), "no unstemmed term");
        let manifest = index.files.iter().find(|f| f.path == "manifest.json").unwrap();
        assert!(manifest.text.contains(r#""stemming":"english""#), "{}", manifest.text);
        // The words offered as corrections stay as written.
        let words = index.files.iter().find(|f| f.path.ends_with("/words.json")).unwrap();
        assert_eq!(words.text, r#"["installing"]"#);
        let korean = build(&pages, &Extras::default());
        assert_eq!(postings(&korean, "installing"), [0, 0, 32]);
    }

    #[test]
    fn english_locales_stem_and_others_do_not() {
        for (language, stemming) in [
            ("en", Stemming::English),
            ("en-US", Stemming::English),
            ("EN_gb", Stemming::English),
            ("ko", Stemming::None),
            ("eo", Stemming::None),
            ("zh-Hans", Stemming::None),
        ] {
            assert_eq!(Stemming::for_language(language), stemming, "{language}");
        }
    }

    #[test]
    fn words_and_synonyms_for_corrections_and_suggestions() {
        let extras = Extras {
            synonyms: vec![vec!["유동 IP".into(), "Floating IP".into()]],
            glossary: Some("/intro/glossary".into()),
            stemming: Stemming::None,
        };
        let pages = [page("/net", "네트워킹 개요 2", &[("", "", "본문 낱말"), ("a", "유동 IP", "")])];
        let index = build(&pages, &extras);
        let words = index.files.iter().find(|f| f.path.ends_with("/words.json")).unwrap();
        let words: Vec<String> = serde_json::from_str(&words.text).unwrap();
        assert_eq!(words[..2], ["ip", "유동"], "most frequent first");
        for word in ["네트워킹", "개요", "네트워킹개요", "floating", "floatingip", "유동ip"] {
            assert!(words.iter().any(|w| w == word), "{word} in {words:?}");
        }
        assert!(!words.iter().any(|w| w == "2" || w == "본문"), "{words:?}");
        let manifest = index.files.iter().find(|f| f.path == "manifest.json").unwrap();
        let manifest: serde_json::Value = serde_json::from_str(&manifest.text).unwrap();
        assert_eq!(manifest["synonyms"], json!([["유동 IP", "Floating IP"]]));
        assert_eq!(manifest["glossary"], "/intro/glossary");
    }

    #[test]
    fn titles_come_in_chunks_of_page_ids() {
        let pages: Vec<Page> =
            (0..TITLES_PER_CHUNK + 2).map(|i| page(&format!("/{i}"), &format!("문서 {i}"), &[])).collect();
        let index = build(&pages, &Extras::default());
        let chunk = |n: usize| -> TitleChunk {
            let name = format!("/titles-{n}.json");
            serde_json::from_str(&index.files.iter().find(|f| f.path.ends_with(&name)).unwrap().text).unwrap()
        };
        assert_eq!(chunk(0).len(), TITLES_PER_CHUNK);
        let last = TITLES_PER_CHUNK + 1;
        assert_eq!(chunk(1).len(), 2);
        assert_eq!(chunk(1)[1], (format!("/{last}"), format!("문서 {last}")));
        assert!(!index.files.iter().any(|f| f.path.ends_with("/titles-2.json")));
        let manifest = index.files.iter().find(|f| f.path == "manifest.json").unwrap();
        let manifest: Manifest = serde_json::from_str(&manifest.text).unwrap();
        assert_eq!(manifest.pages as usize, TITLES_PER_CHUNK + 2);
        assert_eq!(manifest.titles_per_chunk as usize, TITLES_PER_CHUNK);
    }

    #[test]
    fn common_terms_keep_their_best_postings() {
        let many: Vec<Page> = (0..MAX_POSTINGS_PER_TERM + 10)
            .map(|i| page(&format!("/{i}"), "문서", &[("", "", "서버")]))
            .collect();
        let mut pages = many;
        pages.push(page("/last", "서버 안내", &[("", "", "")]));
        let index = build(&pages, &Extras::default());
        let triples = postings(&index, "서버");
        assert_eq!(triples.len(), MAX_POSTINGS_PER_TERM * 3);
        assert_eq!(triples[triples.len() - 1], 32, "the title match is kept");
    }
}
