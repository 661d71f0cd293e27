//! Formulas, diagrams and zoomable images as codegen writes them: the
//! placeholders the bundle stage fills (ui/stages/rich.mjs) and the buttons
//! the theme's zoom handler opens.

use content_model::testing::{SITE_TOML, SiteBuilder};

/// The page module of a doc with `body`, on a site whose `[markdown]` says `markdown`.
fn page(markdown: &str, body: &str) -> String {
    let site = SiteBuilder::minimal()
        .file(
            "content/site.toml",
            &SITE_TOML.replace("format = \"detect\"", &format!("format = \"detect\", {markdown}")),
        )
        .file(
            "static/img/a.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>",
        )
        .file("content/docs/guide/index.md", body)
        .site();
    let out = codegen::generate(&site);
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{:?}", out.diagnostics);
    out.modules.into_iter().find(|m| m.path == "pages/guide.tsx").expect("the doc's module").text
}

/// The payloads of the placeholders of `kind` in a module, decoded.
fn payloads(module: &str, kind: &str) -> Vec<serde_json::Value> {
    let mark = format!("\u{E000}{kind}:");
    module
        .match_indices(&mark)
        .map(|(at, _)| {
            let hex: String = module[at + mark.len()..].chars().take_while(char::is_ascii_hexdigit).collect();
            let bytes: Vec<u8> =
                (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap()).collect();
            serde_json::from_slice(&bytes).expect("a placeholder holds JSON")
        })
        .collect()
}

#[test]
fn formulas_become_placeholders_with_their_place_when_the_site_turns_math_on() {
    let body = "# 제목\n\n요금은 $n \\times p$ 입니다.\n\n$$\n\\frac{1}{N}\n$$\n";
    let module = page("math = true", body);
    let formulas = payloads(&module, "katex");
    assert_eq!(formulas.len(), 2, "{module}");
    assert_eq!(formulas[0]["tex"], "n \\times p");
    assert_eq!(formulas[0]["display"], false);
    assert_eq!(formulas[0]["at"]["line"], 3);
    assert_eq!(formulas[0]["at"]["column"], 6);
    assert_eq!(formulas[1]["display"], true);
    assert_eq!(formulas[0]["at"]["file"], "content/docs/guide/index.md");
    // The stylesheets come once, ahead of the body.
    assert_eq!(payloads(&module, "katex-css").len(), 1);
    assert_eq!(payloads(&module, "math-css").len(), 1);
    // Without the setting, a dollar is a dollar.
    let plain = page("math = false", body);
    assert!(payloads(&plain, "katex").is_empty());
    assert!(plain.contains("n \\\\times p"), "{plain}");
    assert!(!plain.contains("\u{E000}"), "no stylesheet either: {plain}");
}

#[test]
fn a_mermaid_fence_is_a_diagram_with_its_source() {
    let module = page("math = false", "# 제목\n\n```mermaid\ngraph TD\n  A --> B\n```\n\n```js\nx\n```\n");
    let diagrams = payloads(&module, "mermaid");
    assert_eq!(diagrams.len(), 1);
    assert_eq!(diagrams[0]["code"], "graph TD\n  A --> B");
    assert_eq!(diagrams[0]["at"]["line"], 4);
    assert!(module.contains("import { CodeBlock } from \"../../theme/markdown\";"), "{module}");
    assert!(module.contains("import { Mermaid } from \"../../theme/Mermaid\";"), "{module}");
}

#[test]
fn images_open_larger_unless_they_are_links_or_marked() {
    let module = page(
        "math = false",
        "# 제목\n\n![구성도](/img/a.svg)\n\n[![링크](/img/a.svg)](/guide)\n\n_![강조](/img/a.svg)_\n\n<img src=\"/img/a.svg\" alt=\"그대로\" data-no-zoom />\n\n<img src=\"/img/a.svg\" alt=\"원본\" />\n",
    );
    let zoomed: Vec<&str> =
        module.match_indices("data-action={\"zoom\"}").map(|(at, _)| &module[at..]).collect();
    assert_eq!(zoomed.len(), 2, "{module}");
    assert!(zoomed[0].contains("aria-label={\"구성도 크게 보기\"}"), "{module}");
    assert!(module.contains("aria-label={\"원본 크게 보기\"}"), "{module}");
    for alone in ["링크", "강조", "그대로"] {
        assert!(!module.contains(&format!("{alone} 크게 보기")), "{alone}: {module}");
    }
    // The button is named in the site's language.
    let site = SiteBuilder::minimal()
        .file("content/site.toml", &format!("locale = \"en\"\n{SITE_TOML}"))
        .file(
            "static/img/a.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>",
        )
        .file("content/docs/guide/index.md", "# Title\n\n![Topology](/img/a.svg)\n")
        .site();
    let modules = codegen::generate(&site).modules;
    let english = &modules.iter().find(|m| m.path == "pages/guide.tsx").expect("the doc's module").text;
    assert!(english.contains("aria-label={\"Enlarge image: Topology\"}"), "{english}");
}
