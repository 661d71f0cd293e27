//! Raw HTML in Markdown, reduced to a safe subset.
//!
//! Tags are tokenised by html5ever and only those on the allow-lists below reach the
//! page, with only their allowed attributes, values checked; everything else
//! (`<script>`, `<object>`, `on*` handlers, `style`, unsafe URLs) is dropped. An
//! `<iframe>` stays when it shows an https page (a video player, a sponsor
//! card, as Docusaurus pages embed them): another origin's page runs in its
//! own frame, never in the site's.

use std::cell::RefCell;

use content_model::links::{is_safe_link, is_safe_url};
use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, Tag, TagKind, Token as HtmlToken, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Text(String),
    Open { name: String, attrs: Vec<(String, String)>, self_closing: bool },
    Close(String),
}

/// Tags allowed inside a paragraph.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "br", "cite", "code", "del", "em", "i", "img", "kbd", "mark", "q", "s", "samp",
    "small", "span", "strong", "sub", "sup", "u", "var", "wbr", "video", "audio", "source", "track",
    "iframe",
];
/// Tags allowed as blocks of their own.
const BLOCK: &[&str] = &[
    "details",
    "summary",
    "div",
    "figure",
    "figcaption",
    "dl",
    "dt",
    "dd",
    "center",
    "p",
    "hr",
    "video",
    "audio",
    "source",
    "track",
];
/// Lists, quotes, headings, sections and tables written as an HTML block (a release notes
/// page's `<ul><li>` from an issue tracker, a README's `<table>` of logos): Docusaurus shows
/// them; they run nothing. A row written straight into a table gets the `<tbody>` a browser's
/// parser gives it (markdown.rs), so the pre-rendered page is React's tree.
const STRUCTURE: &[&str] = &[
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "nav",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
];
/// Elements of a table that hold rows or cells, never text: the whitespace between their
/// tags is left out, as React cannot render it there (the page would not hydrate).
pub const TABLE_PARTS: &[&str] = &["table", "colgroup", "thead", "tbody", "tfoot", "tr"];
/// Elements without content.
pub const VOID: &[&str] = &["br", "hr", "img", "wbr", "source", "track", "col"];
/// Elements whose content is dropped along with them.
const DROP_CONTENT: &[&str] =
    &["script", "style", "object", "embed", "noscript", "template", "textarea", "select"];

/// Splits HTML into tags and text with html5ever's tokenizer (the HTML
/// standard's, so quoting, character references and odd markup read as a
/// browser reads them); comments and doctypes are dropped, adjacent text is
/// one token.
pub fn tokenize(html: &str) -> Vec<Token> {
    let tokenizer = Tokenizer::new(Collector::default(), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    tokenizer.sink.0.into_inner()
}

#[derive(Default)]
struct Collector(RefCell<Vec<Token>>);

impl TokenSink for Collector {
    type Handle = ();

    fn process_token(&self, token: HtmlToken, _line: u64) -> TokenSinkResult<()> {
        let mut tokens = self.0.borrow_mut();
        let text = match token {
            HtmlToken::TagToken(tag) => return push_tag(&mut tokens, tag),
            HtmlToken::CharacterTokens(text) => text.to_string(),
            HtmlToken::NullCharacterToken => '\u{fffd}'.to_string(),
            _ => return TokenSinkResult::Continue,
        };
        match tokens.last_mut() {
            Some(Token::Text(last)) => last.push_str(&text),
            _ => tokens.push(Token::Text(text)),
        }
        TokenSinkResult::Continue
    }
}

fn push_tag(tokens: &mut Vec<Token>, tag: Tag) -> TokenSinkResult<()> {
    let name = tag.name.to_string();
    // What a browser's tree builder tells its tokenizer: these hold text, not tags.
    let raw = match &*name {
        "script" => Some(RawKind::ScriptData),
        "style" | "iframe" | "noscript" | "xmp" | "noembed" | "noframes" => Some(RawKind::Rawtext),
        "textarea" | "title" => Some(RawKind::Rcdata),
        _ => None,
    };
    if tag.kind == TagKind::EndTag {
        tokens.push(Token::Close(name));
        return TokenSinkResult::Continue;
    }
    let attrs = tag.attrs.into_iter().map(|a| (a.name.local.to_string(), a.value.to_string())).collect();
    tokens.push(Token::Open { name, attrs, self_closing: tag.self_closing });
    match raw {
        Some(kind) if !tag.self_closing => TokenSinkResult::RawData(kind),
        _ => TokenSinkResult::Continue,
    }
}

/// Whether `name` may appear; `block` is true for an HTML block of its own.
pub fn allowed_tag(name: &str, block: bool) -> bool {
    INLINE.contains(&name)
        || (block && (BLOCK.contains(&name) || STRUCTURE.contains(&name)))
        || is_custom_element(name)
}

/// A custom element's name (`<docgen-index>`): a browser shows its content as
/// it shows a `<span>`'s until a script defines it, and no script here does;
/// its attributes are filtered as any tag's.
fn is_custom_element(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name.contains('-')
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '.' | '_'))
}

