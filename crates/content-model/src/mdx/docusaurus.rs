//! What Docusaurus 3 does to an MDX file before MDX reads it, done here with
//! edits that keep every byte where it was (so offsets still point into the
//! file): ```` ```mdx-code-block ```` fences are unwrapped (their content is
//! MDX), a heading's `{#custom-id}` is taken out and remembered, and HTML
//! comments become JSX comments (`<!-- x -->` → `{/* x */}`), which MDX 3
//! alone would reject. Admonitions are read from lines later, as for `.md`.

use std::collections::BTreeMap;

/// The body with Docusaurus' additions turned into plain MDX, and the custom
/// heading ids by the offset of their heading's line.
pub struct Preprocessed {
    pub text: String,
    pub heading_ids: BTreeMap<usize, String>,
}

pub fn preprocess(body: &str) -> Preprocessed {
    let mut text = body.as_bytes().to_vec();
    let mut heading_ids = BTreeMap::new();
    let mut fence: Option<(u8, usize, bool)> = None; // (char, length, unwrapped)
    let mut at = 0;
    for line in body.split_inclusive('\n') {
        let start = at;
        at += line.len();
        let content = line.trim_end_matches(['\n', '\r']);
        let trimmed = content.trim_start();
        let indent = content.len() - trimmed.len();
        if let Some((c, len, unwrapped)) = fence {
            let closes =
                fence_of(trimmed).is_some_and(|(c2, len2, info)| c2 == c && len2 >= len && info.is_empty());
            if closes {
                fence = None;
                if unwrapped {
                    blank(&mut text, start + indent..start + content.len());
                }
            }
            continue;
        }
        if let Some((c, len, info)) = fence_of(trimmed) {
            let unwrapped = info.split_whitespace().next() == Some("mdx-code-block");
            fence = Some((c, len, unwrapped));
            if unwrapped {
                blank(&mut text, start + indent..start + content.len());
            }
            continue;
        }
        if let Some((id, range)) = heading_id(trimmed) {
            heading_ids.insert(start, id.to_string());
            blank(&mut text, start + indent + range.start..start + indent + range.end);
            continue;
        }
        comments_to_jsx(&mut text, start, content);
    }
    Preprocessed { text: String::from_utf8(text).expect("only ASCII was replaced"), heading_ids }
}

fn blank(text: &mut [u8], range: std::ops::Range<usize>) {
    text[range].iter_mut().for_each(|b| *b = b' ');
}

/// `(char, length, info string)` of a code fence line.
fn fence_of(line: &str) -> Option<(u8, usize, &str)> {
    let c = *line.as_bytes().first().filter(|&&c| c == b'`' || c == b'~')?;
    let len = line.bytes().take_while(|&x| x == c).count();
    (len >= 3).then(|| (c, len, line[len..].trim()))
}

/// The id and the range (in the line) of ` {#id}` at the end of an ATX heading.
fn heading_id(line: &str) -> Option<(&str, std::ops::Range<usize>)> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    if !(1..=6).contains(&hashes) || !line[hashes..].starts_with([' ', '\t']) {
        return None;
    }
    let end = line.trim_end().len();
    let open = line[..end].rfind("{#")?;
    let id = line[open + 2..end].strip_suffix('}')?;
    let valid = !id.is_empty() && !id.contains(|c: char| c.is_whitespace() || c == '{' || c == '}');
    valid.then_some((id, open..end))
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
