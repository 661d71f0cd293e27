//! Files committed in `ui/` that the crates generate: the search rules
//! (`ui/src/search/rules.ts`), the index format's types
//! (`ui/src/search/format.ts`), the bundle stage's protocol
//! (`ui/stages/protocol.d.mts`, `protocol.mjs`), the constants Rust, Node and
//! the browser share (`ui/src/constants.js`, `.d.ts`) and the small index the browser engine's unit
//! tests read (`ui/test/fixtures/search-index/`, from known pages). The crates
//! only make the text; these tests compare it with the committed copy, fail
//! while it is stale, and rewrite it when the named variable is set.

use std::collections::BTreeSet;
use std::path::Path;

use search::{Extras, Page, Section};

use crate::paths;

/// Fails, listing the stale files, unless each of `files` (path from the
/// repository's root, text) holds its text and, when `folder` is given, no
/// other file is under it; with `update` set in the environment, writes them first.
fn assert_current(files: &[(String, String)], folder: Option<&str>, update: &str, command: &str) {
    let root = paths::root();
    if std::env::var_os(update).is_some() {
        for (path, text) in files {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().expect("in a folder")).unwrap();
            std::fs::write(&path, text).unwrap();
        }
    }
    let mut stale: Vec<String> = files
        .iter()
        .filter(|(path, text)| std::fs::read_to_string(root.join(path)).ok().as_deref() != Some(text))
        .map(|(path, _)| path.clone())
        .collect();
    // A file the crate no longer writes is stale too (listed, never deleted).
    if let Some(folder) = folder {
        let wanted: BTreeSet<&str> = files.iter().map(|(path, _)| path.as_str()).collect();
        let left =
            files_under(&root.join(folder), &root).into_iter().filter(|p| !wanted.contains(p.as_str()));
        stale.extend(left.map(|path| format!("{path} (no longer generated: delete it)")));
    }
    assert!(stale.is_empty(), "stale: {stale:?}\nrun `{update}=1 {command}`");
}

/// Paths of the files below `dir`, relative to `top`, with `/` between parts.
fn files_under(dir: &Path, top: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(files_under(&path, top));
        } else {
            let relative = path.strip_prefix(top).expect("below the top");
            found.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
    found
}

