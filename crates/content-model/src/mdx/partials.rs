//! Markdown partials: a `.md` or `.mdx` file that a page (or another partial)
//! imports (`import Part from './_part.mdx'`) and shows where it writes
//! `<Part />`. Docusaurus compiles each such file into a component of its
//! own (its own imports, its own heading ids, `props` from the tag), and
//! splices its headings into the table of contents of the page at the place
//! of the tag (since Docusaurus 3.2); so does this site. A file whose name
//! (or folder's name) starts with `_` is never a page, only a partial.

use std::collections::{BTreeMap, BTreeSet};

use crate::diag::{Diagnostic, SourceFile};
use crate::files;
use crate::frontmatter;
use crate::markdown::{Body, Heading};
use crate::page::{PageInputs, read_body};

use super::js;

/// A partial as read, by its path in the site.
#[derive(Debug, Clone)]
pub struct Partial {
    pub source: SourceFile,
    pub body: Body,
}

/// Every partial the site's pages import (directly or through other partials), by path.
pub type Partials = BTreeMap<String, Partial>;

/// `import Name from '<a .md or .mdx file>'` in a body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartialImport {
    /// The name it binds (the tag the body writes).
    pub name: String,
    /// The imported file's path in the site.
    pub path: String,
    /// The specifier as written.
    pub specifier: String,
    /// Offset of the specifier in the importing file.
    pub at: usize,
}

/// Whether a page's file or folder name makes it a partial rather than a
/// page (Docusaurus' `exclude` default: `**/_*.{md,mdx}`, `**/_*/**`).
pub fn is_partial_name(name: &str) -> bool {
    name.starts_with('_')
}

/// The site path of a Markdown file `specifier` imports from `importer`:
/// relative (`./`, `../`), from the site's root (`@site/…`, `/…`); `None` for
/// anything else or a path that climbs out of the site.
pub fn partial_path(importer: &str, specifier: &str) -> Option<String> {
    let file = specifier.split(['?', '#']).next().unwrap_or(specifier);
    if !(file.ends_with(".md") || file.ends_with(".mdx")) {
        return None;
    }
    // Above the site too (a monorepo's `@site/../CHANGELOG.md`), as Docusaurus compiles any Markdown file:
    // the loader read it if it lies in the site's repository, and it is no file of the site otherwise.
    if let Some(rest) = file.strip_prefix("@site/") {
        Some(files::resolve_above("", rest))
    } else if let Some(rest) = file.strip_prefix('/') {
        files::resolve("", rest)
    } else if super::is_relative_import(file) {
        Some(files::resolve_above(importer, file))
    } else {
        None
    }
}

/// The Markdown files `body` (of the file at `importer`) imports: by its
/// default import (the component `name`), or only its `toc`, `frontMatter`
/// or `contentTitle` (no name), which an MDX module exports too.
pub fn imports_of(importer: &str, body: &Body) -> Vec<PartialImport> {
    let mut found = Vec::new();
    for block in &body.esm {
        for import in js::bindings(&block.code).imports {
            let Some(path) = partial_path(importer, &import.specifier).filter(|_| !import.names.is_empty())
            else {
                continue;
            };
            let name = import.default.unwrap_or_default();
            let at = body.source_offset(block.at + import.at);
            found.push(PartialImport { name, path, specifier: import.specifier, at });
        }
    }
    found
}

/// The Markdown files the site scripts beside the pages import by a default
/// import (`import IOS from './setup-ios.md'` in a `.jsx` a doc shows), as
/// Docusaurus' bundler compiles them: each with the script it is imported by.
pub fn script_imports(sources: &crate::Sources) -> Vec<(SourceFile, PartialImport)> {
    let mut found = Vec::new();
    for (path, contents) in sources.files() {
        let crate::sources::Contents::Text(bytes) = contents else { continue };
        if !crate::sources::is_script(path) || path.split('/').any(|part| part == "node_modules") {
            continue;
        }
        // Most scripts import no Markdown: parsed only when the text names such a file.
        let Ok(code) = std::str::from_utf8(bytes) else { continue };
        if !code.contains(".md") {
            continue;
        }
        let script = SourceFile::new(path, code.to_string());
        for import in context_markdown(sources, path, code) {
            found.push((script.clone(), import));
        }
        for import in js::script_imports(path, code) {
            let (Some(name), Some(imported)) = (import.default_only, partial_path(path, &import.specifier))
            else {
                continue;
            };
            let import = PartialImport { name, path: imported, specifier: import.specifier, at: import.at };
            found.push((script.clone(), import));
        }
    }
    found
}

