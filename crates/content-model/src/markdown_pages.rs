//! The site's Markdown pages (`.md`, `.mdx` under `src/pages`, Docusaurus'
//! pages plugin): read as docs are read (front matter, format, body), each
//! published at its file's route with no sidebar, as Docusaurus' MDXPage shows it.

use serde::Deserialize;

use crate::description;
use crate::diag::{Diagnostic, SourceFile};
use crate::frontmatter;
use crate::markdown::Body;
use crate::meta::MarkdownPageMeta;
use crate::page::{PageFront, PageInputs, ReadPage, checked_toc_range, keys_set, slug_route, split_again};
use crate::revision::FrontLastUpdate;
use crate::site_pages;

/// Front matter of a Markdown page: the keys Docusaurus 3 documents for one.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PageFrontMatter {
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub title: Option<String>,
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub description: Option<String>,
    #[serde(default, deserialize_with = "frontmatter::texts")]
    pub keywords: Option<Vec<String>>,
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub image: Option<String>,
    #[serde(rename = "wrapperClassName")]
    pub wrapper_class_name: Option<String>,
    pub hide_table_of_contents: Option<bool>,
    pub toc_min_heading_level: Option<u8>,
    pub toc_max_heading_level: Option<u8>,
    pub draft: Option<bool>,
    pub unlisted: Option<bool>,
    /// How the body is read (`md`, `mdx` or `detect`; see `PageInputs::format_of`).
    pub format: Option<String>,
    /// Docusaurus' own key for the same: `mdx: {format: md}`.
    pub mdx: Option<crate::page::MdxFront>,
    /// Checked as a doc's is; a page shows no date (the plugin's `showLastUpdateTime` is off by default).
    pub last_update: Option<FrontLastUpdate>,
    /// The page's route from the pages' root instead of its file's (Docusaurus 3.8).
    #[serde(default, deserialize_with = "frontmatter::text")]
    pub slug: Option<String>,
}

impl PageFront for PageFrontMatter {
    fn draft(&self) -> bool {
        self.draft == Some(true)
    }

    fn take_revision(&mut self) -> (Option<FrontLastUpdate>, Option<Option<String>>) {
        (self.last_update.take(), None)
    }

    fn ignored_keys(&self) -> Vec<&'static str> {
        keys_set(&[("last_update", self.last_update.is_some())])
    }
}

#[derive(Debug)]
pub struct MarkdownPage {
    pub source: SourceFile,
    pub front: PageFrontMatter,
    pub body: Body,
    /// Everything but `toc` is final after loading (the site fills it, with partials' headings).
    pub meta: MarkdownPageMeta,
    pub toc_range: (u8, u8),
    /// Built, but kept out of the sitemap and search (`unlisted: true`).
    pub unlisted: bool,
}

/// Reads every Markdown page under `src/pages`, in route order; a page with a
/// problem is left out (its diagnostics say why), as is a draft in a production build.
pub fn load(
    inputs: PageInputs,
    files: &crate::docs::DocFiles,
    diagnostics: &mut Vec<Diagnostic>,
    ignored: &mut Vec<(String, String)>,
) -> Vec<MarkdownPage> {
    site_pages::markdown_page_files(inputs.sources, files)
        .into_iter()
        .filter_map(|file| read(inputs, file, diagnostics, ignored))
        .collect()
}

fn read(
    inputs: PageInputs,
    file: site_pages::PageFile,
    diagnostics: &mut Vec<Diagnostic>,
    ignored: &mut Vec<(String, String)>,
) -> Option<MarkdownPage> {
    let ReadPage { source, mut front, body, custom, .. } =
        inputs.read::<PageFrontMatter>(&file.file, diagnostics, ignored)?;
    let split = split_again(&source);
    let written = (front.toc_min_heading_level, front.toc_max_heading_level);
    let toc_range = checked_toc_range(&source, &split, written, inputs.markdown.toc_levels, diagnostics);
    // As Docusaurus: the front matter's title, else the body's first heading, else the site's title alone.
    let title = non_empty(&front.title).or_else(|| body.title_heading.clone()).unwrap_or_default();
    let description =
        description::cut(&non_empty(&front.description).unwrap_or_else(|| body.first_paragraph.clone()));
    let by_slug = front.slug.as_deref().and_then(|slug| slug_route(&source, &split, "/", slug, diagnostics));
    let meta = MarkdownPageMeta {
        path: by_slug.unwrap_or(file.path),
        title,
        description,
        toc: Vec::new(),
        hide_toc: front.hide_table_of_contents.unwrap_or(false),
        wrapper_class_name: front.wrapper_class_name.take(),
        custom_front_matter: custom,
    };
    let unlisted = front.unlisted == Some(true);
    Some(MarkdownPage { source, front, body, meta, toc_range, unlisted })
}

