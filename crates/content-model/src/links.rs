//! Where a link in the content points: a route of the site (by route or by a
//! relative `.md` path), an external URL, or nowhere allowed.

use crate::Site;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkTarget {
    /// A route of the site, possibly with `#fragment`.
    Internal(String),
    /// An http(s) or mailto URL.
    External(String),
    /// A relative `.md` path that names no doc; the route it would have had.
    MissingDoc { looked_for: String, route: String },
    /// A scheme that must never reach a page (`javascript:`, `data:` …).
    Unsafe,
}

/// Resolves `dest` written in `source_path` (relative to the project root),
/// shown on the page at `page_path`.
pub fn resolve(site: &Site, source_path: &str, page_path: &str, dest: &str) -> LinkTarget {
    let dest = dest.trim();
    if has_scheme(dest) || dest.starts_with("//") {
        return if is_safe_url(dest, false) {
            LinkTarget::External(dest.to_string())
        } else {
            LinkTarget::Unsafe
        };
    }
    let (path, fragment) = match dest.split_once('#') {
        Some((p, f)) => (p, Some(f)),
        None => (dest, None),
    };
    let with_fragment = |route: String| match fragment {
        Some(f) => format!("{route}#{f}"),
        None => route,
    };
    if path.is_empty() {
        return LinkTarget::Internal(with_fragment(page_path.to_string()));
    }
    if path.starts_with('/') {
        return LinkTarget::Internal(with_fragment(path.to_string()));
    }
    let parent = |p: &str| p.rsplit_once('/').map_or("", |(dir, _)| dir).to_string();
    if let Some(asset) = crate::assets::relative_target(source_path, path).and_then(|t| site.assets.get(&t)) {
        return LinkTarget::Internal(with_fragment(asset.url.clone()));
    }
    if path.ends_with(".md") || path.ends_with(".mdx") {
        // A file path, kept as the loader named it (`../docs/a.md` for docs beside the site).
        let looked_for = crate::files::resolve(source_path, path).unwrap_or_else(|| path.to_string());
        return match site.doc_by_source(&looked_for) {
            Some(doc) => LinkTarget::Internal(with_fragment(doc.meta.path.clone())),
            None => LinkTarget::MissingDoc { route: with_fragment(normalize(&looked_for)), looked_for },
        };
    }
    LinkTarget::Internal(with_fragment(normalize(&format!("{}/{path}", parent(page_path)))))
}

fn has_scheme(url: &str) -> bool {
    url.split_once(':').is_some_and(|(scheme, _)| {
        !scheme.is_empty()
            && scheme.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && scheme.chars().all(|c| {
                c.is_ascii_alphanumeric()
                    || matches!(c, '+' | '-' | '.')
                    || c.is_whitespace()
                    || c.is_control()
            })
    })
}

/// Allows http(s), mailto and relative URLs; images may also be `data:image/…`
/// (but not SVG, which can carry script).
pub fn is_safe_url(url: &str, image: bool) -> bool {
    let lower: String = url
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    if !has_scheme(&lower) {
        return true;
    }
    let scheme = lower.split(':').next().unwrap_or_default();
    matches!(scheme, "http" | "https" | "mailto")
        || (image && lower.starts_with("data:image/") && !lower.starts_with("data:image/svg"))
}

/// Resolves `.` and `..` in a `/`-separated path; the result starts with `/`.
pub fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    format!("/{}", parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls() {
        assert!(is_safe_url("https://a.b", false));
        assert!(is_safe_url("/img/a.svg", true));
        assert!(is_safe_url("a:b/../c", false) || has_scheme("a:b"));
        assert!(!is_safe_url("javascript:alert(1)", false));
        assert!(!is_safe_url(" JaVa\tScript:alert(1)", false));
        assert!(!is_safe_url("java\nscript:alert(1)", false));
        assert!(!is_safe_url("data:text/html,x", true));
        assert!(!is_safe_url("data:image/svg+xml,<svg onload=x>", true));
        assert!(is_safe_url("data:image/png;base64,AA", true));
        assert!(!is_safe_url("data:image/png;base64,AA", false));
        assert!(!is_safe_url("vbscript:x", false));
        assert_eq!(normalize("/docs/guide/./a/../b.md"), "/docs/guide/b.md");
    }
}
