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
    copy_tree(&site.join(&cut.from_docs), &to_docs)?;
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

/// Copies the folder `from` to `to`, files and folders; a symbolic link is copied as what it points to.
fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), &target).with_context(|| format!("copying {}", entry.path().display()))?;
        }
    }
    Ok(())
}
