//! The Markdown twin of a page (`/guide/intro.md` beside `/guide/intro`):
//! the source made readable without the site, for people who paste a page into
//! an assistant and for tools that read `llms.txt`.
//!
//! Made from the parsed body, so it says what the page says: service facts
//! are already expanded by the loader, admonitions become quotes with their
//! Korean label, tabs become bold labels over their content, `.mdx` imports
//! and comments are gone, and every link and image is absolute.

use std::fmt::Write;

use codegen::i18n::{self, Texts};
use content_model::links::{self, LinkTarget};
use content_model::markdown::{Body, Marker};
use content_model::markdown_pages::MarkdownPage;
use content_model::page::markdown_twin_path;
use content_model::{Doc, Post, Site, SourceFile};
use pulldown_cmark::{Event, LinkType, Tag};

/// Marks an admonition's first line (label, separator, title) until the quote pass.
const OPEN: char = '\u{E000}';
const TITLE: char = '\u{E002}';
/// Marks an admonition's last line.
const CLOSE: char = '\u{E001}';

/// What the theme calls each admonition kind, in the site's language.
fn admonition_label(texts: &Texts, kind: &str) -> &'static str {
    match kind {
        "tip" => texts.admonition_tip,
        "info" => texts.admonition_info,
        "warning" | "caution" => texts.admonition_warning,
        "danger" => texts.admonition_danger,
        _ => texts.admonition_note,
    }
}

/// A page's twin. Kept between builds by xtask, under [`TwinSource::inputs`].
#[derive(Clone, serde::Serialize, serde::Deserialize)]
pub struct Twin {
    /// The page's route, e.g. `/guide/intro`.
    pub route: String,
    /// Where it is published, e.g. `/guide/intro.md`.
    pub path: String,
    pub text: String,
    /// Where the Markdown after the front matter starts in `text`.
    content_start: usize,
}

impl Twin {
    /// The page's Markdown without its front matter (what `llms-full.txt` holds).
    pub fn content(&self) -> &str {
        &self.text[self.content_start..]
    }
}

/// The twin of every doc (in the site's order), then of every post, then of every Markdown page.
pub fn twins(site: &Site) -> Vec<Twin> {
    sources(site).iter().map(TwinSource::make).collect()
}

/// The pages that have a twin, in the order of [`twins`].
pub fn sources(site: &Site) -> Vec<TwinSource<'_>> {
    let docs = site.docs.iter().map(|doc| TwinSource::of_doc(site, doc));
    let posts = site.posts.iter().map(|post| TwinSource::of_post(site, post));
    let pages = site.markdown_pages.iter().map(|page| TwinSource::of_markdown_page(site, page));
    docs.chain(posts).chain(pages).collect()
}

/// One page, ready to be made into its twin.
pub struct TwinSource<'a> {
    site: &'a Site,
    page: Page<'a>,
    source: &'a SourceFile,
    body: &'a Body,
}

impl<'a> TwinSource<'a> {
    pub fn of_doc(site: &'a Site, doc: &'a Doc) -> Self {
        let page = Page { title: &doc.meta.title, description: &doc.meta.description, path: &doc.meta.path };
        // A generated index's cards, as the list of entries they show.
        TwinSource {
            site,
            page,
            source: &doc.source,
            body: doc.generated_index.as_ref().unwrap_or(&doc.body),
        }
    }

    pub fn of_post(site: &'a Site, post: &'a Post) -> Self {
        let page =
            Page { title: &post.meta.title, description: &post.meta.description, path: &post.meta.path };
        TwinSource { site, page, source: &post.source, body: &post.body }
    }

    /// A Markdown page of `src/pages`; one with no title (front matter or heading) is titled by the site.
    pub fn of_markdown_page(site: &'a Site, page: &'a MarkdownPage) -> Self {
        let title = if page.meta.title.is_empty() { &site.config.title } else { &page.meta.title };
        let page_of = Page { title, description: &page.meta.description, path: &page.meta.path };
        TwinSource { site, page: page_of, source: &page.source, body: &page.body }
    }

    pub fn route(&self) -> &str {
        self.page.path
    }

    /// Every text the twin is made from besides [`site_context`]: the same
    /// texts under the same context make the same twin.
    pub fn inputs(&self) -> [&str; 5] {
        [self.page.title, self.page.description, self.page.path, &self.source.path, &self.body.text]
    }

    pub fn make(&self) -> Twin {
        twin_of(&self.page, &content(self.site, &self.page, self.source, self.body))
    }
}

