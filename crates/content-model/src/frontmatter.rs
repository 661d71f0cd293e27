//! YAML front matter: split it from the body and read it into a typed struct.

use std::borrow::Cow;

use serde::de::{Deserialize, DeserializeOwned, Deserializer, Visitor};

use crate::diag::{Diagnostic, SourceFile};
use crate::json::{Json, Object, json_of};

/// A Markdown file cut into its front matter and body.
pub struct Split<'a> {
    /// The YAML text between the `---` lines (empty when there is none).
    pub yaml: &'a str,
    pub yaml_offset: usize,
    pub body: &'a str,
    pub body_offset: usize,
}

/// Cuts `---`-delimited front matter from the start of a file.
pub fn split(file: &SourceFile) -> Result<Split<'_>, Diagnostic> {
    let text = file.text.as_str();
    // A byte order mark (an editor's on Windows) is no text: gray-matter, which reads Docusaurus' files, takes it off.
    let start = if text.starts_with('\u{feff}') { '\u{feff}'.len_utf8() } else { 0 };
    let unmarked = &text[start..];
    let Some(rest) = unmarked.strip_prefix("---\n").or_else(|| unmarked.strip_prefix("---\r\n")) else {
        return Ok(Split { yaml: "", yaml_offset: start, body: unmarked, body_offset: start });
    };
    let yaml_offset = text.len() - rest.len();
    let mut at = yaml_offset;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            let body_offset = at + line.len();
            return Ok(Split {
                yaml: &text[yaml_offset..at],
                yaml_offset,
                body: &text[body_offset..],
                body_offset,
            });
        }
        at += line.len();
    }
    Err(Diagnostic::error(file, 0, "front matter is not closed")
        .expected("a line `---` after the front matter"))
}

/// Parses front matter YAML into `T`, pointing errors at the offending key or value.
pub fn parse<T: DeserializeOwned + Default>(file: &SourceFile, split: &Split<'_>) -> Result<T, Diagnostic> {
    if split.yaml.trim().is_empty() {
        return Ok(T::default());
    }
    serde_norway::from_str(split.yaml).or_else(|error| {
        let joined = join_flow_lines(split.yaml);
        match joined {
            Cow::Owned(joined) => serde_norway::from_str(&joined).ok(),
            Cow::Borrowed(_) => None,
        }
        .ok_or_else(|| yaml_diagnostic(file, split.yaml_offset, &error))
    })
}

/// js-yaml, which reads Docusaurus' front matter, lets a flow list or map go
/// on at the left edge (`aliases: [\n  "/a",\n]`); YAML's spec and our reader
/// want those lines indented. Inside an open `[` or `{`, a line starting at
/// the left edge is joined to the one before: its line break becomes a space,
/// which is what a break inside a flow collection means, and offsets stay.
/// Borrowed when there is no such line.
pub fn join_flow_lines(yaml: &str) -> Cow<'_, str> {
    let bytes = yaml.as_bytes();
    let mut breaks = Vec::new();
    let mut depth = 0usize;
    let mut line_start = 0;
    while line_start < bytes.len() {
        let line_end = yaml[line_start..].find('\n').map_or(bytes.len(), |i| line_start + i + 1);
        let line = &bytes[line_start..line_end];
        if depth > 0 && line.first().is_some_and(|b| !b" \t\r\n".contains(b)) {
            breaks.push(line_start - 1);
            if line_start >= 2 && bytes[line_start - 2] == b'\r' {
                breaks.push(line_start - 2);
            }
        }
        let from = if depth > 0 { 0 } else { flow_value_start(line) };
        depth = flow_depth_after(&line[from.min(line.len())..], depth);
        line_start = line_end;
    }
    if breaks.is_empty() {
        return Cow::Borrowed(yaml);
    }
    let mut joined = bytes.to_vec();
    for at in breaks {
        joined[at] = b' ';
    }
    Cow::Owned(String::from_utf8(joined).expect("only ASCII line breaks were replaced"))
}

