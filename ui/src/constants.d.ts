// Generated from crates/content-model/src/shared.rs by `UPDATE_RULES=1 cargo test -p xtask constants`. Do not edit.
/**
 * The route of the not-found page: its document is `404.html`, and the shard
 * that would hold this route is the one it loads.
 */
export declare const NOT_FOUND_ROUTE: "/404";
/** The id of a docs or blog plugin instance the config gives none (Docusaurus'). */
export declare const DEFAULT_PLUGIN_ID: "default";
/**
 * Webpack's inline loaders before an import's path (`!!raw-loader!./a.yaml`,
 * `yaml-loader!./b.yml`), as webpack reads them: every `!` ends a loader;
 * a leading `name!=!` (webpack's match resource, a name for its rules) is no loader.
 * The first group is the loaders (each with its `!`), the second the path.
 * Codegen resolves the path after them, and the bundle stage runs them.
 */
export declare const INLINE_LOADERS_PATTERN: "^(?:[^!]+!=!)?(?:-?!{1,2})?((?:[^!]+!)+)(.+)$";
/**
 * What the theme keeps in the browser's localStorage, under Docusaurus' keys
 * (a site moving from Docusaurus keeps its readers' choices).
 */
export declare const STORAGE_KEYS: { readonly theme: "theme", readonly announcementDismissed: "announcement.dismissed", readonly preferredVersionPrefix: "docs-preferred-version-", readonly tabPrefix: "docusaurus.tab." };
/** A line's mark: the line is highlighted (`{1,3}`, `highlight-next-line`). */
export declare const CODE_MARK_HIGHLIGHTED: "H";
/** A line's mark: a command shown after a `$ ` prompt. */
export declare const CODE_MARK_PROMPT: "P";
/** A line's mark: output of the command above it (not copied). */
export declare const CODE_MARK_OUTPUT: "O";
/** A token's class letter for plain text. */
export declare const CODE_MARK_PLAIN: ".";
/** Between the marks of two lines. */
export declare const CODE_MARK_LINE_BREAK: "|";
/** The block's `<figure>`. */
export declare const CODE_BLOCK_CLASS: "code-block";
/** Each line's span (holding its number, if shown, and its text). */
export declare const CODE_LINE_CLASS: "code-line";
/** The span of a line's text. */
export declare const CODE_LINE_TEXT_CLASS: "code-line-text";
/** The span of a line's number (hidden from readers of text). */
export declare const CODE_LINE_NUMBER_CLASS: "code-line-number";
/** The span of a command line's prompt sign (hidden from readers of text). */
export declare const CODE_PROMPT_CLASS: "code-prompt";
/** Added to a line's class for an output line. */
export declare const CODE_OUTPUT_CLASS: "is-output";
/** Added to a line's class for a highlighted line. */
export declare const CODE_HIGHLIGHTED_CLASS: "is-highlighted";
/** Before a token's class letter (`tk-k`: a keyword), coloured by the theme's stylesheet. */
export declare const CODE_TOKEN_CLASS_PREFIX: "tk-";
