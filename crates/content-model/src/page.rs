//! The body of a doc or post file, `.md` or `.mdx`, with the checks both share.

use crate::diag::{Diagnostic, SourceFile};
use crate::files::escaping_references;
use crate::markdown::{Body, parse_body};
use crate::mdx;
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
    diagnostics: &mut Vec<Diagnostic>,
) -> Body {
    let (parsed, problems) = if source.path.ends_with(".mdx") {
        let prepared = mdx::prepare(source, body, offset);
        diagnostics.extend(prepared.problems);
        let (mut parsed, problems) = parse_body(source, &prepared.text, offset);
        parsed.map = prepared.map;
        parsed.references = prepared.references;
        (parsed, problems)
    } else {
        parse_body(source, &mdx::without_comments(body), offset)
    };
    diagnostics.extend(problems);
    diagnostics.extend(escaping_references(sources, source, &parsed));
    parsed
}

/// Where a page's Markdown twin is published: its route plus `.md` (`/` becomes `/index.md`).
pub fn markdown_twin_path(route: &str) -> String {
    if route == "/" { "/index.md".to_string() } else { format!("{}.md", route.trim_end_matches('/')) }
}
