//! A Docusaurus site's `docusaurus.config.*`, as the engine evaluated it (JSON,
//! see [`crate::Sources::evaluated`]), mapped onto the [`Config`] site.toml gives.
//!
//! Every key is either used or named in one note ("cannot honour"): the
//! reader takes what it uses out of a copy of the config, and what is left
//! (and every value that is not data, a function `editUrl` say) is listed.
//! Defaults are Docusaurus' own (docs at `/docs`, the locale `en`).

use serde_json::{Map, Value};

use crate::category::CategoryDefaults;
use crate::config::{
    BlogOptions, Config, DocsInstance, DocsOptions, FeedOptions, MarkdownOptions, Npm2Yarn, OnBroken,
    RemarkPlugins, SiteFormat, TabBlocks, ThemeFiles,
};
use crate::diag::{Diagnostic, Severity};
use crate::files::NumberPrefixes;
use crate::locales;
use crate::meta::{
    Announcement, ColorMode, CustomItem, DropdownExtras, FooterLogo, FooterSection, HeadAsset, HeadAttribute,
    LinkActive, LocaleMeta, SiteLink, SiteMeta, VersionDropdown,
};
use crate::revision::{EditUrl, EditUrlTemplate, EditUrls, LastUpdateShown, LastUpdatesShown};

/// Keys that only deploy or identify the site: they change nothing in what a build writes.
const DEPLOY_ONLY: [&str; 7] =
    ["organizationName", "projectName", "deploymentBranch", "githubHost", "githubPort", "future", "$schema"];

/// The classic preset, and presets that hand their options on to it (Meta's
/// `docusaurus-plugin-internaldocs-fb` preset, which its sites use; its own
/// options are named as not honoured). ui/stages/evaluate.mjs lists the same.
const CLASSIC_PRESETS: [&str; 4] = [
    "classic",
    "@docusaurus/preset-classic",
    "docusaurus-preset-classic",
    "docusaurus-plugin-internaldocs-fb/docusaurus-preset",
];
const DOCS_PLUGINS: [&str; 3] =
    ["content-docs", "@docusaurus/plugin-content-docs", "docusaurus-plugin-content-docs"];
const PAGES_PLUGINS: [&str; 3] =
    ["content-pages", "@docusaurus/plugin-content-pages", "docusaurus-plugin-content-pages"];
const BLOG_PLUGINS: [&str; 3] =
    ["content-blog", "@docusaurus/plugin-content-blog", "docusaurus-plugin-content-blog"];
/// Plugins whose work the build does itself: Sass and Less (`.scss`, `.less`
/// through the site's own `sass` or `less` package, see ui/stages/site.mjs),
/// and a content image opening larger on a click (the theme's zoom, codegen's markdown/rich.rs).
const DONE_HERE: [&str; 3] =
    ["docusaurus-plugin-sass", "docusaurus-plugin-less", "docusaurus-plugin-image-zoom"];

/// The classic theme, named on its own in `themes` (a site without the preset).
const CLASSIC_THEMES: [&str; 2] = ["@docusaurus/theme-classic", "classic"];
/// Themes whose work the build does itself: Mermaid diagrams (fences are always diagrams here).
const THEMES_DONE_HERE: [&str; 2] = ["@docusaurus/theme-mermaid", "mermaid"];

/// The plugin that names folders of the site by an import prefix (webpack's `resolve.alias`).
const ALIAS_PLUGINS: [&str; 1] = ["docusaurus-plugin-module-alias"];

/// The plugin whose `redirects` leave pages at old addresses.
const REDIRECT_PLUGINS: [&str; 2] = ["@docusaurus/plugin-client-redirects", "client-redirects"];

/// A preset or plugin as its package names it: a config's
/// `require.resolve("@docusaurus/preset-classic")` is a file path
/// (`node_modules/@docusaurus/preset-classic/lib/index.js` once evaluated),
/// named here by what follows the last `node_modules/`, without the
/// extension: the package itself when the file is its entry (`index`, in
/// `lib/`, `dist/` or `build/` too, or a file named as the package:
/// `docusaurus-plugin-sass/docusaurus-plugin-sass.js`), else the package
/// and the file (`docusaurus-plugin-internaldocs-fb/docusaurus-preset`).
/// ui/stages/evaluate.mjs's `packageEntry` reads names the same way.
fn package_entry(name: &str) -> String {
    let Some((_, inside)) = name.rsplit_once("node_modules/") else { return name.to_string() };
    let bare = [".js", ".cjs", ".mjs"].iter().find_map(|ext| inside.strip_suffix(ext)).unwrap_or(inside);
    let parts: Vec<&str> = bare.split('/').collect();
    let at = if bare.starts_with('@') { 2 } else { 1 }.min(parts.len());
    let (package, file) = (parts[..at].join("/"), &parts[at..]);
    let own_name = parts[at - 1];
    let entry = match file {
        [] => true,
        [dir, stem] => ["lib", "dist", "build"].contains(dir) && (*stem == "index" || *stem == own_name),
        [stem] => *stem == "index" || *stem == own_name,
        _ => false,
    };
    if entry { package } else { bare.to_string() }
}

/// What reading the config found: the settings, and what it could not honour.
pub struct Read {
    pub config: Config,
    /// Key paths (`themeConfig.algolia`) with why, in the order met.
    pub unhonoured: Vec<(String, String)>,
    pub errors: Vec<Diagnostic>,
}

/// The version of Docusaurus a site's package.json asks for, as (major,
/// minor): `^2.4.1`, `2.0.0-beta.9`, `~3.6.3` of `@docusaurus/core` or the classic preset.
pub fn docusaurus_version(package_json: &str) -> Option<(u64, u64)> {
    let manifest: Value = serde_json::from_str(package_json).ok()?;
    ["dependencies", "devDependencies"].iter().find_map(|list| {
        let list = manifest.get(list)?;
        ["@docusaurus/core", "@docusaurus/preset-classic"].iter().find_map(|name| {
            let range = list.get(name)?.as_str()?;
            let mut numbers = range
                .trim_start_matches(|c: char| !c.is_ascii_digit())
                .split('.')
                .map(|part| part.chars().take_while(char::is_ascii_digit).collect::<String>().parse::<u64>());
            let major = numbers.next()?.ok()?;
            Some((major, numbers.next().and_then(Result::ok).unwrap_or(0)))
        })
    })
}

/// A content plugin's `path` as the site's files are named: `./events/` is `events`.
fn folder_path(written: &str) -> String {
    let mut path = written.trim_matches('/');
    while let Some(rest) = path.strip_prefix("./") {
        path = rest.trim_start_matches('/');
    }
    path.to_string()
}

/// Whether Docusaurus' `Link` takes `to` for another site's address: `scheme://…` or `//host/…`.
/// Docusaurus' `hasProtocol`: `scheme:` (`mailto:`, `pathname:`) or `//` at the start.
fn has_protocol(url: &str) -> bool {
    url.starts_with("//")
        || url
            .split_once(':')
            .is_some_and(|(scheme, _)| scheme.chars().all(|c| c.is_alphanumeric() || c == '_'))
}

fn is_external_url(to: &str) -> bool {
    let rest = match to.split_once("//") {
        Some((scheme, _)) => scheme,
        None => return false,
    };
    rest.is_empty()
        || rest.strip_suffix(':').is_some_and(|scheme| {
            scheme.starts_with(|c: char| c.is_ascii_alphabetic())
                && scheme.chars().all(|c| c.is_ascii_alphanumeric())
        })
}

/// A word `:::word` may open an admonition with: letters and digits, as the
/// directive's name is read.
fn is_admonition_word(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Maps the evaluated config of the file `file` (its JSON text) onto a [`Config`].
pub fn read(file: &str, json: &str) -> Read {
    let mut reader = Reader {
        unhonoured: Vec::new(),
        errors: Vec::new(),
        file: file.to_string(),
        remark: Default::default(),
        admonition_keywords: Vec::new(),
        first_right_link: None,
    };
    let value: Value = match serde_json::from_str(json) {
        Ok(value) => value,
        Err(e) => {
            reader
                .errors
                .push(Diagnostic::file_error(file, format!("the evaluated config is not JSON: {e}")));
            Value::Null
        }
    };
    let mut root = match value {
        Value::Object(map) => map,
        Value::Null if !reader.errors.is_empty() => Map::new(),
        other => {
            reader.errors.push(
                Diagnostic::file_error(file, format!("the config exports {}, not an object", kind(&other)))
                    .expected("`export default {title: …, url: …}` (or `module.exports = …`)"),
            );
            Map::new()
        }
    };
    let config = reader.config(&mut root);
    Read { config, unhonoured: reader.unhonoured, errors: reader.errors }
}

/// The folders (site-relative; `../docs` in a monorepo) the config reads its
/// docs and blog from: what the loader walks besides the usual `docs/` and `blog/`.
pub fn content_dirs(file: &str, json: &str) -> Vec<String> {
    let config = read(file, json).config;
    let docs = config.docs.enabled.then_some(config.docs.path);
    // A further instance's versions are beside the config (`community_versioned_docs/`…).
    let others = config.other_docs.into_iter().flat_map(|instance| {
        let prefix = crate::docs::versions::files_prefix(Some(&instance.id));
        let version_files = [
            crate::docs::versions::VERSIONS_FILE,
            crate::docs::versions::VERSIONED_DOCS,
            crate::docs::versions::VERSIONED_SIDEBARS,
        ];
        std::iter::once(instance.docs.path).chain(version_files.map(|name| format!("{prefix}{name}")))
    });
    let blog = if config.blog.disabled { None } else { config.blog.path };
    let other_blogs = config.other_blogs.into_iter().filter_map(|instance| instance.options.path);
    docs.into_iter().chain(others).chain(blog).chain(other_blogs).collect()
}

/// Whether the config lists remark plugins of the site's own, which run in
/// Node over the Markdown before the model reads it.
pub fn runs_site_remark_plugins(file: &str, json: &str) -> bool {
    read(file, json).config.remark.site
}

/// The evaluated config as site code sees it (`useDocusaurusContext().siteConfig`):
/// its data, with what is not data (a function, a class instance) as `null`.
pub fn site_config(sources: &crate::Sources) -> Map<String, Value> {
    fn data(value: Value) -> Value {
        match value {
            // A function made templates (`editUrl`) is still a function to site code: no data.
            Value::Object(map) if map.contains_key("$nonData") || map.contains_key("$editUrlTemplates") => {
                Value::Null
            }
            Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, data(v))).collect()),
            Value::Array(items) => Value::Array(items.into_iter().map(data).collect()),
            other => other,
        }
    }
    let evaluated = crate::config::DOCUSAURUS_CONFIGS.into_iter().find_map(|name| sources.evaluated(name));
    match evaluated.and_then(|json| serde_json::from_str(json).ok()).map(data) {
        Some(Value::Object(map)) => map,
        _ => Map::new(),
    }
}

/// The one note naming every value of the config that has no effect here, or none.
pub fn unhonoured_note(file: &str, unhonoured: &[(String, String)]) -> Option<Diagnostic> {
    if unhonoured.is_empty() {
        return None;
    }
    let listed: Vec<String> = unhonoured.iter().map(|(key, why)| format!("`{key}` ({why})")).collect();
    Some(Diagnostic {
        severity: Severity::Note,
        file: file.to_string(),
        line: 1,
        column: 1,
        message: format!("cannot honour, so left out: {}", listed.join(", ")),
        expected: None,
        source_line: None,
    })
}

struct Reader {
    unhonoured: Vec<(String, String)>,
    errors: Vec<Diagnostic>,
    file: String,
    /// The remark plugins done here, each taken out of the first content plugin's `remarkPlugins` that lists it.
    remark: RemarkPlugins,
    /// The admonition words the content plugins add (`admonitions.keywords`), all of them's.
    admonition_keywords: Vec<String>,
    /// Of the navbar's links, the index of the first one placed on the right (see [`place_navbar_items`]).
    first_right_link: Option<usize>,
}

/// A further docs instance with its edit URL and last updates, which go to the site's meta.
struct OtherDocs {
    instance: DocsInstance,
    edit_url: EditUrl,
    shown: LastUpdateShown,
}

/// Options of the plugin instances the config declares.
#[derive(Default)]
struct Instances {
    docs: Vec<Map<String, Value>>,
    blog: Vec<Map<String, Value>>,
    /// The classic theme's `customCss`, when the preset names it.
    custom_css: Option<Vec<String>>,
    /// The options of each client-redirects plugin.
    redirects: Vec<Map<String, Value>>,
    /// Import prefixes and the site folders they name (docusaurus-plugin-module-alias).
    aliases: Vec<(String, String)>,
    /// The pages plugin's `include` and `exclude`.
    page_files: crate::docs::DocFiles,
    /// Google's analytics plugins, each with its options and where it is written.
    analytics: Vec<(crate::analytics::Kind, Map<String, Value>, String)>,
    /// The classic preset's `sitemap: false`: no sitemap.
    no_sitemap: bool,
}

/// The site's `url` as a browser reads it (Docusaurus checks it with `new URL`,
/// so `https:/example.com` is accepted): an http(s) origin, no slash at the end.
fn site_url(written: &str) -> Option<String> {
    let url =
        url::Url::parse(written).ok().filter(|u| matches!(u.scheme(), "http" | "https") && u.has_host())?;
    Some(url.as_str().trim_end_matches('/').to_string())
}

/// The pages plugin's default `include`: React pages and Markdown alike.
const PAGES_INCLUDE: [&str; 1] = ["**/*.{js,jsx,ts,tsx,md,mdx}"];

