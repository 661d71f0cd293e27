//! What the model needs to know of a Markdown body: admonition markers, headings
//! (with their ids), the title heading and the truncate marker.
//!
//! Admonitions (`:::tip 제목` … `:::`) are not CommonMark. `prepare` replaces each
//! marker line with a thematic break of the same byte length, so pulldown-cmark
//! sees ordinary blocks, every byte offset still points into the original file,
//! and the markers are found again by the offset of their `Rule` event.

use std::collections::BTreeMap;

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::diag::{Diagnostic, SourceFile};
use crate::slug::Slugger;

pub const ADMONITION_KINDS: [&str; 6] = ["note", "tip", "info", "warning", "danger", "caution"];

/// Docusaurus' legacy admonition words (its default keywords): each is shown
/// as a kind above, titled with the word itself unless a title is given.
pub const ADMONITION_ALIASES: [(&str, &str); 3] =
    [("secondary", "note"), ("important", "info"), ("success", "tip")];

/// How a site's Markdown is read beyond CommonMark: whether `$` starts a
/// formula (`markdown.math`), and the admonition words the site adds to
/// Docusaurus' own (its content plugins' `admonitions.keywords`).
#[derive(Debug, Clone, Copy, Default)]
pub struct Syntax<'a> {
    pub math: bool,
    pub keywords: &'a [String],
}

/// The line that ends a blog post's preview, as `.mdx` writes it for the rest of the pipeline.
pub const TRUNCATE_MARKER: &str = "{/* truncate */}";

/// Whether `text` (an HTML block or comment, or an MDX comment, around spaces) is
/// the truncate marker, as Docusaurus' default `truncateMarker` reads it:
/// `<!--\s*truncate\s*-->` or `{/*\s*truncate\s*\*/}`, any spaces inside.
pub fn is_truncate_marker(text: &str) -> bool {
    let text = text.trim();
    let inside = |open: &str, close: &str| {
        text.strip_prefix(open).and_then(|t| t.strip_suffix(close)).is_some_and(|t| t.trim() == "truncate")
    };
    inside("<!--", "-->") || inside("{/*", "*/}")
}

/// The CommonMark extensions the site supports; `math` adds `$…$` and `$$…$$`.
pub fn options(math: bool) -> Options {
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_HEADING_ATTRIBUTES;
    if math { options | Options::ENABLE_MATH } else { options }
}

/// How a body is read: CommonMark (`.md` under `markdown.format = "detect"`)
/// or MDX (`.mdx`, and `.md` under Docusaurus' default `"mdx"`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Format {
    #[default]
    Markdown,
    Mdx,
}

/// An event of a body: pulldown-cmark's for Markdown, plus MDX's JSX
/// elements and expressions (an MDX body gives the same Markdown events).
#[derive(Debug, Clone, PartialEq)]
pub enum Ev<'a> {
    Md(Event<'a>),
    /// A JSX element opens; one that is `empty` has no [`Ev::JsxClose`].
    JsxOpen(JsxTag),
    JsxClose(JsxTag),
    /// `{expression}`: a block of its own (`flow`) or inside text.
    Expression {
        code: String,
        flow: bool,
    },
}

