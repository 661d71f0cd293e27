//! Full-text search for the site, built at build time and queried in the
//! browser without a server.
//!
//! [`extract::page`] reads a pre-rendered page's searchable text;
//! [`index::build`] turns all pages into small index files. This crate only
//! computes; `xtask` reads the HTML and writes the files.

pub mod extract;
pub mod format;
pub mod index;
pub mod parse;
pub mod rules;
pub mod synonyms;
pub mod terms;

pub use extract::{Page, Section, page, page_of};
pub use index::{File, Index, PageTerms, build, build_from, page_terms};
pub use parse::parse_page;
/// The HTML parser `page_of` reads (so a caller parses a page once for several uses).
pub use scraper::Html;
pub use synonyms::Extras;
