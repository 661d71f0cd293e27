//! Files under `static/`, with the pixel size of images so pages can reserve
//! their space before they load.

use std::collections::BTreeMap;
use std::path::Path;

use crate::diag::Diagnostic;
use crate::files::DirWalker;

/// URL path (`/img/a.svg`) → (width, height) when the file is an image of known size.
pub type StaticFiles = BTreeMap<String, Option<(u32, u32)>>;

pub fn load(root: &Path, dir: &Path, diagnostics: &mut Vec<Diagnostic>) -> StaticFiles {
    let mut files = StaticFiles::new();
    if dir.is_dir() {
        let mut walker = DirWalker::new(root);
        walk(&mut walker, dir, "", &mut files, diagnostics);
    }
    files
}

fn walk(
    walker: &mut DirWalker<'_>,
    dir: &Path,
    prefix: &str,
    files: &mut StaticFiles,
    diagnostics: &mut Vec<Diagnostic>,
) {
    for entry in walker.list(dir, diagnostics) {
        let url = format!("{prefix}/{}", entry.name);
        if entry.is_dir {
            walk(walker, &entry.path, &url, files, diagnostics);
        } else {
            files.insert(url, image_size(&entry.path));
        }
    }
}

/// Width and height of an image file, when its format is known.
pub fn image_size(path: &Path) -> Option<(u32, u32)> {
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("svg")) {
        return svg_size(&std::fs::read_to_string(path).ok()?);
    }
    let size = imagesize::size(path).ok()?;
    Some((u32::try_from(size.width).ok()?, u32::try_from(size.height).ok()?))
}

/// Width and height of an SVG from its root element (`width`/`height`, else `viewBox`).
pub fn svg_size(svg: &str) -> Option<(u32, u32)> {
    let start = svg.find("<svg")?;
    let tag = &svg[start..start + svg[start..].find('>')?];
    let attr = |name: &str| {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[at..].split('"').next()
    };
    let number = |v: &str| v.trim_end_matches("px").trim().parse::<f64>().ok().map(|n| n.round() as u32);
    if let (Some(w), Some(h)) = (attr("width").and_then(number), attr("height").and_then(number)) {
        return Some((w, h));
    }
    let view: Vec<f64> = attr("viewBox")?.split([' ', ',']).filter_map(|n| n.parse().ok()).collect();
    (view.len() == 4).then(|| (view[2].round() as u32, view[3].round() as u32))
}

#[cfg(test)]
mod tests {
    use super::svg_size;

    #[test]
    fn svg_sizes() {
        assert_eq!(svg_size(r#"<svg xmlns="x" width="640" height="320">"#), Some((640, 320)));
        assert_eq!(svg_size(r#"<?xml?><svg viewBox="0 0 800 450" xmlns="x">"#), Some((800, 450)));
        assert_eq!(svg_size(r#"<svg width="100%" viewBox="0 0 10 5">"#), Some((10, 5)));
        assert_eq!(svg_size("<html>"), None);
    }
}
