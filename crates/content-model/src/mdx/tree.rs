//! MDX read as `@mdx-js/mdx` 3 reads it (markdown-rs with its MDX constructs,
//! the JavaScript inside checked by oxc), then walked into the same events
//! a `.md` body gives (pulldown-cmark's, with their byte ranges), plus JSX
//! elements and expressions: one path to JSX for both formats.

use std::collections::{BTreeMap, HashMap};
use std::ops::Range;

use markdown::mdast::{AlignKind, AttributeContent, AttributeValue, Node};
use markdown::{Constructs, ParseOptions};
use pulldown_cmark::{Alignment, CodeBlockKind, CowStr, Event, HeadingLevel, LinkType, Tag, TagEnd};

use super::js;
use crate::markdown::{Ev, JsxAttr, JsxTag, JsxValue, TRUNCATE_MARKER};

/// The parse options of MDX 3 with GFM, as Docusaurus 3 configures them;
/// `math` adds remark-math's `$…$` and `$$` blocks.
fn options(math: bool) -> ParseOptions {
    ParseOptions {
        constructs: Constructs {
            math_flow: math,
            math_text: math,
            gfm_autolink_literal: true,
            gfm_footnote_definition: true,
            gfm_label_start_footnote: true,
            gfm_strikethrough: true,
            gfm_table: true,
            gfm_task_list_item: true,
            ..Constructs::mdx()
        },
        gfm_strikethrough_single_tilde: true,
        mdx_expression_parse: Some(Box::new(js::check_expression)),
        mdx_esm_parse: Some(Box::new(js::check_esm)),
        ..ParseOptions::default()
    }
}

/// A syntax error of the MDX: where (byte offset in the text) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub at: usize,
    pub message: String,
}

/// One ESM block (`import …`/`export …`), with where it starts in the text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Esm {
    pub code: String,
    pub at: usize,
}

