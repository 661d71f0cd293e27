//! MDX's own parts of a body: JSX elements and `{expressions}` written into
//! the page as the author wrote them (MDX is code, compiled here instead of
//! in the browser), and the `import`/`export` blocks with their specifiers
//! made ones the bundle stage resolves.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use content_model::files;
use content_model::links::LinkTarget;
use content_model::markdown::{JsxAttr, JsxTag, JsxValue};
use content_model::mdx::js;

use super::{Open, Renderer};
use crate::jsx::string;

/// `@theme/*` and `@docusaurus/*` modules a page may import, and the module
/// of ui/src that stands in for each (`docusaurus/` holds them).
pub const THEME_MODULES: &[(&str, &str)] = &[
    ("@theme/Admonition", "docusaurus/theme/Admonition"),
    ("@theme/CodeBlock", "docusaurus/theme/CodeBlock"),
    ("@theme/Details", "docusaurus/theme/Details"),
    ("@theme/Heading", "docusaurus/theme/Heading"),
    ("@theme/Tabs", "docusaurus/theme/Tabs"),
    ("@theme/TabItem", "docusaurus/theme/TabItem"),
    ("@theme/DocCardList", "docusaurus/theme/DocCardList"),
    ("@theme/DocCard", "docusaurus/theme/DocCard"),
    ("@theme/Layout", "docusaurus/theme/Layout"),
    ("@theme/MDXComponents", "docusaurus/theme/MDXComponents"),
    ("@theme/TOCInline", "docusaurus/theme/TOCInline"),
    ("@theme/ThemedImage", "docusaurus/theme/ThemedImage"),
    ("@theme/IdealImage", "docusaurus/theme/IdealImage"),
    ("@docusaurus/Head", "docusaurus/Head"),
    ("@docusaurus/router", "docusaurus/router"),
    ("@docusaurus/isInternalUrl", "docusaurus/isInternalUrl"),
    ("@docusaurus/useDocusaurusContext", "docusaurus/useDocusaurusContext"),
    ("@docusaurus/useGlobalData", "docusaurus/useGlobalData"),
    ("@docusaurus/theme-common", "docusaurus/theme-common"),
    ("@docusaurus/Link", "docusaurus/Link"),
    ("@docusaurus/useBaseUrl", "docusaurus/useBaseUrl"),
    ("@docusaurus/BrowserOnly", "docusaurus/BrowserOnly"),
    ("@docusaurus/useIsBrowser", "docusaurus/useIsBrowser"),
    ("@docusaurus/useBrokenLinks", "docusaurus/useBrokenLinks"),
    ("@docusaurus/ExecutionEnvironment", "docusaurus/ExecutionEnvironment"),
    ("@docusaurus/Translate", "docusaurus/Translate"),
];

/// Components MDX gives a page without an import (Docusaurus' `MDXComponents`),
/// and the module of ui/src each comes from.
const PROVIDED: &[(&str, &str)] = &[
    ("Details", "docusaurus/theme/Details"),
    ("Head", "docusaurus/Head"),
    (content_model::mdx::lenient::WHEN, "docusaurus/MDX1When"),
];

/// The import lines of the modules the body's expressions `require`, in order
/// (see `required_module`). `require:` asks the bundle stage for the module as
/// webpack's `require` gives it (ui/stages/site.mjs): a CommonJS module's
/// `module.exports`, an ES module's namespace.
pub fn required_imports(required: &[(String, String)]) -> String {
    required
        .iter()
        .enumerate()
        .map(|(i, (_, resolved))| {
            format!("import $required{i} from {};\n", string(&format!("require:{resolved}")))
        })
        .collect()
}

/// The import lines of the provided components a body used, under `$` names.
pub fn provided_imports(used: &BTreeSet<&'static str>) -> String {
    PROVIDED
        .iter()
        .filter(|(name, _)| used.contains(name))
        .map(|(name, module)| format!("import ${name} from \"../../{module}\";\n"))
        .collect()
}

