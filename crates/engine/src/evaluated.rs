//! A Docusaurus site's evaluated config and sidebars (site-loader's
//! `evaluate`), kept in the build cache until what the evaluation read
//! changes: a rebuild with nothing changed starts no `node` for it.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use site_loader::evaluate::{self, Answer};

use crate::{cache, paths};

/// The cache file, below `.build-cache/`.
const FILE: &str = "evaluated.json";

#[derive(Serialize, Deserialize)]
struct Kept {
    /// [`key`] when the answer was made.
    key: String,
    answer: Answer,
}

/// The site's evaluated config and sidebars: the kept answer while the files
/// and environment variables it read, the evaluator and Node are unchanged;
/// else evaluated again (and kept, unless it failed). `compiler` is
/// [`cache::Generator::compiler`] (the esbuild that bundles the config).
pub fn answer(site: &Path, compiler: &str) -> Answer {
    let script = paths::ui().join("stages/evaluate.mjs");
    let file = paths::cache(site).join(FILE);
    let base = base_key(site, &script, compiler);
    if let Some(kept) = cache::read_sealed_json::<Kept>(&file)
        && kept.key == key(site, &base, &kept.answer)
    {
        return kept.answer;
    }
    let answer = evaluate::run(site, &script);
    if answer.error.is_none() {
        let kept = Kept { key: key(site, &base, &answer), answer };
        // Only a saving: a cache that cannot be written costs the evaluation next time.
        if let Ok(body) = serde_json::to_vec(&kept) {
            let _ = cache::write_sealed(&file, &body);
        }
        return kept.answer;
    }
    answer
}

/// What every answer depends on: the evaluator, esbuild, Node, the loader
/// that reads the answer, and which config file is the site's.
fn base_key(site: &Path, script: &Path, compiler: &str) -> blake3::Hasher {
    let mut hasher = blake3::Hasher::new();
    hasher.update(crate::code::SITE_LOADER.as_bytes());
    hasher.update(&fs::read(script).unwrap_or_default());
    hasher.update(compiler.as_bytes());
    hasher.update(node_identity().unwrap_or_default().as_bytes());
    hasher.update(evaluate::config_file(site).unwrap_or_default().as_bytes());
    hasher
}

/// The base key with each file `answer` read (its bytes, or its absence) and
/// each environment variable (its value now).
fn key(site: &Path, base: &blake3::Hasher, answer: &Answer) -> String {
    let mut hasher = base.clone();
    for read in &answer.reads {
        hasher.update(b"\0f").update(read.as_bytes()).update(b"\0");
        // A folder read as a listing (`docs/`): the names below it, not their bytes.
        if read.ends_with('/') {
            listing(&site.join(read), &mut hasher);
            continue;
        }
        match fs::read(site.join(read)) {
            Ok(bytes) => hasher.update(blake3::hash(&bytes).as_bytes()),
            Err(_) => hasher.update(b"absent"),
        };
    }
    for name in answer.env.keys() {
        hasher.update(b"\0e").update(name.as_bytes()).update(b"\0");
        match std::env::var_os(name) {
            Some(value) => hasher.update(value.as_encoded_bytes()),
            None => hasher.update(b"unset"),
        };
    }
    hasher.finalize().to_hex().to_string()
}

