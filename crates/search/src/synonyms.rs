//! Other names of the same thing, found at build time: every glossary term's
//! Korean and English names and its `aliases`, and the transliterations in
//! `rules.json` (깃랩 / GitLab). A query for one name also searches the others,
//! ranked just below pages that match what was typed.

use content_model::Site;

use crate::rules::rules;
use crate::terms::{Stemming, terms};

/// What the index needs from the site besides its pages.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Extras {
    /// Groups of names for one thing, as readers see them (`유동 IP`, `Floating IP`, `플로팅 IP`).
    pub synonyms: Vec<Vec<String>>,
    /// The page that shows the glossary, offered when a search finds nothing.
    pub glossary: Option<String>,
    /// How the site's language reduces words (its locale's).
    pub stemming: Stemming,
}

impl Extras {
    pub fn from_site(site: &Site) -> Self {
        let mut synonyms: Vec<Vec<String>> =
            site.glossary.iter().flat_map(|g| &g.terms).map(|t| names(&t.ko, &t.en, &t.aliases)).collect();
        synonyms.extend(rules().transliterations.iter().map(|group| distinct(group.iter().cloned())));
        synonyms.retain(|group| group.len() > 1);
        let glossary = site
            .docs
            .iter()
            .find(|d| d.body.components.iter().any(|(_, name)| name == "Glossary"))
            .map(|d| d.meta.path.clone());
        Extras { synonyms, glossary, stemming: Stemming::of_site(site) }
    }
}

/// A term's names: `Virtual Machine (VM)` is two English names.
pub fn names(ko: &str, en: &str, aliases: &[String]) -> Vec<String> {
    let mut all = vec![ko.to_string()];
    match en.split_once('(') {
        Some((name, rest)) => {
            all.push(name.trim().to_string());
            all.push(rest.trim_end_matches(')').trim().to_string());
        }
        None => all.push(en.trim().to_string()),
    }
    all.extend(aliases.iter().cloned());
    distinct(all.into_iter())
}

/// The key a name is matched by: its terms run together (`유동 IP` → `유동ip`).
pub fn key(name: &str) -> String {
    terms(name).into_iter().map(|t| t.text).collect()
}

/// Names without empty ones or repeats of the same key.
fn distinct(names: impl Iterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        let k = key(&name);
        if !k.is_empty() && !out.iter().any(|n| key(n) == k) {
            out.push(name);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_names_in_brackets_are_names_too() {
        assert_eq!(
            names("가상 머신", "Virtual Machine (VM)", &["가상 서버".into()]),
            ["가상 머신", "Virtual Machine", "VM", "가상 서버"]
        );
        assert_eq!(
            names("유동 IP", "Floating IP", &["플로팅 IP".into(), "유동IP".into()]),
            ["유동 IP", "Floating IP", "플로팅 IP"]
        );
    }
}
