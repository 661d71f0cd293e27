//! What the feeds and the Markdown for machines make of a page whose file
//! name holds URL characters, and of a page with a huge first paragraph.

use content_model::description::MAX_CHARS;
use content_model::testing::SiteBuilder;
use feeds::{llms, sitemap, sitemap_entries, twin};

/// `#`, `?`, `%` and spaces in a file name reach the sitemap, llms.txt and the
/// twin's address encoded: an address that names the page, not a fragment or query.
#[test]
fn url_characters_in_file_names_are_encoded_in_every_address() {
    let site = SiteBuilder::minimal()
        .files(&[
            ("content/docs/intro/hash#tag.md", "# Hash\n\nText.\n"),
            ("content/docs/intro/what?.md", "# Query\n"),
            ("content/docs/intro/100%.md", "# Percent\n"),
            ("content/docs/intro/two words.md", "# Space\n"),
        ])
        .expect_reports(&[])
        .site
        .unwrap();
    let url = &site.config.url;
    let map = sitemap(url, &sitemap_entries(&site), &[]);
    let text = llms::llms_txt(&site);
    let twins: Vec<String> = twin::twins(&site).into_iter().map(|t| t.path).collect();
    for encoded in ["/intro/hash%23tag", "/intro/what%3F", "/intro/100%25", "/intro/two%20words"] {
        assert!(map.contains(&format!("<loc>{url}{encoded}</loc>")), "{encoded} in the sitemap:\n{map}");
        assert!(text.contains(&format!("]({url}{encoded}.md)")), "{encoded} in llms.txt:\n{text}");
        assert!(twins.contains(&format!("{encoded}.md")), "{encoded}.md among the twins: {twins:?}");
    }
}

/// A 20 MB first paragraph (Korean, so a cut in the middle of a character
/// would panic or break UTF-8) gives a description of at most 160
/// characters in llms.txt and the twin's front matter.
#[test]
fn a_huge_paragraph_gives_a_short_description() {
    let paragraph = "가상 머신을 만드는 방법을 설명합니다. ".repeat(20 * 1024 * 1024 / 52);
    assert!(paragraph.len() >= 20_000_000);
    let page = format!("---\ntitle: Huge\n---\n\n{paragraph}\n");
    let site =
        SiteBuilder::minimal().file("content/docs/guide/huge.md", &page).expect_reports(&[]).site.unwrap();
    let doc = &site.docs[0];
    assert!(doc.meta.description.chars().count() <= MAX_CHARS, "{}", doc.meta.description.len());
    assert!(doc.meta.description.ends_with('…'));
    let text = llms::llms_txt(&site);
    let line = text.lines().find(|l| l.contains("/guide/huge.md")).expect("the doc's line");
    assert!(line.chars().count() < MAX_CHARS + 100, "{} characters", line.chars().count());
    let twin = twin::twins(&site).into_iter().find(|t| t.route == "/guide/huge").unwrap();
    let front = twin.text.split("\n---\n").next().unwrap();
    assert!(front.len() < 1_000, "{} bytes of front matter", front.len());
}
