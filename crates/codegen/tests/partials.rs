//! Markdown partials: `import Part from './_part.mdx'` and `<Part />` show
//! the file as a component of its own (its imports, `props`), its headings
//! join the page's table of contents at the tag, and `_` files and folders
//! are never pages.

use content_model::testing::SiteBuilder;

const PAGE: &str = "content/docs/guide/index.mdx";

const PART: &str = "---\ntitle: 쓰이지 않는 제목\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Note from '../_shared/_note.md';\n\n## 설치 준비\n\n{props.product} 설치 전에 읽어 주세요.\n\n<Tabs>\n  <TabItem value=\"a\" label=\"가\">첫 탭</TabItem>\n</Tabs>\n\n<Note />\n";

const NOTE: &str = "### 참고 사항\n\n공유한 참고 문단입니다.\n";

fn site(page: &str, extra: &[(&str, &str)]) -> SiteBuilder {
    SiteBuilder::minimal()
        .file(PAGE, page)
        .file("content/docs/guide/_part.mdx", PART)
        .file("content/docs/_shared/_note.md", NOTE)
        .file("content/docs/guide/_unused.md", "# 아무도 부르지 않는 조각\n")
        .files(extra)
}

fn module<'a>(output: &'a codegen::Output, ends: &str) -> &'a str {
    output.modules.iter().find(|m| m.path.ends_with(ends)).map(|m| m.text.as_str()).unwrap_or_else(|| {
        panic!("no module {ends}: {:?}", output.modules.iter().map(|m| &m.path).collect::<Vec<_>>())
    })
}

#[test]
fn a_partial_is_a_component_of_its_own_and_never_a_page() {
    let loaded = site(
        "# 안내\n\nimport Part from './_part.mdx';\n\n## 시작\n\n<Part product=\"가상 머신\" />\n\n## 끝\n",
        &[],
    )
    .load();
    let shown: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert!(shown.is_empty(), "partials, used or not, are no unpublished files: {shown:?}");
    let site = loaded.site.expect("the site loads");
    let paths: Vec<&str> = site.docs.iter().map(|d| d.source.path.as_str()).collect();
    assert_eq!(paths, [PAGE], "`_` files and folders are never pages");
    assert_eq!(site.sidebars[0].1.len(), 1, "nor sidebar items: {:?}", site.sidebars);
    // Docusaurus 3.2+ splices the partial's headings (and its partials') into the TOC at the tag.
    let toc: Vec<(&str, u8)> = site.docs[0].meta.toc.iter().map(|t| (t.text.as_str(), t.level)).collect();
    assert_eq!(toc, [("시작", 2), ("설치 준비", 2), ("참고 사항", 3), ("끝", 2)]);

    let output = codegen::generate(&site);
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let part_module = codegen::partial_module_path("content/docs/guide/_part.mdx");
    let note_module = codegen::partial_module_path("content/docs/_shared/_note.md");
    let page = module(&output, "pages/guide.tsx");
    assert!(page.contains(&format!("import Part from \"../{part_module}\";")), "{page}");
    assert!(page.contains("<Part product={\"가상 머신\"} />"), "{page}");
    assert!(!page.contains("설치 전에"), "the partial's text is its own module's: {page}");

    let part = module(&output, &format!("{part_module}.tsx"));
    assert!(part.contains("import Tabs from \"../../docusaurus/theme/Tabs\";"), "its own imports: {part}");
    assert!(part.contains(&format!("import Note from \"../{note_module}\";")), "{part}");
    assert!(part.contains("export default function $MDXContent(props: Record<string, any>)"), "{part}");
    assert!(part.contains("{props.product}{\" 설치 전에 읽어 주세요.\"}"), "{part}");
    assert!(!part.contains("쓰이지 않는 제목"), "front matter shows nothing: {part}");
    assert!(part.contains("id={\"설치-준비\"}"), "its headings keep their ids: {part}");
    let note = module(&output, &format!("{note_module}.tsx"));
    assert!(note.contains("공유한 참고 문단입니다."), "{note}");
    assert!(
        !output.modules.iter().any(|m| m.text.contains("아무도 부르지 않는")),
        "a partial nobody imports makes no module"
    );
    assert!(output.manifest.modules.iter().any(|m| m == &format!("{part_module}.tsx")));
}

#[test]
fn a_missing_partial_is_an_error_at_its_import() {
    let loaded = site("import Gone from './_gone.md';\n\n<Gone />\n", &[]).load();
    let shown: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        [
            "content/docs/guide/index.mdx:1:18: error: `Gone` imports `content/docs/guide/_gone.md`, which is not a file of the site (the path of a `.md` or `.mdx` file, relative to this file or `@site/…`)"
        ]
    );
}

