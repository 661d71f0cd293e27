//! BENCHMARKS.md's tables, from what the bench measured.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::time::Duration;

use super::measuring::{Bytes, COST_RUNS, Outcome, SEARCH_QUERIES};
use super::peers::PeerTable;
use super::{HIGHLIGHT_DOCS, Options};
use crate::process;

/// What a feature costs a clean build of `corpus`: builds of one copy with
/// it off and one with it on, in turns, and their CPU times (the extras of
/// issue 17, the social cards of issue 36).
pub(super) struct SettingCost {
    /// The section's heading, and what it says before the table.
    pub(super) heading: &'static str,
    pub(super) explains: &'static str,
    pub(super) corpus: String,
    pub(super) without: (Outcome, Duration),
    pub(super) with: (Outcome, Duration),
}

pub(super) struct HighlightCost {
    pub(super) blocks: usize,
    pub(super) lines: usize,
    pub(super) highlighted: Outcome,
    /// The same corpus with every fence's language removed: nothing to highlight.
    pub(super) plain: Outcome,
    /// Median CPU time (user and system, the whole process tree) of each.
    pub(super) cpu: (Duration, Duration),
}

/// The codegen stage's time of a finished build.
pub(super) fn codegen_time(outcome: &Outcome) -> Option<Duration> {
    match outcome {
        Outcome::Done(f) => f.stages.iter().find(|(name, _)| name == "codegen").map(|(_, d)| *d),
        Outcome::Failed(_) => None,
    }
}

pub(super) struct Row {
    pub(super) corpus: String,
    /// Clean builds, the cache cleared.
    pub(super) ours: Outcome,
    /// `cargo xtask build` again with nothing changed, and after editing one doc.
    pub(super) unchanged: Outcome,
    pub(super) edited: Outcome,
    /// Docusaurus with its caches cleared, and kept.
    pub(super) theirs: Option<Outcome>,
    pub(super) theirs_warm: Option<Outcome>,
    /// `cargo xtask dev`: milliseconds from saving a file to the change on screen.
    pub(super) dev: Option<serde_json::Value>,
    pub(super) bytes: Bytes,
    pub(super) docusaurus_bytes: Option<Bytes>,
    pub(super) search: Option<serde_json::Value>,
    /// A clean build drawn on a pseudo-terminal: ms spent reporting progress, ms in all.
    pub(super) progress: Option<(f64, f64)>,
}

#[derive(Default)]
pub(super) struct Report {
    pub(super) rows: Vec<Row>,
    pub(super) settings: Vec<SettingCost>,
    pub(super) highlighting: Option<HighlightCost>,
    /// Ours against the generators of `--vs`, one table per synthetic size.
    pub(super) peers: Vec<PeerTable>,
}

/// A median time, or why there is none.
pub(super) fn wall(outcome: Option<&Outcome>) -> String {
    match outcome {
        Some(Outcome::Done(f)) => seconds(f.wall),
        Some(Outcome::Failed(why)) => why.clone(),
        None => "not run".into(),
    }
}

/// Theirs ÷ ours, when both finished.
pub(super) fn ratio(theirs: Option<&Outcome>, ours: &Outcome) -> String {
    match (theirs, ours) {
        (Some(Outcome::Done(t)), Outcome::Done(o)) => {
            format!("{:.1}×", t.wall.as_secs_f64() / o.wall.as_secs_f64().max(1e-9))
        }
        _ => "–".into(),
    }
}

pub(super) fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

pub(super) fn megabytes(bytes: u64) -> String {
    format!("{} MB", bytes >> 20)
}

pub(super) fn kb(value: &serde_json::Value, key: &str) -> String {
    value[key].as_u64().map_or("–".into(), |b| format!("{:.1} KB", b as f64 / 1024.0))
}

