//! MDX as Docusaurus 3 reads it: `docusaurus.rs` does what Docusaurus does
//! before MDX, `tree.rs` parses with markdown-rs's MDX constructs (the
//! JavaScript inside read by oxc, `js.rs`), `partials.rs` finds the Markdown
//! files a page imports, and `static_check.rs` holds a `static_mdx` site's
//! pages to what runs none of their author's code. Here: which imports are
//! files rather than code, and `{/* comments */}` in a `.md` body read as
//! CommonMark.

pub mod docusaurus;
mod edits;
pub mod js;
pub mod lenient;
pub mod partials;
pub mod static_check;
pub mod tree;

use pulldown_cmark::{Event, Parser, Tag};

use crate::markdown::{is_truncate_marker, options};
use edits::Edits;
pub use edits::OffsetMap;
pub use tree::{Esm, Tree};

/// Module prefixes whose components are written as plain tags in the page.
const THEME_MODULES: [&str; 2] = ["@theme/", "@docusaurus/"];

/// Imported files that are code or pages, which only a JavaScript bundler could use.
const CODE_EXTENSIONS: [&str; 13] =
    ["js", "jsx", "ts", "tsx", "mjs", "cjs", "md", "mdx", "css", "scss", "json", "yml", "yaml"];

/// The site files an MDX body's ESM imports that are not code (images and
/// other files, published as assets and bound to their URL), as paths
/// relative to the page with the offset (in the body) of their specifier.
/// `@site/static/x` is written as the static file `/x`, another `@site/…` path
/// relative to the page (`page` is its path in the site).
pub fn file_imports(page: &str, esm: &[Esm]) -> Vec<(String, usize)> {
    esm.iter()
        .flat_map(|block| {
            js::bindings(&block.code).imports.into_iter().filter_map(move |import| {
                let dest = file_import_dest(page, &import.specifier)?;
                Some((dest, block.at + import.at + 1))
            })
        })
        .collect()
}

/// The link destination (as a Markdown link in `page` would write it) of
/// an import of a site file that is not code; `None` for anything else.
pub fn file_import_dest(page: &str, specifier: &str) -> Option<String> {
    if is_code(specifier) {
        return None;
    }
    if specifier.starts_with("./") || specifier.starts_with("../") {
        Some(specifier.to_string())
    } else if let Some(rest) = specifier.strip_prefix("@site/static/") {
        Some(format!("/{rest}"))
    } else {
        let rest = specifier.strip_prefix("@site/")?;
        Some(format!("{}{rest}", "../".repeat(page.matches('/').count())))
    }
}

/// Whether an imported file is code (for a bundler) rather than a file to publish.
pub fn is_code(specifier: &str) -> bool {
    let name = specifier.rsplit('/').next().unwrap_or(specifier);
    match name.rsplit_once('.') {
        Some((_, ext)) => CODE_EXTENSIONS.contains(&ext),
        // No extension: a module (`./Chart` is `./Chart.tsx` or similar).
        None => true,
    }
}

/// `{/* … */}` outside code blanked; the truncate marker, which the blog reads,
/// becomes the same-length HTML comment `<!--truncate-->`.
fn blank_comments(body: &str, edits: &mut Edits) {
    let code: Vec<std::ops::Range<usize>> = Parser::new_ext(body, options(false))
        .into_offset_iter()
        .filter(|(event, _)| matches!(event, Event::Code(_) | Event::Start(Tag::CodeBlock(_))))
        .map(|(_, range)| range)
        .collect();
    let mut from = 0;
    while let Some(i) = body[from..].find("{/*") {
        let start = from + i;
        let Some(j) = body[start..].find("*/}") else { return };
        let end = start + j + 3;
        from = end;
        if code.iter().any(|r| r.contains(&start)) {
            continue;
        }
        if is_truncate_marker(&body[start..end]) {
            let html = "<!--truncate-->";
            edits.replace(start..end, format!("{html}{}", " ".repeat(end - start - html.len())));
        } else {
            edits.blank(body, start..end);
        }
    }
}

/// A `.md` body with `{/* comments */}` blanked, as Docusaurus reads `.md` as MDX.
pub fn without_comments(body: &str) -> String {
    let mut edits = Edits::default();
    blank_comments(body, &mut edits);
    edits.apply(body).0
}
