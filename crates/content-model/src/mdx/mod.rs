//! `.mdx` read as Markdown, never executed.
//!
//! What Docusaurus sites write most is turned into static Markdown at build
//! time: `import` lines of theme components are blanked (their tags stay in
//! the Markdown), `import x from '@site/static/img/a.png'` (or a relative
//! file) binds `x` to the file, `export const name = <literal data>` binds
//! `name` to the data, `{name}`, `{name.field}`, `{name[0]}` and literals in
//! braces are replaced by their value (as text, or as an attribute's value),
//! `<CodeBlock>`, `<Admonition>` and `<Details>` become the Markdown of a code
//! block, an admonition and `<details>`, and `{/* comments */}` disappear.
//! Anything that would need running code is an error at its place that names
//! it and says what to write instead. An `OffsetMap` leads every offset of
//! the rewritten text back to the file.

pub mod docusaurus;
mod edits;
mod elements;
pub mod js;
mod literal;
pub mod partials;
pub mod tree;

use std::collections::BTreeMap;

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::diag::{Diagnostic, SourceFile};
use crate::escape;
use crate::markdown::{TRUNCATE_MARKERS, options};
use edits::Edits;
pub use edits::OffsetMap;
use literal::{Reader, Value};
pub use tree::{Esm, Tree};

/// Module prefixes whose components are written as plain tags in the page.
const THEME_MODULES: [&str; 2] = ["@theme/", "@docusaurus/"];

/// Imported files that are code or pages, which only a JavaScript bundler could use.
const CODE_EXTENSIONS: [&str; 13] =
    ["js", "jsx", "ts", "tsx", "mjs", "cjs", "md", "mdx", "css", "scss", "json", "yml", "yaml"];

/// A `.mdx` body made Markdown.
#[derive(Debug, Default)]
pub struct Prepared {
    pub text: String,
    /// From offsets of `text` back to offsets of the body.
    pub map: OffsetMap,
    /// Files the page imports, as paths relative to the page, with the offset
    /// (in the file) of their import.
    pub references: Vec<(String, usize)>,
    pub problems: Vec<Diagnostic>,
}

/// The state of one body's rewriting.
struct Scan<'a> {
    file: &'a SourceFile,
    body: &'a str,
    /// Where the body starts in the file.
    base: usize,
    edits: Edits,
    /// Names bound by `export const` and file imports.
    names: BTreeMap<String, Value>,
    references: Vec<(String, usize)>,
    problems: Vec<Diagnostic>,
}

/// The site files an MDX body's ESM imports that are not code (images and
/// other files, published as assets and bound to their URL), as paths
/// relative to the page with the offset (in the body) of their specifier.
/// `@site/static/x` is written as the static file `/x`, another `@site/…` path
/// relative to the page (`page` is its path in the site).
pub fn file_imports(page: &str, esm: &[Esm]) -> Vec<(String, usize)> {
    esm.iter()
        .flat_map(|block| {
            js::bindings(&block.code).imports.into_iter().filter_map(move |import| {
                let dest = file_import_dest(page, &import.specifier)?;
                Some((dest, block.at + import.at + 1))
            })
        })
        .collect()
}

/// The link destination (as a Markdown link in `page` would write it) of
/// an import of a site file that is not code; `None` for anything else.
pub fn file_import_dest(page: &str, specifier: &str) -> Option<String> {
    if is_code(specifier) {
        return None;
    }
    if specifier.starts_with("./") || specifier.starts_with("../") {
        Some(specifier.to_string())
    } else if let Some(rest) = specifier.strip_prefix("@site/static/") {
        Some(format!("/{rest}"))
    } else {
        let rest = specifier.strip_prefix("@site/")?;
        Some(format!("{}{rest}", "../".repeat(page.matches('/').count())))
    }
}

/// Whether an imported file is code (for a bundler) rather than a file to publish.
pub fn is_code(specifier: &str) -> bool {
    let name = specifier.rsplit('/').next().unwrap_or(specifier);
    match name.rsplit_once('.') {
        Some((_, ext)) => CODE_EXTENSIONS.contains(&ext),
        // No extension: a module (`./Chart` is `./Chart.tsx` or similar).
        None => true,
    }
}

/// The body made Markdown, and the constructs that cannot be kept.
pub fn prepare(file: &SourceFile, body: &str, base: usize) -> Prepared {
    let mut scan = Scan {
        file,
        body,
        base,
        edits: Edits::default(),
        names: BTreeMap::new(),
        references: Vec::new(),
        problems: Vec::new(),
    };
    scan.lines();
    blank_comments(body, &mut scan.edits);
    // Expressions are found in the Markdown as it will be parsed (code is left
    // alone), then replaced in the body together with everything else.
    let (first, map) = scan.edits.apply(body);
    scan.expressions(&first, &map);
    let (text, map) = scan.edits.apply(body);
    Prepared { text, map, references: scan.references, problems: scan.problems }
}

