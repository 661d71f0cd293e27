//! The body of a doc or post file, `.md` or `.mdx`, with the checks both share.

use serde::de::DeserializeOwned;

use crate::LoadOptions;
use crate::diag::{Diagnostic, SourceFile};
use crate::files::escaping_references;
use crate::frontmatter::{self, Split};
use crate::json::Json;
use crate::markdown::{Body, parse_body};
use crate::mdx;
use crate::memo::ParseMemo;
use crate::revision::{FrontLastUpdate, PageOverrides};
use crate::service::ServiceFacts;
use crate::sources::Sources;

/// File extensions read as pages.
pub const PAGE_EXTENSIONS: [&str; 2] = [".md", ".mdx"];

/// `name` without its page extension, if it is a page.
pub fn page_stem(name: &str) -> Option<&str> {
    PAGE_EXTENSIONS.iter().find_map(|ext| name.strip_suffix(ext))
}

/// What every doc and post is read with: the site's files, the service
/// facts `{{service.*}}` expands to, and the build's options.
#[derive(Clone, Copy)]
pub struct PageInputs<'a> {
    pub sources: &'a Sources,
    pub service: &'a ServiceFacts,
    pub options: LoadOptions<'a>,
    pub markdown: &'a crate::config::MarkdownOptions,
}

/// The front-matter keys docs and posts share in meaning.
pub trait PageFront: DeserializeOwned + Default {
    fn draft(&self) -> bool;
    /// `last_update` and `custom_edit_url`, taken out to be checked.
    fn take_revision(&mut self) -> (Option<FrontLastUpdate>, Option<Option<String>>);
    /// Keys written that change nothing here, for the build's note.
    fn ignored_keys(&self) -> Vec<&'static str>;
}

