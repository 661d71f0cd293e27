//! The link checker: every internal link and `#anchor` of every built page,
//! checked against the route table and the ids the target page really has.
//!
//! Markdown links are reported at their file:line:col; links the theme adds
//! (navbar, footer, home) with the page that holds them.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use codegen::pages::ContentLink;
use content_model::{Diagnostic, Severity};

/// The parts of a built page the checker needs.
#[derive(Debug, Default, Clone, serde::Serialize, serde::Deserialize)]
pub struct PageLinks {
    pub ids: HashSet<String>,
    pub hrefs: Vec<String>,
}

/// The attribute the theme marks HTML from the config with (see [`scan_document`]).
const CONFIG_HTML: &str = "data-config-html";

/// Reads `id` and `href` attributes out of a pre-rendered page as a browser's
/// parser reads them (html5ever's, through the search crate's parser, which
/// the build parses each page with once for search and links): quoting,
/// character references and script or style text included.
pub fn scan_document(document: &search::Html) -> PageLinks {
    let mut found = PageLinks::default();
    for node in document.root_element().descendants() {
        let Some(element) = node.value().as_element() else { continue };
        // A link to the page in another locale (`hreflang`) leads to another build's site, not this one's.
        let elsewhere = element.attr("hreflang").is_some()
            // HTML a config writes that the theme marks (the footer's copyright line): Docusaurus
            // shows it as written and checks no link in it (a footer's `/about` on the host,
            // outside the base URL). Looked up only for links.
            || (element.attr("href").is_some()
                && node.ancestors().any(|a| a.value().as_element().is_some_and(|e| e.attr(CONFIG_HTML).is_some())))
            // Docusaurus' opt-out (`<Link data-noBrokenLinkCheck>`, and every `pathname://` link).
            || element.attr("data-nobrokenlinkcheck").is_some_and(|v| v != "false")
            // The head's `<link>`s (the config's favicon, stylesheets, React's image preloads):
            // files the browser fetches, not links a reader follows, which Docusaurus' check
            // never judges (neuvector's favicon named a file it misspells stopped no build there).
            || element.name() == "link";
        for (name, value) in element.attrs() {
            match name {
                "id" => _ = found.ids.insert(value.to_string()),
                "href" if !elsewhere => found.hrefs.push(value.to_string()),
                _ => {}
            }
        }
    }
    found
}

fn split(target: &str) -> (String, Option<String>) {
    let (path, fragment) = match target.split_once('#') {
        Some((p, f)) => (p, Some(f)),
        None => (target, None),
    };
    let path = path.split('?').next().unwrap_or_default();
    let path = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    let decode = |s: &str| percent_encoding::percent_decode_str(s).decode_utf8_lossy().into_owned();
    // Routes are compared in the model's one encoded form, whichever form the link was written in.
    (content_model::route::encoded(path), fragment.map(decode))
}

/// An href of a page as the site path it names: the base URL (`/docs/`) taken
/// off the front (`/docs/guide` → `/guide`, `/docs` → `/`); `None` when the
/// href is a path from the host's root outside the base, which no file of the
/// build answers.
fn below_base<'a>(href: &'a str, base: &str) -> Option<std::borrow::Cow<'a, str>> {
    if base == "/" || !href.starts_with('/') {
        return Some(href.into());
    }
    let bare = base.trim_end_matches('/');
    let rest = href.strip_prefix(bare)?;
    match rest.chars().next() {
        None => Some("/".into()),
        Some('/') => Some(rest.into()),
        Some('?' | '#') => Some(format!("/{rest}").into()),
        Some(_) => None,
    }
}

