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