/// Where a block line's value begins if it is a flow collection (`key: [`,
/// `- {`, `[`), else past the line's end.
fn flow_value_start(line: &[u8]) -> usize {
    let mut at = line.iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    while line.get(at) == Some(&b'-') && matches!(line.get(at + 1), Some(b' ' | b'\t')) {
        at += 1 + line[at + 1..].iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    }
    if !matches!(line.get(at), Some(b'[' | b'{')) {
        // `key: value`: the value after the first `: ` (a quoted key's colon is rare enough to miss).
        let Some(colon) = line.windows(2).position(|w| w[0] == b':' && matches!(w[1], b' ' | b'\t')) else {
            return line.len();
        };
        at = colon + 1 + line[colon + 1..].iter().take_while(|b| matches!(b, b' ' | b'\t')).count();
    }
    if matches!(line.get(at), Some(b'[' | b'{')) { at } else { line.len() }
}

/// The flow depth after `text`, starting at `depth`: brackets outside quoted
/// scalars and comments. A quoted scalar is taken to end on its line.
fn flow_depth_after(text: &[u8], mut depth: usize) -> usize {
    let mut quote = None;
    let mut previous = b' ';
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        match quote {
            Some(q) => {
                if q == b'"' && b == b'\\' {
                    i += 1;
                } else if b == q {
                    quote = None;
                }
            }
            None => match b {
                b'"' | b'\'' if b"[{,: \t".contains(&previous) => quote = Some(b),
                b'#' if matches!(previous, b' ' | b'\t') => break,
                b'[' | b'{' => depth += 1,
                b']' | b'}' => depth = depth.saturating_sub(1),
                _ => {}
            },
        }
        previous = b;
        i += 1;
    }
    depth
}

/// A page's front matter read as Docusaurus reads it: the keys `T` declares
/// into `T`, and every other key kept, in the order written (themes read
/// them; Docusaurus' validation allows any key).
pub struct Open<T> {
    pub front: T,
    pub others: Vec<OtherKey>,
}

/// A key of the front matter that the page's type does not declare.
pub struct OtherKey {
    pub key: String,
    /// Where its line starts in the file.
    pub at: usize,
    pub value: Json,
}

impl<T> Open<T> {
    /// The other keys as one object for the theme, or `None` when there are none.
    pub fn others_object(&self) -> Option<Json> {
        (!self.others.is_empty()).then(|| {
            Json::Object(Object(self.others.iter().map(|o| (o.key.clone(), o.value.clone())).collect()))
        })
    }
}

/// Parses front matter as [`parse`] does, but a top-level key that `T` does
/// not declare is kept apart ([`Open::others`]) instead of being an error.
/// Those keys' lines are made YAML comments of the same length before `T`
/// reads the text, so the errors about the other keys keep their places.
pub fn parse_open<T: DeserializeOwned + Default>(
    file: &SourceFile,
    split: &Split<'_>,
) -> Result<Open<T>, Diagnostic> {
    let typed = |split: &Split<'_>| parse::<T>(file, split);
    let mut value = serde_norway::from_str::<serde_norway::Value>(split.yaml);
    let joined = match (&value, join_flow_lines(split.yaml)) {
        (Err(_), Cow::Owned(joined)) => {
            value = serde_norway::from_str(&joined);
            Some(joined)
        }
        _ => None,
    };
    let joined_split = joined.as_deref().map(|yaml| Split { yaml, ..*split });
    let split = joined_split.as_ref().unwrap_or(split);
    let Ok(serde_norway::Value::Mapping(mapping)) = value else {
        // Empty, or not a mapping: the typed read says what is wrong, if anything.
        return typed(split).map(|front| Open { front, others: Vec::new() });
    };
    let known = declared_keys::<T>();
    let mut others = Vec::new();
    let mut yaml = split.yaml.to_string();
    let mut rest = mapping.clone();
    let mut all_placed = true;
    for (key, value) in &mapping {
        let Some(key) = key.as_str().filter(|k| !known.contains(k)) else { continue };
        let at = key_offset(split, key);
        // A key written plainly at the start of its line; a quoted or flow-style one is found by the YAML reader only.
        let placed = file.text[at..].starts_with(key);
        if placed {
            comment_out(&mut yaml, at - split.yaml_offset);
        }
        all_placed &= placed;
        rest.remove(key);
        others.push(OtherKey { key: key.to_string(), at, value: json_of(value).unwrap_or(Json::Null) });
    }
    let front = if all_placed {
        typed(&Split { yaml: &yaml, ..*split })?
    } else {
        serde_norway::from_value(serde_norway::Value::Mapping(rest))
            .map_err(|error| located_diagnostic(file, split.yaml_offset, error.to_string()))?
    };
    Ok(Open { front, others })
}

