// The one rule by which the bundle stage names files of the output tree:
// a route becomes `<route>/index.html`, and every path handed to xtask is
// checked to stay below the tree (xtask checks it again before it writes).

/**
 * `file` (a `/`-separated path below the output tree) if it stays there:
 * not absolute, no empty, `.` or `..` segment, no backslash, NUL or other
 * control character. Anything else throws, naming the path.
 */
export function checkedFile(file) {
  const problem =
    typeof file !== "string" || file === ""
      ? "is empty"
      : file.startsWith("/")
        ? "is absolute"
        : /[\u0000-\u001f\u007f-\u009f]/.test(file)
          ? "holds a control character"
          : file.includes("\\")
            ? "holds a backslash"
            : file.split("/").some((segment) => segment === "" || segment === "." || segment === "..")
              ? "has an empty, `.` or `..` segment"
              : null;
  if (problem) throw new Error(`refusing to publish ${JSON.stringify(file)}: the path ${problem} (it must stay below the output folder)`);
  return file;
}

/**
 * The file of the page at `route` (`null`: the not-found page), below the
 * output tree: `guide/intro/index.html`, or with `html` (Docusaurus'
 * `trailingSlash: false`) `guide/intro.html`. Routes keep `#`, `?`, `%`,
 * spaces and non-ASCII letters percent-encoded
 * (crates/content-model/src/route.rs); the file has the decoded name, which
 * a static host looks for (the engine's `PageFiles`, the same rule).
 * @param {string | null} route
 * @param {boolean} [html]
 */
export function pageFile(route, html = false) {
  if (route === null) return "404.html";
  if (route === "/") return "index.html";
  if (typeof route !== "string" || !route.startsWith("/")) throw new Error(`refusing the route ${JSON.stringify(route)}: a route starts with "/"`);
  // Checked before the suffix: `/%2e%2e` is refused, not written as `...html`.
  const path = checkedFile(route.slice(1).replace(/\/$/, "").split("/").map(decodedSegment).join("/"));
  return html ? `${path}.html` : `${path}/index.html`;
}

function decodedSegment(segment) {
  let plain;
  try {
    plain = decodeURIComponent(segment);
  } catch {
    throw new Error(`refusing the route segment ${JSON.stringify(segment)}: it is not percent-encoded UTF-8`);
  }
  if (plain.includes("/")) throw new Error(`refusing the route segment ${JSON.stringify(segment)}: it hides a "/"`);
  return plain;
}
