//! Content that renders but deserves a warning, each at its file:line:col.

mod common;

fn warnings(body: &str) -> Vec<String> {
    common::generate(body).diagnostics.iter().map(ToString::to_string).collect()
}

#[test]
fn each_problem_is_reported_where_it_is() {
    let found = warnings(
        "# 제목\n\n![있음](/img/here.svg) ![없음](/img/missing.png)\n\n[문서](./nope.md)\n\n<div onclick=\"x\">html</div>\n\n<Widget />\n",
    );
    assert_eq!(
        found,
        [
            "content/docs/guide/index.md:3:22: warning: image `/img/missing.png` is not in static/ (a file under static/, referenced from the site root)",
            "content/docs/guide/index.md:5:1: warning: link to `./nope.md`: there is no doc at content/docs/guide/nope.md (a relative path to the .md file of a doc, post or page)",
            "content/docs/guide/index.md:7:1: warning: attributes left out of `<div>`: onclick (attributes without scripts, styles or unsafe URLs)",
            "content/docs/guide/index.md:9:1: warning: unknown component `<Widget />` (`<Glossary />`)",
        ]
    );
}

/// A Docusaurus project whose config says what a Markdown link to no page does.
fn broken_markdown_link(config_tail: &str) -> Vec<String> {
    let config = format!(r#"{{"title": "T", "url": "https://t.org", "presets": ["classic"]{config_tail}}}"#);
    let site = content_model::testing::SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", &config)
        .file("docs/guide/intro.md", "# 소개\n\n[없는 문서](./gone.md)\n")
        .site();
    codegen::generate(&site).diagnostics.iter().map(ToString::to_string).collect()
}

/// The link stays where the page's written path leads (a browser's reading of it, as
/// Docusaurus leaves such a link), never at the file's place in the source tree.
#[test]
fn a_link_to_no_page_leads_where_it_is_written() {
    let config =
        r#"{"title": "T", "url": "https://t.org", "presets": [["classic", {"docs": {"path": "manuals"}}]]}"#;
    let site = content_model::testing::SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated("docusaurus.config.js", config)
        .file("manuals/guide/intro.md", "# 소개\n\n[없는 문서](./gone.md)\n")
        .site();
    let output = codegen::generate(&site);
    let page = output.modules.iter().find(|m| m.path.contains("guide_intro")).expect("the page's module");
    assert!(page.text.contains(r#"to={"/docs/guide/gone.md"}"#), "{}", page.text);
}

#[test]
fn on_broken_markdown_links_says_what_a_link_to_no_page_is() {
    let found = |level: &str| {
        format!(
            "docs/guide/intro.md:3:1: {level}: link to `./gone.md`: there is no doc at docs/guide/gone.md (a relative path to the .md file of a doc, post or page)"
        )
    };
    assert_eq!(broken_markdown_link(""), [found("warning")]);
    assert_eq!(broken_markdown_link(r#", "onBrokenMarkdownLinks": "throw""#), [found("error")]);
    // Docusaurus 3.9's `markdown.hooks` wins over the top-level key it replaces.
    let both =
        r#", "onBrokenMarkdownLinks": "throw", "markdown": {"hooks": {"onBrokenMarkdownLinks": "ignore"}}"#;
    assert_eq!(broken_markdown_link(both), Vec::<String>::new());
    assert_eq!(
        broken_markdown_link(r#", "markdown": {"hooks": {"onBrokenMarkdownLinks": "throw"}}"#),
        [found("error")]
    );
}

#[test]
fn a_static_image_with_a_fragment_is_the_file_before_it() {
    // Sites style `…png#dark-only` images by the fragment; the file is `…png`.
    let output = common::generate("# 제목\n\n![그림](/img/here.svg#only-dark)\n");
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let page = output.modules.iter().find(|m| m.path == "pages/guide.tsx").expect("the page's module");
    assert!(page.text.contains("src={\"/img/here.svg#only-dark\"}"), "{}", page.text);
    assert!(page.text.contains("width={10}"), "its size is the file's: {}", page.text);
}

/// A Docusaurus project with the classic preset and nothing else set.
fn classic_project() -> content_model::testing::SiteBuilder {
    content_model::testing::SiteBuilder::empty()
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": ["classic"]}"#,
        )
}

#[test]
fn an_escaped_image_path_names_the_file_with_its_characters() {
    // `%20` is a space in the file's name, as Docusaurus decodes it: no warning, and the picture is published.
    let site = classic_project()
        .file(
            "docs/picture/My Shot - 2.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"3\"/>",
        )
        .file("static/img/a b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"5\" height=\"2\"/>")
        .file("docs/intro.md", "# 소개\n\n![옆](./picture/My%20Shot%20-%202.svg) ![정적](/img/a%20b.svg)\n")
        .site();
    let output = codegen::generate(&site);
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let names: Vec<_> = output.modules.iter().map(|m| m.path.as_str()).collect();
    let page = output
        .modules
        .iter()
        .find(|m| m.text.contains("alt={\"옆\"}"))
        .unwrap_or_else(|| panic!("the page module among {names:?}"));
    assert!(page.text.contains("/assets/images/My Shot - 2-"), "published under its name: {}", page.text);
    assert!(
        page.text.contains("width={4}") && page.text.contains("width={5}"),
        "both sizes known: {}",
        page.text
    );
}

/// A Docusaurus project on `core` whose one doc uses a component it never imports.
fn unknown_component_on(core: &str) -> codegen::Output {
    let site = content_model::testing::SiteBuilder::empty()
        .file("package.json", &format!(r#"{{"dependencies": {{"@docusaurus/core": "{core}"}}}}"#))
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": ["classic"]}"#,
        )
        .file("docs/intro.mdx", "# 소개\n\n## <WelcomeScreen/>\n\n본문\n")
        .site();
    codegen::generate(&site)
}

#[test]
fn a_component_no_one_gives_is_a_div_on_docusaurus_2_and_an_error_on_3() {
    // MDX 1's shortcode: the page renders, the tag an empty `<div>`.
    let two = unknown_component_on("^2.2.0");
    let found: Vec<String> = two.diagnostics.iter().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "docs/intro.mdx:3:4: warning: `<WelcomeScreen>` is not defined in this page: shown as a `<div>`, as MDX 1 (Docusaurus 2) shows it (an `import WelcomeScreen from '…'` (or `export const WelcomeScreen = …`) in this file)"
        ]
    );
    let page = two
        .modules
        .iter()
        .find(|m| m.path == "pages/docs_intro.tsx")
        .map(|m| m.text.as_str())
        .unwrap_or_else(|| panic!("{:?}", two.modules.iter().map(|m| &m.path).collect::<Vec<_>>()));
    assert!(page.contains("<div />"), "{page}");
    let three = unknown_component_on("3.6.3");
    assert!(
        three
            .diagnostics
            .iter()
            .any(|d| d.is_error() && d.message == "`<WelcomeScreen>` is not defined in this page")
    );
}

#[test]
fn a_closing_fence_indented_under_a_list_item_closes_the_admonition() {
    // The admonition is the outer container, as in Docusaurus: `  :::` below an item closes it, not the item.
    let output = common::generate("# 제목\n\n:::tip\n- 태그: 하나\n\n- 키: 둘\n  :::\n\n뒤 문단\n");
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let page = output.modules.iter().find(|m| m.text.contains("뒤 문단")).expect("the page's module");
    let (closed, after) =
        (page.text.find("</Admonition>").expect("closed"), page.text.find("뒤 문단").unwrap());
    assert!(closed < after, "the paragraph after it is outside: {}", page.text);
}

#[test]
fn an_unknown_language_is_one_warning_with_its_count() {
    let site = classic_project()
        .file("docs/a.md", "# 가\n\n```tengwar\n{{a}}\n```\n\n```tengwar\n{{b}}\n```\n\n```klingon\nx\n```\n")
        .file("docs/b.md", "# 나\n\n```tengwar\n{{c}}\n```\n")
        .site();
    let found: Vec<String> = codegen::generate(&site).diagnostics.iter().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "docs/a.md:3:1: warning: no syntax highlighting for language `tengwar` (3 blocks, also in docs/b.md): shown as plain text (a language from README's list, and line ranges inside the block)",
            "docs/a.md:11:1: warning: no syntax highlighting for language `klingon`: shown as plain text (a language from README's list, and line ranges inside the block)",
        ]
    );
}

#[test]
fn a_centered_paragraph_keeps_its_alignment_without_a_warning() {
    let output = common::generate("# 제목\n\n<p align=\"center\">가운데 문단</p>\n");
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let page = output.modules.iter().find(|m| m.text.contains("가운데 문단")).expect("the page's module");
    assert!(page.text.contains("align={\"center\"}"), "{}", page.text);
}

/// MDX 1's conditional block around Markdown (`{props.debug && <div>` …
/// `</div>}` with blank lines inside) shows its element only when the
/// condition holds, through the theme's conditional component.
#[test]
fn a_docusaurus_2_conditional_block_renders_its_markdown_when_the_condition_holds() {
    let site = content_model::testing::SiteBuilder::empty()
        .file("package.json", r#"{"dependencies": {"@docusaurus/core": "^2.4.3"}}"#)
        .file("docusaurus.config.js", "module.exports = {};\n")
        .evaluated(
            "docusaurus.config.js",
            r#"{"title": "T", "url": "https://t.org", "presets": ["classic"]}"#,
        )
        .file("docs/intro.mdx", "# 소개\n\nimport Build from './_build.mdx';\n\n<Build debug />\n")
        .file(
            "docs/_build.mdx",
            "{props.debug && <div>\n\n디버그 빌드는 **번들러**가 먼저 떠 있어야 합니다.\n\n</div>}\n",
        )
        .site();
    let out = codegen::generate(&site);
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{:?}", out.diagnostics);
    let page = out
        .modules
        .iter()
        .find(|m| m.text.contains("디버그 빌드는"))
        .map(|m| m.text.as_str())
        .expect("the partial");
    assert!(page.contains("MDXContent(props"), "a partial's module, which has `props`: {page}");
    assert!(page.contains("import $_MDX1When from \"../../docusaurus/MDX1When\""), "{page}");
    assert!(page.contains("<$_MDX1When when={props.debug}><div>"), "{page}");
    assert!(page.contains("<strong>{\"번들러\"}</strong>"), "the Markdown inside is Markdown: {page}");
}
