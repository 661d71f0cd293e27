use super::*;

/// The lines of a block decoded as ui/src/theme/CodeBlock.tsx reads them
/// (`[flags, class, text, class, text, …]`, plain text with class ""), what
/// its copy button copies, and its warnings.
fn block(info: &str, code: &str) -> (Vec<Vec<String>>, String, Vec<String>) {
    let (attrs, problems) = render(&parse_info(info), code, &highlight::Memo::default(), &Default::default());
    let attr = |wanted: &str| {
        attrs.iter().find_map(|(name, value)| match value {
            Attr::Str(text) if *name == wanted => Some(text.clone()),
            _ => None,
        })
    };
    let lines = decode(&attr("code").expect("code"), attr("marks").as_deref().unwrap_or(""));
    let copy: Vec<String> = lines.iter().filter(|l| !l[0].contains('O')).map(|l| text(l)).collect();
    (lines, copy.join("\n"), problems)
}

fn decode(code: &str, marks: &str) -> Vec<Vec<String>> {
    let mut line_marks = marks.split('|');
    code.split('\n')
        .map(|line| {
            let utf16: Vec<u16> = line.encode_utf16().collect();
            let mark = line_marks.next().unwrap_or("");
            let flags: String = mark.chars().take_while(char::is_ascii_uppercase).collect();
            let mut out = vec![flags.clone()];
            let mut at = 0;
            let mut runs = &mark[flags.len()..];
            while let Some(kind) = runs.chars().next() {
                let digits = runs[1..].find(|c: char| !c.is_ascii_digit()).map_or(runs.len(), |n| n + 1);
                let length: usize = runs[1..digits].parse().expect("a run's length");
                out.push(if kind == '.' { String::new() } else { kind.to_string() });
                out.push(String::from_utf16(&utf16[at..at + length]).expect("runs end on characters"));
                at += length;
                runs = &runs[digits..];
            }
            if at < utf16.len() {
                out.push(String::new());
                out.push(String::from_utf16(&utf16[at..]).expect("whole characters"));
            }
            out
        })
        .collect()
}

fn flags(lines: &[Vec<String>]) -> Vec<&str> {
    lines.iter().map(|l| l[0].as_str()).collect()
}

fn text(line: &[String]) -> String {
    line[1..].chunks(2).map(|pair| pair[1].as_str()).collect()
}