/// A JSX element as written: `None` is a fragment (`<>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsxTag {
    pub name: Option<String>,
    pub attrs: Vec<JsxAttr>,
    /// A block of its own, rather than inside text.
    pub flow: bool,
    /// No children (`<Foo />` or `<Foo></Foo>`).
    pub empty: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsxAttr {
    /// `name`, `name="text"` or `name={expression}`.
    Named { name: String, value: Option<JsxValue> },
    /// `{...expression}` (the text after the braces' `...` included).
    Spread(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsxValue {
    Literal(String),
    Expression(String),
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Marker {
    Open { kind: String, title: Option<String> },
    Close,
}

/// A Markdown body ready for pulldown-cmark.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct Body {
    /// The body with admonition lines replaced by same-length thematic breaks.
    pub text: String,
    /// Where `text` starts in its source file.
    pub offset: usize,
    /// Admonition markers by byte offset (in `text`) of their replacement line.
    pub markers: BTreeMap<usize, Marker>,
    pub headings: Vec<Heading>,
    /// Text of the body's title, as Docusaurus' `contentTitle`: its first
    /// heading when that is a `# heading` above any thematic break (wherever
    /// it stands: after an image or a component too). The page shows it as
    /// its title, in place of the heading.
    pub title_heading: Option<String>,
    /// Offset (in `text`) of the truncate marker, if any.
    pub truncate_at: Option<usize>,
    /// Plain text of the first paragraph, the fallback description.
    pub first_paragraph: String,
    /// Minutes a reader needs for the body (posts show it); the count, not
    /// the plain text it is made from, is what the parse memo keeps.
    pub reading_minutes: u32,
    /// Components used as a block of their own (`<Glossary />`), by offset.
    pub components: Vec<(usize, String)>,
    /// Leads offsets of `text` back to the file where `.mdx` rewriting changed lengths.
    pub map: crate::mdx::OffsetMap,
    /// Files referred to outside Markdown syntax (`.mdx` imports): the path
    /// relative to the page and the offset in the file.
    pub references: Vec<(String, usize)>,
    /// Every Markdown link and image, in order (read once here, so the checks
    /// of references and assets need not parse the body again).
    pub links: Vec<LinkRef>,
    pub format: Format,
    /// MDX: the `import`/`export` blocks, in order.
    pub esm: Vec<crate::mdx::Esm>,
    /// MDX: `{#custom-id}`s of headings, by the offset of the heading's line.
    pub heading_ids: BTreeMap<usize, String>,
    /// `$…$` and `$$…$$` are math here (the site's `markdown.math`).
    pub math: bool,
}

/// A Markdown link or image of a body.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LinkRef {
    /// Its destination as written (with any `#fragment` or `?query`).
    pub dest: String,
    /// The byte range of the whole link or image in the body's `text`.
    pub range: std::ops::Range<usize>,
    pub image: bool,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Heading {
    pub level: u8,
    pub text: String,
    pub id: String,
    /// Offset in the body text.
    pub offset: usize,
}

impl Body {
    /// A body before its events are scanned (headings, links, first paragraph…).
    fn unscanned(
        text: String,
        offset: usize,
        markers: BTreeMap<usize, Marker>,
        format: Format,
        math: bool,
    ) -> Body {
        Body {
            text,
            offset,
            markers,
            headings: Vec::new(),
            title_heading: None,
            truncate_at: None,
            first_paragraph: String::new(),
            reading_minutes: 0,
            components: Vec::new(),
            map: crate::mdx::OffsetMap::default(),
            references: Vec::new(),
            links: Vec::new(),
            format,
            esm: Vec::new(),
            heading_ids: BTreeMap::new(),
            math,
        }
    }

    /// The admonition marker of the thematic break starting at `at`: a
    /// reader that counts a break's indentation (` ***`, from ` :::info`)
    /// as part of it starts it before the marker's place.
    pub fn marker_at(&self, at: usize) -> Option<&Marker> {
        let (&place, marker) = self.markers.range(at..at + 4).next()?;
        self.text.get(at..place).is_some_and(|gap| gap.bytes().all(|b| b == b' ')).then_some(marker)
    }

    /// The offset in the source file of offset `at` of `text`.
    pub fn source_offset(&self, at: usize) -> usize {
        self.offset + self.map.source(at)
    }

    /// The body's events with their byte ranges in `text`.
    pub fn events(&self) -> Box<dyn Iterator<Item = (Ev<'_>, std::ops::Range<usize>)> + '_> {
        match self.format {
            Format::Markdown => Box::new(
                Parser::new_ext(&self.text, options(self.math))
                    .into_offset_iter()
                    .map(|(e, r)| (Ev::Md(e), r)),
            ),
            // Read again: an MDX tree is not kept in the parse memo. A body
            // that did not parse was an error when it was first read.
            Format::Mdx => Box::new(
                crate::mdx::tree::parse(&self.text, &self.heading_ids, self.math)
                    .unwrap_or_default()
                    .events
                    .into_iter(),
            ),
        }
    }
}

/// Scans a body: admonitions, unclosed fences, headings and their ids.
pub fn parse_body(file: &SourceFile, body: &str, offset: usize, syntax: Syntax) -> (Body, Vec<Diagnostic>) {
    let (math, mut diagnostics) = (syntax.math, Vec::new());
    let (text, markers) = replace_admonitions(file, body, offset, syntax.keywords, &mut diagnostics);
    let mut parsed = Body::unscanned(text, offset, markers, Format::Markdown, math);
    let text = std::mem::take(&mut parsed.text);
    scan_events(
        &mut parsed,
        Parser::new_ext(&text, options(math)).into_offset_iter().map(|(e, r)| (Ev::Md(e), r)),
    );
    parsed.text = text;
    (parsed, diagnostics)
}

/// Scans an MDX body (Docusaurus' additions first, then admonitions, then
/// MDX itself); a syntax error is an error at its place and leaves the body empty.
pub fn parse_mdx_body(
    file: &SourceFile,
    body: &str,
    offset: usize,
    syntax: Syntax,
) -> (Body, Vec<Diagnostic>) {
    compile_mdx_body(file, body, offset, syntax, false)
}

/// [`parse_mdx_body`] for a Docusaurus 2 site, whose pages were MDX 1: a body
/// MDX 3 rejects is read as MDX 1 read it (see `mdx::lenient`), with a note.
pub fn parse_mdx1_body(
    file: &SourceFile,
    body: &str,
    offset: usize,
    syntax: Syntax,
) -> (Body, Vec<Diagnostic>) {
    let (parsed, diagnostics) = compile_mdx_body(file, body, offset, syntax, false);
    let parse = |text: &str| {
        let pre = crate::mdx::docusaurus::preprocess(text);
        let (text, _) = replace_admonitions(file, &pre.text, offset, syntax.keywords, &mut Vec::new());
        crate::mdx::tree::prose_expressions(&text, syntax.math)
    };
    let Some(mended) = crate::mdx::lenient::mend(body, parse) else { return (parsed, diagnostics) };
    // The rest of what the first reading found stands (at the file's places);
    // the mended reading differs from it only by the syntax errors.
    let (mut parsed, _) = compile_mdx_body(file, &mended.text, offset, syntax, false);
    let mut diagnostics: Vec<Diagnostic> =
        diagnostics.into_iter().filter(|d| !d.message.starts_with(MDX_SYNTAX)).collect();
    parsed.map = mended.map;
    diagnostics.push(
        Diagnostic::note(
            file,
            offset + mended.first,
            format!(
                "{MDX1_NOTE}: {} place(s) that MDX 3 reads otherwise or rejects (braces, `<` or a tag in prose, a block indented as code) read as MDX 1 did",
                mended.mends
            ),
        )
        .expected("MDX 3 (Docusaurus 3 stops here): `\\{` for a brace, `&lt;` for an angle bracket"),
    );
    (parsed, diagnostics)
}

/// How the note of a body read as MDX 1 begins (see [`fold_mdx1_notes`]).
const MDX1_NOTE: &str = "read as MDX 1, as Docusaurus 2 reads it";

/// The notes of bodies read as MDX 1 (one per page) as one note at the first
/// page's place, naming how many pages and a few of them: a site written for
/// MDX 1 has such places on most pages, and a note each buried its warnings.
pub fn fold_mdx1_notes(diagnostics: &mut Vec<Diagnostic>) {
    let is_mdx1 =
        |d: &Diagnostic| d.severity == crate::diag::Severity::Note && d.message.starts_with(MDX1_NOTE);
    crate::diag::fold(diagnostics, 2, is_mdx1, |pages, _, others| {
        format!(
            "{MDX1_NOTE}: braces, `<` or tags in prose that MDX 3 reads otherwise or rejects were taken as text on {pages} pages: here first, then {others}"
        )
    });
}

/// How a body's MDX syntax error begins.
const MDX_SYNTAX: &str = "this MDX does not parse";

/// [`parse_mdx_body`] under `static_mdx`: the same tree, plus the problems of
/// whatever in it would run the author's code (see `mdx::static_check`).
pub fn parse_static_mdx_body(
    file: &SourceFile,
    body: &str,
    offset: usize,
    syntax: Syntax,
) -> (Body, Vec<Diagnostic>) {
    compile_mdx_body(file, body, offset, syntax, true)
}

fn compile_mdx_body(
    file: &SourceFile,
    body: &str,
    offset: usize,
    syntax: Syntax,
    static_only: bool,
) -> (Body, Vec<Diagnostic>) {
    let (math, mut diagnostics) = (syntax.math, Vec::new());
    let pre = crate::mdx::docusaurus::preprocess(body);
    let (text, markers) = replace_admonitions(file, &pre.text, offset, syntax.keywords, &mut diagnostics);
    let tree = match crate::mdx::tree::parse(&text, &pre.heading_ids, math) {
        Ok(tree) => tree,
        Err(error) => {
            diagnostics.push(
                Diagnostic::error(file, offset + error.at, format!("{MDX_SYNTAX}: {}", error.message))
                    .expected("MDX 3 as Docusaurus reads it (write `\\{` or `&lt;` for a literal brace or angle bracket)"),
            );
            crate::mdx::Tree::default()
        }
    };
    if static_only {
        diagnostics.extend(crate::mdx::static_check::check(file, offset, &text, &tree));
    }
    let mut parsed = Body::unscanned(text, offset, markers, Format::Mdx, math);
    parsed.esm = tree.esm;
    parsed.heading_ids = pre.heading_ids;
    parsed.references = crate::mdx::file_imports(&file.path, &parsed.esm)
        .into_iter()
        .map(|(dest, at)| (dest, offset + at))
        .collect();
    let required = crate::mdx::file_requires(&file.path, &parsed.text, tree.events.iter());
    parsed.references.extend(required.into_iter().map(|(dest, at)| (dest, offset + at)));
    scan_events(&mut parsed, tree.events.into_iter());
    (parsed, diagnostics)
}

fn replace_admonitions(
    file: &SourceFile,
    body: &str,
    base: usize,
    keywords: &[String],
    diagnostics: &mut Vec<Diagnostic>,
) -> (String, BTreeMap<usize, Marker>) {
    let mut text = String::with_capacity(body.len());
    let mut markers = BTreeMap::new();
    // (offset, colon count, indentation, a kind no admonition has: its lines only go)
    let mut open: Vec<(usize, usize, usize, bool)> = Vec::new();
    // (char, length, offset, indentation of a fence in a list item: a line left of it ends the item)
    let mut fence: Option<(char, usize, usize, usize)> = None;
    // The indentation of the list item the lines are in.
    let mut item: Option<usize> = None;
    // The end of the comment the lines are in (`-->` or `*/}`): a `:::` there is commented out.
    let mut comment: Option<&str> = None;
    let mut at = 0;
    for line in body.split_inclusive('\n') {
        let content = line.trim_end_matches(['\n', '\r']);
        let indent = content.len() - content.trim_start().len();
        let trimmed = content.trim();
        if fence.is_none() {
            if let Some(end) = comment {
                if trimmed.contains(end) {
                    comment = None;
                }
                text.push_str(line);
                at += line.len();
                continue;
            }
            comment = [("<!--", "-->"), ("{/*", "*/}")].into_iter().find_map(|(open, end)| {
                let rest = trimmed.strip_prefix(open)?;
                (!rest.contains(end)).then_some(end)
            });
        }
        // A fence in a list item ends with the item, as CommonMark ends it: at a line less indented than the fence.
        if fence.is_some_and(|(_, _, _, within)| within > 0 && !trimmed.is_empty() && indent < within) {
            fence = None;
        }
        if fence.is_none() && !trimmed.is_empty() {
            if let Some(content) = list_marker(trimmed) {
                // The item's content column: a line indented less (after a blank line) is no longer in it.
                item = Some(indent + content);
            } else if indent == 0 {
                item = None;
            }
        }
        if let Some((c, len, _, _)) = fence {
            if fence_of(trimmed).is_some_and(|(c2, len2, info)| c2 == c && len2 >= len && info.is_empty()) {
                fence = None;
            }
        } else if let Some((c, len, column, within)) = fence_opening(trimmed, indent, item) {
            fence = Some((c, len, at + column, within));
        } else if let Some(marker) = admonition_marker(trimmed, keywords) {
            let colons = trimmed.chars().take_while(|&c| c == ':').count();
            let mut place = at + indent;
            // Where the break that stands for the marker goes: its own indentation, but see below.
            let mut column = indent;
            match marker {
                // A fence of at least the opening's colons closes it (`:::tip` … `::::`), as remark-directive reads it.
                Ok(Marker::Close) => match open.iter().rposition(|&(_, n, _, _)| n <= colons) {
                    Some(i) => {
                        // A closing `:::` indented under a list item of the admonition
                        // (less than a code block's 4 columns past its opening) still
                        // closes it, as in Docusaurus, where the admonition is the outer
                        // container: its break goes at the opening's indentation, not inside the item.
                        let opened_at = open[i].2;
                        if indent > opened_at && indent - opened_at < 4 {
                            column = opened_at;
                            place = at + column;
                        }
                        let plain = open[i].3;
                        open.truncate(i);
                        if plain {
                            blank_line(&mut text, line, &mut at);
                            continue;
                        }
                        markers.insert(place, Marker::Close);
                    }
                    // Text, as remark-directive reads a `:::` with nothing to close (a translator's extra line).
                    None => diagnostics.push(
                        Diagnostic::warning(
                            file,
                            base + place,
                            "`:::` closes no open admonition: shown as text",
                        )
                        .expected("an admonition opened above, like `:::note`"),
                    ),
                },
                Ok(marker) => {
                    open.push((place, colons, indent, false));
                    markers.insert(place, marker);
                }
                // A word no admonition has (a typo, a translator's `:::avertissement`):
                // Docusaurus leaves the directive to MDX, which shows its content in a
                // plain block, without box or title; so do its lines go here, and the content stays.
                Err(kind) => {
                    diagnostics.push(
                        Diagnostic::warning(
                            file,
                            base + place + colons,
                            format!("unknown admonition kind `{kind}`: its content is shown without a box, as Docusaurus shows it"),
                        )
                        .expected(format!("one of {}", ADMONITION_KINDS.join(", "))),
                    );
                    open.push((place, colons, indent, true));
                    blank_line(&mut text, line, &mut at);
                    continue;
                }
            }
            if markers.contains_key(&place) {
                text.push_str(&line[..column]);
                text.push_str("***");
                text.extend(std::iter::repeat_n(' ', indent - column + trimmed.len() - 3));
                text.push_str(&line[indent + trimmed.len()..]);
                at += line.len();
                continue;
            }
        }
        text.push_str(line);
        at += line.len();
    }
    // Both run to the end of the page, as in CommonMark and Docusaurus, which build them without a word.
    if let Some((_, _, place, _)) = fence {
        diagnostics.push(
            Diagnostic::warning(
                file,
                base + place,
                "code fence is not closed: the rest of the page is its code",
            )
            .expected("a closing fence of the same characters"),
        );
    }
    for (place, colons, _, _) in open.into_iter().rev().filter(|o| !o.3) {
        diagnostics.push(
            Diagnostic::warning(
                file,
                base + place,
                "admonition is not closed: the rest of the page is inside it",
            )
            .expected(format!("a line `{}` after its content", ":".repeat(colons))),
        );
        if fence.is_none() {
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push('\n');
            markers.insert(text.len(), Marker::Close);
            text.push_str("***\n");
        } else {
            markers.remove(&place);
        }
    }
    (text, markers)
}

/// A directive's line made blank (its line break kept), so the offsets after it stay.
fn blank_line(text: &mut String, line: &str, at: &mut usize) {
    let content = line.trim_end_matches(['\n', '\r']);
    text.extend(std::iter::repeat_n(' ', content.len()));
    text.push_str(&line[content.len()..]);
    *at += line.len();
}

/// A code fence that opens on this line, at its start or after a list item's
/// marker (`- ```python`): its character, length, column, and the indentation
/// its item's lines keep (0 at the top level, where code lines may stand further left).
fn fence_opening(trimmed: &str, indent: usize, item: Option<usize>) -> Option<(char, usize, usize, usize)> {
    if let Some((c, len, _)) = fence_of(trimmed) {
        let within = if item.is_some_and(|item| item <= indent) { indent } else { 0 };
        return Some((c, len, indent, within));
    }
    let content = list_marker(trimmed)?;
    let (c, len, _) = fence_of(trimmed.get(content..)?)?;
    Some((c, len, indent + content, indent + content))
}

/// Where a list item's content starts past its indentation, when the line
/// (its indentation taken off) starts one: `- `, `* `, `+ `, `1. ` or `1) `.
fn list_marker(trimmed: &str) -> Option<usize> {
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    let width = match trimmed.as_bytes().first() {
        Some(b'-' | b'*' | b'+') => 1,
        _ if (1..=9).contains(&digits) && matches!(trimmed.as_bytes().get(digits), Some(b'.' | b')')) => {
            digits + 1
        }
        _ => return None,
    };
    let rest = &trimmed[width..];
    let spaces = rest.bytes().take_while(|&b| b == b' ').count();
    match rest.bytes().next() {
        // CommonMark: one to four spaces after the marker put the item's content there; none or more, one past it.
        None => Some(width + 1),
        Some(b' ') if (1..=4).contains(&spaces) && spaces < rest.len() => Some(width + spaces),
        Some(b' ' | b'\t') => Some(width + 1),
        _ => None,
    }
}

/// `(char, length, info string)` of a code fence line (its indentation
/// taken off). As CommonMark says, a backtick fence's info string holds no
/// backtick: ```` ```name``` in config.js ```` is a paragraph with code in it.
pub(crate) fn fence_of(line: &str) -> Option<(char, usize, &str)> {
    let c = line.chars().next().filter(|&c| c == '`' || c == '~')?;
    let len = line.chars().take_while(|&x| x == c).count();
    let info = line[len..].trim();
    (len >= 3 && !(c == '`' && info.contains('`'))).then_some((c, len, info))
}

/// Reads `:::kind`, `:::kind title`, `:::kind[title]` or `:::`; `Err` holds
/// an unknown kind. The marker keeps the word and title as written (the
/// `type` and `title` Docusaurus' `@theme/Admonition` is given); see
/// [`admonition_shown`] for the theme's own box. A word of `keywords` is a
/// kind of the site's own, drawn by its `@theme/Admonition/Types`.
fn admonition_marker(line: &str, keywords: &[String]) -> Option<Result<Marker, String>> {
    let rest = line.strip_prefix(":::")?.trim_start_matches(':');
    if rest.is_empty() {
        return Some(Ok(Marker::Close));
    }
    let kind_len = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
    if kind_len == 0 {
        return None;
    }
    let word = &rest[..kind_len];
    let known = ADMONITION_KINDS.contains(&word)
        || ADMONITION_ALIASES.iter().any(|(alias, _)| *alias == word)
        || keywords.iter().any(|k| k == word);
    if !known {
        return Some(Err(word.to_string()));
    }
    let title = rest[kind_len..].trim();
    let title = title.strip_prefix('[').and_then(|t| t.strip_suffix(']')).unwrap_or(title).trim();
    Some(Ok(Marker::Open { kind: word.to_string(), title: (!title.is_empty()).then(|| title.to_string()) }))
}

/// The kind and title of the theme's own box for an admonition as written: a
/// legacy word is its kind, titled with the word unless a title is given.
pub fn admonition_shown<'a>(kind: &'a str, title: Option<&'a str>) -> (&'a str, Option<&'a str>) {
    match ADMONITION_ALIASES.iter().find(|(alias, _)| *alias == kind) {
        Some((word, shown)) => (shown, title.or(Some(word))),
        None => (kind, title),
    }
}

fn scan_events<'a>(body: &mut Body, events: impl Iterator<Item = (Ev<'a>, std::ops::Range<usize>)>) {
    let mut slugger = Slugger::default();
    let mut current: Option<(u8, Option<String>, String, usize)> = None;
    // Whether the body's first heading, the one that may be its title, has been met; a thematic break before it means no title.
    let (mut first_heading_met, mut above_break) = (false, true);
    let mut paragraph: Option<String> = None;
    let mut plain = String::new();
    for (event, range) in events {
        let event = match event {
            Ev::Md(event) => event,
            Ev::JsxOpen(tag) if tag.flow && tag.empty => {
                if let Some(name) = tag.name.filter(|n| n.starts_with(|c: char| c.is_ascii_uppercase())) {
                    body.components.push((range.start, name));
                }
                continue;
            }
            _ => continue,
        };
        if let Event::Text(t) | Event::Code(t) = &event {
            plain.push_str(t);
            if let Some(p) = paragraph.as_mut() {
                p.push_str(t);
            }
        }
        if let Event::SoftBreak | Event::HardBreak | Event::End(_) = &event {
            plain.push(' ');
        }
        match event {
            Event::Start(Tag::Heading { level, id, .. }) => {
                current = Some((heading_level(level), id.map(|s| s.to_string()), String::new(), range.start));
            }
            Event::End(TagEnd::Heading(_)) => {
                let Some((level, custom, text, offset)) = current.take() else {
                    continue;
                };
                let text = text.trim().to_string();
                if !std::mem::replace(&mut first_heading_met, true) && level == 1 && above_break {
                    // Its slug is taken, as Docusaurus' slugger takes the h1's: a `## Same words` after it is `same-words-1`.
                    match custom {
                        Some(id) => slugger.reserve(&id),
                        None => drop(slugger.slug(&text)),
                    }
                    body.title_heading = Some(text);
                    continue;
                }
                let id = match custom {
                    Some(id) => {
                        slugger.reserve(&id);
                        id
                    }
                    None => slugger.slug(&text),
                };
                body.headings.push(Heading { level, text, id, offset });
            }
            Event::Text(t) | Event::Code(t) if current.is_some() => {
                current.as_mut().expect("inside heading").2.push_str(&t);
            }
            Event::Html(html) if is_truncate_marker(&html) => {
                body.truncate_at.get_or_insert(range.start);
            }
            Event::Html(html) => {
                if let Some(name) = component_name(&html) {
                    body.components.push((range.start, name.to_string()));
                }
            }
            // A break, not an admonition's marker line (see `text`).
            Event::Rule if !body.markers.contains_key(&range.start) => above_break = false,
            Event::Start(Tag::Link { dest_url, .. }) => {
                body.links.push(LinkRef { dest: dest_url.to_string(), range, image: false });
            }
            Event::Start(Tag::Image { dest_url, .. }) => {
                body.links.push(LinkRef { dest: dest_url.to_string(), range, image: true });
            }
            Event::Start(Tag::Paragraph) if body.first_paragraph.is_empty() && paragraph.is_none() => {
                paragraph = Some(String::new());
            }
            Event::SoftBreak if paragraph.is_some() => paragraph.as_mut().expect("open").push(' '),
            Event::End(TagEnd::Paragraph) => {
                if let Some(p) = paragraph.take() {
                    body.first_paragraph = p.trim().to_string();
                }
            }
            _ => {}
        }
    }
    body.reading_minutes = crate::reading_time::reading_minutes(&plain);
}