impl Reader {
    fn config(&mut self, root: &mut Map<String, Value>) -> Config {
        let title = self.string(root, "title", "");
        let tagline = self.string(root, "tagline", "");
        let written = self.string(root, "url", "");
        let url = match site_url(&written) {
            Some(url) => url,
            None => {
                self.errors.push(
                    Diagnostic::file_error(&self.file, format!("`url` is `{written}`, not an absolute URL"))
                        .expected("like `url: 'https://www.example.com'`"),
                );
                written.trim_end_matches('/').to_string()
            }
        };
        // With a slash added at either end where missing, as Docusaurus' validation does.
        let base_url = format!("/{}/", self.string(root, "baseUrl", "/").trim_matches('/'));
        let base_url = if base_url == "//" { "/".to_string() } else { base_url };
        let favicon = self.string(root, "favicon", "");
        let title_delimiter = self.string(root, "titleDelimiter", "|");
        let (locale, locales) = match root.remove("i18n") {
            Some(Value::Object(mut i18n)) => {
                let locale = self.string(&mut i18n, "defaultLocale", "en");
                let locales = self.locales(&mut i18n, &locale, &base_url);
                self.leftovers("i18n", i18n);
                (locale, locales)
            }
            Some(other) => {
                self.unhonoured("i18n", &other);
                ("en".into(), Vec::new())
            }
            None => ("en".into(), Vec::new()),
        };
        let on_broken_links = self.on_broken_links(root);
        let on_broken_anchors = self.on_broken(root, "onBrokenAnchors", OnBroken::Warn);
        let trailing_slash = self.trailing_slash(root);
        // Docusaurus' default, written out, is what the build does; other folders are named.
        match root.remove("staticDirectories") {
            Some(Value::Array(dirs))
                if dirs.iter().all(|d| d.as_str().is_some_and(|d| d.trim_matches('/') == "static")) => {}
            None => {}
            Some(other) => self.unhonoured("staticDirectories", &other),
        }
        // Docusaurus 3.9's `markdown.hooks` wins over the top-level key it replaces.
        let old_key = self.on_broken(root, "onBrokenMarkdownLinks", OnBroken::Warn);
        let (markdown, on_broken_markdown_links) = self.markdown(root, old_key);
        let instances = self.instances(root);
        let mut theme = self.object(root, "themeConfig");
        let mut navbar = self.object(&mut theme, "navbar");
        let (logo, logo_dark, navbar_title) = self.logo(&mut navbar);
        place_navbar_items(&mut navbar);
        let mut locale_dropdown_extras = None;
        let mut right_dropdowns = Vec::new();
        let locale_dropdown_at = take_locale_dropdown(&mut navbar).map(|(at, rest)| {
            right_dropdowns.push((at, is_right(&rest)));
            locale_dropdown_extras = self.dropdown_extras(rest, "themeConfig.navbar.items (localeDropdown)");
            at
        });
        let (navbar_items, version_dropdowns) = self.navbar_items(&mut navbar, &mut right_dropdowns);
        let navbar_right_at = self.navbar_right_at(&navbar_items, &right_dropdowns);
        // The navbar shows its own title (none when the config gives none), the document the site's.
        let navbar_title = (navbar_title != title).then_some(navbar_title);
        let mut css = self.navbar_style(&mut navbar);
        let navbar_hide_on_scroll = match navbar.remove("hideOnScroll") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(hide)) => hide,
            Some(other) => {
                self.unhonoured("themeConfig.navbar.hideOnScroll", &other);
                false
            }
        };
        self.leftovers("themeConfig.navbar", navbar);
        let Footer {
            sections: footer_sections,
            copyright,
            copyright_html,
            logo: footer_logo,
            style: footer_style,
        } = self.footer(&mut theme, &mut css);
        let announcement = self.announcement(&mut theme, &mut css);
        let color_mode = self.color_mode(&mut theme);
        let (sidebar_auto_collapse, sidebar_hideable) = self.docs_sidebar(&mut theme);
        let image = match self.string(&mut theme, "image", "") {
            image if image.is_empty() => None,
            image => Some(static_path(&image)),
        };
        let metadata = self.metadata(&mut theme);
        self.image_zoom(&mut theme);
        self.prism(&mut theme);
        self.leftovers("themeConfig", theme);
        let mut head: Vec<HeadAsset> = [("stylesheets", "stylesheet", "href"), ("scripts", "script", "src")]
            .into_iter()
            .flat_map(|(key, kind, url)| self.head_assets(root, key, kind, url))
            .collect();
        head.extend(metadata);
        head.extend(self.head_tags(root));
        let mut analytics = crate::analytics::Analytics::default();
        for (kind, options, at) in instances.analytics {
            analytics.add(kind, options, &at, &mut self.unhonoured);
        }
        head.extend(analytics.head);
        let (redirects, redirect_extensions, create_redirects) = self.redirects(instances.redirects);
        let site_code_as_tsx = root.get("future").is_some_and(swc_js_loader);
        let mut aliases = instances.aliases;
        aliases.sort_by_key(|(prefix, _)| std::cmp::Reverse(prefix.len()));
        let client_modules = self.client_modules(root);
        let theme_files = ThemeFiles {
            custom_css: instances.custom_css,
            head,
            css,
            site_code_as_tsx,
            aliases,
            client_modules,
            gtag_ids: analytics.gtag_ids,
            connect_sources: analytics.connect_sources,
        };
        let (docs, edit_url, docs_shown, other_docs) = self.docs(instances.docs);
        let other_edit_urls =
            other_docs.iter().map(|o| (o.instance.id.clone(), o.edit_url.clone())).collect();
        let other_shown = other_docs.iter().map(|o| (o.instance.id.clone(), o.shown)).collect();
        let other_docs = other_docs.into_iter().map(|o| o.instance).collect();
        let (blog, blog_edit_url, blog_shown, other_blogs) = self.blogs(instances.blog);
        for key in DEPLOY_ONLY {
            root.remove(key);
        }
        // Site code reads it (`siteConfig.customFields`, see [`site_config`]).
        root.remove("customFields");
        self.leftovers("", root.clone());
        let site = SiteMeta {
            title,
            tagline,
            url,
            base_url,
            logo: logo.unwrap_or_default(),
            favicon: static_path(&favicon),
            navbar: navbar_items,
            footer_sections,
            copyright,
            announcement,
            version_dropdowns,
            edit_urls: EditUrls { docs: edit_url, blog: blog_edit_url, other_docs: other_edit_urls },
            last_update_shown: LastUpdatesShown {
                docs: docs_shown,
                blog: blog_shown,
                other_docs: other_shown,
            },
            color_mode,
            sidebar_auto_collapse,
            sidebar_hideable,
            navbar_hide_on_scroll,
            title_delimiter,
            logo_dark,
            navbar_title,
            footer_logo,
            footer_style: Some(footer_style),
            copyright_html,
            breadcrumbs: docs.breadcrumbs,
            image,
            locale,
            locales,
            locale_dropdown_at,
            locale_dropdown_extras,
            navbar_right_at: Some(navbar_right_at),
            ..crate::config::defaults().site
        };
        let remark = std::mem::take(&mut self.remark);
        Config {
            site,
            blog,
            markdown: MarkdownOptions {
                math: markdown.math || remark.math,
                admonition_keywords: std::mem::take(&mut self.admonition_keywords),
                ..markdown
            },
            docs,
            other_docs,
            other_blogs,
            remark,
            on_broken_links,
            on_broken_anchors,
            on_broken_markdown_links,
            trailing_slash,
            redirects,
            redirect_extensions,
            create_redirects,
            theme_files,
            page_files: instances.page_files,
            sitemap: !instances.no_sitemap,
        }
    }

    /// `onBrokenLinks` as written: `throw` stops the build on a broken link,
    /// `warn` and `log` report it, `ignore` does not. Left out, broken links
    /// warn (Docusaurus would throw: our checker also reads the theme's
    /// links, so a site that builds there is not stopped here on a finding
    /// of ours alone).
    fn on_broken_links(&mut self, root: &mut Map<String, Value>) -> OnBroken {
        self.on_broken(root, "onBrokenLinks", OnBroken::Warn)
    }

    /// A `throw`/`warn`/`log`/`ignore` setting at `key` (taken out), or `default`.
    fn on_broken(&mut self, map: &mut Map<String, Value>, key: &str, default: OnBroken) -> OnBroken {
        let Some(value) = map.remove(key) else { return default };
        match value.as_str() {
            Some("throw") => OnBroken::Throw,
            Some("warn" | "log") => OnBroken::Warn,
            Some("ignore") => OnBroken::Ignore,
            _ => {
                self.unhonoured(key, &value);
                default
            }
        }
    }

    /// `trailingSlash`: read for what relative links mean, and `false` for the
    /// pages' files (`docs/a.html`, as Docusaurus writes them); under `true`
    /// the addresses keep one form, without the closing slash, which the note says.
    fn trailing_slash(&mut self, root: &mut Map<String, Value>) -> Option<bool> {
        match root.remove("trailingSlash") {
            None | Some(Value::Null) => None,
            Some(Value::Bool(slash)) => {
                if slash {
                    self.unhonoured.push((
                        "trailingSlash".into(),
                        "`true`: pages keep one address, without a closing slash; relative links are read as under `true`".into(),
                    ));
                }
                Some(slash)
            }
            Some(other) => {
                self.unhonoured("trailingSlash", &other);
                None
            }
        }
    }

    /// `stylesheets` or `scripts`: each a URL, or `{href|src, ...attributes}`.
    fn head_assets(
        &mut self,
        root: &mut Map<String, Value>,
        key: &str,
        kind: &str,
        url_key: &str,
    ) -> Vec<HeadAsset> {
        let Some(Value::Array(items)) = root.remove(key) else { return Vec::new() };
        let mut assets = Vec::new();
        for (i, item) in items.into_iter().enumerate() {
            let (url, rest) = match item {
                Value::String(url) => (url, Map::new()),
                Value::Object(mut item) => match item.remove(url_key) {
                    Some(Value::String(url)) => (url, item),
                    _ => {
                        self.unhonoured.push((format!("{key}[{i}]"), format!("an item with no `{url_key}`")));
                        continue;
                    }
                },
                other => {
                    self.unhonoured(&format!("{key}[{i}]"), &other);
                    continue;
                }
            };
            let attributes = attributes_of(rest);
            // A script written as a `data:` URL (an analytics shim) runs as the inline script it is.
            if kind == "script" && url.starts_with("data:") {
                match data_script(&url) {
                    Some(text) if !closes(&text, "script") => assets.push(HeadAsset {
                        kind: kind.into(),
                        url: String::new(),
                        attributes,
                        inline: Some(text),
                    }),
                    _ => self.unhonoured.push((
                        format!("{key}[{i}]"),
                        "a `data:` URL that is not a JavaScript text (or holds `</script`)".into(),
                    )),
                }
                continue;
            }
            assets.push(HeadAsset {
                kind: kind.to_string(),
                url: static_path(&url),
                attributes,
                inline: None,
            });
        }
        assets
    }

    /// `headTags` (and the head tags the site's plugins inject, which the
    /// evaluation adds to it): `<meta>`, `<link>`, `<script src>` as written,
    /// and an inline `<script>` or `<style>`, which the CSP allows by its hash;
    /// another tag is named.
    fn head_tags(&mut self, root: &mut Map<String, Value>) -> Vec<HeadAsset> {
        let Some(Value::Array(tags)) = root.remove("headTags") else { return Vec::new() };
        let mut assets = Vec::new();
        for (i, tag) in tags.into_iter().enumerate() {
            let Value::Object(mut tag) = tag else {
                self.unhonoured(&format!("headTags[{i}]"), &tag);
                continue;
            };
            let name = tag.get("tagName").and_then(Value::as_str).unwrap_or_default().to_ascii_lowercase();
            let inner = match tag.remove("innerHTML") {
                Some(Value::String(text)) if !text.trim().is_empty() => Some(text),
                _ => None,
            };
            // Docusaurus writes a tag without attributes as bare.
            let mut attributes = match tag.remove("attributes") {
                Some(Value::Object(attributes)) => attributes,
                _ => Map::new(),
            };
            let mut take = |key: &str| match attributes.remove(key) {
                Some(Value::String(url)) => Some(static_path(&url)),
                _ => None,
            };
            let asset = match (name.as_str(), inner) {
                ("meta", None) => Some(("meta", String::new(), None)),
                ("link", None) => take("href").map(|href| {
                    let stylesheet = attributes.get("rel").and_then(Value::as_str) == Some("stylesheet");
                    if stylesheet {
                        attributes.remove("rel");
                    }
                    (if stylesheet { "stylesheet" } else { "link" }, href, None)
                }),
                ("script", None) => take("src").map(|src| ("script", src, None)),
                (kind @ ("script" | "style"), Some(text)) if !closes(&text, kind) => {
                    Some((kind, String::new(), Some(text)))
                }
                _ => None,
            };
            match asset {
                Some((kind, url, inline)) => assets.push(HeadAsset {
                    kind: kind.into(),
                    url,
                    attributes: attributes_of(attributes),
                    inline,
                }),
                None => self.unhonoured.push((
                    format!("headTags[{i}]"),
                    format!("a `<{name}>` this theme does not write into the head (it writes `<meta>`, `<link>`, and `<script>` or `<style>`, each with its URL or text, the text without its closing tag)"),
                )),
            }
        }
        assets
    }

    /// `markdown`: how pages are read, and what a broken Markdown link does (`hooks`; `links` when it does not say).
    fn markdown(&mut self, root: &mut Map<String, Value>, links: OnBroken) -> (MarkdownOptions, OnBroken) {
        let mut markdown = self.object(root, "markdown");
        let format = match markdown.remove("format") {
            None => SiteFormat::Mdx,
            Some(Value::String(f)) if f == "mdx" => SiteFormat::Mdx,
            Some(Value::String(f)) if f == "detect" => SiteFormat::Detect,
            Some(Value::String(f)) if f == "md" => SiteFormat::Md,
            Some(other) => {
                self.unhonoured.push((
                    "markdown.format".into(),
                    format!("{} is not one of `mdx`, `md`, `detect`: read as `mdx`", short(&other)),
                ));
                SiteFormat::Mdx
            }
        };
        // Mermaid fences are always diagrams here, as `mermaid: true` makes them.
        if markdown.get("mermaid") == Some(&Value::Bool(true)) {
            markdown.remove("mermaid");
        }
        // MDX 1's comments, `:::note Title` and `{#id}` are always read here (Docusaurus 3's
        // defaults): `mdx1Compat` set so is honoured; one of them turned off is named.
        if let Some(Value::Object(mut compat)) = markdown.remove("mdx1Compat") {
            compat.retain(|_, on| *on != Value::Bool(true));
            self.leftovers("markdown.mdx1Compat", compat);
        }
        // `preprocessor({filePath, fileContent})` runs in Node on each Markdown file, before the
        // site's remark plugins (ui/stages/remark.mjs), as Docusaurus' MDX loader runs it.
        if markdown.get("preprocessor").is_some_and(is_function) {
            markdown.remove("preprocessor");
            self.remark.site = true;
        }
        // A Markdown image to no file is a warning here, as `warn` asks.
        let mut hooks = self.object(&mut markdown, "hooks");
        let links = self.on_broken(&mut hooks, "onBrokenMarkdownLinks", links);
        warned_as_here(&mut hooks, "onBrokenMarkdownImages");
        self.leftovers("markdown.hooks", hooks);
        self.leftovers("markdown", markdown);
        // Docusaurus has no such key; `customFields` is where a config may say what only this generator reads.
        let static_mdx =
            root.get("customFields").and_then(|fields| fields.get("staticMdx")) == Some(&Value::Bool(true));
        // Math is on when a content plugin lists remark-math (see `take_remark_plugins`).
        (
            MarkdownOptions {
                format,
                static_mdx,
                mdx1: false,
                math: false,
                toc_levels: self.toc_levels(root),
                admonition_keywords: Vec::new(),
            },
            links,
        )
    }

    /// `themeConfig.tableOfContents`: the levels pages list unless their front matter says.
    fn toc_levels(&mut self, root: &mut Map<String, Value>) -> [u8; 2] {
        let Some(Value::Object(theme)) = root.get_mut("themeConfig") else { return [2, 3] };
        let mut toc = self.object(theme, "tableOfContents");
        let mut level = |key: &str, default: u8| match toc.remove(key) {
            None => default,
            Some(Value::Number(n)) if n.as_u64().is_some_and(|n| (2..=6).contains(&n)) => {
                n.as_u64().unwrap_or(2) as u8
            }
            Some(other) => {
                self.unhonoured.push((
                    format!("themeConfig.tableOfContents.{key}"),
                    format!("{} is not a heading level from 2 to 6: {default} is used", short(&other)),
                ));
                default
            }
        };
        let levels = [level("minHeadingLevel", 2), level("maxHeadingLevel", 3)];
        self.leftovers("themeConfig.tableOfContents", toc);
        if levels[0] <= levels[1] {
            return levels;
        }
        self.unhonoured.push((
            "themeConfig.tableOfContents".into(),
            format!(
                "`minHeadingLevel` {} is above `maxHeadingLevel` {}: 2 to 3 is used",
                levels[0], levels[1]
            ),
        ));
        [2, 3]
    }

    /// The client-redirects plugin's `redirects` (`{from, to}`, `from` one address or a list),
    /// `fromExtensions`, and whether it has a `createRedirects` function (run by the engine).
    fn redirects(
        &mut self,
        instances: Vec<Map<String, Value>>,
    ) -> (Vec<crate::config::Redirect>, Vec<String>, bool) {
        let mut found = Vec::new();
        let mut extensions = Vec::new();
        let mut create = false;
        for mut options in instances {
            match options.remove("createRedirects") {
                None => {}
                Some(value) if value.get("$nonData").and_then(Value::as_str) == Some("function") => {
                    create = true
                }
                Some(other) => self.unhonoured("createRedirects", &other),
            }
            match options.remove("fromExtensions") {
                None => {}
                Some(Value::Array(list)) => {
                    for (i, item) in list.iter().enumerate() {
                        // `.html` or `html`; one that could reach another folder or a query is named.
                        let ext = item.as_str().map(|e| e.trim_start_matches('.')).unwrap_or_default();
                        if !ext.is_empty() && ext.chars().all(|c| c.is_ascii_alphanumeric()) {
                            extensions.push(ext.to_string());
                        } else {
                            self.unhonoured(&format!("fromExtensions[{i}]"), item);
                        }
                    }
                }
                Some(other) => self.unhonoured("fromExtensions", &other),
            }
            let list = match options.remove("redirects") {
                Some(Value::Array(list)) => list,
                None => Vec::new(),
                Some(other) => {
                    self.unhonoured("redirects", &other);
                    Vec::new()
                }
            };
            for (i, item) in list.into_iter().enumerate() {
                let at = format!("redirects[{i}]");
                let to = item.get("to").and_then(Value::as_str).map(str::to_string);
                let froms: Vec<String> = match item.get("from") {
                    Some(Value::String(from)) => vec![from.clone()],
                    Some(Value::Array(list)) => {
                        list.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()
                    }
                    _ => Vec::new(),
                };
                let Some(to) = to.filter(|to| to.starts_with('/') || crate::links::is_safe_link(to)) else {
                    self.unhonoured(&at, &item);
                    continue;
                };
                for from in froms {
                    match crate::route::under("/", &from) {
                        Ok(from) => found.push(crate::config::Redirect { from, to: to.clone() }),
                        Err(refused) => self
                            .unhonoured
                            .push((format!("{at}.from"), format!("`{from}` {}", refused.reason))),
                    }
                }
            }
            self.leftovers("plugin-client-redirects", options);
        }
        (found, extensions, create)
    }

    /// The docs and blog instances of the classic preset and of the content plugins; other presets and plugins named.
    fn instances(&mut self, root: &mut Map<String, Value>) -> Instances {
        let mut found = Instances::default();
        for (key, names) in [
            ("presets", &CLASSIC_PRESETS[..]),
            ("plugins", &DOCS_PLUGINS[..]),
            ("themes", &CLASSIC_THEMES[..]),
        ] {
            let Some(list) = root.remove(key) else { continue };
            let Value::Array(list) = list else {
                self.unhonoured(key, &list);
                continue;
            };
            for (i, item) in list.into_iter().enumerate() {
                let at = format!("{key}[{i}]");
                let (name, options) = match item {
                    Value::String(name) => (name, Map::new()),
                    Value::Array(mut pair) if pair.first().is_some_and(Value::is_string) => {
                        let options = match pair.get_mut(1).map(Value::take) {
                            Some(Value::Object(options)) => options,
                            _ => Map::new(),
                        };
                        (pair[0].as_str().unwrap_or_default().to_string(), options)
                    }
                    other => {
                        self.unhonoured(&at, &other);
                        continue;
                    }
                };
                let name = package_entry(&name);
                // A fork of the classic preset (`@ionic-docs/preset-classic`) takes its options.
                let classic = names.contains(&name.as_str()) || name.ends_with("/preset-classic");
                if key == "presets" && classic {
                    self.classic(options, &mut found);
                } else if key == "themes" && classic {
                    self.classic_theme(options, &at, &mut found);
                } else if key == "themes" && THEMES_DONE_HERE.contains(&name.as_str()) {
                } else if DOCS_PLUGINS.contains(&name.as_str()) {
                    found.docs.push(options);
                } else if BLOG_PLUGINS.contains(&name.as_str()) {
                    found.blog.push(options);
                } else if key == "plugins" && DONE_HERE.contains(&name.as_str()) {
                } else if key == "plugins" && REDIRECT_PLUGINS.contains(&name.as_str()) {
                    found.redirects.push(options);
                } else if key == "plugins" && ALIAS_PLUGINS.contains(&name.as_str()) {
                    self.aliases(options, &at, &mut found.aliases);
                } else if key == "plugins" && PAGES_PLUGINS.contains(&name.as_str()) {
                    let other = options.get("id").and_then(Value::as_str).is_some_and(|id| id != "default");
                    if other {
                        self.unhonoured.push((
                            format!("{at} `{name}`"),
                            "a second pages instance (its own `id`): this generator builds the one of src/pages".into(),
                        ));
                    } else {
                        self.pages(options, &at, &mut found);
                    }
                } else if let (true, Some(kind)) = (key == "plugins", crate::analytics::kind_of(&name)) {
                    found.analytics.push((kind, options, format!("{at} `{name}`")));
                } else {
                    self.unhonoured.push((
                        format!("{at} `{name}`"),
                        "a preset or plugin this generator does not run".into(),
                    ));
                }
            }
        }
        found
    }

    /// The classic preset's options: its docs and blog instances, the rest named.
    fn classic(&mut self, mut options: Map<String, Value>, found: &mut Instances) {
        for (key, list) in [("docs", &mut found.docs), ("blog", &mut found.blog)] {
            match options.remove(key) {
                Some(Value::Object(o)) => list.push(o),
                Some(Value::Bool(false)) => {}
                None => list.push(Map::new()),
                Some(other) => self.unhonoured(&format!("presets.classic.{key}"), &other),
            }
        }
        if let Some(Value::Object(theme)) = options.remove("theme") {
            self.classic_theme(theme, "presets.classic.theme", found);
        }
        for (key, kind) in crate::analytics::PRESET_KEYS {
            match options.remove(key) {
                Some(Value::Object(o)) => found.analytics.push((kind, o, format!("presets.classic.{key}"))),
                None | Some(Value::Bool(false)) => {}
                Some(other) => self.unhonoured(&format!("presets.classic.{key}"), &other),
            }
        }
        // The sitemap turned off; its options (`changefreq`, `ignorePatterns`…) are not honoured.
        if options.get("sitemap") == Some(&Value::Bool(false)) {
            options.remove("sitemap");
            found.no_sitemap = true;
        }
        match options.remove("pages") {
            Some(Value::Object(pages)) => self.pages(pages, "presets.classic.pages", found),
            // The pages plugin turned off: src/pages holds no page, as in Docusaurus.
            Some(Value::Bool(false)) => {
                found.page_files = crate::docs::DocFiles::new(&[], &[]).expect("no globs to read");
            }
            None | Some(Value::Bool(true)) => {}
            Some(other) => self.unhonoured("presets.classic.pages", &other),
        }
        self.leftovers("presets.classic", options);
    }

    /// The pages plugin's options (the classic preset's `pages`, or the plugin
    /// named in `plugins`): its remark plugins and `include`/`exclude`; its
    /// folder and address as Docusaurus' defaults (`src/pages` at `/`) pass,
    /// anything else is named.
    fn pages(&mut self, mut pages: Map<String, Value>, at: &str, found: &mut Instances) {
        self.take_remark_plugins(&mut pages);
        found.page_files = self.files_of(&mut pages, at, &PAGES_INCLUDE);
        let defaults = [
            ("id", "default"),
            ("path", "src/pages"),
            ("routeBasePath", "/"),
            ("mdxPageComponent", "@theme/MDXPage"),
        ];
        for (key, default) in defaults {
            let same = |v: &Value| {
                v.as_str().is_some_and(|v| {
                    v.trim_start_matches("./").trim_end_matches('/') == default.trim_end_matches('/')
                        || v == default
                })
            };
            if pages.get(key).is_some_and(same) {
                pages.remove(key);
            }
        }
        self.leftovers(at, pages);
    }

    /// `themeConfig.prism`: its `magicComments` mark lines here too (Docusaurus'
    /// highlighting class as the theme's highlighted line, another class on
    /// the line for the site's CSS); `additionalLanguages` ask for what
    /// the highlighter reads anyway; the themes (Prism's colours) are named.
    fn prism(&mut self, theme: &mut Map<String, Value>) {
        let Some(Value::Object(mut prism)) = theme.remove("prism") else { return };
        prism.remove("additionalLanguages");
        let themes: Vec<&str> =
            ["theme", "darkTheme"].into_iter().filter(|key| prism.remove(*key).is_some()).collect();
        if !themes.is_empty() {
            let keys = themes.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(" and ");
            self.unhonoured
                .push(("themeConfig.prism".into(), format!("{keys}: code has this theme's own colours")));
        }
        if let Some(value) = prism.remove("magicComments") {
            let mut magic = crate::config::MagicComments {
                lines: Vec::new(),
                line_classes: Vec::new(),
                blocks: Vec::new(),
                block_classes: Vec::new(),
            };
            for comment in value.as_array().into_iter().flatten() {
                // The class its lines get, which the site's CSS styles (a class name's characters only).
                let class = comment.get("className").and_then(Value::as_str).unwrap_or_default();
                let class: String = class
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ' '))
                    .collect();
                if let Some(line) = comment.get("line").and_then(Value::as_str) {
                    magic.lines.push(line.to_string());
                    magic.line_classes.push(class.clone());
                }
                let block = comment.get("block");
                let part =
                    |key: &str| block.and_then(|b| b.get(key)).and_then(Value::as_str).map(str::to_string);
                if let (Some(start), Some(end)) = (part("start"), part("end")) {
                    magic.blocks.push((start, end));
                    magic.block_classes.push(class);
                }
            }
            self.remark.magic_comments = Some(magic);
        }
        self.leftovers("themeConfig.prism", prism);
    }

    /// docusaurus-plugin-image-zoom's `themeConfig.zoom`: its `selector` of the
    /// content's images is what the theme zooms (another is named), its
    /// `background` is the theme's backdrop; medium-zoom's `config` is named.
    fn image_zoom(&mut self, theme: &mut Map<String, Value>) {
        let Some(Value::Object(mut zoom)) = theme.remove("zoom") else { return };
        match zoom.remove("selector") {
            Some(Value::String(selector)) if selector.trim_start().starts_with(".markdown") => {}
            None => {}
            Some(other) => self.unhonoured("themeConfig.zoom.selector", &other),
        }
        zoom.remove("background");
        self.leftovers("themeConfig.zoom", zoom);
    }

    /// docusaurus-plugin-module-alias's `alias`: each prefix and the folder of
    /// the site it names (the config's absolute path was made site-relative
    /// when it was evaluated); one outside the site, or not a path, is named.
    fn aliases(&mut self, mut options: Map<String, Value>, at: &str, found: &mut Vec<(String, String)>) {
        if let Some(Value::Object(alias)) = options.remove("alias") {
            for (prefix, target) in alias {
                let inside =
                    target.as_str().and_then(|t| crate::files::resolve("", t.trim_start_matches("./")));
                match inside {
                    Some(folder) if !prefix.is_empty() && !prefix.contains(['#', '!']) => {
                        found.push((prefix, folder))
                    }
                    _ => self.unhonoured(&format!("{at}.alias.{prefix}"), &target),
                }
            }
        }
        self.leftovers(at, options);
    }

    /// The classic theme's options (the preset's `theme`, or the theme's own
    /// in `themes`): its `customCss`, the rest named.
    fn classic_theme(&mut self, mut theme: Map<String, Value>, at: &str, found: &mut Instances) {
        let css = match theme.remove("customCss") {
            None => None,
            Some(Value::String(file)) => Some(vec![site_file(&file)]),
            Some(Value::Array(files)) => {
                Some(files.iter().filter_map(Value::as_str).map(site_file).collect())
            }
            Some(other) => {
                self.unhonoured(&format!("{at}.customCss"), &other);
                None
            }
        };
        // The preset's and a theme entry's both count, in the order given.
        if let Some(css) = css {
            found.custom_css.get_or_insert_with(Vec::new).extend(css);
        }
        self.leftovers(at, theme);
    }

    /// A content plugin's `include` and `exclude` (Docusaurus' defaults for the
    /// one not set, the same for docs and blog); `at` names the options in notes.
    fn content_files(&mut self, docs: &mut Map<String, Value>, at: &str) -> crate::docs::DocFiles {
        self.files_of(docs, at, &crate::docs::DEFAULT_INCLUDE)
    }

    /// [`Self::content_files`] with the plugin's own default `include`.
    fn files_of(
        &mut self,
        docs: &mut Map<String, Value>,
        at: &str,
        default_include: &[&str],
    ) -> crate::docs::DocFiles {
        let mut globs = |key: &str, default: &[&str]| -> Option<Vec<String>> {
            match docs.remove(key)? {
                Value::Array(list) if list.iter().all(Value::is_string) => {
                    Some(list.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
                }
                other => {
                    self.unhonoured(&format!("{at}.{key}"), &other);
                    Some(default.iter().map(|p| p.to_string()).collect())
                }
            }
        };
        let include = globs("include", default_include);
        let exclude = globs("exclude", &crate::docs::DEFAULT_EXCLUDE);
        if include.is_none() && exclude.is_none() {
            return Default::default();
        }
        let default = |d: &[&str]| d.iter().map(|p| p.to_string()).collect::<Vec<_>>();
        let include = include.unwrap_or_else(|| default(default_include));
        let exclude = exclude.unwrap_or_else(|| default(&crate::docs::DEFAULT_EXCLUDE));
        crate::docs::DocFiles::new(&include, &exclude).unwrap_or_else(|why| {
            self.unhonoured.push((format!("{at}.include"), why));
            Default::default()
        })
    }

    /// The docs instances: the default one (no `id`, or `default`; else the
    /// first) with its edit URL and last updates, and the others by `id`.
    fn docs(
        &mut self,
        instances: Vec<Map<String, Value>>,
    ) -> (DocsOptions, EditUrl, LastUpdateShown, Vec<OtherDocs>) {
        let is_default =
            |o: &Map<String, Value>| o.get("id").and_then(Value::as_str).is_none_or(|id| id == "default");
        let mut instances = instances;
        let Some(at) = instances.iter().position(is_default).or((!instances.is_empty()).then_some(0)) else {
            let off = DocsOptions { route_base: "/docs".into(), enabled: false, ..DocsOptions::default() };
            return (off, EditUrl::None, LastUpdateShown::HIDDEN, Vec::new());
        };
        let default = instances.remove(at);
        let (docs, edit_url, shown) = self.docs_instance(default, "docs");
        let others = instances
            .into_iter()
            .map(|mut options| {
                let id = match options.remove("id") {
                    Some(Value::String(id)) => id,
                    _ => "default".to_string(),
                };
                let at = format!("docs instance `{id}`");
                let (docs, edit_url, shown) = self.docs_instance(options, &at);
                OtherDocs { instance: DocsInstance { id, docs }, edit_url, shown }
            })
            .collect();
        (docs, edit_url, shown, others)
    }

    /// Takes the remark plugins done here out of a content plugin's
    /// `remarkPlugins` (each as `plugin` or `[plugin, options]`), and the
    /// site's own, which run in Node (`remark.site`); what is not installed
    /// stays, to be named, as do `rehypePlugins` other than KaTeX's and MathJax's.
    fn take_remark_plugins(&mut self, options: &mut Map<String, Value>) {
        self.take_admonitions(options);
        let [npm2yarn, tab_blocks, math, mermaid] = crate::config::NATIVE_REMARK_PLUGINS;
        if let Some(settings) = take_plugin(options, "remarkPlugins", npm2yarn) {
            let npm2yarn = self.npm2yarn(&settings);
            self.remark.npm2yarn.get_or_insert(npm2yarn);
        }
        if let Some(settings) = take_plugin(options, "remarkPlugins", tab_blocks) {
            let tab_blocks = self.tab_blocks(&settings);
            self.remark.tab_blocks.get_or_insert(tab_blocks);
        }
        if take_plugin(options, "remarkPlugins", math).is_some() {
            self.remark.math = true;
        }
        while take_plugin(options, "remarkPlugins", mermaid).is_some() {}
        // Math is drawn with KaTeX here, whichever of the two the site names.
        for rehype in ["rehype-katex", "rehype-mathjax"] {
            while take_plugin(options, "rehypePlugins", rehype).is_some() {}
        }
        for key in ["beforeDefaultRemarkPlugins", "remarkPlugins"] {
            if let Some(Value::Array(plugins)) = options.get_mut(key) {
                let before = plugins.len();
                plugins.retain(|p| !is_function(if p.is_array() { &p[0] } else { p }));
                self.remark.site |= plugins.len() < before;
            }
        }
        for key in ["beforeDefaultRemarkPlugins", "remarkPlugins", "rehypePlugins"] {
            if options.get(key).and_then(Value::as_array).is_some_and(Vec::is_empty) {
                options.remove(key);
            }
        }
    }

    /// A content plugin's `admonitions`: `{keywords, extendDefaults}` adds
    /// words (a site's own kinds, which its `@theme/Admonition/Types` draws)
    /// to Docusaurus' own. One list for the site: a word any plugin adds is
    /// read as an admonition on every page. `extendDefaults: false` and
    /// `admonitions: false` (Docusaurus' words no longer read) are named.
    fn take_admonitions(&mut self, options: &mut Map<String, Value>) {
        // Anything else stays in `options`, to be named with its plugin's key.
        let Some(Value::Object(admonitions)) = options.get("admonitions") else {
            if options.get("admonitions") == Some(&Value::Bool(true)) {
                options.remove("admonitions");
            }
            return;
        };
        let words = match admonitions.get("keywords") {
            Some(Value::Array(words)) => {
                words.iter().map(|w| w.as_str().filter(|w| is_admonition_word(w))).collect()
            }
            None => Some(Vec::new()),
            Some(_) => None,
        };
        let defaults_kept = admonitions.get("extendDefaults").is_none_or(|v| *v == Value::Bool(true));
        let known = admonitions.keys().all(|key| key == "keywords" || key == "extendDefaults");
        let (Some(words), true, true) = (words, defaults_kept, known) else { return };
        for word in words {
            if !self.admonition_keywords.iter().any(|k| k == word) {
                self.admonition_keywords.push(word.to_string());
            }
        }
        options.remove("admonitions");
    }

    /// `@docusaurus/remark-plugin-npm2yarn`'s `{sync, converters}`.
    fn npm2yarn(&mut self, settings: &Value) -> Npm2Yarn {
        let listed = matches!(settings.get("converters"), Some(Value::Array(_)));
        let converters = match settings.get("converters") {
            Some(Value::Array(list)) => {
                // A converter of the site's own (`[name, fn]`) cannot run here; the built-in ones can.
                let known = |name: &&str| ["yarn", "pnpm", "bun"].contains(name);
                if list.iter().any(|c| !c.as_str().is_some_and(|name| known(&name))) {
                    self.unhonoured.push((
                        "remarkPlugins npm2yarn.converters".into(),
                        "converters other than `yarn`, `pnpm` and `bun`".into(),
                    ));
                }
                list.iter().filter_map(Value::as_str).filter(known).map(str::to_string).collect()
            }
            // Docusaurus' default (since 3.8; Bun is taken out for an older site, see `lib.rs`).
            _ => vec!["yarn".into(), "pnpm".into(), "bun".into()],
        };
        let sync = settings.get("sync").and_then(Value::as_bool).unwrap_or(false);
        Npm2Yarn { sync, converters, listed }
    }

    /// `docusaurus-remark-plugin-tab-blocks`' `{groupId, labels, sync}`, with its defaults.
    fn tab_blocks(&mut self, settings: &Value) -> TabBlocks {
        let mut labels = vec![("js".into(), "JavaScript".into()), ("ts".into(), "TypeScript".into())];
        if let Some(Value::Array(pairs)) = settings.get("labels") {
            for pair in pairs {
                match (pair.get(0).and_then(Value::as_str), pair.get(1).and_then(Value::as_str)) {
                    (Some(language), Some(label)) => {
                        // Later pairs win, as in the plugin's `Map`.
                        labels.retain(|(known, _)| known != language);
                        labels.push((language.into(), label.into()));
                    }
                    _ => self.unhonoured.push((
                        "remarkPlugins tab-blocks.labels".into(),
                        "a label that is not a pair of strings".into(),
                    )),
                }
            }
        }
        let sync = settings.get("sync").and_then(Value::as_bool).unwrap_or(true);
        let group_id = settings.get("groupId").and_then(Value::as_str).filter(|g| !g.is_empty());
        TabBlocks { group_id: sync.then(|| group_id.unwrap_or("code-examples").to_string()), labels }
    }

    /// One docs instance's options, read at `at` (`docs`, or the instance's name).
    fn docs_instance(
        &mut self,
        mut docs: Map<String, Value>,
        at: &str,
    ) -> (DocsOptions, EditUrl, LastUpdateShown) {
        let path = folder_path(&self.string(&mut docs, "path", "docs"));
        let path = path.strip_prefix("./").unwrap_or(&path).to_string();
        let route_base = route_base(&self.string(&mut docs, "routeBasePath", "docs"));
        let sidebar_path = match docs.remove("sidebarPath") {
            Some(Value::String(file)) => Some(file.strip_prefix("./").unwrap_or(&file).to_string()),
            _ => None,
        };
        docs.remove("id");
        let versions = crate::docs::versions::options_from_config(&mut docs, &mut self.unhonoured);
        let edit_url = self.edit_url(&mut docs, &format!("{at}.editUrl"));
        // `editCurrentVersion`: every version's pages are edited in the current docs' folder
        // (a function `editUrl` was given that folder when the evaluator made its templates).
        let edit_current = self.flag(&mut docs, at, "editCurrentVersion", false);
        let edit_url = match edit_url {
            EditUrl::Base(base) if edit_current => EditUrl::Templates(vec![EditUrlTemplate {
                locale: String::new(),
                version: String::new(),
                dir: path.clone(),
                url: Some(format!("{}/{path}/\0docPath\0", base.trim_end_matches('/'))),
            }]),
            other => other,
        };
        let shown = self.last_update_shown(&mut docs, at);
        let mut flag = |key: &str| self.flag(&mut docs, at, key, true);
        let breadcrumbs = flag("breadcrumbs");
        let categories =
            CategoryDefaults { collapsible: flag("sidebarCollapsible"), collapsed: flag("sidebarCollapsed") };
        let mut files = self.content_files(&mut docs, "docs");
        files.names = self.number_prefixes(&mut docs, at);
        let sidebar_items_generator = match docs.remove("sidebarItemsGenerator") {
            None | Some(Value::Null) => false,
            Some(value) if is_function(&value) => true,
            Some(other) => {
                self.unhonoured(&format!("{at}.sidebarItemsGenerator"), &other);
                false
            }
        };
        self.take_remark_plugins(&mut docs);
        self.leftovers(at, docs);
        let docs = DocsOptions {
            path,
            route_base,
            enabled: true,
            sidebar_path,
            versions,
            categories,
            breadcrumbs,
            files,
            sidebar_items_generator,
        };
        (docs, edit_url, shown)
    }

    /// `numberPrefixParser`: `false` reads names as written; the site's
    /// function was run by the evaluator on every name of the docs' folders.
    fn number_prefixes(&mut self, docs: &mut Map<String, Value>, at: &str) -> NumberPrefixes {
        match docs.remove("numberPrefixParser") {
            None | Some(Value::Bool(true)) => NumberPrefixes::Default,
            Some(Value::Bool(false)) => NumberPrefixes::Off,
            Some(Value::Object(made)) if made.contains_key("$numberPrefixes") => {
                let table = made["$numberPrefixes"].as_object().into_iter().flatten();
                NumberPrefixes::Table(
                    table
                        .map(|(name, split)| {
                            let position = split.get(0).and_then(Value::as_f64);
                            let rest = split.get(1).and_then(Value::as_str).unwrap_or(name);
                            (name.clone(), (position, rest.to_string()))
                        })
                        .collect(),
                )
            }
            Some(other) => {
                self.unhonoured(&format!("{at}.numberPrefixParser"), &other);
                NumberPrefixes::Default
            }
        }
    }

    /// The first blog instance's options (Docusaurus' defaults for those left
    /// out: 5 posts in the sidebar, feeds of the newest 20); other instances named.
    /// An `editUrl` (taken out of `options`): a string, joined with each page's
    /// path in the site, or a function the evaluator made templates of.
    fn edit_url(&mut self, options: &mut Map<String, Value>, key: &str) -> EditUrl {
        match options.remove("editUrl") {
            Some(Value::String(url)) => EditUrl::Base(url),
            Some(Value::Object(made)) if made.contains_key("$editUrlTemplates") => {
                let text =
                    |t: &Value, key: &str| t.get(key).and_then(Value::as_str).unwrap_or_default().to_string();
                let templates = made["$editUrlTemplates"].as_array().map(Vec::as_slice).unwrap_or_default();
                EditUrl::Templates(
                    templates
                        .iter()
                        .map(|t| EditUrlTemplate {
                            locale: text(t, "locale"),
                            version: text(t, "version"),
                            dir: text(t, "dir"),
                            url: t.get("url").and_then(Value::as_str).map(str::to_string),
                        })
                        .collect(),
                )
            }
            None | Some(Value::Null) => EditUrl::None,
            Some(other) => {
                self.unhonoured(key, &other);
                EditUrl::None
            }
        }
    }

    /// `showLastUpdateTime` and `showLastUpdateAuthor` of the docs or the blog (`plugin`), off unless set.
    fn last_update_shown(&mut self, options: &mut Map<String, Value>, plugin: &str) -> LastUpdateShown {
        let mut flag = |key: &str| self.flag(options, plugin, key, false);
        LastUpdateShown { time: flag("showLastUpdateTime"), author: flag("showLastUpdateAuthor") }
    }

    /// The blog instances: the first (the preset's, or the first plugin's) with
    /// its edit URL and last-update settings, and the others by `id`.
    fn blogs(
        &mut self,
        instances: Vec<Map<String, Value>>,
    ) -> (BlogOptions, EditUrl, LastUpdateShown, Vec<crate::config::BlogInstance>) {
        let mut instances = instances.into_iter();
        let Some(first) = instances.next() else {
            let off = BlogOptions { dated_paths: true, disabled: true, ..BlogOptions::default() };
            return (off, EditUrl::None, LastUpdateShown::HIDDEN, Vec::new());
        };
        let (options, edit_url, shown) = self.blog(first, "blog");
        let others = instances
            .map(|mut extra| {
                let id = extra.get("id").and_then(Value::as_str).unwrap_or("?").to_string();
                let at = format!("blog instance `{id}`");
                // Docusaurus' default folder and route for any instance are `blog`; an extra one names its own.
                let (options, edit_url, shown) = self.blog(std::mem::take(&mut extra), &at);
                if edit_url != EditUrl::None || shown != LastUpdateShown::HIDDEN {
                    self.unhonoured.push((
                        at.clone(),
                        "`editUrl` and `showLastUpdate*` of a further blog: its posts take the first blog's"
                            .into(),
                    ));
                }
                crate::config::BlogInstance { id, options }
            })
            .collect();
        (options, edit_url, shown, others)
    }

    fn blog(&mut self, mut blog: Map<String, Value>, at: &str) -> (BlogOptions, EditUrl, LastUpdateShown) {
        let path = folder_path(&self.string(&mut blog, "path", "blog"));
        self.take_remark_plugins(&mut blog);
        let edit_url = self.edit_url(&mut blog, &format!("{at}.editUrl"));
        let shown = self.last_update_shown(&mut blog, at);
        let plugin_id =
            blog.remove("id").and_then(|id| id.as_str().map(str::to_string)).filter(|id| id != "default");
        let defaults = BlogOptions::default();
        let mut text = |key: &str| match blog.remove(key) {
            Some(Value::String(text)) => Some(text),
            Some(other) => {
                blog.insert(key.to_string(), other);
                None
            }
            None => None,
        };
        let (title, description) = (text("blogTitle"), text("blogDescription"));
        let sidebar_title = text("blogSidebarTitle");
        let segment = |reader: &mut Self, blog: &mut Map<String, Value>, key: &str, default: &str| {
            reader.string(blog, key, default).trim_matches('/').to_string()
        };
        let route_base = route_base(&self.string(&mut blog, "routeBasePath", "blog"));
        let tags_base = segment(self, &mut blog, "tagsBasePath", &defaults.tags_base);
        let authors_base = segment(self, &mut blog, "authorsBasePath", &defaults.authors_base);
        let page_base = segment(self, &mut blog, "pageBasePath", &defaults.page_base);
        let authors_map = self.string(&mut blog, "authorsMapPath", &defaults.authors_map);
        // `null` turns the archive off; a missing key keeps Docusaurus' `archive`.
        let archive_base = match blog.remove("archiveBasePath") {
            Some(Value::Null) => None,
            Some(Value::String(segment)) => Some(segment.trim_matches('/').to_string()),
            Some(other) => {
                self.unhonoured("blog.archiveBasePath", &other);
                defaults.archive_base.clone()
            }
            None => defaults.archive_base.clone(),
        };
        let posts_per_page = self.count_or_all(&mut blog, "blog.postsPerPage", "postsPerPage", Some(10));
        let sidebar_count =
            self.count_or_all(&mut blog, "blog.blogSidebarCount", "blogSidebarCount", Some(5));
        let show_reading_time = match blog.remove("showReadingTime") {
            Some(Value::Bool(shown)) => shown,
            None => true,
            Some(other) => {
                self.unhonoured("blog.showReadingTime", &other);
                true
            }
        };
        let feed = self.feed(&mut blog);
        let on_untruncated = self.on_broken(&mut blog, "onUntruncatedBlogPosts", OnBroken::Warn);
        let on_inline_tags = self.on_broken(&mut blog, "onInlineTags", OnBroken::Warn);
        let on_inline_authors = self.on_broken(&mut blog, "onInlineAuthors", OnBroken::Warn);
        let files = self.content_files(&mut blog, at);
        self.leftovers(at, blog);
        let options = BlogOptions {
            plugin_id,
            // Docusaurus puts dated posts at /blog/YYYY/MM/DD/name.
            dated_paths: true,
            title,
            description,
            path: Some(path),
            disabled: false,
            route_base,
            posts_per_page,
            sidebar_count,
            sidebar_title,
            archive_base,
            tags_base,
            authors_base,
            page_base,
            authors_map,
            show_reading_time,
            docusaurus_reading_time: true,
            feed,
            on_untruncated,
            on_inline_tags,
            on_inline_authors,
            files,
        };
        (options, edit_url, shown)
    }

    /// A count that may be `'ALL'` (`None`), as `postsPerPage` and `blogSidebarCount` are.
    fn count_or_all(
        &mut self,
        map: &mut Map<String, Value>,
        shown: &str,
        key: &str,
        default: Option<usize>,
    ) -> Option<usize> {
        match map.remove(key) {
            None | Some(Value::Null) => default,
            Some(Value::String(all)) if all == "ALL" => None,
            Some(Value::Number(n)) if n.as_u64().is_some() => n.as_u64().map(|n| n as usize),
            Some(other) => {
                self.unhonoured(shown, &other);
                default
            }
        }
    }

    /// `feedOptions`: `type` (`rss`, `atom`, `json`, `all`, a list of them, or `null` for
    /// none), the channel's `title`, `description`, `copyright`, and `limit` (`false`: all posts).
    fn feed(&mut self, blog: &mut Map<String, Value>) -> FeedOptions {
        let mut options = self.object(blog, "feedOptions");
        let mut feed = FeedOptions { limit: Some(20), ..FeedOptions::default() };
        let kinds: Vec<String> = match options.remove("type") {
            None => vec!["rss".into(), "atom".into()],
            Some(Value::Null) => Vec::new(),
            Some(Value::String(kind)) if kind == "all" => vec!["rss".into(), "atom".into(), "json".into()],
            Some(Value::String(kind)) => vec![kind],
            Some(Value::Array(kinds)) => kinds.iter().filter_map(Value::as_str).map(str::to_string).collect(),
            Some(other) => {
                self.unhonoured("blog.feedOptions.type", &other);
                vec!["rss".into(), "atom".into()]
            }
        };
        (feed.rss, feed.atom, feed.json) = (false, false, false);
        for kind in kinds {
            match kind.as_str() {
                "rss" => feed.rss = true,
                "atom" => feed.atom = true,
                "json" => feed.json = true,
                other => self.unhonoured.push(("blog.feedOptions.type".into(), format!("`{other}`"))),
            }
        }
        let mut text = |key: &str| match options.remove(key) {
            Some(Value::String(text)) => Some(text),
            Some(Value::Null) | None => None,
            Some(other) => {
                options.insert(key.to_string(), other);
                None
            }
        };
        (feed.title, feed.description, feed.copyright) =
            (text("title"), text("description"), text("copyright"));
        feed.limit = match options.remove("limit") {
            None => feed.limit,
            Some(Value::Null | Value::Bool(false)) => None,
            Some(Value::Number(n)) if n.as_u64().is_some() => n.as_u64().map(|n| n as usize),
            Some(other) => {
                self.unhonoured("blog.feedOptions.limit", &other);
                feed.limit
            }
        };
        // The feeds always come with their stylesheets (rss.xsl, atom.xsl), as `xslt: true` asks.
        if options.get("xslt") == Some(&Value::Bool(true)) {
            options.remove("xslt");
        }
        self.leftovers("blog.feedOptions", options);
        feed
    }

    /// `navbar.logo.src` (a path under static/ or a URL) and `navbar.title`.
    fn logo(&mut self, navbar: &mut Map<String, Value>) -> (Option<String>, Option<String>, String) {
        let title = self.string(navbar, "title", "");
        let (logo, dark) = match navbar.remove("logo") {
            Some(Value::Object(mut logo)) => {
                let src = self.string(&mut logo, "src", "");
                let dark = self.string(&mut logo, "srcDark", "");
                // The brand link's own text and target: ours names the site and leads home.
                for shown in ["alt", "href", "target", "width", "height", "className", "style"] {
                    logo.remove(shown);
                }
                self.leftovers("themeConfig.navbar.logo", logo);
                let path = |src: String| (!src.is_empty()).then(|| static_path(&src));
                (path(src), path(dark))
            }
            Some(other) => {
                self.unhonoured("themeConfig.navbar.logo", &other);
                (None, None)
            }
            None => (None, None),
        };
        (logo, dark, title)
    }

    /// `themeConfig.footer.logo`: `{src, srcDark, alt, href, width, height}`.
    fn footer_logo(&mut self, footer: &mut Map<String, Value>) -> Option<FooterLogo> {
        let mut logo = match footer.remove("logo")? {
            Value::Object(logo) => logo,
            other => {
                self.unhonoured("themeConfig.footer.logo", &other);
                return None;
            }
        };
        let src = self.string(&mut logo, "src", "");
        let src_dark =
            Some(self.string(&mut logo, "srcDark", "")).filter(|s| !s.is_empty()).map(|s| static_path(&s));
        let alt = self.string(&mut logo, "alt", "");
        let href = Some(self.string(&mut logo, "href", "")).filter(|s| !s.is_empty());
        let mut size = |key: &str| {
            logo.remove(key)
                .and_then(|v| v.as_u64().or_else(|| v.as_str()?.trim_end_matches("px").parse().ok()))
                .and_then(|n| u32::try_from(n).ok())
        };
        let (width, height) = (size("width"), size("height"));
        for shown in ["target", "className", "style"] {
            logo.remove(shown);
        }
        self.leftovers("themeConfig.footer.logo", logo);
        (!src.is_empty()).then(|| FooterLogo { src: static_path(&src), src_dark, alt, href, width, height })
    }

    /// Footer link columns (or one column of plain links), the copyright line and `style`.
    fn footer(&mut self, theme: &mut Map<String, Value>, css: &mut String) -> Footer {
        let mut footer = self.object(theme, "footer");
        let written = self.string(&mut footer, "copyright", "");
        let copyright = strip_tags(&written);
        let copyright_html = (written != copyright).then_some(written);
        let logo = self.footer_logo(&mut footer);
        let mut sections = Vec::new();
        if let Some(Value::Array(columns)) = footer.remove("links") {
            let mut plain = Vec::new();
            for (i, column) in columns.into_iter().enumerate() {
                match column {
                    Value::Object(mut column) if column.contains_key("items") => {
                        let title = self.string(&mut column, "title", "");
                        let class_name =
                            Some(self.string(&mut column, "className", "")).filter(|c| !c.is_empty());
                        let items =
                            self.links(&mut column, "items", &format!("themeConfig.footer.links[{i}].items"));
                        self.leftovers(&format!("themeConfig.footer.links[{i}]"), column);
                        sections.push(FooterSection { title, items, class_name });
                    }
                    item => plain.push(item),
                }
            }
            if !plain.is_empty() {
                let mut holder = Map::new();
                holder.insert("items".into(), Value::Array(plain));
                let items = self.links(&mut holder, "items", "themeConfig.footer.links");
                sections.push(FooterSection { title: String::new(), items, class_name: None });
            }
        }
        let style = self.footer_style(&mut footer, css);
        self.leftovers("themeConfig.footer", footer);
        Footer { sections, copyright, copyright_html, logo, style }
    }

    /// `footer.style`: Infima's light footer (its default: the page's soft
    /// background) or dark one (dark in both colour modes). Either reads
    /// Infima's `--ifm-footer-*` variables, which a site's CSS sets on
    /// `.footer--dark` or `.footer--light`.
    fn footer_style(&mut self, footer: &mut Map<String, Value>, css: &mut String) -> String {
        let style = match footer.remove("style") {
            None | Some(Value::Null) => "light",
            Some(Value::String(style)) if style == "dark" => "dark",
            Some(Value::String(style)) if style == "light" => "light",
            Some(other) => {
                self.unhonoured("themeConfig.footer.style", &other);
                "light"
            }
        };
        let (background, text, link, title) = match style {
            "dark" => ("#303846", "#ebedf0", "#ebedf0", "#fff"),
            _ => ("var(--ao-bg-soft)", "var(--ao-text)", "var(--ao-text-soft)", "var(--ao-text)"),
        };
        css.push_str(&format!(
            ".footer{{margin-top:0;background:var(--ifm-footer-background-color,{background});color:var(--ifm-footer-color,{text})}}\
             .footer a{{color:var(--ifm-footer-link-color,{link})}}\
             .footer a:hover{{color:var(--ifm-footer-link-hover-color,var(--ao-primary))}}\
             .footer h2{{color:var(--ifm-footer-title-color,{title})}}"
        ));
        style.into()
    }

    /// `themeConfig.colorMode`, with Docusaurus' defaults: light, a switch, the system's mode not followed.
    fn color_mode(&mut self, theme: &mut Map<String, Value>) -> ColorMode {
        let mut given = self.object(theme, "colorMode");
        let default_mode = match self.string(&mut given, "defaultMode", "light").as_str() {
            "dark" => "dark",
            "light" => "light",
            other => {
                self.unhonoured.push(("themeConfig.colorMode.defaultMode".into(), format!("`{other}`")));
                "light"
            }
        };
        let mut flag = |key: &str| self.flag(&mut given, "themeConfig.colorMode", key, false);
        let disable_switch = flag("disableSwitch");
        let respect_prefers_color_scheme = flag("respectPrefersColorScheme");
        self.leftovers("themeConfig.colorMode", given);
        ColorMode { default_mode: default_mode.into(), disable_switch, respect_prefers_color_scheme }
    }

    /// The boolean `key` of the object at `at`, taken out of it: `default` when
    /// it is not there, and named (then `default`) when it is no boolean.
    fn flag(&mut self, object: &mut Map<String, Value>, at: &str, key: &str, default: bool) -> bool {
        match object.remove(key) {
            Some(Value::Bool(yes)) => yes,
            None | Some(Value::Null) => default,
            Some(other) => {
                self.unhonoured(&format!("{at}.{key}"), &other);
                default
            }
        }
    }

    /// `themeConfig.docs.sidebar`: `autoCollapseCategories` and `hideable`; the
    /// rest of `themeConfig.docs` (`versionPersistence`) is named.
    fn docs_sidebar(&mut self, theme: &mut Map<String, Value>) -> (bool, bool) {
        let mut docs = self.object(theme, "docs");
        let mut sidebar = self.object(&mut docs, "sidebar");
        let mut flag = |key: &str| self.flag(&mut sidebar, "themeConfig.docs.sidebar", key, false);
        let flags = (flag("autoCollapseCategories"), flag("hideable"));
        self.leftovers("themeConfig.docs.sidebar", sidebar);
        // The reader's version is kept in localStorage, Docusaurus' default; `none` is named.
        if docs.get("versionPersistence").and_then(Value::as_str) == Some("localStorage") {
            docs.remove("versionPersistence");
        }
        self.leftovers("themeConfig.docs", docs);
        flags
    }

    /// `themeConfig.metadata`: `<meta>` tags every page's head carries (`{name, content}`,
    /// `{property, content}`), after the theme's own, which they replace when they name the same.
    fn metadata(&mut self, theme: &mut Map<String, Value>) -> Vec<HeadAsset> {
        let Some(Value::Array(tags)) = theme.remove("metadata") else { return Vec::new() };
        let mut metas = Vec::new();
        for (i, tag) in tags.into_iter().enumerate() {
            let Value::Object(tag) = tag else {
                self.unhonoured(&format!("themeConfig.metadata[{i}]"), &tag);
                continue;
            };
            metas.push(HeadAsset {
                kind: "meta".into(),
                url: String::new(),
                attributes: attributes_of(tag),
                inline: None,
            });
        }
        metas
    }

    fn announcement(&mut self, theme: &mut Map<String, Value>, css: &mut String) -> Option<Announcement> {
        let Value::Object(mut bar) = theme.remove("announcementBar")? else { return None };
        let id = self.string(&mut bar, "id", "announcement-bar");
        let content = self.string(&mut bar, "content", "");
        let text = strip_tags(&content);
        let closeable = self.flag(&mut bar, "themeConfig.announcementBar", "isCloseable", true);
        // In both colour modes, as Docusaurus sets them on the bar itself.
        for (key, property) in [("backgroundColor", "background"), ("textColor", "color")] {
            if let Some(colour) = self.colour(&mut bar, key, "themeConfig.announcementBar") {
                css.push_str(&format!(
                    ".announcement-bar,[data-theme=dark] .announcement-bar{{{property}:{colour}}}"
                ));
            }
        }
        // Docusaurus' bar shows its links in the bar's own colour, underlined.
        css.push_str(
            ".announcement-bar a,[data-theme=dark] .announcement-bar a{color:inherit;font-weight:inherit}",
        );
        self.leftovers("themeConfig.announcementBar", bar);
        let html = (content != text).then_some(content);
        Some(Announcement { id, text, link: None, html, unclosable: !closeable })
    }

    /// `navbar.style`: `dark` (a dark navbar in both colour modes, as Infima's
    /// `navbar--dark`) or `primary` (the brand colour); the theme's variables
    /// inside the navbar are given those colours.
    fn navbar_style(&mut self, navbar: &mut Map<String, Value>) -> String {
        match navbar.remove("style") {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(style)) if style == "dark" => {
                // Infima's names too, as its `navbar--dark` sets them over the site's.
                ".navbar{--ao-bg:#242526;--ao-bg-soft:#3a3b3c;--ao-text:#e3e3e3;--ao-text-soft:#b4b4b4;--ao-border:#3a3b3c;--ao-primary:#8ab4f8;--ifm-navbar-background-color:var(--ao-bg);--ifm-navbar-link-color:var(--ao-text);--ifm-navbar-link-hover-color:var(--ao-primary);color:var(--ao-text)}".into()
            }
            Some(Value::String(style)) if style == "primary" => {
                ".navbar{--ao-bg:var(--ao-primary);--ao-bg-soft:var(--ao-primary-strong);--ao-text:var(--ao-primary-contrast);--ao-text-soft:var(--ao-primary-contrast);--ao-border:var(--ao-primary-strong);--ifm-navbar-background-color:var(--ao-bg);--ifm-navbar-link-color:var(--ao-text);--ifm-navbar-link-hover-color:var(--ao-text-soft);color:var(--ao-text)}".into()
            }
            Some(other) => {
                self.unhonoured("themeConfig.navbar.style", &other);
                String::new()
            }
        }
    }

    /// A CSS colour at `key` (`#20232a`, `white`, `rgb(0 0 0 / 50%)`), taken out; anything else named.
    fn colour(&mut self, map: &mut Map<String, Value>, key: &str, shown: &str) -> Option<String> {
        let value = map.remove(key)?;
        let text = value.as_str().unwrap_or_default().trim();
        let named = !text.is_empty() && text.chars().all(|c| c.is_ascii_alphabetic());
        let hex = text
            .strip_prefix('#')
            .is_some_and(|h| [3, 4, 6, 8].contains(&h.len()) && h.chars().all(|c| c.is_ascii_hexdigit()));
        let function = ["rgb(", "rgba(", "hsl(", "hsla("].iter().any(|f| text.starts_with(f))
            && text.ends_with(')')
            && text.chars().all(|c| c.is_ascii_alphanumeric() || " (),.%/-".contains(c));
        if named || hex || function {
            return Some(text.to_string());
        }
        self.unhonoured(&format!("{shown}.{key}"), &value);
        None
    }

    /// Navbar or footer items as links: `to`, `href`, and docs by id (`type: doc`
    /// with `docId` is `/{route base}/{id}`, resolved again once the docs are read);
    /// the other item types are named.
    fn links(&mut self, holder: &mut Map<String, Value>, key: &str, shown: &str) -> Vec<SiteLink> {
        let Some(Value::Array(items)) = holder.remove(key) else { return Vec::new() };
        let mut links = Vec::new();
        for (i, item) in items.into_iter().enumerate() {
            let at = format!("{shown}[{i}]");
            let Value::Object(mut item) = item else {
                self.unhonoured(&at, &item);
                continue;
            };
            let kind = item.remove("type").and_then(|t| t.as_str().map(str::to_string)).unwrap_or_default();
            // A custom item's component takes every key of it but `type`, as Docusaurus passes them.
            let custom_props = kind.starts_with("custom-").then(|| {
                let mut props = item.clone();
                props.remove(RIGHT);
                props
            });
            let label = self.string(&mut item, "label", "");
            // The class a site's CSS styles the link by, and its name when it has no label
            // (`{href, className: 'header-github-link', 'aria-label': 'GitHub'}`).
            let class_name = item.remove("className").and_then(|v| v.as_str().map(str::to_string));
            let aria_label = item.remove("aria-label").and_then(|v| v.as_str().map(str::to_string));
            // The first navbar item placed on the right (the items are in their places' order).
            if item.remove(RIGHT).is_some() && self.first_right_link.is_none() {
                self.first_right_link = Some(links.len());
            }
            // How the theme places links: ours has one place for each.
            for display in ["position", "target", "rel"] {
                item.remove(display);
            }
            let active = Self::link_active(&mut item);
            // A doc, sidebar or version of another docs instance: `doc@ID:…` (see `Site::resolve_doc_link`).
            let plugin = match item.remove("docsPluginId") {
                Some(Value::String(id)) if id != "default" => format!("@{id}"),
                _ => String::new(),
            };
            let link = match kind.as_str() {
                // A footer item `{html}`, and a navbar item `{type: 'html', value}`.
                "" | "default" if item.contains_key("html") => item
                    .remove("html")
                    .and_then(|v| v.as_str().map(str::to_string))
                    .map(|html| SiteLink { html: Some(html), ..SiteLink::default() }),
                "html" => item
                    .remove("value")
                    .and_then(|v| v.as_str().map(str::to_string))
                    .map(|html| SiteLink { html: Some(html), ..SiteLink::default() }),
                // An item with `items` and no type is a dropdown, as Docusaurus reads it.
                "dropdown" | "" | "default" if kind == "dropdown" || item.contains_key("items") => {
                    let items = self.links(&mut item, "items", &format!("{at}.items"));
                    (!items.is_empty()).then(|| SiteLink { label, items, ..SiteLink::default() })
                }
                // The theme's own search box, which the navbar always has.
                "search" => {
                    self.leftovers(&at, item);
                    continue;
                }
                // A footer item has no `type`: Docusaurus links `{type: 'doc', to}` there by its `to`.
                "" | "default" | "doc" if !item.contains_key("docId") => {
                    let to = item.remove("to").and_then(|v| v.as_str().map(str::to_string));
                    let href = item.remove("href").and_then(|v| v.as_str().map(str::to_string));
                    match (to, href) {
                        // Docusaurus' Link sends a `to` with a scheme (or `//`) out of the site, as an `href`.
                        (Some(to), _) if is_external_url(&to) => {
                            Some(SiteLink { label, href: Some(to), ..SiteLink::default() })
                        }
                        (Some(to), _) => Some(SiteLink { label, to: Some(to), ..SiteLink::default() }),
                        // An `href` without a scheme (`/blog`) is a page of the site, as Docusaurus' `isInternalUrl` reads it.
                        (None, Some(href)) if !has_protocol(&href) => {
                            Some(SiteLink { label, to: Some(href), ..SiteLink::default() })
                        }
                        (None, Some(href)) => {
                            Some(SiteLink { label, href: Some(href), ..SiteLink::default() })
                        }
                        (None, None) => None,
                    }
                }
                "doc" => item.remove("docId").and_then(|v| v.as_str().map(str::to_string)).map(|id| {
                    SiteLink { label, to: Some(format!("doc{plugin}:{id}")), ..SiteLink::default() }
                }),
                // The version's main doc, in the reader's preferred version (see `Site::resolve_doc_links`).
                "docsVersion" => {
                    let to = item.remove("to").and_then(|v| v.as_str().map(str::to_string));
                    Some(SiteLink {
                        label,
                        to: Some(to.unwrap_or_else(|| format!("version{plugin}:"))),
                        ..SiteLink::default()
                    })
                }
                "docSidebar" => {
                    item.remove("sidebarId").and_then(|v| v.as_str().map(str::to_string)).map(|id| SiteLink {
                        label,
                        to: Some(format!("sidebar{plugin}:{id}")),
                        ..SiteLink::default()
                    })
                }
                // The site's own type (Docusaurus' `custom-` prefix): its component takes every key but `type`.
                custom if let Some(props) = custom_props => {
                    item.clear();
                    let props =
                        crate::json::json_of(&Value::Object(props)).unwrap_or(crate::json::Json::Null);
                    let custom = CustomItem { kind: custom.to_string(), props };
                    Some(SiteLink { label, custom: Some(custom), ..SiteLink::default() })
                }
                other => {
                    self.unhonoured.push((at.clone(), format!("a navbar item of type `{other}`")));
                    continue;
                }
            };
            match link {
                Some(link) => {
                    links.push(SiteLink { class_name, aria_label, active: active.or(link.active), ..link })
                }
                None => self
                    .unhonoured
                    .push((at.clone(), "an item with no `to`, `href`, doc, items or HTML".into())),
            }
            self.leftovers(&at, item);
        }
        links
    }

    /// A navbar item's own rule for when it is the reader's place: `activeBaseRegex`,
    /// else `activeBasePath` (a path below the base URL, as Docusaurus' `useBaseUrl` reads it).
    fn link_active(item: &mut Map<String, Value>) -> Option<LinkActive> {
        let mut text = |key: &str| item.remove(key).and_then(|v| v.as_str().map(str::to_string));
        let (base, regex) = (text("activeBasePath"), text("activeBaseRegex"));
        let base = base.map(|b| format!("/{}", b.trim_start_matches('/')));
        (base.is_some() || regex.is_some()).then_some(LinkActive { base, regex, sidebar: None })
    }

    /// The navbar's links, and its docs version dropdowns, each where it stands among
    /// them (Docusaurus places them by `position`; ours keeps them where the list has them).
    fn navbar_items(
        &mut self,
        navbar: &mut Map<String, Value>,
        right_dropdowns: &mut Vec<(usize, bool)>,
    ) -> (Vec<SiteLink>, Vec<VersionDropdown>) {
        let mut dropdowns = Vec::new();
        if let Some(Value::Array(items)) = navbar.get_mut("items") {
            let is_dropdown =
                |item: &Value| item.get("type").and_then(Value::as_str) == Some("docsVersionDropdown");
            while let Some(at) = items.iter().position(is_dropdown) {
                let mut rest = dropdown_settings(items.remove(at));
                right_dropdowns.push((at, is_right(&rest)));
                let plugin = match rest.remove("docsPluginId") {
                    Some(Value::String(id)) if id != crate::shared::DEFAULT_PLUGIN_ID => Some(id),
                    _ => None,
                };
                let class_name = rest.remove("className").and_then(|v| v.as_str().map(str::to_string));
                let extras = self.dropdown_extras(rest, "themeConfig.navbar.items (docsVersionDropdown)");
                dropdowns.push(VersionDropdown { at, plugin, extras, class_name });
            }
        }
        let links = self.links(navbar, "items", "themeConfig.navbar.items");
        for dropdown in &mut dropdowns {
            dropdown.at = dropdown.at.min(links.len());
        }
        (links, dropdowns)
    }

    /// Where the right-hand items start among the navbar's entries as the
    /// theme lists them (each link, a dropdown before the link at its index):
    /// the entries before it are the left-hand ones. All of them when no item is on the right.
    fn navbar_right_at(&mut self, links: &[SiteLink], dropdowns: &[(usize, bool)]) -> usize {
        let first = self.first_right_link.take().unwrap_or(links.len()).min(links.len());
        let first = dropdowns
            .iter()
            .filter(|(_, right)| *right)
            .map(|(at, _)| (*at).min(links.len()))
            .fold(first, usize::min);
        // A dropdown before that link is a left-hand one unless placed right.
        first + dropdowns.iter().filter(|(at, right)| *at < first || (*at == first && !right)).count()
    }

    /// A version or locale dropdown's `dropdownItemsBefore` and `dropdownItemsAfter`
    /// (links of any navbar type), its other settings named; `None` when it has none.
    fn dropdown_extras(&mut self, mut item: Map<String, Value>, at: &str) -> Option<DropdownExtras> {
        item.remove(RIGHT);
        let before = self.links(&mut item, "dropdownItemsBefore", &format!("{at}.dropdownItemsBefore"));
        let after = self.links(&mut item, "dropdownItemsAfter", &format!("{at}.dropdownItemsAfter"));
        self.leftovers(at, item);
        (!before.is_empty() || !after.is_empty()).then_some(DropdownExtras { before, after })
    }

    /// `i18n.locales` with their `localeConfigs`, the default first; none
    /// when the site has one locale (its pages need no alternates).
    fn locales(&mut self, i18n: &mut Map<String, Value>, default: &str, base_url: &str) -> Vec<LocaleMeta> {
        let codes: Vec<String> = match i18n.remove("locales") {
            Some(Value::Array(codes)) => codes.iter().filter_map(Value::as_str).map(str::to_string).collect(),
            Some(other) => {
                self.unhonoured("i18n.locales", &other);
                Vec::new()
            }
            None => Vec::new(),
        };
        let mut configs = self.object(i18n, "localeConfigs");
        // `path` names the folder under i18n/ too (Docusaurus 3.8's `i18n.path`); only the default's is read.
        i18n.remove("path");
        let mut codes = codes;
        if let Some(at) = codes.iter().position(|code| code == default) {
            let code = codes.remove(at);
            codes.insert(0, code);
        } else if !codes.is_empty() {
            self.errors.push(
                Diagnostic::file_error(
                    &self.file,
                    format!("`i18n.locales` does not name the default locale `{default}`"),
                )
                .expected(format!("`locales: ['{default}', …]`")),
            );
        }
        let locales: Vec<LocaleMeta> = codes
            .iter()
            .map(|code| {
                let mut given = match configs.remove(code) {
                    Some(Value::Object(given)) => given,
                    _ => Map::new(),
                };
                let written = |given: &mut Map<String, Value>, key: &str| match given.remove(key) {
                    Some(Value::String(text)) => Some(text),
                    _ => None,
                };
                let label = written(&mut given, "label").unwrap_or_else(|| locales::label_of(code));
                let html_lang = written(&mut given, "htmlLang").unwrap_or_else(|| code.clone());
                let direction =
                    written(&mut given, "direction").unwrap_or_else(|| locales::direction_of(code).into());
                let path = written(&mut given, "path").unwrap_or_else(|| code.clone());
                // Docusaurus 3.9's own base URL for a locale, in place of the site's and the locale's
                // path: honoured for another locale where it is a folder under the site's base
                // (where its pages are written), named otherwise.
                let own_base = written(&mut given, "baseUrl").and_then(|base| {
                    let base = format!("/{}/", base.trim_matches('/')).replace("//", "/");
                    let under_site = base.len() > base_url.len() && base.starts_with(base_url);
                    if code == default && base == base_url || code != default && under_site {
                        Some(base)
                    } else {
                        self.unhonoured
                            .push((format!("i18n.localeConfigs.{code}.baseUrl"), format!("`{base}`")));
                        None
                    }
                });
                // `calendar` dates pages in another calendar; the theme keeps the Gregorian one.
                given.remove("calendar");
                self.leftovers(&format!("i18n.localeConfigs.{code}"), given);
                let base_url = match own_base {
                    Some(own) => own,
                    None if code == default => base_url.to_string(),
                    None => format!("{base_url}{}/", path.trim_matches('/')),
                };
                LocaleMeta { code: code.clone(), label, html_lang, direction, base_url }
            })
            .collect();
        self.leftovers("i18n.localeConfigs", configs);
        if locales.len() > 1 { locales } else { Vec::new() }
    }

    /// The string at `key` (taken out), or `default`; anything else is named.
    fn string(&mut self, map: &mut Map<String, Value>, key: &str, default: &str) -> String {
        match map.remove(key) {
            Some(Value::String(s)) => s,
            None | Some(Value::Null) => default.to_string(),
            Some(other) => {
                self.unhonoured(key, &other);
                default.to_string()
            }
        }
    }

    /// The object at `key` (taken out), or an empty one; anything else is named.
    fn object(&mut self, map: &mut Map<String, Value>, key: &str) -> Map<String, Value> {
        match map.remove(key) {
            Some(Value::Object(o)) => o,
            None | Some(Value::Null) => Map::new(),
            Some(other) => {
                self.unhonoured(key, &other);
                Map::new()
            }
        }
    }

    /// `clientModules`: files of the site (`require.resolve('./src/analytics.js')`
    /// reads as `src/analytics.js`); one outside it, or another value, is named in the note.
    fn client_modules(&mut self, root: &mut Map<String, Value>) -> Vec<String> {
        match root.remove("clientModules") {
            None => Vec::new(),
            Some(Value::Array(list))
                if list.iter().all(|v| {
                    v.as_str().is_some_and(|p| crate::files::resolve("", &site_file(p)).is_some())
                }) =>
            {
                list.iter()
                    .filter_map(Value::as_str)
                    .filter_map(|p| crate::files::resolve("", &site_file(p)))
                    .collect()
            }
            Some(other) => {
                self.unhonoured("clientModules", &other);
                Vec::new()
            }
        }
    }

    fn unhonoured(&mut self, key: &str, value: &Value) {
        self.unhonoured.push((key.to_string(), short(value)));
    }

    /// Names every key of `rest` (what the reader did not use) under `prefix`.
    fn leftovers(&mut self, prefix: &str, rest: Map<String, Value>) {
        for (key, value) in rest {
            let path = if prefix.is_empty() { key } else { format!("{prefix}.{key}") };
            self.unhonoured.push((path, short(&value)));
        }
    }
}

