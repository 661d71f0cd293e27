//! `llms.txt` and `llms-full.txt` (the proposal at https://llmstxt.org):
//! an H1 with the site's name, a quoted summary, a paragraph on how to read
//! the rest, then one H2 per sidebar and one for the blog, each a list of
//! `- [title](url): description` pointing at the pages' Markdown twins.
//! `llms-full.txt` holds every doc's Markdown in sidebar order.

use std::fmt::Write;

use codegen::i18n;
use content_model::Site;
use content_model::page::markdown_twin_path;

use crate::twin::Twin;

pub const LLMS_PATH: &str = "/llms.txt";
pub const LLMS_FULL_PATH: &str = "/llms-full.txt";

/// What a sidebar is called: the navbar's label for its route, else its folder name.
fn sidebar_title<'a>(site: &'a Site, name: &'a str) -> &'a str {
    let route = format!("/{name}");
    site.config
        .navbar
        .iter()
        .find(|l| l.to.as_deref() == Some(route.as_str()))
        .map_or(name, |l| l.label.as_str())
}

/// Text on one line, with the brackets that would end a link name escaped.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn link_name(text: &str) -> String {
    one_line(text).replace('[', "\\[").replace(']', "\\]")
}

fn item(out: &mut String, site: &Site, title: &str, path: &str, notes: &str) {
    let _ = write!(out, "- [{}]({}{})", link_name(title), site.config.root_url(), markdown_twin_path(path));
    let notes = one_line(notes);
    if !notes.is_empty() {
        let _ = write!(out, ": {notes}");
    }
    out.push('\n');
}