/// A body read as MDX.
#[derive(Debug, Default)]
pub struct Tree {
    pub events: Vec<(Ev<'static>, Range<usize>)>,
    pub esm: Vec<Esm>,
}

/// Parses `text` (already preprocessed, see `docusaurus.rs`); `heading_ids`
/// are custom ids by the offset of their heading's line.
pub fn parse(text: &str, heading_ids: &BTreeMap<usize, String>, math: bool) -> Result<Tree, SyntaxError> {
    let root = markdown::to_mdast(text, &options(math)).map_err(syntax_error)?;
    let mut walk = Walk { heading_ids, definitions: HashMap::new(), tree: Tree::default(), in_link: false };
    collect_definitions(&root, &mut walk.definitions);
    walk.children(&root, Context::Flow);
    Ok(walk.tree)
}

/// The `{…}` expressions of `text` that stand in prose, outside any JSX
/// element and not a `{/* comment */}`: what MDX 1 showed as text. MDX 1's
/// JSX block ended at a blank line, so what follows one inside an element
/// (`<Note>`, a blank line, a paragraph) is prose again.
pub fn prose_expressions(text: &str, math: bool) -> Result<Vec<Range<usize>>, SyntaxError> {
    /// `in_jsx`: where the innermost JSX flow element starts, while the walk is inside JSX.
    fn walk(text: &str, node: &Node, mut in_jsx: Option<usize>, found: &mut Vec<Range<usize>>) {
        let range = range_of(node);
        if let Some(start) = in_jsx {
            let between = text.get(start..range.start).unwrap_or_default();
            if !matches!(node, Node::MdxJsxFlowElement(_)) && has_blank_line(between) {
                in_jsx = None;
            }
        }
        let value = match node {
            Node::MdxTextExpression(e) => Some(&e.value),
            Node::MdxFlowExpression(e) => Some(&e.value),
            _ => None,
        };
        if let Some(value) = value {
            let value = value.trim();
            let comment = value.starts_with("/*") && value.ends_with("*/");
            if in_jsx.is_none() && !comment {
                found.push(range.clone());
            }
        }
        let in_jsx = match node {
            Node::MdxJsxFlowElement(_) | Node::MdxJsxTextElement(_) => Some(range.start),
            _ => in_jsx,
        };
        for child in node.children().into_iter().flatten() {
            walk(text, child, in_jsx, found);
        }
    }
    let root = markdown::to_mdast(text, &options(math)).map_err(syntax_error)?;
    let mut found = Vec::new();
    walk(text, &root, None, &mut found);
    Ok(found)
}

/// Whether `text` has a line with nothing but spaces on it between two line breaks.
fn has_blank_line(text: &str) -> bool {
    text.split('\n')
        .skip(1)
        .collect::<Vec<_>>()
        .split_last()
        .is_some_and(|(_, inner)| inner.iter().any(|line| line.trim().is_empty()))
}

fn syntax_error(message: markdown::message::Message) -> SyntaxError {
    let at = match message.place.as_deref() {
        Some(markdown::message::Place::Point(point)) => point.offset,
        Some(markdown::message::Place::Position(position)) => position.start.offset,
        None => 0,
    };
    SyntaxError { at, message: message.reason }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Context {
    Flow,
    /// The children of an item of a tight list: paragraphs are not wrapped.
    TightItem,
}

struct Walk<'a> {
    heading_ids: &'a BTreeMap<usize, String>,
    /// Link reference definitions: normalized label → (url, title).
    definitions: HashMap<String, (String, String)>,
    tree: Tree,
    /// Inside a link's text: a link there (a GFM autolink literal, `[https://a.org](https://a.org)`)
    /// is its text, as GitHub and MDX render it; HTML has no link in a link.
    in_link: bool,
}

fn range_of(node: &Node) -> Range<usize> {
    node.position().map_or(0..0, |p| p.start.offset..p.end.offset)
}

fn normalize_label(label: &str) -> String {
    label.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

fn collect_definitions(node: &Node, definitions: &mut HashMap<String, (String, String)>) {
    if let Node::Definition(d) = node {
        definitions
            .entry(normalize_label(&d.identifier))
            .or_insert_with(|| (d.url.clone(), d.title.clone().unwrap_or_default()));
    }
    for child in node.children().into_iter().flatten() {
        collect_definitions(child, definitions);
    }
}

/// Whether a paragraph holds only JSX elements and expressions (and white space between them).
fn is_only_jsx(children: &[Node]) -> bool {
    let mut any = false;
    for child in children {
        match child {
            Node::MdxJsxTextElement(_) | Node::MdxTextExpression(_) => any = true,
            Node::Text(t) if t.value.trim().is_empty() => {}
            _ => return false,
        }
    }
    any
}

fn s(text: impl Into<String>) -> CowStr<'static> {
    CowStr::from(text.into())
}

impl Walk<'_> {
    fn push(&mut self, event: Ev<'static>, range: Range<usize>) {
        self.tree.events.push((event, range));
    }

    fn md(&mut self, event: Event<'static>, range: Range<usize>) {
        self.push(Ev::Md(event), range);
    }

    fn wrapped(&mut self, node: &Node, tag: Tag<'static>, end: TagEnd, context: Context) {
        let range = range_of(node);
        self.md(Event::Start(tag), range.clone());
        self.children(node, context);
        self.md(Event::End(end), range);
    }

    /// A link, its text read as inside one (see `in_link`).
    fn link(&mut self, node: &Node, tag: Tag<'static>) {
        self.in_link = true;
        self.wrapped(node, tag, TagEnd::Link, Context::Flow);
        self.in_link = false;
    }

    fn children(&mut self, node: &Node, context: Context) {
        for child in node.children().into_iter().flatten() {
            self.node(child, context);
        }
    }

