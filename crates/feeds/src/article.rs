//! A post's body for feed readers, cut from the page the site serves: the
//! pre-rendered document is parsed (html5ever, through scraper), the element
//! the theme marks as the page's content (`data-search`) is written out again
//! with links made absolute and the parts that only work with the site's
//! scripts and stylesheet (copy and tab buttons, heading anchors, icons)
//! left out. So a feed shows what the page shows, rendered once.
//!
//! The class names below are the theme's (`ui/src/theme`): a change there
//! shows up in this module's tests and in `tests/e2e/feeds.test.mjs`.

use ego_tree::NodeRef;
use scraper::node::{Element, Node};
use scraper::{Html, Selector};

use content_model::{escape, shared::CODE_LINE_CLASS};

/// Elements a feed reader cannot use: interactive controls, icons, scripts.
const DROPPED_TAGS: &[&str] =
    &["button", "script", "style", "svg", "noscript", "template", "input", "select", "textarea", "form"];

/// Theme parts that need the site's scripts or are navigation, by class
/// (heading anchors, code-block buttons) or role (a tab set's tab list).
const DROPPED_CLASSES: &[&str] = &["heading-anchor", "code-buttons"];
const DROPPED_ROLES: &[&str] = &["tablist"];

/// Element names written as they are; any other element is replaced by its content.
#[rustfmt::skip]
const KEPT_TAGS: &[&str] = &[
    "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "dd", "del", "details", "dfn", "div",
    "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins",
    "kbd", "li", "mark", "ol", "p", "pre", "q", "s", "samp", "section", "small", "strong", "sub",
    "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var",
];

/// Attributes that carry meaning without the site's stylesheet and scripts.
const KEPT_ATTRIBUTES: &[&str] =
    &["href", "src", "alt", "title", "width", "height", "colspan", "rowspan", "start", "datetime", "open"];

/// Attributes holding a URL, made absolute for readers that show the post away from the site.
const URL_ATTRIBUTES: &[&str] = &["href", "src"];

/// URL schemes a reader would run as code.
const UNSAFE_SCHEMES: &[&str] = &["javascript", "vbscript", "data"];

/// Elements without an end tag.
const VOID_TAGS: &[&str] = &["br", "hr", "img"];

/// The content of the page `document` (pre-rendered HTML served at `page_url`,
/// an absolute URL) as HTML for a feed, or `None` when the page has no element
/// marked as its content.
pub fn feed_html(document: &str, page_url: &str) -> Option<String> {
    let document = Html::parse_document(document);
    let content = document.select(&Selector::parse("[data-search]").expect("valid selector")).next()?;
    let mut writer = Writer { out: String::new(), base: Base::of(page_url) };
    writer.children(*content);
    Some(writer.out.trim().to_string())
}

struct Writer {
    out: String,
    base: Base,
}

impl Writer {
    fn children(&mut self, node: NodeRef<'_, Node>) {
        for child in node.children() {
            self.node(child);
        }
    }

    fn node(&mut self, node: NodeRef<'_, Node>) {
        match node.value() {
            Node::Text(text) => self.out.push_str(&escape::html_text(text)),
            Node::Element(element) => self.element(node, element),
            // Comments (React leaves `<!-- -->` between text parts), doctypes.
            _ => {}
        }
    }

    fn element(&mut self, node: NodeRef<'_, Node>, element: &Element) {
        let name = element.name();
        let has_class = |class: &str| element.classes().any(|c| c == class);
        // The button the theme puts around a zoomable image: the image is the content.
        if name == "button" && has_class("zoom") {
            return self.children(node);
        }
        if DROPPED_TAGS.contains(&name)
            || DROPPED_CLASSES.iter().any(|c| has_class(c))
            || element.attr("role").is_some_and(|role| DROPPED_ROLES.contains(&role))
        {
            return;
        }
        // An admonition is an `aside` with its title in a paragraph: readers know block quotes.
        if has_class("admonition") {
            return self.wrapped("blockquote", node);
        }
        // Titles (of admonitions, and of tab panels, which the tab list showed) in bold.
        if has_class("admonition-title") || has_class("tabs-panel-label") {
            self.out.push_str("<p><strong>");
            self.children(node);
            self.out.push_str("</strong></p>");
            return;
        }
        // A formula: KaTeX's glyphs need its stylesheet and fonts, and readers
        // read MathML unevenly; its TeX source reads everywhere.
        if has_class("katex")
            && let Some(tex) = formula_source(node)
        {
            self.out.push_str(&format!("<code>{}</code>", escape::html_text(&tex)));
            return;
        }
        // Each line of a highlighted code block is a block of its own on the page; here a line.
        if has_class(CODE_LINE_CLASS) {
            self.children(node);
            if node.next_sibling().is_some() {
                self.out.push('\n');
            }
            return;
        }
        if !KEPT_TAGS.contains(&name) {
            return self.children(node);
        }
        self.out.push('<');
        self.out.push_str(name);
        for (attribute, value) in element.attrs() {
            if !KEPT_ATTRIBUTES.contains(&attribute) {
                continue;
            }
            let value = if URL_ATTRIBUTES.contains(&attribute) {
                // The page's renderer allows only safe URLs; a feed keeps that promise on its own.
                match self.base.absolute(value) {
                    Some(url) => url,
                    None => continue,
                }
            } else {
                value.to_string()
            };
            self.out.push_str(&format!(" {attribute}=\"{}\"", escape::html_attribute(&value)));
        }
        self.out.push('>');
        if VOID_TAGS.contains(&name) {
            return;
        }
        self.children(node);
        self.out.push_str(&format!("</{name}>"));
    }

