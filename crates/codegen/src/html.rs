//! Raw HTML in Markdown, reduced to a safe subset.
//!
//! Tags are tokenised here and only those on the allow-lists below reach the
//! page, with only their allowed attributes, values checked; everything else
//! (`<script>`, `<iframe>`, `on*` handlers, `style`, unsafe URLs) is dropped.

use content_model::links::is_safe_url;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Text(String),
    Open { name: String, attrs: Vec<(String, String)>, self_closing: bool },
    Close(String),
}

/// Tags allowed inside a paragraph.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "br", "cite", "code", "del", "em", "i", "img", "kbd", "mark", "q", "s", "samp",
    "small", "span", "strong", "sub", "sup", "u", "var", "wbr",
];
/// Tags allowed as blocks of their own.
const BLOCK: &[&str] =
    &["details", "summary", "div", "figure", "figcaption", "dl", "dt", "dd", "center", "p", "hr"];
/// Elements without content.
pub const VOID: &[&str] = &["br", "hr", "img", "wbr"];
/// Elements whose content is dropped along with them.
const DROP_CONTENT: &[&str] =
    &["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select"];

/// Splits HTML into tags and text; comments and doctypes are dropped.
pub fn tokenize(html: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            tokens.push(Token::Text(decode(rest)));
            break;
        };
        if lt > 0 {
            tokens.push(Token::Text(decode(&rest[..lt])));
        }
        rest = &rest[lt..];
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.find("-->").map_or("", |end| &after[end + 3..]);
            continue;
        }
        match parse_tag(rest) {
            Some((token, len)) => {
                tokens.push(token);
                rest = &rest[len..];
            }
            None => {
                tokens.push(Token::Text("<".into()));
                rest = &rest[1..];
            }
        }
    }
    tokens
}

/// Parses one tag at the start of `s`: the token and its length.
fn parse_tag(s: &str) -> Option<(Token, usize)> {
    let end = tag_end(s)?;
    let inner = &s[1..end];
    if let Some(name) = inner.strip_prefix('/') {
        let name = name.trim().to_ascii_lowercase();
        return valid_name(&name).then(|| (Token::Close(name), end + 1));
    }
    if inner.starts_with('!') || inner.starts_with('?') {
        return Some((Token::Text(String::new()), end + 1));
    }
    let self_closing = inner.ends_with('/');
    let inner = inner.trim_end_matches('/');
    let name_len = inner.find(|c: char| c.is_whitespace()).unwrap_or(inner.len());
    let name = inner[..name_len].to_ascii_lowercase();
    if !valid_name(&name) {
        return None;
    }
    Some((Token::Open { attrs: parse_attrs(&inner[name_len..]), name, self_closing }, end + 1))
}

/// Index of the `>` that ends the tag at the start of `s`, skipping quoted values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in s.char_indices().skip(1) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return Some(i),
            (None, '<') => return None,
            _ => {}
        }
    }
    None
}

fn valid_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

fn parse_attrs(mut s: &str) -> Vec<(String, String)> {
    let mut attrs = Vec::new();
    loop {
        s = s.trim_start();
        let name_len = s.find(|c: char| c.is_whitespace() || c == '=').unwrap_or(s.len());
        if name_len == 0 {
            break;
        }
        let name = s[..name_len].to_ascii_lowercase();
        s = s[name_len..].trim_start();
        let value = if let Some(after) = s.strip_prefix('=') {
            let after = after.trim_start();
            match after.chars().next() {
                Some(q @ ('"' | '\'')) => {
                    let close = after[1..].find(q).map_or(after.len(), |i| i + 1);
                    s = after.get(close + 1..).unwrap_or("");
                    decode(&after[1..close])
                }
                _ => {
                    let len = after.find(char::is_whitespace).unwrap_or(after.len());
                    s = &after[len..];
                    decode(&after[..len])
                }
            }
        } else {
            String::new()
        };
        attrs.push((name, value));
    }
    attrs
}

