//! Running other programs with clear errors.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, bail};

/// A command whose process is killed when xtask dies, so an interrupted
/// build leaves no Node process writing into a staging folder.
pub fn command(program: &str) -> Command {
    let mut command = Command::new(program);
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        let parent = std::process::id() as libc::pid_t;
        // SAFETY: prctl, getppid and _exit are async-signal-safe and touch no memory of the parent.
        unsafe {
            command.pre_exec(move || {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                // xtask may have died (Ctrl+C) between the fork and the line above: then no signal comes.
                if libc::getppid() != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
    }
    command
}

/// Starting a program without waiting for it.
pub trait SpawnReaped {
    /// Starts the program and waits for it on a thread of its own, so a
    /// long-lived process (`dev`) keeps no finished child as a zombie. A child
    /// still running when xtask ends outlives it.
    fn spawn_reaped(&mut self) -> std::io::Result<()>;
}

impl SpawnReaped for Command {
    fn spawn_reaped(&mut self) -> std::io::Result<()> {
        let mut child = self.spawn()?;
        std::thread::spawn(move || child.wait());
        Ok(())
    }
}

/// The resident memory of process `pid` in bytes (Linux: from /proc; elsewhere, unknown).
pub fn resident_bytes(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find_map(|line| line.strip_prefix("VmRSS:"))?;
    let kib: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
    Some(kib * 1024)
}

/// Whether process `pid` still runs. A zombie (ended, not yet reaped by its
/// parent) has already dropped its locks and left its files, so it counts as ended.
pub fn is_running(pid: u32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return false;
    };
    // `pid (comm) state …`; comm may hold spaces and parentheses.
    let state = stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().next());
    !matches!(state, Some("Z" | "X"))
}

/// Our standard output and error made blocking again. A Node child that
/// shares them (npm, the bundle stage) makes a pipe non-blocking for itself,
/// and the flag belongs to the pipe, which we share: a long report into a
/// pipe that fills (`build 2>&1 | less`, a CI log) would then fail to print
/// ("Resource temporarily unavailable") and stop the build.
pub fn blocking_stdio() {
    for fd in [libc::STDOUT_FILENO, libc::STDERR_FILENO] {
        make_blocking(fd);
    }
}

fn make_blocking(fd: libc::c_int) {
    // SAFETY: fcntl on a descriptor number reads or sets its flags and touches no memory of ours.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 && flags & libc::O_NONBLOCK != 0 {
            libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
}

/// Runs `program args…` in `dir`, passing its output through; fails on a non-zero exit.
pub fn run(dir: &Path, program: &str, args: &[&str], envs: &[(&str, &str)]) -> Result<()> {
    let status = command(program)
        .args(args)
        .current_dir(dir)
        .envs(envs.iter().copied())
        .status()
        .with_context(|| format!("could not start `{program}`; is it installed and on PATH?"))?;
    blocking_stdio();
    if !status.success() {
        bail!("`{program} {}` failed ({status})", args.join(" "));
    }
    Ok(())
}

/// Like `run`, but returns standard output.
pub fn output(dir: &Path, program: &str, args: &[&str], envs: &[(&str, &str)]) -> Result<String> {
    let out = command(program)
        .args(args)
        .current_dir(dir)
        .envs(envs.iter().copied())
        .output()
        .with_context(|| format!("could not start `{program}`; is it installed and on PATH?"))?;
    if !out.status.success() {
        bail!(
            "`{program} {}` failed ({}):\n{}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    #[test]
    fn a_pipe_a_child_made_non_blocking_blocks_again() {
        let (reader, writer) = std::io::pipe().unwrap();
        let fd = std::os::fd::AsRawFd::as_raw_fd(&writer);
        // SAFETY: flags of a pipe this test owns.
        let flags = || unsafe { libc::fcntl(fd, libc::F_GETFL) };
        // As Node's libuv leaves a pipe it was given. SAFETY: as above.
        unsafe { libc::fcntl(fd, libc::F_SETFL, flags() | libc::O_NONBLOCK) };
        assert_ne!(flags() & libc::O_NONBLOCK, 0);
        super::make_blocking(fd);
        assert_eq!(flags() & libc::O_NONBLOCK, 0);
        drop((reader, writer));
    }

    /// This process's children running `program`: (pid, state letter), from /proc.
    fn children_running(program: &str) -> Vec<(u32, char)> {
        let me = std::process::id();
        let entries = std::fs::read_dir("/proc").unwrap().flatten();
        let stat = |pid: u32| std::fs::read_to_string(format!("/proc/{pid}/stat")).ok();
        entries
            .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
            .filter_map(|pid| {
                // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
                let stat = stat(pid)?;
                let (head, rest) = stat.rsplit_once(')')?;
                let comm = head.split_once('(')?.1;
                let mut fields = rest.split_whitespace();
                let state = fields.next()?.chars().next()?;
                let parent: u32 = fields.next()?.parse().ok()?;
                (parent == me && comm == program).then_some((pid, state))
            })
            .collect()
    }

    /// A killed build's lock is free before its parent reaps it; its staging
    /// folder must count as left behind then too, or the next build keeps it.
    #[cfg(target_os = "linux")]
    #[test]
    fn an_ended_child_not_yet_reaped_is_not_running() {
        let mut child = std::process::Command::new("sleep").arg("30").spawn().unwrap();
        assert!(super::is_running(child.id()), "a sleeping child runs");
        child.kill().unwrap();
        let started = Instant::now();
        while children_running("sleep").iter().all(|&(pid, state)| pid != child.id() || state != 'Z') {
            assert!(started.elapsed() < Duration::from_secs(10), "the killed child never became a zombie");
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!super::is_running(child.id()), "a zombie has ended");
        child.wait().unwrap();
        assert!(!super::is_running(child.id()), "a reaped child has ended");
    }

    /// `dev` replaces the search index's folder on every rebuild, and the old
    /// one is deleted by a detached `rm`: twenty rebuilds leave no zombie.
    #[cfg(target_os = "linux")]
    #[test]
    fn folders_replaced_again_and_again_leave_no_zombie_child() {
        let site = tempfile::tempdir().unwrap();
        let target = site.path().join("build/search");
        std::fs::create_dir_all(site.path().join("build")).unwrap();
        for n in 0..20 {
            let next = site.path().join(format!("next-{n}"));
            std::fs::create_dir_all(&next).unwrap();
            std::fs::write(next.join("index.json"), n.to_string()).unwrap();
            crate::publish::replace_folder(site.path(), &next, &target).unwrap();
        }
        // Each `rm` takes a moment to finish and be waited for; a zombie stays for good.
        let started = Instant::now();
        let mut left = children_running("rm");
        while !left.is_empty() && started.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(20));
            left = children_running("rm");
        }
        let zombies: Vec<u32> =
            left.iter().filter(|&&(_, state)| state == 'Z').map(|&(pid, _)| pid).collect();
        assert_eq!(zombies, Vec::<u32>::new(), "finished `rm` children nobody waited for");
        assert_eq!(std::fs::read_to_string(target.join("index.json")).unwrap(), "19");
    }
}
