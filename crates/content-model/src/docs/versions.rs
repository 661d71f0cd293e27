//! Docs versions with Docusaurus' files and meaning: `versions.json` (newest
//! first), `versioned_docs/version-X/`, `versioned_sidebars/version-X-sidebars.json`,
//! and the docs plugin's `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`
//! and `versions` options. `current` is the docs folder itself.

use std::collections::BTreeMap;

use serde_json::Value;

use super::{Docs, Plan};
use crate::diag::Diagnostic;
use crate::json::Json;
use crate::meta::{VersionLink, VersionMeta};
use crate::page::PageInputs;
use crate::sidebars::{CategoryLinkConfig, ItemConfig, SidebarConfig, SidebarsFile};
use crate::sources::{Sources, join};

/// The name of the docs folder's own version (Docusaurus' `CURRENT_VERSION_NAME`).
pub const CURRENT: &str = "current";
/// The list of released versions, newest first, beside the docs folder.
pub const VERSIONS_FILE: &str = "versions.json";
/// Where each released version's docs and sidebars are kept.
pub const VERSIONED_DOCS: &str = "versioned_docs";
pub const VERSIONED_SIDEBARS: &str = "versioned_sidebars";

/// What the docs plugin's options say about versions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VersionsOptions {
    pub last_version: Option<String>,
    pub only_include_versions: Option<Vec<String>>,
    pub include_current_version: bool,
    /// `versions: {X: {...}}`, by version name.
    pub versions: BTreeMap<String, VersionOptions>,
}

impl Default for VersionsOptions {
    fn default() -> Self {
        VersionsOptions {
            last_version: None,
            only_include_versions: None,
            include_current_version: true,
            versions: BTreeMap::new(),
        }
    }
}

/// One version's entry of `versions`; what it leaves out takes Docusaurus' default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VersionOptions {
    pub label: Option<String>,
    pub path: Option<String>,
    /// `none`, `unreleased` or `unmaintained`.
    pub banner: Option<String>,
    pub badge: Option<bool>,
    pub no_index: Option<bool>,
    pub class_name: Option<String>,
}

/// A version to load: where its docs and sidebars are, and what the theme shows of it.
#[derive(Debug, Clone, PartialEq)]
pub struct Version {
    pub meta: VersionMeta,
    /// The version's docs folder, site-relative.
    pub docs_dir: String,
    /// `None` for `current` (the site's own sidebars file); else the versioned
    /// sidebars file, which may be missing (then the version has no sidebars).
    pub sidebars_file: Option<String>,
}

impl Version {
    pub fn is_current(&self) -> bool {
        self.meta.name == CURRENT
    }
}

/// What Docusaurus puts before a docs instance's version files: nothing for
/// the default instance, its id for a further one (`community_versions.json`,
/// `community_versioned_docs/`, `community_versioned_sidebars/`).
pub fn files_prefix(plugin: Option<&str>) -> String {
    plugin.map_or_else(String::new, |id| format!("{id}_"))
}

