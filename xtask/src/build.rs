//! `cargo xtask build`: content → codegen → Rollup → pre-render → feeds →
//! static files, into a temporary folder that replaces `build/` only when every
//! stage has passed.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use content_model::Diagnostic;

use crate::{links, npm, paths, process};

pub struct Options {
    pub strict: bool,
    /// The folder holding `content/` and `static/`; the site goes to its `build/`.
    pub site: PathBuf,
}

/// What a successful build reports.
pub struct Summary {
    pub warnings: Vec<Diagnostic>,
}

pub fn run(options: &Options) -> Result<Summary> {
    let root = options.site.clone();
    let started = Instant::now();
    let timed = |name: &str, detail: String, since: Instant| {
        println!("  {name:<10} {:>7.0} ms  {detail}", since.elapsed().as_secs_f64() * 1000.0);
    };

    let t = Instant::now();
    let installed = npm::ensure_installed()?;
    timed("npm", if installed { "installed".into() } else { "up to date".into() }, t);

    let t = Instant::now();
    let loaded = content_model::load(&root);
    let mut warnings: Vec<Diagnostic> =
        loaded.diagnostics.iter().filter(|d| !d.is_error()).cloned().collect();
    let errors: Vec<&Diagnostic> = loaded.errors().collect();
    if !errors.is_empty() {
        report(&loaded.diagnostics);
        bail!("the content has {} error(s); build/ was left as it was", errors.len());
    }
    let site = loaded.site.context("content loaded without errors but produced no site")?;
    timed("content", format!("{} docs, {} posts", site.docs.len(), site.posts.len()), t);

    let t = Instant::now();
    let output = codegen::generate(&site);
    warnings.extend(output.diagnostics);
    write_generated(&paths::ui().join("src/generated"), &output.modules)?;
    timed("codegen", format!("{} modules", output.modules.len()), t);

    let staging = Staging::new(&root)?;
    // Inside ui/ so the server bundle resolves react from ui/node_modules.
    let server_dir = paths::ui().join("dist/server");
    let _ = fs::remove_dir_all(&server_dir);

    let t = Instant::now();
    let client = staging.dir.to_string_lossy().into_owned();
    let server = server_dir.to_string_lossy().into_owned();
    process::output(
        &paths::ui(),
        "node",
        &["node_modules/rollup/dist/bin/rollup", "-c", "rollup.config.mjs", "--silent"],
        &[("CLIENT_OUT", &client), ("SERVER_OUT", &server)],
    )
    .context("bundling with Rollup")?;
    timed("bundle", String::new(), t);

    let t = Instant::now();
    let out = // React's development build renders several times slower and warns; the site is production.
    process::output(&paths::ui(), "node", &["prerender.mjs", &server, &client], &[("NODE_ENV", "production")])
        .context("pre-rendering the pages")?;
    let pages = serde_json::from_str::<serde_json::Value>(out.trim().lines().last().unwrap_or("{}"))
        .ok()
        .and_then(|v| v["pages"].as_u64())
        .unwrap_or(0) as usize;
    timed("prerender", format!("{pages} pages"), t);

    let t = Instant::now();
    let routes: Vec<String> = site.routes().into_iter().map(|r| r.path).collect();
    fs::write(staging.dir.join("sitemap.xml"), feeds::sitemap(&site.config.url, &routes))?;
    fs::write(staging.dir.join("robots.txt"), feeds::robots(&site.config.url))?;
    let mut detail = format!("sitemap.xml ({} URLs), robots.txt", routes.len());
    if !site.posts.is_empty() {
        fs::create_dir_all(staging.dir.join("blog"))?;
        fs::write(staging.dir.join(feeds::RSS_PATH.trim_start_matches('/')), feeds::rss(&site))?;
        fs::write(staging.dir.join(feeds::ATOM_PATH.trim_start_matches('/')), feeds::atom(&site))?;
        for (path, text) in feeds::STYLESHEETS {
            fs::write(staging.dir.join(path), text)?;
        }
        detail.push_str(&format!(", RSS and Atom ({} posts)", site.posts.len()));
    }
    timed("feeds", detail, t);

    let t = Instant::now();
    let copied = copy_tree(&root.join("static"), &staging.dir)?;
    timed("static", format!("{copied} files"), t);

    let t = Instant::now();
    let index = search_index(&staging.dir, &site.routes(), &search::Extras::from_site(&site))?;
    timed(
        "search",
        format!(
            "{} pages, {} terms, {} KB",
            index.pages,
            index.terms,
            index.files.iter().map(|f| f.text.len()).sum::<usize>() / 1024
        ),
        t,
    );

    let t = Instant::now();
    let (built, files) = scan_build(&staging.dir)?;
    let written: Vec<_> = output.links.iter().chain(&site.data_links).cloned().collect();
    let broken = links::check(&built, &files, &written);
    timed(
        "links",
        format!(
            "{} links checked, {} broken",
            output.links.len() + built.values().map(|p| p.hrefs.len()).sum::<usize>(),
            broken.len()
        ),
        t,
    );
    warnings.extend(broken);

    report(&warnings);
    if options.strict && !warnings.is_empty() {
        bail!("{} warning(s) with --strict; build/ was left as it was", warnings.len());
    }

    staging.swap_into(&root.join("build"))?;
    let total = started.elapsed();
    println!("built build/ in {:.2} s: {pages} pages, {} warning(s)", total.as_secs_f64(), warnings.len());
    Ok(Summary { warnings })
}

