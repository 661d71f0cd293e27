//! Social cards (issue 36): a PNG for every doc and post, drawn by the
//! `cards` crate beside the bundle stage, kept in a store between builds and
//! published at the path codegen names (`codegen::cards`).
//!
//! A card is drawn again only when what it shows changes: its page's
//! section, title or description, the site's name, address or logo, the
//! fonts, or the cards crate's code. The store keeps each card under a hash
//! of its bytes; the page cache `cards` maps a page and what its card shows
//! to that hash and the file's length.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use codegen::cards::CardText;

use crate::cache::PageCache;
use crate::publish::{self, Beside};
use crate::{code, paths};

/// The fonts cards are written in: SUIT (OFL 1.1), from the npm package
/// `@sun-typeface/suit` pinned in ui/package-lock.json. Chosen because it
/// ships plain OpenType files (350 KB a weight; the package is 7.4 MB), with
/// Hangul (the 2,350 syllables of KS X 1001 and the jamo) and Latin, where
/// Pretendard's package is 72 MB and Noto Sans KR's come as web-font subsets.
const FONT_FOLDER: &str = "node_modules/@sun-typeface/suit/fonts/static/otf";
const BOLD: &str = "SUIT-Bold.otf";
const REGULAR: &str = "SUIT-Regular.otf";

/// Where the drawn cards are kept, in the build cache.
const STORE: &str = "card-store";

/// What a page's card is in the store: its bytes' hash and length.
pub type Stored = (String, u64);

/// What publishing the cards did.
pub struct Published {
    pub manifest: publish::Manifest,
    pub written: usize,
    pub cards: usize,
    pub drawn: usize,
    pub took: Duration,
}

/// Draws the cards of `texts` that `cache` does not hold (on every core) and
/// publishes every card into `into`.
pub fn publish(
    site: &content_model::Site,
    root: &Path,
    texts: &[CardText],
    cache: &mut PageCache<Stored>,
    mut into: Beside,
) -> Result<Published> {
    let started = Instant::now();
    let store = paths::cache(root).join(STORE);
    let looks = Looks::read(site, root)?;
    let mut missing = Vec::new();
    let mut keys = Vec::with_capacity(texts.len());
    for text in texts {
        let key = PageCache::<()>::key(&text.route, &looks.key_of(text));
        let kept = cache.keep(&key) && cache.get(&key).is_some_and(|stored| in_store(&store, stored));
        if !kept {
            missing.push((key.clone(), text));
        }
        keys.push(key);
    }
    let drawn = missing.len();
    if !missing.is_empty() {
        for (key, stored) in draw_all(looks, &missing, &store)? {
            cache.insert(key, stored);
        }
    }
    let mut used = std::collections::HashSet::new();
    for (text, key) in texts.iter().zip(&keys) {
        let (hash, _) = cache.get(key).expect("kept or drawn above");
        into.link(text.path.trim_start_matches('/'), &stored_file(&store, hash), hash)?;
        used.insert(format!("{hash}.png"));
    }
    forget_unused(&store, &used);
    let (manifest, written) = into.finish();
    Ok(Published { manifest, written, cards: texts.len(), drawn, took: started.elapsed() })
}

