//! `cargo xtask bench`: build times, memory and first-load bytes of the real
//! site and of synthetic corpora, optionally against other generators built
//! from the same files in the same run (`--vs`). Writes BENCHMARKS.md.
//!
//! `measuring` runs and times builds, `peers` installs and drives the other
//! generators, `report` writes the tables.

mod measuring;
mod peers;
mod report;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};

use crate::measure;
use crate::{npm, paths, synth};
use measuring::{
    Bytes, COST_RUNS, Outcome, SetAside, clean_builds_in_turns, dev_latency, first_load, progress_cost,
    repeat, search_figures, timed_stages,
};
pub use peers::Tool;
use peers::{DocusaurusSite, PeerTable};
use report::{HighlightCost, Report, Row, SettingCost};

/// The synthetic corpora's doc that the edit rounds change (of `current` in a versioned one).
const SYNTH_EDITED: &str = "content/docs/guide/01-part-0/02-topic-1/03-page-13.md";

/// BENCHMARKS.md keeps everything from this line on when it is rewritten.
const NOTES_MARKER: &str = "<!-- notes: kept by cargo xtask bench -->";

pub struct Options {
    pub runs: usize,
    pub sizes: Vec<usize>,
    /// The generators to compare with; Docusaurus 3.6.3 also fills the columns of the other tables.
    pub vs: Vec<Tool>,
    /// Builds of other generators that take longer are stopped and reported as such.
    pub peer_limit: Duration,
    /// Only the table against the generators of `vs`, printed and not written to BENCHMARKS.md.
    pub peers_only: bool,
    /// Docs versions of the versioned corpus (of `sizes[0]` docs each); 0 for none.
    pub versions: usize,
}