/// The versions a docs instance publishes, newest first, or only `current` for
/// one without its versions file. `content` is the folder holding the docs folder
/// `docs_dir`; `prefix` the instance's [`files_prefix`]; `route_base` the docs' route (`/docs`, or `/`).
#[allow(clippy::too_many_arguments)]
pub fn read(
    sources: &Sources,
    content: &str,
    prefix: &str,
    docs_dir: &str,
    route_base: &str,
    options: &VersionsOptions,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<Version> {
    let released = released_names(sources, content, prefix, diagnostics);
    let mut all: Vec<String> = Vec::new();
    if options.include_current_version {
        all.push(CURRENT.to_string());
    }
    all.extend(released.iter().cloned());
    if let Err(message) = check_options(&all, options) {
        diagnostics.push(Diagnostic::file_error(DOCS_OPTIONS, message));
        return Vec::new();
    }
    let names = match &options.only_include_versions {
        Some(only) => all.into_iter().filter(|name| only.contains(name)).collect(),
        None => all,
    };
    let last = options
        .last_version
        .clone()
        .or_else(|| names.iter().find(|name| *name != CURRENT).cloned())
        .unwrap_or_else(|| CURRENT.to_string());
    let mut versions = Vec::new();
    for name in &names {
        let docs_dir = if name == CURRENT {
            docs_dir.to_string()
        } else {
            join(content, &versioned_docs_dir(prefix, name))
        };
        if name != CURRENT && !sources.is_dir(&docs_dir) {
            diagnostics.push(
                Diagnostic::file_error(
                    join(content, &format!("{prefix}{VERSIONS_FILE}")),
                    format!("version `{name}` is listed, but its folder {docs_dir}/ is not there"),
                )
                .expected("a folder per listed version, as `docs-version` makes it"),
            );
            continue;
        }
        let sidebars_file = (name != CURRENT).then(|| join(content, &versioned_sidebars_file(prefix, name)));
        let meta = version_meta(name, &names, &last, route_base, options.versions.get(name));
        versions.push(Version { meta, docs_dir, sidebars_file });
    }
    versions
}

/// Where a diagnostic about the plugin's version options points.
const DOCS_OPTIONS: &str = "docusaurus.config";

/// `versioned_docs/version-X` (after the instance's [`files_prefix`]).
pub fn versioned_docs_dir(prefix: &str, name: &str) -> String {
    format!("{prefix}{VERSIONED_DOCS}/version-{name}")
}

/// `versioned_sidebars/version-X-sidebars.json` (after the instance's [`files_prefix`]).
pub fn versioned_sidebars_file(prefix: &str, name: &str) -> String {
    format!("{prefix}{VERSIONED_SIDEBARS}/version-{name}-sidebars.json")
}

/// The names the versions file lists, or none when it is missing or unreadable (then said).
fn released_names(
    sources: &Sources,
    content: &str,
    prefix: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<String> {
    let path = join(content, &format!("{prefix}{VERSIONS_FILE}"));
    if !sources.exists(&path) {
        return Vec::new();
    }
    let file = match sources.read(&path) {
        Ok(file) => file,
        Err(problem) => {
            diagnostics.push(problem);
            return Vec::new();
        }
    };
    let value: Value = match serde_json::from_str(&file.text) {
        Ok(value) => value,
        Err(e) => {
            diagnostics.push(crate::frontmatter::json_diagnostic(&file, &e));
            return Vec::new();
        }
    };
    let expected = "an array of version names, newest first: `[\"2.0\", \"1.0\"]`";
    let Value::Array(items) = value else {
        diagnostics.push(Diagnostic::file_error(&path, "it is no array").expected(expected));
        return Vec::new();
    };
    let mut names = Vec::new();
    for item in items {
        let checked = match &item {
            Value::String(name) => check_name(name).map(|()| name.clone()),
            other => Err(format!("versions should be strings; found `{other}`")),
        };
        match checked {
            Ok(name) if names.contains(&name) => {
                diagnostics.push(Diagnostic::file_error(&path, format!("version `{name}` is listed twice")))
            }
            Ok(name) => names.push(name),
            Err(message) => diagnostics.push(Diagnostic::file_error(&path, message).expected(expected)),
        }
    }
    names
}

/// Docusaurus' rules for a version name: one a folder and a URL can hold.
pub fn check_name(name: &str) -> Result<(), String> {
    let refused = if name.trim().is_empty() {
        "must contain at least one non-whitespace character"
    } else if name.len() > 32 {
        "cannot be longer than 32 characters"
    } else if name == "." || name == ".." {
        "cannot be `.` or `..`"
    } else if name.contains(['/', '\\']) {
        "cannot include slash (/) or backslash (\\)"
    } else if name.contains(['<', '>', ':', '"', '|', '?', '*']) || name.chars().any(char::is_control) {
        "cannot include a character a file name cannot hold (<>:\"|?*)"
    } else if name == CURRENT {
        "`current` is the docs folder's own version"
    } else {
        return Ok(());
    };
    Err(format!("invalid version name `{}`: it {refused}", name.escape_debug()))
}

/// Docusaurus' checks of `lastVersion`, `onlyIncludeVersions` and `versions` against the names.
fn check_options(all: &[String], options: &VersionsOptions) -> Result<(), String> {
    let available = || all.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
    if all.is_empty() {
        return Err("`includeCurrentVersion: false` and no versions.json: no docs version is left".into());
    }
    if let Some(last) = &options.last_version
        && !all.contains(last)
    {
        return Err(format!("docs option `lastVersion: {last}` names no version; there are {}", available()));
    }
    let unknown: Vec<&String> = options.versions.keys().filter(|name| !all.contains(name)).collect();
    if !unknown.is_empty() {
        let unknown = unknown.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
        return Err(format!(
            "docs option `versions` names unknown versions ({unknown}); there are {}",
            available()
        ));
    }
    for (name, own) in &options.versions {
        if let Some(path) = &own.path
            && path.split('/').filter(|part| !part.is_empty()).any(|part| {
                part == "." || part == ".." || part.contains('\\') || part.chars().any(char::is_control)
            })
        {
            // A route part like `..` would climb out of the docs' route (and of build/).
            return Err(format!(
                "docs option `versions.{name}.path` is `{}`: a path part may not be `.`, `..`, or hold `\\` or a control character",
                path.escape_debug()
            ));
        }
    }
    if let Some(only) = &options.only_include_versions {
        if only.is_empty() {
            return Err(
                "docs option `onlyIncludeVersions` is empty: it should name at least one version".into()
            );
        }
        if let Some(unknown) = only.iter().find(|name| !all.contains(name)) {
            return Err(format!(
                "docs option `onlyIncludeVersions` names `{unknown}`, no version; there are {}",
                available()
            ));
        }
        if let Some(last) = &options.last_version
            && !only.contains(last)
        {
            return Err(format!("docs option `lastVersion: {last}` is not in `onlyIncludeVersions`"));
        }
    }
    Ok(())
}

/// A version's label, route, banner and badge, with Docusaurus' defaults:
/// the last version at the docs' base, `current` at `next`, others at their name;
/// versions newer than the last are unreleased, older ones unmaintained; a badge
/// when more than one version is published.
fn version_meta(
    name: &str,
    names: &[String],
    last: &str,
    route_base: &str,
    own: Option<&VersionOptions>,
) -> VersionMeta {
    let own = own.cloned().unwrap_or_default();
    let default_part = if name == last {
        ""
    } else if name == CURRENT {
        "next"
    } else {
        name
    };
    let part = own.path.clone().unwrap_or_else(|| default_part.to_string());
    let position = |n: &str| names.iter().position(|x| x == n);
    let default_banner = if name == last {
        None
    } else if position(name) < position(last) {
        Some("unreleased".to_string())
    } else {
        Some("unmaintained".to_string())
    };
    let banner = match own.banner.as_deref() {
        Some("none") => None,
        Some(banner) => Some(banner.to_string()),
        None => default_banner,
    };
    VersionMeta {
        name: name.to_string(),
        label: own.label.unwrap_or_else(|| if name == CURRENT { "Next".into() } else { name.to_string() }),
        path: below(route_base, &part),
        // Set once the version's docs are loaded (see `main_doc`).
        main_doc: String::new(),
        banner,
        badge: own.badge.unwrap_or(names.len() != 1),
        no_index: own.no_index.unwrap_or(false),
        is_last: name == last,
        class_name: own.class_name.unwrap_or_else(|| format!("docs-version-{name}")),
    }
}

/// `part` (a path part, slashes allowed) below the route `base`.
fn below(base: &str, part: &str) -> String {
    let part = part.trim_matches('/');
    match (base.trim_end_matches('/'), part.is_empty()) {
        ("", true) => "/".into(),
        (base, true) => base.to_string(),
        (base, false) => format!("{base}/{}", crate::route::encoded(part)),
    }
}

/// The page a version opens on (Docusaurus' `mainDocId`): its doc with id
/// `index` or at the version's root, else its first sidebar's first doc, else its first doc.
pub fn main_doc<'a>(
    root: &str,
    docs: impl Iterator<Item = &'a crate::meta::DocMeta> + Clone,
    first_in_sidebar: Option<String>,
) -> String {
    docs.clone()
        .find(|d| d.id == "index" || d.path == root)
        .map(|d| d.path.clone())
        .or(first_in_sidebar)
        .or_else(|| docs.into_iter().next().map(|d| d.path.clone()))
        .unwrap_or_else(|| root.to_string())
}

/// What every version's docs are loaded with: the site's own sidebars file
/// (for `current`) and whether the site is a Docusaurus project folder.
#[derive(Clone, Copy)]
pub struct Layout<'a> {
    pub sidebars_file: Option<&'a SidebarsFile>,
    pub docusaurus_layout: bool,
    pub categories: crate::category::CategoryDefaults,
    pub files: &'a super::DocFiles,
    /// The config has a `sidebarItemsGenerator` (run in Node: see `docs::generated`).
    pub generator: bool,
    /// A further docs instance's `id`; `None` for the default instance.
    pub plugin: Option<&'a str>,
}

