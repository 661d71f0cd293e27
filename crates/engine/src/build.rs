//! `cargo xtask build`: content → codegen → bundle → pre-render → feeds →
//! static files, into a temporary folder that replaces `build/` only when every
//! stage has passed.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use content_model::config::OnBroken;
use content_model::{Diagnostic, Severity};

use crate::bundle::{BundleResult, Bundler};
use crate::cache::{self, PageCache, Stamp};
use crate::lock::SiteLock;
use crate::progress::{Output, Stage};
use crate::publish::{self, Tree};
use crate::{cards, code, evaluated, git, links, locales, memos, npm, paths};

#[derive(Clone)]
pub struct Options {
    pub strict: bool,
    /// The folder holding `content/` and `static/`; the site goes to its `build/`.
    pub site: PathBuf,
    /// Ignore the build cache (and start it anew).
    pub clean: bool,
    /// Bars, lines or errors only.
    pub output: Output,
    /// Build `draft: true` docs and posts too (`dev`, as Docusaurus's dev server).
    pub drafts: bool,
    /// A translated site's one locale to build (`--locale`); every locale when `None`.
    pub locale: Option<String>,
}

#[cfg(test)]
impl Options {
    /// `site` built as `cargo xtask build --site` builds it: with its cache,
    /// drafts left out, every locale, its progress in lines.
    pub(crate) fn of(site: PathBuf) -> Options {
        Options { strict: false, site, clean: false, output: Output::Lines, drafts: false, locale: None }
    }
}

/// What a successful build reports.
pub struct Summary {
    pub warnings: Vec<Diagnostic>,
    pub pages: usize,
    /// Nothing had changed since the last good build: build/ was left as it was.
    pub up_to_date: bool,
    /// Damaged build-cache files this build found, left out and made again (see `cache::read_sealed`).
    #[cfg_attr(not(test), allow(dead_code))]
    pub damaged: Vec<Diagnostic>,
    /// Each stage's name and time.
    pub timeline: Vec<(&'static str, Duration)>,
    /// Pages the bundle stage rendered (the others kept their last rendering).
    #[cfg_attr(not(test), allow(dead_code))]
    pub rendered: usize,
}

/// A build stopped by errors in the content (the diagnostics, warnings included).
#[derive(Debug)]
pub struct ContentErrors(pub Vec<Diagnostic>);

impl std::fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let errors = self.0.iter().filter(|d| d.is_error()).count();
        write!(f, "the content has {errors} error(s); build/ was left as it was")
    }
}

impl std::error::Error for ContentErrors {}

/// Builds the site, after any other build of it (see [`SiteLock`]).
pub fn run(options: &Options) -> Result<Summary> {
    let options = &Options { site: paths::real_site(&options.site)?, ..options.clone() };
    let _lock = SiteLock::take(&options.site, if options.clean { "build --clean" } else { "build" })?;
    let mut bundler = Bundler::for_build();
    match locales::of_site(&options.site)? {
        locales::Locales::Several(all) => locales::build_each(options, &mut bundler, &all),
        locales::Locales::One if options.locale.is_some() => {
            bail!("--locale: the site has one locale (its config names no others in `i18n.locales`)")
        }
        // A config that fails to evaluate is reported, where it fails, by the build itself.
        locales::Locales::One | locales::Locales::Unknown => run_with(options, &mut bundler, Mode::Whole),
    }
}

/// How a build puts the new build/ in place.
pub enum Mode<'a> {
    /// `cargo xtask build`: every stage, the search index's too, is done before build/ is replaced.
    Whole,
    /// `dev`: the new build/ is put in place as soon as its pages are
    /// checked, `published` is told (open pages reload), and the search
    /// index, the slowest part of a small rebuild, follows: until it does,
    /// build/ keeps the previous build's index.
    PagesFirst { published: &'a mut dyn FnMut() },
}

/// A build whose bundle stage runs in `bundler` (`dev` keeps one process
/// running), by a caller that holds the site's [`SiteLock`]: the stages in
/// their order, each a method of [`Build`].
pub fn run_with(options: &Options, bundler: &mut Bundler, mode: Mode) -> Result<Summary> {
    run_build(Build::new(options), bundler, mode)
}

/// One locale of a translated site, built into its own folder with its own
/// caches (see [`locales`]): `build/` of [`locales::work_dir`].
pub(crate) fn run_locale(
    options: &Options,
    bundler: &mut Bundler,
    code: &str,
    printed: &Printed,
) -> Result<Summary> {
    let work = locales::work_dir(&options.site, code);
    let build = Build {
        locale: Some(code.to_string()),
        cache_dir: paths::cache(&work),
        work,
        printed: Some(printed),
        ..Build::new(options)
    };
    run_build(build, bundler, Mode::Whole)
}

fn run_build(mut build: Build, bundler: &mut Bundler, mode: Mode) -> Result<Summary> {
    build.install()?;
    let inputs = match build.inputs()? {
        Found::Unchanged(stamp) => return Ok(build.up_to_date(stamp)),
        Found::Changed(inputs) => *inputs,
    };
    bundler.start()?;
    let page_memo = memos::PAGES.open_beside(&build.work, &build.cache_dir.join(PAGE_MEMO), code::CODEGEN);
    let site = build.content(
        inputs.sources,
        &inputs.generator,
        &inputs.history,
        inputs.history_note,
        inputs.parse_memo,
    )?;
    let site = build.created_redirects(site, &inputs.generator)?;
    let generated = build.codegen(&site, page_memo)?;
    let mut tree = Tree::start(&build.work)?;
    let (bundled, mut caches) = build.bundle(&site, &generated, &inputs.generator, bundler, &mut tree)?;
    build.feeds(&site, &bundled.contents, &mut tree, &mut caches.feeds)?;
    build.static_files(&site, &mut tree)?;
    let stemming = search::terms::Stemming::of_site(&site);
    let scan =
        build.scan(&tree, paths::PageFiles::of(&site), &bundled.contents, stemming, &mut caches.pages)?;
    let search_now = matches!(mode, Mode::Whole);
    build.index_and_links(&site, &generated.output, &scan, &caches.pages, &mut tree, search_now)?;
    let rendered = bundled.rendered;
    build
        .finish(
            Finishing { inputs: inputs.key, site, generated, scan, caches, tree, pages: bundled.pages },
            mode,
        )
        .map(|summary| Summary { rendered, ..summary })
}

/// A warning the bundle stage found in a page's source, as the content's are reported.
fn content_warning(found: &crate::protocol::ContentWarning) -> Diagnostic {
    Diagnostic {
        severity: Severity::Warning,
        file: found.file.clone(),
        line: found.line,
        column: 1,
        message: found.message.clone(),
        expected: None,
        source_line: None,
    }
}

/// The file of codegen's page modules' memo, in the build cache.
const PAGE_MEMO: &str = "page-modules.bin";

/// One build of a site, run stage by stage by [`run_with`]: what every stage
/// reads (the options, the site's folders) and adds to (the timeline, the warnings).
struct Build<'a> {
    options: &'a Options,
    /// The site folder: what the build reads.
    root: PathBuf,
    /// Where its `build/` and `.build-cache/` are: the site folder, or a locale's own (see [`locales`]).
    work: PathBuf,
    /// The locale built, of a translated site's.
    locale: Option<String>,
    cache_dir: PathBuf,
    started: Instant,
    /// Each stage's name and time, for `dev`'s one-line report.
    timeline: Vec<(&'static str, Duration)>,
    warnings: Vec<Diagnostic>,
    /// What the builds of a translated site's other locales printed in this run: a finding
    /// every locale shares (in untranslated text, the config) is printed once.
    printed: Option<&'a Printed>,
}

