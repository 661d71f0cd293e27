//! The blog: posts named `YYYY-MM-DD-slug.md` (or `…/index.md`), `authors.yml`, `tags.yml`,
//! with every front-matter key Docusaurus 3 documents for a post.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::config::{BlogOptions, OnBroken};
use crate::description;
use crate::diag::{Diagnostic, SourceFile};
use crate::files::not_published;
use crate::frontmatter;
use crate::markdown::Body;
use crate::mdx::partials::is_partial_name;
use crate::meta::{AuthorMeta, AuthorSocial, NavLink, PostMeta, TagMeta, TocItem};
use crate::page::{PageFront, PageInputs, ReadPage, keys_set, page_stem, slug_route, split_again};
use crate::revision::{FrontLastUpdate, PageOverrides, edit_url_override};
use crate::route;
use crate::sources::{Sources, join};
use crate::tags::{self, OneOrMany, TagRef, kebab_case};

/// Front matter of a post (Docusaurus-compatible keys).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostFrontMatter {
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub slug: Option<String>,
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub title: Option<String>,
    pub authors: Option<OneOrMany<AuthorRef>>,
    pub tags: Option<OneOrMany<TagRef>>,
    pub date: Option<String>,
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub description: Option<String>,
    // The rest of what Docusaurus 3 documents for a post, with the same meaning.
    #[serde(default, deserialize_with = "frontmatter::texts")]
    pub keywords: Option<Vec<String>>,
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub image: Option<String>,
    /// The page's `<title>` when it should differ from the heading.
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub title_meta: Option<String>,
    pub hide_table_of_contents: Option<bool>,
    /// How the body is read (`md`, `mdx` or `detect`; see `PageInputs::format_of`).
    pub format: Option<String>,
    /// Docusaurus' own key for the same: `mdx: {format: md}`.
    pub mdx: Option<crate::page::MdxFront>,
    pub toc_min_heading_level: Option<u8>,
    pub toc_max_heading_level: Option<u8>,
    pub draft: Option<bool>,
    pub unlisted: Option<bool>,
    /// The single-author keys of Docusaurus 1 and 2, still read by 3.
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub author: Option<String>,
    #[serde(alias = "authorTitle")]
    pub author_title: Option<String>,
    #[serde(alias = "authorURL")]
    pub author_url: Option<String>,
    #[serde(alias = "authorImageURL")]
    pub author_image_url: Option<String>,
    // Accepted with no effect here (listed in the build's note).
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub id: Option<String>,
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub sidebar_label: Option<String>,
    // The page's date and edit link (see crate::revision).
    pub last_update: Option<FrontLastUpdate>,
    #[serde(default, deserialize_with = "edit_url_override")]
    pub custom_edit_url: Option<Option<String>>,
}

impl PageFront for PostFrontMatter {
    fn draft(&self) -> bool {
        self.draft == Some(true)
    }

    fn take_revision(&mut self) -> (Option<FrontLastUpdate>, Option<Option<String>>) {
        (self.last_update.take(), self.custom_edit_url.take())
    }

    fn ignored_keys(&self) -> Vec<&'static str> {
        keys_set(&[("id", self.id.is_some()), ("sidebar_label", self.sidebar_label.is_some())])
    }
}

/// An author of a post: a key of `authors.yml`, or written in place.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum AuthorRef {
    Key(#[serde(deserialize_with = "frontmatter::plain_text")] String),
    Inline(AuthorFields),
}

/// An author as written, in `authors.yml` or in a post. One type for both, so
/// the shared keys are declared once; the keys only one place takes are
/// checked after reading ([`AuthorFields::misplaced`]). Other keys (a
/// Docusaurus 2 site's `twitter:`) are accepted and unused, as Docusaurus
/// accepts them (its schemas allow unknown keys) and its theme shows none.
#[derive(Debug, Default, Deserialize)]
pub struct AuthorFields {
    /// In a post: the `authors.yml` entry this one overrides.
    key: Option<String>,
    name: Option<String>,
    title: Option<String>,
    url: Option<String>,
    #[serde(alias = "imageURL")]
    image_url: Option<String>,
    email: Option<String>,
    socials: Option<BTreeMap<String, String>>,
    /// In `authors.yml`: only kept for the author page's text, shown under the name.
    description: Option<String>,
    /// In `authors.yml`: whether the author has a page of their posts.
    #[serde(default)]
    page: AuthorPage,
}

