//! pulldown-cmark events → JSX.

use std::collections::{BTreeMap, BTreeSet};

use content_model::config::OnBroken;
use content_model::links::{self, LinkTarget};
use content_model::markdown::{Body, Ev, Format, Marker, component_name, heading_level, is_truncate_marker};
use content_model::{ContentLink, Diagnostic, SourceFile};
use pulldown_cmark::{Alignment, CodeBlockKind, Event, LinkType, Tag, TagEnd};

use crate::html::{self, Token};
use crate::jsx::{Attr, Jsx};
use crate::lookups::Lookups;

pub mod code_block;
pub use code_block::fence_languages;
pub(crate) mod elements;
mod mdx;
mod npm2yarn;
pub use mdx::{THEME_MODULES, internal};
mod rich;
mod tabs;

/// Where a body comes from, to resolve its links and report problems.
pub struct Context<'a> {
    /// The rest of the site, every question recorded (see `lookups`).
    pub site: &'a Lookups<'a>,
    pub source: &'a SourceFile,
    /// The route of the page the body is shown on.
    pub page_path: &'a str,
    /// Skip the leading `# heading` because it serves as the page title.
    pub skip_title_heading: bool,
    /// Code blocks highlighted before (a block's tokens depend only on its language and text).
    pub highlights: &'a highlight::Memo,
}

/// The JSX of a body and what it needs.
pub struct Rendered {
    pub jsx: String,
    /// JSX of the part before the truncate marker (the list preview), if the body has one.
    pub preview: Option<String>,
    /// Theme components the JSX uses (`Link`, `CodeBlock`, …).
    pub components: BTreeSet<&'static str>,
    pub diagnostics: Vec<Diagnostic>,
    /// Links to routes of the site, for the link checker.
    pub links: Vec<ContentLink>,
    /// MDX: the body's `import`/`export` blocks, for the top of the module
    /// (empty for Markdown). Components then go by [`internal`] names.
    pub esm: Option<String>,
    /// The names those blocks bind: their imports and `export` declarations.
    pub esm_names: BTreeSet<String>,
    /// The body's `export default` is its layout ([`mdx::LAYOUT`]): the module shows the JSX in it.
    pub layout: bool,
}

/// The body's JSX as the module shows it: in the body's own layout (its
/// `export default`, given `props`), or as it is.
pub fn in_layout(jsx: &str, layout: bool, props: &str) -> String {
    match layout {
        true => format!("<{l}{props}>{jsx}</{l}>", l = mdx::LAYOUT),
        false => format!("<>{jsx}</>"),
    }
}

/// The body as the page component shows it, and the module lines that
/// come first. An MDX body is a component of its own (`$Content`) shown
/// inside the page's layout, as Docusaurus shows `MDXContent` inside its
/// providers: hooks its expressions call (`useCurrentSidebarCategory()`,
/// `useDoc()`) find the page's doc and sidebar.
pub fn body_component(jsx: &str, layout: bool, mdx: bool) -> (String, String) {
    let body = in_layout(jsx, layout, "");
    match mdx {
        true => (format!("function $Content() {{\n  return {body};\n}}\n\n"), "<$Content />".to_string()),
        false => (String::new(), body),
    }
}