/// The Markdown files a script's `require.context("dir", deep, /pattern/)`
/// calls name (webpack's context modules, which the bundle stage makes the
/// same way): each file below `dir` (and its subfolders unless `false`)
/// whose `./path` fits the pattern, compiled as a partial. A `!!raw-loader!`
/// context gives text, and a pattern the `regex` crate does not read, none.
fn context_markdown(sources: &crate::Sources, script: &str, code: &str) -> Vec<PartialImport> {
    static CALL: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        let pattern = r#"(?:^|[^\w$.])require\.context\(\s*(["'])([^"'\n]+)["']\s*(?:,\s*(true|false)\s*)?(?:,\s*/((?:\\.|[^/\\\n])+)/([a-z]*)\s*)?,?\s*\)"#;
        regex::Regex::new(pattern).expect("a valid pattern")
    });
    let mut found = Vec::new();
    for m in CALL.captures_iter(code) {
        let (Some(whole), Some(written)) = (m.get(0), m.get(2)) else { continue };
        if written.as_str().contains('!') {
            continue;
        }
        let folder = written.as_str().trim_end_matches('/');
        let dir = match folder.strip_prefix("@site/") {
            Some(rest) => files::resolve("", rest),
            None => files::resolve(script, folder),
        };
        let Some(dir) = dir else { continue };
        let deep = m.get(3).is_none_or(|d| d.as_str() == "true");
        // No pattern: every file (webpack's default, `^\.\/.*$`).
        let pattern = match m.get(4) {
            Some(source) => {
                let flags = m.get(5).map_or("", |f| f.as_str());
                let case = if flags.contains('i') { "(?i)" } else { "" };
                let Ok(pattern) = regex::Regex::new(&format!("{case}{}", source.as_str())) else { continue };
                Some(pattern)
            }
            None => None,
        };
        let mut stack = vec![(dir.clone(), String::from("./"))];
        while let Some((at, prefix)) = stack.pop() {
            for entry in sources.list(&at) {
                let key = format!("{prefix}{}", entry.name);
                if entry.is_dir {
                    if deep && entry.name != "node_modules" {
                        stack.push((entry.path, format!("{key}/")));
                    }
                } else if (key.ends_with(".md") || key.ends_with(".mdx"))
                    && pattern.as_ref().is_none_or(|p| p.is_match(&key))
                {
                    let name = entry.name.trim_end_matches(".mdx").trim_end_matches(".md").to_string();
                    let specifier = format!("{folder}/{}", &key[2..]);
                    found.push(PartialImport { name, path: entry.path, specifier, at: whole.start() });
                }
            }
        }
    }
    found
}

/// The partials site scripts import, and those they import in turn: what
/// site code can import (see `used_by` for a page's).
pub fn imported_by_scripts(scripts: &[(SourceFile, PartialImport)], partials: &Partials) -> Vec<String> {
    let mut found = BTreeSet::new();
    let mut stack: Vec<String> = scripts.iter().map(|(_, i)| i.path.clone()).collect();
    while let Some(path) = stack.pop() {
        if let Some(partial) = partials.get(&path)
            && found.insert(path.clone())
        {
            stack.extend(imports_of(&path, &partial.body).into_iter().map(|i| i.path));
        }
    }
    found.into_iter().collect()
}

/// Reads every partial that `pages` and the site scripts (their [`script_imports`]) import, and the partials those import;
/// an import of a file that is not there, or a partial that shows itself, is
/// an error at the import.
pub fn load<'a>(
    inputs: PageInputs<'_>,
    pages: impl Iterator<Item = (&'a SourceFile, &'a Body)>,
    scripts: &[(SourceFile, PartialImport)],
    diagnostics: &mut Vec<Diagnostic>,
) -> Partials {
    let mut partials = Partials::new();
    let mut queue: Vec<(SourceFile, PartialImport)> = Vec::new();
    let enqueue = |queue: &mut Vec<_>, source: &SourceFile, body: &Body| {
        for import in imports_of(&source.path, body) {
            queue.push((source.clone(), import));
        }
    };
    for (source, body) in pages {
        enqueue(&mut queue, source, body);
    }
    queue.extend(scripts.iter().cloned());
    let mut missing = BTreeSet::new();
    // In import order, each file read once.
    queue.reverse();
    while let Some((importer, import)) = queue.pop() {
        if partials.contains_key(&import.path) {
            continue;
        }
        if !inputs.sources.is_file(&import.path) {
            if missing.insert((importer.path.clone(), import.path.clone())) {
                diagnostics.push(
                    Diagnostic::error(
                        &importer,
                        import.at,
                        format!(
                            "`{}` imports `{}`, which is not a file of the site",
                            import.name, import.path
                        ),
                    )
                    .expected("the path of a `.md` or `.mdx` file, relative to this file or `@site/…`"),
                );
            }
            continue;
        }
        let Some(partial) = read(inputs, &import.path, diagnostics) else { continue };
        let mut more = Vec::new();
        enqueue(&mut more, &partial.source, &partial.body);
        more.reverse();
        queue.extend(more);
        partials.insert(import.path.clone(), partial);
    }
    for (path, partial) in &partials {
        for import in imports_of(path, &partial.body) {
            if reaches(&partials, &import.path, path) {
                diagnostics.push(
                    Diagnostic::error(
                        &partial.source,
                        import.at,
                        format!("`{path}` shows itself through `{}`: it would never end", import.path),
                    )
                    .expected("partials that do not import, directly or not, the file that imports them"),
                );
            }
        }
    }
    partials
}