impl Scan<'_> {
    fn error(&mut self, at: usize, message: impl Into<String>, expected: impl Into<String>) {
        self.problems.push(Diagnostic::error(self.file, self.base + at, message).expected(expected));
    }

    fn expression_error(&mut self, at: usize, e: &literal::Error) {
        let end = self.body[at..].find(['}', '\n']).map_or(self.body.len(), |e| at + e + 1);
        let shown: String = self.body[at..end].trim_end().chars().take(40).collect();
        self.error(
            e.at.max(at),
            format!("JSX expression `{shown}` cannot be turned into static output: {}", e.message),
            "`{name}`, `{name.field}` or `{name[0]}` of an `export const` of this file, a literal, or `\\{` for a brace",
        );
    }

    /// `import`, `export` and the rewritten components, line by line outside code fences.
    fn lines(&mut self) {
        let body = self.body;
        let mut fence: Option<&str> = None;
        let mut at = 0;
        while at < body.len() {
            let start = at;
            let line = body[at..].split_inclusive('\n').next().unwrap_or_default();
            at += line.len();
            let trimmed = line.trim();
            if let Some(open) = fence {
                if trimmed.starts_with(open) {
                    fence = None;
                }
                continue;
            }
            if let Some(open) = ["```", "~~~"].into_iter().find(|f| trimmed.starts_with(f)) {
                fence = Some(open);
                continue;
            }
            if line.starts_with("import ") || line.starts_with("import{") {
                at = self.import(start);
            } else if line.starts_with("export ") {
                at = self.export(start);
            } else if trimmed.starts_with('<') {
                let tag_at = start + (line.len() - line.trim_start().len());
                if let Some(end) = self.component(start, tag_at) {
                    // The rest of the component's last line is scanned as a line of its own.
                    at = end;
                    continue;
                }
            }
            self.admonition_ends(start, &body[start..at]);
        }
    }

    /// The import statement at `start`; returns where it ends (after its line).
    fn import(&mut self, start: usize) -> usize {
        let body = self.body;
        // A statement may run over several lines, until `from '…'`.
        let mut end = start;
        let module = loop {
            let line_end = body[end..].find('\n').map_or(body.len(), |i| end + i + 1);
            end = line_end;
            if let Some(module) = module_name(&body[start..end]) {
                break Some(module);
            }
            if end >= body.len() || body[start..end].contains(';') {
                break None;
            }
        };
        self.edits.blank(body, start..end);
        let Some(module) = module else {
            self.error(start, "`import` without `from '…'`", "`import Name from '@theme/Name';`");
            return end;
        };
        if THEME_MODULES.iter().any(|p| module.starts_with(p)) {
            return end;
        }
        // What stands between `import` and `from '<module>'`.
        let statement = &body[start + "import".len()..end];
        let head = statement.rfind(module).map_or(statement, |i| &statement[..i]);
        let head = head.trim_end().trim_end_matches(['\'', '"']).trim_end();
        let binding = head.strip_suffix("from").unwrap_or(head).trim();
        let is_file = module.starts_with("@site/") || module.starts_with("./") || module.starts_with("../");
        // A module without an extension (`@site/src/components/Chart`) is code.
        let extension = module.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
        let code =
            extension.is_empty() || extension.contains('/') || CODE_EXTENSIONS.contains(&extension.as_str());
        if !is_file || code {
            self.error(
                start,
                format!("import of `{module}` cannot be run here"),
                "Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; \
                 only `@theme/…` components and files (`import img from '@site/static/img/a.png'`) are understood",
            );
            return end;
        }
        let mut name = Reader::new(binding, 0);
        let valid = name.identifier().is_some_and(|n| n.len() == binding.len());
        if !valid {
            self.error(
                start,
                format!("`import {binding}` of a file"),
                format!("one name for the file's address: `import name from '{module}';`"),
            );
            return end;
        }
        match self.file_address(module) {
            Ok(address) => {
                if !address.starts_with('/') {
                    self.references.push((address.clone(), self.base + start));
                }
                self.names.insert(binding.to_string(), Value::Str(address));
            }
            Err(resolved) => self.error(
                start,
                format!("`{module}` resolves to `{resolved}`, outside the site folder"),
                "a path to a file inside the site folder",
            ),
        }
        end
    }

    /// The address of an imported file: `/img/a.png` under static/, else a path
    /// relative to the page (published by the assets pipeline). `Err` holds
    /// the path of a file outside the site folder.
    fn file_address(&self, module: &str) -> Result<String, String> {
        let page_dir = self.file.path.rsplit_once('/').map_or("", |(dir, _)| dir);
        let (from, path) = match module.strip_prefix("@site/") {
            Some(path) => ("", path),
            None => (page_dir, module),
        };
        let mut parts: Vec<&str> = from.split('/').filter(|p| !p.is_empty()).collect();
        for part in path.split('/') {
            match part {
                "" | "." => {}
                ".." if parts.pop().is_none() => return Err(format!("{from}/{path}")),
                ".." => {}
                other => parts.push(other),
            }
        }
        let target = parts.join("/");
        if let Some(public) = target.strip_prefix("static/") {
            return Ok(format!("/{public}"));
        }
        // The shortest path from the page's folder: `./img/a.png`, `../img/a.png`.
        let dir: Vec<&str> = page_dir.split('/').filter(|p| !p.is_empty()).collect();
        let common = dir.iter().zip(&parts).take_while(|(a, b)| a == b).count();
        let up = if common == dir.len() { "./".to_string() } else { "../".repeat(dir.len() - common) };
        Ok(format!("{up}{}", parts[common..].join("/")))
    }

    /// `export const name = <literal>;` at `start`; returns where it ends.
    fn export(&mut self, start: usize) -> usize {
        let body = self.body;
        let line_end = |from: usize| body[from..].find('\n').map_or(body.len(), |i| from + i + 1);
        let expected = "`export const name = …` with literal data: text, numbers, true/false, arrays and objects of them";
        let mut r = Reader::new(body, start + "export ".len());
        r.skip_space();
        let declared = r.identifier() == Some("const") && {
            r.skip_space();
            true
        };
        let name = declared.then(|| r.identifier()).flatten().map(str::to_string);
        r.skip_space();
        let Some(name) = name.filter(|_| r.eat('=')) else {
            self.error(start, "this `export` needs JavaScript to run, which this site never does", expected);
            let end = line_end(start);
            self.edits.blank(body, start..end);
            return end;
        };
        let value = match r.literal() {
            Ok(value) => value,
            Err(e) => {
                self.error(e.at, format!("`export const {name}`: {}", e.message), expected);
                let end = line_end(start);
                self.edits.blank(body, start..end);
                return end;
            }
        };
        r.skip_space();
        r.eat(';');
        let end = line_end(r.pos);
        if !body[r.pos..end].trim().is_empty() {
            self.error(
                r.pos,
                format!("text after `export const {name} = …`"),
                "one `export const` per statement",
            );
        }
        self.names.insert(name, value);
        self.edits.blank(body, start..end);
        end
    }

    /// `{…}` in text or in a tag's attributes, outside code, in the Markdown
    /// `text` (which `map` leads back to the body).
    fn expressions(&mut self, text: &str, map: &OffsetMap) {
        let mut in_code = false;
        let mut done_until = 0;
        for (event, range) in Parser::new_ext(text, options(false)).into_offset_iter() {
            let markdown = match event {
                Event::Start(Tag::CodeBlock(_)) => {
                    in_code = true;
                    continue;
                }
                Event::End(TagEnd::CodeBlock) => {
                    in_code = false;
                    continue;
                }
                Event::Start(Tag::Heading { .. }) => {
                    // `## Title {value}` reads to pulldown-cmark as heading attributes.
                    let line = text[range.clone()].lines().next().unwrap_or("").trim_end();
                    let last =
                        line.rfind('{').filter(|&i| line.ends_with('}') && !line[i..].starts_with("{#"));
                    if let Some(i) = last.map(|i| range.start + i).filter(|&at| at >= done_until) {
                        done_until = i + self.expression(text, i, map.source(i), true);
                    }
                    continue;
                }
                Event::Text(_) if !in_code => true,
                Event::Html(_) | Event::InlineHtml(_) if !in_code => false,
                _ => continue,
            };
            for (i, _) in text[range.clone()].match_indices('{') {
                let at = range.start + i;
                let escaped = at > 0 && text.as_bytes()[at - 1] == b'\\';
                if escaped || at < done_until || map.is_replaced(at) {
                    continue;
                }
                let source = map.source(at);
                done_until = at + self.expression(text, at, source, markdown);
            }
        }
    }

    /// Replaces the expression at `source` (`at` in `text`); returns its length.
    fn expression(&mut self, text: &str, at: usize, source: usize, markdown: bool) -> usize {
        let mut r = Reader::new(self.body, source + 1);
        let value = r.expression(&self.names).and_then(|value| {
            r.skip_space();
            match r.eat('}') {
                true => Ok(value),
                false => Err(literal::Error { at: r.pos, message: "`}` expected after the value".into() }),
            }
        });
        let value = match value {
            Ok(value) => value,
            Err(e) => {
                self.expression_error(source, &e);
                return 1;
            }
        };
        let range = source..r.pos;
        let before = text[..at].trim_end();
        if in_tag(before) && before.ends_with('=') {
            self.attribute(before, range.clone(), &value);
        } else if in_tag(before) {
            self.error(
                source,
                "a `{…}` in a tag that is not an attribute's value needs JavaScript",
                "`name=\"value\"`",
            );
        } else {
            let Some(shown) = value.as_text() else {
                let shown: String = self.body[range.clone()].chars().take(40).collect();
                self.error(
                    source,
                    format!("JSX expression `{shown}` is an object, which cannot be shown as text"),
                    "one of its fields, `{name.field}`",
                );
                return range.len();
            };
            let replacement =
                if markdown { escape_markdown(&shown) } else { escape::html_attribute(&shown).into_owned() };
            self.edits.replace(range.clone(), replacement);
        }
        range.len()
    }

    /// `name={value}` in a tag: a quoted value, the bare name for `true`,
    /// nothing for `false` and `null`, JSON for `<Tabs values>`.
    fn attribute(&mut self, before: &str, range: std::ops::Range<usize>, value: &Value) {
        let head = before[..before.len() - 1].trim_end();
        let name_at = head
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_alphanumeric() || *c == '-')
            .last()
            .map_or(head.len(), |(i, _)| i);
        let name = &head[name_at..];
        let tag = before.rfind('<').map(|i| &before[i + 1..]).unwrap_or("");
        let tag = tag.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
        let equals = self.body[..range.start].rfind('=').unwrap_or(range.start);
        let quoted = |text: &str| format!("\"{}\"", escape::html_attribute(text));
        match value {
            Value::Str(_) | Value::Num(_) => {
                self.edits.replace(range, quoted(&value.as_text().unwrap_or_default()))
            }
            Value::Bool(true) => self.edits.replace(equals..range.end, ""),
            Value::Bool(false) | Value::Null => {
                // The attribute goes, with the space before it.
                let head = self.body[..equals].trim_end();
                let from = head.strip_suffix(name).unwrap_or(head).trim_end().len();
                self.edits.replace(from..range.end, "");
            }
            Value::List(_) | Value::Object(_) if tag == "Tabs" && name == "values" => {
                self.edits.replace(range, quoted(&value.to_json().to_string()))
            }
            Value::List(_) | Value::Object(_) => {
                let shown: String = self.body[range.clone()].chars().take(40).collect();
                self.error(
                    range.start,
                    format!(
                        "JSX expression `{shown}` cannot be turned into static output: `{name}` of `<{tag}>` cannot take data"
                    ),
                    "text or a number; only `<Tabs values={…}>` takes a list",
                );
            }
        }
    }
}

