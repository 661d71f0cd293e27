//! Proof that an incremental build equals a clean one: random sequences of
//! edits to a copy of the fixture site, each followed by an incremental build
//! of that copy and a clean build of a fresh copy of the same tree, whose
//! outputs must be the same byte for byte.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::build::{self, Options, copy_tree};
use crate::paths;

/// A small deterministic generator (xorshift64*): the sequence is the same for a seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n.max(1)
    }
}

fn files_under(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.to_string_lossy().ends_with(suffix) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Every file of a build: its path and bytes (the other build tests compare with it too).
pub(crate) fn snapshot(build: &Path) -> BTreeMap<String, Vec<u8>> {
    files_under(build, "")
        .into_iter()
        .map(|f| (f.strip_prefix(build).unwrap().to_string_lossy().into_owned(), fs::read(&f).unwrap()))
        .collect()
}

/// Sets (or adds) the `title:` of a Markdown file's front matter.
fn set_title(file: &Path, title: &str) {
    let text = fs::read_to_string(file).unwrap();
    let body = text.strip_prefix("---\n").and_then(|rest| rest.split_once("\n---\n"));
    let new = match body {
        Some((front, body)) => {
            let kept: Vec<&str> = front.lines().filter(|l| !l.starts_with("title:")).collect();
            format!("---\ntitle: {title}\n{}\n---\n{body}", kept.join("\n"))
        }
        None => format!("---\ntitle: {title}\n---\n{text}"),
    };
    fs::write(file, new.replace("\n\n---\n", "\n---\n")).unwrap();
}

/// How many kinds of edit [`edit`] knows.
const KINDS: usize = 12;

/// Applies an edit of `kind` (random in what it touches) to the site or to its copy of ui/; returns what it did.
fn edit(site: &Path, ui: &Path, kind: usize, rng: &mut Rng, step: usize) -> String {
    let docs = site.join("content/docs");
    let pages: Vec<PathBuf> = files_under(&docs, ".md")
        .into_iter()
        .filter(|f| !f.ends_with("index.md") && !f.ends_with("glossary.md"))
        .collect();
    let folders: Vec<PathBuf> =
        files_under(&docs, ".md").iter().map(|f| f.parent().unwrap().to_path_buf()).collect();
    let pick = |rng: &mut Rng, list: &[PathBuf]| list[rng.below(list.len())].clone();
    match kind {
        0 => {
            let folder = pick(rng, &folders);
            let file = folder.join(format!("{:02}-added-{step}.md", 50 + step));
            fs::write(&file, format!("---\ntitle: 추가한 문서 {step}\n---\n\n새 문서의 본문입니다. 단계 {step}.\n\n## 절 {step}\n\n내용.\n")).unwrap();
            format!("add {}", file.display())
        }
        1 if pages.len() > 2 => {
            let file = pick(rng, &pages);
            fs::remove_file(&file).unwrap();
            format!("remove {}", file.display())
        }
        2 if !pages.is_empty() => {
            let file = pick(rng, &pages);
            let to = file.with_file_name(format!("{:02}-renamed-{step}.md", 60 + step));
            fs::rename(&file, &to).unwrap();
            format!("rename {} -> {}", file.display(), to.display())
        }
        3 if !pages.is_empty() => {
            let file = pick(rng, &pages);
            set_title(&file, &format!("바뀐 제목 {step}"));
            format!("retitle {}", file.display())
        }
        4 if !pages.is_empty() => {
            let file = pick(rng, &pages);
            let mut text = fs::read_to_string(&file).unwrap();
            text.push_str(&format!("\n\n본문에 덧붙인 문단 {step}입니다. [가이드](/guide)\n"));
            fs::write(&file, text).unwrap();
            format!("body {}", file.display())
        }
        5 if !pages.is_empty() => {
            let file = pick(rng, &pages);
            let folder = pick(rng, &folders);
            let to = folder.join(format!("{:02}-moved-{step}.md", 70 + step));
            fs::rename(&file, &to).unwrap();
            format!("move {} -> {}", file.display(), to.display())
        }
        6 => {
            let folder = pick(rng, &folders);
            fs::write(
                folder.join("_category_.yml"),
                format!("label: 분류 {step}\nposition: {}\n", 1 + rng.below(5)),
            )
            .unwrap();
            format!("category {}", folder.display())
        }
        7 => {
            let file = site.join("content/site.toml");
            let text = fs::read_to_string(&file).unwrap();
            let new: Vec<String> = text
                .lines()
                .map(|l| {
                    if l.starts_with("tagline = ") {
                        format!("tagline = \"바뀐 소개 문구 {step}\"")
                    } else {
                        l.to_string()
                    }
                })
                .collect();
            fs::write(&file, new.join("\n") + "\n").unwrap();
            "site.toml tagline".into()
        }
        8 => {
            fs::write(site.join(format!("static/note-{}.txt", rng.below(3))), format!("정적 파일 {step}\n"))
                .unwrap();
            "static file".into()
        }
        10 => {
            // A style: every page inlines the CSS, none is rendered again.
            let file = ui.join("src/theme/styles.css");
            let mut text = fs::read_to_string(&file).unwrap();
            text.push_str(&format!("\n.paginator {{ --step-{step}: {step}px; }}\n"));
            fs::write(&file, text).unwrap();
            "theme styles.css".into()
        }
        11 => {
            // A component: the shell is built again and every doc rendered again.
            let file = ui.join("src/theme/DocPage.tsx");
            let text = fs::read_to_string(&file).unwrap();
            // The paginator's two labels (from ui/src/i18n) trade places.
            let labels = ["theme_docs_paginator_previous", "theme_docs_paginator_next"];
            let [forward, backward] =
                [labels, [labels[1], labels[0]]].map(|[a, b]| format!("labels={{[{a}, {b}]}}"));
            let (from, to) = if text.contains(&forward) { (forward, backward) } else { (backward, forward) };
            assert!(text.contains(&from), "DocPage.tsx names its paginator labels {from}");
            fs::write(&file, text.replace(&from, &to)).unwrap();
            "theme DocPage.tsx".into()
        }
        _ => {
            let posts = files_under(&site.join("content/blog"), ".md");
            let file = pick(rng, &posts);
            let mut text = fs::read_to_string(&file).unwrap();
            text.push_str(&format!("\n\n글에 덧붙인 문단 {step}.\n"));
            fs::write(&file, text).unwrap();
            format!("post {}", file.display())
        }
    }
}

fn fresh_copy(from: &Path, to: &Path) {
    let _ = fs::remove_dir_all(to);
    for part in ["content", "static"] {
        copy_tree(&from.join(part), &to.join(part)).unwrap();
    }
}

#[test]
fn incremental_builds_equal_clean_builds_after_random_edits() {
    let seed: u64 =
        std::env::var("INCREMENTAL_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed_a01d);
    let steps: usize = std::env::var("INCREMENTAL_STEPS").ok().and_then(|s| s.parse().ok()).unwrap_or(KINDS);
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("incremental");
    fresh_copy(&paths::root().join("tests/fixtures/site"), &site);
    // Theme edits go to a copy of ui/ (its packages linked), which this thread's builds use.
    let ui = dir.path().join("ui");
    copy_ui(&paths::ui(), &ui);
    paths::with_ui(&ui, || random_edits(seed, steps, dir.path(), &site, &ui));
}

/// A copy of ui/'s sources, with its installed packages linked, not copied.
fn copy_ui(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap().flatten() {
        let name = entry.file_name();
        let target = to.join(&name);
        match name.to_str() {
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

fn random_edits(seed: u64, steps: usize, dir: &Path, site: &Path, ui: &Path) {
    let build =
        |site: &Path, clean| build::run(&Options { clean, ..Options::of(site.to_path_buf()) }).unwrap();

    build(site, false);
    assert!(build(site, false).up_to_date, "a rebuild with no change does nothing");
    let mut rng = Rng(seed);
    // Every kind of edit once, in a random order; then any kind.
    let mut kinds: Vec<usize> = (0..KINDS).collect();
    for i in (1..KINDS).rev() {
        kinds.swap(i, rng.below(i + 1));
    }
    for step in 0..steps {
        let kind = kinds.get(step).copied().unwrap_or_else(|| rng.below(KINDS));
        let what = edit(site, ui, kind, &mut rng, step);
        let incremental = build(site, false);
        assert!(!incremental.up_to_date, "step {step} ({what}) changed an input");
        let clean_site = dir.join(format!("clean-{step}"));
        fresh_copy(site, &clean_site);
        let clean = build(&clean_site, true);
        let (got, want) = (snapshot(&site.join("build")), snapshot(&clean_site.join("build")));
        let differ: Vec<&String> =
            want.keys().chain(got.keys()).filter(|k| got.get(*k) != want.get(*k)).take(12).collect();
        assert!(
            differ.is_empty(),
            "seed {seed} step {step} ({what}): incremental differs from clean in {differ:?}"
        );
        let text = |s: &build::Summary| s.warnings.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(text(&incremental), text(&clean), "seed {seed} step {step} ({what}): warnings differ");
        assert_eq!(incremental.pages, clean.pages);
        fs::remove_dir_all(&clean_site).unwrap();
    }
}

/// A partial's text is in the pages that show it (through its own module), so
/// an edit of the partial alone renders them again, as a clean build would.
#[test]
fn editing_a_partial_renders_the_pages_that_show_it_again() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("partial");
    fresh_copy(&paths::root().join("tests/fixtures/site"), &site);
    let guide = site.join("content/docs/guide");
    let partial = guide.join("_shared.mdx");
    fs::write(&partial, "공유한 첫 문단입니다.\n\n## 공유한 절\n").unwrap();
    fs::write(
        guide.join("partial-demo.mdx"),
        "---\ntitle: 조각 보기\n---\n\nimport Shared from './_shared.mdx';\n\n<Shared />\n",
    )
    .unwrap();
    let build =
        |site: &Path, clean| build::run(&Options { clean, ..Options::of(site.to_path_buf()) }).unwrap();
    let page = |site: &Path| fs::read_to_string(site.join("build/guide/partial-demo/index.html")).unwrap();
    build(&site, false);
    assert!(page(&site).contains("공유한 첫 문단입니다."), "{}", page(&site));
    assert!(!site.join("build/guide/_shared/index.html").exists(), "a partial is never a page");

    fs::write(&partial, "바뀐 공유 문단입니다.\n\n## 바뀐 절\n").unwrap();
    assert!(!build(&site, false).up_to_date, "the partial is an input");
    let shown = page(&site);
    assert!(shown.contains("바뀐 공유 문단입니다.") && !shown.contains("공유한 첫 문단"), "{shown}");
    assert!(shown.contains("바뀐 절"), "the table of contents has the partial's new heading: {shown}");
    let clean_site = dir.path().join("clean");
    fresh_copy(&site, &clean_site);
    build(&clean_site, true);
    let (got, want) = (snapshot(&site.join("build")), snapshot(&clean_site.join("build")));
    let differ: Vec<&String> =
        want.keys().chain(got.keys()).filter(|k| got.get(*k) != want.get(*k)).take(12).collect();
    assert!(differ.is_empty(), "incremental differs from clean in {differ:?}");
}

#[test]
fn llms_false_publishes_no_markdown_for_machines() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    fresh_copy(&paths::root().join("tests/fixtures/site"), &site);
    let build = |clean| {
        build::run(&Options { clean, output: crate::progress::Output::Quiet, ..Options::of(site.clone()) })
            .unwrap()
    };
    let machine_files = |build: &BTreeMap<String, Vec<u8>>| -> Vec<String> {
        build.keys().filter(|k| k.ends_with(".md") || k.starts_with("llms")).cloned().collect()
    };
    let pages_naming_twins = |build: &BTreeMap<String, Vec<u8>>| -> Vec<String> {
        build
            .iter()
            .filter(|(k, v)| k.ends_with(".html") && String::from_utf8_lossy(v).contains("text/markdown"))
            .map(|(k, _)| k.clone())
            .collect()
    };

    build(false);
    let with = snapshot(&site.join("build"));
    assert!(with.contains_key("llms.txt") && with.contains_key("llms-full.txt"));
    assert!(machine_files(&with).len() > 3, "twins by default: {:?}", machine_files(&with));
    assert!(!pages_naming_twins(&with).is_empty(), "pages link their twin by default");

    let config = site.join("content/site.toml");
    let text = fs::read_to_string(&config).unwrap();
    fs::write(&config, format!("llms = false\n{text}")).unwrap();
    build(false);
    let without = snapshot(&site.join("build"));
    assert_eq!(machine_files(&without), Vec::<String>::new());
    assert_eq!(pages_naming_twins(&without), Vec::<String>::new());
    build(true);
    assert_eq!(snapshot(&site.join("build")), without, "the incremental build equals a clean one");
}

/// Versions cost nothing when they do not change (issue 33): an edit to a doc
/// of `current` renders that page alone (and the not-found page, as any edit
/// does), and a new title renders the pages of its own version only; the
/// released versions' pages keep their rendering.
#[test]
fn an_edit_in_current_renders_no_page_of_another_version() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("versioned");
    copy_tree(&paths::root().join("tests/fixtures/versioned-site"), &site).unwrap();
    let build =
        |site: &Path| build::run(&Options { strict: true, ..Options::of(site.to_path_buf()) }).unwrap();
    let first = build(&site);
    assert_eq!(first.rendered, first.pages, "a first build renders every page");
    // Each document names the route shard, which follows any page's new module: that name aside.
    let released = |site: &Path| {
        let pages = ["docs/intro", "docs/guide/install", "docs/1.0/intro", "docs/1.0/legacy"];
        pages.map(|p| {
            without_route_shard(&fs::read_to_string(site.join("build").join(p).join("index.html")).unwrap())
        })
    };
    let before = released(&site);

    let upgrade = site.join("docs/guide/upgrade.md");
    fs::write(&upgrade, "# 올리기\n\n2.0에서 다음 판으로 올리는 새 방법입니다.\n").unwrap();
    let body_edit = build(&site);
    // The not-found page is rendered for a path no route shard holds: it follows the shard, which names the page's new module.
    // In each locale: English shows the Korean text of a doc it has no translation of.
    assert_eq!(body_edit.rendered, 4, "the edited page and the not-found page of each locale, no other");
    let page = fs::read_to_string(site.join("build/docs/next/guide/upgrade/index.html")).unwrap();
    assert!(page.contains("새 방법입니다"), "{page}");

    fs::write(site.join("docs/intro.md"), "# 들어가며\n\n다음 판의 별빛입니다.\n").unwrap();
    let title_edit = build(&site);
    // English has its own intro (i18n/en): none of its pages changes.
    assert_eq!(
        title_edit.rendered, 4,
        "the three pages of current's sidebar and the not-found page, in Korean"
    );
    assert!(released(&site) == before, "the released versions' pages are as they were");
}

/// A document with its route shard's file name (`routes-0-<hash>.js`) left out.
fn without_route_shard(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find("routes-") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        rest = tail.find(".js").map_or("", |end| &tail[end + 3..]);
    }
    out.push_str(rest);
    out
}
