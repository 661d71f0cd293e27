//! The body of a doc or post file, `.md` or `.mdx`, with the checks both share.

use crate::diag::{Diagnostic, SourceFile};
use crate::files::escaping_references;
use crate::markdown::{Body, parse_body};
use crate::mdx;
use crate::memo::ParseMemo;
use crate::sources::Sources;

/// File extensions read as pages.
pub const PAGE_EXTENSIONS: [&str; 2] = [".md", ".mdx"];

/// `name` without its page extension, if it is a page.
pub fn page_stem(name: &str) -> Option<&str> {
    PAGE_EXTENSIONS.iter().find_map(|ext| name.strip_suffix(ext))
}

/// Parses the body of a page (`.mdx` is made Markdown first).
pub fn read_body(
    sources: &Sources,
    source: &SourceFile,
    body: &str,
    offset: usize,
    memo: Option<&ParseMemo>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Body {
    let parse = || parse(source, body, offset);
    let (parsed, problems) = match memo {
        Some(memo) => memo.get_or_parse(ParseMemo::key(source, body, offset), parse),
        None => parse(),
    };
    diagnostics.extend(problems);
    diagnostics.extend(escaping_references(sources, source, &parsed));
    parsed
}

/// A body as Markdown (`.mdx` made Markdown first) and the problems found
/// reading it: a function of the file's path and text alone (see [`ParseMemo::key`]).
fn parse(source: &SourceFile, body: &str, offset: usize) -> (Body, Vec<Diagnostic>) {
    if source.path.ends_with(".mdx") {
        let prepared = mdx::prepare(source, body, offset);
        let (mut parsed, mut problems) = parse_body(source, &prepared.text, offset);
        parsed.map = prepared.map;
        parsed.references = prepared.references;
        let mut all = prepared.problems;
        all.append(&mut problems);
        (parsed, all)
    } else {
        parse_body(source, &mdx::without_comments(body), offset)
    }
}

/// Where a page's Markdown twin is published: its route plus `.md` (`/` becomes `/index.md`).
pub fn markdown_twin_path(route: &str) -> String {
    if route == "/" { "/index.md".to_string() } else { format!("{}.md", route.trim_end_matches('/')) }
}
