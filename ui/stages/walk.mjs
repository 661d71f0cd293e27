// The one walk of a site's folder that the bundle stage and the config's
// evaluation share: every file below a folder, in name order.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every file below `dir`, absolute, in name order; none when it is not there.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesBelow(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
