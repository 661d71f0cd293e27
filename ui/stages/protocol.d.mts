// Generated from crates/engine/src/protocol.rs by `UPDATE_RULES=1 cargo test -p xtask protocol`. Do not edit.
/** What `ui/build.mjs` is asked to do. */
export interface Job {
  /** The site's generated modules, with codegen's manifest.json. */
  generated: string;
  /** A hash of each generated module's text, by its path in `generated`. */
  sources: Record<string, string>;
  cache: string;
  /** The site folder: where site code (`@site/…`) and its packages are found. */
  site: string;
  compiler_key: string;
  shell_key: string;
  /** A hash of the theme's CSS, apart from the shell's key: a style change renders no page again. */
  css_key: string;
}
/** What Node says, on its channel. */
export type Message =
  | {
    kind: "ready";
    protocol: number;
  }
  | {
    kind: "progress";
    done: number;
    total: number;
    /** What is counted: "modules compiled", "pages rendered". */
    what: string;
  }
  | {
    kind: "done";
    result: BundleResult;
  }
  | {
    kind: "failed";
    message: string;
  }
;
/** What `ui/build.mjs` did. */
export interface BundleResult {
  pages: number;
  rendered: number;
  modules: number;
  compiled: number;
  shell_built: boolean;
  /** Whether the site code's bundle was made again. */
  site_built: boolean;
  /**
   * A hash of what each page shows (its document but for the scripts and
   * route block, which a neighbour's change renames), by route: the key
   * of the search and link caches.
   */
  contents: Record<string, string>;
  /** The folders of the stores it names files in (see `links`). */
  stores: string[];
  /**
   * What the site publishes from the stores: path below the site, the
   * store (an index of `stores`) and the file's name there, a hash of its content.
   */
  links: [string, number, string][];
  /** Small files it made to publish as they are: path, text. */
  texts: [string, string][];
  /** Milliseconds of each step. */
  timings: Record<string, number>;
  /** Damaged cache files it found (path, what was wrong), left out and made again. */
  damaged: [string, string][];
  /** Problems in the content it found (a Mermaid diagram that does not parse): build warnings. */
  warnings?: ContentWarning[];
}
/** A warning the bundle stage found in a page's source, at a line of its file. */
export interface ContentWarning {
  file: string;
  line: number;
  message: string;
}
/**
 * Raised whenever a message or the job changes shape: Node announces the
 * version it speaks, and the engine refuses any other.
 */
export declare const PROTOCOL_VERSION: 2;
/** The file descriptor Node writes its messages to. */
export declare const CHANNEL_FD: 3;
