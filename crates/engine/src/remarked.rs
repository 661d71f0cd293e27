//! A Docusaurus site's own remark plugins, run over its Markdown in Node
//! (site-loader's `remarked`, ui/stages/remark.mjs) before the model reads
//! it. Each file's answer is kept in the build cache under a key of its text
//! and the config's answer, so an edit to one page runs the plugins on it alone.

use std::collections::BTreeMap;
use std::path::Path;

use content_model::sources::Contents;
use content_model::{Diagnostic, Sources};
use serde::{Deserialize, Serialize};
use site_loader::evaluate::{self, MarkdownIn};

use crate::{cache, evaluated, paths};

/// The cache file, below `.build-cache/`.
const FILE: &str = "remarked.json";

/// Each file's last answer: the key it was made under, and its text after
/// the plugins (None: they changed nothing).
#[derive(Default, Serialize, Deserialize)]
struct Kept {
    files: BTreeMap<String, (String, Option<String>)>,
}

/// The site's Markdown in `sources` after its own remark plugins, when its
/// config lists some. A plugin that throws on a file is a warning there (the
/// file is read as written, and run again next build), as a site plugin that
/// throws is; Node failing to run them at all is an error.
/// `compiler` is [`cache::Generator::compiler`].
pub fn apply(site: &Path, compiler: &str, sources: &mut Sources) -> Result<(), Diagnostic> {
    let Some(config) = evaluate::config_file(site) else { return Ok(()) };
    let Some(json) = sources.evaluated(config) else { return Ok(()) };
    if !content_model::docusaurus_config::runs_site_remark_plugins(config, json) {
        return Ok(());
    }
    let mut failures = Vec::new();
    let script = paths::ui().join("stages/remark.mjs");
    let base = plugins_key(site, &script, compiler);
    let markdown: Vec<(String, String)> = sources
        .files()
        .filter(|(path, _)| path.ends_with(".md") || path.ends_with(".mdx"))
        .filter_map(|(path, contents)| match contents {
            Contents::Text(bytes) => Some((path.to_string(), String::from_utf8(bytes.clone()).ok()?)),
            Contents::Binary(_) => None,
        })
        .collect();
    let file = paths::cache(site).join(FILE);
    let mut kept = cache::read_sealed_json::<Kept>(&file).unwrap_or_default();
    let key_of = |path: &str, text: &str| {
        let mut hasher = base.clone();
        hasher.update(path.as_bytes()).update(b"\0").update(text.as_bytes());
        hasher.finalize().to_hex().to_string()
    };
    let keys: Vec<String> = markdown.iter().map(|(path, text)| key_of(path, text)).collect();
    let files: Vec<MarkdownIn> = markdown
        .iter()
        .zip(&keys)
        .map(|((path, text), key)| MarkdownIn {
            path,
            origin: sources.origin(path),
            text,
            wanted: kept.files.get(path).is_none_or(|(k, _)| k != key),
        })
        .collect();
    if files.iter().any(|file| file.wanted) {
        // All the Markdown goes, the files to answer marked: a plugin may wait
        // on another file's run (see remark.mjs's `pooled`).
        let skip = content_model::config::NATIVE_REMARK_PLUGINS;
        let answer = evaluate::remarked(site, &script, &skip, &files)?;
        failures.extend(answer.failures.iter().map(evaluate::RemarkFailure::warning));
        let made: BTreeMap<String, Option<String>> =
            answer.files.into_iter().map(|f| (f.path, f.text)).collect();
        for ((path, _), key) in markdown.iter().zip(&keys) {
            if let Some(text) = made.get(path) {
                kept.files.insert(path.clone(), (key.clone(), text.clone()));
            }
        }
        kept.files.retain(|path, _| sources.is_file(path));
        // Only a saving: without it the plugins run again next time.
        if let Ok(body) = serde_json::to_vec(&kept) {
            let _ = cache::write_sealed(&file, &body);
        }
    }
    for (path, _) in &markdown {
        if let Some((_, Some(text))) = kept.files.get(path) {
            let origin = sources.origin(path).to_string();
            sources.insert_from(path.clone(), Contents::Text(text.clone().into_bytes()), &origin);
        }
    }
    for warning in failures {
        sources.report(warning);
    }
    Ok(())
}

