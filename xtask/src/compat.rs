//! `cargo xtask compat`: builds the Docusaurus test corpus
//! (tests/fixtures/docusaurus) with Docusaurus 3.6.3 and with this generator,
//! and compares what a reader can reach: the pages (one per `index.html` in
//! each build), the docs sidebar and the article text of each page both have.
//! Differences that are by design are listed
//! with their reason in the corpus' `compat-expected.toml`; any other
//! difference fails, and so does a listed one that no longer occurs, so the
//! file stays true.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use content_model::meta::SidebarItem;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::article_text::{self, article_lines};
use crate::docusaurus::Docusaurus;
use crate::{build, paths, process, progress};

/// The corpus, relative to the repository root.
pub const CORPUS: &str = "tests/fixtures/docusaurus";

/// The explained differences, inside the corpus.
const EXPECTED: &str = "compat-expected.toml";

/// Docusaurus' pages and sidebar for the corpus, as its last build gave them.
const RECORD: &str = "docusaurus-3.6.3.toml";

/// Written beside Docusaurus' build of the corpus: the corpus' hash when it was
/// built, and the warnings it gave then.
const STAMP: &str = ".compat-stamp";
const WARNINGS: &str = ".compat-warnings";

pub struct Options {
    /// Rebuild with Docusaurus even if the corpus has not changed since its last build.
    pub fresh: bool,
    /// A Docusaurus site folder to compare instead of the corpus (`--site DIR`).
    pub site: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Docusaurus,
    Ours,
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::Docusaurus => "Docusaurus",
            Side::Ours => "ours",
        }
    }
}

/// `compat-expected.toml`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    #[serde(default)]
    route: Vec<Explained>,
    #[serde(default)]
    sidebar: Vec<Explained>,
    /// Pages whose article text differs by design.
    #[serde(default)]
    text: Vec<TextExplained>,
}

/// A page whose article text differs by design: its route (a trailing `*`
/// matches every route it starts) and why.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TextExplained {
    path: String,
    reason: String,
}

impl TextExplained {
    fn matches(&self, route: &str) -> bool {
        match self.path.strip_suffix('*') {
            Some(prefix) => route.starts_with(prefix),
            None => self.path == route,
        }
    }
}

/// A page whose article text differs: its route and a short diff.
#[derive(Debug)]
struct TextDifference {
    route: String,
    diff: String,
}

/// Compares the article text of every page both builds have (docs and
/// posts: the pages with an article); returns the differences in route order.
fn text_differences(their_build: &Path, our_build: &Path, routes: &[String]) -> Vec<TextDifference> {
    let mut found = Vec::new();
    for route in routes {
        let (Some(theirs), Some(ours)) = (page_file(their_build, route), page_file(our_build, route)) else {
            continue;
        };
        let (Some(theirs), Some(ours)) = (article_lines(&theirs), article_lines(&ours)) else { continue };
        if let Some(diff) = article_text::diff(&theirs, &ours) {
            found.push(TextDifference { route: route.clone(), diff });
        }
    }
    found
}

/// The HTML of the page at `route` in a build (`route/index.html` or `route.html`).
fn page_file(build: &Path, route: &str) -> Option<String> {
    let relative = route.trim_start_matches('/');
    [build.join(relative).join("index.html"), build.join(format!("{relative}.html"))]
        .iter()
        .find_map(|file| fs::read_to_string(file).ok())
}

/// Prints the text differences, explained or not; returns how many are
/// unexplained and how many explanations no longer match a difference.
fn print_text_verdict(differences: &[TextDifference], expected: &[TextExplained]) -> (usize, usize) {
    let mut used = vec![false; expected.len()];
    let mut unexplained = 0;
    for difference in differences {
        match expected.iter().position(|e| e.matches(&difference.route)) {
            Some(k) => {
                used[k] = true;
                println!(
                    "  {}
      expected: {}",
                    difference.route, expected[k].reason
                );
            }
            None => {
                unexplained += 1;
                println!(
                    "  {}  UNEXPLAINED (- Docusaurus, + ours)
{}",
                    difference.route, difference.diff
                );
            }
        }
    }
    let mut stale = 0;
    for (e, used) in expected.iter().zip(used) {
        if !used {
            stale += 1;
            println!("  explained text of `{}` no longer differs: remove it from {EXPECTED}", e.path);
        }
    }
    if differences.is_empty() && stale == 0 {
        println!("  identical");
    }
    (unexplained, stale)
}

