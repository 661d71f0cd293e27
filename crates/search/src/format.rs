//! The shapes of the index files, written here once: the Rust types the build
//! serialises, and `ui/src/search/format.ts`, the TypeScript types the browser
//! reads them as, generated from the same declarations (see the test below),
//! so a field cannot be renamed on one side only. The numbers both sides
//! read a posting's code and score it by are declared here too.

use serde::{Deserialize, Serialize};

/// `manifest.json`: fetched fresh on each page view; names this build's folder.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    /// Bumped when a file's shape changes.
    pub version: u32,
    /// The folder of this build's files, named by their hash.
    pub dir: String,
    /// The first characters that have a term shard.
    pub keys: String,
    /// How many pages are indexed (page ids are 0 ..< pages).
    pub pages: u32,
    /// Pages per `titles-<n>.json`.
    pub titles_per_chunk: u32,
    /// Pages per `texts-<n>.json`.
    pub texts_per_chunk: u32,
    /// Groups of names for one thing, as readers see them.
    pub synonyms: Vec<Vec<String>>,
    /// The glossary page, offered when nothing is found.
    pub glossary: Option<String>,
    /// How words were reduced to the form they are indexed by: a query's words are reduced the same way.
    pub stemming: Stemming,
}

/// How the words of the site's language are reduced before they are indexed
/// and searched, so that `installs`, `installed` and `installing` are one term.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Stemming {
    /// Words are indexed as written (Korean: particles are met by prefix search instead).
    #[default]
    None,
    /// Words of plain Latin letters by Snowball's English (Porter2) stemmer.
    English,
}

/// `t-<first char as hex>.json`: the terms that start with one character, sorted.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Shard {
    pub terms: Vec<String>,
    /// Per term, flat `[page delta, section, code]` triples in page order.
    pub postings: Vec<Vec<u32>>,
    /// Page, URL and title of the pages that the shard's character alone
    /// ranks best, so a first keystroke's hits need no title chunk.
    pub titles: Vec<(u32, String, String)>,
}

/// `titles-<n>.json`: URL and title of pages `n * titlesPerChunk ..`.
pub type TitleChunk = Vec<(String, String)>;

/// `texts-<n>.json`: per page of `n * textsPerChunk ..`, each section's anchor, heading and text.
pub type TextChunk = Vec<Vec<(String, String, String)>>;

/// `words.json`: words of titles, headings and names, most frequent first.
pub type Words = Vec<String>;

/// The index format's version in [`Manifest::version`].
pub const VERSION: u32 = 3;

/// A posting's `code`: how often the term is in the section's text (at most
/// `COUNT`, the low bits), plus `HEADING` if it is in the section's heading and
/// `TITLE` if it is in the page's title.
pub mod code {
    pub const COUNT: u8 = 15;
    pub const HEADING: u8 = 16;
    pub const TITLE: u8 = 32;
}

/// What a term found in a page's title or a section's heading adds to the
/// page's score, times `PREFIX` when the term only begins with what was typed:
/// the browser ranks by these, and the build chooses the titles a shard
/// carries by them.
pub mod score {
    pub const TITLE: f32 = 100.0;
    pub const HEADING: f32 = 10.0;
    pub const PREFIX: f32 = 0.8;
}

/// `ui/src/search/format.ts`, made by `build.rs` from this file (xtask's
/// `ui_copies` writes and checks it: this crate never touches the disk).
pub fn typescript() -> &'static str {
    include_str!(concat!(env!("OUT_DIR"), "/format.ts"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typescript_fields_are_the_serialised_names() {
        let manifest = Manifest {
            version: VERSION,
            dir: "d".into(),
            keys: "k".into(),
            pages: 1,
            titles_per_chunk: 2,
            texts_per_chunk: 3,
            synonyms: vec![],
            glossary: None,
            stemming: Stemming::English,
        };
        let json = serde_json::to_value(&manifest).unwrap();
        let ts = typescript();
        let interface = ts.split("export interface Manifest {").nth(1).unwrap().split('}').next().unwrap();
        for key in json.as_object().unwrap().keys() {
            assert!(interface.contains(&format!("  {key}: ")), "{key} in {interface}");
        }
        assert_eq!(json["titlesPerChunk"], 2);
        assert_eq!(json["glossary"], serde_json::Value::Null);
        assert_eq!(json["stemming"], "english");
        assert!(ts.contains("export type Stemming =\n  | \"none\"\n  | \"english\"\n;"), "{ts}");
    }
}
