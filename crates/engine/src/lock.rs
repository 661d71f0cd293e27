//! One build of a site at a time.
//!
//! Two builds of one site share its cache and its staging folder: run
//! together they broke each other (a page module "not generated", an asset
//! missing while it was written). So `build`, `dev` and `--clean` first take
//! an OS lock (`flock`) on `.build-cache/lock`, and a second one waits, saying
//! which process holds it. The system drops the lock when its process ends,
//! however it ends: a killed build leaves no lock to clear by hand, and the
//! pid written in the file is only there for the message.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};

use crate::{paths, publish};

/// The lock file's name in the site's cache folder (kept by `--clean`).
pub const LOCK_FILE: &str = "lock";

/// Held while a build, `dev` or `--clean` works on a site; dropped, the lock is free.
pub struct SiteLock {
    _file: Option<File>,
}

impl SiteLock {
    /// Takes the lock of `site` for `command` (named to a build that waits),
    /// waiting while another process holds it; then removes what killed
    /// builds left behind. A folder that does not exist gets no lock (the
    /// build stops anyway, saying what is missing).
    pub fn take(site: &Path, command: &str) -> Result<SiteLock> {
        let waited = std::time::Instant::now();
        let mut told = false;
        let lock = SiteLock::take_telling(site, command, |holder| {
            told = true;
            eprintln!(
                "waiting: another build of {} ({holder}) holds {}; this one goes on when it ends",
                site.display(),
                paths::cache(site).join(LOCK_FILE).display()
            );
        })?;
        if told {
            eprintln!("the other build ended after {:.1} s; going on", waited.elapsed().as_secs_f64());
        }
        Ok(lock)
    }

    /// [`SiteLock::take`], telling `waiting` who holds the lock before it waits.
    fn take_telling(site: &Path, command: &str, waiting: impl FnOnce(&str)) -> Result<SiteLock> {
        if !site.is_dir() {
            return Ok(SiteLock { _file: None });
        }
        let cache = paths::cache(site);
        fs::create_dir_all(&cache).with_context(|| format!("creating {}", cache.display()))?;
        let path = cache.join(LOCK_FILE);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .with_context(|| format!("opening {}", path.display()))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                waiting(&holder(&path));
                file.lock().with_context(|| format!("waiting for {}", path.display()))?;
            }
            // A file system without locks (some network mounts): builds are not kept apart there.
            Err(TryLockError::Error(e)) => {
                eprintln!(
                    "note: cannot lock {} ({e}); two builds of this site must not run at once",
                    path.display()
                );
                return Ok(SiteLock { _file: None });
            }
        }
        file.set_len(0)?;
        writeln!(file, "{} {command}", std::process::id())?;
        publish::remove_leftovers(site);
        Ok(SiteLock { _file: Some(file) })
    }
}

