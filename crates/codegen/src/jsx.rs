//! Writing JSX safely: every piece of content becomes a string literal inside
//! `{…}`, never bare JSX text, so no character of it can be read as code.

use std::fmt::Write;

/// A JS string literal for `text` (JSON syntax, which TS accepts). `<` and `>`
/// are escaped too, so a literal never contains `</script>` or a JSX tag.
pub fn string(text: &str) -> String {
    value(&text)
}

/// A JS value for any serialisable data (used for metadata objects).
pub fn value<T: serde::Serialize + ?Sized>(data: &T) -> String {
    for_script(serde_json::to_string(data).expect("metadata serialises"))
}

/// Like `value`, one property per line, for data modules a reviewer reads as diffs.
pub fn value_pretty<T: serde::Serialize>(data: &T) -> String {
    for_script(serde_json::to_string_pretty(data).expect("metadata serialises"))
}

/// JSON made safe to place anywhere in a module: JSON is valid JS, but `<`
/// and `>` could open a tag in JSX (or end an inline `</script>`), and the
/// line and paragraph separators end a line in older JS parsers. Inside
/// JSON they occur only within strings, where the escapes mean the same.
fn for_script(json: String) -> String {
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
    fn values_cannot_open_a_tag_or_end_a_line() {
        let data = serde_json::json!({ "title": "<b>\u{2029}</b>", "n": [1, 2] });
        assert_eq!(value(&data), r#"{"n":[1,2],"title":"\u003cb\u003e\u2029\u003c/b\u003e"}"#);
        assert!(value_pretty(&data).contains(r#""title": "\u003cb\u003e\u2029\u003c/b\u003e""#));
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
