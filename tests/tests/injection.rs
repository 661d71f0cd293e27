//! Property test: whatever Markdown an author writes, the generated module is
//! valid TSX and every piece of content in it is a string literal, never code.
//!
//! `cargo xtask check` runs a bounded number of cases; more with
//! `PROPTEST_CASES=10000 cargo test -p site-tests --test injection`.

use proptest::prelude::*;
use site_tests::{audit, audit_module};

fn fragment() -> impl Strategy<Value = String> {
    let dangerous = prop::sample::select(vec![
        "{",
        "}",
        "<",
        ">",
        "`",
        "${",
        "</script>",
        "\"",
        "'",
        "\\",
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "![x](data:text/html,x)",
        "![x](data:image/svg+xml,<svg onload=alert(1)>)",
        "<iframe src=x>",
        "<kbd>",
        "</kbd>",
        "<details>",
        "</details>",
        "<summary>요약</summary>",
        "<div class=\"x\">",
        "</div>",
        "<a href=\"/guide\" title=t>",
        "</a>",
        "<img src=\"/img/a.png\" width=10 height=20 alt=\"a\">",
        "<b><i>",
        "<table>\n<tr>\n<td colspan=\"2\" width=\"50%\">",
        "</td>\n</tr>\n</table>",
        "</i></b>",
        ":::note",
        ":::tip 제목",
        ":::",
        "```",
        "```js title=\"a\\\"b\"",
        "~~~",
        "# ",
        "## ",
        "### 제목 {#id}",
        "- ",
        "1. ",
        "> ",
        "|a|b|\n|-|-|\n|c|d|",
        "[^1]",
        "[^1]: 각주",
        "**",
        "_",
        "~~",
        "<!-- truncate -->",
        "<Glossary />",
        "<Foo />",
        "{#id}",
        "\u{2028}",
        "한글",
        "&amp;",
        "&lt;script&gt;",
        "<br>",
        "<div onclick=\"x\">",
        "style=\"background:url(x)\"",
        "http://x.y",
        "<https://x.y>",
        "<a@b.c>",
        "- [ ] 할 일",
        "    들여쓴 코드",
        "\t",
        "*/",
        "/*",
        "</>",
        "<>",
        "{/* truncate */}",
    ]);
    prop_oneof![
        3 => dangerous.prop_map(str::to_string),
        1 => "\\PC{0,12}",
        1 => "[ -~]{0,12}",
    ]
}

fn markdown() -> impl Strategy<Value = String> {
    let separator = prop::sample::select(vec!["", " ", "\n", "\n\n", "  \n"]);
    prop::collection::vec((fragment(), separator), 0..40)
        .prop_map(|parts| parts.into_iter().map(|(f, s)| f + s).collect())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(500),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn content_never_becomes_code(text in markdown()) {
        let problems = audit(&text);
        prop_assert!(problems.is_empty(), "{problems:?}\nfor input {text:?}");
    }
}

#[test]
fn the_audit_catches_code_in_content() {
    let found = audit_module(
        "export default function P() { return <>hi{alert(1)}<script>{`x`}</script><a onclick={\"x\"} href={\"javascript:x\"} /></>; }",
    );
    // `<a>` and `href` are allowed; the audit flags the rest.
    assert_eq!(
        found,
        [
            "bare JSX text \"hi\"",
            "an expression other than a literal",
            "a function call",
            "element <script>",
            "an expression other than a literal",
            "a template literal",
            "attribute onclick",
            "unsafe URL javascript:x",
        ]
    );
    assert!(audit_module("export default function P() { return <>{\"a\"}</>; }").is_empty());
    // Code blocks are two string literals, their text and its marks; nothing else passes.
    assert!(
        audit_module("export default function P() { return <CodeBlock code={\"if x\"} marks={\"k2\"} />; }")
            .is_empty()
    );
    assert_eq!(
        audit_module("export default function P() { return <CodeBlock code={[x, alert(1)]} />; }"),
        ["an expression other than a literal", "a function call"]
    );
    assert!(!audit_module("export default function P() { return <>{</>; }").is_empty());
}

