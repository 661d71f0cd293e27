//! `cargo xtask docs-version X`: cuts docs version X from `current`, as
//! Docusaurus' `docs:version` does (content-model plans it; this writes it).

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

pub fn run(site: &Path, name: &str) -> Result<()> {
    let sources = site_loader::read(site);
    let cut = content_model::docs::versions::cut(&sources, name).map_err(|problem| {
        let expected = problem.expected.map(|e| format!(" (expected {e})")).unwrap_or_default();
        anyhow::anyhow!("{}: {}{expected}", problem.file, problem.message)
    })?;
    let to_docs = site.join(&cut.to_docs);
    anyhow::ensure!(!to_docs.exists(), "{} is already there: remove it or choose another name", cut.to_docs);
    engine::build::copy_within(site, &site.join(&cut.from_docs), &to_docs)?;
    if let Some((file, json)) = &cut.sidebars {
        write(&site.join(file), json)?;
    }
    write(&site.join(&cut.versions.0), &cut.versions.1)?;
    println!("version {name} created: {} and {}", cut.to_docs, cut.versions.0);
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<()> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::write(path, text).with_context(|| format!("writing {}", path.display()))
}