/// One difference that is by design.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Explained {
    /// A route (`path`; a trailing `*` matches every route it starts) or a
    /// sidebar line as this command prints it (`line`).
    #[serde(alias = "path", alias = "line")]
    what: String,
    only_in: Side,
    reason: String,
}

impl Explained {
    fn matches(&self, difference: &Difference) -> bool {
        self.only_in == difference.only_in
            && match self.what.strip_suffix('*') {
                Some(prefix) => difference.what.starts_with(prefix),
                None => self.what == difference.what,
            }
    }
}

/// Something one build has and the other lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Difference {
    only_in: Side,
    what: String,
}

/// Differences sorted against the explained ones.
#[derive(Debug, Default)]
struct Verdict<'a> {
    unexplained: Vec<Difference>,
    explained: Vec<(Difference, &'a str)>,
    /// Explained entries that matched nothing: no longer true.
    stale: Vec<&'a Explained>,
}

fn judge<'a>(differences: &[Difference], expected: &'a [Explained]) -> Verdict<'a> {
    let mut verdict = Verdict::default();
    let mut used = vec![false; expected.len()];
    for difference in differences {
        match expected.iter().position(|e| e.matches(difference)) {
            Some(k) => {
                used[k] = true;
                verdict.explained.push((difference.clone(), &expected[k].reason));
            }
            None => verdict.unexplained.push(difference.clone()),
        }
    }
    verdict.stale = expected.iter().zip(used).filter(|(_, used)| !used).map(|(e, _)| e).collect();
    verdict
}

/// What a reader can reach in one build of the corpus.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Reachable {
    /// Every page's route, sorted.
    routes: Vec<String>,
    /// Every docs sidebar as lines (see [`line`]).
    #[serde(default)]
    sidebar: Vec<Sidebar>,
}

/// A sidebar as lines, one per item, indented by depth: `doc <label> -> <href>`,
/// `category <label> -> <href>` (or without a link).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Sidebar {
    name: String,
    items: Vec<String>,
}

/// How two builds differ, sorted against the explained differences.
struct Comparison<'a> {
    routes: Verdict<'a>,
    sidebars: Verdict<'a>,
    /// A unified diff of each pair of sidebars that differ.
    sidebar_diff: String,
}

impl Comparison<'_> {
    fn unexplained(&self) -> usize {
        self.routes.unexplained.len() + self.sidebars.unexplained.len()
    }

    fn stale(&self) -> usize {
        self.routes.stale.len() + self.sidebars.stale.len()
    }
}

fn compare<'a>(theirs: &Reachable, ours: &Reachable, expected: &'a Expected) -> Comparison<'a> {
    let (sidebar_differences, sidebar_diff) = sidebar_differences(&theirs.sidebar, &ours.sidebar);
    Comparison {
        routes: judge(&route_differences(&theirs.routes, &ours.routes), &expected.route),
        sidebars: judge(&sidebar_differences, &expected.sidebar),
        sidebar_diff,
    }
}

pub fn run(options: &Options) -> Result<()> {
    if let Some(site) = &options.site {
        return run_site(site, options.fresh);
    }
    let root = paths::root();
    let corpus = root.join(CORPUS);
    let expected_path = corpus.join(EXPECTED);
    let expected = read_expected(&expected_path)?;

    let docusaurus = Docusaurus::install(&root.join("target/bench"))?;
    println!("\n== Docusaurus 3.6.3 build of {CORPUS}");
    let their_site = build_with_docusaurus(&docusaurus, &corpus, "compat-site", options.fresh)?;
    let theirs = Reachable {
        routes: pages_in(&their_site.join("build"))?,
        sidebar: docusaurus_sidebars(&their_site.join(".docusaurus"))?,
    };
    record(&root, &corpus.join(RECORD), &theirs)?;
    println!("\n== our build of {CORPUS}");
    let our_site = build_ours(&corpus, &root.join("target/compat/site"))?;
    let ours = Reachable { routes: pages_in(&our_site.join("build"))?, sidebar: our_sidebars(&our_site)? };

    let comparison = compare(&theirs, &ours, &expected);
    let in_both = theirs.routes.iter().filter(|r| ours.routes.contains(r)).count();
    println!(
        "\n== routes: Docusaurus {}, ours {}, in both {in_both}",
        theirs.routes.len(),
        ours.routes.len()
    );
    print_verdict(&comparison.routes, "route");
    println!(
        "\n== sidebars: Docusaurus {}, ours {} (labels, links, order and nesting; unlisted docs are hidden by both)",
        describe(&theirs.sidebar),
        describe(&ours.sidebar)
    );
    if !comparison.sidebar_diff.is_empty() {
        println!("{}", comparison.sidebar_diff);
    }
    print_verdict(&comparison.sidebars, "sidebar line");

    let in_both: Vec<String> = theirs.routes.iter().filter(|r| ours.routes.contains(r)).cloned().collect();
    let texts = text_differences(&their_site.join("build"), &our_site.join("build"), &in_both);
    println!("\n== article text of the pages both builds have: {} differ", texts.len());
    let (text_unexplained, text_stale) = print_text_verdict(&texts, &expected.text);

    let unexplained = comparison.unexplained() + text_unexplained;
    let stale = comparison.stale() + text_stale;
    if unexplained + stale > 0 {
        bail!(
            "{unexplained} unexplained difference(s) and {stale} explained one(s) that no longer occur: fix the generator, or explain the difference in {} with its reason",
            files_display(&root, &expected_path)
        );
    }
    println!(
        "\nno unexplained difference ({} explained in {})",
        comparison.routes.explained.len() + comparison.sidebars.explained.len(),
        files_display(&root, &expected_path)
    );
    Ok(())
}

