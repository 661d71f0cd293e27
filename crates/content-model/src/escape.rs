//! Escaping text for the markup the generator writes, by where the text
//! goes: the one set for every crate (here, at the bottom, so each reaches
//! it): the HTML that MDX elements fall back to, the HTML of feed bodies and
//! the XML of the sitemap. The escaping itself is the `html-escape` crate's.
//! (JavaScript literals are codegen's: `codegen::jsx::string` and `codegen::jsx::value`.)

use std::borrow::Cow;

/// Text between HTML tags: `&`, `<`, `>`.
pub fn html_text(text: &str) -> Cow<'_, str> {
    html_escape::encode_text(text)
}

/// The value of a double-quoted HTML attribute: `&`, `<`, `>`, `"`.
pub fn html_attribute(value: &str) -> Cow<'_, str> {
    html_escape::encode_double_quoted_attribute(value)
}

/// Character data and quoted attribute values in XML: the five characters XML
/// reserves (`'` too, so either quote may surround the value).
pub fn xml(text: &str) -> Cow<'_, str> {
    html_escape::encode_quoted_attribute(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_text_escapes_what_starts_markup() {
        assert_eq!(html_text("a < b && c > d \"'"), "a &lt; b &amp;&amp; c &gt; d \"'");
        assert!(matches!(html_text("그대로"), Cow::Borrowed(_)));
    }

    #[test]
    fn html_attributes_cannot_end_their_quotes() {
        assert_eq!(html_attribute("x\" onload=\"y & <z>"), "x&quot; onload=&quot;y &amp; &lt;z&gt;");
    }

    #[test]
    fn xml_escapes_every_reserved_character() {
        assert_eq!(xml("<a href='x'>\"&\"</a>"), "&lt;a href=&#x27;x&#x27;&gt;&quot;&amp;&quot;&lt;/a&gt;");
    }
}
