//! Tags of posts and docs, read as Docusaurus reads them: a `tags.yml` beside
//! the pages (every field of an entry optional) and `tags:` in front matter,
//! each tag a key of that file or written in place.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::config::OnBroken;
use crate::description;
use crate::diag::{Diagnostic, SourceFile};
use crate::frontmatter::{self, Split};
use crate::meta::TagMeta;
use crate::route;
use crate::sources::Sources;

/// The file beside the pages that names the tags they may use.
pub const TAGS_FILE: &str = "tags.yml";

/// `tags: aoldacloud` or `tags: [aoldacloud, {label: …, permalink: …}]`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<T> OneOrMany<T> {
    pub fn into_vec(self) -> Vec<T> {
        match self {
            OneOrMany::One(s) => vec![s],
            OneOrMany::Many(v) => v,
        }
    }
}

/// A tag in front matter: a key of `tags.yml` (or a new label), or `{label, permalink}`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum TagRef {
    Key(#[serde(deserialize_with = "crate::frontmatter::plain_text")] String),
    Inline { label: String, permalink: Option<String> },
}

/// An entry of `tags.yml`; as in Docusaurus, an empty entry (`beta:`) is allowed.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct TagEntry {
    label: Option<String>,
    permalink: Option<String>,
    description: Option<String>,
}

/// The tags one plugin (the blog, the docs) knows: those of its `tags.yml`, and
/// those its pages bring in place.
#[derive(Debug)]
pub struct Catalog {
    /// Where tag pages live: `/blog/tags`, `/tags`.
    base: String,
    /// `tags.yml` as shown in messages, when it exists: only then is a tag outside it worth a warning.
    file: Option<String>,
    /// Every tag by key: `tags.yml`'s keys, and `inline:<path>` for tags written in place.
    tags: BTreeMap<String, TagMeta>,
    /// What a tag outside `tags.yml` is (Docusaurus' `onInlineTags`, `warn` by default).
    pub on_inline: OnBroken,
}

impl Catalog {
    /// Reads `path` (a `tags.yml`, which may be missing) for pages whose tags live under `base`.
    pub fn load(sources: &Sources, path: &str, base: &str, diagnostics: &mut Vec<Diagnostic>) -> Catalog {
        let mut catalog =
            Catalog { base: base.to_string(), file: None, tags: BTreeMap::new(), on_inline: OnBroken::Warn };
        if !sources.exists(path) {
            return catalog;
        }
        catalog.file = Some(path.to_string());
        let Ok(file) = sources.read(path).map_err(|d| diagnostics.push(d)) else {
            return catalog;
        };
        if file.text.trim().is_empty() {
            return catalog;
        }
        let entries: BTreeMap<String, Option<TagEntry>> = match serde_norway::from_str(&file.text) {
            Ok(entries) => entries,
            Err(e) => {
                diagnostics.push(frontmatter::yaml_diagnostic(&file, 0, &e));
                return catalog;
            }
        };
        let mut owners: BTreeMap<String, String> = BTreeMap::new();
        for (key, entry) in entries {
            let entry = entry.unwrap_or_default();
            // Docusaurus' defaults: the key capitalised, its kebab-case form as the address.
            let at = file.text.find(&format!("{key}:")).unwrap_or(0);
            let path = match entry.permalink {
                Some(permalink) => match catalog.path_of(&permalink) {
                    Ok(path) => path,
                    Err(refused) => {
                        let at = at + file.text[at..].find("permalink").unwrap_or(0);
                        diagnostics.push(catalog.refused(&file, at, &permalink, refused));
                        continue;
                    }
                },
                None => route::encoded(&format!("{}/{}", catalog.base, kebab_case(&key))),
            };
            if let Some(first) = owners.insert(path.clone(), key.clone()) {
                diagnostics.push(
                    Diagnostic::error(
                        &file,
                        at,
                        format!("tags `{first}` and `{key}` both have the page `{path}`"),
                    )
                    .expected("a different `permalink` for each tag"),
                );
            }
            let label = entry.label.unwrap_or_else(|| capitalize(&key));
            let description = entry.description.as_deref().map(description::cut);
            let meta = TagMeta { key: key.clone(), label, description, path };
            catalog.tags.insert(key, meta);
        }
        catalog
    }

