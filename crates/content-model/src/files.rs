//! Rules over the content tree that need no disk: references that climb or
//! link out of the site folder (a symbolic link to `/etc/passwd` must never be
//! published), files nobody publishes, number prefixes of names.

use crate::diag::{Diagnostic, SourceFile};
use crate::markdown::Body;
use crate::sources::Sources;

/// Relative link and image targets in `body` that lead outside the site
/// folder, by `../` or through a symbolic link the loader left out.
pub fn escaping_references(sources: &Sources, file: &SourceFile, body: &Body) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    let markdown = body.links.iter().map(|link| {
        let dest = link.dest.split(['#', '?']).next().unwrap_or_default().to_string();
        let range = link.range.clone();
        let offset = body.source_offset(range.start + body.text[range].find(&dest).unwrap_or(0));
        (dest, offset, !link.image)
    });
    // `.mdx` imports of files are references too.
    let imports = body.references.iter().map(|(dest, offset)| (dest.clone(), *offset, false));
    for (dest, offset, link) in markdown.chain(imports) {
        let scheme = dest.split_once(':').is_some_and(|(s, _)| !s.contains('/'));
        if dest.is_empty() || dest.starts_with('/') || scheme {
            continue;
        }
        // A translation's reference is read from where the translation is, as Docusaurus reads it.
        let origin = sources.origin(&file.path);
        let from_origin = (origin != file.path).then(|| resolve(origin, &dest)).flatten();
        let target = from_origin.map(|real| crate::assets::laid_over(&file.path, origin, &real));
        let problem = match target.or_else(|| resolve(&file.path, &dest)) {
            // A link that names no file of the site is an address relative to
            // the page, as in Docusaurus (`../../try` from `/docs/a` is `/try`);
            // nothing is read for it. An image or an import is a file.
            None if link => continue,
            None => "climbs out of the site folder".to_string(),
            Some(target) => match sources.escape(&target) {
                Some(real) => format!("resolves to `{real}`, outside the site folder"),
                None => continue,
            },
        };
        found.push(
            Diagnostic::error(file, offset, format!("`{dest}` {problem}"))
                .expected("a path to a file inside the site folder"),
        );
    }
    found
}

/// A path as written in a URL (`My%20Shot.png`) as the file's name: decoded,
/// as Docusaurus decodes an image's or a file's path before looking for it.
/// A path whose escapes do not decode to UTF-8 stays as written.
pub fn decoded(path: &str) -> std::borrow::Cow<'_, str> {
    if !path.contains('%') {
        return path.into();
    }
    percent_encoding::percent_decode_str(path).decode_utf8().unwrap_or(path.into())
}

/// `dest` written in the file at `from`, as a path relative to the site
/// folder; `None` when `../` climbs above it.
pub fn resolve(from: &str, dest: &str) -> Option<String> {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in dest.split('/') {
        match part {
            "" | "." => {}
            // Above the folder the loader named first (`..` of `../docs/a.md`): out of reach.
            ".." => {
                if parts.pop()? == ".." {
                    return None;
                }
            }
            other => parts.push(other),
        }
    }
    Some(parts.join("/"))
}

