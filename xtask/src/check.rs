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

    // Before the tests: some read ui/node_modules (the cards' font, Node's tools).
    step("npm packages");
    engine::npm::ensure_installed()?;

    step("cargo test");
    // insta names every snapshot a test reads in this file (cargo-insta's own mechanism).
    let references = root.join("target/insta-references.txt");
    let _ = std::fs::remove_file(&references);
    // target/ may not exist in the checkout (a CARGO_TARGET_DIR elsewhere): insta does not make it.
    std::fs::create_dir_all(root.join("target"))?;
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
    build_strict(&root)?;
    step("build --strict --site tests/fixtures/e2e-site");
    build_strict(&root.join(E2E_SITE))?;
    // The Docusaurus corpus warns by design (inline tags, a post without a
    // cut); what it proves is that its MDX compiles, bundles and renders.
    step("build --site tests/fixtures/docusaurus");
    build_site(&root.join(DOCUSAURUS_SITE), false)?;
    step("build --site tests/fixtures/docusaurus-project");
    build_site(&root.join(PROJECT_SITE), false)?;
    step("build --strict --site tests/fixtures/versioned-site");
    build_strict(&root.join(VERSIONED_SITE))?;
    step("build --strict --site tests/fixtures/navbar-items");
    build_strict(&root.join(NAVBAR_SITE))?;

    step("ui unit tests");
    // Named one by one: Node 20 reads a folder's every module as a test file, helpers too.
    let mut unit_tests: Vec<String> = std::fs::read_dir(paths::ui().join("test"))?
        .filter_map(|entry| Some(entry.ok()?.path().to_string_lossy().into_owned()))
        .filter(|path| path.ends_with(".test.mjs"))
        .collect();
    unit_tests.sort();
    let args: Vec<&str> = std::iter::once("--test").chain(unit_tests.iter().map(String::as_str)).collect();
    process::run(&root, "node", &args, &[])?;

    // The app (tsconfig.json), then every script of ui/ besides it, checked
    // with their JSDoc types (tsconfig.node.json): the bundle stage against
    // the protocol types the engine generates.
    for project in ["tsconfig.json", "tsconfig.node.json"] {
        step(&format!("tsc --noEmit -p {project}"));
        process::run(
            &paths::ui(),
            "node",
            &["node_modules/typescript/bin/tsc", "--noEmit", "-p", project],
            &[],
        )?;
    }

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

/// The small site written for the browser tests: its content is known, so an
/// edit to the real content/ cannot break them.
const E2E_SITE: &str = "tests/fixtures/e2e-site";

/// Browser tests that read the fixture site. The others are about the real
/// site itself (its routes and SPEC's header and footer, search quality over
/// its prose, the JS budget of its pages, its dates and llms.txt, `dev` on it).
const FIXTURE_TESTS: &[&str] = &[
    "a11y.test.mjs",
    "docs-tags.test.mjs",
    "feeds.test.mjs",
    "figures.test.mjs",
    "keyboard.test.mjs",
    "navigation.test.mjs",
    "reading.test.mjs",
    "sidebar-categories.test.mjs",
    "theme.test.mjs",
];

/// The Docusaurus corpus (built above) and the browser tests that read it:
/// site code its MDX imports, its src/pages, src/theme and custom.css, hydrated.
const DOCUSAURUS_SITE: &str = "tests/fixtures/docusaurus";
const DOCUSAURUS_TESTS: &[&str] = &["site-code.test.mjs", "site-pages.test.mjs"];

/// Three docs versions and two locales (issue 33) and the browser tests that read them.
const VERSIONED_SITE: &str = "tests/fixtures/versioned-site";
const VERSIONED_TESTS: &[&str] = &["versions.test.mjs", "locales.test.mjs"];

/// The Docusaurus project (built above), served under its `baseUrl` (`/docs-site/`), and the browser test that reads it.
const PROJECT_SITE: &str = "tests/fixtures/docusaurus-project";
const PROJECT_TESTS: &[&str] = &[
    "base-url.test.mjs",
    "docs-sidebar.test.mjs",
    "navbar-places.test.mjs",
    "mdx-elements.test.mjs",
    "client-modules.test.mjs",
    "doc-item-layout.test.mjs",
    "infima-chrome.test.mjs",
];

/// A Docusaurus project that draws its navbar items with its own `NavbarItem`, and the browser test that reads it.
const NAVBAR_SITE: &str = "tests/fixtures/navbar-items";
const NAVBAR_TESTS: &[&str] = &["navbar-items.test.mjs"];