/// The lines that take the components a body uses without an import from
/// the site's `src/theme/MDXComponents` (`@theme/MDXComponents` is the
/// site's there), each failing with the place of its first use when the
/// site's object has no such component, as MDX fails at run time.
pub fn site_component_lines(
    source: &content_model::SourceFile,
    used: &BTreeMap<String, usize>,
    mdx1: bool,
    imported: bool,
    source_offset: impl Fn(usize) -> usize,
) -> String {
    if used.is_empty() {
        return String::new();
    }
    // `imported`: the module has `$MDXComponents` already, for its Markdown's elements.
    let mut out = match imported {
        true => String::new(),
        false => String::from("import $MDXComponents from \"../../docusaurus/theme/MDXComponents\";\n"),
    };
    out.push_str("import $mdxComponent from \"../../runtime/mdxComponent\";\n");
    for (name, &at) in used {
        let (line, column) = source.line_col(source_offset(at));
        let place = string(&format!("{}:{line}:{column}", source.path));
        let _ = writeln!(
            out,
            "const $mdx_{name} = $mdxComponent($MDXComponents, {}, {place}{});",
            string(name),
            if mdx1 { ", true" } else { "" }
        );
    }
    out
}

/// Names the page module declares itself: an MDX page's own are prefixed
/// with `$` (a name no author writes), so its imports may use any other.
pub fn internal(name: &'static str) -> &'static str {
    match name {
        "Admonition" => "$Admonition",
        "ThemeAdmonition" => "$ThemeAdmonition",
        "CodeBlock" => "$CodeBlock",
        "Heading" => "$Heading",
        "Link" => "$Link",
        "Tabs" => "$Tabs",
        "TabItem" => "$TabItem",
        "Glossary" => "$Glossary",
        "Mermaid" => "$Mermaid",
        other => other,
    }
}

/// What the body's ESM brings into scope, and the blocks to write at the top
/// of the module (specifiers rewritten).
#[derive(Debug, Default)]
pub struct Esm {
    pub code: String,
    pub bound: BTreeSet<String>,
    /// The body has an `export default`: MDX's layout, which the content is
    /// shown in (given the props the content is given), bound as [`LAYOUT`].
    pub layout: bool,
}

/// The name an MDX body's `export default` (its layout) is bound to in the module.
pub const LAYOUT: &str = "$MDXLayout";

/// Where an import leads: a stand-in of ui/src (by its path from the page
/// module), or a file of the site (by its path in the site: `@site/…`), or a
/// package of the site (as written).
fn resolve(specifier: &str, importer: &str) -> Result<String, String> {
    // webpack's inline loaders (`!!raw-loader!./example.ts`): the path after them is resolved, the loaders kept.
    if let Some(at) = inline_loaders_end(specifier) {
        let (loaders, path) = specifier.split_at(at);
        return resolve(path, importer).map(|path| format!("{loaders}{path}"));
    }
    if let Some((_, module)) = THEME_MODULES.iter().find(|(name, _)| *name == specifier) {
        return Ok(format!("../../{module}"));
    }
    // Any other theme module is the bundle stage's, which resolves it as Docusaurus does: the
    // site's own src/theme/X first (`@theme/Hello`), then ours (`@theme/Mermaid`), else an error
    // at this import (ui/stages/site.mjs).
    if specifier.starts_with("@theme/")
        || specifier.starts_with("@theme-original/")
        || specifier.starts_with("@docusaurus/")
    {
        return Ok(specifier.to_string());
    }
    // Resolved as a relative link is (`files::resolve`: `None` when it climbs out of the site).
    let in_site = if let Some(rest) = specifier.strip_prefix("@site/") {
        files::resolve("", rest)
    } else if let Some(rest) = specifier.strip_prefix('/') {
        // A path from the root, which Docusaurus' bundler looks for in static/, then
        // in the site's folder (`/data/team.json`): the bundle stage looks as it does.
        return files::resolve("", rest)
            .map(|path| format!("/{path}"))
            .ok_or_else(|| format!("`{specifier}` leads out of the site folder"));
    } else if content_model::mdx::is_relative_import(specifier) {
        files::resolve(importer, specifier)
    } else {
        return Ok(specifier.to_string());
    };
    in_site
        .map(|path| format!("@site/{path}"))
        .ok_or_else(|| format!("`{specifier}` leads out of the site folder"))
}

/// Where the inline loaders before a path end (`!!raw-loader!` of
/// `!!raw-loader!./a.ts`), if it has any, by the rule the bundle stage runs them by (ui/stages/site.mjs).
fn inline_loaders_end(specifier: &str) -> Option<usize> {
    static LOADERS: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(content_model::shared::INLINE_LOADERS_PATTERN).expect("a valid pattern")
    });
    LOADERS.captures(specifier).and_then(|found| found.get(1)).map(|loaders| loaders.end())
}