/// The findings a run of several builds printed, and how many it left out as repeats.
#[derive(Default)]
pub(crate) struct Printed {
    seen: RefCell<BTreeSet<String>>,
    pub repeats: Cell<usize>,
}

impl Printed {
    /// The findings not printed yet, now counted as printed; the others counted as repeats.
    pub(crate) fn fresh(&self, diagnostics: &[Diagnostic]) -> Vec<Diagnostic> {
        let mut seen = self.seen.borrow_mut();
        let new: Vec<Diagnostic> =
            diagnostics.iter().filter(|d| seen.insert(d.to_string())).cloned().collect();
        self.repeats.set(self.repeats.get() + diagnostics.len() - new.len());
        new
    }
}

/// What the inputs stage found.
enum Found {
    /// The last good build was made from the same inputs: its stamp.
    Unchanged(Stamp),
    Changed(Box<Inputs>),
}

/// What a build reads, once hashed: for the stages after the inputs stage.
struct Inputs {
    /// The hash of everything the build reads (see [`Stamp::inputs_of`]).
    key: String,
    generator: cache::Generator,
    /// The site's files, read once: hashed, then loaded.
    sources: content_model::Sources,
    history: content_model::revision::History,
    /// Why the history could not be read, if it could not.
    history_note: Option<Diagnostic>,
    /// The parsed bodies' memo, read on a thread of its own.
    parse_memo: JoinHandle<Arc<content_model::memo::ParseMemo>>,
}

/// What codegen made, and what the bundle stage reads of it.
struct Generated {
    output: codegen::Output,
    /// The folder the modules were written to.
    dir: PathBuf,
    /// A hash of each module's text, by its path.
    sources: BTreeMap<String, String>,
    page_memo: Arc<codegen::PageMemo>,
    highlights: Arc<codegen::HighlightMemo>,
}

/// The per-page caches of the stages after the bundle.
struct PageCaches {
    feeds: PageCache<String>,
    pages: PageCache<ScannedPage>,
    twins: PageCache<feeds::twin::Twin>,
    cards: PageCache<cards::Stored>,
}

/// What the Markdown for machines published beside the bundle.
struct ForMachines {
    published: publish::Manifest,
    written: usize,
    took: Duration,
    /// Its stage line.
    detail: String,
}

/// What the last stage, the swap, puts in place, saves or lets go.
struct Finishing {
    /// The inputs' hash, for the stamp.
    inputs: String,
    site: content_model::Site,
    generated: Generated,
    scan: Scan,
    caches: PageCaches,
    tree: Tree,
    pages: usize,
}

impl<'a> Build<'a> {
    fn new(options: &'a Options) -> Self {
        Build {
            options,
            root: options.site.clone(),
            work: options.site.clone(),
            locale: None,
            cache_dir: paths::cache(&options.site),
            started: Instant::now(),
            timeline: Vec::new(),
            warnings: Vec::new(),
            printed: None,
        }
    }

    fn out(&self) -> Output {
        self.options.output
    }

    /// Prints findings (see [`report`]), but those another locale's build printed already.
    fn report(&self, diagnostics: &[Diagnostic]) {
        match self.printed {
            Some(printed) => report(&printed.fresh(diagnostics), self.out()),
            None => report(diagnostics, self.out()),
        }
    }

    fn say(&self, text: String) {
        if self.out() != Output::Quiet {
            println!("{text}");
        }
    }

    /// ui/node_modules, in step with the lockfile.
    fn install(&mut self) -> Result<()> {
        let stage = Stage::start("npm", self.out());
        let installed = npm::ensure_installed()?;
        self.timeline.push(stage.finish(if installed { "installed" } else { "up to date" }));
        Ok(())
    }

    /// Reads the site's files and hashes everything the build reads. The
    /// memos (tens of megabytes at 10,000 docs) are read on other threads
    /// meanwhile; a build that finds nothing changed returns without waiting for them.
    fn inputs(&mut self) -> Result<Found> {
        let (root, work) = (&self.root, &self.work);
        // What an earlier build of this process left unreported (it failed).
        drop(cache::damage_notes(work));
        if self.options.clean || !cache::in_current_format(work) {
            publish::discard_cache(work);
        }
        cache::mark_format(work)?;
        let stage = Stage::start("inputs", self.out());
        let generator = cache::Generator::current()?;
        let parse_memo =
            memos::PARSES.open_beside(work, &self.cache_dir.join(PARSE_MEMO), code::CONTENT_MODEL);
        let mode = match (self.options.strict, self.options.drafts) {
            (true, true) => "strict drafts",
            (true, false) => "strict",
            (false, true) => "drafts",
            (false, false) => "",
        };
        // The history is an input: a commit that changes a page's date rebuilds it.
        let (history, history_note) = git::history(root);
        let locale = self.locale.as_deref().unwrap_or_default();
        let options_key = format!("{mode}\0{}\0{locale}", git::fingerprint(&history));
        // Read once: hashed here, loaded by the content stage. A Docusaurus
        // config and sidebars are evaluated (in Node) before the model reads them.
        let mut sources = site_loader::read_with(root, |site| evaluated::answer(site, &generator.compiler));
        if let Some(code) = &self.locale {
            // Another locale's translations are no input of this one's build.
            sources = content_model::locales::only(&sources, code);
        }
        // A build with no highlighting kept (a clean one) has nothing to find
        // unchanged either: its grammars compile while the inputs are hashed.
        if !self.cache_dir.join(HIGHLIGHT_MEMO_FILE).exists() {
            prepare_highlighting(&sources);
        }
        let key = Stamp::inputs_of(&generator, &options_key, &sources);
        if let Some(stamp) = Stamp::matching(work, &key) {
            self.timeline.push(stage.finish("the same as the last build's"));
            return Ok(Found::Unchanged(stamp));
        }
        self.timeline.push(stage.finish("changed since the last build"));
        Ok(Found::Changed(Box::new(Inputs { key, generator, sources, history, history_note, parse_memo })))
    }

    /// What a build that found nothing changed reports: the last build's warnings and pages.
    fn up_to_date(self, stamp: Stamp) -> Summary {
        self.report(&stamp.warnings);
        self.say(format!(
            "build/ is up to date: nothing changed since the last build ({} pages, {} warning(s)); checked in {:.2} s",
            stamp.pages,
            stamp.warnings.len(),
            self.started.elapsed().as_secs_f64()
        ));
        Summary {
            warnings: stamp.warnings,
            pages: stamp.pages,
            up_to_date: true,
            damaged: Vec::new(),
            timeline: self.timeline,
            rendered: 0,
        }
    }

