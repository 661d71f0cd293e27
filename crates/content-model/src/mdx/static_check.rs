//! `static_mdx`: a page compiled by the same MDX compiler as every other, then
//! held to what runs none of its author's code. Allowed: imports of the
//! theme's modules (`@theme/…`, `@docusaurus/…`) and of files that are not
//! code (bound to their address), `export const` of literal data, expressions
//! that are literals or read that data (`{name}`, `{name.field}`,
//! `{name[0]}`), and HTML elements and attributes that run nothing. Anything
//! else is an error at its place, so a site that takes outside contributions
//! never runs them, at build time or in the browser.

use std::collections::BTreeSet;
use std::ops::Range;

use oxc_allocator::Allocator;
use oxc_ast::ast::{
    ArrayExpressionElement, Declaration, Expression, ObjectPropertyKind, PropertyKind, Statement,
    UnaryOperator, VariableDeclarationKind,
};
use oxc_parser::Parser;
use oxc_span::{GetSpan, SourceType};

use super::{THEME_MODULES, Tree, is_code, js};
use crate::diag::{Diagnostic, SourceFile};
use crate::links::{is_safe_link, is_safe_url};
use crate::markdown::{Ev, JsxAttr, JsxTag, JsxValue};

const EXPORT_EXPECTED: &str =
    "`export const name = …` with literal data: text, numbers, true/false, arrays and objects of them";
const EXPRESSION_EXPECTED: &str = "`{name}`, `{name.field}` or `{name[0]}` of an `export const` of this file, a literal, or `\\{` for a brace";

/// HTML elements a page may write: text, tables, lists and media, nothing
/// that runs, submits or embeds another page.
const HTML_ELEMENTS: &[&str] = &[
    "a",
    "abbr",
    "article",
    "aside",
    "audio",
    "b",
    "bdi",
    "bdo",
    "blockquote",
    "br",
    "caption",
    "center",
    "cite",
    "code",
    "col",
    "colgroup",
    "dd",
    "del",
    "details",
    "dfn",
    "div",
    "dl",
    "dt",
    "em",
    "figcaption",
    "figure",
    "footer",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "i",
    "img",
    "ins",
    "kbd",
    "li",
    "mark",
    "ol",
    "p",
    "picture",
    "pre",
    "q",
    "rp",
    "rt",
    "ruby",
    "s",
    "samp",
    "section",
    "small",
    "source",
    "span",
    "strong",
    "sub",
    "summary",
    "sup",
    "table",
    "tbody",
    "td",
    "tfoot",
    "th",
    "thead",
    "time",
    "tr",
    "track",
    "u",
    "ul",
    "var",
    "video",
    "wbr",
];

/// Attributes whose value is an address the browser loads or follows.
const URL_ATTRIBUTES: &[&str] =
    &["href", "src", "srcset", "poster", "to", "action", "formaction", "xlink:href"];

/// The problems of a body compiled under `static_mdx`; `text` is the body the
/// tree was parsed from, which starts at `base` in `file`.
pub fn check(file: &SourceFile, base: usize, text: &str, tree: &Tree) -> Vec<Diagnostic> {
    let mut check = Check { file, base, data: BTreeSet::new(), files: BTreeSet::new(), problems: Vec::new() };
    for block in &tree.esm {
        check.esm(&block.code, block.at);
    }
    for (event, range) in &tree.events {
        match event {
            Ev::Expression { code, .. } if !js::is_only_comments(code) => {
                check.expression(code, range.start);
            }
            Ev::JsxOpen(tag) => check.tag(tag, text, range.clone()),
            _ => {}
        }
    }
    check.problems
}

struct Check<'a> {
    file: &'a SourceFile,
    base: usize,
    /// Names bound to data: literal exports and imported files.
    data: BTreeSet<String>,
    /// Names bound to an imported file's address.
    files: BTreeSet<String>,
    problems: Vec<Diagnostic>,
}