impl Report {
    pub(super) fn render(&self, options: &Options) -> String {
        let mut md = String::from("# Benchmarks\n\nWritten by `cargo xtask bench");
        if !options.vs.is_empty() {
            md.push_str(" --vs ");
            md.push_str(&vs_names(options));
        }
        let _ = writeln!(md, "` on {}. Re-run it to refresh every figure.\n", today());
        let _ = writeln!(md, "Machine: {}.\n", machine());
        let _ = writeln!(
            md,
            "Each build is a separate process (`xtask build --site DIR`, or `docusaurus build`), run once to warm up and then {} times; the table shows the median wall time and the median of the peak memory of the whole process tree (sampled every 20 ms). Ratios are Docusaurus ÷ ours from the same run.\n",
            options.runs
        );
        md.push_str("## Clean build (our caches cleared, ui/node_modules/.cache included; Docusaurus cold, its caches cleared)\n\n| corpus | ours | ours, peak memory | Docusaurus 3.6.3 | Docusaurus, peak memory | time ratio | memory ratio |\n|---|---|---|---|---|---|---|\n");
        for row in &self.rows {
            let (ours_t, ours_m) = match &row.ours {
                Outcome::Done(f) => (seconds(f.wall), megabytes(f.peak_bytes)),
                Outcome::Failed(why) => (format!("failed: {why}"), "–".into()),
            };
            let (theirs_t, theirs_m, ratio_t, ratio_m) = match (&row.ours, &row.theirs) {
                (Outcome::Done(o), Some(Outcome::Done(t))) => (
                    seconds(t.wall),
                    megabytes(t.peak_bytes),
                    format!("{:.1}×", t.wall.as_secs_f64() / o.wall.as_secs_f64()),
                    format!("{:.1}×", t.peak_bytes as f64 / o.peak_bytes.max(1) as f64),
                ),
                (_, Some(Outcome::Failed(why))) => (why.clone(), "–".into(), "–".into(), "–".into()),
                _ => ("not run".into(), "–".into(), "–".into(), "–".into()),
            };
            let _ = writeln!(
                md,
                "| {} | {ours_t} | {ours_m} | {theirs_t} | {theirs_m} | {ratio_t} | {ratio_m} |",
                row.corpus
            );
        }
        render_peers(&self.peers, options, &mut md);
        if let Some(cost) = &self.highlighting {
            cost.render(&mut md);
        }
        md.push_str("\n## Where our build spends its time\n\n| corpus | stages (median run) |\n|---|---|\n");
        for row in &self.rows {
            if let Outcome::Done(f) = &row.ours {
                let total = f.stages.iter().map(|(_, d)| d.as_secs_f64()).sum::<f64>().max(1e-9);
                let stages: Vec<String> = f
                    .stages
                    .iter()
                    .map(|(n, d)| {
                        format!(
                            "{n} {:.0} ms ({:.0}%)",
                            d.as_secs_f64() * 1000.0,
                            100.0 * d.as_secs_f64() / total
                        )
                    })
                    .collect();
                let _ = writeln!(md, "| {} | {} |", row.corpus, stages.join(", "));
            }
        }
        md.push_str("\n## Rebuilds, as writers repeat them\n\nOurs: `cargo xtask build` (cargo included) with nothing changed, and after appending a paragraph to one doc. Docusaurus warm: `docusaurus build` again with `.docusaurus/`, `build/` and webpack's cache kept; Docusaurus has no incremental mode, so its warm build is its rebuild for either case.\n\n| corpus | ours, no change | ours, one doc edited | Docusaurus, warm | ratio, no change | ratio, one edit |\n|---|---|---|---|---|---|\n");
        for row in &self.rows {
            let _ = writeln!(
                md,
                "| {} | {} | {} | {} | {} | {} |",
                row.corpus,
                wall(Some(&row.unchanged)),
                wall(Some(&row.edited)),
                wall(row.theirs_warm.as_ref()),
                ratio(row.theirs_warm.as_ref(), &row.unchanged),
                ratio(row.theirs_warm.as_ref(), &row.edited),
            );
        }
        md.push_str("\n## Progress reporting\n\nOne clean build on a pseudo-terminal (util-linux `script`), so the bars are drawn; the build adds up the time spent counting, drawing and printing progress.\n\n| corpus | progress | whole build | share |\n|---|---|---|---|\n");
        for row in &self.rows {
            if let Some((spent, total)) = row.progress {
                let _ = writeln!(
                    md,
                    "| {} | {spent:.1} ms | {:.2} s | {:.3}% |",
                    row.corpus,
                    total / 1000.0,
                    100.0 * spent / total
                );
            }
        }
        for cost in &self.settings {
            cost.render(&mut md);
        }
        md.push_str("\n## `cargo xtask dev`, from saving a file to the change on screen (Chromium)\n\nThe dev server runs on the corpus with a page open; a paragraph is appended to one doc (and, on the real site, a rule to the theme's stylesheet), timed from the save to the first paint of the reloaded page, whose pre-rendered HTML holds the new text (to the frame where the rule applies).\n\n| corpus | Markdown saved → text on screen, median | theme saved → applied, median |\n|---|---|---|\n");
        for row in &self.rows {
            if let Some(dev) = &row.dev {
                let _ = writeln!(
                    md,
                    "| {} | {} | {} |",
                    row.corpus,
                    median_ms(&dev["markdownMs"]),
                    median_ms(&dev["themeMs"])
                );
            }
        }
        md.push_str("\n## First load (gzipped, level 6), measured in Chromium\n\n| corpus | page | JS | CSS | HTML | Docusaurus JS | Docusaurus CSS | Docusaurus HTML |\n|---|---|---|---|---|---|---|---|\n");
        for row in &self.rows {
            for (kind, v) in &row.bytes {
                let theirs = row.docusaurus_bytes.as_ref().and_then(|b| b.get(kind));
                let t = |key: &str| theirs.map_or("–".into(), |v| kb(v, key));
                let _ = writeln!(
                    md,
                    "| {} | {kind} | {} | {} | {} | {} | {} | {} |",
                    row.corpus,
                    kb(v, "js"),
                    kb(v, "css"),
                    kb(v, "html"),
                    t("js"),
                    t("css"),
                    t("html")
                );
            }
        }
        md.push_str("\n## Search, measured in Chromium\n\nEach query is typed one key at a time into `/search`; a keystroke is timed in the page from the input event to its results on screen. Ranked hits (page titles) show first, sections and excerpts when their text chunks arrive; both are timed. The first keystroke of the run also downloads a term shard, which carries the titles of the pages its character ranks best (cold; the manifest is fetched when search opens); later hits take their titles from 128-page title chunks. The rest are warm. Queries: ");
        md.push_str(&SEARCH_QUERIES.map(|q| format!("`{q}`")).join(", "));
        md.push_str(".\n\n| corpus | index on disk | files | downloaded for all queries | first keystroke (cold) | keystroke to ranked hits, median | slowest | keystroke to excerpts, median | slowest |\n|---|---|---|---|---|---|---|---|---|\n");
        for row in &self.rows {
            if let Some(s) = &row.search {
                let _ = writeln!(
                    md,
                    "| {} | {} KB | {} | {} KB | {} ms | {} ms | {} ms | {} ms | {} ms |",
                    row.corpus,
                    s["indexKB"],
                    s["indexFiles"],
                    s["downloadedKB"],
                    s["coldMs"],
                    s["warmMedianMs"],
                    s["warmMaxMs"],
                    s["excerptsMedianMs"],
                    s["excerptsMaxMs"]
                );
            }
        }
        md.push_str("\nDocusaurus pages are measured at the same kind of route; where Docusaurus has no such page (our home page comes from `content/data/home.yml`), its cell shows its 404 page.\n");
        md.push_str("\n## Commands\n\n```bash\ncargo xtask bench                   # ours only\ncargo xtask bench --vs docusaurus,docusaurus-faster,rspress,hugo  # installs each under target/bench/ (Hugo with apt-get) and compares\ncargo xtask bench --vs hugo --sizes 50 --runs 1 --peers-only  # the table against them alone, printed (a check that each driver works)\ncargo xtask synth 1000 /tmp/corpus  # the synthetic corpus alone\ncargo xtask synth --code 500 /tmp/code  # the code-heavy corpus (20 blocks a doc)\ncargo bench -p highlight --profile dev -- /tmp/code/content  # highlighting's cost per language and line\n```\n");
        md
    }
}

