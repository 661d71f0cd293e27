//! Social cards: the picture a chat or social app shows beside a shared link
//! (`og:image`). Each is a 1200×630 PNG with the page's section, title and
//! description, under the site's logo and name, with the site's address at
//! the foot. Values in, bytes out: the engine reads the fonts and the logo,
//! and keeps and publishes the cards.
//!
//! Text is laid out here, not by a shaping engine: the cards show Korean and
//! Latin text, whose glyphs stand side by side (Hangul syllables are
//! precomposed), so a glyph's advance is all a line needs. Lines break
//! between words, as the theme's `word-break: keep-all` does; a word wider
//! than the line breaks between its letters; text past the last line is cut
//! with an ellipsis.

mod layout;
mod paint;

pub use layout::Fonts;
pub use paint::{Logo, Painter, Site};

/// The size of every card, in pixels (the size Open Graph readers show large).
pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 630;

/// What one card says.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Card {
    /// Where the page sits in the site (`가이드`, `히스토리`), above the title.
    pub section: String,
    pub title: String,
    pub description: String,
}

/// Why a card or its frame could not be drawn.
#[derive(Debug)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}