#[test]
fn a_partial_that_shows_itself_is_an_error() {
    let loaded = site(
        "import Loop from './_loop.mdx';\n\n<Loop />\n",
        &[(
            "content/docs/guide/_loop.mdx",
            "import Again from '@site/content/docs/guide/_loop.mdx';\n\n<Again />\n",
        )],
    )
    .load();
    let shown: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].starts_with("content/docs/guide/_loop.mdx:1:19: error:"), "{shown:?}");
    assert!(shown[0].contains("shows itself"), "{shown:?}");
}

#[test]
fn underscore_posts_are_never_posts() {
    let site = SiteBuilder::minimal()
        .file("content/docs/guide/index.md", "# 안내\n")
        .file(
            "content/blog/2024-01-02-hello.mdx",
            "---\ntitle: 안녕\n---\n\nimport Sign from './_sign.md';\n\n본문.\n\n<Sign />\n",
        )
        .file("content/blog/_sign.md", "팀 드림\n")
        .file("content/blog/_drafts/2024-01-03-later.md", "---\ntitle: 나중\n---\n\n아직.\n")
        .site();
    let titles: Vec<&str> = site.posts.iter().map(|p| p.meta.title.as_str()).collect();
    assert_eq!(titles, ["안녕"]);
    assert!(site.partials.contains_key("content/blog/_sign.md"));
}

#[test]
fn an_import_written_with_escapes_is_read_as_javascript_reads_it() {
    // `'./\_part.mdx'` is `./_part.mdx` to JavaScript (a Markdown habit: `\_` keeps `_` from starting emphasis).
    let site = site("# 안내\n\nimport Part from './\\_part.mdx';\nimport Tabs from \"@theme/\\u0054abs\";\n\n<Part product=\"x\" />\n", &[]).site();
    let output = codegen::generate(&site);
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let page = module(&output, "pages/guide.tsx");
    let part_module = codegen::partial_module_path("content/docs/guide/_part.mdx");
    assert!(page.contains(&format!("import Part from \"../{part_module}\";")), "{page}");
    assert!(
        page.contains("import $Tabs from \"../../docusaurus/theme/Tabs\";")
            || page.contains("from \"../../docusaurus/theme/Tabs\""),
        "{page}"
    );
    assert!(!page.contains("\\_part"), "{page}");
}

/// MDX's layout: a body's `export default` is the component its content is
/// shown in, given the props the content is given (a partial's tag's, none
/// for a page), as MDX compiles it; an import rewritten before it in the same
/// block leaves it whole.
#[test]
fn an_export_default_is_the_layout_the_content_is_shown_in() {
    let frame = "import Admonition from '@theme/Admonition';\nexport default function Frame({ children, tone }) {\n  return <Admonition type={tone}>{children}</Admonition>;\n}\n\n틀 안의 문단.\n";
    let page = "# 안내\n\nimport Framed from './_framed.mdx';\nexport default ({ children }) => <article>{children}</article>;\n\n<Framed tone=\"tip\" />\n";
    let site = site(page, &[("content/docs/guide/_framed.mdx", frame)]).site();
    let output = codegen::generate(&site);
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let part =
        module(&output, &format!("{}.tsx", codegen::partial_module_path("content/docs/guide/_framed.mdx")));
    assert!(
        part.contains("import Admonition from \"../../docusaurus/theme/Admonition\";\nconst $MDXLayout = function Frame({ children, tone }) {"),
        "{part}"
    );
    assert!(
        part.contains("return <$MDXLayout {...props}><p>{\"틀 안의 문단.\"}</p>\n</$MDXLayout>;"),
        "{part}"
    );
    let page = module(&output, "pages/guide.tsx");
    assert!(page.contains("const $MDXLayout = ({ children }) => <article>{children}</article>;"), "{page}");
    assert!(page.contains("<$MDXLayout><h1") || page.contains("<$MDXLayout><Framed"), "{page}");
    // The body is a component of its own, shown in the doc's layout (hooks it calls find the doc).
    assert!(page.contains("</$MDXLayout>;\n}\n"), "{page}");
    assert!(
        page.contains("<$DocPage meta={$meta} sidebar={sidebar}>\n      <$Content />\n    </$DocPage>"),
        "{page}"
    );
}

