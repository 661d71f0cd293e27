//! A sidebar as each of its pages needs it.
//!
//! A doc page shows its sidebar with the categories around it open, and the
//! others as their `_category_` file says: closed by default, open with
//! `collapsed: false` or `collapsible: false` (Docusaurus' meaning). Carrying the whole sidebar in every page made the
//! first load grow with the section (thousands of entries at 10,000 docs), so
//! each page carries a *view*: the whole tree with the categories that start
//! closed left empty. A closed category names, in `items_from`, a page whose view has it
//! open; the browser loads that page's module when the reader opens it.
//!
//! Pages in the same category share a view, so there is one view per
//! category that holds a page, plus one for the sidebar's top level.

use std::collections::HashMap;

use content_model::meta::SidebarItem;

/// The views of one sidebar and which view each of its pages shows.
#[derive(Debug, Default, PartialEq)]
pub struct SidebarViews {
    /// Each view is the sidebar's top level; view 0 has every category closed.
    pub views: Vec<Vec<SidebarItem>>,
    /// Page path -> index into `views`.
    pub view_of: HashMap<String, usize>,
}

/// Splits a sidebar into views (see the module documentation).
pub fn sidebar_views(items: &[SidebarItem]) -> SidebarViews {
    let mut places: Vec<Vec<usize>> = vec![Vec::new()];
    let mut view_of = HashMap::new();
    collect_places(items, &mut Vec::new(), 0, &mut places, &mut view_of);
    let views = places.iter().map(|open| view(items, open)).collect();
    SidebarViews { views, view_of }
}

/// Walks the tree: every category holding a page becomes a place (by its
/// index path), and every page is assigned the place of its innermost category.
fn collect_places(
    items: &[SidebarItem],
    at: &mut Vec<usize>,
    place: usize,
    places: &mut Vec<Vec<usize>>,
    view_of: &mut HashMap<String, usize>,
) {
    for (i, item) in items.iter().enumerate() {
        match item {
            SidebarItem::Doc { path, .. } => {
                view_of.entry(path.clone()).or_insert(place);
            }
            SidebarItem::Link { .. } | SidebarItem::Html { .. } => {}
            SidebarItem::Category { path, items: children, .. } => {
                at.push(i);
                let holds_a_page =
                    path.is_some() || children.iter().any(|c| matches!(c, SidebarItem::Doc { .. }));
                let inner = if holds_a_page {
                    places.push(at.clone());
                    places.len() - 1
                } else {
                    place
                };
                if let Some(path) = path {
                    view_of.entry(path.clone()).or_insert(inner);
                }
                collect_places(children, at, inner, places, view_of);
                at.pop();
            }
        }
    }
}

/// The tree with the categories on the index path `open` open, those that
/// start open (`collapsed` false) open, and all others closed.
fn view(items: &[SidebarItem], open: &[usize]) -> Vec<SidebarItem> {
    items
        .iter()
        .enumerate()
        .map(|(i, item)| match item {
            SidebarItem::Doc { .. } | SidebarItem::Link { .. } | SidebarItem::Html { .. } => item.clone(),
            SidebarItem::Category {
                label,
                path,
                items: children,
                collapsible,
                collapsed,
                class_name,
                custom_props,
                ..
            } => {
                let on_path = open.first() == Some(&i);
                let (items, items_from) = if on_path {
                    (view(children, &open[1..]), None)
                } else if !collapsed {
                    (view(children, &[]), None)
                } else {
                    (Vec::new(), first_page(item))
                };
                SidebarItem::Category {
                    label: label.clone(),
                    path: path.clone(),
                    items,
                    items_from,
                    collapsible: *collapsible,
                    collapsed: *collapsed,
                    class_name: class_name.clone(),
                    custom_props: custom_props.clone(),
                }
            }
        })
        .collect()
}

