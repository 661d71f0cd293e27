//! The remark plugins whose work codegen does itself, as a config lists them
//! (content-model's `RemarkPlugins`): tab-blocks' runs of `tab` code blocks.

use content_model::config::{RemarkPlugins, TabBlocks};
use content_model::testing::SiteBuilder;

/// The page module of a doc with `body`, on a site whose config lists `remark`.
fn page(remark: RemarkPlugins, body: &str) -> String {
    let mut site = SiteBuilder::minimal().file("content/docs/guide/index.md", body).site();
    site.remark = remark;
    let out = codegen::generate(&site);
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{:?}", out.diagnostics);
    out.modules.into_iter().find(|m| m.path == "pages/guide.tsx").expect("the doc's module").text
}

fn tab_blocks(group_id: Option<&str>) -> RemarkPlugins {
    let labels = vec![("js".into(), "JavaScript".into()), ("ts".into(), "TypeScript".into())];
    RemarkPlugins {
        tab_blocks: Some(TabBlocks { group_id: group_id.map(str::to_string), labels }),
        ..Default::default()
    }
}

const BODY: &str = r#"# 안내

```js tab={"span":2} title="a.js"
a();
```

```js title="a.test.js"
test(a);
```

```ts tab title="a.ts"
a();
```

```bash tab={"label":"Yarn Berry"}
yarn add a
```

사이에 든 문단.

```py tab
b();
```

```js
c();
```
"#;

/// The opening tags of `name` in `module`, each up to its `>`.
fn openings<'m>(module: &'m str, name: &str) -> Vec<&'m str> {
    let mark = format!("<{name} ");
    let mark_bare = format!("<{name}>");
    module
        .match_indices(&mark)
        .chain(module.match_indices(&mark_bare))
        .map(|(at, _)| &module[at..at + module[at..].find('>').expect("a closed tag") + 1])
        .collect()
}

#[test]
fn a_run_of_tab_code_blocks_is_one_tabs_with_a_tab_per_block_or_span() {
    let module = page(tab_blocks(Some("code-examples")), BODY);
    let tabs = openings(&module, "Tabs");
    assert_eq!(tabs.len(), 2, "{module}");
    assert!(tabs.iter().all(|t| t.contains(r#"groupId={"code-examples"}"#)), "{tabs:?}");
    let items = openings(&module, "TabItem");
    assert_eq!(items.len(), 4, "{module}");
    assert!(
        items[0].contains(r#"value={"js"}"#) && items[0].contains(r#"label={"JavaScript"}"#),
        "{}",
        items[0]
    );
    assert!(
        items[1].contains(r#"value={"ts"}"#) && items[1].contains(r#"label={"TypeScript"}"#),
        "{}",
        items[1]
    );
    assert!(
        items[2].contains(r#"value={"yarn-berry"}"#) && items[2].contains(r#"label={"Yarn Berry"}"#),
        "{}",
        items[2]
    );
    // A language with no label gives none: the theme shows the value.
    assert!(items[3].contains(r#"value={"py"}"#) && !items[3].contains("label"), "{}", items[3]);
    // The span's second block is inside the first tab; the paragraph and the last, unmarked block are outside any.
    let first_item = &module[module.find(items[0]).unwrap()..module.find(items[1]).unwrap()];
    assert!(first_item.contains("a.test.js"), "{first_item}");
    let paragraph = module.find("<p>{\"사이에 든 문단").unwrap();
    let closes: Vec<usize> = module.match_indices("</Tabs>").map(|(at, _)| at).collect();
    assert!(closes[0] < paragraph && paragraph < module.find(items[3]).unwrap(), "{module}");
    assert!(closes[1] < module.find(r#"code={"c();"}"#).unwrap(), "{module}");
}

#[test]
fn without_the_plugin_or_sync_tab_blocks_are_what_the_config_says() {
    let plain = page(RemarkPlugins::default(), BODY);
    assert!(!plain.contains("Tabs"), "{plain}");
    let unsynced = page(tab_blocks(None), BODY);
    assert!(openings(&unsynced, "Tabs").iter().all(|t| !t.contains("groupId")), "{unsynced}");
}

/// `themeConfig.prism.magicComments`: the config's comments mark lines (and
/// replace Docusaurus' default ones), the comments gone. A line of Docusaurus'
/// highlighting class is highlighted; one of another class gets that class,
/// which the site's CSS styles.
#[test]
fn the_configs_magic_comments_mark_lines() {
    use content_model::config::{HIGHLIGHTED_LINE_CLASS, MagicComments};
    let body = "# 안내\n\n```js\n// highlight-error-next-line\nbad();\nok();\n// highlight-next-line\nplain();\n/* error-start */\na();\nb();\n/* error-end */\n```\n";
    let magic = MagicComments {
        lines: vec!["highlight-error-next-line".into()],
        line_classes: vec![HIGHLIGHTED_LINE_CLASS.into()],
        blocks: vec![("error-start".into(), "error-end".into())],
        block_classes: vec!["code-block-error-line".into()],
    };
    let module = page(RemarkPlugins { magic_comments: Some(magic), ..Default::default() }, body);
    assert!(!module.contains("highlight-error-next-line") && !module.contains("error-start"), "{module}");
    // bad() highlighted, ok() not, the default comment kept as code (the config replaced it), a() and b() of the error class.
    let attr = |name: &str| {
        module.split(&format!("{name}={{\"")).nth(1).and_then(|m| m.split('"').next()).map(str::to_string)
    };
    let marks = attr("marks").expect("marks");
    let highlighted: Vec<bool> = marks.split('|').map(|line| line.starts_with('H')).collect();
    assert_eq!(highlighted, [true, false, false, false, false, false], "{marks}");
    assert_eq!(
        attr("lineClasses").as_deref(),
        Some("|||| code-block-error-line| code-block-error-line"),
        "{module}"
    );
    assert!(module.contains("// highlight-next-line"), "{module}");
    // Without the setting, Docusaurus' default comments.
    let module = page(RemarkPlugins::default(), body);
    assert!(
        module.contains("highlight-error-next-line") && !module.contains("// highlight-next-line"),
        "{module}"
    );
}