/// Whether `future` turns Docusaurus Faster's SWC loader on for site code:
/// `experimental_faster: true` (`faster` in later versions), or an object of
/// them with `swcJsLoader: true`. That loader reads every `.js` and `.jsx`
/// file as TypeScript with JSX, so a site built with it may have types there.
fn swc_js_loader(future: &Value) -> bool {
    ["experimental_faster", "faster"].iter().any(|key| match future.get(key) {
        Some(Value::Bool(on)) => *on,
        Some(Value::Object(parts)) => parts.get("swcJsLoader") == Some(&Value::Bool(true)),
        _ => false,
    })
}

/// Marks a navbar item placed on the right (`position: 'right'`) while the items are read.
const RIGHT: &str = "$right";

/// Puts the navbar's items in the order the theme shows them: those on the
/// left (Docusaurus' default `position`), then those on the right, each
/// group as listed; a right-hand item is marked with [`RIGHT`].
fn place_navbar_items(navbar: &mut Map<String, Value>) {
    let Some(Value::Array(items)) = navbar.get_mut("items") else { return };
    let right = |item: &Value| item.get("position").and_then(Value::as_str) == Some("right");
    let (left, mut placed): (Vec<Value>, Vec<Value>) =
        std::mem::take(items).into_iter().partition(|i| !right(i));
    for item in &mut placed {
        if let Value::Object(item) = item {
            item.insert(RIGHT.into(), Value::Bool(true));
        }
    }
    *items = left;
    items.append(&mut placed);
}

