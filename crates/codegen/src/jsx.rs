//! Writing JSX safely: every piece of content becomes a string literal inside
//! `{…}`, never bare JSX text, so no character of it can be read as code.

use std::fmt::Write;

/// A JS string literal for `text` (JSON syntax, which TS accepts). `<` and `>`
/// are escaped too, so a literal never contains `</script>` or a JSX tag.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            // Line and paragraph separators end a line in older JS parsers.
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JS value for any serialisable data (used for metadata objects).
pub fn value<T: serde::Serialize>(data: &T) -> String {
    escape_json(serde_json::to_string(data).expect("metadata serialises"))
}

/// Like `value`, one property per line, for data modules a reviewer reads as diffs.
pub fn value_pretty<T: serde::Serialize>(data: &T) -> String {
    escape_json(serde_json::to_string_pretty(data).expect("metadata serialises"))
}

fn escape_json(json: String) -> String {
    // JSON is valid JS; escape `<`, `>` and the line separators for the same
    // reasons as in `string`.
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// Builds a JSX tree as text.
#[derive(Default)]
pub struct Jsx {
    pub out: String,
}

impl Jsx {
    /// `<tag a={"v"} b>`; attribute names are ours, values are always literals.
    pub fn open(&mut self, tag: &str, attrs: &[(&str, Attr)]) {
        self.out.push('<');
        self.out.push_str(tag);
        self.attrs(attrs);
        self.out.push('>');
    }

    /// `<tag … />`
    pub fn void(&mut self, tag: &str, attrs: &[(&str, Attr)]) {
        self.out.push('<');
        self.out.push_str(tag);
        self.attrs(attrs);
        self.out.push_str(" />");
    }

    pub fn close(&mut self, tag: &str) {
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
    }

    /// Text content as `{"…"}`.
    pub fn text(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.out.push('{');
        self.out.push_str(&string(text));
        self.out.push('}');
    }

    fn attrs(&mut self, attrs: &[(&str, Attr)]) {
        for (name, value) in attrs {
            match value {
                Attr::Str(s) => {
                    let _ = write!(self.out, " {name}={{{}}}", string(s));
                }
                Attr::Num(n) => {
                    let _ = write!(self.out, " {name}={{{n}}}");
                }
                Attr::Bool(true) => {
                    let _ = write!(self.out, " {name}");
                }
                Attr::Bool(false) => {}
                Attr::Code(code) => {
                    let _ = write!(self.out, " {name}={{{code}}}");
                }
            }
        }
    }
}

/// An attribute value. `Code` is an expression written by codegen itself
/// (an identifier or serialised data), never content.
pub enum Attr {
    Str(String),
    Num(u64),
    Bool(bool),
    Code(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_cannot_escape_their_literal() {
        assert_eq!(string("a\"b"), r#""a\"b""#);
        assert_eq!(string("</script>{x}`${y}`"), r#""\u003c/script\u003e{x}`${y}`""#);
        assert_eq!(string("줄\n바꿈\\"), r#""줄\n바꿈\\""#);
        assert_eq!(string("\u{2028}\u{0}"), r#""\u2028\u0000""#);
    }

    #[test]
    fn builds_tags() {
        let mut j = Jsx::default();
        j.open("a", &[("href", Attr::Str("/x?a=\"1\"".into())), ("hidden", Attr::Bool(true))]);
        j.text("링크");
        j.close("a");
        assert_eq!(j.out, r#"<a href={"/x?a=\"1\""} hidden>{"링크"}</a>"#);
    }
}
