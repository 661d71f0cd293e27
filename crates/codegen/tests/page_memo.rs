//! The page memo: a page is reused only when its own inputs and the answers
//! to the questions it asked of the rest of the site are the same.

use codegen::PageMemo;
use content_model::testing::SiteBuilder;

const DOC: &str = "content/docs/guide/a.md";
const BODY: &str = "# 가\n\n![그림](/img/here.svg) [다음](./b.md)\n";

fn site(extra: &[(&str, &str)], a: &str) -> content_model::Site {
    SiteBuilder::minimal().file("content/docs/guide/index.md", "# 안내\n").file(DOC, a).files(extra).site()
}

const IMAGE: (&str, &str) =
    ("static/img/here.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>");
const B: (&str, &str) = ("content/docs/guide/b.md", "# 나\n");

/// The text of the page module of `route` and the memo's counts.
fn page(
    memo: &PageMemo,
    site: &content_model::Site,
    route: &str,
) -> (String, content_model::memo::MemoCounts) {
    let output = codegen::generate_with(site, memo, &codegen::HighlightMemo::default());
    let module = output.manifest.routes.iter().find(|r| r.path == route).expect("route").module.clone();
    let text = output.modules.into_iter().find(|m| m.path == module).expect("module").text;
    let counts = memo.counts();
    memo.export("test");
    (text, counts)
}

#[test]
fn unchanged_pages_are_reused_and_equal_a_fresh_render() {
    let memo = PageMemo::default();
    let first = site(&[IMAGE, B], BODY);
    let (text, counts) = page(&memo, &first, "/guide/a");
    assert_eq!(counts.reused, 0);
    let (again, counts) = page(&memo, &first, "/guide/a");
    assert_eq!(counts.made, 0, "nothing changed: every page is reused");
    assert_eq!(again, text);
}

#[test]
fn a_changed_answer_renders_the_page_again() {
    let memo = PageMemo::default();
    let with_all = site(&[IMAGE, B], BODY);
    let (text, _) = page(&memo, &with_all, "/guide/a");
    assert!(text.contains("width: 10") || text.contains("width={10}"), "{text}");

    // The image is gone from static/: the page asked for it, so it is made again.
    let without_image = site(&[B], BODY);
    let (changed, counts) = page(&memo, &without_image, "/guide/a");
    assert!(counts.made >= 1);
    assert_eq!(changed, page(&PageMemo::default(), &without_image, "/guide/a").0);
    assert_ne!(changed, text);

    // The linked doc moves: where the link leads is an answer too.
    let moved = site(&[IMAGE, ("content/docs/guide/b.md", "---\nslug: /elsewhere\n---\n# 나\n")], BODY);
    let (linked, _) = page(&memo, &moved, "/guide/a");
    assert!(linked.contains("/elsewhere"), "{linked}");
}

#[test]
fn a_neighbour_retitled_changes_the_key() {
    let memo = PageMemo::default();
    let (text, _) = page(&memo, &site(&[IMAGE, B], BODY), "/guide/a");
    // b's title is a's next link: a's metadata, so a's key, changes.
    let (changed, counts) =
        page(&memo, &site(&[IMAGE, ("content/docs/guide/b.md", "# 바뀐 제목\n")], BODY), "/guide/a");
    assert!(counts.made >= 1);
    assert!(changed.contains("바뀐 제목") && !text.contains("바뀐 제목"));
}
