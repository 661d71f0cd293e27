//! Page modules remembered between builds: a rebuild renders only the pages
//! whose inputs changed (rendering Markdown to JSX is most of codegen).
//!
//! An entry is found by a key of everything the page's module is made of
//! that the caller can name up front (its file, its metadata with the
//! neighbours, breadcrumbs and dates the site gave it, its sidebar view, the
//! settings it reads), and is used only if the questions its rendering asked
//! of the rest of the site (see `lookups`) get the same answers from this
//! site. Like the highlighting memo, it lives in the process and leaves it
//! as bytes, which xtask keeps in the build cache with the generator's hash.

use std::collections::HashMap;
use std::sync::Mutex;

use content_model::{ContentLink, Diagnostic, Site};

use crate::lookups::{self, Lookup, Lookups};
use crate::pages::Found;

/// A BLAKE3 hash of a page's own inputs.
pub type Key = [u8; 32];

/// A page's module texts (a post has its page and its preview) and what rendering found.
pub type Made = (Vec<String>, Found);

#[derive(Default)]
pub struct PageMemo {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Key, Entry>,
    counts: PageCounts,
}

#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct Entry {
    texts: Vec<String>,
    diagnostics: Vec<Diagnostic>,
    links: Vec<ContentLink>,
    asked: Vec<Lookup>,
    answers: [u8; 32],
    #[serde(skip)]
    used: bool,
}

/// How many pages a generation took from the memo and how many it rendered.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PageCounts {
    pub reused: usize,
    pub rendered: usize,
}

/// Hashes a page's own inputs, each part with its length (no two lists of parts collide).
pub fn key(parts: &[&[u8]]) -> Key {
    let mut hasher = blake3::Hasher::new();
    for part in parts {
        hasher.update(&(part.len() as u64).to_le_bytes()).update(part);
    }
    *hasher.finalize().as_bytes()
}

impl PageMemo {
    /// The page made under `key`: remembered, when the site answers its
    /// questions as before, or made by `make` (which asks through the view it is given).
    pub fn page(&self, site: &Site, key: Key, make: impl FnOnce(&Lookups) -> Made) -> Made {
        let known = self.inner.lock().expect("memo lock").entries.get(&key).map(|e| e.asked.clone());
        if let Some(asked) = known {
            let answers = lookups::answers(site, &asked);
            let mut inner = self.inner.lock().expect("memo lock");
            if let Some(entry) = inner.entries.get_mut(&key).filter(|e| e.answers == answers) {
                entry.used = true;
                let made = (
                    entry.texts.clone(),
                    Found { diagnostics: entry.diagnostics.clone(), links: entry.links.clone() },
                );
                inner.counts.reused += 1;
                return made;
            }
        }
        let view = Lookups::new(site);
        let (texts, found) = make(&view);
        let asked = view.asked();
        let entry = Entry {
            texts: texts.clone(),
            diagnostics: found.diagnostics.clone(),
            links: found.links.clone(),
            answers: lookups::answers(site, &asked),
            asked,
            used: true,
        };
        let mut inner = self.inner.lock().expect("memo lock");
        inner.counts.rendered += 1;
        inner.entries.insert(key, entry);
        (texts, found)
    }

    /// Pages reused and rendered since the last export.
    pub fn counts(&self) -> PageCounts {
        self.inner.lock().expect("memo lock").counts
    }

    /// The pages made or reused since the last export, as bytes for
    /// [`PageMemo::import`]; forgets the others. `version` names the code
    /// that made them (the caller's build).
    pub fn export(&self, version: &str) -> Vec<u8> {
        let mut inner = self.inner.lock().expect("memo lock");
        inner.counts = PageCounts::default();
        inner.entries.retain(|_, entry| std::mem::take(&mut entry.used));
        let stored: Vec<(&Key, &Entry)> = inner.entries.iter().collect();
        bincode::serialize(&(version, stored)).expect("the memo serialises")
    }

    /// Adds the pages of an earlier export by the same `version`; other bytes are ignored.
    pub fn import(&self, version: &str, bytes: &[u8]) {
        let Ok((made_by, stored)) = bincode::deserialize::<(String, Vec<(Key, Entry)>)>(bytes) else {
            return;
        };
        if made_by != version {
            return;
        }
        let mut inner = self.inner.lock().expect("memo lock");
        for (key, entry) in stored {
            inner.entries.entry(key).or_insert(entry);
        }
    }
}
