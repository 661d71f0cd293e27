// Generated from crates/content-model/src/shared.rs by `UPDATE_RULES=1 cargo test -p xtask constants`. Do not edit.
/**
 * The route of the not-found page: its document is `404.html`, and the shard
 * that would hold this route is the one it loads.
 */
export const NOT_FOUND_ROUTE = "/404";
/**
 * What the theme keeps in the browser's localStorage, under Docusaurus' keys
 * (a site moving from Docusaurus keeps its readers' choices).
 */
export const STORAGE_KEYS = { theme: "theme", announcementDismissed: "announcement.dismissed", preferredVersion: "docs-preferred-version-default", tabPrefix: "docusaurus.tab." };