/// Checks links; `pages` maps each route to its scanned HTML, `files` holds
/// the other files of the build (`/img/a.svg`, `/blog/rss.xml`); the pages'
/// hrefs carry the base URL `base` (`/` or `/docs/`), routes and files do not.
/// A translation's build (`base` `/docs/zh/`) also has the default locale's
/// `root` (`/docs/`): an href there leads to the default locale's pages and
/// static files, which have the same routes and files as this build's.
/// `site_code`: the routes whose page is the site's own React code, whose
/// plain `<a>`s Docusaurus does not check (it checks its `<Link>`s only).
/// `plain`: the paths the site's scripts write as plain `<a href>`s, each
/// with a file that writes it (Docusaurus does not check them either).
/// `on_disk`: whether a path from the site folder (`../packages/a.ts`) is a
/// file there, for a relative link to a file the build does not read.
pub fn check(
    pages: &BTreeMap<&str, &PageLinks>,
    files: &HashSet<String>,
    content_links: &[ContentLink],
    (base, root): (&str, Option<&str>),
    (site_code, plain, on_disk): (&HashSet<&str>, &BTreeMap<String, String>, OnDisk),
) -> Vec<(Broken, Diagnostic)> {
    let mut warnings = Vec::new();
    // Docusaurus' check matches routes as its router does, whatever their case (`/docs/intro` finds `/docs/Intro`).
    let by_lowercase: std::cell::OnceCell<HashMap<String, &PageLinks>> = std::cell::OnceCell::new();
    let page_at = |path: &str| {
        pages.get(path).copied().or_else(|| {
            let lower = by_lowercase
                .get_or_init(|| pages.iter().map(|(p, links)| (p.to_lowercase(), *links)).collect());
            lower.get(&path.to_lowercase()).copied()
        })
    };
    let problem = |target: &str, page: &str| -> Option<(Broken, String)> {
        let (path, fragment) = split(target);
        let path = if path.is_empty() { page.to_string() } else { path };
        let Some(target_page) = page_at(&path) else {
            return (!files.contains(&path))
                .then(|| (Broken::Link, format!("broken link to `{target}`: no page or file at `{path}`")));
        };
        match fragment {
            // A React page of the site's own may make its ids in the browser (and name them to
            // Docusaurus with `useBrokenLinks().collectAnchor`): no id seen there stops a build.
            Some(f)
                if !f.is_empty() && !target_page.ids.contains(&f) && site_code.contains(path.as_str()) =>
            {
                Some((
                    Broken::InSiteCode,
                    format!(
                        "broken anchor `#{f}`: `{path}` has no heading or element with that id in its HTML; it is a React page of the site's own, whose code may make it in the browser, so it stops no build"
                    ),
                ))
            }
            Some(f) if !f.is_empty() && !target_page.ids.contains(&f) => Some((
                Broken::Anchor,
                format!("broken anchor `#{f}`: `{path}` has no heading or element with that id"),
            )),
            _ => None,
        }
    };

    let mut from_markdown: HashMap<&str, HashSet<&str>> = HashMap::new();
    // The links judged where their Markdown wrote them: another page that shows the same
    // text (a blog list with a whole post on it) does not report them again, as theme links.
    let mut judged_at_source: HashSet<&str> = HashSet::new();
    // Each page's links as its HTML has them, below the base URL.
    let mut shown: HashMap<&str, HashSet<std::borrow::Cow<str>>> = HashMap::new();
    for link in content_links {
        from_markdown.entry(link.page.as_str()).or_default().insert(link.to.as_str());
        // Docusaurus judges the links a page renders: one in content that its components leave
        // out (a `<ConditionalContent>` for another reader, a part shown only in the browser)
        // is not judged, and does not stop a build.
        if let Some(page) = pages.get(link.page.as_str()) {
            let hrefs = shown.entry(link.page.as_str()).or_insert_with(|| {
                page.hrefs
                    .iter()
                    .filter_map(|h| below_base(h, base).or_else(|| below_base(h, root?)))
                    .collect()
            });
            if !hrefs.contains(link.to.as_str()) {
                continue;
            }
        }
        judged_at_source.insert(link.to.as_str());
        if let Some((kind, message)) = problem(&link.to, &link.page) {
            // Only a link to no page or file: a missing anchor in a page stays what it is.
            let outside = if kind == Broken::Link { outside_file(link, on_disk) } else { None };
            let (kind, message) = match outside {
                Some(path) => (
                    Broken::OutsideFile,
                    format!(
                        "link to `{}`: `{path}` is a file outside the folders the build reads (the docs, the blog, static/), so it is not published and the link leads nowhere (Docusaurus would copy it as an asset; a file outside them is never published here, for safety)",
                        link.written
                    ),
                ),
                None => (kind, message),
            };
            warnings.push((
                kind,
                Diagnostic {
                    severity: Severity::Warning,
                    file: link.file.clone(),
                    line: link.line,
                    column: link.column,
                    message,
                    expected: Some("a route of the site and, after `#`, an id on that page".into()),
                    source_line: link.source_line.clone(),
                },
            ));
        }
    }
    // The same theme link sits on many pages (navbar, footer): one warning each.
    let mut by_problem: BTreeMap<(String, Broken), Vec<&str>> = BTreeMap::new();
    // An absolute href means the same on every page (the sidebar's and the navbar's recur on all): checked once.
    let mut absolute: HashMap<&str, Option<(Broken, String)>> = HashMap::new();
    // Links outside the base URL, said once together.
    let (mut outside_hrefs, mut outside_pages) = (BTreeSet::new(), BTreeSet::new());
    for (route, page) in pages {
        let own = from_markdown.get(*route);
        let mut seen = HashSet::new();
        for written in &page.hrefs {
            let internal =
                written.starts_with('#') || (written.starts_with('/') && !written.starts_with("//"));
            if !internal || !seen.insert(written) {
                continue;
            }
            let Some(href) = below_base(written, base).or_else(|| below_base(written, root?)) else {
                outside_hrefs.insert(written.as_str());
                outside_pages.insert(*route);
                continue;
            };
            if own.is_some_and(|o| o.contains(href.as_ref())) || judged_at_source.contains(href.as_ref()) {
                continue;
            }
            let found = if href.starts_with('/') {
                absolute.entry(written).or_insert_with(|| problem(&href, route)).clone()
            } else {
                problem(&href, route)
            };
            if let Some((kind, message)) = found {
                let (kind, message) = match plain.get(written.as_str()) {
                    Some(file) if kind != Broken::InSiteCode => (
                        Broken::InSiteCode,
                        format!(
                            "{message}; a plain `<a>` of {file}, which Docusaurus does not check (it checks `<Link>`s), so it stops no build"
                        ),
                    ),
                    _ => (kind, message),
                };
                by_problem.entry((message, kind)).or_default().push(route);
            }
        }
    }
    if !outside_hrefs.is_empty() {
        let mut named: Vec<String> = outside_hrefs.iter().take(3).map(|href| format!("`{href}`")).collect();
        if outside_hrefs.len() > 3 {
            named.push(format!("{} more", outside_hrefs.len() - 3));
        }
        let message = format!(
            "{} outside the site's base URL `{base}` not checked: {} (another site on the host may serve them; a `<Link>` would have the base URL, so Docusaurus does not check them either)",
            if outside_hrefs.len() == 1 { "a link" } else { "links" },
            named.join(", ")
        );
        by_problem.insert((message, Broken::OutsideBase), outside_pages.into_iter().collect());
    }
    for ((message, kind), routes) in by_problem {
        let message = match routes.len() {
            1 => message,
            n => format!("{message} (on {n} pages)"),
        };
        // Only on pages of the site's own code: a plain `<a>` there may be what Docusaurus never checks.
        // (A missing anchor on a React page of the site's already says why it stops no build.)
        let (kind, message) = if kind != Broken::InSiteCode
            && routes.iter().all(|route| site_code.contains(route))
        {
            (
                Broken::InSiteCode,
                format!(
                    "{message}; on a React page of the site's own, which Docusaurus checks only where it is a `<Link>`, so it stops no build"
                ),
            )
        } else {
            (kind, message)
        };
        warnings.push((
            kind,
            Diagnostic {
                severity: Severity::Warning,
                file: format!("page {}", routes[0]),
                line: 1,
                column: 1,
                message,
                expected: Some("theme links (navbar, footer, home) that point at existing pages".into()),
                source_line: None,
            },
        ));
    }
    warnings
}

