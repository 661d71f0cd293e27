//! MDX compiled into the page module: the author's JSX, expressions and
//! imports kept as code, Markdown around them rendered as for `.md`.

use content_model::testing::SiteBuilder;

/// The generated module of the one doc, and the build's diagnostics.
fn compile(mdx: &str) -> (String, Vec<String>) {
    compile_beside(&[], mdx)
}

/// As [`compile`], with more files of the site.
fn compile_beside(files: &[(&str, &str)], mdx: &str) -> (String, Vec<String>) {
    let builder = files.iter().fold(SiteBuilder::minimal(), |b, (path, text)| b.file(path, text));
    let loaded = builder
        .file(
            "static/img/logo.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"></svg>",
        )
        .file(
            "content/docs/guide/img/shot.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"2\"></svg>",
        )
        .file("static/files/rates.pdf", "%PDF-1.4")
        .file("static/img/photo.png", "\u{89}PNG")
        .file("content/docs/guide/index.mdx", mdx)
        .load();
    // The image only one test imports is otherwise an unpublished file.
    let mut shown: Vec<String> = loaded
        .diagnostics
        .iter()
        .map(ToString::to_string)
        .filter(|d| !d.contains("is not published"))
        .collect();
    let Some(site) = loaded.site else { return (String::new(), shown) };
    let output = codegen::generate(&site);
    shown.extend(output.diagnostics.iter().map(ToString::to_string));
    let module = output
        .modules
        .iter()
        .find(|m| m.path.ends_with("pages/guide.tsx"))
        .map(|m| m.text.clone())
        .expect("the doc has a module");
    (module, shown)
}

#[test]
fn jsx_expressions_and_imports_are_kept_as_code() {
    let (module, shown) = compile(
        "# 탭\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport const terms = [{name: '가', text: '나'}];\n\n<Tabs\n  groupId=\"os\"\n  defaultValue=\"mac\">\n  <TabItem value=\"mac\" label=\"macOS\">\n\n  ```bash\n  ls\n  ```\n\n  </TabItem>\n</Tabs>\n\n<ul>{terms.map((t) => <li key={t.name}>**{t.name}**: {t.text}</li>)}</ul>\n\n값은 {1 + 2}이고 <span style=\"color: red\" class=\"x\">빨강</span>입니다.\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("import Tabs from \"../../docusaurus/theme/Tabs\";"), "{module}");
    assert!(module.contains("export const terms = [{name: '가', text: '나'}];"), "{module}");
    assert!(
        module.contains(
            "<Tabs groupId={\"os\"} defaultValue={\"mac\"}><TabItem value={\"mac\"} label={\"macOS\"}>"
        ),
        "{module}"
    );
    assert!(module.contains("<$CodeBlock "), "the fence inside the tab is a code block: {module}");
    assert!(module.contains("{terms.map((t) => <li key={t.name}>**{t.name}**: {t.text}</li>)}"), "{module}");
    assert!(module.contains("{1 + 2}"), "{module}");
    assert!(module.contains("<span style={{\"color\":\"red\"}} className={\"x\"}>"), "{module}");
    // The page's own names cannot meet the author's.
    assert!(
        module.contains("import { DocPage as $DocPage }")
            && module.contains("export default function $Page()"),
        "{module}"
    );
}

#[test]
fn imported_files_become_their_urls() {
    let (module, shown) =
        compile("import sheet from '@site/static/files/rates.pdf';\n\n<a href={sheet}>요금표</a>\n");
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("const sheet = \"/files/rates.pdf\";"), "{module}");
}

