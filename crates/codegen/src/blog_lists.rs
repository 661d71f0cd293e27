//! The pages of blog lists: the list itself, a tag's posts, an author's posts,
//! each split into pages, with the titles readers see.

use content_model::meta::{BlogListMeta, NavLink, PostMeta};
use content_model::{RouteKind, Site};

use crate::i18n::{self, fill};

/// The data of a blog list route (a page of the list, of a tag's posts or of an
/// author's posts), with the title and page labels readers see, in the site's language.
pub fn blog_list(site: &Site, kind: RouteKind) -> BlogListMeta {
    let texts = i18n::texts(site);
    let blog = site.blog_at(blog_of(kind));
    // References: only the page's own posts are cloned (a list page of 1,000 posts shows 10).
    let all = || blog.listed_posts().map(|p| &p.meta);
    let (title, description, base, tag, author, posts, page): (_, _, _, _, _, Vec<&PostMeta>, _) = match kind
    {
        RouteKind::BlogTag(_, i, page) => {
            let tag = &blog.tags[i];
            (
                fill(texts.blog_tag_title, &[("tag", &tag.label)]),
                tag.description.clone().unwrap_or_default(),
                tag.path.clone(),
                Some(tag.clone()),
                None,
                blog.listed_posts_tagged(&tag.key).map(|p| &p.meta).collect(),
                page,
            )
        }
        RouteKind::BlogAuthor(_, i, page) => {
            let author = &blog.authors[i];
            (
                fill(texts.blog_author_title, &[("author", &author.name)]),
                author.title.clone().unwrap_or_default(),
                author.path.clone().unwrap_or_default(),
                None,
                Some(author.clone()),
                blog.listed_posts_by(&author.key).map(|p| &p.meta).collect(),
                page,
            )
        }
        RouteKind::BlogList(_, page) => (
            i18n::title_of(site, blog.options),
            i18n::description_of(site, blog.options),
            blog.options.route_base.clone(),
            None,
            None,
            all().collect(),
            page,
        ),
        other => unreachable!("{other:?} is not a blog list"),
    };
    let options = blog.options;
    let pages = options.page_count(posts.len());
    let number = |page: usize| (page + 1).to_string();
    let link = |page: usize| NavLink {
        label: fill(texts.page_label, &[("page", &number(page))]),
        path: options.page_path(&base, page),
    };
    BlogListMeta {
        title: if page == 0 {
            title
        } else {
            fill(texts.page_title, &[("title", &title), ("page", &number(page))])
        },
        description,
        path: options.page_path(&base, page),
        tag,
        author,
        posts: posts[options.page_range(page, posts.len())].iter().map(|p| (*p).clone()).collect(),
        page: page as u32 + 1,
        pages: pages as u32,
        newer: (page > 0).then(|| link(page - 1)),
        older: (page + 1 < pages).then(|| link(page + 1)),
    }
}

/// The blog a blog route is of.
pub fn blog_of(kind: RouteKind) -> usize {
    match kind {
        RouteKind::BlogList(b, _)
        | RouteKind::BlogArchive(b)
        | RouteKind::BlogTags(b)
        | RouteKind::BlogTag(b, ..)
        | RouteKind::BlogAuthors(b)
        | RouteKind::BlogAuthor(b, ..) => b,
        _ => 0,
    }
}
