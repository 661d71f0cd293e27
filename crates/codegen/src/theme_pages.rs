//! What the theme shows that the content does not say: the home page's plain
//! texts and its post list, the routes of the theme's own pages (`/search`), how
//! many posts the home page lists.

use content_model::meta::{HomeAction, HomeCard, HomeMeta};
use content_model::{Diagnostic, Route, RouteKind, Site};

/// Posts the home page lists: it stays the same size however long the history.
pub const HOME_POSTS: usize = 6;

/// The home page: the texts of home.yml, or plain ones, with the newest posts.
pub fn home(site: &Site) -> HomeMeta {
    let texts = site.home.clone().unwrap_or_else(|| plain_home(site));
    HomeMeta { posts: site.listed_posts().take(HOME_POSTS).map(|p| p.meta.clone()).collect(), ..texts }
}

/// The texts of a site without `content/data/home.yml` (a Docusaurus site's
/// `src/pages/index.js` is not read): the site's title and tagline, a button to
/// the first doc, one card per sidebar.
fn plain_home(site: &Site) -> HomeMeta {
    let texts = crate::i18n::texts(site);
    // The latest docs version's only: the others are reached from its pages.
    let listed = || site.docs.iter().filter(|d| !d.unlisted && site.in_latest_version(d));
    let mut actions = Vec::new();
    if let Some(first) = listed().next() {
        actions.push(HomeAction {
            label: texts.home_read_docs.into(),
            to: first.meta.path.clone(),
            primary: true,
        });
    }
    if site.blog_at(0).posts().next().is_some() {
        actions.push(HomeAction {
            label: crate::i18n::blog_title(site),
            to: site.blog.route_base.clone(),
            primary: actions.is_empty(),
        });
    }
    // The first doc of each sidebar, in reading order.
    let mut cards: Vec<HomeCard> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for doc in listed() {
        if !seen.contains(&doc.meta.sidebar.as_str()) {
            seen.push(&doc.meta.sidebar);
            cards.push(HomeCard {
                title: doc.meta.title.clone(),
                description: doc.meta.description.clone(),
                to: doc.meta.path.clone(),
            });
        }
    }
    HomeMeta {
        title: site.config.title.clone(),
        tagline: site.config.tagline.clone(),
        actions,
        overview_title: texts.home_docs.into(),
        overview_description: String::new(),
        cards,
        history_title: texts.home_recent_posts.into(),
        history_description: String::new(),
        posts: Vec::new(),
    }
}

/// Every route of the site: the content's, then the theme's own pages.
pub fn routes(site: &Site) -> Vec<Route> {
    routes_reporting_duplicates(site, &mut Vec::new())
}

/// [`routes`], with a warning for a theme page whose path the content already took
/// (the content's page wins).
pub fn routes_reporting_duplicates(site: &Site, diagnostics: &mut Vec<Diagnostic>) -> Vec<Route> {
    let mut routes = site.routes();
    let search = Route {
        path: "/search".into(),
        kind: RouteKind::Search,
        source: "ui/src/theme/SearchPage.tsx".into(),
        unlisted: false,
    };
    match routes.iter().find(|r| r.path == search.path) {
        Some(taken) => diagnostics.push(search.duplicate_of(&taken.source)),
        None => routes.push(search),
    }
    routes
}

#[cfg(test)]
mod tests {
    use content_model::testing::SiteBuilder;

    use super::*;

    fn post(n: usize) -> (String, String) {
        (format!("content/blog/2024-01-{n:02}-p{n}.md"), format!("# 글 {n}\n\n<!-- truncate -->\n"))
    }

    #[test]
    fn a_site_without_home_yml_gets_a_plain_home_page_with_the_newest_posts() {
        let posts: Vec<(String, String)> = (1..=8).map(post).collect();
        let mut builder = SiteBuilder::settings().files(&[
            ("content/docs/intro/index.md", "---\ndescription: 처음\n---\n# 소개\n"),
            ("content/docs/intro/more.md", "# 더 보기\n"),
            ("content/docs/guide/hidden.md", "---\nunlisted: true\n---\n# 숨은 문서\n"),
            ("content/docs/guide/index.md", "# 가이드\n"),
        ]);
        for (path, text) in &posts {
            builder = builder.file(path, text);
        }
        let site = builder.site();
        assert!(site.home.is_none());
        let home = home(&site);
        assert_eq!((home.title.as_str(), home.tagline.as_str()), ("T", "t"));
        let actions: Vec<(&str, &str, bool)> =
            home.actions.iter().map(|a| (a.label.as_str(), a.to.as_str(), a.primary)).collect();
        assert_eq!(actions, [("문서 읽기", "/guide", true), ("블로그", "/blog", false)]);
        // One card per sidebar, its first listed doc; the unlisted one is skipped.
        let cards: Vec<(&str, &str)> = home.cards.iter().map(|c| (c.title.as_str(), c.to.as_str())).collect();
        assert_eq!(cards, [("가이드", "/guide"), ("소개", "/intro")]);
        assert_eq!((home.overview_title.as_str(), home.history_title.as_str()), ("문서", "최근 글"));
        let shown: Vec<&str> = home.posts.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(shown, ["/blog/p8", "/blog/p7", "/blog/p6", "/blog/p5", "/blog/p4", "/blog/p3"]);
    }

    #[test]
    fn a_blog_only_site_points_its_first_button_at_the_blog() {
        let (path, text) = post(1);
        let home = home(&SiteBuilder::settings().file(&path, &text).site());
        let actions: Vec<(&str, bool)> = home.actions.iter().map(|a| (a.to.as_str(), a.primary)).collect();
        assert_eq!(actions, [("/blog", true)]);
        assert!(home.cards.is_empty());
    }

    #[test]
    fn home_yml_texts_are_kept_and_get_the_posts() {
        let (path, text) = post(1);
        let site = SiteBuilder::minimal().file(&path, &text).site();
        let home = home(&site);
        assert_eq!((home.overview_title.as_str(), home.history_title.as_str()), ("O", "H"));
        assert!(home.actions.is_empty());
        assert_eq!(home.posts.len(), 1);
    }

    #[test]
    fn the_search_page_comes_last_unless_the_content_took_its_path() {
        let site = SiteBuilder::minimal().file("content/docs/guide/index.md", "# 가이드\n").site();
        assert!(site.routes().iter().all(|r| r.kind != RouteKind::Search), "the model makes no theme page");
        let last = routes(&site).pop().unwrap();
        assert_eq!((last.path.as_str(), last.kind), ("/search", RouteKind::Search));

        let site =
            SiteBuilder::minimal().file("content/docs/find.md", "---\nslug: /search\n---\n# 찾기\n").site();
        let mut warnings = Vec::new();
        let routes = routes_reporting_duplicates(&site, &mut warnings);
        let at_search: Vec<&RouteKind> =
            routes.iter().filter(|r| r.path == "/search").map(|r| &r.kind).collect();
        assert_eq!(at_search, [&RouteKind::Doc(0)]);
        let shown: Vec<String> = warnings.iter().map(|d| d.render(false)).collect();
        assert_eq!(shown.len(), 1);
        assert!(
            shown[0].contains("ui/src/theme/SearchPage.tsx")
                && shown[0].contains("duplicate route `/search`: also produced by content/docs/find.md"),
            "{shown:?}"
        );
    }
}
