//! Names of generated modules and ids derived from content.

use std::collections::HashSet;

/// An ASCII file-name stem for a route, unique among those already taken.
/// Non-ASCII routes (Hangul file names) keep their ASCII parts plus a number.
pub fn module_name(prefix: &str, path: &str, taken: &mut HashSet<String>) -> String {
    let mut stem = String::from(prefix);
    for c in path.trim_matches('/').chars() {
        match c {
            'a'..='z' | '0'..='9' | '-' => stem.push(c),
            'A'..='Z' => stem.push(c.to_ascii_lowercase()),
            '/' | '_' | '.' | ' ' => stem.push('_'),
            _ => {}
        }
    }
    // The root has no name of its own (bundlers name an `index` module after its folder): `home`.
    let stem = if path.trim_matches('/').is_empty() { format!("{stem}home") } else { stem };
    let mut name = stem.clone();
    let mut n = 1;
    while !taken.insert(name.clone()) {
        n += 1;
        name = format!("{stem}{n}");
    }
    name
}

/// The generated module (under `partials/`, no extension) of the Markdown
/// partial at `path` in the site: its ASCII file name and a hash of the whole
/// path, so it is a function of the path alone (a page that imports it needs
/// no other page to name it).
pub fn partial_module(path: &str) -> String {
    let file = path.rsplit('/').next().unwrap_or(path);
    let stem = file.rsplit_once('.').map_or(file, |(stem, _)| stem);
    let mut name: String = stem
        .chars()
        .filter_map(|c| match c {
            'a'..='z' | '0'..='9' | '-' => Some(c),
            'A'..='Z' => Some(c.to_ascii_lowercase()),
            '_' | '.' | ' ' => Some('_'),
            _ => None,
        })
        .collect::<String>()
        .trim_matches('_')
        .to_string();
    let hash = blake3::hash(path.as_bytes()).to_hex();
    if !name.is_empty() {
        name.push('-');
    }
    format!("partials/{name}{}", &hash[..10])
}

/// An id usable in `href="#…"` for a footnote label.
pub fn fragment(label: &str) -> String {
    label.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_ascii_and_unique() {
        let mut taken = HashSet::new();
        assert_eq!(
            module_name("doc-", "/guide/compute/create-vm", &mut taken),
            "doc-guide_compute_create-vm"
        );
        assert_eq!(module_name("doc-", "/guide/가상머신", &mut taken), "doc-guide_");
        assert_eq!(module_name("doc-", "/guide/네트워크", &mut taken), "doc-guide_2");
        assert_eq!(module_name("", "/", &mut taken), "home");
    }
}
