//! Docusaurus 2 read `.md` and `.mdx` as MDX 1, which took `{` and `}` in
//! prose as text, a `<` that opens no tag as text, and kept `<https://…>`
//! autolinks. MDX 3 rejects all three, so a Docusaurus 2 site that built is
//! full of bodies Docusaurus 3 stops at. Such a body is mended here the way
//! MDX 1 read it, one syntax error at a time: the braces of the block the
//! error is in are escaped, the `<` at fault becomes `&lt;` (an autolink, a
//! link), and a tag that MDX 3 wants closed within its paragraph
//! (`<details><summary>…</summary>` on one line) starts a line of its own.
//! A block MDX 1 rendered only when a condition held, written as an
//! expression around Markdown (`{props.debug && <div>` … `</div>}`, blank
//! lines inside), becomes the element inside the theme's conditional
//! component ([`WHEN`]), whose children MDX 3 reads as Markdown too.
//! A block indented four spaces after a blank line, which MDX 1 read as code
//! and MDX 3 reads as prose (JSX in it stopped a Docusaurus 2 site's post),
//! becomes the fenced code block it was.
//! A body that still fails after that keeps its first error.

use std::ops::Range;

use super::edits::{Edits, OffsetMap};
use super::tree::SyntaxError;

/// At most this many errors are mended in one body: past that, it is no MDX 1
/// either. Each round mends at least one `<` or `{`, so a body has at most as
/// many rounds as it has of those (a list of 36 autolinks takes 36).
const ROUNDS: usize = 512;

/// A body MDX 3 reads once mended: the text it reads, the way back to the
/// file, and where (in the body) the first mend is.
#[derive(Debug)]
pub struct Mended {
    pub text: String,
    pub map: OffsetMap,
    pub first: usize,
    pub mends: usize,
}

/// Mends `body` until `parse` (MDX 3's parse of a text: its expressions in
/// prose, or its first syntax error, at offsets of that text) finds nothing
/// to mend; `None` when there was nothing to mend or a body cannot be mended.
pub fn mend(
    body: &str,
    mut parse: impl FnMut(&str) -> Result<Vec<Range<usize>>, SyntaxError>,
) -> Option<Mended> {
    let mut edits = Edits::default();
    let (mut first, mut mends) = (usize::MAX, 0);
    for at in conditional_blocks(body, &mut edits).into_iter().chain(indented_code(body, &mut edits)) {
        first = first.min(at);
        mends += 1;
    }
    // And one more, whose parse finds nothing left to mend.
    let rounds = (body.bytes().filter(|b| matches!(b, b'<' | b'{')).count() + 1).min(ROUNDS);
    for _ in 0..rounds {
        let (text, map) = edits.apply(body);
        let error = match parse(&text) {
            Ok(expressions) if expressions.is_empty() => {
                return (mends > 0).then_some(Mended { text, map, first, mends });
            }
            // MDX 1 ran no code in prose: `{name}` there is text.
            Ok(expressions) => {
                for range in expressions {
                    let (open, close) = (map.source(range.start), map.source(range.end - 1));
                    edits.replace(open..open + 1, "\\{");
                    edits.replace(close..close + 1, "\\}");
                    first = first.min(open);
                    mends += 1;
                }
                continue;
            }
            Err(error) => error,
        };
        let at = map.source(error.at);
        let mended = match unclosed_tag(&text, &error.message) {
            Some(tag) => own_line(body, map.source(tag), &mut edits),
            None => culprit(body, at, &edits).and_then(|(place, c)| match c {
                b'{' => escape_braces(body, block(body, place), &mut edits),
                _ => text_for_angle(body, place, &mut edits),
            }),
        }?;
        first = first.min(mended);
        mends += 1;
    }
    None
}

/// The component MDX 1's conditional blocks become: it shows its children
/// when its `when` is truthy (ui/src/docusaurus/MDX1When.tsx; codegen
/// provides it under this name, which no author's JSX binds).
pub const WHEN: &str = "_MDX1When";

