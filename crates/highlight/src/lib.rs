//! Build-time syntax highlighting: a language and lines of code in, lines of
//! classed tokens out. Pure (no disk, no output); the grammars are compiled
//! into the binary and prepared on first use.
//!
//! Two engines: tree-sitter parsers for the languages that most blocks are
//! written in and that have well-kept grammars ([`trees`]), four to ten
//! times cheaper per line, and syntect's Sublime Text grammars for the rest
//! ([`sublime`]). Both map onto the same classes.
//!
//! Tokens carry short class names (`k` keyword, `s` string …, see [`CLASSES`]);
//! the theme's stylesheet colours `.tk-<class>` for light and dark mode, so
//! the HTML is the same in both and no highlighter runs in the browser.

mod memo;
mod sublime;
mod trees;

use syntect::parsing::SyntaxReference;

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

/// A language's grammar, ready for [`highlight`].
#[derive(Clone, Copy)]
pub struct Grammar(Engine);

/// Which engine runs a grammar.
#[derive(Clone, Copy)]
enum Engine {
    Tree(trees::Tree),
    Sublime(&'static SyntaxReference),
}

impl Grammar {
    /// Tells blocks apart in the memo: the same code in two grammars differs.
    fn name(self) -> &'static str {
        match self.0 {
            Engine::Tree(tree) => tree.name(),
            Engine::Sublime(syntax) => &syntax.name,
        }
    }
}

/// A language as written after a code fence, resolved.
#[derive(Clone, Copy)]
pub enum Language {
    /// No language, or one that means plain text (`text`, `txt` …).
    Plain,
    Known(Grammar),
    /// A language no grammar knows: shown plain, and worth a warning.
    Unknown,
}

impl Language {
    pub fn find(name: &str) -> Language {
        let name = name.trim().to_ascii_lowercase();
        let token = match name.as_str() {
            "" | "text" | "txt" | "plain" | "plaintext" | "none" | "output" => return Language::Plain,
            "shell" | "sh" | "zsh" | "shellscript" | "console" | "shell-session" | "sh-session"
            | "shellsession" | "terminal" => "bash",
            "docker" | "containerfile" => "dockerfile",
            "pwsh" => "ps1",
            "jsonc" | "json5" => "json",
            "mdx" => "md",
            "terraform" | "hcl" => "tf",
            // Prism's names (Docusaurus' highlighter) for grammars bat's set names otherwise.
            "csharp" | "dotnet" => "cs",
            "objectivec" | "objc" => "objective-c",
            "batch" => "bat",
            // Prism's markup family: `markup` is HTML, its feed and math dialects XML.
            "markup" => "html",
            "mathml" | "ssml" | "atom" | "rss" => "xml",
            "fsharp" => "fs",
            // Flow is JavaScript with type annotations, which TypeScript's grammar reads.
            "flow" => "typescript",
            // HLSL has no grammar of its own here; GLSL's, a C-shaped shader language, reads it.
            "hlsl" => "glsl",
            // Templates of HTML (Prism's handlebars is its markup with `{{…}}` laid over): their HTML is coloured.
            "handlebars" | "hbs" | "mustache" => "html",
            other => other,
        };
        if let Some(tree) = trees::Tree::find(token) {
            return Language::Known(Grammar(Engine::Tree(tree)));
        }
        match sublime::find(token) {
            Some(syntax) => Language::Known(Grammar(Engine::Sublime(syntax))),
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
            | "shellsession"
            | "terminal"
    )
}

/// Highlights `lines` as one piece of `grammar` (constructs may span lines),
/// or finds them in `memo`, highlighted before. What a grammar cannot
/// highlight is left plain.
pub fn highlight(grammar: Grammar, lines: &[&str], memo: &Memo) -> Vec<Vec<Token>> {
    memo.get_or_insert(grammar.name(), lines, |source| match grammar.0 {
        Engine::Tree(tree) => trees::highlight(tree, source),
        Engine::Sublime(syntax) => sublime::highlight(syntax, lines),
    })
}

pub use memo::Memo;

/// Prepares the grammars these fence languages name, on the calling thread
/// (plain and unknown names are skipped). A build that has every block to
/// highlight calls it on a spare core before codegen: otherwise codegen's
/// threads compile the queries as they meet them, one waiting while the other
/// compiles the language both need.
pub fn prepare<'a>(languages: impl IntoIterator<Item = &'a str>) {
    for name in languages {
        // Finding a Sublime grammar loads syntect's set; a tree-sitter one is compiled here.
        if let Language::Known(Grammar(Engine::Tree(tree))) = Language::find(name) {
            trees::prepare(tree);
        }
    }
}

/// Lines as they are, unclassed.
fn plain(lines: &[&str]) -> Vec<Vec<Token>> {
    lines.iter().map(|line| vec![Token { class: "", text: line.to_string() }]).collect()
}

/// Adds text to the last token when the class is the same (fewer, longer
/// runs: each one is an array entry in the page module and a `<span>` in
/// its HTML).
fn push(tokens: &mut Vec<Token>, class: &'static str, text: &str) {
    // Whitespace takes any colour, so it joins the run before it, and a run
    // of nothing but whitespace (an indentation) joins the one after it.
    let class = if text.trim().is_empty() { tokens.last().map_or("", |t| t.class) } else { class };
    match tokens.last_mut() {
        Some(last) if last.class == class => last.text.push_str(text),
        Some(last) if last.text.trim().is_empty() => {
            last.class = class;
            last.text.push_str(text);
        }
        _ => tokens.push(Token { class, text: text.to_string() }),
    }
}

#[cfg(test)]
mod tests;
