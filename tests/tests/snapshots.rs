//! Snapshots of generated code, so every change to what codegen writes shows
//! up as a reviewable diff. Update with `cargo insta review` or
//! `INSTA_UPDATE=always cargo test -p site-tests`.

use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

fn generate(root: &Path) -> codegen::Output {
    let loaded = site_loader::load(root);
    let errors: Vec<String> = loaded.errors().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "content errors:\n{}", errors.join("\n"));
    codegen::generate(loaded.site.as_ref().expect("site loads"))
}

/// Every module generated from the fixture corpus, which uses each supported
/// Markdown construct, plus the warnings it raises.
#[test]
fn fixture_corpus_modules() {
    let output = generate(&repo().join("tests/fixtures/site"));
    for module in &output.modules {
        if module.path == "types.ts" {
            continue;
        }
        let name = module.path.replace(['/', '.'], "__");
        insta::assert_snapshot!(format!("fixture__{name}"), module.text);
    }
    let warnings: Vec<String> = output.diagnostics.iter().map(ToString::to_string).collect();
    insta::assert_snapshot!("fixture__warnings", warnings.join("\n"));
}

/// The TypeScript declarations generated from content-model's Rust types.
#[test]
fn ts_declarations() {
    insta::assert_snapshot!("types_ts", content_model::TS_DECLARATIONS);
}

/// The real site's route table and sidebars: a reviewer sees every route change.
#[test]
fn real_site_routes_and_sidebars() {
    let output = generate(&repo());
    let (mut routes, mut sidebars) = (String::new(), String::new());
    for module in &output.modules {
        if module.path == "routes.ts" || module.path.starts_with("route-shards/") {
            routes.push_str(&format!("// {}\n{}\n", module.path, module.text));
        } else if module.path.starts_with("sidebars/") {
            sidebars.push_str(&format!("// {}\n{}\n", module.path, module.text));
        }
    }
    insta::assert_snapshot!("site__routes_ts", routes);
    insta::assert_snapshot!("site__sidebars_ts", sidebars);
}