/// MDX 1's conditional blocks: a line `{condition && <tag …>` and, below it
/// after a blank line, the line `</tag>}`, made `<_MDX1When when={condition}><tag …>`
/// and `</tag></_MDX1When>`. Returns where each begins.
fn conditional_blocks(body: &str, edits: &mut Edits) -> Vec<usize> {
    let lines: Vec<(usize, &str)> = body
        .split_inclusive('\n')
        .scan(0, |at, line| {
            let start = *at;
            *at += line.len();
            Some((start, line.trim_end_matches(['\n', '\r'])))
        })
        .collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (start, line) = lines[i];
        let Some((condition, tag, open_at)) = conditional_opening(line) else {
            i += 1;
            continue;
        };
        let closing = format!("</{tag}>");
        let end = lines[i + 1..].iter().position(|(_, l)| {
            let l = l.trim();
            l.strip_prefix(closing.as_str()).is_some_and(|rest| rest.trim() == "}")
        });
        let Some(end) = end.map(|k| i + 1 + k) else {
            i += 1;
            continue;
        };
        if !lines[i + 1..end].iter().any(|(_, l)| l.trim().is_empty()) {
            // Without a blank line MDX 3 reads it as the expression it is.
            i = end + 1;
            continue;
        }
        let brace = start + line.find('{').expect("matched");
        edits.replace(brace..start + open_at, format!("<{WHEN} when={{{condition}}}>"));
        let (close_start, close_line) = lines[end];
        let brace_close = close_start + close_line.rfind('}').expect("matched");
        edits.replace(brace_close..brace_close + 1, format!("</{WHEN}>"));
        found.push(brace);
        i = end + 1;
    }
    found
}

/// MDX 1's indented code blocks outside lists and quotes (CommonMark's, which
/// MDX 3 turned off), fenced, their four columns of indent taken off. Returns
/// where each begins.
fn indented_code(body: &str, edits: &mut Edits) -> Vec<usize> {
    use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag};
    let mut found = Vec::new();
    let mut depth = 0usize;
    for (event, range) in Parser::new(body).into_offset_iter() {
        match event {
            Event::Start(Tag::List(_) | Tag::Item | Tag::BlockQuote(_)) => depth += 1,
            Event::End(
                pulldown_cmark::TagEnd::List(_)
                | pulldown_cmark::TagEnd::Item
                | pulldown_cmark::TagEnd::BlockQuote(_),
            ) => depth = depth.saturating_sub(1),
            Event::Start(Tag::CodeBlock(CodeBlockKind::Indented)) if depth == 0 => {
                let start = body[..range.start].rfind('\n').map_or(0, |i| i + 1);
                let block = &body[start..range.end];
                let longest =
                    block.lines().map(|l| l.trim_start().bytes().take_while(|b| *b == b'`').count()).max();
                let fence = "`".repeat(longest.unwrap_or(0).max(2) + 1);
                edits.replace(start..start, format!("{fence}\n"));
                let mut at = start;
                for line in block.split_inclusive('\n') {
                    let indent = if line.starts_with('\t') {
                        1
                    } else {
                        line.bytes().take(4).take_while(|b| *b == b' ').count()
                    };
                    edits.replace(at..at + indent, "");
                    at += line.len();
                }
                let close = if body[..range.end].ends_with('\n') {
                    format!("{fence}\n")
                } else {
                    format!("\n{fence}\n")
                };
                edits.replace(range.end..range.end, close);
                found.push(start);
            }
            _ => {}
        }
    }
    found
}

/// `{condition && <tag …>` (the tag left open): the condition, the tag's
/// name and the offset of its `<` in the line.
fn conditional_opening(line: &str) -> Option<(&str, &str, usize)> {
    let trimmed = line.trim();
    let inner = trimmed.strip_prefix('{')?;
    let (condition, rest) = inner.split_once("&&")?;
    let rest = rest.trim_start();
    if !rest.starts_with('<') || !rest.ends_with('>') || rest.ends_with("/>") || rest[1..].contains('<') {
        return None;
    }
    let name_end = rest[1..].find(|c: char| !(c.is_alphanumeric() || c == '.' || c == '-' || c == '_'))? + 1;
    let tag = &rest[1..name_end];
    let condition = condition.trim();
    if tag.is_empty() || condition.is_empty() || condition.contains(['{', '}']) {
        return None;
    }
    let open_at = line.len() - line.trim_start().len() + (trimmed.len() - rest.len());
    Some((condition, tag, open_at))
}