    fn wrapped(&mut self, tag: &str, node: NodeRef<'_, Node>) {
        self.out.push_str(&format!("<{tag}>"));
        self.children(node);
        self.out.push_str(&format!("</{tag}>"));
    }
}

/// The TeX a KaTeX formula was made from (its MathML's annotation).
fn formula_source(node: NodeRef<'_, Node>) -> Option<String> {
    let annotation = node.descendants().find(|n| {
        n.value()
            .as_element()
            .is_some_and(|e| e.name() == "annotation" && e.attr("encoding") == Some("application/x-tex"))
    })?;
    let text: String =
        annotation.descendants().filter_map(|n| n.value().as_text().map(|t| t.to_string())).collect();
    Some(text.trim().to_string())
}

/// What relative URLs on a page are resolved against.
struct Base {
    /// `https://host` (no slash at the end).
    origin: String,
    /// The page's URL without its fragment.
    page: String,
}

impl Base {
    fn of(page_url: &str) -> Base {
        let page = page_url.split('#').next().unwrap_or_default().to_string();
        let after_scheme = page.find("://").map_or(0, |at| at + 3);
        let origin = match page[after_scheme..].find('/') {
            Some(at) => page[..after_scheme + at].to_string(),
            None => page.clone(),
        };
        Base { origin, page }
    }

    /// `url` resolved against the page, or `None` for a scheme that runs code.
    fn absolute(&self, url: &str) -> Option<String> {
        let url = url.trim();
        let scheme = url.split_once(':').map(|(scheme, _)| scheme).filter(|scheme| {
            !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        });
        Some(if let Some(scheme) = scheme {
            if UNSAFE_SCHEMES.contains(&scheme.to_ascii_lowercase().as_str()) {
                return None;
            }
            url.to_string()
        } else if url.starts_with("//") {
            url.to_string()
        } else if url.starts_with('/') {
            format!("{}{url}", self.origin)
        } else if url.starts_with('#') || url.starts_with('?') || url.is_empty() {
            format!("{}{url}", self.page.split('?').next().unwrap_or_default())
        } else {
            // A path relative to the page's folder.
            let folder = self.page.rsplit_once('/').map_or(self.page.as_str(), |(folder, _)| folder);
            format!("{folder}/{url}")
        })
    }
}