/// Makes the top-level entry whose line starts at `start` of `yaml` (that
/// line and the indented ones after it) comments of the same length.
fn comment_out(yaml: &mut String, start: usize) {
    let mut at = start;
    let mut first = true;
    while at < yaml.len() {
        let line_end = yaml[at..].find('\n').map_or(yaml.len(), |i| at + i + 1);
        let line = &yaml[at..line_end];
        // A top-level `- item` is the entry's list written without indentation (`tags:\n- a`).
        let continues = line.starts_with([' ', '\t', '-']) || line.trim().is_empty();
        if !first && !continues {
            break;
        }
        if !line.trim().is_empty() && !line.starts_with('#') {
            // The first byte of the line (ASCII: a key's first letter, or indentation) becomes `#`.
            let byte = line.as_bytes()[0];
            if byte.is_ascii() {
                yaml.replace_range(at..at + 1, "#");
            } else {
                let width = line.chars().next().map_or(1, char::len_utf8);
                yaml.replace_range(at..at + width, &format!("#{}", " ".repeat(width - 1)));
            }
        }
        first = false;
        at = line_end;
    }
}

/// The keys a front-matter struct declares: serde's names of its fields (and aliases),
/// read by asking it to deserialise itself from a deserializer that only
/// records them.
pub fn declared_keys<T: DeserializeOwned>() -> &'static [&'static str] {
    struct Probe<'a>(&'a mut &'static [&'static str]);
    impl<'de> Deserializer<'de> for Probe<'_> {
        type Error = serde::de::value::Error;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
            Err(serde::de::Error::custom("not a struct"))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Self::Error> {
            *self.0 = fields;
            Err(serde::de::Error::custom("fields read"))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
            option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
        }
    }
    let mut fields: &'static [&'static str] = &[];
    let _ = T::deserialize(Probe(&mut fields));
    fields
}

/// Turns a serde_norway error into a diagnostic at its location in `file`.
pub fn yaml_diagnostic(file: &SourceFile, base: usize, error: &serde_norway::Error) -> Diagnostic {
    let offset = base + error.location().map_or(0, |l| l.index());
    located_diagnostic(file, offset, error.to_string())
}

/// Turns a serde_json error into a diagnostic at its location in `file`.
pub fn json_diagnostic(file: &SourceFile, error: &serde_json::Error) -> Diagnostic {
    let offset = file.offset_of(error.line(), error.column().max(1));
    located_diagnostic(file, offset, error.to_string())
}

/// A serde error's text as message and expectation, at `offset`.
fn located_diagnostic(file: &SourceFile, offset: usize, mut text: String) -> Diagnostic {
    if let Some(at) = text.find(" at line ") {
        text.truncate(at);
    }
    let (message, expected) = match text.split_once(", expected ") {
        Some((message, expected)) => (message.to_string(), Some(format!("expected {expected}"))),
        None => (text, None),
    };
    let message = message.replace("unknown field", "unknown front-matter key");
    let diagnostic = Diagnostic::error(file, offset, message);
    match expected {
        Some(expected) => diagnostic.expected(expected),
        None => diagnostic,
    }
}

