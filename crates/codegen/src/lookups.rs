//! What rendering a page asks of the rest of the site, recorded.
//!
//! A page's module depends on its own file and metadata, and on a few
//! answers from the rest of the site: the published asset of a relative
//! image, the size of a file under static/, where a link leads. Rendering
//! asks those questions only through [`Lookups`], which writes each one down,
//! so the page memo can check, on the next build, that every answer is still
//! the same (see `memo.rs`) instead of keying every page by the whole site.

use std::cell::RefCell;

use content_model::Site;
use content_model::assets::Asset;
use content_model::links::{self, LinkTarget};
use serde::{Deserialize, Serialize};

use crate::i18n::{self, Texts};

/// One question a page asked of the site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lookup {
    /// The published asset of a site-relative file.
    Asset(String),
    /// A file under static/ by its URL path (and its image size).
    Static(String),
    /// Where a link written in `source`, shown on `page`, leads.
    Link { source: String, page: String, dest: String },
    /// The words the page's markup writes itself (a tab without a label, the footnotes' labels).
    Texts,
    /// The base URL its images' addresses start with.
    BaseUrl,
    /// The settings of the remark plugins done here (npm2yarn's and tab-blocks' tabs).
    Remark,
    /// Whether the site swizzles `MDXComponents` (components found without an import).
    MdxComponents,
    /// Whether the site replaces `@theme/Admonition` or its `Types` (admonitions drawn by it).
    AdmonitionReplaced,
    /// What a Markdown link to no page does (`onBrokenMarkdownLinks`): its finding's level.
    BrokenMarkdownLinks,
    /// Whether pages are read as MDX 1 read them (an unknown component is a `<div>`).
    Mdx1,
}

/// The site as a page's rendering sees it: answers, each question recorded.
pub struct Lookups<'a> {
    site: &'a Site,
    asked: RefCell<Vec<Lookup>>,
}

impl<'a> Lookups<'a> {
    pub fn new(site: &'a Site) -> Self {
        Lookups { site, asked: RefCell::new(Vec::new()) }
    }

    /// The file a finding about the page at `path` names (`Site::shown_path`). Not
    /// recorded: which file a page is read from follows from its path, its text and
    /// the locale built, which the page memo's key holds already.
    pub fn shown_path<'b>(&'b self, path: &'b str) -> &'b str {
        self.site.shown_path(path)
    }

    fn ask(&self, lookup: Lookup) {
        let mut asked = self.asked.borrow_mut();
        if !asked.contains(&lookup) {
            asked.push(lookup);
        }
    }

    pub fn asset(&self, target: &str) -> Option<&'a Asset> {
        self.ask(Lookup::Asset(target.to_string()));
        self.site.assets.get(target)
    }

    /// `Some(size)` for a file under static/ (the size of an image of a known format).
    pub fn static_file(&self, path: &str) -> Option<Option<(u32, u32)>> {
        let key = content_model::statics::key_of(path);
        self.ask(Lookup::Static(key.to_string()));
        self.site.static_files.get(key.as_ref()).copied()
    }

    pub fn resolve(&self, source: &str, page: &str, dest: &str) -> LinkTarget {
        self.ask(Lookup::Link { source: source.into(), page: page.into(), dest: dest.into() });
        links::resolve(self.site, source, page, dest)
    }

    /// A path from the site root (an image, a file) as the browser asks for it: under the base URL.
    pub fn served_path(&self, path: &str) -> String {
        self.ask(Lookup::BaseUrl);
        self.site.config.served_path(path)
    }

    /// Whether the site's pages were MDX 1 (Docusaurus 2).
    pub fn mdx1(&self) -> bool {
        self.ask(Lookup::Mdx1);
        self.site.mdx1
    }

    /// What a Markdown link to a file that is no page does.
    pub fn on_broken_markdown_links(&self) -> content_model::config::OnBroken {
        self.ask(Lookup::BrokenMarkdownLinks);
        self.site.on_broken_markdown_links
    }

    /// The remark plugins the config lists whose work is done here.
    pub fn remark(&self) -> &'a content_model::config::RemarkPlugins {
        self.ask(Lookup::Remark);
        &self.site.remark
    }

    /// The site's `src/theme/MDXComponents` file, if it has one.
    pub fn mdx_components(&self) -> Option<&'a str> {
        self.ask(Lookup::MdxComponents);
        self.site.mdx_components.as_deref()
    }

    /// Whether Markdown's elements go through `@theme/MDXComponents`: the
    /// site replaces it, or one of the parts it draws them with.
    pub fn mdx_elements_routed(&self) -> bool {
        self.ask(Lookup::MdxComponents);
        self.site.mdx_components.is_some() || self.site.mdx_component_parts
    }

    /// Whether the site's own `@theme/Admonition` (or `Admonition/Types`) draws admonitions.
    pub fn admonition_replaced(&self) -> bool {
        self.ask(Lookup::AdmonitionReplaced);
        self.site.admonition_replaced
    }

    /// The generator's words in the site's language.
    pub fn texts(&self) -> &'static Texts {
        self.ask(Lookup::Texts);
        i18n::texts(self.site)
    }

    /// The questions asked so far.
    pub fn asked(&self) -> Vec<Lookup> {
        self.asked.borrow().clone()
    }
}

/// A hash of the answers `site` gives to `asked`: equal hashes, equal answers.
pub fn answers(site: &Site, asked: &[Lookup]) -> [u8; 32] {
    let view = Lookups::new(site);
    let mut hasher = blake3::Hasher::new();
    for lookup in asked {
        let answer = match lookup {
            Lookup::Asset(target) => format!("{:?}", view.asset(target)),
            Lookup::Static(path) => format!("{:?}", view.static_file(path)),
            Lookup::Link { source, page, dest } => format!("{:?}", view.resolve(source, page, dest)),
            Lookup::Texts => view.texts().folder.to_string(),
            Lookup::BaseUrl => site.config.base_url.clone(),
            Lookup::Remark => format!("{:?}", site.remark),
            Lookup::MdxComponents => format!("{:?} {}", site.mdx_components, site.mdx_component_parts),
            Lookup::AdmonitionReplaced => site.admonition_replaced.to_string(),
            Lookup::BrokenMarkdownLinks => format!("{:?}", site.on_broken_markdown_links),
            Lookup::Mdx1 => site.mdx1.to_string(),
        };
        hasher.update(&(answer.len() as u64).to_le_bytes()).update(answer.as_bytes());
    }
    *hasher.finalize().as_bytes()
}
