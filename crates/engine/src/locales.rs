//! A translated site (Docusaurus' `i18n.locales`), built as Docusaurus builds
//! it: each locale is a site of its own, the default at the base URL and the
//! others under their path (`/en/`).
//!
//! Each locale is built by the usual stages into a folder of its own,
//! `.build-cache/locales/<locale>/` (its `build/` and `.build-cache/`): its
//! stamp, page caches, shell and search index are its own, so a locale whose
//! files did not change is found up to date and not built again, and its
//! search index is made with its words. Then build/ is put together from the
//! locales' trees by `publish::Tree`'s one rule (hard links, a file already
//! there with its hash left alone) and swapped in at once, as any build/ is.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use content_model::meta::LocaleMeta;

use crate::build::{self, Options, Summary};
use crate::bundle::Bundler;
use crate::cache::{self, Stamp};
use crate::progress::{Output, Stage};
use crate::publish::{self, Tree};
use crate::{evaluated, npm, paths};

/// Where locale `code` of `site` is built: its own `build/` and `.build-cache/`.
pub fn work_dir(site: &Path, code: &str) -> PathBuf {
    paths::cache(site).join("locales").join(code)
}

/// The site's locales, the default first, when its Docusaurus config names
/// more than one; `None` for a site with one locale (built as it always was).
pub fn of_site(site: &Path) -> Result<Locales> {
    let Some(file) = site_loader::evaluate::config_file(site) else { return Ok(Locales::One) };
    // The config is evaluated with ui/'s esbuild.
    npm::ensure_installed()?;
    let generator = cache::Generator::current()?;
    let answer = evaluated::answer(site, &generator.compiler);
    let Some(json) = answer.modules.get(file).filter(|_| answer.error.is_none()) else {
        return Ok(Locales::Unknown);
    };
    let locales = content_model::docusaurus_config::read(file, json.get()).config.site.locales;
    Ok(if locales.len() > 1 { Locales::Several(locales) } else { Locales::One })
}

/// What a site's config says of its locales.
pub enum Locales {
    /// One (or no config): the site is built as it always was.
    One,
    /// More than one, the default first: each is built.
    Several(Vec<LocaleMeta>),
    /// Not known, as the config failed to evaluate: the build says why.
    Unknown,
}

/// The folder below build/ that a locale's pages go to: `` for the default, `en/` for `/en/`.
fn folder_of(locale: &LocaleMeta, default: &LocaleMeta) -> String {
    locale.base_url.strip_prefix(&default.base_url).unwrap_or_default().to_string()
}

/// Builds the locales `options` asks for (all, or `--locale`'s), then
/// build/ from every locale's last good build.
pub fn build_each(options: &Options, bundler: &mut Bundler, locales: &[LocaleMeta]) -> Result<Summary> {
    let chosen: Vec<&LocaleMeta> = match &options.locale {
        Some(code) => match content_model::locales::find(locales, code) {
            Some(locale) => vec![locale],
            None => bail!(
                "--locale {code}: the site's locales are {}",
                locales.iter().map(|l| l.code.as_str()).collect::<Vec<_>>().join(", ")
            ),
        },
        None => locales.iter().collect(),
    };
    let site = &options.site;
    if options.clean || !cache::in_current_format(site) {
        publish::discard_cache(site);
    }
    cache::mark_format(site)?;
    let mut whole = Summary {
        warnings: Vec::new(),
        pages: 0,
        up_to_date: true,
        damaged: Vec::new(),
        timeline: Vec::new(),
        rendered: 0,
    };
    let printed = build::Printed::default();
    for locale in chosen {
        say(options.output, format!("locale {} ({}):", locale.code, locale.base_url));
        let built = build::run_locale(options, bundler, &locale.code, &printed)
            .with_context(|| format!("building the locale {}", locale.code))?;
        whole.warnings.extend(built.warnings);
        whole.damaged.extend(built.damaged);
        whole.timeline.extend(built.timeline);
        whole.pages += built.pages;
        whole.rendered += built.rendered;
        whole.up_to_date &= built.up_to_date;
    }
    if printed.repeats.get() > 0 {
        say(
            options.output,
            format!("({} finding(s) the same in another locale were printed once)", printed.repeats.get()),
        );
    }
    let stage = Stage::start("locales", options.output);
    let (put, written) = put_together(site, locales)?;
    whole.timeline.push(stage.finish(&format!(
        "build/ made of {put} locale(s)' builds ({written} files linked{})",
        if written == 0 { ", build/ unchanged" } else { "" }
    )));
    Ok(whole)
}

