//! The generator: reads a site folder, runs the Rust stages and `ui/build.mjs`,
//! keeps the build cache, publishes `build/`, and runs `dev` and `serve`.
//! It is the only crate that touches files and runs processes; `xtask` is its
//! command line and the project's chores (bench, compat, check, synth).

pub mod build;
pub mod bundle;
pub mod cache;
#[cfg(test)]
mod cache_tests;
mod cards;
pub mod code;
pub mod dev;
mod evaluated;
pub mod git;
#[cfg(test)]
mod incremental_tests;
#[cfg(test)]
mod language_tests;
mod links;
pub mod locales;
mod lock;
mod memos;
pub mod npm;
#[cfg(test)]
mod path_tests;
pub mod paths;
pub mod process;
pub mod progress;
pub mod protocol;
mod publish;
mod remarked;
#[cfg(test)]
mod rich_tests;
pub mod serve;
