//! The pages of blog lists: the list itself, a tag's posts, an author's posts,
//! each split into pages, with the titles readers see.

use content_model::meta::{BlogListMeta, NavLink, PostMeta};
use content_model::{POSTS_PER_PAGE, RouteKind, Site, page_count, page_path};

/// The data of a blog list route (a page of the list, of a tag's posts or of an
/// author's posts), with the Korean title and page labels readers see.
pub fn blog_list(site: &Site, kind: RouteKind) -> BlogListMeta {
    // References: only the page's own posts are cloned (a list page of 1,000 posts shows 10).
    let all = || site.listed_posts().map(|p| &p.meta);
    let (title, description, base, tag, author, posts, page): (_, _, _, _, _, Vec<&PostMeta>, _) = match kind
    {
        RouteKind::BlogTag(i, page) => {
            let tag = &site.tags[i];
            (
                format!("\"{}\" 태그의 글", tag.label),
                tag.description.clone().unwrap_or_default(),
                tag.path.clone(),
                Some(tag.clone()),
                None,
                site.listed_posts_tagged(&tag.key).map(|p| &p.meta).collect(),
                page,
            )
        }
        RouteKind::BlogAuthor(i, page) => {
            let author = &site.authors[i];
            (
                format!("{}의 글", author.name),
                author.title.clone().unwrap_or_default(),
                author.path.clone().unwrap_or_default(),
                None,
                Some(author.clone()),
                site.listed_posts_by(&author.key).map(|p| &p.meta).collect(),
                page,
            )
        }
        RouteKind::BlogList(page) => (
            "히스토리".into(),
            format!("{} 팀이 클라우드를 만들고 운영하며 남긴 기록", site.config.title),
            "/blog".into(),
            None,
            None,
            all().collect(),
            page,
        ),
        other => unreachable!("{other:?} is not a blog list"),
    };
    let pages = page_count(posts.len());
    let link = |page: usize| NavLink { label: format!("{}쪽", page + 1), path: page_path(&base, page) };
    BlogListMeta {
        title: if page == 0 { title } else { format!("{title} ({}쪽)", page + 1) },
        description,
        path: page_path(&base, page),
        tag,
        author,
        posts: posts.into_iter().skip(page * POSTS_PER_PAGE).take(POSTS_PER_PAGE).cloned().collect(),
        page: page as u32 + 1,
        pages: pages as u32,
        newer: (page > 0).then(|| link(page - 1)),
        older: (page + 1 < pages).then(|| link(page + 1)),
    }
}