/// Site code, packages and SVG (a component, as Docusaurus' SVGR gives it)
/// are the bundle stage's: their specifiers name the site's file or the
/// package, with where the page imports them for its errors.
#[test]
fn site_code_and_packages_are_left_to_the_bundle_stage() {
    let (module, shown) = compile(
        "import Chart from '/src/components/Chart';\nimport clsx from 'clsx';\nimport styles from './guide.module.css';\nimport Shot from './img/shot.svg';\nimport Logo from '@site/static/img/logo.svg';\n\n<Chart className={clsx(styles.wide)} />\n<Shot /><Logo />\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    for specifier in [
        // From the root: the bundle stage looks in static/, then in the site's folder.
        "/src/components/Chart#@content/docs/guide/index.mdx:1:19",
        "clsx#@content/docs/guide/index.mdx:2:18",
        "@site/content/docs/guide/guide.module.css#@content/docs/guide/index.mdx:3:20",
        "@site/content/docs/guide/img/shot.svg#@content/docs/guide/index.mdx:4:18",
        "@site/static/img/logo.svg#@content/docs/guide/index.mdx:5:18",
    ] {
        assert!(module.contains(&format!("from \"{specifier}\"")), "{specifier} in {module}");
    }
}

#[test]
fn what_cannot_be_compiled_is_an_error_at_its_place() {
    let (_, shown) = compile(
        "import Chart from '@site/src/components/Chart';\nimport Card from '@theme/DocPaginator';\n\n<Chart />\n\n<Missing />\n\n<p>{a b}</p>\n",
    );
    assert_eq!(shown.len(), 1, "a syntax error stops the page before anything else: {shown:?}");
    assert!(
        shown[0].starts_with("content/docs/guide/index.mdx:8:7: error: this MDX does not parse"),
        "{shown:?}"
    );

    let (_, shown) = compile(
        "import Chart from '@site/src/components/Chart';\nimport Card from '@theme/DocPaginator';\n\n<Chart />\n\n<Missing />\n",
    );
    // Site code, and a theme module none of the pages' own (the site's src/theme may have it), are the bundle stage's.
    assert!(!shown.iter().any(|d| d.contains("Chart") || d.contains("DocPaginator")), "{shown:?}");
    assert!(
        shown.iter().any(|d| d
            .starts_with("content/docs/guide/index.mdx:6:1: error: `<Missing>` is not defined in this page")),
        "{shown:?}"
    );
}

#[test]
fn docusaurus_additions_are_read_before_mdx() {
    let (module, shown) = compile(
        "## 설치 {#install}\n\n<!-- 메모 -->\n\n:::tip[알아두기]\n\n본문\n\n:::\n\n````mdx-code-block\n<details>\n  <summary>더 보기</summary>\n\n숨은 글\n\n</details>\n````\n\n<Details summary=\"접기\">안</Details>\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("id={\"install\"}"), "{module}");
    assert!(!module.contains("메모"), "{module}");
    assert!(module.contains("<$Admonition kind={\"tip\"} title={\"알아두기\"}>"), "{module}");
    // A paragraph of nothing but JSX is unravelled, as `@mdx-js/mdx` does.
    assert!(module.contains("<details><summary>{\"더 보기\"}</summary>"), "{module}");
    assert!(module.contains("</$Admonition>"), "{module}");
    assert!(
        module.contains("import $Details from \"../../docusaurus/theme/Details\";")
            && module.contains("<$Details summary={\"접기\"}>"),
        "{module}"
    );
}

/// `toc` is given to a body that reads it unless the page's ESM binds the name:
/// an import whose path merely says `toc` binds another name.
#[test]
fn toc_is_given_unless_the_esm_binds_that_name() {
    let inline = "# 차례\n\nimport TOCInline from '@theme/TOCInline';\nimport tocLook from '@site/src/css/toc.module.css';\n\n<TOCInline toc={toc} className={tocLook.box} />\n\n## 첫째\n";
    let (module, shown) = compile(inline);
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("const toc = $meta.toc.map("), "{module}");
    let own = "# 차례\n\nimport TOCInline from '@theme/TOCInline';\nexport const toc = [{value: '손수', id: 'own', level: 2}];\n\n<TOCInline toc={toc} />\n";
    let (module, shown) = compile(own);
    assert!(shown.is_empty(), "{shown:?}");
    assert!(!module.contains("const toc = $meta"), "{module}");
}

