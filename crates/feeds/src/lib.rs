//! Files for machines: RSS 2.0, Atom 1.0 and JSON Feed 1.1 feeds, as the
//! blog's `feedOptions` choose (with XSL stylesheets so a browser shows the XML
//! ones as a readable page), sitemap.xml and robots.txt.

mod article;
pub mod llms;
pub mod twin;

use std::collections::HashMap;

use atom_syndication as atom;
use chrono::{FixedOffset, NaiveDate, TimeZone};
use content_model::escape;
use content_model::meta::LastUpdate;
use content_model::{BlogView, RouteKind, Site};

pub use article::feed_html;

/// Each listed post's body as feed HTML (see [`feed_html`]), by the post's route.
pub type Bodies = HashMap<String, String>;

/// A file of a blog's folder on the site: `rss.xml` is `/blog/rss.xml` (`/rss.xml` for a blog at `/`).
fn blog_file(blog: BlogView<'_>, name: &str) -> String {
    blog.options.under(name)
}

/// Every feed file each blog's options ask for (a blog with posts: the first
/// and each further one, in its own folder), with the stylesheets the XML
/// feeds refer to (in the site's language): (path under the site root, contents).
pub fn files(site: &Site, bodies: &Bodies) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for blog in site.blogs().filter(|blog| blog.posts().next().is_some()) {
        let feed = &blog.options.feed;
        let at = |name: &str| blog_file(blog, name).trim_start_matches('/').to_string();
        if feed.rss {
            files.push((at("rss.xml"), rss(site, blog, bodies)));
            files.push((at("rss.xsl"), stylesheet(site, blog, include_str!("rss.xsl"), "RSS")));
        }
        if feed.atom {
            files.push((at("atom.xml"), atom(site, blog, bodies)));
            files.push((at("atom.xsl"), stylesheet(site, blog, include_str!("atom.xsl"), "Atom")));
        }
        if feed.rss || feed.atom {
            files.push((at("feed.css"), include_str!("feed.css").to_string()));
        }
        if feed.json {
            files.push((at("feed.json"), json(site, blog, bodies)));
        }
    }
    files
}

/// The listed posts a feed holds: the newest `feedOptions.limit` (all without one).
fn feed_posts(blog: BlogView<'_>) -> impl Iterator<Item = &content_model::Post> {
    blog.listed_posts().take(blog.options.feed.limit.unwrap_or(usize::MAX))
}

/// A feed's XSL with its words and its stylesheet's path filled in (`%LANG%`, `%BADGE%`, `%ABOUT%`, `%BACK%`, `%CSS%`).
fn stylesheet(site: &Site, blog: BlogView<'_>, xsl: &str, kind: &str) -> String {
    use codegen::i18n::{self, fill};
    let texts = i18n::texts(site);
    let title = i18n::title_of(site, blog.options);
    [
        ("%LANG%", site.config.locale.clone()),
        ("%BADGE%", fill(texts.feed_badge, &[("kind", kind)])),
        ("%ABOUT%", texts.feed_about.to_string()),
        ("%BACK%", fill(texts.feed_back, &[("blog", &title)])),
        ("%CSS%", site.config.served_path(&blog_file(blog, "feed.css"))),
    ]
    .iter()
    .fold(xsl.to_string(), |text, (mark, value)| text.replace(mark, &escape::xml(value)))
}

/// Posts are dated by day; they are published at midnight Korean time.
fn published(date: &str) -> chrono::DateTime<FixedOffset> {
    let kst = FixedOffset::east_opt(9 * 3600).expect("valid offset");
    let day = NaiveDate::parse_from_str(date, "%Y-%m-%d").expect("dates are validated by content-model");
    kst.from_local_datetime(&day.and_hms_opt(0, 0, 0).expect("midnight"))
        .single()
        .expect("fixed offsets are unambiguous")
}

/// When a post last changed: its last update (git or front matter), never before it was published.
fn updated(post: &content_model::Post) -> chrono::DateTime<FixedOffset> {
    let published = published(&post.meta.date);
    last_update_time(post.meta.last_update.as_ref()).map_or(published, |at| at.max(published))
}

fn last_update_time(last: Option<&LastUpdate>) -> Option<chrono::DateTime<FixedOffset>> {
    chrono::DateTime::parse_from_rfc3339(last?.at.as_deref()?).ok()
}

/// The newest change of any of the blog's posts.
fn blog_updated(blog: BlogView<'_>) -> Option<chrono::DateTime<FixedOffset>> {
    blog.listed_posts().map(updated).max()
}

