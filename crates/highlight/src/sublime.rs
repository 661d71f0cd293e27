//! The Sublime Text grammars through syntect, for the languages without a
//! well-kept tree-sitter grammar (nginx, INI, Dockerfile, diff, HCL, SQL,
//! Markdown, PowerShell …): scopes mapped onto our classes.

use std::sync::OnceLock;

use syntect::parsing::{BasicScopeStackOp, ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};

use crate::{Token, push};

/// The grammar for a fence's language word, if bat's set has one.
pub(crate) fn find(token: &str) -> Option<&'static SyntaxReference> {
    syntaxes().find_syntax_by_token(token)
}

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(two_face::syntax::extra_newlines)
}

/// Scope prefixes and their classes, the first match on the innermost scope
/// winning; more specific prefixes come before the general ones. An empty
/// class has no colour of its own and takes that of an enclosing scope (the
/// `+` of an inserted diff line, the quote of a string).
pub(crate) const SCOPE_CLASSES: &[(&str, &str)] = &[
    ("comment", "c"),
    ("punctuation.definition.comment", "c"),
    ("constant.character.escape", "b"),
    ("string", "s"),
    ("punctuation.definition.string", "s"),
    ("constant.numeric", "n"),
    ("constant", "b"),
    ("support.constant", "b"),
    ("keyword.operator", ""),
    ("keyword", "k"),
    ("storage", "k"),
    ("entity.name.function", "f"),
    ("support.function", "f"),
    ("variable.function", "f"),
    ("entity.name.tag", "t"),
    ("entity.other.attribute-name", "a"),
    ("entity.name.type", "y"),
    ("entity.name.class", "y"),
    ("entity.other.inherited-class", "y"),
    ("support.type.property-name", "r"),
    ("support.type", "y"),
    ("support.class", "y"),
    ("variable.other.member", "r"),
    ("variable.other.property", "r"),
    ("meta.mapping.key", "t"),
    ("variable.language", "b"),
    ("variable", "v"),
    ("markup.inserted", "i"),
    ("markup.deleted", "d"),
    ("markup.heading", "h"),
    ("meta.diff.range", "h"),
    ("meta.diff.header", "h"),
    ("punctuation", ""),
];

fn scope_classes() -> &'static [(Scope, &'static str)] {
    static TABLE: OnceLock<Vec<(Scope, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        SCOPE_CLASSES.iter().map(|(s, c)| (Scope::new(s).expect("valid scope"), *c)).collect()
    })
}

/// The class a scope names by itself (`""`: none, the enclosing scope's applies).
fn own_class(scope: Scope) -> &'static str {
    scope_classes().iter().find(|(prefix, _)| prefix.is_prefix_of(scope)).map_or("", |(_, class)| class)
}

/// The class in force at each depth of the scope stack, kept beside it: a
/// push looks up one scope, and a token reads the top instead of walking the
/// stack against the table (a twentieth of all the work when it did).
#[derive(Default)]
struct Classes(Vec<&'static str>);

impl Classes {
    fn current(&self) -> &'static str {
        self.0.last().copied().unwrap_or("")
    }

    fn follow(&mut self, op: BasicScopeStackOp) {
        match op {
            BasicScopeStackOp::Push(scope) => {
                let own = own_class(scope);
                let class = if own.is_empty() { self.current() } else { own };
                self.0.push(class);
            }
            BasicScopeStackOp::Pop => {
                self.0.pop();
            }
        }
    }
}

pub(crate) fn highlight(syntax: &SyntaxReference, lines: &[&str]) -> Vec<Vec<Token>> {
    let set = syntaxes();
    let mut state = ParseState::new(syntax);
    let mut stack = ScopeStack::new();
    let mut classes = Classes::default();
    let mut out = Vec::with_capacity(lines.len());
    let mut buffer = String::new();
    for line in lines {
        buffer.clear();
        buffer.push_str(line);
        buffer.push('\n');
        let Ok(ops) = state.parse_line(&buffer, set) else {
            out.push(vec![Token { class: "", text: line.to_string() }]);
            continue;
        };
        let mut tokens: Vec<Token> = Vec::new();
        let mut start = 0;
        for (at, op) in ops {
            let at = at.min(line.len());
            if at > start {
                push(&mut tokens, classes.current(), &line[start..at]);
                start = at;
            }
            if stack.apply_with_hook(&op, |basic, _| classes.follow(basic)).is_err() {
                break;
            }
        }
        if start < line.len() {
            push(&mut tokens, classes.current(), &line[start..]);
        }
        out.push(tokens);
    }
    out
}