/// The keys of `pairs` whose value is set, in order.
pub fn keys_set(pairs: &[(&'static str, bool)]) -> Vec<&'static str> {
    pairs.iter().filter_map(|&(key, set)| set.then_some(key)).collect()
}

/// A doc or post file as read: its text (service facts expanded), front
/// matter, checked revision keys and parsed body.
pub struct ReadPage<F> {
    pub source: SourceFile,
    pub front: F,
    pub overrides: PageOverrides,
    pub body: Body,
    /// The front matter's keys `F` does not read, kept for the theme (see [`frontmatter::parse_open`]).
    pub custom: Option<Json>,
}

/// A read page's file cut into front matter and body again, for the keys'
/// offsets (cut once already by [`PageInputs::read`], so it cuts).
pub fn split_again(source: &SourceFile) -> Split<'_> {
    frontmatter::split(source).expect("a page read once splits again")
}

/// The route a post's or a Markdown page's front-matter `slug` gives, under
/// `base` (from it, whether written with a leading `/` or not); a slug that
/// would leave `base` (`..`, a URL) is an error at its key, and `None`.
pub fn slug_route(
    source: &SourceFile,
    split: &Split<'_>,
    base: &str,
    slug: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<String> {
    crate::route::under(base, slug)
        .map_err(|refused| {
            let at = frontmatter::key_offset(split, "slug");
            let message = format!("`slug: {}` {}", slug.escape_debug(), refused.reason);
            diagnostics
                .push(Diagnostic::error(source, at, message).expected(crate::route::expected_under(base)));
        })
        .ok()
}

impl PageInputs<'_> {
    /// Reads the doc or post at `path`. None when a problem stops it (pushed to
    /// `diagnostics`) or when it is a draft this build leaves out; ignored keys
    /// are added to `ignored` with the file's path.
    pub fn read<F: PageFront>(
        &self,
        path: &str,
        diagnostics: &mut Vec<Diagnostic>,
        ignored: &mut Vec<(String, String)>,
    ) -> Option<ReadPage<F>> {
        let source = self.sources.read(path).map_err(|d| diagnostics.push(d)).ok()?;
        let source = self.service.expand(source).map_err(|d| diagnostics.extend(d)).ok()?;
        let split = frontmatter::split(&source).map_err(|d| diagnostics.push(d)).ok()?;
        let open = frontmatter::parse_open::<F>(&source, &split).map_err(|d| diagnostics.push(d)).ok()?;
        diagnostics.extend(near_misses::<F>(&source, &open.others));
        let custom = open.others_object();
        let mut front = open.front;
        if front.draft() && !self.options.drafts {
            return None;
        }
        ignored.extend(front.ignored_keys().into_iter().map(|k| (k.to_string(), source.path.clone())));
        let (last_update, edit_url) = front.take_revision();
        let overrides = PageOverrides::read(&source, &split, last_update, edit_url)
            .map_err(|d| diagnostics.push(d))
            .ok()?;
        let format = self.format_of(&source, &split, diagnostics);
        let body = read_body(
            self.sources,
            &source,
            split.body,
            split.body_offset,
            Reading { format, syntax: self.markdown.syntax() },
            self.options.memo,
            diagnostics,
        );
        Some(ReadPage { source, front, overrides, body, custom })
    }
}

/// A warning for each kept key a letter or two away from a key the page reads
/// (`titel`): most likely a misspelling, though Docusaurus would keep it too.
fn near_misses<F: PageFront>(source: &SourceFile, others: &[frontmatter::OtherKey]) -> Vec<Diagnostic> {
    let declared = frontmatter::declared_keys::<F>();
    others
        .iter()
        .filter_map(|other| {
            let key = other.key.as_str();
            let (distance, closest) =
                declared.iter().map(|known| (strsim::damerau_levenshtein(key, known), *known)).min()?;
            // A short key is a word of its own more often than a slip (`uid` beside `id`).
            (distance <= 2 && distance * 4 <= key.chars().count()).then(|| {
                Diagnostic::warning(
                    source,
                    other.at,
                    format!(
                        "front-matter key `{key}` is not one this generator reads: did you mean `{closest}`?"
                    ),
                )
                .expected(format!(
                    "`{closest}`; a key of the site's own is kept for the theme, as Docusaurus keeps it"
                ))
            })
        })
        .collect()
}

/// The heading levels a page's table of contents lists: its front matter's
/// `toc_min_heading_level` and `toc_max_heading_level` (2 and 3 unless written),
/// each an error when out of 2..=6 or when the minimum is above the maximum.
pub fn checked_toc_range(
    source: &SourceFile,
    split: &Split<'_>,
    (min, max): (Option<u8>, Option<u8>),
    [default_min, default_max]: [u8; 2],
    diagnostics: &mut Vec<Diagnostic>,
) -> (u8, u8) {
    let (min, max) = (min.unwrap_or(default_min), max.unwrap_or(default_max));
    for (key, value) in [("toc_min_heading_level", min), ("toc_max_heading_level", max)] {
        if !(2..=6).contains(&value) {
            let at = frontmatter::key_offset(split, key);
            diagnostics.push(
                Diagnostic::error(source, at, format!("`{key}` is {value}"))
                    .expected("a heading level from 2 to 6"),
            );
        }
    }
    if min > max {
        let at = frontmatter::key_offset(split, "toc_min_heading_level");
        diagnostics.push(
            Diagnostic::error(
                source,
                at,
                format!("`toc_min_heading_level` ({min}) is above `toc_max_heading_level` ({max})"),
            )
            .expected("a minimum at or below the maximum"),
        );
    }
    (min, max)
}

/// The `mdx` front-matter key of Docusaurus 3 (`mdx: {format: md}`).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MdxFront {
    pub format: Option<String>,
}

/// How a page's body is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BodyFormat {
    /// CommonMark (with GFM tables, footnotes, admonitions, …).
    Markdown,
    /// MDX 3, compiled.
    Mdx,
    /// MDX compiled the same way, for a Docusaurus 2 site: what MDX 3 rejects
    /// and MDX 1 took as text is read as text (`markdown.mdx1`).
    Mdx1,
    /// MDX compiled the same way, kept to what runs none of the author's code
    /// (`markdown.static_mdx`): anything else an error.
    StaticMdx,
}

