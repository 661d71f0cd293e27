//! tree-sitter parsers and their grammars' own highlight queries, for the
//! languages most blocks are written in. Each query's captures (`@keyword`,
//! `@function.method` …) are mapped onto our classes by [`CAPTURES`], with a
//! few per language where a grammar's name means something else to a reader
//! (a shell's `@property` is a variable, a YAML key's is a key).

use std::borrow::Cow;
use std::cell::RefCell;
use std::sync::OnceLock;

use tree_sitter::Language as Parser;
use tree_sitter_highlight::{Highlight, HighlightConfiguration, HighlightEvent, Highlighter};

use crate::{Token, plain, push};

/// A language with a tree-sitter grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tree {
    Bash,
    Css,
    Go,
    Html,
    Java,
    JavaScript,
    Json,
    Python,
    Rust,
    Toml,
    TypeScript,
    Tsx,
    Yaml,
}

const ALL: [Tree; 13] = [
    Tree::Bash,
    Tree::Css,
    Tree::Go,
    Tree::Html,
    Tree::Java,
    Tree::JavaScript,
    Tree::Json,
    Tree::Python,
    Tree::Rust,
    Tree::Toml,
    Tree::TypeScript,
    Tree::Tsx,
    Tree::Yaml,
];

/// Capture names the queries use, most general first, and their classes.
/// tree-sitter-highlight picks the entry whose dotted parts a capture has the
/// most of (`@function.method` → `function`). An empty class has no colour
/// of its own: the enclosing capture's applies (an operator inside a string
/// interpolation), or none.
pub(crate) const CAPTURES: &[(&str, &str)] = &[
    ("comment", "c"),
    ("keyword", "k"),
    ("string", "s"),
    ("string.special.key", "r"),
    ("escape", "b"),
    ("string.escape", "b"),
    ("number", "n"),
    ("boolean", "b"),
    ("constant", "b"),
    ("label", "b"),
    ("function", "f"),
    ("constructor", "y"),
    ("type", "y"),
    ("namespace", "y"),
    ("tag", "t"),
    ("attribute", "a"),
    ("property", "r"),
    // Every identifier is a `@variable` in most grammars: coloured, they
    // would drown the rest, so only parameters and builtins (`self`) are.
    ("variable", ""),
    ("variable.parameter", "v"),
    ("variable.builtin", "b"),
    ("embedded", ""),
    ("operator", ""),
    ("punctuation", ""),
];

/// Where a language reads a capture differently from [`CAPTURES`].
fn own_class(tree: Tree, capture: &str) -> Option<&'static str> {
    Some(match (tree, capture) {
        // `$HOME`'s name, and `-f`/`--force` options, as syntect's shell grammar had them.
        (Tree::Bash, "property" | "constant") => "v",
        // Keys of a mapping or table: `t`, as in the palette's "YAML/TOML key".
        (Tree::Yaml | Tree::Toml, "property") => "t",
        _ => return None,
    })
}

/// TOML's own query captures a whole `key = value` pair, which colours the
/// punctuation of an array value as a key; ours names the parts alone.
const TOML_QUERY: &str = "
[(bare_key) (quoted_key)] @property
(string) @string
[(integer) (float)] @number
(boolean) @boolean
[(offset_date_time) (local_date_time) (local_date) (local_time)] @string.special
(comment) @comment
";

