//! `cargo xtask build | serve | check`: the project's one entry point.

// The build allocates and frees millions of small strings (decoded memos,
// parsed pages, search terms) on several threads; glibc's allocator spent
// about a seventh of the main thread's time at 10,000 docs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod article_text;
mod bench;
mod check;
mod compat;
mod docs_version;
mod docusaurus;
mod measure;
mod search_quality;
mod synth;
mod timings;
#[cfg(test)]
mod ui_copies;
mod write_translations;

// The engine's modules, named as the chores name them (`crate::paths`).
use engine::{build, dev, git, npm, paths, process, progress, serve};

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "cargo xtask", about = "Build, serve and check the AoldaCloud docs site")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into build/ (installs npm packages when needed).
    Build {
        /// Treat broken links, broken anchors and duplicate routes as errors.
        #[arg(long)]
        strict: bool,
        /// Build another site: a folder with content/ and static/ (output in its build/).
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
        /// Ignore the build cache (.build-cache/ beside build/) and build everything anew.
        #[arg(long)]
        clean: bool,
        /// Print errors only.
        #[arg(long, short)]
        quiet: bool,
        /// Also write each stage's time (and the whole build's) to FILE, as JSON.
        #[arg(long, value_name = "FILE")]
        timings_json: Option<std::path::PathBuf>,
        /// Build only this locale of a translated site (build/ keeps the others' last builds).
        #[arg(long, value_name = "LOCALE")]
        locale: Option<String>,
    },
    /// Build, serve on 127.0.0.1, rebuild on every change and reload open pages.
    Dev {
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// Work on another site (a folder with content/ and static/).
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
    },
    /// Serve build/ on 127.0.0.1 like a static host.
    Serve {
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// Serve another site's build/ (the folder given to `build --site`).
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
    },
    /// Formatting, lints, tests, type checks and browser tests.
    Check,
    /// Measure builds and page weight; writes BENCHMARKS.md.
    Bench {
        /// Measured builds per corpus (after one warm-up).
        #[arg(long, default_value_t = 5)]
        runs: usize,
        /// Sizes of the synthetic corpora, in docs.
        #[arg(long, value_delimiter = ',', default_values_t = [1000, 10000])]
        sizes: Vec<usize>,
        /// Also build the corpora with these generators and report ratios (installed under target/bench/).
        #[arg(long, value_delimiter = ',')]
        vs: Vec<bench::Tool>,
        /// Stop another generator's build after this many seconds.
        #[arg(long, default_value_t = 600)]
        peer_limit: u64,
        /// Only the table against the generators of --vs, printed, not written to BENCHMARKS.md.
        #[arg(long)]
        peers_only: bool,
        /// With --vs: also a corpus of this many docs versions of the first size's docs, against
        /// the same pages unversioned and the Docusaurus tools of --vs (0: none).
        #[arg(long, default_value_t = 10)]
        versions: usize,
    },
    /// Build tests/fixtures/docusaurus with Docusaurus 3.6.3 (installed under target/) and with
    /// ours, and diff the route lists, the sidebars and each page's article text; fails on a
    /// difference not explained in its compat-expected.toml.
    Compat {
        /// Build with Docusaurus again even if the corpus has not changed since its last build.
        #[arg(long)]
        fresh: bool,
        /// Compare this Docusaurus site folder instead of the corpus: routes and article text,
        /// every difference listed.
        #[arg(long)]
        site: Option<std::path::PathBuf>,
    },
    /// Score site search on the judged query set (tests/search/queries.yml) of a built site.
    SearchQuality {
        /// A site built with `build --site DIR` (default: this repository's build/).
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
    },
    /// Cut docs version NAME from the current docs, as `docusaurus docs:version NAME` does:
    /// versioned_docs/version-NAME, its sidebars file, and NAME first in versions.json.
    DocsVersion {
        name: String,
        /// Another site (the folder given to `build --site`).
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
    },
    /// Write the JSON files a translator fills in under i18n/<LOCALE>/ (code.json, the navbar's,
    /// the footer's and the docs' labels), as `docusaurus write-translations` does; messages
    /// already translated are kept.
    WriteTranslations {
        /// The locale to write for (the site's default locale when left out).
        #[arg(long, value_name = "LOCALE")]
        locale: Option<String>,
        /// Another site (the folder given to `build --site`).
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
    },
    /// Write a synthetic site of N docs (and N/10 posts) into DIR, for benchmarks.
    Synth {
        count: usize,
        dir: std::path::PathBuf,
        /// Docs of 20 code blocks each in many languages, and no blog (highlighting's cost).
        #[arg(long)]
        code: bool,
        /// The docs as `.mdx` importing two site components and using expressions, and no blog.
        #[arg(long, conflicts_with = "code")]
        components: bool,
        /// The prose docs alone, no blog (the peers' corpus; `--components` without the site code).
        #[arg(long, conflicts_with_all = ["code", "components"])]
        docs_only: bool,
        /// N docs in each of this many docs versions (`current` and released copies), no blog.
        #[arg(long, value_name = "COUNT", conflicts_with_all = ["code", "components", "docs_only"])]
        versions: Option<usize>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if matches!(
        cli.command,
        Command::Build { .. } | Command::Dev { .. } | Command::Bench { .. } | Command::Compat { .. }
    ) {
        // Child processes die with xtask (see process::command); the staging
        // folder is removed by the next build. build/ is never touched before
        // the final swap, so an interrupted build leaves it as it was.
        let _ = ctrlc::set_handler(|| {
            eprintln!("\ninterrupted: stopped every stage; build/ was left as it was");
            std::process::exit(130);
        });
    }
    let result = match cli.command {
        Command::Build { strict, site, clean, quiet, timings_json, locale } => {
            let site = site.map_or_else(paths::root, |dir| std::path::absolute(dir).unwrap_or_default());
            let output = progress::Output::detect(quiet);
            let started = std::time::Instant::now();
            build::run(&build::Options { strict, site, clean, output, drafts: false, locale }).and_then(
                |summary| {
                    if !summary.warnings.is_empty() {
                        println!("(warnings only warn; `cargo xtask build --strict` makes them errors)");
                    }
                    let Some(file) = timings_json else { return Ok(()) };
                    timings::Timings::new(&summary.timeline, started.elapsed(), progress::time_spent())
                        .write(&file)
                },
            )
        }
        Command::Dev { port, site } => {
            let site = site.map_or_else(paths::root, |dir| std::path::absolute(dir).unwrap_or_default());
            dev::run(&site, port)
        }
        Command::Serve { port, site } => serve::run(&site.unwrap_or_else(paths::root), port),
        Command::Check => check::run(),
        Command::Compat { fresh, site } => compat::run(&compat::Options { fresh, site }),
        Command::SearchQuality { site } => search_quality::run(&site.unwrap_or_else(paths::root)),
        Command::DocsVersion { name, site } => docs_version::run(&site.unwrap_or_else(paths::root), &name),
        Command::WriteTranslations { locale, site } => {
            write_translations::run(&site.unwrap_or_else(paths::root), locale.as_deref())
        }
        Command::Synth { count, dir, versions: Some(versions), .. } => {
            synth::versioned(count, versions, &dir)
        }
        Command::Synth { count, dir, code, components, docs_only, versions: None } => {
            let kind = match (code, components, docs_only) {
                (true, ..) => synth::Kind::Code,
                (_, true, _) => synth::Kind::Components,
                (.., true) => synth::Kind::DocsOnly,
                _ => synth::Kind::Prose,
            };
            synth::run(count, &dir, kind)
        }
        Command::Bench { runs, sizes, vs, peer_limit, peers_only, versions } => bench::run(&bench::Options {
            runs,
            sizes,
            vs,
            peer_limit: std::time::Duration::from_secs(peer_limit),
            peers_only,
            versions,
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
