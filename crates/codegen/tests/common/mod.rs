//! A minimal site in a temporary folder, with one doc whose body a test chooses.

use std::fs;

pub fn generate(body: &str) -> codegen::Output {
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
    codegen::generate(loaded.site.as_ref().expect("loads"))
}
