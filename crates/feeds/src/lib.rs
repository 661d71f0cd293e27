//! Files for machines: sitemap.xml and robots.txt (RSS and Atom come next).

/// Escapes text for XML content and attribute values.
pub fn escape_xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

/// A sitemap listing every route as an absolute URL on `site_url`.
pub fn sitemap(site_url: &str, routes: &[String]) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for route in routes {
        xml.push_str(&format!(
            "  <url><loc>{}{}</loc></url>\n",
            escape_xml(site_url),
            escape_xml(route)
        ));
    }
    xml.push_str("</urlset>\n");
    xml
}

/// Allows every crawler and names the sitemap.
pub fn robots(site_url: &str) -> String {
    format!("User-agent: *\nAllow: /\n\nSitemap: {site_url}/sitemap.xml\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sitemap_lists_absolute_urls() {
        let xml = sitemap("https://x.org", &["/".into(), "/a&b".into()]);
        assert!(xml.contains("<loc>https://x.org/</loc>"));
        assert!(xml.contains("<loc>https://x.org/a&amp;b</loc>"));
    }
}
