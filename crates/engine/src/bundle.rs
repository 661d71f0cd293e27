//! The bundle and pre-render stages, run by `ui/build.mjs` in a Node process:
//! one per build, started while the content loads, or (for `dev`) one kept
//! running between rebuilds, which saves its start-up, esbuild's and the
//! server shell's loading each time.
//!
//! The job is a JSON line and the result a typed JSON file (see `Job` and
//! `BundleResult`); the process answers each job with one line.

use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use anyhow::{Context, Result, bail};
use serde::{Deserialize, Serialize};

use crate::cache::Generator;
use crate::progress::Stage;
use crate::{paths, process};

/// What `ui/build.mjs` is asked to do.
#[derive(Serialize)]
struct Job<'a> {
    /// The site's generated modules, with codegen's manifest.json.
    generated: &'a Path,
    /// A hash of each generated module's text, by its path in `generated`.
    sources: &'a BTreeMap<String, String>,
    cache: &'a Path,
    /// The site folder: where site code (`@site/…`) and its packages are found.
    site: &'a Path,
    compiler_key: &'a str,
    shell_key: &'a str,
    /// A hash of the theme's CSS, apart from the shell's key: a style change renders no page again.
    css_key: &'a str,
    /// Where to write the [`BundleResult`].
    result: PathBuf,
}

/// What `ui/build.mjs` reports.
#[derive(Deserialize)]
pub struct BundleResult {
    pub pages: usize,
    pub rendered: usize,
    pub modules: usize,
    pub compiled: usize,
    pub shell_built: bool,
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
    pub timings: serde_json::Map<String, serde_json::Value>,
    /// Damaged cache files it found (path, what was wrong), left out and made again.
    pub damaged: Vec<(PathBuf, String)>,
}

impl BundleResult {
    /// Publishes the pages and assets into `tree`, by its rule (only what differs is written).
    pub fn publish_into(&self, tree: &mut crate::publish::Tree, stage: &Stage) -> Result<()> {
        let total = self.links.len() as u64;
        for (n, (path, store, name)) in self.links.iter().enumerate() {
            let store = self.stores.get(*store).context("the bundle stage named no such store")?;
            tree.link(path, &store.join(name), name)?;
            if n % 256 == 0 {
                stage.count(n as u64 + 1, total, "files published");
            }
        }
        stage.count(total, total, "files published");
        for (path, text) in &self.texts {
            tree.write(path, text)?;
        }
        Ok(())
    }
}

/// The Node process that runs the jobs: one per `build` (started early, see
/// [`Bundler::start`]) or one for all of `dev`'s rebuilds.
pub struct Bundler {
    /// Started on first use, or ahead of it by `start`; replaced when broken.
    serving: Option<Serving>,
    /// Whether Node's standard error is kept for a failure's message (a
    /// build) rather than passed on as it comes (`dev`).
    keep_errors: bool,
}

struct Serving {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// What Node wrote to standard error, when kept.
    errors: Option<std::thread::JoinHandle<String>>,
    /// Its resident memory after its first job.
    settled: Option<u64>,
}

/// How far a Node process may grow past its size after its first job before
/// it is replaced (before `dev`'s next rebuild): Node never lets go of a module
/// it imported, and each edit imports its page's new module (each theme
/// change, the whole app), so a long `dev` session grew without end.
const GROWTH_ALLOWED: u64 = 32 << 20;

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Serving {
    /// Whether it has grown by more than [`GROWTH_ALLOWED`] since its first job.
    fn grown(&mut self) -> bool {
        let Some(now) = process::resident_bytes(self.child.id()) else { return false };
        now > *self.settled.get_or_insert(now) + GROWTH_ALLOWED
    }
}

impl Bundler {
    /// For one build: Node's warnings are shown only if the job fails.
    pub fn for_build() -> Self {
        Bundler { serving: None, keep_errors: true }
    }

    /// For `dev`: Node's output passes on as it comes.
    pub fn serving() -> Self {
        Bundler { serving: None, keep_errors: false }
    }