/// A script beside the pages that imports Markdown (`import Android from
/// './_android.md'` in a `.jsx` a doc shows, or a component in src/): each
/// such file is compiled into a module of its own, as Docusaurus' MDX loader
/// compiles it, and the manifest tells the bundle stage which one an import
/// of the file becomes; a file no script imports is no such module.
#[test]
fn markdown_a_site_script_imports_is_compiled_and_named_for_the_bundle_stage() {
    let loaded = site(
        "# 안내\n\nimport { Platforms } from './_platforms.jsx';\n\n<Platforms />\n",
        &[
            (
                "content/docs/guide/_platforms.jsx",
                "import Android from './_android.md';\nimport Ios from \"../_shared/_note.md\";\nexport const Platforms = () => <><Android /><Ios /></>;\n",
            ),
            ("content/docs/guide/_android.md", "## 안드로이드\n\n[안내](./index.mdx)로 돌아가기.\n"),
            ("src/components/Table.tsx", "import Rows from '@site/content/docs/guide/_rows.mdx';\nexport default (p: { n: number }) => <Rows />;\n"),
            ("content/docs/guide/_rows.mdx", "| 가 | 나 |\n| - | - |\n| 1 | 2 |\n"),
        ],
    )
    .load();
    let shown: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert!(shown.is_empty(), "{shown:?}");
    let site = loaded.site.expect("the site loads");
    assert_eq!(
        site.script_partials,
        ["content/docs/_shared/_note.md", "content/docs/guide/_android.md", "content/docs/guide/_rows.mdx"]
    );
    let output = codegen::generate(&site);
    let manifest: serde_json::Value = serde_json::from_str(module(&output, "manifest.json")).unwrap();
    let named = manifest["markdown_modules"].as_object().expect("the manifest names them");
    assert_eq!(named.len(), 3);
    for (file, module_path) in named {
        let text = module(&output, module_path.as_str().unwrap());
        assert!(text.contains("export default function"), "{file}: {text}");
    }
    // Its link is checked and written as the page's address, like a page's own.
    let android = module(&output, named["content/docs/guide/_android.md"].as_str().unwrap());
    assert!(android.contains("\"/guide\""), "{android}");
    assert!(!named.contains_key("content/docs/guide/_unused.md"));
}

/// A monorepo's site shows the repository's changelog (`@site/../CHANGELOG.md`,
/// which the loader read): a partial like any other, its module named as one.
#[test]
fn a_partial_from_above_the_site_is_shown_as_any_partial() {
    let site = SiteBuilder::minimal()
        .file(PAGE, "# 안내\n\nimport Changes from '@site/../CHANGELOG.md';\n\n<Changes />\n")
        .file("../CHANGELOG.md", "## 1.2.0\n\n고친 것들입니다.\n")
        .site();
    let output = codegen::generate(&site);
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let changes = codegen::partial_module_path("../CHANGELOG.md");
    let page = module(&output, "pages/guide.tsx");
    assert!(page.contains(&format!("import Changes from \"../{changes}\";")), "{page}");
    assert!(module(&output, &format!("{changes}.tsx")).contains("고친 것들입니다."));
    // One the loader did not read (outside the site's repository) is no file of the site.
    let loaded = SiteBuilder::minimal()
        .file(PAGE, "# 안내\n\nimport Gone from '@site/../../GONE.md';\n\n<Gone />\n")
        .load();
    let shown: Vec<String> = loaded.diagnostics.iter().map(ToString::to_string).collect();
    assert!(
        shown.iter().any(|d| d.contains("imports `../../GONE.md`, which is not a file of the site")),
        "{shown:?}"
    );
}

/// `import Part, {toc as partToc} from './part.md'`: the partial is read and
/// shown all the same, and its module exports what Docusaurus' MDX loader
/// gives beside the component (`toc`, `contentTitle`, `frontMatter`).
#[test]
fn a_partial_imported_with_its_toc_is_shown_and_exports_it() {
    let page = "# 안내\n\nimport Part, {toc as partToc} from './_part.mdx';\nimport {toc as stepsToc} from './_steps.md';\n\n<Part product=\"가상 머신\" />\n\nexport const toc = [...partToc, ...stepsToc];\n";
    let loaded = site(page, &[("content/docs/guide/_steps.md", "### 단계\n\n하나씩 합니다.\n")]).load();
    let site = loaded.site.expect("the site loads");
    let output = codegen::generate(&site);
    assert!(output.diagnostics.is_empty(), "{:?}", output.diagnostics);
    let part_module = codegen::partial_module_path("content/docs/guide/_part.mdx");
    let page = module(&output, "pages/guide.tsx");
    assert!(page.contains(&format!("import Part, {{toc as partToc}} from \"../{part_module}\";")), "{page}");
    let part = module(&output, &format!("{part_module}.tsx"));
    assert!(
        part.contains("export const toc = [{ value: \"설치 준비\", id: \"설치-준비\", level: 2 }];"),
        "{part}"
    );
    assert!(part.contains("export const contentTitle = undefined;"), "{part}");
    // A partial only its names are taken from is read too, and exports them.
    let steps =
        module(&output, &format!("{}.tsx", codegen::partial_module_path("content/docs/guide/_steps.md")));
    assert!(steps.contains("export const toc = [{ value: \"단계\", id: \"단계\", level: 3 }];"), "{steps}");
}
