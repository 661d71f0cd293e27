//! Timing builds: runs repeated or taken in turns, their medians, the disk
//! kept quiet between them, and what is measured in Chromium.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};

use crate::measure::{self, Measured, median};
use crate::timings::Timings;
use crate::{paths, process, serve};

/// Median figures of one corpus built by one tool.
#[derive(Clone)]
pub(super) struct Figures {
    pub(super) wall: Duration,
    pub(super) peak_bytes: u64,
    pub(super) stages: Vec<(String, Duration)>,
}

pub(super) enum Outcome {
    Done(Figures),
    Failed(String),
}

/// Where the bench puts what it would delete between timed builds (their
/// outputs and caches, old corpora), to delete it after the last timing.
///
/// This machine's ext4 has no journal, and without one the kernel does not
/// reuse an inode freed in the last 60 s (360 s while its block is not yet
/// written back): it reads and skips each such inode when it allocates one
/// (`perf`: `recently_deleted`, `find_inode_bit`). A build that followed the
/// deletion of its predecessor's tens of thousands of files paid for every
/// file it created, more with each run (system time 1.0, 1.4, 2.5 s in three
/// clean builds of 1,000 docs in a row; 0.75 s each with the old ones set
/// aside). Deleting between builds measured the deletions; both tools' outputs
/// are set aside alike.
pub(super) struct SetAside {
    pub(super) dir: PathBuf,
    pub(super) count: std::cell::Cell<usize>,
    /// The disk ran low: outputs are deleted, not set aside (said once).
    pub(super) low: std::cell::Cell<bool>,
    /// Below this much free space, outputs are deleted ([`KEEP_FREE`]).
    pub(super) keep_free: u64,
}

/// What setting aside leaves free on the disk, at least.
const KEEP_FREE: u64 = 8 << 30;

/// The bytes an unprivileged process may still write on the file system of `path`.
fn free_bytes(path: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(path.as_os_str().as_bytes()).ok()?;
    let mut stats: libc::statvfs = unsafe { std::mem::zeroed() };
    // SAFETY: `name` is a NUL-terminated path and `stats` a value statvfs fills in.
    let status = unsafe { libc::statvfs(name.as_ptr(), &mut stats) };
    (status == 0).then(|| stats.f_bavail as u64 * stats.f_frsize as u64)
}

impl SetAside {
    /// Clears what an interrupted bench set aside, then waits for the disk
    /// to settle (see above) before anything is timed.
    pub(super) fn new(bench_dir: &Path) -> Result<Self> {
        let dir = bench_dir.join("set-aside");
        if dir.exists() {
            println!(
                "deleting what an earlier bench set aside, then waiting {SETTLE:?} for the disk to settle…"
            );
            fs::remove_dir_all(&dir).with_context(|| format!("deleting {}", dir.display()))?;
            sync();
            std::thread::sleep(SETTLE);
        }
        fs::create_dir_all(&dir)?;
        Ok(SetAside { dir, count: Default::default(), low: Default::default(), keep_free: KEEP_FREE })
    }

    /// Moves `path` (a file or a folder) aside, if it exists. Deletes it instead
    /// when the disk has less than `keep_free` left: a whole bench sets aside
    /// tens of gigabytes, and a full disk fails every build after (and the
    /// machine's other work); the deletion's cost then falls on the next build.
    pub(super) fn put(&self, path: &Path) {
        if fs::symlink_metadata(path).is_err() {
            return;
        }
        if free_bytes(&self.dir).is_some_and(|free| free < self.keep_free) {
            if !self.low.replace(true) {
                println!(
                    "  less than {} GB left on the disk: deleting outputs instead of setting them aside",
                    self.keep_free >> 30
                );
            }
            let _ = fs::remove_dir_all(path).or_else(|_| fs::remove_file(path));
            return;
        }
        let n = self.count.replace(self.count.get() + 1);
        if fs::rename(path, self.dir.join(n.to_string())).is_err() {
            // Another file system (a temporary folder elsewhere): deleting there is no concern here.
            let _ = fs::remove_dir_all(path).or_else(|_| fs::remove_file(path));
        }
    }

