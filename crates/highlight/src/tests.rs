use super::*;

fn classes(language: &str, code: &str) -> Vec<Vec<(&'static str, String)>> {
    let Language::Known(syntax) = Language::find(language) else { panic!("{language} is not known") };
    let lines: Vec<&str> = code.lines().collect();
    highlight(syntax, &lines, &Memo::default())
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
        // Prism's alias of shell-session.
        "shellsession",
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
    let classes = sublime::SCOPE_CLASSES.iter().chain(trees::CAPTURES).map(|(_, class)| *class);
    for class in classes {
        assert!(class.is_empty() || declared.contains(&class), "class `{class}` has no palette entry");
    }
}

#[test]
fn tree_sitter_captures_map_onto_our_classes() {
    let cases = [
        ("bash", "openstack server list --long", "openstack", "f"),
        ("bash", "openstack server list --long", "--long", "v"),
        ("console", "echo \"$HOME\"", "HOME", "v"),
        // A placeholder to fill in is a word, not a redirection that breaks the line.
        ("bash", "openstack server add floating ip web-1 <받은 유동 IP>", "openstack", "f"),
        ("bash", "openstack server create \\\n  --flavor <플레이버 이름> \\\n  --wait web-1", "--wait", "v"),
        ("yaml", "image: nginx:1.27", "nginx:1.27", "s"),
        ("json", "{\"port\": 8080}", "\"port\"", "r"),
        ("toml", "[server]\ntags = [\"a\", \"b\"]", "tags", "t"),
        ("toml", "[server]\ntags = [\"a\", \"b\"]", ",", ""),
        ("python", "conn.compute.servers()", "servers", "f"),
        ("python", "conn.compute.servers()", "compute", "r"),
        ("go", "func main() { fmt.Println(\"x\") }", "Println", "f"),
        ("go", "func main() { fmt.Println(\"x\") }", "main", "f"),
        ("rust", "let port = 8080_u16;", "8080_u16", "n"),
        ("typescript", "interface Server { id: string }", "interface", "k"),
        ("typescript", "interface Server { id: string }", "string", "y"),
        ("tsx", "const a = <li key={id}>x</li>;", "li", "t"),
        ("jsx", "const a = <li key={id}>x</li>;", "key", "a"),
        ("css", ".card { color: red; }", "color", "r"),
        ("html", "<p class=\"x\">hi</p>", "class", "a"),
        // Scripts and styles in HTML are highlighted as what they are.
        ("html", "<script>const a = 1;</script>", "const", "k"),
        ("java", "class A { void run() { System.out.println(1); } }", "println", "f"),
    ];
    for (language, code, text, class) in cases {
        assert_eq!(class_of_text(language, code, text), class, "`{text}` in {language}: {code}");
    }
}

#[test]
fn text_is_kept_exactly_in_every_tree_sitter_language() {
    let code = "  첫 줄 { \"a\": [1, 2] }\n\n\tlast // 끝\r";
    for language in
        ["bash", "css", "go", "html", "java", "js", "json", "python", "rust", "toml", "ts", "tsx", "yaml"]
    {
        let lines = classes(language, code);
        assert_eq!(lines.len(), 3, "{language}");
        let joined: Vec<String> = lines.iter().map(|l| l.iter().map(|(_, t)| t.as_str()).collect()).collect();
        assert_eq!(joined.join("\n"), code, "{language}");
    }
}

#[test]
fn whitespace_joins_a_neighbouring_run_instead_of_making_its_own() {
    let lines = classes("yaml", "server:\n    port: 8080   # 기본값");
    assert_eq!(lines[1].first(), Some(&("t", "    port".to_string())), "{lines:?}");
    assert_eq!(lines[1].iter().filter(|(_, t)| t.trim().is_empty()).count(), 0, "{lines:?}");
}

/// The names Prism (Docusaurus' highlighter) knows these languages by, as
/// sites write them after a fence, find a grammar here too.
#[test]
fn prisms_names_for_common_languages_find_a_grammar() {
    let prism = [
        "csharp",
        "cs",
        "c#",
        "dotnet",
        "cpp",
        "c++",
        "c",
        "objectivec",
        "objc",
        "kotlin",
        "kt",
        "swift",
        "ruby",
        "rb",
        "php",
        "powershell",
        "ps1",
        "sql",
        "graphql",
        "diff",
        "makefile",
        "ini",
        "groovy",
        "scala",
        "lua",
        "perl",
        "r",
        "haskell",
        "dart",
        "protobuf",
        "properties",
        "markdown",
        "md",
        "xml",
        "svg",
        "markup",
        "rss",
        "dockerfile",
        "nginx",
        "batch",
        "scss",
        "less",
        "latex",
        "erlang",
        "elixir",
        "clojure",
        "ocaml",
        "fsharp",
        "julia",
        "zig",
        "nix",
        "vim",
        "hlsl",
        "glsl",
        "matlab",
        "solidity",
        "tsx",
        "jsx",
        "flow",
        "handlebars",
        "hbs",
    ];
    let missing: Vec<&str> =
        prism.into_iter().filter(|name| !matches!(Language::find(name), Language::Known(_))).collect();
    assert!(missing.is_empty(), "no grammar for {missing:?}");
}