#[test]
fn info_strings() {
    let info = parse_info("bash title=\"키 만들기\" {1,3-5} showLineNumbers=10");
    assert_eq!(
        info,
        Info {
            language: "bash".into(),
            title: Some("키 만들기".into()),
            ranges: vec![(1, 1), (3, 5)],
            line_numbers: Some(10),
            npm2yarn: false,
            tab: None,
        }
    );
    // The tab-blocks plugin's mark: `tab` alone or with JSON settings, never the language.
    assert_eq!(parse_info("js tab").tab, Some(TabMeta { label: None, span: 1 }));
    assert_eq!(
        parse_info(r#"bash tab={"label":"Yarn 2","span":2} title="a b""#).tab,
        Some(TabMeta { label: Some("Yarn 2".into()), span: 2 })
    );
    assert_eq!(parse_info("tab").tab, None);
    assert_eq!(parse_info("js table").tab, None);
    // The npm2yarn plugin's mark is the whole meta after the language, as Docusaurus compares it.
    assert!(parse_info("bash npm2yarn").npm2yarn);
    assert!(!parse_info("npm2yarn").npm2yarn);
    assert!(!parse_info("bash npm2yarn title=x").npm2yarn);
    assert_eq!(parse_info("yaml showLineNumbers").line_numbers, Some(1));
    assert_eq!(parse_info(""), Info::default());
    assert_eq!(parse_info("title='a b.txt'").title.as_deref(), Some("a b.txt"));
    assert_eq!(parse_info("js {1, 2}").ranges, vec![(1, 1), (2, 2)]);
}

#[test]
fn ranges_mark_lines() {
    let (lines, _, problems) = block("text {1,3-4}", "a\nb\nc\nd\ne");
    assert_eq!(flags(&lines), ["H", "", "H", "H", ""]);
    assert!(problems.is_empty());
    let (_, _, problems) = block("text {9}", "a");
    assert_eq!(problems, ["line range goes to line 9, but the block has 1 lines"]);
}

#[test]
fn magic_comments_mark_lines_and_leave_the_output_and_the_copy() {
    let code = "a\n// highlight-next-line\nb\n# highlight-start\nc\n<!-- highlight-end -->\nd";
    let (lines, copy, problems) = block("js", code);
    assert_eq!(lines.iter().map(|l| text(l)).collect::<Vec<_>>(), ["a", "b", "c", "d"]);
    assert_eq!(flags(&lines), ["", "H", "H", ""]);
    assert_eq!(copy, "a\nb\nc\nd");
    assert!(problems.is_empty());
    // A start no end closes highlights nothing, as in Docusaurus; an end closes the innermost start.
    let (lines, _, problems) = block("js", "// highlight-start\nx");
    assert_eq!(flags(&lines), [""]);
    assert_eq!(
        problems,
        ["`highlight-start` without `highlight-end`: it highlights nothing, as in Docusaurus"]
    );
    let (lines, _, _) = block("js", "// highlight-start\na\n// highlight-start\nb\n// highlight-end\nc");
    assert_eq!(flags(&lines), ["", "H", ""]);
}

#[test]
fn prompts_mark_commands_and_output_and_stay_out_of_the_copy() {
    let code = "$ sudo apt update \\\n    -y\nReading package lists... Done\n$ echo hi\nhi";
    let (lines, copy, _) = block("bash", code);
    assert_eq!(flags(&lines), ["P", "", "O", "P", "O"]);
    assert_eq!(text(&lines[0]), "sudo apt update \\");
    assert_eq!(lines[2][1..], ["g".to_string(), "Reading package lists... Done".to_string()]);
    assert_eq!(copy, "sudo apt update \\\n    -y\necho hi");
    // Without any prompt a shell block is all code, `$` signs included.
    let (lines, copy, _) = block("bash", "echo $HOME\nls");
    assert_eq!(flags(&lines), ["", ""]);
    assert_eq!(copy, "echo $HOME\nls");
}

#[test]
fn code_is_highlighted_and_text_kept() {
    let (lines, copy, problems) = block("yaml", "name: web # 이름\nport: 80");
    assert!(problems.is_empty());
    assert_eq!(copy, "name: web # 이름\nport: 80");
    assert!(lines[0].contains(&"t".to_string()), "{lines:?}");
    assert!(lines[0].contains(&"c".to_string()), "{lines:?}");
    assert_eq!(text(&lines[0]), "name: web # 이름");
}

#[test]
fn unknown_languages_are_plain_with_a_warning() {
    let (lines, _, problems) = block("klingon", "Qapla'");
    assert_eq!(lines, [vec!["".to_string(), "".to_string(), "Qapla'".to_string()]]);
    assert_eq!(problems, ["no syntax highlighting for language `klingon`: shown as plain text"]);
    assert!(block("text", "x").2.is_empty());
}

#[test]
fn fence_languages_are_found_at_line_starts() {
    let markdown = "# 제목\n\n```bash title=\"a\"\nls\n```\n\n  ~~~yaml\nk: v\n~~~\n\n````md\n```python\n````\n\n인라인 ``` 은 아님.\n```\n끝\n```{1}\nx\n```";
    assert_eq!(fence_languages(markdown), ["bash", "md", "python", "yaml"]);
    assert!(fence_languages("본문뿐").is_empty());
}

#[test]
fn marks_count_utf16_units_and_leave_plain_ends_and_blocks_unmarked() {
    let line = |text| Line { text, highlighted: false, class: None, kind: Kind::Code };
    let token = |class, text: &str| Token { class, text: text.to_string() };
    // "이름" is 2 units, "🙂" (outside the BMP) 2, as JavaScript's slice counts.
    let lines = [line(""), Line { highlighted: true, ..line("") }, Line { kind: Kind::Output, ..line("") }];
    let tokens = vec![
        vec![token("t", "이름"), token("", ": "), token("s", "🙂x"), token("", " # 끝")],
        vec![token("", "plain only")],
        vec![token("g", "done")],
    ];
    let (text, marks) = encode(&lines, tokens);
    assert_eq!(text, "이름: 🙂x # 끝\nplain only\ndone");
    assert_eq!(marks.as_deref(), Some("t2.2s3|H|Og4"));
    let (text, marks) = encode(&[line(""), line("")], vec![vec![token("", "a")], vec![]]);
    assert_eq!((text.as_str(), marks), ("a\n", None));
}