/// What a twin reads from the site besides its own page: the site's address,
/// the route of each doc by its file (links to `.md` files), the assets'
/// addresses, the glossary and the language of the words it adds.
pub fn site_context(site: &Site) -> String {
    let mut out = format!("{}\n{}\n", site.config.root_url(), i18n::texts(site).folder);
    for doc in &site.docs {
        let _ = writeln!(out, "{}\t{}", doc.source.path, doc.meta.path);
    }
    for (file, asset) in &site.assets {
        let _ = writeln!(out, "{file}\t{}", asset.url);
    }
    out.push_str(&serde_json::to_string(&site.glossary).expect("the glossary serialises"));
    out
}

struct Page<'a> {
    title: &'a str,
    description: &'a str,
    path: &'a str,
}

/// The content under front matter reduced to the title and description (JSON strings are valid YAML scalars).
fn twin_of(page: &Page<'_>, content: &str) -> Twin {
    let quote = |s: &str| serde_json::to_string(s).expect("strings serialise");
    let mut text =
        format!("---\ntitle: {}\ndescription: {}\n---\n\n", quote(page.title), quote(page.description));
    let content_start = text.len();
    text.push_str(content);
    Twin { route: page.path.to_string(), path: markdown_twin_path(page.path), text, content_start }
}

/// The body as clean Markdown, headed by `# title` when the body has none.
fn content(site: &Site, page: &Page<'_>, source: &SourceFile, body: &Body) -> String {
    let mut out = String::new();
    if body.title_heading.is_none() {
        let _ = writeln!(out, "# {}\n", page.title);
    }
    out.push_str(quote_admonitions(&apply(&body.text, edits(site, page, source, body))).trim());
    out.push('\n');
    out
}

/// Replacements of byte ranges of the body text, found from its events.
fn edits(
    site: &Site,
    page: &Page<'_>,
    source: &SourceFile,
    body: &Body,
) -> Vec<(std::ops::Range<usize>, String)> {
    let base = site.config.root_url();
    // An MDX body's `import`/`export` blocks are code, not text to read.
    let mut edits: Vec<_> =
        body.esm.iter().map(|esm| (esm.at..esm.at + esm.code.len(), String::new())).collect();
    for (event, range) in body.events() {
        let content_model::markdown::Ev::Md(event) = event else { continue };
        let raw = &body.text[range.clone()];
        match event {
            Event::Rule => match body.marker_at(range.start) {
                Some(Marker::Open { kind, title }) => {
                    let (kind, title) = content_model::markdown::admonition_shown(kind, title.as_deref());
                    let label = admonition_label(i18n::texts(site), kind);
                    edits.push((range, format!("{OPEN}{label}{TITLE}{}\n", title.unwrap_or(""))));
                }
                Some(Marker::Close) => edits.push((range, format!("{CLOSE}\n"))),
                None => {}
            },
            Event::Html(html) | Event::InlineHtml(html) => {
                if let Some(text) = component(site, html.trim()) {
                    edits.push((range, text));
                }
            }
            Event::Start(Tag::Paragraph) if is_import_paragraph(raw) => edits.push((range, String::new())),
            Event::Start(Tag::Link { link_type, dest_url, .. }) => {
                if matches!(link_type, LinkType::Autolink | LinkType::Email) {
                    continue;
                }
                let absolute = match links::resolve(site, &source.path, page.path, &dest_url) {
                    LinkTarget::Internal(route) | LinkTarget::MissingDoc { route, .. } => {
                        format!("{base}{route}")
                    }
                    // A script URL never leaves the site, not even as text to paste.
                    LinkTarget::Unsafe => String::new(),
                    LinkTarget::FullLoad(path) if path.starts_with('/') => format!("{base}{path}"),
                    LinkTarget::External(_) | LinkTarget::FullLoad(_) => continue,
                };
                edits.extend(destination(raw, &dest_url, range.start, absolute));
            }
            Event::Start(Tag::Image { dest_url, .. })
                if dest_url.starts_with('/') && !dest_url.starts_with("//") =>
            {
                edits.extend(destination(raw, &dest_url, range.start, format!("{base}{dest_url}")));
            }
            _ => {}
        }
    }
    edits
}