    /// Loads the site from its files (bodies the memo knows are not parsed
    /// again); its errors stop the build, its warnings are kept.
    fn content(
        &mut self,
        mut sources: content_model::Sources,
        generator: &cache::Generator,
        history: &content_model::revision::History,
        history_note: Option<Diagnostic>,
        parse_memo: JoinHandle<Arc<content_model::memo::ParseMemo>>,
    ) -> Result<content_model::Site> {
        let stage = Stage::start("content", self.out());
        // The site's own remark plugins change the Markdown the model reads.
        if let Err(failed) = crate::remarked::apply(&self.root, &generator.compiler, &mut sources) {
            sources.report(failed);
        }
        let memo = parse_memo.join().expect("reading the parsed bodies' memo panicked");
        let loaded = evaluated::load_with_sidebar_items(&self.root, &generator.compiler, |sidebar_items| {
            content_model::load_with(
                &sources,
                content_model::LoadOptions {
                    drafts: self.options.drafts,
                    history: Some(history),
                    memo: Some(&memo),
                    locale: self.locale.as_deref(),
                    sidebar_items: Some(sidebar_items),
                },
            )
        });
        cache::drop_later(sources);
        // Without git no page is dated: worth a word only where pages would show a date.
        let shown = loaded.site.as_ref().map(|site| &site.config.last_update_shown);
        let dated = |s: &content_model::revision::LastUpdatesShown| {
            s.docs.time || s.blog.time || s.other_docs.values().any(|o| o.time)
        };
        let history_note = history_note.filter(|_| shown.is_none_or(dated));
        let reading = memo.counts();
        let (notes, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) = loaded
            .diagnostics
            .iter()
            .filter(|d| !d.is_error())
            .cloned()
            .chain(history_note)
            .partition(|d| d.severity == Severity::Note);
        self.report(&notes);
        self.warnings = warnings;
        if loaded.errors().next().is_some() {
            // The notes were printed above; the warnings and errors now, each once.
            let rest: Vec<Diagnostic> =
                loaded.diagnostics.iter().filter(|d| d.severity != Severity::Note).cloned().collect();
            self.report(&rest);
            return Err(ContentErrors(loaded.diagnostics.clone()).into());
        }
        let site = loaded.site.context("content loaded without errors but produced no site")?;
        self.warnings.extend(missing_custom_css(&self.root, &site));
        memos::PARSES.save(&memo, &self.cache_dir.join(PARSE_MEMO), code::CONTENT_MODEL)?;
        self.timeline.push(stage.finish(&format!(
            "{} docs, {} posts; {} bodies parsed, {} reused",
            site.docs.len(),
            site.posts.len(),
            reading.made,
            reading.reused
        )));
        Ok(site)
    }

    /// The config's `createRedirects` run for every page (in Node; kept while
    /// the config and the pages are unchanged): more old addresses, each
    /// checked as the config's own `redirects` are.
    fn created_redirects(
        &mut self,
        mut site: content_model::Site,
        generator: &cache::Generator,
    ) -> Result<content_model::Site> {
        if !site.create_redirects {
            return Ok(site);
        }
        let routes: Vec<String> = site.routes().into_iter().map(|route| route.path).collect();
        let made =
            evaluated::created_redirects(&self.root, &generator.compiler, &routes).map_err(|error| {
                self.report(std::slice::from_ref(&error));
                ContentErrors(vec![error])
            })?;
        for (from, to) in made {
            match content_model::route::under("/", &from) {
                Ok(from) if from != to => site.redirects.push(content_model::config::Redirect { from, to }),
                Ok(_) => {}
                Err(refused) => self.warnings.push(
                    Diagnostic::file_error(
                        &site.config_file,
                        format!("createRedirects gave `{from}` for `{to}`, which {}", refused.reason),
                    )
                    .as_warning()
                    .expected("an address of the site, as the plugin's `redirects` take"),
                ),
            }
        }
        Ok(site)
    }

    /// The site's modules, written where the bundle stage reads them; codegen's
    /// errors (MDX that cannot be compiled: an unknown import, an undefined
    /// component) stop the build as the content's do.
    fn codegen(
        &mut self,
        site: &content_model::Site,
        page_memo: JoinHandle<Arc<codegen::PageMemo>>,
    ) -> Result<Generated> {
        let stage = Stage::start("codegen", self.out());
        let highlights =
            memos::HIGHLIGHTS.load(&self.root, &self.cache_dir.join(HIGHLIGHT_MEMO_FILE), code::HIGHLIGHT);
        let page_memo = page_memo.join().expect("reading the page modules' memo panicked");
        let output = codegen::generate_with(site, &page_memo, &highlights);
        let rendering = page_memo.counts();
        if output.diagnostics.iter().any(Diagnostic::is_error) {
            let all: Vec<Diagnostic> = self.warnings.iter().chain(&output.diagnostics).cloned().collect();
            self.report(&all);
            return Err(ContentErrors(all).into());
        }
        self.warnings.extend(output.diagnostics.iter().cloned());
        let dir = self.cache_dir.join("generated");
        let sources = source_hashes(&output.modules);
        let changed = write_generated(&dir, &output.modules, &sources)?;
        if self.root == paths::root() && self.locale.is_none() {
            // The repository's own site also goes where tsc and editors look for it.
            write_generated(&paths::ui().join("src/generated"), &output.modules, &sources)?;
        }
        self.timeline.push(stage.finish(&format!(
            "{} modules, {changed} changed; {} page modules generated, {} reused",
            output.modules.len(),
            rendering.made,
            rendering.reused
        )));
        Ok(Generated { output, dir, sources, page_memo, highlights })
    }

    /// Bundles and pre-renders the pages (`ui/build.mjs`) and publishes them
    /// into `tree`. What needs no bundle is done beside it, while Node works:
    /// the Markdown for machines, keeping codegen's memos (tens of megabytes
    /// of highlighted code in a clean build of a code-heavy site) and reading
    /// the caches of the stages after it.
    fn bundle(
        &mut self,
        site: &content_model::Site,
        generated: &Generated,
        generator: &cache::Generator,
        bundler: &mut Bundler,
        tree: &mut Tree,
    ) -> Result<(BundleResult, PageCaches)> {
        let stage = Stage::start("bundle", self.out());
        let (root, work, cache_dir) = (&self.root, &self.work, &self.cache_dir);
        let beside = tree.beside();
        let (cards_beside, texts) = (tree.beside(), codegen::cards::cards(site));
        let (bundled, for_machines, drawn, caches) = std::thread::scope(|scope| {
            let for_machines = scope.spawn(|| {
                let mut twins = PageCache::open(work, "twins");
                (for_machines(site, &mut twins, beside), twins)
            });
            let drawn = scope.spawn(|| {
                let mut cache = PageCache::open(work, "cards");
                (cards::publish(site, root, &texts, &mut cache, cards_beside), cache)
            });
            let memos_kept = scope.spawn(|| {
                memos::PAGES.save(&generated.page_memo, &cache_dir.join(PAGE_MEMO), code::CODEGEN)?;
                let file = cache_dir.join(HIGHLIGHT_MEMO_FILE);
                memos::HIGHLIGHTS.save(&generated.highlights, &file, code::HIGHLIGHT)
            });
            let caches = scope.spawn(|| {
                (
                    PageCache::<String>::open(work, "feed-bodies"),
                    PageCache::<ScannedPage>::open(work, "pages"),
                )
            });
            let bundled = bundler.run(root, cache_dir, &generated.dir, &generated.sources, generator, &stage);
            let for_machines = for_machines.join().expect("the Markdown for machines panicked");
            let drawn = drawn.join().expect("drawing the social cards panicked");
            let bundled = memos_kept.join().expect("keeping the memos panicked").and(bundled);
            (bundled, for_machines, drawn, caches.join().expect("reading the page caches panicked"))
        });
        let bundled = bundled.inspect_err(|_| {
            // What the content stage found (a site plugin that threw) may explain the failure.
            self.report(&self.warnings);
        })?;
        // Diagrams that do not parse, site components we do not show: warnings,
        // reported at the end with the content's and counted with them.
        self.warnings.extend(bundled.warnings.iter().map(content_warning));
        let (for_machines, twins) = for_machines;
        let for_machines = for_machines?;
        let (drawn, card_cache) = drawn;
        let drawn = drawn?;
        let publishing = Instant::now();
        bundled.publish_into(tree, &stage)?;
        let write = publishing.elapsed().as_millis();
        self.timeline.push(stage.finish(&format!(
            "{} modules, {} compiled; app shell {}; {} of {} pages rendered ({}, write {write})",
            bundled.modules,
            bundled.compiled,
            if bundled.shell_built { "built" } else { "reused" },
            bundled.rendered,
            bundled.pages,
            bundled.timings.iter().map(|(step, ms)| format!("{step} {ms}")).collect::<Vec<_>>().join(", ")
        )));
        if let Some(made) = for_machines {
            tree.absorb(made.published, made.written);
            self.timeline.push(Stage::line(
                "llms",
                made.took,
                self.out(),
                &format!("{} (beside the bundle)", made.detail),
            ));
        }
        tree.absorb(drawn.manifest, drawn.written);
        self.timeline.push(Stage::line(
            "cards",
            drawn.took,
            self.out(),
            &format!("{} social cards, {} drawn (beside the bundle)", drawn.cards, drawn.drawn),
        ));
        let (feeds, pages) = caches;
        Ok((bundled, PageCaches { feeds, pages, twins, cards: card_cache }))
    }