    fn node(&mut self, node: &Node, context: Context) {
        let range = range_of(node);
        match node {
            Node::Root(_) => self.children(node, Context::Flow),
            Node::Paragraph(_) if context == Context::TightItem => self.children(node, Context::Flow),
            // `@mdx-js/mdx` unravels a paragraph of nothing but JSX and
            // expressions (`<TabItem value="a">text</TabItem>` on a line of its
            // own): the elements stand as blocks, the white space between goes.
            Node::Paragraph(p) if is_only_jsx(&p.children) => {
                for child in p.children.iter().filter(|c| !matches!(c, Node::Text(_))) {
                    self.node(child, Context::Flow);
                }
            }
            Node::Paragraph(_) => self.wrapped(node, Tag::Paragraph, TagEnd::Paragraph, Context::Flow),
            Node::Heading(h) => {
                let level = HeadingLevel::try_from(h.depth as usize).unwrap_or(HeadingLevel::H6);
                let line_start = range.start;
                let id = self.heading_ids.get(&line_start).map(|id| s(id.clone()));
                let tag = Tag::Heading { level, id, classes: Vec::new(), attrs: Vec::new() };
                self.wrapped(node, tag, TagEnd::Heading(level), Context::Flow);
            }
            Node::ThematicBreak(_) => self.md(Event::Rule, range),
            Node::Blockquote(_) => {
                self.wrapped(node, Tag::BlockQuote(None), TagEnd::BlockQuote(None), Context::Flow)
            }
            Node::List(list) => {
                let tight = !list.spread
                    && !list.children.iter().any(|item| matches!(item, Node::ListItem(i) if i.spread));
                let start = list.ordered.then(|| u64::from(list.start.unwrap_or(1)));
                self.md(Event::Start(Tag::List(start)), range.clone());
                let item_context = if tight { Context::TightItem } else { Context::Flow };
                for item in &list.children {
                    self.list_item(item, item_context);
                }
                self.md(Event::End(TagEnd::List(list.ordered)), range);
            }
            Node::ListItem(_) => self.list_item(node, context),
            Node::Code(code) => {
                let info =
                    [code.lang.as_deref(), code.meta.as_deref()].into_iter().flatten().collect::<Vec<_>>();
                let kind = CodeBlockKind::Fenced(s(info.join(" ")));
                self.md(Event::Start(Tag::CodeBlock(kind)), range.clone());
                if !code.value.is_empty() {
                    self.md(Event::Text(s(format!("{}\n", code.value))), range.clone());
                }
                self.md(Event::End(TagEnd::CodeBlock), range);
            }
            Node::Text(text) => self.text(&text.value, range),
            Node::Emphasis(_) => self.wrapped(node, Tag::Emphasis, TagEnd::Emphasis, Context::Flow),
            Node::Strong(_) => self.wrapped(node, Tag::Strong, TagEnd::Strong, Context::Flow),
            Node::Delete(_) => self.wrapped(node, Tag::Strikethrough, TagEnd::Strikethrough, Context::Flow),
            Node::InlineCode(code) => self.md(Event::Code(s(code.value.clone())), range),
            Node::Break(_) => self.md(Event::HardBreak, range),
            Node::Link(_) | Node::LinkReference(_) if self.in_link => self.children(node, context),
            Node::Link(link) => {
                let tag = Tag::Link {
                    link_type: LinkType::Inline,
                    dest_url: s(link.url.clone()),
                    title: s(link.title.clone().unwrap_or_default()),
                    id: s(""),
                };
                self.link(node, tag);
            }
            Node::LinkReference(reference) => {
                let (url, title) = self
                    .definitions
                    .get(&normalize_label(&reference.identifier))
                    .cloned()
                    .unwrap_or_default();
                let tag = Tag::Link {
                    link_type: LinkType::Reference,
                    dest_url: s(url),
                    title: s(title),
                    id: s(""),
                };
                self.link(node, tag);
            }
            Node::Image(image) => self.image(&image.url, image.title.as_deref(), &image.alt, range),
            Node::ImageReference(reference) => {
                let (url, title) = self
                    .definitions
                    .get(&normalize_label(&reference.identifier))
                    .cloned()
                    .unwrap_or_default();
                self.image(&url, Some(&title), &reference.alt, range);
            }
            Node::FootnoteReference(f) => self.md(
                Event::FootnoteReference(s(f.label.clone().unwrap_or_else(|| f.identifier.clone()))),
                range,
            ),
            Node::FootnoteDefinition(f) => {
                let label = s(f.label.clone().unwrap_or_else(|| f.identifier.clone()));
                self.wrapped(node, Tag::FootnoteDefinition(label), TagEnd::FootnoteDefinition, Context::Flow);
            }
            Node::Table(table) => self.table(table, range),
            Node::Definition(_) | Node::Yaml(_) | Node::Toml(_) => {}
            Node::Html(html) => self.md(Event::Html(s(html.value.clone())), range),
            Node::Math(math) => self.md(Event::DisplayMath(s(math.value.clone())), range),
            Node::InlineMath(math) => self.md(Event::InlineMath(s(math.value.clone())), range),
            Node::MdxjsEsm(esm) => {
                self.tree.esm.push(super::tree::Esm { code: esm.value.clone(), at: range.start })
            }
            Node::MdxFlowExpression(e) => self.expression(&e.value, true, range),
            Node::MdxTextExpression(e) => self.expression(&e.value, false, range),
            Node::MdxJsxFlowElement(e) => self.element(e.name.clone(), &e.attributes, node, true),
            Node::MdxJsxTextElement(e) => self.element(e.name.clone(), &e.attributes, node, false),
            Node::TableRow(_) | Node::TableCell(_) => self.children(node, Context::Flow),
        }
    }