/// `compat --site DIR`: a Docusaurus site of the reader's, built by both tools
/// (each from a copy, the site's own folder untouched), every difference in
/// routes and article text listed; nothing is expected of it, so it never fails
/// on a difference.
fn run_site(dir: &Path, fresh: bool) -> Result<()> {
    let root = paths::root();
    let dir = fs::canonicalize(dir).with_context(|| format!("no site folder {}", dir.display()))?;
    let name = dir.file_name().map_or("site".into(), |n| n.to_string_lossy().into_owned());
    let docusaurus = Docusaurus::install(&root.join("target/bench"))?;
    let copy = root.join("target/compat/sites").join(&name);
    let _ = fs::remove_dir_all(&copy);
    copy_site(&dir, &copy)?;
    println!("\n== Docusaurus 3.6.3 build of {}", dir.display());
    let their_site = build_with_docusaurus(&docusaurus, &copy, &format!("compat-{name}"), fresh)?;
    println!("\n== our build of {}", dir.display());
    let our_site = build_ours(&copy, &root.join("target/compat/ours").join(&name))?;
    let theirs = pages_in(&their_site.join("build"))?;
    let ours = pages_in(&our_site.join("build"))?;
    let in_both: Vec<String> = theirs.iter().filter(|r| ours.contains(r)).cloned().collect();
    println!("\n== routes: Docusaurus {}, ours {}, in both {}", theirs.len(), ours.len(), in_both.len());
    for difference in route_differences(&theirs, &ours) {
        println!("  only in {:<10} {}", difference.only_in.name(), difference.what);
    }
    let texts = text_differences(&their_site.join("build"), &our_site.join("build"), &in_both);
    println!(
        "\n== article text of the pages both builds have: {} differ (- Docusaurus, + ours)",
        texts.len()
    );
    for text in &texts {
        println!("  {}\n{}", text.route, text.diff);
    }
    Ok(())
}

/// Outputs, installed packages and history, which neither build reads from a copy.
const NOT_COPIED: [&str; 5] = ["node_modules", "build", ".docusaurus", ".build-cache", ".git"];

