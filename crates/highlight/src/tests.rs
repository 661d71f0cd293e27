use super::*;

fn classes(language: &str, code: &str) -> Vec<Vec<(&'static str, String)>> {
    let Language::Known(syntax) = Language::find(language) else { panic!("{language} is not known") };
    let lines: Vec<&str> = code.lines().collect();
    highlight(syntax, &lines)
        .into_iter()
        .map(|line| line.into_iter().map(|t| (t.class, t.text)).collect())
        .collect()
}

fn class_of_text(language: &str, code: &str, text: &str) -> &'static str {
    classes(language, code)
        .into_iter()
        .flatten()
        .find(|(_, t)| t.trim() == text)
        .unwrap_or_else(|| panic!("no token `{text}` in {:?}", classes(language, code)))
        .0
}

#[test]
fn every_language_of_the_issue_has_a_grammar() {
    let wanted = [
        "bash",
        "sh",
        "shell",
        "zsh",
        "console",
        "yaml",
        "yml",
        "json",
        "toml",
        "ini",
        "python",
        "py",
        "javascript",
        "js",
        "typescript",
        "ts",
        "jsx",
        "tsx",
        "go",
        "rust",
        "java",
        "dockerfile",
        "docker",
        "nginx",
        "hcl",
        "terraform",
        "tf",
        "sql",
        "diff",
        "html",
        "css",
        "markdown",
        "md",
        "powershell",
    ];
    let missing: Vec<&str> =
        wanted.into_iter().filter(|l| !matches!(Language::find(l), Language::Known(_))).collect();
    assert!(missing.is_empty(), "no grammar for {missing:?}");
    assert!(matches!(Language::find("text"), Language::Plain));
    assert!(matches!(Language::find(""), Language::Plain));
    assert!(matches!(Language::find("klingon"), Language::Unknown));
}

#[test]
fn text_is_kept_exactly() {
    let code = "sudo apt install -y nginx # 설치\nexport A=\"b c\"\n\n  echo $A";
    let lines = classes("bash", code);
    let joined: Vec<String> = lines.iter().map(|l| l.iter().map(|(_, t)| t.as_str()).collect()).collect();
    assert_eq!(joined.join("\n"), code);
}

#[test]
fn tokens_get_their_classes() {
    assert_eq!(class_of_text("bash", "echo hi # note", "# note"), "c");
    assert_eq!(class_of_text("bash", "echo \"hi\"", "\"hi\""), "s");
    assert_eq!(class_of_text("bash", "if true; then echo; fi", "if"), "k");
    assert_eq!(class_of_text("yaml", "name: web\nport: 8080", "name"), "t");
    assert_eq!(class_of_text("yaml", "name: web\nport: 8080", "8080"), "n");
    assert_eq!(class_of_text("python", "def main():\n    return 1", "def"), "k");
    assert_eq!(class_of_text("python", "def main():\n    return 1", "main"), "f");
    assert_eq!(class_of_text("json", "{\"a\": true}", "true"), "b");
    assert_eq!(class_of_text("diff", "@@ -1 +1 @@\n-old\n+new", "+new"), "i");
    assert_eq!(class_of_text("diff", "@@ -1 +1 @@\n-old\n+new", "-old"), "d");
    assert_eq!(class_of_text("rust", "fn main() { let x = 1; }", "fn"), "k");
}

#[test]
fn every_class_emitted_is_declared() {
    let declared: Vec<&str> = CLASSES.iter().map(|(c, _)| *c).collect();
    for (_, class) in SCOPE_CLASSES {
        assert!(class.is_empty() || declared.contains(class), "class `{class}` has no palette entry");
    }
}