impl Tree {
    /// The grammar for a fence's language word (already lower case, aliases
    /// of the shell resolved to `bash`).
    pub(crate) fn find(word: &str) -> Option<Tree> {
        Some(match word {
            "bash" => Tree::Bash,
            "css" => Tree::Css,
            "go" | "golang" => Tree::Go,
            "html" | "htm" => Tree::Html,
            "java" => Tree::Java,
            "javascript" | "js" | "jsx" | "mjs" | "cjs" => Tree::JavaScript,
            "json" => Tree::Json,
            "python" | "py" | "python3" => Tree::Python,
            "rust" | "rs" => Tree::Rust,
            "toml" => Tree::Toml,
            "typescript" | "ts" | "mts" | "cts" => Tree::TypeScript,
            "tsx" => Tree::Tsx,
            "yaml" | "yml" => Tree::Yaml,
            _ => return None,
        })
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            Tree::Bash => "tree-sitter bash",
            Tree::Css => "tree-sitter css",
            Tree::Go => "tree-sitter go",
            Tree::Html => "tree-sitter html",
            Tree::Java => "tree-sitter java",
            Tree::JavaScript => "tree-sitter javascript",
            Tree::Json => "tree-sitter json",
            Tree::Python => "tree-sitter python",
            Tree::Rust => "tree-sitter rust",
            Tree::Toml => "tree-sitter toml",
            Tree::TypeScript => "tree-sitter typescript",
            Tree::Tsx => "tree-sitter tsx",
            Tree::Yaml => "tree-sitter yaml",
        }
    }

    /// The parser and its highlight query. TypeScript's query adds to
    /// JavaScript's (later patterns win on the same node); the JavaScript
    /// parser also reads JSX, so `js` and `jsx` share it.
    fn grammar(self) -> (Parser, String) {
        use tree_sitter_javascript as js;
        use tree_sitter_typescript as ts;
        let (parser, parts): (Parser, &[&str]) = match self {
            Tree::Bash => (tree_sitter_bash::LANGUAGE.into(), &[tree_sitter_bash::HIGHLIGHT_QUERY]),
            Tree::Css => (tree_sitter_css::LANGUAGE.into(), &[tree_sitter_css::HIGHLIGHTS_QUERY]),
            Tree::Go => (tree_sitter_go::LANGUAGE.into(), &[tree_sitter_go::HIGHLIGHTS_QUERY]),
            Tree::Html => (tree_sitter_html::LANGUAGE.into(), &[tree_sitter_html::HIGHLIGHTS_QUERY]),
            Tree::Java => (tree_sitter_java::LANGUAGE.into(), &[tree_sitter_java::HIGHLIGHTS_QUERY]),
            Tree::JavaScript => (js::LANGUAGE.into(), &[js::HIGHLIGHT_QUERY, js::JSX_HIGHLIGHT_QUERY]),
            Tree::Json => (tree_sitter_json::LANGUAGE.into(), &[tree_sitter_json::HIGHLIGHTS_QUERY]),
            Tree::Python => (tree_sitter_python::LANGUAGE.into(), &[tree_sitter_python::HIGHLIGHTS_QUERY]),
            Tree::Rust => (tree_sitter_rust::LANGUAGE.into(), &[tree_sitter_rust::HIGHLIGHTS_QUERY]),
            Tree::Toml => (tree_sitter_toml_ng::LANGUAGE.into(), &[TOML_QUERY]),
            Tree::TypeScript => {
                (ts::LANGUAGE_TYPESCRIPT.into(), &[js::HIGHLIGHT_QUERY, ts::HIGHLIGHTS_QUERY])
            }
            Tree::Tsx => (
                ts::LANGUAGE_TSX.into(),
                &[js::HIGHLIGHT_QUERY, js::JSX_HIGHLIGHT_QUERY, ts::HIGHLIGHTS_QUERY],
            ),
            Tree::Yaml => (tree_sitter_yaml::LANGUAGE.into(), &[tree_sitter_yaml::HIGHLIGHTS_QUERY]),
        };
        (parser, format!("{}\n{}", parts.join("\n"), self.amendments()))
    }

    /// Patterns of ours after a grammar's query. tree-sitter-highlight gives
    /// a node the last pattern that captures it, and some queries were
    /// written for the first: a general `(identifier) @variable` or
    /// `(field_identifier) @property` after the function calls would hide them.
    fn amendments(self) -> &'static str {
        match self {
            Tree::Go => {
                "(call_expression function: (identifier) @function)
                 (call_expression function: (selector_expression field: (field_identifier) @function.method))
                 (function_declaration name: (identifier) @function)
                 (method_declaration name: (field_identifier) @function.method)"
            }
            Tree::Python => "(call function: (attribute attribute: (identifier) @function.method))",
            Tree::Json => "(pair key: (_) @string.special.key)",
            // Its query calls every literal a builtin constant.
            Tree::Rust => "[(integer_literal) (float_literal)] @number",
            _ => "",
        }
    }

    /// What the language embeds: scripts and styles in HTML.
    fn injections(self) -> &'static str {
        match self {
            Tree::Html => tree_sitter_html::INJECTIONS_QUERY,
            _ => "",
        }
    }
}

/// A language's highlighter, prepared once per process and shared by the
/// threads: compiling a query is tens of millions of instructions (TSX's
/// 0.3 G), so only the languages a site uses are prepared.
struct Prepared {
    config: HighlightConfiguration,
    /// The class of each entry of [`CAPTURES`] in this language. A block's
    /// table also colours what it embeds (HTML's scripts and styles).
    classes: Vec<&'static str>,
}

fn prepared(tree: Tree) -> &'static Prepared {
    static PREPARED: [OnceLock<Prepared>; ALL.len()] = [const { OnceLock::new() }; ALL.len()];
    let index = ALL.iter().position(|t| *t == tree).expect("every tree is in ALL");
    PREPARED[index].get_or_init(|| {
        let (parser, query) = tree.grammar();
        let mut config = HighlightConfiguration::new(parser, tree.name(), &query, tree.injections(), "")
            .unwrap_or_else(|e| panic!("the {} highlight query compiles: {e}", tree.name()));
        let names: Vec<&str> = CAPTURES.iter().map(|(name, _)| *name).collect();
        config.configure(&names);
        let classes = CAPTURES.iter().map(|(name, class)| own_class(tree, name).unwrap_or(class)).collect();
        Prepared { config, classes }
    })
}

