//! Docusaurus' locales: a translated site is built once per locale, each
//! build reading the site's files with the locale's translations laid over
//! them (`i18n/<locale>/…`, as Docusaurus keeps them):
//!
//! - `docusaurus-plugin-content-docs/current/<path>` replaces `<docs>/<path>`,
//!   `…-docs/version-X/<path>` replaces `versioned_docs/version-X/<path>`,
//!   `…-content-blog/<path>` the blog's and `…-content-pages/<path>` `src/pages`';
//! - `docusaurus-theme-classic/navbar.json` and `footer.json` translate the
//!   navbar's and footer's labels, `docusaurus-plugin-content-docs/current.json`
//!   (and `version-X.json`) the sidebars' category and link labels.
//!
//! A doc with no translation keeps the default locale's text and is marked
//! [`crate::meta::DocMeta::untranslated`] (the theme says so on the page).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::config::Config;
use crate::diag::Diagnostic;
use crate::meta::{LocaleMeta, SidebarItem, SiteLink};
use crate::sources::{self, Sources};

/// The folder of every locale's translations, at the site's top.
pub const I18N_DIR: &str = "i18n";
/// The docs plugin's folder under a locale's.
pub const DOCS_PLUGIN: &str = "docusaurus-plugin-content-docs";
pub const BLOG_PLUGIN: &str = "docusaurus-plugin-content-blog";
pub const PAGES_PLUGIN: &str = "docusaurus-plugin-content-pages";
pub const THEME: &str = "docusaurus-theme-classic";

/// A locale's name in its own language, for the dropdown, where nothing
/// gave one: the evaluator labels a Docusaurus config's locales with
/// `Intl.DisplayNames`, as Docusaurus does; these are for the rest.
pub fn label_of(code: &str) -> String {
    let label = match code {
        "ko" | "ko-KR" => "한국어",
        "en" | "en-US" => "English",
        "en-GB" => "English (UK)",
        "ja" | "ja-JP" => "日本語",
        "zh" | "zh-CN" | "zh-Hans" => "简体中文",
        "zh-TW" | "zh-Hant" => "繁體中文",
        "fr" => "Français",
        "de" => "Deutsch",
        "es" => "Español",
        "pt" | "pt-BR" => "Português",
        "ru" => "Русский",
        "vi" => "Tiếng Việt",
        "ar" => "العربية",
        "he" => "עברית",
        "fa" => "فارسی",
        _ => code,
    };
    label.to_string()
}

/// `rtl` for the languages written right to left, else `ltr`.
pub fn direction_of(code: &str) -> &'static str {
    let language = code.split('-').next().unwrap_or(code);
    if matches!(language, "ar" | "he" | "fa" | "ur" | "yi" | "ps" | "sd" | "ug" | "dv") {
        "rtl"
    } else {
        "ltr"
    }
}

/// The site's files as the build of `code` reads them: every other locale's
/// translations left out (an edit to them is no change to this locale).
pub fn only(sources: &Sources, code: &str) -> Sources {
    let mine = format!("{I18N_DIR}/{code}");
    let mut sources = sources.clone();
    sources.retain(|path| {
        path != I18N_DIR && !path.starts_with(&format!("{I18N_DIR}/"))
            || path == mine
            || path.starts_with(&format!("{mine}/"))
    });
    sources
}

/// A content plugin's translations folder: its name, and `-<id>` for an instance other than `default`.
fn plugin_folder(plugin: &str, id: Option<&str>) -> String {
    match id {
        Some(id) if id != "default" => format!("{plugin}-{id}"),
        _ => plugin.to_string(),
    }
}

/// What laying a locale over the site changed.
pub struct Localized {
    pub sources: Sources,
    /// The site's doc files that have a translation (by their path in the site).
    pub translated: BTreeSet<String>,
    /// The sidebars' labels' translations, by sidebar file (`current`, `version-1.0`,
    /// a further docs instance's `<id>/current`, `<id>/version-1.0`) and key.
    pub sidebar_labels: BTreeMap<String, BTreeMap<String, String>>,
    /// Whether the locale is the site's default (its docs are never "untranslated").
    pub is_default: bool,
    /// The further docs instances' ids, which their sidebars' names start with.
    pub instances: BTreeSet<String>,
    /// `navbar.json`'s and `footer.json`'s messages, for the config site code reads too.
    theme_messages: (BTreeMap<String, String>, BTreeMap<String, String>),
}

