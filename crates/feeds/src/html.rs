//! A post's body as HTML for feed readers: absolute links and images,
//! admonitions as plain blocks, raw HTML left out.

use content_model::links::{self, LinkTarget};
use content_model::markdown::Marker;
use content_model::{Post, Site};
use pulldown_cmark::{CowStr, Event, Tag, html};

/// The full HTML of `post` with URLs made absolute on the site's address.
pub fn post_html(site: &Site, post: &Post) -> String {
    let base = site.config.url.as_str();
    let absolute = |route: &str| format!("{base}{route}");
    let events = post.body.events().filter_map(|(event, range)| match event {
        Event::Rule => Some(match post.body.markers.get(&range.start) {
            Some(Marker::Open { kind, title }) => {
                let title = title.clone().unwrap_or_else(|| kind.to_uppercase());
                Event::Html(CowStr::from(format!(
                    "<blockquote class=\"admonition admonition-{kind}\"><p><strong>{}</strong></p>",
                    escape(&title)
                )))
            }
            Some(Marker::Close) => Event::Html(CowStr::from("</blockquote>")),
            None => Event::Rule,
        }),
        // Raw HTML and components do not travel; the truncate marker has no meaning here.
        Event::Html(text) | Event::InlineHtml(text) => {
            let trimmed = text.trim();
            matches!(trimmed, "<br>" | "<br/>" | "<br />").then(|| Event::Html(CowStr::from("<br>")))
        }
        Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
            let dest = match links::resolve(site, &post.source.path, &post.meta.path, &dest_url) {
                LinkTarget::Internal(route) | LinkTarget::MissingDoc { route, .. } => absolute(&route),
                LinkTarget::External(url) => url,
                LinkTarget::Unsafe => String::new(),
            };
            Some(Event::Start(Tag::Link { link_type, dest_url: CowStr::from(dest), title, id }))
        }
        Event::Start(Tag::Image { link_type, dest_url, title, id }) => {
            let src = if !links::is_safe_url(&dest_url, true) {
                String::new()
            } else if dest_url.starts_with('/') && !dest_url.starts_with("//") {
                absolute(&dest_url)
            } else {
                dest_url.to_string()
            };
            Some(Event::Start(Tag::Image { link_type, dest_url: CowStr::from(src), title, id }))
        }
        other => Some(other),
    });
    let mut out = String::new();
    html::push_html(&mut out, events);
    out
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