/// Loads every version's docs of one docs instance into one set: `current`
/// as the site's docs always were; a released version from its folder, with
/// its sidebars named `version-X/name` (so each version keeps its own), all of
/// a further instance's after `<id>/` (so they never meet the default
/// instance's). Returns the docs and every version (one, `current`, for docs
/// without versions; see [`shown`]).
pub fn load_all(
    inputs: PageInputs,
    versions: &[Version],
    layout: Layout,
    diagnostics: &mut Vec<Diagnostic>,
) -> (Docs, Vec<VersionMeta>) {
    let mut all = Docs { docs: Vec::new(), sidebars: Vec::new(), tags: Vec::new(), ignored: Vec::new() };
    let mut metas = Vec::new();
    for version in versions {
        let own_file = version
            .sidebars_file
            .as_deref()
            .and_then(|path| read_sidebars(inputs.sources, path, diagnostics));
        let mut plan = match (&version.sidebars_file, &own_file) {
            (None, _) => Plan::for_site(layout.sidebars_file, layout.docusaurus_layout, diagnostics),
            (Some(_), Some(file)) => Plan::for_site(Some(file), layout.docusaurus_layout, diagnostics),
            // A released version without a sidebars file has none, as in Docusaurus.
            (Some(_), None) if layout.docusaurus_layout => {
                Plan::Configured { sidebars: Vec::new(), file: None }
            }
            (Some(_), None) => Plan::PerFolder,
        };
        if let (Plan::Configured { sidebars, .. }, Some(_)) = (&mut plan, &version.sidebars_file) {
            drop_legacy_prefix(sidebars, &version.meta.name);
        }
        let mut docs = super::load(
            inputs,
            &version.docs_dir,
            &version.meta.path,
            (
                plan,
                layout.categories,
                layout.files,
                layout.generator.then(|| super::Generator {
                    plugin: layout.plugin.unwrap_or(crate::DEFAULT_PLUGIN_ID).into(),
                    version: version.meta.name.clone(),
                }),
            ),
            diagnostics,
        );
        let sidebar_name = |name: &str| sidebar_of(layout.plugin, &version.meta.name, name);
        for doc in &mut docs.docs {
            doc.meta.version = version.meta.name.clone();
            doc.meta.plugin = layout.plugin.map(str::to_string);
            if !doc.meta.sidebar.is_empty() {
                doc.meta.sidebar = sidebar_name(&doc.meta.sidebar);
            }
        }
        let first_in_sidebar = docs.sidebars.first().and_then(|(_, items)| crate::first_page(items));
        let main_doc = main_doc(&version.meta.path, docs.docs.iter().map(|d| &d.meta), first_in_sidebar);
        metas.push(VersionMeta { main_doc, ..version.meta.clone() });
        all.sidebars.extend(docs.sidebars.into_iter().map(|(name, items)| (sidebar_name(&name), items)));
        all.docs.extend(docs.docs);
        all.tags.extend(docs.tags);
        all.ignored.extend(docs.ignored);
    }
    if metas.len() > 1 {
        link_alternates(&mut all.docs);
    }
    (all, metas)
}