/// What every file's answer depends on: the config's answer (what it read),
/// remark.mjs and the evaluator it loads, and the site's installed packages
/// (its lockfiles), where the plugins' code comes from.
fn plugins_key(site: &Path, script: &Path, compiler: &str) -> blake3::Hasher {
    let mut hasher = blake3::Hasher::new();
    hasher.update(evaluated::config_key(site, compiler).as_bytes());
    hasher.update(&std::fs::read(script).unwrap_or_default());
    for lockfile in ["package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml"] {
        hasher.update(lockfile.as_bytes()).update(&std::fs::read(site.join(lockfile)).unwrap_or_default());
    }
    hasher
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    /// A site whose docs list a remark plugin of its own: it makes each
    /// ```` ```region ```` block a `<Region>` element (importing it), replaces
    /// `%RELEASE%` in text, and notes in `runs.log` each file it ran on.
    fn site_with_plugin() -> tempfile::TempDir {
        let site = tempfile::tempdir().unwrap();
        fs::write(
            site.path().join("docusaurus.config.js"),
            "const region = require('./region.js');\n\
             module.exports = {title: 'R', presets: [['classic', {docs: {remarkPlugins: [[region, {release: '2.4'}]]}}]]};\n",
        )
        .unwrap();
        fs::write(
            site.path().join("region.js"),
            r#"const fs = require('fs');
const path = require('path');
function walk(node, visit, parent, index) {
  visit(node, parent, index);
  (node.children || []).forEach((child, i) => walk(child, visit, node, i));
}
module.exports = function region({release}) {
  return (tree, file) => {
    fs.appendFileSync(path.join(__dirname, 'runs.log'), path.basename(file.path) + '\n');
    let used = false;
    walk(tree, (node, parent, index) => {
      if (node.type === 'code' && node.lang === 'region') {
        if (node.value === 'fail') throw new Error('no such region');
        used = true;
        parent.children[index] = {type: 'mdxJsxFlowElement', name: 'Region', attributes: [{type: 'mdxJsxAttribute', name: 'name', value: node.value}], children: []};
      }
      if (node.type === 'text') node.value = node.value.replace('%RELEASE%', release);
    });
    if (used) tree.children.unshift({type: 'mdxjsEsm', value: "import Region from '@site/src/Region';"});
  };
};
"#,
        )
        .unwrap();
        fs::create_dir_all(site.path().join("docs")).unwrap();
        fs::write(
            site.path().join("docs/a.md"),
            "---\ntitle: A\n---\n\n# Regions\n\n```region\nseoul\n```\n\n- one\n- two:\n\n  ```region\n  busan\n  ```\n\nRelease **%RELEASE%** is out.\n\nLast line.\n",
        )
        .unwrap();
        fs::write(site.path().join("docs/b.md"), "# B\n\nNothing for the plugin.\n").unwrap();
        site
    }

    fn text(sources: &Sources, path: &str) -> String {
        match sources.get(path) {
            Some(Contents::Text(bytes)) => String::from_utf8(bytes.clone()).unwrap(),
            other => panic!("{path}: {other:?}"),
        }
    }

    fn loaded(site: &Path) -> Sources {
        site_loader::read_with(site, |site| evaluated::answer(site, "esbuild"))
    }

    #[test]
    fn the_sites_plugins_change_only_what_they_touch_and_run_again_only_on_edited_files() {
        let site = site_with_plugin();
        let mut sources = loaded(site.path());
        apply(site.path(), "esbuild", &mut sources).unwrap();
        let a = text(&sources, "docs/a.md");
        // The front matter, the heading and the last line stay as written, on their lines.
        assert!(a.starts_with("---\ntitle: A\n---\n\n# Regions\n\n<Region name=\"seoul\" />\n"), "{a}");
        assert_eq!(a.lines().position(|l| l == "- one"), Some(10), "{a}");
        // Inside a list item the element keeps the item's indent.
        assert!(a.contains("- two:\n\n  <Region name=\"busan\" />\n"), "{a}");
        assert!(a.contains("Release **2.4** is out.\n\nLast line.\n"), "{a}");
        // The import goes last, so no line before it moves.
        assert!(a.trim_end().ends_with("import Region from '@site/src/Region';"), "{a}");
        assert_eq!(text(&sources, "docs/b.md"), "# B\n\nNothing for the plugin.\n");
        let runs = || fs::read_to_string(site.path().join("runs.log")).unwrap();
        assert_eq!(runs().lines().collect::<Vec<_>>().len(), 2);

        // Unchanged files are answered from the cache; an edited one runs again, alone.
        fs::write(site.path().join("docs/b.md"), "# B\n\n%RELEASE% notes.\n").unwrap();
        let mut sources = loaded(site.path());
        apply(site.path(), "esbuild", &mut sources).unwrap();
        assert_eq!(text(&sources, "docs/b.md"), "# B\n\n2.4 notes.\n");
        assert!(text(&sources, "docs/a.md").contains("<Region name=\"seoul\" />"));
        assert_eq!(runs().lines().collect::<Vec<_>>(), ["a.md", "b.md", "b.md"]);
    }

    #[test]
    fn a_plugin_that_throws_is_a_warning_on_the_file_it_failed_on_which_is_read_as_written() {
        let site = site_with_plugin();
        let failing = "# B\n\n```region\nfail\n```\n";
        fs::write(site.path().join("docs/b.md"), failing).unwrap();
        let mut sources = loaded(site.path());
        apply(site.path(), "esbuild", &mut sources).unwrap();
        let warning = sources.problems().last().expect("a warning").clone();
        assert_eq!(warning.severity, content_model::Severity::Warning);
        assert_eq!(warning.file, "docs/b.md");
        assert!(
            warning.message.contains("`region` threw on this file: at region.js:13:")
                && warning.message.contains("no such region"),
            "{}",
            warning.message
        );
        assert_eq!(text(&sources, "docs/b.md"), failing);
        // The others are done; the failed file is not kept, so it is tried, and said, again.
        assert!(text(&sources, "docs/a.md").contains("<Region name=\"seoul\" />"));
        let mut again = loaded(site.path());
        apply(site.path(), "esbuild", &mut again).unwrap();
        assert!(again.problems().iter().any(|p| p.message.contains("no such region")));
    }

    #[test]
    fn a_site_without_plugins_of_its_own_runs_no_node() {
        let site = site_with_plugin();
        fs::write(site.path().join("docusaurus.config.js"), "module.exports = {title: 'R'};\n").unwrap();
        let mut sources = loaded(site.path());
        apply(site.path(), "esbuild", &mut sources).unwrap();
        assert!(!site.path().join("runs.log").exists());
        assert!(text(&sources, "docs/a.md").contains("```region"));
    }
}
