//! The JavaScript inside MDX, read by oxc: whether an expression or an
//! ESM block is complete and valid (the grammar `@mdx-js/mdx` gets from
//! acorn), and what an ESM block imports and declares.

use markdown::{MdxExpressionKind as ExpressionKind, MdxSignal as Signal};
use oxc_allocator::Allocator;
use oxc_ast::ast::{Declaration, ImportDeclarationSpecifier, Statement};
use oxc_parser::Parser;
use oxc_span::SourceType;

fn source_type() -> SourceType {
    // JSX is allowed inside expressions (`{items.map((i) => <li>{i}</li>)}`);
    // TypeScript is not: MDX is JavaScript.
    SourceType::jsx().with_module(true)
}

/// Whether `code` holds nothing but comments and white space (`{/* note */}`).
pub fn is_only_comments(code: &str) -> bool {
    let mut rest = code.trim_start();
    loop {
        if rest.is_empty() {
            return true;
        }
        if let Some(after) = rest.strip_prefix("/*") {
            let Some(end) = after.find("*/") else { return false };
            rest = after[end + 2..].trim_start();
        } else if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |end| &after[end..]).trim_start();
        } else {
            return false;
        }
    }
}

/// Whether `code` ends inside a `/* …` comment (strings and line comments
/// skipped on the way, so a `"/*"` opens none).
fn ends_in_open_comment(code: &str) -> bool {
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'*') => match code[i + 2..].find("*/") {
                Some(end) => i += 2 + end + 2,
                None => return true,
            },
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = code[i..].find('\n').map_or(bytes.len(), |end| i + end);
            }
            quote @ (b'"' | b'\'' | b'`') => {
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    false
}

/// A parse error as markdown-rs wants it: at the very end of the text it may
/// still be completed by more text (`Eof`), anywhere else it is final.
fn signal(message: &str, at: Option<usize>, code_len: usize, shift: usize) -> Signal {
    let rule = Box::new("mdx-js".to_string());
    let source = Box::new("aolda".to_string());
    match at.map(|at| at.saturating_sub(shift)) {
        Some(at) if at < code_len => Signal::Error(message.to_string(), at, rule, source),
        _ => Signal::Eof(message.to_string(), rule, source),
    }
}

/// Whether `code` ends inside a string or a template literal, or inside a
/// template's `${…}` (`{`on: ${props.g}Data & { c: boolean }`}` is offered
/// up to `{ c: boolean ` first, where the template is still open).
fn ends_in_open_literal(code: &str) -> bool {
    let bytes = code.as_bytes();
    // The brace depth at which each open template's `${` started.
    let mut templates: Vec<usize> = Vec::new();
    let (mut depth, mut in_template, mut i) = (0usize, false, 0usize);
    while i < bytes.len() {
        if in_template {
            match bytes[i] {
                b'\\' => i += 2,
                b'`' => {
                    in_template = false;
                    i += 1;
                }
                b'$' if bytes.get(i + 1) == Some(&b'{') => {
                    templates.push(depth);
                    depth += 1;
                    in_template = false;
                    i += 2;
                }
                _ => i += 1,
            }
            continue;
        }
        match bytes[i] {
            quote @ (b'"' | b'\'') => {
                i += 1;
                while i < bytes.len() && bytes[i] != quote && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if i >= bytes.len() {
                    return true;
                }
                i += 1;
            }
            b'`' => {
                in_template = true;
                i += 1;
            }
            b'{' => {
                depth += 1;
                i += 1;
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                if templates.last() == Some(&depth) {
                    templates.pop();
                    in_template = true;
                }
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = code[i..].find('\n').map_or(bytes.len(), |end| i + end)
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = code[i + 2..].find("*/").map_or(bytes.len(), |end| i + 2 + end + 2)
            }
            _ => i += 1,
        }
    }
    in_template || !templates.is_empty()
}

