// The browser's route-shard files. Their names are content hashes, known only
// after the pages are compiled, so the shell does not hold them: each page
// names its own shard's file, and `/route-map.json` (revalidated like a page,
// so it always describes the deployed site) lists every shard's file; it is
// fetched the first time another shard is needed.
import type { RouteShard } from "./routes";

/** What a page's `#__routes` block says (written by ui/prerender.mjs). */
export interface ShardFiles {
  /** The page's own shard and its file, or -1 on the not-found page. */
  shard: number;
  file: string | null;
  /** The JSON file, at the site's root, listing every shard's file by shard number. */
  map: string;
}

export function browserShardLoader(base = "/", assets = "/assets/"): (n: number) => Promise<RouteShard> {
  const block = document.getElementById("__routes");
  if (!block?.textContent) throw new Error("Invariant failed: the page has no #__routes block");
  const own = JSON.parse(block.textContent) as ShardFiles;
  let map: Promise<string[]> | null = null;
  const allFiles = () =>
    (map ??= fetch(base + own.map, { cache: "no-cache" }).then((response) => {
      if (!response.ok) throw new Error(`${own.map}: ${response.status}`);
      return response.json() as Promise<string[]>;
    })).catch((error: unknown) => {
      map = null; // a failed fetch is retried on the next need
      throw error;
    });
  const fileOf = async (n: number) => {
    if (n === own.shard && own.file) return own.file;
    const file = (await allFiles())[n];
    if (!file) throw new Error(`no file for route shard ${n}`);
    return file;
  };
  return async (n) => (await import(/* @vite-ignore */ assets + (await fileOf(n)))) as RouteShard;
}