impl PageInputs<'_> {
    /// The format of a page: its front matter's `format` (`md`, `mdx` or
    /// `detect`), else the site's `markdown.format`; `detect` reads `.mdx` as
    /// MDX and anything else as CommonMark.
    pub(crate) fn format_of(
        &self,
        source: &SourceFile,
        split: &frontmatter::Split<'_>,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> BodyFormat {
        #[derive(serde::Deserialize, Default)]
        struct FormatKey {
            format: Option<String>,
            mdx: Option<MdxFront>,
        }
        // Most pages have no `format`: their front matter is not read a second time.
        let written = if split.yaml.contains("format") {
            frontmatter::parse::<FormatKey>(source, split)
                .ok()
                .and_then(|f| f.mdx.and_then(|m| m.format).or(f.format))
        } else {
            None
        };
        let is_mdx_file = source.path.ends_with(".mdx");
        let mdx = match written.as_deref() {
            Some("md") => false,
            Some("mdx") => true,
            Some("detect") => is_mdx_file,
            Some(other) => {
                let at = frontmatter::key_offset(split, "format");
                diagnostics.push(
                    Diagnostic::error(source, at, format!("`format: {other}` is not a format"))
                        .expected("`md`, `mdx` or `detect`"),
                );
                is_mdx_file
            }
            // The page's own `format` wins, then the site's unless it is `detect`, then the extension (as Docusaurus decides).
            None => match self.markdown.format {
                crate::config::SiteFormat::Mdx => true,
                crate::config::SiteFormat::Md => false,
                crate::config::SiteFormat::Detect => is_mdx_file,
            },
        };
        match (mdx, self.markdown.static_mdx, self.markdown.mdx1) {
            (false, ..) => BodyFormat::Markdown,
            (true, true, _) => BodyFormat::StaticMdx,
            (true, false, true) => BodyFormat::Mdx1,
            (true, false, false) => BodyFormat::Mdx,
        }
    }
}

/// How a body is read: its format, and the site's syntax beyond CommonMark.
#[derive(Debug, Clone, Copy)]
pub struct Reading<'a> {
    pub format: BodyFormat,
    pub syntax: crate::markdown::Syntax<'a>,
}

/// Parses the body of a page in its format.
pub fn read_body(
    sources: &Sources,
    source: &SourceFile,
    body: &str,
    offset: usize,
    reading: Reading<'_>,
    memo: Option<&ParseMemo>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Body {
    let Reading { format, syntax } = reading;
    let parse = || parse(source, body, offset, format, syntax);
    let (parsed, problems) = match memo {
        Some(memo) => memo.get_or_parse(ParseMemo::key(source, body, offset, format, syntax), parse),
        None => parse(),
    };
    diagnostics.extend(problems);
    diagnostics.extend(escaping_references(sources, source, &parsed));
    parsed
}

/// A body read in its format, and the problems found reading it: a function
/// of the file's path, text and format alone (see [`ParseMemo::key`]).
fn parse(
    source: &SourceFile,
    body: &str,
    offset: usize,
    format: BodyFormat,
    syntax: crate::markdown::Syntax,
) -> (Body, Vec<Diagnostic>) {
    match format {
        BodyFormat::Mdx => crate::markdown::parse_mdx_body(source, body, offset, syntax),
        BodyFormat::Mdx1 => crate::markdown::parse_mdx1_body(source, body, offset, syntax),
        BodyFormat::StaticMdx => crate::markdown::parse_static_mdx_body(source, body, offset, syntax),
        BodyFormat::Markdown => parse_body(source, &mdx::without_comments(body), offset, syntax),
    }
}

/// Where a page's Markdown twin is published: its route plus `.md` (`/` becomes `/index.md`).
pub fn markdown_twin_path(route: &str) -> String {
    crate::route::file_for(route, "", "md")
}
