use super::*;

fn run_at(path: &str, body: &str) -> (Prepared, Vec<String>) {
    let file = SourceFile::new(path, body);
    let prepared = prepare(&file, body, 0);
    let shown = prepared.problems.iter().map(ToString::to_string).collect();
    (prepared, shown)
}

fn run(body: &str) -> (String, Vec<String>) {
    let (prepared, shown) = run_at("docs/a.mdx", body);
    (prepared.text, shown)
}

#[test]
fn theme_imports_and_comments_are_blanked() {
    let body = "import Tabs from '@theme/Tabs';\nimport {\n  Foo,\n} from \"@docusaurus/Link\";\n\n본문 {/* 메모 */} 끝\n\n{/* truncate */}\n";
    let (text, problems) = run(body);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(text.len(), body.len(), "blanking keeps offsets");
    assert!(!text.contains("import") && !text.contains("메모"), "{text}");
    assert!(text.contains("본문") && text.contains("<!--truncate-->"), "{text}");
}

#[test]
fn code_is_left_alone() {
    let (text, problems) =
        run("```js\nimport x from 'y';\nconst a = {b}; {/* c */}\n```\n\n`{inline} {/* d */}`\n");
    assert!(problems.is_empty(), "{problems:?}");
    assert!(text.contains("import x from 'y';") && text.contains("{/* c */}") && text.contains("{/* d */}"));
}

#[test]
fn exported_literals_are_substituted() {
    let body = "export const version = '2.4.1';\nimport fromage from './from.png';\nexport const regions = [\n  {value: 'seoul', label: '서울 *리전*'},\n];\nexport const on = true;\n\n## 버전 {version}\n\nCLI {version}, {regions[0].label}, {regions[0]['value']}{on}, {3}\n\n<Tabs groupId=\"r\" values={regions}>\n<TabItem 값={1} value={regions[0].value} default={on} hidden={false}>{version} & 1</TabItem>\n</Tabs>\n";
    let (text, problems) = run(body);
    assert!(problems.is_empty(), "{problems:?}");
    assert!(!text.contains("export") && !text.contains("fromage"), "{text}");
    assert!(text.contains("## 버전 2\\.4\\.1\n"), "{text}");
    assert!(text.contains("CLI 2\\.4\\.1, 서울 \\*리전\\*, seoul, 3\n"), "{text}");
    assert!(
        text.contains(r#"<Tabs groupId="r" values="[{&quot;label&quot;:&quot;서울 *리전*&quot;,&quot;value&quot;:&quot;seoul&quot;}]">"#),
        "{text}"
    );
    assert!(text.contains("<TabItem 값=\"1\" value=\"seoul\" default>2.4.1 & 1</TabItem>"), "{text}");
}

#[test]
fn file_imports_bind_their_address() {
    let body = "import arch from '@site/static/img/arch.png';\nimport shot from './img/shot.png';\nimport up from '@site/docs/img/up.png';\n\n<img src={arch} alt=\"a\" />\n\n<img src={shot} alt=\"b\" /> <img src={up} alt=\"c\" />\n";
    let (prepared, problems) = run_at("docs/guide/a.mdx", body);
    assert!(problems.is_empty(), "{problems:?}");
    assert!(prepared.text.contains("<img src=\"/img/arch.png\" alt=\"a\" />"), "{}", prepared.text);
    assert!(prepared.text.contains("<img src=\"./img/shot.png\" alt=\"b\" />"), "{}", prepared.text);
    assert!(prepared.text.contains("<img src=\"../img/up.png\" alt=\"c\" />"), "{}", prepared.text);
    let refs: Vec<&str> = prepared.references.iter().map(|(r, _)| r.as_str()).collect();
    assert_eq!(refs, ["./img/shot.png", "../img/up.png"]);
    assert_eq!(prepared.references[0].1, body.find("import shot").unwrap());
}

#[test]
fn theme_components_become_markdown() {
    let body = "<CodeBlock language=\"bash\" title=\"접속\" showLineNumbers>\n{`ssh host\nuname -a`}\n</CodeBlock>\n\n<CodeBlock language=\"bash\">whoami</CodeBlock>\n\n<Admonition type=\"warning\" title=\"키\">\n  내용 {x}\n</Admonition>\n\n<Details summary=\"질문 <1>\">\n  답\n</Details>\n";
    let (text, problems) = run(&format!("export const x = 1;\n{body}"));
    assert!(problems.is_empty(), "{problems:?}");
    assert!(text.contains("```bash title=\"접속\" showLineNumbers\nssh host\nuname -a\n```\n"), "{text}");
    assert!(text.contains("```bash\nwhoami\n```\n"), "{text}");
    assert!(text.contains(":::warning 키\n  내용 1\n:::\n"), "{text}");
    assert!(text.contains("<details><summary>질문 &lt;1&gt;</summary>\n  답\n</Details>"), "{text}");
}

#[test]
fn offsets_after_a_rewrite_lead_back_to_the_file() {
    let body = "export const v = 'a much longer value';\n\n{v} [link](./x.md)\n";
    let (prepared, _) = run_at("docs/a.mdx", body);
    let link = prepared.text.find("[link]").unwrap();
    assert_eq!(prepared.map.source(link), body.find("[link]").unwrap());
}

#[test]
fn what_needs_javascript_is_an_error_at_its_place() {
    let (_, problems) = run(
        "import Chart from '../components/Chart';\nexport const n = 3;\nexport function f() {}\nexport const later = `v${n}`;\n\n값은 {n}개, 괄호는 \\{ 그대로\n\n<Tabs groupId={id}>\n\n{n.map((x) => x)} {obj}\n\n<Chart data={[1, 2]} />\n\nexport const obj = {a: 1};\n",
    );
    let tail = "(`{name}`, `{name.field}` or `{name[0]}` of an `export const` of this file, a literal, or `\\{` for a brace)";
    assert_eq!(
        problems,
        [
            "docs/a.mdx:1:1: error: import of `../components/Chart` cannot be run here (Markdown instead: `![alt](/img/…)` for an image under static/, a link for a page; only `@theme/…` components and files (`import img from '@site/static/img/a.png'`) are understood)".to_string(),
            "docs/a.mdx:3:1: error: this `export` needs JavaScript to run, which this site never does (`export const name = …` with literal data: text, numbers, true/false, arrays and objects of them)".to_string(),
            "docs/a.mdx:4:24: error: `export const later`: `${…}` in a template string needs JavaScript to fill in (`export const name = …` with literal data: text, numbers, true/false, arrays and objects of them)".to_string(),
            format!("docs/a.mdx:8:16: error: JSX expression `{{id}}` cannot be turned into static output: `id` is not a value exported or imported in this file {tail}"),
            format!("docs/a.mdx:10:3: error: JSX expression `{{n.map((x) => x)}}` cannot be turned into static output: `n` has no field `map` {tail}"),
            "docs/a.mdx:10:19: error: JSX expression `{obj}` is an object, which cannot be shown as text (one of its fields, `{name.field}`)".to_string(),
            "docs/a.mdx:12:13: error: JSX expression `{[1, 2]}` cannot be turned into static output: `data` of `<Chart>` cannot take data (text or a number; only `<Tabs values={…}>` takes a list)".to_string(),
        ]
    );
}

#[test]
fn imports_that_leave_the_site_are_errors() {
    let (_, problems) =
        run_at("docs/a.mdx", "import x from '@site/../secret.png';\nimport y from '../../../z.png';\n");
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems[0].contains("outside the site folder"), "{problems:?}");
    assert!(problems[1].starts_with("docs/a.mdx:2:1:") && problems[1].contains("outside"), "{problems:?}");
}