#[test]
fn a_component_used_without_an_import_comes_from_the_sites_own_mdx_components() {
    let page = "# 쪽\n\n<GitHubIssue issue=\"7\" />\n\n<Icons.Star />와 <GitHubIssue issue=\"8\" />\n";
    let swizzled = [("src/theme/MDXComponents.js", "export default {};\n")];
    let (module, shown) = compile_beside(&swizzled, page);
    assert!(shown.is_empty(), "{shown:?}");
    // Looked up once per name, failing with the place of its first use when the object lacks it.
    assert!(
        module.contains("import $MDXComponents from \"../../docusaurus/theme/MDXComponents\";"),
        "{module}"
    );
    assert!(
        module.contains(
            "const $mdx_GitHubIssue = $mdxComponent($MDXComponents, \"GitHubIssue\", \"content/docs/guide/index.mdx:3:1\");"
        ),
        "{module}"
    );
    assert!(module.contains("const $mdx_Icons = $mdxComponent($MDXComponents, \"Icons\""), "{module}");
    assert!(
        module.contains("<$mdx_GitHubIssue issue={\"7\"} />") && module.contains("<$mdx_Icons.Star />"),
        "{module}"
    );
    assert_eq!(module.matches("const $mdx_GitHubIssue").count(), 1, "{module}");
    // Without the site's file, the same page is an error at its place, as before.
    let (_, shown) = compile(page);
    assert!(shown.iter().any(|d| d.starts_with("content/docs/guide/index.mdx:3:1: error: `<GitHubIssue>` is not defined")), "{shown:?}");
}

/// A site that swizzles MDXComponents gets Markdown's elements from it, as MDX
/// renders them (`$md` is that object with the plain element for a name it
/// lacks); the object is imported once, also beside components taken from it.
#[test]
fn markdown_elements_go_through_the_sites_mdx_components_when_it_has_them() {
    let page = "# 쪽\n\n## 둘째 {#second}\n\n> **굵게**와 `코드`, [다른 쪽](/docs/other)과 [밖](https://example.org)\n\n| a |\n| - |\n| 1 |\n\n<Note />\n";
    let swizzled = [("src/theme/MDXComponents.js", "export default {};\n")];
    let (module, shown) = compile_beside(&swizzled, page);
    assert!(shown.is_empty(), "{shown:?}");
    assert_eq!(module.matches("import $MDXComponents from").count(), 1, "{module}");
    assert!(module.contains("const $md = $mdxElements($MDXComponents);"), "{module}");
    for written in [
        "<$md.h2 id={\"second\"}>{\"둘째\"}</$md.h2>",
        "<$md.blockquote><$md.p><$md.strong>{\"굵게\"}</$md.strong>",
        "<$md.code>{\"코드\"}</$md.code>",
        "<$md.a href={\"/docs/other\"}>{\"다른 쪽\"}</$md.a>",
        "<$md.a href={\"https://example.org\"} target={\"_blank\"} rel={\"noopener noreferrer\"}>",
        "<$md.table><$md.thead><$md.tr><$md.th>{\"a\"}</$md.th></$md.tr></$md.thead><$md.tbody>",
        "</$md.td></$md.tr>\n</$md.tbody></$md.table></div>",
    ] {
        assert!(module.contains(written), "{written}\n{module}");
    }
    assert!(!module.contains("<p>") && !module.contains("$Heading") && !module.contains("$Link"), "{module}");
    // Without the site's file the elements are themselves and the theme's Heading and Link draw them.
    let (plain, _) = compile(page.trim_end_matches("<Note />\n"));
    assert!(
        !plain.contains("$md") && plain.contains("<$Heading as={\"h2\"}") && plain.contains("<p>"),
        "{plain}"
    );
}

/// A site that replaces one part of MDXComponents (its `Img`) gets Markdown's
/// elements through the theme's MDXComponents, which draws them with that
/// part; a component the page never imports is still an error here, as the
/// theme's object has none of the site's.
#[test]
fn markdown_elements_go_through_mdx_components_when_the_site_replaces_one_of_its_parts() {
    let page = "# 쪽\n\n![그림](/img/photo.png)\n\n<Note />\n";
    let part = [("src/theme/MDXComponents/Img/index.js", "export default function Img() { return null; }\n")];
    let (module, shown) = compile_beside(&part, page);
    assert!(module.contains("const $md = $mdxElements($MDXComponents);"), "{module}");
    assert!(module.contains("<$md.img "), "{module}");
    assert!(!module.contains("$mdxComponent("), "{module}");
    assert!(shown.iter().any(|d| d.contains("`<Note>` is not defined in this page")), "{shown:?}");
    // A file of the site's own under src/theme that is no part (a helper) routes nothing.
    let helper = [("src/theme/MDXComponents/frame.js", "export const frame = 1;\n")];
    let (plain, _) = compile_beside(&helper, page.trim_end_matches("<Note />\n"));
    assert!(!plain.contains("$md"), "{plain}");
}

