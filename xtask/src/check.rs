//! `cargo xtask check`: everything CI holds the project to.

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
    process::run(&root, "cargo", &["test", "--workspace", "--quiet"], &[])?;

    step("build --strict");
    build::run(&build::Options {
        strict: true,
        site: root.clone(),
        clean: false,
        output: crate::progress::Output::Lines,
        drafts: false,
    })?;

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

/// Serves build/ on a free port and runs tests/e2e with Node's test runner.
fn browser_tests(root: &std::path::Path) -> Result<()> {
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
