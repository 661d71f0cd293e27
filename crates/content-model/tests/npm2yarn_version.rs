//! npm2yarn's default converters follow the Docusaurus the site's package.json
//! asks for: Bun joined yarn and pnpm in 3.8; converters a config lists stay.

use content_model::testing::SiteBuilder;

fn converters(core: &str, settings: &str) -> Vec<String> {
    let npm2yarn = r#"{"$nonData": "stand-in", "module": "@docusaurus/remark-plugin-npm2yarn"}"#;
    let config = format!(
        r#"{{"title": "T", "url": "https://t.example", "baseUrl": "/",
          "presets": [["classic", {{"blog": false, "docs": {{"remarkPlugins": [[{npm2yarn}, {settings}]]}}}}]]}}"#
    );
    let site = SiteBuilder::empty()
        .file("package.json", &format!(r#"{{"dependencies": {{"@docusaurus/core": "{core}"}}}}"#))
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", &config)
        .file("docs/intro.md", "# 안내\n")
        .site();
    site.remark.npm2yarn.expect("the docs list npm2yarn").converters
}

#[test]
fn bun_is_a_default_converter_from_docusaurus_3_8() {
    assert_eq!(converters("~3.5.2", "{}"), ["yarn", "pnpm"]);
    assert_eq!(converters("^3.10.0", "{}"), ["yarn", "pnpm", "bun"]);
    assert_eq!(converters("3.8.0", r#"{"sync": true}"#), ["yarn", "pnpm", "bun"]);
    // Listed, they are the config's, whatever the version.
    assert_eq!(converters("3.5.2", r#"{"converters": ["yarn", "bun"]}"#), ["yarn", "bun"]);
}