#[test]
fn a_pathname_link_loads_a_file_of_the_site_in_a_new_tab_unchecked() {
    let (module, shown) =
        compile("# 쪽\n\n[요율표](pathname:///files/rates.pdf)와 [나쁨](pathname://javascript:alert(1))\n");
    assert!(
        module.contains(
            "<a href={\"/files/rates.pdf\"} data-nobrokenlinkcheck={\"\"} target={\"_blank\"} rel={\"noopener noreferrer\"}>{\"요율표\"}</a>"
        ),
        "{module}"
    );
    assert!(!module.contains("javascript"), "{module}");
    assert!(shown.iter().any(|d| d.contains("its scheme is not allowed")), "{shown:?}");
}

#[test]
fn a_required_file_is_the_module_docusaurus_gives_with_its_url_as_default() {
    let (module, shown) = compile(
        "# 쪽\n\n<img src={require('./img/shot.svg').default} alt=\"그림\" />\n\n<a href={require(\"@site/static/files/rates.pdf\").default}>요율</a>\n\n{require('./img/none.png').default}\n\n<a href={require('/static/files/rates.pdf').default}>뿌리에서</a> <a href={require('/files/rates.pdf').default}>static에서</a>\n",
    );
    assert!(module.contains("src={({default: \"/assets/"), "{module}");
    assert!(module.contains("href={({default: \"/files/rates.pdf\"}).default}"), "{module}");
    // From the root, as webpack's `resolve.roots` reads it: the site's folder (`/static/…`) or static/ itself.
    assert_eq!(module.matches("href={({default: \"/files/rates.pdf\"}).default}").count(), 3, "{module}");
    assert!(!module.contains("require('./img/shot.svg')"), "{module}");
    // A photo also has `src`, as Docusaurus' ideal-image plugin loads one; other files do not.
    let (photo, _) = compile("<img src={require('@site/static/img/photo.png').src} />\n");
    assert!(photo.contains("src={({default: \"/img/photo.png\", src: \"/img/photo.png\"}).src}"), "{photo}");
    assert!(!module.contains("src: "), "{module}");
    assert!(
        shown.iter().any(|d| d.contains(
            "content/docs/guide/index.mdx:7:1: error: `require(\"./img/none.png\")` names no file of the site"
        )),
        "{shown:?}"
    );
}

