//! What the engine and `ui/build.mjs` say to each other. The engine writes a
//! [`Job`] a line on Node's standard input; Node answers with [`Message`]s,
//! one JSON object a line, on a pipe of their own (its file descriptor 3), so
//! nothing a tool prints on standard output can be taken for one.
//!
//! `build.rs` generates the TypeScript of every public item here with the
//! workspace's one generator: `ui/stages/protocol.d.mts` (the types, which
//! tsc checks `ui/build.mjs` against) and `ui/stages/protocol.mjs` (the
//! constants, which Node imports). xtask's `ui_copies` keeps them current.
//! Keep this file to plain data and literal constants.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// Raised whenever a message or the job changes shape: Node announces the
/// version it speaks, and the engine refuses any other.
pub const PROTOCOL_VERSION: u32 = 2;

/// The file descriptor Node writes its messages to.
pub const CHANNEL_FD: u32 = 3;

/// What `ui/build.mjs` is asked to do.
#[derive(Serialize)]
pub struct Job<'a> {
    /// The site's generated modules, with codegen's manifest.json.
    pub generated: &'a Path,
    /// A hash of each generated module's text, by its path in `generated`.
    pub sources: &'a BTreeMap<String, String>,
    pub cache: &'a Path,
    /// The site folder: where site code (`@site/…`) and its packages are found.
    pub site: &'a Path,
    pub compiler_key: &'a str,
    pub shell_key: &'a str,
    /// A hash of the theme's CSS, apart from the shell's key: a style change renders no page again.
    pub css_key: &'a str,
}

/// What Node says, on its channel.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Message {
    /// Its first message: the protocol it speaks.
    Ready { protocol: u32 },
    /// How far a step of the job is.
    Progress {
        done: u64,
        total: u64,
        /// What is counted: "modules compiled", "pages rendered".
        what: String,
    },
    /// The job is done.
    Done { result: BundleResult },
    /// The job failed: why, for the reader (an author's mistake without our stack).
    Failed { message: String },
}

/// What `ui/build.mjs` did.
#[derive(Deserialize)]
pub struct BundleResult {
    pub pages: usize,
    pub rendered: usize,
    pub modules: usize,
    pub compiled: usize,
    pub shell_built: bool,
    /// Whether the site code's bundle was made again.
    pub site_built: bool,
    /// A hash of what each page shows (its document but for the scripts and
    /// route block, which a neighbour's change renames), by route: the key
    /// of the search and link caches.
    pub contents: HashMap<String, String>,
    /// The folders of the stores it names files in (see `links`).
    pub stores: Vec<PathBuf>,
    /// What the site publishes from the stores: path below the site, the
    /// store (an index of `stores`) and the file's name there, a hash of its content.
    pub links: Vec<(String, usize, String)>,
    /// Small files it made to publish as they are: path, text.
    pub texts: Vec<(String, String)>,
    /// Milliseconds of each step.
    pub timings: BTreeMap<String, u64>,
    /// Damaged cache files it found (path, what was wrong), left out and made again.
    pub damaged: Vec<(PathBuf, String)>,
    /// Problems in the content it found (a Mermaid diagram that does not parse): build warnings.
    #[serde(default)]
    pub warnings: Vec<ContentWarning>,
}

/// A warning the bundle stage found in a page's source, at a line of its file.
#[derive(Deserialize)]
pub struct ContentWarning {
    pub file: String,
    pub line: usize,
    pub message: String,
}

/// The TypeScript of this file, for ui/ (see the module's documentation).
pub mod typescript {
    include!(concat!(env!("OUT_DIR"), "/protocol_ts.rs"));
}
