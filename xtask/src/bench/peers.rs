//! Other generators built from the same docs as ours (`bench --vs`): each one
//! installed under target/bench/, one project per corpus, and all of them
//! (ours included) built in turns, cold, warm and after one doc is edited.

mod docusaurus;
mod hugo;
mod rspress;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;

use super::Corpus;
use super::measuring::{Outcome, SetAside, figures};
use crate::measure::{self, Measured};
use crate::{paths, process};

pub use docusaurus::DocusaurusSite;

/// The generators `--vs` can name.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Tool {
    /// Docusaurus 3.6.3, as the seed site used it (webpack, Babel).
    Docusaurus,
    /// Docusaurus 3.10 with `future: { v4: true, faster: true }` (Rspack, SWC, its persistent cache).
    DocusaurusFaster,
    /// Rspress 2 (Rsbuild, its build cache on, as by default).
    Rspress,
    /// Hugo from Debian with our minimal template: the floor.
    Hugo,
}

impl Tool {
    /// The tool's name in the report.
    pub fn label(self) -> &'static str {
        match self {
            Tool::Docusaurus => "Docusaurus 3.6.3",
            Tool::DocusaurusFaster => docusaurus::FASTER_LABEL,
            Tool::Rspress => rspress::LABEL,
            Tool::Hugo => hugo::LABEL,
        }
    }

    /// Installs the tool if needed and writes its project for `corpus`.
    fn project(self, bench_dir: &Path, corpus: &Corpus, aside: &SetAside) -> Result<Project> {
        match self {
            Tool::Docusaurus => {
                let install = crate::docusaurus::Docusaurus::install(bench_dir)?;
                DocusaurusSite::classic(install).project(corpus, aside)
            }
            Tool::DocusaurusFaster => DocusaurusSite::faster(bench_dir)?.project(corpus, aside),
            Tool::Rspress => rspress::project(bench_dir, corpus, aside),
            Tool::Hugo => hugo::project(bench_dir, corpus, aside),
        }
    }
}

/// One tool's build of one corpus: how to run it cold and warm, and which file the edit rounds change.
pub struct Project {
    tool: String,
    /// Where the command runs.
    dir: PathBuf,
    program: PathBuf,
    cold: Vec<String>,
    warm: Vec<String>,
    /// Set aside before each cold build: the output and every cache.
    caches: Vec<PathBuf>,
    /// Whether the tool keeps a cache between builds (else it has no warm row).
    cached: bool,
    /// The tool's copy of the doc that the edit rounds change.
    edited: PathBuf,
}

impl Project {
    /// Our build of `corpus`, run by the xtask binary `exe` as the peers run theirs (no cargo).
    pub fn ours(root: &Path, exe: &Path, corpus: &Corpus) -> Project {
        let site = corpus.dir.to_string_lossy().into_owned();
        Project {
            tool: "ours".into(),
            dir: root.to_path_buf(),
            program: exe.to_path_buf(),
            cold: strings(&["build", "--clean", "--site", &site]),
            warm: strings(&["build", "--site", &site]),
            caches: vec![
                paths::cache(&corpus.dir),
                corpus.dir.join("build"),
                paths::ui().join("node_modules/.cache"),
            ],
            cached: true,
            edited: corpus.dir.join(corpus.edited),
        }
    }

    fn run(&self, args: &[String], limit: Duration) -> Result<Measured> {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        measure::run(&self.dir, &self.program, &args, Some(limit))
    }
}

