//! The JavaScript that MDX pages use for data, read without running it:
//! literals (strings, template strings without `${…}`, numbers, booleans,
//! `null`, arrays and objects of literals) and references to named values
//! (`name`, `name.field`, `name[0]`, `name['key']`).
//!
//! A small grammar of its own rather than a JavaScript parser: it reads
//! exactly the subset that can be turned into static output, tells where a
//! literal ends inside the surrounding Markdown, and names the first
//! construct outside the subset at its byte offset.

use std::collections::BTreeMap;

/// A literal value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    List(Vec<Value>),
    /// Properties in the order written.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// What React shows for the value as a child: strings and numbers as text,
    /// `null` and booleans as nothing, arrays item after item. `None` for an
    /// object, which React refuses to show.
    pub fn as_text(&self) -> Option<String> {
        match self {
            Value::Null | Value::Bool(_) => Some(String::new()),
            Value::Num(n) => Some(number_text(*n)),
            Value::Str(s) => Some(s.clone()),
            Value::List(items) => items.iter().map(Value::as_text).collect(),
            Value::Object(_) => None,
        }
    }

    /// The value as JSON, for props that take data (`<Tabs values={…}>`).
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Value::Null => serde_json::Value::Null,
            Value::Bool(b) => serde_json::Value::Bool(*b),
            Value::Num(n) => serde_json::Number::from_f64(*n).map_or(serde_json::Value::Null, Into::into),
            Value::Str(s) => serde_json::Value::String(s.clone()),
            Value::List(items) => items.iter().map(Value::to_json).collect(),
            Value::Object(fields) => {
                fields.iter().map(|(k, v)| (k.clone(), v.to_json())).collect::<serde_json::Map<_, _>>().into()
            }
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Num(_) => "a number",
            Value::Str(_) => "a string",
            Value::List(_) => "an array",
            Value::Object(_) => "an object",
        }
    }
}

/// A number as JavaScript writes it for the common cases (`3`, `2.5`, `-0.1`).
fn number_text(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e21 { format!("{n:.0}") } else { format!("{n}") }
}

/// What could not be read, at a byte offset of the text given to `Reader`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    pub at: usize,
    pub message: String,
}

fn error<T>(at: usize, message: impl Into<String>) -> Result<T, Error> {
    Err(Error { at, message: message.into() })
}

/// Reads literals and references from `text`, starting at a byte offset.
pub struct Reader<'a> {
    text: &'a str,
    pub pos: usize,
}

/// The deepest nesting of arrays and objects read (the reader recurses per level).
const MAX_DEPTH: usize = 64;

