//! `cargo xtask check`: everything CI holds the project to.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result};

use crate::{build, paths, process, serve};

pub fn run() -> Result<()> {
    let root = paths::root();
    let step = |name: &str| println!("\n== {name}");

    step("cargo fmt --check");
    process::run(&root, "cargo", &["fmt", "--all", "--check"], &[])?;

    step("cargo clippy");
    process::run(
        &root,
        "cargo",
        &["clippy", "--workspace", "--all-targets", "--quiet", "--", "-D", "warnings"],
        &[],
    )?;

    step("cargo test");
    // insta names every snapshot a test reads in this file (cargo-insta's own mechanism).
    let references = root.join("target/insta-references.txt");
    let _ = std::fs::remove_file(&references);
    process::run(
        &root,
        "cargo",
        &["test", "--workspace", "--quiet"],
        &[("INSTA_SNAPSHOT_REFERENCES_FILE", &references.to_string_lossy())],
    )?;

    step("unreferenced snapshots");
    let read = std::fs::read_to_string(&references).unwrap_or_default();
    let snapshots = process::output(
        &root,
        "git",
        &["ls-files", "--cached", "--others", "--exclude-standard", "*.snap"],
        &[],
    )?;
    let orphans = unreferenced(&root, &read, &snapshots);
    anyhow::ensure!(
        orphans.is_empty(),
        "snapshots no test reads (delete them, or restore their test):\n  {}",
        orphans.join("\n  ")
    );

    step("build --strict");
    build::run(&build::Options {
        strict: true,
        site: root.clone(),
        clean: false,
        output: crate::progress::Output::Lines,
        drafts: false,
    })?;

    step("ui unit tests");
    // Named one by one: Node 20 reads a folder's every module as a test file, helpers too.
    let mut unit_tests: Vec<String> = std::fs::read_dir(paths::ui().join("test"))?
        .filter_map(|entry| Some(entry.ok()?.path().to_string_lossy().into_owned()))
        .filter(|path| path.ends_with(".test.mjs"))
        .collect();
    unit_tests.sort();
    let args: Vec<&str> = std::iter::once("--test").chain(unit_tests.iter().map(String::as_str)).collect();
    process::run(&root, "node", &args, &[])?;

    step("tsc --noEmit");
    process::run(
        &paths::ui(),
        "node",
        &["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.json"],
        &[],
    )?;

    step("browser tests");
    browser_tests(&root)?;
    println!("\nall checks passed");
    Ok(())
}

/// The snapshot files (`git ls-files` output, relative to `root`) that no test
/// referenced (`references`: one absolute path a line, as insta writes them).
fn unreferenced(root: &Path, references: &str, snapshots: &str) -> Vec<String> {
    let read: HashSet<PathBuf> = references.lines().map(PathBuf::from).collect();
    snapshots.lines().filter(|file| !read.contains(&root.join(file))).map(str::to_string).collect()
}

/// Serves build/ on a free port and runs tests/e2e with Node's test runner.
fn browser_tests(root: &Path) -> Result<()> {
    let started = Instant::now();
    let runtime = tokio::runtime::Runtime::new()?;
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
    let port = listener.local_addr()?.port();
    runtime.spawn(serve::serve(listener, root.join("build")));
    let base = format!("http://127.0.0.1:{port}");
    let result = process::run(
        root,
        "node",
        &["--test", "--test-concurrency=1", "tests/e2e/"],
        &[("BASE_URL", &base), ("NODE_PATH", &paths::ui().join("node_modules").to_string_lossy())],
    )
    .context("browser tests failed");
    println!("browser tests took {:.1} s", started.elapsed().as_secs_f64());
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snapshots_no_test_read_are_listed() {
        let root = Path::new("/repo");
        let references = "/repo/tests/tests/snapshots/a.snap\n/repo/tests/tests/snapshots/a.snap\n";
        let snapshots = "tests/tests/snapshots/a.snap\ntests/tests/snapshots/old.snap\n";
        assert_eq!(unreferenced(root, references, snapshots), ["tests/tests/snapshots/old.snap"]);
        assert!(unreferenced(root, references, "tests/tests/snapshots/a.snap").is_empty());
    }

    #[test]
    fn search_rules_browser_copy_is_current() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/search/rules.ts");
        let want = search::rules::typescript();
        if std::env::var_os("UPDATE_RULES").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "ui/src/search/rules.ts is stale: run `UPDATE_RULES=1 cargo test -p xtask search_rules`"
        );
    }
}