/// One partial file: front matter cut off (Docusaurus reads it and shows
/// nothing of it), the body in the format its page would have.
fn read(inputs: PageInputs<'_>, path: &str, diagnostics: &mut Vec<Diagnostic>) -> Option<Partial> {
    let source = inputs.sources.read(path).map_err(|d| diagnostics.push(d)).ok()?;
    let source = inputs.service.expand(source).map_err(|d| diagnostics.extend(d)).ok()?;
    let split = frontmatter::split(&source).map_err(|d| diagnostics.push(d)).ok()?;
    let format = inputs.format_of(&source, &split, diagnostics);
    let body = read_body(
        inputs.sources,
        &source,
        split.body,
        split.body_offset,
        crate::page::Reading { format, syntax: inputs.markdown.syntax() },
        inputs.options.memo,
        diagnostics,
    );
    Some(Partial { source, body })
}

/// Whether the partial at `from` imports `to`, directly or through others.
fn reaches(partials: &Partials, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from.to_string()];
    while let Some(path) = stack.pop() {
        if path == to {
            return true;
        }
        if !seen.insert(path.clone()) {
            continue;
        }
        if let Some(partial) = partials.get(&path) {
            stack.extend(imports_of(&path, &partial.body).into_iter().map(|i| i.path));
        }
    }
    false
}

/// The headings a reader sees in the body of `source`: its own, with each
/// partial it shows as a block (`<Part />`) replaced by that partial's
/// headings, at the tag's place; offsets are the page's.
pub fn headings_with_partials(source: &str, body: &Body, partials: &Partials) -> Vec<Heading> {
    let mut out = Vec::new();
    collect_headings(source, body, partials, None, &mut vec![source.to_string()], &mut out);
    out
}

fn collect_headings(
    path: &str,
    body: &Body,
    partials: &Partials,
    at: Option<usize>,
    showing: &mut Vec<String>,
    out: &mut Vec<Heading>,
) {
    let imports = imports_of(path, body);
    let mut items: Vec<(usize, Option<&PartialImport>, Option<&Heading>)> =
        body.headings.iter().map(|h| (h.offset, None, Some(h))).collect();
    for (offset, name) in &body.components {
        if let Some(import) = imports.iter().find(|i| i.name == *name) {
            items.push((*offset, Some(import), None));
        }
    }
    items.sort_by_key(|(offset, ..)| *offset);
    for (offset, import, heading) in items {
        let place = at.unwrap_or(offset);
        if let Some(heading) = heading {
            out.push(Heading { offset: place, ..heading.clone() });
        }
        let Some(import) = import else { continue };
        // A partial that shows itself is an error of its own (see `load`).
        let Some(partial) = partials.get(&import.path).filter(|_| !showing.contains(&import.path)) else {
            continue;
        };
        showing.push(import.path.clone());
        collect_headings(&import.path, &partial.body, partials, Some(place), showing, out);
        showing.pop();
    }
}

/// Every partial `body` shows, directly or through other partials, by path.
pub fn used_by(source: &str, body: &Body, partials: &Partials) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let mut stack: Vec<String> = imports_of(source, body).into_iter().map(|i| i.path).collect();
    while let Some(path) = stack.pop() {
        if found.contains(&path) {
            continue;
        }
        if let Some(partial) = partials.get(&path) {
            stack.extend(imports_of(&path, &partial.body).into_iter().map(|i| i.path));
            found.push(path);
        }
    }
    found.sort();
    found
}