/// build/ from each locale's last good build, each below its folder; left
/// as it is when every locale's build/ is the one it was made from last.
/// How many locales it holds, and how many files it linked.
fn put_together(site: &Path, locales: &[LocaleMeta]) -> Result<(usize, usize)> {
    let default = &locales[0];
    let built: Vec<(&LocaleMeta, PathBuf, Stamp)> = locales
        .iter()
        .filter_map(|locale| {
            let work = work_dir(site, &locale.code);
            let stamp = Stamp::last(&work)?;
            Some((locale, work, stamp))
        })
        .collect();
    let key = built
        .iter()
        .map(|(locale, _, stamp)| format!("{}\0{}\0{}", locale.code, stamp.inputs, stamp.build))
        .collect::<Vec<_>>()
        .join("\0");
    if Stamp::matching(site, &key).is_some() {
        return Ok((built.len(), 0));
    }
    let mut tree = Tree::start(site)?;
    let mut warnings = Vec::new();
    let mut pages = 0;
    let mut headers = Vec::new();
    for (locale, work, stamp) in &built {
        let manifest = publish::read_build_manifest(work)
            .with_context(|| format!("the locale {}'s build has no manifest", locale.code))?;
        let folder = folder_of(locale, default);
        for (path, hash) in manifest {
            let file = work.join("build").join(&path);
            if path == HEADERS {
                headers
                    .push(fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?);
                continue;
            }
            tree.link(&format!("{folder}{path}"), &file, &hash)?;
        }
        warnings.extend(stamp.warnings.iter().cloned());
        pages += stamp.pages;
    }
    if let Some(merged) = merged_headers(&headers) {
        tree.write(HEADERS, merged)?;
    }
    Stamp::forget(site);
    let written = tree.written();
    let manifest = tree.swap_in()?;
    publish::save_build_manifest(site, &manifest)?;
    let stamp = Stamp {
        inputs: key,
        build: Stamp::build_id(&site.join("build")).context("reading the new build/")?,
        pages,
        warnings,
        base_url: default.base_url.clone(),
    };
    stamp.save(site)?;
    Ok((built.len(), written))
}

/// The host's rules (`_headers`), read at the top of build/ only.
const HEADERS: &str = "_headers";

