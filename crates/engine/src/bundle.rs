//! The bundle and pre-render stages, run by `ui/build.mjs` in a Node process:
//! one per build, started while the content loads, or (for `dev`) one kept
//! running between rebuilds, which saves its start-up, esbuild's and the
//! server shell's loading each time.
//!
//! A job goes as a JSON line on Node's standard input; Node answers on a
//! pipe of its own (see `protocol.rs`): first the protocol it speaks, then
//! per job its progress and the result or why it failed. Its standard output
//! is the tools' and passes on as it is.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, PipeReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};

use anyhow::{Context, Result, bail};

use crate::cache::Generator;
use crate::progress::Stage;
pub use crate::protocol::BundleResult;
use crate::protocol::{CHANNEL_FD, Job, Message, PROTOCOL_VERSION};
use crate::{paths, process};

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
    /// Node's messages (its file descriptor 3).
    channel: BufReader<PipeReader>,
    /// Whether Node has said which protocol it speaks (its first message).
    ready: bool,
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
            let (channel, channel_end) = std::io::pipe().context("opening the bundle stage's channel")?;
            let mut command = process::command("node");
            command
                .arg("build.mjs")
                .arg("--serve")
                .current_dir(paths::ui())
                .env(NODE_ENV.0, NODE_ENV.1)
                .stdin(Stdio::piped());
            give_channel(&mut command, &channel_end);
            if self.keep_errors {
                command.stderr(Stdio::piped());
            }
            let mut child = command.spawn().context(NO_NODE)?;
            // Node holds the only writing end now: its end is the channel's.
            drop(channel_end);
            let input = child.stdin.take().expect("piped");
            let channel = BufReader::new(channel);
            // Read beside the reports, so a full pipe never stalls Node.
            let errors = child.stderr.take().map(|mut errors| {
                std::thread::spawn(move || {
                    let mut text = String::new();
                    let _ = std::io::Read::read_to_string(&mut errors, &mut text);
                    text
                })
            });
            self.serving = Some(Serving { child, input, channel, ready: false, errors, settled: None });
        }
        Ok(())
    }

    /// Bundles the site of the folder `site` (its code) with its cache at `cache`.
    pub fn run(
        &mut self,
        site: &Path,
        cache: &Path,
        generated: &Path,
        sources: &BTreeMap<String, String>,
        generator: &Generator,
        stage: &Stage,
    ) -> Result<BundleResult> {
        let job = Job {
            generated,
            sources,
            cache,
            site,
            compiler_key: &generator.compiler,
            shell_key: &generator.ui,
            css_key: &generator.css,
        };
        let ran = self.start().and_then(|()| self.serve_job(&job, stage));
        if ran.is_err() || self.serving.as_mut().is_some_and(Serving::grown) {
            // A broken or grown process is replaced on the next build.
            self.serving = None;
        }
        let result = ran?;
        for (file, why) in &result.damaged {
            crate::cache::damaged_for(cache, file, why.clone());
        }
        Ok(result)
    }

    fn serve_job(&mut self, job: &Job, stage: &Stage) -> Result<BundleResult> {
        let serving = self.serving.as_mut().expect("started");
        if !serving.ready {
            expect_ready(&mut serving.channel)?;
            serving.ready = true;
        }
        writeln!(serving.input, "{}", serde_json::to_string(job)?)
            .context("sending a job to the bundle process")?;
        let failed = match read_messages(&mut serving.channel, stage)? {
            Ended::Done(result) => return Ok(*result),
            Ended::Failed(message) => message,
            Ended::Closed => "the bundle process stopped".to_string(),
        };
        // What Node wrote to standard error (warnings, a crash's report) explains the failure.
        let mut serving = self.serving.take().expect("started");
        let _ = serving.child.kill();
        let errors = serving.errors.take().and_then(|errors| errors.join().ok()).unwrap_or_default();
        bail!("bundling and pre-rendering the pages failed: {failed}\n{errors}")
    }
}

