//! The text a reader reads in a page's article, from Docusaurus' HTML or
//! ours, as lines that can be compared: the title, then the content, one
//! line per block (paragraph, heading, list item, table cell, line of code),
//! white space collapsed. What is chrome rather than content is left out on
//! both sides: buttons (copy, tabs' own are kept as they are tab labels),
//! icons, heading anchors, hidden line numbers.

use scraper::{ElementRef, Html, Node, Selector};

/// Where each tool puts a page's content: Docusaurus' doc and post
/// containers, then ours (the element the search scan reads).
const CONTENT: [&str; 3] = [".theme-doc-markdown", "#__blog-post-container", "[data-search]"];

/// Elements whose text starts and ends a line.
const BLOCKS: [&str; 30] = [
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "li",
    "ul",
    "ol",
    "dl",
    "dt",
    "dd",
    "tr",
    "td",
    "th",
    "table",
    "thead",
    "tbody",
    "pre",
    "div",
    "blockquote",
    "details",
    "summary",
    "section",
    "header",
    "figure",
    "figcaption",
    "hr",
    "aside",
];

/// Elements with no text a reader reads as content.
const SKIPPED: [&str; 7] = ["script", "style", "noscript", "template", "svg", "button", "nav"];

/// The article's lines, or `None` for a page without one (lists, search, not found).
pub fn article_lines(html: &str) -> Option<Vec<String>> {
    let document = Html::parse_document(html);
    let content = CONTENT.iter().find_map(|css| {
        let selector = Selector::parse(css).expect("a valid selector");
        document.select(&selector).next()
    })?;
    let mut text = Text::default();
    let h1 = Selector::parse("h1").expect("a valid selector");
    // Docusaurus writes a doc's title inside its content; posts, and our pages, above it.
    if content.select(&h1).next().is_none() {
        let title = Selector::parse("article h1").expect("a valid selector");
        if let Some(title) = document.select(&title).next() {
            text.element(title);
        }
    }
    text.element(content);
    text.end_line();
    Some(text.lines)
}

#[derive(Default)]
struct Text {
    lines: Vec<String>,
    line: String,
    /// Inside `<pre>`: line breaks in text are lines.
    preformatted: usize,
}

impl Text {
    fn end_line(&mut self) {
        let line = self.line.split_whitespace().collect::<Vec<_>>().join(" ");
        if !line.is_empty() {
            self.lines.push(line);
        }
        self.line.clear();
    }

    fn element(&mut self, element: ElementRef<'_>) {
        let value = element.value();
        let name = value.name();
        let class = |c: &str| value.classes().any(|k| k == c);
        if SKIPPED.contains(&name) && !(name == "button" && value.attr("role") == Some("tab"))
            || value.attr("aria-hidden") == Some("true")
            || class("hash-link")
            || class("heading-anchor")
        {
            return;
        }
        if name == "br" {
            return self.end_line();
        }
        // A line of highlighted code (Docusaurus' `token-line`, our `code-line`) or
        // a tab's label (Docusaurus' are list items, ours buttons).
        let block = BLOCKS.contains(&name)
            || class("token-line")
            || class("code-line")
            || value.attr("role") == Some("tab");
        if block {
            self.end_line();
        }
        self.preformatted += usize::from(name == "pre");
        for child in element.children() {
            match child.value() {
                Node::Text(t) => self.text(t),
                Node::Element(_) => self.element(ElementRef::wrap(child).expect("an element")),
                _ => {}
            }
        }
        self.preformatted -= usize::from(name == "pre");
        if block {
            self.end_line();
        }
    }

    fn text(&mut self, text: &str) {
        let text = text.replace('\u{200b}', "");
        if self.preformatted == 0 {
            self.line.push_str(&text);
            return;
        }
        for (i, part) in text.split('\n').enumerate() {
            if i > 0 {
                self.end_line();
            }
            self.line.push_str(part);
        }
    }
}

/// A short diff of two pages' lines (Docusaurus' `-`, ours `+`), or `None` when equal.
pub fn diff(theirs: &[String], ours: &[String]) -> Option<String> {
    if theirs == ours {
        return None;
    }
    let (a, b) = (theirs.join("\n") + "\n", ours.join("\n") + "\n");
    let diff = similar::TextDiff::from_lines(&a, &b);
    let mut out = String::new();
    for group in diff.grouped_ops(1) {
        for op in group {
            for change in diff.iter_changes(&op) {
                let sign = match change.tag() {
                    similar::ChangeTag::Delete => '-',
                    similar::ChangeTag::Insert => '+',
                    similar::ChangeTag::Equal => ' ',
                };
                out.push_str(&format!("    {sign} {}\n", change.value().trim_end()));
            }
        }
        out.push_str("    …\n");
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn docusaurus_and_our_markup_of_the_same_text_give_the_same_lines() {
        let theirs = r##"<html><body><article><div class="theme-doc-markdown markdown"><header><h1>제목</h1></header>
<p>첫 문단 <strong>굵게</strong>.</p><h2 id="a">절<a class="hash-link" href="#a">&#8203;</a></h2><ul role="tablist"><li role="tab">가</li><li role="tab">나</li></ul>
<div class="codeBlockContainer"><pre><code><span class="token-line">ls -l<br></span><span class="token-line">pwd<br></span></code></pre><button aria-label="복사">복사</button></div>
<ul><li>가</li><li>나</li></ul></div></article></body></html>"##;
        let ours = r##"<html><body><article><header><h1>제목</h1></header><div class="markdown" data-search="">
<p>첫 문단 <strong>굵게</strong>.</p><h2 id="a">절<a class="heading-anchor" href="#a">#</a></h2><button role="tab">가</button><button role="tab">나</button>
<pre><code><span class="code-line"><span aria-hidden="true">1</span>ls -l</span>
<span class="code-line">pwd</span></code></pre><ul><li>가</li><li>나</li></ul></div></article></body></html>"##;
        let want = ["제목", "첫 문단 굵게.", "절", "가", "나", "ls -l", "pwd", "가", "나"];
        assert_eq!(article_lines(theirs).unwrap(), want);
        assert_eq!(article_lines(ours).unwrap(), want);
        assert!(article_lines("<html><body><main>목록</main></body></html>").is_none());
    }

    #[test]
    fn differences_are_shown_as_lines_of_each_side() {
        let lines = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(diff(&lines(&["a", "b"]), &lines(&["a", "b"])), None);
        let shown = diff(&lines(&["a", "b", "c"]), &lines(&["a", "B", "c"])).unwrap();
        assert!(shown.contains("- b\n") && shown.contains("+ B\n") && shown.contains("  a\n"), "{shown}");
    }
}