/// Checks one `{expression}` (or `{...spread}` attribute, or `={value}`).
pub fn check_expression(code: &str, kind: &ExpressionKind) -> Signal {
    if is_only_comments(code) {
        return match kind {
            ExpressionKind::Expression => Signal::Ok,
            _ => signal("expected a value, not only a comment", Some(0), code.len().max(1), 0),
        };
    }
    // A `}` inside a comment (`{/* {} */}`, an HTML comment turned into one)
    // is no end: markdown-rs offers the text up to each `}` and reads on at Eof.
    if ends_in_open_comment(code) {
        return signal("the comment is not closed", None, code.len(), 0);
    }
    // Wrapped so that an object literal reads as one and a spread is checked
    // as the single member of an object.
    let (open, close) = match kind {
        ExpressionKind::AttributeExpression => ("({", "\n})"),
        _ => ("(", "\n)"),
    };
    let wrapped = format!("{open}{code}{close}");
    let allocator = Allocator::default();
    match Parser::new(&allocator, &wrapped, source_type()).parse_expression() {
        Ok(expression) => {
            if let ExpressionKind::AttributeExpression = kind {
                let single_spread = matches!(
                    &expression,
                    oxc_ast::ast::Expression::ParenthesizedExpression(p)
                        if matches!(&p.expression, oxc_ast::ast::Expression::ObjectExpression(o)
                            if o.properties.len() == 1 && o.properties[0].is_spread())
                );
                if !single_spread {
                    return signal("expected one spread, like `{...props}`", Some(0), code.len().max(1), 0);
                }
            }
            Signal::Ok
        }
        Err(errors) => {
            let first = errors.first();
            let at = first.and_then(|e| e.labels.first()).map(|label| label.offset() as usize);
            let message = first.map_or_else(|| "invalid expression".to_string(), |e| e.message.to_string());
            // A string or template literal the text ends inside (the lexer's
            // `Unknown` token at its quote) may close after a later `}`:
            // `file={`…import { A } from 'a';…`}` is offered up to each `}` in turn.
            let open_literal = at
                .and_then(|at| wrapped.as_bytes().get(at))
                .is_some_and(|b| matches!(b, b'`' | b'"' | b'\''))
                || ends_in_open_literal(code);
            if open_literal && message.ends_with("found `Unknown`") {
                return signal(&message, None, code.len(), 0);
            }
            signal(&message, at, code.len(), open.len())
        }
    }
}

/// Checks one ESM block: valid JavaScript made only of `import` and `export`.
pub fn check_esm(code: &str) -> Signal {
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, code, source_type()).parse();
    if let Some(error) = parsed.diagnostics.first() {
        let at = error.labels.first().map(|label| label.offset() as usize);
        return signal(&error.message, at, code.len(), 0);
    }
    for statement in &parsed.program.body {
        if !statement.is_module_declaration() {
            let at = statement_start(statement);
            return signal("expected only `import` and `export` statements here", Some(at), code.len(), 0);
        }
    }
    Signal::Ok
}

fn statement_start(statement: &Statement) -> usize {
    use oxc_span::GetSpan;
    statement.span().start as usize
}

/// One `import` of an ESM block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Import {
    /// The module named, as JavaScript reads the string (`'./\_part.md'` is `./_part.md`).
    pub specifier: String,
    /// Byte offset of the specifier's opening quote in the block.
    pub at: usize,
    /// Byte offset just after its closing quote.
    pub end: usize,
    /// The local names it binds.
    pub names: Vec<String>,
    /// The whole statement, as offsets in the block.
    pub statement: std::ops::Range<usize>,
    /// `import name from '…'` alone: the name (a file's URL can take its place).
    pub default_only: Option<String>,
    /// The default import's local name, whatever else the import binds (`import A, {toc} from '…'`).
    pub default: Option<String>,
}

/// What an ESM block brings into the page's scope.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Bindings {
    pub imports: Vec<Import>,
    /// Names declared by `export const|let|var|function|class`.
    pub declared: Vec<String>,
    /// Offsets (in the block) of `export default`, which MDX reserves for the layout.
    pub default_exports: Vec<usize>,
}

