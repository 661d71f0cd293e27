//! Fenced code blocks with Docusaurus's syntax: the info string
//! (`bash title="…" {1,3-5} showLineNumbers=10`), magic comments
//! (`highlight-next-line`, `highlight-start`/`-end`, removed from the output),
//! `$ ` prompts in shell blocks, and build-time highlighting.
//!
//! The theme's `CodeBlock` gets the lines as compact arrays:
//! `[flags, class, text, class, text, …]`, where flags hold `h` for a
//! highlighted line, `$` for a command shown after a prompt and `o` for output.
//! Its copy button copies the text of the lines that are not output.

use std::fmt::Write;

use content_model::config::{HIGHLIGHTED_LINE_CLASS, MagicComments};
use content_model::shared::{
    CODE_MARK_HIGHLIGHTED, CODE_MARK_LINE_BREAK, CODE_MARK_OUTPUT, CODE_MARK_PLAIN, CODE_MARK_PROMPT,
};
use highlight::{Language, Token};

use super::{Renderer, npm2yarn};
use crate::jsx::Attr;

/// What the info string after the opening fence says.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Info {
    pub language: String,
    pub title: Option<String>,
    /// 1-based inclusive line ranges from `{1,3-5}`.
    pub ranges: Vec<(usize, usize)>,
    /// The first line number when `showLineNumbers` is given.
    pub line_numbers: Option<u64>,
    /// The meta after the language is `npm2yarn` (the npm2yarn plugin's tabs, when the site has it).
    pub npm2yarn: bool,
    /// The meta has `tab` or `tab={…}` (the tab-blocks plugin's tabs, when the site has it).
    pub tab: Option<TabMeta>,
}

/// A code block's `tab={"label": "…", "span": n}`, as the tab-blocks plugin reads it.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct TabMeta {
    pub label: Option<String>,
    /// How many code blocks from this one the tab holds.
    pub span: usize,
}

impl TabMeta {
    /// `tab` alone, or `tab=` and a JSON object; `None` for another word.
    fn parse(word: &str) -> Option<Self> {
        let settings = match word.strip_prefix("tab") {
            Some("") => serde_json::Value::Null,
            Some(json) => serde_json::from_str(json.strip_prefix('=')?).ok()?,
            None => return None,
        };
        let label = settings.get("label").and_then(serde_json::Value::as_str).map(str::to_string);
        let span = settings.get("span").and_then(serde_json::Value::as_u64).map_or(1, |n| n.max(1) as usize);
        Some(TabMeta { label, span })
    }
}