impl<'a> Reader<'a> {
    pub fn new(text: &'a str, pos: usize) -> Self {
        Reader { text, pos }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// Whether the next character is `c`; consumes it if so.
    pub fn eat(&mut self, c: char) -> bool {
        let found = self.peek() == Some(c);
        if found {
            self.pos += c.len_utf8();
        }
        found
    }

    /// Skips white space and `//` and `/* */` comments.
    pub fn skip_space(&mut self) {
        loop {
            let rest = self.rest();
            let trimmed = rest.trim_start();
            self.pos += rest.len() - trimmed.len();
            if trimmed.starts_with("//") {
                self.pos += trimmed.find('\n').unwrap_or(trimmed.len());
            } else if let Some(inner) = trimmed.strip_prefix("/*") {
                self.pos += inner.find("*/").map_or(trimmed.len(), |end| end + 4);
            } else {
                return;
            }
        }
    }

    /// An identifier (`cliVersion`, `$x`, `_y`).
    pub fn identifier(&mut self) -> Option<&'a str> {
        let rest = self.rest();
        rest.chars().next().filter(|c| c.is_alphabetic() || *c == '_' || *c == '$')?;
        let len = rest
            .char_indices()
            .skip(1)
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '_' || *c == '$'))
            .map_or(rest.len(), |(i, _)| i);
        self.pos += len;
        Some(&rest[..len])
    }

    /// One literal value.
    pub fn literal(&mut self) -> Result<Value, Error> {
        self.literal_at_depth(0)
    }

    fn literal_at_depth(&mut self, depth: usize) -> Result<Value, Error> {
        self.skip_space();
        let start = self.pos;
        if depth > MAX_DEPTH {
            return error(start, format!("data nested deeper than {MAX_DEPTH} levels"));
        }
        match self.peek() {
            Some(q @ ('\'' | '"')) => self.string(q).map(Value::Str),
            Some('`') => self.template().map(Value::Str),
            Some('[') => self.list(depth),
            Some('{') => self.object(depth),
            Some(c) if c.is_ascii_digit() || c == '-' || c == '.' || c == '+' => self.number(),
            Some(_) => match self.identifier() {
                Some("true") => Ok(Value::Bool(true)),
                Some("false") => Ok(Value::Bool(false)),
                Some("null" | "undefined") => Ok(Value::Null),
                Some(name) => error(start, format!("`{name}` is not a literal value")),
                None => error(start, format!("`{}` does not start a literal value", self.shown(start))),
            },
            None => error(start, "the value is missing"),
        }
    }

    /// A few characters from `at`, to name what was found.
    fn shown(&self, at: usize) -> String {
        self.text[at..].chars().take_while(|c| *c != '\n').take(20).collect()
    }

    fn string(&mut self, quote: char) -> Result<String, Error> {
        let start = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => return error(start, "the string is not closed on its line"),
                Some(c) if c == quote => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some('\\') => self.escape(&mut out)?,
                Some(c) => {
                    out.push(c);
                    self.pos += c.len_utf8();
                }
            }
        }
    }

    /// A template string; `${…}` would need JavaScript to fill in.
    fn template(&mut self) -> Result<String, Error> {
        let start = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            let rest = self.rest();
            match rest.chars().next() {
                None => return error(start, "the template string is not closed"),
                Some('`') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some('$') if rest.starts_with("${") => {
                    return error(self.pos, "`${…}` in a template string needs JavaScript to fill in");
                }
                Some('\\') => self.escape(&mut out)?,
                Some('\r') if rest.starts_with("\r\n") => self.pos += 1,
                Some(c) => {
                    out.push(c);
                    self.pos += c.len_utf8();
                }
            }
        }
    }

    /// A backslash escape inside a string.
    fn escape(&mut self, out: &mut String) -> Result<(), Error> {
        let at = self.pos;
        self.pos += 1;
        let Some(c) = self.peek() else { return error(at, "the string ends after `\\`") };
        self.pos += c.len_utf8();
        match c {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'v' => out.push('\u{b}'),
            '0' => out.push('\0'),
            // A line continuation adds nothing.
            '\n' => {}
            'x' => out.push(self.code_point(at, 2)?),
            'u' if self.eat('{') => {
                let len = self.rest().find('}').unwrap_or(0);
                let point = u32::from_str_radix(&self.rest()[..len], 16).ok().and_then(char::from_u32);
                let Some(point) = point else { return error(at, "invalid `\\u{…}` escape") };
                self.pos += len + 1;
                out.push(point);
            }
            'u' => out.push(self.code_point(at, 4)?),
            other => out.push(other),
        }
        Ok(())
    }

    fn code_point(&mut self, at: usize, digits: usize) -> Result<char, Error> {
        let hex = self.rest().get(..digits).unwrap_or_default();
        let point = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32);
        let Some(point) = point.filter(|_| hex.len() == digits) else {
            return error(at, "invalid escape in the string");
        };
        self.pos += digits;
        Ok(point)
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.pos;
        let rest = self.rest();
        let len = rest
            .char_indices()
            .find(|(i, c)| {
                !(c.is_ascii_digit()
                    || matches!(c, '.' | '_' | 'e' | 'E')
                    || (matches!(c, '-' | '+') && (*i == 0 || matches!(rest.as_bytes()[i - 1], b'e' | b'E'))))
            })
            .map_or(rest.len(), |(i, _)| i);
        let written = rest[..len].replace('_', "");
        match written.parse::<f64>() {
            Ok(n) if n.is_finite() => {
                self.pos += len;
                Ok(Value::Num(n))
            }
            _ => error(start, format!("`{}` is not a number", &rest[..len.max(1)])),
        }
    }

    /// Reads the comma-separated items of the list or object opened at
    /// `self.pos` (a trailing comma allowed) up to `close`, each by `item`.
    fn delimited(
        &mut self,
        close: char,
        mut item: impl FnMut(&mut Self) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let start = self.pos;
        self.pos += 1;
        loop {
            self.skip_space();
            if self.eat(close) {
                return Ok(());
            }
            item(self)?;
            self.skip_space();
            if !self.eat(',') && self.peek() != Some(close) {
                return self.unexpected(start, &format!("`,` or `{close}`"));
            }
        }
    }

    fn list(&mut self, depth: usize) -> Result<Value, Error> {
        let mut items = Vec::new();
        self.delimited(']', |p| {
            if p.rest().starts_with("...") {
                return error(p.pos, "`...` (spread) needs JavaScript");
            }
            items.push(p.literal_at_depth(depth + 1)?);
            Ok(())
        })?;
        Ok(Value::List(items))
    }

    fn object(&mut self, depth: usize) -> Result<Value, Error> {
        let start = self.pos;
        let mut fields: Vec<(String, Value)> = Vec::new();
        self.delimited('}', |p| {
            let key_at = p.pos;
            let key = match p.peek() {
                Some(q @ ('\'' | '"')) => p.string(q)?,
                Some(c) if c.is_ascii_digit() => match p.number()? {
                    Value::Num(n) => number_text(n),
                    _ => unreachable!("number() reads numbers"),
                },
                Some('.') if p.rest().starts_with("...") => {
                    return error(key_at, "`...` (spread) needs JavaScript");
                }
                _ => match p.identifier() {
                    Some(name) => name.to_string(),
                    None => return p.unexpected(start, "a property name"),
                },
            };
            p.skip_space();
            if !p.eat(':') {
                return error(
                    key_at,
                    format!("property `{key}` has no `: value` (shorthand needs JavaScript)"),
                );
            }
            let value = p.literal_at_depth(depth + 1)?;
            fields.retain(|(k, _)| *k != key);
            fields.push((key, value));
            Ok(())
        })?;
        Ok(Value::Object(fields))
    }

    fn unexpected<T>(&self, _opened: usize, wanted: &str) -> Result<T, Error> {
        match self.peek() {
            None => error(self.pos, format!("the data ends where {wanted} was expected")),
            Some(_) => error(self.pos, format!("`{}` where {wanted} was expected", self.shown(self.pos))),
        }
    }

    /// A literal or a reference to a named value with fields and indices.
    pub fn expression(&mut self, names: &BTreeMap<String, Value>) -> Result<Value, Error> {
        self.skip_space();
        let start = self.pos;
        let Some(name) = self.identifier().filter(|n| !matches!(*n, "true" | "false" | "null" | "undefined"))
        else {
            self.pos = start;
            return self.literal();
        };
        let Some(mut value) = names.get(name) else {
            return error(start, format!("`{name}` is not a value exported or imported in this file"));
        };
        let mut path = name.to_string();
        loop {
            self.skip_space();
            let at = self.pos;
            let key = if self.eat('.') {
                self.skip_space();
                match self.identifier() {
                    Some(field) => Key::Field(field.to_string()),
                    None => return self.unexpected(at, "a field name after `.`"),
                }
            } else if self.eat('[') {
                let key = match self.literal()? {
                    Value::Num(n) if n >= 0.0 && n.fract() == 0.0 => Key::Index(n as usize),
                    Value::Str(s) => Key::Field(s),
                    other => return error(at, format!("{} cannot index `{path}`", other.kind())),
                };
                self.skip_space();
                if !self.eat(']') {
                    return self.unexpected(at, "`]`");
                }
                key
            } else {
                return Ok(value.clone());
            };
            value = match (value, &key) {
                (Value::List(items), Key::Index(i)) => items.get(*i),
                (Value::Object(fields), Key::Field(f)) => fields.iter().find(|(k, _)| k == f).map(|(_, v)| v),
                (Value::Str(_) | Value::List(_), Key::Field(f)) if f == "length" => {
                    return error(at, format!("`{path}.length` needs JavaScript; write the number"));
                }
                _ => None,
            }
            .ok_or_else(|| Error { at, message: format!("`{path}` has no {}", key.describe()) })?;
            key.append_to(&mut path);
        }
    }
}

