//! Facts about the service (contact address, console, request process, roles…)
//! kept in `content/data/service.yml`, so the operators correct a fact in one
//! place. Docs and posts write `{{service.contact_email}}`; the placeholder is
//! replaced when the file is loaded, before its front matter and body are read.

use std::collections::BTreeMap;

use serde_norway::Value;

use crate::diag::{Diagnostic, SourceFile};
use crate::frontmatter::yaml_diagnostic;
use crate::sources::Sources;

const OPEN: &str = "{{service.";
const CLOSE: &str = "}}";

/// The facts by dotted key (`request.how`), each a one-line text.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ServiceFacts {
    facts: BTreeMap<String, String>,
}

/// Reads `path`; a site without the file has no facts (and any placeholder is an error).
pub fn load(sources: &Sources, path: &str, diagnostics: &mut Vec<Diagnostic>) -> ServiceFacts {
    if !sources.is_file(path) {
        return ServiceFacts::default();
    }
    match sources.read(path) {
        Ok(file) => ServiceFacts::parse(&file).unwrap_or_else(|d| {
            diagnostics.extend(d);
            ServiceFacts::default()
        }),
        Err(d) => {
            diagnostics.push(d);
            ServiceFacts::default()
        }
    }
}

impl ServiceFacts {
    /// Parses the YAML of a facts file: nested maps whose leaves are one-line texts or numbers.
    pub fn parse(file: &SourceFile) -> Result<ServiceFacts, Vec<Diagnostic>> {
        if file.text.trim().is_empty() {
            return Ok(ServiceFacts::default());
        }
        let value: Value =
            serde_norway::from_str(&file.text).map_err(|e| vec![yaml_diagnostic(file, 0, &e)])?;
        let mut facts = ServiceFacts::default();
        let mut problems = Vec::new();
        facts.flatten(file, "", &value, &mut problems);
        if problems.is_empty() { Ok(facts) } else { Err(problems) }
    }

    fn flatten(&mut self, file: &SourceFile, prefix: &str, value: &Value, problems: &mut Vec<Diagnostic>) {
        let at = || key_offset(file, prefix);
        let text = match value {
            Value::Mapping(map) => {
                for (key, value) in map {
                    let Some(key) = key.as_str().filter(|k| is_key(k)) else {
                        problems.push(
                            Diagnostic::error(file, at(), format!("key `{key:?}` under `{prefix}`"))
                                .expected("keys of lowercase letters, digits and `_`"),
                        );
                        continue;
                    };
                    let path = if prefix.is_empty() { key.to_string() } else { format!("{prefix}.{key}") };
                    self.flatten(file, &path, value, problems);
                }
                return;
            }
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Null | Value::Sequence(_) | Value::Tagged(_) => {
                problems.push(
                    Diagnostic::error(file, at(), format!("`{prefix}` is not a text"))
                        .expected("a one-line text or a number, or a map of them"),
                );
                return;
            }
        };
        if text.contains('\n') {
            // Keeping facts on one line keeps every later line of a page where it was written.
            problems.push(
                Diagnostic::error(file, at(), format!("`{prefix}` spans several lines"))
                    .expected("a one-line text"),
            );
            return;
        }
        self.facts.insert(prefix.to_string(), text);
    }

    /// The value of a dotted key.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.facts.get(key).map(String::as_str)
    }

    /// `file` with every `{{service.key}}` replaced by its value; an unknown key or an
    /// unclosed placeholder is an error at its place that lists the known keys.
    pub fn expand(&self, file: SourceFile) -> Result<SourceFile, Vec<Diagnostic>> {
        if !file.text.contains(OPEN) {
            return Ok(file);
        }
        let mut out = String::with_capacity(file.text.len());
        let mut problems = Vec::new();
        let mut rest = 0;
        while let Some(found) = file.text[rest..].find(OPEN) {
            let start = rest + found;
            out.push_str(&file.text[rest..start]);
            let key_start = start + OPEN.len();
            let end = file.text[key_start..].find(CLOSE).map(|i| key_start + i);
            let key = end.map(|end| file.text[key_start..end].trim());
            match key.filter(|k| is_key_path(k)) {
                Some(key) => match self.facts.get(key) {
                    Some(value) => out.push_str(value),
                    None => {
                        problems.push(
                            Diagnostic::error(&file, start, format!("unknown service fact `{key}`"))
                                .expected(self.known()),
                        );
                    }
                },
                None => {
                    problems.push(
                        Diagnostic::error(
                            &file,
                            start,
                            "placeholder `{{service.` is not closed by a key and `}}`",
                        )
                        .expected(format!("`{{{{service.<key>}}}}`: {}", self.known())),
                    );
                }
            }
            rest = match (key.filter(|k| is_key_path(k)), end) {
                (Some(_), Some(end)) => end + CLOSE.len(),
                _ => key_start,
            };
        }
        out.push_str(&file.text[rest..]);
        if problems.is_empty() { Ok(SourceFile::new(file.path, out)) } else { Err(problems) }
    }

    fn known(&self) -> String {
        if self.facts.is_empty() {
            return "a key of content/data/service.yml (the file has none)".into();
        }
        let keys: Vec<String> = self.facts.keys().map(|k| format!("`{k}`")).collect();
        format!("one of the keys of content/data/service.yml: {}", keys.join(", "))
    }
}

