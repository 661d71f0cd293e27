//! A built page, parsed once for the scan (search text, ids and links).
//!
//! The text of `<style>` elements is left out first: the theme's stylesheet is
//! inline in every page (two thirds of its bytes), and the parser read it
//! character by character (a quarter less parse time at 1,000 docs).
//!
//! Highlighted code is most of the markup of a page of commands: a span per
//! line, another for its text and one per coloured token, none of which the
//! search text or the link check reads (they carry no id and no link). Before
//! the HTML parser builds its tree, each of the theme's code blocks is
//! written as the text a reader sees in it, so the tree holds one text node
//! per block instead of thousands of elements. Blocks whose markup is not
//! the theme's (anything but spans) are left to the parser as they are.

use std::borrow::Cow;
use std::ops::Range;

use content_model::shared::CODE_LINE_CLASS;
use scraper::Html;

/// Parses a pre-rendered page with its code blocks read as text.
pub fn parse_page(html: &str) -> Html {
    Html::parse_document(&flatten_code(&without_style_text(html)))
}

/// The page with the text of its `<style>` elements left out (the elements
/// stay): the theme's stylesheet is inline in every page, two thirds of its
/// bytes, and holds no text, id or link the scan reads.
fn without_style_text(html: &str) -> Cow<'_, str> {
    rewrite_spans(html, |mut at| {
        loop {
            let tag = at + html[at..].find("<style")?;
            // `<styles>` or `<style-x>` is another element.
            if !html[tag + "<style".len()..].starts_with(['>', ' ', '\t', '\n', '/']) {
                at = tag + 1;
                continue;
            }
            let open_end = tag + html[tag..].find('>')? + 1;
            let close = open_end + style_end(&html[open_end..])?;
            return Some((open_end..close, Some(String::new())));
        }
    })
}

/// `html` with the spans `next(from)` finds rewritten: `next` gives the first
/// span at or after `from` and what replaces it (`None`: it stays as it is),
/// and the search goes on after it. Borrowed when nothing was replaced.
fn rewrite_spans(
    html: &str,
    mut next: impl FnMut(usize) -> Option<(Range<usize>, Option<String>)>,
) -> Cow<'_, str> {
    let mut out = String::new();
    let mut copied = 0;
    let mut at = 0;
    while let Some((span, with)) = next(at) {
        if let Some(with) = with {
            out.push_str(&html[copied..span.start]);
            out.push_str(&with);
            copied = span.end;
        }
        at = span.end;
    }
    if copied == 0 {
        return Cow::Borrowed(html);
    }
    out.push_str(&html[copied..]);
    Cow::Owned(out)
}

/// Where a style element's text ends: its `</style` end tag, in any case, as the HTML parser finds it.
fn style_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(n) = text[at..].find("</") {
        let start = at + n;
        let name = bytes.get(start + 2..start + 7)?;
        let after = bytes.get(start + 7).copied();
        if name.eq_ignore_ascii_case(b"style")
            && matches!(after, Some(b'>' | b'/' | b' ' | b'\t' | b'\n' | b'\r' | b'\x0c'))
        {
            return Some(start);
        }
        at = start + 2;
    }
    None
}

/// How the theme's `CodeBlock` opens its code: its first line's span.
fn code_lines_opening() -> String {
    format!("<code><span class=\"{CODE_LINE_CLASS}")
}

/// The page with the spans of every theme code block removed, and the text
/// of those marked `aria-hidden="true"` (line numbers, prompt signs) with
/// them, as the search text skips it; each line starts with a line break, so
/// a line's last word and the next one's first stay two words. Character
/// references stay as written.
fn flatten_code(html: &str) -> Cow<'_, str> {
    let opening = code_lines_opening();
    rewrite_spans(html, |at| {
        let start = at + html[at..].find(&opening)? + "<code>".len();
        let end = start + html[start..].find("</code>")?;
        Some((start..end, code_text(&html[start..end])))
    })
}

/// The text of a code block's markup, or `None` if it holds any tag but a span.
fn code_text(markup: &str) -> Option<String> {
    let mut text = String::with_capacity(markup.len() / 2);
    // How many spans are open inside the outermost hidden one (0: none hidden).
    let mut hidden: usize = 0;
    let mut rest = markup;
    while let Some(open) = rest.find('<') {
        if hidden == 0 {
            text.push_str(&rest[..open]);
        }
        let close = open + rest[open..].find('>')?;
        let tag = &rest[open + 1..close];
        if tag == "/span" {
            hidden = hidden.saturating_sub(1);
        } else if tag == "span" || tag.starts_with("span ") {
            if hidden > 0 || tag.contains("aria-hidden=\"true\"") {
                hidden += 1;
            } else if is_line_span(tag) {
                // Lines are shown apart (the full parse reads each as a block).
                text.push('\n');
            }
        } else {
            return None;
        }
        rest = &rest[close + 1..];
    }
    if hidden == 0 {
        text.push_str(rest);
    }
    Some(text)
}