/// What the bundle stage cannot take: a Markdown or MDX file imported as a
/// component (its text, through `raw-loader`, is fine). Said plainly at the import, instead of a failure deeper down
/// that names no file.
fn unsupported_code(specifier: &str, resolved: &str) -> Option<String> {
    if inline_loaders_end(resolved).is_some() {
        return None;
    }
    let path = resolved.split(['?', '#']).next().unwrap_or(resolved);
    let markdown = [".md", ".mdx"].iter().any(|ext| path.to_ascii_lowercase().ends_with(ext));
    markdown.then(|| {
        format!("`{specifier}` is a Markdown file; pages may import the theme's modules, site code, packages and files")
    })
}

/// The specifier of site code or a package (which the bundle stage compiles,
/// ui/stages/site.mjs) with where the page imports it (`#@file:line:col`):
/// a module it cannot find is then reported at the page's import line.
fn site_specifier(resolved: &str, file: &str, (line, column): (usize, usize)) -> String {
    if resolved.starts_with("../../docusaurus/") {
        return resolved.to_string();
    }
    format!("{resolved}#@{file}:{line}:{column}")
}

/// Docusaurus gives an imported SVG as a React component (SVGR), not a URL:
/// the bundle stage makes it one.
fn is_svg(specifier: &str) -> bool {
    specifier.to_ascii_lowercase().ends_with(".svg")
}

/// The specifier, from a page or partial module, of the module of the Markdown
/// partial `specifier` imports (content-model read it, or the build stopped).
fn partial_specifier(importer: &str, specifier: &str) -> Option<String> {
    let path = content_model::mdx::partials::partial_path(importer, specifier)?;
    // Page and partial modules both sit one folder below the generated folder.
    Some(format!("../{}", crate::names::partial_module(&path)))
}

/// `import`'s specifier in `code` (its block), the string as written with its
/// quotes and escapes, replaced by `resolved`, quoted.
fn replace_specifier(code: &mut String, import: &js::Import, resolved: &str) {
    code.replace_range(import.at..import.end, &string(resolved));
}

impl Renderer<'_, '_> {
    /// The ESM blocks of the body, specifiers rewritten; problems are errors at their place.
    pub(super) fn esm(&mut self) -> Esm {
        let mut out = Esm::default();
        for block in &self.body.esm {
            let bindings = js::bindings(&block.code);
            let mut code = block.code.clone();
            // How much each import's rewrite moved what follows it, for the default exports after it.
            let mut moved: Vec<(usize, isize)> = Vec::new();
            // Replaced from the end so earlier offsets stay right.
            for import in bindings.imports.iter().rev() {
                let before = code.len() as isize;
                self.rewrite_import(&mut code, import, block, &mut out);
                moved.push((import.statement.start, code.len() as isize - before));
            }
            for &at in &bindings.default_exports {
                let shift: isize = moved.iter().filter(|(from, _)| *from < at).map(|(_, by)| by).sum();
                let at = at.saturating_add_signed(shift);
                // `export default X` → `const $MDXLayout = X`; a declaration becomes its expression.
                let keyword_end = code[at..].find("default").map(|d| at + d + "default".len());
                if let Some(end) = keyword_end {
                    code.replace_range(at..end, &format!("const {LAYOUT} ="));
                    out.layout = true;
                }
            }
            for (name, at) in bindings.declared.iter().map(|n| (n, block.at)) {
                if ["head", "sidebar", "default"].contains(&name.as_str()) {
                    let at = self.body.source_offset(at);
                    self.diagnostics.push(
                        content_model::Diagnostic::error(
                            self.ctx.source,
                            at,
                            format!("`export const {name}` takes a name the page module exports itself"),
                        )
                        .expected("another name"),
                    );
                }
                out.bound.insert(name.clone());
            }
            out.code.push_str(&code);
            out.code.push('\n');
        }
        out
    }

