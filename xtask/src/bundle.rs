//! The bundle and pre-render stages, run by `ui/build.mjs`: once per build,
//! or (for `dev`) in one Node process kept running between rebuilds, which
//! saves its start-up, esbuild's and the server shell's loading each time.
//!
//! The job and the result are typed JSON files (see `Job` and
//! `BundleResult`); the long-running process answers each job with one line.

use std::collections::HashMap;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use anyhow::{Context, Result, bail};
use serde::{Deserialize, Serialize};

use crate::cache::Generator;
use crate::{paths, process};

/// What `ui/build.mjs` is asked to do.
#[derive(Serialize)]
struct Job<'a> {
    /// The site's generated modules, with codegen's manifest.json.
    generated: &'a Path,
    cache: &'a Path,
    /// The staging folder to write pages and assets into.
    out: &'a Path,
    compiler_key: &'a str,
    shell_key: &'a str,
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
    /// A hash of each page's HTML, by route (`/404` for the not-found page).
    pub documents: HashMap<String, String>,
    /// Milliseconds of each step.
    pub timings: serde_json::Map<String, serde_json::Value>,
}

pub enum Bundler {
    /// A Node process per build.
    OneShot,
    /// One Node process for many builds (started on first use).
    Serving(Option<Serving>),
}

pub struct Serving {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Bundler {
    pub fn serving() -> Self {
        Bundler::Serving(None)
    }

    pub fn run(
        &mut self,
        cache: &Path,
        generated: &Path,
        out: &Path,
        generator: &Generator,
    ) -> Result<BundleResult> {
        let result_file = cache.join(format!("result-{}.json", std::process::id()));
        let job = Job {
            generated,
            cache,
            out,
            compiler_key: &generator.compiler,
            shell_key: &generator.ui,
            result: result_file.clone(),
        };
        let ran = match self {
            Bundler::OneShot => one_shot(&job, cache),
            Bundler::Serving(serving) => {
                let ran = serve_job(serving, &job);
                if ran.is_err() {
                    // A broken process is replaced on the next build.
                    *serving = None;
                }
                ran
            }
        };
        let result =
            ran.and_then(|()| fs::read(&result_file).context("reading what the bundle stage reported"));
        let _ = fs::remove_file(&result_file);
        serde_json::from_slice(&result?).context("reading what the bundle stage reported")
    }
}

/// React's development build renders several times slower and warns; the site is production.
const NODE_ENV: (&str, &str) = ("NODE_ENV", "production");

fn one_shot(job: &Job, cache: &Path) -> Result<()> {
    let job_file = cache.join(format!("job-{}.json", std::process::id()));
    fs::create_dir_all(cache)?;
    fs::write(&job_file, serde_json::to_vec_pretty(job)?)?;
    let ran = process::output(&paths::ui(), "node", &["build.mjs", &job_file.to_string_lossy()], &[NODE_ENV])
        .context("bundling and pre-rendering the pages");
    let _ = fs::remove_file(&job_file);
    ran.map(drop)
}

fn serve_job(serving: &mut Option<Serving>, job: &Job) -> Result<()> {
    if serving.is_none() {
        let mut child = process::command("node")
            .args(["build.mjs", "--serve"])
            .current_dir(paths::ui())
            .env(NODE_ENV.0, NODE_ENV.1)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .context("could not start `node`; is it installed and on PATH?")?;
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        *serving = Some(Serving { child, input, output });
    }
    let serving = serving.as_mut().expect("started above");
    writeln!(serving.input, "{}", serde_json::to_string(job)?)
        .context("sending a job to the bundle process")?;
    let mut line = String::new();
    loop {
        line.clear();
        if serving.output.read_line(&mut line)? == 0 {
            bail!("the bundle process stopped");
        }
        if line.trim() == "@@aolda done" {
            return Ok(());
        }
        if let Some(message) = line.trim().strip_prefix("@@aolda failed ") {
            let message: String = serde_json::from_str(message).unwrap_or_else(|_| message.to_string());
            bail!("bundling and pre-rendering the pages: {message}");
        }
        // Anything else is the tools' own output: pass it on.
        print!("{line}");
    }
}