fn strings(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// What one tool measured on one corpus.
pub struct PeerRow {
    pub tool: String,
    pub cold: Outcome,
    /// Nothing changed, caches kept (`None`: the tool keeps no cache).
    pub warm: Option<Outcome>,
    /// One doc edited, caches kept.
    pub edited: Outcome,
}

/// The table of `tools` against ours on `corpus` (and ours on `also`, named
/// by it, for a second corpus to compare with): every build of a round is
/// taken in turns (each tool once, in the order given), so a stretch of load
/// from elsewhere falls on all tools alike.
#[allow(clippy::too_many_arguments)]
pub fn compare(
    root: &Path,
    exe: &Path,
    corpus: &Corpus,
    also: Option<&Corpus>,
    tools: &[Tool],
    runs: usize,
    limit: Duration,
    aside: &SetAside,
) -> Result<Vec<PeerRow>> {
    let bench_dir = root.join("target/bench");
    let mut projects = vec![Project::ours(root, exe, corpus)];
    if let Some(other) = also {
        projects.push(Project { tool: format!("ours, {}", other.name), ..Project::ours(root, exe, other) });
    }
    for tool in tools {
        println!("  preparing {} for {}…", tool.label(), corpus.name);
        projects.push(tool.project(&bench_dir, corpus, aside)?);
    }
    let cold = in_turns("cold", &projects, runs, |p, _| {
        aside.clear(p.caches.iter().map(PathBuf::as_path));
        p.run(&p.cold, limit)
    });
    let built: Vec<bool> = cold.iter().map(|o| matches!(o, Outcome::Done(_))).collect();
    let warm_ones: Vec<&Project> =
        projects.iter().zip(&built).filter(|(p, ok)| p.cached && **ok).map(|(p, _)| p).collect();
    let mut warm = in_turns("warm", &warm_ones, runs, |p, _| p.run(&p.warm, limit)).into_iter();
    let originals: Vec<String> =
        projects.iter().map(|p| fs::read_to_string(&p.edited)).collect::<Result<_, _>>()?;
    let ready: Vec<&Project> = projects.iter().zip(&built).filter(|(_, ok)| **ok).map(|(p, _)| p).collect();
    let edited = in_turns("one doc edited", &ready, runs, |p, round| {
        let original = &originals[projects.iter().position(|q| std::ptr::eq(q, p)).expect("one of them")];
        fs::write(&p.edited, format!("{original}\n편집으로 추가한 문단 {round}입니다.\n"))?;
        p.run(&p.warm, limit)
    });
    for (project, original) in projects.iter().zip(&originals) {
        fs::write(&project.edited, original)?;
    }
    let mut edited = edited.into_iter();
    let rows = projects
        .iter()
        .zip(cold)
        .zip(&built)
        .map(|((p, cold), ok)| PeerRow {
            tool: p.tool.clone(),
            cold,
            warm: (p.cached && *ok).then(|| warm.next().expect("one per warm project")),
            edited: if *ok {
                edited.next().expect("one per built project")
            } else {
                Outcome::Failed("no cold build".into())
            },
        })
        .collect();
    Ok(rows)
}

/// A warm-up round and then `runs` rounds, each project built once a round in
/// turns; medians per project. A project that fails is left out of later rounds.
fn in_turns<P: std::borrow::Borrow<Project>>(
    label: &str,
    projects: &[P],
    runs: usize,
    mut build: impl FnMut(&Project, usize) -> Result<Measured>,
) -> Vec<Outcome> {
    let mut measured: Vec<Vec<Measured>> = projects.iter().map(|_| Vec::new()).collect();
    let mut failed: Vec<Option<String>> = vec![None; projects.len()];
    for round in 0..=runs {
        let run = if round == 0 { "warm-up".to_string() } else { format!("run {round} of {runs}") };
        for (n, project) in projects.iter().enumerate() {
            let project = project.borrow();
            if failed[n].is_some() {
                continue;
            }
            println!("  {}, {label}: {run}…", project.tool);
            match build(project, round) {
                Ok(_) if round == 0 => {}
                Ok(m) => measured[n].push(m),
                Err(e) => {
                    println!("  {}, {label}: {e:#}", project.tool);
                    failed[n] = Some(format!("{e:#}").lines().next().unwrap_or_default().to_string())
                }
            }
        }
    }
    projects
        .iter()
        .zip(measured)
        .zip(failed)
        .map(|((project, measured), failed)| {
            let outcome = match failed {
                Some(why) => Outcome::Failed(why),
                None => Outcome::Done(figures(&measured)),
            };
            match &outcome {
                Outcome::Done(f) => println!(
                    "  {}, {label}: {:.2} s, {} MB",
                    project.borrow().tool,
                    f.wall.as_secs_f64(),
                    f.peak_bytes >> 20
                ),
                Outcome::Failed(why) => println!("  {}, {label}: {why}", project.borrow().tool),
            }
            outcome
        })
        .collect()
}

/// Installs the npm project `manifest` into `dir` unless that very manifest is installed there.
fn npm_install(dir: &Path, manifest: &str, what: &str) -> Result<()> {
    fs::create_dir_all(dir)?;
    let installed = dir.join("node_modules/.package-lock.json").is_file()
        && fs::read_to_string(dir.join("package.json")).is_ok_and(|m| m == manifest);
    if !installed {
        println!("installing {what} into {} …", dir.display());
        fs::write(dir.join("package.json"), manifest)?;
        process::run(dir, "npm", &["install", "--no-audit", "--no-fund", "--loglevel=error"], &[])?;
    }
    Ok(())
}

/// Copies the Markdown of a docs folder into `to`, each file's relative path given by `rename`.
fn copy_docs(from: &Path, to: &Path, rename: &dyn Fn(&Path) -> PathBuf) -> Result<()> {
    for entry in walkdir(from)? {
        let relative = entry.strip_prefix(from).expect("below the folder");
        let target = to.join(rename(relative));
        fs::create_dir_all(target.parent().expect("has a folder"))?;
        fs::copy(&entry, &target)?;
    }
    Ok(())
}

/// Every file below `dir`, in a stable order.
fn walkdir(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir)? {
            let path = entry?.path();
            if path.is_dir() { stack.push(path) } else { files.push(path) }
        }
    }
    files.sort();
    Ok(files)
}

/// The folder of `tool`'s project for `corpus`, under its install.
fn site_dir(install: &Path, corpus: &Corpus) -> PathBuf {
    install.join(format!("site-{}", corpus.name.replace([' ', ',', '(', ')'], "-")))
}

/// One corpus' table: ours first, then the tools in the order `--vs` named them.
pub struct PeerTable {
    pub corpus: String,
    pub rows: Vec<PeerRow>,
}