fn non_empty(value: &Option<String>) -> Option<String> {
    value.as_ref().map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sources::Sources;

    fn loaded(files: &[(&str, &str)]) -> (Vec<MarkdownPage>, Vec<Diagnostic>) {
        let mut sources = Sources::default();
        for (path, text) in files {
            sources.insert_bytes(*path, text.as_bytes().to_vec());
        }
        let service = crate::service::ServiceFacts::default();
        let markdown = crate::config::MarkdownOptions::default();
        let inputs = PageInputs {
            sources: &sources,
            service: &service,
            options: crate::LoadOptions::default(),
            markdown: &markdown,
        };
        let mut diagnostics = Vec::new();
        let pages = load(inputs, &crate::docs::DocFiles::default(), &mut diagnostics, &mut Vec::new());
        (pages, diagnostics)
    }

    /// Docusaurus 3.8's `slug` of a Markdown page: from the pages' root, with
    /// or without a leading `/`; one that leaves the site is an error at its
    /// key, and the page keeps its file's route.
    #[test]
    fn a_page_slug_is_its_route_from_the_root() {
        let (pages, diagnostics) = loaded(&[
            ("src/pages/legal/privacy.md", "---\nslug: /privacy\n---\n\n# Privacy\n"),
            ("src/pages/legal/terms.md", "---\nslug: terms/of-use\n---\n\n# Terms\n"),
            ("src/pages/legal/escape.md", "---\nslug: ../../../etc\n---\n\n# Escape\n"),
        ]);
        let paths: Vec<&str> = pages.iter().map(|p| p.meta.path.as_str()).collect();
        assert_eq!(paths, ["/legal/escape", "/privacy", "/terms/of-use"]);
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert!(diagnostics[0].is_error());
        assert!(
            diagnostics[0]
                .to_string()
                .starts_with("src/pages/legal/escape.md:2:1: error: `slug: ../../../etc`"),
            "{}",
            diagnostics[0]
        );
    }

    #[test]
    fn pages_take_their_routes_front_matter_and_leave_out_what_docusaurus_leaves_out() {
        let (pages, diagnostics) = loaded(&[
            ("src/pages/benchmarks.md", "# Benchmarks\n\nHow fast it is.\n\n## Results\n"),
            (
                "src/pages/team/index.mdx",
                "---\ntitle: The team\ndescription: Who we are\nwrapperClassName: team-page\nhide_table_of_contents: true\nenableComments: true\n---\n\n# People\n",
            ),
            ("src/pages/wip.md", "---\ndraft: true\n---\n# Not yet\n"),
            ("src/pages/quiet.md", "---\nunlisted: true\n---\nNo heading here.\n"),
            ("src/pages/_part.mdx", "A partial.\n"),
            ("src/pages/_drafts/a.md", "# A\n"),
            ("src/pages/__tests__/b.md", "# B\n"),
            ("src/pages/index.tsx", "export default function P() { return null; }"),
        ]);
        assert!(diagnostics.iter().all(|d| !d.is_error()), "{diagnostics:?}");
        let found: Vec<(&str, &str, &str, bool, bool)> = pages
            .iter()
            .map(|p| {
                (
                    p.meta.path.as_str(),
                    p.meta.title.as_str(),
                    p.meta.description.as_str(),
                    p.meta.hide_toc,
                    p.unlisted,
                )
            })
            .collect();
        assert_eq!(
            found,
            [
                ("/benchmarks", "Benchmarks", "How fast it is.", false, false),
                ("/quiet", "", "No heading here.", false, true),
                ("/team", "The team", "Who we are", true, false),
            ]
        );
        assert_eq!(pages[2].meta.wrapper_class_name.as_deref(), Some("team-page"));
        assert!(pages[2].meta.custom_front_matter.is_some(), "a key of the site's own is kept");
    }

    #[test]
    fn a_toc_range_out_of_bounds_is_an_error_on_its_key() {
        let (_, diagnostics) = loaded(&[("src/pages/a.md", "---\ntoc_max_heading_level: 7\n---\n# A\n")]);
        let errors: Vec<&str> =
            diagnostics.iter().filter(|d| d.is_error()).map(|d| d.message.as_str()).collect();
        assert_eq!(errors, ["`toc_max_heading_level` is 7"]);
    }
}