/// A `require` of code in an expression (`require('@site/sidebars.js').default`)
/// is that module, imported at the top once, as webpack makes it; not left
/// to fail in the browser with no place named.
#[test]
fn a_required_module_is_imported_once_at_the_top() {
    let (module, shown) = compile(
        "# 쪽\n\n<List items={require('@site/src/data/colors.js').default} />\n\n{require(\"../data/colors.js\").default.length}개 가운데 {require('lodash').size([1])}\n\nexport const List = ({items}) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    // Each at the place of its expression, where the bundle stage reports a module it cannot find.
    assert!(
        module.contains(
            "import $required0 from \"require:@site/src/data/colors.js#@content/docs/guide/index.mdx:3:1\";"
        ),
        "{module}"
    );
    assert!(
        module.contains("import $required2 from \"require:lodash#@content/docs/guide/index.mdx:5:52\";"),
        "{module}"
    );
    assert!(module.contains("items={$required0.default}"), "{module}");
    assert!(
        module.contains("{$required1.default.length}") && module.contains("{$required2.size([1])}"),
        "{module}"
    );
    assert!(!module.contains("require("), "{module}");
}

/// `require('../intro.md').metadata.permalink` (a redirect page to another
/// doc) is that doc's address, as Docusaurus' MDX loader gives a page's
/// module its `metadata`; a required Markdown file that is no page stays an error.
#[test]
fn a_required_page_gives_its_metadata_permalink() {
    let (module, shown) = compile_beside(
        &[("content/docs/guide/start.md", "# 시작\n")],
        "# 쪽\n\nimport Redirect from '@docusaurus/router';\n\n<a href={require('./start.md').metadata.permalink}>시작</a>\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(
        module.contains("href={({metadata: {permalink: \"/guide/start\"}}).metadata.permalink}"),
        "{module}"
    );
    let (_, shown) = compile("# 쪽\n\n{require('./_none.md').metadata.permalink}\n");
    assert!(shown.iter().any(|d| d.contains("is a Markdown file")), "{shown:?}");
}

/// OpenAPI docs generators give a component its props as a spread of a JSON
/// file beside the page: the file is imported as any required module.
#[test]
fn a_required_module_in_a_spread_attribute_is_imported_too() {
    let (module, shown) = compile(
        "# 쪽\n\nexport const Params = (props) => <pre>{JSON.stringify(props)}</pre>;\n\n<Params {...require(\"./list.Params.json\")} />\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(
        module.contains("import $required0 from \"require:@site/content/docs/guide/list.Params.json#@"),
        "{module}"
    );
    assert!(module.contains("<Params {...$required0} />"), "{module}");
}

/// A `# heading` after a component (a logo, an ad slot) is still the body's
/// title, as Docusaurus' `contentTitle`: the page shows it once, as its
/// title, not again where it stands.
#[test]
fn a_title_after_a_component_is_shown_once() {
    let (module, shown) = compile(
        "<center>\n<img src=\"/img/logo.svg\" style={{maxHeight: 200}} align=\"right\"/>\n</center>\n\n# 이뮤\n\n이뮤는 작은 꾸러미입니다.\n\n## 설치\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(!module.contains(">이뮤</h1>"), "the heading is not rendered in the body: {module}");
    assert!(module.contains("\"title\":\"이뮤\""), "the page shows it as its title: {module}");
    assert!(module.contains("id={\"설치\"}"), "the next heading keeps its id: {module}");
}

/// An attribute's template literal with braces and blank lines in it (a code
/// sample handed to a component) is one value, as MDX reads it.
#[test]
fn a_template_literal_attribute_spans_braces_and_blank_lines() {
    let (module, shown) = compile(
        "# 예제\n\n<div\ntitle={`\nimport { useEffect } from 'react';\n\nexport default function App() {\n  return <main>{1}</main>;\n}\n`} />\n\n끝.\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(
        module.contains("import { useEffect } from 'react';\n\nexport default function App()"),
        "{module}"
    );
}

/// webpack's inline loader before a page's import (`!!raw-loader!./a.ts`,
/// a code sample shown as text): the path after it is the page's, resolved
/// as any import is; a Markdown file read so is text, not a component.
#[test]
fn an_inline_loader_keeps_the_path_after_it_resolved() {
    let (module, shown) = compile_beside(
        &[
            ("content/docs/guide/example.ts", "export const a = 1;\n"),
            ("content/docs/guide/notes.md", "# 메모\n"),
        ],
        "# 예제\n\nimport Source from '!!raw-loader!./example.ts';\nimport Notes from 'raw-loader!./notes.md';\n\n<pre>{Source}{Notes}</pre>\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("\"!!raw-loader!@site/content/docs/guide/example.ts#@"), "{module}");
    assert!(module.contains("\"raw-loader!@site/content/docs/guide/notes.md#@"), "{module}");
}

/// A link whose text is its address (`[https://a.example](https://a.example)`)
/// is one link: GFM's autolink literal does not link inside a link's text,
/// and a link in a link would be taken apart by the browser (React's hydration error).
#[test]
fn a_link_written_as_its_address_is_one_link() {
    let (module, shown) = compile(
        "# 링크\n\n- 주소: [https://demo.example.org](https://demo.example.org)\n- 본문의 https://bare.example.org 는 링크입니다.\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert_eq!(module.matches("demo.example.org").count(), 2, "one link: its address and its text: {module}");
    assert!(module.contains("bare.example.org"), "{module}");
    let links = module.matches("<a ").count() + module.matches("<$Link").count();
    assert_eq!(links, 2, "{module}");
}

/// A link may open an app by its own scheme (`adguard:`, `tg:`), as under
/// Docusaurus; a script's scheme is still removed, however it is written.
#[test]
fn an_apps_scheme_is_a_link_and_a_scripts_is_not() {
    let (module, shown) = compile(
        "# 앱\n\n[앱에 추가](adguard:add_dns_server?address=94.140.14.14&name=DNS)와 [나쁨](JavaScript:alert(1))\n",
    );
    assert!(module.contains("href={\"adguard:add_dns_server?address=94.140.14.14&name=DNS\"}"), "{module}");
    assert!(!module.to_lowercase().contains("javascript"), "{module}");
    assert_eq!(shown.len(), 1, "{shown:?}");
}

/// Docusaurus' MDX loader gives a page its whole front matter as `frontMatter`
/// (keys the theme reads and the site's own, in their order); a body that
/// never names it, or binds it itself, gets none.
#[test]
fn a_body_naming_front_matter_gets_the_pages_whole_front_matter() {
    let page = "---\ntitle: 결정 기록\nstatus: 채택\ndeciders: [김하늘, 이서연]\n---\n\n<p data-status={frontMatter.status}>{frontMatter.deciders.join(', ')}</p>\n";
    let (module, shown) = compile(page);
    assert!(shown.iter().all(|d| d.contains("kept for the theme")), "{shown:?}");
    assert!(
        module.contains(
            r#"const frontMatter = {"title":"결정 기록","status":"채택","deciders":["김하늘","이서연"]};"#
        ),
        "{module}"
    );
    let (dated, _) = compile(
        "---\ntitle: 결정 기록\ndate: 2022-05-28\nquoted: \"2022-05-28\"\n---\n\n{frontMatter.date.toISOString()}\n",
    );
    assert!(
        dated.contains(r#"const frontMatter = { ...{"title":"결정 기록","date":"2022-05-28","quoted":"2022-05-28"}, "date": new Date("2022-05-28T00:00:00Z") };"#),
        "a YAML timestamp is a Date, as js-yaml reads it; a quoted one stays a string: {dated}"
    );
    let (plain, _) = compile("---\ntitle: 결정 기록\n---\n\n본문.\n");
    assert!(!plain.contains("frontMatter"), "{plain}");
    let (own, _) = compile(
        "---\ntitle: 결정 기록\n---\n\nexport const frontMatter = { mine: true };\n\n{frontMatter.mine}\n",
    );
    assert!(!own.contains("const frontMatter = {\""), "{own}");
}

/// Text on lines of its own inside `<p>` (or a heading, a link…) is MDX's
/// paragraph; a `<p>` in a `<p>` is pulled apart by the browser's parser and
/// the page would not hydrate, so the text is the element's own. Inside a
/// `<div>` it stays a paragraph.
#[test]
fn a_paragraph_inside_a_phrasing_element_is_its_text() {
    let (module, shown) = compile(
        "<div className=\"hero\">\n  <p className=\"hero__subtitle\">\n    모든 안내가\n    여기 있습니다.\n  </p>\n  <div>\n    상자 안 문단.\n  </div>\n</div>\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("<p className={\"hero__subtitle\"}>{\"모든 안내가\"}"), "{module}");
    assert!(!module.contains("<p className={\"hero__subtitle\"}><p>"), "{module}");
    assert!(module.contains("<div><p>{\"상자 안 문단.\"}</p>"), "{module}");
}

/// ` :::info` (a space or three before it) opens an admonition in MDX too,
/// and a `:::` at the line's start closes it, as remark-directive reads them:
/// the MDX reader counts the break's indentation as part of it.
#[test]
fn an_indented_admonition_opens_and_closes_in_mdx() {
    let (module, shown) = compile("# 쪽\n\n :::info[상태]\n\n닫힘은 1입니다.\n\n:::\n\n다음 문단.\n");
    assert!(shown.is_empty(), "{shown:?}");
    assert!(
        module.contains(
            "<$Admonition kind={\"info\"} title={\"상태\"}><p>{\"닫힘은 1입니다.\"}</p>\n</$Admonition>"
        ),
        "{module}"
    );
}

#[test]
fn rows_written_straight_into_a_table_get_the_body_a_browser_would_give_them() {
    // JSX: the pre-rendered page must be the tree React hydrates, and an HTML
    // parser puts `<tbody>` around such rows.
    let (module, shown) =
        compile("# 표\n\n<table>\n  <tr style={{border: 0}}>\n    <td>가</td>\n  </tr>\n</table>\n\n뒤\n");
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("<table><tbody><tr style={{border: 0}}>"), "{module}");
    assert!(module.replace(char::is_whitespace, "").contains("</tr></tbody></table>"), "{module}");
    // A table that has its own sections keeps them as written.
    let (module, _) = compile("# 표\n\n<table>\n  <thead>\n    <tr><th>가</th></tr>\n  </thead>\n</table>\n");
    assert!(!module.contains("<tbody>"), "{module}");
}

/// `<head>` in MDX is Docusaurus' `<Head>` (its loader renames it): what the
/// page puts there (a canonical of its own) reaches the document's head.
#[test]
fn a_lowercase_head_is_the_document_head() {
    let (module, shown) = compile(
        "# 채널\n\n<head>\n  <link rel=\"canonical\" href=\"https://docs.example.org/channels\" />\n</head>\n\n본문\n",
    );
    assert!(shown.is_empty(), "{shown:?}");
    assert!(module.contains("import $Head from \"../../docusaurus/Head\";"), "{module}");
    assert!(module.contains("<$Head>") && !module.contains("<head>"), "{module}");
}

/// A translation imports site code from its own folder under i18n/, as
/// webpack resolves it there (so its `../` climb further than the original's).
#[test]
fn a_translations_imports_are_resolved_from_its_own_folder() {
    let config = r#"{"title": "T", "url": "https://t.org", "i18n": {"defaultLocale": "ko", "locales": ["ko", "en"]},
        "presets": [["classic", {"blog": false}]]}"#;
    let loaded = content_model::testing::SiteBuilder::empty()
        .file("docusaurus.config.js", "export default {}")
        .evaluated("docusaurus.config.js", config)
        .file("src/Hello.js", "export default () => null;\n")
        .file("docs/guide/intro.mdx", "import Hello from '../../src/Hello';\n\n# 시작\n\n<Hello />\n")
        .file(
            "i18n/en/docusaurus-plugin-content-docs/current/guide/intro.mdx",
            "import Hello from '../../../../../src/Hello';\n\n# Start\n\n<Hello />\n",
        )
        .load_with(content_model::LoadOptions { locale: Some("en"), ..Default::default() });
    let site = loaded.site.expect("a site");
    let output = codegen::generate(&site);
    let errors: Vec<String> =
        output.diagnostics.iter().filter(|d| d.is_error()).map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{errors:?}");
    let page = output.modules.iter().find(|m| m.text.contains("Hello")).expect("the page's module");
    assert!(page.text.contains("@site/src/Hello"), "{}", page.text);
}

/// A footnote referred to twice has a way back to each reference, each with an
/// id of its own; a definition nothing refers to is not shown (remark-gfm's
/// rule, which Docusaurus follows).
#[test]
fn footnotes_have_one_id_per_reference_and_unreferenced_ones_go() {
    let (module, shown) =
        compile("# 쪽\n\n가[^a] 나[^a] 다[^b]\n\n[^a]: 첫 주석\n[^b]: 둘째\n[^c]: 안 쓰임\n");
    assert!(shown.is_empty(), "{shown:?}");
    for id in ["fnref-a", "fnref-a-2", "fnref-b"] {
        assert_eq!(module.matches(&format!("id={{\"{id}\"}}")).count(), 1, "{id}: {module}");
        assert_eq!(module.matches(&format!("href={{\"#{id}\"}}")).count(), 1, "{id}: {module}");
    }
    assert!(!module.contains("안 쓰임"), "{module}");
}
