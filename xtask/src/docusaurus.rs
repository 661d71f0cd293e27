//! Docusaurus 3.6.3, installed under target/bench/docusaurus (never committed),
//! for the side-by-side benchmark (`bench --vs docusaurus`) and the
//! compatibility diff (`compat`).

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Result;

use crate::process;

pub struct Docusaurus {
    /// The npm project Docusaurus is installed in; sites built with it live
    /// below it, so Node finds its packages from their configs.
    pub dir: PathBuf,
}

impl Docusaurus {
    /// Installs Docusaurus 3.6.3 into `bench_dir/docusaurus`, unless it is there already.
    pub fn install(bench_dir: &Path) -> Result<Self> {
        let dir = bench_dir.join("docusaurus");
        fs::create_dir_all(&dir)?;
        // webpack 5.106 rejects the ProgressPlugin options of the webpackbar that
        // Docusaurus 3.6.3 uses (facebook/docusaurus#11923): keep webpack below it.
        let manifest = r#"{ "name": "docusaurus-baseline", "private": true,
  "dependencies": { "@docusaurus/core": "3.6.3", "@docusaurus/preset-classic": "3.6.3", "react": "18.3.1", "react-dom": "18.3.1" },
  "overrides": { "webpack": "~5.105.0" } }
"#;
        let docusaurus = Docusaurus { dir };
        let installed = fs::read(docusaurus.dir.join("node_modules/.package-lock.json")).is_ok()
            && fs::read_to_string(docusaurus.dir.join("package.json")).is_ok_and(|m| m == manifest);
        if !installed || !docusaurus.cli().is_file() {
            println!("installing Docusaurus 3.6.3 into {} …", docusaurus.dir.display());
            fs::write(docusaurus.dir.join("package.json"), manifest)?;
            process::run(
                &docusaurus.dir,
                "npm",
                &["install", "--no-audit", "--no-fund", "--loglevel=error"],
                &[],
            )?;
        }
        Ok(docusaurus)
    }

    /// The `docusaurus` command, a script for `node`.
    pub fn cli(&self) -> PathBuf {
        self.dir.join("node_modules/@docusaurus/core/bin/docusaurus.mjs")
    }
}