/// Reads every pre-rendered page's searchable text (on all cores: parsing
/// HTML is the cost) and writes the index under `search-index/`.
fn search_index(
    dir: &Path,
    routes: &[content_model::Route],
    extras: &search::Extras,
) -> Result<search::Index> {
    let html_of = |route: &str| dir.join(route.trim_start_matches('/')).join("index.html");
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per_worker = routes.len().div_ceil(workers).max(1);
    let pages = std::thread::scope(|scope| -> Result<Vec<search::Page>> {
        let handles: Vec<_> = routes
            .chunks(per_worker)
            .map(|chunk| {
                scope.spawn(move || -> Result<Vec<search::Page>> {
                    let mut pages = Vec::new();
                    for route in chunk {
                        let path = html_of(&route.path);
                        let html = fs::read_to_string(&path)
                            .with_context(|| format!("reading {}", path.display()))?;
                        pages.extend(search::page(&route.path, &html));
                    }
                    Ok(pages)
                })
            })
            .collect();
        let mut pages = Vec::new();
        for handle in handles {
            pages.extend(handle.join().expect("search worker panicked")?);
        }
        Ok(pages)
    })?;
    let index = search::build(&pages, extras);
    let out = dir.join("search-index");
    for file in &index.files {
        let path = out.join(&file.path);
        fs::create_dir_all(path.parent().expect("index files are in a folder"))?;
        fs::write(&path, &file.text)?;
    }
    Ok(index)
}

/// Scans the staged site: each page's ids and links by route, and the set of other files.
fn scan_build(dir: &Path) -> Result<(BTreeMap<String, links::PageLinks>, HashSet<String>)> {
    let mut pages = BTreeMap::new();
    let mut files = HashSet::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let url = format!("/{}", path.strip_prefix(dir).expect("inside").to_string_lossy());
            if let Some(route) = url.strip_suffix("/index.html") {
                let route = if route.is_empty() { "/" } else { route };
                pages.insert(route.to_string(), links::scan_html(&fs::read_to_string(&path)?));
            } else if url == "/404.html" {
                pages.insert("/404".to_string(), links::scan_html(&fs::read_to_string(&path)?));
            } else {
                files.insert(url);
            }
        }
    }
    Ok((pages, files))
}

/// Prints diagnostics like a compiler, errors last so they stay in view.
pub fn report(diagnostics: &[Diagnostic]) {
    let color = std::io::stderr().is_terminal();
    let mut sorted: Vec<&Diagnostic> = diagnostics.iter().collect();
    sorted.sort_by_key(|d| (d.severity, d.file.clone(), d.line, d.column));
    for d in sorted {
        eprintln!("{}\n", d.render(color));
    }
}

/// Writes generated modules, touching only files whose text changed and
/// removing ones no longer generated (so Rollup and tsc see a clean tree).
fn write_generated(dir: &Path, modules: &[codegen::Module]) -> Result<()> {
    let mut wanted = BTreeSet::new();
    for module in modules {
        let path = dir.join(&module.path);
        wanted.insert(path.clone());
        if fs::read_to_string(&path).is_ok_and(|old| old == module.text) {
            continue;
        }
        fs::create_dir_all(path.parent().expect("module has a folder"))?;
        fs::write(&path, &module.text).with_context(|| format!("writing {}", path.display()))?;
    }
    remove_unwanted(dir, &wanted)
}

fn remove_unwanted(dir: &Path, wanted: &BTreeSet<PathBuf>) -> Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            remove_unwanted(&path, wanted)?;
        } else if !wanted.contains(&path) {
            fs::remove_file(&path)?;
        }
    }
    Ok(())
}

pub fn copy_tree(from: &Path, to: &Path) -> Result<usize> {
    let mut count = 0;
    if !from.is_dir() {
        return Ok(0);
    }
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
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

/// A temporary output folder beside `build/`, removed unless it is swapped in.
struct Staging {
    dir: PathBuf,
    done: bool,
}

impl Staging {
    fn new(root: &Path) -> Result<Self> {
        remove_stale_staging(root);
        let dir = root.join(format!("build.tmp-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).context("creating the staging folder")?;
        Ok(Staging { dir, done: false })
    }

    /// Replaces `target` with the staged build; the old one is removed after.
    fn swap_into(mut self, target: &Path) -> Result<()> {
        let old = target.with_file_name(format!("build.old-{}", std::process::id()));
        if target.exists() {
            fs::rename(target, &old).context("moving the previous build aside")?;
        }
        if let Err(e) = fs::rename(&self.dir, target) {
            let _ = fs::rename(&old, target);
            return Err(e).context("moving the new build into place");
        }
        self.done = true;
        let _ = fs::remove_dir_all(&old);
        Ok(())
    }
}

/// Removes staging folders left by builds that were killed (their process is gone).
fn remove_stale_staging(root: &Path) {
    let Ok(entries) = fs::read_dir(root) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let pid = name.strip_prefix("build.tmp-").or_else(|| name.strip_prefix("build.old-"));
        if let Some(pid) = pid.and_then(|p| p.parse::<u32>().ok())
            && !Path::new(&format!("/proc/{pid}")).exists()
        {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the whole pipeline on a corpus with one broken link, one broken
    /// anchor and one duplicate route.
    #[test]
    fn link_problems_warn_and_fail_strict_builds_without_touching_build() {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(&paths::root().join("tests/fixtures/broken"), dir.path()).unwrap();
        let site = dir.path().to_path_buf();

        let summary =
            run(&Options { strict: false, site: site.clone() }).expect("warnings do not fail a build");
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
        let error =
            run(&Options { strict: true, site: site.clone() }).err().expect("--strict fails on warnings");
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
