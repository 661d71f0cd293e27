//! `cargo xtask build`: content → codegen → bundle → pre-render → feeds →
//! static files, into a temporary folder that replaces `build/` only when every
//! stage has passed.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use content_model::{Diagnostic, Severity};

use crate::bundle::Bundler;
use crate::cache::{self, PageCache, Stamp};
use crate::lock::SiteLock;
use crate::progress::{Output, Stage};
use crate::publish::{self, Tree};
use crate::{code, evaluated, git, links, memos, npm, paths};

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
}

/// Set (to anything) to have a build print the time its progress reporting took.
pub const PROGRESS_COST_VARIABLE: &str = "XTASK_PROGRESS_COST";

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
    let _lock = SiteLock::take(&options.site, if options.clean { "build --clean" } else { "build" })?;
    run_with(options, &mut Bundler::for_build(), None)
}

/// A build whose bundle stage runs in `bundler` (`dev` keeps one process
/// running), by a caller that holds the site's [`SiteLock`]. With
/// `on_published` (`dev`), the new build/ is put in place as
/// soon as its pages are checked, `on_published` is told (open pages reload),
/// and the search index, the slowest part of a small rebuild, follows: until
/// it does, build/ keeps the previous build's index.
pub fn run_with(
    options: &Options,
    bundler: &mut Bundler,
    mut on_published: Option<&mut dyn FnMut()>,
) -> Result<Summary> {
    let root = options.site.clone();
    let started = Instant::now();
    let out = options.output;
    let say = |text: String| {
        if out != Output::Quiet {
            println!("{text}");
        }
    };

    // Each stage's name and time, for `dev`'s one-line report.
    let mut timeline = Vec::new();
    let stage = Stage::start("npm", out);
    let installed = npm::ensure_installed()?;
    timeline.push(stage.finish(if installed { "installed" } else { "up to date" }));

    let cache_dir = paths::cache(&root);
    // What an earlier build of this process left unreported (it failed).
    drop(cache::damage_notes(&root));
    if options.clean || !cache::in_current_format(&root) {
        publish::discard_cache(&root);
    }
    cache::mark_format(&root)?;
    let stage = Stage::start("inputs", out);
    let generator = cache::Generator::current()?;
    // The memos (tens of megabytes at 10,000 docs) are read on other threads
    // while the inputs are hashed and the content loads; a build that finds
    // nothing changed exits without waiting for them.
    let parsed_file = cache_dir.join("parsed.bin");
    let parse_memo = memos::PARSES.open_beside(&root, &parsed_file, code::CONTENT_MODEL);
    let mode = match (options.strict, options.drafts) {
        (true, true) => "strict drafts",
        (true, false) => "strict",
        (false, true) => "drafts",
        (false, false) => "",
    };
    // The history is an input: a commit that changes a page's date rebuilds it.
    let (history, history_note) = git::history(&root);
    let options_key = format!("{mode}\0{}", git::fingerprint(&history));
    // Read once: hashed here, loaded by the content stage.
    // A Docusaurus config and sidebars are evaluated (in Node) before the model reads them.
    let sources = site_loader::read_with(&root, |site| evaluated::answer(site, &generator.compiler));
    // A build with no highlighting kept (a clean one) has nothing to find
    // unchanged either: its grammars compile while the inputs are hashed.
    let highlighted = cache_dir.join("highlight.bin");
    if !highlighted.exists() {
        prepare_highlighting(&sources);
    }
    let inputs = Stamp::inputs_of(&root, &generator, &options_key, &sources)?;
    if let Some(stamp) = Stamp::matching(&root, &inputs) {
        timeline.push(stage.finish("the same as the last build's"));
        report(&stamp.warnings, out);
        say(format!(
            "build/ is up to date: nothing changed since the last build ({} pages, {} warning(s)); checked in {:.2} s",
            stamp.pages,
            stamp.warnings.len(),
            started.elapsed().as_secs_f64()
        ));
        let damaged = Vec::new();
        return Ok(Summary {
            warnings: stamp.warnings,
            pages: stamp.pages,
            up_to_date: true,
            damaged,
            timeline,
        });
    }
    timeline.push(stage.finish("changed since the last build"));
    bundler.start()?;

    let pages_file = cache_dir.join("page-modules.bin");
    let page_memo = memos::PAGES.open_beside(&root, &pages_file, code::CODEGEN);
    let stage = Stage::start("content", out);
    let memo = parse_memo.join().expect("reading the parsed bodies' memo panicked");
    let loaded = content_model::load_with(
        &sources,
        content_model::LoadOptions { drafts: options.drafts, history: Some(&history), memo: Some(&memo) },
    );
    cache::drop_later(sources);
    let reading = memo.counts();
    let (notes, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) = loaded
        .diagnostics
        .iter()
        .filter(|d| !d.is_error())
        .cloned()
        .chain(history_note)
        .partition(|d| d.severity == Severity::Note);
    report(&notes, out);
    let mut warnings = warnings;
    let errors: Vec<&Diagnostic> = loaded.errors().collect();
    if !errors.is_empty() {
        report(&loaded.diagnostics, out);
        return Err(ContentErrors(loaded.diagnostics.clone()).into());
    }
    let site = loaded.site.context("content loaded without errors but produced no site")?;
    memos::PARSES.save(&memo, &parsed_file, code::CONTENT_MODEL)?;
    timeline.push(stage.finish(&format!(
        "{} docs, {} posts; {} bodies parsed, {} reused",
        site.docs.len(),
        site.posts.len(),
        reading.made,
        reading.reused
    )));

    let stage = Stage::start("codegen", out);
    remember_highlighting(&highlighted, code::HIGHLIGHT);
    let page_memo = page_memo.join().expect("reading the page modules' memo panicked");
    let output = codegen::generate_with(&site, &page_memo);
    let rendering = page_memo.counts();
    // Codegen's errors (MDX that cannot be compiled: an unknown import, an
    // undefined component) stop the build as the content's do.
    if output.diagnostics.iter().any(Diagnostic::is_error) {
        let all: Vec<Diagnostic> = warnings.iter().chain(&output.diagnostics).cloned().collect();
        report(&all, out);
        return Err(ContentErrors(all).into());
    }
    warnings.extend(output.diagnostics);
    let generated = cache_dir.join("generated");
    let sources = source_hashes(&output.modules);
    let changed = write_generated(&generated, &output.modules, &sources)?;
    if root == paths::root() {
        // The repository's own site also goes where tsc and editors look for it.
        write_generated(&paths::ui().join("src/generated"), &output.modules, &sources)?;
    }
    timeline.push(stage.finish(&format!(
        "{} modules, {changed} changed; {} page modules generated, {} reused",
        output.modules.len(),
        rendering.made,
        rendering.reused
    )));

    let mut tree = Tree::start(&root)?;
    let stage = Stage::start("bundle", out);
    // What needs no bundle is done beside it, while Node works: the Markdown
    // for machines, keeping codegen's memos (tens of megabytes of highlighted
    // code in a clean build of a code-heavy site) and reading the caches of
    // the stages after it.
    let (bundled, (for_machines, twin_cache), (mut feed_cache, mut page_cache)) =
        std::thread::scope(|scope| {
            let for_machines = scope.spawn(|| {
                let mut twin_cache = PageCache::open(&root, "twins");
                (for_machines(&site, &mut twin_cache, tree.beside()), twin_cache)
            });
            let memos_kept = scope.spawn(|| {
                memos::PAGES.save(&page_memo, &pages_file, code::CODEGEN)?;
                keep_highlighting(&highlighted, code::HIGHLIGHT)
            });
            let caches = scope.spawn(|| {
                (
                    PageCache::<String>::open(&root, "feed-bodies"),
                    PageCache::<ScannedPage>::open(&root, "pages"),
                )
            });
            let bundled = bundler.run(&cache_dir, &generated, &sources, &generator, &stage);
            let for_machines = for_machines.join().expect("the Markdown for machines panicked");
            let bundled = memos_kept.join().expect("keeping the memos panicked").and(bundled);
            (bundled, for_machines, caches.join().expect("reading the page caches panicked"))
        });
    let bundled = bundled?;
    let for_machines = for_machines?;
    let publishing = Instant::now();
    bundled.publish_into(&mut tree, &stage)?;
    let write = publishing.elapsed().as_millis();
    timeline.push(stage.finish(&format!(
        "{} modules, {} compiled; app shell {}; {} of {} pages rendered ({}, write {write})",
        bundled.modules,
        bundled.compiled,
        if bundled.shell_built { "built" } else { "reused" },
        bundled.rendered,
        bundled.pages,
        bundled.timings.iter().map(|(step, ms)| format!("{step} {ms}")).collect::<Vec<_>>().join(", ")
    )));
    if let Some((published, written, took, detail)) = for_machines {
        tree.absorb(published, written);
        timeline.push(Stage::line("llms", took, out, &format!("{detail} (beside the bundle)")));
    }
    let pages = bundled.pages;

    let stage = Stage::start("feeds", out);
    // Unlisted pages are built but not offered to crawlers nor to search.
    let listed_routes: Vec<content_model::Route> =
        site.routes().into_iter().filter(|r| !r.unlisted).collect();
    let routes = feeds::sitemap_entries(&site);
    tree.write("sitemap.xml", feeds::sitemap(&site.config.url, &routes))?;
    tree.write("robots.txt", feeds::robots(&site.config.url))?;
    let mut detail = format!("sitemap.xml ({} URLs), robots.txt", routes.len());
    if !site.posts.is_empty() {
        let bodies = feed_bodies(&tree.dir, &site, &bundled.contents, &mut feed_cache)?;
        tree.write(feeds::RSS_PATH.trim_start_matches('/'), feeds::rss(&site, &bodies))?;
        tree.write(feeds::ATOM_PATH.trim_start_matches('/'), feeds::atom(&site, &bodies))?;
        for (path, text) in feeds::stylesheets(&site) {
            tree.write(path, text)?;
        }
        detail.push_str(&format!(", RSS and Atom ({} posts)", site.posts.len()));
    }
    timeline.push(stage.finish(&detail));

    let stage = Stage::start("static", out);
    let copied = tree.copy_tree(&root.join("static"))?;
    // Files beside the pages, under their hashed names.
    for asset in site.assets.values() {
        tree.copy(asset.url.trim_start_matches('/'), &root.join(&asset.file))?;
    }
    timeline.push(stage.finish(&format!("{copied} files, {} beside pages", site.assets.len())));

    // Every page is parsed once for the search and links stages (pages the cache knows are not read).
    let stage = Stage::start("scan", out);
    let scan = scan_pages(&tree, &bundled.contents, code::ENGINE, &mut page_cache, &stage)?;
    timeline.push(stage.finish(&format!(
        "{} pages, {} read again, {} other files",
        scan.pages.len(),
        scan.read,
        scan.files.len()
    )));

    let build = root.join("build");
    // The search index's files (below `SEARCH_INDEX`), with the stage's line.
    let search_stage = |timeline: &mut Vec<_>| -> Vec<search::File> {
        let stage = Stage::start("search", out);
        let extras = search::Extras::from_site(&site);
        let index = search_index(&listed_routes, &scan, &page_cache, &extras);
        timeline.push(stage.finish(&format!(
            "{} pages, {} terms, {} KB",
            index.pages,
            index.terms,
            index.files.iter().map(|f| f.text.len()).sum::<usize>() / 1024
        )));
        index.files
    };
    // The link check reads what the search index does not write: it runs beside it.
    let built: BTreeMap<&str, &links::PageLinks> = scan
        .pages
        .iter()
        .map(|(route, key)| (route.as_str(), &page_cache.get(key).expect("scanned").links))
        .collect();
    let written: Vec<_> = output.links.iter().chain(&site.data_links).cloned().collect();
    let (broken, links_took) = std::thread::scope(|scope| -> Result<_> {
        let checking = scope.spawn(|| {
            let started = Instant::now();
            (links::check(&built, &scan.files, &written), started.elapsed())
        });
        if on_published.is_none() {
            let files = search_stage(&mut timeline);
            // Its files sit in a folder named by the index's version: the last one's, renamed, keeps the files that stay.
            if let Some((version, _)) = files.iter().find_map(|f| f.path.split_once('/')) {
                let last = tree.previous().keys().find_map(|path| {
                    let (folder, _) = path.strip_prefix(&format!("{SEARCH_INDEX}/"))?.split_once('/')?;
                    Some(folder.to_string())
                });
                if let Some(last) = last {
                    tree.move_folder(
                        &format!("{SEARCH_INDEX}/{last}/"),
                        &format!("{SEARCH_INDEX}/{version}/"),
                    )?;
                }
            }
            for file in files {
                tree.write(&format!("{SEARCH_INDEX}/{}", file.path), &file.text)?;
            }
        }
        Ok(checking.join().expect("the link check panicked"))
    })?;
    timeline.push(Stage::line(
        "links",
        links_took,
        out,
        &format!(
            "{} links checked, {} broken (beside the search index)",
            output.links.len() + built.values().map(|p| p.hrefs.len()).sum::<usize>(),
            broken.len()
        ),
    ));
    warnings.extend(broken);

    let mut damaged = cache::damage_notes(&root);
    report(&damaged, out);
    report(&warnings, out);
    if options.strict && !warnings.is_empty() {
        bail!("{} warning(s) with --strict; build/ was left as it was", warnings.len());
    }

    let stage = Stage::start("swap", out);
    feed_cache.save()?;
    twin_cache.save()?;
    Stamp::forget(&root);
    if on_published.is_some() {
        // `dev`: the last build's index is served until this build's is written, after the pages are in place.
        tree.take_from_build(SEARCH_INDEX).context("keeping the last search index")?;
    }
    let written = tree.written();
    let mut manifest = tree.swap_in()?;
    timeline.push(stage.finish(&format!("build/ replaced ({written} of {} files written)", manifest.len())));
    if let Some(published) = on_published.as_mut() {
        published();
        let next = build.join(format!("{SEARCH_INDEX}.next"));
        let _ = fs::remove_dir_all(&next);
        for file in search_stage(&mut timeline) {
            let path = next.join(&file.path);
            let folder = path.parent().expect("index files are in a folder");
            fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
            fs::write(&path, &file.text).with_context(|| format!("writing {}", path.display()))?;
            manifest.insert(format!("{SEARCH_INDEX}/{}", file.path), publish::hash(file.text.as_bytes()));
        }
        publish::replace_folder(&root, &next, &build.join(SEARCH_INDEX))?;
    }
    publish::save_build_manifest(&root, &manifest)?;
    page_cache.save()?;
    let stamp = Stamp {
        inputs,
        build: Stamp::build_id(&build).context("reading the new build/")?,
        pages,
        warnings: warnings.clone(),
    };
    stamp.save(&root)?;
    // Found while the new build/ was put in place (the manifests).
    let late = cache::damage_notes(&root);
    report(&late, out);
    damaged.extend(late);
    let total = started.elapsed();
    say(format!(
        "built build/ in {:.2} s: {pages} pages, {} warning(s)",
        total.as_secs_f64(),
        warnings.len()
    ));
    if std::env::var_os(PROGRESS_COST_VARIABLE).is_some() {
        // For `cargo xtask bench`: what drawing the progress cost this build.
        println!(
            "progress cost: {:.1} ms of {:.1} ms",
            crate::progress::time_spent().as_secs_f64() * 1000.0,
            total.as_secs_f64() * 1000.0
        );
    }
    cache::drop_later((output.modules, scan, site, manifest));
    Ok(Summary { warnings, pages, up_to_date: false, damaged, timeline })
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
    for post in site.listed_posts() {
        let route = &post.meta.path;
        let shown = contents.get(route).map_or("", String::as_str);
        let key = PageCache::<()>::key(route, &format!("{shown}\0{}", code::FEEDS));
        let body = cache.reuse_or_make(key, || -> Result<String> {
            let path = paths::below(dir, &paths::page_file(route))?;
            let html = fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
            let url = format!("{}{route}", site.config.url);
            feeds::feed_html(&html, &url)
                .with_context(|| format!("{}: the page has no element marked as its content", path.display()))
        })?;
        bodies.insert(route.clone(), body);
    }
    Ok(bodies)
}