/// Docusaurus 2 named a released version's docs and sidebars `version-X/id`
/// and `version-X/name` (its versioned sidebars files say so); Docusaurus 3
/// dropped the prefix. Both spellings name the same docs here.
fn drop_legacy_prefix(sidebars: &mut [SidebarConfig], version: &str) {
    let prefix = format!("version-{version}/");
    let strip = |name: &mut String| {
        if let Some(rest) = name.strip_prefix(&prefix) {
            *name = rest.to_string();
        }
    };
    fn items(list: &mut [ItemConfig], strip: &dyn Fn(&mut String)) {
        for item in list {
            match item {
                ItemConfig::Doc { id, .. } => strip(id),
                ItemConfig::Category { items: inner, link, .. } => {
                    if let Some(CategoryLinkConfig::Doc { id, .. }) = link {
                        strip(id);
                    }
                    items(inner, strip);
                }
                ItemConfig::Link { .. } | ItemConfig::Html { .. } | ItemConfig::Autogenerated { .. } => {}
            }
        }
    }
    for sidebar in sidebars {
        strip(&mut sidebar.name);
        items(&mut sidebar.items, &strip);
    }
}

/// The versions the theme shows (badges, banners, the dropdown): none for docs
/// whose only version is `current`.
pub fn shown(metas: &[VersionMeta]) -> Vec<VersionMeta> {
    let versioned = metas.len() > 1 || metas.iter().any(|v| v.name != CURRENT);
    if versioned { metas.to_vec() } else { Vec::new() }
}

