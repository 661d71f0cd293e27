//! Progress as people see it: on a terminal, bars whose counts advance; in a
//! pipe (CI), plain lines without a single control character. And Ctrl+C
//! stops the build, says so and leaves build/ as it was.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn synth(dir: &Path, docs: usize) {
    let status = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["synth", &docs.to_string(), dir.to_str().unwrap()])
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

/// The counts `N/total` shown for `what`, in the order they were drawn.
fn counts(output: &str, what: &str) -> Vec<u64> {
    output
        .split(['\r', '\n'])
        .filter_map(|line| {
            let before = line.split(&format!(" {what}")).next().filter(|_| line.contains(what))?;
            before.rsplit(' ').next()?.split('/').next()?.parse().ok()
        })
        .collect()
}

#[test]
fn a_terminal_sees_counts_advance_and_a_pipe_sees_no_escape_codes() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    synth(&site, 300);
    let xtask = env!("CARGO_BIN_EXE_xtask");
    let command = format!("{xtask} build --clean --site {}", site.display());
    // util-linux `script` gives the build a pseudo-terminal.
    let on_terminal = Command::new("script").args(["-qfec", &command, "/dev/null"]).output().unwrap();
    assert!(on_terminal.status.success());
    let shown = String::from_utf8_lossy(&on_terminal.stdout);
    assert!(shown.contains('\u{1b}'), "a terminal gets bars drawn with escape codes");
    let rendered = counts(&shown, "pages rendered");
    assert!(rendered.len() >= 2 && rendered.windows(2).all(|w| w[0] <= w[1]), "counts advance: {rendered:?}");
    assert!(rendered.first() < rendered.last(), "counts advance: {rendered:?}");
    assert!(shown.contains("  bundle "), "each stage ends with its summary line");

    let piped =
        Command::new(xtask).args(["build", "--clean", "--site", site.to_str().unwrap()]).output().unwrap();
    assert!(piped.status.success());
    let all = [piped.stdout, piped.stderr].concat();
    assert!(!all.iter().any(|b| *b == 0x1b || *b == b'\r'), "no control characters in a pipe");
    let text = String::from_utf8_lossy(&all);
    for stage in ["content", "codegen", "bundle", "search", "links"] {
        assert!(text.contains(&format!("  {stage} ")), "the {stage} summary line: {text}");
    }

    let quiet =
        Command::new(xtask).args(["build", "--quiet", "--site", site.to_str().unwrap()]).output().unwrap();
    assert!(quiet.status.success());
    assert!(quiet.stdout.is_empty() && quiet.stderr.is_empty(), "--quiet prints nothing when all is well");
}

#[test]
fn ctrl_c_stops_the_build_says_so_and_keeps_build() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    synth(&site, 100);
    let xtask = env!("CARGO_BIN_EXE_xtask");
    let site_arg = site.to_str().unwrap();
    assert!(Command::new(xtask).args(["build", "--site", site_arg]).output().unwrap().status.success());
    let before = std::fs::read(site.join("build/index.html")).unwrap();

    let child = Command::new(xtask)
        .args(["build", "--clean", "--site", site_arg])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let staging = || {
        std::fs::read_dir(&site)
            .unwrap()
            .flatten()
            .any(|e| e.file_name().to_string_lossy().starts_with("build.tmp-"))
    };
    while !staging() && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(5));
    }
    // SAFETY: sending a signal to our own child process.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("interrupted"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(std::fs::read(site.join("build/index.html")).unwrap(), before);
    std::thread::sleep(Duration::from_millis(200));
    let cache = site.join(".build-cache").display().to_string();
    let node_left = std::fs::read_dir("/proc").unwrap().flatten().any(|entry| {
        std::fs::read(entry.path().join("cmdline")).is_ok_and(|cmd| {
            String::from_utf8_lossy(&cmd).contains("build.mjs")
                && String::from_utf8_lossy(&cmd).contains(&cache)
        })
    });
    assert!(!node_left, "the Node stage stopped with it");
}

#[test]
fn a_failed_build_prints_each_note_warning_and_error_once() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    // A Docusaurus project: its config's unhonoured keys are a note of the content's own.
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/docusaurus-project");
    let copied = Command::new("cp").arg("-a").arg(&fixture).arg(&site).status().unwrap();
    assert!(copied.success());
    let _ = std::fs::remove_dir_all(site.join("build"));
    std::fs::write(site.join("docs/broken.md"), "---\ntitle: [unclosed\n---\n\nText.\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["build", "--site", site.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let text = String::from_utf8_lossy(&[out.stdout, out.stderr].concat()).into_owned();
    let headlines: Vec<&str> =
        text.lines().filter(|l| l.starts_with("note: cannot honour") || l.starts_with("error:")).collect();
    assert!(headlines.iter().any(|l| l.starts_with("note:")), "the config's note: {text}");
    assert!(headlines.iter().any(|l| l.starts_with("error:")), "an error: {text}");
    let mut seen = std::collections::HashSet::new();
    for line in &headlines {
        assert!(seen.insert(*line), "printed twice: {line}\n{text}");
    }
}
