//! Heading ids compatible with github-slugger, the slugger Docusaurus uses.

use std::collections::HashMap;

/// Turns heading text into ids, making repeated ones unique with `-1`, `-2`, …
#[derive(Debug, Default)]
pub struct Slugger {
    occurrences: HashMap<String, usize>,
}

impl Slugger {
    /// The id for `text`, unique within this slugger.
    pub fn slug(&mut self, text: &str) -> String {
        self.unique(slugify(text))
    }

    /// Records an id chosen by the author (`{#id}`) so later slugs avoid it.
    pub fn reserve(&mut self, id: &str) {
        self.occurrences.entry(id.to_string()).or_insert(0);
    }

    fn unique(&mut self, base: String) -> String {
        let mut result = base.clone();
        while self.occurrences.contains_key(&result) {
            let count = self.occurrences.get_mut(&base).expect("base was recorded");
            *count += 1;
            result = format!("{base}-{count}");
        }
        self.occurrences.insert(result.clone(), 0);
        result
    }
}

/// Lower-cases, drops punctuation, symbols, control and format characters,
/// and turns spaces into `-`. What github-slugger keeps is kept: letters,
/// marks (a variation selector, a combining accent), decimal and letter
/// numbers, connector punctuation (`_`) and `-`; so Hangul stays as it is.
pub fn slugify(text: &str) -> String {
    use unicode_properties::{GeneralCategoryGroup as Group, UnicodeGeneralCategory};
    text.to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' => Some(c),
            // Circled and other letters Unicode files under symbols (`Ⓐ`) are alphabetic.
            c if c.is_alphabetic() => Some(c),
            c => match c.general_category_group() {
                Group::Letter | Group::Mark => Some(c),
                Group::Number => {
                    (c.general_category() != unicode_properties::GeneralCategory::OtherNumber).then_some(c)
                }
                Group::Punctuation => (c.general_category()
                    == unicode_properties::GeneralCategory::ConnectorPunctuation)
                    .then_some(c),
                _ => None,
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slugs `headings` in order with one slugger, as one page's headings are.
    fn slugs(headings: &[&str], reserved: &[&str]) -> Vec<String> {
        let mut slugger = Slugger::default();
        reserved.iter().for_each(|id| slugger.reserve(id));
        headings.iter().map(|heading| slugger.slug(heading)).collect()
    }

    #[test]
    fn matches_github_slugger() {
        let (headings, expected): (Vec<&str>, Vec<&str>) = [
            ("Hello World!", "hello-world"),
            ("가상 머신 만들기", "가상-머신-만들기"),
            ("OpenStack CLI로 만들기 (선택)", "openstack-cli로-만들기-선택"),
            ("a.b/c?", "abc"),
            ("  two  spaces ", "--two--spaces-"),
            ("snake_case-and-dash", "snake_case-and-dash"),
            // An emoji goes, the variation selector after it stays (a mark).
            ("Installation 🛠\u{fe0f}", "installation-\u{fe0f}"),
            // Superscripts and fractions go; letter numbers and circled letters stay.
            ("x² ½ Ⅻ Ⓐ", "x--ⅻ-ⓐ"),
            // Joiners and no-break spaces go; connector punctuation stays.
            ("a\u{200d}b\u{a0}c a‿b", "abc-a‿b"),
        ]
        .into_iter()
        .unzip();
        assert_eq!(slugs(&headings, &[]), expected);
    }

    #[test]
    fn repeated_headings_get_numbered() {
        assert_eq!(
            slugs(&["설치", "설치", "설치", "custom"], &["custom"]),
            ["설치", "설치-1", "설치-2", "custom-1"]
        );
    }
}
