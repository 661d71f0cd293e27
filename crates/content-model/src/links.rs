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
    /// Docusaurus' `pathname:///file`: a path of the site's host loaded as a
    /// whole page (a file under static/, another tool), not a route; it
    /// opens in a new tab and is not checked, as in Docusaurus.
    FullLoad(String),
    /// A scheme that must never reach a page (`javascript:`, `data:` …).
    Unsafe,
}

/// Resolves `dest` written in `source_path` (relative to the project root),
/// shown on the page at `page_path`.
pub fn resolve(site: &Site, source_path: &str, page_path: &str, dest: &str) -> LinkTarget {
    let dest = dest.trim();
    if let Some(path) = dest.strip_prefix("pathname://") {
        return if has_scheme(path) || path.starts_with("//") {
            LinkTarget::Unsafe
        } else {
            LinkTarget::FullLoad(path.to_string())
        };
    }
    if has_scheme(dest) || dest.starts_with("//") {
        return if is_safe_link(dest) { LinkTarget::External(dest.to_string()) } else { LinkTarget::Unsafe };
    }
    let (path, fragment) = match dest.split_once('#') {
        Some((p, f)) => (p, Some(f)),
        None => (dest, None),
    };
    // A browser reads `\` in a path as `/` (the URL standard; Docusaurus reads
    // links with `new URL`), so `docs\a.md` written on Windows names `docs/a.md`.
    let path: &str =
        &if path.contains('\\') { std::borrow::Cow::Owned(path.replace('\\', "/")) } else { path.into() };
    let with_fragment = |route: String| match fragment {
        Some(f) => format!("{route}#{f}"),
        None => route,
    };
    if path.is_empty() {
        return LinkTarget::Internal(with_fragment(page_path.to_string()));
    }
    // Where the browser takes a relative path from the page, at the address it has under
    // Docusaurus: a folder's (`/docs/`) for a docs root or an index page.
    let from_page = |path: &str| {
        let parent = |p: &str| p.rsplit_once('/').map_or("", |(dir, _)| dir).to_string();
        let base = if site.has_folder_address(page_path) { page_path.to_string() } else { parent(page_path) };
        normalize(&format!("{base}/{path}"))
    };
    let markdown = path.ends_with(".md") || path.ends_with(".mdx");
    if markdown {
        let candidates = markdown_candidates(site, source_path, path);
        if let Some(route) = candidates.iter().find_map(|file| site.route_by_source(file)) {
            return LinkTarget::Internal(with_fragment(route.to_string()));
        }
        // Not a doc: a file under static/ perhaps, which the link check judges.
        if path.starts_with('/') {
            return LinkTarget::Internal(with_fragment(path.to_string()));
        }
        // The link stays as written, as Docusaurus leaves it (never the file's place in the source tree).
        let looked_for = candidates.into_iter().next().unwrap_or_else(|| path.to_string());
        return LinkTarget::MissingDoc { route: with_fragment(from_page(path)), looked_for };
    }
    if path.starts_with('/') {
        return LinkTarget::Internal(
            site.route_as_written(&with_fragment(site.config.route_of_path(path).into_owned())),
        );
    }
    if let Some(asset) = crate::assets::relative_target(source_path, path).and_then(|t| site.assets.get(&t)) {
        return LinkTarget::Internal(with_fragment(asset.url.clone()));
    }
    LinkTarget::Internal(site.route_as_written(&with_fragment(from_page(path))))
}

