//! A docs folder's `_category_.yml` or `_category_.json`: the same keys with the
//! same meaning in either form, as Docusaurus reads them.

use serde::Deserialize;

use crate::diag::{Diagnostic, SourceFile};
use crate::frontmatter::{json_diagnostic, yaml_diagnostic};
use crate::page::keys_set;
use crate::sources::Sources;

/// File names of a category's metadata.
pub const CATEGORY_FILES: [&str; 3] = ["_category_.yml", "_category_.yaml", "_category_.json"];

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CategoryFile {
    pub label: Option<String>,
    pub position: Option<f64>,
    /// Shown under the category's card on a generated index.
    pub description: Option<String>,
    pub link: Option<CategoryLink>,
    pub collapsible: Option<bool>,
    pub collapsed: Option<bool>,
    /// The category's CSS class in the sidebar, and free data handed to the theme.
    pub class_name: Option<String>,
    pub custom_props: Option<serde_norway::Value>,
    pub key: Option<String>,
}

/// What the category's label links to.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", deny_unknown_fields)]
pub enum CategoryLink {
    /// A doc, by id (`guide/intro`), which becomes the category's page.
    #[serde(rename = "doc")]
    Doc { id: String },
    /// A page listing the category's items.
    #[serde(rename = "generated-index")]
    GeneratedIndex {
        title: Option<String>,
        description: Option<String>,
        slug: Option<String>,
        keywords: Option<serde_norway::Value>,
        image: Option<String>,
    },
}

/// Whether categories fold, and start folded, where their own file or entry
/// does not say: the docs plugin's `sidebarCollapsible` and `sidebarCollapsed`
/// (both on by default, as in Docusaurus).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CategoryDefaults {
    pub collapsible: bool,
    pub collapsed: bool,
}

impl Default for CategoryDefaults {
    fn default() -> Self {
        CategoryDefaults { collapsible: true, collapsed: true }
    }
}

impl CategoryDefaults {
    /// A category's `(collapsible, collapsed)` from what it says itself: one
    /// that cannot be folded is never folded.
    pub fn apply(self, collapsible: Option<bool>, collapsed: Option<bool>) -> (bool, bool) {
        let collapsible = collapsible.unwrap_or(self.collapsible);
        (collapsible, collapsible && collapsed.unwrap_or(self.collapsed))
    }
}

impl CategoryFile {
    /// Whether the reader can fold the category: the site's default unless the file says otherwise.
    pub fn collapsible(&self, defaults: CategoryDefaults) -> bool {
        defaults.apply(self.collapsible, self.collapsed).0
    }

    /// Whether the category starts closed on a page outside it; never for a category that cannot be folded.
    pub fn collapsed(&self, defaults: CategoryDefaults) -> bool {
        defaults.apply(self.collapsible, self.collapsed).1
    }

    /// Keys written in the file that change nothing here, for the build's note.
    pub fn ignored_keys(&self) -> Vec<&'static str> {
        let mut keys = keys_set(&[
            // Docusaurus drops it too, without a word: a category that cannot be folded is open.
            ("collapsed", self.collapsed == Some(true) && self.collapsible == Some(false)),
            ("key", self.key.is_some()),
        ]);
        if let Some(CategoryLink::GeneratedIndex { keywords, image, .. }) = &self.link {
            keys.extend(keywords.as_ref().map(|_| "link.keywords"));
            keys.extend(image.as_ref().map(|_| "link.image"));
        }
        keys
    }
}

/// Byte offset of `key` in a category file of either form (`slug:` or `"slug"`), else 0.
pub fn key_offset(file: &SourceFile, key: &str) -> usize {
    [format!("{key}:"), format!("\"{key}\"")].iter().find_map(|k| file.text.find(k.as_str())).unwrap_or(0)
}

