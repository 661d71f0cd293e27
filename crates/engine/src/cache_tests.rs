//! Proof that a damaged build cache is never published: each kind of file
//! of a site's `.build-cache/` is damaged in four ways (cut short, replaced
//! by garbage, deleted, swapped for another valid file of its kind), each
//! followed by a build of a changed copy of the fixture site, which must
//! succeed, name the damaged file in a note, and publish what a clean build of
//! the same content publishes, byte for byte.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::build::{self, Options, copy_tree};
use crate::bundle::Bundler;
use crate::incremental_tests::snapshot;
use crate::paths;

/// A kind of cache file: where it is (below `.build-cache/`, `*` for any part
/// of one name), and whether a deleted one is noted (an index of the cache
/// names it) or simply made again like any entry the cache does not hold.
struct Kind {
    pattern: &'static str,
    deletion_noted: bool,
}

const fn kind(pattern: &'static str, deletion_noted: bool) -> Kind {
    Kind { pattern, deletion_noted }
}

/// Every kind of file a build reads from the cache.
const KINDS: &[Kind] = &[
    kind("css/*.json", false),
    kind("spare/sitemap.xml", true),
    kind("spare/guide/index.html", true),
    kind("spare/*.md", true),
    kind("spare.json", false),
    kind("build.json", false),
    kind("stamp.json", false),
    kind("linked.json", false),
    kind("documents.json", false),
    kind("verified.json", false),
    kind("generated/manifest.json", true),
    kind("generated/.written.json", false),
    kind("generated/pages/*.tsx", true),
    kind("shell/*/shell.json", false),
    kind("shell/*/assets/entry-client-*.js", false),
    kind("server/*/files.json", false),
    kind("server/*/entry-server.js", false),
    kind("rendered/*.json", false),
    kind("modules/imports.json", false),
    kind("modules/*.js", false),
    kind("assets/page-*.js", false),
    kind("html/*.html", false),
    kind("node/*/linked.json", false),
    // The pre-render step's modules are checked when a page renders from them: the shards, and what the changed page imports.
    kind("node/*/routes-*.mjs", false),
    kind("node/*/sidebar-guide-*.mjs", false),
    kind("highlight.bin", false),
    kind("parsed.bin", false),
    kind("page-modules.bin", false),
    kind("pages/*.bin", false),
    kind("feed-bodies/*.bin", false),
    kind("twins/*.bin", false),
];

#[derive(Clone, Copy, Debug)]
enum Damage {
    Truncate,
    Garbage,
    Delete,
    Swap,
}

/// Whether `name` matches `pattern`, where one `*` stands for any run of characters.
fn name_matches(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        Some((head, tail)) => {
            name.len() >= head.len() + tail.len() && name.starts_with(head) && name.ends_with(tail)
        }
        None => pattern == name,
    }
}

/// The files of `cache` that `pattern` names, sorted.
fn matching(cache: &Path, pattern: &str) -> Vec<PathBuf> {
    let parts: Vec<&str> = pattern.split('/').collect();
    let mut found = vec![cache.to_path_buf()];
    for (depth, part) in parts.iter().enumerate() {
        let last = depth + 1 == parts.len();
        found = found
            .iter()
            .flat_map(|dir| fs::read_dir(dir).into_iter().flatten().flatten().map(|e| e.path()))
            .filter(|p| name_matches(part, &p.file_name().unwrap().to_string_lossy()))
            .filter(|p| if last { p.is_file() } else { p.is_dir() })
            .collect();
    }
    found.sort();
    found
}

/// The two states of the content the builds alternate between: each build
/// has a page to render again, so every stage reads its caches.
fn set_state(site: &Path, state: usize) {
    let file = site.join("content/docs/guide/03-networking.md");
    let text = fs::read_to_string(&file).unwrap();
    let base = text.split("\n\n<!-- state -->").next().unwrap().to_string();
    let extra = if state == 1 { "\n\n<!-- state -->\n\n바뀐 상태의 문단입니다.\n" } else { "" };
    fs::write(&file, format!("{base}{extra}")).unwrap();
}

fn fixture_copy(to: &Path, state: usize) {
    for part in ["content", "static"] {
        copy_tree(&paths::root().join("tests/fixtures/e2e-site").join(part), &to.join(part)).unwrap();
    }
    set_state(to, state);
}

/// Damages `file` in place (as a disk or a person would: a hard link into a
/// store shares the damage with build/); `other` is the content of a valid file of the same kind.
fn damage(file: &Path, how: Damage, other: Option<&[u8]>) {
    match how {
        Damage::Truncate => {
            let len = fs::metadata(file).unwrap().len();
            fs::OpenOptions::new().write(true).open(file).unwrap().set_len(len / 2).unwrap();
        }
        Damage::Garbage => fs::write(file, "body{display:none}").unwrap(),
        Damage::Delete => fs::remove_file(file).unwrap(),
        Damage::Swap => {
            fs::remove_file(file).unwrap();
            if let Some(bytes) = other {
                fs::write(file, bytes).unwrap();
            }
        }
    }
}

