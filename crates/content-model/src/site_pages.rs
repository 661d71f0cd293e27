//! The site's own pages (Docusaurus' pages plugin): React components and
//! Markdown files under `src/pages`, each published at its path
//! (`src/pages/about.tsx` → `/about`, an `index` file → its folder's route).
//! The model only lists the React pages, which the bundle stage compiles as
//! site code; the Markdown ones are read as docs are (see `markdown_pages`).

use crate::docs::DocFiles;
use crate::sources::Sources;

/// Where the pages plugin reads, relative to the site folder.
pub const PAGES_DIR: &str = "src/pages";

/// A page file under `src/pages` (or a component a site plugin adds a
/// route to): its route, its file (relative to the site folder) and the
/// props it is given besides Docusaurus' own (a plugin's route data, JSON).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageFile {
    pub path: String,
    pub file: String,
    pub props: Option<String>,
}

const REACT_EXTENSIONS: [&str; 4] = ["tsx", "jsx", "ts", "js"];

/// Whether `path` is a script (`.tsx`, `.jsx`, `.ts`, `.js`): a React page, or a module of one.
pub fn is_script(path: &str) -> bool {
    path.rsplit_once('.').is_some_and(|(_, ext)| REACT_EXTENSIONS.contains(&ext))
}

/// Where a site swizzles the components MDX finds without an import
/// (`src/theme/MDXComponents.js`, or its folder's `index.js`); the loader
/// reads these paths, so codegen knows whether the site adds any.
pub const MDX_COMPONENTS_PATHS: [&str; 5] = [
    "src/theme/MDXComponents",
    "src/theme/MDXComponents.tsx",
    "src/theme/MDXComponents.jsx",
    "src/theme/MDXComponents.ts",
    "src/theme/MDXComponents.js",
];

/// The site's own `MDXComponents` file, if it swizzles it.
pub fn mdx_components(sources: &Sources) -> Option<String> {
    let folder = REACT_EXTENSIONS.iter().map(|ext| format!("{}/index.{ext}", MDX_COMPONENTS_PATHS[0]));
    let files = MDX_COMPONENTS_PATHS[1..].iter().map(|p| p.to_string());
    folder.chain(files).find(|path| sources.get(path).is_some())
}
/// Whether the site replaces Docusaurus' `@theme/Admonition` or its
/// `Admonition/Types`: its admonitions are then drawn by that component,
/// given Docusaurus' props.
pub fn admonition_replaced(sources: &Sources) -> bool {
    replaces(sources, "Admonition") || replaces(sources, "Admonition/Types")
}

/// The parts of Docusaurus' `@theme/MDXComponents` that draw Markdown's
/// elements, each of which a site may replace on its own.
pub const MDX_COMPONENT_PARTS: [&str; 8] = ["A", "Code", "Details", "Heading", "Img", "Li", "Pre", "Ul"];

/// Whether the site replaces a part of `@theme/MDXComponents` (its
/// `MDXComponents/Img`, say) without replacing the whole: Markdown's elements
/// then go through the theme's `MDXComponents`, which draws them with the
/// site's part, as Docusaurus' MDX does.
pub fn mdx_component_parts(sources: &Sources) -> bool {
    MDX_COMPONENT_PARTS.iter().any(|part| replaces(sources, &format!("MDXComponents/{part}")))
}

/// Whether the site's `src/theme` has the component `name` (a file, or a folder's `index`).
fn replaces(sources: &Sources, name: &str) -> bool {
    let files = [format!("src/theme/{name}"), format!("src/theme/{name}/index")];
    files
        .iter()
        .any(|file| REACT_EXTENSIONS.iter().any(|ext| sources.get(&format!("{file}.{ext}")).is_some()))
}

const MARKDOWN_EXTENSIONS: [&str; 2] = ["md", "mdx"];

/// The React pages under `src/pages`, in path order. Left out as the plugin's
/// `exclude` defaults leave them out: `_`-prefixed files and folders, tests
/// (`*.test.*`, `__tests__/`), and type declarations.
pub fn react_pages(sources: &Sources, files: &DocFiles) -> Vec<PageFile> {
    pages_with(sources, &REACT_EXTENSIONS, files)
}

/// The Markdown pages (`.md`, `.mdx`) under `src/pages`, in path order, left
/// out as React pages are (a `_`-prefixed file is a partial, not a page).
pub fn markdown_page_files(sources: &Sources, files: &DocFiles) -> Vec<PageFile> {
    pages_with(sources, &MARKDOWN_EXTENSIONS, files)
}

/// The pages of `extensions`, less those outside the plugin's `include` and `exclude` (`files`).
fn pages_with(sources: &Sources, extensions: &[&str], files: &DocFiles) -> Vec<PageFile> {
    let mut pages = Vec::new();
    collect(sources, PAGES_DIR, extensions, &mut pages);
    pages.retain(|page| {
        !files.left_out(page.file.strip_prefix(PAGES_DIR).unwrap_or(&page.file).trim_start_matches('/'))
    });
    pages.sort_by(|a, b| a.path.cmp(&b.path));
    pages
}

fn collect(sources: &Sources, dir: &str, extensions: &[&str], pages: &mut Vec<PageFile>) {
    for entry in sources.list(dir) {
        if entry.name.starts_with('_') || entry.name == "__tests__" {
            continue;
        }
        if entry.is_dir {
            collect(sources, &entry.path, extensions, pages);
        } else if let Some(path) = page_route(&entry.path, extensions) {
            pages.push(PageFile { path, file: entry.path, props: None });
        }
    }
}

/// The route of a file under `src/pages`, or `None` when it is no page of one of `extensions`.
fn page_route(file: &str, extensions: &[&str]) -> Option<String> {
    let rel = file.strip_prefix(PAGES_DIR)?.strip_prefix('/')?;
    let (stem, ext) = rel.rsplit_once('.')?;
    if !extensions.contains(&ext) || stem.ends_with(".test") || stem.ends_with(".d") {
        return None;
    }
    let route = stem.strip_suffix("index").filter(|s| s.is_empty() || s.ends_with('/')).unwrap_or(stem);
    Some(format!("/{}", route.trim_end_matches('/')))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_take_their_paths_and_leave_out_what_docusaurus_leaves_out() {
        let mut sources = Sources::default();
        for file in [
            "src/pages/index.tsx",
            "src/pages/about.jsx",
            "src/pages/team/index.js",
            "src/pages/team/reindex.tsx",
            "src/pages/index.module.css",
            "src/pages/_hidden.tsx",
            "src/pages/_parts/a.tsx",
            "src/pages/a.test.tsx",
            "src/pages/__tests__/b.tsx",
            "src/pages/types.d.ts",
        ] {
            sources.insert_bytes(file, b"export default function P() { return null; }".to_vec());
        }
        let found: Vec<(String, String)> =
            react_pages(&sources, &DocFiles::default()).into_iter().map(|p| (p.path, p.file)).collect();
        assert_eq!(
            found,
            [
                ("/".to_string(), "src/pages/index.tsx".to_string()),
                ("/about".to_string(), "src/pages/about.jsx".to_string()),
                ("/team".to_string(), "src/pages/team/index.js".to_string()),
                ("/team/reindex".to_string(), "src/pages/team/reindex.tsx".to_string()),
            ]
        );
    }
}
