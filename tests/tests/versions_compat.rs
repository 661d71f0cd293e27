//! The versioned, translated fixture (tests/fixtures/versioned-site: three
//! versions, `ko` and `en`) makes the pages Docusaurus 3.6.3 makes of it, at
//! the same addresses: every locale's docs of every version, the latest at
//! `/docs`, `current` at `/docs/next`, `en` below `/en`. Docusaurus' list was
//! recorded from its own build (`cargo xtask compat --site`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/versioned-site")
}

/// Our routes in `locale`, under the locale's base URL as its build serves them.
fn routes_of(locale: &str) -> Vec<String> {
    let loaded = site_loader::load_with(
        &fixture(),
        content_model::LoadOptions { locale: Some(locale), ..Default::default() },
    );
    let errors: Vec<String> = loaded.errors().map(|d| d.render(false)).collect();
    assert!(errors.is_empty(), "the fixture must load in {locale}:\n{}", errors.join("\n"));
    let site = loaded.site.expect("a site");
    let base = site.config.base_url.trim_end_matches('/').to_string();
    let served = |path: &str| match format!("{base}{path}") {
        root if root == "/" => root,
        other => other.trim_end_matches('/').to_string(),
    };
    codegen::routes(&site).into_iter().map(|r| served(&r.path)).collect()
}

#[test]
fn every_version_and_locale_is_where_docusaurus_puts_it() {
    let recorded = std::fs::read_to_string(fixture().join("docusaurus-3.6.3-routes.txt")).unwrap();
    let theirs: BTreeSet<&str> = recorded.lines().filter(|l| l.starts_with('/')).collect();
    let ours: BTreeSet<String> = ["ko", "en"].into_iter().flat_map(routes_of).collect();
    let ours: BTreeSet<&str> = ours.iter().map(String::as_str).collect();
    let missing: Vec<&&str> = theirs.difference(&ours).collect();
    assert!(missing.is_empty(), "Docusaurus has these pages and we do not: {missing:?}");
    // What we add: a home page and a search page in each locale, nothing else.
    let added: Vec<&&str> = ours.difference(&theirs).collect();
    assert_eq!(added, [&"/", &"/en", &"/en/search", &"/search"]);
}