#[test]
fn a_damaged_cache_file_is_noted_and_made_again_never_published() {
    let dir = tempfile::tempdir().unwrap();
    let options = |site: &Path, clean| Options {
        clean,
        output: crate::progress::Output::Quiet,
        ..Options::of(site.to_path_buf())
    };
    // One Node process for every build, as `dev` keeps: the test's time is its builds'.
    let mut bundler = Bundler::for_build();
    let mut build =
        |site: &Path, clean| build::run_with(&options(site, clean), &mut bundler, build::Mode::Whole);

    // What a clean build of each state publishes, and a cache of each to take valid files from.
    let references: Vec<(BTreeMap<String, Vec<u8>>, PathBuf)> = (0..2)
        .map(|state| {
            let site = dir.path().join(format!("reference-{state}"));
            fixture_copy(&site, state);
            build(&site, true).unwrap();
            (snapshot(&site.join("build")), paths::cache(&site))
        })
        .collect();

    let site = dir.path().join("site");
    fixture_copy(&site, 0);
    build(&site, true).unwrap();
    set_state(&site, 1);
    build(&site, false).unwrap();
    let mut state = 1;
    let mut failures = Vec::new();
    for kind in KINDS {
        for how in [Damage::Truncate, Damage::Garbage, Damage::Delete, Damage::Swap] {
            let cache = paths::cache(&site);
            // Every file of the kind is damaged: the next build reads some of them (those of unchanged pages).
            let found = matching(&cache, kind.pattern);
            if found.is_empty() {
                failures.push(format!("{}: no such file in the cache", kind.pattern));
                continue;
            }
            // Each file swapped for the next one of its kind (a valid file under another name), or
            // for the other state's file at its place when it is the only one.
            let others: Vec<PathBuf> = if found.len() > 1 {
                found.iter().cycle().skip(1).take(found.len()).cloned().collect()
            } else {
                vec![references[1 - state].1.join(found[0].strip_prefix(&cache).unwrap())]
            };
            let contents: Vec<Option<Vec<u8>>> = others.iter().map(|other| fs::read(other).ok()).collect();
            let changed = found.iter().zip(&contents).any(|(file, other)| fs::read(file).ok() != *other);
            for (file, other) in found.iter().zip(&contents) {
                damage(file, how, other.as_deref());
            }
            state = 1 - state;
            set_state(&site, state);
            let case = format!("{} {how:?}", kind.pattern);
            let summary = match build(&site, false) {
                Ok(summary) => summary,
                Err(error) => {
                    failures.push(format!("{case}: the build failed: {error:#}"));
                    continue;
                }
            };
            let got = snapshot(&site.join("build"));
            let want = &references[state].0;
            let differ: Vec<&String> =
                want.keys().chain(got.keys()).filter(|k| got.get(*k) != want.get(*k)).take(5).collect();
            if !differ.is_empty() {
                failures.push(format!("{case}: published files differ from a clean build's: {differ:?}"));
            }
            let named: Vec<String> = found
                .iter()
                .map(|f| format!(".build-cache/{}", f.strip_prefix(&cache).unwrap().display()))
                .collect();
            let noted = summary.damaged.iter().any(|d| named.contains(&d.file));
            let must_note = match how {
                Damage::Truncate | Damage::Garbage => true,
                Damage::Delete => kind.deletion_noted,
                // A valid copy of this very file from another build is not damage.
                Damage::Swap => changed && found.len() > 1,
            };
            if must_note && !noted {
                let notes: Vec<&String> = summary.damaged.iter().map(|d| &d.file).collect();
                failures.push(format!("{case}: no note names a damaged file (notes: {notes:?})"));
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
}

/// A copy of ui/'s sources, its installed packages linked, not copied.
fn copy_ui(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        match entry.file_name().to_str() {
            Some("node_modules") => std::os::unix::fs::symlink(entry.path(), &target).unwrap(),
            Some("dist") => {}
            _ if entry.path().is_dir() => {
                copy_tree(&entry.path(), &target).unwrap();
            }
            _ => {
                fs::copy(entry.path(), &target).unwrap();
            }
        }
    }
}

/// Every file below `dir` with its length and modification time, node_modules
/// but for its `.cache` left out (what a build could leave there).
fn listing(dir: &Path) -> BTreeMap<PathBuf, (u64, std::time::SystemTime)> {
    let mut found = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            let below = path.strip_prefix(dir).unwrap();
            if below.starts_with("node_modules")
                && !below.starts_with("node_modules/.cache")
                && below != Path::new("node_modules")
            {
                continue;
            }
            let meta = fs::metadata(&path).unwrap();
            if meta.is_dir() {
                stack.push(path);
            } else {
                found.insert(below.to_path_buf(), (meta.len(), meta.modified().unwrap()));
            }
        }
    }
    found
}

#[test]
fn a_build_of_another_site_writes_nothing_into_the_repository() {
    let dir = tempfile::tempdir().unwrap();
    let ui = dir.path().join("ui");
    copy_ui(&paths::ui(), &ui);
    // A theme of its own, so its shells are built (not found from another build).
    let theme = ui.join("src/theme/DocPage.tsx");
    let text = fs::read_to_string(&theme).unwrap();
    fs::write(&theme, format!("{text}\n// {}\n", dir.path().display())).unwrap();
    let site = dir.path().join("site");
    fixture_copy(&site, 0);
    let before = listing(&ui);
    paths::with_ui(&ui, || {
        build::run(&Options { output: crate::progress::Output::Quiet, ..Options::of(site.clone()) }).unwrap()
    });
    assert!(site.join("build/index.html").is_file());
    let after = listing(&ui);
    let changed: Vec<&PathBuf> =
        before.keys().chain(after.keys()).filter(|p| before.get(*p) != after.get(*p)).take(10).collect();
    assert!(changed.is_empty(), "the build wrote into ui/: {changed:?}");
}