#[test]
fn known_attacks_stay_text() {
    for attack in [
        "<script>alert(1)</script>",
        "[click](javascript:alert(1))",
        "`${alert(1)}` {alert(1)} </script><script>alert(1)</script>",
        "```js title=\"\\\"}{alert(1)}{\\\"\"\nalert(1)\n```",
        ":::note \"}{alert(1)}{\"\n본문\n:::",
        "## 제목 {alert(1)}",
        // Found by the property test: a truncate marker inside a footnote in a list.
        "- [^1]: 각주<!-- truncate -->",
        // Found by the fuzzer: an image inside an image's alt text, in a footnote in a list.
        "-   [^a]: [x ![a ![b](c) d](e) f](g)",
        "<a href=\"javascript:alert(1)\" onclick=\"x\">a</a> <img src=x onerror=alert(1)> <kbd style=\"background:url(x)\">k</kbd>",
        "<div>\n<script>alert(1)</script>\n<iframe src=\"https://evil\"></iframe>\n</div>",
        "<details><summary>요약</summary>\n\n**본문**\n\n</details>",
        "<svg onload=alert(1)><a href=\"&#106;avascript:alert(1)\">x</a>",
    ] {
        assert_eq!(audit(attack), Vec::<String>::new(), "{attack}");
    }
}

/// A table written as HTML in Markdown (a README's grid of logos) is shown as
/// a browser parses it: rows written straight into the table get their
/// `<tbody>`, the line breaks between its tags are no text (React could not
/// hydrate either), and its cells hold Markdown.
#[test]
fn html_tables_are_the_tree_a_browser_builds() {
    let markdown = "<table>\n  <tr>\n    <th scope=\"col\">이름</th>\n  </tr>\n  <tr>\n    <td colspan=\"2\" onclick=\"x\">\n\n**굵게**\n\n</td>\n  </tr>\n</table>\n\n끝\n";
    let jsx = site_tests::render_markdown(markdown).jsx;
    assert!(
        jsx.contains("<table><tbody><tr><th scope={\"col\"}>{\"이름\"}</th></tr><tr><td colSpan={\"2\"}>"),
        "{jsx}"
    );
    assert!(jsx.contains("</td></tr></tbody></table>"), "{jsx}");
    assert!(!jsx.contains("onclick") && !jsx.contains("<tbody>{") && !jsx.contains("</tr>{"), "{jsx}");
    assert!(jsx.contains("<strong>") || jsx.contains("$md.strong"), "{jsx}");
    assert_eq!(audit(markdown), Vec::<String>::new());
    // A table that says where its body is keeps it, and gets no second one.
    let jsx = site_tests::render_markdown(
        "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>\n",
    )
    .jsx;
    assert_eq!(jsx.matches("<tbody>").count(), 1, "{jsx}");
}

/// Every input the fuzzer ever crashed on (tests/fixtures/fuzz-crashes) stays fixed.
#[test]
fn past_fuzz_crashes_stay_fixed() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/fuzz-crashes");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        assert_eq!(audit(&text), Vec::<String>::new());
        count += 1;
    }
    assert!(count >= 2);
}

/// Inputs the property test once found, kept as cases of their own: a
/// custom element (`<a->` is a valid name) is inert markup, its text still text.
#[test]
fn found_cases_stay_content() {
    let found = [
        "<a->",
        "x <a-> y",
        "<a-b>c</a-b>",
        "<a-b onclick=\"x\">c</a-b>",
        "<a- a>",
        "<a- src=\"javascript:x\">",
    ];
    for text in found {
        assert_eq!(audit(text), Vec::<String>::new(), "for input {text:?}");
    }
    // The audit still flags what runs, on a custom element too.
    let module = "export default function P() { return <x-y onclick={\"x\"} platforms={\"ios\"} src={\"javascript:x\"} />; }";
    assert_eq!(audit_module(module), ["attribute onclick", "unsafe URL javascript:x"]);
}
