//! Shared test support: the audit that proves generated code never turns
//! content into code. Used by the property test (tests/injection.rs) and the
//! fuzz target (fuzz/).

use std::sync::OnceLock;

use codegen::markdown::{Context, render};
use content_model::markdown::parse_body;
use content_model::testing::SiteBuilder;
use content_model::{Site, SourceFile};
use oxc_allocator::Allocator;
use oxc_ast::ast::{
    CallExpression, JSXAttribute, JSXAttributeName, JSXAttributeValue, JSXElementName, JSXExpression,
    JSXExpressionContainer, JSXOpeningElement, JSXText, NewExpression, TaggedTemplateExpression,
    TemplateLiteral,
};
use oxc_ast_visit::{Visit, walk};
use oxc_parser::Parser;
use oxc_span::SourceType;

/// Elements codegen may emit; anything else means content became markup.
const ELEMENTS: &[&str] = &[
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "a",
    "em",
    "strong",
    "del",
    "sup",
    "sub",
    "code",
    "blockquote",
    "hr",
    "br",
    "img",
    "input",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "div",
    "section",
    "span",
    // Another origin's page in a frame (https only, codegen/src/html.rs): nothing runs in the site's.
    "iframe",
    "Heading",
    "Admonition",
    "CodeBlock",
    "Link",
    "Glossary",
    "Tabs",
    "TabItem",
    "Mermaid",
    // Around an image that opens larger (codegen's markdown/rich.rs).
    "button",
    // The raw-HTML subset.
    "abbr",
    "b",
    "cite",
    "i",
    "kbd",
    "mark",
    "q",
    "s",
    "samp",
    "small",
    "u",
    "var",
    "wbr",
    "details",
    "summary",
    "figure",
    "figcaption",
    "dl",
    "dt",
    "dd",
    "center",
    "caption",
    "colgroup",
    "col",
    "tfoot",
];
const ATTRIBUTES: &[&str] = &[
    "as",
    "id",
    "kind",
    "title",
    "code",
    "marks",
    "lineNumbers",
    "language",
    "groupId",
    "value",
    "label",
    "default",
    "to",
    "href",
    "target",
    "rel",
    "src",
    "alt",
    "width",
    "height",
    "loading",
    "decoding",
    "type",
    "checked",
    "readOnly",
    "disabled",
    "start",
    "className",
    "aria-label",
    "groups",
    "lang",
    "open",
    "data-action",
    "aria-haspopup",
    "data-no-zoom",
    "align",
    "colSpan",
    "rowSpan",
    "span",
    "scope",
];

fn site() -> &'static Site {
    static SITE: OnceLock<Site> = OnceLock::new();
    SITE.get_or_init(|| SiteBuilder::minimal().file("content/docs/guide/index.md", "# 가이드\n").site())
}

/// A custom element's name (`<docgen-index>`, `<a->`), which raw HTML may
/// hold: inert, as no script of the page defines it (codegen's `html.rs`).
/// Its attributes are audited as any element's.
fn is_custom_element(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.contains('-')
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.' | '_'))
}

#[derive(Default)]
struct Audit {
    problems: Vec<String>,
    /// The element whose attributes are being read is a custom element.
    in_custom: bool,
}

/// An attribute raw HTML keeps beside the listed ones (codegen's `html::safe_attrs`):
/// `data-*` and `aria-*` anywhere, a custom element's own; never a handler or a style.
fn free_attribute(name: &str, on_custom: bool) -> bool {
    let plain = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '_'));
    plain
        && (name.starts_with("data-") || name.starts_with("aria-") || on_custom)
        && !name.starts_with("on")
        && name != "style"
}

impl<'a> Visit<'a> for Audit {
    fn visit_jsx_text(&mut self, it: &JSXText<'a>) {
        if !it.value.trim().is_empty() {
            self.problems.push(format!("bare JSX text {:?}", it.value.as_str()));
        }
    }

