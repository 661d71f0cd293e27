//! Routes made from what a writer chose: slugs, permalinks, ids and file names.
//!
//! A route becomes a folder of the output (`/guide/intro` →
//! `build/guide/intro/index.html`), so every one is made here from checked
//! segments: `.` and `..` are resolved as a URL resolves them and may not
//! climb above the route's base, and a value that is a URL of another host,
//! holds a backslash or a control character, or hides `/`, `\` or a dot
//! segment behind percent-encoding (`%2e%2e`, `..%2f`) is refused. The checks
//! read the value percent-decoded as well, so no spelling gets past them.

/// Why a value cannot be a route, for a diagnostic at the key that holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// What is wrong, after the key's name and value (`climbs above the site's root`).
    pub reason: String,
}

/// The route of a doc's `slug` (or `id`): from the site's root when it
/// starts with `/`, else from the doc's folder `dir` (`guide/setup`), as
/// Docusaurus resolves it; it may not climb above the site's root.
pub fn doc_slug(dir: &str, slug: &str) -> Result<String, Refused> {
    let from = if slug.starts_with('/') { String::new() } else { dir.to_string() };
    resolve("", &from, slug)
}

/// The route of `value` below `base` (`/blog`, `/blog/tags`): a post's slug,
/// a tag's or an author's permalink. A leading `/` still means below `base`,
/// and the value may not climb above it.
pub fn under(base: &str, value: &str) -> Result<String, Refused> {
    if value.starts_with("//") {
        return Err(Refused { reason: URL.into() });
    }
    let base = base.trim_matches('/');
    resolve(base, base, value.trim_start_matches('/'))
}

/// Whether `route` is already a route as this module makes them: it starts
/// with `/` and has no empty, `.` or `..` segment, backslash or control
/// character (file names reach routes without a slug, and may hold any of these).
pub fn check(route: &str) -> Result<(), Refused> {
    let Some(rest) = route.strip_prefix('/') else {
        return Err(Refused { reason: "does not start with `/`".into() });
    };
    refuse_characters(route)?;
    if rest.is_empty() {
        return Ok(());
    }
    let decoded = |s: &str| percent_decoded(s);
    match rest.split('/').find(|s| {
        let plain = decoded(s);
        plain.is_empty()
            || plain == "."
            || plain == ".."
            || plain.contains(['/', '\\'])
            || refuse_characters(&plain).is_err()
    }) {
        Some(segment) => Err(Refused {
            reason: format!(
                "has the path segment `{segment}` (empty, `.`, `..`, or holding `/`, `\\` or a control character once decoded)"
            ),
        }),
        None => Ok(()),
    }
}

/// What a diagnostic about a refused doc slug says was expected.
pub const DOC_EXPECTED: &str = "a path inside the site: `name` (from this doc's folder) or `/name` (from the site's root), with no `..` above the root, backslash, control character or percent-encoded `/` or `.`";

/// What a diagnostic about a refused value below `base` says was expected.
pub fn expected_under(base: &str) -> String {
    format!(
        "a path below `{base}` (`name` or `name/more`), with no `..` above it, backslash, control character or percent-encoded `/` or `.`"
    )
}

const URL: &str = "is a URL, not a path of this site";

/// Resolves `value` against the folder `from` (route segments without the
/// leading `/`), refusing it if it climbs above `bound` (a prefix of `from`).
fn resolve(bound: &str, from: &str, value: &str) -> Result<String, Refused> {
    refuse_characters(value)?;
    let decoded = percent_decoded(value);
    refuse_characters(&decoded)?;
    if value.starts_with("//") || has_scheme(value) || has_scheme(&decoded) {
        return Err(Refused { reason: URL.into() });
    }
    let floor = segments(bound).len();
    // Checked as a server that decodes before it resolves would read it.
    walk(segments(from), &decoded, floor, bound)?;
    if let Some(hidden) = value.split('/').find(|raw| {
        let plain = percent_decoded(raw);
        plain != *raw && (plain == "." || plain == ".." || plain.contains('/'))
    }) {
        return Err(Refused {
            reason: format!("hides `/` or a dot segment behind percent-encoding (`{hidden}`)"),
        });
    }
    let route = walk(segments(from), value, floor, bound)?;
    Ok(encoded(&format!("/{}", route.join("/"))))
}