struct Corpus {
    name: String,
    dir: PathBuf,
    pages: Vec<(&'static str, String)>,
    /// The doc the edit rebuilds change.
    edited: &'static str,
}

pub fn run(options: &Options) -> Result<()> {
    let root = paths::root();
    let bench_dir = root.join("target/bench");
    fs::create_dir_all(&bench_dir)?;
    let aside = SetAside::new(&bench_dir)?;
    npm::ensure_installed()?;
    let exe = std::env::current_exe().context("locating xtask")?;
    if options.peers_only {
        let tables = peer_tables(&root, &exe, &bench_dir, &aside, options)?;
        aside.finish();
        let mut markdown = String::new();
        report::render_peers(&tables, options, &mut markdown);
        println!("\n{markdown}");
        return Ok(());
    }

    let mut corpora = vec![Corpus {
        name: "real site".into(),
        dir: root.clone(),
        pages: vec![
            ("home", "/".into()),
            ("doc", "/guide/compute/create-vm".into()),
            ("blog post", "/blog/install-aoldacloud".into()),
            ("blog list", "/blog".into()),
        ],
        edited: "content/docs/guide/02-compute/01-create-vm.md",
    }];
    for &size in &options.sizes {
        let dir = bench_dir.join(format!("synth-{size}"));
        aside.put(&dir);
        synth::run(size, &dir, synth::Kind::Prose)?;
        corpora.push(Corpus {
            name: format!("{size} docs"),
            dir,
            pages: vec![
                ("home", "/".into()),
                ("doc", "/guide/part-0/topic-1/page-13".into()),
                ("blog post", "/blog/post-0".into()),
                ("blog list", "/blog".into()),
            ],
            edited: SYNTH_EDITED,
        });
    }

    let docusaurus = if options.vs.contains(&Tool::Docusaurus) {
        Some(DocusaurusSite::classic(crate::docusaurus::Docusaurus::install(&bench_dir)?))
    } else {
        None
    };
    let mut report = Report::default();

    // First every build that starts from nothing (ours clean, Docusaurus cold,
    // the progress and cost rows), while nothing is deleted (see SetAside);
    // then the rebuilds and `dev`, whose builds delete what they replace.
    let mut clean = Vec::new();
    for (n, corpus) in corpora.iter().enumerate() {
        println!("\n== {} (corpus {} of {}): clean builds", corpus.name, n + 1, corpora.len());
        clean.push(clean_builds(&root, &exe, corpus, docusaurus.as_ref(), &aside, options)?);
    }
    // Issue 17's and 36's bars: what dates, edit links and Markdown for
    // machines, and social cards, add to a clean build.
    if let Some(corpus) = corpora.iter().find(|c| c.dir != root) {
        for setting in [EXTRAS, CARDS] {
            println!("\n== {} ({})", setting.heading, corpus.name);
            match setting_cost(&root, &exe, corpus, &setting, options.runs.max(COST_RUNS), &aside) {
                Ok(cost) => report.settings.push(cost),
                Err(e) => println!("  not measured: {e:#}"),
            }
        }
    }
    // Issue 31's bar: site components and expressions in every page.
    if let Some(&size) = options.sizes.first() {
        println!("\n== site components ({size} docs)");
        match site_code_cost(&root, &exe, &bench_dir, size, options.runs.max(COST_RUNS), &aside) {
            Ok(cost) => report.settings.push(cost),
            Err(e) => println!("  not measured: {e:#}"),
        }
    }
    println!("\n== highlighting's cost");
    report.highlighting = Some(highlight_cost(&root, &exe, &bench_dir, options.runs.max(COST_RUNS), &aside)?);
    if !options.vs.is_empty() {
        report.peers = peer_tables(&root, &exe, &bench_dir, &aside, options)?;
    }

    for ((n, corpus), clean) in corpora.iter().enumerate().zip(clean) {
        println!("\n== {} (corpus {} of {}): rebuilds", corpus.name, n + 1, corpora.len());
        report.rows.push(rebuilds(&root, corpus, clean, docusaurus.as_ref(), &aside, options, n)?);
    }
    aside.finish();

    let mut markdown = report.render(options);
    // A failure here must not lose the timings above (a run takes tens of minutes).
    match crate::search_quality::score(&root.join("build")) {
        Ok(quality) => markdown.push_str(&quality.markdown()),
        Err(e) => println!("search quality not measured: {e:#}"),
    }
    // Hand-written analysis below the marker survives re-runs.
    let previous = fs::read_to_string(root.join("BENCHMARKS.md")).unwrap_or_default();
    if let Some(at) = previous.find(NOTES_MARKER) {
        markdown.push('\n');
        markdown.push_str(&previous[at..]);
    }
    fs::write(root.join("BENCHMARKS.md"), &markdown)?;
    println!("\nwrote BENCHMARKS.md");
    Ok(())
}

/// Each synthetic size as docs only, built by ours and by every tool of `--vs` in turns.
fn peer_tables(
    root: &Path,
    exe: &Path,
    bench_dir: &Path,
    aside: &SetAside,
    options: &Options,
) -> Result<Vec<PeerTable>> {
    let mut tables = Vec::new();
    for &size in &options.sizes {
        let dir = bench_dir.join(format!("synth-{size}-docs"));
        aside.put(&dir);
        synth::run(size, &dir, synth::Kind::DocsOnly)?;
        let corpus =
            Corpus { name: format!("{size} docs, docs only"), dir, pages: Vec::new(), edited: SYNTH_EDITED };
        println!(
            "\n== {}: against {}",
            corpus.name,
            options.vs.iter().map(|t| t.label()).collect::<Vec<_>>().join(", ")
        );
        let rows =
            peers::compare(root, exe, &corpus, None, &options.vs, options.runs, options.peer_limit, aside)?;
        tables.push(PeerTable { corpus: corpus.name, rows });
    }
    if let Some(table) = versioned_table(root, exe, bench_dir, aside, options)? {
        tables.push(table);
    }
    Ok(tables)
}

/// Issue 33's bar: `versions` docs versions of the first size's docs, built
/// by ours beside the same number of pages unversioned, and by Docusaurus
/// with Faster when `--vs` names it.
fn versioned_table(
    root: &Path,
    exe: &Path,
    bench_dir: &Path,
    aside: &SetAside,
    options: &Options,
) -> Result<Option<PeerTable>> {
    let (Some(&size), versions) = (options.sizes.first(), options.versions) else { return Ok(None) };
    if versions == 0 {
        return Ok(None);
    }
    let dir = bench_dir.join(format!("synth-{size}x{versions}-versions"));
    aside.put(&dir);
    synth::versioned(size, versions, &dir)?;
    let corpus = Corpus {
        name: format!("{size} docs in {versions} versions (one measured round)"),
        dir,
        pages: Vec::new(),
        edited: SYNTH_EDITED,
    };
    let plain_dir = bench_dir.join(format!("synth-{}-docs", size * versions));
    aside.put(&plain_dir);
    synth::run(size * versions, &plain_dir, synth::Kind::DocsOnly)?;
    let plain = Corpus {
        name: format!("the same {} pages unversioned", size * versions),
        dir: plain_dir,
        pages: Vec::new(),
        edited: SYNTH_EDITED,
    };
    // Docusaurus with Faster only: 3.6.3 passes the peer limit on 10,000
    // pages (its row is in the smaller tables). One measured round: at this
    // size a round of Docusaurus takes minutes.
    let tools: Vec<Tool> = options.vs.iter().copied().filter(|t| *t == Tool::DocusaurusFaster).collect();
    println!("\n== {}: against {} tool(s), and ours on {}", corpus.name, tools.len(), plain.name);
    let rows = peers::compare(root, exe, &corpus, Some(&plain), &tools, 1, options.peer_limit, aside)?;
    Ok(Some(PeerTable { corpus: corpus.name, rows }))
}

/// What one corpus' builds from nothing measured.
struct CleanBuilds {
    ours: Outcome,
    bytes: Bytes,
    search: Option<serde_json::Value>,
    theirs: Option<Outcome>,
    docusaurus_bytes: Option<Bytes>,
    progress: Option<(f64, f64)>,
}

/// Ours clean, Docusaurus cold and (synthetic corpora) the progress row.
fn clean_builds(
    root: &Path,
    exe: &Path,
    corpus: &Corpus,
    docusaurus: Option<&DocusaurusSite>,
    aside: &SetAside,
    options: &Options,
) -> Result<CleanBuilds> {
    let site = corpus.dir.to_string_lossy().into_owned();
    // As Docusaurus's cold builds: its node_modules/.cache goes, and so does ours (the vendor chunk and server shells).
    let ours = repeat("ours, clean", options.runs, || {
        aside.put(&paths::ui().join("node_modules/.cache"));
        aside.clear_build(&corpus.dir);
        timed_stages(&["build", "--clean", "--site", &site], |args| measure::run(root, exe, args, None))
    });
    if let Outcome::Done(f) = &ours {
        println!("  ours, clean: {:.2} s, {} MB", f.wall.as_secs_f64(), f.peak_bytes >> 20);
    }
    let (bytes, search) = match &ours {
        Outcome::Done(_) => {
            let build = corpus.dir.join("build");
            (first_load(&build, &corpus.pages)?, Some(search_figures(&build)?))
        }
        Outcome::Failed(_) => (Bytes::new(), None),
    };
    let theirs = docusaurus.map(|d| d.build(corpus, options.runs, options.peer_limit, false, aside));
    let docusaurus_bytes = match (docusaurus, &theirs) {
        (Some(d), Some(Outcome::Done(_))) => Some(first_load(&d.out_dir(corpus), &corpus.pages)?),
        _ => None,
    };
    // Synthetic corpora: what drawing progress bars costs a clean build.
    let progress = if corpus.dir == root {
        None
    } else {
        aside.clear_build(&corpus.dir);
        match progress_cost(exe, &site) {
            Ok(cost) => {
                println!("  progress bars: {:.1} ms of a {:.2} s build", cost.0, cost.1 / 1000.0);
                Some(cost)
            }
            Err(e) => {
                println!("  progress bars: not measured ({e:#})");
                None
            }
        }
    };
    Ok(CleanBuilds { ours, bytes, search, theirs, docusaurus_bytes, progress })
}

/// Rebuilds as writers run them (through cargo, with nothing changed and with
/// one doc edited), Docusaurus warm and, for the first two corpora, `dev`.
fn rebuilds(
    root: &Path,
    corpus: &Corpus,
    clean: CleanBuilds,
    docusaurus: Option<&DocusaurusSite>,
    aside: &SetAside,
    options: &Options,
    n: usize,
) -> Result<Row> {
    let site = corpus.dir.to_string_lossy().into_owned();
    let cargo = PathBuf::from("cargo");
    let unchanged = repeat("ours, no change", options.runs, || {
        timed_stages(&["xtask", "build", "--site", &site], |args| measure::run(root, &cargo, args, None))
    });
    let doc = corpus.dir.join(corpus.edited);
    let original = fs::read_to_string(&doc)?;
    let mut edits = 0;
    let edited = repeat("ours, one doc edited", options.runs, || {
        edits += 1;
        fs::write(&doc, format!("{original}\n편집으로 추가한 문단 {edits}입니다.\n"))?;
        timed_stages(&["xtask", "build", "--site", &site], |args| measure::run(root, &cargo, args, None))
    });
    fs::write(&doc, &original)?;
    measure::run(root, &cargo, &["xtask", "build", "--site", &site], None)?;
    for (what, outcome) in [("no change", &unchanged), ("one doc edited", &edited)] {
        if let Outcome::Done(f) = outcome {
            println!("  ours, rebuild with {what}: {:.2} s", f.wall.as_secs_f64());
        }
    }
    // Its caches kept between builds, as its users rebuild (skipped when a cold build did not finish).
    let theirs_warm = match (docusaurus, &clean.theirs) {
        (Some(d), Some(Outcome::Done(_))) => {
            Some(d.build(corpus, options.runs, options.peer_limit, true, aside))
        }
        _ => None,
    };
    // The real site and the first synthetic corpus: save-to-screen latency of `dev`.
    let dev = if n < 2 {
        let page =
            corpus.pages.iter().find(|(kind, _)| *kind == "doc").map(|(_, p)| p.as_str()).unwrap_or("/");
        let theme = (corpus.dir == root).then(|| paths::ui().join("src/theme/styles.css"));
        Some(dev_latency(root, &corpus.dir, corpus.edited, page, options.runs.max(5), theme.as_deref()))
    } else {
        None
    };
    if let Some(Ok(dev)) = &dev {
        println!("  dev, save to screen: {}", dev);
    }
    Ok(Row {
        progress: clean.progress,
        corpus: corpus.name.clone(),
        dev: dev.and_then(Result::ok),
        ours: clean.ours,
        unchanged,
        edited,
        theirs: clean.theirs,
        theirs_warm,
        bytes: clean.bytes,
        docusaurus_bytes: clean.docusaurus_bytes,
        search: clean.search,
    })
}

/// A feature whose cost is measured as two copies of a corpus, one with it
/// off and one with it on: the lines each copy's site.toml starts with.
struct Setting {
    heading: &'static str,
    explains: &'static str,
    off: &'static str,
    on: &'static str,
    /// The "on" copy is a git checkout (dates and authors come from its history).
    git: bool,
}

const EXTRAS: Setting = Setting {
    heading: "Dates, edit links and Markdown for machines",
    explains: "The same corpus built clean without them (`llms = false`, not a git checkout) and with all of them (a git checkout, so dates and authors come from one `git log` pass; `edit_url`; llms.txt, llms-full.txt and a Markdown twin of every page). Bar (issue 17): at most 3% more.",
    off: "llms = false",
    on: "edit_url = \"https://github.com/aoldacloud/docs/edit/main/\"",
    git: true,
};

const CARDS: Setting = Setting {
    heading: "Social cards",
    explains: "The same corpus built clean without social cards (`social_cards = false`) and with a card drawn for every doc and post (a 1200×630 PNG each). Cards are drawn beside the bundle stage at the lowest priority, so they take the time Node leaves a core idle; a rebuild draws only the cards of changed pages (none on a no-change rebuild). Bar (issue 36): at most 10% more.",
    off: "social_cards = false",
    on: "",
    git: false,
};

/// Two copies of a corpus, one with `setting` off and one with it on, built clean in turns.
fn setting_cost(
    root: &Path,
    exe: &Path,
    corpus: &Corpus,
    setting: &Setting,
    runs: usize,
    aside: &SetAside,
) -> Result<SettingCost> {
    // Outside the repository: git would otherwise find this repository's history for the copy "off".
    let variant = |name: &str, settings: &str| -> Result<PathBuf> {
        let dir = std::env::temp_dir().join(format!("aolda-bench-{name}"));
        aside.put(&dir);
        for part in ["content", "static"] {
            crate::build::copy_tree(&corpus.dir.join(part), &dir.join(part))?;
        }
        let config = dir.join("content/site.toml");
        fs::write(&config, format!("{settings}\n{}", fs::read_to_string(&config)?))?;
        Ok(dir)
    };
    let without = variant("setting-off", setting.off)?;
    let with = variant("setting-on", setting.on)?;
    if setting.git {
        crate::git::commit(&with, &["."], "bench", None).map_err(anyhow::Error::msg)?;
    }
    let [without, with] = clean_builds_in_turns(root, exe, [("off", &without), ("on", &with)], runs, aside);
    Ok(SettingCost {
        heading: setting.heading,
        explains: setting.explains,
        corpus: corpus.name.clone(),
        without,
        with,
    })
}

/// What site code costs a clean build: the docs-only corpus as CommonMark,
/// and the same prose as `.mdx` importing two site components and showing
/// expressions in every doc (`synth --components`), built clean in turns.
fn site_code_cost(
    root: &Path,
    exe: &Path,
    bench_dir: &Path,
    size: usize,
    runs: usize,
    aside: &SetAside,
) -> Result<SettingCost> {
    let corpus = |name: &str, kind| -> Result<PathBuf> {
        let dir = bench_dir.join(format!("synth-{size}-{name}"));
        aside.put(&dir);
        synth::run(size, &dir, kind)?;
        Ok(dir)
    };
    let plain = corpus("docs-only", synth::Kind::DocsOnly)?;
    let components = corpus("components", synth::Kind::Components)?;
    let [without, with] =
        clean_builds_in_turns(root, exe, [("plain", &plain), ("components", &components)], runs, aside);
    Ok(SettingCost {
        heading: "Site components and expressions",
        explains: "The docs-only corpus built clean as CommonMark (without), and the same prose as `.mdx` where every doc imports two site components (one with a CSS module) and shows expressions of its own `export const` (with; `synth --components`): the components are bundled into the pages' chunks and run when each page is pre-rendered. Bar (issue 31): under 2x (+100%).",
        corpus: format!("{size} docs"),
        without,
        with,
    })
}

/// Copies a folder, the text of each Markdown file passed through `edit`.
fn copy_markdown(
    from: &Path,
    to: &Path,
    edit: &mut dyn FnMut(&Path, String) -> Result<String>,
) -> Result<()> {
    if !from.is_dir() {
        return Ok(());
    }
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)?.flatten() {
        let (path, target) = (entry.path(), to.join(entry.file_name()));
        if path.is_dir() {
            copy_markdown(&path, &target, edit)?;
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            let text = edit(&path, fs::read_to_string(&path)?)?;
            fs::write(&target, text)?;
        } else {
            fs::copy(&path, &target)?;
        }
    }
    Ok(())
}