/// The offset in `text` of the tag named by markdown-rs's "Expected a closing
/// tag for `<x>` (line:column) before the end of `Paragraph`".
fn unclosed_tag(text: &str, message: &str) -> Option<usize> {
    let rest = message.strip_prefix("Expected a closing tag for `<")?;
    let (place, _) = rest.split_once(") before the end of `Paragraph`")?;
    let (line, column) = place.rsplit_once('(')?.1.split_once(':')?;
    let (line, column): (usize, usize) = (line.parse().ok()?, column.parse().ok()?);
    let start: usize = text.split_inclusive('\n').take(line.checked_sub(1)?).map(str::len).sum();
    let at = start + column.checked_sub(1)?;
    (text.as_bytes().get(at) == Some(&b'<')).then_some(at)
}

/// A tag that starts its line gets a line of its own (MDX 3 then reads it as
/// a block, closed anywhere below); one inside a sentence becomes text.
fn own_line(body: &str, tag: usize, edits: &mut Edits) -> Option<usize> {
    let line_start = body[..tag].rfind('\n').map_or(0, |i| i + 1);
    let line_end = body[tag..].find('\n').map_or(body.len(), |i| tag + i);
    if !body[line_start..tag].trim().is_empty() {
        return text_for_angle(body, tag, edits);
    }
    let close = tag + body[tag..line_end].find('>')?;
    if body[close + 1..line_end].trim().is_empty() {
        return None; // already alone on its line: nothing to mend
    }
    // The same one-line opening elsewhere in the body would stop MDX 3 in turn.
    let opening = &body[tag..close + 1];
    let name: String = opening[1..].chars().take_while(|c| c.is_alphanumeric() || *c == '-').collect();
    let closing = format!("</{name}>");
    let mut at = 0;
    for line in body.split_inclusive('\n') {
        let (start, content) = (at, line.trim_end_matches(['\n', '\r']));
        at += line.len();
        let indent = content.len() - content.trim_start().len();
        let rest = &content[indent..];
        if rest.starts_with(opening) && !rest[opening.len()..].trim().is_empty() && !rest.contains(&closing) {
            let after = start + indent + opening.len();
            edits.replace(after..after, format!("\n{}", &content[..indent]));
        }
    }
    Some(tag)
}

/// The last `{` or `<` at or before `at` in its block that is not in a code
/// span nor already mended: the construct MDX 3 failed in.
fn culprit(body: &str, at: usize, edits: &Edits) -> Option<(usize, u8)> {
    let at = at.min(body.len());
    let block = block(body, at);
    let bytes = body.as_bytes();
    let open = |i: &usize| matches!(bytes[*i], b'{' | b'<') && !edits.overlaps(&(*i..*i + 1));
    let before = prose_offsets(body, block.start..at.max(block.start + 1).min(block.end));
    let found = before.into_iter().rfind(open).or_else(|| Some(at).filter(|at| *at < body.len() && open(at)));
    found.map(|i| (i, bytes[i]))
}

/// The offsets in `range` of `body` outside code spans and not escaped by a backslash.
fn prose_offsets(body: &str, range: Range<usize>) -> Vec<usize> {
    let bytes = body.as_bytes();
    let mut offsets = Vec::new();
    let mut ticks = 0;
    let mut i = range.start;
    while i < range.end {
        match bytes[i] {
            b'`' => {
                let run = bytes[i..].iter().take_while(|&&b| b == b'`').count();
                ticks = match ticks {
                    0 => run,
                    open if open == run => 0,
                    open => open,
                };
                i += run;
                continue;
            }
            b'\n' => ticks = 0,
            b'\\' => i += 1,
            _ if ticks == 0 => offsets.push(i),
            _ => {}
        }
        i += 1;
    }
    offsets
}

