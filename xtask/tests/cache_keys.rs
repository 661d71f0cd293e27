//! A site's caches are keyed on the engine's code, not on the xtask binary:
//! a new xtask whose engine is the same (a change to bench.rs, compat.rs or
//! any other chore) reuses every parsed body, page module and page scan.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;

fn copy(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Runs `xtask build --site site` and returns its output lines.
fn build(xtask: &Path, site: &Path) -> String {
    let output = Command::new(xtask).args(["build", "--site", site.to_str().unwrap()]).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    stdout
}

/// The number before `what` in the first line that holds `what` and `line` (`3 bodies parsed` → 3).
fn count(output: &str, line: &str, what: &str) -> usize {
    let found = output
        .lines()
        .find(|l| l.contains(line) && l.contains(what))
        .unwrap_or_else(|| panic!("no {what:?} in\n{output}"));
    let before = found.split(what).next().unwrap().trim_end();
    before
        .rsplit([' ', ',', ';'])
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("no count before {what:?}: {found}"))
}

#[test]
fn another_xtask_binary_with_the_same_engine_keeps_the_sites_caches() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    copy(&repo.join("tests/fixtures/site"), &site);
    let xtask = Path::new(env!("CARGO_BIN_EXE_xtask"));
    build(xtask, &site);

    // What editing a chore makes: another binary, the engine in it unchanged.
    let other = dir.path().join("xtask");
    let mut bytes = fs::read(xtask).unwrap();
    bytes.extend_from_slice(b"\0a chore was edited\0");
    fs::write(&other, bytes).unwrap();
    fs::set_permissions(&other, fs::Permissions::from_mode(0o755)).unwrap();
    let page = site.join("content/docs/guide/index.md");
    let text = fs::read_to_string(&page).unwrap();
    fs::write(&page, format!("{text}\nOne more paragraph.\n")).unwrap();

    let output = build(&other, &site);
    assert_eq!(count(&output, "", "bodies parsed"), 1, "only the edited page is parsed again:\n{output}");
    assert_eq!(count(&output, "", "page modules generated"), 1, "only its module is made again:\n{output}");
    // The pages that show something new (the edited one and those that show
    // a part of it) are scanned again, no other.
    let rendered = count(&output, "pages rendered", " of ");
    assert_eq!(
        count(&output, "", "read again"),
        rendered,
        "only pages that changed are scanned again:\n{output}"
    );
}