    /// A page at each redirect's old address leading on to the new one; one whose old
    /// address is a page of the site is left out, with a warning. Returns how many it wrote.
    fn redirects(&mut self, site: &content_model::Site, tree: &mut Tree) -> Result<usize> {
        let routes: HashSet<String> = site.routes().into_iter().map(|r| r.path).collect();
        let page_files = paths::PageFiles::of(site);
        let mut written = 0;
        let icon = site.config.served_path(&site.config.favicon);
        for redirect in &site.redirects {
            if routes.contains(&redirect.from) {
                self.warnings.push(
                    Diagnostic::file_error(
                        &site.config_file,
                        format!(
                            "the redirect from `{}` is left out: a page of the site is there",
                            redirect.from
                        ),
                    )
                    .as_warning()
                    .expected("an old address that no page has now"),
                );
                continue;
            }
            // A file of static/ at that address is served as it is.
            if site.static_files.contains_key(content_model::statics::key_of(&redirect.from).as_ref()) {
                continue;
            }
            let to = if redirect.to.starts_with('/') {
                site.config.served_path(&redirect.to)
            } else {
                redirect.to.clone()
            };
            // An address ending in `.html` or `.htm` (`/docs/a.html`, of `fromExtensions`) is a folder's
            // index, as Docusaurus writes it: a file `docs/a.html` would be served for `/docs/a` before the
            // page's folder (by hosts and by `xtask serve`) and lead back to itself. Any other address is a
            // folder's page, dots and all (`/v/1.x`).
            let lower = redirect.from.to_ascii_lowercase();
            let has_extension = lower.ends_with(".html") || lower.ends_with(".htm");
            let file = if has_extension {
                // With `trailingSlash: false` that file is the page itself.
                if page_files.route_of(&redirect.from).is_some_and(|route| routes.contains(route)) {
                    continue;
                }
                format!("{}/index.html", paths::file_of_url(&redirect.from))
            } else {
                page_files.file(&redirect.from)
            };
            tree.write(&file, feeds::redirect(&to, &icon))?;
            written += 1;
        }
        Ok(written)
    }

