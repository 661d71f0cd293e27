//! Rules the Rust stages, the bundle stage (Node) and the browser all follow,
//! written once. `build.rs` makes `ui/src/constants.js` (and its types,
//! `constants.d.ts`) from this file with the workspace's one TypeScript
//! generator; xtask's `ui_copies` keeps them current. Keep it to literal
//! constants and modules of them.

/// The route of the not-found page: its document is `404.html`, and the shard
/// that would hold this route is the one it loads.
pub const NOT_FOUND_ROUTE: &str = "/404";

/// The id of a docs or blog plugin instance the config gives none (Docusaurus').
pub const DEFAULT_PLUGIN_ID: &str = "default";

/// Webpack's inline loaders before an import's path (`!!raw-loader!./a.yaml`,
/// `yaml-loader!./b.yml`), as webpack reads them: every `!` ends a loader;
/// a leading `name!=!` (webpack's match resource, a name for its rules) is no loader.
/// The first group is the loaders (each with its `!`), the second the path.
/// Codegen resolves the path after them, and the bundle stage runs them.
pub const INLINE_LOADERS_PATTERN: &str = "^(?:[^!]+!=!)?(?:-?!{1,2})?((?:[^!]+!)+)(.+)$";

/// What the theme keeps in the browser's localStorage, under Docusaurus' keys
/// (a site moving from Docusaurus keeps its readers' choices).
pub mod storage_keys {
    /// The colour mode a reader chose: "light" or "dark".
    pub const THEME: &str = "theme";
    /// The id of the announcement the reader closed.
    pub const ANNOUNCEMENT_DISMISSED: &str = "announcement.dismissed";
    /// The docs version the reader chose, by name, under this prefix and the docs plugin's id (`default`).
    pub const PREFERRED_VERSION_PREFIX: &str = "docs-preferred-version-";
    /// A tab group's chosen tab is kept under this prefix and the group's id.
    pub const TAB_PREFIX: &str = "docusaurus.tab.";
}

// The theme's code blocks. Codegen writes each block's lines as marks, the
// theme's `CodeBlock` turns them into spans with these classes, and whoever
// reads a built page's code (the search scan, the feeds, the copy button)
// finds its lines by them. Top-level constants, not a module: the shell's
// bundler inlines each where it is used, so the browser pays no bytes.

/// A line's mark: the line is highlighted (`{1,3}`, `highlight-next-line`).
pub const CODE_MARK_HIGHLIGHTED: &str = "H";
/// A line's mark: a command shown after a `$ ` prompt.
pub const CODE_MARK_PROMPT: &str = "P";
/// A line's mark: output of the command above it (not copied).
pub const CODE_MARK_OUTPUT: &str = "O";
/// A token's class letter for plain text.
pub const CODE_MARK_PLAIN: &str = ".";
/// Between the marks of two lines.
pub const CODE_MARK_LINE_BREAK: &str = "|";
/// The block's `<figure>`.
pub const CODE_BLOCK_CLASS: &str = "code-block";
/// Each line's span (holding its number, if shown, and its text).
pub const CODE_LINE_CLASS: &str = "code-line";
/// The span of a line's text.
pub const CODE_LINE_TEXT_CLASS: &str = "code-line-text";
/// The span of a line's number (hidden from readers of text).
pub const CODE_LINE_NUMBER_CLASS: &str = "code-line-number";
/// The span of a command line's prompt sign (hidden from readers of text).
pub const CODE_PROMPT_CLASS: &str = "code-prompt";
/// Added to a line's class for an output line.
pub const CODE_OUTPUT_CLASS: &str = "is-output";
/// Added to a line's class for a highlighted line.
pub const CODE_HIGHLIGHTED_CLASS: &str = "is-highlighted";
/// Before a token's class letter (`tk-k`: a keyword), coloured by the theme's stylesheet.
pub const CODE_TOKEN_CLASS_PREFIX: &str = "tk-";
