//! Social cards (issue 36): which pages get one, where it is published, and
//! what it says. The engine draws them (crates/cards); a page's module names
//! its card in its head, for `og:image`.

use content_model::Site;

use crate::i18n;

/// What a page's card shows, and where it is published.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardText {
    /// The page's route.
    pub route: String,
    /// The card's path on the site (see [`card_path`]).
    pub path: String,
    /// Where the page sits in the site: the navbar's section, then the categories above it.
    pub section: String,
    pub title: String,
    pub description: String,
}

/// Where the card of the page at `route` is published: `/cards` and the
/// route, with `.png` (`/` becomes `/cards/index.png`). Not under
/// `/assets/`, whose files are cached for good: a card keeps its address
/// when its page changes, as the page does.
pub fn card_path(route: &str) -> String {
    content_model::route::file_for(route, "/cards", "png")
}

/// The card of a doc or post (`None` when its front matter names an
/// `image`, which is shared instead, as in Docusaurus).
pub fn card_of(image: Option<&String>, route: &str) -> Option<String> {
    image.is_none().then(|| card_path(route))
}

/// Every card the site's docs and posts need (none when site.toml says `social_cards = false`).
pub fn cards(site: &Site) -> Vec<CardText> {
    if !site.config.social_cards {
        return Vec::new();
    }
    let docs = site.docs.iter().filter(|doc| doc.front.image.is_none()).map(|doc| {
        // The categories above the doc: its breadcrumbs but its own.
        let crumbs = doc.meta.breadcrumbs.iter().rev().skip(1).rev().map(|c| c.label.as_str());
        CardText {
            route: doc.meta.path.clone(),
            path: card_path(&doc.meta.path),
            section: section(site, &doc.meta.path, crumbs, ""),
            title: doc.meta.title.clone(),
            description: doc.meta.description.clone(),
        }
    });
    let blog = site.blog.title.clone().unwrap_or_else(|| i18n::texts(site).blog.to_string());
    let posts = site.posts.iter().filter(|post| post.image.is_none()).map(|post| CardText {
        route: post.meta.path.clone(),
        path: card_path(&post.meta.path),
        section: section(site, &post.meta.path, std::iter::empty(), &blog),
        title: post.meta.title.clone(),
        description: post.meta.description.clone(),
    });
    docs.chain(posts).collect()
}

/// The navbar link whose path holds `route` most closely (`가이드` for
/// `/guide/compute`; `fallback` when none does), then `categories`, apart
/// from one named as the navbar's link is.
fn section<'a>(
    site: &'a Site,
    route: &str,
    categories: impl Iterator<Item = &'a str>,
    fallback: &'a str,
) -> String {
    let within = |to: &str| {
        let to = to.trim_end_matches('/');
        route == to || route.starts_with(&format!("{to}/")) || to.is_empty()
    };
    let navbar = site
        .config
        .navbar
        .iter()
        .filter_map(|link| Some((link.to.as_deref()?, link.label.as_str())))
        .filter(|(to, _)| within(to))
        .max_by_key(|(to, _)| to.trim_end_matches('/').len())
        .map_or(fallback, |(_, label)| label);
    let mut parts: Vec<&str> = if navbar.is_empty() { Vec::new() } else { vec![navbar] };
    parts.extend(categories.filter(|c| *c != navbar));
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use content_model::testing::SiteBuilder;

    #[test]
    fn cards_sit_under_cards_by_route() {
        assert_eq!(card_path("/"), "/cards/index.png");
        assert_eq!(card_path("/guide/compute"), "/cards/guide/compute.png");
        assert_eq!(card_path("/guide/"), "/cards/guide.png");
        assert_eq!(card_path("/blog/a%20b"), "/cards/blog/a%20b.png");
    }

    #[test]
    fn a_front_matter_image_takes_the_cards_place() {
        let site = SiteBuilder::minimal()
            .file("content/docs/guide/index.md", "---\ntitle: 가이드\n---\n본문\n")
            .file("content/docs/guide/shared.md", "---\ntitle: 공유\nimage: /img/share.png\n---\n본문\n")
            .file("content/blog/2024-08-11-first.md", "---\ntitle: 첫 글\ndescription: 소개\n---\n본문\n")
            .site();
        let made = cards(&site);
        let routes: Vec<&str> = made.iter().map(|c| c.route.as_str()).collect();
        assert!(routes.contains(&"/guide"), "{routes:?}");
        assert!(!routes.iter().any(|r| r.ends_with("/shared")), "{routes:?}");
        let post = made.iter().find(|c| c.route.starts_with("/blog/")).expect("the post has a card");
        assert_eq!((post.title.as_str(), post.description.as_str()), ("첫 글", "소개"));
        assert_eq!(post.path, card_path(&post.route));
    }

    #[test]
    fn a_site_without_social_cards_draws_none_and_shares_none() {
        let page = "---\ntitle: 가이드\n---\n본문\n";
        let with = SiteBuilder::minimal().file("content/docs/guide/index.md", page).site();
        let without = SiteBuilder::empty()
            .file(
                "content/site.toml",
                &format!("social_cards = false\n{}", content_model::testing::SITE_TOML),
            )
            .file("content/data/home.yml", content_model::testing::HOME_YML)
            .file("content/docs/guide/index.md", page)
            .site();
        assert_eq!(cards(&with).len(), 1);
        assert!(cards(&without).is_empty());
        // The doc's head names the card only where one is drawn.
        let head = |site: &Site| {
            let output = crate::generate(site);
            let doc = |m: &&crate::pages::Module| {
                m.text.contains("\"path\":\"/guide\"") && m.text.contains("export const head")
            };
            let module = output.modules.iter().find(doc).expect("the doc's module");
            module.text.contains("\"card\":\"/cards/guide.png\"")
        };
        assert!(head(&with));
        assert!(!head(&without));
    }
}
