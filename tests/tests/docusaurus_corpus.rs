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
    let loaded = site_loader::load(&corpus());
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
    for route in codegen::routes(&built.site) {
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

/// No silent drop: each file under docs/ and blog/ is a page (drafts alone
/// are left out, as in Docusaurus' production builds), a data file the model
/// reads, a published asset, or named in a diagnostic.
#[test]
fn every_file_is_a_page_an_asset_data_or_named_in_a_diagnostic() {
    let built = build();
    let corpus = corpus();
    let sources: BTreeSet<String> = built.site.routes().into_iter().map(|r| r.source).collect();
    let named: Vec<String> =
        built.diagnostics.iter().chain(&built.output.diagnostics).map(|d| d.render(false)).collect();
    let data = ["_category_.json", "_category_.yml", "blog/authors.yml", "blog/tags.yml"];
    let mut dropped = Vec::new();
    let mut kinds = [0usize; 4];
    for folder in ["docs", "blog"] {
        for file in files_under(&corpus.join(folder)) {
            let relative = file.strip_prefix(&corpus).unwrap().to_string_lossy().replace('\\', "/");
            let is_markdown = file.extension().is_some_and(|e| e == "md" || e == "mdx");
            // A partial (a page imports it) or any `_` Markdown file is never a page, as in Docusaurus.
            let partial = built.site.partials.contains_key(&relative)
                || relative.split('/').any(|part| part.starts_with('_') && !part.starts_with("_category_"));
            let kind = if is_markdown
                && (partial || sources.iter().any(|s| s.ends_with(&relative)) || is_draft(&file))
            {
                0
            } else if data.iter().any(|d| relative.ends_with(d)) {
                1
            } else if built.site.assets.contains_key(&relative) {
                2
            } else if named.iter().any(|d| d.contains(&relative)) {
                3
            } else {
                dropped.push(relative);
                continue;
            };
            kinds[kind] += 1;
        }
    }
    assert!(dropped.is_empty(), "neither a page, data, an asset nor named in a diagnostic: {dropped:?}");
    // The corpus has each kind, so the test checks each path through it.
    assert!(kinds.iter().all(|&n| n > 0), "pages, data, assets, named: {kinds:?}");
}

/// `draft: true` in the file's front matter.
fn is_draft(file: &Path) -> bool {
    let text = std::fs::read_to_string(file).unwrap();
    let front = text.strip_prefix("---\n").and_then(|rest| rest.split("\n---").next()).unwrap_or("");
    front.lines().any(|line| line.trim() == "draft: true")
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(files_under(&path));
        } else {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// docs/quick-start.mdx, compiled as MDX: its exports, imports and JSX stay
/// code in the page module (theme modules made ours, an imported image its
/// URL), and the Markdown around them is rendered as for `.md`.
#[test]
fn mdx_exports_imports_and_components_are_compiled_into_the_page() {
    let built = build();
    let route = built.output.manifest.routes.iter().find(|r| r.path == "/quick-start").expect("the page");
    let module = &built.output.modules.iter().find(|m| m.path == route.module).expect("its module").text;
    for expected in [
        "import Tabs from \"../../docusaurus/theme/Tabs\";",
        "import CodeBlock from \"../../docusaurus/theme/CodeBlock\";",
        "export const cliVersion = '2.4.1';",
        // `import architectureUrl from '@site/static/img/architecture.png'`: the file's URL.
        "const architectureUrl = \"/img/architecture.png\";",
        r#"{"이 안내는 CLI "}{cliVersion}{" 기준입니다."#,
        r#"<img src={architectureUrl} alt={"Compat Cloud 구성도"} width={"640"} height={"360"} />"#,
        r#"<Tabs groupId={"region"} values={regions}>"#,
        r#"<TabItem value={"linux"} label={"Linux"} default>"#,
        // A fence inside a tab is the theme's highlighted code block.
        r#"<$CodeBlock code={"sudo apt-get install compat-cli"}"#,
    ] {
        assert!(module.contains(expected), "missing {expected}\nin\n{module}");
    }
    assert!(!module.contains("이 주석은"), "comments are dropped: {module}");
}