/// Inserts `<?xml-stylesheet?>` after the XML declaration.
fn with_stylesheet(xml: String, href: &str) -> String {
    let pi = format!("<?xml-stylesheet type=\"text/xsl\" href=\"{href}\"?>");
    match xml.find("?>") {
        Some(end) if xml.starts_with("<?xml") => {
            format!("{}\n{pi}\n{}", &xml[..end + 2], xml[end + 2..].trim_start())
        }
        _ => format!("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n{pi}\n{xml}"),
    }
}

/// The feeds' title: `feedOptions.title`, else the site's and the blog's
/// (`AoldaCloud 히스토리`, Docusaurus' `My Site Blog`).
fn blog_title(site: &Site, blog: BlogView<'_>) -> String {
    if let Some(title) = &blog.options.feed.title {
        return title.clone();
    }
    let texts = codegen::i18n::texts(site);
    codegen::i18n::fill(
        texts.feed_title,
        &[("site", &site.config.title), ("blog", &codegen::i18n::title_of(site, blog.options))],
    )
}

/// The feeds' description (`feedOptions.description`, else the tagline) and copyright line.
fn channel_texts(site: &Site, blog: BlogView<'_>) -> (String, String) {
    let feed = &blog.options.feed;
    (
        feed.description.clone().unwrap_or_else(|| site.config.tagline.clone()),
        feed.copyright.clone().unwrap_or_else(|| site.config.copyright.clone()),
    )
}

/// RSS 2.0 with every listed post, full content (from `bodies`) in `content:encoded`.
pub fn rss(site: &Site, blog: BlogView<'_>, bodies: &Bodies) -> String {
    let url = &site.config.root_url();
    let items = feed_posts(blog)
        .map(|post| {
            let link = format!("{url}{}", post.meta.path);
            rss::Item {
                title: Some(post.meta.title.clone()),
                link: Some(link.clone()),
                description: Some(post.meta.description.clone()),
                author: post.meta.authors.first().map(|a| format!("{} ({})", site.config.contact, a.name)),
                categories: post
                    .meta
                    .tags
                    .iter()
                    .map(|t| rss::Category {
                        name: t.label.clone(),
                        domain: Some(format!("{url}{}", t.path)),
                    })
                    .collect(),
                guid: Some(rss::Guid { value: link, permalink: true }),
                pub_date: Some(published(&post.meta.date).to_rfc2822()),
                content: bodies.get(&post.meta.path).cloned(),
                ..Default::default()
            }
        })
        .collect();
    let (description, copyright) = channel_texts(site, blog);
    let channel = rss::Channel {
        title: blog_title(site, blog),
        link: format!("{url}{}", blog.options.route_base),
        description,
        language: Some(site.config.locale.clone()),
        copyright: Some(copyright),
        last_build_date: blog_updated(blog).map(|at| at.to_rfc2822()),
        items,
        namespaces: [("content".to_string(), "http://purl.org/rss/1.0/modules/content/".to_string())].into(),
        ..Default::default()
    };
    with_stylesheet(channel.to_string(), &site.config.served_path(&blog_file(blog, "rss.xsl")))
}

/// Atom 1.0 with every listed post, full content (from `bodies`) as HTML.
pub fn atom(site: &Site, blog: BlogView<'_>, bodies: &Bodies) -> String {
    let url = &site.config.root_url();
    let link = |href: String, rel: &str| atom::Link { href, rel: rel.into(), ..Default::default() };
    let entries = feed_posts(blog)
        .map(|post| {
            let href = format!("{url}{}", post.meta.path);
            atom::Entry {
                title: atom::Text::plain(post.meta.title.clone()),
                id: href.clone(),
                updated: updated(post),
                published: Some(published(&post.meta.date)),
                authors: post
                    .meta
                    .authors
                    .iter()
                    .map(|a| atom::Person {
                        name: a.name.clone(),
                        uri: a.path.as_ref().map(|p| format!("{url}{p}")),
                        ..Default::default()
                    })
                    .collect(),
                categories: post
                    .meta
                    .tags
                    .iter()
                    .map(|t| atom::Category {
                        term: t.key.clone(),
                        label: Some(t.label.clone()),
                        ..Default::default()
                    })
                    .collect(),
                links: vec![link(href, "alternate")],
                summary: Some(atom::Text::plain(post.meta.description.clone())),
                content: bodies.get(&post.meta.path).map(|html| atom::Content {
                    value: Some(html.clone()),
                    content_type: Some("html".into()),
                    ..Default::default()
                }),
                ..Default::default()
            }
        })
        .collect();
    let home = format!("{url}{}", blog.options.route_base);
    let (description, copyright) = channel_texts(site, blog);
    let feed = atom::Feed {
        title: atom::Text::plain(blog_title(site, blog)),
        id: home.clone(),
        updated: blog_updated(blog).unwrap_or_else(|| published("2024-01-01")),
        subtitle: Some(atom::Text::plain(description)),
        rights: blog.options.feed.copyright.is_some().then(|| atom::Text::plain(copyright)),
        links: vec![link(home, "alternate"), link(format!("{url}{}", blog_file(blog, "atom.xml")), "self")],
        lang: Some(site.config.locale.clone()),
        icon: Some(format!("{url}/favicon.ico")),
        entries,
        ..Default::default()
    };
    with_stylesheet(feed.to_string(), &site.config.served_path(&blog_file(blog, "atom.xsl")))
}

