//! A build that is killed half-way leaves the previous build/ as it was, and
//! the next build cleans up after it.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

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

#[test]
fn killing_a_build_keeps_the_previous_site() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let dir = tempfile::tempdir().unwrap();
    copy(&repo.join("tests/fixtures/site"), dir.path());
    let xtask = env!("CARGO_BIN_EXE_xtask");
    let site = dir.path().to_str().unwrap();

    let first = Command::new(xtask).args(["build", "--site", site]).output().unwrap();
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    fs::write(dir.path().join("build/marker"), "previous").unwrap();
    let before = fs::read_to_string(dir.path().join("build/guide/index.html")).unwrap();

    // Kill the second build once its staging folder exists, mid-pipeline. Its
    // Node processes die with it (xtask sets their parent-death signal).
    let mut child = Command::new(xtask).args(["build", "--clean", "--site", site]).spawn().unwrap();
    let started = Instant::now();
    let staging = || {
        fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("build.tmp-"))
    };
    while !staging() && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(staging(), "the build reached its staging step");
    child.kill().unwrap();
    child.wait().unwrap();

    assert_eq!(fs::read_to_string(dir.path().join("build/marker")).unwrap(), "previous");
    assert_eq!(fs::read_to_string(dir.path().join("build/guide/index.html")).unwrap(), before);

    let third = Command::new(xtask).args(["build", "--site", site]).output().unwrap();
    assert!(third.status.success());
    let left: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("build."))
        .collect();
    assert!(left.is_empty(), "stale staging folders removed: {left:?}");
    assert!(!dir.path().join("build/marker").exists(), "the new build replaced the old one");
}