/// Reads a category file of either form; `None` after reporting a mistake.
pub fn read(
    sources: &Sources,
    path: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<(SourceFile, CategoryFile)> {
    let file = sources.read(path).map_err(|d| diagnostics.push(d)).ok()?;
    if file.text.trim().is_empty() {
        return Some((file, CategoryFile::default()));
    }
    let parsed = if file.path.ends_with(".json") {
        serde_json::from_str(&file.text).map_err(|e| json_diagnostic(&file, &e))
    } else {
        serde_norway::from_str(&file.text).map_err(|e| yaml_diagnostic(&file, 0, &e))
    };
    match parsed {
        Ok(category) => Some((file, category)),
        Err(d) => {
            diagnostics.push(d);
            None
        }
    }
}

/// What a generated index shows of a doc or a sub-category: a card.
#[derive(Debug, Clone)]
pub struct IndexEntry {
    pub label: String,
    pub path: String,
    pub description: String,
    /// A sub-category's own entries (one level: a card counts them); `None` for a doc.
    pub items: Option<Vec<IndexEntry>>,
}

impl IndexEntry {
    /// The entry as a Docusaurus sidebar item, which `@theme/DocCardList` draws.
    fn card(&self) -> serde_json::Value {
        let mut item = serde_json::json!({"label": self.label, "href": self.path});
        if !self.description.is_empty() {
            item["description"] = self.description.clone().into();
        }
        match &self.items {
            None => item["type"] = "link".into(),
            Some(items) => {
                item["type"] = "category".into();
                item["items"] = items.iter().map(IndexEntry::card).collect();
            }
        }
        item
    }
}

/// The MDX of a generated index page, as Docusaurus draws one: its
/// description, then a card per entry (`@theme/DocCardList`, which a site
/// may replace).
pub fn generated_index_mdx(description: &str, entries: &[IndexEntry]) -> String {
    let mut text = String::from("import DocCardList from '@theme/DocCardList';\n\n");
    if !description.is_empty() {
        // Plain text, as Docusaurus shows it.
        text.push_str(&escape(description));
        text.push_str("\n\n");
    }
    let cards: Vec<serde_json::Value> = entries.iter().map(IndexEntry::card).collect();
    let json = serde_json::Value::Array(cards).to_string();
    text.push_str(&format!("<DocCardList items={{{}}} />\n", inert_in_mdx(&json)));
    text
}

/// The same page as Markdown, for its Markdown twin: the description, then
/// one item per entry with its description.
pub fn generated_index_list(description: &str, entries: &[IndexEntry]) -> String {
    let mut text = String::new();
    if !description.is_empty() {
        text.push_str(&escape(description));
        text.push_str("\n\n");
    }
    for entry in entries {
        text.push_str(&format!("- [{}](<{}>)", escape(&entry.label), entry.path));
        if !entry.description.is_empty() {
            text.push_str(&format!(": {}", escape(&entry.description)));
        }
        text.push('\n');
    }
    text
}

/// JSON whose strings hold no `{`, `}`, `<` or `>`, escaped as JSON allows:
/// MDX finds the end of an expression by its braces, and a label such as
/// `a }` or `<T>` must not end or open anything.
fn inert_in_mdx(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        match c {
            '{' | '}' | '<' | '>' if in_string => {
                let _ = std::fmt::Write::write_fmt(&mut out, format_args!("\\u{:04x}", c as u32));
                continue;
            }
            '"' if !escaped => in_string = !in_string,
            _ => {}
        }
        escaped = in_string && c == '\\' && !escaped;
        out.push(c);
    }
    out
}

/// Characters that Markdown would read as syntax inside a list item's text.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '[' | ']' | '*' | '_' | '`' | '<' | '\\' | '{') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_index_is_its_description_and_a_card_per_entry() {
        let doc = |label: &str, path: &str, description: &str| IndexEntry {
            label: label.into(),
            path: path.into(),
            description: description.into(),
            items: None,
        };
        // Braces and angle brackets in the data stay inside their strings.
        assert_eq!(
            inert_in_mdx(r#"[{"label":"a } <T> \"{"}]"#),
            r#"[{"label":"a \u007d \u003cT\u003e \"\u007b"}]"#
        );
        let entries = [
            doc("가상 머신", "/guide/vm", "만들기"),
            IndexEntry {
                items: Some(vec![doc("하나", "/guide/net/a", "")]),
                ..doc("네트워크", "/guide/net/a", "")
            },
        ];
        assert_eq!(
            generated_index_mdx("모든 {문서} <b>", &entries),
            "import DocCardList from '@theme/DocCardList';\n\n모든 \\{문서} \\<b>\n\n\
             <DocCardList items={[{\"description\":\"만들기\",\"href\":\"/guide/vm\",\"label\":\"가상 머신\",\"type\":\"link\"},\
             {\"href\":\"/guide/net/a\",\"items\":[{\"href\":\"/guide/net/a\",\"label\":\"하나\",\"type\":\"link\"}],\"label\":\"네트워크\",\"type\":\"category\"}]} />\n"
        );
    }
}