    /// One import of an ESM block rewritten in `code`: a partial's module, a
    /// file's URL, or the specifier resolved (an error at its place otherwise).
    fn rewrite_import(
        &mut self,
        code: &mut String,
        import: &js::Import,
        block: &content_model::mdx::Esm,
        out: &mut Esm,
    ) {
        out.bound.extend(import.names.iter().cloned());
        // A Markdown file imported with a name (content-model read it as a partial, see `partials::imports_of`).
        let named = !import.names.is_empty();
        if let Some(module) = partial_specifier(&self.ctx.source.path, &import.specifier).filter(|_| named) {
            replace_specifier(code, import, &module);
            return;
        }
        if let Some(url) = self.imported_file_url(import) {
            let name = import.default_only.as_deref().expect("a file import binds one name");
            code.replace_range(import.statement.clone(), &format!("const {name} = {};", string(&url)));
            return;
        }
        let at = self.body.source_offset(block.at + import.at);
        match self.site_import(&import.specifier, at) {
            Ok(resolved) => replace_specifier(code, import, &resolved),
            Err(message) => {
                self.diagnostics.push(
                    content_model::Diagnostic::error(self.ctx.source, at, message)
                        .expected("an import of a file of the site, a package, or one of those modules"),
                );
            }
        }
    }

    /// The published URL of an imported file (`import shot from './shot.png'`).
    fn imported_file_url(&self, import: &js::Import) -> Option<String> {
        import.default_only.as_ref()?;
        if is_svg(&import.specifier) {
            return None;
        }
        self.file_url(&import.specifier)
    }

    /// The published URL of the site file `specifier` names (not code), if it is there.
    fn file_url(&self, specifier: &str) -> Option<String> {
        let dest = content_model::mdx::file_import_dest(&self.ctx.source.path, specifier)?;
        // A file under static/ is published at its own path, as Markdown images are.
        if dest.starts_with('/') {
            return self.ctx.site.static_file(&dest).map(|_| self.ctx.site.served_path(&dest));
        }
        self.asset(&dest).map(|asset| self.ctx.site.served_path(&asset.url))
    }

    pub(super) fn jsx_open(&mut self, tag: JsxTag, offset: usize) {
        let name = match &tag.name {
            None => String::new(),
            Some(name) => self.component_name(name, offset),
        };
        let intrinsic = is_intrinsic(&name);
        if name == "tr" && matches!(self.stack.last(), Some(Open::Jsx(open, _)) if open == "table") {
            self.open_implicit_body();
        }
        self.jsx.out.push('<');
        self.jsx.out.push_str(&name);
        for attr in &tag.attrs {
            self.jsx.out.push(' ');
            match attr {
                JsxAttr::Spread(code) => {
                    // `{...require("./a.ParamsDetails.json")}`, as OpenAPI docs generators write props.
                    let code = self.with_required_files(code.trim(), offset);
                    let _ = write!(self.jsx.out, "{{{code}}}");
                }
                JsxAttr::Named { name: attr_name, value } => {
                    let attr_name = if intrinsic { dom_name(attr_name) } else { attr_name.as_str() };
                    self.jsx.out.push_str(attr_name);
                    match value {
                        None => {}
                        Some(JsxValue::Literal(text)) if intrinsic && attr_name == "style" => {
                            let _ = write!(self.jsx.out, "={{{}}}", style_object(text));
                        }
                        Some(JsxValue::Literal(text)) => {
                            let _ = write!(self.jsx.out, "={{{}}}", string(text));
                        }
                        Some(JsxValue::Expression(code)) => {
                            let code = self.with_required_files(code, offset);
                            let _ = write!(self.jsx.out, "={{{code}}}");
                        }
                    }
                }
            }
        }
        if tag.empty {
            self.jsx.out.push_str(" />");
        } else {
            self.jsx.out.push('>');
            self.stack.push(Open::Jsx(name, tag.flow));
        }
    }

