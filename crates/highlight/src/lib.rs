//! Build-time syntax highlighting: a language and lines of code in, lines of
//! classed tokens out. Pure (no disk, no output); the grammars are compiled
//! into the binary and their regexes built on first use.
//!
//! Tokens carry short class names (`k` keyword, `s` string …, see [`CLASSES`]);
//! the theme's stylesheet colours `.tk-<class>` for light and dark mode, so
//! the HTML is the same in both and no highlighter runs in the browser.

mod memo;

use std::sync::OnceLock;

use syntect::parsing::{BasicScopeStackOp, ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};

/// Every token class the highlighter emits, with what it marks.
pub const CLASSES: &[(&str, &str)] = &[
    ("c", "comment"),
    ("k", "keyword"),
    ("s", "string"),
    ("n", "number"),
    ("b", "constant, builtin, escape"),
    ("f", "function or command"),
    ("v", "variable or parameter"),
    ("y", "type or class"),
    ("t", "tag, YAML/TOML key"),
    ("a", "attribute name"),
    ("r", "property"),
    ("i", "inserted line"),
    ("d", "deleted line"),
    ("h", "heading, diff range"),
    ("g", "command output"),
];

/// A run of text and its class (`""` for plain text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub class: &'static str,
    pub text: String,
}

/// A language as written after a code fence, resolved.
#[derive(Clone, Copy)]
pub enum Language {
    /// No language, or one that means plain text (`text`, `txt` …).
    Plain,
    Known(&'static SyntaxReference),
    /// A language no grammar knows: shown plain, and worth a warning.
    Unknown,
}

impl Language {
    pub fn find(name: &str) -> Language {
        let name = name.trim().to_ascii_lowercase();
        let token = match name.as_str() {
            "" | "text" | "txt" | "plain" | "plaintext" | "none" | "output" => return Language::Plain,
            "shell" | "sh" | "zsh" | "shellscript" | "console" | "shell-session" | "sh-session"
            | "terminal" => "bash",
            "docker" | "containerfile" => "dockerfile",
            "pwsh" => "ps1",
            "jsonc" | "json5" => "json",
            "mdx" => "md",
            "terraform" | "hcl" => "tf",
            other => other,
        };
        match syntaxes().find_syntax_by_token(token) {
            Some(syntax) => Language::Known(syntax),
            None => Language::Unknown,
        }
    }
}

/// Whether lines starting with `$ ` are commands and the rest their output.
pub fn is_shell(name: &str) -> bool {
    matches!(
        name.trim().to_ascii_lowercase().as_str(),
        "bash"
            | "shell"
            | "sh"
            | "zsh"
            | "shellscript"
            | "console"
            | "shell-session"
            | "sh-session"
            | "terminal"
    )
}

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(two_face::syntax::extra_newlines)
}

/// Scope prefixes and their classes, the first match on the innermost scope
/// winning; more specific prefixes come before the general ones. An empty
/// class has no colour of its own and takes that of an enclosing scope (the
/// `+` of an inserted diff line, the quote of a string).
const SCOPE_CLASSES: &[(&str, &str)] = &[
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

/// Highlights `lines` as one piece of `syntax` (constructs may span lines).
/// A line the grammar cannot parse (a regex error) is left plain.
pub fn highlight(syntax: &SyntaxReference, lines: &[&str]) -> Vec<Vec<Token>> {
    memo::get_or_insert(&syntax.name, lines, || highlight_uncached(syntax, lines))
}

pub use memo::{export_memo, import_memo};

fn highlight_uncached(syntax: &SyntaxReference, lines: &[&str]) -> Vec<Vec<Token>> {
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

/// Adds text to the last token when the class is the same (fewer, longer runs).
fn push(tokens: &mut Vec<Token>, class: &'static str, text: &str) {
    // Whitespace takes any colour, so it joins the run before it.
    let class = if text.trim().is_empty() { tokens.last().map_or("", |t| t.class) } else { class };
    match tokens.last_mut() {
        Some(last) if last.class == class => last.text.push_str(text),
        _ => tokens.push(Token { class, text: text.to_string() }),
    }
}

#[cfg(test)]
mod tests;
