//! Diagnostics: what went wrong, where (file:line:col), and what was expected.

use std::fmt;

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Severity {
    /// Worth knowing, never a reason to fail (`--strict` included).
    Note,
    Warning,
    Error,
}

/// Folds the diagnostics `same` picks (one per page, say) into one at the
/// first one's place, whose message `say(count, first, others)` writes from how
/// many there were, the first one's file and a few of the others (`a.md, b.md,
/// c.md and 4 more`);
/// returns it. Nothing changes for fewer than `at_least`. A finding many pages
/// share was a line each and buried the rest.
pub fn fold(
    diagnostics: &mut Vec<Diagnostic>,
    at_least: usize,
    same: impl Fn(&Diagnostic) -> bool,
    say: impl FnOnce(usize, &str, &str) -> String,
) -> Option<&mut Diagnostic> {
    let files: Vec<&str> = diagnostics.iter().filter(|d| same(d)).map(|d| d.file.as_str()).collect();
    if files.is_empty() || files.len() < at_least {
        return None;
    }
    const NAMED: usize = 3;
    let mut others: Vec<&str> = Vec::new();
    for file in &files[1..] {
        if *file != files[0] && !others.contains(file) {
            others.push(file);
        }
    }
    let mut named = others.iter().take(NAMED).copied().collect::<Vec<_>>().join(", ");
    if others.len() > NAMED {
        named.push_str(&format!(" and {} more", others.len() - NAMED));
    }
    let message = say(files.len(), files[0], &named);
    let first = diagnostics.iter().position(&same).expect("counted");
    let mut kept = diagnostics[first].clone();
    kept.message = message;
    diagnostics.retain(|d| !same(d));
    diagnostics.insert(first, kept);
    diagnostics.get_mut(first)
}

/// One problem found in the content, pointing at a place in a source file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Path relative to the project root, with `/` separators.
    pub file: String,
    /// 1-based line and column (column counted in characters).
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// What would have been accepted, shown under the caret.
    pub expected: Option<String>,
    /// The source line the location points into, for the snippet.
    pub source_line: Option<String>,
}

impl Diagnostic {
    pub fn error(file: &SourceFile, offset: usize, message: impl Into<String>) -> Self {
        file.diagnostic(Severity::Error, offset, message)
    }

    pub fn warning(file: &SourceFile, offset: usize, message: impl Into<String>) -> Self {
        file.diagnostic(Severity::Warning, offset, message)
    }

    pub fn note(file: &SourceFile, offset: usize, message: impl Into<String>) -> Self {
        file.diagnostic(Severity::Note, offset, message)
    }

    /// A problem with a whole file rather than a place in it (unreadable, not UTF-8).
    pub fn file_error(file: impl Into<String>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            file: file.into(),
            line: 1,
            column: 1,
            message: message.into(),
            expected: None,
            source_line: None,
        }
    }

    /// The same diagnostic, as a warning: the build goes on (and `--strict` stops it).
    pub fn as_warning(mut self) -> Self {
        self.severity = Severity::Warning;
        self
    }

    pub fn expected(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// Renders like a compiler: header, location, the source line and a caret.
    pub fn render(&self, color: bool) -> String {
        let level = match self.severity {
            Severity::Error => Level::ERROR,
            Severity::Warning => Level::WARNING,
            Severity::Note => Level::NOTE,
        };
        let title = level.primary_title(self.message.as_str());
        let report = match &self.source_line {
            Some(line) => {
                let start =
                    line.char_indices().nth(self.column.saturating_sub(1)).map_or(line.len(), |(i, _)| i);
                let end = line[start..]
                    .char_indices()
                    .find(|(_, c)| c.is_whitespace())
                    .map_or(line.len(), |(i, _)| start + i)
                    .max((start + 1).min(line.len()));
                let mut annotation = AnnotationKind::Primary.span(start..end);
                if let Some(expected) = &self.expected {
                    annotation = annotation.label(expected.as_str());
                }
                vec![
                    title.element(
                        Snippet::source(line.as_str())
                            .line_start(self.line)
                            .path(self.file.as_str())
                            .annotation(annotation),
                    ),
                ]
            }
            None => {
                let origin = annotate_snippets::Origin::path(self.file.as_str())
                    .line(self.line)
                    .char_column(self.column);
                let mut group = title.element(origin);
                if let Some(expected) = &self.expected {
                    group = group.element(Level::NOTE.message(expected.as_str()));
                }
                vec![group]
            }
        };
        let renderer = if color { Renderer::styled() } else { Renderer::plain() };
        renderer.render(&report).to_string()
    }
}

impl fmt::Display for Diagnostic {
    /// One line: `file:line:col: error: message (expected …)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let severity = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        write!(f, "{}:{}:{}: {severity}: {}", self.file, self.line, self.column, self.message)?;
        if let Some(expected) = &self.expected {
            write!(f, " ({expected})")?;
        }
        Ok(())
    }
}

/// A source file's text and display path, able to turn byte offsets into line:col.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub path: String,
    pub text: String,
}

impl SourceFile {
    pub fn new(path: impl Into<String>, text: impl Into<String>) -> Self {
        SourceFile { path: path.into(), text: text.into() }
    }

    /// 1-based (line, column) of a byte offset; the column counts characters.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(&self.text, offset.min(self.text.len()));
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        (line, before[line_start..].chars().count() + 1)
    }

    /// Byte offset of a 1-based line and column.
    pub fn offset_of(&self, line: usize, column: usize) -> usize {
        let line_start: usize =
            self.text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
        let rest = &self.text[line_start.min(self.text.len())..];
        line_start + rest.char_indices().nth(column.saturating_sub(1)).map_or(rest.len(), |(i, _)| i)
    }

    fn line_text(&self, line: usize) -> Option<String> {
        self.text.lines().nth(line - 1).map(|l| l.trim_end_matches('\r').to_string())
    }

    pub fn diagnostic(&self, severity: Severity, offset: usize, message: impl Into<String>) -> Diagnostic {
        let (line, column) = self.line_col(offset);
        Diagnostic {
            severity,
            file: self.path.clone(),
            line,
            column,
            message: message.into(),
            expected: None,
            source_line: self.line_text(line),
        }
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_characters_not_bytes() {
        let file = SourceFile::new("a.md", "첫 줄\n가나다 x");
        let offset = file.text.find('x').unwrap();
        assert_eq!(file.line_col(offset), (2, 5));
        assert_eq!(file.offset_of(2, 5), offset);
    }

    #[test]
    fn renders_source_line_and_caret() {
        let file = SourceFile::new("docs/a.md", "---\ntitel: x\n---\n");
        let d = Diagnostic::error(&file, 4, "unknown front-matter key `titel`")
            .expected("expected one of `title`, `id`");
        let text = d.render(false);
        assert!(text.contains("docs/a.md:2:1"), "{text}");
        assert!(text.contains("titel: x"), "{text}");
        assert!(text.contains("^^^^^^ expected one of `title`, `id`"), "{text}");
        assert_eq!(
            d.to_string(),
            "docs/a.md:2:1: error: unknown front-matter key `titel` (expected one of `title`, `id`)"
        );
    }
}
