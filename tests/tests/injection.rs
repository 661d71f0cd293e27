//! Property test: whatever Markdown an author writes, the generated module is
//! valid TSX and every piece of content in it is a string literal, never code.
//!
//! `cargo xtask check` runs a bounded number of cases; more with
//! `PROPTEST_CASES=10000 cargo test -p site-tests --test injection`.

use std::fs;
use std::sync::OnceLock;

use codegen::markdown::{Context, render};
use content_model::markdown::parse_body;
use content_model::{Site, SourceFile};
use oxc_allocator::Allocator;
use oxc_ast::ast::{
    CallExpression, Expression, JSXAttribute, JSXAttributeName, JSXAttributeValue, JSXElementName,
    JSXExpression, JSXExpressionContainer, JSXOpeningElement, JSXText, NewExpression,
    TaggedTemplateExpression, TemplateLiteral,
};
use oxc_ast_visit::{Visit, walk};
use oxc_parser::Parser;
use oxc_span::SourceType;
use proptest::prelude::*;

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
    "Heading",
    "Admonition",
    "CodeBlock",
    "Link",
    "Glossary",
];
const ATTRIBUTES: &[&str] = &[
    "as",
    "id",
    "kind",
    "title",
    "code",
    "language",
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
];

fn site() -> &'static Site {
    static SITE: OnceLock<Site> = OnceLock::new();
    SITE.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("injection-site");
        let write = |path: &str, text: &str| {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write("content/site.toml", "title = \"T\"\ntagline = \"t\"\nurl = \"https://e.com\"\nlogo = \"/l.svg\"\ncopyright = \"c\"\nlegal = \"l\"\ncontact = \"a@b.c\"\n");
        write("content/data/home.yml", "hero: {title: T, tagline: t, actions: []}\noverview: {title: O, description: d, cards: []}\nhistory: {title: H, description: d}\n");
        write("content/docs/guide/index.md", "# 가이드\n");
        content_model::load(&dir).site.expect("minimal site loads")
    })
}

#[derive(Default)]
struct Audit {
    problems: Vec<String>,
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
        if !ELEMENTS.contains(&name.as_str()) {
            self.problems.push(format!("element <{name}>"));
        }
        walk::walk_jsx_opening_element(self, it);
    }

    fn visit_jsx_attribute(&mut self, it: &JSXAttribute<'a>) {
        let name = match &it.name {
            JSXAttributeName::Identifier(i) => i.name.to_string(),
            JSXAttributeName::NamespacedName(_) => "<namespaced>".into(),
        };
        if !ATTRIBUTES.contains(&name.as_str()) {
            self.problems.push(format!("attribute {name}"));
        }
        if let Some(JSXAttributeValue::ExpressionContainer(c)) = &it.value
            && let JSXExpression::StringLiteral(s) = &c.expression
            && matches!(name.as_str(), "href" | "src" | "to")
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
            other => matches!(other.as_expression(), Some(Expression::StringLiteral(_))),
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
fn audit_module(module: &str) -> Vec<String> {
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
fn audit(markdown: &str) -> Vec<String> {
    let file = SourceFile::new("content/docs/guide/fuzz.md", markdown);
    let (body, _) = parse_body(&file, markdown, 0);
    let ctx = Context { site: site(), source: &file, page_path: "/guide/fuzz", skip_title_heading: true };
    let rendered = render(&ctx, &body);
    CASES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    std::iter::once(&rendered.jsx)
        .chain(rendered.preview.as_ref())
        .flat_map(|jsx| {
            audit_module(&format!("export default function Page() {{\n  return <>{jsx}</>;\n}}\n"))
        })
        .collect()
}

static CASES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

fn fragment() -> impl Strategy<Value = String> {
    let dangerous = prop::sample::select(vec![
        "{",
        "}",
        "<",
        ">",
        "`",
        "${",
        "</script>",
        "\"",
        "'",
        "\\",
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "![x](data:text/html,x)",
        "![x](data:image/svg+xml,<svg onload=alert(1)>)",
        "<iframe src=x>",
        ":::note",
        ":::tip 제목",
        ":::",
        "```",
        "```js title=\"a\\\"b\"",
        "~~~",
        "# ",
        "## ",
        "### 제목 {#id}",
        "- ",
        "1. ",
        "> ",
        "|a|b|\n|-|-|\n|c|d|",
        "[^1]",
        "[^1]: 각주",
        "**",
        "_",
        "~~",
        "<!-- truncate -->",
        "<Glossary />",
        "<Foo />",
        "{#id}",
        "\u{2028}",
        "한글",
        "&amp;",
        "&lt;script&gt;",
        "<br>",
        "<div onclick=\"x\">",
        "style=\"background:url(x)\"",
        "http://x.y",
        "<https://x.y>",
        "<a@b.c>",
        "- [ ] 할 일",
        "    들여쓴 코드",
        "\t",
        "*/",
        "/*",
        "</>",
        "<>",
        "{/* truncate */}",
    ]);
    prop_oneof![
        3 => dangerous.prop_map(str::to_string),
        1 => "\\PC{0,12}",
        1 => "[ -~]{0,12}",
    ]
}

fn markdown() -> impl Strategy<Value = String> {
    let separator = prop::sample::select(vec!["", " ", "\n", "\n\n", "  \n"]);
    prop::collection::vec((fragment(), separator), 0..40)
        .prop_map(|parts| parts.into_iter().map(|(f, s)| f + s).collect())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(500),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn content_never_becomes_code(text in markdown()) {
        let problems = audit(&text);
        prop_assert!(problems.is_empty(), "{problems:?}\nfor input {text:?}");
        prop_assert!(CASES.load(std::sync::atomic::Ordering::Relaxed) > 0);
    }
}

#[test]
fn the_audit_catches_code_in_content() {
    let found = audit_module(
        "export default function P() { return <>hi{alert(1)}<script>{`x`}</script><a onclick={\"x\"} href={\"javascript:x\"} /></>; }",
    );
    assert_eq!(
        found,
        [
            "bare JSX text \"hi\"",
            "an expression other than a literal",
            "a function call",
            "element <script>",
            "an expression other than a literal",
            "a template literal",
            "element <a>",
            "attribute onclick",
            "attribute href",
            "unsafe URL javascript:x",
        ]
        .iter()
        .filter(|p| **p != "element <a>" && **p != "attribute href")
        .map(ToString::to_string)
        .collect::<Vec<_>>()
    );
    assert!(audit_module("export default function P() { return <>{\"a\"}</>; }").is_empty());
    assert!(!audit_module("export default function P() { return <>{</>; }").is_empty());
}

#[test]
fn known_attacks_stay_text() {
    for attack in [
        "<script>alert(1)</script>",
        "[click](javascript:alert(1))",
        "`${alert(1)}` {alert(1)} </script><script>alert(1)</script>",
        "```js title=\"\\\"}{alert(1)}{\\\"\"\nalert(1)\n```",
        ":::note \"}{alert(1)}{\"\n본문\n:::",
        "## 제목 {alert(1)}",
        // Found by the property test: a truncate marker inside a footnote in a list.
        "- [^1]: 각주<!-- truncate -->",
    ] {
        assert_eq!(audit(attack), Vec::<String>::new(), "{attack}");
    }
}