/// Whether a dropdown's settings (what [`dropdown_settings`] left) mark it as placed right.
fn is_right(settings: &Map<String, Value>) -> bool {
    settings.contains_key(RIGHT)
}

/// Takes the navbar's `localeDropdown` item out: where it stood among the
/// items that are neither it nor the version dropdown (the theme puts it there).
/// Returns also the item's settings beyond its type and place.
fn take_locale_dropdown(navbar: &mut Map<String, Value>) -> Option<(usize, Map<String, Value>)> {
    let Some(Value::Array(items)) = navbar.get_mut("items") else { return None };
    let kind = |item: &Value| item.get("type").and_then(Value::as_str).map(str::to_string);
    let at = items.iter().position(|item| kind(item).as_deref() == Some("localeDropdown"))?;
    let item = items.remove(at);
    let versions_before =
        items[..at].iter().filter(|item| kind(item).as_deref() == Some("docsVersionDropdown")).count();
    Some((at - versions_before, dropdown_settings(item)))
}

/// A version or locale dropdown item's settings that the theme's dropdown does not take
/// (`dropdownItemsAfter`, `className`…): what is left after its type and place.
fn dropdown_settings(item: Value) -> Map<String, Value> {
    let Value::Object(mut item) = item else { return Map::new() };
    // `dropdownActiveClassDisabled` keeps Docusaurus' active style off the summary, which ours never has.
    for placed in ["type", "position", "dropdownActiveClassDisabled"] {
        item.remove(placed);
    }
    item
}

