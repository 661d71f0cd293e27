//! Docusaurus's `<Tabs groupId="…">` / `<TabItem value="…" label="…" default>`
//! written in Markdown, turned into the theme's `Tabs` and `TabItem`.

use super::{Open, Renderer};
use crate::jsx::Attr;

/// The tokenizer lower-cases tag names; these are the two tab tags.
pub(super) fn is_tabs_tag(name: &str) -> bool {
    matches!(name, "tabs" | "tabitem")
}

impl Renderer<'_, '_> {
    pub(super) fn open_tabs(&mut self, name: &str, attrs: &[(String, String)], offset: usize) {
        let attr = |key: &str| attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
        if name == "tabs" {
            let component = self.use_component("Tabs");
            let mut out = Vec::new();
            if let Some(group) = attr("groupid").filter(|g| !g.is_empty()) {
                out.push(("groupId", Attr::Str(group)));
            }
            // `values={[{value, label}]}` (an `.mdx` constant, written out as JSON)
            // names the tabs; as in Docusaurus, its labels win over the items' own.
            self.tab_labels = attr("values").map(|json| tab_labels(&json)).unwrap_or_default();
            self.jsx.open(component, &out);
            self.stack.push(Open::Tabs(component));
            return;
        }
        if !matches!(self.stack.last(), Some(Open::Tabs("Tabs"))) {
            self.warn(
                offset,
                "`<TabItem>` outside `<Tabs>` was left out (its content is kept)".into(),
                "`<TabItem>` directly inside `<Tabs>`",
            );
            return;
        }
        let from_values =
            |value: &str| self.tab_labels.iter().find(|(v, _)| v == value).map(|(_, l)| l.clone());
        let label =
            attr("value").and_then(|v| from_values(&v)).or_else(|| attr("label")).filter(|l| !l.is_empty());
        let value = match (attr("value").filter(|v| !v.is_empty()), &label) {
            (Some(value), _) => value,
            (None, label) => {
                self.warn(
                    offset,
                    "`<TabItem>` without `value`: its label (or its position) stands in".into(),
                    "`<TabItem value=\"…\" label=\"…\">`",
                );
                let position = self.jsx.out.matches("<TabItem ").count() + 1;
                label.clone().unwrap_or_else(|| {
                    crate::i18n::fill(self.ctx.site.texts().tab, &[("position", &position.to_string())])
                })
            }
        };
        let label = label.unwrap_or_else(|| value.clone());
        let component = self.use_component("TabItem");
        let mut out = vec![("value", Attr::Str(value)), ("label", Attr::Str(label))];
        // `default` and `default={true}` both mark the tab shown first.
        if attr("default").is_some_and(|v| v.is_empty() || v == "{true}") {
            out.push(("default", Attr::Bool(true)));
        }
        self.jsx.open(component, &out);
        self.stack.push(Open::Tabs(component));
    }

    pub(super) fn close_tabs(&mut self, name: &str, offset: usize) {
        let wanted = if name == "tabs" { "Tabs" } else { "TabItem" };
        if !self.stack.iter().any(|open| matches!(open, Open::Tabs(n) if *n == wanted)) {
            // An item left out above also ends here, without a warning of its own.
            if wanted == "Tabs" {
                self.warn(offset, "`</Tabs>` without `<Tabs>`".into(), "`<Tabs>` … `</Tabs>`");
            }
            return;
        }
        // Raw elements and an unclosed item inside are closed with it.
        while let Some(Open::Raw(_) | Open::Tabs(_)) = self.stack.last() {
            let open = self.stack.pop().expect("checked");
            let done = matches!(open, Open::Tabs(n) if n == wanted);
            self.close(open);
            if done {
                return;
            }
        }
    }
}

/// `(value, label)` of each entry of a `values` list; a label defaults to the value.
fn tab_labels(json: &str) -> Vec<(String, String)> {
    let entries: Vec<serde_json::Value> = serde_json::from_str(json).unwrap_or_default();
    entries
        .iter()
        .filter_map(|entry| {
            let value = entry.get("value")?.as_str()?.to_string();
            let label = entry.get("label").and_then(|l| l.as_str()).unwrap_or(&value).to_string();
            Some((value, label))
        })
        .collect()
}
