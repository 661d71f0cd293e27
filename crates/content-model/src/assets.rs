//! Files beside a doc or post that its Markdown refers to by a relative path
//! (`![화면](./img/shot.png)`, `[PDF](./guide.pdf)`, `image: ./banner.jpg`):
//! published under a name carrying a hash of their bytes, so a changed file
//! gets a new URL and an unchanged one stays cached, with images' pixel sizes.

use std::collections::BTreeMap;

use crate::diag::{Diagnostic, SourceFile};
use crate::markdown::Body;
use crate::page::page_stem;
use crate::sources::{FileFacts, Sources};

/// One published file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asset {
    /// Where the site serves it: `/assets/images/shot-1a2b3c4d.png`.
    pub url: String,
    /// The file to copy, relative to the site folder.
    pub file: String,
    /// Width and height, for images of a known format.
    pub size: Option<(u32, u32)>,
}

/// Assets by the path of their file relative to the site folder (`docs/guide/img/shot.png`).
pub type Assets = BTreeMap<String, Asset>;

const IMAGE_EXTENSIONS: [&str; 8] = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico"];

/// The site-relative path a relative reference in `source_path` names, or
/// `None` for a route, a URL, an anchor or a page (`.md`, `.mdx`).
pub fn relative_target(source_path: &str, dest: &str) -> Option<String> {
    let path = dest.trim().split(['#', '?']).next().unwrap_or_default();
    let scheme = path.split_once(':').is_some_and(|(s, _)| !s.contains('/'));
    if path.is_empty() || path.starts_with('/') || scheme || page_stem(path).is_some() {
        return None;
    }
    // Decoded before it is resolved, so an escaped `..` is still held inside the
    // site; `\` is a `/`, as the URL parser (Docusaurus', a browser's) reads it.
    crate::files::resolve(source_path, &crate::files::decoded(path).replace('\\', "/"))
}

/// Finds the assets the pages refer to. `pages` yields each page's file, body
/// and front-matter `image`. A relative image that names no file is a warning
/// at its place.
pub fn collect<'a>(
    sources: &Sources,
    pages: impl Iterator<Item = (&'a SourceFile, &'a Body, Option<&'a str>)>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Assets {
    let mut assets = Assets::new();
    for (source, body, image) in pages {
        let mut refs: Vec<(String, usize, bool)> = Vec::new();
        if let Some(image) = image {
            refs.push((image.to_string(), source.text.find(image).unwrap_or(0), true));
        }
        for link in &body.links {
            let range = link.range.clone();
            let at = body.source_offset(range.start + body.text[range].find(link.dest.as_str()).unwrap_or(0));
            refs.push((link.dest.clone(), at, link.image));
        }
        refs.extend(body.references.iter().map(|(dest, at)| (dest.clone(), *at, true)));
        for (dest, at, is_image) in refs {
            let Some(target) = relative_target(&source.path, &dest) else { continue };
            if assets.contains_key(&target) {
                continue;
            }
            match sources.facts(&target) {
                Some(facts) => {
                    let mut asset = asset(&target, facts);
                    // A translation's own image is copied from where it is.
                    asset.file = sources.origin(&target).to_string();
                    assets.insert(target, asset);
                }
                // Links may name routes relative to the page; only images must be files.
                _ if is_image => diagnostics.push(
                    Diagnostic::warning(
                        source,
                        at,
                        format!("image `{dest}` not found: no file at `{target}`"),
                    )
                    .expected("a path relative to this page's file, or one under static/ written from `/`"),
                ),
                _ => {}
            }
        }
    }
    assets
}

fn asset(target: &str, facts: FileFacts) -> Asset {
    let name = target.rsplit('/').next().unwrap_or(target);
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    let hash = facts.hash;
    let ext_lower = ext.to_ascii_lowercase();
    let is_image = IMAGE_EXTENSIONS.contains(&ext_lower.as_str());
    let folder = if is_image { "images" } else { "files" };
    let dot = if ext.is_empty() { "" } else { "." };
    let url = format!("/assets/{folder}/{stem}-{}{dot}{ext}", &hash[..8]);
    let size = if is_image { facts.size } else { None };
    Asset { url, file: target.to_string(), size }
}

#[cfg(test)]
mod tests {
    use super::relative_target;

    #[test]
    fn relative_targets() {
        let page = "docs/guide/a.md";
        assert_eq!(relative_target(page, "./img/shot.png").as_deref(), Some("docs/guide/img/shot.png"));
        assert_eq!(relative_target(page, "../b/c.pdf#page=2").as_deref(), Some("docs/b/c.pdf"));
        assert_eq!(relative_target(page, "img/x.svg").as_deref(), Some("docs/guide/img/x.svg"));
        for not_an_asset in
            ["/img/a.png", "https://x.org/a.png", "#part", "./other.md", "b.mdx#x", "mailto:a@b"]
        {
            assert_eq!(relative_target(page, not_an_asset), None, "{not_an_asset}");
        }
        assert_eq!(relative_target("a.md", "../../x.png"), None, "climbs out of the site");
        // Escapes name the file's characters, as Docusaurus decodes them.
        assert_eq!(
            relative_target(page, "../pic/My%20Shot%20-%202.jpeg").as_deref(),
            Some("docs/pic/My Shot - 2.jpeg")
        );
        assert_eq!(relative_target(page, "./%EC%82%AC%EC%A7%84.png").as_deref(), Some("docs/guide/사진.png"));
        assert_eq!(relative_target("a.md", "%2E%2E/%2e%2e/x.png"), None, "an escaped climb is still a climb");
        assert_eq!(
            relative_target(page, "./100%.png").as_deref(),
            Some("docs/guide/100%.png"),
            "a lone % stays"
        );
        // Written on Windows: `\` is a `/`.
        assert_eq!(relative_target(page, r"..\pic\a.png").as_deref(), Some("docs/pic/a.png"));
        assert_eq!(relative_target("a.md", r"..\..\x.png"), None);
    }
}
