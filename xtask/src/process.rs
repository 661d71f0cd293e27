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

/// Runs `program args…` in `dir`, passing its output through; fails on a non-zero exit.
pub fn run(dir: &Path, program: &str, args: &[&str], envs: &[(&str, &str)]) -> Result<()> {
    let status = command(program)
        .args(args)
        .current_dir(dir)
        .envs(envs.iter().copied())
        .status()
        .with_context(|| format!("could not start `{program}`; is it installed and on PATH?"))?;
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
