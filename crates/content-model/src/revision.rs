//! When each page last changed, who changed it, and where to edit it.
//!
//! The dates come from git, which this crate never runs: xtask reads the
//! history once per build and hands it over as a [`History`]. Front matter
//! (`last_update`, `custom_edit_url`) overrides it as in Docusaurus, and
//! `edit_url` in site.toml is the base every page's edit link is joined to.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, FixedOffset, NaiveDate, TimeZone};
use serde::{Deserialize, Deserializer};

use crate::blog::Post;
use crate::diag::{Diagnostic, SourceFile};
use crate::docs::Doc;
use crate::frontmatter::{self, Split};
use crate::meta::{LastUpdate, SiteMeta};

/// The last commit that touched a file, and when its first one was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Revision {
    /// Committer time, seconds since the Unix epoch.
    pub unix: i64,
    pub author: String,
    /// The first commit's time: when the file was made (a post without a date is dated by it).
    pub created: i64,
}

/// The last commit of every file of the site that git knows, by path relative
/// to the site root (`content/docs/guide/index.md`). Empty outside a checkout.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct History {
    pub files: HashMap<String, Revision>,
}

/// `last_update` in front matter: either part may be left to git.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontLastUpdate {
    pub date: Option<String>,
    pub author: Option<String>,
}

/// `custom_edit_url`: a URL, or `null`/`false` for no edit link; absent is `None`.
pub fn edit_url_override<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Value {
        Url(String),
        Off(bool),
    }
    match Option::<Value>::deserialize(d)? {
        None | Some(Value::Off(false)) => Ok(Some(None)),
        Some(Value::Url(url)) => Ok(Some(Some(url))),
        Some(Value::Off(true)) => Err(serde::de::Error::custom(
            "`custom_edit_url: true` means nothing; expected a URL, null or false",
        )),
    }
}

/// What a page's front matter says about its revision, checked.
#[derive(Debug, Clone, Default)]
pub struct PageOverrides {
    /// RFC 3339 time of a front-matter `last_update.date`.
    pub date: Option<String>,
    pub author: Option<String>,
    /// `Some(None)`: the page has no edit link.
    pub edit_url: Option<Option<String>>,
}

impl PageOverrides {
    /// Checks the front-matter values; a date that is not a date is an error at its key.
    pub fn read(
        source: &SourceFile,
        split: &Split<'_>,
        last_update: Option<FrontLastUpdate>,
        edit_url: Option<Option<String>>,
    ) -> Result<Self, Diagnostic> {
        let last_update = last_update.unwrap_or_default();
        let date = match last_update.date.as_deref().map(str::trim) {
            None => None,
            Some(text) => Some(parse_date(text).map(|at| at.to_rfc3339()).ok_or_else(|| {
                Diagnostic::error(
                    source,
                    frontmatter::value_offset(source, split, "last_update", text),
                    format!("`last_update.date` `{text}` is not a date"),
                )
                .expected("a date like `2024-08-26`, `08/26/2024` or `August 26, 2024`, or a time like `2024-08-26T14:30:00+09:00`")
            })?),
        };
        let author = last_update.author.map(|a| a.trim().to_string()).filter(|a| !a.is_empty());
        Ok(PageOverrides { date, author, edit_url })
    }
}

/// Which parts of the last update pages show (Docusaurus' `showLastUpdateTime`
/// and `showLastUpdateAuthor`, off there unless asked for; on for a site.toml site).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LastUpdateShown {
    pub time: bool,
    pub author: bool,
}

impl Default for LastUpdateShown {
    fn default() -> Self {
        LastUpdateShown { time: true, author: true }
    }
}

impl LastUpdateShown {
    pub const HIDDEN: LastUpdateShown = LastUpdateShown { time: false, author: false };

    /// `update` with what is not shown left out (none when nothing is left).
    fn shown(self, update: Option<LastUpdate>) -> Option<LastUpdate> {
        let LastUpdate { at, author } = update?;
        let update = LastUpdate { at: at.filter(|_| self.time), author: author.filter(|_| self.author) };
        (update.at.is_some() || update.author.is_some()).then_some(update)
    }
}

/// The docs' and the posts' [`LastUpdateShown`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LastUpdatesShown {
    pub docs: LastUpdateShown,
    pub blog: LastUpdateShown,
    /// Each further docs instance's, by its `id`.
    pub other_docs: BTreeMap<String, LastUpdateShown>,
}