impl AuthorFields {
    /// The keys written where they do not belong: `key` in `authors.yml`,
    /// `description` or `page` in a post.
    fn misplaced(&self, in_post: bool) -> Vec<&'static str> {
        let keys = if in_post {
            [("description", self.description.is_some()), ("page", !matches!(self.page, AuthorPage::None))]
                .to_vec()
        } else {
            [("key", self.key.is_some())].to_vec()
        };
        keys.into_iter().filter(|(_, set)| *set).map(|(key, _)| key).collect()
    }

    /// The warning for [`misplaced`](Self::misplaced) keys, or `None` when there are none:
    /// they are left unused, as Docusaurus leaves keys it does not read (its schemas allow them).
    fn misplaced_warning(&self, in_post: bool, file: &SourceFile, at: usize) -> Option<Diagnostic> {
        let keys = self.misplaced(in_post);
        let first = keys.first()?;
        let (here, there) = if in_post {
            ("an author written in a post", "content/blog/authors.yml")
        } else {
            ("authors.yml", "an author written in a post")
        };
        Some(
            Diagnostic::warning(file, at, format!("`{first}` is not a key of {here} and is not used"))
                .expected(format!("`{first}` only in {there}")),
        )
    }
}

/// `page: true`, or `page: {permalink: /team/kim}`.
#[derive(Debug, Deserialize, Default)]
#[serde(untagged)]
enum AuthorPage {
    #[default]
    None,
    On(bool),
    At {
        permalink: String,
    },
}

#[derive(Debug)]
pub struct Post {
    pub source: SourceFile,
    pub body: Body,
    pub meta: PostMeta,
    /// Built, but kept out of lists, feeds, the sitemap and search (`unlisted: true`).
    pub unlisted: bool,
    /// The post's `title_meta`, `keywords` and `image`, for its page head.
    pub title_meta: Option<String>,
    pub keywords: Vec<String>,
    pub image: Option<String>,
    /// `last_update` and `custom_edit_url` of the front matter.
    pub overrides: PageOverrides,
    /// Which blog it is in: 0 for the first, `k` for [`crate::Site::other_blogs`]`[k - 1]`.
    pub blog: usize,
}

/// A further blog instance: its settings, authors and tags (its posts are in
/// [`crate::Site::posts`] with the others, marked by [`Post::blog`]).
#[derive(Debug)]
pub struct OtherBlog {
    pub id: String,
    /// Its folder in the site.
    pub dir: String,
    pub options: BlogOptions,
    pub authors: Vec<AuthorMeta>,
    pub tags: Vec<TagMeta>,
}

pub struct Blog {
    pub posts: Vec<Post>,
    pub authors: Vec<AuthorMeta>,
    pub tags: Vec<TagMeta>,
    /// Keys accepted without effect here, with their file.
    pub ignored: Vec<(String, String)>,
}

/// The authors and tags posts may name, grown by the tags that posts bring in,
/// and how post addresses are made.
struct Catalog {
    authors: BTreeMap<String, AuthorMeta>,
    tags: tags::Catalog,
    ignored: Vec<(String, String)>,
    /// `[blog] dated_paths` of site.toml: a dated file name gives `/blog/YYYY/MM/DD/name`.
    dated_paths: bool,
    /// Where posts live (`routeBasePath`): `/blog`.
    base: String,
    /// What a post without a truncate marker is (`onUntruncatedBlogPosts`).
    on_untruncated: OnBroken,
    /// What an author written out in a post is (`onInlineAuthors`).
    on_inline_authors: OnBroken,
    /// The authors file, as messages name it (`authorsMapPath` in the blog folder).
    authors_file: String,
    /// Whether it exists (a site may make it with a script before building).
    authors_file_exists: bool,
    /// Whether posts show their reading time (`showReadingTime`).
    show_reading_time: bool,
    /// Whether by Docusaurus' rule (`BlogOptions::docusaurus_reading_time`).
    docusaurus_reading_time: bool,
}