enum Key {
    Field(String),
    Index(usize),
}

impl Key {
    fn describe(&self) -> String {
        match self {
            Key::Field(f) => format!("field `{f}`"),
            Key::Index(i) => format!("item [{i}]"),
        }
    }

    fn append_to(&self, path: &mut String) {
        match self {
            Key::Field(f) => {
                path.push('.');
                path.push_str(f);
            }
            Key::Index(i) => path.push_str(&format!("[{i}]")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<(Value, usize), Error> {
        let mut r = Reader::new(text, 0);
        let v = r.literal()?;
        Ok((v, r.pos))
    }

    #[test]
    fn reads_literal_data_and_where_it_ends() {
        let text = "[\n  {value: 'seoul', label: \"서울 리전\"}, // 주석\n  {'value': `su\\`won`, n: -1.5e1, on: true, x: null,},\n];\n다음";
        let (value, end) = read(text).unwrap();
        assert_eq!(&text[end..], ";\n다음");
        let Value::List(items) = &value else { panic!("{value:?}") };
        assert_eq!(
            items[1],
            Value::Object(vec![
                ("value".into(), Value::Str("su`won".into())),
                ("n".into(), Value::Num(-15.0)),
                ("on".into(), Value::Bool(true)),
                ("x".into(), Value::Null),
            ])
        );
        assert_eq!(value.to_json()[0]["label"], "서울 리전");
        assert_eq!(read("'\\u{AC00}\\x41\\n'").unwrap().0, Value::Str("가A\n".into()));
        assert_eq!(read("`줄\r\n바꿈`").unwrap().0, Value::Str("줄\n바꿈".into()));
    }

    #[test]
    fn what_needs_javascript_is_named_at_its_place() {
        let fails = |text: &str| read(text).unwrap_err();
        assert_eq!(
            fails("`v${x}`"),
            Error { at: 2, message: "`${…}` in a template string needs JavaScript to fill in".into() }
        );
        assert_eq!(fails("[1, ...rest]").message, "`...` (spread) needs JavaScript");
        assert_eq!(fails("{a}").message, "property `a` has no `: value` (shorthand needs JavaScript)");
        assert_eq!(fails("() => 1").message, "`() => 1` does not start a literal value");
        assert_eq!(fails("compute(1)").message, "`compute` is not a literal value");
        assert_eq!(fails("[1 2]").at, 3);
        assert_eq!(fails("'open").message, "the string is not closed on its line");
        assert!(fails(&"[".repeat(100)).message.contains("nested deeper"));
    }

    #[test]
    fn references_follow_fields_and_indices() {
        let names: BTreeMap<String, Value> =
            [("regions".to_string(), read("[{value: 'seoul', tags: ['a', 'b']}]").unwrap().0)].into();
        let eval = |text: &str| Reader::new(text, 0).expression(&names);
        assert_eq!(eval("regions[0].value").unwrap(), Value::Str("seoul".into()));
        assert_eq!(eval("regions[0]['tags'][1]").unwrap(), Value::Str("b".into()));
        assert_eq!(eval("'literal'").unwrap(), Value::Str("literal".into()));
        assert_eq!(eval("regions[1]").unwrap_err().message, "`regions` has no item [1]");
        assert_eq!(eval("regions[0].name").unwrap_err().message, "`regions[0]` has no field `name`");
        assert_eq!(
            eval("other").unwrap_err().message,
            "`other` is not a value exported or imported in this file"
        );
    }

    #[test]
    fn text_is_what_react_shows() {
        assert_eq!(Value::Num(3.0).as_text().unwrap(), "3");
        assert_eq!(Value::Num(2.5).as_text().unwrap(), "2.5");
        assert_eq!(Value::Bool(true).as_text().unwrap(), "");
        assert_eq!(Value::List(vec![Value::Str("a".into()), Value::Num(1.0)]).as_text().unwrap(), "a1");
        assert_eq!(Value::Object(vec![]).as_text(), None);
    }
}