/// The imports and declarations of a block that [`check_esm`] accepted.
pub fn bindings(code: &str) -> Bindings {
    bindings_as(code, source_type())
}

/// The imports of a site script (`.js`, `.jsx`, `.ts`, `.tsx`, …, by `path`'s extension).
pub fn script_imports(path: &str, code: &str) -> Vec<Import> {
    // Docusaurus compiles JSX in `.js` files too (its Babel preset reads it in any JavaScript).
    let jsx_in_javascript = |t: SourceType| if t.is_typescript() { t } else { t.with_jsx(true) };
    let source_type = SourceType::from_path(path).map_or_else(|_| source_type(), jsx_in_javascript);
    bindings_as(code, source_type).imports
}

fn bindings_as(code: &str, source_type: SourceType) -> Bindings {
    use oxc_span::GetSpan;
    let allocator = Allocator::default();
    let parsed = Parser::new(&allocator, code, source_type).parse();
    let mut out = Bindings::default();
    for statement in &parsed.program.body {
        match statement {
            Statement::ImportDeclaration(import) => {
                let names = import
                    .specifiers
                    .iter()
                    .flatten()
                    .map(|s| match s {
                        ImportDeclarationSpecifier::ImportSpecifier(s) => s.local.name.to_string(),
                        ImportDeclarationSpecifier::ImportDefaultSpecifier(s) => s.local.name.to_string(),
                        ImportDeclarationSpecifier::ImportNamespaceSpecifier(s) => s.local.name.to_string(),
                    })
                    .collect();
                let default_only = match import.specifiers.as_ref().map(|s| s.as_slice()) {
                    Some([ImportDeclarationSpecifier::ImportDefaultSpecifier(s)]) => {
                        Some(s.local.name.to_string())
                    }
                    _ => None,
                };
                let default = import.specifiers.iter().flatten().find_map(|s| match s {
                    ImportDeclarationSpecifier::ImportDefaultSpecifier(s) => Some(s.local.name.to_string()),
                    _ => None,
                });
                out.imports.push(Import {
                    specifier: import.source.value.to_string(),
                    at: import.source.span.start as usize,
                    end: import.source.span.end as usize,
                    names,
                    statement: import.span.start as usize..import.span.end as usize,
                    default_only,
                    default,
                });
            }
            Statement::ExportDeclaration(export) => declared_names(&export.declaration, &mut out.declared),
            Statement::ExportFromDeclaration(export) => out.imports.push(Import {
                specifier: export.source.value.to_string(),
                at: export.source.span.start as usize,
                end: export.source.span.end as usize,
                names: Vec::new(),
                statement: export.span.start as usize..export.span.end as usize,
                default_only: None,
                default: None,
            }),
            Statement::ExportAllDeclaration(export) => out.imports.push(Import {
                specifier: export.source.value.to_string(),
                at: export.source.span.start as usize,
                end: export.source.span.end as usize,
                names: Vec::new(),
                statement: export.span.start as usize..export.span.end as usize,
                default_only: None,
                default: None,
            }),
            Statement::ExportDefaultDeclaration(export) => {
                out.default_exports.push(export.span().start as usize)
            }
            _ => {}
        }
    }
    out
}

