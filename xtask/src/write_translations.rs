//! `cargo xtask write-translations [--locale X]`: the JSON files a translator
//! fills in, under `i18n/<locale>/`, as `docusaurus write-translations` writes
//! them (`{"key": {"message": "…", "description": "…"}}`):
//!
//! - `code.json`: the theme's words by Docusaurus' ids, in the locale's
//!   language where the theme speaks it (`ui/src/i18n/<language>/`), else in
//!   English; words made of parts (a banner naming the version) are left out;
//! - `docusaurus-theme-classic/navbar.json` and `footer.json`: the navbar's and
//!   footer's labels, the footer's copyright;
//! - `docusaurus-plugin-content-docs/current.json` (and `version-X.json`): each
//!   version's label and its sidebars' category and link labels.
//!
//! A message already in a file is kept, as Docusaurus keeps it: running the
//! command again adds what is new and never undoes a translation.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use content_model::Site;
use content_model::locales::{DOCS_PLUGIN, I18N_DIR, THEME};
use content_model::meta::SidebarItem;
use serde_json::{Map, Value, json};

use crate::paths;

/// A file's messages: key → (message, description).
type Messages = BTreeMap<String, (String, String)>;

pub fn run(site: &Path, locale: Option<&str>) -> Result<()> {
    let loaded = site_loader::load(site);
    let Some(model) = loaded.site else {
        let errors: Vec<String> = loaded.errors().map(ToString::to_string).collect();
        anyhow::bail!("the site does not load:\n{}", errors.join("\n"));
    };
    let code = locale.unwrap_or(&model.config.locale).to_string();
    let folder = site.join(I18N_DIR).join(&code);
    let mut files: Vec<(PathBuf, Messages)> = vec![
        (folder.join("code.json"), theme_messages(&code)?),
        (folder.join(THEME).join("navbar.json"), navbar_messages(&model)),
        (folder.join(THEME).join("footer.json"), footer_messages(&model)),
    ];
    for (name, messages) in docs_messages(&model) {
        files.push((folder.join(format!("{name}.json")), messages));
    }
    for (file, messages) in files {
        let added = write_kept(&file, &messages)?;
        let shown = file.strip_prefix(site).unwrap_or(&file).display().to_string();
        println!("{shown}: {} messages, {added} new", messages.len());
    }
    Ok(())
}

/// Writes `messages` to `file`, keeping every message the file already holds
/// (and keys it has that are not ours); how many keys were added.
fn write_kept(file: &Path, messages: &Messages) -> Result<usize> {
    let mut kept: Map<String, Value> = match fs::read_to_string(file) {
        Ok(text) => serde_json::from_str(&text)
            .with_context(|| format!("{} is not a translation file (JSON object)", file.display()))?,
        Err(_) => Map::new(),
    };
    let mut added = 0;
    for (key, (message, description)) in messages {
        if !kept.contains_key(key) {
            kept.insert(key.clone(), json!({"message": message, "description": description}));
            added += 1;
        }
    }
    if let Some(folder) = file.parent() {
        fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
    }
    let text = serde_json::to_string_pretty(&kept)? + "\n";
    fs::write(file, text).with_context(|| format!("writing {}", file.display()))?;
    Ok(added)
}

/// The theme's words (`ui/src/i18n/<language>/*.ts`) whose names are
/// Docusaurus ids (`theme_docs_paginator_next` is `theme.docs.paginator.next`):
/// the plain strings; ours (`ui_…`) and templates stay the theme's.
fn theme_messages(locale: &str) -> Result<Messages> {
    let language = codegen::i18n::Language::of(locale).folder();
    let dir = paths::ui().join("src/i18n").join(language);
    let mut messages = Messages::new();
    for table in ["theme.ts", "blog.ts"] {
        let file = dir.join(table);
        let text = fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
        messages.extend(string_constants(&text));
    }
    Ok(messages)
}

/// `export const theme_x_y = "…";` lines of a table as (`theme.x.y`, text),
/// described by the doc comment above them when there is one.
fn string_constants(table: &str) -> Messages {
    let mut found = Messages::new();
    let mut comment = None;
    for line in table.lines() {
        let line = line.trim();
        if let Some(doc) = line.strip_prefix("/**").and_then(|l| l.strip_suffix("*/")) {
            comment = Some(doc.trim().to_string());
            continue;
        }
        let constant = line.strip_prefix("export const ").and_then(|rest| rest.split_once(" = "));
        if let Some((name, value)) = constant
            && name.starts_with("theme_")
            && let Some(literal) = value.strip_suffix(';')
            && let Ok(Value::String(text)) = serde_json::from_str(literal)
        {
            let id = name.replace('_', ".");
            let description = comment.take().unwrap_or_else(|| format!("The theme's text {id}"));
            found.insert(id, (text, description));
        }
        comment = None;
    }
    found
}

fn navbar_messages(site: &Site) -> Messages {
    let mut messages = Messages::new();
    let config = &site.config;
    messages.insert("title".into(), (config.title.clone(), "The title in the navbar".into()));
    for link in &config.navbar {
        let description = format!("Navbar item with label {}", link.label);
        messages.insert(format!("item.label.{}", link.label), (link.label.clone(), description));
    }
    messages
}

fn footer_messages(site: &Site) -> Messages {
    let mut messages = Messages::new();
    let config = &site.config;
    for section in &config.footer_sections {
        let description =
            format!("The title of the footer links column with title={} in the footer", section.title);
        messages.insert(format!("link.title.{}", section.title), (section.title.clone(), description));
        for link in &section.items {
            let description = format!("The label of footer link with label={}", link.label);
            messages.insert(format!("link.item.label.{}", link.label), (link.label.clone(), description));
        }
    }
    if !config.copyright.is_empty() {
        messages.insert("copyright".into(), (config.copyright.clone(), "The footer copyright".into()));
    }
    messages
}