pub fn llms_txt(site: &Site) -> String {
    let url = &site.config.root_url();
    let mut out = format!("# {}\n\n> {}\n\n", one_line(&site.config.title), one_line(&site.config.tagline));
    let about = i18n::fill(
        i18n::texts(site).llms_about,
        &[
            ("site", &one_line(&site.config.title)),
            ("blog", &one_line(&i18n::blog_title(site))),
            ("full", &format!("{url}{LLMS_FULL_PATH}")),
        ],
    );
    let _ = writeln!(out, "{about}\n");
    for (name, _) in &site.sidebars {
        // The latest docs version's (a released version's sidebars are named `version-X/…`).
        let docs: Vec<_> = site
            .docs
            .iter()
            .filter(|d| &d.meta.sidebar == name && !d.unlisted && site.in_latest_version(d))
            .collect();
        if docs.is_empty() {
            continue;
        }
        let _ = writeln!(out, "## {}\n", one_line(sidebar_title(site, name)));
        for doc in docs {
            item(&mut out, site, &doc.meta.title, &doc.meta.path, &doc.meta.description);
        }
        out.push('\n');
    }
    if site.listed_posts().next().is_some() {
        let _ = writeln!(out, "## {}\n", sidebar_title(site, "blog"));
        for post in site.listed_posts() {
            let notes = format!("{} · {}", post.meta.date, post.meta.description);
            item(&mut out, site, &post.meta.title, &post.meta.path, &notes);
        }
        out.push('\n');
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// Every listed doc's Markdown, in sidebar order, after the same heading as
/// `llms.txt`: the content of the docs' twins (`twin::twins`, docs first),
/// so no page is turned into Markdown twice.
pub fn llms_full_txt(site: &Site, twins: &[Twin]) -> String {
    let mut out = format!("# {}\n\n> {}\n", one_line(&site.config.title), one_line(&site.config.tagline));
    let latest = |doc: &content_model::Doc| !doc.unlisted && site.in_latest_version(doc);
    for (doc, twin) in site.docs.iter().zip(twins).filter(|(d, _)| latest(d)) {
        debug_assert_eq!(doc.meta.path, twin.route, "twins start with the docs, in the site's order");
        // A blank line before the rule, so it is not read as a heading underline.
        let source = i18n::texts(site).llms_source;
        let _ = write!(
            out,
            "\n---\n\n{source}: {}{}\n\n{}",
            site.config.root_url(),
            doc.meta.path,
            twin.content()
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Checks a file against the llms.txt proposal: an H1 first, then an
    /// optional `>` summary, free paragraphs without headings, and H2
    /// sections that hold only `- [name](url)` or `- [name](url): notes` items.
    fn check_structure(text: &str) -> Result<usize, String> {
        let mut lines = text.lines().peekable();
        let first = lines.next().ok_or("empty")?;
        if !first.starts_with("# ") || first.len() < 3 {
            return Err(format!("the first line is not an H1: {first:?}"));
        }
        let mut sections = 0;
        let mut in_section = false;
        for line in lines {
            if line.starts_with("# ") {
                return Err(format!("a second H1: {line:?}"));
            }
            if line.starts_with("###") {
                return Err(format!("only H2 sections are allowed: {line:?}"));
            }
            if let Some(title) = line.strip_prefix("## ") {
                if title.trim().is_empty() {
                    return Err("an H2 without a title".into());
                }
                sections += 1;
                in_section = true;
                continue;
            }
            if in_section && !line.trim().is_empty() && !is_list_item(line) {
                return Err(format!("a section line that is not a `- [name](url)` item: {line:?}"));
            }
        }
        Ok(sections)
    }

    fn is_list_item(line: &str) -> bool {
        let Some(rest) = line.strip_prefix("- [") else { return false };
        // The link name may hold escaped brackets.
        let mut chars = rest.char_indices();
        let mut close = None;
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                ']' => {
                    close = Some(i);
                    break;
                }
                _ => {}
            }
        }
        let Some(close) = close else { return false };
        let Some(after) = rest[close + 1..]
            .strip_prefix("(https://")
            .or_else(|| rest[close + 1..].strip_prefix("(http://"))
        else {
            return false;
        };
        let Some(end) = after.find(')') else { return false };
        let tail = &after[end + 1..];
        !after[..end].contains(char::is_whitespace) && (tail.is_empty() || tail.starts_with(": "))
    }

    fn load(dir: &str) -> Site {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(dir);
        site_loader::load(&root).site.expect("the site loads")
    }

    #[test]
    fn the_sites_llms_txt_follows_the_proposal() {
        let site = load("");
        let text = llms_txt(&site);
        assert_eq!(check_structure(&text), Ok(site.sidebars.len() + 1), "{text}");
        assert!(text.starts_with("# AoldaCloud\n\n> 학생이 만들고"), "{text}");
        for doc in &site.docs {
            let url = format!("({}{}.md)", site.config.url, doc.meta.path);
            assert!(text.contains(&url), "{url} is listed");
        }
        for post in &site.posts {
            assert!(text.contains(&format!("({}{}.md)", site.config.url, post.meta.path)));
        }
        assert!(
            text.contains("## 가이드\n\n- [AoldaCloud 가이드](https://www.aoldacloud.com/guide.md): "),
            "{text}"
        );
    }

    #[test]
    fn the_checker_rejects_what_the_proposal_does_not_allow() {
        assert!(check_structure("no heading\n").is_err());
        assert!(check_structure("# A\n\n## S\n\nfree text in a section\n").is_err());
        assert!(check_structure("# A\n\n## S\n\n- [x](/relative.md)\n").is_err());
        assert!(check_structure("# A\n\n## S\n\n- [x](https://a/b.md) notes without colon\n").is_err());
        assert_eq!(
            check_structure("# A\n\n> s\n\ntext\n\n## S\n\n- [x \\[y\\]](https://a/b.md): n\n"),
            Ok(1)
        );
    }

    #[test]
    fn llms_full_has_every_doc_in_sidebar_order() {
        let site = load("");
        let text = llms_full_txt(&site, &crate::twin::twins(&site));
        let mut at = 0;
        for doc in &site.docs {
            let source = format!("출처: {}{}\n", site.config.url, doc.meta.path);
            let found = text[at..].find(&source).unwrap_or_else(|| panic!("{source} after byte {at}"));
            at += found + source.len();
        }
        assert!(!text.contains('\u{E000}') && !text.contains('\u{E001}'), "no admonition marks are left");
    }
}