    /// The sitemap, robots.txt and, with posts, the feeds the blog's options ask for.
    fn feeds(
        &mut self,
        site: &content_model::Site,
        contents: &HashMap<String, String>,
        tree: &mut Tree,
        cache: &mut PageCache<String>,
    ) -> Result<()> {
        let stage = Stage::start("feeds", self.out());
        let sitemap = site.sitemap;
        let mut detail = if sitemap {
            let routes = feeds::sitemap_entries(site);
            let alternates = site.config.locale_roots();
            tree.write("sitemap.xml", feeds::sitemap(&site.config.root_url(), &routes, &alternates))?;
            format!("sitemap.xml ({} URLs), robots.txt", routes.len())
        } else {
            "robots.txt (no sitemap: the config turns it off)".to_string()
        };
        tree.write("robots.txt", feeds::robots(&site.config.root_url(), sitemap))?;
        let redirects = self.redirects(site, tree)?;
        if redirects > 0 {
            detail.push_str(&format!(", {redirects} redirect page(s)"));
        }
        // Each blog's feeds, in its own folder.
        if !site.posts.is_empty() {
            let bodies = feed_bodies(&tree.dir, site, contents, cache)?;
            let files = feeds::files(site, &bodies);
            for (path, text) in &files {
                tree.write(path, text)?;
            }
            // Each blog writes the same names in its own folder: named once, with how many blogs.
            let mut names: Vec<&str> = Vec::new();
            let mut folders = std::collections::BTreeSet::new();
            for (path, _) in &files {
                let (folder, name) = path.rsplit_once('/').unwrap_or(("", path));
                folders.insert(folder);
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            let blogs = if folders.len() > 1 {
                format!(" in {} blogs' folders", folders.len())
            } else {
                String::new()
            };
            detail.push_str(&format!(", {}{blogs} ({} posts)", names.join(" "), site.posts.len()));
        }
        self.timeline.push(stage.finish(&detail));
        Ok(())
    }

    /// static/ (the files the loader read there, not walked again) and the
    /// files beside the pages, under their hashed names.
    fn static_files(&mut self, site: &content_model::Site, tree: &mut Tree) -> Result<()> {
        let stage = Stage::start("static", self.out());
        let folder = self.root.join("static");
        for url in site.static_files.keys() {
            let below = url.trim_start_matches('/');
            tree.copy(below, &folder.join(below))?;
        }
        for asset in site.assets.values() {
            tree.copy(asset.url.trim_start_matches('/'), &self.root.join(&asset.file))?;
        }
        let copied = site.static_files.len();
        self.timeline.push(stage.finish(&format!("{copied} files, {} beside pages", site.assets.len())));
        Ok(())
    }

    /// Every page parsed once for the search and links stages (pages the cache knows are not read).
    fn scan(
        &mut self,
        tree: &Tree,
        page_files: paths::PageFiles,
        contents: &HashMap<String, String>,
        stemming: search::terms::Stemming,
        cache: &mut PageCache<ScannedPage>,
    ) -> Result<Scan> {
        let stage = Stage::start("scan", self.out());
        let scan = scan_pages(tree, page_files, contents, code::ENGINE, stemming, cache, &stage)?;
        self.timeline.push(stage.finish(&format!(
            "{} pages, {} read again, {} other files",
            scan.pages.len(),
            scan.read,
            scan.files.len()
        )));
        Ok(scan)
    }

    /// The search index's files (below `SEARCH_INDEX`), with the stage's line.
    fn search(
        &mut self,
        site: &content_model::Site,
        scan: &Scan,
        cache: &PageCache<ScannedPage>,
    ) -> Vec<search::File> {
        let stage = Stage::start("search", self.out());
        // Unlisted pages are built but not offered to search.
        let listed: Vec<content_model::Route> = site.routes().into_iter().filter(|r| !r.unlisted).collect();
        let index = search_index(&listed, scan, cache, &search::Extras::from_site(site));
        self.timeline.push(stage.finish(&format!(
            "{} pages, {} terms, {} KB",
            index.pages,
            index.terms,
            index.files.iter().map(|f| f.text.len()).sum::<usize>() / 1024
        )));
        index.files
    }

    /// The link check, and beside it (with `search_now`) the search index
    /// written into `tree`; broken links are warnings.
    fn index_and_links(
        &mut self,
        site: &content_model::Site,
        output: &codegen::Output,
        scan: &Scan,
        cache: &PageCache<ScannedPage>,
        tree: &mut Tree,
        search_now: bool,
    ) -> Result<()> {
        // A page of static/ (HTML published as it is) is a target whose ids count,
        // but its own links are not checked: Docusaurus checks only the pages it renders.
        let as_targets: BTreeMap<&str, links::PageLinks> = scan
            .unnamed
            .iter()
            .filter_map(|route| Some((route.as_str(), cache.get(scan.pages.get(route)?)?)))
            .map(|(route, page)| (route, links::PageLinks { ids: page.links.ids.clone(), hrefs: Vec::new() }))
            .collect();
        let built: BTreeMap<&str, &links::PageLinks> = scan
            .pages
            .iter()
            .map(|(route, key)| {
                let page = as_targets.get(route.as_str());
                (route.as_str(), page.unwrap_or_else(|| &cache.get(key).expect("scanned").links))
            })
            .collect();
        let written: Vec<_> = output.links.iter().chain(&site.data_links).cloned().collect();
        let routes = site.routes();
        let site_code: HashSet<&str> = routes
            .iter()
            .filter(|route| matches!(route.kind, content_model::RouteKind::ReactPage(_)))
            .map(|route| route.path.as_str())
            .collect();
        let site_dir = self.root.clone();
        let on_disk = move |path: &str| site_dir.join(path).is_file();
        // The link check reads what the search index does not write: it runs beside it.
        let (broken, links_took) = std::thread::scope(|scope| -> Result<_> {
            let checking = scope.spawn(|| {
                let started = Instant::now();
                // A translation's links may lead to the default locale's pages and files (the first locale's base).
                let root = site.config.locales.first().map(|l| l.base_url.as_str());
                let root = root.filter(|root| *root != site.config.base_url);
                (
                    links::check(
                        &built,
                        &scan.files,
                        &written,
                        (&site.config.base_url, root),
                        (&site_code, &site.plain_anchors, &on_disk),
                    ),
                    started.elapsed(),
                )
            });
            if search_now {
                let files = self.search(site, scan, cache);
                write_search_index(tree, files)?;
            }
            Ok(checking.join().expect("the link check panicked"))
        })?;
        self.timeline.push(Stage::line(
            "links",
            links_took,
            self.out(),
            &format!(
                "{} links checked, {} broken (beside the search index)",
                output.links.len() + built.values().map(|p| p.hrefs.len()).sum::<usize>(),
                broken.len()
            ),
        ));
        // Anchors have their own setting (`onBrokenAnchors`, `warn` by default), as in Docusaurus.
        let (mut links, mut anchors) = (Vec::new(), Vec::new());
        for (kind, found) in broken {
            match kind {
                links::Broken::Link => links.push(found),
                links::Broken::Anchor => anchors.push(found),
                links::Broken::InSiteCode | links::Broken::OutsideBase
                    if site.on_broken_links == OnBroken::Ignore => {}
                links::Broken::InSiteCode | links::Broken::OutsideBase => self.warnings.push(found),
                links::Broken::OutsideFile => self.warnings.push(found),
            }
        }
        let mut errors = Vec::new();
        for (found, setting) in [(links, site.on_broken_links), (anchors, site.on_broken_anchors)] {
            match setting {
                OnBroken::Warn => self.warnings.extend(found),
                OnBroken::Ignore => {}
                // `'throw'`: the findings are errors, and stop the build as the content's do.
                OnBroken::Throw => {
                    errors.extend(found.into_iter().map(|d| Diagnostic { severity: Severity::Error, ..d }))
                }
            }
        }
        if !errors.is_empty() {
            let all: Vec<Diagnostic> = self.warnings.iter().cloned().chain(errors).collect();
            self.report(&all);
            return Err(ContentErrors(all).into());
        }
        Ok(())
    }

    /// Reports the warnings (a `--strict` build stops on them), replaces
    /// build/ with the staging tree, writes the search index there in
    /// [`Mode::PagesFirst`], and saves the caches and the stamp.
    fn finish(mut self, done: Finishing, mode: Mode) -> Result<Summary> {
        let Finishing { inputs, site, generated, scan, caches, mut tree, pages } = done;
        let out = self.out();
        let mut damaged = cache::damage_notes(&self.work);
        self.report(&damaged);
        self.report(&self.warnings);
        if self.options.strict && !self.warnings.is_empty() {
            bail!("{} warning(s) with --strict; build/ was left as it was", self.warnings.len());
        }

        let stage = Stage::start("swap", out);
        caches.feeds.save()?;
        caches.twins.save()?;
        caches.cards.save()?;
        Stamp::forget(&self.work);
        if let Mode::PagesFirst { .. } = mode {
            // The last build's index is served until this build's is written, after the pages are in place.
            tree.take_from_build(SEARCH_INDEX).context("keeping the last search index")?;
        }
        let written = tree.written();
        let mut manifest = tree.swap_in()?;
        self.timeline
            .push(stage.finish(&format!("build/ replaced ({written} of {} files written)", manifest.len())));
        let build = self.work.join("build");
        if let Mode::PagesFirst { published } = mode {
            published();
            let files = self.search(&site, &scan, &caches.pages);
            swap_in_search_index(&self.work, &build, files, &mut manifest)?;
        }
        publish::save_build_manifest(&self.work, &manifest)?;
        caches.pages.save()?;
        let stamp = Stamp {
            inputs,
            build: Stamp::build_id(&build).context("reading the new build/")?,
            pages,
            warnings: self.warnings.clone(),
            base_url: site.config.base_url.clone(),
        };
        stamp.save(&self.work)?;
        // Found while the new build/ was put in place (the manifests).
        let late = cache::damage_notes(&self.work);
        self.report(&late);
        damaged.extend(late);
        let total = self.started.elapsed();
        self.say(format!(
            "built build/ in {:.2} s: {pages} pages, {} warning(s)",
            total.as_secs_f64(),
            self.warnings.len()
        ));
        cache::drop_later((generated.output.modules, scan, site, manifest));
        Ok(Summary {
            warnings: self.warnings,
            pages,
            up_to_date: false,
            damaged,
            timeline: self.timeline,
            rendered: 0,
        })
    }
}

/// The file of content-model's parsed bodies' memo, in the build cache.
const PARSE_MEMO: &str = "parsed.bin";

/// The file of the highlighted blocks' memo, in the build cache.
const HIGHLIGHT_MEMO_FILE: &str = "highlight.bin";

/// Writes the search index into the staging tree. Its files sit in a folder
/// named by the index's version: the last one's, renamed, keeps the files that stay.
fn write_search_index(tree: &mut Tree, files: Vec<search::File>) -> Result<()> {
    if let Some((version, _)) = files.iter().find_map(|f| f.path.split_once('/')) {
        let last = tree.previous().keys().find_map(|path| {
            let (folder, _) = path.strip_prefix(&format!("{SEARCH_INDEX}/"))?.split_once('/')?;
            Some(folder.to_string())
        });
        if let Some(last) = last {
            tree.move_folder(&format!("{SEARCH_INDEX}/{last}/"), &format!("{SEARCH_INDEX}/{version}/"))?;
        }
    }
    for file in files {
        tree.write(&format!("{SEARCH_INDEX}/{}", file.path), &file.text)?;
    }
    Ok(())
}

/// `dev`: writes the search index beside the published build/ and swaps it
/// in as a folder, adding its files to `manifest`.
fn swap_in_search_index(
    site: &Path,
    build: &Path,
    files: Vec<search::File>,
    manifest: &mut publish::Manifest,
) -> Result<()> {
    let next = build.join(format!("{SEARCH_INDEX}.next"));
    let _ = fs::remove_dir_all(&next);
    for file in files {
        let path = next.join(&file.path);
        let folder = path.parent().expect("index files are in a folder");
        fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
        fs::write(&path, &file.text).with_context(|| format!("writing {}", path.display()))?;
        manifest.insert(format!("{SEARCH_INDEX}/{}", file.path), publish::hash(file.text.as_bytes()));
    }
    publish::replace_folder(site, &next, &build.join(SEARCH_INDEX))
}

/// Each listed post's body for the feeds, cut from its pre-rendered page: a
/// feed shows what the page shows. A page is read again only when what it
/// shows (or the feeds crate) changed, so feeds never make a build re-render.
fn feed_bodies(
    dir: &Path,
    site: &content_model::Site,
    contents: &HashMap<String, String>,
    cache: &mut PageCache<String>,
) -> Result<feeds::Bodies> {
    let mut bodies = feeds::Bodies::new();
    for post in site.blogs().flat_map(|blog| blog.listed_posts()) {
        let route = &post.meta.path;
        let shown = contents.get(route).map_or("", String::as_str);
        let key = PageCache::<()>::key(route, &format!("{shown}\0{}", code::FEEDS));
        let body = cache.reuse_or_make(key, || -> Result<String> {
            let path = paths::below(dir, &paths::PageFiles::of(site).file(route))?;
            let html = fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
            let url = format!("{}{route}", site.config.root_url());
            feeds::feed_html(&html, &url)
                .with_context(|| format!("{}: the page has no element marked as its content", path.display()))
        })?;
        bodies.insert(route.clone(), body);
    }
    Ok(bodies)
}

/// Markdown for machines and assistants, when the site has it: a twin of
/// every doc and post, llms.txt and llms-full.txt, published by `into`.
fn for_machines(
    site: &content_model::Site,
    cache: &mut PageCache<feeds::twin::Twin>,
    mut into: publish::Beside,
) -> Result<Option<ForMachines>> {
    if !site.config.llms {
        return Ok(None);
    }
    let started = Instant::now();
    let twins = reused_twins(site, cache);
    for twin in &twins {
        into.write(&paths::file_of_url(&twin.path), &twin.text)?;
    }
    into.write(feeds::llms::LLMS_PATH.trim_start_matches('/'), feeds::llms::llms_txt(site))?;
    into.write(
        feeds::llms::LLMS_FULL_PATH.trim_start_matches('/'),
        feeds::llms::llms_full_txt(site, &twins),
    )?;
    let (published, written) = into.finish();
    let detail = format!("llms.txt, llms-full.txt, {} Markdown twins", twins.len());
    Ok(Some(ForMachines { published, written, took: started.elapsed(), detail }))
}

/// The Markdown twin of every page, made again only where its page or what it
/// reads from the site (see `feeds::twin::site_context`) changed.
fn reused_twins(
    site: &content_model::Site,
    cache: &mut PageCache<feeds::twin::Twin>,
) -> Vec<feeds::twin::Twin> {
    let mut context = blake3::Hasher::new();
    context.update(code::FEEDS.as_bytes()).update(feeds::twin::site_context(site).as_bytes());
    feeds::twin::sources(site)
        .iter()
        .map(|source| {
            let mut hasher = context.clone();
            for input in source.inputs() {
                hasher.update(&input.len().to_le_bytes()).update(input.as_bytes());
            }
            let key = PageCache::<()>::key(source.route(), &hasher.finalize().to_hex());
            let made: Result<_, std::convert::Infallible> = cache.reuse_or_make(key, || Ok(source.make()));
            let Ok(twin) = made;
            twin
        })
        .collect()
}

/// What the search and links stages read from a built page, kept between builds by what it shows.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct ScannedPage {
    links: links::PageLinks,
    /// Its searchable text and terms (`None`: the page is not searched).
    search: Option<(search::Page, search::PageTerms)>,
}