/// The range of a link's written destination (the last `](dest` in its source) and its replacement.
fn destination(
    raw: &str,
    dest: &str,
    start: usize,
    replacement: String,
) -> Option<(std::ops::Range<usize>, String)> {
    let at = raw
        .rfind(&format!("]({dest}"))
        .map(|i| i + 2)
        .or_else(|| raw.rfind(&format!("](<{dest}>")).map(|i| i + 3))?;
    Some((start + at..start + at + dest.len(), replacement))
}

/// What a line of raw HTML or JSX becomes: tabs become their labels, the
/// glossary its terms, comments and the truncate marker nothing; `None` keeps it.
fn component(site: &Site, html: &str) -> Option<String> {
    if html.starts_with("<!--") && html.ends_with("-->") {
        return Some(String::new());
    }
    if html.starts_with("<Tabs") || html == "</Tabs>" || html == "</TabItem>" {
        return Some(String::new());
    }
    if html.starts_with("<TabItem") {
        let label = attribute(html, "label").or_else(|| attribute(html, "value")).unwrap_or_default();
        return Some(format!("**{label}**\n"));
    }
    if html.starts_with("<Glossary") {
        return Some(glossary(site));
    }
    None
}

/// The value of `name="…"` (or `'…'`) in a tag.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let mut rest = tag;
    while let Some(at) = rest.find(name) {
        let before = rest[..at].chars().last();
        let after = rest[at + name.len()..].trim_start();
        rest = &rest[at + name.len()..];
        if !before.is_some_and(char::is_whitespace) {
            continue;
        }
        let Some(value) = after.strip_prefix('=').map(str::trim_start) else { continue };
        let quote = value.chars().next()?;
        if quote != '"' && quote != '\'' {
            continue;
        }
        return value[1..].split(quote).next().map(str::to_string);
    }
    None
}

/// `import Tabs from '@theme/Tabs';` lines that a `.md` file may carry.
fn is_import_paragraph(text: &str) -> bool {
    text.lines().filter(|l| !l.trim().is_empty()).all(|line| {
        let line = line.trim();
        line.starts_with("import ")
            && ["'@theme/", "\"@theme/", "'@docusaurus/", "\"@docusaurus/"].iter().any(|m| line.contains(m))
    })
}