/// JSON Feed 1.1 (<https://jsonfeed.org/version/1.1>) with the same posts and content as the others.
pub fn json(site: &Site, blog: BlogView<'_>, bodies: &Bodies) -> String {
    let url = &site.config.root_url();
    let items: Vec<serde_json::Value> = feed_posts(blog)
        .map(|post| {
            let href = format!("{url}{}", post.meta.path);
            let authors: Vec<serde_json::Value> = post
                .meta
                .authors
                .iter()
                .map(|a| serde_json::json!({"name": a.name, "url": a.path.as_ref().map(|p| format!("{url}{p}"))}))
                .collect();
            serde_json::json!({
                "id": href,
                "url": href,
                "title": post.meta.title,
                "summary": post.meta.description,
                "content_html": bodies.get(&post.meta.path).cloned().unwrap_or_default(),
                "date_published": published(&post.meta.date).to_rfc3339(),
                "date_modified": updated(post).to_rfc3339(),
                "authors": authors,
                "tags": post.meta.tags.iter().map(|t| t.label.clone()).collect::<Vec<_>>(),
            })
        })
        .collect();
    let (description, _) = channel_texts(site, blog);
    let feed = serde_json::json!({
        "version": "https://jsonfeed.org/version/1.1",
        "title": blog_title(site, blog),
        "home_page_url": format!("{url}{}", blog.options.route_base),
        "feed_url": format!("{url}{}", blog_file(blog, "feed.json")),
        "description": description,
        "language": site.config.locale,
        "items": items,
    });
    serde_json::to_string_pretty(&feed).expect("a feed serialises")
}

/// Every route with the day its page last changed, if known (docs and posts), for the sitemap:
/// the theme's pages too (`codegen::routes`), as every page codegen makes is published.
pub fn sitemap_entries(site: &Site) -> Vec<(String, Option<String>)> {
    codegen::routes(site)
        .into_iter()
        // Unlisted pages are built but not offered to crawlers, nor the docs of a `noIndex` version.
        .filter(|route| !route.unlisted)
        .filter(|route| match route.kind {
            RouteKind::Doc(i) => !site.version_of(&site.docs[i]).is_some_and(|v| v.no_index),
            _ => true,
        })
        .map(|route| {
            let last = match route.kind {
                RouteKind::Doc(i) => site.docs[i].meta.last_update.as_ref(),
                RouteKind::Post(i) => site.posts[i].meta.last_update.as_ref(),
                _ => None,
            };
            let day = last_update_time(last).map(|at| at.format("%Y-%m-%d").to_string());
            (route.path, day)
        })
        .collect()
}

/// A sitemap listing every route as an absolute URL on `site_url`, with
/// `lastmod` where known and, on a translated site, the same page in each
/// locale (`alternates`: `hreflang` and root URL, the default first, which is
/// also `x-default`), as Docusaurus' sitemap lists them.
pub fn sitemap(
    site_url: &str,
    routes: &[(String, Option<String>)],
    alternates: &[(String, String)],
) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"",
    );
    if !alternates.is_empty() {
        xml.push_str(" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"");
    }
    xml.push_str(">\n");
    let x_default = alternates.first().map(|(_, root)| ("x-default".to_string(), root.clone()));
    for (route, lastmod) in routes {
        let lastmod = lastmod.as_ref().map(|day| format!("<lastmod>{}</lastmod>", escape::xml(day)));
        let links: String = alternates
            .iter()
            .chain(&x_default)
            .map(|(lang, root)| {
                format!(
                    "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}{}\"/>",
                    escape::xml(lang),
                    escape::xml(root),
                    escape::xml(route)
                )
            })
            .collect();
        xml.push_str(&format!(
            "  <url><loc>{}{}</loc>{}{links}</url>\n",
            escape::xml(site_url),
            escape::xml(route),
            lastmod.unwrap_or_default()
        ));
    }
    xml.push_str("</urlset>\n");
    xml
}