/// Removes the store's cards this build does not publish, so the store does
/// not grow without end (published files are links: build/ keeps its own).
fn forget_unused(store: &Path, used: &std::collections::HashSet<String>) {
    for entry in std::fs::read_dir(store).into_iter().flatten().flatten() {
        if !used.contains(entry.file_name().to_string_lossy().as_ref()) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

fn stored_file(store: &Path, hash: &str) -> PathBuf {
    store.join(format!("{hash}.png"))
}

/// Whether the store holds the card `stored` names, at its length (a
/// truncated or missing file is drawn again).
fn in_store(store: &Path, (hash, length): &Stored) -> bool {
    std::fs::metadata(stored_file(store, hash)).is_ok_and(|m| m.len() == *length)
}

/// What every card of the site shares, and the fonts: read once a build.
struct Looks {
    site: cards::Site,
    bold: Vec<u8>,
    regular: Vec<u8>,
    /// A hash of all of it and of the cards crate's code.
    key: blake3::Hasher,
}

impl Looks {
    fn read(site: &content_model::Site, root: &Path) -> Result<Looks> {
        let fonts = paths::ui().join(FONT_FOLDER);
        let read = |name: &str| {
            std::fs::read(fonts.join(name)).with_context(|| {
                format!("reading the social cards' font {} (is ui/node_modules in step with ui/package-lock.json?)", fonts.join(name).display())
            })
        };
        let (bold, regular) = (read(BOLD)?, read(REGULAR)?);
        let meta = &site.config;
        let host =
            meta.url.split_once("://").map_or(meta.url.as_str(), |(_, rest)| rest).trim_end_matches('/');
        let site =
            cards::Site { name: meta.title.clone(), host: host.to_string(), logo: logo(root, &meta.logo) };
        let mut key = blake3::Hasher::new();
        key.update(code::CARDS.as_bytes());
        for part in [&bold, &regular, site.name.as_bytes(), site.host.as_bytes()] {
            key.update(&part.len().to_le_bytes()).update(part);
        }
        match &site.logo {
            Some(cards::Logo::Svg(bytes)) => key.update(b"svg").update(bytes),
            Some(cards::Logo::Png(bytes)) => key.update(b"png").update(bytes),
            None => key.update(b"none"),
        };
        Ok(Looks { site, bold, regular, key })
    }

    /// The hash of what `text`'s card shows.
    fn key_of(&self, text: &CardText) -> String {
        let mut hasher = self.key.clone();
        for part in [&text.section, &text.title, &text.description] {
            hasher.update(&part.len().to_le_bytes()).update(part.as_bytes());
        }
        hasher.finalize().to_hex().to_string()
    }
}

/// The site's logo as a card can show it: an SVG or PNG file under static/
/// (a logo on another host, or in another format, is left out).
fn logo(root: &Path, logo: &str) -> Option<cards::Logo> {
    if logo.contains("://") {
        return None;
    }
    let file = paths::below(&root.join("static"), logo.trim_start_matches('/')).ok()?;
    let bytes = std::fs::read(file).ok()?;
    let lower = logo.to_ascii_lowercase();
    if lower.ends_with(".svg") {
        Some(cards::Logo::Svg(bytes))
    } else if lower.ends_with(".png") {
        Some(cards::Logo::Png(bytes))
    } else {
        None
    }
}

/// Draws `missing` on every core into the store; returns each one's key and what is stored.
fn draw_all(looks: Looks, missing: &[(String, &CardText)], store: &Path) -> Result<Vec<(String, Stored)>> {
    let fonts =
        cards::Fonts::new(looks.bold, looks.regular).map_err(|e| anyhow::anyhow!("social cards: {e}"))?;
    let painter =
        cards::Painter::new(fonts, &looks.site).map_err(|e| anyhow::anyhow!("social cards: {e}"))?;
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(missing.len());
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let painter = &painter;
                scope.spawn(move || -> Result<Vec<(String, Stored)>> {
                    yield_to_the_bundle();
                    missing
                        .iter()
                        .skip(w)
                        .step_by(workers)
                        .map(|(key, text)| {
                            let card = cards::Card {
                                section: text.section.clone(),
                                title: text.title.clone(),
                                description: text.description.clone(),
                            };
                            let png = painter.draw(&card);
                            let hash = publish::hash(&png);
                            let file = stored_file(store, &hash);
                            if !file.exists() {
                                store_card(&file, &png, w)?;
                            }
                            Ok((key.clone(), (hash, png.len() as u64)))
                        })
                        .collect()
                })
            })
            .collect();
        let mut all = Vec::with_capacity(missing.len());
        for handle in handles {
            all.extend(handle.join().expect("drawing cards panicked")?);
        }
        Ok(all)
    })
}

/// Lowers this thread's priority to the least: cards are drawn beside the
/// bundle stage, whose Node processes are the build's critical path, so
/// drawing takes only the time they leave a core idle (and all of it once
/// they are done). On Linux a thread has a nice value of its own.
fn yield_to_the_bundle() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid and setpriority on the calling thread touch no memory;
    // a refusal leaves the priority as it was, which is only slower.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19);
    }
}

/// Writes a card into the store as [`crate::cache::write_atomic`] does, under a
/// temporary name of this worker's own: two pages may have the same card.
fn store_card(file: &Path, png: &[u8], worker: usize) -> Result<()> {
    let folder = file.parent().expect("the store is a folder");
    std::fs::create_dir_all(folder).with_context(|| format!("creating {}", folder.display()))?;
    let tmp = file.with_extension(format!("tmp-{}-{worker}", std::process::id()));
    std::fs::write(&tmp, png).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, file).with_context(|| format!("renaming {} to {}", tmp.display(), file.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::publish::Tree;

    /// The fixture site's card texts, and a site folder to build them in.
    fn fixture() -> (content_model::Site, tempfile::TempDir) {
        let loaded = site_loader::load(&paths::root().join("tests/fixtures/e2e-site"));
        (loaded.site.expect("the fixture loads"), tempfile::tempdir().unwrap())
    }

    /// Publishes `texts` into a new staging tree of `root`, as a build does; how many were drawn.
    fn build(site: &content_model::Site, root: &Path, texts: &[CardText]) -> (usize, Tree) {
        let mut tree = Tree::start(root).unwrap();
        let mut cache = PageCache::open(root, "cards");
        let published = publish(site, root, texts, &mut cache, tree.beside()).unwrap();
        tree.absorb(published.manifest, published.written);
        cache.save().unwrap();
        (published.drawn, tree)
    }

    #[test]
    fn an_unchanged_page_keeps_its_card_and_an_edited_one_is_drawn_again() {
        let (site, root) = fixture();
        let mut texts = codegen::cards::cards(&site);
        assert!(texts.len() > 10, "every doc and post of the fixture has a card");
        let (drawn, tree) = build(&site, root.path(), &texts);
        assert_eq!(drawn, texts.len());
        let card = &texts[0].path;
        let png = std::fs::read(paths::below(&tree.dir, card.trim_start_matches('/')).unwrap()).unwrap();
        // A PNG of 1200×630: the signature, then IHDR's width and height.
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!((&png[16..20], &png[20..24]), (&1200u32.to_be_bytes()[..], &630u32.to_be_bytes()[..]));
        drop(tree);

        let (drawn, tree) = build(&site, root.path(), &texts);
        assert_eq!(drawn, 0, "nothing changed: no card is drawn again");
        drop(tree);

        texts[1].title.push_str(" (고침)");
        let (drawn, _tree) = build(&site, root.path(), &texts);
        assert_eq!(drawn, 1, "only the edited page's card is drawn again");
    }
}