impl SettingCost {
    pub(super) fn render(&self, md: &mut String) {
        let _ = write!(
            md,
            "\n## {}\n\n{} Both builds are taken in turns, a warm-up round and then {COST_RUNS} rounds (or `--runs`, if more); each figure is the median. CPU is user and system time of the whole build process tree (median run).\n\n| corpus | without | with | growth | CPU, without | CPU, with | CPU growth |\n|---|---|---|---|---|---|---|\n",
            self.heading, self.explains
        );
        let growth = |with: f64, without: f64| format!("{:+.1}%", 100.0 * (with / without.max(1e-9) - 1.0));
        let wall_growth = match (&self.with.0, &self.without.0) {
            (Outcome::Done(w), Outcome::Done(o)) => growth(w.wall.as_secs_f64(), o.wall.as_secs_f64()),
            _ => "–".into(),
        };
        let _ = writeln!(
            md,
            "| {} | {} | {} | {wall_growth} | {} | {} | {} |",
            self.corpus,
            wall(Some(&self.without.0)),
            wall(Some(&self.with.0)),
            seconds(self.without.1),
            seconds(self.with.1),
            growth(self.with.1.as_secs_f64(), self.without.1.as_secs_f64())
        );
    }
}

impl HighlightCost {
    pub(super) fn render(&self, md: &mut String) {
        let _ = write!(
            md,
            "\n## What highlighting costs a clean build\n\nThe code-heavy corpus (`synth --code {HIGHLIGHT_DOCS}`: {} blocks, {} lines of code in the 22 languages of issue 13, commands with prompts and output, configuration files and programs) built clean as is, and a copy with every fence's language removed, so nothing is highlighted. Both builds are taken in turns, a warm-up round and then {COST_RUNS} rounds (or `--runs`, if more); each figure is the median. The difference is what highlighting adds (including the larger pages it makes for the bundle and pre-rendering); CPU is user and system time of the whole build process tree (median run), which other work on the machine changes less than wall time. Bar (issue 13): at most 1 s for 10,000 blocks.\n\n| corpus | ours, clean, highlighted | ours, clean, languages removed | highlighting adds | CPU, highlighted | CPU, languages removed | CPU added | codegen, highlighted | codegen, languages removed |\n|---|---|---|---|---|---|---|---|---|\n",
            self.blocks, self.lines
        );
        let added = match (&self.highlighted, &self.plain) {
            (Outcome::Done(h), Outcome::Done(p)) => {
                format!("{:+.2} s", h.wall.as_secs_f64() - p.wall.as_secs_f64())
            }
            _ => "–".into(),
        };
        let stage = |o: &Outcome| codegen_time(o).map_or("–".into(), |d| format!("{} ms", d.as_millis()));
        let (cpu_h, cpu_p) = self.cpu;
        let _ = writeln!(
            md,
            "| {} code blocks | {} | {} | {added} | {} | {} | {:+.2} s | {} | {} |",
            self.blocks,
            wall(Some(&self.highlighted)),
            wall(Some(&self.plain)),
            seconds(cpu_h),
            seconds(cpu_p),
            cpu_h.as_secs_f64() - cpu_p.as_secs_f64(),
            stage(&self.highlighted),
            stage(&self.plain)
        );
    }
}