/// Markdown for machines and assistants, when the site has it: a twin of
/// every doc and post, llms.txt and llms-full.txt, published by `into`.
/// Returns what it published, how many files it wrote, how long it took and
/// its stage line.
fn for_machines(
    site: &content_model::Site,
    cache: &mut PageCache<feeds::twin::Twin>,
    mut into: publish::Beside,
) -> Result<Option<(publish::Manifest, usize, Duration, String)>> {
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
    Ok(Some((published, written, started.elapsed(), detail)))
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
    files: HashSet<String>,
    read: usize,
}

/// Finds every page and file of the staged site and scans the pages whose
/// content is new, on every core, each parsed once for its links and its
/// searchable text. A page the bundle stage did not make (an `index.html`
/// under static/) is always read: nothing names what it shows.
fn scan_pages(
    tree: &Tree,
    contents: &HashMap<String, String>,
    generator: &str,
    cache: &mut PageCache<ScannedPage>,
    stage: &Stage,
) -> Result<Scan> {
    let mut pages = BTreeMap::new();
    let mut files = HashSet::new();
    let mut missing = Vec::new();
    for file in tree.files() {
        // Known by its address as the model writes routes: encoded (a file `a b/index.html` is the page `/a%20b`).
        let url = content_model::route::encoded(&format!("/{file}"));
        let route = match url.strip_suffix("/index.html") {
            Some("") => "/",
            Some(route) => route,
            None if url == "/404.html" => "/404",
            None => {
                files.insert(url);
                continue;
            }
        };
        let content = contents.get(route);
        // The scan's code too: a new extractor reads every page again.
        let key = match content {
            Some(content) => PageCache::<()>::key(route, &format!("{content}\0{generator}")),
            None => PageCache::<()>::key(route, &format!("unnamed {}", missing.len())),
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
                                    let terms = search::page_terms(&page);
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
    Ok(Scan { pages, files, read })
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

/// What this process last read from or wrote to the highlighting memo file
/// (`dev` builds many times in one process and reads it once).
static HIGHLIGHT_MEMO: std::sync::Mutex<Option<Vec<u8>>> = std::sync::Mutex::new(None);

/// Makes the next build read the highlighting memo file again (a test damages it).
#[cfg(test)]
pub fn forget_highlighting() {
    *HIGHLIGHT_MEMO.lock().expect("memo lock") = None;
}

/// Loads the blocks highlighted by earlier builds (see `highlight::import_memo`).
fn remember_highlighting(file: &Path, version: &str) {
    let mut last = HIGHLIGHT_MEMO.lock().expect("memo lock");
    if last.is_none() {
        let bytes = cache::read_sealed(file).unwrap_or_default();
        highlight::import_memo(version, &bytes);
        *last = Some(bytes);
    }
}

/// Saves the blocks this build highlighted, when they differ from the file's.
fn keep_highlighting(file: &Path, version: &str) -> Result<()> {
    let bytes = highlight::export_memo(version);
    let mut last = HIGHLIGHT_MEMO.lock().expect("memo lock");
    if last.as_ref() != Some(&bytes) {
        cache::write_sealed(file, &bytes)?;
        *last = Some(bytes);
    }
    Ok(())
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

pub fn copy_tree(from: &Path, to: &Path) -> Result<usize> {
    let mut count = 0;
    if !from.is_dir() {
        return Ok(0);
    }
    fs::create_dir_all(to).with_context(|| format!("creating {}", to.display()))?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            count += copy_tree(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), &target).with_context(|| format!("copying {}", entry.path().display()))?;
            count += 1;
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let Err(error) =
            run(&Options { strict: false, site, clean: false, output: Output::Lines, drafts: false })
        else {
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
        let Err(error) =
            run(&Options { strict: false, site, clean: false, output: Output::Lines, drafts: false })
        else {
            panic!("a missing site module was imported, and the build passed");
        };
        let message = format!("{error:#}");
        assert!(
            message.contains("content/docs/guide/button.mdx:5:20: cannot find `@site/src/components/Button`"),
            "{message}"
        );
        assert!(message.contains("src/components/Card.jsx:1:18: cannot find `./Icon`"), "{message}");
        assert!(
            !message.contains("ui/stages/"),
            "the stack of our code hides the authors' mistake: {message}"
        );
    }

    /// Runs the whole pipeline on a corpus with one broken link, one broken
    /// anchor and one duplicate route.
    #[test]
    fn link_problems_warn_and_fail_strict_builds_without_touching_build() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/broken"), dir.path()).unwrap();
        let site = dir.path().to_path_buf();

        let summary = run(&Options {
            strict: false,
            site: site.clone(),
            clean: false,
            output: Output::Lines,
            drafts: false,
        })
        .expect("warnings do not fail a build");
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
        let error = run(&Options {
            strict: true,
            site: site.clone(),
            clean: false,
            output: Output::Lines,
            drafts: false,
        })
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