/// Pages whose words the engine tests name: URL, title, and each section's
/// anchor, heading and text (the first section is the text before any heading).
type SectionText = (&'static str, &'static str, &'static str);

const PAGES: &[(&str, &str, &[SectionText])] = &[
    (
        "/guide/vm",
        "가상 머신 만들기",
        &[
            ("", "", "콘솔에서 인스턴스를 시작합니다."),
            ("flavor", "사양 고르기", "가상 머신의 CPU와 메모리를 고릅니다."),
        ],
    ),
    (
        "/guide/security-group",
        "보안 그룹",
        &[
            ("", "", "포트를 여는 규칙을 만듭니다."),
            ("ssh", "SSH 허용하기", "보안 그룹에 22번 포트를 엽니다."),
        ],
    ),
    (
        "/guide/floating-ip",
        "Floating IP 연결하기",
        &[("", "", "외부에서 인스턴스에 접속하려면 주소를 연결합니다.")],
    ),
    (
        "/blog/storage",
        "스토리지 소식",
        &[("", "", "볼륨과 가상 머신 백업을 정리했습니다. 보안 업데이트도 있습니다.")],
    ),
    ("/glossary", "용어집", &[("", "", "클라우드 용어를 풀이합니다.")]),
    (
        "/zh/quick-start",
        "快速开始",
        &[("", "", "使用 Docusaurus 部署文档网站。"), ("publish", "发布指南", "把网站发布到服务器上。")],
    ),
];

/// Pages that all say 참고, more than a shard carries titles of
/// ([`search::index::TITLES_PER_SHARD`]): the rest come from a title chunk.
const NOTES: usize = search::index::TITLES_PER_SHARD + 4;

/// The pages a table names.
fn pages_of(table: &[(&str, &str, &[SectionText])]) -> Vec<Page> {
    table
        .iter()
        .map(|(url, title, sections)| Page {
            url: url.to_string(),
            title: title.to_string(),
            sections: sections.iter().map(section).collect(),
        })
        .collect()
}

fn section((anchor, heading, text): &SectionText) -> Section {
    Section { anchor: anchor.to_string(), heading: heading.to_string(), text: text.to_string() }
}

fn engine_pages() -> Vec<Page> {
    let mut pages = pages_of(PAGES);
    pages.extend((1..=NOTES).map(|n| Page {
        url: format!("/notes/{n}"),
        title: format!("노트 {n}"),
        sections: vec![section(&("", "", "참고 자료입니다."))],
    }));
    pages
}

fn engine_extras() -> Extras {
    Extras {
        synonyms: vec![vec!["유동 IP".into(), "Floating IP".into(), "플로팅 IP".into()]],
        glossary: Some("/glossary".into()),
        stemming: search::terms::Stemming::None,
    }
}

/// Pages of an English site, for the engine's stemmed search (ui/test/search-english.test.mjs).
const ENGLISH_PAGES: &[(&str, &str, &[SectionText])] = &[
    (
        "/guides/installing",
        "Installing the CLI",
        &[
            ("", "", "The installer puts one binary on your path."),
            ("verify", "Verifying an installation", "Run the binary with no arguments to check it."),
        ],
    ),
    ("/guides/libraries", "Libraries", &[("", "", "Each library is built once and cached between builds.")]),
    (
        "/reference/configuration",
        "Configuration reference",
        &[("", "", "Every key a site can configure, with its default.")],
    ),
    ("/blog/k8s", "Running on k8s", &[("", "", "A walkthrough for small clusters.")]),
];

#[test]
fn search_rules_browser_copy_is_current() {
    assert_current(
        &[("ui/src/search/rules.ts".into(), search::rules::typescript().to_string())],
        None,
        "UPDATE_RULES",
        "cargo test -p xtask search_rules",
    );
}

#[test]
fn search_format_browser_types_are_current() {
    assert_current(
        &[("ui/src/search/format.ts".into(), search::format::typescript().to_string())],
        None,
        "UPDATE_RULES",
        "cargo test -p xtask search_format",
    );
}

/// The engine's protocol with `ui/build.mjs`: its types, which tsc checks the
/// bundle stage against, and its constants, which Node imports.
#[test]
fn protocol_copies_are_current() {
    use engine::protocol::typescript::{DECLARATIONS, JAVASCRIPT};
    assert_current(
        &[
            ("ui/stages/protocol.d.mts".into(), DECLARATIONS.to_string()),
            ("ui/stages/protocol.mjs".into(), JAVASCRIPT.to_string()),
        ],
        None,
        "UPDATE_RULES",
        "cargo test -p xtask protocol",
    );
}

/// The constants Rust, Node and the browser share (`content_model::shared`).
#[test]
fn shared_constants_copies_are_current() {
    use content_model::{SHARED_DECLARATIONS, SHARED_JAVASCRIPT};
    assert_current(
        &[
            ("ui/src/constants.d.ts".into(), SHARED_DECLARATIONS.to_string()),
            ("ui/src/constants.js".into(), SHARED_JAVASCRIPT.to_string()),
        ],
        None,
        "UPDATE_RULES",
        "cargo test -p xtask constants",
    );
}

/// Where ui/test/search-engine.test.mjs reads its index.
const FIXTURE: &str = "ui/test/fixtures/search-index";
/// Where ui/test/search-english.test.mjs reads its index.
const ENGLISH_FIXTURE: &str = "ui/test/fixtures/search-index-en";

/// ui/test/search-engine.test.mjs reads exactly what the build writes.
#[test]
fn search_engine_fixture_is_what_the_build_writes() {
    let index = search::build(&engine_pages(), &engine_extras());
    let files: Vec<(String, String)> =
        index.files.into_iter().map(|f| (format!("{FIXTURE}/{}", f.path), f.text)).collect();
    assert_current(&files, Some(FIXTURE), "UPDATE_FIXTURES", "cargo test -p xtask search_engine_fixture");
}

/// ui/test/search-english.test.mjs reads exactly what the build writes for an English site.
#[test]
fn search_engine_english_fixture_is_what_the_build_writes() {
    let extras = Extras { stemming: search::terms::Stemming::English, ..Extras::default() };
    let index = search::build(&pages_of(ENGLISH_PAGES), &extras);
    let files: Vec<(String, String)> =
        index.files.into_iter().map(|f| (format!("{ENGLISH_FIXTURE}/{}", f.path), f.text)).collect();
    assert_current(
        &files,
        Some(ENGLISH_FIXTURE),
        "UPDATE_FIXTURES",
        "cargo test -p xtask search_engine_english_fixture",
    );
}