/// One `_headers` for every locale: the first's, its Content-Security-Policy
/// allowing what each locale's allows (their inline scripts differ, by the
/// base URL they name, so each locale's hashes join the list of its directive).
fn merged_headers(all: &[String]) -> Option<String> {
    let (first, others) = all.split_first()?;
    const CSP: &str = "Content-Security-Policy:";
    let directives_of = |text: &str| -> Vec<String> {
        let line = text.lines().find_map(|line| line.trim_start().strip_prefix(CSP)).unwrap_or_default();
        line.split(';').map(|d| d.trim().to_string()).filter(|d| !d.is_empty()).collect()
    };
    let mut merged = directives_of(first);
    for other in others {
        for directive in directives_of(other) {
            let mut words = directive.split_whitespace();
            let Some(name) = words.next() else { continue };
            let Some(ours) = merged.iter_mut().find(|d| d.split_whitespace().next() == Some(name)) else {
                continue;
            };
            for word in words {
                if !ours.split_whitespace().any(|w| w == word) {
                    ours.push(' ');
                    ours.push_str(word);
                }
            }
        }
    }
    let policy = merged.join("; ");
    let text = first
        .lines()
        .map(|line| match line.trim_start().strip_prefix(CSP) {
            Some(_) => format!("{}{CSP} {policy}", &line[..line.len() - line.trim_start().len()]),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    Some(format!("{text}\n"))
}

fn say(output: Output, text: String) {
    if output != Output::Quiet {
        println!("{text}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::copy_tree;

    fn options(site: &Path, locale: Option<&str>) -> Options {
        Options {
            strict: true,
            site: site.to_path_buf(),
            clean: false,
            output: Output::Quiet,
            drafts: false,
            locale: locale.map(str::to_string),
        }
    }

    /// The identity of a locale's last build/ (see [`Stamp::build_id`]).
    fn build_of(site: &Path, code: &str) -> String {
        Stamp::last(&work_dir(site, code)).expect("the locale was built").build
    }

    fn page(site: &Path, file: &str) -> String {
        fs::read_to_string(site.join("build").join(file)).unwrap()
    }

    #[test]
    fn the_hosts_rules_allow_every_locales_inline_scripts() {
        let rules = |scripts: &str| {
            format!(
                "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' {scripts}; object-src 'none'\n  X-Content-Type-Options: nosniff\n"
            )
        };
        let merged =
            merged_headers(&[rules("'sha256-a' 'sha256-b'"), rules("'sha256-c' 'sha256-b'")]).unwrap();
        assert_eq!(merged, rules("'sha256-a' 'sha256-b' 'sha256-c'"));
    }

    /// `--locale` on a site whose config throws says where it throws, not that the site has one locale.
    #[test]
    fn a_config_that_fails_is_named_before_any_word_on_locales() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path();
        fs::write(
            site.join("docusaurus.config.js"),
            "module.exports = {title: require('fs').readFileSync(__dirname + '/gone.yaml', 'utf8'), i18n: {defaultLocale: 'en', locales: ['en', 'ko']}};\n",
        )
        .unwrap();
        assert!(matches!(of_site(site).unwrap(), Locales::Unknown));
        let Err(failed) = build::run(&options(site, Some("en"))) else { panic!("the build must fail") };
        let errors = &failed.downcast_ref::<build::ContentErrors>().expect("content errors").0;
        assert!(
            errors.iter().any(|d| d.message.contains("gone.yaml") && d.file == "docusaurus.config.js"),
            "{errors:?}"
        );
    }

    /// A translation is read under the path of the doc it translates; a
    /// finding in it (here a broken link) names the file the translator wrote.
    #[test]
    fn a_finding_in_a_translation_names_the_translation() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/versioned-site"), dir.path()).unwrap();
        let site = dir.path();
        let intro = site.join("i18n/en/docusaurus-plugin-content-docs/current/intro.md");
        fs::write(&intro, format!("{}\n\n[Gone](./no-such-doc.md)\n", fs::read_to_string(&intro).unwrap()))
            .unwrap();
        let summary = build::run(&build::Options { strict: false, ..options(site, Some("en")) }).unwrap();
        let found: Vec<String> =
            summary.warnings.iter().map(|w| format!("{}: {}", w.file, w.message)).collect();
        assert!(
            found.iter().any(|w| w.starts_with("i18n/en/docusaurus-plugin-content-docs/current/intro.md: ")
                && w.contains("no-such-doc")),
            "{found:#?}"
        );
    }

    /// Each locale is its own site under its base URL; an edit to one
    /// locale's files builds that locale only (the other keeps its build/,
    /// renders nothing), and `--locale` builds the one it names.
    #[test]
    fn each_locale_is_built_apart_and_an_unchanged_one_is_not_built_again() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/versioned-site"), dir.path()).unwrap();
        let site = dir.path();
        let first = build::run(&options(site, None)).unwrap();
        assert_eq!(first.rendered, first.pages, "a first build renders every page of both locales");
        let english = page(site, "en/docs/next/intro/index.html");
        assert!(english.contains("<html lang=\"en-US\"") && english.contains("Getting started"));
        assert!(page(site, "docs/next/intro/index.html").contains("다음 판의 별빛"));
        let korean_build = build_of(site, "ko");

        let intro = site.join("i18n/en/docusaurus-plugin-content-docs/current/intro.md");
        fs::write(&intro, fs::read_to_string(&intro).unwrap().replace("not yet released", "still to come"))
            .unwrap();
        let second = build::run(&options(site, None)).unwrap();
        assert_eq!(build_of(site, "ko"), korean_build, "the Korean locale, unchanged, was built again");
        assert!(second.rendered > 0 && second.rendered <= first.pages / 2, "{} rendered", second.rendered);
        assert!(page(site, "en/docs/next/intro/index.html").contains("still to come"));

        let docs = site.join("docs/intro.md");
        fs::write(&docs, fs::read_to_string(&docs).unwrap().replace("설명합니다", "알려 드립니다")).unwrap();
        let english_build = build_of(site, "en");
        build::run(&options(site, Some("ko"))).unwrap();
        assert_eq!(build_of(site, "en"), english_build, "--locale ko built English too");
        assert!(page(site, "docs/next/intro/index.html").contains("알려 드립니다"));
        assert!(page(site, "en/docs/next/intro/index.html").contains("still to come"), "build/ lost English");
    }
}
