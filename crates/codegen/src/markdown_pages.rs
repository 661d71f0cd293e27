//! The module of a Markdown page of `src/pages`: its body rendered as a doc's
//! is (same compiler, same imports), framed by the theme's `MarkdownPage`.

use std::fmt::Write;

use content_model::markdown_pages::MarkdownPage;
use content_model::meta::PageHead;
use content_model::page::markdown_twin_path;

use crate::jsx::value;
use crate::lookups::Lookups;
use crate::markdown::{Context, Rendered, render};
use crate::pages::{Found, component_imports, header, own, own_prefix, page_head, share_image};

/// `llms`: the site's `llms` setting (the page names its Markdown twin).
pub fn markdown_page_module(
    site: &Lookups,
    llms: bool,
    page: &MarkdownPage,
    highlights: &highlight::Memo,
    found: &mut Found,
) -> String {
    // The body's `# heading` is the page's own heading: Docusaurus' MDXPage shows no other.
    let ctx = Context {
        site,
        source: &page.source,
        page_path: &page.meta.path,
        skip_title_heading: false,
        highlights,
    };
    let mut rendered = render(&ctx, &page.body);
    found.add(&mut rendered);
    let front_matter = crate::pages::front_matter_binding(&rendered, &page.source);
    let Rendered { jsx, components, esm, esm_names, layout, .. } = rendered;
    let mut out = header(&page.source.path);
    let p = own_prefix(&esm);
    out.push_str("import type { MarkdownPageMeta, PageHead } from \"../types\";\n");
    let _ = writeln!(out, "import {{ {} }} from \"../../theme/MarkdownPage\";", own("MarkdownPage", p));
    out.push_str(&component_imports(&components, 2, esm.is_some()));
    out.push_str(&front_matter);
    out.push_str(esm.as_deref().unwrap_or_default());
    out.push('\n');
    out.push_str(&page_head(&PageHead {
        title: page.meta.title.clone(),
        description: page.meta.description.clone(),
        path: page.meta.path.clone(),
        keywords: page.front.keywords.clone().unwrap_or_default(),
        image: share_image(site, &page.source.path, page.front.image.as_ref()),
        card: None,
        noindex: page.unlisted,
        markdown: llms.then(|| markdown_twin_path(&page.meta.path)),
    }));
    let _ = writeln!(out, "const {p}meta: MarkdownPageMeta = {};\n", value(&page.meta));
    out.push_str(&crate::pages::body_bindings(&jsx, &esm_names, &format!("{p}meta")));
    let (content, shown) = crate::markdown::body_component(&jsx, layout, esm.is_some());
    out.push_str(&content);
    let _ = writeln!(
        out,
        "export default function {p}Page() {{\n  return (\n    <{p}MarkdownPage meta={{{p}meta}}>\n      {shown}\n    </{p}MarkdownPage>\n  );\n}}",
    );
    out
}

#[cfg(test)]
mod tests {
    use content_model::RouteKind;

    #[test]
    fn a_markdown_page_is_a_route_with_its_body_in_the_page_view() {
        let site = content_model::testing::SiteBuilder::minimal()
            .file("content/docs/intro.md", "# 소개\n")
            .file(
                "src/pages/benchmarks.md",
                "---\ndescription: How fast\n---\n\n# Benchmarks\n\n## Results\n\nSee [the intro](/intro).\n",
            )
            .site();
        let routes = crate::routes(&site);
        let route = routes.iter().find(|r| r.path == "/benchmarks").expect("a route for the page");
        assert_eq!(route.kind, RouteKind::MarkdownPage(0));
        let output = crate::generate(&site);
        let module = output.modules.iter().find(|m| m.text.contains("src/pages/benchmarks.md")).unwrap();
        assert!(module.text.contains("import { MarkdownPage } from \"../../theme/MarkdownPage\";"));
        assert!(module.text.contains("<h1>{\"Benchmarks\"}</h1>"), "{}", module.text);
        assert!(module.text.contains("<Heading as={\"h2\"} id={\"results\"}>"), "{}", module.text);
        assert!(module.text.contains("\"toc\":[{\"id\":\"results\",\"text\":\"Results\",\"level\":2}]"));
        assert!(module.text.contains("\"description\":\"How fast\""));
        assert!(
            output.links.iter().any(|l| l.page == "/benchmarks" && l.to == "/intro"),
            "its links are checked"
        );
    }
}
