//! Content that renders but deserves a warning, each at its file:line:col.

use std::fs;

fn warnings(body: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write(
        "content/site.toml",
        "title = \"T\"\ntagline = \"t\"\nurl = \"https://e.com\"\nlogo = \"/l.svg\"\ncopyright = \"c\"\nlegal = \"l\"\ncontact = \"a@b.c\"\n",
    );
    write(
        "content/data/home.yml",
        "hero: {title: T, tagline: t, actions: []}\noverview: {title: O, description: d, cards: []}\nhistory: {title: H, description: d}\n",
    );
    write(
        "static/img/here.svg",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"></svg>",
    );
    write("content/docs/guide/index.md", body);
    let loaded = content_model::load(dir.path());
    let output = codegen::generate(loaded.site.as_ref().expect("loads"));
    output.diagnostics.iter().map(ToString::to_string).collect()
}

#[test]
fn each_problem_is_reported_where_it_is() {
    let found = warnings(
        "# 제목\n\n![있음](/img/here.svg) ![없음](/img/missing.png)\n\n[문서](./nope.md)\n\n<div onclick=\"x\">html</div>\n\n<Widget />\n",
    );
    assert_eq!(
        found,
        [
            "content/docs/guide/index.md:3:22: warning: image `/img/missing.png` is not in static/ (a file under static/, referenced from the site root)",
            "content/docs/guide/index.md:5:1: warning: link to `./nope.md`: there is no doc at content/docs/guide/nope.md (a relative path to a .md file under content/docs)",
            "content/docs/guide/index.md:7:1: warning: attributes left out of `<div>`: onclick (attributes without scripts, styles or unsafe URLs)",
            "content/docs/guide/index.md:9:1: warning: unknown component `<Widget />` (`<Glossary />`)",
        ]
    );
}
