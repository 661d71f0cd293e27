//! Where things are.

use std::path::PathBuf;

/// The repository root (the parent of `xtask/`).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask has a parent").to_path_buf()
}

pub fn ui() -> PathBuf {
    root().join("ui")
}