/// Markdown with its service facts expanded (Docusaurus has no `{{service.key}}`).
fn expand_facts(
    facts: &content_model::service::ServiceFacts,
) -> impl FnMut(&Path, String) -> Result<String> + '_ {
    |path, text| {
        let file = content_model::SourceFile::new(path.to_string_lossy(), text);
        let expanded = facts.expand(file).map_err(|problems| {
            anyhow::anyhow!("{}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))
        })?;
        Ok(expanded.text)
    }
}

/// Docs of the code-heavy corpus: 20 blocks each, 10,000 in all (issue 13's bar).
const HIGHLIGHT_DOCS: usize = 500;

/// What highlighting costs a clean build: the code-heavy corpus built as is,
/// and a copy of it whose fences name no language (so the product needs no
/// switch to turn highlighting off).
fn highlight_cost(
    root: &Path,
    exe: &Path,
    bench_dir: &Path,
    runs: usize,
    aside: &SetAside,
) -> Result<HighlightCost> {
    let dir = bench_dir.join("synth-code");
    aside.put(&dir);
    synth::run(HIGHLIGHT_DOCS, &dir, synth::Kind::Code)?;
    let plain = bench_dir.join("synth-code-plain");
    aside.put(&plain);
    let (mut blocks, mut lines) = (0, 0);
    copy_markdown(&dir, &plain, &mut |_, text| {
        let (text, b, l) = without_languages(&text);
        (blocks, lines) = (blocks + b, lines + l);
        Ok(text)
    })?;
    let [(highlighted, highlighted_cpu), (plain, plain_cpu)] =
        clean_builds_in_turns(root, exe, [("highlighted", &dir), ("languages removed", &plain)], runs, aside);
    Ok(HighlightCost { blocks, lines, highlighted, plain, cpu: (highlighted_cpu, plain_cpu) })
}