/// The staged site's pages (route → their key in the page cache, which holds
/// each one's scan), the other files, and how many pages were read again.
struct Scan {
    pages: BTreeMap<String, String>,
    /// Pages the bundle stage did not make (an `index.html` of static/).
    unnamed: HashSet<String>,
    files: HashSet<String>,
    read: usize,
}

/// Finds every page and file of the staged site and scans the pages whose
/// content is new, on every core, each parsed once for its links and its
/// searchable text. A page the bundle stage did not make (an `index.html`
/// under static/) is always read: nothing names what it shows.
fn scan_pages(
    tree: &Tree,
    page_files: paths::PageFiles,
    contents: &HashMap<String, String>,
    generator: &str,
    stemming: search::terms::Stemming,
    cache: &mut PageCache<ScannedPage>,
    stage: &Stage,
) -> Result<Scan> {
    let mut pages = BTreeMap::new();
    let mut files = HashSet::new();
    let mut unnamed = HashSet::new();
    let mut missing = Vec::new();
    for file in tree.files() {
        // Known by its address as the model writes routes: encoded (a file `a b/index.html` is the page `/a%20b`).
        let url = content_model::route::encoded(&format!("/{file}"));
        let Some(route) = page_files.route_of(&url) else {
            files.insert(url);
            continue;
        };
        let content = contents.get(route);
        // The scan's code and the terms' stemming too: a new extractor reads every page again.
        let key = match content {
            Some(content) => PageCache::<()>::key(route, &format!("{content}\0{generator}\0{stemming:?}")),
            None => {
                unnamed.insert(route.to_string());
                PageCache::<()>::key(route, &format!("unnamed {}", missing.len()))
            }
        };
        if content.is_none() || !cache.keep(&key) {
            missing.push((route.to_string(), key.clone(), tree.dir.join(file)));
        }
        pages.insert(route.to_string(), key);
    }
    let read = missing.len();
    let done = std::sync::atomic::AtomicU64::new(0);
    let (done, total) = (&done, read as u64);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per_worker = missing.len().div_ceil(workers).max(1);
    let scanned: Vec<Result<(String, ScannedPage)>> = std::thread::scope(|scope| {
        let handles: Vec<_> = missing
            .chunks(per_worker)
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|(route, key, path)| {
                            let html = fs::read_to_string(path)
                                .with_context(|| format!("reading {}", path.display()))?;
                            let document = search::parse_page(&html);
                            let scanned = ScannedPage {
                                links: links::scan_document(&document),
                                search: search::page_of(route, &document).map(|page| {
                                    let terms = search::page_terms(&page, stemming);
                                    (page, terms)
                                }),
                            };
                            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                            stage.count(n, total, "pages read");
                            Ok((key.clone(), scanned))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("scan worker panicked")).collect()
    });
    for result in scanned {
        let (key, page) = result?;
        cache.insert(key, page);
    }
    Ok(Scan { pages, files, read, unnamed })
}

/// The search index's folder in build/.
const SEARCH_INDEX: &str = "search-index";

/// The search index of the listed routes, from their scans.
fn search_index(
    routes: &[content_model::Route],
    scan: &Scan,
    cache: &PageCache<ScannedPage>,
    extras: &search::Extras,
) -> search::Index {
    let (pages, terms): (Vec<&search::Page>, Vec<&search::PageTerms>) = routes
        .iter()
        .filter_map(|route| scan.pages.get(&route.path))
        .filter_map(|key| cache.get(key).expect("scanned").search.as_ref())
        .map(|(page, terms)| (page, terms))
        .unzip();
    search::build_from(&pages, &terms, extras)
}