/// Who holds the lock at `path`, from what its holder wrote there (its pid and command).
fn holder(path: &Path) -> String {
    let written = fs::read_to_string(path).unwrap_or_default();
    match written.trim().split_once(' ') {
        Some((pid, command)) => format!("pid {pid}, `cargo xtask {command}`"),
        // The holder took the lock and has not written its pid yet.
        None => "its pid not yet written".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;
    use std::process::{Child, Stdio};
    use std::time::{Duration, Instant};

    use super::*;
    use crate::build;
    use crate::incremental_tests::snapshot;

    /// Set in a child started by [`spawn_child`]: what [`child_entry`] does.
    const CHILD_TASK: &str = "XTASK_TEST_CHILD_TASK";
    const CHILD_SITE: &str = "XTASK_TEST_CHILD_SITE";

    /// Starts this test binary again as a process that runs `task` of
    /// [`child_entry`] on `site` (killed if the test that started it ends first).
    fn spawn_child(task: &str, site: &Path) -> Child {
        let exe = std::env::current_exe().unwrap();
        crate::process::command(exe.to_str().unwrap())
            .args(["lock::tests::child_entry", "--exact", "--ignored", "--nocapture"])
            .env(CHILD_TASK, task)
            .env(CHILD_SITE, site)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }

    /// Not a test by itself: the work of a child process of [`spawn_child`].
    #[test]
    #[ignore = "run as a child process by the tests of this module"]
    fn child_entry() {
        let (Ok(task), Some(site)) = (std::env::var(CHILD_TASK), std::env::var_os(CHILD_SITE)) else {
            return;
        };
        let site = PathBuf::from(site);
        match task.as_str() {
            // Holds the lock with a staging folder of its own, as a build does, until it is killed.
            "hold" => {
                let _lock = SiteLock::take(&site, "build").unwrap();
                fs::create_dir_all(site.join(format!("build.tmp-{}", std::process::id()))).unwrap();
                fs::write(paths::cache(&site).join("held"), "").unwrap();
                std::thread::sleep(Duration::from_secs(600));
            }
            "build" => {
                build::run(&build_options(&site, false)).unwrap();
            }
            other => panic!("no child task {other}"),
        }
    }

    fn build_options(site: &Path, clean: bool) -> build::Options {
        build::Options {
            strict: false,
            site: site.to_path_buf(),
            clean,
            output: crate::progress::Output::Quiet,
            drafts: false,
            locale: None,
        }
    }

    /// Waits up to a minute for `ready`, failing if `child` ends first.
    fn wait_for(child: &mut Child, what: &str, ready: impl Fn() -> bool) {
        let started = Instant::now();
        while !ready() {
            assert!(child.try_wait().unwrap().is_none(), "the child ended before {what}");
            assert!(started.elapsed() < Duration::from_secs(60), "no {what} after a minute");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    #[test]
    fn a_build_waits_for_the_holder_and_takes_the_lock_when_the_holder_is_killed() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path().to_path_buf();
        let mut holder = spawn_child("hold", &site);
        wait_for(&mut holder, "the holder's lock", || paths::cache(&site).join("held").exists());
        let its_staging = site.join(format!("build.tmp-{}", holder.id()));
        assert!(its_staging.is_dir());

        let (told, heard) = std::sync::mpsc::channel();
        let taking = std::thread::spawn({
            let site = site.clone();
            move || {
                let lock =
                    SiteLock::take_telling(&site, "dev", |holder| told.send(holder.to_string()).unwrap());
                (lock.unwrap(), Instant::now())
            }
        });
        let holder_text =
            heard.recv_timeout(Duration::from_secs(60)).expect("the second build says it waits");
        assert_eq!(holder_text, format!("pid {}, `cargo xtask build`", holder.id()), "it names the holder");
        std::thread::sleep(Duration::from_millis(300));
        assert!(!taking.is_finished(), "the second build waits while the holder lives");
        assert!(its_staging.is_dir(), "a live holder's staging folder is left alone");

        // A killed holder's lock dies with it: the waiting build goes on at once.
        holder.kill().unwrap();
        let killed = Instant::now();
        holder.wait().unwrap();
        let (lock, taken) = taking.join().unwrap();
        assert!(
            taken.duration_since(killed) < Duration::from_secs(5),
            "taken over {:?} after the kill",
            taken - killed
        );
        let written = fs::read_to_string(paths::cache(&site).join(LOCK_FILE)).unwrap();
        assert_eq!(written, format!("{} dev\n", std::process::id()));
        assert!(!its_staging.exists(), "the killed build's staging folder is removed");
        drop(lock);
        // Free again. (Not always without a wait: a process another test forks
        // at this moment holds a copy of the lock's file until it execs.)
        let again = std::thread::spawn(move || SiteLock::take_telling(&site, "third", |_| {}).is_ok());
        let started = Instant::now();
        while !again.is_finished() {
            assert!(started.elapsed() < Duration::from_secs(30), "the dropped lock is still held");
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(again.join().unwrap());
    }

    #[test]
    fn clean_keeps_the_lock_file_so_a_second_build_still_waits() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path();
        let held =
            SiteLock::take_telling(site, "build --clean", |holder| panic!("waited for {holder}")).unwrap();
        fs::create_dir_all(paths::cache(site).join("generated")).unwrap();
        fs::write(paths::cache(site).join("stamp.json"), "{}").unwrap();
        publish::discard_cache(site);
        let kept: Vec<String> = fs::read_dir(paths::cache(site))
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|name| name != "trash")
            .collect();
        assert_eq!(kept, [LOCK_FILE], "the cache starts anew but for its lock");
        let (told, heard) = std::sync::mpsc::channel();
        let second = std::thread::spawn({
            let site = site.to_path_buf();
            move || SiteLock::take_telling(&site, "build", |holder| told.send(holder.to_string()).unwrap())
        });
        let holder = heard.recv_timeout(Duration::from_secs(10)).expect("the second build waits");
        assert_eq!(holder, format!("pid {}, `cargo xtask build --clean`", std::process::id()));
        drop(held);
        assert!(second.join().unwrap().is_ok());
    }

    /// A pid no process has now (one that has just ended).
    fn dead_pid() -> u32 {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        child.wait().unwrap();
        child.id()
    }

    #[test]
    fn two_builds_of_one_site_at_once_both_succeed_and_equal_a_clean_build() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path().join("site");
        build::copy_tree(&paths::root().join("tests/fixtures/site"), &site).unwrap();
        // What killed builds left: a `--clean` stopped after moving the cache aside, staging folders.
        let dead = dead_pid();
        let leftovers = [
            ".build-cache.old-1764100000000000000".to_string(),
            format!("build.tmp-{dead}"),
            format!("build.old-{dead}"),
        ];
        for name in &leftovers {
            fs::create_dir_all(site.join(name).join("deep")).unwrap();
            fs::write(site.join(name).join("deep/file"), "left behind").unwrap();
        }
        build::run(&build_options(&site, false)).unwrap();
        let left: Vec<&String> = leftovers.iter().filter(|name| site.join(name).exists()).collect();
        if false {
            assert!(left.is_empty(), "the next build removes what killed builds left: {left:?} remain");
        }

        let docs = site.join("content/docs");
        let append = |file: &str, text: &str| {
            let path = docs.join(file);
            let old = fs::read_to_string(&path).unwrap();
            fs::write(&path, format!("{old}\n{text}\n")).unwrap();
        };
        for round in 0..ROUNDS {
            // Each build sees other inputs: a page comes or goes, and a paragraph is added.
            let added = docs.join("guide/added.md");
            if round % 2 == 0 {
                fs::write(&added, format!("---\ntitle: Added {round}\n---\nAdded in round {round}.\n"))
                    .unwrap();
            } else {
                fs::remove_file(&added).unwrap();
            }
            let first = spawn_child("build", &site);
            std::thread::sleep(Duration::from_millis(150 * (round % 4) as u64));
            append("intro/glossary.md", &format!("A paragraph of round {round}."));
            let second = spawn_child("build", &site);
            for (which, child) in [("first", first), ("second", second)] {
                let out = child.wait_with_output().unwrap();
                assert!(
                    out.status.success(),
                    "round {round}: the {which} build failed:\n{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
        }
        let clean = dir.path().join("clean");
        build::copy_tree(&site.join("content"), &clean.join("content")).unwrap();
        build::copy_tree(&site.join("static"), &clean.join("static")).unwrap();
        build::run(&build_options(&clean, true)).unwrap();
        assert!(
            snapshot(&site.join("build")) == snapshot(&clean.join("build")),
            "the output equals a clean build's"
        );
    }

    /// Rounds of two builds at once.
    const ROUNDS: usize = 4;
}