/// Why a piece of JavaScript is not static, and where (offset in its code).
struct NotStatic {
    at: usize,
    why: String,
}

fn not_static(at: u32, why: impl Into<String>) -> Result<(), NotStatic> {
    Err(NotStatic { at: at as usize, why: why.into() })
}

impl Check<'_> {
    fn error(&mut self, at: usize, message: impl Into<String>, expected: &str) {
        self.problems.push(Diagnostic::error(self.file, self.base + at, message).expected(expected));
    }

    /// One ESM block at `at` in the body.
    fn esm(&mut self, code: &str, at: usize) {
        let allocator = Allocator::default();
        let parsed = Parser::new(&allocator, code, SourceType::jsx().with_module(true)).parse();
        for statement in &parsed.program.body {
            let start = at + statement.span().start as usize;
            match statement {
                Statement::ImportDeclaration(import) => {
                    let module = import.source.value.as_str();
                    let theme = THEME_MODULES.iter().any(|p| module.starts_with(p));
                    let site_file = !is_code(module)
                        && (super::is_relative_import(module) || module.starts_with("@site/"));
                    let names = import.specifiers.iter().flatten().map(|s| s.local().name.to_string());
                    if site_file {
                        let names: Vec<String> = names.collect();
                        self.files.extend(names.iter().cloned());
                        self.data.extend(names);
                    } else if !theme {
                        self.error(
                            start,
                            format!("import of `{module}` cannot be run here"),
                            "Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; \
                             only `@theme/…` components and files (`import img from '@site/static/img/a.png'`) are understood",
                        );
                    }
                }
                Statement::ExportDeclaration(export) => match &export.declaration {
                    Declaration::VariableDeclaration(variables)
                        if variables.kind == VariableDeclarationKind::Const =>
                    {
                        for declarator in &variables.declarations {
                            let Some(name) = declarator.id.get_identifier_name() else {
                                self.error(
                                    start,
                                    "this `export` needs JavaScript to run, which this site never does",
                                    EXPORT_EXPECTED,
                                );
                                continue;
                            };
                            let value = declarator.init.as_ref().map_or(Ok(()), |init| self.value(init));
                            if let Err(e) = value {
                                self.error(
                                    at + e.at,
                                    format!("`export const {name}`: {}", e.why),
                                    EXPORT_EXPECTED,
                                );
                            }
                            self.data.insert(name.to_string());
                        }
                    }
                    _ => self.error(
                        start,
                        "this `export` needs JavaScript to run, which this site never does",
                        EXPORT_EXPECTED,
                    ),
                },
                _ => self.error(
                    start,
                    "this `export` needs JavaScript to run, which this site never does",
                    EXPORT_EXPECTED,
                ),
            }
        }
    }

    /// `{code}`, whose `{` is at `at` in the body.
    fn expression(&mut self, code: &str, at: usize) {
        if let Err(e) = self.parsed(code, |check, expression| check.value(expression)) {
            let shown: String = code.trim().chars().take(40).collect();
            self.error(
                at + 1 + e.at.min(code.len()),
                format!("JSX expression `{{{shown}}}` cannot be turned into static output: {}", e.why),
                EXPRESSION_EXPECTED,
            );
        }
    }

    /// `code` read as one expression and given to `judge`; offsets of its
    /// answer are in `code`.
    fn parsed(
        &self,
        code: &str,
        judge: impl FnOnce(&Self, &Expression) -> Result<(), NotStatic>,
    ) -> Result<(), NotStatic> {
        let allocator = Allocator::default();
        // The compiler already read it: a failure here is only a comment around the value.
        match Parser::new(&allocator, code, SourceType::jsx().with_module(true)).parse_expression() {
            Ok(expression) => judge(self, &expression),
            Err(_) => not_static(0, "it is not a single value"),
        }
    }

    /// Whether `expression` is data: a literal, or a read of this file's data.
    fn value(&self, expression: &Expression) -> Result<(), NotStatic> {
        match expression {
            Expression::BooleanLiteral(_)
            | Expression::NullLiteral(_)
            | Expression::NumericLiteral(_)
            | Expression::BigIntLiteral(_)
            | Expression::StringLiteral(_) => Ok(()),
            Expression::TemplateLiteral(template) => match template.expressions.first() {
                None => Ok(()),
                Some(inner) => not_static(
                    inner.span().start.saturating_sub(2),
                    "`${…}` in a template string needs JavaScript to fill in",
                ),
            },
            Expression::UnaryExpression(unary)
                if matches!(unary.operator, UnaryOperator::UnaryNegation | UnaryOperator::UnaryPlus)
                    && matches!(unary.argument, Expression::NumericLiteral(_)) =>
            {
                Ok(())
            }
            Expression::ParenthesizedExpression(inner) => self.value(&inner.expression),
            Expression::ArrayExpression(array) => {
                array.elements.iter().try_for_each(|element| match element {
                    ArrayExpressionElement::SpreadElement(spread) => {
                        not_static(spread.span.start, "a spread needs JavaScript")
                    }
                    ArrayExpressionElement::Elision(_) => Ok(()),
                    element => self.value(element.to_expression()),
                })
            }
            Expression::ObjectExpression(object) => {
                object.properties.iter().try_for_each(|property| match property {
                    ObjectPropertyKind::SpreadProperty(spread) => {
                        not_static(spread.span.start, "a spread needs JavaScript")
                    }
                    ObjectPropertyKind::ObjectProperty(p)
                        if p.computed || p.method || p.kind != PropertyKind::Init =>
                    {
                        not_static(p.span.start, "a computed key, method or accessor needs JavaScript")
                    }
                    ObjectPropertyKind::ObjectProperty(p) => self.value(&p.value),
                })
            }
            _ => self.read(expression),
        }
    }

    /// `name`, `name.field`, `name[0]`, `name["key"]` of this file's data.
    fn read(&self, expression: &Expression) -> Result<(), NotStatic> {
        match expression {
            Expression::Identifier(id) if self.data.contains(id.name.as_str()) || id.name == "undefined" => {
                Ok(())
            }
            Expression::Identifier(id) => not_static(
                id.span.start,
                format!("`{}` is not a value exported or imported in this file", id.name),
            ),
            Expression::StaticMemberExpression(member) => {
                if ["constructor", "prototype", "__proto__"].contains(&member.property.name.as_str()) {
                    return not_static(
                        member.property.span.start,
                        format!("`{}` is not data", member.property.name),
                    );
                }
                self.read(&member.object)
            }
            Expression::ComputedMemberExpression(member) => match &member.expression {
                Expression::NumericLiteral(_) => self.read(&member.object),
                Expression::StringLiteral(key)
                    if !["constructor", "prototype", "__proto__"].contains(&key.value.as_str()) =>
                {
                    self.read(&member.object)
                }
                other => {
                    not_static(other.span().start, "an index other than a number or a text needs JavaScript")
                }
            },
            other => not_static(other.span().start, "it needs JavaScript to run"),
        }
    }

    /// A JSX element opening at `range` of the body `text`.
    fn tag(&mut self, tag: &JsxTag, text: &str, range: Range<usize>) {
        let written = text.get(range.clone()).unwrap_or_default();
        let Some(name) = tag.name.as_deref() else { return };
        let intrinsic = name.starts_with(|c: char| c.is_ascii_lowercase()) || name.contains('-');
        let root = name.split(['.', ':']).next().unwrap_or(name);
        if intrinsic && !HTML_ELEMENTS.contains(&name) {
            self.error(
                range.start,
                format!("`<{name}>` can run code or show another page, which this site never allows"),
                "HTML for text, tables, lists, images and media, or a `@theme/…` component",
            );
        } else if !intrinsic && self.data.contains(root) {
            self.error(
                range.start,
                format!("`<{name}>` names data, not a component"),
                "a `@theme/…` component",
            );
        }
        for attr in &tag.attrs {
            // Where the attribute is written: its name, or its `{…}`.
            let find = |needle: &str| written.find(needle).map_or(range.start, |i| range.start + i);
            match attr {
                JsxAttr::Spread(code) => self.error(
                    find(code.trim()).saturating_sub(1).max(range.start),
                    "a `{…}` in a tag that is not an attribute's value needs JavaScript",
                    "`name=\"value\"`",
                ),
                JsxAttr::Named { name: attr, value } => {
                    let lower = attr.to_ascii_lowercase();
                    if lower == "dangerouslysetinnerhtml" || (intrinsic && lower.starts_with("on")) {
                        self.error(
                            find(attr),
                            format!("`{attr}` of `<{name}>` runs code or writes raw HTML, which this site never allows"),
                            "the element without it",
                        );
                        continue;
                    }
                    let is_url = URL_ATTRIBUTES.contains(&lower.as_str());
                    match value {
                        Some(JsxValue::Literal(text)) if is_url && !safe_urls(&lower, text) => self.error(
                            find(attr),
                            format!("`{attr}` of `<{name}>` is not a safe address: `{text}`"),
                            "an http(s) or mailto address, or a path",
                        ),
                        Some(JsxValue::Expression(code)) => {
                            let at = find(code);
                            let judged = self.parsed(code, |check, expression| match expression {
                                Expression::StringLiteral(s) if is_url && !safe_urls(&lower, &s.value) => {
                                    not_static(s.span.start, "it is not a safe address")
                                }
                                Expression::Identifier(id)
                                    if is_url && !check.files.contains(id.name.as_str()) =>
                                {
                                    not_static(
                                        id.span.start,
                                        format!("`{attr}` takes an imported file or an address written here"),
                                    )
                                }
                                Expression::StringLiteral(_) | Expression::Identifier(_) => {
                                    check.value(expression)
                                }
                                _ if is_url => not_static(
                                    0,
                                    format!("`{attr}` takes an imported file or an address written here"),
                                ),
                                _ => check.value(expression),
                            });
                            if let Err(e) = judged {
                                let shown: String = code.trim().chars().take(40).collect();
                                self.error(
                                    at + e.at.min(code.len()),
                                    format!("JSX expression `{{{shown}}}` cannot be turned into static output: {}", e.why),
                                    EXPRESSION_EXPECTED,
                                );
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
    }
}

/// Whether every address of an attribute's value is safe (`srcset` lists several).
fn safe_urls(attribute: &str, value: &str) -> bool {
    let image =
        attribute != "href" && attribute != "to" && attribute != "action" && attribute != "formaction";
    if attribute == "srcset" {
        value.split(',').all(|candidate| is_safe_url(candidate.split_whitespace().next().unwrap_or(""), true))
    } else if attribute == "href" || attribute == "to" {
        is_safe_link(value)
    } else {
        is_safe_url(value, image)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(body: &str) -> Vec<String> {
        let file = SourceFile::new("docs/a.mdx", body);
        let (_, diagnostics) = crate::markdown::parse_static_mdx_body(&file, body, 0, Default::default());
        diagnostics.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn what_needs_javascript_is_an_error_at_its_place() {
        let body = "import Chart from '../components/Chart';\nimport Tabs from '@theme/Tabs';\nimport shot from './shot.png';\nexport const n = 3;\nexport function f() {}\nexport const later = `v${n}`;\n\n값은 {n}개, 괄호는 \\{ 그대로\n\n<Tabs groupId={id}>\n\n{n.map((x) => x)} {obj}\n\n</Tabs>\n\n<Chart onClick={() => alert(1)} {...rest} />\n\nexport const obj = {a: 1};\n";
        let tail = "(`{name}`, `{name.field}` or `{name[0]}` of an `export const` of this file, a literal, or `\\{` for a brace)";
        assert_eq!(
            problems(body),
            [
                "docs/a.mdx:1:1: error: import of `../components/Chart` cannot be run here (Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; only `@theme/…` components and files (`import img from '@site/static/img/a.png'`) are understood)".to_string(),
                "docs/a.mdx:5:1: error: this `export` needs JavaScript to run, which this site never does (`export const name = …` with literal data: text, numbers, true/false, arrays and objects of them)".to_string(),
                "docs/a.mdx:6:24: error: `export const later`: `${…}` in a template string needs JavaScript to fill in (`export const name = …` with literal data: text, numbers, true/false, arrays and objects of them)".to_string(),
                format!("docs/a.mdx:10:16: error: JSX expression `{{id}}` cannot be turned into static output: `id` is not a value exported or imported in this file {tail}"),
                format!("docs/a.mdx:12:2: error: JSX expression `{{n.map((x) => x)}}` cannot be turned into static output: it needs JavaScript to run {tail}"),
                format!("docs/a.mdx:16:17: error: JSX expression `{{() => alert(1)}}` cannot be turned into static output: it needs JavaScript to run {tail}"),
                "docs/a.mdx:16:33: error: a `{…}` in a tag that is not an attribute's value needs JavaScript (`name=\"value\"`)".to_string(),
            ]
        );
    }

    #[test]
    fn data_literals_and_reads_of_them_pass() {
        let body = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport shot from '@site/static/img/a.png';\nexport const regions = [{label: '서울', value: 'kr'}, {label: \"-\", value: -1}];\nexport const n = {a: [1, `x`]};\n\n<Tabs values={regions} groupId=\"r\">\n<TabItem value=\"kr\">\n\n{n.a[0]} {n[\"a\"]} {'글'} {/* 주석 */}\n\n<img src={shot} alt=\"a\" style={{width: '50%'}} />\n\n<a href=\"https://example.com\">링크</a>\n\n</TabItem>\n</Tabs>\n";
        assert_eq!(problems(body), Vec::<String>::new());
    }

    #[test]
    fn html_that_runs_or_embeds_is_refused() {
        let body = "export const tag = 'x';\n\n<script>{'alert(1)'}</script>\n\n<iframe src=\"https://example.com\" />\n\n<a href=\"javascript:alert(1)\" onClick=\"x\">a</a>\n\n<div dangerouslySetInnerHTML={{__html: '<b>'}} />\n\n<img src={tag} alt=\"\" />\n";
        let shown = problems(body);
        let places: Vec<&str> = shown.iter().map(|p| p.split(": error").next().unwrap()).collect();
        assert_eq!(
            places,
            [
                "docs/a.mdx:3:1",
                "docs/a.mdx:5:1",
                "docs/a.mdx:7:4",
                "docs/a.mdx:7:31",
                "docs/a.mdx:9:6",
                "docs/a.mdx:11:11"
            ],
            "{shown:#?}"
        );
        assert!(shown[0].contains("`<script>` can run code"), "{shown:#?}");
        assert!(shown[2].contains("not a safe address: `javascript:alert(1)`"), "{shown:#?}");
        assert!(shown[3].contains("`onClick` of `<a>` runs code"), "{shown:#?}");
        assert!(shown[4].contains("`dangerouslySetInnerHTML`"), "{shown:#?}");
        assert!(shown[5].contains("`src` takes an imported file"), "{shown:#?}");
    }

    #[test]
    fn data_cannot_stand_for_a_component_nor_reach_code() {
        let body = "export const Box = 'script';\nexport const d = {a: 1};\n\n<Box />\n\n{d.constructor} {d['__proto__']}\n";
        let shown = problems(body);
        assert_eq!(shown.len(), 3, "{shown:#?}");
        assert!(shown[0].starts_with("docs/a.mdx:4:1: error: `<Box>` names data"), "{shown:#?}");
        assert!(shown[1].contains("`constructor` is not data"), "{shown:#?}");
        assert!(shown[2].contains("an index other than"), "{shown:#?}");
    }
}