/// The stat identity of the `node` that PATH gives: another Node may evaluate differently.
fn node_identity() -> Option<String> {
    let path = std::env::var_os("PATH")?;
    let node: PathBuf = std::env::split_paths(&path).map(|dir| dir.join("node")).find(|p| p.is_file())?;
    let real = fs::canonicalize(&node).ok()?;
    Some(format!("{}@{}", real.display(), cache::identity(&real)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_answer_is_used_until_a_file_it_read_changes() {
        let site = tempfile::tempdir().unwrap();
        let config = site.path().join("docusaurus.config.js");
        let sidebars = site.path().join("sidebars.js");
        fs::write(&config, "module.exports = {title: 'One', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]]};").unwrap();
        fs::write(&sidebars, "module.exports = {docs: ['a']};").unwrap();
        let first = answer(site.path(), "esbuild");
        assert_eq!(first.error, None);
        let value = |answer: &Answer, name: &str| -> serde_json::Value {
            serde_json::from_str(answer.modules[name].get()).unwrap()
        };
        assert_eq!(value(&first, "docusaurus.config.js")["title"], "One");
        assert_eq!(first.reads, ["docusaurus.config.js", "sidebars.js"]);

        // The kept answer is read back, not made again: changing it in the cache shows which.
        let file = paths::cache(site.path()).join(FILE);
        let mut kept: Kept = cache::read_sealed_json(&file).unwrap();
        kept.answer
            .modules
            .insert("marker".into(), serde_json::value::RawValue::from_string("null".into()).unwrap());
        cache::write_sealed(&file, &serde_json::to_vec(&kept).unwrap()).unwrap();
        assert!(answer(site.path(), "esbuild").modules.contains_key("marker"));

        fs::write(&sidebars, "module.exports = {docs: ['b'], api: ['c']};").unwrap();
        let again = answer(site.path(), "esbuild");
        assert!(!again.modules.contains_key("marker"));
        assert_eq!(value(&again, "sidebars.js")["docs"][0], "b");
        // Kept as Node wrote it: a sidebars file's keys in their order, through the cache too.
        let kept_again = answer(site.path(), "esbuild");
        let text = kept_again.modules["sidebars.js"].get();
        assert!(text.find("docs") < text.find("api"), "{text}");
    }

    #[test]
    fn a_function_number_prefix_parser_is_run_on_every_name_and_again_for_a_new_file() {
        let site = tempfile::tempdir().unwrap();
        // The site's own rule: a prefix is `N__`, and only that.
        fs::write(
            site.path().join("docusaurus.config.js"),
            "module.exports = {presets: [['classic', {docs: {numberPrefixParser(name) {
                const m = /^(\\d+)__(.+)$/.exec(name);
                return m ? {filename: m[2], numberPrefix: Number(m[1])} : {filename: name, numberPrefix: undefined};
            }}}]]};",
        )
        .unwrap();
        fs::create_dir_all(site.path().join("docs/2__guides")).unwrap();
        fs::write(site.path().join("docs/2__guides/1-intro.md"), "# Intro\n").unwrap();
        let table = |answer: &Answer| -> serde_json::Value {
            let config: serde_json::Value =
                serde_json::from_str(answer.modules["docusaurus.config.js"].get()).unwrap();
            config["presets"][0][1]["docs"]["numberPrefixParser"]["$numberPrefixes"].clone()
        };
        let first = answer(site.path(), "esbuild");
        assert_eq!(first.error, None);
        assert_eq!(
            table(&first),
            serde_json::json!({"2__guides": [2, "guides"], "1-intro": [null, "1-intro"]})
        );
        assert!(first.reads.contains(&"docs/".to_string()), "{:?}", first.reads);

        fs::write(site.path().join("docs/2__guides/7__setup.mdx"), "# Setup\n").unwrap();
        assert_eq!(table(&answer(site.path(), "esbuild"))["7__setup"], serde_json::json!([7, "setup"]));
    }

    #[test]
    fn a_sidebar_items_generator_runs_in_node_once_and_again_only_when_the_docs_change() {
        let site = tempfile::tempdir().unwrap();
        // Docusaurus' usual pattern: the default items, changed (reversed, relabelled, one doc left out);
        // it runs in the site's folder, as `docusaurus build` does (`docs/a.md` from there).
        fs::write(
            site.path().join("docusaurus.config.js"),
            "const fs = require('fs');
module.exports = {title: 'G', url: 'https://g.example', presets: [['classic', {blog: false, docs: {
  sidebarPath: './sidebars.js',
  async sidebarItemsGenerator({defaultSidebarItemsGenerator, numberPrefixParser, isCategoryIndex, docs, ...args}) {
    fs.appendFileSync(__dirname + '/calls.log', args.item.dirName + '\\n');
    const items = await defaultSidebarItemsGenerator({docs, ...args});
    const hidden = docs.filter((d) => d.frontMatter.hide_in_sidebar).map((d) => d.id);
    const prefix = numberPrefixParser('03-x').numberPrefix;
    const index = isCategoryIndex({fileName: 'README', directories: ['a']}) && fs.existsSync('docs/a.md');
    return items.filter((i) => !hidden.includes(i.id)).reverse()
      .map((i) => i.type === 'doc' ? {...i, label: `${prefix}${index ? '!' : ''} ${i.id}`} : i);
  },
}}]]};",
        )
        .unwrap();
        fs::write(
            site.path().join("sidebars.js"),
            "module.exports = {docs: [{type: 'autogenerated', dirName: '.'}]};",
        )
        .unwrap();
        fs::create_dir_all(site.path().join("docs")).unwrap();
        fs::write(site.path().join("docs/a.md"), "# A\n").unwrap();
        fs::write(site.path().join("docs/b.md"), "# B\n").unwrap();
        fs::write(site.path().join("docs/secret.md"), "---\nhide_in_sidebar: true\n---\n# S\n").unwrap();
        let labels = || -> Vec<String> {
            let sources = site_loader::read_with(site.path(), |site| answer(site, "esbuild"));
            let loaded = load_with_sidebar_items(site.path(), "esbuild", |items| {
                content_model::load_with(
                    &sources,
                    content_model::LoadOptions { sidebar_items: Some(items), ..Default::default() },
                )
            });
            let site = loaded.site.unwrap_or_else(|| panic!("{:?}", loaded.diagnostics));
            site.sidebars[0]
                .1
                .iter()
                .map(|item| serde_json::to_value(item).unwrap()["label"].as_str().unwrap().to_string())
                .collect()
        };
        let calls = || fs::read_to_string(site.path().join("calls.log")).unwrap().lines().count();
        assert_eq!(labels(), ["3! b", "3! a"]);
        assert_eq!(calls(), 1);
        // Nothing changed: the kept answer, no Node.
        assert_eq!(labels(), ["3! b", "3! a"]);
        assert_eq!(calls(), 1);
        // A new doc changes what the function is given: it runs again.
        fs::write(site.path().join("docs/c.md"), "# C\n").unwrap();
        assert_eq!(labels(), ["3! c", "3! b", "3! a"]);
        assert_eq!(calls(), 2);
    }

    #[test]
    fn the_config_is_evaluated_in_production_as_docusaurus_build_does() {
        let site = tempfile::tempdir().unwrap();
        fs::write(
            site.path().join("docusaurus.config.js"),
            "module.exports = {title: process.env.NODE_ENV === 'production' ? 'live' : 'local'};",
        )
        .unwrap();
        let evaluated = answer(site.path(), "esbuild");
        let config: serde_json::Value =
            serde_json::from_str(evaluated.modules["docusaurus.config.js"].get()).unwrap();
        assert_eq!(config["title"], "live");
    }

    #[test]
    fn a_failed_evaluation_is_located_and_not_kept() {
        let site = tempfile::tempdir().unwrap();
        fs::write(
            site.path().join("docusaurus.config.ts"),
            "import x from 'not-installed';\nexport default {x};\n",
        )
        .unwrap();
        let failed = answer(site.path(), "esbuild");
        let error = failed.error.expect("the import fails");
        assert_eq!((error.file.as_str(), error.line, error.column), ("docusaurus.config.ts", 1, 15));
        assert!(error.message.contains("`not-installed`"), "{}", error.message);
        assert!(!paths::cache(site.path()).join(FILE).exists());
    }
}