/// A value as a note shows it: a marker says what it was, data shows its kind.
pub(crate) fn short(value: &Value) -> String {
    if let Some(kind) = value.get("$nonData").and_then(Value::as_str) {
        return match kind {
            // Named when it has a name (`plugins: [llmsTxtPlugin]`), so the reader finds it in the config.
            "function" => match (plugin_module(value), function_name(value)) {
                (Some(module), _) => format!("a function from `{module}`"),
                (None, Some(name)) => format!("the function `{name}`"),
                (None, None) => "a function".into(),
            },
            "instance" => format!("an instance of `{}`", value["class"].as_str().unwrap_or("?")),
            "stand-in" => format!("from `{}`, not installed", value["module"].as_str().unwrap_or("?")),
            "regexp" => "a regular expression".into(),
            other => format!("not data: {other}"),
        };
    }
    match value {
        Value::String(s) if s.chars().count() <= 40 => format!("`{s}`"),
        Value::Array(items) if !items.is_empty() => {
            // A list of plugins (`remarkPlugins: [math, [npm2yarn, {…}]]`) says which, so the reader knows what is not run.
            let named: Option<Vec<String>> = items
                .iter()
                .map(|item| {
                    let plugin = if item.is_array() { item.get(0)? } else { item };
                    plugin_module(plugin).or_else(|| function_name(plugin)).map(|n| format!("`{n}`"))
                })
                .collect();
            match named {
                Some(names) => format!("the plugins {}", names.join(", ")),
                None => "set, a list".into(),
            }
        }
        other => format!("set, {}", kind(other)),
    }
}