/// Decodes the character references authors commonly write.
fn decode(text: &str) -> String {
    if !text.contains('&') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| {
            let entity = &rest[1..e];
            let c = match entity {
                "amp" => '&',
                "lt" => '<',
                "gt" => '>',
                "quot" => '"',
                "apos" | "#39" => '\'',
                "nbsp" => '\u{a0}',
                _ => {
                    let code = entity.strip_prefix("#x").or_else(|| entity.strip_prefix("#X"));
                    let n = match code {
                        Some(hex) => u32::from_str_radix(hex, 16).ok(),
                        None => entity.strip_prefix('#').and_then(|d| d.parse().ok()),
                    };
                    n.and_then(char::from_u32)?
                }
            };
            Some((c, e + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether `name` may appear; `block` is true for an HTML block of its own.
pub fn allowed_tag(name: &str, block: bool) -> bool {
    INLINE.contains(&name) || (block && BLOCK.contains(&name))
}

pub fn drops_content(name: &str) -> bool {
    DROP_CONTENT.contains(&name)
}

/// The allowed attributes of a tag, renamed for React, with safe values only.
/// Returns the kept attributes and the names of those dropped.
pub fn safe_attrs(tag: &str, attrs: &[(String, String)]) -> (Vec<(&'static str, String)>, Vec<String>) {
    let mut kept = Vec::new();
    let mut dropped = Vec::new();
    for (name, value) in attrs {
        let react: Option<&'static str> = match (tag, name.as_str()) {
            (_, "id") => Some("id"),
            (_, "title") => Some("title"),
            (_, "class") => Some("className"),
            (_, "lang") => Some("lang"),
            ("a", "href") if is_safe_url(value, false) => Some("href"),
            ("img", "src") if is_safe_url(value, true) => Some("src"),
            ("img", "alt") => Some("alt"),
            ("img", "width") | ("img", "height")
                if value.chars().all(|c| c.is_ascii_digit()) && !value.is_empty() =>
            {
                Some(if name == "width" { "width" } else { "height" })
            }
            ("details", "open") => Some("open"),
            _ => None,
        };
        match react {
            Some(r) => kept.push((r, value.clone())),
            None => dropped.push(name.clone()),
        }
    }
    (kept, dropped)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokenizes_tags_text_and_comments() {
        let tokens = tokenize("a <kbd>Ctrl</kbd><!-- x --><br/> &lt;b&gt; <img src=\"/a.png\" alt='x > y'>");
        assert_eq!(
            tokens,
            [
                Token::Text("a ".into()),
                Token::Open { name: "kbd".into(), attrs: vec![], self_closing: false },
                Token::Text("Ctrl".into()),
                Token::Close("kbd".into()),
                Token::Open { name: "br".into(), attrs: vec![], self_closing: true },
                Token::Text(" <b> ".into()),
                Token::Open {
                    name: "img".into(),
                    attrs: vec![("src".into(), "/a.png".into()), ("alt".into(), "x > y".into())],
                    self_closing: false
                },
            ]
        );
    }

    #[test]
    fn unsafe_attributes_are_dropped() {
        let attrs = vec![
            ("href".to_string(), "javascript:alert(1)".to_string()),
            ("onclick".to_string(), "x()".to_string()),
            ("style".to_string(), "background:url(x)".to_string()),
            ("title".to_string(), "ok".to_string()),
        ];
        let (kept, dropped) = safe_attrs("a", &attrs);
        assert_eq!(kept, [("title", "ok".to_string())]);
        assert_eq!(dropped, ["href", "onclick", "style"]);
        assert!(!allowed_tag("script", true));
        assert!(!allowed_tag("div", false));
        assert!(allowed_tag("div", true));
    }

    #[test]
    fn stray_angle_brackets_stay_text() {
        assert_eq!(
            tokenize("a < b"),
            [Token::Text("a ".into()), Token::Text("<".into()), Token::Text(" b".into())]
        );
    }
}
