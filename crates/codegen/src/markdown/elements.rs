//! Markdown's elements through the site's `MDXComponents`, as MDX renders
//! them: `## Title` is `<_components.h2>`, where `_components` is
//! `{ h2: "h2", …, ...MDXComponents }`. A site that swizzles `MDXComponents`
//! replaces `a`, `h2` or `table` there and sees its own on every page (its
//! components may even ask `child.type.name === "h2"`); a site that does not
//! gets plain elements and the module stays as small as before.

/// The name under which a module holds the elements' object.
pub const NAME: &str = "$md";

/// Each element a Markdown construct renders to, and its name in `$md`.
const ROUTED: &[(&str, &str)] = &[
    ("p", "$md.p"),
    ("h1", "$md.h1"),
    ("h2", "$md.h2"),
    ("h3", "$md.h3"),
    ("h4", "$md.h4"),
    ("h5", "$md.h5"),
    ("h6", "$md.h6"),
    ("blockquote", "$md.blockquote"),
    ("ul", "$md.ul"),
    ("ol", "$md.ol"),
    ("li", "$md.li"),
    ("em", "$md.em"),
    ("strong", "$md.strong"),
    ("del", "$md.del"),
    ("sup", "$md.sup"),
    ("sub", "$md.sub"),
    ("code", "$md.code"),
    ("a", "$md.a"),
    ("img", "$md.img"),
    ("hr", "$md.hr"),
    ("br", "$md.br"),
    ("input", "$md.input"),
    ("table", "$md.table"),
    ("thead", "$md.thead"),
    ("tbody", "$md.tbody"),
    ("tr", "$md.tr"),
    ("th", "$md.th"),
    ("td", "$md.td"),
];

/// `tag` as the module writes it: `$md.tag` when elements are routed.
pub fn name(routed: bool, tag: &'static str) -> &'static str {
    if !routed {
        return tag;
    }
    ROUTED.iter().find(|(plain, _)| *plain == tag).map_or(tag, |(_, name)| name)
}

/// The module lines that make `$md` from the site's `MDXComponents` (which
/// `@theme/MDXComponents` is, in a site that swizzles it), `depth` folders
/// below `ui/src/`.
pub fn header(depth: usize) -> String {
    let up = "../".repeat(depth);
    format!(
        "import $MDXComponents from \"{up}docusaurus/theme/MDXComponents\";\n\
         import {{ mdxElements as $mdxElements }} from \"{up}runtime/mdxComponent\";\n\
         const {NAME} = $mdxElements($MDXComponents);\n"
    )
}

/// Whether `jsx` uses the elements' object.
pub fn used_in(jsx: &str) -> bool {
    jsx.contains("<$md.")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_routed_bodies_name_the_object() {
        assert_eq!(name(false, "h2"), "h2");
        assert_eq!(name(true, "h2"), "$md.h2");
        // Elements MDX does not make from Markdown stay themselves.
        assert_eq!(name(true, "div"), "div");
        assert!(used_in("<$md.p>{\"a\"}</$md.p>"));
        assert!(!used_in("<p>{\"a\"}</p>"));
    }
}