/// A function's name as the config wrote it, when it has one.
fn function_name(value: &Value) -> Option<&str> {
    value.get("name").and_then(Value::as_str).filter(|n| !n.is_empty() && *n != "anonymous")
}

/// Takes the entry of `module` (`plugin` or `[plugin, settings]`) out of
/// `options[list]`, giving its settings (`null` when none).
fn take_plugin(options: &mut Map<String, Value>, list: &str, module: &str) -> Option<Value> {
    let Some(Value::Array(plugins)) = options.get_mut(list) else { return None };
    let at = plugins
        .iter()
        .position(|p| plugin_module(p).or_else(|| p.get(0).and_then(plugin_module)) == Some(module))?;
    Some(plugins.remove(at).get(1).cloned().unwrap_or(Value::Null))
}

/// A function of the config's (not a stand-in for a package that is not installed).
fn is_function(value: &Value) -> bool {
    value.get("$nonData").and_then(Value::as_str) == Some("function")
}

/// The package a plugin value came from: a stand-in's module, or the package a required function was exported by.
fn plugin_module(value: &Value) -> Option<&str> {
    value.get("$nonData")?;
    value.get("module").and_then(Value::as_str)
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// A file under static/ as Docusaurus writes it (`img/logo.svg`), from the site root; URLs unchanged.
/// Takes `key` out of `options` when it asks for what this generator does
/// anyway (`warn`, `log`); another value stays, to be named.
fn warned_as_here(options: &mut Map<String, Value>, key: &str) {
    if matches!(options.get(key).and_then(Value::as_str), Some("warn" | "log")) {
        options.remove(key);
    }
}

/// A head tag's attributes as the config writes them: strings, numbers, and `true` (written bare).
fn attributes_of(written: Map<String, Value>) -> Vec<HeadAttribute> {
    written
        .into_iter()
        .filter_map(|(name, value)| match value {
            Value::String(value) => Some(HeadAttribute { name, value }),
            Value::Bool(true) => Some(HeadAttribute { name, value: String::new() }),
            Value::Number(n) => Some(HeadAttribute { name, value: n.to_string() }),
            _ => None,
        })
        .collect()
}

/// Whether an inline `kind`'s text holds its closing tag, which would end it early in the page.
fn closes(text: &str, kind: &str) -> bool {
    text.to_ascii_lowercase().contains(&format!("</{kind}"))
}

/// The text of a `data:` URL of JavaScript (`data:text/javascript;base64,…`
/// or percent-encoded), as the browser would run it; `None` for another type.
fn data_script(url: &str) -> Option<String> {
    use base64::Engine as _;
    let (head, body) = url.strip_prefix("data:")?.split_once(',')?;
    let mut parts = head.split(';').map(str::trim);
    let mime = parts.next().unwrap_or_default().to_ascii_lowercase();
    let base64 = parts.any(|p| p.eq_ignore_ascii_case("base64"));
    if !matches!(mime.as_str(), "text/javascript" | "application/javascript" | "application/x-javascript") {
        return None;
    }
    let bytes: Vec<u8> = percent_encoding::percent_decode_str(body).collect();
    let bytes = if base64 { base64::engine::general_purpose::STANDARD.decode(bytes).ok()? } else { bytes };
    String::from_utf8(bytes).ok()
}

fn static_path(path: &str) -> String {
    if path.is_empty() || path.starts_with('/') || path.contains("://") || path.starts_with("data:") {
        path.to_string()
    } else {
        format!("/{path}")
    }
}

/// A file of the site as a config names it (`./src/css/custom.css`, or the
/// evaluator's site-relative form of `require.resolve`'s absolute path).
fn site_file(path: &str) -> String {
    path.strip_prefix("./").unwrap_or(path).to_string()
}

/// A route base as Docusaurus reads `routeBasePath`: `docs`, `/docs/` and `/docs` are `/docs`; `` and `/` the root.
fn route_base(value: &str) -> String {
    let trimmed = value.trim_matches('/');
    if trimmed.is_empty() { "/".into() } else { format!("/{trimmed}") }
}

/// What `themeConfig.footer` gives the site.
struct Footer {
    sections: Vec<FooterSection>,
    copyright: String,
    copyright_html: Option<String>,
    logo: Option<FooterLogo>,
    style: String,
}

/// The text of HTML that configs put in copyright lines and announcements.
fn strip_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for (at, c) in html.char_indices() {
        match c {
            '<' => {
                in_tag = true;
                // A line break or paragraph parts words: a space in the text.
                let name = html[at + 1..].trim_start_matches('/').get(..2).unwrap_or_default();
                if (name.eq_ignore_ascii_case("br")
                    || name.eq_ignore_ascii_case("p>")
                    || name.eq_ignore_ascii_case("p "))
                    && !out.ends_with(char::is_whitespace)
                    && !out.is_empty()
                {
                    out.push(' ');
                }
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&copy;", "©")
}

#[cfg(test)]
mod tests {
    use super::*;

    const CONFIG: &str = r#"{
        "title": "구름 문서", "tagline": "설명", "url": "https://docs.example.org/", "baseUrl": "/",
        "favicon": "img/favicon.ico", "organizationName": "x",
        "i18n": {"defaultLocale": "ko", "locales": ["ko"]},
        "presets": [["classic", {
            "docs": {"routeBasePath": "/", "sidebarPath": "./sidebars.ts",
                     "editUrl": {"$nonData": "function", "name": "editUrl"}},
            "blog": {"showReadingTime": true}
        }]],
        "plugins": [["content-docs", {"id": "community", "path": "community"}]],
        "themeConfig": {
            "navbar": {"title": "구름 문서", "logo": {"alt": "로고", "src": "img/logo.svg"},
                "items": [{"type": "docSidebar", "sidebarId": "guide", "label": "안내", "position": "left"},
                          {"to": "/blog", "label": "블로그"},
                          {"type": "search", "position": "right"},
                          {"href": "https://github.com/x", "label": "GitHub"}]},
            "footer": {"links": [{"title": "문서", "items": [{"label": "시작", "to": "/intro"}]}],
                       "copyright": "Copyright © 2024 <b>구름</b>"},
            "prism": {"theme": {"$nonData": "stand-in", "module": "prism-react-renderer", "path": "themes.github"}, "additionalLanguages": ["java"], "magicComments": [{"className": "err", "line": "error-next-line", "block": {"start": "error-start", "end": "error-end"}}]}
        }
    }"#;

    #[test]
    fn a_preset_named_by_its_resolved_file_or_a_wrapper_of_classic_is_the_classic_preset() {
        assert_eq!(
            package_entry("node_modules/@docusaurus/preset-classic/lib/index.js"),
            "@docusaurus/preset-classic"
        );
        assert_eq!(package_entry("../node_modules/x-preset/index.cjs"), "x-preset");
        assert_eq!(
            package_entry("node_modules/docusaurus-plugin-sass/docusaurus-plugin-sass.js"),
            "docusaurus-plugin-sass"
        );
        assert_eq!(package_entry("node_modules/@x/plugin-zoom/dist/index.js"), "@x/plugin-zoom");
        assert_eq!(package_entry("classic"), "classic");
        for name in [
            "node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js",
            "docusaurus-plugin-internaldocs-fb/docusaurus-preset",
            "node_modules/@docusaurus/preset-classic/lib/index.js",
        ] {
            let read = read(
                "docusaurus.config.js",
                &format!(
                    r#"{{"title": "T", "url": "https://t.org", "presets": [["{name}", {{"docs": {{"path": "../docs"}}, "staticDocsProject": "t"}}]]}}"#
                ),
            );
            assert_eq!(read.config.docs.path, "../docs", "{name}");
            let named: Vec<&str> = read.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
            assert_eq!(named, ["presets.classic.staticDocsProject"], "{name}");
        }
        let fork = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": [["@ionic-docs/preset-classic", {"docs": {"path": "guides"}}]]}"#,
        );
        assert_eq!(fork.config.docs.path, "guides");
    }

    #[test]
    fn the_site_url_is_read_as_a_browser_reads_it() {
        assert_eq!(site_url("https:/yogalayout.dev").as_deref(), Some("https://yogalayout.dev"));
        assert_eq!(site_url("https://Docs.Example.org/").as_deref(), Some("https://docs.example.org"));
        assert_eq!(site_url("http://localhost:3000").as_deref(), Some("http://localhost:3000"));
        for refused in ["", "docs.example.org", "/docs", "ftp://example.org", "mailto:a@b.c"] {
            assert_eq!(site_url(refused), None, "{refused}");
        }
    }

    #[test]
    fn googles_analytics_from_the_preset_or_a_plugin_become_head_tags() {
        let read = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org",
                "presets": [["classic", {"gtag": {"trackingID": "G-ONE"}, "googleAnalytics": {"trackingID": "UA-1-1"}}]],
                "plugins": [["@docusaurus/plugin-google-tag-manager", {"containerId": "GTM-TWO"}]]}"#,
        );
        let files = &read.config.theme_files;
        assert_eq!(files.gtag_ids, ["G-ONE"]);
        let scripts: Vec<&str> = files
            .head
            .iter()
            .filter(|a| a.kind == "script" && !a.url.is_empty())
            .map(|a| a.url.as_str())
            .collect();
        assert_eq!(
            scripts,
            [
                "https://www.googletagmanager.com/gtag/js?id=G-ONE",
                "https://www.googletagmanager.com/gtm.js?id=GTM-TWO"
            ]
        );
        assert!(files.connect_sources.contains(&"https://*.google-analytics.com".to_string()));
        let named: Vec<&str> = read.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(named, ["presets.classic.googleAnalytics.trackingID"]);
    }

    #[test]
    fn the_pages_plugin_named_in_plugins_is_the_pages_of_src_pages() {
        let found = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org",
                "plugins": [["@docusaurus/plugin-content-pages", {"path": "./src/pages/", "exclude": ["**/_*.tsx"], "mdxPageComponent": "@theme/MDXPage"}],
                            [".../node_modules/@docusaurus/plugin-content-pages/lib/index.js", {"id": "embedded", "path": "src/embedded"}]]}"#,
        );
        assert!(
            found.config.page_files.left_out("_draft.tsx") && !found.config.page_files.left_out("index.tsx")
        );
        let named: Vec<&str> = found.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(named, ["plugins[1] `@docusaurus/plugin-content-pages`"]);
        let moved = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "plugins": [["content-pages", {"routeBasePath": "/p"}]]}"#,
        );
        let named: Vec<&str> = moved.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(named, ["plugins[0].routeBasePath"]);
        // The classic preset's `pages: false`: no file of src/pages is a page.
        let off = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"pages": false}]]}"#,
        );
        assert!(off.config.page_files.left_out("index.tsx") && off.config.page_files.left_out("about.md"));
        assert!(off.unhonoured.is_empty(), "{:?}", off.unhonoured);
        assert!(off.config.sitemap, "a sitemap unless turned off");
        // `sitemap: false`: no sitemap.xml, as the classic preset then adds no sitemap plugin.
        let no_sitemap = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"sitemap": false}]]}"#,
        );
        assert!(
            !no_sitemap.config.sitemap && no_sitemap.unhonoured.is_empty(),
            "{:?}",
            no_sitemap.unhonoured
        );
    }

    /// `markdown.preprocessor` runs in Node with the site's remark plugins (ui/stages/remark.mjs):
    /// honoured, so no note names it; a value that is no function still is named.
    #[test]
    fn a_markdown_preprocessor_runs_in_node() {
        let read = |markdown: &str| {
            read(
                "docusaurus.config.js",
                &format!(
                    r#"{{"title": "T", "url": "https://t.org", "markdown": {{"preprocessor": {markdown}}}}}"#
                ),
            )
        };
        let function = read(r#"{"$nonData": "function", "name": "preprocessor"}"#);
        assert!(function.config.remark.site && function.unhonoured.is_empty(), "{:?}", function.unhonoured);
        let text = read(r#""no""#);
        assert!(!text.config.remark.site);
        assert_eq!(
            text.unhonoured.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>(),
            ["markdown.preprocessor"]
        );
    }

    #[test]
    fn content_folders_are_named_as_the_files_are() {
        assert_eq!(folder_path("./events/"), "events");
        assert_eq!(folder_path(".//blog"), "blog");
        assert_eq!(folder_path("../docs"), "../docs");
    }

    #[test]
    fn a_to_with_a_scheme_leaves_the_site_as_docusaurus_link_sends_it() {
        assert!(is_external_url("https://github.com/x") && is_external_url("//cdn.example.org/a"));
        assert!(!is_external_url("/docs//intro") && !is_external_url("/blog") && !is_external_url("a-b://x"));
        let read = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {
                "footer": {"links": [{"title": "More", "items": [{"label": "Code", "to": "https://github.com/x"}]}]}}}"#,
        );
        let item = &read.config.site.footer_sections[0].items[0];
        assert_eq!((item.href.as_deref(), item.to.as_deref()), (Some("https://github.com/x"), None));
    }

    #[test]
    fn maps_the_settings_and_names_what_it_cannot_honour() {
        let read = read("docusaurus.config.ts", CONFIG);
        assert!(read.errors.is_empty(), "{:?}", read.errors);
        let site = &read.config.site;
        assert_eq!(
            (site.title.as_str(), site.url.as_str(), site.locale.as_str()),
            ("구름 문서", "https://docs.example.org", "ko")
        );
        assert_eq!((site.logo.as_str(), site.favicon.as_str()), ("/img/logo.svg", "/img/favicon.ico"));
        let navbar: Vec<(&str, Option<&str>, Option<&str>)> =
            site.navbar.iter().map(|l| (l.label.as_str(), l.to.as_deref(), l.href.as_deref())).collect();
        assert_eq!(
            navbar,
            [
                ("안내", Some("sidebar:guide"), None),
                ("블로그", Some("/blog"), None),
                ("GitHub", None, Some("https://github.com/x"))
            ]
        );
        assert_eq!(site.footer_sections[0].items[0].to.as_deref(), Some("/intro"));
        assert_eq!(site.copyright, "Copyright © 2024 구름");
        assert_eq!(read.config.docs.route_base, "/");
        let named: Vec<&str> = read.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
        // The `search` item is the theme's own search box, which the navbar always has.
        assert_eq!(named, ["themeConfig.prism", "docs.editUrl"]);
        // Its magic comments mark lines here (its additional languages are read anyway).
        let magic = read.config.remark.magic_comments.as_ref().expect("magic comments");
        assert_eq!(magic.lines, ["error-next-line"]);
        assert_eq!(magic.blocks, [("error-start".to_string(), "error-end".to_string())]);
        assert_eq!(
            (magic.line_classes.as_slice(), magic.block_classes.as_slice()),
            (["err".to_string()].as_slice(), ["err".to_string()].as_slice())
        );
        // A second docs instance is read, with Docusaurus' default route (`docs`).
        let community = &read.config.other_docs[0];
        assert_eq!((community.id.as_str(), community.docs.path.as_str()), ("community", "community"));
        assert_eq!(community.docs.route_base, "/docs");
        let note = unhonoured_note("docusaurus.config.ts", &read.unhonoured).unwrap();
        assert!(note.message.contains("`docs.editUrl` (the function `editUrl`)"), "{}", note.message);
        // A function without a name (an arrow written in place) is only a function.
        assert_eq!(short(&serde_json::json!({"$nonData": "function", "name": ""})), "a function");
    }

    #[test]
    fn edit_current_version_sends_every_version_to_the_current_docs_folder() {
        let config = CONFIG.replace(
            r#""editUrl": {"$nonData": "function", "name": "editUrl"}"#,
            r#""editUrl": "https://git.example/r/edit/main/", "editCurrentVersion": true, "path": "docs""#,
        );
        let read = read("docusaurus.config.ts", &config);
        assert!(
            read.unhonoured.iter().all(|(key, _)| !key.contains("editCurrentVersion")),
            "{:?}",
            read.unhonoured
        );
        let docs = &read.config.site.edit_urls.docs;
        let of = |file: &str, version: &str| docs.of(file, "/x", "ko", version);
        assert_eq!(
            of("versioned_docs/version-1.0/a/b.md", "1.0").as_deref(),
            Some("https://git.example/r/edit/main/docs/a/b.md")
        );
        assert_eq!(
            of("docs/a/b.md", "current").as_deref(),
            Some("https://git.example/r/edit/main/docs/a/b.md")
        );
        // Without it, each version's own folder.
        let own = read_config_without_flag(&config);
        assert_eq!(
            own.of("versioned_docs/version-1.0/a/b.md", "/x", "ko", "1.0").as_deref(),
            Some("https://git.example/r/edit/main/versioned_docs/version-1.0/a/b.md")
        );
    }

    fn read_config_without_flag(config: &str) -> EditUrl {
        let config = config.replace(r#", "editCurrentVersion": true"#, "");
        read("docusaurus.config.ts", &config).config.site.edit_urls.docs
    }

    #[test]
    fn the_navbar_shows_its_own_title_or_none_as_docusaurus_does() {
        assert_eq!(
            read("docusaurus.config.ts", CONFIG).config.site.navbar_title,
            None,
            "the same as the site's"
        );
        let own = CONFIG.replace(r#""navbar": {"title": "구름 문서""#, r#""navbar": {"title": "구름""#);
        let read_own = read("docusaurus.config.ts", &own);
        assert_eq!(read_own.config.site.navbar_title.as_deref(), Some("구름"));
        assert!(
            read_own.unhonoured.iter().all(|(key, _)| key != "themeConfig.navbar.title"),
            "{:?}",
            read_own.unhonoured
        );
        let none = CONFIG.replace(r#""navbar": {"title": "구름 문서", "#, r#""navbar": {"#);
        assert_eq!(
            read("docusaurus.config.ts", &none).config.site.navbar_title.as_deref(),
            Some(""),
            "a logo alone"
        );
    }

    #[test]
    fn the_remark_plugins_done_here_are_read_the_sites_own_run_and_the_missing_named() {
        let tabs =
            r#"{"$nonData": "function", "name": "plugin", "module": "docusaurus-remark-plugin-tab-blocks"}"#;
        let math = r#"{"$nonData": "function", "name": "math", "module": "remark-math"}"#;
        let katex = r#"{"$nonData": "function", "name": "katex", "module": "rehype-katex"}"#;
        let missing = r#"{"$nonData": "stand-in", "module": "@docusaurus/remark-gone"}"#;
        let mermaid = r#"{"$nonData": "function", "name": "mdxMermaid", "module": "mdx-mermaid"}"#;
        let config = CONFIG.replace(
            r#""blog": {"showReadingTime": true}"#,
            &format!(
                r#""blog": {{"remarkPlugins": [[{tabs}, {{"labels": [["json", "JSON"], ["js", "JS"]], "groupId": "g"}}], {math}, {{"$nonData": "function", "name": "own"}}, {mermaid}, {missing}], "rehypePlugins": [{katex}]}}"#
            ),
        );
        let read = read("docusaurus.config.ts", &config);
        let tab_blocks = read.config.remark.tab_blocks.expect("the blog lists tab-blocks");
        assert_eq!(tab_blocks.group_id.as_deref(), Some("g"));
        let labels: Vec<(&str, &str)> =
            tab_blocks.labels.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        assert_eq!(labels, [("ts", "TypeScript"), ("json", "JSON"), ("js", "JS")]);
        // remark-math and rehype-katex: `$…$` is math, drawn by KaTeX here.
        assert!(read.config.remark.math && read.config.markdown.math);
        // The site's own function runs in Node; only what is not installed is named.
        assert!(read.config.remark.site);
        let note = unhonoured_note("docusaurus.config.ts", &read.unhonoured).unwrap();
        assert!(
            note.message.contains("`blog.remarkPlugins` (the plugins `@docusaurus/remark-gone`)"),
            "{}",
            note.message
        );
        assert!(!note.message.contains("rehypePlugins"), "{}", note.message);
        // Unsynced, its tabs have no group.
        let unsynced = CONFIG.replace(
            r#""blog": {"showReadingTime": true}"#,
            &format!(r#""blog": {{"remarkPlugins": [[{tabs}, {{"sync": false}}]]}}"#),
        );
        let read = super::read("docusaurus.config.ts", &unsynced);
        assert_eq!(read.config.remark.tab_blocks.unwrap().group_id, None);
        assert!(
            read.unhonoured.iter().all(|(key, _)| !key.contains("remarkPlugins")),
            "{:?}",
            read.unhonoured
        );
    }

    #[test]
    fn docusaurus_defaults_fill_what_the_config_leaves_out() {
        let read = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": ["classic"], "plugins": ["docusaurus-plugin-sass"]}"#,
        );
        // Sass is compiled by the site code stage: the plugin is not named as left out.
        assert!(read.errors.is_empty() && read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        assert_eq!(read.config.site.locale, "en");
        assert_eq!(read.config.docs.route_base, "/docs");
        assert_eq!(read.config.docs.path, "docs");
        assert_eq!(route_base("docs/"), "/docs");
        assert_eq!(route_base("/"), "/");
        assert!(!read.config.markdown.static_mdx, "MDX runs, as in Docusaurus, unless the config says");
        let guarded = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "customFields": {"staticMdx": true}}"#,
        );
        assert!(
            guarded.config.markdown.static_mdx && guarded.unhonoured.is_empty(),
            "{:?}",
            guarded.unhonoured
        );
        assert_eq!(read.config.markdown.toc_levels, [2, 3]);
    }

    #[test]
    fn footer_style_gives_infima_colours_and_a_copyright_with_html_is_kept_as_written() {
        let footer = |footer: &str| {
            super::read(
                "docusaurus.config.js",
                &format!(
                    r#"{{"title": "T", "url": "https://t.org", "themeConfig": {{"footer": {footer}}}}}"#
                ),
            )
        };
        let dark = footer(r#"{"style": "dark", "copyright": "© 2024 <a href=\"https://t.org/l\">T</a>"}"#);
        assert!(dark.unhonoured.is_empty(), "{:?}", dark.unhonoured);
        assert_eq!(dark.config.site.footer_style.as_deref(), Some("dark"));
        assert!(
            dark.config
                .theme_files
                .css
                .contains(".footer{margin-top:0;background:var(--ifm-footer-background-color,#303846)"),
            "{}",
            dark.config.theme_files.css
        );
        assert_eq!(dark.config.site.copyright, "© 2024 T", "the text, for feeds");
        assert_eq!(strip_tags("A<br />B</p><p>C<b>D</b>"), "A B CD", "lines and paragraphs part words");
        assert_eq!(
            dark.config.site.copyright_html.as_deref(),
            Some(r#"© 2024 <a href="https://t.org/l">T</a>"#)
        );
        // Infima's default is the light footer; plain text stays text.
        let light = footer(r#"{"copyright": "© 2024 T"}"#);
        assert_eq!(light.config.site.footer_style.as_deref(), Some("light"));
        assert!(
            light
                .config
                .theme_files
                .css
                .contains("background:var(--ifm-footer-background-color,var(--ao-bg-soft))")
        );
        assert_eq!(light.config.site.copyright_html, None);
        let odd = footer(r#"{"style": "neon"}"#);
        assert_eq!(odd.config.site.footer_style.as_deref(), Some("light"));
        assert_eq!(odd.unhonoured.len(), 1, "{:?}", odd.unhonoured);
    }

    #[test]
    fn navbar_style_and_announcement_colours_become_css_and_only_colours_get_in() {
        let read = super::read(
            "docusaurus.config.js",
            r##"{"title": "T", "url": "https://t.org", "themeConfig": {"navbar": {"style": "dark"},
                "announcementBar": {"id": "a", "content": "안내", "backgroundColor": "#20232a", "textColor": "rgb(255 255 255 / 90%)"}}}"##,
        );
        assert!(read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        let css = &read.config.theme_files.css;
        assert!(css.starts_with(".navbar{--ao-bg:#242526;"), "{css}");
        assert!(
            css.contains(".announcement-bar,[data-theme=dark] .announcement-bar{background:#20232a}"),
            "{css}"
        );
        assert!(css.contains("{color:rgb(255 255 255 / 90%)}"), "{css}");
        assert!(
            css.ends_with(".announcement-bar a{color:inherit;font-weight:inherit}"),
            "links take the bar's colour: {css}"
        );
        let hostile = super::read(
            "docusaurus.config.js",
            r##"{"title": "T", "url": "https://t.org", "themeConfig": {"navbar": {"style": "neon"},
                "announcementBar": {"content": "x", "backgroundColor": "red}</style><script>alert(1)</script>", "textColor": "url(https://evil.example/x)"}}}"##,
        );
        assert!(
            !hostile.config.theme_files.css.contains("evil")
                && !hostile.config.theme_files.css.contains("script"),
            "nothing but a colour reaches the page's style"
        );
        let named: Vec<&str> = hostile.unhonoured.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(
            named,
            [
                "themeConfig.navbar.style",
                "themeConfig.announcementBar.backgroundColor",
                "themeConfig.announcementBar.textColor"
            ]
        );
    }

    #[test]
    fn an_announcements_html_is_shown_as_written_and_it_may_be_made_unclosable() {
        let read = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {"announcementBar": {"id": "star",
                "content": "Help <a target=\"_blank\" href=\"https://x.example/aid\">here</a> &amp; now", "isCloseable": false}}}"#,
        );
        let bar = read.config.site.announcement.expect("the bar");
        assert_eq!(
            bar.html.as_deref(),
            Some(r#"Help <a target="_blank" href="https://x.example/aid">here</a> &amp; now"#)
        );
        assert_eq!((bar.text.as_str(), bar.unclosable), ("Help here & now", true));
        assert!(read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        let plain = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {"announcementBar": {"content": "Just words"}}}"#,
        );
        let bar = plain.config.site.announcement.expect("the bar");
        assert_eq!((bar.html, bar.unclosable), (None, false));
    }

    #[test]
    fn client_redirects_are_read_and_what_cannot_be_is_named() {
        let read = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "plugins": [["@docusaurus/plugin-client-redirects", {
                "redirects": [{"from": ["/old", "/older/"], "to": "/new"}, {"from": "/../../etc", "to": "/x"},
                              {"from": "/away", "to": "javascript:alert(1)"}, {"from": "/out", "to": "https://t.org/elsewhere"}],
                "createRedirects": {"$nonData": "function"}, "fromExtensions": [".html", "htm", "../x"]}]]}"#,
        );
        let found: Vec<(&str, &str)> =
            read.config.redirects.iter().map(|r| (r.from.as_str(), r.to.as_str())).collect();
        assert_eq!(found, [("/old", "/new"), ("/older", "/new"), ("/out", "https://t.org/elsewhere")]);
        assert_eq!(read.config.redirect_extensions, ["html", "htm"]);
        assert!(read.config.create_redirects, "the function is run by the engine for every page");
        let named: Vec<&str> = read.unhonoured.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(
            named,
            ["fromExtensions[2]", "redirects[1].from", "redirects[2]"],
            "{:?}",
            read.unhonoured
        );
        // The hostile-path suite's forms of climbing out, each refused and named.
        for from in
            ["/%2e%2e/%2e%2e/victim", "..%2f..%2fvictim%2fpwned", "/a/..\\..\\victim", "/bad\u{0}name"]
        {
            let config = format!(
                r#"{{"title": "T", "url": "https://t.org", "plugins": [["@docusaurus/plugin-client-redirects",
                    {{"redirects": [{{"from": {}, "to": "/new"}}]}}]]}}"#,
                serde_json::to_string(from).unwrap()
            );
            let read = super::read("docusaurus.config.js", &config);
            assert!(read.config.redirects.is_empty(), "{from:?} was taken: {:?}", read.config.redirects);
            assert_eq!(read.unhonoured[0].0, "redirects[0].from", "{from:?}");
        }
    }

    #[test]
    fn table_of_contents_levels_and_footer_items_typed_doc_with_a_to() {
        let read = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {
                "tableOfContents": {"minHeadingLevel": 2, "maxHeadingLevel": 4},
                "footer": {"links": [{"title": "Docs", "className": "badges", "items": [{"label": "Usage", "type": "doc", "to": "usage"}]}]}}}"#,
        );
        assert!(read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        assert_eq!(read.config.markdown.toc_levels, [2, 4]);
        assert_eq!(read.config.site.footer_sections[0].class_name.as_deref(), Some("badges"));
        let item = &read.config.site.footer_sections[0].items[0];
        assert_eq!((item.label.as_str(), item.to.as_deref()), ("Usage", Some("usage")));
        let upside_down = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {"tableOfContents": {"minHeadingLevel": 5, "maxHeadingLevel": 3}}}"#,
        );
        assert_eq!(upside_down.config.markdown.toc_levels, [2, 3]);
        assert_eq!(upside_down.unhonoured.len(), 1, "{:?}", upside_down.unhonoured);
    }

    #[test]
    fn static_directories_as_docusaurus_defaults_them_are_no_news() {
        let read = |dirs: &str| {
            super::read(
                "docusaurus.config.js",
                &format!(r#"{{"title": "T", "url": "https://t.org", "staticDirectories": {dirs}}}"#),
            )
            .unhonoured
            .into_iter()
            .map(|(key, _)| key)
            .collect::<Vec<_>>()
        };
        assert!(read(r#"["static"]"#).is_empty());
        assert_eq!(read(r#"["static", "public"]"#), ["staticDirectories"]);
    }

    #[test]
    fn an_href_without_a_scheme_is_a_page_of_the_site() {
        let read = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {"navbar": {"items": [
                {"href": "/blog", "label": "Blog"}, {"href": "https://x.org", "label": "X"},
                {"href": "mailto:a@t.org", "label": "Mail"}, {"href": "pathname:///files/a.pdf", "label": "PDF"},
                {"href": "//cdn.example/x", "label": "CDN"}]}}}"#,
        );
        let shown: Vec<(Option<&str>, Option<&str>)> =
            read.config.site.navbar.iter().map(|l| (l.to.as_deref(), l.href.as_deref())).collect();
        assert_eq!(
            shown,
            [
                (Some("/blog"), None),
                (None, Some("https://x.org")),
                (None, Some("mailto:a@t.org")),
                (None, Some("pathname:///files/a.pdf")),
                (None, Some("//cdn.example/x"))
            ]
        );
    }

    #[test]
    fn the_docs_sidebar_may_close_other_categories_and_be_hidden() {
        let read = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {"docs": {
                "sidebar": {"autoCollapseCategories": true, "hideable": true}, "versionPersistence": "none"}}}"#,
        );
        assert!(read.config.site.sidebar_auto_collapse && read.config.site.sidebar_hideable);
        let named: Vec<&str> = read.unhonoured.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(named, ["themeConfig.docs.versionPersistence"]);
        let plain = super::read("docusaurus.config.js", r#"{"title": "T", "url": "https://t.org"}"#);
        assert!(!plain.config.site.sidebar_auto_collapse && !plain.config.site.sidebar_hideable);
        // Unset, they stay out of every page's settings.
        let json = serde_json::to_string(&plain.config.site).unwrap();
        assert!(!json.contains("sidebar_auto_collapse") && !json.contains("sidebar_hideable"), "{json}");
    }

    /// `navbar.hideOnScroll`: read when a boolean, named when anything else, and out of the page settings when unset.
    #[test]
    fn the_navbar_may_hide_on_scroll() {
        let config = |value: &str| {
            let json = format!(
                r#"{{"title": "T", "url": "https://t.org", "themeConfig": {{"navbar": {{"hideOnScroll": {value}}}}}}}"#
            );
            super::read("docusaurus.config.js", &json)
        };
        assert!(config("true").config.site.navbar_hide_on_scroll);
        assert!(!config("false").config.site.navbar_hide_on_scroll);
        let odd = config("\"yes\"");
        let named: Vec<&str> = odd.unhonoured.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(named, ["themeConfig.navbar.hideOnScroll"]);
        let json = serde_json::to_string(&config("false").config.site).unwrap();
        assert!(!json.contains("navbar_hide_on_scroll"), "{json}");
    }

    #[test]
    fn the_base_url_gets_its_slashes_and_prefixes_the_sites_addresses() {
        let config = |base: &str| {
            let json = format!(r#"{{"title": "T", "url": "https://t.org/", "baseUrl": "{base}"}}"#);
            read("docusaurus.config.js", &json).config.site
        };
        for (written, base) in [("/", "/"), ("", "/"), ("docs-site", "/docs-site/"), ("/a/b/", "/a/b/")] {
            assert_eq!(config(written).base_url, base, "{written:?}");
        }
        let site = config("/docs-site/");
        assert_eq!(site.root_url(), "https://t.org/docs-site");
        assert_eq!(site.served_path("/img/a.png"), "/docs-site/img/a.png");
        assert_eq!(site.served_path("/"), "/docs-site/");
        assert_eq!(site.served_path("/docs-site/img/a.png"), "/docs-site/img/a.png", "not twice");
        for unchanged in ["https://cdn.org/a.png", "//cdn.org/a.png", "#top", "img/a.png"] {
            assert_eq!(site.served_path(unchanged), unchanged);
        }
        let root = config("/");
        assert_eq!(
            (root.root_url().as_str(), root.served_path("/img/a.png").as_str()),
            ("https://t.org", "/img/a.png")
        );
    }

    #[test]
    fn on_broken_links_says_what_the_link_checks_findings_do() {
        let read_with = |value: &str| {
            let json = format!(r#"{{"title": "T", "url": "https://t.org"{value}}}"#);
            read("docusaurus.config.js", &json)
        };
        for (value, expected) in [
            ("", OnBroken::Warn),
            (r#", "onBrokenLinks": "throw""#, OnBroken::Throw),
            (r#", "onBrokenLinks": "warn""#, OnBroken::Warn),
            (r#", "onBrokenLinks": "log""#, OnBroken::Warn),
            (r#", "onBrokenLinks": "ignore""#, OnBroken::Ignore),
        ] {
            let read = read_with(value);
            assert_eq!(read.config.on_broken_links, expected, "{value}");
            assert_eq!(
                read.config.on_broken_anchors,
                OnBroken::Warn,
                "anchors have their own setting: {value}"
            );
            assert!(read.unhonoured.is_empty(), "{value}: {:?}", read.unhonoured);
        }
        let odd = read_with(r#", "onBrokenLinks": "explode""#);
        assert_eq!(odd.config.on_broken_links, OnBroken::Warn);
        assert_eq!(odd.unhonoured[0].0, "onBrokenLinks");
    }

    #[test]
    fn the_blog_plugins_options_are_read() {
        let blog = |options: &str| {
            let json = format!(
                r#"{{"title": "T", "url": "https://t.org", "presets": [["classic", {{"blog": {{{options}}}}}]]}}"#
            );
            let read = read("docusaurus.config.js", &json);
            (read.config.blog, read.unhonoured)
        };
        let (defaults, unhonoured) = blog("");
        assert!(unhonoured.is_empty(), "{unhonoured:?}");
        assert_eq!(
            (defaults.route_base.as_str(), defaults.posts_per_page, defaults.sidebar_count),
            ("/blog", Some(10), Some(5))
        );
        assert_eq!(
            (defaults.feed.rss, defaults.feed.atom, defaults.feed.json, defaults.feed.limit),
            (true, true, false, Some(20))
        );
        let (set, unhonoured) = blog(
            r#""routeBasePath": "/", "postsPerPage": "ALL", "blogSidebarCount": 0, "blogSidebarTitle": "All posts",
               "archiveBasePath": null, "showReadingTime": false, "onUntruncatedBlogPosts": "throw",
               "feedOptions": {"type": "all", "title": "Feed", "description": "D", "copyright": "C", "limit": false,
                               "xslt": true}"#,
        );
        assert_eq!((set.route_base.as_str(), set.posts_per_page, set.sidebar_count), ("/", None, Some(0)));
        assert_eq!(
            (set.sidebar_title.as_deref(), set.archive_path(), set.show_reading_time),
            (Some("All posts"), None, false)
        );
        assert_eq!(set.on_untruncated, OnBroken::Throw);
        assert!(
            set.docusaurus_reading_time && !BlogOptions::default().docusaurus_reading_time,
            "Docusaurus' minutes for its sites only"
        );
        let feed = FeedOptions {
            rss: true,
            atom: true,
            json: true,
            title: Some("Feed".into()),
            description: Some("D".into()),
            copyright: Some("C".into()),
            limit: None,
        };
        assert_eq!(set.feed, feed);
        assert!(unhonoured.is_empty(), "{unhonoured:?}");
        let (none, _) = blog(r#""feedOptions": {"type": null}"#);
        assert!(!none.feed.rss && !none.feed.atom && !none.feed.json);
        let (atom, _) = blog(r#""feedOptions": {"type": ["atom", "json"]}"#);
        assert!(!atom.feed.rss && atom.feed.atom && atom.feed.json);
    }

    #[test]
    fn a_blog_at_the_root_names_its_pages_from_the_root() {
        let blog = BlogOptions { route_base: "/".into(), ..BlogOptions::default() };
        assert_eq!(
            (blog.under("tags"), blog.page_path("/", 1)),
            ("/tags".to_string(), "/page/2".to_string())
        );
        let blog = BlogOptions { posts_per_page: Some(3), ..BlogOptions::default() };
        assert_eq!((blog.page_count(7), blog.page_range(2, 7)), (3, 6..7));
        assert_eq!(BlogOptions::default().page_count(0), 1, "an empty list is one page");
    }

    #[test]
    fn a_navbar_link_without_a_label_keeps_its_class_and_name() {
        let json = r#"{"title": "T", "url": "https://t.org", "themeConfig": {"navbar": {"items": [
            {"href": "https://github.com/x", "position": "right", "className": "header-github-link", "aria-label": "GitHub"}]}}}"#;
        let read = read("docusaurus.config.js", json);
        assert!(read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        let link = &read.config.site.navbar[0];
        assert_eq!(
            (link.label.as_str(), link.class_name.as_deref(), link.aria_label.as_deref()),
            ("", Some("header-github-link"), Some("GitHub"))
        );
    }

    /// A head asset as its kind, URL and attributes.
    type Shown<'a> = (&'a str, &'a str, Vec<(&'a str, &'a str)>);

    fn shown_head(head: &[HeadAsset]) -> Vec<Shown<'_>> {
        head.iter()
            .map(|a| {
                let attributes = a.attributes.iter().map(|x| (x.name.as_str(), x.value.as_str())).collect();
                (a.kind.as_str(), a.url.as_str(), attributes)
            })
            .collect()
    }

    #[test]
    fn custom_css_stylesheets_and_scripts_are_read() {
        let json = r#"{"title": "T", "url": "https://t.org",
            "presets": [["classic", {"theme": {"customCss": ["./src/css/custom.css", "src/css/extra.css"]}}]],
            "stylesheets": ["https://cdn.org/katex.css",
                            {"href": "/css/local.css", "integrity": "sha384-x", "crossorigin": "anonymous"}],
            "scripts": [{"src": "https://stats.org/s.js", "defer": true}, "/js/a.js"]}"#;
        let read = read("docusaurus.config.js", json);
        assert!(read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        let files = &read.config.theme_files;
        assert_eq!(
            files.custom_css.as_deref(),
            Some(&["src/css/custom.css".to_string(), "src/css/extra.css".into()][..])
        );
        assert_eq!(
            shown_head(&files.head),
            [
                ("stylesheet", "https://cdn.org/katex.css", vec![]),
                (
                    "stylesheet",
                    "/css/local.css",
                    vec![("crossorigin", "anonymous"), ("integrity", "sha384-x")]
                ),
                ("script", "https://stats.org/s.js", vec![("defer", "")]),
                ("script", "/js/a.js", vec![]),
            ]
        );
        let single = read_json(
            r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"theme": {"customCss": "./a.css"}}]]}"#,
        );
        assert_eq!(single.theme_files.custom_css, Some(vec!["a.css".to_string()]));
        let none = read_json(r#"{"title": "T", "url": "https://t.org", "presets": ["classic"]}"#);
        assert_eq!(none.theme_files.custom_css, None, "src/css/custom.css is then read if there");
    }

    /// `clientModules`: the site's files, in order (`require.resolve` gives a
    /// path the evaluation makes site-relative); one outside the site is named.
    #[test]
    fn client_modules_are_the_sites_files_in_order() {
        let json = r#"{"title": "T", "url": "https://t.org", "clientModules": ["./src/analytics.js", "src/css/extra.css"]}"#;
        let found = read("docusaurus.config.js", json);
        assert!(found.unhonoured.is_empty(), "{:?}", found.unhonoured);
        assert_eq!(found.config.theme_files.client_modules, ["src/analytics.js", "src/css/extra.css"]);
        let outside = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "clientModules": ["../elsewhere.js"]}"#,
        );
        let named: Vec<&str> = outside.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(named, ["clientModules"]);
        assert!(outside.config.theme_files.client_modules.is_empty());
    }

    /// `headTags` (also what site plugins inject): meta, link and script tags as
    /// written, inline scripts and styles with their text (the CSP allows them
    /// by hash); a tag of another kind, or text holding its own closing tag, is named.
    #[test]
    fn head_tags_are_read_with_their_inline_code() {
        let json = r#"{"title": "T", "url": "https://t.org", "headTags": [
            {"tagName": "link", "attributes": {"rel": "preconnect", "href": "https://fonts.example.org"}},
            {"tagName": "link", "attributes": {"rel": "stylesheet", "href": "css/extra.css"}},
            {"tagName": "meta", "attributes": {"name": "docs-sha", "content": "abc123"}},
            {"tagName": "script", "attributes": {"src": "/js/count.js", "defer": true}},
            {"tagName": "script", "attributes": {}, "innerHTML": "window.x = 1"},
            {"tagName": "script", "attributes": {"type": "application/ld+json"}, "innerHTML": "{\"@type\": \"WebSite\"}"},
            {"tagName": "style", "innerHTML": ".hero { color: red }"},
            {"tagName": "script", "attributes": {}, "innerHTML": "document.write('</script>')"},
            {"tagName": "noscript", "attributes": {}, "innerHTML": "<img src=x>"}],
            "scripts": ["data:text/javascript;base64,d2luZG93LmEgPSAyOw==", "data:text/javascript,window.b%20%3D%203%3B", "data:text/plain,hi"]}"#;
        let read = read("docusaurus.config.js", json);
        let head = &read.config.theme_files.head;
        assert_eq!(
            shown_head(head),
            [
                ("script", "", vec![]),
                ("script", "", vec![]),
                ("link", "https://fonts.example.org", vec![("rel", "preconnect")]),
                ("stylesheet", "/css/extra.css", vec![]),
                ("meta", "", vec![("content", "abc123"), ("name", "docs-sha")]),
                ("script", "/js/count.js", vec![("defer", "")]),
                ("script", "", vec![]),
                ("script", "", vec![("type", "application/ld+json")]),
                ("style", "", vec![]),
            ]
        );
        let inline: Vec<Option<&str>> = head.iter().map(|asset| asset.inline.as_deref()).collect();
        assert_eq!(
            inline,
            [
                Some("window.a = 2;"),
                Some("window.b = 3;"),
                None,
                None,
                None,
                None,
                Some("window.x = 1"),
                Some(r#"{"@type": "WebSite"}"#),
                Some(".hero { color: red }")
            ]
        );
        let named: Vec<&str> = read.unhonoured.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(named, ["scripts[2]", "headTags[7]", "headTags[8]"]);
    }

    /// Docusaurus Faster's SWC loader reads site code's `.js` as TypeScript:
    /// on with `experimental_faster: true` or its `swcJsLoader`, off otherwise.
    #[test]
    fn the_faster_loader_reads_site_code_as_typescript() {
        let tsx = |future: &str| {
            read_json(&format!(r#"{{"title": "T", "url": "https://t.org", "future": {future}}}"#))
                .theme_files
                .site_code_as_tsx
        };
        assert!(tsx(r#"{"experimental_faster": true}"#));
        assert!(tsx(r#"{"v4": true, "faster": true}"#));
        assert!(tsx(r#"{"experimental_faster": {"swcJsLoader": true, "rspackBundler": false}}"#));
        assert!(!tsx(r#"{"experimental_faster": {"swcJsLoader": false}}"#));
        assert!(!tsx(r#"{"v4": true}"#));
    }

    /// Docusaurus shows the left-hand items, then the right-hand ones, each
    /// group in its order: the links are put so, and `navbar_right_at` counts
    /// the entries (a dropdown before the link at its index) on the left.
    #[test]
    fn navbar_items_take_their_places() {
        let site = read_json(
            r#"{"title": "T", "url": "https://t.org", "i18n": {"defaultLocale": "en", "locales": ["en", "ko"]},
                "themeConfig": {"navbar": {"items": [
                    {"to": "/a", "label": "A"}, {"href": "https://b.org", "label": "B", "position": "right"},
                    {"type": "localeDropdown", "position": "left"}, {"to": "/c", "label": "C", "position": "right"},
                    {"type": "search", "position": "right"}, {"to": "/d", "label": "D", "position": "left"}]}}}"#,
        )
        .site;
        let labels: Vec<&str> = site.navbar.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["A", "D", "B", "C"]);
        assert_eq!(site.locale_dropdown_at, Some(1), "before D, on the left");
        assert_eq!(site.navbar_right_at, Some(3), "A, the dropdown and D on the left");
        let right_dropdown = read_json(
            r#"{"title": "T", "url": "https://t.org", "i18n": {"defaultLocale": "en", "locales": ["en", "ko"]},
                "themeConfig": {"navbar": {"items": [{"type": "localeDropdown", "position": "right"}, {"to": "/a", "label": "A"}]}}}"#,
        )
        .site;
        assert_eq!((right_dropdown.locale_dropdown_at, right_dropdown.navbar_right_at), (Some(1), Some(1)));
        let all_left =
            read_json(r#"{"title": "T", "url": "https://t.org", "themeConfig": {"navbar": {"items": [{"to": "/a", "label": "A"}]}}}"#)
                .site;
        assert_eq!(all_left.navbar_right_at, Some(1), "none on the right");
    }

    /// docusaurus-plugin-module-alias names folders of the site by a prefix
    /// (the config's absolute paths come evaluated as site-relative ones);
    /// one leading out of the site is named, never followed.
    #[test]
    fn module_aliases_name_folders_of_the_site() {
        let read = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "plugins": [["docusaurus-plugin-module-alias", {"alias": {
                "@img": "static/img", "@Components": "./src/components/Markdown", "@out": "../../etc"}}]]}"#,
        );
        assert_eq!(
            read.config.theme_files.aliases,
            [
                ("@Components".to_string(), "src/components/Markdown".to_string()),
                ("@img".into(), "static/img".into())
            ]
        );
        let named: Vec<&str> = read.unhonoured.iter().map(|(at, _)| at.as_str()).collect();
        assert_eq!(named, ["plugins[0].alias.@out"]);
    }

    /// MDX 1's compatibility is always on here: `mdx1Compat` saying so is
    /// honoured, a part of it turned off is named.
    #[test]
    fn mdx1_compatibility_as_docusaurus_3_defaults_is_honoured() {
        let on = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "markdown": {"mdx1Compat": {"comments": true, "admonitions": true, "headingIds": true}}}"#,
        );
        assert!(on.unhonoured.is_empty(), "{:?}", on.unhonoured);
        let off = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "markdown": {"mdx1Compat": {"comments": false, "headingIds": true}}}"#,
        );
        let named: Vec<&str> = off.unhonoured.iter().map(|(at, _)| at.as_str()).collect();
        assert_eq!(named, ["markdown.mdx1Compat.comments"]);
    }

    /// docusaurus-plugin-image-zoom is the theme's own zoom: the plugin and a
    /// selector of the content's images pass; another selector and medium-zoom's options are named.
    #[test]
    fn the_image_zoom_plugin_is_the_theme_zoom() {
        let read = read(
            "docusaurus.config.js",
            r##"{"title": "T", "url": "https://t.org", "plugins": ["/s/node_modules/docusaurus-plugin-image-zoom/dist/index.js"],
                "themeConfig": {"zoom": {"selector": ".markdown > img", "background": {"light": "#fff"}}}}"##,
        );
        assert!(read.unhonoured.is_empty(), "{:?}", read.unhonoured);
        let other = super::read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "themeConfig": {"zoom": {"selector": ".hero img", "config": {"margin": 24}}}}"#,
        );
        let named: Vec<&str> = other.unhonoured.iter().map(|(at, _)| at.as_str()).collect();
        assert_eq!(named, ["themeConfig.zoom.selector", "themeConfig.zoom.config"]);
    }

    /// A site without the preset names the classic theme in `themes`, with
    /// its own `customCss`; the Mermaid theme is what mermaid fences do here.
    #[test]
    fn the_classic_theme_in_themes_gives_its_stylesheets() {
        let read = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org",
                "plugins": [["@docusaurus/plugin-content-docs", {}]],
                "themes": [["@docusaurus/theme-classic", {"customCss": "./src/css/brand.css"}], "@docusaurus/theme-mermaid",
                           "@easyops-cn/docusaurus-search-local"]}"#,
        );
        assert_eq!(read.config.theme_files.custom_css, Some(vec!["src/css/brand.css".to_string()]));
        let named: Vec<&str> = read.unhonoured.iter().map(|(at, _)| at.as_str()).collect();
        assert_eq!(named, ["themes[2] `@easyops-cn/docusaurus-search-local`"], "{:?}", read.unhonoured);
    }

    fn read_json(json: &str) -> Config {
        read("docusaurus.config.js", json).config
    }

    #[test]
    fn a_config_without_an_absolute_url_is_an_error() {
        let read = read("docusaurus.config.js", r#"{"title": "T", "url": "docs.example.org"}"#);
        assert_eq!(read.errors.len(), 1);
        assert!(read.errors[0].message.contains("`url`"));
    }

    /// Settings that only repeat what this generator does (`warn` on a broken
    /// Markdown link), and small ones it follows: no note names them.
    #[test]
    fn title_delimiter_breadcrumbs_locale_base_urls_and_markdown_hooks() {
        let read = read(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "baseUrl": "/", "titleDelimiter": "·",
                "presets": [["classic", {"docs": {"breadcrumbs": false}}]],
                "onBrokenMarkdownLinks": "warn",
                "markdown": {"hooks": {"onBrokenMarkdownLinks": "log", "onBrokenMarkdownImages": "throw"}},
                "i18n": {"defaultLocale": "ko", "locales": ["ko", "en", "ja"],
                         "localeConfigs": {"en": {"baseUrl": "/english/"}, "ja": {"baseUrl": "/"}}}}"#,
        );
        let site = &read.config.site;
        assert_eq!(site.title_delimiter, "·");
        assert!(!site.breadcrumbs, "the docs plugin's `breadcrumbs: false`");
        let bases: Vec<&str> = site.locales.iter().map(|l| l.base_url.as_str()).collect();
        // `ja` at `/` would be written over the default locale's pages: its path is kept, and the value named.
        assert_eq!(bases, ["/", "/english/", "/ja/"]);
        let named: Vec<&str> = read.unhonoured.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(named, ["i18n.localeConfigs.ja.baseUrl", "markdown.hooks.onBrokenMarkdownImages"]);
    }
}