pub fn drops_content(name: &str) -> bool {
    DROP_CONTENT.contains(&name)
}

/// The allowed attributes of a tag, renamed for React, with safe values only.
/// Returns the kept attributes and the names of those dropped.
pub fn safe_attrs(
    tag: &str,
    attrs: &[(String, String)],
) -> (Vec<(std::borrow::Cow<'static, str>, String)>, Vec<String>) {
    let mut kept = Vec::new();
    let mut dropped = Vec::new();
    for (name, value) in attrs {
        // `data-*` and `aria-*` on any tag, and a custom element's own attributes
        // (`<plugin-platforms platforms="ios">`), as written: no handler
        // (`on…`), no style, no URL that runs script.
        let plain_name = name.starts_with(|c: char| c.is_ascii_lowercase())
            && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '_'));
        let free = plain_name
            && (name.starts_with("data-") || name.starts_with("aria-") || is_custom_element(tag))
            && !name.starts_with("on")
            && name != "style"
            && is_safe_url(value, false);
        if free && !matches!(name.as_str(), "class" | "id" | "title" | "lang") {
            kept.push((std::borrow::Cow::Owned(name.clone()), value.clone()));
            continue;
        }
        let react: Option<&'static str> = match (tag, name.as_str()) {
            (_, "id") => Some("id"),
            (_, "title") => Some("title"),
            (_, "class") => Some("className"),
            (_, "lang") => Some("lang"),
            ("a", "href") if is_safe_link(value) => Some("href"),
            // A new tab (browsers give it no opener), or a named frame of the page's own.
            ("a", "target") if matches!(value.as_str(), "_blank" | "_self" | "_parent" | "_top") => {
                Some("target")
            }
            ("a", "rel") => Some("rel"),
            ("img", "src") if is_safe_url(value, true) => Some("src"),
            ("img", "alt") => Some("alt"),
            // Leaves the image out of the theme's zoom (markdown/rich.rs).
            ("img", "data-no-zoom") => Some("data-no-zoom"),
            ("img", "width") | ("img", "height")
                if value.chars().all(|c| c.is_ascii_digit()) && !value.is_empty() =>
            {
                Some(if name == "width" { "width" } else { "height" })
            }
            ("details", "open") => Some("open"),
            ("td" | "th", "colspan" | "rowspan") if is_count(value) => {
                Some(if name == "colspan" { "colSpan" } else { "rowSpan" })
            }
            ("col" | "colgroup", "span") if is_count(value) => Some("span"),
            ("th", "scope") if matches!(value.as_str(), "row" | "col" | "rowgroup" | "colgroup") => {
                Some("scope")
            }
            ("table" | "td" | "th" | "col", "width") if is_length(value) => Some("width"),
            // `<p align="center">`, as READMEs and Docusaurus pages center a logo or a badge row: presentation only.
            (
                "p" | "div" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "img" | "td" | "th" | "tr" | "table",
                "align",
            ) if matches!(
                value.to_ascii_lowercase().as_str(),
                "left" | "center" | "right" | "justify" | "top" | "middle" | "bottom"
            ) =>
            {
                Some("align")
            }
            // A demo video or a recording, as docs show them (no script, no autoplay with sound).
            ("video" | "audio" | "source" | "track", "src") if is_safe_url(value, false) => Some("src"),
            ("video", "poster") if is_safe_url(value, true) => Some("poster"),
            ("video" | "audio", "controls") => Some("controls"),
            ("video" | "audio", "loop") => Some("loop"),
            ("video" | "audio", "muted") => Some("muted"),
            ("video", "playsinline") => Some("playsInline"),
            ("video" | "audio", "preload") if matches!(value.as_str(), "none" | "metadata" | "auto" | "") => {
                Some("preload")
            }
            ("video", "width" | "height") if is_length(value) => {
                Some(if name == "width" { "width" } else { "height" })
            }
            ("source", "type") => Some("type"),
            // Another site's page in a frame: https only, with how it is sized and what it may use.
            ("iframe", "src") if value.trim().to_ascii_lowercase().starts_with("https://") => Some("src"),
            ("iframe", "width" | "height") if is_length(value) => {
                Some(if name == "width" { "width" } else { "height" })
            }
            ("iframe", "allow") => Some("allow"),
            ("iframe", "allowfullscreen") => Some("allowFullScreen"),
            ("iframe", "frameborder") if is_length(value) => Some("frameBorder"),
            ("iframe", "loading") if matches!(value.as_str(), "lazy" | "eager") => Some("loading"),
            ("iframe", "referrerpolicy") => Some("referrerPolicy"),
            ("iframe", "sandbox") => Some("sandbox"),
            ("track", "kind" | "srclang" | "label") => Some(match name.as_str() {
                "kind" => "kind",
                "srclang" => "srcLang",
                _ => "label",
            }),
            _ => None,
        };
        match react {
            Some(r) => kept.push((std::borrow::Cow::Borrowed(r), value.clone())),
            None => dropped.push(name.clone()),
        }
    }
    (kept, dropped)
}

