//! A page's description, as its head (`description`, `og:description`,
//! `twitter:description`), llms.txt and its Markdown twin show it: cut to
//! about what a search result shows, so a long first paragraph (or a 20 MB
//! one) never becomes a tag as long as the page.

/// The most characters a description keeps, the ellipsis included (search
/// engines show about this many; Docusaurus users expect a sentence or two).
pub const MAX_CHARS: usize = 160;

/// `text` as it is when it has at most [`MAX_CHARS`] characters; else its
/// whitespace runs made single spaces and cut to [`MAX_CHARS`] characters on
/// a character boundary, at a space when there is one in the last quarter,
/// with `…` where it was cut.
pub fn cut(text: &str) -> String {
    if text.char_indices().nth(MAX_CHARS).is_none() {
        return text.to_string();
    }
    let mut words = text.split_whitespace();
    let mut out = String::new();
    let mut chars = 0;
    let Some(first) = words.next() else { return out };
    for (i, word) in std::iter::once(first).chain(words).enumerate() {
        let separator = usize::from(i > 0);
        let length = word.chars().count();
        if chars + separator + length <= MAX_CHARS {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(word);
            chars += separator + length;
            continue;
        }
        // The word does not fit: end at the last space if that keeps most of the text, else inside the word.
        if chars < MAX_CHARS * 3 / 4 {
            if i > 0 {
                out.push(' ');
                chars += 1;
            }
            out.extend(word.chars().take((MAX_CHARS - 1).saturating_sub(chars)));
        }
        while out.chars().count() > MAX_CHARS - 1 {
            out.pop();
        }
        let kept =
            out.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':' | '·'));
        let mut cut = kept.to_string();
        cut.push('…');
        return cut;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_descriptions_stay_as_written() {
        assert_eq!(cut("가상 머신을 만드는 방법"), "가상 머신을 만드는 방법");
        assert_eq!(cut("two\nlines"), "two\nlines");
        assert_eq!(cut(""), "");
        let exact = "가".repeat(MAX_CHARS);
        assert_eq!(cut(&exact), exact);
    }

    #[test]
    fn long_korean_text_is_cut_at_a_space_on_a_character_boundary() {
        let sentence = "오픈스택 인스턴스를 만들고 보안 그룹을 설정하는 방법을 차례대로 설명합니다. ";
        let long = sentence.repeat(10);
        let cut = cut(&long);
        assert!(cut.chars().count() <= MAX_CHARS, "{}", cut.chars().count());
        assert!(cut.chars().count() > MAX_CHARS * 3 / 4);
        assert!(cut.ends_with('…'));
        let kept = cut.trim_end_matches('…');
        assert!(long.starts_with(kept), "a prefix of the text: {cut}");
        assert!(long[kept.len()..].starts_with([' ', '.']), "cut between words: {cut}");
    }

    #[test]
    fn one_huge_word_is_cut_inside_it() {
        let huge = "가".repeat(20 * 1024 * 1024 / 3);
        let cut = cut(&huge);
        assert_eq!(cut.chars().count(), MAX_CHARS);
        assert_eq!(cut, format!("{}…", "가".repeat(MAX_CHARS - 1)));
    }
}
