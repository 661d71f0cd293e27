//! What highlighting costs, per language: every fenced code block of the
//! Markdown under the folders given (default: this repository's `content/`)
//! is highlighted once, as the build does, and timed.
//!
//! ```text
//! cargo xtask synth --code 500 /tmp/code
//! cargo bench -p highlight --profile dev -- /tmp/code/content
//! ```
//!
//! Folders are taken from the crate's folder, where cargo runs benches: give
//! absolute paths.
//!
//! `--profile dev` measures the code as `cargo xtask build` runs it. Every
//! block is highlighted once (the memo would answer a second time), so give it
//! a corpus of many distinct blocks, such as `cargo xtask synth --code`'s.
//! The first block of each language also compiles that grammar's regexes;
//! it is reported apart from the steady per-line cost. `--only=bash,console`
//! times those languages' blocks; under `valgrind --tool=callgrind` that gives
//! instruction counts, which the machine's load does not change.
//! `--print=N` also prints the first N blocks of each language as classed
//! tokens (`[k]if`), to compare two versions of the highlighter by eye.

use std::collections::BTreeMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use highlight::Language;

struct Block {
    language: String,
    lines: Vec<String>,
}

/// Fenced blocks of a Markdown text (``` or ~~~ fences at the line start).
fn blocks(text: &str, out: &mut Vec<Block>) {
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        let fence: String = trimmed.chars().take_while(|c| *c == '`' || *c == '~').collect();
        if fence.len() < 3 {
            continue;
        }
        let language = trimmed[fence.len()..].split_whitespace().next().unwrap_or("").to_string();
        let code: Vec<String> =
            lines.by_ref().take_while(|l| !l.trim_start().starts_with(&fence)).map(String::from).collect();
        out.push(Block { language, lines: code });
    }
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            markdown_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            out.push(path);
        }
    }
}

/// The lines the build highlights: in a shell block with `$ ` prompts, only
/// the commands (output lines stay plain).
fn code_lines(block: &Block) -> Vec<&str> {
    let prompt = |l: &str| l == "$" || l.starts_with("$ ");
    if highlight::is_shell(&block.language) && block.lines.iter().any(|l| prompt(l)) {
        block.lines.iter().filter(|l| prompt(l)).map(|l| l.get(2..).unwrap_or("")).collect()
    } else {
        block.lines.iter().map(String::as_str).collect()
    }
}

#[derive(Default)]
struct Tally {
    first: Duration,
    rest: Duration,
    blocks: usize,
    lines: usize,
    /// Classed and plain runs: what the page module carries per line.
    tokens: usize,
    printed: usize,
}

fn main() {
    // `--only=LANGUAGE,…`: those languages' blocks alone (for callgrind's counts).
    let only: Option<Vec<String>> = std::env::args()
        .find_map(|a| a.strip_prefix("--only=").map(|list| list.split(',').map(String::from).collect()));
    let print: usize = std::env::args().find_map(|a| a.strip_prefix("--print=")?.parse().ok()).unwrap_or(0);
    let dirs: Vec<PathBuf> =
        std::env::args().skip(1).filter(|a| !a.starts_with('-')).map(PathBuf::from).collect();
    let dirs = if dirs.is_empty() {
        vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content")]
    } else {
        dirs
    };
    let mut files = Vec::new();
    for dir in &dirs {
        markdown_files(dir, &mut files);
    }
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        blocks(&std::fs::read_to_string(file).expect("a readable Markdown file"), &mut found);
    }

    let start = Instant::now();
    let _ = Language::find("bash");
    let load = start.elapsed();

    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    // A digest of every token: two versions of the crate that print the same
    // one highlighted the corpus the same.
    let mut digest = DefaultHasher::new();
    let memo = highlight::Memo::default();
    let whole = Instant::now();
    for block in &found {
        if only.as_ref().is_some_and(|only| !only.contains(&block.language)) {
            continue;
        }
        let Language::Known(syntax) = Language::find(&block.language) else { continue };
        let lines = code_lines(block);
        let start = Instant::now();
        let tokens = highlight::highlight(syntax, &lines, &memo);
        let spent = start.elapsed();
        for token in tokens.iter().flatten() {
            (token.class, &token.text).hash(&mut digest);
        }
        let tally = tallies.entry(block.language.clone()).or_default();
        if tally.printed < print {
            tally.printed += 1;
            println!("```{}\n{}```", block.language, shown(&tokens));
        }
        if tally.blocks == 0 && tally.first.is_zero() {
            tally.first = spent;
            continue;
        }
        tally.rest += spent;
        tally.blocks += 1;
        tally.lines += lines.len();
        tally.tokens += tokens.iter().map(Vec::len).sum::<usize>();
    }
    let elapsed = whole.elapsed();

    println!("{} blocks in {} files; syntax set loaded in {:.1} ms", found.len(), files.len(), ms(load));
    println!(
        "{:<12} {:>7} {:>7} {:>10} {:>10} {:>12} {:>12}",
        "language", "blocks", "lines", "µs/line", "µs/block", "first (ms)", "tokens/line"
    );
    let mut all = Tally::default();
    for (language, t) in &tallies {
        row(language, t);
        all.blocks += t.blocks;
        all.lines += t.lines;
        all.rest += t.rest;
        all.first += t.first;
        all.tokens += t.tokens;
    }
    row("all", &all);
    println!("tokens digest {:016x}", digest.finish());
    println!(
        "one thread, everything: {:.0} ms (load {:.0} ms + first blocks {:.0} ms + the rest {:.0} ms)",
        ms(elapsed + load),
        ms(load),
        ms(all.first),
        ms(all.rest)
    );
}

fn row(language: &str, t: &Tally) {
    println!(
        "{language:<12} {:>7} {:>7} {:>10.1} {:>10.1} {:>12.1} {:>12.2}",
        t.blocks,
        t.lines,
        micros(t.rest) / t.lines.max(1) as f64,
        micros(t.rest) / t.blocks.max(1) as f64,
        ms(t.first),
        t.tokens as f64 / t.lines.max(1) as f64
    );
}

/// Lines of `[class]text` runs; plain runs as they are.
fn shown(tokens: &[Vec<highlight::Token>]) -> String {
    let mut out = String::new();
    for line in tokens {
        for token in line {
            if token.class.is_empty() {
                out.push_str(&token.text);
            } else {
                out.push_str(&format!("[{}]{}", token.class, token.text));
            }
        }
        out.push('\n');
    }
    out
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
