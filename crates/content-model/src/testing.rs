//! Sites written as strings, for tests: no temporary folders, no disk.
//!
//! ```
//! use content_model::testing::SiteBuilder;
//!
//! let site = SiteBuilder::minimal().file("content/docs/guide/index.md", "# 가이드\n").site();
//! assert_eq!(site.docs[0].meta.title, "가이드");
//! ```

use crate::sources::{Contents, FileFacts, Sources};
use crate::{Diagnostic, LoadOptions, Loaded, Site, revision};

/// The settings every site needs (site.toml).
pub const SITE_TOML: &str = "title = \"T\"\ntagline = \"t\"\nurl = \"https://e.com\"\nlogo = \"/l.svg\"\n\
    copyright = \"c\"\nlegal = \"l\"\ncontact = \"a@b.c\"\nmarkdown = { format = \"detect\" }\n";

/// A home page with no actions and no cards (data/home.yml).
pub const HOME_YML: &str = "hero: {title: T, tagline: t, actions: []}\n\
    overview: {title: O, description: d, cards: []}\nhistory: {title: H, description: d}\n";

/// Builds a [`Sources`] file by file, then loads it.
#[derive(Debug, Clone, Default)]
pub struct SiteBuilder {
    sources: Sources,
}

impl SiteBuilder {
    /// No files at all.
    pub fn empty() -> Self {
        SiteBuilder::default()
    }

    /// `content/site.toml` alone: the site's home page is then made from its docs.
    pub fn settings() -> Self {
        SiteBuilder::empty().file("content/site.toml", SITE_TOML)
    }

    /// `content/site.toml` and `content/data/home.yml`: the smallest site that loads.
    pub fn minimal() -> Self {
        SiteBuilder::settings().file("content/data/home.yml", HOME_YML)
    }

    /// A file with `text` (its facts are worked out when it is not a text format, as the loader does).
    pub fn file(self, path: &str, text: &str) -> Self {
        self.bytes(path, text.as_bytes())
    }

    /// A file with `bytes`.
    pub fn bytes(mut self, path: &str, bytes: &[u8]) -> Self {
        self.sources.insert_bytes(path, bytes.to_vec());
        self
    }

    /// Several files at once.
    pub fn files(self, files: &[(&str, &str)]) -> Self {
        files.iter().fold(self, |builder, (path, text)| builder.file(path, text))
    }

    /// A folder, possibly empty.
    pub fn dir(mut self, path: &str) -> Self {
        self.sources.insert_dir(path);
        self
    }

    /// A symbolic link at `path` that leads out of the site, to `target` (the loader leaves it out).
    pub fn escape(mut self, path: &str, target: &str) -> Self {
        self.sources.insert_escape(path, target);
        self
    }

    /// A binary file known by its facts only.
    pub fn facts(mut self, path: &str, facts: FileFacts) -> Self {
        self.sources.insert(path, Contents::Binary(facts));
        self
    }

    /// Adds what the engine would have evaluated the module at `path` to (JSON), see [`Sources::evaluated`].
    pub fn evaluated(mut self, path: &str, json: &str) -> Self {
        self.sources.insert_evaluated(path, json);
        self
    }

    pub fn sources(self) -> Sources {
        self.sources
    }

    /// Loads the site as a production build does.
    pub fn load(&self) -> Loaded {
        crate::load(&self.sources)
    }

    /// Loads the site with `options` (drafts, history).
    pub fn load_with(&self, options: LoadOptions) -> Loaded {
        crate::load_with(&self.sources, options)
    }

    /// Loads the site with the dates and authors of `history`.
    pub fn load_with_history(&self, history: &revision::History) -> Loaded {
        crate::load_with_history(&self.sources, history)
    }

    /// The loaded site; panics with the diagnostics when it does not load.
    pub fn site(&self) -> Site {
        let loaded = self.load();
        loaded
            .site
            .unwrap_or_else(|| panic!("the site does not load:\n{}", lines(&loaded.diagnostics).join("\n")))
    }

    /// Loads the site, checking that it reports `expected` and nothing else,
    /// each as the build prints it (`file:line:col: level: message (expected)`).
    #[track_caller]
    pub fn expect_reports(&self, expected: &[&str]) -> Loaded {
        let loaded = self.load();
        assert_eq!(lines(&loaded.diagnostics), expected);
        loaded
    }

    /// Checks that the site does not load, reporting `expected` and nothing else.
    #[track_caller]
    pub fn expect_failure(&self, expected: &[&str]) {
        assert!(self.expect_reports(expected).site.is_none(), "the site loads");
    }
}

/// Diagnostics as the build prints them, one a line.
pub fn lines(diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().map(ToString::to_string).collect()
}