/// The sites besides the real one and the e2e fixture, each with the browser tests that read it.
const SITE_TESTS: &[(&str, &[&str])] = &[
    (DOCUSAURUS_SITE, DOCUSAURUS_TESTS),
    (PROJECT_SITE, PROJECT_TESTS),
    (VERSIONED_SITE, VERSIONED_TESTS),
    (NAVBAR_SITE, NAVBAR_TESTS),
];

fn build_strict(site: &Path) -> Result<()> {
    build_site(site, true)
}

fn build_site(site: &Path, strict: bool) -> Result<()> {
    build::run(&build::Options {
        strict,
        site: site.to_path_buf(),
        clean: false,
        output: crate::progress::Output::Lines,
        drafts: false,
        locale: None,
    })
    .map(drop)
}

/// Serves the sites' build/ on free ports (each under its base URL) and runs tests/e2e with Node's
/// test runner, each file against the site it reads.
fn browser_tests(root: &Path) -> Result<()> {
    let started = Instant::now();
    let runtime = tokio::runtime::Runtime::new()?;
    let serve_site = |site: PathBuf| -> Result<String> {
        let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
        let port = listener.local_addr()?.port();
        runtime.spawn(serve::serve(listener, site.join("build"), engine::cache::Stamp::base_url_of(&site)));
        Ok(format!("http://127.0.0.1:{port}"))
    };
    let real = serve_site(root.to_path_buf())?;
    let fixture = serve_site(root.join(E2E_SITE))?;
    let (on_fixture, mut on_real) = split_tests(&root.join("tests/e2e"))?;
    let node_path = paths::ui().join("node_modules");
    let mut runs = vec![(fixture, on_fixture)];
    for (site, names) in SITE_TESTS {
        let (on_site, rest): (Vec<String>, Vec<String>) = on_real
            .into_iter()
            .partition(|path| names.iter().any(|name| path.ends_with(&format!("/{name}"))));
        on_real = rest;
        runs.push((serve_site(root.join(site))?, on_site));
    }
    runs.insert(0, (real, on_real));
    let result = runs.iter().try_for_each(|(base, files)| {
        let args: Vec<&str> =
            ["--test", "--test-concurrency=1"].into_iter().chain(files.iter().map(String::as_str)).collect();
        process::run(root, "node", &args, &[("BASE_URL", base), ("NODE_PATH", &node_path.to_string_lossy())])
            .with_context(|| format!("browser tests against {base} failed"))
    });
    println!("browser tests took {:.1} s", started.elapsed().as_secs_f64());
    result
}

/// The browser test files (paths from the repository root): those that read
/// the fixture site, then the others. A name in [`FIXTURE_TESTS`] that is no
/// file is an error, so a renamed test cannot silently move sites.
fn split_tests(dir: &Path) -> Result<(Vec<String>, Vec<String>)> {
    let mut files: Vec<String> = std::fs::read_dir(dir)?
        .filter_map(|entry| Some(entry.ok()?.file_name().to_string_lossy().into_owned()))
        .filter(|name| name.ends_with(".test.mjs"))
        .collect();
    files.sort();
    if let Some(missing) = FIXTURE_TESTS.iter().find(|name| !files.iter().any(|f| f == *name)) {
        anyhow::bail!("FIXTURE_TESTS names {missing}, which is not in {}", dir.display());
    }
    let (on_fixture, on_real): (Vec<String>, Vec<String>) = files
        .into_iter()
        .map(|name| format!("tests/e2e/{name}"))
        .partition(|path| FIXTURE_TESTS.iter().any(|name| path.ends_with(&format!("/{name}"))));
    Ok((on_fixture, on_real))
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
    fn browser_tests_are_split_by_the_site_they_read() {
        let (on_fixture, on_real) = split_tests(&paths::root().join("tests/e2e")).unwrap();
        assert_eq!(on_fixture, FIXTURE_TESTS.iter().map(|n| format!("tests/e2e/{n}")).collect::<Vec<_>>());
        assert!(on_real.contains(&"tests/e2e/budget.test.mjs".to_string()), "{on_real:?}");
        assert!(
            on_real.iter().all(|f| f.ends_with(".test.mjs")),
            "helpers are not run as tests: {on_real:?}"
        );
        assert!(!on_real.iter().any(|f| on_fixture.contains(f)));
    }
}