/// A further docs plugin instance's docs and versions, read as the default
/// instance's are from its own files (`<id>_versions.json`…, see
/// [`files_prefix`]), under its own route, with its own sidebars file or
/// Docusaurus' default. Its docs carry its `id`, so no other instance's
/// banner, badge or dropdown takes them for its own.
pub fn load_instance(
    inputs: PageInputs,
    content: &str,
    instance: &crate::config::DocsInstance,
    diagnostics: &mut Vec<Diagnostic>,
) -> (Docs, Vec<VersionMeta>) {
    let options = &instance.docs;
    let prefix = files_prefix(Some(&instance.id));
    let docs_dir = join(content, &options.path);
    let versions = read(
        inputs.sources,
        content,
        &prefix,
        &docs_dir,
        &options.route_base,
        &options.versions,
        diagnostics,
    );
    let file = options.sidebar_path.as_deref().and_then(|path| {
        let text = inputs.sources.evaluated(path)?;
        Some(SidebarsFile {
            file: crate::diag::SourceFile::new(path.to_string(), text.to_string()),
            evaluated: true,
        })
    });
    let layout = Layout {
        sidebars_file: file.as_ref(),
        docusaurus_layout: true,
        categories: options.categories,
        files: &options.files,
        generator: options.sidebar_items_generator,
        plugin: Some(&instance.id),
    };
    load_all(inputs, &versions, layout, diagnostics)
}

/// A sidebar's name in the site: `current`'s keep theirs, a released version's
/// take `version-X/` before theirs (as Docusaurus' versioned sidebars once did),
/// and a further instance's take `<id>/` before that.
/// A name that already has the version's prefix (Docusaurus 2's versioned sidebars files
/// wrote `version-X/docs`) is the same sidebar: Docusaurus reads it without
/// it, and so do its translation keys (`sidebar.docs.category.…`).
pub fn sidebar_of(plugin: Option<&str>, version: &str, name: &str) -> String {
    let prefix = format!("version-{version}/");
    let versioned = match version {
        CURRENT => name.to_string(),
        _ => format!("{prefix}{}", name.strip_prefix(&prefix).unwrap_or(name)),
    };
    match plugin {
        Some(id) => format!("{id}/{versioned}"),
        None => versioned,
    }
}

