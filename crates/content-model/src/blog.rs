//! The blog: posts named `YYYY-MM-DD-slug.md` (or `…/index.md`), `authors.yml`, `tags.yml`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::diag::{Diagnostic, SourceFile};
use crate::files::{DirWalker, not_published, read_source};
use crate::frontmatter;
use crate::markdown::Body;
use crate::meta::{AuthorMeta, NavLink, PostMeta, TagMeta, TocItem};
use crate::page::{page_stem, read_body};
use crate::reading_time::reading_minutes;
use crate::revision::{FrontLastUpdate, PageOverrides, edit_url_override};
use crate::service::ServiceFacts;

/// Front matter of a post (Docusaurus-compatible keys).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostFrontMatter {
    pub slug: Option<String>,
    pub title: Option<String>,
    pub authors: Option<OneOrMany>,
    pub tags: Option<OneOrMany>,
    pub date: Option<String>,
    pub description: Option<String>,
    pub last_update: Option<FrontLastUpdate>,
    #[serde(default, deserialize_with = "edit_url_override")]
    pub custom_edit_url: Option<Option<String>>,
}

/// `authors: aolda-team` or `authors: [aolda-team]`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    fn into_vec(self) -> Vec<String> {
        match self {
            OneOrMany::One(s) => vec![s],
            OneOrMany::Many(v) => v,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AuthorEntry {
    name: String,
    title: Option<String>,
    url: Option<String>,
    image_url: Option<String>,
    #[serde(default)]
    page: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TagEntry {
    label: String,
    permalink: Option<String>,
    description: Option<String>,
}

#[derive(Debug)]
pub struct Post {
    pub source: SourceFile,
    pub body: Body,
    pub meta: PostMeta,
    /// `last_update` and `custom_edit_url` of the front matter.
    pub overrides: PageOverrides,
}

pub struct Blog {
    pub posts: Vec<Post>,
    pub authors: Vec<AuthorMeta>,
    pub tags: Vec<TagMeta>,
}

/// Loads `content/blog`; posts come out newest first.
pub fn load(root: &Path, dir: &Path, service: &ServiceFacts, diagnostics: &mut Vec<Diagnostic>) -> Blog {
    let authors = load_authors(root, &dir.join("authors.yml"), diagnostics);
    let tags = load_tags(root, &dir.join("tags.yml"), diagnostics);
    let mut posts = Vec::new();
    if !dir.is_dir() {
        return Blog { posts, authors: Vec::new(), tags: Vec::new() };
    }
    let mut walker = DirWalker::new(root);
    let entries = walker.list(dir, diagnostics);
    for entry in entries {
        let (path, name) = if entry.is_dir {
            let Some(index) = folder_post(root, &mut walker, &entry.path, diagnostics) else {
                continue;
            };
            (index, entry.name.as_str())
        } else if let Some(stem) = page_stem(&entry.name) {
            (entry.path.clone(), stem)
        } else {
            if !DATA_FILES.contains(&entry.name.as_str()) {
                diagnostics.push(not_published(root, &entry.path));
            }
            continue;
        };
        if let Some(post) = load_post(root, &path, name, &authors, &tags, service, diagnostics) {
            posts.push(post);
        }
    }
    posts.sort_by(|a, b| b.meta.date.cmp(&a.meta.date).then(a.meta.slug.cmp(&b.meta.slug)));
    let links: Vec<NavLink> =
        posts.iter().map(|p| NavLink { label: p.meta.title.clone(), path: p.meta.path.clone() }).collect();
    for (i, post) in posts.iter_mut().enumerate() {
        // Like Docusaurus: "previous" is the newer post, "next" the older one.
        post.meta.previous = i.checked_sub(1).map(|p| links[p].clone());
        post.meta.next = links.get(i + 1).cloned();
    }
    Blog { posts, authors: authors.into_values().collect(), tags: tags.into_values().collect() }
}

/// Files of the blog folder read as data rather than posts.
const DATA_FILES: [&str; 2] = ["authors.yml", "tags.yml"];

/// The `index.md` (or `.mdx`) of a folder post; every other file in it is reported unpublished.
fn folder_post(
    root: &Path,
    walker: &mut DirWalker<'_>,
    dir: &Path,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<PathBuf> {
    let mut index = None;
    let mut rest = Vec::new();
    for entry in walker.list(dir, diagnostics) {
        if !entry.is_dir && index.is_none() && page_stem(&entry.name) == Some("index") {
            index = Some(entry.path);
        } else {
            rest.push(entry);
        }
    }
    while let Some(entry) = rest.pop() {
        if entry.is_dir {
            rest.extend(walker.list(&entry.path, diagnostics));
        } else {
            diagnostics.push(not_published(root, &entry.path));
        }
    }
    if index.is_none() {
        diagnostics.push(not_published(root, dir));
    }
    index
}

fn load_post(
    root: &Path,
    path: &Path,
    name: &str,
    authors: &BTreeMap<String, AuthorMeta>,
    tags: &BTreeMap<String, TagMeta>,
    service: &ServiceFacts,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Post> {
    let source = read_source(root, path).map_err(|d| diagnostics.push(d)).ok()?;
    let source = service.expand(source).map_err(|d| diagnostics.extend(d)).ok()?;
    let split = frontmatter::split(&source).map_err(|d| diagnostics.push(d)).ok()?;
    let mut front: PostFrontMatter =
        frontmatter::parse(&source, &split).map_err(|d| diagnostics.push(d)).ok()?;
    let overrides =
        PageOverrides::read(&source, &split, front.last_update.take(), front.custom_edit_url.take())
            .map_err(|d| diagnostics.push(d))
            .ok()?;
    let body = read_body(root, path, &source, split.body, split.body_offset, diagnostics);

    let (file_date, file_slug) = match split_date(name) {
        Some(parts) => parts,
        None => {
            diagnostics.push(
                Diagnostic::file_error(
                    &source.path,
                    format!("blog file name `{name}` does not start with a date"),
                )
                .expected("a name like `2024-08-26-my-post.md`"),
            );
            return None;
        }
    };
    let date = front.date.clone().unwrap_or_else(|| file_date.to_string());
    if !is_valid_date(&date) {
        let d = if front.date.is_some() {
            let at = frontmatter::key_offset(&split, "date");
            Diagnostic::error(&source, at, format!("invalid date `{date}`"))
        } else {
            Diagnostic::file_error(&source.path, format!("invalid date `{date}` in the file name"))
        };
        diagnostics.push(d.expected("a real calendar date written YYYY-MM-DD"));
        return None;
    }
    let slug = front.slug.clone().unwrap_or_else(|| file_slug.to_string());
    let slug = slug.trim_matches('/').to_string();

    let mut resolve = |key: &str, values: Option<OneOrMany>, known: &dyn Fn(&str) -> bool| -> Vec<String> {
        let values = values.map(OneOrMany::into_vec).unwrap_or_default();
        for value in &values {
            if !known(value) {
                let file_name = if key == "authors" { "authors.yml" } else { "tags.yml" };
                diagnostics.push(
                    Diagnostic::error(
                        &source,
                        frontmatter::value_offset(&source, &split, key, value),
                        format!("unknown {} `{value}`", &key[..key.len() - 1]),
                    )
                    .expected(format!("a key defined in content/blog/{file_name}")),
                );
            }
        }
        values
    };
    let author_keys = resolve("authors", front.authors, &|k| authors.contains_key(k));
    let tag_keys = resolve("tags", front.tags, &|k| tags.contains_key(k));

    let title = front
        .title
        .clone()
        .filter(|t| !t.trim().is_empty())
        .or_else(|| body.title_heading.clone())
        .unwrap_or_else(|| slug.clone());
    let toc = body
        .headings
        .iter()
        .filter(|h| (2..=3).contains(&h.level))
        .map(|h| TocItem { id: h.id.clone(), text: h.text.clone(), level: h.level })
        .collect();
    let meta = PostMeta {
        path: format!("/blog/{slug}"),
        slug,
        title,
        description: front.description.clone().unwrap_or_else(|| body.first_paragraph.clone()),
        date,
        reading_minutes: reading_minutes(&body.plain_text),
        authors: author_keys.iter().filter_map(|k| authors.get(k).cloned()).collect(),
        tags: tag_keys.iter().filter_map(|k| tags.get(k).cloned()).collect(),
        truncated: body.truncate_at.is_some(),
        toc,
        previous: None,
        next: None,
        last_update: None,
        edit_url: None,
    };
    Some(Post { source, body, meta, overrides })
}

/// `("2024-08-26", "my-post")` from `2024-08-26-my-post`.
fn split_date(name: &str) -> Option<(&str, &str)> {
    let (date, rest) = (name.get(..10)?, name.get(10..)?);
    let shape =
        date.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() });
    let slug = rest.strip_prefix('-')?;
    (shape && !slug.is_empty()).then_some((date, slug))
}

/// A real calendar date in `YYYY-MM-DD` form.
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
    root: &Path,
    path: &Path,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<(SourceFile, BTreeMap<String, T>)> {
    if !path.exists() {
        return None;
    }
    let file = read_source(root, path).map_err(|d| diagnostics.push(d)).ok()?;
    match serde_norway::from_str(&file.text) {
        Ok(map) => Some((file, map)),
        Err(e) => {
            diagnostics.push(frontmatter::yaml_diagnostic(&file, 0, &e));
            None
        }
    }
}

fn load_authors(root: &Path, path: &Path, diagnostics: &mut Vec<Diagnostic>) -> BTreeMap<String, AuthorMeta> {
    let Some((_, map)) = load_yaml_map::<AuthorEntry>(root, path, diagnostics) else {
        return BTreeMap::new();
    };
    map.into_iter()
        .map(|(key, a)| {
            let meta = AuthorMeta {
                path: a.page.then(|| format!("/blog/authors/{key}")),
                key: key.clone(),
                name: a.name,
                title: a.title,
                image_url: a.image_url,
                url: a.url,
            };
            (key, meta)
        })
        .collect()
}

fn load_tags(root: &Path, path: &Path, diagnostics: &mut Vec<Diagnostic>) -> BTreeMap<String, TagMeta> {
    let Some((_, map)) = load_yaml_map::<TagEntry>(root, path, diagnostics) else {
        return BTreeMap::new();
    };
    map.into_iter()
        .map(|(key, t)| {
            let permalink = t.permalink.unwrap_or_else(|| key.clone());
            let meta = TagMeta {
                path: format!("/blog/tags/{}", permalink.trim_matches('/')),
                key: key.clone(),
                label: t.label,
                description: t.description,
            };
            (key, meta)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert!(is_valid_date("2024-02-29"));
        assert!(!is_valid_date("2023-02-29"));
        assert!(!is_valid_date("2024-13-01"));
        assert!(!is_valid_date("2024-8-1"));
        assert_eq!(split_date("2024-08-26-set-inqurt-alert"), Some(("2024-08-26", "set-inqurt-alert")));
        assert_eq!(split_date("hello"), None);
    }
}