    /// Text, its line breaks made soft breaks as pulldown-cmark gives them.
    fn text(&mut self, value: &str, range: Range<usize>) {
        let literal = char::from(super::docusaurus::LITERAL_BRACE);
        let value = if value.contains(literal) { value.replace(literal, "{") } else { value.to_string() };
        for (i, line) in value.split('\n').enumerate() {
            if i > 0 {
                self.md(Event::SoftBreak, range.clone());
            }
            if !line.is_empty() {
                self.md(Event::Text(s(line)), range.clone());
            }
        }
    }

    fn list_item(&mut self, item: &Node, context: Context) {
        let range = range_of(item);
        self.md(Event::Start(Tag::Item), range.clone());
        let Node::ListItem(list_item) = item else {
            self.node(item, context);
            self.md(Event::End(TagEnd::Item), range);
            return;
        };
        for (i, child) in list_item.children.iter().enumerate() {
            let marker = (i == 0).then_some(list_item.checked).flatten();
            match (marker, child) {
                (Some(checked), Node::Paragraph(_)) if context == Context::Flow => {
                    let r = range_of(child);
                    self.md(Event::Start(Tag::Paragraph), r.clone());
                    self.md(Event::TaskListMarker(checked), r.clone());
                    self.children(child, Context::Flow);
                    self.md(Event::End(TagEnd::Paragraph), r);
                }
                (Some(checked), _) => {
                    self.md(Event::TaskListMarker(checked), range_of(child));
                    self.node(child, context);
                }
                (None, _) => self.node(child, context),
            }
        }
        self.md(Event::End(TagEnd::Item), range);
    }

    fn image(&mut self, url: &str, title: Option<&str>, alt: &str, range: Range<usize>) {
        let tag = Tag::Image {
            link_type: LinkType::Inline,
            dest_url: s(url),
            title: s(title.unwrap_or_default()),
            id: s(""),
        };
        self.md(Event::Start(tag), range.clone());
        if !alt.is_empty() {
            self.md(Event::Text(s(alt)), range.clone());
        }
        self.md(Event::End(TagEnd::Image), range);
    }