/// Not a page's content: for the tests, a document whose content is `body`.
#[cfg(test)]
pub(crate) fn page_with(body: &str) -> String {
    format!(
        "<!doctype html><html><head><title>t</title><script>x()</script></head><body><nav><a href=\"/\">홈</a></nav>\
         <main><article><h1>제목</h1><div class=\"markdown\" data-search=\"\">{body}</div></article></main></body></html>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "https://docs.example.org/blog/post";

    fn feed(body: &str) -> String {
        feed_html(&page_with(body), PAGE).expect("the page has content")
    }

    #[test]
    fn only_the_content_is_taken() {
        let html = feed("<p>본문 <strong>굵게</strong><!-- -->.</p>");
        assert_eq!(html, "<p>본문 <strong>굵게</strong>.</p>");
        assert_eq!(feed_html("<html><body><p>x</p></body></html>", PAGE), None);
    }

    #[test]
    fn links_and_images_become_absolute() {
        let html = feed(
            "<p><a href=\"/guide/a?x=1&amp;y=2#b\">a</a> <a href=\"#here\">b</a> <a href=\"https://other.org/\">c</a> \
             <a href=\"mailto:a@b.c\">d</a> <a href=\"next\">e</a><img src=\"/assets/i.png\" alt=\"그림 &quot;1&quot;\" loading=\"lazy\"></p>",
        );
        assert_eq!(
            html,
            "<p><a href=\"https://docs.example.org/guide/a?x=1&amp;y=2#b\">a</a> \
             <a href=\"https://docs.example.org/blog/post#here\">b</a> <a href=\"https://other.org/\">c</a> \
             <a href=\"mailto:a@b.c\">d</a> <a href=\"https://docs.example.org/blog/next\">e</a>\
             <img alt=\"그림 &quot;1&quot;\" src=\"https://docs.example.org/assets/i.png\"></p>"
        );
    }

    #[test]
    fn headings_keep_their_text_without_anchors_or_ids() {
        let html = feed(
            "<h2 id=\"a\" class=\"heading\">설치<a class=\"heading-anchor\" href=\"#a\" aria-label=\"링크\">#</a></h2>",
        );
        assert_eq!(html, "<h2>설치</h2>");
    }

    #[test]
    fn admonitions_are_quotes_with_a_bold_title() {
        let html = feed(
            "<aside class=\"admonition admonition-tip\" aria-label=\"팁\"><p class=\"admonition-title\"><svg aria-hidden=\"true\"><path d=\"M0\"></path></svg>팁</p>\
             <div class=\"admonition-body\"><p>먼저 <code>a &lt; b</code></p></div></aside>",
        );
        assert_eq!(
            html,
            "<blockquote><p><strong>팁</strong></p><div><p>먼저 <code>a &lt; b</code></p></div></blockquote>"
        );
    }

    #[test]
    fn code_blocks_keep_their_lines_and_lose_their_buttons() {
        let html = feed(
            "<figure class=\"code-block\"><figcaption class=\"code-title\">설치</figcaption><div class=\"code-body\">\
             <pre tabindex=\"0\" data-language=\"bash\"><code><span class=\"code-line\"><span class=\"code-line-text\"><span class=\"tk-f\">echo</span> &quot;a&lt;b&quot;</span></span>\
             <span class=\"code-line\"><span class=\"code-line-text\">ls</span></span></code></pre>\
             <div class=\"code-buttons\"><button type=\"button\" data-action=\"copy\">복사</button></div></div></figure>",
        );
        assert_eq!(
            html,
            "<figure><figcaption>설치</figcaption><div><pre><code>echo \"a&lt;b\"\nls</code></pre></div></figure>"
        );
    }

    #[test]
    fn a_zoomable_image_is_kept_without_its_button() {
        let html = feed(
            "<p><button type=\"button\" class=\"zoom\" data-action=\"zoom\" aria-label=\"구성도 크게 보기\">\
             <img alt=\"구성도\" src=\"/img/a.svg\"></button></p>",
        );
        assert_eq!(html, "<p><img alt=\"구성도\" src=\"https://docs.example.org/img/a.svg\"></p>");
    }

    #[test]
    fn every_tab_panel_shows_under_its_label() {
        let html = feed(
            "<div class=\"tabs-container\"><div class=\"tabs\" role=\"tablist\"><button role=\"tab\">리눅스</button><button role=\"tab\">윈도</button></div>\
             <div role=\"tabpanel\" class=\"tabs-panel\"><p class=\"tabs-panel-label\" aria-hidden=\"true\">리눅스</p><p>하나</p></div>\
             <div role=\"tabpanel\" hidden=\"\" class=\"tabs-panel\"><p class=\"tabs-panel-label\" aria-hidden=\"true\">윈도</p><p>둘</p></div></div>",
        );
        assert_eq!(
            html,
            "<div><div><p><strong>리눅스</strong></p><p>하나</p></div><div><p><strong>윈도</strong></p><p>둘</p></div></div>"
        );
    }

    #[test]
    fn a_formula_is_its_tex_source() {
        assert_eq!(
            feed(
                "<p>에너지는 <span class=\"math\"><span class=\"katex\"><span class=\"katex-mathml\"><math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi></mrow>\
             <annotation encoding=\"application/x-tex\">E = m &lt; c^2</annotation></semantics></math></span>\
             <span class=\"katex-html\" aria-hidden=\"true\"><span class=\"mord\">E</span></span></span></span>입니다.</p>"
            ),
            "<p>에너지는 <code>E = m &lt; c^2</code>입니다.</p>"
        );
    }

    #[test]
    fn urls_that_run_code_are_left_out() {
        let html =
            feed("<p><a href=\" JavaScript:alert(1)\">a</a><img src=\"data:text/html,x\" alt=\"\"></p>");
        assert_eq!(html, "<p><a>a</a><img alt=\"\"></p>");
    }

    #[test]
    fn text_that_looks_like_markup_stays_text() {
        let html = feed("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;</p><script>alert(2)</script>");
        assert_eq!(html, "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;</p>");
    }
}