    /// Starts the Node process before its job is ready: its start-up and the
    /// loading of its modules (a tenth of a second) overlap the content and
    /// codegen stages instead of following them.
    pub fn start(&mut self) -> Result<()> {
        if self.serving.is_none() {
            let mut command = process::command("node");
            command
                .arg("build.mjs")
                .arg("--serve")
                .current_dir(paths::ui())
                .env(NODE_ENV.0, NODE_ENV.1)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped());
            if self.keep_errors {
                command.stderr(Stdio::piped());
            }
            let mut child = command.spawn().context(NO_NODE)?;
            let input = child.stdin.take().expect("piped");
            let output = BufReader::new(child.stdout.take().expect("piped"));
            // Read beside the reports, so a full pipe never stalls Node.
            let errors = child.stderr.take().map(|mut errors| {
                std::thread::spawn(move || {
                    let mut text = String::new();
                    let _ = std::io::Read::read_to_string(&mut errors, &mut text);
                    text
                })
            });
            self.serving = Some(Serving { child, input, output, errors, settled: None });
        }
        Ok(())
    }

    pub fn run(
        &mut self,
        cache: &Path,
        generated: &Path,
        sources: &BTreeMap<String, String>,
        generator: &Generator,
        stage: &Stage,
    ) -> Result<BundleResult> {
        let result_file = cache.join(format!("result-{}.json", std::process::id()));
        let job = Job {
            generated,
            sources,
            cache,
            site: cache.parent().context("the cache folder is inside the site folder")?,
            compiler_key: &generator.compiler,
            shell_key: &generator.ui,
            css_key: &generator.css,
            result: result_file.clone(),
        };
        let ran = self.start().and_then(|()| self.serve_job(&job, stage));
        if ran.is_err() || self.serving.as_mut().is_some_and(Serving::grown) {
            // A broken or grown process is replaced on the next build.
            self.serving = None;
        }
        let result =
            ran.and_then(|()| fs::read(&result_file).context("reading what the bundle stage reported"));
        let _ = fs::remove_file(&result_file);
        let result: BundleResult =
            serde_json::from_slice(&result?).context("reading what the bundle stage reported")?;
        for (file, why) in &result.damaged {
            crate::cache::damaged_for(cache, file, why.clone());
        }
        Ok(result)
    }

    fn serve_job(&mut self, job: &Job, stage: &Stage) -> Result<()> {
        let serving = self.serving.as_mut().expect("started");
        writeln!(serving.input, "{}", serde_json::to_string(job)?)
            .context("sending a job to the bundle process")?;
        let failed = match read_reports(&mut serving.output, stage)? {
            None if serving.child.try_wait()?.is_some() => "the bundle process stopped".to_string(),
            None => return Ok(()),
            Some(message) => message,
        };
        // What Node wrote to standard error (warnings, a crash's report) explains the failure.
        let mut serving = self.serving.take().expect("started");
        let _ = serving.child.kill();
        let errors = serving.errors.take().and_then(|errors| errors.join().ok()).unwrap_or_default();
        bail!("bundling and pre-rendering the pages failed: {failed}\n{errors}")
    }
}

/// React's development build renders several times slower and warns; the site is production.
const NODE_ENV: (&str, &str) = ("NODE_ENV", "production");

const NO_NODE: &str = "could not start `node`; is it installed and on PATH?";

/// Reads `@@aolda` report lines until the job ends: `Ok(None)` when it is
/// done (or the output ends), `Ok(Some(message))` when it failed. Progress
/// goes to `stage`; any other line is the tools' own output and passes on.
fn read_reports(output: &mut impl BufRead, stage: &Stage) -> Result<Option<String>> {
    let mut line = String::new();
    loop {
        line.clear();
        if output.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        let Some(report) = line.trim_end().strip_prefix("@@aolda ") else {
            print!("{line}");
            continue;
        };
        if report == "done" {
            return Ok(None);
        }
        if let Some(message) = report.strip_prefix("failed ") {
            return Ok(Some(serde_json::from_str(message).unwrap_or_else(|_| message.to_string())));
        }
        if let Some(progress) = report.strip_prefix("progress ")
            && let Ok(Progress { done, total, what }) = serde_json::from_str(progress)
        {
            stage.count(done, total, &what);
        }
    }
}

/// How far a step of the job is.
#[derive(Deserialize)]
struct Progress {
    done: u64,
    total: u64,
    /// What is counted: "modules compiled", "pages rendered".
    what: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `build.mjs` that keeps 20 MB of every job, as Node keeps each
    /// module it imports, and reports an empty result.
    const GROWING: &str = r#"import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
const kept = [];
for await (const line of createInterface({ input: process.stdin })) {
  const job = JSON.parse(line);
  kept.push(Buffer.alloc(20 << 20, 1));
  const empty = { pages: 0, rendered: 0, modules: 0, compiled: 0, shell_built: false, contents: {}, stores: [], links: [], texts: [], timings: {}, damaged: [] };
  writeFileSync(job.result, JSON.stringify(empty));
  console.log("@@aolda done");
}
"#;

    /// `dev`'s Node process is replaced once it has grown past its allowance
    /// (32 MB past its size after its first job), before the next job.
    #[test]
    fn a_grown_node_process_is_replaced() {
        let ui = tempfile::tempdir().unwrap();
        fs::write(ui.path().join("build.mjs"), GROWING).unwrap();
        let cache = tempfile::tempdir().unwrap();
        let generator = Generator {
            whole: String::new(),
            ui: String::new(),
            css: String::new(),
            compiler: String::new(),
        };
        let stage = Stage::start("bundle", crate::progress::Output::Quiet);
        let mut bundler = Bundler::serving();
        let retired_after: Vec<usize> = paths::with_ui(ui.path(), || {
            (1..=10)
                .filter(|_| {
                    bundler.run(cache.path(), cache.path(), &BTreeMap::new(), &generator, &stage).unwrap();
                    bundler.serving.is_none()
                })
                .collect()
        });
        // 20 MB a job: a process's third job takes it 40 MB past its first.
        assert_eq!(retired_after, [3, 6, 9], "the jobs after which the process was replaced");
    }
}