impl Localized {
    /// The translations of sidebar `name` (`docs`, `version-1.0/docs`, `<id>/docs`,
    /// `<id>/version-1.0/docs`) and its name in its file.
    fn sidebar_messages<'a>(&self, name: &'a str) -> Option<(&BTreeMap<String, String>, &'a str)> {
        let (instance, name) = match name.split_once('/') {
            Some((id, rest)) if self.instances.contains(id) => (format!("{id}/"), rest),
            _ => (String::new(), name),
        };
        let (file, plain) = match name.split_once('/') {
            Some((version, plain)) if version.starts_with("version-") => (version, plain),
            _ => ("current", name),
        };
        Some((self.sidebar_labels.get(&format!("{instance}{file}"))?, plain))
    }
}

/// Lays locale `code`'s translations over `sources` and makes `config` the
/// locale's (its language, base URL and translated navbar and footer); `None`
/// when the config does not name `code`.
pub fn localize(
    sources: &Sources,
    code: &str,
    config: &mut Config,
    content: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Localized> {
    let locale = config.site.locales.iter().find(|l| l.code == code)?.clone();
    let is_default = config.site.locales.first().is_some_and(|first| first.code == code);
    let root = format!("{I18N_DIR}/{code}");
    let at = |path: &str| sources::join(content, path);
    let docs_dir = at(&config.docs.path);
    let blog_dir = at(config.blog.path.as_deref().unwrap_or("blog"));
    // A further docs instance's translations are in `…-docs-<id>/current/`.
    let other_docs: Vec<(String, String)> =
        config.other_docs.iter().map(|o| (o.id.clone(), format!("{}/", at(&o.docs.path)))).collect();
    let mut targets = vec![
        (format!("{root}/{DOCS_PLUGIN}/current/"), format!("{docs_dir}/")),
        (format!("{root}/{DOCS_PLUGIN}/version-"), at("versioned_docs/version-")),
        (
            format!("{root}/{}/", plugin_folder(BLOG_PLUGIN, config.blog.plugin_id.as_deref())),
            format!("{blog_dir}/"),
        ),
        (format!("{root}/{PAGES_PLUGIN}/"), format!("{}/", crate::site_pages::PAGES_DIR)),
    ];
    for (id, dir) in &other_docs {
        targets.push((format!("{root}/{DOCS_PLUGIN}-{id}/current/"), dir.clone()));
        let versioned =
            crate::docs::versions::versioned_docs_dir(&crate::docs::versions::files_prefix(Some(id)), "");
        targets.push((format!("{root}/{DOCS_PLUGIN}-{id}/version-"), at(&versioned)));
    }
    // A further blog's translations are in `…-blog-<id>/`.
    targets.extend(config.other_blogs.iter().map(|other| {
        let dir = at(other.options.path.as_deref().unwrap_or("blog"));
        (format!("{root}/{}/", plugin_folder(BLOG_PLUGIN, Some(&other.id))), format!("{dir}/"))
    }));
    // The blog's `options.json` translates its title, description and sidebar title, no page.
    let blog_options =
        format!("{root}/{}/options.json", plugin_folder(BLOG_PLUGIN, config.blog.plugin_id.as_deref()));
    let mut localized = sources.clone();
    let mut translated = BTreeSet::new();
    let mut orphans = Vec::new();
    let pages_dir = format!("{}/", crate::site_pages::PAGES_DIR);
    for (path, contents) in sources.files() {
        if *path == blog_options {
            continue;
        }
        let Some(target) = targets
            .iter()
            .find_map(|(from, to)| path.strip_prefix(from.as_str()).map(|rest| format!("{to}{rest}")))
        else {
            continue;
        };
        // Docusaurus reads a folder's `_category_` file from the default
        // locale's docs only (its label is translated in `current.json`): one
        // in a translation would move generated-index pages to other addresses.
        let name = target.rsplit('/').next().unwrap_or_default();
        if crate::category::CATEGORY_FILES.contains(&name) {
            continue;
        }
        // A script among the translated pages with no original (the translated home page's
        // `./components/Features`) is no page: the translated page imports it from where it is.
        if target.starts_with(&pages_dir) && crate::site_pages::is_script(&target) && !sources.exists(&target)
        {
            continue;
        }
        // Docusaurus reads the pages of the default locale's folders and, for
        // each, its translation: a translated page with no original is not read.
        if crate::page::page_stem(&target).is_some() && !sources.exists(&target) {
            orphans.push(path.to_string());
            continue;
        }
        let is_doc = |dir: &str| target.starts_with(dir);
        if is_doc(&docs_dir)
            || is_doc(&at("versioned_docs/"))
            || other_docs.iter().any(|(id, dir)| is_doc(dir) || is_doc(&at(&format!("{id}_versioned_docs/"))))
        {
            translated.insert(target.clone());
        }
        localized.insert_from(target, contents.clone(), path);
    }
    if let Some(first) = orphans.first() {
        let others = match orphans.len() - 1 {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        diagnostics.push(
            Diagnostic::file_error(
                first.as_str(),
                format!("translates no page of the site{others}: not published, as in Docusaurus"),
            )
            .expected("a translation at the path of a doc, post or page of the default locale")
            .as_warning(),
        );
    }
    let mut messages = |file: &str| read_messages(sources, &format!("{root}/{file}"), diagnostics);
    let (navbar, footer) =
        (messages(&format!("{THEME}/navbar.json")), messages(&format!("{THEME}/footer.json")));
    translate_theme(config, &navbar, &footer);
    let theme_messages = (navbar, footer);
    config.site.theme_words = messages("code.json");
    let blog = read_messages(sources, &blog_options, diagnostics);
    for (key, field) in [
        ("title", &mut config.blog.title),
        ("description", &mut config.blog.description),
        ("sidebar.title", &mut config.blog.sidebar_title),
    ] {
        if let Some(message) = blog.get(key) {
            *field = Some(message.clone());
        }
    }
    let mut sidebar_labels = BTreeMap::new();
    for entry in sources.list(&format!("{root}/{DOCS_PLUGIN}")) {
        if let Some(name) = entry.name.strip_suffix(".json").filter(|_| !entry.is_dir) {
            sidebar_labels.insert(name.to_string(), read_messages(sources, &entry.path, diagnostics));
        }
    }
    for (id, _) in &other_docs {
        for entry in sources.list(&format!("{root}/{DOCS_PLUGIN}-{id}")) {
            if let Some(name) = entry.name.strip_suffix(".json").filter(|_| !entry.is_dir) {
                sidebar_labels
                    .insert(format!("{id}/{name}"), read_messages(sources, &entry.path, diagnostics));
            }
        }
    }
    let instances = other_docs.into_iter().map(|(id, _)| id).collect();
    config.site.locale = locale.code.clone();
    config.site.base_url = locale.base_url.clone();
    localized.retain(|path| path != I18N_DIR && !path.starts_with(&format!("{I18N_DIR}/")));
    Some(Localized { sources: localized, translated, sidebar_labels, is_default, instances, theme_messages })
}

/// A translation file's messages (`{"key": {"message": "…"}}`) by key; a
/// missing file has none, an unreadable one is an error.
fn read_messages(
    sources: &Sources,
    path: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> BTreeMap<String, String> {
    if !sources.is_file(path) {
        return BTreeMap::new();
    }
    let file = match sources.read(path) {
        Ok(file) => file,
        Err(problem) => {
            diagnostics.push(problem);
            return BTreeMap::new();
        }
    };
    match serde_json::from_str::<BTreeMap<String, Value>>(&file.text) {
        Ok(entries) => entries
            .into_iter()
            .filter_map(|(key, value)| Some((key, value.get("message")?.as_str()?.to_string())))
            .collect(),
        Err(e) => {
            diagnostics.push(
                Diagnostic::file_error(path, format!("not a translation file: {e}"))
                    .expected(r#"`{"key": {"message": "…", "description": "…"}}`"#),
            );
            BTreeMap::new()
        }
    }
}

/// The navbar's and footer's labels in the locale's words, by Docusaurus'
/// keys (`item.label.Docs`, `link.title.Community`, `link.item.label.Blog`, `copyright`).
fn translate_theme(
    config: &mut Config,
    navbar: &BTreeMap<String, String>,
    footer: &BTreeMap<String, String>,
) {
    let site = &mut config.site;
    // The navbar's title only: Docusaurus never translates the site's (`siteConfig.title`, the tab's).
    if let Some(title) = navbar.get("title") {
        site.navbar_title = Some(title.clone());
    }
    crate::meta::for_each_link(&mut site.navbar, &mut |link| translate_link(link, "item.label", navbar));
    for section in &mut site.footer_sections {
        if let Some(title) = footer.get(&format!("link.title.{}", section.title)) {
            section.title.clone_from(title);
        }
        crate::meta::for_each_link(&mut section.items, &mut |link| {
            translate_link(link, "link.item.label", footer);
        });
    }
    if let Some(copyright) = footer.get("copyright") {
        site.copyright.clone_from(copyright);
    }
}

/// The evaluated config's `themeConfig.navbar` and `.footer` in the locale's
/// words, by the same keys: site code (a replaced `NavbarItem` or `Footer`)
/// reads them there, as Docusaurus gives its theme the translated config.
pub fn translate_theme_config(site_config: &mut serde_json::Map<String, Value>, localized: &Localized) {
    let (navbar, footer) = &localized.theme_messages;
    let Some(Value::Object(theme)) = site_config.get_mut("themeConfig") else { return };
    let put = |object: &mut serde_json::Map<String, Value>,
               field: &str,
               key: &str,
               messages: &BTreeMap<String, String>| {
        if let (Some(Value::String(_)), Some(message)) = (object.get(field), messages.get(key)) {
            object.insert(field.to_string(), Value::String(message.clone()));
        }
    };
    /// Each item's `label` by `<prefix>.<label>`, and the items of its dropdown.
    fn labels(items: &mut Value, prefix: &str, messages: &BTreeMap<String, String>) {
        let Value::Array(items) = items else { return };
        for item in items.iter_mut().filter_map(Value::as_object_mut) {
            if let Some(message) =
                item.get("label").and_then(Value::as_str).and_then(|l| messages.get(&format!("{prefix}.{l}")))
            {
                item.insert("label".into(), Value::String(message.clone()));
            }
            if let Some(inner) = item.get_mut("items") {
                labels(inner, prefix, messages);
            }
        }
    }
    if let Some(Value::Object(bar)) = theme.get_mut("navbar") {
        put(bar, "title", "title", navbar);
        if let Some(Value::Object(logo)) = bar.get_mut("logo") {
            put(logo, "alt", "logo.alt", navbar);
        }
        if let Some(items) = bar.get_mut("items") {
            labels(items, "item.label", navbar);
        }
    }
    if let Some(Value::Object(foot)) = theme.get_mut("footer") {
        put(foot, "copyright", "copyright", footer);
        if let Some(Value::Object(logo)) = foot.get_mut("logo") {
            put(logo, "alt", "logo.alt", footer);
        }
        // Columns (a `title` and its `items`), or the links of a simple footer.
        let columns = matches!(foot.get("links"), Some(Value::Array(links))
            if links.iter().any(|link| link.get("items").is_some()));
        match foot.get_mut("links") {
            Some(Value::Array(links)) if columns => {
                for column in links.iter_mut().filter_map(Value::as_object_mut) {
                    if let Some(title) = column.get("title").and_then(Value::as_str) {
                        let key = format!("link.title.{title}");
                        put(column, "title", &key, footer);
                    }
                    if let Some(items) = column.get_mut("items") {
                        labels(items, "link.item.label", footer);
                    }
                }
            }
            Some(links) => labels(links, "link.item.label", footer),
            None => {}
        }
    }
}

fn translate_link(link: &mut SiteLink, prefix: &str, messages: &BTreeMap<String, String>) {
    if let Some(label) = messages.get(&format!("{prefix}.{}", link.label)) {
        link.label.clone_from(label);
    }
}

/// The sidebars' category and link labels in the locale's words
/// (`sidebar.<name>.category.<label>`, `sidebar.<name>.link.<label>`,
/// `sidebar.<name>.doc.<label>`), from the file of the sidebar's version.
pub fn translate_sidebars(sidebars: &mut [(String, Vec<SidebarItem>)], localized: &Localized) {
    for (name, items) in sidebars {
        let Some((messages, plain)) = localized.sidebar_messages(name) else { continue };
        translate_items(items, &format!("sidebar.{plain}"), messages);
    }
}

/// The docs' breadcrumbs' category labels in the locale's words, as their sidebar's.
pub fn translate_breadcrumbs(docs: &mut [crate::Doc], localized: &Localized) {
    for doc in docs {
        let Some((messages, plain)) = localized.sidebar_messages(&doc.meta.sidebar) else { continue };
        let prefix = format!("sidebar.{plain}.category");
        for crumb in &mut doc.meta.breadcrumbs {
            if let Some(label) = messages.get(&format!("{prefix}.{}", crumb.label)) {
                crumb.label.clone_from(label);
            }
        }
    }
}

fn translate_items(items: &mut [SidebarItem], prefix: &str, messages: &BTreeMap<String, String>) {
    for item in items {
        let (kind, label) = match item {
            SidebarItem::Category { label, items, .. } => {
                translate_items(items, prefix, messages);
                ("category", label)
            }
            SidebarItem::Link { label, .. } => ("link", label),
            SidebarItem::Doc { label, .. } => ("doc", label),
            SidebarItem::Html { .. } => continue,
        };
        if let Some(translation) = messages.get(&format!("{prefix}.{kind}.{label}")) {
            label.clone_from(translation);
        }
    }
}

/// A docs instance's versions' labels in the locale's words (`version.label` of the version's file).
pub fn translate_versions(
    plugin: Option<&str>,
    versions: &mut [crate::meta::VersionMeta],
    localized: &Localized,
) {
    let instance = plugin.map_or_else(String::new, |id| format!("{id}/"));
    for version in versions {
        let file = if version.name == crate::docs::versions::CURRENT {
            format!("{instance}current")
        } else {
            format!("{instance}version-{}", version.name)
        };
        if let Some(label) = localized.sidebar_labels.get(&file).and_then(|m| m.get("version.label")) {
            version.label.clone_from(label);
        }
    }
}

/// The locale of `code` among `locales`.
pub fn find<'a>(locales: &'a [LocaleMeta], code: &str) -> Option<&'a LocaleMeta> {
    locales.iter().find(|l| l.code == code)
}
