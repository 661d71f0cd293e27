//! Math and diagrams, finished by the bundle stage (`ui/stages/rich.mjs`):
//! codegen cannot run KaTeX or Mermaid's parser, so it writes a placeholder
//! string for each, which the stage replaces in the compiled module with
//! KaTeX's HTML (pre-render and hydration then show the same markup, and no
//! math script reaches the browser) or with the diagram's source, once its
//! syntax is checked.
//!
//! A placeholder is `"\u{E000}kind:HEX"`: a private-use character no page
//! has reason to write, the kind, and the payload as hex of its JSON, so the
//! compiled string needs no escape and the stage finds it with one pattern.

use std::fmt::Write;

use super::Renderer;
use crate::jsx::{self, Attr};

/// The first character of every placeholder.
const MARK: char = '\u{E000}';

/// The placeholder of `kind` carrying `payload`.
fn placeholder(kind: &str, payload: &serde_json::Value) -> String {
    let json = payload.to_string();
    let mut out = String::with_capacity(kind.len() + 2 + json.len() * 2);
    out.push(MARK);
    out.push_str(kind);
    out.push(':');
    for byte in json.bytes() {
        let _ = write!(out, "{byte:02x}");
    }
    out
}

impl Renderer<'_, '_> {
    /// Where `text` starts in the source file, at or after body offset
    /// `offset`, as `file:line:col` (the stage adds KaTeX's position in it).
    fn place_of(&self, text: &str, offset: usize) -> serde_json::Value {
        let start = self.body.source_offset(offset);
        let source = &self.ctx.source.text;
        let found = source.get(start..).and_then(|rest| rest.find(text)).map_or(start, |at| start + at);
        let (line, column) = self.ctx.source.line_col(found);
        serde_json::json!({ "file": self.ctx.source.path, "line": line, "column": column })
    }

    /// `$…$` (inline) or `$$…$$` (display): a span whose HTML the stage fills.
    pub(super) fn math(&mut self, tex: &str, display: bool, offset: usize) {
        self.has_math = true;
        let payload = serde_json::json!({ "tex": tex, "display": display, "at": self.place_of(tex, offset) });
        let html = format!("{{__html:{}}}", jsx::string(&placeholder("katex", &payload)));
        let class = if display { "math math-display" } else { "math" };
        self.jsx.void(
            "span",
            &[("className", Attr::Str(class.into())), ("dangerouslySetInnerHTML", Attr::Code(html))],
        );
    }

    /// A ```` ```mermaid ```` block: the theme's `Mermaid` with the source,
    /// which the stage checks with Mermaid's parser.
    pub(super) fn diagram(&mut self, code: &str, offset: usize) {
        let payload = serde_json::json!({ "code": code, "at": self.place_of(code, offset) });
        let name = self.use_component("Mermaid");
        self.jsx.void(name, &[("code", Attr::Str(placeholder("mermaid", &payload)))]);
        self.jsx.out.push('\n');
    }
}

impl Renderer<'_, '_> {
    /// Whether an image written now may open larger: not when it is a link
    /// (the click is the link's) or inside emphasis, the way
    /// docusaurus-plugin-image-zoom's documentation leaves an image alone.
    pub(super) fn zoomable(&self) -> bool {
        !self.stack.iter().any(|open| match open {
            super::Open::Link(_) | super::Open::Jsx(_, _) => true,
            super::Open::Tag(tag) => *tag == "em",
            super::Open::Raw(tag) => matches!(tag.as_str(), "a" | "button" | "em"),
            _ => false,
        })
    }

    /// Opens the button around a zoomable image: the theme's click handler
    /// (`data-action`) shows it larger in a dialog; a button is reached by
    /// Tab and pressed with Enter or Space.
    pub(super) fn open_zoom(&mut self, alt: &str) {
        let texts = self.ctx.site.texts();
        let label = if alt.trim().is_empty() {
            texts.zoom_image.to_string()
        } else {
            texts.zoom_named.replace("{alt}", alt)
        };
        self.jsx.open(
            "button",
            &[
                ("type", Attr::Str("button".into())),
                ("className", Attr::Str("zoom".into())),
                ("data-action", Attr::Str("zoom".into())),
                ("aria-haspopup", Attr::Str("dialog".into())),
                ("aria-label", Attr::Str(label)),
            ],
        );
    }
}

/// Whether a raw `<img>`'s attributes ask to be left alone: `data-no-zoom`
/// (docsify's mark) or the class `no-zoom` (what Docusaurus sites put in
/// their zoom plugin's selector).
pub(super) fn marked_no_zoom(attrs: &[(String, String)]) -> bool {
    attrs.iter().any(|(name, value)| {
        name == "data-no-zoom" || (name == "class" && value.split_whitespace().any(|c| c == "no-zoom"))
    })
}

/// The stylesheets of a body with math: KaTeX's (with its fonts) and the
/// rules of this module's formulas (KaTeX's inline styles, which the site's
/// CSP refuses, made classes by the stage). In the body, not the head, so
/// they come and go with the page on client-side navigation too. Each
/// placeholder carries the folder the stage's file is served from (`assets`,
/// under the base URL).
pub(super) fn math_stylesheets(assets: &str) -> String {
    let mut jsx = crate::jsx::Jsx::default();
    for kind in ["katex-css", "math-css"] {
        let href = placeholder(kind, &serde_json::json!(assets));
        // With a precedence React keeps them as stylesheet resources: written
        // before the page's markup, matched by address when it hydrates.
        let attrs = [
            ("rel", Attr::Str("stylesheet".into())),
            ("href", Attr::Str(href)),
            ("precedence", Attr::Str("math".into())),
        ];
        jsx.void("link", &attrs);
    }
    jsx.out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_hex_after_the_mark() {
        let made = placeholder("katex", &serde_json::json!("a\"<"));
        assert_eq!(made, "\u{E000}katex:22615c223c22");
        // Nothing in it a JS string would escape.
        assert_eq!(jsx::string(&made), format!("\"{made}\""));
    }
}