fn is_key(key: &str) -> bool {
    !key.is_empty() && key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn is_key_path(key: &str) -> bool {
    key.split('.').all(is_key)
}

/// Offset of the line that defines the last segment of a dotted key, for messages.
fn key_offset(file: &SourceFile, dotted: &str) -> usize {
    let last = dotted.rsplit('.').next().unwrap_or(dotted);
    let mut at = 0;
    for line in file.text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if trimmed.strip_prefix(last).is_some_and(|rest| rest.trim_start().starts_with(':')) {
            return at + (line.len() - trimmed.len());
        }
        at += line.len();
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(yaml: &str) -> ServiceFacts {
        ServiceFacts::parse(&SourceFile::new("content/data/service.yml", yaml)).unwrap()
    }

    #[test]
    fn replaces_nested_keys_and_keeps_lines() {
        let facts = facts("contact_email: help@example.com\nrequest:\n  how: 메일로 요청\n  days: 3\n");
        let page = SourceFile::new(
            "a.md",
            "---\ntitle: x\n---\n문의: {{service.contact_email}}\n\n{{service.request.how}}는 {{service.request.days}}일\n",
        );
        let out = facts.expand(page).unwrap();
        assert_eq!(out.text, "---\ntitle: x\n---\n문의: help@example.com\n\n메일로 요청는 3일\n");
        assert_eq!(out.path, "a.md");
    }

    #[test]
    fn spaces_inside_the_braces_are_allowed() {
        let facts = facts("name: AoldaCloud\n");
        let out = facts.expand(SourceFile::new("a.md", "{{service. name }}")).unwrap();
        assert_eq!(out.text, "AoldaCloud");
    }

    #[test]
    fn an_unknown_key_is_an_error_at_its_place_listing_the_known_ones() {
        let facts = facts("contact_email: a@b.c\nconsole_url: https://c\n");
        let page = SourceFile::new("content/docs/a.md", "첫 줄\n연락처는 {{service.contact_mail}}입니다.\n");
        let errors = facts.expand(page).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(
            errors[0].to_string(),
            "content/docs/a.md:2:6: error: unknown service fact `contact_mail` \
             (one of the keys of content/data/service.yml: `console_url`, `contact_email`)"
        );
    }

    #[test]
    fn an_unclosed_placeholder_is_an_error() {
        let facts = facts("name: x\n");
        let errors = facts.expand(SourceFile::new("a.md", "a {{service.name\nb")).unwrap_err();
        assert_eq!(errors[0].line, 1);
        assert_eq!(errors[0].column, 3);
        assert!(errors[0].message.contains("not closed"), "{}", errors[0].message);
    }

    #[test]
    fn every_placeholder_of_a_page_is_reported() {
        let facts = facts("name: x\n");
        let errors = facts
            .expand(SourceFile::new("a.md", "{{service.a}} {{service.name}} {{service.b}}"))
            .unwrap_err();
        let columns: Vec<usize> = errors.iter().map(|e| e.column).collect();
        assert_eq!(columns, vec![1, 32]);
    }

    #[test]
    fn text_without_placeholders_is_left_alone() {
        let out = ServiceFacts::default().expand(SourceFile::new("a.md", "{{ other }} {service.x}")).unwrap();
        assert_eq!(out.text, "{{ other }} {service.x}");
    }

    #[test]
    fn lists_and_multi_line_values_are_refused_at_their_key() {
        let file =
            SourceFile::new("content/data/service.yml", "name: x\nroles:\n  - member\nabout: |\n  a\n  b\n");
        let errors = ServiceFacts::parse(&file).unwrap_err();
        let found: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("content/data/service.yml:2:1: error: `roles` is not a text"),
            "{found:?}"
        );
        assert!(
            found[1].starts_with("content/data/service.yml:4:1: error: `about` spans several lines"),
            "{found:?}"
        );
    }

    #[test]
    fn a_yaml_error_points_into_the_file() {
        let file = SourceFile::new("content/data/service.yml", "name: x\nbad: [\n");
        let errors = ServiceFacts::parse(&file).unwrap_err();
        assert_eq!(errors[0].file, "content/data/service.yml");
        assert!(errors[0].line >= 2, "{}", errors[0]);
    }
}