/// The glossary as a list per initial.
fn glossary(site: &Site) -> String {
    let mut out = String::new();
    for group in &site.glossary {
        let _ = writeln!(out, "## {}\n", group.initial);
        for term in &group.terms {
            let _ = write!(out, "- **{}** ({}): {}", term.ko, term.en, term.points.join(" "));
            if let Some(see) = &term.see {
                let _ = write!(out, " ({}: {see})", i18n::texts(site).see_also);
            }
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// Applies non-overlapping replacements (later overlapping ones are dropped).
fn apply(text: &str, mut edits: Vec<(std::ops::Range<usize>, String)>) -> String {
    edits.sort_by_key(|(range, _)| range.start);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (range, replacement) in edits {
        if range.start < at {
            continue;
        }
        out.push_str(&text[at..range.start]);
        out.push_str(&replacement);
        at = range.end;
    }
    out.push_str(&text[at..]);
    out
}

/// Turns the admonition marks into block quotes (nested ones into nested quotes).
fn quote_admonitions(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut depth = 0usize;
    let prefix = |depth: usize| "> ".repeat(depth);
    for line in text.lines() {
        if let Some(open) = line.strip_prefix(OPEN) {
            let (label, title) = open.split_once(TITLE).unwrap_or((open, ""));
            let heading = if title.trim().is_empty() {
                format!("**{label}**")
            } else {
                format!("**{label}: {}**", title.trim())
            };
            depth += 1;
            let _ = writeln!(out, "{}{heading}\n{}", prefix(depth), prefix(depth).trim_end());
        } else if line.starts_with(CLOSE) {
            depth = depth.saturating_sub(1);
            // A blank line, so what follows is not read as part of the quote.
            let _ = writeln!(out, "{}", prefix(depth).trim_end());
        } else if line.trim().is_empty() {
            let _ = writeln!(out, "{}", prefix(depth).trim_end());
        } else {
            let _ = writeln!(out, "{}{line}", prefix(depth));
        }
    }
    // Runs of blank lines (in or out of a quote) left by removed tags, collapsed to one.
    let mut tidy = String::with_capacity(out.len());
    let mut previous: Option<&str> = None;
    for line in out.lines() {
        let blank = line.chars().all(|c| c == '>' || c == ' ');
        if !(blank && previous == Some(line)) {
            tidy.push_str(line);
            tidy.push('\n');
        }
        previous = Some(line);
    }
    tidy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_are_read_with_either_quote() {
        assert_eq!(
            attribute(r#"<TabItem value="win" label="Windows">"#, "label").as_deref(),
            Some("Windows")
        );
        assert_eq!(attribute("<TabItem value='a' default>", "value").as_deref(), Some("a"));
        assert_eq!(attribute("<TabItem xlabel=\"no\">", "label"), None);
    }

    #[test]
    fn admonitions_become_labelled_quotes() {
        let text = format!("앞\n\n{OPEN}팁{TITLE}제목\n\n안쪽\n\n{CLOSE}\n\n뒤\n");
        assert_eq!(quote_admonitions(&text), "앞\n\n> **팁: 제목**\n>\n> 안쪽\n>\n\n뒤\n");
    }

    #[test]
    fn only_theme_imports_are_dropped() {
        assert!(is_import_paragraph(
            "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n"
        ));
        assert!(!is_import_paragraph("import 문으로 시작하는 문장입니다."));
    }
}

#[cfg(test)]
mod fixture_tests {
    use super::*;
    use std::path::Path;

    fn fixture() -> Site {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/site");
        site_loader::load(&root).site.expect("the fixture loads")
    }

    #[test]
    fn twins_are_clean_markdown_with_absolute_links() {
        let site = fixture();
        let base = site.config.url.clone();
        for doc in &site.docs {
            let twin = TwinSource::of_doc(&site, doc).make();
            let text = twin.text.as_str();
            assert!(text.starts_with("---\ntitle: "), "{text}");
            assert!(text.ends_with(twin.content()) && twin.content().starts_with('#'), "{text}");
            for leftover in
                ["<Tabs", "<TabItem", "import Tabs", "{/*", "<!-- truncate", "<Glossary", "\u{E000}"]
            {
                assert!(!text.contains(leftover), "{leftover} left in {}:\n{text}", doc.meta.path);
            }
            for (event, _) in pulldown_cmark::Parser::new(text).into_offset_iter() {
                if let Event::Start(Tag::Link { dest_url, link_type, .. }) = event {
                    let url = dest_url.to_string();
                    let absolute = url.starts_with("https://")
                        || url.starts_with("http://")
                        || url.starts_with("mailto:");
                    assert!(
                        absolute || url.is_empty() || link_type == LinkType::Email,
                        "{url} in {} is not absolute",
                        doc.meta.path
                    );
                }
            }
        }
        let tabs = site.docs.iter().find(|d| d.body.text.contains("<TabItem")).expect("a doc with tabs");
        let text = TwinSource::of_doc(&site, tabs).make().text;
        assert!(text.contains("**Windows**\n\nPowerShell에서 실행합니다."), "{text}");
        assert!(text.contains("**macOS/Linux**"), "{text}");
        let linked =
            site.docs.iter().find(|d| d.body.text.contains("](../index.md)")).expect("a relative link");
        let text = TwinSource::of_doc(&site, linked).make().text;
        assert!(text.contains(&format!("]({base}/guide)")), "{text}");
        let admonition =
            site.docs.iter().find(|d| !d.body.markers.is_empty()).expect("a doc with an admonition");
        let text = TwinSource::of_doc(&site, admonition).make().text;
        assert!(text.contains("> **"), "{text}");
    }
}

#[cfg(test)]
mod generated_index_tests {
    use super::*;
    use content_model::testing::SiteBuilder;

    #[test]
    fn a_generated_indexs_twin_lists_its_entries_instead_of_the_cards_element() {
        let site = SiteBuilder::minimal()
            .file(
                "content/docs/guide/_category_.json",
                r#"{"label": "안내", "link": {"type": "generated-index", "description": "처음 읽을 {문서}"}}"#,
            )
            .file("content/docs/guide/a.md", "---\ndescription: 첫 문서\n---\n# 가\n\n본문\n")
            .site();
        let base = site.config.root_url();
        let index = site.docs.iter().find(|d| d.generated_index.is_some()).expect("the generated index");
        assert!(index.body.text.contains("<DocCardList"), "the page shows cards");
        let text = TwinSource::of_doc(&site, index).make().text;
        assert!(!text.contains("DocCardList"), "{text}");
        // Markdown, with the description's characters escaped as Markdown escapes them.
        assert!(text.contains("처음 읽을 \\{문서}"), "{text}");
        assert!(text.contains(&format!("- [가](<{base}/guide/a>): 첫 문서")), "{text}");
    }
}