/// Compiles a language's query now (see [`crate::prepare`]).
pub(crate) fn prepare(tree: Tree) {
    prepared(tree);
}

/// The language an injection names (`<script>` → JavaScript).
fn injected<'a>(name: &str) -> Option<&'a HighlightConfiguration> {
    Tree::find(name).map(|tree| &prepared(tree).config)
}

thread_local! {
    /// The parser and query cursors, reused from block to block.
    static HIGHLIGHTER: RefCell<Highlighter> = RefCell::new(Highlighter::new());
}

/// Highlights lines joined by `\n` as one text; all plain if the parser gives up.
pub(crate) fn highlight(tree: Tree, source: &str) -> Vec<Vec<Token>> {
    let prepared = prepared(tree);
    let parsed = if tree == Tree::Bash { mask_placeholders(source) } else { Cow::Borrowed(source) };
    HIGHLIGHTER
        .with_borrow_mut(|highlighter| {
            let events = highlighter.highlight(&prepared.config, parsed.as_bytes(), None, injected).ok()?;
            let mut out: Vec<Vec<Token>> = vec![Vec::new()];
            // The class in force at each open capture: an empty one takes its parent's.
            let mut open: Vec<&'static str> = Vec::new();
            for event in events {
                match event.ok()? {
                    HighlightEvent::HighlightStart(Highlight(i)) => {
                        let own = prepared.classes[i];
                        let class = if own.is_empty() { open.last().copied().unwrap_or("") } else { own };
                        open.push(class);
                    }
                    HighlightEvent::HighlightEnd => {
                        open.pop();
                    }
                    HighlightEvent::Source { start, end } => {
                        let class = open.last().copied().unwrap_or("");
                        let mut pieces = source.get(start..end)?.split('\n');
                        if let Some(first) = pieces.next().filter(|p| !p.is_empty()) {
                            push(out.last_mut().expect("a line"), class, first);
                        }
                        for piece in pieces {
                            out.push(Vec::new());
                            if !piece.is_empty() {
                                push(out.last_mut().expect("a line"), class, piece);
                            }
                        }
                    }
                }
            }
            Some(out)
        })
        .filter(|out| out.len() == source.matches('\n').count() + 1)
        .unwrap_or_else(|| plain(&source.split('\n').collect::<Vec<_>>()))
}

/// Docs write what the reader fills in as `<프로젝트 이름>`; to a shell that is
/// a redirection from a file named `프로젝트` followed by a word and a broken
/// redirection, and the parser's recovery loses the command around it. The
/// parser reads each such placeholder as one word of as many bytes (`xxx…`),
/// so the highlighting still lines up with the real text. A placeholder
/// starts with `<` and a character that cannot start a redirection's target
/// with a space, and ends with `>` after a character that is not a space:
/// `cmd <in.txt >out.txt`, `<<EOF`, `<(…)` stay what they are.
fn mask_placeholders(source: &str) -> Cow<'_, str> {
    let bytes = source.as_bytes();
    let mut spans = Vec::new();
    let mut at = 0;
    while let Some(offset) = source[at..].find('<') {
        let open = at + offset;
        at = open + 1;
        let after = source[at..].chars().next();
        if open > 0 && bytes[open - 1] == b'<'
            || after.is_none_or(|c| c.is_whitespace() || "<(&=".contains(c))
        {
            continue;
        }
        let Some(length) = source[at..].find(|c: char| "<>\n|;&$\"'`".contains(c)) else { break };
        let close = at + length;
        if bytes[close] == b'>' && !bytes[close - 1].is_ascii_whitespace() {
            spans.push(open..=close);
            at = close + 1;
        }
    }
    if spans.is_empty() {
        return Cow::Borrowed(source);
    }
    let mut masked = source.as_bytes().to_vec();
    for span in spans {
        masked[span].fill(b'x');
    }
    // Whole characters were replaced by ASCII: still UTF-8.
    Cow::Owned(String::from_utf8(masked).expect("masking keeps UTF-8"))
}

#[cfg(test)]
mod tests {
    use super::mask_placeholders;

    #[test]
    fn placeholders_are_masked_and_redirections_kept() {
        let masked = format!("ssh ubuntu@{} -i k", "x".repeat("<받은 IP>".len()));
        assert_eq!(mask_placeholders("ssh ubuntu@<받은 IP> -i k"), masked);
        assert_eq!(mask_placeholders("a <b> <c d>"), "a xxx xxxxx");
        for kept in ["sort <in.txt >out.txt", "cat <<EOF", "diff <(ls a) <(ls b)", "[[ a < b ]]", "x < y > z"]
        {
            assert_eq!(mask_placeholders(kept), kept);
        }
    }
}
