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
    if path.is_empty() || path.starts_with('/') || page_stem(path).is_some() {
        return None;
    }
    // `@site/static/img/a.png` is Docusaurus' alias of the site's folder, in Markdown too.
    let (from, path) = match path.strip_prefix("@site/") {
        Some(in_site) => ("_", in_site),
        None if scheme => return None,
        None => (source_path, path),
    };
    // Decoded before it is resolved, so an escaped `..` is still held inside the
    // site; `\` is a `/`, as the URL parser (Docusaurus', a browser's) reads it.
    crate::files::resolve(from, &crate::files::decoded(path).replace('\\', "/"))
}

/// The site-relative path a relative reference names in the page known as
/// `source_path` and read from `origin` (a translation laid over it).
/// Docusaurus resolves the reference from where the file really is, so that
/// comes first when `exists` finds it there (mapped onto the paths the
/// translation is laid over); else from `source_path`, where a translation
/// copied from its page finds the page's own files; else where the
/// translation names, so what is missing is reported there.
pub fn target_in(
    source_path: &str,
    origin: &str,
    dest: &str,
    exists: impl Fn(&str) -> bool,
) -> Option<String> {
    let from_origin = (origin != source_path)
        .then(|| relative_target(origin, dest))
        .flatten()
        .map(|real| laid_over(source_path, origin, &real));
    match from_origin {
        Some(laid) if exists(&laid) => Some(laid),
        laid => relative_target(source_path, dest).or(laid),
    }
}

/// `real`, a path near `origin`, as the path it is known by when `origin`'s
/// folder is laid over `path`'s (`i18n/en/…/current/img/a.png` → `docs/img/a.png`);
/// a path outside that folder is itself.
pub fn laid_over(path: &str, origin: &str, real: &str) -> String {
    let (mut laid, mut from) = (folders(path), folders(origin));
    while !laid.is_empty() && laid.last() == from.last() {
        laid.pop();
        from.pop();
    }
    let rest = real.strip_prefix(&from.join("/")).and_then(|rest| rest.strip_prefix('/'));
    match rest {
        Some(rest) if !from.is_empty() => laid.into_iter().chain([rest]).collect::<Vec<_>>().join("/"),
        _ => real.to_string(),
    }
}

/// The folders a file is in, outermost first.
fn folders(file: &str) -> Vec<&str> {
    file.rsplit_once('/').map_or(Vec::new(), |(dir, _)| dir.split('/').collect())
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
            // Docusaurus takes only `./…` as a file beside the page; another value is
            // passed on as written (a site's theme may read `cover.png` as its own name),
            // so only a path written as relative must be a file.
            let must_be_file = image.starts_with("./") || image.starts_with("../");
            refs.push((image.to_string(), source.text.find(image).unwrap_or(0), must_be_file));
        }
        for link in &body.links {
            let range = link.range.clone();
            let at = body.source_offset(range.start + body.text[range].find(link.dest.as_str()).unwrap_or(0));
            refs.push((link.dest.clone(), at, link.image));
        }
        refs.extend(body.references.iter().map(|(dest, at)| (dest.clone(), *at, true)));
        for (dest, at, is_image) in refs {
            let origin = sources.origin(&source.path);
            let Some(target) = target_in(&source.path, origin, &dest, |t| sources.facts(t).is_some()) else {
                continue;
            };
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
    use super::{laid_over, relative_target, target_in};

    #[test]
    fn a_translation_refers_from_where_it_is_known_by_the_paths_it_is_laid_over() {
        let (page, origin) = ("docs/case/a.md", "i18n/zh/docusaurus-plugin-content-docs/current/case/a.md");
        let exists =
            |t: &str| ["docs/case/img/b.png", "docs/resources/c.png", "docs/case/d.png"].contains(&t);
        // Five folders up from the translation is the site folder, as Docusaurus reads it.
        let target = |dest| target_in(page, origin, dest, exists);
        assert_eq!(target("../../../../../docs/resources/c.png").as_deref(), Some("docs/resources/c.png"));
        assert_eq!(
            target("./img/b.png").as_deref(),
            Some("docs/case/img/b.png"),
            "the translation's own image"
        );
        assert_eq!(
            target("./d.png").as_deref(),
            Some("docs/case/d.png"),
            "the page's image, found beside the page"
        );
        assert_eq!(
            target("../../../x.png").as_deref(),
            Some("i18n/zh/x.png"),
            "missing: named where the translation points"
        );
        // Out of the site from both places, written plainly or encoded: no target; an absolute path is no file reference.
        assert_eq!(target("../../../../../../etc/passwd"), None);
        assert_eq!(target("%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd"), None);
        assert_eq!(target("/etc/passwd"), None);
        assert_eq!(laid_over("docs/a.md", "docs/a.md", "docs/b.png"), "docs/b.png");
        assert_eq!(
            laid_over(
                "blog/a.md",
                "i18n/en/docusaurus-plugin-content-blog/a.md",
                "i18n/en/docusaurus-plugin-content-blog/x/y.png"
            ),
            "blog/x/y.png"
        );
    }

    #[test]
    fn relative_targets() {
        let page = "docs/guide/a.md";
        assert_eq!(relative_target(page, "./img/shot.png").as_deref(), Some("docs/guide/img/shot.png"));
        assert_eq!(relative_target(page, "../b/c.pdf#page=2").as_deref(), Some("docs/b/c.pdf"));
        assert_eq!(relative_target(page, "img/x.svg").as_deref(), Some("docs/guide/img/x.svg"));
        assert_eq!(relative_target(page, "@site/static/img/x.png").as_deref(), Some("static/img/x.png"));
        assert_eq!(relative_target(page, "@site/../x.png"), None, "the alias cannot climb out of the site");
        assert_eq!(relative_target(page, "@site/%2e%2e/x.png"), None, "nor by an encoded `..`");
        assert_eq!(
            relative_target(page, "@site//etc/passwd").as_deref(),
            Some("etc/passwd"),
            "an absolute path stays inside"
        );
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