/// A doc's sidebar by the name its sidebars file gives it, after its
/// instance's `<id>/` (`tutorialSidebar` for `version-1.0/tutorialSidebar`,
/// `community/guide` for `community/version-1.0/guide`): the same sidebar in every version.
pub fn unversioned_sidebar(plugin: Option<&str>, version: &str, name: &str) -> String {
    let own = plugin.and_then(|id| name.strip_prefix(id)?.strip_prefix('/')).unwrap_or(name);
    let bare = own
        .strip_prefix("version-")
        .and_then(|rest| rest.strip_prefix(version))
        .and_then(|rest| rest.strip_prefix('/'))
        .unwrap_or(own);
    match plugin {
        Some(id) if own.len() != name.len() => format!("{id}/{bare}"),
        _ => bare.to_string(),
    }
}

/// A released version's sidebars file (JSON, as `docs-version` writes it), when it is there.
fn read_sidebars(sources: &Sources, path: &str, diagnostics: &mut Vec<Diagnostic>) -> Option<SidebarsFile> {
    if !sources.exists(path) {
        return None;
    }
    let file = sources.read(path).map_err(|d| diagnostics.push(d)).ok()?;
    Some(SidebarsFile { file, evaluated: false })
}

/// Each doc's page in the other versions that have a doc with its id.
fn link_alternates(docs: &mut [super::Doc]) {
    let mut by_id: BTreeMap<String, Vec<VersionLink>> = BTreeMap::new();
    for doc in docs.iter() {
        let link = VersionLink { version: doc.meta.version.clone(), path: doc.meta.path.clone() };
        by_id.entry(doc.meta.id.clone()).or_default().push(link);
    }
    for doc in docs.iter_mut() {
        let others = by_id[&doc.meta.id].iter().filter(|l| l.version != doc.meta.version);
        doc.meta.alternates = others.cloned().collect();
    }
}

/// What `docs-version X` does (Docusaurus' `docs:version`): copy the current
/// docs folder to `to_docs`, write the current sidebars as JSON to `sidebars`
/// (none when the site has no sidebars file and cuts per folder), and write
/// `versions` as versions.json, the new version first.
#[derive(Debug, PartialEq)]
pub struct Cut {
    pub from_docs: String,
    pub to_docs: String,
    pub sidebars: Option<(String, String)>,
    pub versions: (String, String),
}

/// Plans cutting version `name` from `current`, or says why it cannot be:
/// a bad name, a name already released, no docs to copy.
pub fn cut(sources: &Sources, name: &str) -> Result<Cut, Diagnostic> {
    let content = crate::sources::content_dir(|path| sources.exists(path));
    let at = |path: &str| join(content, path);
    let versions_file = at(VERSIONS_FILE);
    check_name(name).map_err(|message| Diagnostic::file_error(&versions_file, message))?;
    let mut problems = Vec::new();
    let config = crate::settings(sources, &at("site.toml"), &mut problems);
    let docs_options = config.map(|c| c.docs).unwrap_or_default();
    let mut released = released_names(sources, content, "", &mut problems);
    if let Some(problem) = problems.into_iter().find(Diagnostic::is_error) {
        return Err(problem);
    }
    if released.iter().any(|n| n == name) {
        return Err(Diagnostic::file_error(&versions_file, format!("version `{name}` already exists"))
            .expected("a version name versions.json does not list yet"));
    }
    let from_docs = at(&docs_options.path);
    if !docs_options.enabled || sources.list(&from_docs).is_empty() {
        return Err(Diagnostic::file_error(&from_docs, "there are no docs to version"));
    }
    let sidebars = current_sidebars_json(sources, content, docs_options.sidebar_path.as_deref())
        .map(|json| (at(&versioned_sidebars_file("", name)), json));
    released.insert(0, name.to_string());
    let list = serde_json::to_string_pretty(&released).expect("names serialise");
    Ok(Cut {
        from_docs,
        to_docs: at(&versioned_docs_dir("", name)),
        sidebars,
        versions: (versions_file, format!("{list}\n")),
    })
}