/// Markdown whose fences (at the line start, as synth writes them) name no
/// language, their other words kept; with the number of blocks and code lines.
fn without_languages(markdown: &str) -> (String, usize, usize) {
    let (mut out, mut blocks, mut lines, mut inside) = (String::new(), 0, 0, false);
    for line in markdown.lines() {
        match line.strip_prefix("```") {
            Some(info) if !inside => {
                inside = true;
                blocks += 1;
                out.push_str("```");
                if let Some((_, rest)) = info.split_once(' ') {
                    out.push(' ');
                    out.push_str(rest);
                }
            }
            Some(_) => {
                inside = false;
                out.push_str(line);
            }
            None => {
                lines += usize::from(inside);
                out.push_str(line);
            }
        }
        out.push('\n');
    }
    (out, blocks, lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fences_lose_their_language_and_keep_their_other_words() {
        let markdown = "## 단계\n\n```bash title=\"예시\"\nls -l\n```\n\n```yaml\na: 1\nb: 2\n```\n\n```json {2}\n{}\n```\n";
        let (plain, blocks, lines) = without_languages(markdown);
        assert_eq!(
            plain,
            "## 단계\n\n``` title=\"예시\"\nls -l\n```\n\n```\na: 1\nb: 2\n```\n\n``` {2}\n{}\n```\n"
        );
        assert_eq!((blocks, lines), (3, 4));
    }

    #[test]
    fn the_plain_copy_of_the_code_corpus_has_every_block_and_no_language() {
        let dir = tempfile::tempdir().unwrap();
        let (code, plain) = (dir.path().join("code"), dir.path().join("plain"));
        synth::run(3, &code, synth::Kind::Code).unwrap();
        let (mut blocks, mut lines) = (0, 0);
        copy_markdown(&code, &plain, &mut |_, text| {
            let (text, b, l) = without_languages(&text);
            (blocks, lines) = (blocks + b, lines + l);
            Ok(text)
        })
        .unwrap();
        assert_eq!(blocks, 3 * synth::CODE_BLOCKS_PER_DOC);
        assert!(lines > blocks);
        let site = site_loader::load(&plain).site.unwrap();
        for doc in &site.docs {
            let named = doc
                .body
                .text
                .lines()
                .find(|l| l.strip_prefix("```").is_some_and(|i| i.starts_with(char::is_alphabetic)));
            assert_eq!(named, None, "{}", doc.source.path);
        }
    }
}
