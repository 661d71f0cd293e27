//! Docusaurus theme components written as JSX in `.mdx`, rewritten into the
//! Markdown this site already understands: `<CodeBlock>` into a fenced code
//! block, `<Admonition>` into `:::kind title` … `:::`, `<Details summary>` into
//! `<details><summary>`. (`<Tabs>`/`<TabItem>` are read by codegen as tags.)

use super::Scan;
use super::literal::{Reader, Value};
use crate::escape;
use crate::markdown::ADMONITION_KINDS;

/// A JSX attribute's value.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum AttrValue {
    /// `name` alone, which JSX reads as `true`.
    Bare,
    /// `name="text"` (JSX strings have no escapes).
    Text(String),
    /// `name={…}`, evaluated.
    Data(Value),
}

#[derive(Debug)]
pub(super) struct JsxTag {
    pub attrs: Vec<(String, AttrValue)>,
    /// Just after the closing `>`.
    pub end: usize,
}

impl JsxTag {
    fn attr(&self, name: &str) -> Option<&AttrValue> {
        self.attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// A string-valued attribute (`"…"`, or `{…}` giving a string or number).
    fn text(&self, name: &str) -> Option<String> {
        match self.attr(name)? {
            AttrValue::Text(t) => Some(t.clone()),
            AttrValue::Data(v @ (Value::Str(_) | Value::Num(_))) => v.as_text(),
            _ => None,
        }
    }
}

impl Scan<'_> {
    /// Reads the JSX start tag at `at` (its `<`); errors are reported here.
    pub(super) fn read_tag(&mut self, at: usize) -> Option<JsxTag> {
        let mut r = Reader::new(self.body, at + 1);
        let name = r.identifier()?.to_string();
        // (The name is the caller's: it chose the component by it.)
        let mut attrs = Vec::new();
        loop {
            r.skip_space();
            if r.eat('>') {
                return Some(JsxTag { attrs, end: r.pos });
            }
            let attr_at = r.pos;
            let rest = &self.body[r.pos..];
            let len =
                rest.find(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | ':'))).unwrap_or(0);
            if len == 0 {
                let problem = if rest.starts_with("/>") {
                    format!("`<{name} />` has no content")
                } else {
                    format!("`<{name}>` is not closed with `>`")
                };
                self.error(attr_at, problem, format!("`<{name} …>` content `</{name}>`"));
                return None;
            }
            let attr = rest[..len].to_string();
            r.pos += len;
            r.skip_space();
            if !r.eat('=') {
                attrs.push((attr, AttrValue::Bare));
                continue;
            }
            r.skip_space();
            let value_at = r.pos;
            let value = match self.body[value_at..].chars().next() {
                Some(q @ ('"' | '\'')) => match self.body[value_at + 1..].find(q) {
                    Some(len) => {
                        r.pos = value_at + 1 + len + 1;
                        AttrValue::Text(self.body[value_at + 1..value_at + 1 + len].to_string())
                    }
                    None => {
                        self.error(value_at, "the attribute's quote is not closed", "`name=\"value\"`");
                        return None;
                    }
                },
                Some('{') => {
                    r.pos += 1;
                    let value = match r.expression(&self.names) {
                        Ok(value) => value,
                        Err(e) => {
                            self.expression_error(value_at, &e);
                            return None;
                        }
                    };
                    r.skip_space();
                    if !r.eat('}') {
                        self.error(r.pos, "`}` expected after the value", "`name={value}`");
                        return None;
                    }
                    AttrValue::Data(value)
                }
                _ => {
                    self.error(value_at, format!("attribute `{attr}` has no value"), "`name=\"value\"`");
                    return None;
                }
            };
            attrs.push((attr, value));
        }
    }

    /// Rewrites the component starting at `at` (its `<`, first on its line after
    /// `indent`); returns where the scan goes on, or `None` if it is not one of these.
    pub(super) fn component(&mut self, line_start: usize, at: usize) -> Option<usize> {
        let rest = &self.body[at..];
        let name_end = rest[1..].find(|c: char| !c.is_alphanumeric()).map_or(rest.len(), |i| i + 1);
        match &rest[1..name_end] {
            "CodeBlock" => Some(self.code_block(line_start, at)),
            "Admonition" => Some(self.admonition(at)),
            "Details" => Some(self.details(at)),
            _ => None,
        }
    }

    /// `<CodeBlock language="bash" title="…">{`code`}</CodeBlock>` (or plain
    /// one-line text as the child) as a fenced block.
    fn code_block(&mut self, line_start: usize, at: usize) -> usize {
        let line_end = |from: usize| self.body[from..].find('\n').map_or(self.body.len(), |i| from + i);
        let Some(tag) = self.read_tag(at) else { return line_end(at) };
        const CLOSE: &str = "</CodeBlock>";
        let expected = "`<CodeBlock language=\"…\">{`code`}</CodeBlock>`, or a fenced code block";
        let mut r = Reader::new(self.body, tag.end);
        r.skip_space();
        let child_at = r.pos;
        let (code, close_at) = if r.eat('{') {
            let code = match r.expression(&self.names) {
                Ok(Value::Str(code)) => code,
                Ok(other) => {
                    let shown = other.as_text().unwrap_or_default();
                    self.error(child_at, "the code of `<CodeBlock>` must be a string", expected);
                    shown
                }
                Err(e) => {
                    self.expression_error(child_at, &e);
                    return line_end(child_at);
                }
            };
            r.skip_space();
            if !r.eat('}') {
                self.error(r.pos, "`}` expected after the code", expected);
                return line_end(r.pos);
            }
            r.skip_space();
            (code, r.pos)
        } else {
            let end = self.body[tag.end..].find(CLOSE).map_or(self.body.len(), |i| tag.end + i);
            let text = &self.body[tag.end..end];
            if text.contains(['\n', '{', '<']) {
                self.error(
                    child_at,
                    "the code of `<CodeBlock>` is Markdown here, not text",
                    "the code written as a template string: {`…`}",
                );
                return line_end(at);
            }
            (text.trim().to_string(), end)
        };
        if !self.body[close_at..].starts_with(CLOSE) {
            self.error(close_at, "`</CodeBlock>` expected after the code", expected);
            return line_end(close_at);
        }
        let end = close_at + CLOSE.len();
        if !self.body[end..line_end(end)].trim().is_empty() {
            self.error(end, "text after `</CodeBlock>` on its line", "`</CodeBlock>` at the end of its line");
        }
        let indent = &self.body[line_start..at];
        let fence = fenced(&tag, &code, indent, |attr| self.no_effect(at, "CodeBlock", attr));
        self.edits.replace(line_start..end, fence);
        end
    }

    /// `<Admonition type="tip" title="…">` as `:::tip …`; its end tag as `:::`.
    fn admonition(&mut self, at: usize) -> usize {
        let Some(tag) = self.read_tag(at) else { return at + 1 };
        let kind = tag.text("type").unwrap_or_default();
        let kind = match crate::markdown::ADMONITION_ALIASES.iter().find(|(alias, _)| *alias == kind) {
            Some((_, kind)) => kind.to_string(),
            None => kind,
        };
        if !ADMONITION_KINDS.contains(&kind.as_str()) {
            self.error(
                at,
                format!("`<Admonition>` of type `{kind}`"),
                format!("`type=\"…\"`, one of {}", ADMONITION_KINDS.join(", ")),
            );
            return tag.end;
        }
        for (name, _) in &tag.attrs {
            if !matches!(name.as_str(), "type" | "title") {
                self.no_effect(at, "Admonition", name);
            }
        }
        let mut marker = format!(":::{kind}");
        if let Some(title) = tag.text("title").map(|t| t.split_whitespace().collect::<Vec<_>>().join(" ")) {
            marker.push(' ');
            marker.push_str(&title);
        }
        // Content on the same line goes below the marker, which is a line of its own.
        if !self.body[tag.end..].split('\n').next().unwrap_or("").trim().is_empty() {
            marker.push('\n');
        }
        self.edits.replace(at..tag.end, marker);
        tag.end
    }

    /// `</Admonition>`, wherever on a line.
    pub(super) fn admonition_ends(&mut self, line_start: usize, line: &str) {
        for (i, _) in line.match_indices("</Admonition>") {
            let before = line[..i].trim().is_empty();
            let close = if before { ":::" } else { "\n:::" };
            self.edits.replace(line_start + i..line_start + i + "</Admonition>".len(), close);
        }
    }

    /// `<Details summary="…">` as `<details><summary>…</summary>`.
    fn details(&mut self, at: usize) -> usize {
        let Some(tag) = self.read_tag(at) else { return at + 1 };
        let mut html = String::from("<details");
        if matches!(tag.attr("open"), Some(AttrValue::Bare | AttrValue::Data(Value::Bool(true)))) {
            html.push_str(" open");
        }
        html.push('>');
        if let Some(summary) = tag.text("summary") {
            html.push_str("<summary>");
            html.push_str(&escape::html_attribute(&summary));
            html.push_str("</summary>");
        }
        for (name, _) in &tag.attrs {
            if !matches!(name.as_str(), "summary" | "open") {
                self.no_effect(at, "Details", name);
            }
        }
        self.edits.replace(at..tag.end, html);
        tag.end
    }

    fn no_effect(&mut self, at: usize, component: &str, attr: &str) {
        let d = crate::diag::Diagnostic::warning(
            self.file,
            self.base + at,
            format!("`{attr}` of `<{component}>` has no effect on this site"),
        );
        self.problems.push(d.expected("the attributes listed in README's migration guide"));
    }
}

