//! Keeps `ui/node_modules` in step with `ui/package-lock.json`.

use std::fs;

use anyhow::{Context, Result};

use crate::{paths, process};

/// Copy of the lockfile that node_modules was installed from.
const STAMP: &str = "node_modules/.installed-package-lock.json";

/// Installs the lockfile's packages when node_modules is missing or the lockfile
/// changed since the last install.
///
/// `npm install` rather than `npm ci`: an earlier registry lacked the
/// bundler's native packages (Rollup's, then) for some other platforms, so
/// older lockfiles did not list them and `npm ci` rejected them as out of
/// sync. With a lockfile present, `npm install` installs exactly the versions
/// it records, and a lockfile it had to complete is reported instead of
/// silently differing from main.
pub fn ensure_installed() -> Result<bool> {
    let ui = paths::ui();
    let lock = fs::read(ui.join("package-lock.json")).context("reading ui/package-lock.json")?;
    if fs::read(ui.join(STAMP)).is_ok_and(|stamp| stamp == lock) {
        return Ok(false);
    }
    println!("  installing npm packages from ui/package-lock.json…");
    process::run(&ui, "npm", &["install", "--no-audit", "--no-fund", "--loglevel=error"], &[])?;
    let after = fs::read(ui.join("package-lock.json")).context("reading ui/package-lock.json")?;
    anyhow::ensure!(after == lock, "npm changed ui/package-lock.json; commit the updated lockfile");
    fs::write(ui.join(STAMP), lock).context("recording the installed lockfile")?;
    Ok(true)
}