/// The current sidebars as a versioned sidebars file holds them: the file's
/// JSON (as Node evaluated it), Docusaurus' default sidebar for a project
/// without one, or none for a `content/` site that cuts its sidebars per folder.
fn current_sidebars_json(sources: &Sources, content: &str, named: Option<&str>) -> Option<String> {
    const DEFAULT: &str = r#"{"defaultSidebar": [{"type": "autogenerated", "dirName": "."}]}"#;
    let file = crate::sidebars::find(sources, content, named, &mut Vec::new());
    // Read keeping the written order: the sidebars show in it.
    let value: Json = match file {
        Some(file) => serde_json::from_str(&file.file.text).ok()?,
        None if content.is_empty() => serde_json::from_str(DEFAULT).expect("the default is JSON"),
        None => return None,
    };
    let empty = matches!(&value, Json::Object(sidebars) if sidebars.0.is_empty());
    (!empty).then(|| format!("{}\n", serde_json::to_string_pretty(&value).expect("JSON serialises")))
}

/// Reads the plugin's version options from the docs options object (taking
/// out what it reads); a value of the wrong kind is returned as an unhonoured key.
pub fn options_from_config(
    docs: &mut serde_json::Map<String, Value>,
    unhonoured: &mut Vec<(String, String)>,
) -> VersionsOptions {
    let mut options = VersionsOptions::default();
    let mut wrong = |key: &str, value: &Value| unhonoured.push((format!("docs.{key}"), value.to_string()));
    match docs.remove("lastVersion") {
        Some(Value::String(name)) => options.last_version = Some(name),
        Some(Value::Null) | None => {}
        Some(other) => wrong("lastVersion", &other),
    }
    match docs.remove("includeCurrentVersion") {
        Some(Value::Bool(on)) => options.include_current_version = on,
        Some(Value::Null) | None => {}
        Some(other) => wrong("includeCurrentVersion", &other),
    }
    match docs.remove("onlyIncludeVersions") {
        Some(Value::Array(items)) if items.iter().all(Value::is_string) => {
            options.only_include_versions =
                Some(items.iter().filter_map(Value::as_str).map(str::to_string).collect());
        }
        Some(Value::Null) | None => {}
        Some(other) => wrong("onlyIncludeVersions", &other),
    }
    match docs.remove("versions") {
        Some(Value::Object(map)) => {
            for (name, value) in map {
                let Value::Object(mut one) = value else {
                    wrong(&format!("versions.{name}"), &value);
                    continue;
                };
                let banner = match one.remove("banner") {
                    Some(Value::String(b))
                        if ["none", "unreleased", "unmaintained"].contains(&b.as_str()) =>
                    {
                        Some(b)
                    }
                    Some(other) => {
                        wrong(&format!("versions.{name}.banner"), &other);
                        None
                    }
                    None => None,
                };
                let mut text = |key: &str| match one.remove(key) {
                    Some(Value::String(s)) => Some(s),
                    _ => None,
                };
                let entry = VersionOptions {
                    label: text("label"),
                    path: text("path"),
                    banner,
                    class_name: text("className"),
                    badge: one.remove("badge").and_then(|v| v.as_bool()),
                    no_index: one.remove("noIndex").and_then(|v| v.as_bool()),
                };
                for (key, value) in one {
                    wrong(&format!("versions.{name}.{key}"), &value);
                }
                options.versions.insert(name, entry);
            }
        }
        Some(Value::Null) | None => {}
        Some(other) => wrong("versions", &other),
    }
    options
}

#[cfg(test)]
mod tests;
