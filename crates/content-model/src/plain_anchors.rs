//! The paths the site's own scripts, and its MDX pages' JSX, write as plain
//! `<a href="/…">` (not `<Link>`; MDX passes an `<a>` written as JSX by the
//! theme's link): Docusaurus' link check sees only `<Link>`s, so one of these
//! leading nowhere stops no Docusaurus build, and stops none here. Read from
//! the source text (`href="…"`, `href='…'`, ``href={`…`}`` without
//! `${`), because in the built HTML a plain `<a>` looks like a `<Link>`.

use std::collections::BTreeMap;

use crate::sources::{Contents, Sources};

const SCRIPT_EXTENSIONS: [&str; 4] = [".tsx", ".jsx", ".ts", ".js"];

/// Pages whose JSX is compiled as MDX (Docusaurus 3 reads `.md` as MDX too, unless told otherwise).
const MDX_EXTENSIONS: [&str; 2] = [".mdx", ".md"];

/// Each path a script under `src/`, or a page's JSX, writes as a plain `<a>`'s
/// `href`, with the first file that writes it.
pub fn plain_anchors(sources: &Sources) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for (path, contents) in sources.files() {
        let script = path.starts_with("src/") && SCRIPT_EXTENSIONS.iter().any(|ext| path.ends_with(ext));
        if !script && !MDX_EXTENSIONS.iter().any(|ext| path.ends_with(ext)) {
            continue;
        }
        let Contents::Text(bytes) = contents else { continue };
        let Ok(text) = std::str::from_utf8(bytes) else { continue };
        for href in hrefs_of_plain_anchors(text) {
            found.entry(href.to_string()).or_insert_with(|| path.to_string());
        }
    }
    found
}

/// The literal paths (from the root) of `<a … href=…>` tags in `text`.
fn hrefs_of_plain_anchors(text: &str) -> Vec<&str> {
    let mut hrefs = Vec::new();
    for (at, _) in text.match_indices("<a") {
        let rest = &text[at + 2..];
        // `<a` then a space: not `<abbr>` nor `<aside>`.
        if !rest.starts_with(|c: char| c.is_whitespace()) {
            continue;
        }
        let tag = &rest[..rest.find('>').unwrap_or(rest.len())];
        let Some(value) = tag.find("href=").map(|i| &tag[i + 5..]) else { continue };
        let value = value.strip_prefix('{').unwrap_or(value);
        let Some(quote) = value.chars().next().filter(|c| matches!(c, '"' | '\'' | '`')) else { continue };
        let inner = &value[1..];
        let Some(end) = inner.find(quote) else { continue };
        let href = &inner[..end];
        if href.starts_with('/') && !href.starts_with("//") && !href.contains("${") {
            hrefs.push(href);
        }
    }
    hrefs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_literal_paths_of_plain_anchors_only() {
        let text = r#"
            <a href="/docs/a">a</a> <a className="x" href='/docs/b#c'>b</a>
            <a
              href={`/docs/d`}>d</a> <a href={`/docs/${name}`}>e</a>
            <Link href="/docs/link">f</Link> <abbr href="/docs/abbr" /> <a href="https://x.org/y">g</a>
            <a href={path}>h</a> <a href="//cdn.example/i">i</a>
        "#;
        assert_eq!(hrefs_of_plain_anchors(text), ["/docs/a", "/docs/b#c", "/docs/d"]);
    }

    #[test]
    fn names_the_first_script_under_src_or_page_that_writes_each() {
        let mut sources = Sources::default();
        sources.insert_bytes("src/components/Form.tsx", b"<a href=\"/docs/appinfo\">x</a>".to_vec());
        sources.insert_bytes("src/components/Other.js", b"<a href=\"/docs/appinfo\">y</a>".to_vec());
        // An `<a>` written as JSX in MDX is no `<Link>` either (MDX leaves it out of the components map: homarr's FAQ).
        sources.insert_bytes("docs/page.mdx", b"<a href=\"/docs/in-mdx\">z</a>".to_vec());
        sources.insert_bytes("docs/script.js", b"<a href=\"/docs/elsewhere\">w</a>".to_vec());
        let found = plain_anchors(&sources);
        assert_eq!(
            found,
            BTreeMap::from([
                ("/docs/appinfo".to_string(), "src/components/Form.tsx".to_string()),
                ("/docs/in-mdx".to_string(), "docs/page.mdx".to_string()),
            ])
        );
    }
}
