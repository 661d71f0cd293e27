//! What the build's cached results depend on besides their inputs: the code
//! that makes them. Each constant is a hash of one crate's code and of every
//! crate it depends on (their files, the locked versions of the registry's
//! packages, the compiler), made by `build.rs` when the engine is compiled.
//! So a cache is made again when the crates its stage runs change, and not
//! when anything else does: a change to xtask's chores (bench, compat) or to
//! a stage the cache does not read keeps it.
//!
//! - parsed bodies: [`CONTENT_MODEL`]
//! - page modules: [`CODEGEN`] (content-model and highlight with it)
//! - highlighted blocks: [`HIGHLIGHT`]
//! - feed bodies and Markdown twins: [`FEEDS`]
//! - page scans (links and search text): [`ENGINE`], whose `links.rs` and
//!   `build.rs` read the pages with the search crate
//! - the build stamp (is build/ up to date?): [`ENGINE`], everything the build runs

include!(concat!(env!("OUT_DIR"), "/code_keys.rs"));