/// `route` as its links, the sitemap and the route table write it: each
/// segment percent-encoded but for letters, digits and `-_.!~*'();,:@&=+$`
/// (what a path keeps in a URL), a `%XX` already there decoded first, so
/// `/my doc`, `/my%20doc` and `/my%20doc` are one route and `#`, `?` and `%`
/// in a file name stay part of its address. `ui/src/runtime/routes.ts`'s
/// `normalizePath` makes the same form of the address a browser asks for;
/// the output tree holds the decoded names (see xtask's `paths::page_file`).
pub fn encoded(route: &str) -> String {
    let mut out = String::with_capacity(route.len());
    for (i, segment) in route.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        for byte in percent_decoded_bytes(segment) {
            if byte.is_ascii_alphanumeric() || b"-_.!~*'();,:@&=+$".contains(&byte) {
                out.push(char::from(byte));
            } else {
                out.push_str(&format!("%{byte:02X}"));
            }
        }
    }
    out
}

/// The segments of `from` followed by `value`'s, with `.` and `..` applied.
fn walk<'a>(
    mut at: Vec<&'a str>,
    value: &'a str,
    floor: usize,
    bound: &str,
) -> Result<Vec<&'a str>, Refused> {
    for segment in value.split('/') {
        match segment {
            "" | "." => {}
            ".." if at.len() > floor => {
                at.pop();
            }
            ".." => {
                let above =
                    if bound.is_empty() { "the site's root".to_string() } else { format!("`/{bound}`") };
                return Err(Refused { reason: format!("climbs above {above}") });
            }
            _ => at.push(segment),
        }
    }
    Ok(at)
}

fn segments(path: &str) -> Vec<&str> {
    path.split('/').filter(|s| !s.is_empty()).collect()
}

fn refuse_characters(text: &str) -> Result<(), Refused> {
    if let Some(c) = text.chars().find(|c| c.is_control()) {
        return Err(Refused { reason: format!("holds the control character U+{:04X}", u32::from(c)) });
    }
    if text.contains('\\') {
        return Err(Refused { reason: "holds a backslash (`\\`), which browsers read as `/`".into() });
    }
    Ok(())
}

