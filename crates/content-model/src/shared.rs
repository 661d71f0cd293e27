//! Rules the Rust stages, the bundle stage (Node) and the browser all follow,
//! written once. `build.rs` makes `ui/src/constants.js` (and its types,
//! `constants.d.ts`) from this file with the workspace's one TypeScript
//! generator; xtask's `ui_copies` keeps them current. Keep it to literal
//! constants and modules of them.

/// The route of the not-found page: its document is `404.html`, and the shard
/// that would hold this route is the one it loads.
pub const NOT_FOUND_ROUTE: &str = "/404";

/// What the theme keeps in the browser's localStorage, under Docusaurus' keys
/// (a site moving from Docusaurus keeps its readers' choices).
pub mod storage_keys {
    /// The colour mode a reader chose: "light" or "dark".
    pub const THEME: &str = "theme";
    /// The id of the announcement the reader closed.
    pub const ANNOUNCEMENT_DISMISSED: &str = "announcement.dismissed";
    /// The docs version the reader chose, by name (the docs plugin `default`'s key).
    pub const PREFERRED_VERSION: &str = "docs-preferred-version-default";
    /// A tab group's chosen tab is kept under this prefix and the group's id.
    pub const TAB_PREFIX: &str = "docusaurus.tab.";
}