/// What the config's answer depends on (the files and variables it read, the
/// evaluator, Node): what a later run of the config is kept under.
pub fn config_key(site: &Path, compiler: &str) -> String {
    let script = paths::ui().join("stages/evaluate.mjs");
    key(site, &base_key(site, &script, compiler), &answer(site, compiler))
}

/// Every path below `dir` (no hidden ones, no `node_modules`), in order, into `hasher`.
fn listing(dir: &Path, hasher: &mut blake3::Hasher) {
    let Ok(entries) = fs::read_dir(dir) else {
        hasher.update(b"absent");
        return;
    };
    let mut entries: Vec<(String, bool)> = entries
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.file_type().is_ok_and(|t| t.is_dir())))
        .filter(|(name, _)| !name.starts_with('.') && name != "node_modules")
        .collect();
    entries.sort();
    for (name, is_dir) in entries {
        hasher.update(name.as_bytes()).update(if is_dir { b"/\0" } else { b"\0" });
        if is_dir {
            listing(&dir.join(&name), hasher);
            hasher.update(b"\0..");
        }
    }
}

/// The cache file of [`sidebar_items`], below `.build-cache/`.
const SIDEBAR_ITEMS_FILE: &str = "sidebar-items.json";

/// The `sidebarItemsGenerator` answers a build used, under the config's key
/// (the model's call keys say what the function was given, not which function).
#[derive(Serialize, Deserialize)]
struct KeptSidebarItems {
    config: String,
    answers: std::collections::HashMap<String, Result<String, String>>,
}

