//! Rspress 2 as a peer: a project whose docs root is a copy of the corpus'
//! docs, its sidebar made from the folders (Rspress has no blog).

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Result;

use super::super::Corpus;
use super::super::measuring::SetAside;
use super::{Project, copy_docs, npm_install, site_dir, strings};

pub const LABEL: &str = "Rspress 2.0.22";

const MANIFEST: &str = r#"{ "name": "rspress-peer", "private": true,
  "dependencies": { "@rspress/core": "2.0.22" } }
"#;

/// Links in the corpus name our routes (numeric prefixes taken off, as
/// Docusaurus does); Rspress keeps the prefixes in its routes, so its dead-link
/// check, which fails the build, is off.
const CONFIG: &str = r#"import { defineConfig } from "@rspress/core";

export default defineConfig({
  root: "docs",
  title: "Synthetic",
  lang: "ko",
  markdown: { link: { checkDeadLinks: false } },
});
"#;

pub fn project(bench_dir: &Path, corpus: &Corpus, aside: &SetAside) -> Result<Project> {
    let install = bench_dir.join("rspress");
    npm_install(&install, MANIFEST, LABEL)?;
    let site = site_dir(&install, corpus);
    aside.put(&site);
    copy_docs(&corpus.dir.join("content/docs"), &site.join("docs"), &|p| p.to_path_buf())?;
    fs::write(site.join("rspress.config.mjs"), CONFIG)?;
    let cli = install.join("node_modules/@rspress/core/bin/rspress.js").to_string_lossy().into_owned();
    let args = strings(&[&cli, "build"]);
    Ok(Project {
        tool: LABEL.into(),
        program: PathBuf::from("node"),
        cold: args.clone(),
        warm: args,
        // Its build cache (Rsbuild's, on by default in Rspress 2) lives in node_modules/.cache.
        caches: vec![
            site.join("doc_build"),
            site.join("node_modules/.cache"),
            install.join("node_modules/.cache"),
        ],
        cached: true,
        edited: site.join("docs").join(corpus.edited.strip_prefix("content/docs/").expect("a doc")),
        dir: site,
    })
}