    /// The page of a tag whose `permalink` is given: below the catalog's base.
    fn path_of(&self, permalink: &str) -> Result<String, route::Refused> {
        route::under(&self.base, permalink)
    }

    /// The error for a `permalink` (at `at` of `file`) that cannot be a tag's page.
    fn refused(&self, file: &SourceFile, at: usize, permalink: &str, refused: route::Refused) -> Diagnostic {
        let message = format!("`permalink: {}` {}", permalink.escape_debug(), refused.reason);
        Diagnostic::error(file, at, message).expected(route::expected_under(&self.base))
    }

    /// A page's tags: keys of `tags.yml`, or new ones written in place (a warning
    /// when `tags.yml` exists, as Docusaurus's `onInlineTags: 'warn'`).
    pub fn resolve(
        &mut self,
        source: &SourceFile,
        split: &Split<'_>,
        tags: Option<OneOrMany<TagRef>>,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> Vec<TagMeta> {
        let mut found: Vec<TagMeta> = Vec::new();
        for tag in tags.map(OneOrMany::into_vec).unwrap_or_default() {
            let (label, permalink) = match tag {
                TagRef::Key(key) => {
                    if let Some(known) = self.tags.get(&key) {
                        found.push(known.clone());
                        continue;
                    }
                    (key, None)
                }
                TagRef::Inline { label, permalink } => (label, permalink),
            };
            if let Some(file) = self.file.as_ref().filter(|_| self.on_inline != OnBroken::Ignore) {
                let at = frontmatter::value_offset(source, split, "tags", &label);
                let message = format!("tag `{label}` is not in {file}");
                diagnostics.push(match self.on_inline {
                    OnBroken::Throw => Diagnostic::error(source, at, message).expected("a key of tags.yml"),
                    _ => Diagnostic::warning(source, at, message)
                        .expected("a key of tags.yml; the tag is still shown, with its own page"),
                });
            }
            let path = match permalink {
                Some(permalink) => match self.path_of(&permalink) {
                    Ok(path) => path,
                    Err(refused) => {
                        let at = frontmatter::value_offset(source, split, "tags", "permalink");
                        diagnostics.push(self.refused(source, at, &permalink, refused));
                        continue;
                    }
                },
                None => route::encoded(&format!("{}/{}", self.base, kebab_case(&label))),
            };
            let key = format!("inline:{path}");
            let tag = self
                .tags
                .entry(key.clone())
                .or_insert_with(|| TagMeta { key, label, description: None, path })
                .clone();
            found.push(tag);
        }
        // The same tag twice on one page is one tag.
        let mut seen = Vec::new();
        found.retain(|t| {
            let new = !seen.contains(&t.path);
            seen.push(t.path.clone());
            new
        });
        found
    }

    /// Every tag known: `tags.yml`'s and those written in place, by key.
    pub fn into_tags(self) -> Vec<TagMeta> {
        self.tags.into_values().collect()
    }
}

/// lodash's `kebabCase`, which Docusaurus uses for tag and author addresses:
/// words split at separators, case changes and digits, joined by `-` in lower
/// case (`junho_lee` → `junho-lee`, `user123` → `user-123`).
pub fn kebab_case(text: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut previous: Option<char> = None;
    for c in text.chars() {
        if !c.is_alphanumeric() {
            previous = None;
            continue;
        }
        let starts_word = match previous {
            None => true,
            Some(p) => (p.is_lowercase() && c.is_uppercase()) || (p.is_numeric() != c.is_numeric()),
        };
        if starts_word {
            words.push(String::new());
        }
        words.last_mut().expect("pushed above").extend(c.to_lowercase());
        previous = Some(c);
    }
    words.join("-")
}

/// lodash's `capitalize`: the first letter upper case, the rest lower case.
fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars.flat_map(char::to_lowercase)).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_in_addresses_are_kebab_case() {
        for (key, address) in [
            ("junho_lee", "junho-lee"),
            ("aolda-team", "aolda-team"),
            ("JunhoLee", "junho-lee"),
            ("user123", "user-123"),
            ("Getting Started", "getting-started"),
            ("민지", "민지"),
        ] {
            assert_eq!(kebab_case(key), address);
        }
    }

    #[test]
    fn labels_default_to_the_key_capitalised() {
        assert_eq!(capitalize("network"), "Network");
        assert_eq!(capitalize("beTA"), "Beta");
        assert_eq!(capitalize("네트워크"), "네트워크");
    }
}