/// The category's own page, or else the first page inside it: either shows
/// the category open.
fn first_page(item: &SidebarItem) -> Option<String> {
    match item {
        SidebarItem::Category { path: None, items, .. } => items.iter().find_map(first_page),
        _ => item.page().map(String::from),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(path: &str) -> SidebarItem {
        SidebarItem::doc(path.rsplit('/').next().unwrap_or_default(), path)
    }

    fn category(label: &str, path: Option<&str>, items: Vec<SidebarItem>) -> SidebarItem {
        SidebarItem::Category {
            label: label.into(),
            path: path.map(Into::into),
            items,
            items_from: None,
            collapsible: true,
            collapsed: true,
            class_name: None,
            custom_props: None,
        }
    }

    /// The same category with `collapsible`/`collapsed` as resolved from its file.
    fn folding(item: SidebarItem, can_fold: bool, starts_closed: bool) -> SidebarItem {
        let SidebarItem::Category { label, path, items, items_from, class_name, custom_props, .. } = item
        else {
            panic!("not a category")
        };
        SidebarItem::Category {
            label,
            path,
            items,
            items_from,
            collapsible: can_fold,
            collapsed: starts_closed,
            class_name,
            custom_props,
        }
    }

    /// /s, then part A (no page of its own) holding topic T (with a page) and
    /// doc a2, then category B holding only a category C with one doc.
    fn tree() -> Vec<SidebarItem> {
        vec![
            doc("/s"),
            category(
                "A",
                None,
                vec![category("T", Some("/s/t"), vec![doc("/s/t/1"), doc("/s/t/2")]), doc("/s/a2")],
            ),
            category("B", None, vec![category("C", None, vec![doc("/s/c/1")])]),
        ]
    }

    fn labels_open(items: &[SidebarItem]) -> Vec<String> {
        let mut out = Vec::new();
        for item in items {
            if let SidebarItem::Category { label, items, items_from, .. } = item {
                if items.is_empty() {
                    out.push(format!("{label} closed, from {}", items_from.as_deref().unwrap_or("-")));
                } else {
                    out.push(format!("{label} open"));
                    out.extend(labels_open(items));
                }
            }
        }
        out
    }

    #[test]
    fn each_page_gets_the_view_of_its_innermost_category() {
        let views = sidebar_views(&tree());
        // Places: top level, A (holds a2), T (has a page), C (holds a doc); B holds no page.
        assert_eq!(views.views.len(), 4);
        let view_for = |path: &str| labels_open(&views.views[views.view_of[path]]);
        assert_eq!(view_for("/s"), ["A closed, from /s/t", "B closed, from /s/c/1"]);
        assert_eq!(view_for("/s/t"), ["A open", "T open", "B closed, from /s/c/1"]);
        assert_eq!(view_for("/s/t/2"), view_for("/s/t"));
        assert_eq!(view_for("/s/a2"), ["A open", "T closed, from /s/t", "B closed, from /s/c/1"]);
        assert_eq!(view_for("/s/c/1"), ["A closed, from /s/t", "B open", "C open"]);
    }

    #[test]
    fn a_closed_category_points_at_a_page_that_shows_it_open() {
        let tree = tree();
        let views = sidebar_views(&tree);
        for view in &views.views {
            check_closed(view, &[], &views);
        }

        fn check_closed(items: &[SidebarItem], at: &[usize], views: &SidebarViews) {
            for (i, item) in items.iter().enumerate() {
                let SidebarItem::Category { items: children, items_from, .. } = item else { continue };
                let at = [at, &[i]].concat();
                if let Some(from) = items_from {
                    let there = &views.views[views.view_of[from]];
                    let opened = at.iter().try_fold(there.as_slice(), |level, &k| match &level[k] {
                        SidebarItem::Category { items, .. } if !items.is_empty() => Some(items.as_slice()),
                        _ => None,
                    });
                    assert!(opened.is_some(), "{from} does not show the category at {at:?} open");
                } else {
                    check_closed(children, &at, views);
                }
            }
        }
    }

    #[test]
    fn categories_that_start_open_are_open_in_every_view() {
        // A: `collapsed: false`, holding T (closed by default); B: `collapsible: false`.
        let mut tree = tree();
        tree[1] = folding(tree[1].clone(), true, false);
        tree[2] = folding(tree[2].clone(), false, false);
        let views = sidebar_views(&tree);
        assert_eq!(views.views.len(), 4);
        let view_for = |path: &str| labels_open(&views.views[views.view_of[path]]);
        assert_eq!(view_for("/s"), ["A open", "T closed, from /s/t", "B open", "C closed, from /s/c/1"]);
        assert_eq!(view_for("/s/t/1"), ["A open", "T open", "B open", "C closed, from /s/c/1"]);
        assert_eq!(view_for("/s/c/1"), ["A open", "T closed, from /s/t", "B open", "C open"]);
        // The flags travel with every copy, so the browser knows which may fold.
        let SidebarItem::Category { collapsible, collapsed, .. } = &views.views[0][2] else { panic!() };
        assert_eq!((*collapsible, *collapsed), (false, false));
        let SidebarItem::Category { collapsible, collapsed, .. } = &views.views[0][1] else { panic!() };
        assert_eq!((*collapsible, *collapsed), (true, false));
    }

    #[test]
    fn the_browser_gets_the_flags_only_when_they_differ_from_the_default() {
        // A site whose `_category_` files set neither key keeps the same modules as before.
        let tree = vec![
            category("기본", None, vec![doc("/s/a")]),
            folding(category("열림", None, vec![doc("/s/b")]), true, false),
            folding(category("고정", None, vec![doc("/s/c")]), false, false),
        ];
        let data: Vec<serde_json::Value> =
            sidebar_views(&tree).views[0].iter().map(|item| serde_json::to_value(item).unwrap()).collect();
        let flags =
            |item: &serde_json::Value| (item.get("collapsible").cloned(), item.get("collapsed").cloned());
        assert_eq!(flags(&data[0]), (None, None));
        assert_eq!(flags(&data[1]), (None, Some(false.into())));
        assert_eq!(flags(&data[2]), (Some(false.into()), Some(false.into())));
    }

    #[test]
    fn an_empty_category_has_no_page_to_load_from() {
        let views = sidebar_views(&[category("E", None, Vec::new())]);
        assert_eq!(views.views, [vec![category("E", None, Vec::new())]]);
    }
}