/// Byte offset in `file` of the first line of the front matter that starts with `key:`,
/// so errors about a value can point at it.
pub fn key_offset(split: &Split<'_>, key: &str) -> usize {
    let mut at = split.yaml_offset;
    for line in split.yaml.split_inclusive('\n') {
        if line.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with(':')) {
            return at;
        }
        at += line.len();
    }
    split.yaml_offset
}

/// Byte offset of `needle` within the front matter (after `key:` if given), else the key.
pub fn value_offset(file: &SourceFile, split: &Split<'_>, key: &str, needle: &str) -> usize {
    let from = key_offset(split, key);
    let end = split.yaml_offset + split.yaml.len();
    file.text[from..end].find(needle).map_or(from, |i| from + i)
}

/// For keys where `null` means something (`pagination_next: null` hides the link):
/// absent is `None`, `null` is `Some(None)`.
pub fn nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(deserializer).map(Some)
}

/// A string key's value that YAML may read as a number or a boolean
/// (`tags: [2024]`, `title: 1.0`, `sidebar_label: true`): its text, as
/// Docusaurus' front matter validation turns such a scalar into a string.
pub struct Text(pub String);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Scalar;
        impl Visitor<'_> for Scalar {
            type Value = Text;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            // As JavaScript writes a number: `1.0` is "1".
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
            fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<Text, E> {
                Ok(Text(v.to_string()))
            }
        }
        deserializer.deserialize_any(Scalar)
    }
}

/// An optional string key read as [`Text`] (`#[serde(default, deserialize_with = "frontmatter::text")]`).
pub fn text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    Ok(Option::<Text>::deserialize(deserializer)?.map(|text| text.0))
}

/// A list of strings whose items are read as [`Text`] (`keywords: [2024, 출시]`).
pub fn texts<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Vec<String>>, D::Error> {
    Ok(Option::<Vec<Text>>::deserialize(deserializer)?
        .map(|list| list.into_iter().map(|text| text.0).collect()))
}

