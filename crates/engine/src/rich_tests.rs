//! A Mermaid diagram that does not parse is a warning of the build (issue
//! 36): reported at its file and line, counted in the build's total, and
//! repeated by a build that finds nothing changed, as the content's are.

use std::fs;

use crate::build::{Options, copy_tree, run};
use crate::paths;
use crate::progress::Output;

#[test]
fn a_diagram_that_does_not_parse_is_a_counted_warning() {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&paths::root().join("tests/fixtures/english-site"), dir.path()).unwrap();
    let page = dir.path().join("content/docs/guide/start/account.md");
    let text = fs::read_to_string(&page).unwrap();
    let line = text.lines().count() + 3;
    fs::write(&page, format!("{text}\n```mermaid\nflowchart LR\n  A --> \n  B -- oops -->\n```\n")).unwrap();
    let options = Options {
        strict: false,
        site: dir.path().to_path_buf(),
        clean: false,
        output: Output::Quiet,
        drafts: false,
        locale: None,
    };

    let built = run(&options).expect("a diagram's syntax error does not stop the build");
    let diagram: Vec<_> =
        built.warnings.iter().filter(|w| w.message.contains("Mermaid diagram does not parse")).collect();
    assert_eq!(diagram.len(), 1, "{:?}", built.warnings);
    assert_eq!(diagram[0].file, "content/docs/guide/start/account.md");
    assert!(
        diagram[0].line >= line,
        "at the diagram or below its fence: {} (fence at {line})",
        diagram[0].line
    );

    let again = run(&options).unwrap();
    assert!(again.up_to_date);
    assert_eq!(again.warnings.len(), built.warnings.len(), "a no-change build repeats the warning");
}
