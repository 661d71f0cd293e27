//! `cargo xtask bench`: build times, memory and first-load bytes of the real
//! site and of synthetic corpora, optionally against Docusaurus 3.6.3 built
//! from the same files in the same run. Writes BENCHMARKS.md.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::docusaurus::Docusaurus;
use crate::measure::{self, Measured, median};
use crate::{npm, paths, process, serve, synth};

/// BENCHMARKS.md keeps everything from this line on when it is rewritten.
const NOTES_MARKER: &str = "<!-- notes: kept by cargo xtask bench -->";

pub struct Options {
    pub runs: usize,
    pub sizes: Vec<usize>,
    pub vs_docusaurus: bool,
    /// Docusaurus builds that take longer are stopped and reported as such.
    pub docusaurus_limit: Duration,
}

/// Median figures of one corpus built by one tool.
#[derive(Clone)]
struct Figures {
    wall: Duration,
    peak_bytes: u64,
    stages: Vec<(String, Duration)>,
}

enum Outcome {
    Done(Figures),
    Failed(String),
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
            edited: "content/docs/guide/01-part-0/02-topic-1/03-page-13.md",
        });
    }

    let docusaurus = if options.vs_docusaurus { Some(Docusaurus::install(&bench_dir)?) } else { None };
    let mut report = Report::default();

    // First every build that starts from nothing (ours clean, Docusaurus cold,
    // the progress and cost rows), while nothing is deleted (see SetAside);
    // then the rebuilds and `dev`, whose builds delete what they replace.
    let mut clean = Vec::new();
    for (n, corpus) in corpora.iter().enumerate() {
        println!("\n== {} (corpus {} of {}): clean builds", corpus.name, n + 1, corpora.len());
        clean.push(clean_builds(&root, &exe, corpus, docusaurus.as_ref(), &aside, options)?);
    }
    // Issue 17's bar: what dates, edit links and Markdown for machines add to a clean build.
    if let Some(corpus) = corpora.iter().find(|c| c.dir != root) {
        println!("\n== dates, edit links and Markdown for machines ({})", corpus.name);
        match extras_cost(&root, &exe, corpus, options.runs.max(COST_RUNS), &aside) {
            Ok(cost) => report.extras = Some(cost),
            Err(e) => println!("  not measured: {e:#}"),
        }
    }
    println!("\n== highlighting's cost");
    report.highlighting = Some(highlight_cost(&root, &exe, &bench_dir, options.runs.max(COST_RUNS), &aside)?);

    for ((n, corpus), clean) in corpora.iter().enumerate().zip(clean) {
        println!("\n== {} (corpus {} of {}): rebuilds", corpus.name, n + 1, corpora.len());
        report.rows.push(rebuilds(&root, corpus, clean, docusaurus.as_ref(), &aside, options, n)?);
    }
    aside.finish();

    let mut markdown = report.render(options);
    markdown.push_str(&crate::search_quality::score(&root.join("build"))?.markdown());
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
    docusaurus: Option<&Docusaurus>,
    aside: &SetAside,
    options: &Options,
) -> Result<CleanBuilds> {
    let site = corpus.dir.to_string_lossy().into_owned();
    // As Docusaurus's cold builds: its node_modules/.cache goes, and so does ours (the vendor chunk and server shells).
    let ours = repeat("ours, clean", options.runs, || {
        aside.put(&paths::ui().join("node_modules/.cache"));
        aside.clear_build(&corpus.dir);
        measure::run(root, exe, &["build", "--clean", "--site", &site], None)
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
    let theirs = docusaurus.map(|d| d.build(corpus, options.runs, options.docusaurus_limit, false, aside));
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
    docusaurus: Option<&Docusaurus>,
    aside: &SetAside,
    options: &Options,
    n: usize,
) -> Result<Row> {
    let site = corpus.dir.to_string_lossy().into_owned();
    let cargo = PathBuf::from("cargo");
    let unchanged = repeat("ours, no change", options.runs, || {
        measure::run(root, &cargo, &["xtask", "build", "--site", &site], None)
    });
    let doc = corpus.dir.join(corpus.edited);
    let original = fs::read_to_string(&doc)?;
    let mut edits = 0;
    let edited = repeat("ours, one doc edited", options.runs, || {
        edits += 1;
        fs::write(&doc, format!("{original}\n편집으로 추가한 문단 {edits}입니다.\n"))?;
        measure::run(root, &cargo, &["xtask", "build", "--site", &site], None)
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
            Some(d.build(corpus, options.runs, options.docusaurus_limit, true, aside))
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
struct SetAside {
    dir: PathBuf,
    count: std::cell::Cell<usize>,
}

impl SetAside {
    /// Clears what an interrupted bench set aside, then waits for the disk
    /// to settle (see above) before anything is timed.
    fn new(bench_dir: &Path) -> Result<Self> {
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
        Ok(SetAside { dir, count: Default::default() })
    }

    /// Moves `path` (a file or a folder) aside, if it exists.
    fn put(&self, path: &Path) {
        if fs::symlink_metadata(path).is_err() {
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
    fn clear<'a>(&self, paths: impl IntoIterator<Item = &'a Path>) {
        paths.into_iter().for_each(|path| self.put(path));
        sync();
    }

    /// A site's build/ and cache, before a build from nothing.
    fn clear_build(&self, site: &Path) {
        self.clear([paths::cache(site).as_path(), &site.join("build")]);
    }

    /// Deletes everything set aside (after the last timed build).
    fn finish(self) {
        println!("\ndeleting the {} folders set aside…", self.count.get());
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Writes every file system's dirty pages back (`sync`).
fn sync() {
    let _ = std::process::Command::new("sync").status();
}

/// Long enough for inodes freed just before to be reused freely (see [`SetAside`]).
const SETTLE: Duration = Duration::from_secs(70);

/// One warm-up, then `runs` measured builds; medians of wall time and memory.
/// Says which run of what it is on (a bench takes many minutes).
fn repeat(label: &str, runs: usize, mut build: impl FnMut() -> Result<Measured>) -> Outcome {
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
fn figures(results: &[Measured]) -> Figures {
    let walls: Vec<Duration> = results.iter().map(|m| m.wall).collect();
    let wall = median(&walls);
    let middle = results.iter().find(|m| m.wall == wall).expect("median is one of the runs");
    Figures {
        wall,
        peak_bytes: median(&results.iter().map(|m| m.peak_bytes).collect::<Vec<_>>()),
        stages: stage_times(&middle.stdout),
    }
}

/// `  content    12 ms  …` lines of `xtask build`'s output.
fn stage_times(stdout: &str) -> Vec<(String, Duration)> {
    stdout
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            let name = words.next()?;
            let ms: f64 = words.next()?.parse().ok()?;
            (words.next()? == "ms").then(|| (name.to_string(), Duration::from_secs_f64(ms / 1000.0)))
        })
        .collect()
}

type Bytes = BTreeMap<String, serde_json::Value>;

/// First-load bytes of `pages` of the site built in `build`, measured in Chromium.
fn first_load(build: &Path, pages: &[(&'static str, String)]) -> Result<Bytes> {
    let out = in_chromium(build, "bench/first-load.mjs", pages.iter().map(|(_, p)| p.as_str()))?;
    let by_path: Bytes = serde_json::from_str(out.trim()).context("reading first-load results")?;
    Ok(pages.iter().filter_map(|(kind, path)| Some((kind.to_string(), by_path.get(path)?.clone()))).collect())
}

/// Queries typed key by key on /search: Korean, English, mixed, with spaces.
const SEARCH_QUERIES: [&str; 6] = ["가상머신", "서버", "OpenStack", "보안 그룹", "floating ip", "쿠버네티스"];

/// `cargo xtask dev` in Chromium: save a doc (and a theme file) `runs` times, time each until it shows.
fn dev_latency(
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

/// The median of a JSON list of milliseconds, as text.
fn median_ms(values: &serde_json::Value) -> String {
    let mut list: Vec<u64> = values.as_array().into_iter().flatten().filter_map(|v| v.as_u64()).collect();
    if list.is_empty() {
        return "–".into();
    }
    list.sort_unstable();
    format!("{} ms (of {}, slowest {} ms)", list[list.len() / 2], list.len(), list[list.len() - 1])
}

/// The search index's size and the latency of [`SEARCH_QUERIES`] in Chromium.
fn search_figures(build: &Path) -> Result<serde_json::Value> {
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
fn in_chromium<'a>(build: &Path, script: &str, args: impl IntoIterator<Item = &'a str>) -> Result<String> {
    let runtime = tokio::runtime::Runtime::new()?;
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))?;
    let base = format!("http://127.0.0.1:{}", listener.local_addr()?.port());
    runtime.spawn(serve::serve(listener, build.to_path_buf()));
    let mut all: Vec<String> = vec![script.to_string(), base];
    all.extend(args.into_iter().map(String::from));
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    process::output(&paths::ui(), "node", &all, &[])
}

/// The benchmark's own use of the shared install: one project per corpus.
impl Docusaurus {
    fn site_dir(&self, corpus: &Corpus) -> PathBuf {
        self.dir.join(format!("site-{}", corpus.name.replace(' ', "-")))
    }

    fn out_dir(&self, corpus: &Corpus) -> PathBuf {
        self.site_dir(corpus).join("build")
    }

    /// Writes a Docusaurus project that reads the corpus' own content folders.
    fn configure(&self, corpus: &Corpus, aside: &SetAside) -> Result<PathBuf> {
        let site = self.site_dir(corpus);
        aside.put(&site);
        fs::create_dir_all(site.join("src/theme"))?;
        let content = corpus.dir.join("content");
        let mut sections: Vec<String> = fs::read_dir(content.join("docs"))?
            .flatten()
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        sections.sort();
        let sidebars: String = sections
            .iter()
            .map(|s| {
                format!(
                    "  {:?}: [{{ type: \"autogenerated\", dirName: {s:?} }}],\n",
                    s.trim_start_matches(|c: char| c.is_ascii_digit() || c == '-')
                )
            })
            .collect();
        fs::write(site.join("sidebars.js"), format!("module.exports = {{\n{sidebars}}};\n"))?;
        let path = |p: &Path| serde_json::to_string(&p.to_string_lossy()).expect("path serialises");
        let config = format!(
            r#"module.exports = {{
  title: "AoldaCloud", url: "https://www.aoldacloud.com", baseUrl: "/",
  onBrokenLinks: "warn", onBrokenMarkdownLinks: "warn", onDuplicateRoutes: "warn",
  staticDirectories: [{static_dir}],
  i18n: {{ defaultLocale: "ko", locales: ["ko"] }},
  presets: [["classic", {{
    docs: {{ path: {docs}, routeBasePath: "/", sidebarPath: require.resolve("./sidebars.js") }},
    blog: {{ path: {blog}, showReadingTime: true, feedOptions: {{ type: "all" }}, blogSidebarCount: "ALL" }},
    theme: {{}},
  }}]],
}};
"#,
            static_dir = path(&corpus.dir.join("static")),
            docs = path(&site.join("docs")),
            blog = path(&site.join("blog")),
        );
        fs::write(site.join("docusaurus.config.js"), config)?;
        // Docusaurus gets the content as its writers would have it: service
        // facts written out (it has no `{{service.key}}`), everything else as is.
        let mut problems = Vec::new();
        let sources = site_loader::read(&corpus.dir);
        let facts = content_model::service::load(&sources, "content/data/service.yml", &mut problems);
        if let Some(problem) = problems.first() {
            bail!("reading the service facts: {problem}");
        }
        for folder in ["docs", "blog"] {
            copy_markdown(&content.join(folder), &site.join(folder), &mut expand_facts(&facts))?;
        }
        // Our glossary component has no Docusaurus counterpart (render nothing
        // for it); tabs are Docusaurus's own, given to every page as a
        // Docusaurus site does for components its Markdown uses without imports.
        fs::write(
            site.join("src/theme/MDXComponents.js"),
            "import MDXComponents from \"@theme-original/MDXComponents\";\nimport Tabs from \"@theme/Tabs\";\nimport TabItem from \"@theme/TabItem\";\nexport default { ...MDXComponents, Glossary: () => null, Tabs, TabItem };\n",
        )?;
        Ok(site)
    }

    /// Cold: every cache cleared before each build. Warm: caches kept (the warm-up run fills them).
    fn build(&self, corpus: &Corpus, runs: usize, limit: Duration, warm: bool, aside: &SetAside) -> Outcome {
        let site = match self.configure(corpus, aside) {
            Ok(site) => site,
            Err(e) => return Outcome::Failed(format!("{e:#}")),
        };
        let cli = self.cli();
        let (cli, site) = (cli.to_string_lossy().into_owned(), site.to_string_lossy().into_owned());
        let node = PathBuf::from("node");
        let site_dir = PathBuf::from(&site);
        let caches =
            [site_dir.join(".docusaurus"), site_dir.join("build"), self.dir.join("node_modules/.cache")];
        let kind = if warm { "warm" } else { "cold" };
        let outcome = repeat(&format!("docusaurus, {kind}"), runs, || {
            if !warm {
                aside.clear(caches.iter().map(PathBuf::as_path));
            }
            measure::run(&self.dir, &node, &[&cli, "build", &site], Some(limit))
        });
        match &outcome {
            Outcome::Done(f) => {
                println!("  docusaurus, {kind}: {:.2} s, {} MB", f.wall.as_secs_f64(), f.peak_bytes >> 20)
            }
            Outcome::Failed(why) => println!("  docusaurus, {kind}: {why}"),
        }
        outcome
    }
}

/// A clean build of `site` drawn on a pseudo-terminal (util-linux `script`),
/// as a writer sees it: (ms its progress reporting took, ms of the build).
fn progress_cost(exe: &Path, site: &str) -> Result<(f64, f64)> {
    let quote = |s: &str| format!("'{}'", s.replace('\'', r"'\''"));
    let command = format!("{} build --clean --site {}", quote(&exe.to_string_lossy()), quote(site));
    let output = std::process::Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .env(crate::build::PROGRESS_COST_VARIABLE, "1")
        .stdin(std::process::Stdio::null())
        .output()
        .context("running the build under `script` (util-linux)")?;
    let text = String::from_utf8_lossy(&output.stdout);
    let line = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("progress cost: "))
        .context("the build printed no progress cost")?;
    let (spent, total) =
        line.trim_end_matches(" ms").split_once(" ms of ").context("reading the progress cost")?;
    Ok((spent.trim().parse()?, total.trim().parse()?))
}

/// What the per-page extras of issue 17 cost a clean build of `corpus`:
/// builds without them (`llms = false`, not a git checkout) and with all of
/// them (git history, `edit_url`, llms.txt and twins), and their CPU times.
struct ExtrasCost {
    corpus: String,
    without: (Outcome, Duration),
    with: (Outcome, Duration),
}

/// Two copies of a corpus, one with every extra off and one with all of it on, built clean.
fn extras_cost(
    root: &Path,
    exe: &Path,
    corpus: &Corpus,
    runs: usize,
    aside: &SetAside,
) -> Result<ExtrasCost> {
    // Outside the repository: git would otherwise find this repository's history for the variant "without".
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
    let without = variant("extras-off", "llms = false")?;
    let with = variant("extras-on", "edit_url = \"https://github.com/aoldacloud/docs/edit/main/\"")?;
    crate::git::commit(&with, &["."], "bench", None).map_err(anyhow::Error::msg)?;
    let [without, with] =
        clean_builds_in_turns(root, exe, [("without extras", &without), ("with extras", &with)], runs, aside);
    Ok(ExtrasCost { corpus: corpus.name.clone(), without, with })
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

struct HighlightCost {
    blocks: usize,
    lines: usize,
    highlighted: Outcome,
    /// The same corpus with every fence's language removed: nothing to highlight.
    plain: Outcome,
    /// Median CPU time (user and system, the whole process tree) of each.
    cpu: (Duration, Duration),
}

/// CPU time (user and system) of the child processes waited for so far,
/// their own waited-for children included.
fn children_cpu() -> Duration {
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
const COST_RUNS: usize = 7;

/// Clean builds of two sites taken in turns (a warm-up round, then `runs`
/// rounds): their outcomes and the median CPU time of each one's build
/// processes. In turns, because the machine is shared: a stretch of heavy
/// load (or of other processes deleting files, which makes creating them
/// dearer) falls on both sites alike instead of on the one built during it.
/// CPU time too: on a machine others share, wall time says as much about them
/// as about us.
fn clean_builds_in_turns(
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
            match measure::run_timed(root, exe, &args) {
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

/// The codegen stage's time of a finished build.
fn codegen_time(outcome: &Outcome) -> Option<Duration> {
    match outcome {
        Outcome::Done(f) => f.stages.iter().find(|(name, _)| name == "codegen").map(|(_, d)| *d),
        Outcome::Failed(_) => None,
    }
}

struct Row {
    corpus: String,
    /// Clean builds, the cache cleared.
    ours: Outcome,
    /// `cargo xtask build` again with nothing changed, and after editing one doc.
    unchanged: Outcome,
    edited: Outcome,
    /// Docusaurus with its caches cleared, and kept.
    theirs: Option<Outcome>,
    theirs_warm: Option<Outcome>,
    /// `cargo xtask dev`: milliseconds from saving a file to the change on screen.
    dev: Option<serde_json::Value>,
    bytes: Bytes,
    docusaurus_bytes: Option<Bytes>,
    search: Option<serde_json::Value>,
    /// A clean build drawn on a pseudo-terminal: ms spent reporting progress, ms in all.
    progress: Option<(f64, f64)>,
}

#[derive(Default)]
struct Report {
    rows: Vec<Row>,
    extras: Option<ExtrasCost>,
    highlighting: Option<HighlightCost>,
}

/// A median time, or why there is none.
fn wall(outcome: Option<&Outcome>) -> String {
    match outcome {
        Some(Outcome::Done(f)) => seconds(f.wall),
        Some(Outcome::Failed(why)) => why.clone(),
        None => "not run".into(),
    }
}

/// Theirs ÷ ours, when both finished.
fn ratio(theirs: Option<&Outcome>, ours: &Outcome) -> String {
    match (theirs, ours) {
        (Some(Outcome::Done(t)), Outcome::Done(o)) => {
            format!("{:.1}×", t.wall.as_secs_f64() / o.wall.as_secs_f64().max(1e-9))
        }
        _ => "–".into(),
    }
}

fn seconds(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

fn megabytes(bytes: u64) -> String {
    format!("{} MB", bytes >> 20)
}

fn kb(value: &serde_json::Value, key: &str) -> String {
    value[key].as_u64().map_or("–".into(), |b| format!("{:.1} KB", b as f64 / 1024.0))
}

impl Report {
    fn render(&self, options: &Options) -> String {
        let mut md = String::from("# Benchmarks\n\nWritten by `cargo xtask bench");
        if options.vs_docusaurus {
            md.push_str(" --vs-docusaurus");
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
        if let Some(extras) = &self.extras {
            extras.render(&mut md);
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
        md.push_str("\n## Commands\n\n```bash\ncargo xtask bench                   # ours only\ncargo xtask bench --vs-docusaurus   # installs Docusaurus 3.6.3 under target/bench/ and compares\ncargo xtask synth 1000 /tmp/corpus  # the synthetic corpus alone\ncargo xtask synth --code 500 /tmp/code  # the code-heavy corpus (20 blocks a doc)\ncargo bench -p highlight --profile dev -- /tmp/code/content  # highlighting's cost per language and line\n```\n");
        md
    }
}

impl ExtrasCost {
    fn render(&self, md: &mut String) {
        let _ = write!(
            md,
            "\n## Dates, edit links and Markdown for machines\n\nThe same corpus built clean without them (`llms = false`, not a git checkout) and with all of them (a git checkout, so dates and authors come from one `git log` pass; `edit_url`; llms.txt, llms-full.txt and a Markdown twin of every page). Both builds are taken in turns, a warm-up round and then {COST_RUNS} rounds (or `--runs`, if more); each figure is the median. CPU is user and system time of the whole build process tree (median run). Bar (issue 17): at most 3% more.\n\n| corpus | without | with | growth | CPU, without | CPU, with | CPU growth |\n|---|---|---|---|---|---|---|\n"
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
    fn render(&self, md: &mut String) {
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

fn today() -> String {
    process::output(Path::new("."), "date", &["+%Y-%m-%d"], &[])
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

fn machine() -> String {
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

    #[test]
    fn reads_stage_lines() {
        let out =
            "  npm              0 ms  up to date\n  content         43 ms  3 docs\nbuilt build/ in 1 s\n";
        let stages = stage_times(out);
        assert_eq!(stages.len(), 2);
        assert_eq!(stages[1], ("content".to_string(), Duration::from_millis(43)));
    }
}