/// Makes `end` (a pipe's writing end) the child's file descriptor
/// [`CHANNEL_FD`], the only one of the parent's it inherits besides its
/// standard streams (the pipe is opened close-on-exec).
fn give_channel(command: &mut std::process::Command, end: &std::io::PipeWriter) {
    use std::os::fd::AsRawFd;
    use std::os::unix::process::CommandExt;
    let fd = end.as_raw_fd();
    let target = CHANNEL_FD as libc::c_int;
    // SAFETY: dup2 and fcntl are async-signal-safe and touch no memory of the parent.
    unsafe {
        command.pre_exec(move || {
            let kept = if fd == target {
                // Already in place: only its close-on-exec flag has to go.
                libc::fcntl(fd, libc::F_SETFD, 0)
            } else {
                libc::dup2(fd, target)
            };
            if kept < 0 { Err(std::io::Error::last_os_error()) } else { Ok(()) }
        });
    }
}

/// Reads Node's first message, which must say it speaks [`PROTOCOL_VERSION`]:
/// a `ui/` of another version than the engine's is refused with one clear error.
fn expect_ready(channel: &mut impl BufRead) -> Result<()> {
    match next_message(channel)? {
        Some(Message::Ready { protocol }) if protocol == PROTOCOL_VERSION => Ok(()),
        Some(Message::Ready { protocol }) => bail!(
            "ui/build.mjs speaks protocol {protocol} and this engine {PROTOCOL_VERSION}: \
             ui/ and the engine come from different versions of the generator"
        ),
        Some(_) => bail!("the bundle process did not start by saying which protocol it speaks"),
        None => bail!("the bundle process stopped before it was ready"),
    }
}

/// How a job ended.
enum Ended {
    Done(Box<BundleResult>),
    Failed(String),
    /// The channel closed (Node stopped) before the job ended.
    Closed,
}

/// Reads Node's messages until the job ends; progress goes to `stage`.
fn read_messages(channel: &mut impl BufRead, stage: &Stage) -> Result<Ended> {
    loop {
        match next_message(channel)? {
            None => return Ok(Ended::Closed),
            Some(Message::Done { result }) => return Ok(Ended::Done(Box::new(result))),
            Some(Message::Failed { message }) => return Ok(Ended::Failed(message)),
            Some(Message::Progress { done, total, what }) => stage.count(done, total, &what),
            Some(Message::Ready { .. }) => {
                bail!("the bundle process said it was ready in the middle of a job")
            }
        }
    }
}

/// The next message, or `None` when the channel has closed.
fn next_message(channel: &mut impl BufRead) -> Result<Option<Message>> {
    let mut line = String::new();
    if channel.read_line(&mut line).context("reading the bundle process's messages")? == 0 {
        return Ok(None);
    }
    let message = serde_json::from_str(&line)
        .with_context(|| format!("the bundle process sent what is not a message: {}", line.trim_end()))?;
    Ok(Some(message))
}

/// React's development build renders several times slower and warns; the site is production.
const NODE_ENV: (&str, &str) = ("NODE_ENV", "production");

const NO_NODE: &str = "could not start `node`; is it installed and on PATH?";

#[cfg(test)]
mod tests {
    use super::*;

    /// The start of a stand-in `build.mjs`: the channel as `ui/stages/channel.mjs`
    /// opens it, and an empty result.
    const STAND_IN: &str = r#"import { openSync, writeSync } from "node:fs";
import { createInterface } from "node:readline";
const channel = openSync("/dev/fd/3", "w");
const send = (message) => writeSync(channel, JSON.stringify(message) + "\n");
const empty = { pages: 0, rendered: 0, modules: 0, compiled: 0, shell_built: false, site_built: false, contents: {}, stores: [], links: [], texts: [], timings: {}, damaged: [] };
"#;

    /// Runs one job on `ui/build.mjs` = [`STAND_IN`] + `script` with `bundler`.
    fn run_job(bundler: &mut Bundler, ui: &Path, script: &str) -> Result<BundleResult> {
        std::fs::write(ui.join("build.mjs"), format!("{STAND_IN}{script}")).unwrap();
        let cache = tempfile::tempdir().unwrap();
        let generator = Generator {
            whole: String::new(),
            ui: String::new(),
            css: String::new(),
            compiler: String::new(),
        };
        let stage = Stage::start("bundle", crate::progress::Output::Quiet);
        paths::with_ui(ui, || {
            bundler.run(cache.path(), cache.path(), cache.path(), &BTreeMap::new(), &generator, &stage)
        })
    }

