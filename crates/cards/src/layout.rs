//! Fonts, text widths and lines: where each glyph of a text goes.

use ttf_parser::{Face, GlyphId};

use crate::Error;

/// The two faces a card is written in (OpenType or TrueType files, as bytes).
pub struct Fonts {
    bold: Vec<u8>,
    regular: Vec<u8>,
}

/// Which of the two faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weight {
    Bold,
    Regular,
}

impl Fonts {
    /// Checks that both files are fonts with Hangul in them.
    pub fn new(bold: Vec<u8>, regular: Vec<u8>) -> Result<Fonts, Error> {
        for (name, data) in [("bold", &bold), ("regular", &regular)] {
            let face =
                Face::parse(data, 0).map_err(|e| Error(format!("the {name} font cannot be read: {e}")))?;
            if face.glyph_index('한').is_none() {
                return Err(Error(format!("the {name} font has no Hangul")));
            }
        }
        Ok(Fonts { bold, regular })
    }

    /// One of the faces at `size` pixels to the em.
    pub(crate) fn sized(&self, weight: Weight, size: f32) -> Sized<'_> {
        let data = match weight {
            Weight::Bold => &self.bold,
            Weight::Regular => &self.regular,
        };
        let face = Face::parse(data, 0).expect("checked by Fonts::new");
        let scale = size / f32::from(face.units_per_em());
        Sized { face, weight, size, scale }
    }
}

/// A face at a size: what a text's width and glyphs are measured with.
pub(crate) struct Sized<'a> {
    pub face: Face<'a>,
    pub weight: Weight,
    pub size: f32,
    /// Pixels per font unit.
    pub scale: f32,
}

impl Sized<'_> {
    /// The glyph of `c`; a character the font lacks gets the font's empty-box glyph.
    pub fn glyph(&self, c: char) -> GlyphId {
        self.face.glyph_index(c).unwrap_or(GlyphId(0))
    }

    pub fn advance(&self, c: char) -> f32 {
        f32::from(self.face.glyph_hor_advance(self.glyph(c)).unwrap_or(0)) * self.scale
    }

    pub fn width(&self, text: &str) -> f32 {
        text.chars().map(|c| self.advance(c)).sum()
    }
}

/// The ellipsis that ends a cut text.
const ELLIPSIS: char = '…';

/// `text` broken into at most `max_lines` lines no wider than `width`:
/// between words, or inside a word wider than a line; the last line ends in
/// an ellipsis when text is left over.
pub(crate) fn lines(font: &Sized, text: &str, width: f32, max_lines: usize) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for (n, word) in words.iter().enumerate() {
        let joined = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if font.width(&joined) <= width {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // A word too wide for any line is broken between its letters.
        let mut rest = *word;
        while font.width(rest) > width && lines.len() < max_lines {
            let cut = fitting(font, rest, width);
            lines.push(rest[..cut].to_string());
            rest = &rest[cut..];
        }
        line = rest.to_string();
        if lines.len() >= max_lines {
            let left: Vec<&str> = std::iter::once(rest).chain(words[n + 1..].iter().copied()).collect();
            return ended(font, lines, &left.join(" "), width, max_lines);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `lines` (already `max_lines` long) with the text `left` over: the last
/// line cut so that it and an ellipsis fit.
fn ended(font: &Sized, mut lines: Vec<String>, left: &str, width: f32, max_lines: usize) -> Vec<String> {
    lines.truncate(max_lines);
    if left.trim().is_empty() {
        return lines;
    }
    let last = lines.pop().unwrap_or_default();
    let room = width - font.advance(ELLIPSIS);
    let cut = fitting(font, &last, room);
    lines.push(format!("{}{ELLIPSIS}", last[..cut].trim_end()));
    lines
}

/// The length in bytes of the longest start of `text` no wider than
/// `width`, at least one character (a line always moves on).
fn fitting(font: &Sized, text: &str, width: f32) -> usize {
    let mut used = 0.0;
    for (at, c) in text.char_indices() {
        used += font.advance(c);
        if used > width {
            return if at == 0 { c.len_utf8() } else { at };
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Any font with Hangul on this machine, for the layout tests (the
    /// engine's tests draw with the font the build ships).
    fn font() -> Option<Vec<u8>> {
        let shipped = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../ui/node_modules/@sun-typeface/suit/fonts/static/otf/SUIT-Bold.otf"
        );
        std::fs::read(shipped).ok()
    }

    fn sized(data: &[u8]) -> Sized<'_> {
        let face = Face::parse(data, 0).unwrap();
        let scale = 64.0 / f32::from(face.units_per_em());
        Sized { face, weight: Weight::Bold, size: 64.0, scale }
    }

    #[test]
    fn short_text_is_one_line() {
        let data = font().expect("ui/node_modules holds the card font (npm ci)");
        assert_eq!(lines(&sized(&data), "가상 머신 만들기", 1040.0, 3), vec!["가상 머신 만들기"]);
    }

    #[test]
    fn long_text_breaks_between_words_and_ends_in_an_ellipsis() {
        let data = font().unwrap();
        let font = sized(&data);
        let text = "아올다클라우드에서 가상 머신을 만들고 네트워크를 붙인 뒤 보안 그룹과 키 페어를 설정하여 외부에서 안전하게 접속하는 방법을 처음부터 끝까지 차례대로 알아봅니다";
        let made = lines(&font, text, 1040.0, 3);
        assert_eq!(made.len(), 3);
        for line in &made {
            assert!(font.width(line) <= 1040.0, "{line} is wider than the card");
        }
        assert!(made[2].ends_with('…'), "{made:?}");
        // Whole words on the first lines: each starts where a word starts.
        let words: Vec<&str> = text.split(' ').collect();
        assert!(words.contains(&made[1].split(' ').next().unwrap()), "{made:?}");
    }

    #[test]
    fn a_word_wider_than_the_line_breaks_between_letters() {
        let data = font().unwrap();
        let font = sized(&data);
        let word = "가".repeat(40);
        let made = lines(&font, &word, 600.0, 2);
        assert_eq!(made.len(), 2);
        assert!(made.iter().all(|l| font.width(l) <= 600.0), "{made:?}");
        assert!(made[1].ends_with('…'));
    }
}
