//! Running a command while measuring its wall time and the peak memory of its
//! whole process tree (Node workers and child processes included).

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

pub struct Measured {
    pub wall: Duration,
    /// Highest sum of resident memory over the process and its descendants, in bytes.
    pub peak_bytes: u64,
    /// What it printed (read by the tests: our builds' figures come from `--timings-json`).
    #[cfg_attr(not(test), allow(dead_code))]
    pub stdout: String,
    /// Each stage's time, for our builds (from `--timings-json`, see `bench::measuring::timed_stages`).
    pub stages: Vec<(String, Duration)>,
}

/// Runs `program args…` in `dir`; fails if it fails, or stops it after `limit`.
pub fn run(dir: &Path, program: &Path, args: &[&str], limit: Option<Duration>) -> Result<Measured> {
    run_sampling(dir, program, args, limit, true)
}

/// [`run`] without sampling memory (`peak_bytes` is 0), for figures of time
/// alone: the sampler reads /proc every 20 ms, CPU that a build on two cores
/// competes for, and the longer build of a pair more. With a sampler of that
/// kind beside it, highlighting's cost read 1.09 s instead of 0.79 s (BENCHMARKS.md).
pub fn run_timed(dir: &Path, program: &Path, args: &[&str]) -> Result<Measured> {
    run_sampling(dir, program, args, None, false)
}

fn run_sampling(
    dir: &Path,
    program: &Path,
    args: &[&str],
    limit: Option<Duration>,
    sample_memory: bool,
) -> Result<Measured> {
    let started = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("starting {}", program.display()))?;
    let pid = i32::try_from(child.id()).context("process id out of range")?;
    let peak = Arc::new(AtomicU64::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let sampler = {
        let (peak, done) = (peak.clone(), done.clone());
        std::thread::spawn(move || {
            while sample_memory && !done.load(Ordering::Relaxed) {
                peak.fetch_max(tree_rss(pid), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(20));
            }
        })
    };
    let stdout = child.stdout.take().expect("piped");
    let stderr = child.stderr.take().expect("piped");
    let out_reader = std::thread::spawn(move || std::io::read_to_string(stdout).unwrap_or_default());
    let err_reader = std::thread::spawn(move || std::io::read_to_string(stderr).unwrap_or_default());
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if limit.is_some_and(|l| started.elapsed() > l) {
            kill_tree(pid);
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let wall = started.elapsed();
    done.store(true, Ordering::Relaxed);
    let _ = sampler.join();
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = err_reader.join().unwrap_or_default();
    match status {
        None => bail!("stopped after {:.0} s (time limit)", wall.as_secs_f64()),
        Some(s) if !s.success() => {
            let tail: String = stderr
                .lines()
                .rev()
                .take(15)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join("\n");
            bail!("{} {} failed ({s}):\n{tail}", program.display(), args.join(" "))
        }
        Some(_) => {
            Ok(Measured { wall, peak_bytes: peak.load(Ordering::Relaxed), stdout, stages: Vec::new() })
        }
    }
}

/// Parent of every running process, read through procfs (processes that end
/// while we read are skipped).
fn parents() -> HashMap<i32, i32> {
    let Ok(processes) = procfs::process::all_processes() else { return HashMap::new() };
    processes.flatten().filter_map(|p| Some((p.pid, p.stat().ok()?.ppid))).collect()
}

fn descendants(root: i32) -> Vec<i32> {
    let parents = parents();
    let mut tree = vec![root];
    let mut i = 0;
    while i < tree.len() {
        let current = tree[i];
        tree.extend(parents.iter().filter(|(_, p)| **p == current).map(|(c, _)| *c));
        i += 1;
    }
    tree
}

fn tree_rss(root: i32) -> u64 {
    let resident_pages: u64 = descendants(root)
        .into_iter()
        .filter_map(|pid| procfs::process::Process::new(pid).ok()?.statm().ok())
        .map(|statm| statm.resident)
        .sum();
    resident_pages * procfs::page_size()
}

fn kill_tree(root: i32) {
    for pid in descendants(root).into_iter().rev() {
        // SAFETY: kill(2) takes plain integers; a pid that has gone away yields ESRCH.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
}

/// The middle value (upper middle for an even count).
pub fn median<T: Copy + Ord>(values: &[T]) -> T {
    let mut sorted = values.to_vec();
    sorted.sort();
    sorted[sorted.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_a_child_tree() {
        let sh = Path::new("/bin/sh");
        let m = run(Path::new("."), sh, &["-c", "sleep 0.2 & echo hi; wait"], None).unwrap();
        assert_eq!(m.stdout.trim(), "hi");
        assert!(m.wall >= Duration::from_millis(200));
        assert!(m.peak_bytes > 0);
        let err =
            run(Path::new("."), sh, &["-c", "sleep 5"], Some(Duration::from_millis(200))).err().unwrap();
        assert!(err.to_string().contains("time limit"));
        assert_eq!(median(&[3, 1, 2]), 2);
        // Timed alone: the same run, no memory read.
        let timed = run_timed(Path::new("."), sh, &["-c", "sleep 0.2 & echo hi; wait"]).unwrap();
        assert_eq!((timed.stdout.trim(), timed.peak_bytes), ("hi", 0));
        assert!(timed.wall >= Duration::from_millis(200));
    }

    #[test]
    fn counts_the_memory_of_grandchildren() {
        // The outer shell is tiny; a shell two levels down holds 40 MB in a variable.
        let script = "sh -c 'x=$(head -c 40000000 /dev/zero | tr \"\\\\0\" a); sleep 0.3; echo ${#x}' & wait";
        let m = run(Path::new("."), Path::new("/bin/sh"), &["-c", script], None).unwrap();
        assert_eq!(m.stdout.trim(), "40000000");
        assert!(m.peak_bytes > 40_000_000, "peak {} bytes", m.peak_bytes);
    }
}
