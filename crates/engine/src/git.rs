//! The site's history from git: the last and the first commit of every file
//! the build reads (`content/`, or a Docusaurus project's docs, blog and
//! versions), read with one `git log` for the whole site (not one process per
//! file) and kept in the build cache by the commit it was read at.
//!
//! A folder that is not a git checkout, a shallow clone (whose oldest commit
//! would claim to have written every file) or a machine without git gives an
//! empty history and one note; the pages then show no date.

use std::path::Path;
use std::process::Output;

use content_model::revision::{History, Revision};
use content_model::{Diagnostic, Severity};
use serde::{Deserialize, Serialize};

use crate::cache::{read_sealed_json, write_sealed};
use crate::paths;
use crate::process::command;

/// The history of `site`, and a note when there is none to read.
pub fn history(site: &Path) -> (History, Option<Diagnostic>) {
    match read(site) {
        Ok(history) => (history, None),
        Err(why) => (History::default(), Some(note(&why))),
    }
}

/// A fingerprint of the history, for the build's stamp: a new commit that
/// changes a page's date rebuilds the site, one that touches nothing else does not.
pub fn fingerprint(history: &History) -> String {
    let mut files: Vec<_> = history.files.iter().collect();
    files.sort_by(|a, b| a.0.cmp(b.0));
    let mut hasher = blake3::Hasher::new();
    for (path, revision) in files {
        hasher.update(path.as_bytes()).update(b"\0");
        hasher.update(&revision.unix.to_le_bytes()).update(&revision.created.to_le_bytes());
        hasher.update(revision.author.as_bytes()).update(b"\0");
    }
    hasher.finalize().to_hex().to_string()
}

fn note(why: &str) -> Diagnostic {
    Diagnostic {
        severity: Severity::Note,
        file: "content".into(),
        line: 1,
        column: 1,
        message: format!("pages show no last-updated date: {why}"),
        expected: None,
        source_line: None,
    }
}

/// The cached history of one commit.
#[derive(Serialize, Deserialize)]
struct Cached {
    head: String,
    prefix: String,
    files: Vec<Row>,
}

fn read(site: &Path) -> Result<History, String> {
    let probe = git(site, &["rev-parse", "--is-shallow-repository", "--show-prefix", "HEAD"])?;
    let mut lines = probe.lines();
    let (Some(shallow), Some(prefix), Some(head)) = (lines.next(), lines.next(), lines.next()) else {
        return Err("`git rev-parse` answered in an unexpected form".into());
    };
    if shallow == "true" {
        return Err("this is a shallow git clone, whose history is cut off (fetch it whole with `git fetch --unshallow`)".into());
    }
    let cache = paths::cache(site).join("git-history.json");
    if let Some(cached) = read_sealed_json::<Cached>(&cache)
        && cached.head == head
        && cached.prefix == prefix
    {
        return Ok(from_rows(cached.files));
    }
    let inputs = content_model::sources::input_paths(|path| site.join(path).exists());
    let mut args = vec![
        "log",
        "-z",
        "--no-renames",
        "--format=format:%x1e%ct%x1f%an",
        "--name-only",
        "--relative",
        "--",
    ];
    args.extend(inputs.iter().copied().filter(|path| site.join(path).exists()));
    let log = git(site, &args)?;
    let rows = parse_log(&log);
    let cached = Cached { head: head.to_string(), prefix: prefix.to_string(), files: rows.clone() };
    // A cache that cannot be written is read from git again next time.
    let _ = serde_json::to_vec(&cached).map(|bytes| write_sealed(&cache, &bytes));
    Ok(from_rows(rows))
}

/// A file's row of the log: its path, newest commit time and author, and oldest commit time.
type Row = (String, i64, String, i64);

fn from_rows(rows: Vec<Row>) -> History {
    History {
        files: rows
            .into_iter()
            .map(|(path, unix, author, created)| (path, Revision { unix, author, created }))
            .collect(),
    }
}