/// Whether a path from the site folder is a file on disk.
pub type OnDisk<'a> = &'a dyn Fn(&str) -> bool;

/// The file (a path from the site folder) a relative link of the content
/// names, when it is one on disk: not a page, not a file the build read.
fn outside_file(link: &ContentLink, on_disk: OnDisk) -> Option<String> {
    let written = link.written.split(['#', '?']).next().unwrap_or_default();
    // A Markdown file is no asset to Docusaurus either: a link to one it has no doc for stays a broken link.
    let markdown = [".md", ".mdx"].iter().any(|ext| written.to_ascii_lowercase().ends_with(ext));
    if written.is_empty() || written.starts_with('/') || written.contains(':') || markdown {
        return None;
    }
    let path = content_model::files::resolve(&link.file, &content_model::files::decoded(written))?;
    on_disk(&path).then_some(path)
}

/// What a broken link leads to: a missing page or file, or a missing id on a
/// page that is there. Each has its own setting (`onBrokenLinks`, `onBrokenAnchors`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Broken {
    Link,
    Anchor,
    /// A relative link to a file the build does not read (outside the docs, the blog and static/): a warning, whatever the settings.
    OutsideFile,
    /// A link or anchor found only on React pages of the site's own: a warning, whatever the settings.
    InSiteCode,
    /// A link outside the site's base URL (`/about/` of a site at `/docs/`), which another
    /// site on the host may serve: not checked, a warning whatever the settings.
    OutsideBase,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(html: &str) -> PageLinks {
        scan_document(&search::Html::parse_document(html))
    }

    #[test]
    fn scans_ids_and_hrefs() {
        let p =
            page(r#"<h2 id="가상-머신">x</h2><a href="/guide?x=1&amp;y=2#a">g</a><div data-id="no"></div>"#);
        assert_eq!(p.ids, HashSet::from(["가상-머신".to_string()]));
        assert_eq!(p.hrefs, ["/guide?x=1&y=2#a"]);
    }

    #[test]
    fn a_link_to_another_locale_is_not_this_sites_to_check() {
        let p = page(r#"<a href="/en/guide" hreflang="en">English</a><a href="/guide">g</a>"#);
        assert_eq!(p.hrefs, ["/guide"]);
    }

    #[test]
    fn a_link_marked_unchecked_is_not_checked() {
        let p = page(concat!(
            r#"<a href="/playground/" data-nobrokenlinkcheck="">p</a><a href="/x" data-noBrokenLinkCheck="true">x</a>"#,
            r#"<a href="/kept" data-nobrokenlinkcheck="false">k</a>"#
        ));
        assert_eq!(p.hrefs, ["/kept"]);
    }

    #[test]
    fn links_in_html_a_config_writes_are_not_checked_and_their_ids_still_count() {
        let p = page(concat!(
            r#"<footer><div class="footer__copyright" data-config-html=""><p id="c"><a href="/about">About</a></p></div>"#,
            r#"<a href="/guide">g</a></footer>"#
        ));
        assert_eq!(p.hrefs, ["/guide"]);
        assert!(p.ids.contains("c"));
    }

    #[test]
    fn the_heads_link_elements_are_no_links() {
        let p = page(
            r#"<link rel="preload" as="image" href="/elsewhere/a.png"><link rel="icon" href="/img/favico.ico"><a href="/guide">g</a>"#,
        );
        assert_eq!(p.hrefs, ["/guide"]);
    }

    #[test]
    fn reads_attributes_as_a_browser_does() {
        let p = page(concat!(
            "<a class=x href='/single'>s</a><a href=/bare>b</a><A HREF=\"/upper\">u</A>",
            "<h3\tid=\"&#xAC00;&lt;\">h</h3><p title=\" id=&quot;not-an-id&quot;\">t</p>",
            "<script>const s = '<a href=\"/in-script\">';</script><style>a[id=\"x\"]{}</style>",
            "<!-- <a href=\"/in-comment\"> --><a href=\"/after\">a</a>",
        ));
        assert_eq!(p.ids, HashSet::from(["가<".to_string()]));
        assert_eq!(p.hrefs, ["/single", "/bare", "/upper", "/after"]);
    }

    /// `[cli](../../packages/cli.ts)` in docs kept beside the site: a file of
    /// the repository the build does not read is named as such, not as a broken
    /// link (which `onBrokenLinks: 'throw'` would make an error); one that is
    /// not on disk either stays a broken link.
    #[test]
    fn a_relative_link_to_a_file_outside_what_the_build_reads_is_named_as_such() {
        let pages: BTreeMap<String, PageLinks> = [(
            "/faq".to_string(),
            page(r#"<h1>FAQ</h1><a href="/packages/cli.ts">cli</a><a href="/faq#nowhere">x</a><a href="/ARCHITECTURE.md">a</a>"#),
        )]
        .into();
        let link = |written: &str| ContentLink {
            file: "../docs/faq/exit.md".into(),
            source_line: None,
            line: 5,
            column: 3,
            page: "/faq".into(),
            to: "/packages/cli.ts".into(),
            written: written.into(),
        };
        let links = [
            link("../../packages/cli.ts"),
            link("../../packages/gone.ts#L3"),
            ContentLink { to: "/faq#nowhere".into(), ..link("./faq.md#nowhere") },
            // A Markdown file outside is no asset to Docusaurus either: a broken link, as there.
            ContentLink { to: "/ARCHITECTURE.md".into(), ..link("../../ARCHITECTURE.md") },
        ];
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        // The doc itself is a file on disk too: a missing anchor in it stays a broken anchor.
        let on_disk =
            |path: &str| ["../packages/cli.ts", "../docs/faq/faq.md", "../ARCHITECTURE.md"].contains(&path);
        let found: Vec<String> = check(
            &pages,
            &HashSet::new(),
            &links,
            ("/", None),
            (&HashSet::new(), &BTreeMap::new(), &on_disk),
        )
        .iter()
        .map(|(kind, d)| format!("{kind:?} {}", d.message))
        .collect();
        assert_eq!(found.len(), 4, "{found:#?}");
        assert!(found[2].starts_with("Anchor broken anchor `#nowhere`"), "{found:#?}");
        assert!(found[3].starts_with("Link broken link to `/ARCHITECTURE.md`"), "{found:#?}");
        assert!(found[0].starts_with("OutsideFile link to `../../packages/cli.ts`: `../packages/cli.ts` is a file outside the folders the build reads"), "{found:#?}");
        assert!(found[1].starts_with("Link broken link to `/packages/cli.ts`"), "{found:#?}");
    }

    /// Docusaurus' check matches a link to a route whatever their case, as its router does.
    #[test]
    fn a_link_finds_its_page_whatever_the_case() {
        let pages: BTreeMap<String, PageLinks> = [
            ("/docs/Intro".to_string(), page(r#"<h2 id="start">s</h2>"#)),
            ("/".to_string(), page(r#"<a href="/docs/intro#start">i</a><a href="/docs/INTRO">I</a><a href="/docs/intro#gone">g</a>"#)),
        ]
        .into();
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let none = |_: &str| false;
        let found: Vec<String> =
            check(&pages, &HashSet::new(), &[], ("/", None), (&HashSet::new(), &BTreeMap::new(), &none))
                .iter()
                .map(|(kind, d)| format!("{kind:?} {}", d.message))
                .collect();
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].starts_with("Anchor broken anchor `#gone`"), "{found:#?}");
    }

    #[test]
    fn reports_markdown_links_at_their_place_and_theme_links_by_page() {
        let mut pages = BTreeMap::new();
        pages.insert(
            "/".to_string(),
            page(r#"<a href="/guide#intro"></a><a href="/missing"></a><a href="/img/a.svg"></a>"#),
        );
        pages.insert("/guide".to_string(), page(r##"<h2 id="intro"></h2><h2 id="%ED%95%9C"></h2><a href="/nope">x</a><a href="/guide#%EA%B0%80"></a><a href="/#top"></a><a href="#intro"></a>"##));
        // A list that shows the guide's text whole (a blog list with an untruncated post): judged where it was written.
        pages.insert("/list".to_string(), page(r#"<a href="/nope">x</a>"#));
        let files: HashSet<String> = ["/img/a.svg".to_string()].into();
        let links = vec![
            ContentLink {
                file: "content/docs/guide/index.md".into(),
                source_line: None,
                line: 3,
                column: 5,
                page: "/guide".into(),
                to: "/nope".into(),
                written: "/nope".into(),
            },
            ContentLink {
                file: "content/docs/guide/index.md".into(),
                source_line: None,
                line: 4,
                column: 1,
                page: "/guide".into(),
                to: "/#top".into(),
                written: "/#top".into(),
            },
            ContentLink {
                file: "content/docs/guide/index.md".into(),
                source_line: None,
                line: 5,
                column: 1,
                page: "/guide".into(),
                to: "#intro".into(),
                written: "#intro".into(),
            },
        ];
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let found: Vec<String> =
            check(&pages, &files, &links, ("/", None), (&HashSet::new(), &BTreeMap::new(), &|_| false))
                .iter()
                .map(|(kind, d)| format!("{kind:?} {}:{}:{} {}", d.file, d.line, d.column, d.message))
                .collect();
        // Each with its kind, for its own setting (`onBrokenLinks`, `onBrokenAnchors`).
        assert_eq!(
            found,
            [
                "Link content/docs/guide/index.md:3:5 broken link to `/nope`: no page or file at `/nope`",
                "Anchor content/docs/guide/index.md:4:1 broken anchor `#top`: `/` has no heading or element with that id",
                "Anchor page /guide:1:1 broken anchor `#가`: `/guide` has no heading or element with that id",
                "Link page /:1:1 broken link to `/missing`: no page or file at `/missing`",
            ]
        );
    }

    /// A Markdown link inside content the page's components do not render (a
    /// supertokens-style `<UIType.CustomUIContent>` shown only to readers who
    /// chose it) is not in the page's HTML: Docusaurus never sees it, so it is
    /// not judged; the same link rendered is.
    #[test]
    fn a_markdown_link_the_page_does_not_render_is_not_judged() {
        let pages: BTreeMap<String, PageLinks> =
            [("/docs/a".to_string(), page(r#"<p><a href="/docs/shown-gone">x</a></p>"#))].into();
        let link = |to: &str| ContentLink {
            file: "docs/a.mdx".into(),
            source_line: None,
            line: 7,
            column: 2,
            page: "/docs/a".into(),
            to: to.into(),
            written: to.into(),
        };
        let links = [link("/docs/hidden-gone"), link("/docs/shown-gone")];
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let found: Vec<String> = check(
            &pages,
            &HashSet::new(),
            &links,
            ("/", None),
            (&HashSet::new(), &BTreeMap::new(), &|_| false),
        )
        .iter()
        .map(|(kind, d)| format!("{kind:?} {}:{} {}", d.file, d.line, d.message))
        .collect();
        assert_eq!(
            found,
            ["Link docs/a.mdx:7 broken link to `/docs/shown-gone`: no page or file at `/docs/shown-gone`"]
        );
    }

    #[test]
    fn hrefs_carry_the_base_url_and_one_outside_it_is_not_checked() {
        let mut pages = BTreeMap::new();
        pages.insert(
            "/".to_string(),
            page(concat!(
                r#"<a href="/docs/guide#intro"></a><a href="/docs/img/a.svg"></a><a href="/docs"></a>"#,
                r#"<a href="/docs/?q=1"></a><a href="/guide"></a><a href="/docsx"></a><a href="/docs/nope"></a>"#,
            )),
        );
        pages.insert("/guide".to_string(), page(r#"<h2 id="intro"></h2><a href="/docs/guide"></a>"#));
        let files: HashSet<String> = ["/img/a.svg".to_string()].into();
        let links = vec![ContentLink {
            file: "content/docs/guide/index.md".into(),
            source_line: None,
            line: 2,
            column: 1,
            page: "/guide".into(),
            to: "/guide".into(),
            written: "/guide".into(),
        }];
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let found: Vec<(Broken, String)> =
            check(&pages, &files, &links, ("/docs/", None), (&HashSet::new(), &BTreeMap::new(), &|_| false))
                .into_iter()
                .map(|(kind, d)| (kind, d.message))
                .collect();
        assert_eq!(
            found,
            [
                // Named as written in the site's settings and content: without the base.
                (Broken::Link, "broken link to `/nope`: no page or file at `/nope`".to_string()),
                (
                    Broken::OutsideBase,
                    "links outside the site's base URL `/docs/` not checked: `/docsx`, `/guide` (another site on the host may serve them; a `<Link>` would have the base URL, so Docusaurus does not check them either)".to_string()
                ),
            ]
        );
    }

    #[test]
    fn a_translation_may_link_the_default_locales_pages_and_files() {
        let mut pages = BTreeMap::new();
        pages.insert(
            "/".to_string(),
            page(r#"<a href="/docs/img/a.svg"></a><a href="/docs/guide"></a><a href="/docs/zh/guide"></a><a href="/docs/gone"></a>"#),
        );
        pages.insert("/guide".to_string(), page(""));
        let files: HashSet<String> = ["/img/a.svg".to_string()].into();
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let found: Vec<String> = check(
            &pages,
            &files,
            &[],
            ("/docs/zh/", Some("/docs/")),
            (&HashSet::new(), &BTreeMap::new(), &|_| false),
        )
        .iter()
        .map(|(_, d)| d.message.clone())
        .collect();
        assert_eq!(found, ["broken link to `/gone`: no page or file at `/gone`"]);
        let alone: Vec<String> =
            check(&pages, &files, &[], ("/docs/zh/", None), (&HashSet::new(), &BTreeMap::new(), &|_| false))
                .iter()
                .map(|(_, d)| d.message.clone())
                .collect();
        assert_eq!(alone.len(), 1, "without the default locale's base, all three leave the base: {alone:?}");
        assert!(alone[0].contains("`/docs/gone`, `/docs/guide`, `/docs/img/a.svg`"), "{alone:?}");
    }

    /// A broken link only React pages of the site's own hold (a plain `<a>`
    /// Docusaurus never checks) is a warning of its own kind; one a Markdown
    /// page holds too stays a broken link, for `onBrokenLinks`.
    #[test]
    fn a_broken_link_only_on_the_sites_react_pages_is_its_own_kind() {
        let mut pages = BTreeMap::new();
        pages.insert(
            "/versions".to_string(),
            page(r#"<a href="/7.29.0"></a><a href="/gone"></a><a href="/versions#tab"></a>"#),
        );
        pages.insert(
            "/guide".to_string(),
            page(r#"<a href="/gone"></a><a href="/versions#made-in-the-browser"></a>"#),
        );
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let site_code: HashSet<&str> = ["/versions"].into();
        let found: Vec<String> =
            check(&pages, &HashSet::new(), &[], ("/", None), (&site_code, &BTreeMap::new(), &|_| false))
                .iter()
                .map(|(kind, d)| format!("{kind:?} {}", d.message.split(':').next().unwrap_or_default()))
                .collect();
        assert_eq!(
            found,
            [
                "InSiteCode broken anchor `#made-in-the-browser`",
                "InSiteCode broken anchor `#tab`",
                "InSiteCode broken link to `/7.29.0`",
                "Link broken link to `/gone`"
            ]
        );
        // Each says once why it stops no build.
        let messages =
            check(&pages, &HashSet::new(), &[], ("/", None), (&site_code, &BTreeMap::new(), &|_| false));
        for (_, d) in &messages {
            assert!(d.message.matches("so it stops no build").count() <= 1, "{}", d.message);
        }
    }

    /// A site component shown in docs (supertokens' `AppInfoForm`) writes a
    /// plain `<a href="/docs/appinfo">`: Docusaurus checks only `<Link>`s, so
    /// it is a warning naming the file; the same path from a `<Link>` (not in
    /// `plain`) stays a broken link.
    #[test]
    fn a_broken_plain_anchor_of_site_code_names_its_file_and_stops_no_build() {
        let mut pages = BTreeMap::new();
        pages.insert(
            "/docs/a".to_string(),
            page(r#"<a href="/docs/appinfo">x</a><a href="/docs/other">y</a>"#),
        );
        let pages = pages.iter().map(|(route, page)| (route.as_str(), page)).collect();
        let plain =
            BTreeMap::from([("/docs/appinfo".to_string(), "src/components/AppInfoForm.tsx".to_string())]);
        let found: Vec<String> =
            check(&pages, &HashSet::new(), &[], ("/", None), (&HashSet::new(), &plain, &|_| false))
                .iter()
                .map(|(kind, d)| format!("{kind:?} {}", d.message))
                .collect();
        assert_eq!(
            found,
            [
                "InSiteCode broken link to `/docs/appinfo`: no page or file at `/docs/appinfo`; a plain `<a>` of src/components/AppInfoForm.tsx, which Docusaurus does not check (it checks `<Link>`s), so it stops no build",
                "Link broken link to `/docs/other`: no page or file at `/docs/other`",
            ]
        );
    }
}