pub(super) fn today() -> String {
    process::output(Path::new("."), "date", &["+%Y-%m-%d"], &[])
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

pub(super) fn machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let memory = fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| m.lines().next().and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok()))
        .map_or("unknown memory".into(), |kb| format!("{} GiB", kb >> 20));
    let node = process::output(Path::new("."), "node", &["--version"], &[]).unwrap_or_default();
    format!("{cores} cores ({cpu}), {memory}, Node {}", node.trim())
}

/// The median of a JSON list of milliseconds, as text.
pub(super) fn median_ms(values: &serde_json::Value) -> String {
    let mut list: Vec<u64> = values.as_array().into_iter().flatten().filter_map(|v| v.as_u64()).collect();
    if list.is_empty() {
        return "–".into();
    }
    list.sort_unstable();
    format!("{} ms (of {}, slowest {} ms)", list[list.len() / 2], list.len(), list[list.len() - 1])
}

/// The `--vs` list as typed.
fn vs_names(options: &Options) -> String {
    use clap::ValueEnum as _;
    let names: Vec<String> =
        options.vs.iter().filter_map(|t| Some(t.to_possible_value()?.get_name().to_string())).collect();
    names.join(",")
}

/// The table against other generators (nothing when `--vs` named none).
pub(super) fn render_peers(tables: &[PeerTable], options: &Options, md: &mut String) {
    if tables.is_empty() {
        return;
    }
    let _ = write!(
        md,
        "\n## Against other generators (`--vs {}`)\n\nThe synthetic corpus as docs only (`synth` without its blog: Rspress and our Hugo template have none), the same files for every tool. Each round builds every tool once, in turns (a warm-up round, then {} rounds); each figure is the median, memory the peak of the whole process tree. Cold: the tool's output and caches cleared (ours: `build --clean`, ui/node_modules/.cache too). Warm: built again with nothing changed and caches kept. One doc edited: a paragraph appended to one doc, then built with caches kept (ours is incremental; the others build everything again, from their caches). Ours is run as `xtask build` directly (no cargo), as the others run their own command. A ratio is the tool's time ÷ ours.\n\n| corpus | tool | cold | peak memory | cold ÷ ours | warm, no change | warm ÷ ours | one doc edited | edited ÷ ours |\n|---|---|---|---|---|---|---|---|---|\n",
        vs_names(options),
        options.runs
    );
    for table in tables {
        let ours = table.rows.iter().find(|r| r.tool == "ours");
        for row in &table.rows {
            let memory = match &row.cold {
                Outcome::Done(f) => megabytes(f.peak_bytes),
                Outcome::Failed(_) => "–".into(),
            };
            let versus = |theirs: Option<&Outcome>, ours: Option<&Outcome>| match (row.tool == "ours", ours) {
                (false, Some(ours)) => ratio(theirs, ours),
                _ => "–".into(),
            };
            let warm = match &row.warm {
                Some(outcome) => wall(Some(outcome)),
                None => "no cache".into(),
            };
            let _ = writeln!(
                md,
                "| {} | {} | {} | {memory} | {} | {warm} | {} | {} | {} |",
                table.corpus,
                row.tool,
                wall(Some(&row.cold)),
                versus(Some(&row.cold), ours.map(|o| &o.cold)),
                versus(row.warm.as_ref(), ours.and_then(|o| o.warm.as_ref())),
                wall(Some(&row.edited)),
                versus(Some(&row.edited), ours.map(|o| &o.edited)),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::measuring::Figures;
    use crate::bench::peers::{PeerRow, Tool};

    fn done(seconds: f64) -> Outcome {
        Outcome::Done(Figures {
            wall: Duration::from_secs_f64(seconds),
            peak_bytes: 300 << 20,
            stages: Vec::new(),
        })
    }

    #[test]
    fn the_peers_table_divides_each_tool_by_ours_and_says_which_keep_no_cache() {
        let row = |tool: &str, cold, warm: Option<f64>, edited| PeerRow {
            tool: tool.into(),
            cold: done(cold),
            warm: warm.map(done),
            edited: done(edited),
        };
        let tables = [PeerTable {
            corpus: "1000 docs, docs only".into(),
            rows: vec![
                row("ours", 2.0, Some(0.1), 0.5),
                row("Rspress", 40.0, Some(20.0), 25.0),
                row("Hugo", 0.5, None, 0.5),
            ],
        }];
        let options = Options {
            runs: 3,
            sizes: vec![1000],
            vs: vec![Tool::Rspress, Tool::Hugo],
            peer_limit: Duration::from_secs(1),
            peers_only: true,
            versions: 0,
        };
        let mut md = String::new();
        render_peers(&tables, &options, &mut md);
        assert!(md.contains("(`--vs rspress,hugo`)"), "{md}");
        let lines: Vec<&str> = md.lines().filter(|l| l.starts_with("| 1000")).collect();
        assert_eq!(
            lines,
            [
                "| 1000 docs, docs only | ours | 2.00 s | 300 MB | – | 0.10 s | – | 0.50 s | – |",
                "| 1000 docs, docs only | Rspress | 40.00 s | 300 MB | 20.0× | 20.00 s | 200.0× | 25.00 s | 50.0× |",
                "| 1000 docs, docs only | Hugo | 0.50 s | 300 MB | 0.2× | no cache | – | 0.50 s | 1.0× |",
            ]
        );
    }
}