/// The lines around `at` up to a blank line or a code fence (a blank line at
/// `at` belongs to the block above it, where an expression left open ends).
fn block(body: &str, at: usize) -> Range<usize> {
    let is_edge = |line: &str| {
        let line = line.trim_start_matches(|c: char| c.is_whitespace() || c == '>');
        line.is_empty() || line.starts_with("```") || line.starts_with("~~~")
    };
    let mut lines: Vec<Range<usize>> = Vec::new();
    let mut start = 0;
    for line in body.split_inclusive('\n') {
        lines.push(start..start + line.len());
        start += line.len();
    }
    let Some(mut index) = lines.iter().position(|l| l.contains(&at)).or(lines.len().checked_sub(1)) else {
        return 0..0;
    };
    if is_edge(&body[lines[index].clone()]) && index > 0 {
        index -= 1;
    }
    let (mut first, mut last) = (index, index);
    while first > 0 && !is_edge(&body[lines[first - 1].clone()]) {
        first -= 1;
    }
    while last + 1 < lines.len() && !is_edge(&body[lines[last + 1].clone()]) {
        last += 1;
    }
    lines[first].start..lines[last].end
}

/// Every `{` and `}` of `range` outside code spans, escaped; its first's offset.
fn escape_braces(body: &str, range: Range<usize>, edits: &mut Edits) -> Option<usize> {
    let mut first = None;
    let tags = tag_spans(body, range.clone());
    for i in prose_offsets(body, range) {
        // A tag's attribute values are JavaScript in MDX 1 as well.
        if tags.iter().any(|tag| tag.contains(&i)) {
            continue;
        }
        let escaped = match body.as_bytes()[i] {
            b'{' => "\\{",
            b'}' => "\\}",
            _ => continue,
        };
        if !edits.overlaps(&(i..i + 1)) {
            edits.replace(i..i + 1, escaped);
            first.get_or_insert(i);
        }
    }
    first
}

/// The tags (`<td rowspan={2}>`, `</td>`) that start in `range`: from `<`
/// and a letter or `/` to the `>` outside quotes and braces.
fn tag_spans(body: &str, range: Range<usize>) -> Vec<Range<usize>> {
    let bytes = body.as_bytes();
    let mut spans = Vec::new();
    let mut i = range.start;
    while i + 1 < range.end {
        if bytes[i] != b'<' || !(bytes[i + 1].is_ascii_alphabetic() || bytes[i + 1] == b'/') {
            i += 1;
            continue;
        }
        let (mut depth, mut quote, mut end) = (0usize, None, None);
        // A tag may close past the block (`>` alone on a line reads like an empty quote line).
        for (j, &b) in bytes.iter().enumerate().skip(i + 1) {
            match (quote, b) {
                (Some(q), _) if b == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(b),
                (None, b'{') => depth += 1,
                (None, b'}') => depth = depth.saturating_sub(1),
                (None, b'>') if depth == 0 => {
                    end = Some(j + 1);
                    break;
                }
                (None, b'\n') if depth == 0 && bytes.get(j + 1) == Some(&b'\n') => break,
                _ => {}
            }
        }
        match end {
            Some(end) => {
                spans.push(i..end);
                i = end;
            }
            None => i += 1,
        }
    }
    spans
}

/// The `<` at `at` as text: an autolink (`<https://…>`, `<name@host>`) as the
/// link MDX 1 made of it, anything else as `&lt;`.
fn text_for_angle(body: &str, at: usize, edits: &mut Edits) -> Option<usize> {
    if let Some((end, url)) = autolink(&body[at..]) {
        edits.replace(
            at..at + end,
            format!("[{url}]({})", if url.contains(':') { url.to_string() } else { format!("mailto:{url}") }),
        );
    } else {
        edits.replace(at..at + 1, "&lt;");
        // The block's other `<`s that open no tag would each stop MDX 3 in turn.
        let range = block(body, at);
        for (i, _) in body[range.clone()].match_indices('<') {
            let next = body[range.start + i + 1..].chars().next();
            if !next.is_some_and(|c| c.is_alphabetic() || matches!(c, '/' | '>' | '!' | '_' | '$')) {
                edits.replace(range.start + i..range.start + i + 1, "&lt;");
            }
        }
    }
    Some(at)
}