    pub(super) fn jsx_close(&mut self) {
        // Markdown left open inside the element (it cannot be: MDX nests) is closed with it.
        while let Some(open) = self.stack.pop() {
            let done = matches!(open, Open::Jsx(..));
            self.close(open);
            if done {
                break;
            }
        }
    }

    pub(super) fn expression(&mut self, code: &str, offset: usize) {
        let code = self.with_required_files(code, offset);
        let _ = write!(self.jsx.out, "{{{code}}}");
    }

    /// `code` with each `require("./shot.png")` of a site file that is not
    /// code made the module Docusaurus' bundler gives for it: its URL as
    /// `default` (`src={require(…).default}`). A file that is not there is
    /// an error at `offset`. A `require` of code (`require('@site/sidebars.js').default`)
    /// is the module, imported at the top of the page as any import of it is.
    fn with_required_files(&mut self, code: &str, offset: usize) -> String {
        let mut out = code.to_string();
        for (range, specifier) in content_model::mdx::required_specifiers(code).into_iter().rev() {
            if let Some(module) = self.required_page(&specifier) {
                out.replace_range(range, &module);
                continue;
            }
            if content_model::mdx::file_import_dest(&self.ctx.source.path, &specifier).is_none() {
                if let Some(name) = self.required_module(&specifier, offset) {
                    out.replace_range(range, &name);
                }
                continue;
            }
            match self.file_url(&specifier) {
                // A photo's module also has `src`, as Docusaurus' ideal-image plugin gives it (`require(…).src`).
                Some(url) if is_photo(&specifier) => {
                    out.replace_range(range, &format!("({{default: {0}, src: {0}}})", string(&url)))
                }
                Some(url) => out.replace_range(range, &format!("({{default: {}}})", string(&url))),
                None => self.warn_error(
                    offset,
                    format!("`require({})` names no file of the site", string(&specifier)),
                    "a file beside the page, or under static/ (`@site/static/…`)".into(),
                ),
            }
        }
        out
    }

    /// A `require` of another page's Markdown file, as Docusaurus' MDX loader
    /// makes it: a module whose `metadata.permalink` is that page's address
    /// (`<Redirect to={require('../intro.md').metadata.permalink} />`). Its
    /// content is not brought into this page. `None` for a specifier that names no page.
    fn required_page(&mut self, specifier: &str) -> Option<String> {
        content_model::mdx::partials::partial_path(&self.ctx.source.path, specifier)?;
        let LinkTarget::Internal(route) =
            self.ctx.site.resolve(&self.ctx.source.path, self.ctx.page_path, specifier)
        else {
            return None;
        };
        let permalink = self.ctx.site.served_path(&route);
        Some(format!("({{metadata: {{permalink: {}}}}})", string(&permalink)))
    }

    /// The name a module that the body requires is imported under
    /// (`$required0`), once per specifier; `None` (an error at `offset`) for
    /// one that cannot be imported.
    fn required_module(&mut self, specifier: &str, offset: usize) -> Option<String> {
        if let Some(at) = self.required.iter().position(|(written, _)| written == specifier) {
            return Some(format!("$required{at}"));
        }
        let at = self.body.source_offset(offset);
        match self.site_import(specifier, at) {
            Ok(resolved) => {
                self.required.push((specifier.to_string(), resolved));
                Some(format!("$required{}", self.required.len() - 1))
            }
            Err(message) => {
                self.diagnostics.push(
                    content_model::Diagnostic::error(self.ctx.source, at, message).expected(
                        "a require of a file of the site, a package, or one of the theme's modules",
                    ),
                );
                None
            }
        }
    }