/// Prints diagnostics like a compiler, errors last so they stay in view.
/// Quiet output shows errors only; colour only on a terminal and without `NO_COLOR`.
pub fn report(diagnostics: &[Diagnostic], out: Output) {
    crate::process::blocking_stdio();
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut sorted: Vec<&Diagnostic> =
        diagnostics.iter().filter(|d| out != Output::Quiet || d.is_error()).collect();
    sorted.sort_by_key(|d| (d.severity, d.file.clone(), d.line, d.column));
    for d in sorted {
        eprintln!("{}\n", d.render(color));
    }
}

/// A build with no highlighting to reuse (a clean one) compiles the grammars
/// its code blocks name on a thread of their own, begun while the inputs are
/// hashed and the content loads, instead of in codegen, whose threads would
/// each stop to compile the languages they meet or wait for the other to.
fn prepare_highlighting(sources: &content_model::Sources) {
    let languages: BTreeSet<String> = sources
        .files()
        .filter(|(path, _)| path.ends_with(".md") || path.ends_with(".mdx"))
        .filter_map(|(_, contents)| match contents {
            content_model::sources::Contents::Text(bytes) => std::str::from_utf8(bytes).ok(),
            content_model::sources::Contents::Binary(_) => None,
        })
        .flat_map(codegen::markdown::fence_languages)
        .collect();
    if !languages.is_empty() {
        std::thread::spawn(move || highlight::prepare(languages.iter().map(String::as_str)));
    }
}

/// A hash of each generated module's text, by its path: the bundle stage
/// keys its compiled modules by them instead of reading every source again.
fn source_hashes(modules: &[codegen::Module]) -> BTreeMap<String, String> {
    modules.iter().map(|m| (m.path.clone(), blake3::hash(m.text.as_bytes()).to_hex().to_string())).collect()
}

/// Index of what `write_generated` last wrote into a folder: path → hash.
const WRITTEN_INDEX: &str = ".written.json";

/// Writes generated modules, touching only files whose text changed and
/// removing ones no longer generated (so the bundler and tsc see a clean
/// tree). What changed is known from the index of the last write: each
/// file's hash and its stat identity then (`cache::identity`). A file the
/// index says is current is read and compared only when its identity
/// changed (the bundle stage reads it); one that differs is a damaged cache
/// file, written again. Returns how many were written.
fn write_generated(
    dir: &Path,
    modules: &[codegen::Module],
    hashes: &BTreeMap<String, String>,
) -> Result<usize> {
    let index_file = dir.join(WRITTEN_INDEX);
    let previous: BTreeMap<String, (String, String)> =
        cache::read_sealed_json(&index_file).unwrap_or_default();
    // Forgotten before writing: a build stopped halfway leaves no index that vouches for old files.
    let _ = fs::remove_file(&index_file);
    let mut changed = 0;
    let mut index = BTreeMap::new();
    for module in modules {
        let path = paths::below(dir, &module.path)?;
        let hash = hashes.get(&module.path).expect("every module is hashed");
        if let Some((known, identity)) = previous.get(&module.path)
            && known == hash
        {
            let now = cache::identity(&path);
            let intact = now.as_ref() == Some(identity)
                || match fs::read(&path) {
                    Ok(text) if text == module.text.as_bytes() => true,
                    Ok(_) => {
                        cache::damaged(&path, "it differs from what was generated");
                        false
                    }
                    Err(e) => {
                        cache::damaged(&path, format!("unreadable: {e}"));
                        false
                    }
                };
            if intact && let Some(now) = now {
                index.insert(module.path.clone(), (hash.clone(), now));
                continue;
            }
        }
        let folder = path.parent().expect("module has a folder");
        fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
        let _ = fs::remove_file(&path);
        fs::write(&path, &module.text).with_context(|| format!("writing {}", path.display()))?;
        let now = cache::identity(&path).with_context(|| format!("reading {}", path.display()))?;
        index.insert(module.path.clone(), (hash.clone(), now));
        changed += 1;
    }
    // The folder holds what the index names (a write stopped halfway left no
    // index): only a change of the set of modules can leave files to remove.
    if !previous.keys().eq(hashes.keys()) {
        let mut wanted: HashSet<PathBuf> = modules.iter().map(|m| dir.join(&m.path)).collect();
        wanted.insert(index_file.clone());
        remove_unwanted(dir, &wanted)?;
    }
    cache::write_sealed(&index_file, &serde_json::to_vec(&index)?)?;
    Ok(changed)
}

fn remove_unwanted(dir: &Path, wanted: &HashSet<PathBuf>) -> Result<()> {
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            remove_unwanted(&path, wanted)?;
        } else if !wanted.contains(&path) {
            fs::remove_file(&path).with_context(|| format!("removing {}", path.display()))?;
        }
    }
    Ok(())
}

/// Copies the folder `from` to `to` by the loader's rules ([`site_loader::walk`]):
/// hidden files are left out (but in static/), links inside `from` become
/// copies, and a link out of it is an error before anything is copied. Returns how many files.
pub fn copy_tree(from: &Path, to: &Path) -> Result<usize> {
    copy_within(from, from, to)
}

/// [`copy_tree`] of the folder `from` of the site `site`: links may lead anywhere in the site.
pub fn copy_within(site: &Path, from: &Path, to: &Path) -> Result<usize> {
    let walked = site_loader::walk::Bounds::of(site).walk(from, &[]);
    let below = |path: &Path| to.join(path.strip_prefix(from).expect("walked from `from`"));
    let files = walked.all_files()?;
    fs::create_dir_all(to).with_context(|| format!("creating {}", to.display()))?;
    for file in &files {
        let target = below(&file.path);
        if let Some(folder) = target.parent() {
            fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
        }
        fs::copy(&file.path, &target).with_context(|| format!("copying {}", file.path.display()))?;
    }
    Ok(files.len())
}