    /// Moves `paths` aside before a build from nothing; then what the builds
    /// before it left to write back is written, so that its writing does not
    /// fall into the timed build.
    pub(super) fn clear<'a>(&self, paths: impl IntoIterator<Item = &'a Path>) {
        paths.into_iter().for_each(|path| self.put(path));
        sync();
    }

    /// A site's build/ and cache, before a build from nothing.
    pub(super) fn clear_build(&self, site: &Path) {
        self.clear([paths::cache(site).as_path(), &site.join("build")]);
    }

    /// Deletes everything set aside (after the last timed build).
    pub(super) fn finish(self) {
        println!("\ndeleting the {} folders set aside…", self.count.get());
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Writes every file system's dirty pages back (`sync`).
pub(super) fn sync() {
    let _ = std::process::Command::new("sync").status();
}

/// Long enough for inodes freed just before to be reused freely (see [`SetAside`]).
pub(super) const SETTLE: Duration = Duration::from_secs(70);

/// One warm-up, then `runs` measured builds; medians of wall time and memory.
/// Says which run of what it is on (a bench takes many minutes).
pub(super) fn repeat(label: &str, runs: usize, mut build: impl FnMut() -> Result<Measured>) -> Outcome {
    let mut results = Vec::new();
    for i in 0..=runs {
        let run = if i == 0 { "warm-up".to_string() } else { format!("run {i} of {runs}") };
        println!("  {label}: {run}…");
        match build() {
            Ok(m) if i > 0 => results.push(m),
            Ok(_) => {}
            Err(e) => {
                return Outcome::Failed(format!("{e:#}").lines().next().unwrap_or_default().to_string());
            }
        }
    }
    Outcome::Done(figures(&results))
}

/// Medians of wall time and memory of measured runs, and the stage times of the median run.
pub(super) fn figures(results: &[Measured]) -> Figures {
    let walls: Vec<Duration> = results.iter().map(|m| m.wall).collect();
    let wall = median(&walls);
    let middle = results.iter().find(|m| m.wall == wall).expect("median is one of the runs");
    Figures {
        wall,
        peak_bytes: median(&results.iter().map(|m| m.peak_bytes).collect::<Vec<_>>()),
        stages: middle.stages.clone(),
    }
}

/// Where our builds write their timings (`build --timings-json`) for the bench.
fn timings_file() -> PathBuf {
    paths::root().join("target/bench/timings.json")
}

/// One of our builds, run by `build` with `args` (which end with `build` and
/// its options) and `--timings-json`: each stage's time from that file.
pub(super) fn timed_stages(
    args: &[&str],
    build: impl FnOnce(&[&str]) -> Result<Measured>,
) -> Result<Measured> {
    let file = timings_file();
    let _ = fs::remove_file(&file);
    fs::create_dir_all(file.parent().expect("in target/bench"))?;
    let file_arg = file.to_string_lossy();
    let all: Vec<&str> = args.iter().copied().chain(["--timings-json", &file_arg]).collect();
    let mut measured = build(&all)?;
    measured.stages = Timings::read(&file)?.stage_times();
    Ok(measured)
}

pub(super) type Bytes = BTreeMap<String, serde_json::Value>;

/// First-load bytes of `pages` of the site built in `build`, measured in Chromium.
pub(super) fn first_load(build: &Path, pages: &[(&'static str, String)]) -> Result<Bytes> {
    let out = in_chromium(build, "bench/first-load.mjs", pages.iter().map(|(_, p)| p.as_str()))?;
    let by_path: Bytes = serde_json::from_str(out.trim()).context("reading first-load results")?;
    Ok(pages.iter().filter_map(|(kind, path)| Some((kind.to_string(), by_path.get(path)?.clone()))).collect())
}

/// Queries typed key by key on /search: Korean, English, mixed, with spaces.
pub(super) const SEARCH_QUERIES: [&str; 6] =
    ["가상머신", "서버", "OpenStack", "보안 그룹", "floating ip", "쿠버네티스"];

/// `cargo xtask dev` in Chromium: save a doc (and a theme file) `runs` times, time each until it shows.
pub(super) fn dev_latency(
    root: &Path,
    site: &Path,
    doc: &str,
    page: &str,
    runs: usize,
    theme: Option<&Path>,
) -> Result<serde_json::Value> {
    let (root, site, runs) = (root.to_string_lossy(), site.to_string_lossy(), runs.to_string());
    let mut args = vec!["bench/dev-latency.mjs", &root, &site, doc, page, &runs];
    let theme = theme.map(|t| t.to_string_lossy().into_owned());
    args.extend(theme.as_deref());
    let out = process::output(&paths::ui(), "node", &args, &[])?;
    serde_json::from_str(out.trim().lines().last().unwrap_or_default()).context("reading dev latency")
}

/// The search index's size and the latency of [`SEARCH_QUERIES`] in Chromium.
pub(super) fn search_figures(build: &Path) -> Result<serde_json::Value> {
    let out = in_chromium(build, "bench/search-latency.mjs", SEARCH_QUERIES)?;
    let mut figures: serde_json::Value =
        serde_json::from_str(out.trim()).context("reading search latency")?;
    let (mut files, mut bytes) = (0u64, 0u64);
    let mut stack = vec![build.join("search-index")];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir)? {
            let entry = entry?;
            if entry.file_type()?.is_dir() {
                stack.push(entry.path());
            } else {
                files += 1;
                bytes += entry.metadata()?.len();
            }
        }
    }
    figures["indexFiles"] = files.into();
    figures["indexKB"] = (bytes / 1024).into();
    Ok(figures)
}

/// Serves `build` on a free port and runs a bench script of ui/ against it.
pub(super) fn in_chromium<'a>(
    build: &Path,
    script: &str,
    args: impl IntoIterator<Item = &'a str>,
) -> Result<String> {
    let runtime = tokio::runtime::Runtime::new()?;
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
    let base = format!("http://127.0.0.1:{}", listener.local_addr()?.port());
    runtime.spawn(serve::serve(listener, build.to_path_buf(), "/".into()));
    let mut all: Vec<String> = vec![script.to_string(), base];
    all.extend(args.into_iter().map(String::from));
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    process::output(&paths::ui(), "node", &all, &[])
}

