//! What Docusaurus 3 does to an MDX file before MDX reads it, done here with
//! edits that keep every byte where it was (so offsets still point into the
//! file): ```` ```mdx-code-block ```` fences are unwrapped (their content is
//! MDX), a heading's `{#custom-id}` is taken out and remembered, and HTML
//! comments become JSX comments (`<!-- x -->` → `{/* x */}`), which MDX 3
//! alone would reject. Admonitions are read from lines later, as for `.md`.
//! A heading's other `{#` (`## a {#b]`, no id) is text, as Docusaurus escapes
//! it: its brace becomes [`LITERAL_BRACE`], which the tree turns back.

use std::collections::BTreeMap;

use crate::markdown::fence_of;

/// The body with Docusaurus' additions turned into plain MDX, and the custom
/// heading ids by the offset of their heading's line.
pub struct Preprocessed {
    pub text: String,
    pub heading_ids: BTreeMap<usize, String>,
}

pub fn preprocess(body: &str) -> Preprocessed {
    let mut text = body.as_bytes().to_vec();
    let mut heading_ids = BTreeMap::new();
    // A code fence open (its char and length); the `mdx-code-block` fences around this line,
    // innermost last: their content is MDX, so fences (other such blocks too) open inside them.
    let mut fence: Option<(char, usize)> = None;
    let mut unwrapped: Vec<(char, usize)> = Vec::new();
    // The lines of code fences (not MDX), for the tag pass below.
    let mut code = Vec::new();
    let mut at = 0;
    for line in body.split_inclusive('\n') {
        let start = at;
        at += line.len();
        let content = line.trim_end_matches(['\n', '\r']);
        let trimmed = content.trim_start();
        let indent = content.len() - trimmed.len();
        let closes = |(c, len): (char, usize)| {
            fence_of(trimmed).is_some_and(|(c2, len2, info)| c2 == c && len2 >= len && info.is_empty())
        };
        if let Some(open) = fence {
            if closes(open) {
                fence = None;
            }
            code.push(start..at);
            continue;
        }
        if let Some(&open) = unwrapped.last()
            && closes(open)
        {
            unwrapped.pop();
            blank(&mut text, start + indent..start + content.len());
            code.push(start..at);
            continue;
        }
        if let Some((c, len, info)) = fence_of(trimmed) {
            if info.split_whitespace().next() == Some("mdx-code-block") {
                unwrapped.push((c, len));
                blank(&mut text, start + indent..start + content.len());
            } else {
                fence = Some((c, len));
            }
            code.push(start..at);
            continue;
        }
        if let Some((id, range)) = heading_id(trimmed) {
            heading_ids.insert(start, id.to_string());
            blank(&mut text, start + indent + range.start..start + indent + range.end);
            continue;
        }
        if let Some(brace) = unclosed_heading_id(trimmed) {
            text[start + indent + brace] = LITERAL_BRACE;
        }
        comments_to_jsx(&mut text, start, content);
    }
    initializers_next_to_values(&mut text, &code);
    Preprocessed { text: String::from_utf8(text).expect("only ASCII was replaced"), heading_ids }
}

/// `<a name = "x">`: JSX (and MDX 3) allow white space after an attribute's
/// `=`, which markdown-rs 1.0 reads as no tag (its closing tag is then "an
/// unexpected closing slash"). The `=` moves to just before the value, the
/// white space before it, which markdown-rs reads; every other byte stays.
/// Tags are found outside code fences and inline code; quotes and braces in a
/// tag are skipped whole.
fn initializers_next_to_values(text: &mut [u8], code: &[std::ops::Range<usize>]) {
    let mut i = 0;
    let mut fences = code.iter().peekable();
    while i < text.len() {
        while fences.peek().is_some_and(|r| r.end <= i) {
            fences.next();
        }
        if let Some(r) = fences.peek().filter(|r| r.contains(&i)) {
            i = r.end;
            continue;
        }
        match text[i] {
            b'`' => {
                let run = text[i..].iter().take_while(|&&b| b == b'`').count();
                let closing = (i + run..text.len().saturating_sub(run - 1)).find(|&j| {
                    text[j..j + run].iter().all(|&b| b == b'`') && text.get(j + run) != Some(&b'`')
                });
                i = closing.map_or(i + run, |j| j + run);
            }
            b'<' if text.get(i + 1).is_some_and(|b| b.is_ascii_alphabetic()) => i = tag_end(text, i + 1),
            _ => i += 1,
        }
    }
}

