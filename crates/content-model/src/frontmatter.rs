//! YAML front matter: split it from the body and read it into a typed struct.

use serde::de::{Deserialize, DeserializeOwned, Deserializer};

use crate::diag::{Diagnostic, SourceFile};

/// A Markdown file cut into its front matter and body.
pub struct Split<'a> {
    /// The YAML text between the `---` lines (empty when there is none).
    pub yaml: &'a str,
    pub yaml_offset: usize,
    pub body: &'a str,
    pub body_offset: usize,
}

/// Cuts `---`-delimited front matter from the start of a file.
pub fn split(file: &SourceFile) -> Result<Split<'_>, Diagnostic> {
    let text = file.text.as_str();
    let Some(rest) = text.strip_prefix("---\n").or_else(|| text.strip_prefix("---\r\n")) else {
        return Ok(Split { yaml: "", yaml_offset: 0, body: text, body_offset: 0 });
    };
    let yaml_offset = text.len() - rest.len();
    let mut at = yaml_offset;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            let body_offset = at + line.len();
            return Ok(Split {
                yaml: &text[yaml_offset..at],
                yaml_offset,
                body: &text[body_offset..],
                body_offset,
            });
        }
        at += line.len();
    }
    Err(Diagnostic::error(file, 0, "front matter is not closed")
        .expected("a line `---` after the front matter"))
}

/// Parses front matter YAML into `T`, pointing errors at the offending key or value.
pub fn parse<T: DeserializeOwned + Default>(file: &SourceFile, split: &Split<'_>) -> Result<T, Diagnostic> {
    if split.yaml.trim().is_empty() {
        return Ok(T::default());
    }
    serde_norway::from_str(split.yaml).map_err(|error| yaml_diagnostic(file, split.yaml_offset, &error))
}

/// Turns a serde_norway error into a diagnostic at its location in `file`.
pub fn yaml_diagnostic(file: &SourceFile, base: usize, error: &serde_norway::Error) -> Diagnostic {
    let offset = base + error.location().map_or(0, |l| l.index());
    located_diagnostic(file, offset, error.to_string())
}

/// Turns a serde_json error into a diagnostic at its location in `file`.
pub fn json_diagnostic(file: &SourceFile, error: &serde_json::Error) -> Diagnostic {
    let offset = file.offset_of(error.line(), error.column().max(1));
    located_diagnostic(file, offset, error.to_string())
}

/// A serde error's text as message and expectation, at `offset`.
fn located_diagnostic(file: &SourceFile, offset: usize, mut text: String) -> Diagnostic {
    if let Some(at) = text.find(" at line ") {
        text.truncate(at);
    }
    let (message, expected) = match text.split_once(", expected ") {
        Some((message, expected)) => (message.to_string(), Some(format!("expected {expected}"))),
        None => (text, None),
    };
    let message = message.replace("unknown field", "unknown front-matter key");
    let diagnostic = Diagnostic::error(file, offset, message);
    match expected {
        Some(expected) => diagnostic.expected(expected),
        None => diagnostic,
    }
}

/// Byte offset in `file` of the first line of the front matter that starts with `key:`,
/// so errors about a value can point at it.
pub fn key_offset(split: &Split<'_>, key: &str) -> usize {
    let mut at = split.yaml_offset;
    for line in split.yaml.split_inclusive('\n') {
        if line.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with(':')) {
            return at;
        }
        at += line.len();
    }
    split.yaml_offset
}

/// Byte offset of `needle` within the front matter (after `key:` if given), else the key.
pub fn value_offset(file: &SourceFile, split: &Split<'_>, key: &str, needle: &str) -> usize {
    let from = key_offset(split, key);
    let end = split.yaml_offset + split.yaml.len();
    file.text[from..end].find(needle).map_or(from, |i| from + i)
}

/// For keys where `null` means something (`pagination_next: null` hides the link):
/// absent is `None`, `null` is `Some(None)`.
pub fn nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(deserializer).map(Some)
}