/// One string read as [`Text`] (a tag's or an author's key).
pub fn plain_text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    Text::deserialize(deserializer).map(|text| text.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Default, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Front {
        title: Option<String>,
        #[serde(alias = "authorURL")]
        author_url: Option<String>,
        tags: Option<Vec<String>>,
    }

    fn read(text: &str) -> Result<Open<Front>, Diagnostic> {
        let file = SourceFile::new("docs/a.md", text);
        let split = split(&file).unwrap();
        parse_open::<Front>(&file, &split)
    }

    #[test]
    fn a_flow_list_may_close_at_the_left_edge_as_js_yaml_allows() {
        let text = "---\naliases: [\n    \"/a/\",\n    \"/b/\", \n]\ntitle: \"[x] y\"\ntags: [\"a\"]\n---\n";
        let open = read(text).unwrap_or_else(|d| panic!("{}", d.message));
        assert_eq!(open.front.title.as_deref(), Some("[x] y"));
        assert_eq!(open.front.tags, Some(vec!["a".to_string()]));
        assert_eq!(open.others[0].key, "aliases");
        assert_eq!(
            open.others[0].value,
            Json::Array(vec![Json::String("/a/".into()), Json::String("/b/".into())])
        );
        // Offsets stay: the join only turns the line break before `]` into a space.
        let joined = join_flow_lines("k: [\n a,\n]\nm: {x: 1,\ny: [2]\n}\n");
        assert_eq!(joined, "k: [\n a, ]\nm: {x: 1, y: [2] }\n");
        assert!(matches!(join_flow_lines("k: [a]\nn: 'it''s [' \n"), Cow::Borrowed(_)));
    }

    /// A file saved with a byte order mark still has its front matter, and the body none of the mark.
    #[test]
    fn a_byte_order_mark_before_the_front_matter_is_no_text() {
        let open = read("\u{feff}---\ntitle: 제목\ntags: [a]\n---\n본문\n").unwrap();
        assert_eq!(open.front.title.as_deref(), Some("제목"));
        let file = SourceFile::new("docs/a.md", "\u{feff}---\ntitle: 제목\n---\n본문\n");
        let cut = split(&file).unwrap();
        assert_eq!(
            (cut.yaml, cut.body, &file.text[cut.body_offset..]),
            ("title: 제목\n", "본문\n", "본문\n")
        );
        let plain = SourceFile::new("docs/b.md", "\u{feff}# 제목\n");
        assert_eq!(split(&plain).unwrap().body, "# 제목\n");
    }

    #[test]
    fn another_keys_list_may_start_at_the_left_edge() {
        let open = read("---\ntitle: 제목\ncategories:\n- 릴리스\n- 노트\ntags:\n- a\n---\n").unwrap();
        assert_eq!(open.front.tags, Some(vec!["a".to_string()]));
        assert_eq!(open.others_object().unwrap().to_string(), r#"{"categories":["릴리스","노트"]}"#);
    }

    #[test]
    fn other_keys_are_kept_in_order_and_the_declared_ones_read() {
        let open = read("---\nzeta: 1\ntitle: 제목\nauthorURL: https://a.org\nextra:\n  - x\n  - y\ntags: [a]\nalpha: {b: 2}\n---\n").unwrap();
        assert_eq!(open.front.title.as_deref(), Some("제목"));
        assert_eq!(open.front.author_url.as_deref(), Some("https://a.org"), "an alias is a declared key");
        assert_eq!(open.front.tags, Some(vec!["a".to_string()]));
        let kept: Vec<(&str, usize)> = open.others.iter().map(|o| (o.key.as_str(), o.at)).collect();
        assert_eq!(kept, [("zeta", 4), ("extra", 51), ("alpha", 80)]);
        assert_eq!(
            open.others_object().unwrap().to_string(),
            r#"{"zeta":1,"extra":["x","y"],"alpha":{"b":2}}"#
        );
    }

    #[test]
    fn errors_keep_their_places_and_odd_keys_are_kept_too() {
        let error = read("---\n가나: 1\ntitle: [1]\n---\n").err().unwrap();
        assert_eq!((error.line, error.column), (3, 8), "{error}");
        let open = read("---\n\"quoted key\": 1\ntitle: 제목\n---\n").unwrap();
        assert_eq!((open.front.title.as_deref(), open.others[0].key.as_str()), (Some("제목"), "quoted key"));
        assert!(read("---\n- a list\n---\n").is_err(), "front matter that is no mapping is still an error");
    }
}

/// The file's whole front matter as data, every key in its order, as
/// Docusaurus' MDX loader gives it to the page (`frontMatter`); an empty
/// object when there is none or it does not read (loading reported that).
pub fn as_json(file: &SourceFile) -> Json {
    let Ok(split) = split(file) else { return Json::Object(Default::default()) };
    let read = |yaml: &str| serde_norway::from_str::<serde_norway::Value>(yaml).ok();
    let value = read(split.yaml).or_else(|| read(&join_flow_lines(split.yaml)));
    match value.as_ref().and_then(json_of) {
        Some(json @ Json::Object(_)) => json,
        _ => Json::Object(Default::default()),
    }
}

/// The top-level keys whose value is written as a YAML timestamp, unquoted
/// (`date: 2022-05-28`), with the instant as JavaScript's `Date` reads it
/// (`2022-05-28T00:00:00Z`): js-yaml, which reads Docusaurus' front matter,
/// makes those `Date`s, and its MDX loader gives them to the page so.
pub fn timestamps(file: &SourceFile) -> Vec<(String, String)> {
    let Ok(split) = split(file) else { return Vec::new() };
    split
        .yaml
        .lines()
        .filter(|line| !line.starts_with([' ', '\t', '#', '-']))
        .filter_map(|line| {
            let (key, value) = line.split_once(':')?;
            let value = value.split(" #").next().unwrap_or_default().trim();
            Some((key.trim().to_string(), yaml_timestamp(value)?))
        })
        .collect()
}

/// `2022-05-28`, `2022-05-28 10:30:00`, `2022-05-28T10:30:00.5+09:00`: YAML's
/// timestamp forms, as an ISO instant (UTC when no zone is written, as in YAML).
fn yaml_timestamp(text: &str) -> Option<String> {
    let number = |s: &str, max: usize| {
        (!s.is_empty() && s.len() <= max && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let (date, time) = match text.find(['T', 't', ' ', '\t']) {
        Some(at) => (&text[..at], Some(text[at + 1..].trim_start())),
        None => (text, None),
    };
    let mut parts = date.split('-');
    let (year, month, day) = (parts.next()?, number(parts.next()?, 2)?, number(parts.next()?, 2)?);
    if year.len() != 4
        || number(year, 4).is_none()
        || parts.next().is_some()
        || !(1..=12).contains(&month)
        || !(1..=31).contains(&day)
    {
        return None;
    }
    let Some(time) = time else { return Some(format!("{year}-{month:02}-{day:02}T00:00:00Z")) };
    // The zone: `Z`, or `+09`, `+09:00`, `-0530`, after the time (maybe past a space).
    let zone_at = time.find(['Z', 'z', '+', '-']).unwrap_or(time.len());
    let (clock, zone) = (time[..zone_at].trim_end(), time[zone_at..].trim());
    let (hms, fraction) = clock.split_once('.').map_or((clock, ""), |(a, b)| (a, b));
    let mut hms = hms.split(':');
    let (hour, minute, second) = (number(hms.next()?, 2)?, number(hms.next()?, 2)?, number(hms.next()?, 2)?);
    if hms.next().is_some()
        || hour > 23
        || minute > 59
        || second > 60
        || !fraction.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let zone = match zone {
        "" | "Z" | "z" => "Z".to_string(),
        signed => {
            let (sign, rest) = signed.split_at(1);
            let (h, m) =
                rest.split_once(':').unwrap_or(if rest.len() > 2 { rest.split_at(2) } else { (rest, "00") });
            format!("{sign}{:02}:{:02}", number(h, 2)?, number(m, 2)?)
        }
    };
    let fraction =
        if fraction.is_empty() { String::new() } else { format!(".{}", &fraction[..fraction.len().min(3)]) };
    Some(format!("{year}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}{fraction}{zone}"))
}

#[cfg(test)]
mod timestamp_tests {
    use super::yaml_timestamp;

    #[test]
    fn yaml_timestamps_are_instants_as_js_yaml_reads_them() {
        let read = |text: &str| yaml_timestamp(text);
        assert_eq!(read("2022-05-28").as_deref(), Some("2022-05-28T00:00:00Z"));
        assert_eq!(read("2022-5-8").as_deref(), Some("2022-05-08T00:00:00Z"));
        assert_eq!(read("2022-05-28 10:30:00").as_deref(), Some("2022-05-28T10:30:00Z"), "no zone: UTC");
        assert_eq!(read("2022-05-28T10:30:00.25+09:00").as_deref(), Some("2022-05-28T10:30:00.25+09:00"));
        assert_eq!(read("2022-05-28t10:30:00 -0530").as_deref(), Some("2022-05-28T10:30:00-05:30"));
        for not in ["\"2022-05-28\"", "2022-05", "2022-13-01", "May 28", "2022-05-28 noon", "12345-01-01"] {
            assert_eq!(read(not), None, "{not}");
        }
    }
}
