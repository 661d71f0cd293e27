//! A small index the browser's search engine is unit-tested against
//! (ui/test/search-engine.test.mjs): written by this crate, so the TypeScript
//! engine reads exactly what the build writes. The test fails while the
//! committed copy is stale; `UPDATE_FIXTURES=1 cargo test -p search` rewrites it.

use std::path::Path;

use search::{Extras, Page, Section};

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
];

/// Pages that all say 참고, more than a shard carries titles of
/// ([`search::index::TITLES_PER_SHARD`]): the rest come from a title chunk.
const NOTES: usize = search::index::TITLES_PER_SHARD + 4;

fn pages() -> Vec<Page> {
    let mut pages: Vec<Page> = PAGES
        .iter()
        .map(|(url, title, sections)| Page {
            url: url.to_string(),
            title: title.to_string(),
            sections: sections
                .iter()
                .map(|(anchor, heading, text)| Section {
                    anchor: anchor.to_string(),
                    heading: heading.to_string(),
                    text: text.to_string(),
                })
                .collect(),
        })
        .collect();
    pages.extend((1..=NOTES).map(|n| Page {
        url: format!("/notes/{n}"),
        title: format!("노트 {n}"),
        sections: vec![Section {
            anchor: String::new(),
            heading: String::new(),
            text: "참고 자료입니다.".into(),
        }],
    }));
    pages
}

fn extras() -> Extras {
    Extras {
        synonyms: vec![vec!["유동 IP".into(), "Floating IP".into(), "플로팅 IP".into()]],
        glossary: Some("/glossary".into()),
    }
}

#[test]
fn the_engine_fixture_is_what_the_build_writes() {
    let index = search::build(&pages(), &extras());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/test/fixtures/search-index");
    let update = std::env::var_os("UPDATE_FIXTURES").is_some();
    if update {
        let _ = std::fs::remove_dir_all(&dir);
    }
    let mut stale = Vec::new();
    for file in &index.files {
        let path = dir.join(&file.path);
        if update {
            std::fs::create_dir_all(path.parent().expect("in a folder")).unwrap();
            std::fs::write(&path, &file.text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(file.text.as_str()) {
            stale.push(file.path.clone());
        }
    }
    assert!(stale.is_empty(), "stale {stale:?}: run `UPDATE_FIXTURES=1 cargo test -p search`");
}
