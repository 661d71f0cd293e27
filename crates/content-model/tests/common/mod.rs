//! A small site in a temporary folder, for tests that load content from disk.

use std::fs;

const SITE: &str = r#"
title = "T"
tagline = "t"
url = "https://example.com"
logo = "/logo.svg"
copyright = "c"
legal = "l"
contact = "a@b.c"
"#;

const HOME: &str = "hero: {title: T, tagline: t, actions: []}\noverview: {title: O, description: d, cards: []}\nhistory: {title: H, description: d}\n";

pub fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut all = vec![("content/site.toml", SITE), ("content/data/home.yml", HOME)];
    all.extend_from_slice(files);
    for (path, text) in all {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}