/// A number of columns or rows (`colspan="2"`).
fn is_count(value: &str) -> bool {
    !value.is_empty() && value.len() <= 4 && value.chars().all(|c| c.is_ascii_digit())
}

/// A width or height as HTML takes it: pixels, or a percentage.
fn is_length(value: &str) -> bool {
    let digits = value.strip_suffix('%').unwrap_or(value);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Attributes as the tokenizer gives them.
    fn attrs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    /// [`super::safe_attrs`] with the kept names as plain strings, to compare with literals.
    fn safe_attrs(tag: &str, attrs: &[(String, String)]) -> (Vec<(&'static str, String)>, Vec<String>) {
        let (kept, dropped) = super::safe_attrs(tag, attrs);
        (kept.into_iter().map(|(n, v)| (&*Box::leak(n.into_owned().into_boxed_str()), v)).collect(), dropped)
    }

    #[test]
    fn a_video_keeps_its_source_and_controls_and_nothing_that_runs() {
        // Phrasing content, as in HTML: a video on a line with its end tag is inside a paragraph.
        assert!(allowed_tag("video", true) && allowed_tag("video", false));
        let (kept, dropped) = safe_attrs(
            "video",
            &attrs(&[
                ("src", "/video/demo.mp4"),
                ("controls", "controls"),
                ("width", "100%"),
                ("onplay", "x()"),
                ("autoplay", ""),
            ]),
        );
        assert_eq!(
            kept,
            [
                ("src", "/video/demo.mp4".to_string()),
                ("controls", "controls".into()),
                ("width", "100%".into())
            ]
        );
        assert_eq!(dropped, ["onplay", "autoplay"]);
        let (kept, _) = safe_attrs("video", &attrs(&[("src", "javascript:alert(1)"), ("width", "100px")]));
        assert!(kept.is_empty(), "{kept:?}");
    }

    #[test]
    fn an_iframe_shows_an_https_page_and_nothing_that_runs_here() {
        assert!(allowed_tag("iframe", true) && allowed_tag("iframe", false) && !drops_content("iframe"));
        let (kept, dropped) = safe_attrs(
            "iframe",
            &attrs(&[
                ("src", "https://www.youtube.com/embed/x"),
                ("width", "560"),
                ("allowfullscreen", ""),
                ("onload", "steal()"),
                ("style", "border: 0"),
            ]),
        );
        assert_eq!(
            kept,
            [
                ("src", "https://www.youtube.com/embed/x".to_string()),
                ("width", "560".into()),
                ("allowFullScreen", "".into())
            ]
        );
        assert_eq!(dropped, ["onload", "style"]);
        for src in ["javascript:alert(1)", "/admin", "http://plain.example", "data:text/html,x", "//host/x"] {
            assert!(safe_attrs("iframe", &attrs(&[("src", src)])).0.is_empty(), "{src}");
        }
    }

    #[test]
    fn align_is_kept_with_an_alignment_only() {
        assert_eq!(safe_attrs("p", &attrs(&[("align", "center")])).0, [("align", "center".to_string())]);
        assert_eq!(safe_attrs("img", &attrs(&[("align", "Right")])).0, [("align", "Right".to_string())]);
        let (kept, dropped) = safe_attrs("div", &attrs(&[("align", "expression(alert(1))")]));
        assert!(kept.is_empty());
        assert_eq!(dropped, ["align"]);
        assert!(safe_attrs("a", &attrs(&[("align", "center")])).0.is_empty(), "only where HTML has it");
    }

    #[test]
    fn tokenizes_tags_text_and_comments() {
        let tokens = tokenize("a <kbd>Ctrl</kbd><!-- x --><br/> &lt;b&gt; <img src=\"/a.png\" alt='x > y'>");
        assert_eq!(
            tokens,
            [
                Token::Text("a ".into()),
                Token::Open { name: "kbd".into(), attrs: vec![], self_closing: false },
                Token::Text("Ctrl".into()),
                Token::Close("kbd".into()),
                Token::Open { name: "br".into(), attrs: vec![], self_closing: true },
                Token::Text(" <b> ".into()),
                Token::Open {
                    name: "img".into(),
                    attrs: vec![("src".into(), "/a.png".into()), ("alt".into(), "x > y".into())],
                    self_closing: false
                },
            ]
        );
    }

    #[test]
    fn unsafe_attributes_are_dropped() {
        let attrs = vec![
            ("href".to_string(), "javascript:alert(1)".to_string()),
            ("onclick".to_string(), "x()".to_string()),
            ("style".to_string(), "background:url(x)".to_string()),
            ("title".to_string(), "ok".to_string()),
        ];
        let (kept, dropped) = safe_attrs("a", &attrs);
        assert_eq!(kept, [("title", "ok".to_string())]);
        assert_eq!(dropped, ["href", "onclick", "style"]);
        assert!(!allowed_tag("script", true));
        assert!(!allowed_tag("div", false));
        assert!(allowed_tag("div", true));
        // An HTML block's list (bookkeeper's release notes), but not inside a paragraph.
        assert!(allowed_tag("ul", true) && allowed_tag("li", true) && !allowed_tag("li", false));
    }

    #[test]
    fn custom_elements_and_new_tab_links_are_kept_without_what_runs() {
        assert!(allowed_tag("docgen-index", false) && allowed_tag("docgen-api", true));
        assert!(!allowed_tag("-x", true) && !allowed_tag("Docgen-Index", true) && !allowed_tag("x", true));
        let (kept, dropped) = safe_attrs("docgen-index", &attrs(&[("class", "x"), ("onclick", "y()")]));
        assert_eq!((kept, dropped), (vec![("className", "x".to_string())], vec!["onclick".to_string()]));
        // A custom element's own attributes are kept as written; what runs or styles is not.
        let (kept, dropped) = safe_attrs(
            "plugin-platforms",
            &attrs(&[("platforms", "pwa,ios"), ("form-id", "f1"), ("style", "x"), ("src", "javascript:x")]),
        );
        assert_eq!(kept, [("platforms", "pwa,ios".to_string()), ("form-id", "f1".to_string())]);
        assert_eq!(dropped, ["style", "src"]);
        // `data-*` and `aria-*` on any tag.
        let (kept, dropped) =
            safe_attrs("div", &attrs(&[("data-tab", "a"), ("aria-label", "b"), ("onload", "c")]));
        assert_eq!(
            (kept, dropped),
            (
                vec![("data-tab", "a".to_string()), ("aria-label", "b".to_string())],
                vec!["onload".to_string()]
            )
        );
        let (kept, dropped) = safe_attrs(
            "a",
            &attrs(&[
                ("href", "https://a.example"),
                ("target", "_blank"),
                ("rel", "noopener"),
                ("target", "javascript:x"),
            ]),
        );
        assert_eq!(
            kept,
            [
                ("href", "https://a.example".to_string()),
                ("target", "_blank".into()),
                ("rel", "noopener".into())
            ]
        );
        assert_eq!(dropped, ["target"]);
    }

    #[test]
    fn stray_angle_brackets_stay_text() {
        assert_eq!(tokenize("a < b <3 <>"), [Token::Text("a < b <3 <>".into())]);
    }

    #[test]
    fn reads_markup_as_a_browser_does() {
        let open = |name: &str, attrs: &[(&str, &str)]| Token::Open {
            name: name.into(),
            attrs: attrs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect(),
            self_closing: false,
        };
        assert_eq!(
            tokenize("<A HREF=/x TITLE=\"&eacute;&#xAC00;&notin;\">t</A>"),
            [
                open("a", &[("href", "/x"), ("title", "é가∉")]),
                Token::Text("t".into()),
                Token::Close("a".into())
            ]
        );
        // Inside <script> and <style>, `<b>` is text, not a tag.
        assert_eq!(
            tokenize("<script>x = '<b>';</script><style>b{}</style><b>"),
            [
                open("script", &[]),
                Token::Text("x = '<b>';".into()),
                Token::Close("script".into()),
                open("style", &[]),
                Token::Text("b{}".into()),
                Token::Close("style".into()),
                open("b", &[]),
            ]
        );
        // A tag cut off at the end of the fragment is not half read.
        assert_eq!(tokenize("a<img src=\"x\" onerror"), [Token::Text("a".into())]);
    }
}