    /// An import's specifier as the page module writes it (resolved, with the
    /// place `at` in the source where the bundle stage reports a module it
    /// cannot find), or why it cannot be imported.
    fn site_import(&self, specifier: &str, at: usize) -> Result<String, String> {
        // From the file written (a locale's translation, in its own folder under i18n/), as webpack resolves it.
        let file = self.ctx.site.shown_path(&self.ctx.source.path);
        let resolved =
            resolve(specifier, file).and_then(|r| unsupported_code(specifier, &r).map_or(Ok(r), Err))?;
        Ok(site_specifier(&resolved, file, self.ctx.source.line_col(at)))
    }

    /// The name written for a component: as the author wrote it when the
    /// page's ESM binds it (or it is an element of the DOM), the theme's for
    /// those MDX provides, else an error.
    fn component_name(&mut self, name: &str, offset: usize) -> String {
        // `<head>` in MDX is Docusaurus' `<Head>` (its loader renames it): the page's own
        // title, meta and canonical go into the document's head, not its body.
        let name = if name == "head" && !self.mdx_bound.contains("head") { "Head" } else { name };
        let root = name.split(['.', ':']).next().unwrap_or(name);
        if is_intrinsic(name) || self.mdx_bound.contains(root) {
            return name.to_string();
        }
        if let Some((provided, _)) = PROVIDED.iter().find(|(provided, _)| *provided == name) {
            self.provided.insert(provided);
            return format!("${provided}");
        }
        if self.ctx.site.mdx_components().is_some() {
            // Under a `$` name (none an author writes), so no module name is shadowed.
            self.from_site_components.entry(root.to_string()).or_insert(offset);
            return format!("$mdx_{name}");
        }
        if self.ctx.site.mdx1() {
            // MDX 1's shortcode: the page still renders, the tag an empty `<div>` around its children.
            self.warn(
                offset,
                format!("`<{name}>` is not defined in this page: shown as a `<div>`, as MDX 1 (Docusaurus 2) shows it"),
                &format!("an `import {root} from '…'` (or `export const {root} = …`) in this file"),
            );
            return "div".to_string();
        }
        self.warn_error(
            offset,
            format!("`<{name}>` is not defined in this page"),
            format!("an `import {root} from '…'` (or `export const {root} = …`) in this file"),
        );
        // Written as a tag of the DOM, so the module still compiles.
        "span".to_string()
    }

    fn warn_error(&mut self, offset: usize, message: String, expected: String) {
        let d = content_model::Diagnostic::error(self.ctx.source, self.body.source_offset(offset), message);
        self.diagnostics.push(d.expected(expected));
    }
}

/// JSX's rule: a lower-case first letter (or a dash) names an element of the DOM.
fn is_intrinsic(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase()) || name.contains('-')
}

/// React's name for an HTML attribute written as in HTML.
fn dom_name(name: &str) -> &str {
    match name {
        "class" => "className",
        "for" => "htmlFor",
        "tabindex" => "tabIndex",
        "colspan" => "colSpan",
        "rowspan" => "rowSpan",
        "frameborder" => "frameBorder",
        "allowfullscreen" => "allowFullScreen",
        "srcset" => "srcSet",
        "crossorigin" => "crossOrigin",
        "readonly" => "readOnly",
        "maxlength" => "maxLength",
        other => other,
    }
}

/// `style="color: red; font-size: 2px"` as the object React wants.
fn style_object(css: &str) -> String {
    let mut map = serde_json::Map::new();
    for declaration in css.split(';') {
        let Some((property, value)) = declaration.split_once(':') else { continue };
        let property = property.trim();
        if property.is_empty() {
            continue;
        }
        let camel = if property.starts_with("--") {
            property.to_string()
        } else {
            let mut out = String::new();
            let mut upper = false;
            for c in property.trim_start_matches('-').chars() {
                if c == '-' {
                    upper = true;
                } else if upper {
                    out.extend(c.to_uppercase());
                    upper = false;
                } else {
                    out.push(c);
                }
            }
            out
        };
        map.insert(camel, serde_json::Value::String(value.trim().to_string()));
    }
    crate::jsx::value(&map)
}