/// The files a link to the Markdown file `path` may name, in the order
/// Docusaurus tries them: `./a.md` and `../a.md` beside the linking file
/// only; `/a.md` in the linking file's content folder (its docs version's,
/// or the blog's), then in the site's folder; `a.md` beside the file, then
/// in both; `@site/a.md` in the site's folder.
fn markdown_candidates(site: &Site, source_path: &str, path: &str) -> Vec<String> {
    use crate::files::resolve;
    let in_site = |path: &str| resolve("_", path);
    if let Some(from_site) = path.strip_prefix("@site/") {
        return in_site(from_site).into_iter().collect();
    }
    let beside = resolve(source_path, path);
    if path.starts_with("./") || path.starts_with("../") {
        return beside.into_iter().collect();
    }
    let own_root = site
        .content_roots
        .iter()
        .filter(|root| source_path.starts_with(&format!("{root}/")))
        .max_by_key(|root| root.len());
    let rooted = path.trim_start_matches('/');
    let in_root = own_root.and_then(|root| resolve(&format!("{root}/_"), rooted));
    let first = if path.starts_with('/') { None } else { beside };
    first.into_iter().chain(in_root).chain(in_site(rooted)).collect()
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
/// (but not SVG, which can carry script). For the address of a link, see [`is_safe_link`].
pub fn is_safe_url(url: &str, image: bool) -> bool {
    let lower = bare_lowercase(url);
    if !has_scheme(&lower) {
        return true;
    }
    let scheme = lower.split(':').next().unwrap_or_default();
    matches!(scheme, "http" | "https" | "mailto")
        || (image && lower.starts_with("data:image/") && !lower.starts_with("data:image/svg"))
}

/// Schemes no link may have: they run script in the page (`javascript:`,
/// `vbscript:`), show a document the link itself makes (`data:`), or name
/// something only on the reader's machine (`file:`, `blob:`).
const REFUSED_LINK_SCHEMES: [&str; 5] = ["javascript", "vbscript", "data", "file", "blob"];

/// Whether a link may lead to `url`: any address but those of
/// [`REFUSED_LINK_SCHEMES`]. An app's own scheme (`tg:`, `slack:`,
/// `adguard:add_dns_server?…`) opens that app, as under Docusaurus.
pub fn is_safe_link(url: &str) -> bool {
    let lower = bare_lowercase(url);
    !has_scheme(&lower) || !REFUSED_LINK_SCHEMES.contains(&lower.split(':').next().unwrap_or_default())
}

/// `url` without white space or control characters (which browsers skip in a
/// scheme: `java\tscript:`), in lower case.
fn bare_lowercase(url: &str) -> String {
    url.chars().filter(|c| !c.is_whitespace() && !c.is_control()).collect::<String>().to_ascii_lowercase()
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
        // A link may open an app by its scheme; never a script, a made-up document or a local file.
        assert!(
            is_safe_link("adguard:add_dns_server?address=94.140.14.14")
                && is_safe_link("tg://resolve?domain=x")
        );
        for refused in [
            "javascript:alert(1)",
            " Java\tScript:alert(1)",
            "vbscript:x",
            "DATA:text/html,x",
            "file:///etc/passwd",
            "blob:https://a/b",
        ] {
            assert!(!is_safe_link(refused), "{refused}");
        }
        assert!(is_safe_url("data:image/png;base64,AA", true));
        assert!(!is_safe_url("data:image/png;base64,AA", false));
        assert!(!is_safe_url("vbscript:x", false));
        assert_eq!(normalize("/docs/guide/./a/../b.md"), "/docs/guide/b.md");
    }

    #[test]
    fn a_markdown_file_is_looked_for_as_docusaurus_looks() {
        let site = crate::testing::SiteBuilder::minimal()
            .file("content/docs/guide/index.md", "# 가이드\n")
            .file("content/docs/guide/servers/make.md", "# 만들기\n")
            .file("content/docs/catalogs.md", "# 목록\n")
            .file("content/docs/servers/make.md", "# 다른 만들기\n")
            .site();
        let from = "content/docs/guide/servers/make.md";
        let route = |dest: &str| match resolve(&site, from, "/guide/servers/make", dest) {
            LinkTarget::Internal(route) => route,
            other => panic!("{dest}: {other:?}"),
        };
        // Not beside the file: in the docs folder.
        assert_eq!(route("catalogs.md#a"), "/catalogs#a");
        // Beside the file first.
        assert_eq!(route("make.md"), "/guide/servers/make");
        // From the docs folder, and from the site's folder.
        assert_eq!(route("/servers/make.md"), "/servers/make");
        assert_eq!(route("/content/docs/catalogs.md"), "/catalogs");
        assert_eq!(route("@site/content/docs/catalogs.md"), "/catalogs");
        // Written with Windows' separator, as a browser reads it.
        assert_eq!(route(r"content\docs\catalogs.md"), "/catalogs");
        assert_eq!(route(r"..\index.md"), "/guide");
        // `./` and `../` only beside the file.
        assert!(matches!(
            resolve(&site, from, "/guide/servers/make", "./catalogs.md"),
            LinkTarget::MissingDoc { looked_for, .. } if looked_for == "content/docs/guide/servers/catalogs.md"
        ));
        // An absolute path that is no doc is left to the link check (a file under static/, say).
        assert_eq!(route("/files/notes.md"), "/files/notes.md");
    }

    #[test]
    fn a_path_already_under_the_base_url_names_the_route_below_it() {
        let mut site = crate::testing::SiteBuilder::minimal().site();
        site.config.base_url = "/flash/docs/".into();
        let target = |dest: &str| resolve(&site, "content/docs/a.md", "/a", dest);
        assert_eq!(target("/flash/docs/1.x/#top"), LinkTarget::Internal("/1.x/#top".into()));
        assert_eq!(target("/flash/docs"), LinkTarget::Internal("/".into()));
        assert_eq!(target("/guide"), LinkTarget::Internal("/guide".into()));
        assert_eq!(target("/flash/docsy"), LinkTarget::Internal("/flash/docsy".into()));
    }

    #[test]
    fn a_pathname_link_is_a_full_page_load_of_a_path_and_never_a_script() {
        let site = crate::testing::SiteBuilder::minimal().site();
        let target = |dest: &str| resolve(&site, "content/docs/a.md", "/a", dest);
        assert_eq!(
            target("pathname:///licenses/1.0/index.html"),
            LinkTarget::FullLoad("/licenses/1.0/index.html".into())
        );
        assert_eq!(target("pathname://javascript:alert(1)"), LinkTarget::Unsafe);
        assert_eq!(target("pathname:////evil.example/x"), LinkTarget::Unsafe);
    }
}
