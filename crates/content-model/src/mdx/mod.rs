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
const CODE_EXTENSIONS: [&str; 15] = [
    "js", "jsx", "ts", "tsx", "mjs", "cjs", "md", "mdx", "css", "scss", "sass", "less", "json", "yml", "yaml",
];

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

/// `require("./shot.png")` in JavaScript: each call's byte range in `code`
/// and its specifier. Docusaurus' bundler gives a required file's module
/// (its URL as `.default`), which pages use in JSX (`src={require(…).default}`).
pub fn required_specifiers(code: &str) -> Vec<(std::ops::Range<usize>, String)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(i) = code[from..].find("require(") {
        let start = from + i;
        from = start + "require(".len();
        // `a.require(` is a method of something else; `...require(` a spread of the module.
        let word_before = !code[..start].ends_with("...")
            && code[..start]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$' || c == '.');
        if word_before {
            continue;
        }
        let rest = &code[from..];
        let inner = rest.trim_start();
        let Some(quote) = inner.chars().next().filter(|c| matches!(c, '\'' | '"')) else { continue };
        let Some(close) = inner[1..].find(quote) else { continue };
        let specifier = &inner[1..1 + close];
        let after = inner[close + 2..].trim_start();
        if specifier.contains(['\n', '\\']) || !after.starts_with(')') {
            continue;
        }
        let end = code.len() - after.len() + 1;
        found.push((start..end, specifier.to_string()));
        from = end;
    }
    found
}

/// The site files an MDX body's JSX attributes and expressions `require`
/// that are not code, as [`file_imports`] gives an import's: the link
/// destination, and the offset (in the body `text`) of its specifier.
pub fn file_requires<'e>(
    page: &str,
    text: &str,
    events: impl Iterator<Item = &'e (crate::markdown::Ev<'e>, std::ops::Range<usize>)>,
) -> Vec<(String, usize)> {
    use crate::markdown::{Ev, JsxAttr, JsxValue};
    let mut found = Vec::new();
    for (event, range) in events {
        let codes: Vec<&str> = match event {
            Ev::JsxOpen(tag) => tag
                .attrs
                .iter()
                .filter_map(|attr| match attr {
                    JsxAttr::Named { value: Some(JsxValue::Expression(code)), .. } => Some(code.as_str()),
                    _ => None,
                })
                .collect(),
            Ev::Expression { code, .. } => vec![code.as_str()],
            _ => continue,
        };
        let written = text.get(range.clone()).unwrap_or_default();
        for (_, specifier) in codes.into_iter().flat_map(required_specifiers) {
            let Some(dest) = file_import_dest(page, &specifier) else { continue };
            let at = range.start + written.find(&specifier).unwrap_or(0);
            found.push((dest, at));
        }
    }
    found
}

/// The link destination (as a Markdown link in `page` would write it) of
/// an import of a site file that is not code; `None` for anything else.
pub fn file_import_dest(page: &str, specifier: &str) -> Option<String> {
    if is_code(specifier) {
        return None;
    }
    if is_relative_import(specifier) {
        Some(specifier.to_string())
    } else if let Some(rest) =
        specifier.strip_prefix("@site/static/").or_else(|| specifier.strip_prefix("/static/"))
    {
        Some(format!("/{rest}"))
    } else if specifier.starts_with('/') && !specifier.starts_with("//") {
        // From the root, as Docusaurus' bundler resolves it (webpack's `resolve.roots`): a file of static/.
        Some(specifier.to_string())
    } else {
        let rest = specifier.strip_prefix("@site/")?;
        Some(format!("{}{rest}", "../".repeat(page.matches('/').count())))
    }
}

/// Whether an import names a path relative to its file: `./a`, `../b`, or a
/// folder itself (`.`, `..`: its index module), as Node and webpack read it.
pub fn is_relative_import(specifier: &str) -> bool {
    matches!(specifier, "." | "..") || specifier.starts_with("./") || specifier.starts_with("../")
}

/// What an import names as a file to publish: Docusaurus' file loaders' types
/// (images, fonts, media, documents), and data and archives a page links to.
const FILE_EXTENSIONS: [&str; 48] = [
    "ico", "jpg", "jpeg", "png", "gif", "webp", "avif", "svg", "bmp", "tif", "tiff", "woff", "woff2", "eot",
    "ttf", "otf", "mp4", "avi", "mov", "mkv", "mpg", "mpeg", "vob", "wmv", "m4v", "webm", "ogv", "wav",
    "mp3", "m4a", "aac", "oga", "flac", "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar",
    "txt", "csv", "xml", "gz", "tgz", "wasm",
];

/// Whether an imported file is code (for a bundler) rather than a file to publish.
/// A folder (`.`, `./parts/`) is its index module; a name whose last dot starts
/// no type of file (`./avatar.playground`) is a module whose extension the
/// bundler adds, as webpack resolves it (`avatar.playground.tsx`).
pub fn is_code(specifier: &str) -> bool {
    if matches!(specifier, "." | "..") || specifier.ends_with('/') {
        return true;
    }
    let name = specifier.rsplit('/').next().unwrap_or(specifier);
    match name.rsplit_once('.') {
        Some((_, ext)) => {
            let ext = ext.to_ascii_lowercase();
            CODE_EXTENSIONS.contains(&ext.as_str()) || !FILE_EXTENSIONS.contains(&ext.as_str())
        }
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

#[cfg(test)]
mod require_tests {
    use super::required_specifiers;

    #[test]
    fn requires_of_a_literal_are_found_with_their_span() {
        let code = "require('./a.png').default + myrequire('./b.png') + x.require('./c') + require( \"@site/d.pdf\" )";
        let found = required_specifiers(code);
        let specs: Vec<&str> = found.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(specs, ["./a.png", "@site/d.pdf"]);
        assert_eq!(&code[found[0].0.clone()], "require('./a.png')");
        assert_eq!(&code[found[1].0.clone()], "require( \"@site/d.pdf\" )");
        assert!(
            required_specifiers("require(name)").is_empty()
                && required_specifiers("require('a' + b)").is_empty()
        );
    }
}