/// Walks a JSX tag from just after its `<` to just after its `>`, moving each
/// `=` that white space separates from its value next to the value.
fn tag_end(text: &mut [u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < text.len() {
        match text[i] {
            quote @ (b'"' | b'\'') if depth == 0 => {
                i += 1 + text[i + 1..].iter().position(|&b| b == quote).unwrap_or(text.len() - i - 1);
                i += 1;
            }
            b'{' => {
                depth += 1;
                i += 1;
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            b'>' if depth == 0 => return i + 1,
            b'=' if depth == 0 => {
                let gap = text[i + 1..].iter().take_while(|b| b.is_ascii_whitespace()).count();
                let value = text.get(i + 1 + gap).is_some_and(|b| matches!(b, b'"' | b'\'' | b'{'));
                if gap > 0 && value {
                    text[i] = b' ';
                    text[i + gap] = b'=';
                }
                i += 1 + gap;
            }
            _ => i += 1,
        }
    }
    text.len()
}

fn blank(text: &mut [u8], range: std::ops::Range<usize>) {
    text[range].iter_mut().for_each(|b| *b = b' ');
}

/// The id and the range (in the line) of ` {#id}` at the end of an ATX heading.
fn heading_id(line: &str) -> Option<(&str, std::ops::Range<usize>)> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    if !(1..=6).contains(&hashes) || !line[hashes..].starts_with([' ', '\t']) {
        return None;
    }
    let end = line.trim_end().len();
    let open = line[..end].rfind('{')?;
    let inside = line[open + 1..end].strip_suffix('}')?;
    // `{#id}`, or Docusaurus 3's comment form `{/* #id */}` (spaces allowed), which MDX tools parse.
    let id = match inside.trim().strip_prefix("/*").and_then(|c| c.strip_suffix("*/")) {
        Some(comment) => comment.trim().strip_prefix('#')?,
        None => inside.strip_prefix('#')?,
    };
    let valid = !id.is_empty() && !id.contains(|c: char| c.is_whitespace() || c == '{' || c == '}');
    valid.then_some((id, open..end))
}

/// Stands for a `{` that MDX must read as text (one byte, as the brace, so
/// offsets hold); the tree gives it back as `{`.
pub const LITERAL_BRACE: u8 = 0x01;

/// Where, in an ATX heading that has no custom id, the first `{#` outside
/// code is: Docusaurus escapes it (`\{#`) before MDX reads the file, so a
/// mistyped id (`## Headers {#headers]`) is the heading's text, not an
/// expression that never closes.
fn unclosed_heading_id(line: &str) -> Option<usize> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    if !(1..=6).contains(&hashes) || !line[hashes..].starts_with([' ', '\t']) {
        return None;
    }
    let mut in_code = false;
    let bytes = line.as_bytes();
    (hashes..bytes.len().saturating_sub(1)).find(|&i| {
        in_code ^= bytes[i] == b'`';
        !in_code && bytes[i] == b'{' && bytes[i + 1] == b'#'
    })
}