/// Loads the site (`load`) with its `sidebarItemsGenerator`'s answers: those
/// kept from the last build while the config is unchanged; when a load asks
/// for more (new folders, changed docs), the function runs in Node for them
/// all at once and the site is loaded again. The answers used are kept. A
/// site whose config has no generator never asks, keeps nothing and loads once.
pub fn load_with_sidebar_items(
    site: &Path,
    compiler: &str,
    load: impl Fn(&content_model::docs::GeneratedItems) -> content_model::Loaded,
) -> content_model::Loaded {
    let file = paths::cache(site).join(SIDEBAR_ITEMS_FILE);
    // The config's key, made once and only for a site that has kept answers or makes some.
    let config = std::cell::OnceCell::new();
    let config = || config.get_or_init(|| config_key(site, compiler)).clone();
    let kept = cache::read_sealed_json::<KeptSidebarItems>(&file).filter(|kept| kept.config == config());
    let mut items = content_model::docs::GeneratedItems::new(
        kept.as_ref().map(|kept| kept.answers.clone()).unwrap_or_default(),
    );
    let script = paths::ui().join("stages/evaluate.mjs");
    let loaded = evaluate::load_with_generated_sidebar_items(site, &script, &mut items, load);
    let answers = items.used();
    if answers.is_empty() {
        let _ = fs::remove_file(file);
    } else if kept.is_none_or(|kept| kept.answers != answers)
        && let Ok(body) = serde_json::to_vec(&KeptSidebarItems { config: config(), answers })
    {
        // Only a saving, as the config's answer; an unchanged one is not written again.
        let _ = cache::write_sealed(&file, &body);
    }
    loaded
}

/// The cache file of [`created_redirects`], below `.build-cache/`.
const REDIRECTS_FILE: &str = "created-redirects.json";

#[derive(Serialize, Deserialize)]
struct KeptRedirects {
    key: String,
    redirects: Vec<(String, String)>,
}

/// The old addresses the config's `createRedirects` gives for `routes`, each
/// with the page it leads to (site-loader's `created_redirects`, in Node):
/// kept in the build cache while the config's answer (what it read) and the
/// pages are unchanged, so an edit to a page's text runs no Node for them.
pub fn created_redirects(
    site: &Path,
    compiler: &str,
    routes: &[String],
) -> Result<Vec<(String, String)>, content_model::Diagnostic> {
    let script = paths::ui().join("stages/evaluate.mjs");
    let file = paths::cache(site).join(REDIRECTS_FILE);
    let config = config_key(site, compiler);
    let mut hasher = blake3::Hasher::new();
    hasher.update(config.as_bytes());
    for route in routes {
        hasher.update(b"\0").update(route.as_bytes());
    }
    let key = hasher.finalize().to_hex().to_string();
    if let Some(kept) = cache::read_sealed_json::<KeptRedirects>(&file)
        && kept.key == key
    {
        return Ok(kept.redirects);
    }
    let kept = KeptRedirects { key, redirects: evaluate::created_redirects(site, &script, routes)? };
    // Only a saving, as the answer's.
    if let Ok(body) = serde_json::to_vec(&kept) {
        let _ = cache::write_sealed(&file, &body);
    }
    Ok(kept.redirects)
}