/// Each docs version's file (`docusaurus-plugin-content-docs/current`, `…/version-2.0`;
/// a further docs instance's `docusaurus-plugin-content-docs-<id>/current`…): its
/// label (on a site with versions) and its sidebars' labels.
fn docs_messages(site: &Site) -> BTreeMap<String, Messages> {
    let mut files: BTreeMap<String, Messages> = BTreeMap::new();
    let file_of = |plugin: Option<&str>, version: &str| {
        let folder = plugin.map_or_else(|| DOCS_PLUGIN.to_string(), |id| format!("{DOCS_PLUGIN}-{id}"));
        if version == content_model::docs::versions::CURRENT {
            format!("{folder}/current")
        } else {
            format!("{folder}/version-{version}")
        }
    };
    let others = site.config.other_versions.iter().map(|(id, versions)| (Some(id.as_str()), versions));
    for (plugin, versions) in std::iter::once((None, &site.config.versions)).chain(others) {
        for version in versions {
            let description = format!("The label for version {}", version.name);
            files
                .entry(file_of(plugin, &version.name))
                .or_default()
                .insert("version.label".into(), (version.label.clone(), description));
        }
    }
    let instances: std::collections::BTreeSet<&str> =
        site.docs.iter().filter_map(|d| d.meta.plugin.as_deref()).collect();
    for (name, items) in &site.sidebars {
        let (plugin, name) = match name.split_once('/') {
            Some((id, rest)) if instances.contains(id) => (Some(id), rest),
            _ => (None, name.as_str()),
        };
        let (version, plain) = match name.split_once('/') {
            Some((version, plain)) if version.starts_with("version-") => {
                (&version["version-".len()..], plain)
            }
            _ => (content_model::docs::versions::CURRENT, name),
        };
        sidebar_messages(items, plain, files.entry(file_of(plugin, version)).or_default());
    }
    files
}

fn sidebar_messages(items: &[SidebarItem], sidebar: &str, messages: &mut Messages) {
    for item in items {
        let (kind, label) = match item {
            SidebarItem::Category { label, items, .. } => {
                sidebar_messages(items, sidebar, messages);
                ("category", label)
            }
            SidebarItem::Link { label, .. } => ("link", label),
            SidebarItem::Doc { .. } | SidebarItem::Html { .. } => continue,
        };
        let description = format!("The label for {kind} {label} in sidebar {sidebar}");
        messages.insert(format!("sidebar.{sidebar}.{kind}.{label}"), (label.clone(), description));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_themes_plain_strings_are_named_by_docusaurus_ids() {
        let table = concat!(
            "/** The language's name. */\nexport const ui_languageName = \"English\";\n",
            "export const theme_docs_paginator_next = \"Next\";\n",
            "/** Before the version's name. */\nexport const theme_docs_versionBadge_label = \"Version: \";\n",
            "export const theme_docs_versions_latestVersionLinkLabel = (v: string) => `latest ${v}`;\n",
        );
        let found = string_constants(table);
        let ids: Vec<(&str, &str, &str)> =
            found.iter().map(|(id, (m, d))| (id.as_str(), m.as_str(), d.as_str())).collect();
        assert_eq!(
            ids,
            [
                ("theme.docs.paginator.next", "Next", "The theme's text theme.docs.paginator.next"),
                ("theme.docs.versionBadge.label", "Version: ", "Before the version's name."),
            ]
        );
    }

    /// The files of the versioned fixture's English locale: new keys added,
    /// the translations already there kept.
    #[test]
    fn writes_what_a_translator_fills_in_and_keeps_what_is_translated() {
        let dir = tempfile::tempdir().unwrap();
        engine::build::copy_tree(&paths::root().join("tests/fixtures/versioned-site"), dir.path()).unwrap();
        run(dir.path(), Some("en")).unwrap();
        let read = |file: &str| -> Value {
            serde_json::from_str(&fs::read_to_string(dir.path().join("i18n/en").join(file)).unwrap()).unwrap()
        };
        let current = read("docusaurus-plugin-content-docs/current.json");
        assert_eq!(current["sidebar.docs.category.안내"]["message"], "Guides", "a translation was undone");
        let old = read("docusaurus-plugin-content-docs/version-1.0.json");
        assert_eq!(old["version.label"]["message"], "1.0 (지난 판)");
        let navbar = read("docusaurus-theme-classic/navbar.json");
        assert_eq!(navbar["item.label.시작하기"]["message"], "Get started");
        assert_eq!(navbar["title"]["message"], "Byeolbit Docs");
        let code = read("code.json");
        assert_eq!(code["theme.navbar.mobileLanguageDropdown.label"]["message"], "Languages");
        assert_eq!(code["theme.docs.paginator.next"]["message"], "Next");
    }

    /// A further docs instance's sidebars go to its own file, named by its id, as Docusaurus names it.
    #[test]
    fn a_further_docs_instance_has_its_own_file() {
        let dir = tempfile::tempdir().unwrap();
        engine::build::copy_tree(&paths::root().join("tests/fixtures/docusaurus-project"), dir.path())
            .unwrap();
        run(dir.path(), Some("en")).unwrap();
        let read = |file: &str| -> Value {
            serde_json::from_str(&fs::read_to_string(dir.path().join("i18n/en").join(file)).unwrap()).unwrap()
        };
        let community = read("docusaurus-plugin-content-docs-community/current.json");
        assert_eq!(community["sidebar.communitySidebar.category.함께하기"]["message"], "함께하기");
        let manual = read("docusaurus-plugin-content-docs/current.json");
        assert!(manual.get("sidebar.communitySidebar.category.함께하기").is_none(), "{manual}");
    }
}