/// How the docs' and the posts' edit links are made.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EditUrls {
    pub docs: EditUrl,
    pub blog: EditUrl,
    /// Each further docs instance's, by its `id`.
    pub other_docs: BTreeMap<String, EditUrl>,
}

/// How a page's edit link is made from its file.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum EditUrl {
    #[default]
    None,
    /// Joined with the page's path in the site (`docs/intro.md`): site.toml's
    /// `edit_url`, a Docusaurus `editUrl` string.
    Base(String),
    /// A Docusaurus `editUrl` function's URLs, by locale and version, with the
    /// page's own values left as slots (see ui/stages/evaluate.mjs).
    Templates(Vec<EditUrlTemplate>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct EditUrlTemplate {
    pub locale: String,
    /// The docs' version (`current`, `1.0`); empty for the blog.
    pub version: String,
    /// The folder the version's (or the blog's) files are in, site-relative (`versioned_docs/version-1.0`).
    pub dir: String,
    /// The URL, with `\0docPath\0` (or `\0blogPath\0`) and `\0permalink\0` to fill in;
    /// none where the site's function gives no link (`undefined` for a released version).
    pub url: Option<String>,
}

impl EditUrl {
    /// The edit link of the page from `file` (site-relative) at `permalink`
    /// (its path under the base URL), in `locale` and `version`.
    pub fn of(&self, file: &str, permalink: &str, locale: &str, version: &str) -> Option<String> {
        match self {
            EditUrl::None => None,
            EditUrl::Base(base) => {
                Some(format!("{}/{}", base.trim_end_matches('/'), file.trim_start_matches('/')))
            }
            EditUrl::Templates(templates) => {
                let same_version = |t: &&EditUrlTemplate| t.version == version || t.version.is_empty();
                let template = templates
                    .iter()
                    .filter(same_version)
                    .find(|t| t.locale == locale)
                    .or_else(|| templates.iter().find(same_version))?;
                // The file's path in its folder; a translation's (`i18n/en/…/current/a.md`) after its version's folder.
                let within = file.strip_prefix(&format!("{}/", template.dir)).or_else(|| {
                    let folder = if version == crate::docs::versions::CURRENT {
                        "/current/".to_string()
                    } else {
                        format!("/version-{version}/")
                    };
                    file.split_once(&folder).map(|(_, rest)| rest)
                });
                let within = within.unwrap_or(file);
                Some(
                    template
                        .url
                        .as_deref()?
                        .replace("\0docPath\0", within)
                        .replace("\0blogPath\0", within)
                        .replace("\0permalink\0", permalink),
                )
            }
        }
    }
}

/// Korean time: the site's readers, and the day a date belongs to.
fn kst() -> FixedOffset {
    FixedOffset::east_opt(9 * 3600).expect("a valid offset")
}

/// `2024-08-26` (midnight in Korea), an RFC 3339 or RFC 2822 time, or
/// another form JavaScript's `Date` reads (see [`js_local_date`]), as
/// Docusaurus' `Joi.date()` takes it.
fn parse_date(text: &str) -> Option<DateTime<FixedOffset>> {
    if let Ok(at) = DateTime::parse_from_rfc3339(text).or_else(|_| DateTime::parse_from_rfc2822(text)) {
        return Some(at.with_timezone(&kst()));
    }
    kst().from_local_datetime(&js_local_date(text)?).single()
}

/// A date (and time) without a zone as JavaScript's `Date` reads the usual
/// forms: `2022-06-29`, `2022/06/29`, `06/29/2022` (month first), `June 29,
/// 2022`, `29 Jun 2022`, each with a time after it or not.
pub(crate) fn js_local_date(text: &str) -> Option<chrono::NaiveDateTime> {
    const DAYS: [&str; 9] = [
        "%Y-%m-%d",
        "%Y/%m/%d",
        "%m/%d/%Y",
        "%B %d, %Y",
        "%b %d, %Y",
        "%B %d %Y",
        "%b %d %Y",
        "%d %B %Y",
        "%d %b %Y",
    ];
    const TIMES: [&str; 4] = ["T%H:%M:%S%.f", "T%H:%M", " %H:%M:%S%.f", " %H:%M"];
    let text = text.trim();
    DAYS.iter().find_map(|day| {
        let date = NaiveDate::parse_from_str(text, day).ok().and_then(|d| d.and_hms_opt(0, 0, 0));
        date.or_else(|| {
            TIMES
                .iter()
                .find_map(|time| chrono::NaiveDateTime::parse_from_str(text, &format!("{day}{time}")).ok())
        })
    })
}

/// A commit time as RFC 3339 in Korean time.
pub fn korean_time(unix: i64) -> Option<String> {
    Some(kst().timestamp_opt(unix, 0).single()?.to_rfc3339())
}

/// The last update shown on a page: front matter first, git for what it leaves out.
fn last_update(overrides: &PageOverrides, git: Option<&Revision>) -> Option<LastUpdate> {
    let at = overrides.date.clone().or_else(|| git.and_then(|r| korean_time(r.unix)));
    let author = overrides.author.clone().or_else(|| git.map(|r| r.author.clone()));
    (at.is_some() || author.is_some()).then_some(LastUpdate { at, author })
}

/// The page's edit link: its own `custom_edit_url`, else the site's.
fn edit_url(overrides: &PageOverrides, site: impl FnOnce() -> Option<String>) -> Option<String> {
    match &overrides.edit_url {
        Some(own) => own.clone(),
        None => site(),
    }
}

/// Fills every page's last update and edit link.
pub fn apply(docs: &mut [Doc], posts: &mut [Post], config: &SiteMeta, history: &History) {
    let urls = &config.edit_urls;
    for doc in docs {
        // A generated index is made from its category file or the sidebars file, not written: nothing to date or edit.
        if doc.generated_index.is_some() {
            continue;
        }
        let git = history.files.get(&doc.source.path);
        // A further docs instance has its own settings.
        let (edit, shown) = match &doc.meta.plugin {
            None => (&urls.docs, config.last_update_shown.docs),
            Some(id) => (
                urls.other_docs.get(id).unwrap_or(&EditUrl::None),
                config.last_update_shown.other_docs.get(id).copied().unwrap_or(LastUpdateShown::HIDDEN),
            ),
        };
        let version = doc.meta.version.as_str();
        doc.meta.last_update = shown.shown(last_update(&doc.overrides, git));
        let permalink = config.served_path(&doc.meta.path);
        doc.meta.edit_url =
            edit_url(&doc.overrides, || edit.of(&doc.source.path, &permalink, &config.locale, version));
    }
    for post in posts {
        let git = history.files.get(&post.source.path);
        post.meta.last_update = config.last_update_shown.blog.shown(last_update(&post.overrides, git));
        let permalink = config.served_path(&post.meta.path);
        post.meta.edit_url =
            edit_url(&post.overrides, || urls.blog.of(&post.source.path, &permalink, &config.locale, ""));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commit_times_are_shown_in_korean_time() {
        // 2024-08-25 15:30 UTC is already the 26th in Korea.
        assert_eq!(korean_time(1_724_599_800).unwrap(), "2024-08-26T00:30:00+09:00");
    }

    /// What Docusaurus' `Joi.date()` takes, as JavaScript's `Date` reads it; a day past its month is none.
    #[test]
    fn a_front_matter_date_is_read_in_the_forms_javascript_reads() {
        let read = |text: &str| parse_date(text).map(|d| d.to_rfc3339());
        for text in ["06/29/2022", "2022/06/29", "June 29, 2022", "Jun 29 2022", "29 June 2022", "2022-06-29"]
        {
            assert_eq!(read(text).as_deref(), Some("2022-06-29T00:00:00+09:00"), "{text}");
        }
        assert_eq!(read("2022-06-29 14:30").as_deref(), Some("2022-06-29T14:30:00+09:00"));
        assert_eq!(read("Wed, 29 Jun 2022 05:30:00 +0000").as_deref(), Some("2022-06-29T14:30:00+09:00"));
        for bad in ["13/01/2022", "2022-02-30", "어제", "29/06/2022"] {
            assert_eq!(read(bad), None, "{bad}");
        }
    }

    #[test]
    fn front_matter_fills_what_it_names_and_git_the_rest() {
        let git = Revision { unix: 1_724_599_800, author: "git author".into(), created: 1_724_599_800 };
        let only_author = PageOverrides { author: Some("편집자".into()), ..Default::default() };
        assert_eq!(
            last_update(&only_author, Some(&git)),
            Some(LastUpdate {
                at: Some("2024-08-26T00:30:00+09:00".into()), author: Some("편집자".into())
            })
        );
        let only_date =
            PageOverrides { date: parse_date("2024-01-02").map(|d| d.to_rfc3339()), ..Default::default() };
        assert_eq!(
            last_update(&only_date, None),
            Some(LastUpdate { at: Some("2024-01-02T00:00:00+09:00".into()), author: None })
        );
        assert_eq!(last_update(&PageOverrides::default(), None), None);
    }

    #[test]
    fn edit_links_join_the_base_and_honour_the_page() {
        let none = PageOverrides::default();
        let base = EditUrl::Base("https://git.example/r/edit/main/".into());
        let site = |url: &EditUrl| url.of("content/docs/a.md", "/a", "ko", "current");
        assert_eq!(
            edit_url(&none, || site(&base)).as_deref(),
            Some("https://git.example/r/edit/main/content/docs/a.md")
        );
        assert_eq!(edit_url(&none, || site(&EditUrl::None)), None);
        let removed = PageOverrides { edit_url: Some(None), ..Default::default() };
        assert_eq!(edit_url(&removed, || site(&base)), None);
        let own = PageOverrides { edit_url: Some(Some("https://y/z".into())), ..Default::default() };
        assert_eq!(edit_url(&own, || site(&base)).as_deref(), Some("https://y/z"));
    }

    /// Docusaurus shows neither the time nor the author of a last update unless
    /// its plugin's option asks; each is left out on its own.
    #[test]
    fn only_the_asked_parts_of_a_last_update_are_shown() {
        let update = || {
            Some(LastUpdate {
                at: Some("2024-01-02T00:00:00+09:00".into()), author: Some("편집자".into())
            })
        };
        assert_eq!(LastUpdateShown::default().shown(update()), update());
        assert_eq!(LastUpdateShown::HIDDEN.shown(update()), None);
        let time = LastUpdateShown { time: true, author: false }.shown(update()).unwrap();
        assert_eq!((time.at.is_some(), time.author), (true, None));
        let author = LastUpdateShown { time: false, author: true }.shown(update()).unwrap();
        assert_eq!((author.at, author.author.as_deref()), (None, Some("편집자")));
    }

    /// A Docusaurus `editUrl` function, as the evaluator hands it over: the
    /// template of the page's locale and version, its slots filled with the
    /// file's path in its folder and the page's path.
    #[test]
    fn edit_link_templates_fill_the_page_in() {
        let template = |locale: &str, version: &str, dir: &str, url: &str| EditUrlTemplate {
            locale: locale.into(),
            version: version.into(),
            dir: dir.into(),
            url: (!url.is_empty()).then(|| url.into()),
        };
        let docs = EditUrl::Templates(vec![
            template("ko", "current", "docs", "https://g.example/edit/main/docs/\0docPath\0"),
            template("en", "current", "docs", "https://crowdin.example/en/\0docPath\0?from=\0permalink\0"),
            template("ko", "1.0", "versioned_docs/version-1.0", "https://g.example/edit/v1/\0docPath\0"),
            template("ko", "0.9", "versioned_docs/version-0.9", ""),
        ]);
        let of = |file: &str, locale: &str, version: &str| docs.of(file, "/docs/a", locale, version).unwrap();
        assert_eq!(of("docs/guide/a.md", "ko", "current"), "https://g.example/edit/main/docs/guide/a.md");
        assert_eq!(
            of("i18n/en/docusaurus-plugin-content-docs/current/guide/a.md", "en", "current"),
            "https://crowdin.example/en/guide/a.md?from=/docs/a"
        );
        assert_eq!(of("versioned_docs/version-1.0/a.md", "ko", "1.0"), "https://g.example/edit/v1/a.md");
        // The function gave nothing for 0.9: its pages have no edit link.
        assert_eq!(docs.of("versioned_docs/version-0.9/a.md", "/docs/0.9/a", "ko", "0.9"), None);
        // A locale the function was not asked about takes the version's first template.
        assert_eq!(of("docs/a.md", "ja", "current"), "https://g.example/edit/main/docs/a.md");
        let blog =
            EditUrl::Templates(vec![template("ko", "", "blog", "https://g.example/blog/\0blogPath\0")]);
        assert_eq!(
            blog.of("blog/2024/post.md", "/blog/post", "ko", "").unwrap(),
            "https://g.example/blog/2024/post.md"
        );
    }
}
