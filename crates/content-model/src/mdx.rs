//! `.mdx` read as Markdown, never executed.
//!
//! What Docusaurus sites write most and means nothing without a JavaScript
//! runtime is blanked out with spaces of the same byte length (so every offset
//! still points into the file): `import` lines of theme components, whose tags
//! the Markdown keeps, and `{/* comments */}`. Anything that would need running
//! code (another import, `export`, a `{expression}`) is an error at its place
//! that names it and says what to write instead.

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::diag::{Diagnostic, SourceFile};
use crate::markdown::{TRUNCATE_MARKERS, options};

/// Module prefixes whose components are written as plain tags in the page.
const THEME_MODULES: [&str; 2] = ["@theme/", "@docusaurus/"];

/// The body with MDX-only syntax blanked, and the constructs that cannot be kept.
pub fn prepare(file: &SourceFile, body: &str, base: usize) -> (String, Vec<Diagnostic>) {
    let mut text = body.as_bytes().to_vec();
    let mut problems = Vec::new();
    blank_module_lines(file, body, base, &mut text, &mut problems);
    blank_comments(body, &mut text);
    let text = String::from_utf8(text).expect("only ASCII replaced whole characters");
    problems.extend(expressions(file, &text, base));
    (text, problems)
}

/// Replaces `range` with spaces, keeping line breaks.
fn blank(text: &mut [u8], range: std::ops::Range<usize>) {
    for byte in &mut text[range] {
        if *byte != b'\n' && *byte != b'\r' {
            *byte = b' ';
        }
    }
}

/// `import … from '…'` and `export …` at the start of a line, outside code fences.
fn blank_module_lines(
    file: &SourceFile,
    body: &str,
    base: usize,
    text: &mut [u8],
    problems: &mut Vec<Diagnostic>,
) {
    let mut fence: Option<&str> = None;
    let mut at = 0;
    let mut statement: Option<usize> = None; // start of an import still looking for `from '…'`
    for line in body.split_inclusive('\n') {
        let start = at;
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
        let from = match statement {
            Some(from) => from,
            None if line.starts_with("import ") || line.starts_with("import{") => start,
            None if line.starts_with("export ") => {
                problems.push(
                    Diagnostic::error(
                        file,
                        base + start,
                        "`export` in MDX needs JavaScript to run, which this site never does",
                    )
                    .expected("the data written into the page as Markdown (a list or a table)"),
                );
                blank(text, start..at);
                continue;
            }
            None => continue,
        };
        let Some(module) = module_name(&body[from..at]) else {
            statement = Some(from);
            continue;
        };
        statement = None;
        blank(text, from..at);
        if !THEME_MODULES.iter().any(|p| module.starts_with(p)) {
            problems.push(
                Diagnostic::error(file, base + from, format!("import of `{module}` cannot be run here"))
                    .expected(
                        "Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; \
                         only `@theme/…` components are understood",
                    ),
            );
        }
    }
    if let Some(from) = statement {
        problems.push(
            Diagnostic::error(file, base + from, "`import` without `from '…'`")
                .expected("`import Name from '@theme/Name';`"),
        );
    }
}

/// The module of `import X from 'module'`, once the statement is complete.
fn module_name(statement: &str) -> Option<&str> {
    let rest =
        statement.rsplit_once("from").map(|(_, r)| r).or_else(|| statement.strip_prefix("import "))?.trim();
    let quote = rest.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    rest[1..].split(quote).next().filter(|_| rest[1..].contains(quote))
}

/// `{/* … */}` outside code blanked; the truncate marker, which the blog reads,
/// becomes the same-length HTML comment `<!--truncate-->`.
fn blank_comments(body: &str, text: &mut [u8]) {
    let code: Vec<std::ops::Range<usize>> = Parser::new_ext(body, options())
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
            let html = b"<!--truncate-->";
            text[start..start + html.len()].copy_from_slice(html);
            blank(text, start + html.len()..end);
        } else {
            blank(text, start..end);
        }
    }
}

/// A `.md` body with `{/* comments */}` blanked, as Docusaurus reads `.md` as MDX.
pub fn without_comments(body: &str) -> String {
    let mut text = body.as_bytes().to_vec();
    blank_comments(body, &mut text);
    String::from_utf8(text).expect("only ASCII replaced whole characters")
}

/// `{expression}` in text or in a tag's attributes, outside code.
fn expressions(file: &SourceFile, text: &str, base: usize) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    let mut in_code = false;
    let mut seen = std::collections::BTreeSet::new();
    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            Event::Text(_) | Event::Html(_) | Event::InlineHtml(_) if !in_code => {
                for (i, _) in text[range.clone()].match_indices('{') {
                    let at = range.start + i;
                    let rest = &text[at..];
                    let escaped = at > 0 && text.as_bytes()[at - 1] == b'\\';
                    if escaped || !seen.insert(at) {
                        continue;
                    }
                    let end = rest.find(['}', '\n']).map_or(rest.len(), |e| e + 1);
                    let shown: String = rest[..end].trim_end().chars().take(40).collect();
                    problems.push(
                        Diagnostic::error(
                            file,
                            base + at,
                            format!("JSX expression `{shown}` cannot be turned into static output"),
                        )
                        .expected(
                            "the value written out as text or a literal attribute, or `\\{` for a brace",
                        ),
                    );
                }
            }
            _ => {}
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(body: &str) -> (String, Vec<String>) {
        let file = SourceFile::new("docs/a.mdx", body);
        let (text, problems) = prepare(&file, body, 0);
        assert_eq!(text.len(), body.len(), "offsets are kept");
        (text, problems.iter().map(ToString::to_string).collect())
    }

    #[test]
    fn theme_imports_and_comments_are_blanked() {
        let body = "import Tabs from '@theme/Tabs';\nimport {\n  Foo,\n} from \"@docusaurus/Link\";\n\n본문 {/* 메모 */} 끝\n\n{/* truncate */}\n";
        let (text, problems) = run(body);
        assert!(problems.is_empty(), "{problems:?}");
        assert!(!text.contains("import") && !text.contains("메모"), "{text}");
        assert!(text.contains("본문") && text.contains("<!--truncate-->"), "{text}");
    }

    #[test]
    fn code_is_left_alone() {
        let (text, problems) =
            run("```js\nimport x from 'y';\nconst a = {b}; {/* c */}\n```\n\n`{inline} {/* d */}`\n");
        assert!(problems.is_empty(), "{problems:?}");
        assert!(
            text.contains("import x from 'y';") && text.contains("{/* c */}") && text.contains("{/* d */}")
        );
    }

    #[test]
    fn what_needs_javascript_is_an_error_at_its_place() {
        let (_, problems) = run(
            "import Chart from '../components/Chart';\nexport const n = 3;\n\n값은 {n}개, 괄호는 \\{ 그대로\n\n<Tabs groupId={id}>\n",
        );
        assert_eq!(
            problems,
            [
                "docs/a.mdx:1:1: error: import of `../components/Chart` cannot be run here (Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; only `@theme/…` components are understood)",
                "docs/a.mdx:2:1: error: `export` in MDX needs JavaScript to run, which this site never does (the data written into the page as Markdown (a list or a table))",
                "docs/a.mdx:4:4: error: JSX expression `{n}` cannot be turned into static output (the value written out as text or a literal attribute, or `\\{` for a brace)",
                "docs/a.mdx:6:15: error: JSX expression `{id}` cannot be turned into static output (the value written out as text or a literal attribute, or `\\{` for a brace)",
            ]
        );
    }
}