/// The config's `customCss` files that are not there (Docusaurus stops on
/// them; here the page is built without them, and each is said).
fn missing_custom_css(root: &Path, site: &content_model::Site) -> Vec<Diagnostic> {
    let listed = site.theme_files.custom_css.iter().flatten();
    listed
        .filter(|file| !root.join(file).is_file())
        .map(|file| {
            Diagnostic::file_error(
                &site.config_file,
                format!("`customCss` names `{file}`, which is not a file: left out"),
            )
            .as_warning()
            .expected("a CSS file of the site (a path from the site's folder) or of an installed package")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Thirteen locales built from the same untranslated docs find the same broken anchor thirteen times.
    #[test]
    fn a_finding_every_locale_shares_is_printed_once() {
        let file = content_model::SourceFile::new("docs/a.md", "# A\n\n[b](./b#x)\n");
        let anchor = Diagnostic::warning(&file, 6, "broken anchor `#x`");
        let other = Diagnostic::warning(&file, 0, "another finding");
        let printed = Printed::default();
        assert_eq!(printed.fresh(std::slice::from_ref(&anchor)).len(), 1);
        let second = printed.fresh(&[anchor.clone(), other.clone()]);
        assert_eq!(second.iter().map(|d| d.message.as_str()).collect::<Vec<_>>(), ["another finding"]);
        assert!(printed.fresh(&[anchor, other]).is_empty());
        assert_eq!(printed.repeats.get(), 3);
    }

    /// A `customCss` file the config names that is not there is said, never dropped in silence.
    #[test]
    fn a_custom_css_file_that_is_not_there_is_named() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("src/css")).unwrap();
        fs::write(dir.path().join("src/css/brand.css"), ":root {}").unwrap();
        fs::write(dir.path().join("docusaurus.config.js"), "").unwrap();
        let config = r#"{"title": "T", "url": "https://t.example", "presets": [["classic", {"docs": false,
            "blog": false, "theme": {"customCss": ["src/css/brand.css", "src/css/gone.css"]}}]]}"#;
        let site = content_model::testing::SiteBuilder::empty()
            .file("docusaurus.config.js", "export default {}")
            .evaluated("docusaurus.config.js", config)
            .site();
        let found: Vec<String> = missing_custom_css(dir.path(), &site)
            .iter()
            .map(|d| format!("{}: {}", d.file, d.message))
            .collect();
        assert_eq!(
            found,
            ["docusaurus.config.js: `customCss` names `src/css/gone.css`, which is not a file: left out"]
        );
    }

    /// What codegen cannot compile (a component the page neither imports nor
    /// is given) stops the build there with the error at its place, before
    /// the bundle stage fails on it with a message that names no file.
    #[test]
    fn codegen_errors_stop_the_build_at_their_place() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/e2e-site"), dir.path()).unwrap();
        let site = dir.path().to_path_buf();
        fs::write(site.join("content/docs/guide/button.mdx"), "---\ntitle: 단추\n---\n\n<Button />\n")
            .unwrap();
        let Err(error) = run(&Options::of(site)) else {
            panic!("a component the page does not define cannot be compiled, and the build passed");
        };
        let Some(ContentErrors(diagnostics)) = error.downcast_ref::<ContentErrors>() else {
            panic!("not a content error: {error:#}");
        };
        let errors: Vec<String> =
            diagnostics.iter().filter(|d| d.is_error()).map(ToString::to_string).collect();
        assert!(
            errors.len() == 1
                && errors[0].starts_with(
                    "content/docs/guide/button.mdx:5:1: error: `<Button>` is not defined in this page"
                ),
            "{errors:?}"
        );
    }

    /// Site code an MDX page imports is bundled (ui/stages/site.mjs); a
    /// module that is not there is one error at the page's import line, and
    /// one inside a component at the component's line.
    #[test]
    fn a_site_module_that_is_not_there_is_an_error_at_its_import() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/e2e-site"), dir.path()).unwrap();
        let site = dir.path().to_path_buf();
        fs::write(
            site.join("content/docs/guide/button.mdx"),
            "---\ntitle: 단추\n---\n\nimport Button from '/src/components/Button';\nimport Card from '/src/components/Card';\n\n<Button /><Card />\n",
        )
        .unwrap();
        fs::create_dir_all(site.join("src/components")).unwrap();
        fs::write(
            site.join("src/components/Card.jsx"),
            "import Icon from './Icon';\nexport default function Card() { return <Icon />; }\n",
        )
        .unwrap();
        let Err(error) = run(&Options::of(site)) else {
            panic!("a missing site module was imported, and the build passed");
        };
        let message = format!("{error:#}");
        assert!(
            message.contains("content/docs/guide/button.mdx:5:20: cannot find `/src/components/Button`"),
            "{message}"
        );
        assert!(message.contains("src/components/Card.jsx:1:18: cannot find `./Icon`"), "{message}");
        assert!(
            !message.contains("ui/stages/"),
            "the stack of our code hides the authors' mistake: {message}"
        );
    }

    /// A page of static/ (an old version's HTML, published as it is) is a
    /// link target with its ids, but its own links are not checked:
    /// Docusaurus checks only the pages it renders.
    #[test]
    fn a_static_page_is_a_target_whose_links_are_its_own() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/broken"), dir.path()).unwrap();
        let site = dir.path().to_path_buf();
        fs::create_dir_all(site.join("static/legacy")).unwrap();
        fs::write(
            site.join("static/legacy/index.html"),
            "<!doctype html><title>v1</title><h2 id=\"kept\">v1</h2><a href=\"/v1/gone\">gone</a><a href=\"irc://irc.example.net/#room\">chat</a>\n",
        )
        .unwrap();
        fs::write(
            site.join("content/docs/guide/old.md"),
            "---\ntitle: 예전 판\n---\n\n[있는 곳](/legacy#kept)과 [없는 곳](/legacy#lost)입니다.\n",
        )
        .unwrap();
        let summary = run(&Options::of(site)).expect("warnings do not fail a build");
        let found: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
        assert!(!found.iter().any(|w| w.contains("/v1/gone") || w.contains("page /legacy")), "{found:#?}");
        assert!(
            found.iter().any(|w| w.contains("content/docs/guide/old.md") && w.contains("`#lost`")),
            "{found:#?}"
        );
        assert!(!found.iter().any(|w| w.contains("`#kept`")), "{found:#?}");
    }

    /// A site reached through a link to its folder (`--site ./website`) builds
    /// its code as the real folder: the bundler names its output by real paths.
    #[test]
    fn a_site_folder_reached_through_a_link_builds_its_code() {
        let dir = tempfile::tempdir().unwrap();
        // Deeper than its link: paths relative to the one do not fit the other.
        let real = dir.path().join("project/doc/website");
        fs::create_dir_all(real.join("src/pages")).unwrap();
        fs::write(
            real.join("docusaurus.config.js"),
            "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]] };\n",
        )
        .unwrap();
        fs::write(
            real.join("src/pages/index.js"),
            "import React from 'react';\nimport Layout from '@theme/Layout';\nexport default function Home() { return <Layout title=\"홈\"><main>환영합니다</main></Layout>; }\n",
        )
        .unwrap();
        let link = dir.path().join("website");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        run(&Options::of(link)).expect("the site builds through its link");
        let home = fs::read_to_string(real.join("build/index.html")).unwrap();
        assert!(home.contains("환영합니다"), "{home}");
    }

    /// Runs the whole pipeline on a corpus with one broken link, one broken
    /// anchor and one duplicate route.
    #[test]
    fn link_problems_warn_and_fail_strict_builds_without_touching_build() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/broken"), dir.path()).unwrap();
        let site = dir.path().to_path_buf();

        let summary = run(&Options::of(site.clone())).expect("warnings do not fail a build");
        let found: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            found,
            [
                "content/docs/guide/same.md:1:1: warning: duplicate route `/guide/other`: also produced by content/docs/guide/other.md; this one is ignored (one file per route)",
                "content/docs/guide/index.md:7:1: warning: broken link to `/guide/missing`: no page or file at `/guide/missing` (a route of the site and, after `#`, an id on that page)",
                "content/docs/guide/index.md:8:1: warning: broken anchor `#nowhere`: `/guide/other` has no heading or element with that id (a route of the site and, after `#`, an id on that page)",
            ]
        );
        assert!(site.join("build/guide/index.html").is_file());

        fs::write(site.join("build/marker"), "previous build").unwrap();
        let error = run(&Options { strict: true, ..Options::of(site.clone()) })
            .err()
            .expect("--strict fails on warnings");
        assert!(error.to_string().contains("3 warning(s) with --strict"), "{error}");
        assert_eq!(fs::read_to_string(site.join("build/marker")).unwrap(), "previous build");
        let leftovers: Vec<_> = fs::read_dir(&site)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("build."))
            .collect();
        assert!(leftovers.is_empty(), "staging folders are cleaned up");
    }
}