#[test]
fn code_block_children_must_be_text() {
    let (_, problems) = run("<CodeBlock language=\"js\">\n  const a = 1;\n</CodeBlock>\n");
    assert_eq!(
        problems,
        [
            "docs/a.mdx:2:3: error: the code of `<CodeBlock>` is Markdown here, not text (the code written as a template string: {`…`})"
        ]
    );
}

/// Odd and cut-off input, combined three at a time: never a panic, and every
/// offset of the rewritten text leads back into the body.
#[test]
fn odd_input_never_panics_and_offsets_stay_in_the_body() {
    let pieces = [
        "export const 값 = ['가', {나: `다\n라`}];\n",
        "export const x = 'open\n",
        "export const y = [1, 2\n",
        "import 그림 from './img/가.png';\n",
        "import {\n",
        "{값[1].나}",
        "{값",
        "<Tabs 이름={값[0]} values={값}>\n",
        "<CodeBlock title={값[0]}>{`코드\n`}</CodeBlock>\n",
        "<CodeBlock>\n",
        "<Admonition type=\"tip\" title={'제목'}>본문</Admonition>\n",
        "<Details summary=\"요약\">\n",
        "</Admonition>\n",
        "## 제목 {값[0]}\n",
        "```\n{x}\n",
        "{/* 주석 */}",
        "<img src={그림} alt=\"그림\" hidden={false} />",
        "한글 {'\\u{AC00}'} \\{",
        "\n\n",
    ];
    for a in pieces {
        for b in pieces {
            for c in pieces {
                let body = format!("{a}{b}{c}");
                let file = SourceFile::new("docs/가/a.mdx", &body);
                let prepared = prepare(&file, &body, 0);
                for (i, _) in prepared.text.char_indices() {
                    assert!(prepared.map.source(i) <= body.len(), "{body:?}");
                }
            }
        }
    }
}