/// Whether `before` ends inside a start tag (`<Tabs groupId="a" values=`).
fn in_tag(before: &str) -> bool {
    let open = before.rfind('<');
    open > before.rfind('>')
        && open.is_some_and(|i| before[i + 1..].chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
}

/// Text that Markdown shows as it is: ASCII punctuation escaped, line breaks as spaces.
fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' | '\r' => out.push(' '),
            c if c.is_ascii_punctuation() => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// The module of `import X from 'module'` (or `import 'module'`), once the statement is complete.
fn module_name(statement: &str) -> Option<&str> {
    let text = statement.trim_end().trim_end_matches(';').trim_end();
    let quote = text.chars().last().filter(|c| *c == '\'' || *c == '"')?;
    let inner = &text[..text.len() - 1];
    let open = inner.rfind(quote)?;
    let before = inner[..open].trim_end();
    (before.ends_with("from") || before == "import").then(|| &inner[open + 1..])
}

/// `{/* … */}` outside code blanked; the truncate marker, which the blog reads,
/// becomes the same-length HTML comment `<!--truncate-->`.
fn blank_comments(body: &str, edits: &mut Edits) {
    let code: Vec<std::ops::Range<usize>> = Parser::new_ext(body, options(false))
        .into_offset_iter()
        .filter(|(event, _)| matches!(event, Event::Code(_) | Event::Start(Tag::CodeBlock(_))))
        .map(|(_, range)| range)
        .collect();
    let mut from = 0;
    while let Some(i) = body[from..].find("{/*") {
        let start = from + i;
        let Some(j) = body[start..].find("*/}") else { return };
        let end = start + j + 3;
        from = end;
        if code.iter().any(|r| r.contains(&start)) {
            continue;
        }
        if TRUNCATE_MARKERS.contains(&&body[start..end]) {
            let html = "<!--truncate-->";
            edits.replace(start..end, format!("{html}{}", " ".repeat(end - start - html.len())));
        } else {
            edits.blank(body, start..end);
        }
    }
}

/// A `.md` body with `{/* comments */}` blanked, as Docusaurus reads `.md` as MDX.
pub fn without_comments(body: &str) -> String {
    let mut edits = Edits::default();
    blank_comments(body, &mut edits);
    edits.apply(body).0
}

#[cfg(test)]
mod tests;
