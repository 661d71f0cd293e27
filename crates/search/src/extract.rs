//! A page's searchable text out of its pre-rendered HTML.
//!
//! The theme marks what is searchable: the element with `data-search` holds the
//! page's content (docs, posts, the home page); pages without one (lists,
//! archives) are not indexed. Inside it, `h2`/`h3` with an id, and elements
//! with `data-search-heading` and an id (glossary terms), start a section;
//! `data-search-ignore`, `aria-hidden="true"`, buttons, scripts and styles are
//! skipped. The title is the page's `h1`.

use content_model::shared::CODE_LINE_CLASS;
use scraper::{ElementRef, Html, Node, Selector};

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Page {
    pub url: String,
    pub title: String,
    /// The first section is the text before any heading (anchor and heading empty).
    pub sections: Vec<Section>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Section {
    pub anchor: String,
    pub heading: String,
    pub text: String,
}

const SKIPPED: &[&str] = &["script", "style", "button", "svg", "noscript", "template", "h1"];
const BLOCKS: &[&str] = &[
    "p",
    "div",
    "li",
    "ul",
    "ol",
    "dt",
    "dd",
    "dl",
    "td",
    "th",
    "tr",
    "table",
    "pre",
    "blockquote",
    "br",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "section",
    "figure",
    "figcaption",
    "details",
    "summary",
    "hr",
];

/// The searchable text of a page, or `None` when it has no `data-search` element.
pub fn page(url: &str, html: &str) -> Option<Page> {
    page_of(url, &Html::parse_document(html))
}

/// `page` of a document parsed already (the build reads each page's links from the same parse).
pub fn page_of(url: &str, document: &Html) -> Option<Page> {
    let root = document.select(&Selector::parse("[data-search]").expect("valid selector")).next()?;
    let title = document
        .select(&Selector::parse("main h1").expect("valid selector"))
        .next()
        .map(|h1| collapse(&visible_text(h1)))
        .unwrap_or_default();
    let mut walker = Walker { sections: vec![Section::default()] };
    walker.walk(root);
    let mut sections = walker.sections;
    for section in &mut sections {
        section.text = collapse(&section.text);
    }
    // Keep the opening section even when empty: title matches point at it.
    let opening = sections.remove(0);
    sections.retain(|s| !s.text.is_empty() || !s.heading.is_empty());
    sections.insert(0, opening);
    Some(Page { url: url.to_string(), title, sections })
}

struct Walker {
    sections: Vec<Section>,
}

impl Walker {
    fn walk(&mut self, element: ElementRef) {
        for child in element.children() {
            match child.value() {
                Node::Text(text) => self.current().text.push_str(text),
                Node::Element(_) => {
                    let Some(child) = ElementRef::wrap(child) else { continue };
                    if ignored(child) {
                        continue;
                    }
                    if let Some(tex) = formula_source(child) {
                        let text = &mut self.current().text;
                        text.push(' ');
                        text.push_str(&tex);
                        text.push(' ');
                        continue;
                    }
                    let name = child.value().name();
                    let id = child.value().id().unwrap_or_default();
                    let marked = child.value().attr("data-search-heading");
                    if !id.is_empty() && (matches!(name, "h2" | "h3") || marked.is_some()) {
                        let heading = match marked {
                            Some(label) => label.to_string(),
                            None => collapse(&visible_text(child)),
                        };
                        self.sections.push(Section { anchor: id.to_string(), heading, text: String::new() });
                        if marked.is_none() {
                            continue;
                        }
                    }
                    // A code block's lines are spans shown as lines: words at a line's ends stay apart.
                    let block =
                        BLOCKS.contains(&name) || child.value().classes().any(|c| c == CODE_LINE_CLASS);
                    if block {
                        self.current().text.push(' ');
                    }
                    self.walk(child);
                    if block {
                        self.current().text.push(' ');
                    }
                }
                _ => {}
            }
        }
    }

    fn current(&mut self) -> &mut Section {
        self.sections.last_mut().expect("there is always a section")
    }
}

fn ignored(element: ElementRef) -> bool {
    let value = element.value();
    SKIPPED.contains(&value.name())
        || value.attr("data-search-ignore").is_some()
        || value.attr("aria-hidden") == Some("true")
        || value.classes().any(|c| c == "heading-anchor")
}

/// A KaTeX formula's TeX source, for the MathML part of its markup (the
/// other part, its glyphs, is hidden from assistive technology and so
/// skipped): the source is what a reader types into the search box, where
/// the MathML's text is each symbol run together (`E=mc2`).
fn formula_source(element: ElementRef) -> Option<String> {
    if !element.value().classes().any(|c| c == "katex-mathml") {
        return None;
    }
    let annotation = element.descendants().filter_map(ElementRef::wrap).find(|e| {
        e.value().name() == "annotation" && e.value().attr("encoding") == Some("application/x-tex")
    })?;
    Some(collapse(&annotation.text().collect::<String>()))
}

/// The text a reader sees in an element (without skipped parts).
fn visible_text(element: ElementRef) -> String {
    let mut out = String::new();
    for child in element.children() {
        match child.value() {
            Node::Text(text) => out.push_str(text),
            Node::Element(_) => {
                if let Some(child) = ElementRef::wrap(child)
                    && !ignored(child)
                {
                    match formula_source(child) {
                        Some(tex) => out.push_str(&tex),
                        None => out.push_str(&visible_text(child)),
                    }
                }
            }
            _ => {}
        }
    }
    out
}

fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = r##"<html><head><title>가상 머신 만들기 | AoldaCloud</title></head><body>
      <nav>가이드 컴퓨트</nav>
      <main><article><header><span>버전: Next</span><h1>가상 머신 만들기</h1></header>
      <div class="markdown" data-search>
        <p>콘솔에서 <strong>가상 머신</strong>을 만듭니다.</p><p>둘째 문단</p>
        <h2 id="이미지-고르기" class="heading">이미지 고르기<a class="heading-anchor" href="#이미지-고르기">#</a></h2>
        <p>Ubuntu 이미지를 고릅니다.</p><pre><code>openstack image list</code><button>복사</button></pre>
        <h3 id="ssh">SSH로 접속<a class="heading-anchor" href="#ssh">#</a></h3>
        <p>ssh ubuntu@IP</p>
        <div data-search-ignore>건너뛸 글</div>
        <div id="nova" data-search-heading="노바 Nova"><dt>노바</dt><dd>컴퓨트 서비스</dd></div>
      </div><nav class="paginator">다음</nav></article></main></body></html>"##;

    #[test]
    fn sections_follow_headings_and_skip_chrome() {
        let page = page("/guide/compute/create-vm", DOC).expect("has data-search");
        assert_eq!(page.title, "가상 머신 만들기");
        let got: Vec<(&str, &str, &str)> =
            page.sections.iter().map(|s| (s.anchor.as_str(), s.heading.as_str(), s.text.as_str())).collect();
        assert_eq!(
            got,
            [
                ("", "", "콘솔에서 가상 머신을 만듭니다. 둘째 문단"),
                ("이미지-고르기", "이미지 고르기", "Ubuntu 이미지를 고릅니다. openstack image list"),
                ("ssh", "SSH로 접속", "ssh ubuntu@IP"),
                ("nova", "노바 Nova", "노바 컴퓨트 서비스"),
            ]
        );
    }

    #[test]
    fn a_formula_is_searched_as_its_tex_source() {
        let html = r##"<html><body><h1>수식</h1><div data-search><p>에너지는 <span class="math"><span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">E</span></span></span></span></span>입니다.</p></div></body></html>"##;
        let page = page("/math", html).unwrap();
        let text = collapse(&page.sections[0].text);
        assert_eq!(text, "에너지는 E = mc^2 입니다.");
    }

    #[test]
    fn pages_without_marked_content_are_not_indexed() {
        assert_eq!(page("/blog", "<main><h1>히스토리</h1><p>글 목록</p></main>"), None);
    }
}