    fn table(&mut self, table: &markdown::mdast::Table, range: Range<usize>) {
        let alignments = table
            .align
            .iter()
            .map(|a| match a {
                AlignKind::Left => Alignment::Left,
                AlignKind::Right => Alignment::Right,
                AlignKind::Center => Alignment::Center,
                AlignKind::None => Alignment::None,
            })
            .collect();
        self.md(Event::Start(Tag::Table(alignments)), range.clone());
        for (i, row) in table.children.iter().enumerate() {
            let r = range_of(row);
            let (start, end) =
                if i == 0 { (Tag::TableHead, TagEnd::TableHead) } else { (Tag::TableRow, TagEnd::TableRow) };
            self.md(Event::Start(start), r.clone());
            for cell in row.children().into_iter().flatten() {
                self.wrapped(cell, Tag::TableCell, TagEnd::TableCell, Context::Flow);
            }
            self.md(Event::End(end), r);
        }
        self.md(Event::End(TagEnd::Table), range);
    }

    fn expression(&mut self, code: &str, flow: bool, range: Range<usize>) {
        if js::is_only_comments(code) {
            // `{/* truncate */}` ends a post's preview; other comments are dropped.
            let comment = code.trim().trim_start_matches("/*").trim_end_matches("*/").trim();
            if comment == "truncate" {
                self.md(Event::Html(s(TRUNCATE_MARKER)), range);
            }
            return;
        }
        self.push(Ev::Expression { code: code.to_string(), flow }, range);
    }

    fn element(&mut self, name: Option<String>, attributes: &[AttributeContent], node: &Node, flow: bool) {
        let range = range_of(node);
        let attrs = attributes
            .iter()
            .map(|attribute| match attribute {
                AttributeContent::Expression(spread) => JsxAttr::Spread(spread.value.clone()),
                AttributeContent::Property(p) => JsxAttr::Named {
                    name: p.name.clone(),
                    value: p.value.as_ref().map(|v| match v {
                        AttributeValue::Literal(text) => JsxValue::Literal(text.clone()),
                        AttributeValue::Expression(e) => JsxValue::Expression(e.value.clone()),
                    }),
                },
            })
            .collect();
        let empty = node.children().is_none_or(Vec::is_empty);
        let tag = JsxTag { name, attrs, flow, empty };
        self.push(Ev::JsxOpen(tag.clone()), range.clone());
        if !empty {
            self.children(node, Context::Flow);
            self.push(Ev::JsxClose(tag), range);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events(text: &str) -> Vec<Ev<'static>> {
        parse(text, &BTreeMap::new(), false).unwrap().events.into_iter().map(|(e, _)| e).collect()
    }

    #[test]
    fn math_is_read_only_when_the_site_turns_it_on() {
        let text = "요금 $n \\times p$ 원\n\n$$\n\\frac{a}{b}\n$$\n";
        let math = |on: bool| -> Vec<Ev<'static>> {
            let events = parse(text, &BTreeMap::new(), on).unwrap().events.into_iter().map(|(e, _)| e);
            events.filter(|e| matches!(e, Ev::Md(Event::InlineMath(_) | Event::DisplayMath(_)))).collect()
        };
        assert_eq!(
            math(true),
            [
                Ev::Md(Event::InlineMath("n \\times p".into())),
                Ev::Md(Event::DisplayMath("\\frac{a}{b}".into()))
            ]
        );
        assert_eq!(math(false), []);
    }