    fn visit_jsx_opening_element(&mut self, it: &JSXOpeningElement<'a>) {
        let name = match &it.name {
            JSXElementName::Identifier(i) => i.name.to_string(),
            JSXElementName::IdentifierReference(i) => i.name.to_string(),
            _ => "<complex>".into(),
        };
        if !ELEMENTS.contains(&name.as_str()) && !is_custom_element(&name) {
            self.problems.push(format!("element <{name}>"));
        }
        self.in_custom = is_custom_element(&name);
        walk::walk_jsx_opening_element(self, it);
        self.in_custom = false;
    }

    fn visit_jsx_attribute(&mut self, it: &JSXAttribute<'a>) {
        let name = match &it.name {
            JSXAttributeName::Identifier(i) => i.name.to_string(),
            JSXAttributeName::NamespacedName(_) => "<namespaced>".into(),
        };
        if !ATTRIBUTES.contains(&name.as_str()) && !free_attribute(&name, self.in_custom) {
            self.problems.push(format!("attribute {name}"));
        }
        if let Some(JSXAttributeValue::ExpressionContainer(c)) = &it.value
            && let JSXExpression::StringLiteral(s) = &c.expression
            && (matches!(name.as_str(), "href" | "src" | "to") || free_attribute(&name, self.in_custom))
        {
            let lower: String =
                s.value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase();
            if lower.starts_with("javascript:")
                || lower.starts_with("data:text")
                || lower.starts_with("vbscript:")
            {
                self.problems.push(format!("unsafe URL {}", s.value));
            }
        }
        walk::walk_jsx_attribute(self, it);
    }

    fn visit_jsx_expression_container(&mut self, it: &JSXExpressionContainer<'a>) {
        let allowed = match &it.expression {
            JSXExpression::StringLiteral(_)
            | JSXExpression::NumericLiteral(_)
            | JSXExpression::BooleanLiteral(_)
            | JSXExpression::EmptyExpression(_) => true,
            JSXExpression::Identifier(i) => i.name == "glossary",
            _ => false,
        };
        if !allowed {
            self.problems.push("an expression other than a literal".into());
        }
        walk::walk_jsx_expression_container(self, it);
    }

    fn visit_call_expression(&mut self, _: &CallExpression<'a>) {
        self.problems.push("a function call".into());
    }

    fn visit_new_expression(&mut self, _: &NewExpression<'a>) {
        self.problems.push("a `new` expression".into());
    }

    fn visit_template_literal(&mut self, _: &TemplateLiteral<'a>) {
        self.problems.push("a template literal".into());
    }

    fn visit_tagged_template_expression(&mut self, _: &TaggedTemplateExpression<'a>) {
        self.problems.push("a tagged template".into());
    }
}

/// Problems in one TSX module.
pub fn audit_module(module: &str) -> Vec<String> {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, module, SourceType::tsx()).parse();
    if parsed.panicked || !parsed.diagnostics.is_empty() {
        return vec![format!("does not parse: {:?}\n{module}", parsed.diagnostics)];
    }
    let mut audit = Audit::default();
    audit.visit_program(&parsed.program);
    audit.problems
}

/// Renders `markdown` as codegen would and returns the problems an audit finds.
pub fn audit(markdown: &str) -> Vec<String> {
    let rendered = render_markdown(markdown);
    std::iter::once(&rendered.jsx)
        .chain(rendered.preview.as_ref())
        .flat_map(|jsx| {
            audit_module(&format!("export default function Page() {{\n  return <>{jsx}</>;\n}}\n"))
        })
        .collect()
}

/// `markdown` as codegen renders a doc of the test site.
pub fn render_markdown(markdown: &str) -> codegen::markdown::Rendered {
    let file = SourceFile::new("content/docs/guide/fuzz.md", markdown);
    let (body, _) = parse_body(&file, markdown, 0, Default::default());
    let view = codegen::lookups::Lookups::new(site());
    let highlights = codegen::HighlightMemo::default();
    let ctx = Context {
        site: &view,
        source: &file,
        page_path: "/guide/fuzz",
        skip_title_heading: true,
        highlights: &highlights,
    };
    render(&ctx, &body)
}
