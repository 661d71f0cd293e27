//! The Docusaurus test corpus (tests/fixtures/docusaurus: a Docusaurus 3 site
//! as its authors keep it, docs/, blog/ and static/ at its root) through the
//! build API: its routes, sidebars, page heads and diagnostics are snapshots, so
//! a reviewer sees every change in what a migrated site becomes. That the same
//! routes and sidebars come out of Docusaurus 3.6.3 is `cargo xtask compat`'s
//! job (it needs Docusaurus installed); this test runs in `cargo xtask check`.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/docusaurus")
}

struct Built {
    site: content_model::Site,
    diagnostics: Vec<content_model::Diagnostic>,
    output: codegen::Output,
}

fn build() -> Built {
    let loaded = content_model::load(&corpus());
    let errors: Vec<String> = loaded.errors().map(|d| d.render(false)).collect();
    assert!(errors.is_empty(), "the Docusaurus corpus must build without errors:\n{}", errors.join("\n"));
    let site = loaded.site.expect("a site when there is no error");
    let output = codegen::generate(&site);
    Built { site, diagnostics: loaded.diagnostics, output }
}

/// Every route with what it shows and the file it comes from.
#[test]
fn routes() {
    let built = build();
    let mut text = String::new();
    for route in built.site.routes() {
        let _ = writeln!(text, "{:<40} {:<18} {}", route.path, format!("{:?}", route.kind), route.source);
    }
    insta::assert_snapshot!("docusaurus__routes", text);
}

/// The whole sidebar tree of each sidebar (not the per-page views).
#[test]
fn sidebars() {
    let built = build();
    let mut text = String::new();
    for (name, items) in &built.site.sidebars {
        let _ = writeln!(text, "// {name}\n{:#?}", items);
    }
    insta::assert_snapshot!("docusaurus__sidebars", text);
}

/// The head each page module exports (title, description, and whatever the
/// front matter adds), by route.
#[test]
fn page_heads() {
    let built = build();
    let mut text = String::new();
    for route in &built.output.manifest.routes {
        let module = built
            .output
            .modules
            .iter()
            .find(|m| m.path == route.module)
            .unwrap_or_else(|| panic!("{} has no module {}", route.path, route.module));
        let head = module
            .text
            .lines()
            .find_map(|line| line.strip_prefix("export const head"))
            .unwrap_or_else(|| panic!("{} exports no head", route.module));
        let _ = writeln!(text, "{}\n  {head}", route.path);
    }
    insta::assert_snapshot!("docusaurus__heads", text);
}

/// Every warning and note the corpus raises (content and codegen): each one is
/// meant (an inline tag or author, an untruncated post, keys without effect).
#[test]
fn diagnostics() {
    let built = build();
    let text: Vec<String> =
        built.diagnostics.iter().chain(&built.output.diagnostics).map(|d| d.render(false)).collect();
    insta::assert_snapshot!("docusaurus__diagnostics", text.join("\n"));
}

/// No silent drop: each Markdown file under docs/ and blog/ is a page, or a
/// diagnostic names it; drafts alone are left out (as in Docusaurus' production builds).
#[test]
fn every_markdown_file_is_a_page_or_named_in_a_diagnostic() {
    let built = build();
    let corpus = corpus();
    let sources: BTreeSet<String> = built.site.routes().into_iter().map(|r| r.source).collect();
    let named: Vec<String> =
        built.diagnostics.iter().chain(&built.output.diagnostics).map(|d| d.render(false)).collect();
    let mut dropped = Vec::new();
    for folder in ["docs", "blog"] {
        for file in markdown_under(&corpus.join(folder)) {
            let relative = file.strip_prefix(&corpus).unwrap().to_string_lossy().replace('\\', "/");
            let is_page = sources.iter().any(|s| s.ends_with(&relative));
            if !is_page && !is_draft(&file) && !named.iter().any(|d| d.contains(&relative)) {
                dropped.push(relative);
            }
        }
    }
    assert!(dropped.is_empty(), "neither a page nor named in a diagnostic: {dropped:?}");
}

/// `draft: true` in the file's front matter.
fn is_draft(file: &Path) -> bool {
    let text = std::fs::read_to_string(file).unwrap();
    let front = text.strip_prefix("---\n").and_then(|rest| rest.split("\n---").next()).unwrap_or("");
    front.lines().any(|line| line.trim() == "draft: true")
}

fn markdown_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(markdown_under(&path));
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            found.push(path);
        }
    }
    found.sort();
    found
}