/// A clean build of `site` drawn on a pseudo-terminal (util-linux `script`),
/// as a writer sees it: (ms its progress reporting took, ms of the build).
pub(super) fn progress_cost(exe: &Path, site: &str) -> Result<(f64, f64)> {
    let quote = |s: &str| format!("'{}'", s.replace('\'', r"'\''"));
    let file = timings_file();
    let _ = fs::remove_file(&file);
    let command = format!(
        "{} build --clean --site {} --timings-json {}",
        quote(&exe.to_string_lossy()),
        quote(site),
        quote(&file.to_string_lossy())
    );
    let status = std::process::Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .status()
        .context("running the build under `script` (util-linux)")?;
    anyhow::ensure!(status.success(), "the build under `script` failed ({status})");
    let timings = Timings::read(&file)?;
    Ok((timings.progress_ms, timings.total_ms))
}

/// CPU time (user and system) of the child processes waited for so far,
/// their own waited-for children included.
pub(super) fn children_cpu() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec.unsigned_abs()) + Duration::from_micros(t.tv_usec.unsigned_abs())
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// Rounds at least for a cost that is the difference of two clean builds (of
/// highlighting, of the extras): a second in builds of several, on a machine
/// whose CPU time for one build varies by half from run to run, needs the
/// median of several rounds, not one sample.
pub(super) const COST_RUNS: usize = 7;

/// Clean builds of two sites taken in turns (a warm-up round, then `runs`
/// rounds): their outcomes and the median CPU time of each one's build
/// processes. In turns, because the machine is shared: a stretch of heavy
/// load (or of other processes deleting files, which makes creating them
/// dearer) falls on both sites alike instead of on the one built during it.
/// CPU time too: on a machine others share, wall time says as much about them
/// as about us.
pub(super) fn clean_builds_in_turns(
    root: &Path,
    exe: &Path,
    sites: [(&str, &Path); 2],
    runs: usize,
    aside: &SetAside,
) -> [(Outcome, Duration); 2] {
    let mut measured: [Vec<Measured>; 2] = Default::default();
    let mut cpu: [Vec<Duration>; 2] = Default::default();
    let mut failed: [Option<String>; 2] = Default::default();
    for round in 0..=runs {
        let run = if round == 0 { "warm-up".to_string() } else { format!("run {round} of {runs}") };
        for (n, (label, site)) in sites.iter().enumerate() {
            if failed[n].is_some() {
                continue;
            }
            println!("  {label}: {run}…");
            aside.clear_build(site);
            let before = children_cpu();
            let args = ["build", "--clean", "--site", &site.to_string_lossy()];
            // Time alone: these rows report no memory (see `measure::run_timed`).
            match timed_stages(&args, |args| measure::run_timed(root, exe, args)) {
                // The warm-up's figures are left out.
                Ok(_) if round == 0 => {}
                Ok(m) => {
                    cpu[n].push(children_cpu().saturating_sub(before));
                    measured[n].push(m);
                }
                Err(e) => failed[n] = Some(format!("{e:#}").lines().next().unwrap_or_default().to_string()),
            }
        }
    }
    std::array::from_fn(|n| {
        let outcome = match failed[n].take() {
            Some(why) => Outcome::Failed(why),
            None => Outcome::Done(figures(&measured[n])),
        };
        // A failed build has no CPU time worth a median.
        let cpu = if cpu[n].is_empty() { Duration::ZERO } else { median(&cpu[n]) };
        if let Outcome::Done(f) = &outcome {
            println!("  {}: {:.2} s, {:.2} s of CPU", sites[n].0, f.wall.as_secs_f64(), cpu.as_secs_f64());
        }
        (outcome, cpu)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outputs_are_set_aside_until_the_disk_runs_low_then_deleted() {
        let root = tempfile::tempdir().unwrap();
        let aside = |keep_free| SetAside {
            dir: root.path().join("set-aside"),
            count: Default::default(),
            low: Default::default(),
            keep_free,
        };
        fs::create_dir_all(root.path().join("set-aside")).unwrap();
        let output = root.path().join("build");
        fs::create_dir_all(output.join("docs")).unwrap();
        fs::write(output.join("docs/index.html"), "<p>x</p>").unwrap();
        aside(0).put(&output);
        assert!(!output.exists());
        assert!(root.path().join("set-aside/0/docs/index.html").exists(), "set aside while there is room");
        fs::create_dir_all(output.join("docs")).unwrap();
        let low = aside(u64::MAX);
        low.put(&output);
        assert!(!output.exists(), "deleted");
        assert_eq!((low.count.get(), low.low.get()), (0, true), "nothing set aside once the disk is low");
        assert!(free_bytes(root.path()).is_some_and(|free| free > 0));
    }
}