/// `Glossary` for a block that is exactly `<Glossary />`.
pub fn component_name(html: &str) -> Option<&str> {
    let name = html.trim().strip_prefix('<')?.strip_suffix("/>")?.trim();
    let valid = name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric());
    valid.then_some(name)
}

pub fn heading_level(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(text: &str) -> (Body, Vec<Diagnostic>) {
        let file = SourceFile::new("a.md", text);
        parse_body(&file, text, 0, Syntax::default())
    }

    #[test]
    fn admonition_lines_keep_their_length() {
        let src = "text\n:::tip 알아두기\ninside\n:::\n";
        let (b, d) = body(src);
        assert!(d.is_empty());
        assert_eq!(b.text.len(), src.len());
        assert_eq!(b.markers.len(), 2);
        assert_eq!(
            b.markers.values().next(),
            Some(&Marker::Open { kind: "tip".into(), title: Some("알아두기".into()) })
        );
    }

    #[test]
    fn admonitions_inside_code_are_text() {
        let (b, d) = body("```md\n:::note\n```\n");
        assert!(d.is_empty());
        assert!(b.markers.is_empty());
    }

    #[test]
    fn unclosed_admonition_and_fence_run_to_the_end_with_a_warning() {
        let (b, d) = body("a\n\n:::warning\nx\n\n:::tip 요약\ny");
        let shown: Vec<(usize, &str)> = d.iter().map(|d| (d.line, d.message.as_str())).collect();
        assert_eq!(
            shown,
            [
                (6, "admonition is not closed: the rest of the page is inside it"),
                (3, "admonition is not closed: the rest of the page is inside it")
            ]
        );
        assert!(d.iter().all(|d| d.severity == crate::diag::Severity::Warning));
        let closes = b.markers.values().filter(|m| **m == Marker::Close).count();
        assert_eq!(
            (b.markers.len(), closes),
            (4, 2),
            "both open and both closed at the end: {:?}",
            b.markers
        );
        let (_, d) = body("a\n```bash\nls\n");
        assert_eq!(
            (d[0].line, d[0].message.as_str()),
            (2, "code fence is not closed: the rest of the page is its code")
        );
        // At the top level, an indented fence's code may stand further left: it runs on.
        let (_, d) = body("a\n\n  ```\nleft\n  ```\n\nb\n");
        assert!(d.is_empty(), "{d:?}");
        // A marker alone on its line opens nothing.
        assert!(body("*\n-\n1.\n").1.is_empty());
        // Fences that open after a list item's marker, closed at the item's indentation: none is left open.
        let (b, d) =
            body("- ```python\n  a = 1\n  ```\n\n- ```python\n  :::note\n  ```\n\n:::tip\n팁\n:::\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(b.markers.len(), 2, "only the admonition outside the code: {:?}", b.markers);
        // A fence in a list item that the item's end closes, and an admonition after it.
        let (b, d) = body("- 항목\n\n  ```yaml\n  a: 1\n- 다음\n\n:::note\n알림\n:::\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(b.markers.len(), 2, "the admonition after the item is one: {:?}", b.markers);
        // A backtick "fence" whose info string has a backtick is a paragraph with inline code (CommonMark).
        let (_, d) = body("a\n\n```clientId``` in config.js.\n\nb\n");
        assert!(d.is_empty(), "{d:?}");
    }

    /// A `:::` inside a comment (HTML's, which Docusaurus reads as MDX's, or
    /// MDX's own) is commented out with the rest: no admonition, no warning.
    #[test]
    fn admonitions_inside_comments_are_commented_out() {
        for (open, close) in [("<!--", "-->"), ("{/*", "*/}")] {
            let text = format!("앞\n\n{open} 숨긴 글\n:::tip 요령\n안\n::: {close}\n\n:::note\n보임\n:::\n");
            let (b, d) = body(&text);
            assert!(d.is_empty(), "{open}: {d:?}");
            let kinds: Vec<&Marker> = b.markers.values().collect();
            assert_eq!(kinds, [&Marker::Open { kind: "note".into(), title: None }, &Marker::Close], "{open}");
        }
    }

    #[test]
    fn legacy_words_are_kinds_titled_with_the_word() {
        assert_eq!(
            admonition_marker(":::important", &[]),
            Some(Ok(Marker::Open { kind: "important".into(), title: None }))
        );
        assert_eq!(admonition_shown("important", None), ("info", Some("important")));
        assert_eq!(
            admonition_marker(":::success[다 됐습니다]", &[]),
            Some(Ok(Marker::Open { kind: "success".into(), title: Some("다 됐습니다".into()) }))
        );
        assert_eq!(admonition_shown("success", Some("다 됐습니다")), ("tip", Some("다 됐습니다")));
        assert_eq!(admonition_shown("tip", None), ("tip", None));
        let (_, d) = body(":::secondary\nx\n:::\n");
        assert!(d.is_empty(), "{d:?}");
    }

    /// `admonitions.keywords`: the site's own words open admonitions (its
    /// `@theme/Admonition/Types` draws them); other words stay unknown.
    #[test]
    fn a_sites_keywords_are_admonition_kinds() {
        let keywords = ["summary".to_string()];
        assert_eq!(
            admonition_marker(":::summary[요약 *제목*]", &keywords),
            Some(Ok(Marker::Open { kind: "summary".into(), title: Some("요약 *제목*".into()) }))
        );
        assert_eq!(admonition_marker(":::summary", &[]), Some(Err("summary".into())));
        let file = SourceFile::new("a.md", ":::summary\n안\n:::\n");
        let syntax = Syntax { math: false, keywords: &keywords };
        let (parsed, d) = parse_body(&file, &file.text, 0, syntax);
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(
            parsed.markers.values().next(),
            Some(&Marker::Open { kind: "summary".into(), title: None })
        );
    }

    /// A `:::` with nothing open is text, as remark-directive reads it: a warning, not an error.
    #[test]
    fn a_stray_closing_line_is_text() {
        let (b, d) = body("글\n\n:::\n");
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(
            (d[0].severity, d[0].message.as_str()),
            (crate::diag::Severity::Warning, "`:::` closes no open admonition: shown as text")
        );
        assert!(b.markers.is_empty() && b.text.contains(":::"));
    }

    /// A fence indented less than a list item's content (one space under `- `) is not in the item:
    /// it ends at its own closing fence, and what follows it is read as usual.
    #[test]
    fn a_fence_left_of_a_list_items_content_is_not_in_it() {
        let (b, d) = body("- 항목\n\n ```text\n a\nb\n```\n\n:::tip\n팁\n:::\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(
            b.markers.values().collect::<Vec<_>>(),
            [&Marker::Open { kind: "tip".into(), title: None }, &Marker::Close]
        );
        // Under `1. `, a fence at the content's column is the item's: the line left of it ends it.
        let (_, d) = body("1. 항목\n\n   ```\n   a\n```\n");
        assert!(d.iter().any(|d| d.message.contains("not closed")), "{d:?}");
    }

    /// A closing fence may be longer than the opening (`:::tip` … `::::`); nested ones close inside out.
    #[test]
    fn a_longer_closing_fence_closes_the_admonition() {
        let (b, d) = body(":::tip\n팁\n::::\n\n뒤\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(
            b.markers.values().collect::<Vec<_>>(),
            [&Marker::Open { kind: "tip".into(), title: None }, &Marker::Close]
        );
        assert!(!b.text.contains("::"), "{}", b.text);
        let (b, d) = body("::::note\n:::tip\n안\n:::\n밖\n::::\n");
        assert!(d.is_empty(), "{d:?}");
        let kinds: Vec<_> = b.markers.values().map(|m| matches!(m, Marker::Close)).collect();
        assert_eq!(kinds, [false, false, true, true]);
    }

    #[test]
    fn an_unknown_kind_shows_its_content_without_a_box() {
        let (b, d) = body(":::avertissement\nx\n\n:::tip\ny\n:::\n:::\nz\n");
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].severity, crate::diag::Severity::Warning);
        assert_eq!(
            d[0].message,
            "unknown admonition kind `avertissement`: its content is shown without a box, as Docusaurus shows it"
        );
        assert_eq!(d[0].expected.as_deref(), Some("one of note, tip, info, warning, danger, caution"));
        // The tip inside is still one; the unknown one's lines are blank, the text after them in place.
        let kinds: Vec<&Marker> = b.markers.values().collect();
        assert_eq!(kinds, [&Marker::Open { kind: "tip".into(), title: None }, &Marker::Close]);
        assert!(
            b.text.contains("x") && !b.text.contains("avertissement") && !b.text.contains(":::"),
            "{}",
            b.text
        );
        // An unknown one left open says nothing more.
        let (_, d) = body(":::cautions\nx\n");
        assert_eq!(d.len(), 1, "{d:?}");
    }

    #[test]
    fn headings_get_ids_and_title() {
        let (b, _) = body("# 제목\n\n## 설치 {#install}\n\n## 설치\n\n### `openstack` CLI\n");
        assert_eq!(b.title_heading.as_deref(), Some("제목"));
        let ids: Vec<_> = b.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["install", "설치", "openstack-cli"]);
        // Docusaurus 3's comment form, spaces and all.
        let text = "## Stage 0: Class Properties { /*#stage-0:-class-properties*/ }\n\n## 둘 {/* #two */}\n";
        let (b, _) = parse_mdx_body(&SourceFile::new("a.mdx", text), text, 0, Syntax::default());
        let found: Vec<_> = b.headings.iter().map(|h| (h.id.as_str(), h.text.as_str())).collect();
        assert_eq!(found, [("stage-0:-class-properties", "Stage 0: Class Properties"), ("two", "둘")]);
        // A mistyped id is the heading's text, as Docusaurus escapes it.
        let text = "## Headers {#headers]\n";
        let (b, d) = parse_mdx_body(&SourceFile::new("a.mdx", text), text, 0, Syntax::default());
        assert!(d.is_empty(), "{d:?}");
        let found: Vec<_> = b.headings.iter().map(|h| (h.id.as_str(), h.text.as_str())).collect();
        assert_eq!(found, [("headers-headers", "Headers {#headers]")]);
    }

    /// Docusaurus' `contentTitle`: the first heading, when it is a `# heading`
    /// above any thematic break, whatever stands before it.
    #[test]
    fn the_title_is_the_first_heading_when_it_is_an_h1_above_any_break() {
        let title = |text: &str| body(text).0.title_heading;
        assert_eq!(title("<img src=\"/logo.svg\" />\n\n# 이뮤\n\n본문\n").as_deref(), Some("이뮤"));
        assert_eq!(title("머리말\n\n# 제목\n").as_deref(), Some("제목"));
        assert_eq!(
            title(":::note\n알림\n:::\n\n# 제목\n").as_deref(),
            Some("제목"),
            "an admonition is no break"
        );
        assert_eq!(title("## 먼저\n\n# 제목\n"), None, "not the first heading");
        assert_eq!(title("머리말\n\n---\n\n# 제목\n"), None, "below a break");
        let (b, _) = body("# 모델 정의\n\n## 모델 정의\n\n## 설치\n");
        let ids: Vec<&str> = b.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(
            ids,
            ["모델-정의-1", "설치"],
            "the title's slug is taken first, as Docusaurus' slugger takes it"
        );
        let (b, _) = body("<img src=\"/logo.svg\" />\n\n# 이뮤\n\n## 설치\n");
        assert_eq!(
            b.headings.iter().map(|h| h.id.as_str()).collect::<Vec<_>>(),
            ["설치"],
            "the title is no TOC entry"
        );
    }

    #[test]
    fn truncate_marker_is_found() {
        let (b, _) = body("intro\n\n<!-- truncate -->\n\nrest\n");
        assert_eq!(b.truncate_at, Some(7));
        // Any spaces inside, as Docusaurus' default `truncateMarker` pattern allows.
        let (b, _) = body("intro\n\n<!--   truncate-->\n\nrest\n");
        assert_eq!(b.truncate_at, Some(7));
        assert!(is_truncate_marker("{/*truncate   */}"));
        assert!(!is_truncate_marker("<!-- truncated -->"));
        assert!(!is_truncate_marker("<!-- more -->"));
    }
}