/// The page left at an old address (`@docusaurus/plugin-client-redirects`):
/// it sends the reader on to `to` (an address as served, the base included)
/// at once, with no script (the site's CSP allows none inline), and names it
/// the canonical page so search engines move their entry. It names the site's
/// `icon` (as served) as every page does: without it the browser asks the
/// host's root for `/favicon.ico`, which is not the site's under a base URL.
pub fn redirect(to: &str, icon: &str) -> String {
    let to = escape::html_attribute(to);
    let icon = escape::html_attribute(icon);
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0; url={to}\"><link rel=\"canonical\" href=\"{to}\"><link rel=\"icon\" href=\"{icon}\"><meta name=\"robots\" content=\"noindex\"><title>{to}</title></head><body><a href=\"{to}\">{to}</a></body></html>\n"
    )
}

/// Allows every crawler and names the sitemap, when the site has one.
pub fn robots(site_url: &str, sitemap: bool) -> String {
    let named = if sitemap { format!("\nSitemap: {site_url}/sitemap.xml\n") } else { String::new() };
    format!("User-agent: *\nAllow: /\n{named}")
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_redirect_page_refreshes_to_its_address_escaped_and_names_it_canonical() {
        let page = redirect("/docs/a?x=1&y=\"2\"", "/base/img/favicon.ico");
        assert!(
            page.contains(r#"<meta http-equiv="refresh" content="0; url=/docs/a?x=1&amp;y=&quot;2&quot;">"#),
            "{page}"
        );
        assert!(page.contains(r#"<link rel="canonical" href="/docs/a?x=1&amp;y=&quot;2&quot;">"#), "{page}");
        assert!(!page.contains("<script"), "no script: the site's CSP allows none inline");
        assert!(page.contains(r#"<link rel="icon" href="/base/img/favicon.ico">"#), "{page}");
    }
    use super::*;

    #[test]
    fn robots_txt_names_the_sitemap_only_when_there_is_one() {
        assert_eq!(
            robots("https://x.org", true),
            "User-agent: *\nAllow: /\n\nSitemap: https://x.org/sitemap.xml\n"
        );
        assert_eq!(robots("https://x.org", false), "User-agent: *\nAllow: /\n");
    }

    #[test]
    fn sitemap_lists_absolute_urls() {
        let xml =
            sitemap("https://x.org", &[("/".into(), None), ("/a&b".into(), Some("2024-08-26".into()))], &[]);
        assert!(xml.contains("<url><loc>https://x.org/</loc></url>"));
        assert!(xml.contains("<loc>https://x.org/a&amp;b</loc><lastmod>2024-08-26</lastmod>"));
        assert!(xml.contains("<loc>https://x.org/a&amp;b</loc>"));
    }

    #[test]
    fn a_translated_sites_sitemap_names_each_page_in_every_locale() {
        let locales =
            [("ko".to_string(), "https://x.org".to_string()), ("en-US".into(), "https://x.org/en".into())];
        let xml = sitemap("https://x.org/en", &[("/docs/a".into(), None)], &locales);
        assert!(xml.contains(r#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#));
        assert!(xml.contains(concat!(
            r#"<url><loc>https://x.org/en/docs/a</loc>"#,
            r#"<xhtml:link rel="alternate" hreflang="ko" href="https://x.org/docs/a"/>"#,
            r#"<xhtml:link rel="alternate" hreflang="en-US" href="https://x.org/en/docs/a"/>"#,
            r#"<xhtml:link rel="alternate" hreflang="x-default" href="https://x.org/docs/a"/></url>"#
        )));
    }

    #[test]
    fn stylesheet_follows_the_declaration() {
        let xml = with_stylesheet("<?xml version=\"1.0\"?><rss/>".into(), "/a.xsl");
        assert_eq!(
            xml,
            "<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"/a.xsl\"?>\n<rss/>"
        );
    }

    #[test]
    fn dates_are_midnight_in_korea() {
        assert_eq!(published("2024-08-26").to_rfc2822(), "Mon, 26 Aug 2024 00:00:00 +0900");
    }
}