/// The fenced code block for a `<CodeBlock>`: language, title, line numbers.
fn fenced(tag: &JsxTag, code: &str, indent: &str, mut no_effect: impl FnMut(&str)) -> String {
    let mut info = tag
        .text("language")
        .or_else(|| tag.text("className").and_then(|c| c.strip_prefix("language-").map(str::to_string)))
        .unwrap_or_default();
    if let Some(title) = tag.text("title") {
        let quote = if title.contains('"') { '\'' } else { '"' };
        info.push_str(&format!(" title={quote}{title}{quote}"));
    }
    match tag.attr("showLineNumbers") {
        Some(AttrValue::Bare | AttrValue::Data(Value::Bool(true))) => info.push_str(" showLineNumbers"),
        Some(AttrValue::Data(Value::Num(n))) => info.push_str(&format!(" showLineNumbers={n}")),
        _ => {}
    }
    if let Some(meta) = tag.text("metastring") {
        info.push(' ');
        info.push_str(&meta);
    }
    for (name, _) in &tag.attrs {
        if !matches!(name.as_str(), "language" | "className" | "title" | "showLineNumbers" | "metastring") {
            no_effect(name);
        }
    }
    // A fence longer than any run of backticks in the code.
    let longest = code.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat((longest + 1).max(3));
    let mut out = format!("{indent}{fence}{}\n", info.trim());
    for line in code.trim_end_matches('\n').split('\n') {
        out.push_str(indent);
        out.push_str(line);
        out.push('\n');
    }
    out.push_str(indent);
    out.push_str(&fence);
    out
}
