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

/** The file of the page at `route` (`null`: the not-found page), below the output tree. */
export function pageFile(route) {
  if (route === null) return "404.html";
  if (route === "/") return "index.html";
  if (typeof route !== "string" || !route.startsWith("/")) throw new Error(`refusing the route ${JSON.stringify(route)}: a route starts with "/"`);
  return checkedFile(`${route.slice(1)}/index.html`);
}