/// Whether a span's tag is a code line's (its class `code-line`, maybe with more after it).
fn is_line_span(tag: &str) -> bool {
    tag.strip_prefix("span class=\"")
        .and_then(|rest| rest.strip_prefix(CODE_LINE_CLASS))
        .is_some_and(|rest| rest.starts_with('"') || rest.starts_with(' '))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::page_of;

    const BLOCK: &str = concat!(
        r#"<figure class="code-block"><div class="code-body"><pre tabindex="0" data-language="bash"><code>"#,
        r#"<span class="code-line"><span class="code-line-number" aria-hidden="true">1</span>"#,
        r#"<span class="code-line-text"><span class="code-prompt" aria-hidden="true">$ </span>"#,
        r#"<span class="tk-f">echo</span> <span class="tk-s">&quot;a &lt;b&gt; &amp; c&quot;</span></span></span>"#,
        r#"<span class="code-line is-output"><span class="code-line-number" aria-hidden="true">2</span>"#,
        r#"<span class="code-line-text"><span class="tk-g">a &lt;b&gt; &amp; c</span></span></span>"#,
        r#"</code></pre></div></figure>"#
    );

    fn page(body: &str) -> String {
        format!(
            r#"<html><body><main><h1>제목</h1><div data-search><p>앞 문단</p>{body}<p id="뒤">뒤 문단</p></div></main></body></html>"#
        )
    }

    #[test]
    fn style_text_is_left_out_and_everything_around_it_kept() {
        let html = concat!(
            r#"<html><head><style>a[href="/x"]{color:red}</style><style media="print">p{}</STYLE >"#,
            r#"<link rel="icon" href="/favicon.ico"></head><body><styles id="s">글</styles>"#,
            r#"<style>.x::after{content:"</styl"}</style><p id="a">본문</p></body></html>"#
        );
        assert_eq!(
            without_style_text(html),
            concat!(
                r#"<html><head><style></style><style media="print"></STYLE >"#,
                r#"<link rel="icon" href="/favicon.ico"></head><body><styles id="s">글</styles>"#,
                r#"<style></style><p id="a">본문</p></body></html>"#
            )
        );
        // The parse sees the same elements, ids and links as the whole page's.
        let ids = |document: &Html| {
            document
                .root_element()
                .descendants()
                .filter_map(|n| n.value().as_element())
                .map(|e| format!("{}{:?}", e.name(), e.id()))
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(&parse_page(html)), ids(&Html::parse_document(html)));
        // A page without a stylesheet is not copied.
        assert!(matches!(without_style_text("<p>글</p>"), Cow::Borrowed(_)));
    }

    #[test]
    fn code_blocks_become_their_visible_text() {
        let html = page(BLOCK);
        let flat = flatten_code(&html);
        assert!(
            flat.contains("<code>\necho &quot;a &lt;b&gt; &amp; c&quot;\na &lt;b&gt; &amp; c</code>"),
            "{flat}"
        );
        assert!(flat.contains(r#"<figure class="code-block">"#) && flat.contains(r#"<p id="뒤">"#));
    }

    #[test]
    fn the_scan_reads_the_same_text_and_ids_as_from_the_full_markup() {
        let html = page(&format!("{BLOCK}<p>사이</p>{BLOCK}"));
        let full = Html::parse_document(&html);
        let flat = parse_page(&html);
        assert_eq!(page_of("/a", &flat), page_of("/a", &full));
        let ids = |doc: &Html| -> Vec<String> {
            doc.root_element()
                .descendants()
                .filter_map(|n| n.value().as_element()?.id().map(String::from))
                .collect()
        };
        assert_eq!(ids(&flat), ids(&full));
        // Each line's words apart from the next line's.
        assert!(page_of("/a", &flat).unwrap().sections[0].text.contains("echo \"a <b> & c\" a <b> & c"));
    }

    #[test]
    fn markup_other_than_the_themes_spans_is_left_to_the_parser() {
        let with_link = r#"<pre><code><span class="code-line">see <a href="/x">x</a></span></code></pre>"#;
        assert_eq!(flatten_code(with_link), with_link);
        let plain = "<pre><code>ls -l</code></pre>";
        assert_eq!(flatten_code(plain), plain);
    }
}