/// Loads `content/blog` with site.toml's `[blog]` settings; posts come out newest
/// first. `inputs.options.drafts` builds `draft: true` posts too (`dev`); production leaves them out.
pub fn load(inputs: PageInputs, dir: &str, blog: &BlogOptions, diagnostics: &mut Vec<Diagnostic>) -> Blog {
    let sources = inputs.sources;
    let mut ignored = Vec::new();
    let authors_base = blog.under(&blog.authors_base);
    let authors_file = join(dir, &blog.authors_map);
    let authors = load_authors(sources, &authors_file, &authors_base, &mut ignored, diagnostics);
    let mut tags =
        tags::Catalog::load(sources, &join(dir, tags::TAGS_FILE), &blog.under(&blog.tags_base), diagnostics);
    tags.on_inline = blog.on_inline_tags;
    let mut posts = Vec::new();
    if !sources.is_dir(dir) {
        return Blog { posts, authors: Vec::new(), tags: Vec::new(), ignored };
    }
    let mut catalog = Catalog {
        authors,
        tags,
        ignored,
        dated_paths: blog.dated_paths,
        base: blog.route_base.clone(),
        on_untruncated: blog.on_untruncated,
        on_inline_authors: blog.on_inline_authors,
        authors_file_exists: sources.exists(&authors_file),
        authors_file,
        show_reading_time: blog.show_reading_time,
        docusaurus_reading_time: blog.docusaurus_reading_time,
    };
    // Folders, with the path from the blog folder their posts' names start with:
    // as in Docusaurus, a post may sit in folders of any depth (`proposals/2024-01-01-x.md`).
    let mut folders = vec![(dir.to_string(), String::new())];
    while let Some((folder, prefix)) = folders.pop() {
        for entry in sources.list(&folder) {
            if is_partial_name(&entry.name) {
                // Partials and what they use are never posts (as in Docusaurus).
                continue;
            }
            let (path, name) = if entry.is_dir && !has_index(sources, &entry.path) {
                folders.push((entry.path.clone(), format!("{prefix}{}/", entry.name)));
                continue;
            } else if entry.is_dir {
                let Some(index) = folder_post(sources, &entry.path, diagnostics) else {
                    continue;
                };
                (index, format!("{prefix}{}", entry.name))
            } else if let Some(stem) = page_stem(&entry.name) {
                (entry.path.clone(), format!("{prefix}{stem}"))
            } else {
                let data = entry.name == blog.authors_map || DATA_FILES.contains(&entry.name.as_str());
                if !(prefix.is_empty() && data) {
                    diagnostics.push(not_published(&entry.path));
                }
                continue;
            };
            // Outside the plugin's `include`/`exclude`: passed over, as Docusaurus passes it over.
            if blog.files.left_out(path.strip_prefix(dir).unwrap_or(&path).trim_start_matches('/')) {
                continue;
            }
            if let Some(post) = load_post(inputs, &path, &name, &mut catalog, diagnostics) {
                posts.push(post);
            }
        }
    }
    posts.sort_by(|a, b| b.meta.date.cmp(&a.meta.date).then(a.meta.slug.cmp(&b.meta.slug)));
    // Like Docusaurus: "previous" is the newer post, "next" the older one; unlisted posts are skipped.
    let listed: Vec<usize> = (0..posts.len()).filter(|i| !posts[*i].unlisted).collect();
    let links: Vec<NavLink> = listed
        .iter()
        .map(|i| NavLink { label: posts[*i].meta.title.clone(), path: posts[*i].meta.path.clone() })
        .collect();
    for (i, post) in posts.iter_mut().enumerate() {
        let at = listed.iter().position(|l| *l == i);
        post.meta.previous = at.and_then(|n| n.checked_sub(1)).map(|p| links[p].clone());
        post.meta.next = at.and_then(|n| links.get(n + 1)).cloned();
    }
    // As Docusaurus: a tag of `tags.yml` that no post carries gets no page.
    let tags = catalog
        .tags
        .into_tags()
        .into_iter()
        .filter(|tag| posts.iter().any(|post| post.meta.tags.iter().any(|t| t.key == tag.key)))
        .collect();
    Blog { posts, authors: catalog.authors.into_values().collect(), tags, ignored: catalog.ignored }
}

/// Files of the blog folder read as data rather than posts (besides `authorsMapPath`).
const DATA_FILES: [&str; 2] = ["authors.yml", "tags.yml"];

/// Whether `dir` holds an `index.md` (or `.mdx`): a folder post, else a folder of posts.
fn has_index(sources: &Sources, dir: &str) -> bool {
    sources.list(dir).iter().any(|entry| !entry.is_dir && page_stem(&entry.name) == Some("index"))
}

/// The `index.md` (or `.mdx`) of a folder post and the files beside it (its
/// assets, which its Markdown refers to). A folder without one is reported unpublished.
fn folder_post(sources: &Sources, dir: &str, diagnostics: &mut Vec<Diagnostic>) -> Option<String> {
    let mut index = None;
    let mut rest = Vec::new();
    for entry in sources.list(dir) {
        if !entry.is_dir && index.is_none() && page_stem(&entry.name) == Some("index") {
            index = Some(entry.path);
        } else {
            rest.push(entry);
        }
    }
    while let Some(entry) = rest.pop() {
        if is_partial_name(&entry.name) {
            continue;
        }
        if entry.is_dir {
            rest.extend(sources.list(&entry.path));
        } else {
            diagnostics.push(not_published(&entry.path));
        }
    }
    if index.is_none() {
        diagnostics.push(not_published(dir));
    }
    index
}