/// A PNG or JPEG file, which Docusaurus' ideal-image plugin loads as an
/// object with the URL as `src` (its loader's test: `/\.(?:png|jpe?g)$/i`).
fn is_photo(specifier: &str) -> bool {
    let file = specifier.split(['?', '#']).next().unwrap_or(specifier).to_ascii_lowercase();
    [".png", ".jpg", ".jpeg"].iter().any(|ext| file.ends_with(ext))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Webpack's reading, which the bundle stage shares (the pattern is one constant):
    /// every `!` ends a loader, whatever the names look like.
    #[test]
    fn inline_loaders_end_where_webpack_ends_them() {
        let end = |s: &'static str| inline_loaders_end(s).map(move |at| s.split_at(at));
        assert_eq!(end("!!raw-loader!./a.ts"), Some(("!!raw-loader!", "./a.ts")));
        assert_eq!(end("-!yaml-loader!@site/b.yml"), Some(("-!yaml-loader!", "@site/b.yml")));
        assert_eq!(end("style!css!./c.css"), Some(("style!css!", "./c.css")));
        // Webpack's match resource (`name!=!`) names the module for its rules: no loader (rancher's elemental docs).
        assert_eq!(
            end("../ex/v.raw!=!raw-loader!@site/ex/v.json"),
            Some(("../ex/v.raw!=!raw-loader!", "@site/ex/v.json"))
        );
        let loaders = regex::Regex::new(content_model::shared::INLINE_LOADERS_PATTERN).unwrap();
        assert_eq!(&loaders.captures("../ex/v.raw!=!raw-loader!@site/ex/v.json").unwrap()[1], "raw-loader!");
        assert_eq!(end("./d.ts"), None);
        assert_eq!(end("lodash"), None);
    }

    #[test]
    fn imports_resolve_as_docusaurus_resolves_them() {
        assert_eq!(resolve("@theme/Tabs", "docs/a.mdx").unwrap(), "../../docusaurus/theme/Tabs");
        assert_eq!(resolve("@site/src/data/x.json", "docs/a.mdx").unwrap(), "@site/src/data/x.json");
        // From the root: static/ first, then the site's folder, as the bundle stage looks.
        assert_eq!(resolve("/src/components/Button", "docs/a.mdx").unwrap(), "/src/components/Button");
        assert_eq!(resolve("/data/team.json", "docs/a.mdx").unwrap(), "/data/team.json");
        assert!(resolve("/../x", "docs/a.mdx").unwrap_err().contains("out of the site"));
        assert_eq!(resolve("./_part.mdx", "docs/guide/a.mdx").unwrap(), "@site/docs/guide/_part.mdx");
        assert_eq!(resolve("../img/a.png", "docs/guide/a.mdx").unwrap(), "@site/docs/img/a.png");
        assert_eq!(resolve("clsx", "docs/a.mdx").unwrap(), "clsx");
        // A folder itself (its index module), as Node and webpack read `.` and `..`.
        assert_eq!(resolve(".", "docs/thing/index.mdx").unwrap(), "@site/docs/thing");
        assert_eq!(resolve("..", "docs/thing/index.mdx").unwrap(), "@site/docs");
        assert!(content_model::mdx::is_code(".") && content_model::mdx::is_code("./parts/"));
        // A module named with a dot of its own; files by their type, whatever its case.
        assert!(content_model::mdx::is_code("@site/playground/Avatar/avatar.playground"));
        assert!(!content_model::mdx::is_code("./shot.PNG") && !content_model::mdx::is_code("./manual.pdf"));
        assert!(resolve("../../../etc/passwd", "docs/a.mdx").unwrap_err().contains("out of the site"));
        assert!(resolve("@site/../x", "docs/a.mdx").unwrap_err().contains("out of the site"));
        // Any other theme module: the bundle stage's (the site's src/theme, then ours).
        assert_eq!(resolve("@theme/Hello", "docs/a.mdx").unwrap(), "@theme/Hello");
    }

    #[test]
    fn html_styles_become_objects() {
        assert_eq!(
            style_object("color: red; font-size:2px;--x: 1"),
            r#"{"--x":"1","color":"red","fontSize":"2px"}"#
        );
    }
}
