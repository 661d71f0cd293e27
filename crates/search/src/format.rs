//! The shapes of the index files, written here once: the Rust types the build
//! serialises, and `ui/src/search/format.ts`, the TypeScript types the browser
//! reads them as, generated from the same declarations (see the test below),
//! so a field cannot be renamed on one side only. The numbers both sides
//! read a posting's code and score it by are declared here too.

use serde::{Deserialize, Serialize};

/// Declares index file types and their TypeScript twins in one list:
/// `Name { field: RustType => "ts type" }` for an object (fields in camelCase
/// on the wire) and `Name = RustType => "ts type"` for an alias.
macro_rules! index_types {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident $name:ident $body:tt
    )*) => {
        $(index_types!(@one [$($doc)*] $kind $name $body);)*
        /// The TypeScript module of every type above, in order, then the constants.
        pub fn typescript() -> String {
            let mut out = String::from(
                "// Generated from crates/search/src/format.rs by `UPDATE_RULES=1 cargo test -p xtask search_format`. Do not edit.\n",
            );
            $(out.push_str(&index_types!(@ts [$($doc)*] $kind $name $body));)*
            out.push_str(&constants_typescript());
            out
        }
    };
    (@one [$($doc:literal)*] struct $name:ident {
        $($(#[doc = $fdoc:literal])* $field:ident : $ty:ty => $ts:literal),* $(,)?
    }) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name { $($(#[doc = $fdoc])* pub $field: $ty),* }
    };
    (@one [$($doc:literal)*] type $name:ident { $ty:ty => $ts:literal }) => {
        $(#[doc = $doc])*
        pub type $name = $ty;
    };
    (@ts [$($doc:literal)*] struct $name:ident {
        $($(#[doc = $fdoc:literal])* $field:ident : $ty:ty => $ts:literal),* $(,)?
    }) => {{
        let mut out = comment("", &[$($doc),*]);
        out.push_str(&format!("export interface {} {{\n", stringify!($name)));
        $(
            out.push_str(&comment("  ", &[$($fdoc),*]));
            out.push_str(&format!("  {}: {};\n", camel_case(stringify!($field)), $ts));
        )*
        out.push_str("}\n");
        out
    }};
    (@ts [$($doc:literal)*] type $name:ident { $ty:ty => $ts:literal }) => {{
        let mut out = comment("", &[$($doc),*]);
        out.push_str(&format!("export type {} = {};\n", stringify!($name), $ts));
        out
    }};
}

index_types! {
    /// `manifest.json`: fetched fresh on each page view; names this build's folder.
    struct Manifest {
        /// Bumped when a file's shape changes.
        version: u32 => "number",
        /// The folder of this build's files, named by their hash.
        dir: String => "string",
        /// The first characters that have a term shard.
        keys: String => "string",
        /// How many pages are indexed (page ids are 0 ..< pages).
        pages: u32 => "number",
        /// Pages per `titles-<n>.json`.
        titles_per_chunk: u32 => "number",
        /// Pages per `texts-<n>.json`.
        texts_per_chunk: u32 => "number",
        /// Groups of names for one thing, as readers see them.
        synonyms: Vec<Vec<String>> => "string[][]",
        /// The glossary page, offered when nothing is found.
        glossary: Option<String> => "string | null",
    }

    /// `t-<first char as hex>.json`: the terms that start with one character, sorted.
    struct Shard {
        terms: Vec<String> => "string[]",
        /// Per term, flat `[page delta, section, code]` triples in page order.
        postings: Vec<Vec<u32>> => "number[][]",
        /// URL and title of the pages that the shard's character alone ranks
        /// best, so a first keystroke's hits need no title chunk.
        titles: Vec<(u32, String, String)> => "[page: number, url: string, title: string][]",
    }

    /// `titles-<n>.json`: URL and title of pages `n * titlesPerChunk ..`.
    type TitleChunk { Vec<(String, String)> => "[url: string, title: string][]" }

    /// `texts-<n>.json`: per page of `n * textsPerChunk ..`, each section's anchor, heading and text.
    type TextChunk {
        Vec<Vec<(String, String, String)>> => "[anchor: string, heading: string, text: string][][]"
    }

    /// `words.json`: words of titles, headings and names, most frequent first.
    type Words { Vec<String> => "string[]" }
}

/// The index format's version in [`Manifest::version`].
pub const VERSION: u32 = 2;

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

fn constants_typescript() -> String {
    let mut out = comment(
        "",
        &[
            " A posting's code: the term's count in the section's text, and flags for the heading and the title.",
        ],
    );
    out.push_str(&format!(
        "export const CODE = {{ count: {}, heading: {}, title: {} }} as const;\n",
        code::COUNT,
        code::HEADING,
        code::TITLE
    ));
    out.push_str(&comment("", &[" What a title or heading match adds to a page's score; a prefix match counts `prefix` times as much."]));
    out.push_str(&format!(
        "export const SCORE = {{ title: {}, heading: {}, prefix: {} }} as const;\n",
        score::TITLE,
        score::HEADING,
        score::PREFIX
    ));
    out
}

fn comment(indent: &str, lines: &[&str]) -> String {
    match lines {
        [] => String::new(),
        [line] => format!("{indent}/**{line} */\n"),
        lines => {
            let body: String = lines.iter().map(|l| format!("{indent} *{l}\n")).collect();
            format!("{indent}/**\n{body}{indent} */\n")
        }
    }
}

fn camel_case(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
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
        };
        let json = serde_json::to_value(&manifest).unwrap();
        let ts = typescript();
        let interface = ts.split("export interface Manifest {").nth(1).unwrap().split('}').next().unwrap();
        for key in json.as_object().unwrap().keys() {
            assert!(interface.contains(&format!("  {key}: ")), "{key} in {interface}");
        }
        assert_eq!(json["titlesPerChunk"], 2);
        assert_eq!(json["glossary"], serde_json::Value::Null);
    }
}
