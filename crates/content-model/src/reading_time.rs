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

    #[test]
    fn mixed_text_adds_both() {
        let text = format!("{}{}", "쿠버네티스를 ".repeat(100), "cluster ".repeat(115));
        // 500 syllables = 1 minute, 115 words = 0.5 minute
        assert_eq!(reading_minutes(&text), 2);
        assert_eq!(reading_minutes(""), 1);
    }
}