/// Elements opened by the renderer; closing emits the matching tag.
enum Open {
    Tag(&'static str),
    /// An admonition, by the name its component has in the module.
    Admonition(&'static str),
    Heading(&'static str),
    Link(&'static str),
    /// A table; true once its head has ended and `<tbody>` is open.
    Table(bool),
    /// A table's head row, `<thead><tr>`.
    TableHead,
    Skip,
    Cell,
    /// An element from raw HTML, closed by its own end tag or with its container.
    Raw(String),
    /// `<Tabs>` or `<TabItem>` written in the Markdown, closed like raw HTML.
    Tabs(&'static str),
    /// An MDX JSX element (`""` for a fragment); true when it is a block.
    Jsx(String, bool),
    /// The `<tbody>` a browser's parser puts around rows written straight
    /// into a JSX `<table>`: written out, so that the
    /// pre-rendered page and React's tree are the same and the page hydrates.
    ImplicitBody,
}

impl Open {
    fn is_block(&self) -> bool {
        match self {
            Open::Tag(tag) => {
                matches!(tag.trim_start_matches("$md."), "p" | "ul" | "ol" | "li" | "blockquote" | "tr")
            }
            Open::Heading(_) | Open::Admonition(_) | Open::Table(_) => true,
            Open::TableHead => false,
            Open::Tabs(_) => true,
            Open::Jsx(_, flow) => *flow,
            Open::Link(_) | Open::Skip | Open::Cell | Open::Raw(_) | Open::ImplicitBody => false,
        }
    }

    /// The closing tags of this element (`routed`: Markdown's elements go by `$md` names).
    fn closing(&self, in_table_head: bool, routed: bool) -> String {
        let el = |tag| elements::name(routed, tag);
        match self {
            Open::Tag(tag) | Open::Heading(tag) | Open::Link(tag) | Open::Tabs(tag) => format!("</{tag}>"),
            Open::Admonition(name) => format!("</{name}>"),
            Open::Table(true) => format!("</{}></{}></div>", el("tbody"), el("table")),
            Open::Table(false) => format!("</{}></div>", el("table")),
            Open::TableHead => format!("</{}></{}>", el("tr"), el("thead")),
            Open::Cell if in_table_head => format!("</{}>", el("th")),
            Open::Cell => format!("</{}>", el("td")),
            Open::Skip => String::new(),
            Open::Raw(tag) | Open::Jsx(tag, _) => format!("</{tag}>"),
            Open::ImplicitBody => "</tbody>".into(),
        }
    }
}

struct Renderer<'a, 'b> {
    ctx: &'b Context<'a>,
    body: &'b Body,
    jsx: Jsx,
    stack: Vec<Open>,
    /// Stack depth at which each open admonition started.
    admonitions: Vec<usize>,
    components: BTreeSet<&'static str>,
    diagnostics: Vec<Diagnostic>,
    headings: std::slice::Iter<'b, content_model::markdown::Heading>,
    /// The code block being read: its info string, where it starts, its text.
    code: Option<(code_block::Info, usize, String)>,
    /// A run of tab-blocks' tabs is open: how many more code blocks its last tab holds.
    tab_run: Option<usize>,
    image: Option<(String, String)>,
    table_alignments: Vec<Alignment>,
    cell: usize,
    in_table_head: bool,
    footnote_numbers: BTreeMap<String, usize>,
    /// How many times each footnote is referenced (each reference has its own id and way back).
    footnote_references: BTreeMap<String, usize>,
    /// Footnote definitions are collected and shown at the end, in reference order.
    footnotes: Vec<(String, String)>,
    /// For each footnote definition being written: its index in `footnotes`
    /// and the output it interrupted (definitions can nest in odd input).
    footnote_outer: Vec<(usize, String)>,
    skip_heading: bool,
    /// The title heading is shown (a Markdown page's): it takes none of the
    /// ids of `headings`, which leave it out.
    title_heading: bool,
    preview: Option<String>,
    links: Vec<ContentLink>,
    flattened: bool,
    /// Inside an HTML block (where block-level raw tags are allowed).
    in_html_block: bool,
    /// Depth of raw elements whose content is dropped (`<script>` …).
    dropping: usize,
    /// Images inside the alt text of the image being written.
    nested_images: usize,
    /// A `$…$` formula was written: the body links KaTeX's stylesheets.
    has_math: bool,
    /// `(value, label)` from the `values` of the `<Tabs>` open last.
    tab_labels: Vec<(String, String)>,
    /// The body is MDX: theme components go by their `$` names.
    mdx: bool,
    /// Names the MDX body's imports and exports bind.
    mdx_bound: BTreeSet<String>,
    /// Components MDX provides without an import that the body used.
    provided: BTreeSet<&'static str>,
    /// Modules the body's expressions `require`: as written, and resolved (see `mdx::required_imports`).
    required: Vec<(String, String)>,
    /// Components the body uses that the site's own `MDXComponents` is to
    /// give: each name, and where the body first uses it.
    from_site_components: BTreeMap<String, usize>,
    /// Markdown's elements go through the site's `MDXComponents` (see `elements`).
    routed: bool,
}

/// The deepest element nesting generated JSX may have.
pub const MAX_NESTING: usize = 64;

pub fn render(ctx: &Context<'_>, body: &Body) -> Rendered {
    let mut r = Renderer {
        ctx,
        body,
        jsx: Jsx::default(),
        stack: Vec::new(),
        admonitions: Vec::new(),
        components: BTreeSet::new(),
        diagnostics: Vec::new(),
        headings: body.headings.iter(),
        code: None,
        tab_run: None,
        image: None,
        table_alignments: Vec::new(),
        cell: 0,
        in_table_head: false,
        footnote_numbers: BTreeMap::new(),
        footnote_references: BTreeMap::new(),
        footnotes: Vec::new(),
        footnote_outer: Vec::new(),
        skip_heading: false,
        title_heading: false,
        preview: None,
        links: Vec::new(),
        flattened: false,
        in_html_block: false,
        dropping: 0,
        nested_images: 0,
        has_math: false,
        tab_labels: Vec::new(),
        mdx: body.format == Format::Mdx,
        mdx_bound: BTreeSet::new(),
        provided: BTreeSet::new(),
        required: Vec::new(),
        from_site_components: BTreeMap::new(),
        routed: ctx.site.mdx_elements_routed(),
    };
    let mut layout = false;
    let esm = r.mdx.then(|| {
        let esm = r.esm();
        r.mdx_bound = esm.bound;
        layout = esm.layout;
        esm.code
    });
    // The body's first heading is its title when the model found one (`Body::title_heading`).
    let mut title_pending = body.title_heading.is_some();
    for (event, range) in body.events() {
        // A run of tab-blocks' tabs ends at whatever is not the next code block.
        if r.tab_run.is_some()
            && r.code.is_none()
            && !matches!(event, Ev::Md(Event::Start(Tag::CodeBlock(_))))
        {
            r.end_tab_run();
        }
        let event = match event {
            Ev::Md(event) => event,
            _ if r.skip_heading || r.code.is_some() || r.image.is_some() => continue,
            Ev::JsxOpen(tag) => {
                r.jsx_open(tag, range.start);
                continue;
            }
            Ev::JsxClose(_) => {
                r.jsx_close();
                continue;
            }
            Ev::Expression { code, .. } => {
                r.expression(&code, range.start);
                continue;
            }
        };
        if title_pending && let Event::Start(Tag::Heading { .. }) = event {
            title_pending = false;
            r.skip_heading = ctx.skip_title_heading;
            r.title_heading = !ctx.skip_title_heading;
        }
        r.event(event, range.start);
    }
    r.end_tab_run();
    while let Some(open) = r.stack.pop() {
        r.close(open);
    }
    if !r.footnotes.is_empty() {
        r.write_footnotes();
    }
    if r.has_math {
        let links = rich::math_stylesheets(&r.ctx.site.served_path("/assets/"));
        r.jsx.out.insert_str(0, &links);
        if let Some(preview) = r.preview.as_mut() {
            preview.insert_str(0, &links);
        }
    }
    // Asked only of pages that take components from the site's MDXComponents.
    let mdx1 = !r.from_site_components.is_empty() && r.ctx.site.mdx1();
    let imported = r.components.contains(elements::NAME);
    Rendered {
        jsx: r.jsx.out,
        preview: r.preview,
        components: r.components,
        diagnostics: r.diagnostics,
        links: r.links,
        esm: esm.map(|code| {
            let found =
                mdx::site_component_lines(r.ctx.source, &r.from_site_components, mdx1, imported, |at| {
                    r.body.source_offset(at)
                });
            mdx::provided_imports(&r.provided) + &mdx::required_imports(&r.required) + &found + &code
        }),
        esm_names: r.mdx_bound,
        layout,
    }
}

/// The id of the `k`th reference (from 1) to the footnote `id`: `fnref-a`, then `fnref-a-2`.
fn footnote_reference_id(id: &str, k: usize) -> String {
    if k == 1 { format!("fnref-{id}") } else { format!("fnref-{id}-{k}") }
}

/// HTML elements that hold phrasing content only: a paragraph is no child of theirs.
const PHRASING_ONLY: &[&str] = &[
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "span", "a", "em", "strong", "b", "i", "u", "s", "small",
    "code", "label", "button", "summary", "sup", "sub", "mark", "abbr", "cite", "q", "time", "kbd", "samp",
    "var", "del", "ins", "dt", "legend", "caption", "th",
];

impl Renderer<'_, '_> {
    /// Whether the innermost open element is an MDX JSX element of HTML that holds phrasing content only.
    fn in_phrasing_jsx(&self) -> bool {
        matches!(self.stack.last(), Some(Open::Jsx(name, _)) if PHRASING_ONLY.contains(&name.as_str()))
    }

    fn warn(&mut self, offset: usize, message: String, expected: &str) {
        let d = Diagnostic::warning(self.ctx.source, self.body.source_offset(offset), message);
        self.diagnostics.push(d.expected(expected));
    }

    fn use_component(&mut self, name: &'static str) -> &'static str {
        self.components.insert(name);
        if self.mdx { internal(name) } else { name }
    }

    /// A Markdown element's name in the module (see `elements`).
    fn el(&mut self, tag: &'static str) -> &'static str {
        if self.routed {
            self.components.insert(elements::NAME);
        }
        elements::name(self.routed, tag)
    }

    fn push(&mut self, tag: &'static str, attrs: &[(&str, Attr)]) {
        let tag = self.el(tag);
        self.jsx.open(tag, attrs);
        self.stack.push(Open::Tag(tag));
    }

    fn close(&mut self, open: Open) {
        let closing = open.closing(self.in_table_head, self.routed);
        self.jsx.out.push_str(&closing);
        if open.is_block() {
            // JSX drops whitespace-only text that contains a newline, so line
            // breaks between blocks only make the module readable.
            self.jsx.out.push('\n');
        }
    }

    /// Closes raw HTML elements (and tabs) left open on top of the stack.
    fn close_raw(&mut self) {
        while let Some(Open::Raw(_) | Open::Tabs(_) | Open::ImplicitBody) = self.stack.last() {
            let open = self.stack.pop().expect("checked");
            self.close(open);
        }
    }

    /// Pops to the matching Start, closing admonitions left open inside it.
    fn end(&mut self) {
        self.close_raw();
        self.dropping = 0;
        let depth = self.stack.len();
        while self.admonitions.last().is_some_and(|&d| d >= depth) {
            self.admonitions.pop();
            if let Some(open) = self.stack.pop() {
                self.close(open);
            }
        }
        if let Some(open) = self.stack.pop() {
            self.close(open);
        }
    }

    fn event(&mut self, event: Event<'_>, offset: usize) {
        if let Some((_, _, code)) = self.code.as_mut() {
            match event {
                Event::Text(t) => code.push_str(&t),
                Event::End(TagEnd::CodeBlock) => self.write_code_block(),
                _ => {}
            }
            return;
        }
        if let Some((_, alt)) = self.image.as_mut() {
            // Alt text is plain text; an image inside the alt text only adds its own.
            match event {
                Event::Text(t) | Event::Code(t) => alt.push_str(&t),
                Event::Start(Tag::Image { .. }) => self.nested_images += 1,
                Event::End(TagEnd::Image) if self.nested_images > 0 => self.nested_images -= 1,
                Event::End(TagEnd::Image) => self.write_image(),
                _ => {}
            }
            return;
        }
        if self.skip_heading {
            if let Event::End(TagEnd::Heading(_)) = event {
                self.skip_heading = false;
            }
            return;
        }
        match event {
            Event::Start(tag) => self.start(tag, offset),
            Event::End(TagEnd::TableHead) => {
                self.end();
                self.in_table_head = false;
                if let Some(Open::Table(body)) = self.stack.last_mut() {
                    *body = true;
                    let tbody = self.el("tbody");
                    self.jsx.open(tbody, &[]);
                }
            }
            Event::End(TagEnd::FootnoteDefinition) => {
                self.end();
                if let Some((index, outer)) = self.footnote_outer.pop() {
                    self.footnotes[index].1 = std::mem::replace(&mut self.jsx.out, outer);
                }
            }
            // Raw elements opened in an HTML block stay open for the Markdown after it.
            Event::End(TagEnd::HtmlBlock) => self.in_html_block = false,
            Event::End(_) => self.end(),
            Event::Text(t) if self.dropping == 0 => self.jsx.text(&t),
            Event::Text(_) => {}
            Event::Code(t) => {
                let code = self.el("code");
                self.jsx.open(code, &[]);
                self.jsx.text(&t);
                self.jsx.close(code);
            }
            Event::SoftBreak if self.dropping == 0 => self.jsx.text("\n"),
            Event::SoftBreak => {}
            Event::HardBreak => {
                let br = self.el("br");
                self.jsx.void(br, &[]);
            }
            Event::Rule => self.rule(offset),
            Event::TaskListMarker(checked) => {
                let input = self.el("input");
                self.jsx.void(
                    input,
                    &[
                        ("type", Attr::Str("checkbox".into())),
                        ("checked", Attr::Code(checked.to_string())),
                        ("readOnly", Attr::Bool(true)),
                        ("disabled", Attr::Bool(true)),
                    ],
                );
                self.jsx.text(" ");
            }
            Event::FootnoteReference(label) => self.footnote_reference(&label),
            Event::Html(html) | Event::InlineHtml(html) => self.html(&html, offset),
            Event::InlineMath(t) => self.math(&t, false, offset),
            Event::DisplayMath(t) => self.math(&t, true, offset),
        }
    }

    fn start(&mut self, tag: Tag<'_>, offset: usize) {
        let nests = matches!(
            tag,
            Tag::BlockQuote(_)
                | Tag::List(_)
                | Tag::Item
                | Tag::Paragraph
                | Tag::Emphasis
                | Tag::Strong
                | Tag::Strikethrough
                | Tag::Superscript
                | Tag::Subscript
                | Tag::Link { .. }
        );
        if nests && self.stack.len() >= MAX_NESTING {
            // Deeper structure is flattened into its parent: parsers and React
            // recurse per level, and no reader needs 10,000 levels.
            if !self.flattened {
                self.flattened = true;
                self.warn(
                    offset,
                    format!("content nested deeper than {MAX_NESTING} levels is flattened"),
                    "fewer nested lists or block quotes",
                );
            }
            self.stack.push(Open::Skip);
            return;
        }
        match tag {
            Tag::Paragraph if self.is_mdx_import(offset) => {
                // `import Tabs from '@theme/Tabs';` lines of Docusaurus MDX: the
                // theme's components are always there, so they are left out.
                self.dropping = 1;
                self.stack.push(Open::Skip);
            }
            // `<p className="x">` with its text on lines of its own: MDX makes the text a
            // paragraph, a `<p>` in a `<p>`, which the browser's parser pulls apart, so
            // the page would not hydrate; the text is the element's own, as meant.
            Tag::Paragraph if self.in_phrasing_jsx() => self.stack.push(Open::Skip),
            Tag::Paragraph => self.push("p", &[]),
            Tag::Heading { .. } if std::mem::take(&mut self.title_heading) => self.push("h1", &[]),
            Tag::Heading { level, .. } => {
                let level = heading_level(level);
                let id = self.headings.next().map(|h| h.id.clone()).unwrap_or_default();
                let tag: &'static str = ["h1", "h2", "h3", "h4", "h5", "h6"][usize::from(level) - 1];
                // The site's `h2` is given what MDX gives it, the id; our Heading also its level.
                let (name, mut attrs) = match self.routed {
                    true => (self.el(tag), vec![]),
                    false => (self.use_component("Heading"), vec![("as", Attr::Str(tag.into()))]),
                };
                attrs.push(("id", Attr::Str(id)));
                self.jsx.open(name, &attrs);
                self.stack.push(Open::Heading(name));
            }
            Tag::BlockQuote(_) => self.push("blockquote", &[]),
            Tag::CodeBlock(kind) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => info.to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                let info = code_block::parse_info(&info);
                self.tab_block(&info);
                self.code = Some((info, offset, String::new()));
            }
            Tag::List(Some(start)) => {
                let attrs = if start == 1 { vec![] } else { vec![("start", Attr::Num(start))] };
                self.push("ol", &attrs);
            }
            Tag::List(None) => self.push("ul", &[]),
            Tag::Item => self.push("li", &[]),
            Tag::FootnoteDefinition(label) => {
                self.footnote_number(&label);
                self.footnotes.push((label.to_string(), String::new()));
                self.footnote_outer.push((self.footnotes.len() - 1, std::mem::take(&mut self.jsx.out)));
                self.stack.push(Open::Skip);
            }
            Tag::Table(alignments) => {
                self.table_alignments = alignments;
                self.jsx.open("div", &[("className", Attr::Str("table-wrapper".into()))]);
                let table = self.el("table");
                self.jsx.open(table, &[]);
                // `tbody` is opened when the head ends and closed with the table.
                self.stack.push(Open::Table(false));
            }
            Tag::TableHead => {
                self.in_table_head = true;
                self.cell = 0;
                let (thead, tr) = (self.el("thead"), self.el("tr"));
                self.jsx.open(thead, &[]);
                self.jsx.open(tr, &[]);
                self.stack.push(Open::TableHead);
            }
            Tag::TableRow => {
                self.cell = 0;
                self.push("tr", &[]);
            }
            Tag::TableCell => {
                let tag = self.el(if self.in_table_head { "th" } else { "td" });
                let align = match self.table_alignments.get(self.cell) {
                    Some(Alignment::Left) => Some("left"),
                    Some(Alignment::Center) => Some("center"),
                    Some(Alignment::Right) => Some("right"),
                    _ => None,
                };
                self.cell += 1;
                match align {
                    Some(a) => {
                        // A class, not a style attribute: the site's CSP allows no inline styles.
                        self.jsx.open(tag, &[("className", Attr::Str(format!("align-{a}")))])
                    }
                    None => self.jsx.open(tag, &[]),
                }
                self.stack.push(Open::Cell);
            }
            Tag::Emphasis => self.push("em", &[]),
            Tag::Strong => self.push("strong", &[]),
            Tag::Strikethrough => self.push("del", &[]),
            Tag::Superscript => self.push("sup", &[]),
            Tag::Subscript => self.push("sub", &[]),
            Tag::Link { link_type, dest_url, title, .. } => self.link(link_type, &dest_url, &title, offset),
            Tag::Image { dest_url, .. } => {
                self.check_image(&dest_url, offset);
                self.image = Some((dest_url.to_string(), String::new()));
            }
            Tag::HtmlBlock => self.in_html_block = true,
            Tag::MetadataBlock(_)
            | Tag::DefinitionList
            | Tag::DefinitionListTitle
            | Tag::DefinitionListDefinition => self.stack.push(Open::Skip),
        }
    }

    /// Whether the paragraph at `offset` is only MDX imports of theme components.
    fn is_mdx_import(&self, offset: usize) -> bool {
        let text = &self.ctx.source.text[self.body.source_offset(offset).min(self.ctx.source.text.len())..];
        let paragraph = text.split("\n\n").next().unwrap_or("");
        paragraph.lines().all(|line| {
            let line = line.trim();
            line.starts_with("import ")
                && (line.contains(" from '@theme/") || line.contains(" from \"@theme/"))
        })
    }

    fn rule(&mut self, offset: usize) {
        match self.body.marker_at(offset) {
            Some(Marker::Open { kind, title }) => {
                // A kind of the site's own, or any kind on a site with its own admonition
                // component: Docusaurus' `@theme/Admonition`, given the word as written.
                let (shown, shown_title) = content_model::markdown::admonition_shown(kind, title.as_deref());
                let own_kind = !content_model::markdown::ADMONITION_KINDS.contains(&shown);
                let (name, attrs) = if own_kind || self.ctx.site.admonition_replaced() {
                    let name = self.use_component("ThemeAdmonition");
                    (name, [("type", Some(Attr::Str(kind.clone()))), ("title", title.clone().map(Attr::Str))])
                } else {
                    let name = self.use_component("Admonition");
                    let title = shown_title.map(|t| Attr::Str(t.to_string()));
                    (name, [("kind", Some(Attr::Str(shown.to_string()))), ("title", title)])
                };
                let attrs: Vec<(&str, Attr)> =
                    attrs.into_iter().filter_map(|(key, value)| Some((key, value?))).collect();
                self.jsx.open(name, &attrs);
                self.admonitions.push(self.stack.len());
                self.stack.push(Open::Admonition(name));
            }
            Some(Marker::Close) => {
                self.close_raw();
                if matches!(self.stack.last(), Some(Open::Admonition(_))) {
                    self.admonitions.pop();
                    if let Some(open) = self.stack.pop() {
                        self.close(open);
                    }
                } else {
                    self.warn(
                        offset,
                        "`:::` does not close the admonition at this nesting level".into(),
                        "`:::` at the same indentation as its opening line",
                    );
                }
            }
            None => {
                let hr = self.el("hr");
                self.jsx.void(hr, &[]);
                self.jsx.out.push('\n');
            }
        }
    }

    /// The published asset a relative `src` of this page names, if any.
    fn asset(&self, src: &str) -> Option<&content_model::assets::Asset> {
        let path = &self.ctx.source.path;
        let site = self.ctx.site;
        let target =
            content_model::assets::target_in(path, site.shown_path(path), src, |t| site.asset(t).is_some())?;
        site.asset(&target)
    }

    fn check_image(&mut self, src: &str, offset: usize) {
        if src.starts_with('/') && !src.starts_with("//") && self.ctx.site.static_file(src).is_none() {
            self.warn(
                offset,
                format!("image `{src}` is not in static/"),
                "a file under static/, referenced from the site root",
            );
        }
    }

    fn write_image(&mut self) {
        let Some((src, alt)) = self.image.take() else {
            return;
        };
        if !links::is_safe_url(&src, true) {
            return;
        }
        let (src, size) = match self.asset(&src) {
            Some(asset) => (asset.url.clone(), Some(asset.size)),
            None => (src.clone(), self.ctx.site.static_file(&src)),
        };
        let src = self.ctx.site.served_path(&src);
        let mut attrs = vec![("src", Attr::Str(src)), ("alt", Attr::Str(alt.clone()))];
        if let Some(Some((w, h))) = size {
            attrs.push(("width", Attr::Num(u64::from(w))));
            attrs.push(("height", Attr::Num(u64::from(h))));
        }
        attrs.push(("loading", Attr::Str("lazy".into())));
        attrs.push(("decoding", Attr::Str("async".into())));
        let zoom = self.zoomable();
        if zoom {
            self.open_zoom(&alt);
        }
        let img = self.el("img");
        self.jsx.void(img, &attrs);
        if zoom {
            self.jsx.close("button");
        }
    }

    /// A raw `<img>`: a relative `src` published as an asset (an `.mdx` import)
    /// gets its URL, and the file's size when none is written (no layout shift).
    fn raw_image(&mut self, attrs: &mut Vec<(&str, Attr)>, offset: usize) {
        let Some(Attr::Str(src)) = attrs.iter().find(|(n, _)| *n == "src").map(|(_, v)| v) else {
            return;
        };
        let src = src.clone();
        self.check_image(&src, offset);
        let (url, size) = match self.asset(&src) {
            Some(asset) => (asset.url.clone(), asset.size),
            None => (src.clone(), self.ctx.site.static_file(&src).flatten()),
        };
        let url = self.ctx.site.served_path(&url);
        for (name, value) in attrs.iter_mut() {
            if *name == "src" {
                *value = Attr::Str(url.clone());
            }
        }
        let sized = attrs.iter().any(|(n, _)| matches!(*n, "width" | "height"));
        if let (Some((w, h)), false) = (size, sized) {
            attrs.push(("width", Attr::Num(u64::from(w))));
            attrs.push(("height", Attr::Num(u64::from(h))));
        }
        attrs.push(("loading", Attr::Str("lazy".into())));
        attrs.push(("decoding", Attr::Str("async".into())));
    }

    fn link(&mut self, link_type: LinkType, dest: &str, title: &str, offset: usize) {
        let title_attr = (!title.is_empty()).then(|| ("title", Attr::Str(title.to_string())));
        if link_type == LinkType::Email {
            let mut attrs = vec![("href", Attr::Str(format!("mailto:{dest}")))];
            attrs.extend(title_attr);
            let a = self.el("a");
            self.jsx.open(a, &attrs);
            self.stack.push(Open::Link(a));
            return;
        }
        let target = self.ctx.site.resolve(&self.ctx.source.path, self.ctx.page_path, dest);
        let to = match target.clone() {
            LinkTarget::MissingDoc { looked_for, route } => {
                let message = format!("link to `{dest}`: there is no doc at {looked_for}");
                let expected = "a relative path to the .md file of a doc, post or page";
                let at = self.body.source_offset(offset);
                let found = match self.ctx.site.on_broken_markdown_links() {
                    OnBroken::Throw => Some(Diagnostic::error(self.ctx.source, at, message)),
                    OnBroken::Warn => Some(Diagnostic::warning(self.ctx.source, at, message)),
                    OnBroken::Ignore => None,
                };
                self.diagnostics.extend(found.map(|d| d.expected(expected)));
                Some(route)
            }
            LinkTarget::Internal(route) => Some(route),
            _ => None,
        };
        if let Some(to) = to {
            let (line, column) = self.ctx.source.line_col(self.body.source_offset(offset));
            self.links.push(ContentLink {
                file: self.ctx.source.path.clone(),
                source_line: self.ctx.source.text.lines().nth(line - 1).map(str::to_string),
                line,
                column,
                page: self.ctx.page_path.to_string(),
                to: to.clone(),
                written: dest.to_string(),
            });
            // The site's `a` is given the URL MDX gives it: the route with the base URL.
            let (name, mut attrs) = match self.routed {
                true => (self.el("a"), vec![("href", Attr::Str(self.ctx.site.served_path(&to)))]),
                false => (self.use_component("Link"), vec![("to", Attr::Str(to))]),
            };
            attrs.extend(title_attr);
            self.jsx.open(name, &attrs);
            self.stack.push(Open::Link(name));
        } else if let LinkTarget::External(_) | LinkTarget::FullLoad(_) = target {
            // A full page load stays a plain <a>: the theme's `a` would route it in the app.
            let a = if matches!(target, LinkTarget::External(_)) { self.el("a") } else { "a" };
            let mut attrs = match target {
                LinkTarget::FullLoad(path) => {
                    let href = if path.starts_with('/') { self.ctx.site.served_path(&path) } else { path };
                    vec![("href", Attr::Str(href)), ("data-nobrokenlinkcheck", Attr::Str(String::new()))]
                }
                LinkTarget::External(url) => vec![("href", Attr::Str(url))],
                _ => unreachable!("matched above"),
            };
            attrs.push(("target", Attr::Str("_blank".into())));
            attrs.push(("rel", Attr::Str("noopener noreferrer".into())));
            attrs.extend(title_attr);
            self.jsx.open(a, &attrs);
            self.stack.push(Open::Link(a));
        } else {
            self.warn(
                offset,
                format!("link to `{dest}` was removed: its scheme is not allowed"),
                "a link that runs no script: not javascript:, vbscript:, data:, file: or blob:",
            );
            self.jsx.open("span", &[]);
            self.stack.push(Open::Link("span"));
        }
    }

    fn html(&mut self, raw: &str, offset: usize) {
        let trimmed = raw.trim();
        if is_truncate_marker(trimmed) {
            // Inside a footnote the output goes to the footnote's own buffer: no cut there.
            if self.preview.is_none() && self.footnote_outer.is_empty() {
                let mut preview = self.jsx.out.clone();
                for open in self.stack.iter().rev() {
                    preview.push_str(&open.closing(self.in_table_head, self.routed));
                }
                self.preview = Some(preview);
            }
            return;
        }
        match component_name(trimmed) {
            Some("Glossary") => {
                let name = self.use_component("Glossary");
                self.jsx.void(name, &[("groups", Attr::Code("glossary".into()))]);
                return;
            }
            Some(other) => {
                self.warn(offset, format!("unknown component `<{other} />`"), "`<Glossary />`");
                return;
            }
            None => {}
        }
        for token in html::tokenize(raw) {
            match token {
                // Line breaks between tab tags are not content.
                Token::Text(text) if text.trim().is_empty() && self.holds_no_text() => {}
                Token::Text(text) if self.dropping == 0 => self.jsx.text(&text),
                Token::Text(_) => {}
                Token::Open { name, attrs, .. } if tabs::is_tabs_tag(&name) && self.dropping == 0 => {
                    self.open_tabs(&name, &attrs, offset)
                }
                Token::Open { name, attrs, self_closing } => {
                    self.raw_open(&name, &attrs, self_closing, offset)
                }
                Token::Close(name) if tabs::is_tabs_tag(&name) => self.close_tabs(&name, offset),
                Token::Close(name) => {
                    if html::drops_content(&name) {
                        self.dropping = self.dropping.saturating_sub(1);
                    } else {
                        // The `<tbody>` put around rows written straight into the table ends with it.
                        if name == "table" && matches!(self.stack.last(), Some(Open::ImplicitBody)) {
                            let open = self.stack.pop().expect("checked");
                            self.close(open);
                        }
                        if matches!(self.stack.last(), Some(Open::Raw(open)) if *open == name) {
                            let open = self.stack.pop().expect("checked");
                            self.close(open);
                        }
                    }
                }
            }
        }
    }

    /// Whether the open element takes no text (tabs, a table's rows): line breaks between its tags are not content.
    fn holds_no_text(&self) -> bool {
        match self.stack.last() {
            Some(Open::Tabs(_) | Open::ImplicitBody) => true,
            Some(Open::Raw(name)) => html::TABLE_PARTS.contains(&name.as_str()),
            _ => false,
        }
    }

    fn raw_open(
        &mut self,
        name: &str,
        attrs_written: &[(String, String)],
        self_closing: bool,
        offset: usize,
    ) {
        let attrs = attrs_written;
        let void = html::VOID.contains(&name) || self_closing;
        if html::drops_content(name) {
            if !void {
                self.dropping += 1;
            }
            self.warn(
                offset,
                format!("raw HTML `<{name}>` is not allowed and was left out with its content"),
                "Markdown, or the HTML tags listed in DESIGN.md",
            );
            return;
        }
        if self.dropping > 0 {
            return;
        }
        if !html::allowed_tag(name, self.in_html_block) {
            self.warn(
                offset,
                format!("raw HTML `<{name}>` is not allowed here and was left out"),
                "Markdown, or an allowed inline tag such as <kbd>, <sup> or <br>",
            );
            return;
        }
        let (kept, dropped) = html::safe_attrs(name, attrs);
        if !dropped.is_empty() {
            self.warn(
                offset,
                format!("attributes left out of `<{name}>`: {}", dropped.join(", ")),
                "attributes without scripts, styles or unsafe URLs",
            );
        }
        let mut attrs: Vec<(&str, Attr)> = kept
            .iter()
            .map(|(n, v)| (n.as_ref(), if n == "open" { Attr::Bool(true) } else { Attr::Str(v.clone()) }))
            .collect();
        if name == "img" {
            self.raw_image(&mut attrs, offset);
        }
        if name == "img" && !rich::marked_no_zoom(attrs_written) && self.zoomable() {
            let alt = attrs_written.iter().find(|(n, _)| n == "alt").map_or("", |(_, v)| v.as_str());
            self.open_zoom(alt);
            self.jsx.void(name, &attrs);
            self.jsx.close("button");
        } else if void {
            self.jsx.void(name, &attrs);
        } else {
            if name == "tr" && matches!(self.stack.last(), Some(Open::Raw(open)) if open == "table") {
                self.open_implicit_body();
            }
            self.jsx.open(name, &attrs);
            self.stack.push(Open::Raw(name.to_string()));
        }
    }

    /// Opens the `<tbody>` around a row written straight into a table (see [`Open::ImplicitBody`]).
    fn open_implicit_body(&mut self) {
        self.jsx.out.push_str("<tbody>");
        self.stack.push(Open::ImplicitBody);
    }

    fn footnote_number(&mut self, label: &str) -> usize {
        let next = self.footnote_numbers.len() + 1;
        *self.footnote_numbers.entry(label.to_string()).or_insert(next)
    }

    fn footnote_reference(&mut self, label: &str) {
        let n = self.footnote_number(label);
        let id = crate::names::fragment(label);
        let count = self.footnote_references.entry(label.to_string()).or_default();
        *count += 1;
        self.jsx.open("sup", &[("id", Attr::Str(footnote_reference_id(&id, *count)))]);
        self.jsx.open(
            "a",
            &[("href", Attr::Str(format!("#fn-{id}"))), ("className", Attr::Str("footnote-ref".into()))],
        );
        self.jsx.text(&n.to_string());
        self.jsx.close("a");
        self.jsx.close("sup");
    }

    fn write_footnotes(&mut self) {
        let mut notes = std::mem::take(&mut self.footnotes);
        notes.sort_by_key(|(label, _)| self.footnote_numbers.get(label).copied().unwrap_or(usize::MAX));
        self.jsx.open(
            "section",
            &[
                ("className", Attr::Str("footnotes".into())),
                ("aria-label", Attr::Str(self.ctx.site.texts().footnotes.into())),
            ],
        );
        self.jsx.open("ol", &[]);
        for (label, inner) in notes {
            // A definition nothing refers to is not shown, as remark-gfm leaves it out.
            let Some(&references) = self.footnote_references.get(&label) else { continue };
            let id = crate::names::fragment(&label);
            self.jsx.open("li", &[("id", Attr::Str(format!("fn-{id}")))]);
            self.jsx.out.push_str(&inner);
            // A way back to each reference: `↩`, then `↩²`, `↩³` (as GitHub and Docusaurus write them).
            for k in 1..=references {
                self.jsx.open(
                    "a",
                    &[
                        ("href", Attr::Str(format!("#{}", footnote_reference_id(&id, k)))),
                        ("aria-label", Attr::Str(self.ctx.site.texts().footnote_back.into())),
                    ],
                );
                self.jsx.text("↩");
                if k > 1 {
                    self.jsx.open("sup", &[]);
                    self.jsx.text(&k.to_string());
                    self.jsx.close("sup");
                }
                self.jsx.close("a");
            }
            self.jsx.close("li");
        }
        self.jsx.close("ol");
        self.jsx.close("section");
    }
}
