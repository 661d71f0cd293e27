//! Content that renders but deserves a warning, each at its file:line:col.

mod common;

fn warnings(body: &str) -> Vec<String> {
    common::generate(body).diagnostics.iter().map(ToString::to_string).collect()
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
