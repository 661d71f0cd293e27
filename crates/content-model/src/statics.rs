//! Files under `static/`, with the pixel size of images so pages can reserve
//! their space before they load.

use std::collections::BTreeMap;

use crate::sources::{Contents, Sources};

/// URL path (`/img/a.svg`) → (width, height) when the file is an image of known size.
pub type StaticFiles = BTreeMap<String, Option<(u32, u32)>>;

/// The key in [`StaticFiles`] of the file a URL path names: without the query
/// or fragment it may carry (`/img/a.png#dark-only`), its escapes decoded as
/// the host decodes them (`/img/a%20b.png` is `a b.png`).
pub fn key_of(url: &str) -> std::borrow::Cow<'_, str> {
    crate::files::decoded(url.split(['?', '#']).next().unwrap_or(url))
}

/// The files under `static/`, by the URL each is served at.
pub fn load(sources: &Sources) -> StaticFiles {
    sources
        .files()
        .filter_map(|(path, contents)| {
            let url = format!("/{}", path.strip_prefix("static/")?);
            let size = match contents {
                Contents::Binary(facts) => facts.size,
                Contents::Text(_) => None,
            };
            Some((url, size))
        })
        .collect()
}

/// Width and height of the image file `path` holding `bytes`, when its format is known.
pub fn image_size(path: &str, bytes: &[u8]) -> Option<(u32, u32)> {
    if path.rsplit_once('.').is_some_and(|(_, e)| e.eq_ignore_ascii_case("svg")) {
        return svg_size(&String::from_utf8_lossy(bytes));
    }
    let size = imagesize::blob_size(bytes).ok()?;
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