/// [`resolve`], but a path that climbs above the site folder keeps its `..`
/// (`../CHANGELOG.md` of `@site/../CHANGELOG.md`): what a page may import
/// from its repository, which the loader reads when it is there (loader's
/// `imported_above`), and nothing else reaches.
pub fn resolve_above(from: &str, dest: &str) -> String {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for part in dest.split('/') {
        match part {
            "" | "." => {}
            ".." if parts.last().is_some_and(|last| *last != "..") => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    parts.join("/")
}

/// The warning for a file in a docs or blog folder that is neither a page nor a known data file.
pub fn not_published(path: &str) -> Diagnostic {
    let mut d = Diagnostic::file_error(path, format!("`{path}` is not published")).expected(
        "pages (.md, .mdx), _category_.yml/.json, authors.yml, tags.yml, or a file a page refers to by a relative path",
    );
    d.severity = crate::diag::Severity::Warning;
    d
}

/// The warnings of [`not_published`] as one note at the first such file,
/// naming how many and a few: a Docusaurus project keeps pictures and sources
/// no page uses in its docs folders, which Docusaurus passes over in silence.
pub fn fold_not_published(diagnostics: &mut Vec<Diagnostic>) {
    let folded = crate::diag::fold(diagnostics, 1, is_not_published, |count, first, others| {
        let others = if others.is_empty() { String::new() } else { format!(", {others}") };
        format!(
            "{count} file(s) in the docs and blog folders are not published, as under Docusaurus: no page refers to `{first}`{others}"
        )
    });
    // A note: what Docusaurus passes over fails no `--strict` build.
    if let Some(note) = folded {
        note.severity = crate::diag::Severity::Note;
    }
}

/// Whether `d` is the warning of [`not_published`].
pub fn is_not_published(d: &Diagnostic) -> bool {
    d.severity == crate::diag::Severity::Warning && d.message == format!("`{}` is not published", d.file)
}

/// How a docs plugin reads number prefixes off its files' and folders' names
/// (`numberPrefixParser`): Docusaurus' default parser, none at all (`false`),
/// or the site's own function, run by the evaluator on every name it found
/// (name → position and name without the prefix).
#[derive(Debug, Clone, Default, PartialEq)]
pub enum NumberPrefixes {
    #[default]
    Default,
    Off,
    Table(std::collections::BTreeMap<String, (Option<f64>, String)>),
}

impl NumberPrefixes {
    /// `(position, name without its prefix)` for a file's stem or a folder's name.
    pub fn split<'a>(&'a self, name: &'a str) -> (Option<f64>, &'a str) {
        match self {
            NumberPrefixes::Default => strip_number_prefix(name),
            NumberPrefixes::Off => (None, name),
            NumberPrefixes::Table(table) => match table.get(name) {
                Some((position, rest)) => (*position, rest.as_str()),
                None => (None, name),
            },
        }
    }
}

/// Splits a `01-name` style prefix: `(Some(1.0), "name")`, as Docusaurus'
/// default number-prefix parser does: digits, then at least one of `-_.`
/// (spaces around allowed), then the name. Names that begin like a date
/// (`2024-05-20…`, `05.20…`) or a version (`0_96_1_…`, `1.2…`) keep their
/// digits, and so do names that are only a number or have no separator.
pub fn strip_number_prefix(name: &str) -> (Option<f64>, &str) {
    let digits = leading_digits(name);
    if digits == 0 || begins_like_a_date_or_version(name) {
        return (None, name);
    }
    let after_space = name[digits..].trim_start_matches(char::is_whitespace);
    let separated = after_space.trim_start_matches(['-', '_', '.']);
    if separated.len() == after_space.len() {
        return (None, name);
    }
    let rest = separated.trim_start_matches(char::is_whitespace);
    if rest.is_empty() {
        return (None, name);
    }
    (name[..digits].parse().ok(), rest)
}

fn leading_digits(text: &str) -> usize {
    text.bytes().take_while(u8::is_ascii_digit).count()
}

/// Docusaurus' ignored prefixes: `\d+[-_.]\d+` (a version) covers every
/// date-like one too (`\d{2}|\d{4}` then a separator and two digits).
fn begins_like_a_date_or_version(name: &str) -> bool {
    let digits = leading_digits(name);
    let rest = &name[digits..];
    rest.starts_with(['-', '_', '.']) && leading_digits(&rest[1..]) > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_prefixes() {
        assert_eq!(strip_number_prefix("01-create"), (Some(1.0), "create"));
        assert_eq!(strip_number_prefix("2_compute"), (Some(2.0), "compute"));
        assert_eq!(strip_number_prefix("10. 네트워크"), (Some(10.0), "네트워크"));
        assert_eq!(strip_number_prefix("2024"), (None, "2024"));
        assert_eq!(strip_number_prefix("3d"), (None, "3d"));
        assert_eq!(strip_number_prefix("guide"), (None, "guide"));
        assert_eq!(strip_number_prefix("003 - intro"), (Some(3.0), "intro"));
        // A version or a date is part of the name, not a position.
        assert_eq!(strip_number_prefix("0_96_1_use_gamma"), (None, "0_96_1_use_gamma"));
        assert_eq!(strip_number_prefix("1.2-notes"), (None, "1.2-notes"));
        assert_eq!(strip_number_prefix("2024-05-20-post"), (None, "2024-05-20-post"));
        // Docusaurus needs a separator: a space alone is not one.
        assert_eq!(strip_number_prefix("10 네트워크"), (None, "10 네트워크"));
    }

    #[test]
    fn relative_paths_resolve_from_a_folder_beside_the_site_and_not_above_it() {
        assert_eq!(resolve("docs/a/b.md", "../c.md").as_deref(), Some("docs/c.md"));
        assert_eq!(resolve("../docs/api.md", "options.md").as_deref(), Some("../docs/options.md"));
        assert_eq!(resolve("../docs/api.md", "../img/x.png").as_deref(), Some("../img/x.png"));
        assert_eq!(resolve("../docs/api.md", "../../x.md"), None);
        assert_eq!(resolve("docs/a.md", "../../x.md"), None);
    }
}