/// A copy of a site folder without what [`NOT_COPIED`] names at its top.
fn copy_site(from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        if NOT_COPIED.iter().any(|n| entry.file_name() == *n) {
            continue;
        }
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            build::copy_tree(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Keeps Docusaurus' result beside the corpus, so `cargo test` holds our build
/// to it without installing Docusaurus; says so when it changed.
fn record(root: &Path, path: &Path, theirs: &Reachable) -> Result<()> {
    let text = format!(
        "# Written by `cargo xtask compat` from Docusaurus 3.6.3's build of this corpus: the pages\n# (one per index.html) and the docs sidebar. xtask's tests compare our build with it.\n\n{}",
        toml::to_string_pretty(theirs)?
    );
    if fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    fs::write(path, text)?;
    println!("  updated {}: commit it with the corpus change", files_display(root, path));
    Ok(())
}

fn files_display(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

fn read_expected(path: &Path) -> Result<Expected> {
    let text = fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let expected: Expected = toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?;
    if let Some(e) = expected.route.iter().chain(&expected.sidebar).find(|e| e.reason.trim().is_empty()) {
        bail!("{}: `{}` has no reason; every explained difference says why", path.display(), e.what);
    }
    Ok(expected)
}

fn print_verdict(verdict: &Verdict<'_>, what: &str) {
    for (d, reason) in &verdict.explained {
        println!("  only in {:<10} {}\n      expected: {reason}", d.only_in.name(), d.what);
    }
    for d in &verdict.unexplained {
        println!("  only in {:<10} {}\n      UNEXPLAINED", d.only_in.name(), d.what);
    }
    for e in &verdict.stale {
        println!(
            "  explained {what} `{}` (only in {}) no longer differs: remove it from {EXPECTED}",
            e.what,
            e.only_in.name()
        );
    }
    if verdict.explained.is_empty() && verdict.unexplained.is_empty() && verdict.stale.is_empty() {
        println!("  identical");
    }
}

/// Builds a copy of the corpus inside the Docusaurus project (where Node finds
/// its packages), unless that copy was built from the same files already.
fn build_with_docusaurus(docusaurus: &Docusaurus, corpus: &Path, name: &str, fresh: bool) -> Result<PathBuf> {
    let site = docusaurus.dir.join(name);
    let stamp = corpus_stamp(corpus, docusaurus)?;
    let built = site.join("build/404.html").is_file() && site.join(".docusaurus").is_dir();
    if !fresh && built && fs::read_to_string(site.join(STAMP)).is_ok_and(|s| s == stamp) {
        println!("  up to date: built from these files already (`--fresh` builds again)");
        print!("{}", fs::read_to_string(site.join(WARNINGS)).unwrap_or_default());
        return Ok(site);
    }
    let _ = fs::remove_dir_all(&site);
    build::copy_tree(corpus, &site)?;
    println!("  building {} (a few minutes) …", site.display());
    let out = process::command("node")
        .arg(docusaurus.cli())
        .arg("build")
        .arg(&site)
        .current_dir(&docusaurus.dir)
        .output()
        .context("could not start `node`; is it installed and on PATH?")?;
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    if !out.status.success() {
        bail!("Docusaurus could not build the corpus ({}):\n{text}", out.status);
    }
    // Its own warnings (inline tags and authors, untruncated posts) say what the corpus exercises.
    let warnings: String = docusaurus_warnings(&text).iter().map(|line| format!("  {line}\n")).collect();
    print!("{warnings}");
    fs::write(site.join(WARNINGS), warnings)?;
    fs::write(site.join(STAMP), stamp)?;
    Ok(site)
}

/// The `[WARNING]` lines of Docusaurus' output, each with the `- item` lines under it.
fn docusaurus_warnings(output: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut in_warning = false;
    for line in output.lines() {
        if line.starts_with("[WARNING]") {
            in_warning = true;
        } else if !(in_warning && line.starts_with("- ")) {
            in_warning = false;
            continue;
        }
        lines.push(line);
    }
    lines
}

/// Files of the corpus that Docusaurus never reads: editing them needs no new Docusaurus build.
const OURS_ONLY: [&str; 3] = [EXPECTED, RECORD, "site.toml"];

/// Folders a build of the corpus (either tool's) may leave in it.
const OUTPUTS: [&str; 3] = ["build", ".build-cache", ".docusaurus"];

/// Every file of the corpus that Docusaurus reads, by path and content, and
/// the Docusaurus install's manifest.
fn corpus_stamp(corpus: &Path, docusaurus: &Docusaurus) -> Result<String> {
    let mut hasher = blake3::Hasher::new();
    hasher.update(&fs::read(docusaurus.dir.join("package.json"))?);
    for file in files_under(corpus)? {
        let relative = file.strip_prefix(corpus).unwrap_or(&file);
        let output =
            relative.components().next().is_some_and(|c| OUTPUTS.iter().any(|o| c.as_os_str() == *o));
        if output || OURS_ONLY.iter().any(|name| relative == Path::new(name)) {
            continue;
        }
        hasher.update(relative.to_string_lossy().as_bytes());
        hasher.update(&[0]);
        hasher.update(&fs::read(&file)?);
        hasher.update(&[0]);
    }
    Ok(hasher.finalize().to_hex().to_string())
}

fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).with_context(|| format!("reading {}", folder.display()))? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

/// Builds a copy of the corpus at `site` (the build writes beside its input,
/// and the corpus stays clean); its build cache is kept between runs.
fn build_ours(corpus: &Path, site: &Path) -> Result<PathBuf> {
    let site = site.to_path_buf();
    fs::create_dir_all(&site)?;
    for entry in fs::read_dir(&site)? {
        let entry = entry?;
        if Some(entry.file_name().as_os_str()) == paths::cache(Path::new("")).file_name() {
            continue;
        }
        let path = entry.path();
        if path.is_dir() { fs::remove_dir_all(&path)? } else { fs::remove_file(&path)? }
    }
    build::copy_tree(corpus, &site)?;
    let options = build::Options {
        strict: false,
        site: site.clone(),
        clean: false,
        output: progress::Output::detect(false),
        drafts: false,
        locale: None,
    };
    build::run(&options).context("our build of the corpus failed")?;
    Ok(site)
}

/// The route of every page in a build: `a/b/index.html` is `/a/b`, `a.html` is
/// `/a`; the not-found page (`404.html`) is every tool's, and left out.
fn pages_in(build: &Path) -> Result<Vec<String>> {
    let mut routes = BTreeSet::new();
    for file in files_under(build)? {
        let relative = file.strip_prefix(build).unwrap_or(&file).to_string_lossy().replace('\\', "/");
        let Some(page) = relative.strip_suffix(".html") else { continue };
        if page == "404" {
            continue;
        }
        let route = page.strip_suffix("index").unwrap_or(page).trim_end_matches('/');
        routes.insert(format!("/{route}"));
    }
    Ok(routes.into_iter().collect())
}

fn route_differences(theirs: &[String], ours: &[String]) -> Vec<Difference> {
    let only = |side, from: &[String], other: &[String]| {
        from.iter()
            .filter(|r| !other.contains(r))
            .map(|r| Difference { only_in: side, what: r.clone() })
            .collect::<Vec<_>>()
    };
    let mut differences = only(Side::Docusaurus, theirs, ours);
    differences.extend(only(Side::Ours, ours, theirs));
    differences
}

fn describe(sidebars: &[Sidebar]) -> String {
    let names: Vec<String> =
        sidebars.iter().map(|s| format!("`{}` ({} items)", s.name, s.items.len())).collect();
    names.join(", ")
}

/// A route as both sides write it: Docusaurus ends category-index routes with `/`.
fn route(href: &str) -> &str {
    if href.len() > 1 { href.trim_end_matches('/') } else { href }
}

fn line(depth: usize, kind: &str, label: &str, href: Option<&str>) -> String {
    let indent = "  ".repeat(depth);
    match href {
        Some(href) => format!("{indent}{kind} {label} -> {}", route(href)),
        None => format!("{indent}{kind} {label}"),
    }
}

/// A category's line ends with how it first shows on a page outside it
/// (Docusaurus' `collapsible`/`collapsed`; closed unless a file says otherwise).
fn category_line(depth: usize, label: &str, href: Option<&str>, item: &Value) -> String {
    let state = if item["collapsible"] == Value::Bool(false) {
        "always open"
    } else if item["collapsed"] == Value::Bool(false) {
        "open"
    } else {
        "closed"
    };
    format!("{} ({state})", line(depth, "category", label, href))
}

/// The sidebars Docusaurus' docs plugin generated, from the version data it
/// writes under `.docusaurus/` (the file name carries a hash, so it is found by content).
fn docusaurus_sidebars(generated: &Path) -> Result<Vec<Sidebar>> {
    let dir = generated.join("docusaurus-plugin-content-docs/default/p");
    for file in files_under(&dir)? {
        let Ok(value) = serde_json::from_slice::<Value>(&fs::read(&file)?) else { continue };
        let Some(sidebars) = value.pointer("/version/docsSidebars").and_then(Value::as_object) else {
            continue;
        };
        return Ok(sidebars
            .iter()
            .map(|(name, items)| {
                let mut lines = Vec::new();
                docusaurus_lines(items.as_array().map_or(&[][..], Vec::as_slice), 0, &mut lines);
                Sidebar { name: name.clone(), items: lines }
            })
            .collect());
    }
    bail!("no sidebar data (version.docsSidebars) under {}", dir.display())
}

fn docusaurus_lines(items: &[Value], depth: usize, lines: &mut Vec<String>) {
    for item in items {
        // The theme leaves unlisted docs out of the sidebar it renders.
        if item["unlisted"] == Value::Bool(true) {
            continue;
        }
        let label = item["label"].as_str().unwrap_or_default();
        let href = item["href"].as_str();
        match item["type"].as_str().unwrap_or_default() {
            "category" => {
                lines.push(category_line(depth, label, href, item));
                docusaurus_lines(item["items"].as_array().map_or(&[][..], Vec::as_slice), depth + 1, lines);
            }
            "link" if item.get("docId").is_some() => lines.push(line(depth, "doc", label, href)),
            kind => lines.push(line(depth, kind, label, href)),
        }
    }
}

fn our_sidebars(site: &Path) -> Result<Vec<Sidebar>> {
    let loaded = site_loader::load(site);
    let site = loaded.site.context("the corpus built but does not load again")?;
    Ok(sidebars_of(&site))
}

fn sidebars_of(site: &content_model::Site) -> Vec<Sidebar> {
    site.sidebars
        .iter()
        .map(|(name, items)| {
            let mut lines = Vec::new();
            our_lines(items, 0, &mut lines);
            Sidebar { name: name.clone(), items: lines }
        })
        .collect()
}

fn our_lines(items: &[SidebarItem], depth: usize, lines: &mut Vec<String>) {
    for item in items {
        match item {
            SidebarItem::Doc { label, path, .. } => lines.push(line(depth, "doc", label, Some(path))),
            SidebarItem::Link { label, href, .. } => lines.push(line(depth, "link", label, Some(href))),
            // Docusaurus' HTML items have no label: the line says only the kind, on both sides.
            SidebarItem::Html { .. } => lines.push(line(depth, "html", "", None)),
            SidebarItem::Category { label, path, items, .. } => {
                // Read through serde, as the browser gets them: left out when true (the default).
                let fields = serde_json::to_value(item).unwrap_or_default();
                lines.push(category_line(depth, label, path.as_deref(), &fields));
                our_lines(items, depth + 1, lines);
            }
        }
    }
}

/// Pairs the sidebars (one each: whatever their names; else by name) and
/// diffs their lines; returns the differences and a unified diff to show.
fn sidebar_differences(theirs: &[Sidebar], ours: &[Sidebar]) -> (Vec<Difference>, String) {
    let mut pairs: Vec<(Option<&Sidebar>, Option<&Sidebar>)> = Vec::new();
    if theirs.len() == 1 && ours.len() == 1 {
        pairs.push((theirs.first(), ours.first()));
    } else {
        let names: BTreeSet<&str> = theirs.iter().chain(ours).map(|s| s.name.as_str()).collect();
        for name in names {
            pairs.push((theirs.iter().find(|s| s.name == name), ours.iter().find(|s| s.name == name)));
        }
    }
    let mut differences = Vec::new();
    let mut text = String::new();
    let empty = Vec::new();
    for (their, our) in pairs {
        let (their_lines, our_lines) = (their.map_or(&empty, |s| &s.items), our.map_or(&empty, |s| &s.items));
        let (a, b) = (their_lines.join("\n") + "\n", our_lines.join("\n") + "\n");
        let diff = similar::TextDiff::from_lines(&a, &b);
        for change in diff.iter_all_changes() {
            let side = match change.tag() {
                similar::ChangeTag::Delete => Side::Docusaurus,
                similar::ChangeTag::Insert => Side::Ours,
                similar::ChangeTag::Equal => continue,
            };
            differences
                .push(Difference { only_in: side, what: change.value().trim_end_matches('\n').to_string() });
        }
        if a != b {
            let name = |s: Option<&Sidebar>| s.map_or("(none)".to_string(), |s| s.name.clone());
            text.push_str(
                &diff
                    .unified_diff()
                    .context_radius(2)
                    .header(&format!("Docusaurus {}", name(their)), &format!("ours {}", name(our)))
                    .to_string(),
            );
        }
    }
    (differences, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn difference(only_in: Side, what: &str) -> Difference {
        Difference { only_in, what: what.into() }
    }

    #[test]
    fn pages_are_the_html_files_of_a_build_without_the_not_found_page() {
        let dir = tempfile::tempdir().unwrap();
        for file in ["index.html", "404.html", "a/index.html", "a/b/index.html", "c.html", "assets/app.js"] {
            let path = dir.path().join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, "").unwrap();
        }
        assert_eq!(pages_in(dir.path()).unwrap(), ["/", "/a", "/a/b", "/c"]);
    }

    #[test]
    fn docusaurus_warnings_keep_their_items_and_drop_the_advice() {
        let output = "[INFO] building\n[WARNING] Tags [a] are not defined\n[WARNING] Posts without truncation markers:\n- \"blog/x.md\"\n\nWe recommend markers.\n- not an item of a warning\n[SUCCESS] done\n";
        assert_eq!(
            docusaurus_warnings(output),
            [
                "[WARNING] Tags [a] are not defined",
                "[WARNING] Posts without truncation markers:",
                "- \"blog/x.md\""
            ]
        );
    }

    #[test]
    fn the_stamp_follows_what_docusaurus_reads_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let docusaurus = Docusaurus { dir: dir.path().join("docusaurus") };
        fs::create_dir_all(&docusaurus.dir).unwrap();
        fs::write(docusaurus.dir.join("package.json"), "{}").unwrap();
        let corpus = dir.path().join("corpus");
        fs::create_dir_all(corpus.join("docs")).unwrap();
        fs::write(corpus.join("docs/intro.md"), "# 소개").unwrap();
        let first = corpus_stamp(&corpus, &docusaurus).unwrap();
        for ours in [EXPECTED, RECORD, "site.toml", "build/index.html", ".build-cache/x"] {
            fs::create_dir_all(corpus.join(ours).parent().unwrap()).unwrap();
            fs::write(corpus.join(ours), "ours").unwrap();
        }
        assert_eq!(corpus_stamp(&corpus, &docusaurus).unwrap(), first);
        fs::write(corpus.join("docs/intro.md"), "# 바뀐 소개").unwrap();
        let edited = corpus_stamp(&corpus, &docusaurus).unwrap();
        assert_ne!(edited, first);
        fs::write(docusaurus.dir.join("package.json"), "{ }").unwrap();
        assert_ne!(corpus_stamp(&corpus, &docusaurus).unwrap(), edited);
    }

    #[test]
    fn routes_only_in_one_build_are_differences_of_that_side() {
        let theirs = ["/a".to_string(), "/b".to_string()];
        let ours = ["/b".to_string(), "/search".to_string()];
        assert_eq!(
            route_differences(&theirs, &ours),
            [difference(Side::Docusaurus, "/a"), difference(Side::Ours, "/search")]
        );
    }

    #[test]
    fn differences_are_explained_by_side_and_path_or_prefix_and_unused_entries_are_stale() {
        let expected: Expected = toml::from_str(
            r#"
[[route]]
path = "/search"
only_in = "ours"
reason = "our search page"

[[route]]
path = "/feeds/*"
only_in = "ours"
reason = "feeds"

[[route]]
path = "/gone"
only_in = "docusaurus"
reason = "no longer true"
"#,
        )
        .unwrap();
        let differences = [
            difference(Side::Ours, "/search"),
            difference(Side::Ours, "/feeds/rss"),
            difference(Side::Docusaurus, "/search"),
            difference(Side::Docusaurus, "/tags/x"),
        ];
        let verdict = judge(&differences, &expected.route);
        assert_eq!(verdict.explained.len(), 2);
        assert_eq!(
            verdict.unexplained,
            [difference(Side::Docusaurus, "/search"), difference(Side::Docusaurus, "/tags/x")]
        );
        assert_eq!(verdict.stale.iter().map(|e| e.what.as_str()).collect::<Vec<_>>(), ["/gone"]);
    }

    #[test]
    fn docusaurus_sidebar_data_becomes_lines_without_unlisted_docs() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("docusaurus-plugin-content-docs/default/p");
        fs::create_dir_all(&data).unwrap();
        fs::write(data.join("tags-1.json"), r#"{"tags": []}"#).unwrap();
        let version = serde_json::json!({ "version": { "docsSidebars": { "docsSidebar": [
            { "type": "link", "label": "소개", "href": "/intro", "docId": "intro", "unlisted": false },
            { "type": "category", "label": "스토리지", "href": "/storage/", "collapsed": true, "items": [
                { "type": "link", "label": "볼륨", "href": "/storage/volumes", "docId": "storage/volumes" },
                { "type": "link", "label": "숨김", "href": "/storage/hidden", "docId": "storage/hidden", "unlisted": true },
            ] },
            { "type": "category", "label": "묶음", "collapsible": true, "collapsed": true, "items": [] },
            { "type": "category", "label": "열림", "collapsible": true, "collapsed": false, "items": [] },
            { "type": "category", "label": "고정", "collapsible": false, "collapsed": false, "items": [] },
            { "type": "link", "label": "밖", "href": "https://example.org" },
        ] } } });
        fs::write(data.join("index-2.json"), version.to_string()).unwrap();
        let sidebars = docusaurus_sidebars(dir.path()).unwrap();
        assert_eq!(sidebars.len(), 1);
        assert_eq!(sidebars[0].name, "docsSidebar");
        assert_eq!(
            sidebars[0].items,
            [
                "doc 소개 -> /intro",
                "category 스토리지 -> /storage (closed)",
                "  doc 볼륨 -> /storage/volumes",
                "category 묶음 (closed)",
                "category 열림 (open)",
                "category 고정 (always open)",
                "link 밖 -> https://example.org",
            ]
        );
    }

    #[test]
    fn our_sidebar_items_become_the_same_lines() {
        let items = vec![
            SidebarItem::doc("소개", "/intro"),
            SidebarItem::Category {
                label: "스토리지".into(),
                path: Some("/storage".into()),
                items: vec![SidebarItem::doc("볼륨", "/storage/volumes")],
                items_from: None,
                collapsible: true,
                collapsed: true,
                class_name: None,
                custom_props: None,
            },
            SidebarItem::Category {
                label: "열림".into(),
                path: None,
                items: Vec::new(),
                items_from: None,
                collapsible: true,
                collapsed: false,
                class_name: None,
                custom_props: None,
            },
            SidebarItem::Category {
                label: "고정".into(),
                path: None,
                items: Vec::new(),
                items_from: None,
                collapsible: false,
                collapsed: false,
                class_name: None,
                custom_props: None,
            },
        ];
        let mut lines = Vec::new();
        our_lines(&items, 0, &mut lines);
        assert_eq!(
            lines,
            [
                "doc 소개 -> /intro",
                "category 스토리지 -> /storage (closed)",
                "  doc 볼륨 -> /storage/volumes",
                "category 열림 (open)",
                "category 고정 (always open)",
            ]
        );
    }

    #[test]
    fn sidebar_lines_that_differ_are_differences_with_a_readable_diff() {
        let theirs = vec![Sidebar {
            name: "docsSidebar".into(),
            items: vec!["doc A -> /a".into(), "doc B -> /b".into()],
        }];
        let ours =
            vec![Sidebar { name: "docs".into(), items: vec!["doc A -> /a".into(), "doc B2 -> /b".into()] }];
        let (differences, text) = sidebar_differences(&theirs, &ours);
        assert_eq!(
            differences,
            [difference(Side::Docusaurus, "doc B -> /b"), difference(Side::Ours, "doc B2 -> /b")]
        );
        assert!(text.contains("-doc B -> /b") && text.contains("+doc B2 -> /b"), "{text}");
        let (same, text) = sidebar_differences(&theirs, &theirs);
        assert!(same.is_empty() && text.is_empty());
    }

    #[test]
    fn the_record_round_trips_through_toml() {
        let reachable = Reachable {
            routes: vec!["/a".into(), "/b".into()],
            sidebar: vec![Sidebar {
                name: "docsSidebar".into(),
                items: vec!["doc A -> /a".into(), "  doc B -> /b".into()],
            }],
        };
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(RECORD);
        record(dir.path(), &path, &reachable).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(toml::from_str::<Reachable>(&text).unwrap(), reachable);
    }

    /// The bar itself, in every `cargo test`: our build of the corpus reaches
    /// the pages and sidebar Docusaurus 3.6.3 gave for it (as `cargo xtask
    /// compat` last recorded), apart from the differences explained.
    #[test]
    fn the_corpus_matches_the_recorded_docusaurus_build() {
        let corpus = paths::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap().join(CORPUS);
        let theirs: Reachable = toml::from_str(&fs::read_to_string(corpus.join(RECORD)).unwrap()).unwrap();
        let expected = read_expected(&corpus.join(EXPECTED)).unwrap();
        let loaded = site_loader::load(&corpus);
        let errors: Vec<String> = loaded.errors().map(|d| d.render(false)).collect();
        let site = loaded.site.unwrap_or_else(|| panic!("the corpus does not load:\n{}", errors.join("\n")));
        let mut routes: Vec<String> =
            codegen::routes(&site).iter().map(|r| route(&r.path).to_string()).collect();
        routes.sort();
        let ours = Reachable { routes, sidebar: sidebars_of(&site) };
        let comparison = compare(&theirs, &ours, &expected);
        let listed = |v: &Verdict<'_>| {
            let mut lines: Vec<String> =
                v.unexplained.iter().map(|d| format!("only in {}: {}", d.only_in.name(), d.what)).collect();
            lines.extend(v.stale.iter().map(|e| format!("explained but no longer differs: {}", e.what)));
            lines
        };
        let mut problems = listed(&comparison.routes);
        problems.extend(listed(&comparison.sidebars));
        assert!(problems.is_empty(), "{}\n{}", problems.join("\n"), comparison.sidebar_diff);
    }

    #[test]
    fn the_checked_in_explanations_parse_and_each_has_a_reason() {
        let path =
            paths::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap().join(CORPUS).join(EXPECTED);
        let expected = read_expected(&path).unwrap();
        assert!(!expected.route.is_empty());
    }
}