fn declared_names(declaration: &Declaration, names: &mut Vec<String>) {
    match declaration {
        Declaration::VariableDeclaration(variables) => {
            for declarator in &variables.declarations {
                names.extend(declarator.id.get_binding_identifiers().iter().map(|id| id.name.to_string()));
            }
        }
        Declaration::FunctionDeclaration(function) => {
            names.extend(function.id.as_ref().map(|id| id.name.to_string()));
        }
        Declaration::ClassDeclaration(class) => names.extend(class.id.as_ref().map(|id| id.name.to_string())),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page's `.js` with JSX (as Docusaurus' Babel reads it) still gives its
    /// imports; a `.ts` stays TypeScript, where `<T,>(x: T) => x` is no tag.
    #[test]
    fn script_imports_read_jsx_in_javascript_and_types_in_typescript() {
        let js =
            "import Data from './data.mdx';\nexport default function P() { return <main><Data /></main>; }\n";
        let found: Vec<_> = script_imports("src/pages/p.js", js).into_iter().map(|i| i.specifier).collect();
        assert_eq!(found, ["./data.mdx"]);
        let ts = "import Data from './data.mdx';\nexport const same = <T,>(x: T): T => x;\n";
        let found: Vec<_> = script_imports("src/lib/same.ts", ts).into_iter().map(|i| i.specifier).collect();
        assert_eq!(found, ["./data.mdx"]);
    }

    fn ok(signal: Signal) -> bool {
        matches!(signal, Signal::Ok)
    }

    #[test]
    fn expressions_are_checked_as_javascript() {
        let e = ExpressionKind::Expression;
        assert!(ok(check_expression("terms.map((t) => <li key={t}>{t}</li>)", &e)));
        assert!(ok(check_expression(" /* a comment */ ", &e)));
        assert!(ok(check_expression("{a: 1}", &ExpressionKind::AttributeValueExpression)));
        assert!(matches!(check_expression("a +", &e), Signal::Eof(..)));
        assert!(matches!(check_expression("a b", &e), Signal::Error(_, 2, ..)));
        assert!(ok(check_expression("...props", &ExpressionKind::AttributeExpression)));
        assert!(!ok(check_expression("a", &ExpressionKind::AttributeExpression)));
    }

    #[test]
    fn esm_is_imports_and_exports_only() {
        assert!(ok(check_esm("import A from './a';\nexport const b = {c: 1};")));
        assert!(matches!(check_esm("import A from"), Signal::Eof(..)));
        assert!(matches!(check_esm("import A from './a';\nconst b = 1;"), Signal::Error(_, 21, ..)));
    }

    #[test]
    fn bindings_name_imports_and_declarations() {
        let b = bindings(
            "import A, {B as C} from '@site/x';\nimport * as D from \"d\";\nexport const e = 1, {f} = g;\nexport function H() {}\n",
        );
        assert_eq!(b.imports[0].specifier, "@site/x");
        assert_eq!(b.imports[0].names, ["A", "C"]);
        assert_eq!(b.imports[0].at, 24);
        assert_eq!(b.imports[1].names, ["D"]);
        assert_eq!(b.declared, ["e", "f", "H"]);
    }

    /// markdown-rs offers an expression's text up to each `}`: one that ends
    /// inside a string or template literal is not an error yet.
    #[test]
    fn a_literal_left_open_asks_for_more() {
        let more = |code: &str| {
            matches!(check_expression(code, &ExpressionKind::AttributeValueExpression), Signal::Eof(..))
        };
        assert!(more("`\nimport { A, B "));
        assert!(more("'a"));
        assert!(more("\"x "));
        assert!(ok(check_expression(
            "`\nimport { A, B } from 'b';\n\nexport default 1;\n`",
            &ExpressionKind::AttributeValueExpression
        )));
        assert!(!more("a b"), "an error inside the text is final");
        // Past a template's `${…}`, up to a brace of the template's text: still open.
        let expression = |code: &str| check_expression(code, &ExpressionKind::Expression);
        assert!(matches!(expression("`on: ${props.g}Data & { c: boolean "), Signal::Eof(..)));
        assert!(ok(expression("`on: ${props.g}Data & { c: boolean }`")));
        assert!(ends_in_open_literal("`a ${ `b ${c"), "a template inside a template's `${{`");
        assert!(!ends_in_open_literal("`a ${ `b ${c}` }` + d"));
        assert!(!ends_in_open_literal("<p>don't</p>\n<b>x</b>"), "a quote in JSX text ends with its line");
    }

    #[test]
    fn comment_only_expressions() {
        assert!(is_only_comments("/* truncate */"));
        assert!(is_only_comments(" // x\n "));
        assert!(!is_only_comments("/* a */ b"));
    }
}