/// The day a post that names no date was made, as Docusaurus dates it: its
/// first commit, or (outside git) the file's time, with a warning, since
/// that changes with every copy of the file.
fn creation_day(
    inputs: &PageInputs,
    source: &SourceFile,
    name: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<String> {
    let expected = "a name like `2024-08-26-my-post.md`, or a `date:` in the front matter";
    let first_commit =
        inputs.options.history.and_then(|history| history.files.get(&source.path)).map(|r| r.created);
    let unix = first_commit.or_else(|| {
        let modified = inputs.sources.modified(&source.path)?;
        diagnostics.push(
            Diagnostic::file_error(
                &source.path,
                format!("blog post `{name}` names no date and git has no commit of it: dated by the file's modification time"),
            )
            .as_warning()
            .expected(expected),
        );
        Some(modified)
    });
    let day = unix.and_then(crate::revision::korean_time).map(|time| time[..10].to_string());
    if day.is_none() {
        diagnostics.push(
            Diagnostic::file_error(
                &source.path,
                format!("blog file name `{name}` does not start with a date"),
            )
            .expected(expected),
        );
    }
    day
}

fn load_post(
    inputs: PageInputs,
    path: &str,
    name: &str,
    catalog: &mut Catalog,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Post> {
    let ReadPage { source, mut front, overrides, body, custom } =
        inputs.read::<PostFrontMatter>(path, diagnostics, &mut catalog.ignored)?;
    let split = split_again(&source);

    // The date comes from the file name, or from `date` when the name has none.
    let nested = name.contains('/').then(|| nested_name(name));
    let dated = match &nested {
        Some(nested) => nested.as_ref().map(|(date, slug)| (date.as_str(), slug.as_str())),
        None => split_date(name),
    };
    let mut created = None;
    let (file_date, file_slug) = match (dated, &front.date) {
        (Some(parts), _) => parts,
        (None, Some(_)) => ("", name),
        (None, None) => {
            created = Some(creation_day(&inputs, &source, name, diagnostics)?);
            ("", name)
        }
    };
    let written = front.date.as_deref().map(day_padded).or(created).unwrap_or_else(|| padded(file_date));
    // `2024-08-26T10:00:00` or `2024-08-26 10:00`: the day is what the site shows.
    let date = match written.get(..10) {
        Some(day) if written.len() == 10 || written[10..].starts_with(['T', ' ']) => day.to_string(),
        _ => written.clone(),
    };
    // A day past the month's end (`2023-11-31`) is the next month's, as JavaScript's
    // `Date` (and so Docusaurus) reads it; the address keeps what was written.
    let date = match rolled_over(&date) {
        Some(rolled) => {
            let message = format!("`{date}` is no calendar date: read as {rolled}, as Docusaurus reads it");
            let d = if front.date.is_some() {
                Diagnostic::warning(&source, frontmatter::key_offset(&split, "date"), message)
            } else {
                Diagnostic::file_error(&source.path, message).as_warning()
            };
            diagnostics.push(d.expected("a real calendar date written YYYY-MM-DD"));
            rolled
        }
        None => date,
    };
    // Another form JavaScript's `Date` reads (`06/29/2022`, `June 29, 2022`), as Docusaurus' `Joi.date()` takes it.
    let date = match front
        .date
        .as_deref()
        .filter(|_| !is_valid_date(&date))
        .and_then(crate::revision::js_local_date)
    {
        Some(at) => at.format("%Y-%m-%d").to_string(),
        None => date,
    };
    if !is_valid_date(&date) {
        let d = if front.date.is_some() {
            let at = frontmatter::key_offset(&split, "date");
            Diagnostic::error(&source, at, format!("invalid date `{written}`"))
        } else {
            Diagnostic::file_error(&source.path, format!("invalid date `{date}` in the file name"))
        };
        diagnostics.push(d.expected("a real calendar date written YYYY-MM-DD"));
        return None;
    }
    // As Docusaurus (and with `dated_paths`): a dated file name puts its date in the address.
    let by_file = match () {
        () if catalog.dated_paths && !file_date.is_empty() => {
            format!("{}/{file_slug}", file_date.replace('-', "/")).trim_end_matches('/').to_string()
        }
        // A folder post named by its date alone (`2024/05/20/index.md`).
        () if file_slug.is_empty() => file_date.replace('-', "/"),
        () => file_slug.to_string(),
    };
    let base = catalog.base.as_str();
    let by_slug = front.slug.as_deref().and_then(|slug| slug_route(&source, &split, base, slug, diagnostics));
    let under_base = if base == "/" { String::new() } else { base.to_string() };
    let path = by_slug.unwrap_or_else(|| route::encoded(&format!("{under_base}/{by_file}")));
    let slug = path.strip_prefix(&under_base).unwrap_or_default().trim_start_matches('/').to_string();

    let post_authors = resolve_authors(&source, &split, &mut front, catalog, diagnostics);
    let post_tags = catalog.tags.resolve(&source, &split, front.tags.take(), diagnostics);
    if body.truncate_at.is_none() && catalog.on_untruncated != OnBroken::Ignore {
        let d = Diagnostic::file_error(&source.path, "post without a truncate marker: lists show all of it")
            .expected("`<!-- truncate -->` (or `{/* truncate */}` in .mdx) after the summary");
        diagnostics.push(if catalog.on_untruncated == OnBroken::Throw { d } else { d.as_warning() });
    }

    let title = front
        .title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .or_else(|| body.title_heading.clone())
        // As Docusaurus: the file's name after its date (`2024-01-02-hello.md` is `hello`).
        .unwrap_or_else(|| {
            if file_slug.is_empty() { route::percent_decoded(&slug) } else { file_slug.to_string() }
        });
    let (min, max) = (front.toc_min_heading_level.unwrap_or(2), front.toc_max_heading_level.unwrap_or(3));
    let toc = body
        .headings
        .iter()
        .filter(|h| front.hide_table_of_contents != Some(true) && (min..=max).contains(&h.level))
        .map(|h| TocItem { id: h.id.clone(), text: h.text.clone(), level: h.level })
        .collect();
    let meta = PostMeta {
        path,
        slug,
        title,
        description: description::cut(front.description.as_deref().unwrap_or(&body.first_paragraph)),
        date,
        // 0 (no reading takes less than a minute) when the blog does not show it.
        reading_minutes: match (catalog.show_reading_time, catalog.docusaurus_reading_time) {
            (false, _) => 0,
            (true, false) => body.reading_minutes,
            (true, true) => crate::reading_time::docusaurus_minutes(split.body),
        },
        authors: post_authors,
        tags: post_tags,
        truncated: body.truncate_at.is_some(),
        toc,
        previous: None,
        next: None,
        last_update: None,
        edit_url: None,
        custom_front_matter: custom,
    };
    Some(Post {
        source,
        body,
        meta,
        unlisted: front.unlisted == Some(true),
        title_meta: front.title_meta,
        keywords: front.keywords.unwrap_or_default(),
        image: front.image,
        overrides,
        blog: 0,
    })
}

/// The post's authors: keys of `authors.yml`, objects written in place (which
/// override the entry they name by `key`), or the legacy `author*` keys.
fn resolve_authors(
    source: &SourceFile,
    split: &frontmatter::Split<'_>,
    front: &mut PostFrontMatter,
    catalog: &Catalog,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<AuthorMeta> {
    let known = &catalog.authors;
    let legacy = front.author.is_some()
        || front.author_title.is_some()
        || front.author_url.is_some()
        || front.author_image_url.is_some();
    let mut refs: Vec<AuthorRef> = front.authors.take().map(OneOrMany::into_vec).unwrap_or_default();
    if legacy {
        if !refs.is_empty() {
            let at = frontmatter::key_offset(split, "authors");
            diagnostics.push(
                Diagnostic::error(source, at, "`authors` and the legacy `author` keys are both written")
                    .expected("either `authors` or `author`/`author_title`/`author_url`/`author_image_url`"),
            );
            return Vec::new();
        }
        refs.push(AuthorRef::Inline(AuthorFields {
            name: front.author.take(),
            title: front.author_title.take(),
            url: front.author_url.take(),
            image_url: front.author_image_url.take(),
            ..AuthorFields::default()
        }));
    }
    let written_out: Vec<String> = refs
        .iter()
        .filter_map(|author| match author {
            // One with no name is an error of its own.
            AuthorRef::Inline(inline) if inline.key.is_none() => inline.name.clone(),
            _ => None,
        })
        .collect();
    if !written_out.is_empty() && catalog.on_inline_authors != OnBroken::Ignore {
        // As Docusaurus reports them: every author with no key, whether or not an authors file exists.
        let at = frontmatter::key_offset(split, if legacy { "author" } else { "authors" });
        let names = written_out.iter().map(|name| format!("`{name}`")).collect::<Vec<_>>().join(", ");
        let d = Diagnostic::error(
            source,
            at,
            format!("authors written out in the post, not in {}: {names}", catalog.authors_file),
        )
        .expected(format!(
            "a key of {} (or `onInlineAuthors: 'ignore'` to allow them)",
            catalog.authors_file
        ));
        diagnostics.push(if catalog.on_inline_authors == OnBroken::Throw { d } else { d.as_warning() });
    }
    let mut authors = Vec::new();
    for author in refs {
        let (key, inline) = match author {
            AuthorRef::Key(key) => (Some(key), None),
            AuthorRef::Inline(inline) => (inline.key.clone(), Some(inline)),
        };
        let base = match &key {
            Some(key) => {
                match known.get(key) {
                    Some(base) => base.clone(),
                    None => {
                        diagnostics.push(
                        Diagnostic::error(
                            source,
                            frontmatter::value_offset(source, split, "authors", key),
                            format!("unknown author `{key}`"),
                        )
                        .expected(if catalog.authors_file_exists {
                            format!("a key defined in {}, or an author object with a `name`", catalog.authors_file)
                        } else {
                            format!(
                                "a key of the authors file, but {} (the blog's authors map) does not exist: \
                                 write it, or run what makes it first",
                                catalog.authors_file
                            )
                        }),
                    );
                        continue;
                    }
                }
            }
            None => AuthorMeta {
                key: String::new(),
                name: String::new(),
                title: None,
                image_url: None,
                url: None,
                path: None,
                socials: Vec::new(),
            },
        };
        let Some(inline) = inline else {
            authors.push(base);
            continue;
        };
        let at = frontmatter::key_offset(split, if legacy { "author" } else { "authors" });
        diagnostics.extend(inline.misplaced_warning(true, source, at));
        let socials = match inline.socials.map(|s| socials(&s)).transpose() {
            Ok(socials) => socials,
            Err(message) => {
                diagnostics.push(Diagnostic::error(source, at, message).expected(SOCIALS_EXPECTED));
                continue;
            }
        };
        let author = AuthorMeta {
            name: inline.name.unwrap_or(base.name),
            title: inline.title.or(base.title),
            image_url: inline.image_url.or(base.image_url),
            url: inline.url.or(inline.email.map(|e| format!("mailto:{e}"))).or(base.url),
            socials: socials.unwrap_or(base.socials),
            ..base
        };
        if author.name.is_empty() && author.image_url.is_none() {
            diagnostics.push(
                Diagnostic::error(source, at, "an author written in the post has neither name nor image")
                    .expected("`name:` (and optionally `title`, `url`, `image_url`, `socials`), or `key:`"),
            );
            continue;
        }
        authors.push(author);
    }
    authors
}

/// `("2024-08-26", "my-post")` from `2024-08-26-my-post`.
/// A post in folders (`proposals/2024-01-01-x`, `2024/05/20` for
/// `2024/05/20/index.md`) as Docusaurus names it: the last date in its path
/// (`YYYY-MM-DD`, or with `/`), and the folders before the date with the
/// text after it as its name (`proposals/x`; empty for `2024/05/20`).
/// `None` without a date.
fn nested_name(name: &str) -> Option<(String, String)> {
    let bytes = name.as_bytes();
    let date_at = |i: usize| -> Option<(usize, [u32; 3])> {
        let mut at = i;
        let mut parts = [0u32; 3];
        for (n, width) in [(0, 4..=4), (1, 1..=2), (2, 1..=2)] {
            if n > 0 {
                if !matches!(bytes.get(at), Some(b'-' | b'/')) {
                    return None;
                }
                at += 1;
            }
            let digits = bytes[at..].iter().take_while(|b| b.is_ascii_digit()).count().min(*width.end());
            if !width.contains(&digits) {
                return None;
            }
            parts[n] = name[at..at + digits].parse().ok()?;
            at += digits;
        }
        Some((at, parts))
    };
    let (start, (end, [y, m, d])) = (0..bytes.len()).rev().find_map(|i| Some((i, date_at(i)?)))?;
    let text = name[end..].strip_prefix(['-', '/']).unwrap_or(&name[end..]);
    Some((format!("{y:04}-{m:02}-{d:02}"), format!("{}{text}", &name[..start])))
}

/// The date a post's file name starts with, as written (`2024-08-26`, or
/// `2020-2-14` as Docusaurus also reads it), and the rest of the name.
fn split_date(name: &str) -> Option<(&str, &str)> {
    let digits =
        |at: usize| name.as_bytes()[at.min(name.len())..].iter().take_while(|b| b.is_ascii_digit()).count();
    let mut at = 0;
    for (n, widths) in [(0, 4..=4), (1, 1..=2), (2, 1..=2)] {
        if n > 0 {
            at += usize::from(name.as_bytes().get(at) == Some(&b'-'));
        }
        if !widths.contains(&digits(at)) || (n > 0 && name.as_bytes().get(at - 1) != Some(&b'-')) {
            return None;
        }
        at += digits(at);
    }
    let slug = name[at..].strip_prefix('-')?;
    (!slug.is_empty()).then_some((&name[..at], slug))
}

/// A date as `YYYY-MM-DD`: `2020-2-14` is `2020-02-14`.
fn padded(date: &str) -> String {
    match date.split('-').collect::<Vec<_>>().as_slice() {
        [y, m, d] if m.len() < 2 || d.len() < 2 => format!("{y}-{m:0>2}-{d:0>2}"),
        _ => date.to_string(),
    }
}

/// A front-matter date with its month and day written in two digits: YAML
/// reads a timestamp with a time as `2023-2-7T10:00:00Z` (and JavaScript's
/// `Date` the date alone so), as Docusaurus does through js-yaml.
fn day_padded(written: &str) -> String {
    // Around the date, any space JavaScript's `Date` skips (a no-break space too), as Docusaurus reads it.
    let written = written.trim();
    let at = written.find(['T', 't', ' ', '\t']).unwrap_or(written.len());
    format!("{}{}", padded(&written[..at]), &written[at..])
}

/// A real calendar date in `YYYY-MM-DD` form.
/// A date written with a day past its month's end (`2023-11-31`, `2023-02-30`)
/// as the day it comes to in the next month, as JavaScript's `Date` counts on;
/// `None` for a real date or one no `Date` reads (month 13, day 32).
fn rolled_over(date: &str) -> Option<String> {
    if is_valid_date(date) {
        return None;
    }
    let (y, m, d) = (
        date.get(..4)?.parse::<u32>().ok()?,
        date.get(5..7)?.parse::<u32>().ok()?,
        date.get(8..10)?.parse::<u32>().ok()?,
    );
    let dashed = date.as_bytes().get(4) == Some(&b'-') && date.as_bytes().get(7) == Some(&b'-');
    if date.len() != 10 || !dashed || !(1..=12).contains(&m) || !(29..=31).contains(&d) {
        return None;
    }
    let month_end = (28..=31).rev().find(|last| is_valid_date(&format!("{y:04}-{m:02}-{last:02}")))?;
    if d <= month_end {
        return None;
    }
    let (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    Some(format!("{y:04}-{m:02}-{:02}", d - month_end))
}

pub fn is_valid_date(date: &str) -> bool {
    let parts: Vec<&str> = date.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return false;
    };
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return false;
    }
    let (Ok(y), Ok(m), Ok(d)) = (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) else {
        return false;
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d) && y >= 1970
}

fn load_yaml_map<T: serde::de::DeserializeOwned>(
    sources: &Sources,
    path: &str,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<(SourceFile, BTreeMap<String, T>)> {
    if !sources.exists(path) {
        return None;
    }
    let file = sources.read(path).map_err(|d| diagnostics.push(d)).ok()?;
    match serde_norway::from_str(&file.text) {
        Ok(map) => Some((file, map)),
        Err(e) => {
            diagnostics.push(frontmatter::yaml_diagnostic(&file, 0, &e));
            None
        }
    }
}

fn load_authors(
    sources: &Sources,
    path: &str,
    base: &str,
    ignored: &mut Vec<(String, String)>,
    diagnostics: &mut Vec<Diagnostic>,
) -> BTreeMap<String, AuthorMeta> {
    let Some((file, map)) = load_yaml_map::<AuthorFields>(sources, path, diagnostics) else {
        return BTreeMap::new();
    };
    let mut authors = BTreeMap::new();
    for (key, a) in map {
        let at = file.text.find(&format!("{key}:")).unwrap_or(0);
        diagnostics.extend(a.misplaced_warning(false, &file, at));
        let socials = match a.socials.as_ref().map(socials).transpose() {
            Ok(socials) => socials.unwrap_or_default(),
            Err(message) => {
                diagnostics.push(Diagnostic::error(&file, at, message).expected(SOCIALS_EXPECTED));
                continue;
            }
        };
        if a.description.is_some() {
            ignored.push(("authors.yml description".to_string(), file.path.clone()));
        }
        let Some(name) = a.name.or_else(|| a.image_url.is_some().then(String::new)) else {
            diagnostics.push(
                Diagnostic::error(&file, at, format!("author `{key}` has no name"))
                    .expected("`name:` (or at least `image_url:`)"),
            );
            continue;
        };
        let path = match a.page {
            AuthorPage::None | AuthorPage::On(false) => None,
            AuthorPage::On(true) => Some(route::encoded(&format!("{base}/{}", kebab_case(&key)))),
            AuthorPage::At { permalink } => match route::under(base, &permalink) {
                Ok(path) => Some(path),
                Err(refused) => {
                    let at = at + file.text[at..].find("permalink").unwrap_or(0);
                    let message = format!("`permalink: {}` {}", permalink.escape_debug(), refused.reason);
                    diagnostics
                        .push(Diagnostic::error(&file, at, message).expected(route::expected_under(base)));
                    continue;
                }
            },
        };
        let meta = AuthorMeta {
            path,
            key: key.clone(),
            name,
            title: a.title,
            image_url: a.image_url,
            url: a.url.or(a.email.map(|e| format!("mailto:{e}"))),
            socials,
        };
        authors.insert(key, meta);
    }
    authors
}

const SOCIALS_EXPECTED: &str = "`socials:` with a handle or a full URL per platform, e.g. `github: kim`, `x: kim`, `homepage: https://…`";

/// An author's `socials`, as links, read as Docusaurus normalises them: a full
/// URL (or `mailto:`) as written; a handle on a known platform (its name in
/// any case) its profile URL (`email` a `mailto:`); a handle on another
/// platform kept as written, a link relative to the page as there. A value
/// with a `/` or a scheme that is not a URL is refused, as Docusaurus refuses
/// the first, and so that no `javascript:` reaches a link.
fn socials(written: &BTreeMap<String, String>) -> Result<Vec<AuthorSocial>, String> {
    written
        .iter()
        .map(|(platform, value)| {
            let value = value.trim();
            if ["https://", "http://", "mailto:"].iter().any(|scheme| value.starts_with(scheme)) {
                return Ok(AuthorSocial { platform: platform.clone(), url: value.to_string() });
            }
            if value.contains(['/', ':']) {
                return Err(format!("`socials.{platform}` is `{value}`, which is not a URL"));
            }
            let handle = value.trim_start_matches('@');
            let known = platform.to_lowercase();
            let base = match known.as_str() {
                "x" => "https://x.com/",
                "twitter" => "https://twitter.com/",
                "github" => "https://github.com/",
                "linkedin" => "https://www.linkedin.com/in/",
                "stackoverflow" => "https://stackoverflow.com/users/",
                "bluesky" => "https://bsky.app/profile/",
                "instagram" => "https://www.instagram.com/",
                "threads" => "https://www.threads.net/@",
                "mastodon" => "https://mastodon.social/@",
                "twitch" => "https://twitch.tv/",
                "youtube" => "https://youtube.com/@",
                // `@` is part of an address.
                "email" => return Ok(AuthorSocial { platform: known, url: format!("mailto:{value}") }),
                _ => return Ok(AuthorSocial { platform: platform.clone(), url: value.to_string() }),
            };
            Ok(AuthorSocial { platform: known, url: format!("{base}{handle}") })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Docusaurus' normalisation of author socials: `email` is a `mailto:`,
    /// platforms in any case, another platform's handle kept, no scheme but the web's and mail's.
    #[test]
    fn socials_read_as_docusaurus_reads_them() {
        let written: BTreeMap<String, String> = [
            ("email", "kim@example.org"),
            ("GitHub", "@kim"),
            ("homepage", "https://kim.example"),
            ("matrix", "kim"),
            ("mail", "mailto:kim@example.org"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let read: Vec<(String, String)> =
            socials(&written).expect("all read").into_iter().map(|s| (s.platform, s.url)).collect();
        let expected = [
            ("github", "https://github.com/kim"),
            ("email", "mailto:kim@example.org"),
            ("homepage", "https://kim.example"),
            ("mail", "mailto:kim@example.org"),
            ("matrix", "kim"),
        ];
        assert_eq!(read, expected.map(|(p, u)| (p.to_string(), u.to_string())));
        for bad in ["javascript:alert(1)", "github.com/kim"] {
            let one: BTreeMap<String, String> = [("x".to_string(), bad.to_string())].into();
            assert!(socials(&one).is_err(), "{bad}");
        }
    }

    #[test]
    fn dates() {
        assert!(is_valid_date("2024-02-29"));
        assert!(!is_valid_date("2023-02-29"));
        assert!(!is_valid_date("2024-13-01"));
        assert!(!is_valid_date("2024-8-1"));
        assert_eq!(rolled_over("2023-11-31").as_deref(), Some("2023-12-01"));
        assert_eq!(rolled_over("2023-02-30").as_deref(), Some("2023-03-02"));
        assert_eq!(rolled_over("2023-12-31"), None, "a real date");
        assert_eq!(rolled_over("2023-12-32"), None, "no Date reads day 32");
        assert_eq!(rolled_over("2023-13-01"), None);
        assert_eq!(rolled_over("2022/06/29"), None, "another form, no day past its month");
        assert_eq!(split_date("2024-08-26-set-inqurt-alert"), Some(("2024-08-26", "set-inqurt-alert")));
        assert_eq!(split_date("hello"), None);
        // Docusaurus reads one-digit months and days too, and keeps them so in the address.
        assert_eq!(split_date("2020-2-14-4.6.1"), Some(("2020-2-14", "4.6.1")));
        assert_eq!(padded("2020-2-14"), "2020-02-14");
        assert_eq!(split_date("2020-123-1-x"), None);
        assert_eq!(split_date("2024-08-26"), None, "a date alone names no post");
        assert_eq!(day_padded("\u{a0} 2018-6-26 12:00:00"), "2018-06-26 12:00:00");
    }
}
