//! Page modules remembered between builds: a rebuild renders only the pages
//! whose inputs changed (rendering Markdown to JSX is most of codegen).
//!
//! An entry is found by a key of everything the page's module is made of
//! that the caller can name up front (its file, its metadata with the
//! neighbours, breadcrumbs and dates the site gave it, its sidebar view, the
//! settings it reads), and is used only if the questions its rendering asked
//! of the rest of the site (see `lookups`) get the same answers from this
//! site. It is content-model's [`Memo`], kept by xtask like the parse memo.

use content_model::memo::{Key, Memo};
use content_model::{ContentLink, Diagnostic, Site};

use crate::lookups::{self, Lookup, Lookups};
use crate::pages::Found;

pub use content_model::memo::key;

/// A page's module texts (a post has its page and its preview) and what rendering found.
pub type Made = (Vec<String>, Found);

/// Page modules by the hash of the page's own inputs.
pub type PageMemo = Memo<Page>;

/// A remembered page, with the questions it asked and a hash of their answers.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct Page {
    texts: Vec<String>,
    diagnostics: Vec<Diagnostic>,
    links: Vec<ContentLink>,
    asked: Vec<Lookup>,
    answers: [u8; 32],
}

/// The page made under `key`: remembered, when `site` answers its questions
/// as before, or made by `make` (which asks through the view it is given).
pub fn page(memo: &PageMemo, site: &Site, key: Key, make: impl FnOnce(&Lookups) -> Made) -> Made {
    let page = memo.get_or_make(
        key,
        |known| lookups::answers(site, &known.asked) == known.answers,
        || {
            let view = Lookups::new(site);
            let (texts, found) = make(&view);
            let asked = view.asked();
            Page {
                answers: lookups::answers(site, &asked),
                asked,
                texts,
                diagnostics: found.diagnostics,
                links: found.links,
            }
        },
    );
    (page.texts, Found { diagnostics: page.diagnostics, links: page.links })
}