    #[test]
    fn an_html_comment_holding_braces_and_quotes_is_one_comment() {
        let body = "앞\n\n<!--\n- `echo \"{}\" > .rc` or `{}>`\n-->\n\n뒤\n";
        let pre = super::super::docusaurus::preprocess(body);
        let tree = parse(&pre.text, &pre.heading_ids, false).expect("a comment is no syntax error");
        let texts: Vec<String> = tree
            .events
            .iter()
            .filter_map(|(e, _)| match e {
                Ev::Md(Event::Text(t)) => Some(t.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["앞", "뒤"], "the comment's words are not shown");
    }

    #[test]
    fn markdown_gives_pulldown_events() {
        let got = events("# Hi\n\n- a\n- b\n");
        assert_eq!(
            got[0],
            Ev::Md(Event::Start(Tag::Heading {
                level: HeadingLevel::H1,
                id: None,
                classes: vec![],
                attrs: vec![]
            }))
        );
        // A tight list has no paragraphs.
        assert!(!got.contains(&Ev::Md(Event::Start(Tag::Paragraph))));
        assert!(got.contains(&Ev::Md(Event::Text(s("b")))));
    }

    #[test]
    fn jsx_over_several_lines_with_markdown_inside() {
        let text = "import Tabs from '@theme/Tabs';\n\n<Tabs\n  groupId=\"os\"\n  values={[{label: 'A', value: 'a'}]}>\n\n  ```bash\n  ls\n  ```\n\n</Tabs>\n";
        let tree = parse(text, &BTreeMap::new(), false).unwrap();
        assert_eq!(tree.esm, [Esm { code: "import Tabs from '@theme/Tabs';".into(), at: 0 }]);
        let Ev::JsxOpen(tag) = &tree.events[0].0 else { panic!("{:?}", tree.events) };
        assert_eq!(tag.name.as_deref(), Some("Tabs"));
        assert_eq!(
            tag.attrs[1],
            JsxAttr::Named {
                name: "values".into(),
                value: Some(JsxValue::Expression("[{label: 'A', value: 'a'}]".into()))
            }
        );
        // The indented fence is a code block, not indented code or text.
        assert!(
            matches!(&tree.events[1].0, Ev::Md(Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info)))) if info.as_ref() == "bash")
        );
        assert!(matches!(tree.events.last().unwrap().0, Ev::JsxClose(_)));
    }

    #[test]
    fn expressions_and_comments() {
        let got = events("a {1 + 1} b\n\n{/* gone */}\n\n{/* truncate */}\n");
        assert!(got.contains(&Ev::Expression { code: "1 + 1".into(), flow: false }));
        assert!(got.contains(&Ev::Md(Event::Html(s("{/* truncate */}")))));
        assert!(!got.iter().any(|e| matches!(e, Ev::Expression { code, .. } if code.contains("gone"))));
    }

    #[test]
    fn syntax_errors_have_a_place() {
        let error = parse("text\n\n<Foo bar={a b} />\n", &BTreeMap::new(), false).unwrap_err();
        assert!(error.at >= 6, "{error:?}");
        let error = parse("a <b>c\n", &BTreeMap::new(), false).unwrap_err();
        assert!(error.message.contains("b"), "{error:?}");
    }

    #[test]
    fn paragraphs_of_only_jsx_are_unravelled() {
        let got = events(
            "<Tabs>\n  <TabItem value=\"a\">가</TabItem>\n  <TabItem value=\"b\">나</TabItem>\n</Tabs>\n\n<b>x</b> y\n",
        );
        let paragraphs = got.iter().filter(|e| **e == Ev::Md(Event::Start(Tag::Paragraph))).count();
        assert_eq!(paragraphs, 1, "only the line with text outside JSX is a paragraph: {got:?}");
        let opened: Vec<_> = got
            .iter()
            .filter_map(|e| match e {
                Ev::JsxOpen(t) => t.name.clone(),
                _ => None,
            })
            .collect();
        assert_eq!(opened, ["Tabs", "TabItem", "TabItem", "b"]);
        assert!(!got.contains(&Ev::Md(Event::Text(s("\n  ")))), "white space between the tabs goes: {got:?}");
    }

    #[test]
    fn reference_links_are_resolved() {
        let got = events("[x][y]\n\n[y]: https://e.com \"t\"\n");
        assert!(got.iter().any(|e| matches!(e, Ev::Md(Event::Start(Tag::Link { dest_url, .. })) if dest_url.as_ref() == "https://e.com")));
    }
}