/// `git -C site args…`; its first line of complaint on failure.
fn git(site: &Path, args: &[&str]) -> Result<String, String> {
    git_with(site, args, &[])
}

/// [`git`] with more variables in its environment.
fn git_with(site: &Path, args: &[&str], env: &[(&str, &str)]) -> Result<String, String> {
    let out: Output = command("git")
        .arg("-C")
        .arg(site)
        .args(args)
        // The site's own repository, whatever the environment points at.
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .envs(env.iter().copied())
        .output()
        .map_err(|e| format!("git could not be run ({e})"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("git failed");
        return Err(format!("git: {}", first.trim()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Commits `files` (paths in `dir`) as `author`, at `unix` seconds (UTC) or
/// now, making `dir` a repository first if it is none: for throwaway
/// repositories (the bench's corpus copies, tests). The user's and the
/// system's git settings are left out, so no signing or hook gets in the way.
pub fn commit(dir: &Path, files: &[&str], author: &str, unix: Option<i64>) -> Result<(), String> {
    if !dir.join(".git").exists() {
        git(dir, &["init", "-q"])?;
    }
    let date = unix.map(|t| format!("@{t} +0000"));
    let home = dir.to_string_lossy();
    let mut env = vec![
        ("GIT_AUTHOR_NAME", author),
        ("GIT_AUTHOR_EMAIL", "author@example.com"),
        ("GIT_COMMITTER_NAME", author),
        ("GIT_COMMITTER_EMAIL", "author@example.com"),
        ("GIT_CONFIG_NOSYSTEM", "1"),
        ("HOME", home.as_ref()),
    ];
    if let Some(date) = &date {
        env.extend([("GIT_AUTHOR_DATE", date.as_str()), ("GIT_COMMITTER_DATE", date.as_str())]);
    }
    git_with(dir, &[&["add", "--"], files].concat(), &env)?;
    git_with(dir, &["commit", "-q", "--no-gpg-sign", "-m", "change"], &env).map(drop)
}

/// Each file's newest and oldest commit from `git log -z --format=%x1e%ct%x1f%an --name-only`:
/// records start with 0x1e; a header (time 0x1f author) is followed by a line
/// break and NUL-terminated file names, or by a NUL when the commit names none.
fn parse_log(log: &str) -> Vec<Row> {
    let mut index: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut rows: Vec<Row> = Vec::new();
    for record in log.split('\u{1e}').filter(|r| !r.is_empty()) {
        let (header, names) = record.split_once('\n').unwrap_or((record.trim_end_matches('\0'), ""));
        let Some((time, author)) = header.split_once('\u{1f}') else { continue };
        let Ok(unix) = time.parse::<i64>() else { continue };
        for name in names.split('\0').filter(|n| !n.is_empty()) {
            // Newest first: the first commit naming a file is its last change, the last its creation.
            match index.get(name) {
                Some(&i) => rows[i].3 = unix,
                None => {
                    index.insert(name.to_string(), rows.len());
                    rows.push((name.to_string(), unix, author.to_string(), unix));
                }
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_records_give_each_file_its_newest_and_oldest_commit() {
        let log = "\u{1e}200\u{1f}김하늘\ncontent/a.md\0content/b.md\0\0\u{1e}150\u{1f}merge\0\u{1e}100\u{1f}Lee\ncontent/a.md\0content/c.md\0";
        assert_eq!(
            parse_log(log),
            [
                ("content/a.md".to_string(), 200, "김하늘".to_string(), 100),
                ("content/b.md".to_string(), 200, "김하늘".to_string(), 200),
                ("content/c.md".to_string(), 100, "Lee".to_string(), 100),
            ]
        );
    }

    /// Commits `files` in `dir` as `author` at `time` (seconds since the epoch, UTC).
    fn commit(dir: &Path, files: &[&str], author: &str, time: i64) {
        super::commit(dir, files, author, Some(time)).unwrap();
    }

    #[test]
    fn a_throwaway_repository_dates_each_page_by_its_last_commit() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path();
        crate::build::copy_tree(&paths::root().join("tests/fixtures/site"), site).unwrap();
        let (history, note) = history(site);
        assert!(history.files.is_empty());
        assert!(note.unwrap().message.contains("not a git repository"), "outside a checkout: a note");
        let docs = |name: &str| format!("content/docs/{name}");
        // 2024-08-25 15:30 UTC: already the 26th in Korea.
        commit(site, &["content"], "Kim Ha-neul", 1_724_599_800);
        let guide = std::fs::read_dir(site.join("content/docs")).unwrap().flatten().next().unwrap();
        let edited = first_markdown(&guide.path());
        std::fs::write(&edited, std::fs::read_to_string(&edited).unwrap() + "\n더한 문단.\n").unwrap();
        let edited_rel = edited.strip_prefix(site).unwrap().to_string_lossy().into_owned();
        // 2024-09-01 03:00 UTC.
        commit(site, &[&edited_rel], "Lee Seo-yeon", 1_725_159_600);

        let (history, note) = self::history(site);
        assert!(note.is_none(), "{note:?}");
        assert_eq!(
            history.files[&edited_rel],
            Revision { unix: 1_725_159_600, author: "Lee Seo-yeon".into(), created: 1_724_599_800 }
        );
        let other = history
            .files
            .keys()
            .find(|p| p.starts_with(&docs("")) && p.ends_with(".md") && **p != edited_rel)
            .unwrap();
        assert_eq!(
            history.files[other],
            Revision { unix: 1_724_599_800, author: "Kim Ha-neul".into(), created: 1_724_599_800 }
        );

        // The pages carry them, in Korean time.
        let site_model = content_model::load_with_history(&site_loader::read(site), &history).site.unwrap();
        let page = |path: &str| site_model.docs.iter().find(|d| d.source.path == path).unwrap();
        let last = page(&edited_rel).meta.last_update.clone().unwrap();
        assert_eq!(last.at.as_deref(), Some("2024-09-01T12:00:00+09:00"));
        assert_eq!(last.author.as_deref(), Some("Lee Seo-yeon"));
        let last = page(other).meta.last_update.clone().unwrap();
        assert_eq!(last.at.as_deref(), Some("2024-08-26T00:30:00+09:00"));
        assert_eq!(last.author.as_deref(), Some("Kim Ha-neul"));

        // A second read at the same commit comes from the cache and agrees.
        assert!(paths::cache(site).join("git-history.json").is_file());
        assert_eq!(self::history(site).0, history);
        assert_ne!(fingerprint(&history), fingerprint(&History::default()));
    }

    #[test]
    fn a_shallow_clone_gives_no_dates_and_says_why() {
        let dir = tempfile::tempdir().unwrap();
        let origin = dir.path().join("origin");
        std::fs::create_dir_all(origin.join("content")).unwrap();
        for (n, time) in [1_724_599_800, 1_725_159_600].into_iter().enumerate() {
            std::fs::write(origin.join("content/a.md"), format!("# {n}\n")).unwrap();
            commit(&origin, &["content"], "Kim", time);
        }
        let clone = dir.path().join("clone");
        let url = format!("file://{}", origin.display());
        git(dir.path(), &["clone", "-q", "--depth", "1", &url, "clone"]).unwrap();
        let (history, note) = history(&clone);
        assert!(history.files.is_empty());
        assert!(note.unwrap().message.contains("shallow"));
    }

    fn first_markdown(dir: &Path) -> std::path::PathBuf {
        let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
        entries.sort();
        entries
            .iter()
            .find(|p| p.extension().is_some_and(|e| e == "md"))
            .cloned()
            .unwrap_or_else(|| first_markdown(entries.iter().find(|p| p.is_dir()).unwrap()))
    }
}