/// `file:/tmp/x`, `https://host/x`, `C:/x`: a scheme or drive before the first `/`.
fn has_scheme(text: &str) -> bool {
    let Some((head, rest)) = text.split_once(':') else { return false };
    rest.starts_with('/')
        && !head.contains('/')
        && head.starts_with(|c: char| c.is_ascii_alphabetic())
        && head.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// `text` with every `%XX` decoded (bytes that are not UTF-8 shown as U+FFFD).
pub fn percent_decoded(text: &str) -> String {
    String::from_utf8_lossy(&percent_decoded_bytes(text)).into_owned()
}

fn percent_decoded_bytes(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |at: usize| bytes.get(at).and_then(|b| char::from(*b).to_digit(16));
        match (bytes[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(high), Some(low)) => {
                out.push((high * 16 + low) as u8);
                i += 3;
            }
            (byte, _, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}

/// The file that stands for the page at `route` in `folder` (`""`, `/cards`),
/// named by the route with `.{extension}`: `/guide/a` → `{folder}/guide/a.{extension}`,
/// `/` → `{folder}/index.{extension}`. The Markdown twins' and the social cards' one rule.
pub fn file_for(route: &str, folder: &str, extension: &str) -> String {
    match route.trim_end_matches('/') {
        "" => format!("{folder}/index.{extension}"),
        route => format!("{folder}{route}.{extension}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_file_is_named_by_its_route_and_the_root_by_index() {
        assert_eq!(file_for("/", "", "md"), "/index.md");
        assert_eq!(file_for("/guide/a/", "", "md"), "/guide/a.md");
        assert_eq!(file_for("/blog", "/cards", "png"), "/cards/blog.png");
        assert_eq!(file_for("/", "/cards", "png"), "/cards/index.png");
    }

    fn refused(result: Result<String, Refused>) -> String {
        result.expect_err("refused").reason
    }

    #[test]
    fn doc_slugs_resolve_like_urls_inside_the_site() {
        assert_eq!(doc_slug("guide", "setup").unwrap(), "/guide/setup");
        assert_eq!(doc_slug("guide", "/setup/").unwrap(), "/setup");
        assert_eq!(doc_slug("guide/deep", "../other").unwrap(), "/guide/other");
        assert_eq!(doc_slug("guide", "./a//b/.").unwrap(), "/guide/a/b");
        assert_eq!(doc_slug("guide", "/").unwrap(), "/");
        assert_eq!(doc_slug("guide", "..").unwrap(), "/");
        assert_eq!(doc_slug("", "한 문서").unwrap(), "/%ED%95%9C%20%EB%AC%B8%EC%84%9C");
        assert_eq!(doc_slug("", "/tmp/x").unwrap(), "/tmp/x");
        assert_eq!(doc_slug("", "100%").unwrap(), "/100%25");
    }

    #[test]
    fn doc_slugs_that_leave_the_site_are_refused() {
        assert_eq!(refused(doc_slug("guide", "../../x")), "climbs above the site's root");
        assert_eq!(refused(doc_slug("guide", "/../../x")), "climbs above the site's root");
        assert_eq!(
            refused(doc_slug("a/b/c", "../../../../../../tmp/x/victim")),
            "climbs above the site's root"
        );
        assert_eq!(refused(doc_slug("", "%2e%2e/x")), "climbs above the site's root");
        assert_eq!(refused(doc_slug("", "..%2fx")), "climbs above the site's root");
        assert_eq!(refused(doc_slug("", "/a/..%2F..%2Fx")), "climbs above the site's root");
        assert!(refused(doc_slug("", "a%2fb")).starts_with("hides `/`"));
        assert!(refused(doc_slug("", "a/%2e%2e/b")).starts_with("hides `/` or a dot segment"));
        assert!(refused(doc_slug("", "..\\x")).contains("backslash"));
        assert!(refused(doc_slug("", "a%5cb")).contains("backslash"));
        assert_eq!(refused(doc_slug("", "a\0b")), "holds the control character U+0000");
        assert_eq!(refused(doc_slug("", "a%00b")), "holds the control character U+0000");
        assert_eq!(refused(doc_slug("", "a\u{1b}b")), "holds the control character U+001B");
        assert_eq!(refused(doc_slug("", "//evil.example/x")), "is a URL, not a path of this site");
        assert_eq!(refused(doc_slug("", "file:/tmp/x")), "is a URL, not a path of this site");
    }

    #[test]
    fn values_below_a_base_stay_below_it() {
        assert_eq!(under("/blog", "/hello/").unwrap(), "/blog/hello");
        assert_eq!(under("/blog/tags", "a/../b").unwrap(), "/blog/tags/b");
        assert_eq!(refused(under("/blog", "../docs")), "climbs above `/blog`");
        assert_eq!(refused(under("/blog/tags", "/../../etc/passwd")), "climbs above `/blog/tags`");
        assert_eq!(refused(under("/tags", "%2E%2E/x")), "climbs above `/tags`");
        assert_eq!(refused(under("/tags", "//host/x")), "is a URL, not a path of this site");
    }

    #[test]
    fn routes_are_encoded_once_whatever_form_they_were_written_in() {
        assert_eq!(encoded("/intro/hash#tag"), "/intro/hash%23tag");
        assert_eq!(encoded("/what?/100%"), "/what%3F/100%25");
        assert_eq!(encoded("/my doc"), "/my%20doc");
        assert_eq!(encoded("/my%20doc"), "/my%20doc");
        assert_eq!(encoded("/my%2fdoc"), "/my%2Fdoc");
        assert_eq!(encoded("/c++/a:b@c;d,e=f&g$h!i~j*k'l(m)n"), "/c++/a:b@c;d,e=f&g$h!i~j*k'l(m)n");
        assert_eq!(encoded("/가"), "/%EA%B0%80");
        assert_eq!(encoded("/"), "/");
    }

    #[test]
    fn finished_routes_are_checked() {
        assert!(check("/my%2Fdoc").is_err());
        assert!(check("/%2e%2e/x").is_err());
        assert!(check("/a%00").is_err());
        assert!(check("/%EA%B0%80").is_ok());
        assert!(check("/guide/intro").is_ok());
        assert!(check("/").is_ok());
        assert!(check("/a\\b").is_err());
        assert!(check("/a/../b").is_err());
        assert!(check("/a\u{7}").is_err());
        assert!(check("a").is_err());
    }
}