/// Splits an info string into words; quotes and braces group spaces.
fn words(info: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut closer: Option<char> = None;
    for c in info.chars() {
        match closer {
            Some(end) if c == end => {
                closer = None;
                word.push(c);
            }
            Some(_) => word.push(c),
            None if c.is_whitespace() => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            None => {
                closer = match c {
                    '"' | '\'' => Some(c),
                    '{' => Some('}'),
                    _ => None,
                };
                word.push(c);
            }
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

pub(super) fn parse_info(info: &str) -> Info {
    let mut parsed = Info {
        npm2yarn: info
            .trim()
            .split_once(char::is_whitespace)
            .is_some_and(|(_, meta)| meta.trim() == "npm2yarn"),
        ..Info::default()
    };
    for (i, word) in words(info.trim()).into_iter().enumerate() {
        if let Some(value) = word.strip_prefix("title=") {
            let unquoted = value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .or_else(|| value.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')))
                .unwrap_or(value);
            parsed.title = Some(unquoted.to_string());
        } else if let Some(ranges) = word.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
            parsed.ranges.extend(ranges.split(',').filter_map(parse_range));
        } else if let Some(tab) = TabMeta::parse(&word).filter(|_| i > 0) {
            parsed.tab = Some(tab);
        } else if word == "showLineNumbers" {
            parsed.line_numbers = Some(1);
        } else if let Some(start) = word.strip_prefix("showLineNumbers=") {
            parsed.line_numbers = Some(start.parse().unwrap_or(1));
        } else if i == 0 && !word.contains('=') {
            parsed.language = word;
        }
    }
    parsed
}

/// The languages the fenced code blocks of `markdown` name, found by the
/// fences at line starts without parsing the Markdown: a hint for
/// `highlight::prepare`, so a fence shown inside another block counts too
/// and one inside a list or a quote is missed.
pub fn fence_languages(markdown: &str) -> Vec<String> {
    let mut found = Vec::new();
    for fence in ["```", "~~~"] {
        for (at, _) in markdown.match_indices(fence) {
            let line_start = markdown[..at].rfind('\n').map_or(0, |n| n + 1);
            if !markdown[line_start..at].trim_start_matches(' ').is_empty() {
                continue;
            }
            let rest = &markdown[at..];
            let info = rest[..rest.find('\n').unwrap_or(rest.len())].trim_start_matches(&fence[..1]);
            let language = parse_info(info).language;
            if !language.is_empty() {
                found.push(language);
            }
        }
    }
    found
}

fn parse_range(range: &str) -> Option<(usize, usize)> {
    let range = range.trim();
    match range.split_once('-') {
        Some((a, b)) => Some((a.trim().parse().ok()?, b.trim().parse().ok()?)),
        None => range.parse().ok().map(|n| (n, n)),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Code,
    /// A command after a `$ ` prompt (the prompt is not part of the text).
    Command,
    /// A command's continuation after a line ending in `\`.
    Continuation,
    Output,
}

#[derive(Debug)]
struct Line<'a> {
    text: &'a str,
    highlighted: bool,
    /// The class a magic comment of the site's own gives the line (`code-block-error-line`),
    /// which the site's CSS styles; Docusaurus' highlighting class is `highlighted`.
    class: Option<&'a str>,
    kind: Kind,
}

/// What a magic comment does to the lines after it (by the comment's place in the config).
enum Magic {
    NextLine(usize),
    Start(usize),
    End(usize),
}

/// The magic comment a line consists of, in any of the usual comment styles.
fn magic_comment(line: &str, magic: &MagicComments) -> Option<Magic> {
    let line = line.trim();
    let inner = [
        ("//", ""),
        ("#", ""),
        ("--", ""),
        (";", ""),
        ("%", ""),
        ("/*", "*/"),
        ("{/*", "*/}"),
        ("<!--", "-->"),
    ]
    .iter()
    .find_map(|(open, close)| line.strip_prefix(open)?.strip_suffix(close))?
    .trim();
    if let Some(i) = magic.lines.iter().position(|l| l == inner) {
        return Some(Magic::NextLine(i));
    }
    let start = magic.blocks.iter().position(|(start, _)| start == inner).map(Magic::Start);
    start.or_else(|| magic.blocks.iter().position(|(_, end)| end == inner).map(Magic::End))
}

/// Lines with their highlighting, magic comments removed; problems found.
fn mark_lines<'a>(code: &'a str, info: &Info, magic: &'a MagicComments) -> (Vec<Line<'a>>, Vec<String>) {
    let mut problems = Vec::new();
    let lines: Vec<&str> = code.split('\n').collect();
    // As in Docusaurus, a range in the info string turns magic comments off.
    if !info.ranges.is_empty() {
        let marked = lines
            .iter()
            .enumerate()
            .map(|(i, text)| Line {
                text,
                highlighted: info.ranges.iter().any(|(a, b)| (*a..=*b).contains(&(i + 1))),
                class: None,
                kind: Kind::Code,
            })
            .collect();
        if let Some((_, b)) = info.ranges.iter().find(|(_, b)| *b > lines.len()) {
            problems.push(format!("line range goes to line {b}, but the block has {} lines", lines.len()));
        }
        return (marked, problems);
    }
    // Which starts an end closes: as in Docusaurus, a start left open highlights nothing.
    let mut closed = Vec::new();
    let mut pending: Vec<Vec<usize>> = vec![Vec::new(); magic.blocks.len()];
    for text in &lines {
        match magic_comment(text, magic) {
            Some(Magic::Start(i)) => {
                pending[i].push(closed.len());
                closed.push(false);
            }
            Some(Magic::End(i)) => {
                if let Some(start) = pending[i].pop() {
                    closed[start] = true;
                }
            }
            _ => {}
        }
    }
    let mut starts = closed.into_iter();
    let mut marked = Vec::with_capacity(lines.len());
    // The line comment that marks the next line.
    let mut next: Option<usize> = None;
    // How many of each block are open (those an end closes).
    let mut open = vec![0usize; magic.blocks.len()];
    // Per block, whether each start now open counts (is closed later), innermost last.
    let mut counts: Vec<Vec<bool>> = vec![Vec::new(); magic.blocks.len()];
    for text in lines {
        match magic_comment(text, magic) {
            Some(Magic::NextLine(i)) => next = Some(i),
            Some(Magic::Start(i)) => {
                let closes = starts.next().unwrap_or(false);
                counts[i].push(closes);
                open[i] += usize::from(closes);
            }
            Some(Magic::End(i)) if counts[i].is_empty() => {
                let (start, end) = &magic.blocks[i];
                problems.push(format!("`{end}` without `{start}`"));
            }
            Some(Magic::End(i)) => {
                // The innermost start it closes is one that counts (the first pass paired them).
                if let Some(at) = counts[i].iter().rposition(|&c| c) {
                    counts[i].remove(at);
                    open[i] -= 1;
                }
            }
            None => {
                // Its class: the line comment's, else the first open block's (a comment with none marks nothing).
                let class = next
                    .map(|i| magic.line_classes.get(i))
                    .or_else(|| open.iter().position(|&n| n > 0).map(|i| magic.block_classes.get(i)))
                    .map(|class| class.map_or(HIGHLIGHTED_LINE_CLASS, String::as_str));
                let highlighted = class == Some(HIGHLIGHTED_LINE_CLASS);
                let class = class.filter(|c| !highlighted && !c.trim().is_empty());
                marked.push(Line { text, highlighted, class, kind: Kind::Code });
                next = None;
            }
        }
    }
    if let Some(i) = counts.iter().position(|c| c.iter().any(|&closes| !closes)) {
        let (start, end) = &magic.blocks[i];
        problems.push(format!("`{start}` without `{end}`: it highlights nothing, as in Docusaurus"));
    }
    (marked, problems)
}

/// In a shell block with `$ ` prompts, lines without one are output.
fn mark_prompts(lines: &mut [Line<'_>], language: &str) {
    let is_prompt = |text: &str| text == "$" || text.starts_with("$ ");
    if !highlight::is_shell(language) || !lines.iter().any(|l| is_prompt(l.text)) {
        return;
    }
    let mut continues = false;
    for line in lines {
        if is_prompt(line.text) {
            line.text = line.text.strip_prefix('$').unwrap_or(line.text).strip_prefix(' ').unwrap_or("");
            line.kind = Kind::Command;
        } else {
            line.kind = if continues { Kind::Continuation } else { Kind::Output };
        }
        continues = line.kind != Kind::Output && line.text.ends_with('\\');
    }
}

/// The attributes of `<CodeBlock>` and the warnings for the block.
pub(super) fn render(
    info: &Info,
    code: &str,
    memo: &highlight::Memo,
    magic: &MagicComments,
) -> (Vec<(&'static str, Attr)>, Vec<String>) {
    let (mut lines, mut problems) = mark_lines(code, info, magic);
    mark_prompts(&mut lines, &info.language);
    let tokens: Vec<Vec<Token>> = match Language::find(&info.language) {
        Language::Known(syntax) => {
            // Commands are highlighted as one script; output stays as it is.
            let code_lines: Vec<&str> =
                lines.iter().filter(|l| l.kind != Kind::Output).map(|l| l.text).collect();
            let mut highlighted = highlight::highlight(syntax, &code_lines, memo).into_iter();
            lines
                .iter()
                .map(|l| match l.kind {
                    Kind::Output => vec![Token { class: "g", text: l.text.to_string() }],
                    _ => highlighted.next().unwrap_or_default(),
                })
                .collect()
        }
        found => {
            if matches!(found, Language::Unknown) {
                problems.push(no_highlighting(&info.language));
            }
            lines
                .iter()
                .map(|l| match l.kind {
                    Kind::Output => vec![Token { class: "g", text: l.text.to_string() }],
                    _ => vec![Token { class: "", text: l.text.to_string() }],
                })
                .collect()
        }
    };
    let (text, marks) = encode(&lines, tokens);
    // No separate copy text: the theme copies the lines that are not output
    // (prompts are not in the text), which is what a reader would type.
    let mut attrs = vec![("code", Attr::Str(text))];
    if let Some(marks) = marks {
        attrs.push(("marks", Attr::Str(marks)));
    }
    // The classes the site's magic comments give lines (each after a space, as the theme appends
    // it to the line's class), each line's joined as the marks are.
    if lines.iter().any(|l| l.class.is_some()) {
        let classes: Vec<String> =
            lines.iter().map(|l| l.class.map(|c| format!(" {c}")).unwrap_or_default()).collect();
        attrs.push(("lineClasses", Attr::Str(classes.join(CODE_MARK_LINE_BREAK))));
    }
    if !info.language.is_empty() {
        attrs.push(("language", Attr::Str(info.language.clone())));
    }
    if let Some(title) = &info.title {
        attrs.push(("title", Attr::Str(title.clone())));
    }
    if let Some(start) = info.line_numbers {
        attrs.push(("lineNumbers", Attr::Num(start)));
    }
    (attrs, problems)
}

/// The block for the theme: its lines' text joined by `\n`, and the marks of
/// each line (`None` when no line has any). A line's marks are its flags
/// (`H` highlighted, `P` a command after a prompt, `O` output), then a run
/// per token: the class letter (`.` for plain text) and the token's length
/// in UTF-16 units, as JavaScript counts; text after the last run is plain.
/// Lines' marks are joined by `|`. Two strings per block instead of an array
/// of strings per line: a tenth of the literals for the bundler to parse,
/// and fewer bytes in the page.
fn encode(lines: &[Line<'_>], tokens: Vec<Vec<Token>>) -> (String, Option<String>) {
    let mut text = String::new();
    let mut marks = String::new();
    for (i, (line, tokens)) in lines.iter().zip(tokens).enumerate() {
        if i > 0 {
            text.push('\n');
            marks.push_str(CODE_MARK_LINE_BREAK);
        }
        if line.highlighted {
            marks.push_str(CODE_MARK_HIGHLIGHTED);
        }
        match line.kind {
            Kind::Command => marks.push_str(CODE_MARK_PROMPT),
            Kind::Output => marks.push_str(CODE_MARK_OUTPUT),
            Kind::Code | Kind::Continuation => {}
        }
        // Runs up to the last classed token; the plain rest needs no mark.
        let classed = tokens.iter().rposition(|t| !t.class.is_empty()).map_or(0, |last| last + 1);
        for (k, token) in tokens.iter().enumerate() {
            text.push_str(&token.text);
            if k < classed && !token.text.is_empty() {
                debug_assert!(token.class.len() <= 1, "classes are one letter");
                marks.push_str(if token.class.is_empty() { CODE_MARK_PLAIN } else { token.class });
                let _ = write!(marks, "{}", token.text.encode_utf16().count());
            }
        }
    }
    let marked = marks.split(CODE_MARK_LINE_BREAK).any(|line| !line.is_empty());
    (text, marked.then_some(marks))
}

impl Renderer<'_, '_> {
    pub(super) fn write_code_block(&mut self) {
        let Some((info, offset, code)) = self.code.take() else {
            return;
        };
        if info.language == "mermaid" {
            return self.diagram(code.trim_end_matches('\n'), offset);
        }
        let code = code.trim_end_matches('\n');
        if let Some(npm2yarn) = self.ctx.site.remark().npm2yarn.as_ref().filter(|_| info.npm2yarn) {
            return self.npm2yarn_tabs(&info, code, offset, npm2yarn);
        }
        self.code_block(&info, code, offset);
        self.jsx.out.push('\n');
    }

    fn code_block(&mut self, info: &Info, code: &str, offset: usize) {
        let default_magic = MagicComments::default();
        let magic = self.ctx.site.remark().magic_comments.as_ref().unwrap_or(&default_magic);
        let (attrs, problems) = render(info, code, self.ctx.highlights, magic);
        for problem in problems {
            self.warn(offset, problem, "a language from README's list, and line ranges inside the block");
        }
        let name = self.use_component("CodeBlock");
        self.jsx.void(name, &attrs);
    }

    /// Opens, continues or ends a run of tab-blocks' tabs at a code block's
    /// start, as the plugin groups them: blocks marked `tab` in a row are one
    /// `Tabs`, each one tab with the `span - 1` blocks after it.
    pub(super) fn tab_block(&mut self, info: &Info) {
        let Some(settings) = self.ctx.site.remark().tab_blocks.as_ref() else { return };
        if let Some(left) = self.tab_run.as_mut().filter(|left| **left > 0) {
            *left -= 1;
            return;
        }
        let Some(tab) = &info.tab else { return self.end_tab_run() };
        let (tabs, item) = (self.use_component("Tabs"), self.use_component("TabItem"));
        match self.tab_run.is_some() {
            true => self.jsx.close(item),
            false => {
                let group =
                    settings.group_id.iter().map(|g| ("groupId", Attr::Str(g.clone()))).collect::<Vec<_>>();
                self.jsx.open(tabs, &group);
            }
        }
        // The plugin's value: the label lower-cased with its first space a dash, else the language.
        let value =
            tab.label.as_ref().map_or(info.language.clone(), |l| l.to_lowercase().replacen(' ', "-", 1));
        let label = tab.label.clone().or_else(|| {
            settings.labels.iter().find(|(language, _)| *language == info.language).map(|(_, l)| l.clone())
        });
        let mut attrs = vec![("value", Attr::Str(value))];
        attrs.extend(label.map(|l| ("label", Attr::Str(l))));
        self.jsx.open(item, &attrs);
        self.tab_run = Some(tab.span - 1);
    }

    /// Closes the tab-blocks run left open, when something other than a code block follows it.
    pub(super) fn end_tab_run(&mut self) {
        if self.tab_run.take().is_some() {
            let (tabs, item) = (self.use_component("Tabs"), self.use_component("TabItem"));
            self.jsx.close(item);
            self.jsx.close(tabs);
            self.jsx.out.push('\n');
        }
    }

    /// An `npm2yarn` block as the plugin shows it: tabs of npm's commands and each converter's.
    fn npm2yarn_tabs(
        &mut self,
        info: &Info,
        code: &str,
        offset: usize,
        npm2yarn: &content_model::config::Npm2Yarn,
    ) {
        let tabs = self.use_component("Tabs");
        let item = self.use_component("TabItem");
        let group: Vec<(&str, Attr)> =
            if npm2yarn.sync { vec![("groupId", Attr::Str("npm2yarn".into()))] } else { Vec::new() };
        self.jsx.open(tabs, &group);
        let converted =
            npm2yarn.converters.iter().filter_map(|to| Some((to.as_str(), npm2yarn::convert(code, to)?)));
        for (value, code) in std::iter::once(("npm", code.to_string())).chain(converted) {
            let label = npm2yarn::label(value).to_string();
            self.jsx.open(item, &[("value", Attr::Str(value.to_string())), ("label", Attr::Str(label))]);
            self.code_block(info, &code, offset);
            self.jsx.close(item);
        }
        self.jsx.close(tabs);
        self.jsx.out.push('\n');
    }
}

#[cfg(test)]
mod tests;

/// The warning for a block whose language no grammar knows.
pub fn no_highlighting(language: &str) -> String {
    format!("no syntax highlighting for language `{language}`: shown as plain text")
}

/// The language a [`no_highlighting`] warning names.
pub fn unhighlighted_language(message: &str) -> Option<&str> {
    message.strip_prefix("no syntax highlighting for language `")?.strip_suffix("`: shown as plain text")
}

/// Each unknown language's warnings (one per block) as one, at its first
/// block, with how many blocks and a few other files: a site that writes
/// `hbs` in 26 blocks had 26 lines of the same warning (Docusaurus' Prism says nothing).
pub fn fold_unhighlighted(diagnostics: &mut Vec<content_model::Diagnostic>) {
    let languages: std::collections::BTreeSet<String> =
        diagnostics.iter().filter_map(|d| unhighlighted_language(&d.message)).map(str::to_string).collect();
    for language in languages {
        let message = no_highlighting(&language);
        content_model::diag::fold(
            diagnostics,
            2,
            |d| d.message == message,
            |blocks, _, others| {
                let also = if others.is_empty() { String::new() } else { format!(", also in {others}") };
                format!(
                    "no syntax highlighting for language `{language}` ({blocks} blocks{also}): shown as plain text"
                )
            },
        );
    }
}