    /// A `build.mjs` that keeps 20 MB of every job, as Node keeps each
    /// module it imports, and reports an empty result.
    const GROWING: &str = r#"send({ kind: "ready", protocol: PROTOCOL });
const kept = [];
for await (const line of createInterface({ input: process.stdin })) {
  kept.push(Buffer.alloc(20 << 20, 1));
  send({ kind: "done", result: empty });
}
"#;

    /// `dev`'s Node process is replaced once it has grown past its allowance
    /// (32 MB past its size after its first job), before the next job.
    #[test]
    fn a_grown_node_process_is_replaced() {
        let ui = tempfile::tempdir().unwrap();
        let script = GROWING.replace("PROTOCOL", &PROTOCOL_VERSION.to_string());
        let mut bundler = Bundler::serving();
        let retired_after: Vec<usize> = (1..=10)
            .filter(|_| {
                run_job(&mut bundler, ui.path(), &script).unwrap();
                bundler.serving.is_none()
            })
            .collect();
        // 20 MB a job: a process's third job takes it 40 MB past its first.
        assert_eq!(retired_after, [3, 6, 9], "the jobs after which the process was replaced");
    }

    /// A `ui/` speaking another protocol than the engine's is refused before
    /// it is given a job, with an error that says so.
    #[test]
    fn a_node_side_of_another_protocol_is_refused() {
        let ui = tempfile::tempdir().unwrap();
        let other = PROTOCOL_VERSION + 1;
        let script = format!(
            r#"send({{ kind: "ready", protocol: {other} }});
for await (const line of createInterface({{ input: process.stdin }})) send({{ kind: "done", result: empty }});
"#
        );
        let error = run_job(&mut Bundler::for_build(), ui.path(), &script).err().expect("refused");
        let said = format!("{error:#}");
        assert!(
            said.contains(&format!(
                "ui/build.mjs speaks protocol {other} and this engine {PROTOCOL_VERSION}"
            )),
            "{said}"
        );
    }

    /// What a tool prints on standard output, even a line shaped like a
    /// message, never ends the job: only the channel speaks for Node.
    #[test]
    fn a_tool_printing_a_message_line_does_not_end_the_job() {
        let ui = tempfile::tempdir().unwrap();
        let script = format!(
            r#"send({{ kind: "ready", protocol: {PROTOCOL_VERSION} }});
for await (const line of createInterface({{ input: process.stdin }})) {{
  console.log(JSON.stringify({{ kind: "done", result: empty }}));
  console.log(JSON.stringify({{ kind: "failed", message: "a tool's words" }}));
  await new Promise((resolve) => setTimeout(resolve, 50));
  send({{ kind: "progress", done: 1, total: 1, what: "pages rendered" }});
  send({{ kind: "done", result: {{ ...empty, pages: 7 }} }});
}}
"#
        );
        let result = run_job(&mut Bundler::for_build(), ui.path(), &script).unwrap();
        assert_eq!(result.pages, 7, "the job's own result, not a tool's line");
    }

    /// A Node process that dies in a job is a failure naming what it wrote to standard error.
    #[test]
    fn a_node_process_that_dies_fails_the_job() {
        let ui = tempfile::tempdir().unwrap();
        let script = format!(
            r#"send({{ kind: "ready", protocol: {PROTOCOL_VERSION} }});
for await (const line of createInterface({{ input: process.stdin }})) {{
  console.error("out of memory, say");
  process.exit(3);
}}
"#
        );
        let error = run_job(&mut Bundler::for_build(), ui.path(), &script).err().expect("failed");
        let said = format!("{error:#}");
        assert!(said.contains("the bundle process stopped") && said.contains("out of memory, say"), "{said}");
    }
}