/// Turns the HTML comments that start on this line into JSX comments of the
/// same length (a comment may run over several lines; its end is found in
/// the rest of the text). Code spans on the line are left alone.
fn comments_to_jsx(text: &mut [u8], start: usize, content: &str) {
    let mut ticks = 0usize;
    let bytes = content.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'`' {
            let run = bytes[i..].iter().take_while(|&&b| b == b'`').count();
            ticks = if ticks == 0 {
                run
            } else if ticks == run {
                0
            } else {
                ticks
            };
            i += run;
            continue;
        }
        if ticks == 0 && text[start + i..].starts_with(b"<!--") {
            let from = start + i;
            let Some(close) = find(&text[from + 4..], b"-->") else { return };
            let to = from + 4 + close;
            text[from..from + 4].copy_from_slice(b"{/* ");
            // A `*/` inside would end the JSX comment early.
            for j in from + 4..to.saturating_sub(1) {
                if text[j] == b'*' && text[j + 1] == b'/' {
                    text[j + 1] = b' ';
                }
            }
            text[to..to + 3].copy_from_slice(b"*/}");
            if to + 3 > start + bytes.len() {
                return; // the rest of the comment's lines were rewritten with it
            }
            i = to + 3 - start;
            continue;
        }
        i += 1;
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_every_offset() {
        let body = "## 설치 {#install}\n\n<!-- truncate -->\n\n````mdx-code-block\n<Tabs>\n````\n\n`<!-- kept -->`\n";
        let p = preprocess(body);
        assert_eq!(p.text.len(), body.len());
        assert_eq!(p.heading_ids.get(&0).map(String::as_str), Some("install"));
        assert!(p.text.starts_with(&format!("## 설치{}\n", " ".repeat(11))));
        assert!(p.text.contains("{/*  truncate */}"));
        assert!(p.text.contains("\n                  \n<Tabs>\n    \n"));
        assert!(p.text.contains("`<!-- kept -->`"));
    }

    /// JSX allows white space after `=`; markdown-rs 1.0 does not, so the `=`
    /// moves next to the value (every byte stays in place). Code fences,
    /// inline code and text outside tags keep theirs.
    #[test]
    fn initializers_move_next_to_their_values_in_tags_only() {
        let body = "<a name = \"x\" t= {1 >= 0} u =\n  'y'>a = b</a> `<b c = \"d\">`\n\n```js\n<b c = \"d\" />\n```\n";
        let p = preprocess(body);
        assert_eq!(
            p.text,
            "<a name  =\"x\" t ={1 >= 0} u  \n ='y'>a = b</a> `<b c = \"d\">`\n\n```js\n<b c = \"d\" />\n```\n"
        );
    }

    /// A ```` ````mdx-code-block ```` around tabs whose tab holds its own
    /// ```` ```mdx-code-block ```` (an import and a component) and a shell
    /// block: both are unwrapped, as Docusaurus unwraps 3- and 4-backtick
    /// blocks; the shell block stays code.
    #[test]
    fn blocks_inside_an_unwrapped_block_are_unwrapped_too() {
        let body = "````mdx-code-block\n<Tabs>\n\n```mdx-code-block\nimport A from './a'\n\n<A />\n```\n\n```shell\n## not {#an-id}\n```\n\n## Yes {#yes}\n</Tabs>\n````\n";
        let p = preprocess(body);
        assert_eq!(p.text.len(), body.len());
        assert!(
            p.text.contains(&format!("\n{}\nimport A from './a'\n\n<A />\n   \n", " ".repeat(17))),
            "{}",
            p.text
        );
        assert!(p.text.contains("```shell\n## not {#an-id}\n```"), "{}", p.text);
        assert_eq!(p.heading_ids.values().collect::<Vec<_>>(), ["yes"]);
        assert!(p.text.ends_with("</Tabs>\n    \n"), "{}", p.text);
    }

    /// Docusaurus escapes a heading's `{#` that is no id; its text keeps it.
    #[test]
    fn a_heading_brace_that_is_no_id_is_text() {
        let body = "## Headers {#headers]\n\n## `{#a]` {#b]\n\n{#c]\n";
        let p = preprocess(body);
        assert!(p.heading_ids.is_empty());
        assert_eq!(p.text, body.replacen("{#headers", "\u{1}#headers", 1).replacen("{#b", "\u{1}#b", 1));
    }

    #[test]
    fn ids_and_comments_inside_code_stay() {
        let body = "```md\n## a {#b}\n<!-- c -->\n```\n";
        let p = preprocess(body);
        assert_eq!(p.text, body);
        assert!(p.heading_ids.is_empty());
    }

    #[test]
    fn comments_over_lines_and_with_stars() {
        let p = preprocess("a <!-- x */ y\nz --> b\n");
        assert_eq!(p.text, "a {/*  x *  y\nz */} b\n");
    }
}
