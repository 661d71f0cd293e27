//! Reading time of a post.
//!
//! Rule: Hangul syllables are read at 500 per minute and words in other scripts
//! at 230 per minute; the sum is rounded up, with a minimum of one minute. The
//! rates come from the International Reading Speed Texts study (Trauzettel-
//! Klosinski et al., 2012, IOVS 53(9)), which measured silent reading of
//! Korean at roughly 480–560 characters per minute and of English at about 228
//! words per minute. Counting syllables matters because one Korean "word"
//! (어절) carries particles and endings and is not comparable to an English word.

/// Minutes needed to read `text` (plain text, no markup).
pub fn reading_minutes(text: &str) -> u32 {
    let syllables = text.chars().filter(|c| is_hangul(*c)).count() as f64;
    let other_words = text
        .split(|c: char| c.is_whitespace() || is_hangul(c))
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .count() as f64;
    let minutes = syllables / 500.0 + other_words / 230.0;
    (minutes.ceil() as u32).max(1)
}

/// Minutes by Docusaurus' rule, for a site that comes with its config: the
/// word-like segments of the post's Markdown after its front matter and its
/// title heading (Unicode word boundaries, with a dictionary for Chinese and
/// Japanese, as `Intl.Segmenter` finds them), 200 a minute, rounded to
/// hundredths, then up, as its theme shows them; 0 (not shown) for none.
pub fn docusaurus_minutes(markdown: &str) -> u32 {
    let content = without_title(markdown);
    let segmenter = icu_segmenter::WordSegmenter::new_auto(Default::default());
    let words =
        segmenter.segment_str(content).iter_with_word_type().filter(|(_, kind)| kind.is_word_like()).count();
    // In f64 as in JavaScript, so a count on a hundredth's edge rounds the same way.
    let minutes = ((words as f64 / 200.0) * 100.0).round() / 100.0;
    minutes.ceil() as u32
}

/// The Markdown without a first `# Title` line, which Docusaurus takes as the title, not content.
fn without_title(markdown: &str) -> &str {
    let start = markdown.len() - markdown.trim_start().len();
    let rest = &markdown[start..];
    if !rest.starts_with("# ") {
        return markdown;
    }
    rest.find('\n').map_or("", |end| &rest[end + 1..])
}

fn is_hangul(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7A3}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korean_counts_syllables() {
        assert_eq!(reading_minutes(&"가".repeat(500)), 1);
        assert_eq!(reading_minutes(&"가나다라마 ".repeat(101)), 2);
    }

    #[test]
    fn english_counts_words() {
        assert_eq!(reading_minutes(&"word ".repeat(230)), 1);
        assert_eq!(reading_minutes(&"word ".repeat(231)), 2);
    }

    /// As Docusaurus counts (`Intl.Segmenter` word-like segments, 200 a minute):
    /// numbers and CJK words count, punctuation and the title do not.
    #[test]
    fn docusaurus_counts_word_like_segments() {
        assert_eq!(docusaurus_minutes(&"word ".repeat(200)), 1);
        assert_eq!(docusaurus_minutes(&"word ".repeat(220)), 2, "1.1 minutes, shown as 2");
        // 201 words are 1.005 minutes, rounded to 1 (JavaScript's float of 100.49999…).
        assert_eq!(docusaurus_minutes(&"word ".repeat(201)), 1);
        assert_eq!(
            docusaurus_minutes(&format!("# {}\n\n{}", "title ".repeat(50), "word, 42. ".repeat(100))),
            1
        );
        assert_eq!(docusaurus_minutes("---\n\n!!!\n"), 0);
        // Chinese without spaces: a word is a dictionary word, not a whole sentence.
        let sentence = "我们今天发布了新的版本。";
        assert!(
            docusaurus_minutes(&sentence.repeat(80)) >= 2,
            "{}",
            docusaurus_minutes(&sentence.repeat(80))
        );
    }

    #[test]
    fn mixed_text_adds_both() {
        let text = format!("{}{}", "쿠버네티스를 ".repeat(100), "cluster ".repeat(115));
        // 500 syllables = 1 minute, 115 words = 0.5 minute
        assert_eq!(reading_minutes(&text), 2);
        assert_eq!(reading_minutes(""), 1);
    }
}