/// CommonMark's autolink at the start of `text`: its length and what it links.
fn autolink(text: &str) -> Option<(usize, &str)> {
    let inner = text.strip_prefix('<')?;
    let end = inner.find(|c: char| c == '>' || c == '<' || c.is_whitespace())?;
    if inner.as_bytes()[end] != b'>' {
        return None;
    }
    let target = &inner[..end];
    let uri = target.split_once(':').is_some_and(|(scheme, _)| {
        (2..=32).contains(&scheme.len())
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-'))
    });
    let email = target
        .split_once('@')
        .is_some_and(|(name, host)| !name.is_empty() && host.contains('.') && !target.contains(':'));
    (uri || email).then_some((end + 2, target))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// MDX 3's reading of `text`, as the build parses it.
    fn mdx3(text: &str) -> Result<Vec<Range<usize>>, SyntaxError> {
        crate::mdx::tree::prose_expressions(text, false)
    }

    fn mended(body: &str) -> Mended {
        assert!(!matches!(mdx3(body), Ok(e) if e.is_empty()), "MDX 3 reads this already: {body}");
        mend(body, mdx3).expect("mended")
    }

    /// JSX written as code by indenting it (a Docusaurus 2 post's example) is
    /// the code block MDX 1 made of it; one in a list is the list's, left alone.
    #[test]
    fn an_indented_block_is_the_code_it_was() {
        let body = "예시입니다.\n\n    <Avatar rounded\n      {...props} />\n    ```\n\n끝\n\n- 항목\n\n      안쪽\n";
        // MDX 3 reads it, as an element: MDX 1 showed the code.
        let m = mend(body, mdx3).expect("mended");
        assert_eq!(
            m.text,
            "예시입니다.\n\n````\n<Avatar rounded\n  {...props} />\n```\n````\n\n끝\n\n- 항목\n\n      안쪽\n"
        );
        assert!(matches!(mdx3(&m.text), Ok(e) if e.is_empty()), "{}", m.text);
        // Back to the file: the code's first letter is where the author wrote it.
        let code = m.text.find("<Avatar").unwrap();
        assert_eq!(m.map.source(code), body.find("<Avatar").unwrap());
    }

    #[test]
    fn braces_in_prose_are_text() {
        let m = mended(
            "설정은 이렇습니다.\n\n응답: {\"status\": 200, \"body\": {\"id\": 1}}\n\n`{code}` 그대로\n",
        );
        assert_eq!(
            m.text,
            "설정은 이렇습니다.\n\n응답: \\{\"status\": 200, \"body\": \\{\"id\": 1\\}\\}\n\n`{code}` 그대로\n"
        );
        assert_eq!(m.first, "설정은 이렇습니다.\n\n응답: ".len());
    }

    #[test]
    fn an_expression_left_open_in_a_quote_is_text() {
        let m = mended("인용:\n>{\"a\":1,\n\n끝\n");
        assert!(m.text.contains(">\\{\"a\":1,"), "{}", m.text);
    }

    #[test]
    fn a_placeholder_in_dollar_braces_is_text() {
        let m = mended("> ${버전 소개를 여기에 씁니다.}\n");
        assert_eq!(m.text, "> $\\{버전 소개를 여기에 씁니다.\\}\n");
    }

    #[test]
    fn autolinks_become_links_and_stray_angles_text() {
        let m = mended(
            "주소: <http://example.com/a/b>, 메일 <ops@example.org>\n\n조건 a <= b, 값<최대값，이면\n",
        );
        assert_eq!(
            m.text,
            "주소: [http://example.com/a/b](http://example.com/a/b), 메일 [ops@example.org](mailto:ops@example.org)\n\n조건 a &lt;= b, 값&lt;최대값，이면\n"
        );
        assert_eq!(m.map.source(m.text.find("메일").unwrap()), "주소: <http://example.com/a/b>, ".len());
    }

    /// One mend a round: a page of many autolinks is still mended whole.
    #[test]
    fn a_page_of_many_autolinks_is_mended_whole() {
        let rows: String = (0..40).map(|i| format!("| {i} | <https://example.com/pull/{i}> |\n")).collect();
        let m = mended(&format!("| 번호 | 주소 |\n| --- | --- |\n{rows}"));
        assert_eq!(m.mends, 40);
        assert!(
            m.text.contains("| 39 | [https://example.com/pull/39](https://example.com/pull/39) |"),
            "{}",
            m.text
        );
    }

    #[test]
    fn autolinks_in_table_cells_become_links() {
        let m = mended(
            "| 이름 | 주소 |\n| --- | --- |\n| 런타임 | <https://example.com/pull/19> |\n| 위키 | <https://example.org/wiki/A_B/2024-08-23> |\n",
        );
        assert!(
            m.text.contains("| [https://example.com/pull/19](https://example.com/pull/19) |"),
            "{}",
            m.text
        );
        assert!(m.text.contains("[https://example.org/wiki/A_B/2024-08-23]"), "{}", m.text);
    }

    #[test]
    fn a_tag_opening_a_line_gets_its_own() {
        let one = "<details><summary>지표</summary>\n\n### 서버 지표\n\n표\n\n</details>\n";
        let m = mended(&format!("{one}\n{one}"));
        let mended_one = "<details>\n<summary>지표</summary>\n\n### 서버 지표\n\n표\n\n</details>\n";
        assert_eq!(m.text, format!("{mended_one}\n{mended_one}"));
        assert_eq!((m.first, m.mends), (0, 1), "both in one round");
    }

    #[test]
    fn attribute_values_stay_code_in_a_table_of_jsx() {
        let body = "<table>\n  <tr>\n    <td\n      width={177}\n    >\n      토픽 {이름 없음} 으로\n    </td>\n  </tr>\n</table>\n";
        let m = mended(body);
        assert!(m.text.contains("      width={177}\n    >\n"), "{}", m.text);
        assert!(m.text.contains("토픽 \\{이름 없음\\} 으로"), "{}", m.text);
        // Braces written as expressions of strings are MDX 3 already, a `}` inside a string too.
        assert!(matches!(mdx3("토픽 ${\"{\"}이름{\"}\"} 으로\n"), Ok(e) if e.len() == 2));
    }

    #[test]
    fn code_is_left_alone_and_a_fence_ends_the_block() {
        let m = mended("값 {x: 1}\n```json\n{\"a\": 1}\n```\n");
        assert_eq!(m.text, "값 \\{x: 1\\}\n```json\n{\"a\": 1}\n```\n");
    }

    /// MDX 1's JSX block ran to the first blank line: an expression in it ran,
    /// and Markdown after a blank line inside an element was prose again (a
    /// Docusaurus 2 book's `→ function foo({ a, b })` in its `<PostILearned>`).
    #[test]
    fn expressions_in_prose_are_text_and_jsx_keeps_its_own() {
        let body = "실행: ${JAVA_OPT} {/* 주석 */}\n\n<Tabs values={[1]}>\n{items}\n</Tabs>\n\n<Note>\n\n→ foo({ a, b }) <b>{bold}</b>\n\n</Note>\n";
        let m = mended(body);
        assert_eq!(
            m.text,
            "실행: $\\{JAVA_OPT\\} {/* 주석 */}\n\n<Tabs values={[1]}>\n{items}\n</Tabs>\n\n<Note>\n\n→ foo(\\{ a, b \\}) <b>{bold}</b>\n\n</Note>\n"
        );
        assert_eq!(m.mends, 2);
    }

    #[test]
    fn what_mdx_1_rejected_too_stays_an_error() {
        assert!(mend("<Tabs>\n\n내용\n", mdx3).is_none(), "an element never closed");
        assert!(mend("본문\n", mdx3).is_none(), "nothing to mend is no mend");
    }

    #[test]
    fn a_conditional_block_around_markdown_shows_its_element_when_the_condition_holds() {
        let body = "<>\n  {props.debug && <div className=\"note\">\n\n디버그 빌드에서는 번들러를 먼저 띄웁니다.\n\n```bash\n> npm start\n```\n\n  </div>}\n</>\n";
        let m = mended(body);
        assert_eq!(
            m.text,
            "<>\n  <_MDX1When when={props.debug}><div className=\"note\">\n\n디버그 빌드에서는 번들러를 먼저 띄웁니다.\n\n```bash\n> npm start\n```\n\n  </div></_MDX1When>\n</>\n"
        );
        assert!(matches!(mdx3(&m.text), Ok(e) if e.is_empty()), "MDX 3 reads the mended body");
        assert_eq!(m.first, "<>\n  ".len());
        // On lines with no blank one between, it stays an expression (MDX 1 read that as text).
        let tight = mend("{props.debug && <div>\n디버그\n</div>}\n", mdx3);
        assert!(tight.is_none_or(|m| !m.text.contains(WHEN)));
    }
}
