//! Replacements of byte ranges of a page body, and the way back from the
//! rewritten text to the file: diagnostics about the rewritten Markdown still
//! point at the place the author wrote.

use std::ops::Range;

/// Replacements in a text, applied together.
#[derive(Debug, Clone, Default)]
pub struct Edits {
    list: Vec<(Range<usize>, String)>,
}

impl Edits {
    /// Replaces `range`; ignored where it overlaps a replacement already made.
    pub fn replace(&mut self, range: Range<usize>, text: impl Into<String>) {
        if !self.overlaps(&range) {
            self.list.push((range, text.into()));
        }
    }

    /// Replaces `range` with spaces, keeping line breaks (and so every offset).
    pub fn blank(&mut self, source: &str, range: Range<usize>) {
        let text: String = source.as_bytes()[range.clone()]
            .iter()
            .map(|b| if matches!(b, b'\n' | b'\r') { char::from(*b) } else { ' ' })
            .collect();
        self.replace(range, text);
    }

    pub fn overlaps(&self, range: &Range<usize>) -> bool {
        self.list.iter().any(|(r, _)| r.start < range.end && range.start < r.end)
    }

    /// `source` with every replacement made, and the map back to it.
    pub fn apply(&self, source: &str) -> (String, OffsetMap) {
        let mut list: Vec<&(Range<usize>, String)> = self.list.iter().collect();
        // An insertion (an empty range) before a replacement that starts where it does.
        list.sort_by_key(|(r, _)| (r.start, r.end));
        let mut out = String::with_capacity(source.len());
        let mut map = OffsetMap::default();
        let mut from = 0;
        for (range, text) in list {
            out.push_str(&source[from..range.start]);
            if text.len() != range.len() {
                map.spans.push(Span { text: out.len()..out.len() + text.len(), source: range.clone() });
            }
            out.push_str(text);
            from = range.end;
        }
        out.push_str(&source[from..]);
        (out, map)
    }
}

/// Where each byte of a rewritten text came from.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OffsetMap {
    /// Replacements that changed the length, in order.
    spans: Vec<Span>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Span {
    text: Range<usize>,
    source: Range<usize>,
}

impl OffsetMap {
    /// The offset in the source of offset `at` of the rewritten text; a place
    /// inside a replacement is the start of what it replaced.
    pub fn source(&self, at: usize) -> usize {
        let before = self.spans.partition_point(|s| s.text.start <= at);
        match before.checked_sub(1).map(|i| &self.spans[i]) {
            None => at,
            Some(span) if at < span.text.end => span.source.start,
            Some(span) => span.source.end + (at - span.text.end),
        }
    }

    /// Whether `at` of the rewritten text lies inside a replacement of another length.
    pub fn is_replaced(&self, at: usize) -> bool {
        self.spans.iter().any(|s| s.text.contains(&at))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_lead_back_to_the_source() {
        let source = "ab {x} cd {long} ef";
        let mut edits = Edits::default();
        edits.replace(3..6, "12345");
        edits.replace(10..16, "z");
        edits.replace(4..5, "overlapping, ignored");
        let (text, map) = edits.apply(source);
        assert_eq!(text, "ab 12345 cd z ef");
        assert_eq!(map.source(0), 0);
        assert_eq!(map.source(5), 3, "inside a replacement: its start");
        assert_eq!(map.source(9), 7, "`cd`");
        assert_eq!(map.source(14), 17, "`ef`");
        assert!(map.is_replaced(4) && !map.is_replaced(9));
    }

    /// An insertion where a replacement starts (met on a live site's page,
    /// which panicked): the insertion goes first, whichever was asked first.
    #[test]
    fn an_insertion_and_a_replacement_at_one_place() {
        let mut edits = Edits::default();
        edits.replace(5..6, "X");
        edits.replace(5..5, "Y");
        let (text, map) = edits.apply("0123456789");
        assert_eq!(text, "01234YX6789");
        assert_eq!(map.source(8), 7);
    }

    #[test]
    fn blanking_keeps_the_length() {
        let mut edits = Edits::default();
        edits.blank("가 {\n}", 0..7);
        let (text, map) = edits.apply("가 {\n}");
        assert_eq!(text.len(), 7);
        assert_eq!(text.matches('\n').count(), 1);
        assert_eq!(map, OffsetMap::default());
    }
}
