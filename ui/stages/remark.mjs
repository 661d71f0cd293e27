// Runs a Docusaurus site's own remark plugins (`remarkPlugins` and
// `beforeDefaultRemarkPlugins` of its docs, blog and pages plugins) over its
// Markdown, as Docusaurus' MDX loader would, and writes what they changed back
// into the Markdown, so that the generator's own compiler reads the result:
//
//   node remark.mjs SITE_DIR < { skip: [package], files: [{ path, origin, text, wanted }] }
//   → { files: [{ path, text }], ran: [plugin name], failures: [{ plugin, message, files: [path] }] }
//
// Every Markdown file of the site is given; those `wanted` are answered (and
// any other the plugins were run on). `text` is null for a file the plugins left as it was. Only what changed is
// written again (by mdast-util-to-markdown), in the place of what it replaced;
// new imports and exports go at the end of the file, so that the lines before
// keep their numbers for the compiler's messages. A file the MDX parser cannot
// read is left alone: the generator's compiler says what is wrong with it.
import path from "node:path";
import { pathToFileURL } from "node:url";

import yaml from "js-yaml";
import { directiveFromMarkdown, directiveToMarkdown } from "mdast-util-directive";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown, gfmToMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown, mdxToMarkdown } from "mdast-util-mdx";
import { toMarkdown } from "mdast-util-to-markdown";
import * as remarkComment from "@slorber/remark-comment";
import { directive } from "micromark-extension-directive";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";
import { unified } from "unified";
import { VFile } from "vfile";

import { messageOf } from "./cache.mjs";
import { commandLine, readRequest } from "./channel.mjs";
import { instanceOptions, isStandIn, loadConfig, packageOf, sitePlace } from "./evaluate.mjs";

/**
 * @typedef {{ type: string, children?: MdNode[], position?: { start: { offset?: number, line: number, column: number }, end: { offset?: number } }, value?: unknown, [key: string]: unknown }} MdNode
 * @typedef {{ path: string, origin: string, text: string, wanted: boolean }} FileIn
 * @typedef {{ kind: string, folders: ((relative: string) => boolean), plugins: [Function, unknown, string][] }} Instance
 */

/** Where each content plugin reads its Markdown (Docusaurus' `contentDirs`): its folder, its versions' and its translations'. */
function folderTest(kind, options) {
  const id = typeof options?.id === "string" && options.id !== "default" ? options.id : "";
  const own = String(options?.path ?? { docs: "docs", blog: "blog", pages: "src/pages" }[kind]);
  const i18n = new RegExp(`^i18n/[^/]+/docusaurus-plugin-content-${kind}${id ? `-${id}` : ""}/`);
  const versioned = kind === "docs" ? `${id ? `${id}_` : ""}versioned_docs/` : null;
  const under = path.posix.normalize(own.replace(/\\/g, "/")).replace(/^\.\/|\/+$/g, "") + "/";
  return (/** @type {string} */ relative) => relative.startsWith(under) || i18n.test(relative) || (versioned !== null && relative.startsWith(versioned));
}

/** A plugin's name for messages: its package, else its function's name. */
const pluginName = (/** @type {Function} */ plugin) => packageOf(plugin) ?? (plugin.name || "anonymous");

/** Each content plugin instance with the remark plugins left to run here (those in `skip`, or not installed, are not). */
function instances(config, /** @type {Set<string>} */ skip) {
  /** @type {Instance[]} */
  const found = [];
  for (const [kind, options] of instanceOptions(config)) {
    const listed = [...(options?.beforeDefaultRemarkPlugins ?? []), ...(options?.remarkPlugins ?? [])];
    /** @type {[Function, unknown, string][]} */
    const plugins = [];
    for (const item of listed) {
      const [plugin, settings] = Array.isArray(item) ? item : [item, undefined];
      if (typeof plugin !== "function" || isStandIn(plugin) || skip.has(packageOf(plugin) ?? "")) continue;
      plugins.push([plugin, settings, pluginName(plugin)]);
    }
    if (plugins.length > 0) found.push({ kind, folders: folderTest(kind, options), plugins });
  }
  return found;
}

/** Each Markdown text parsed so far (by MDX or not, and text), or why it could not be. */
/** @type {Map<string, MdNode | Unreadable>} */
const parsed = new Map();
/** How many files of the request have yet to use each text. */
/** @type {Map<string, number>} */
const uses = new Map();

/** The front matter's data, as gray-matter reads it for Docusaurus ({} when there is none, or it is not YAML). */
function frontMatterOf(/** @type {string} */ front) {
  try {
    const data = yaml.load(front.replace(/^---[^\n]*\n/, "").replace(/---[ \t]*\r?\n?$/, ""));
    return data !== null && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

/**
 * A file's front matter, its body, and the key its parse is kept under. In
 * MDX, each heading's `{#id}` is taken off (`ids`, by heading), as
 * Docusaurus' own heading plugin takes it off before the site's run (and
 * MDX would read it as an expression), and put back after ([`withHeadingIds`]).
 */
function cut(/** @type {string} */ text, /** @type {boolean} */ mdx) {
  const front = FRONT_MATTER.exec(text)?.[0] ?? "";
  const { body, ids } = mdx ? takeHeadingIds(text.slice(front.length)) : { body: text.slice(front.length), ids: [] };
  return { front, body, ids, key: `${mdx}\0${body}` };
}

/** The front matter Docusaurus cuts off before compiling (gray-matter's `---` fences). */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** An ATX heading that ends with an id (`## Title {#title}`). */
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{#([^{}\s]+)\}[ \t]*$/;
/** An ATX heading line. */
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/** Calls `each(line, k)` on each line of `text` outside fenced code, `k` counting its ATX headings; returns the lines it gives. */
function headingLines(/** @type {string} */ text, /** @type {(line: string, k: number) => string} */ each) {
  let fence = "";
  let k = 0;
  return text
    .split("\n")
    .map((line) => {
      const opens = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (opens && (!fence || (opens[0] === fence[0] && opens.length >= fence.length))) fence = fence ? "" : opens;
      return fence || !HEADING.test(line) ? line : each(line, k++);
    })
    .join("\n");
}

/** `body` with its headings' `{#id}` taken off, and each id with its heading's number and text. */
function takeHeadingIds(/** @type {string} */ body) {
  /** @type {{ k: number, id: string, title: string }[]} */
  const ids = [];
  if (!body.includes("{#")) return { body, ids };
  const taken = headingLines(body, (line, k) => {
    const found = HEADING_ID.exec(line);
    if (!found) return line;
    ids.push({ k, id: found[2], title: found[1].replace(/^ *#+[ \t]*/, "").trim() });
    return found[1];
  });
  return { body: taken, ids };
}

/**
 * The plugins' text with the ids put back: on the same heading by its
 * number, when the plugins kept the headings' count; else on the heading of
 * the same text.
 */
function withHeadingIds(/** @type {string} */ text, /** @type {{ k: number, id: string, title: string }[]} */ ids, /** @type {string} */ taken) {
  if (ids.length === 0) return text;
  const count = (/** @type {string} */ t) => {
    let n = 0;
    headingLines(t, (line) => ((n += 1), line));
    return n;
  };
  const sameCount = count(text) === count(taken);
  const left = [...ids];
  return headingLines(text, (line, k) => {
    const title = line.replace(/^ *#+[ \t]*/, "").trim().toLowerCase();
    const at = left.findIndex((id) => (sameCount ? id.k === k : id.title.toLowerCase() === title));
    if (at < 0) return line;
    const [{ id }] = left.splice(at, 1);
    return `${line.replace(/[ \t]+$/, "")} {#${id}}`;
  });
}

// The HTML comments' syntax, tree and writer (the package's types do not say
// what its code is: its tree is a function of options, its writer an object).
const commentSyntax = /** @type {import("micromark-util-types").Extension} */ (/** @type {unknown} */ (remarkComment.comment));
const commentTree = /** @type {(options: { ast: boolean }) => import("mdast-util-from-markdown").Extension} */ (/** @type {unknown} */ (remarkComment.commentFromMarkdown));
const commentWriter = /** @type {import("mdast-util-to-markdown").Options} */ (/** @type {unknown} */ (remarkComment.commentToMarkdown));

/**
 * The Markdown's tree as Docusaurus' MDX parser reads it (`mdx` for MDX, else
 * CommonMark), with GFM and directives; why it cannot be read, else. MDX
 * takes HTML comments, as Docusaurus' `mdx1Compat.comments` (on unless turned
 * off) lets it, by the same package: each a `comment` node, written back as it was.
 */
function parse(/** @type {string} */ text, /** @type {boolean} */ mdx) {
  try {
    return /** @type {MdNode} */ (
      /** @type {unknown} */ (
        fromMarkdown(text, {
          // The comments after MDX's syntax: its JSX would otherwise refuse `<!`.
          extensions: [gfm(), directive(), ...(mdx ? [mdxjs(), commentSyntax] : [])],
          mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown(), ...(mdx ? [mdxFromMarkdown(), commentTree({ ast: true })] : [])],
        })
      )
    );
  } catch (error) {
    return new Unreadable(messageOf(error));
  }
}

/** A file the plugins cannot be given: MDX does not parse it (the build says where, reading it as written). */
class Unreadable extends Error {}

/** MDX 1's nodes (a Docusaurus 2 site's plugins make `jsx`, `import` and `export` nodes): their text, as MDX 1 wrote them. */
const MDX1_NODES = ["jsx", "import", "export"];
const asWritten = (/** @type {{ value?: unknown }} */ node) => String(node.value ?? "");

const WRITE_OPTIONS = {
  extensions: [gfmToMarkdown(), directiveToMarkdown(), mdxToMarkdown({ quoteSmart: true }), commentWriter, /** @type {import("mdast-util-to-markdown").Options} */ ({ handlers: Object.fromEntries(MDX1_NODES.map((type) => [type, asWritten])) })],
};

/** A node that goes among the module's imports and exports: MDX's, or MDX 1's. */
const isEsm = (/** @type {MdNode} */ node) => node.type === "mdxjsEsm" || node.type === "import" || node.type === "export";

/** `node` as Markdown: flow content without its last line break. */
const written = (/** @type {MdNode} */ node) => toMarkdown(/** @type {any} */ (inline(node)), WRITE_OPTIONS).replace(/\n+$/, "");

/** The MDX flow nodes a plugin put among phrasing content, and their text forms, which stay on the line. */
const TEXT_FORM = { mdxJsxFlowElement: "mdxJsxTextElement", mdxFlowExpression: "mdxTextExpression" };

/**
 * `node` with each MDX flow node a plugin put inside phrasing content (a
 * badge `<span>` made an `mdxJsxFlowElement` in a heading) in its text form:
 * Docusaurus compiles the tree as it is, and the element is the same there;
 * written as flow it would break the heading's line in two.
 */
function inline(/** @type {MdNode} */ node, inFlow = true) {
  if (!inFlow && node.type in TEXT_FORM) node.type = TEXT_FORM[/** @type {keyof typeof TEXT_FORM} */ (node.type)];
  node.children?.forEach((child) => inline(child, FLOW.has(node.type)));
  return node;
}

/** The parents whose children are blocks (the others hold phrasing content). */
const FLOW = new Set(["root", "blockquote", "listItem", "list", "containerDirective", "mdxJsxFlowElement", "footnoteDefinition"]);

/** The node's own fields (not its children or place), objects as their JSON: what a plugin can change in it. */
function own(/** @type {MdNode} */ node) {
  /** @type {unknown[]} */
  const fields = [];
  for (const key in node) {
    if (key === "children" || key === "position") continue;
    const value = node[key];
    fields.push(key, value !== null && typeof value === "object" ? JSON.stringify(value) : value);
  }
  return fields;
}

const sameFields = (/** @type {unknown[]} */ a, /** @type {unknown[]} */ b) => a.length === b.length && a.every((field, i) => field === b[i]);

/**
 * @typedef {{ own: unknown[], children: MdNode[] }} Was
 * @typedef {{ was: Map<MdNode, Was>, same: (node: MdNode) => boolean }} Before
 */

/** What every node was before the plugins ran (its own fields, its children), and whether a node is still all it was. */
function remember(/** @type {MdNode} */ tree) {
  /** @type {Map<MdNode, Was>} */
  const was = new Map();
  const visit = (/** @type {MdNode} */ node) => {
    was.set(node, { own: own(node), children: [...(node.children ?? [])] });
    node.children?.forEach(visit);
  };
  visit(tree);
  /** @type {Map<MdNode, boolean>} */
  const known = new Map();
  /** Unchanged: the same fields, and the same children, each unchanged (each node looked at once). */
  const same = (/** @type {MdNode} */ node) => {
    if (known.has(node)) return /** @type {boolean} */ (known.get(node));
    const old = was.get(node);
    const now = node.children ?? [];
    const result = old !== undefined && sameFields(old.own, own(node)) && old.children.length === now.length && now.every((child, i) => child === old.children[i] && same(child));
    known.set(node, result);
    return result;
  };
  return /** @type {Before} */ ({ was, same });
}

/**
 * The edits (`[start, end, text]` in `source`) that write the changes made to
 * `parent`'s children: a child kept unchanged stays as written, one changed
 * inside is looked into, the others are written again where the ones they
 * replaced were. New imports and exports at the top level go to `esm`.
 */
function edits(/** @type {MdNode} */ parent, /** @type {Before} */ before, /** @type {string} */ source, /** @type {[number, number, string][]} */ out, /** @type {string[]} */ esm) {
  const was = /** @type {Was} */ (before.was.get(parent));
  // Phrasing content is written again with its block (a text alone would be escaped as if it began a line).
  if (!FLOW.has(parent.type)) return false;
  const flow = true;
  const at = (/** @type {MdNode} */ node) => node.position?.start.offset;
  const end = (/** @type {MdNode} */ node) => node.position?.end.offset;
  const kept = (/** @type {MdNode} */ node) => {
    const old = before.was.get(node);
    return old !== undefined && was.children.includes(node) && at(node) !== undefined && (before.same(node) || (sameFields(old.own, own(node)) && Array.isArray(node.children)));
  };
  const now = parent.children ?? [];
  const anchors = now.filter(kept);
  // Kept children in another order: the parent is written again whole.
  const order = anchors.map((node) => was.children.indexOf(node));
  if (order.some((index, i) => i > 0 && index < order[i - 1])) return false;
  for (const node of anchors) {
    if (!before.same(node) && !edits(node, before, source, out, esm)) {
      const [from, to] = [Number(at(node)), Number(end(node))];
      out.push([from, to, indented(written(node), source, from, flow, to)]);
    }
  }
  // Between two anchors (or an end): what was there, and what is there now.
  const bounds = [-1, ...order, was.children.length];
  const newBounds = [-1, ...anchors.map((node) => now.indexOf(node)), now.length];
  for (let i = 1; i < bounds.length; i++) {
    const removed = was.children.slice(bounds[i - 1] + 1, bounds[i]);
    let added = now.slice(newBounds[i - 1] + 1, newBounds[i]);
    if (parent.type === "root") {
      esm.push(...added.filter(isEsm).map((node) => String(node.value)));
      added = added.filter((node) => !isEsm(node));
    }
    if (removed.length === 0 && added.length === 0) continue;
    const text = added.map(written).join(flow ? "\n\n" : "");
    if (removed.length > 0) {
      const from = at(removed[0]);
      const to = end(removed[removed.length - 1]);
      if (from === undefined || to === undefined) return false;
      out.push([from, to, indented(text, source, from, flow, to)]);
    } else {
      const previous = i > 1 ? end(anchors[i - 2]) : undefined;
      const next = i <= anchors.length ? at(anchors[i - 1]) : undefined;
      const separator = flow ? "\n\n" : "";
      if (previous !== undefined) out.push([previous, previous, separator + indented(text, source, previous, flow)]);
      else if (next !== undefined) out.push([next, next, indented(text, source, next, flow) + separator]);
      else if (parent.type === "root") out.push([source.length, source.length, `${separator}${text}\n`]);
      else return false;
    }
  }
  return true;
}

/**
 * `text` to stand at `offset` of `source`: its later lines carry the prefix
 * the line at `offset` has (a list item's indent, a quote's `>`), and flow
 * content at the top level keeps the line count of what it replaces (up to
 * `until`), so the lines after it keep their numbers.
 */
function indented(/** @type {string} */ text, /** @type {string} */ source, /** @type {number} */ offset, /** @type {boolean} */ flow, /** @type {number} */ until = offset) {
  const lineStart = source.lastIndexOf("\n", offset - 1) + 1;
  const prefix = source.slice(lineStart, offset).replace(/[-*+]|\d+[.)]/g, (marker) => " ".repeat(marker.length));
  const lines = text.split("\n");
  let out = lines.map((line, i) => (i === 0 ? line : `${prefix}${line}`.trimEnd() || prefix.trimEnd())).join("\n");
  const replaced = source.slice(offset, until).split("\n").length;
  if (flow && prefix === "" && lines.length < replaced) out += "\n".repeat(replaced - lines.length);
  return out;
}

/**
 * One file's text after the plugins of `processor`, or null when they changed
 * nothing (or the file cannot be parsed).
 */
async function transform(/** @type {FileIn} */ file, /** @type {import("unified").Processor<any, any, any, any, any>} */ processor, /** @type {string} */ siteDir, /** @type {boolean} */ mdx) {
  const { front, body, ids, key } = cut(file.text, mdx);
  // Versions repeat pages word for word: each text is parsed once, and each
  // file but the last to use it given its own copy, as plugins change trees.
  if (!parsed.has(key)) parsed.set(key, parse(body, mdx));
  const read = /** @type {MdNode | Unreadable} */ (parsed.get(key));
  const left = (uses.get(key) ?? 1) - 1;
  uses.set(key, left);
  if (left <= 0) parsed.delete(key);
  if (read instanceof Unreadable) throw new Error(`the file does not parse as MDX here (${read.message}): read as written`);
  const tree = left > 0 ? structuredClone(read) : read;
  const before = remember(tree);
  // As Docusaurus' loader hands a file to the plugins: its path, its front matter, the bundle it is for.
  const data = { frontMatter: frontMatterOf(front), compilerName: "client" };
  const vfile = new VFile({ path: path.resolve(siteDir, file.origin), value: body, cwd: siteDir, data });
  const after = /** @type {MdNode} */ (/** @type {unknown} */ (await processor.run(/** @type {any} */ (tree), vfile)));
  /** @type {[number, number, string][]} */
  const changes = [];
  /** @type {string[]} */
  const esm = [];
  let text = body;
  if (after !== tree) {
    text = `${written(after)}\n`;
  } else if (!edits(tree, before, body, changes, esm)) {
    text = `${written(tree)}\n`;
  } else {
    for (const [from, to, replacement] of changes.sort((a, b) => b[0] - a[0] || b[1] - a[1])) text = text.slice(0, from) + replacement + text.slice(to);
  }
  if (esm.length > 0) text = `${text.replace(/\n*$/, "")}\n\n${esm.join("\n")}\n`;
  return text === body ? null : front + withHeadingIds(text, ids, body);
}

/**
 * The answer for `request` (see the top of this file).
 * @param {string} siteDir
 * @param {{ skip: string[], files: FileIn[] }} request
 */
export async function remarked(siteDir, request) {
  siteDir = path.resolve(siteDir);
  const { config, file: configFile } = await loadConfig(siteDir);
  const found = instances(config, new Set(request.skip));
  // `markdown.format: "detect"` reads .md files as CommonMark, as Docusaurus does; MDX otherwise.
  const detect = config?.markdown?.format === "detect";
  const processors = new Map(found.map((instance) => [instance, processorOf(instance)]));
  const mdxOf = (/** @type {FileIn} */ file) => !(detect && file.path.endsWith(".md"));
  const instanceOf = (/** @type {FileIn} */ file) => found.find((candidate) => candidate.folders(file.origin));
  // `markdown.preprocessor`, which Docusaurus' MDX loader runs on every Markdown file's text before anything else.
  const preprocessor = config?.markdown?.preprocessor;
  /** @type {Map<string, string>} */
  const preprocessed = new Map();
  if (typeof preprocessor === "function") {
    for (const file of request.files) {
      if (!file.wanted) continue;
      try {
        const text = preprocessor({ filePath: path.join(siteDir, file.origin), fileContent: file.text });
        if (typeof text !== "string") throw new Error(`it gave ${typeof text}, not the file's text`);
        if (text !== file.text) preprocessed.set(file.path, text);
      } catch (thrown) {
        // An error of the site's config, at its place there when the stack shows it, naming the file it ran on.
        const place = sitePlace(siteDir, String(/** @type {{ stack?: unknown }} */ (thrown)?.stack ?? "")) ?? { file: path.relative(siteDir, configFile), line: 1, column: 1 };
        return { files: [], ran: [], failures: [], error: { ...place, message: `markdown.preprocessor threw on ${file.origin}: ${messageOf(thrown)}` } };
      }
    }
  }
  /** A file as the plugins get it: its text after the preprocessor. */
  const input = (/** @type {FileIn} */ file) => ({ ...file, text: preprocessed.get(file.path) ?? file.text });
  const wanted = request.files.filter((file) => file.wanted && instanceOf(file)).map(input);
  const others = request.files.filter((file) => !file.wanted && instanceOf(file));
  for (const file of [...wanted, ...others]) {
    const { key } = cut(file.text, mdxOf(file));
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  /** @type {Map<string, string | null>} */
  const made = new Map();
  /** @type {Map<string, { plugin: string, message: string, files: string[] }>} */
  const failures = new Map();
  /** Files read as written: each failure is said once per plugin and message (a plugin offline fails on every page). */
  const fail = (/** @type {string} */ plugin, /** @type {string} */ message, /** @type {string} */ file) => {
    const key = `${plugin}\0${message}`;
    if (!failures.has(key)) failures.set(key, { plugin, message, files: [] });
    failures.get(key)?.files.push(file);
  };
  /** What threw, at its place in the site's code when the stack shows one. */
  const said = (/** @type {unknown} */ thrown) => {
    const place = sitePlace(siteDir, String(/** @type {{ stack?: unknown }} */ (thrown)?.stack ?? ""));
    return { place, message: `${place ? `at ${place.file}:${place.line}:${place.column}: ` : ""}${messageOf(thrown)}` };
  };
  const namesOf = (/** @type {Instance} */ instance) => instance.plugins.map(([, , name]) => name).join("`, `");
  const one = async (/** @type {FileIn} */ file) => {
    const instance = /** @type {Instance} */ (instanceOf(file));
    try {
      made.set(file.path, await transform(file, /** @type {any} */ (processors.get(instance)), siteDir, mdxOf(file)));
    } catch (thrown) {
      fail(/** @type {{ remarkPlugin?: string }} */ (thrown)?.remarkPlugin ?? namesOf(instance), said(thrown).message, file.path);
    }
  };
  // A plugin's timer or callback that throws outside any file's run (an uncaught error would end Node) is said as its own failure.
  const stray = (/** @type {unknown} */ thrown) => {
    const { place, message } = said(thrown);
    fail("a callback of a plugin", message, place?.file ?? "docusaurus.config.js");
  };
  process.on("uncaughtException", stray);
  process.on("unhandledRejection", stray);
  const asked = new Set(wanted.map((file) => file.path));
  let left = asked.size;
  const counted = async (/** @type {FileIn} */ file) => {
    await one(file);
    if (asked.has(file.path)) left -= 1;
  };
  await pooled(wanted, others, counted, () => left === 0);
  // What never finished (a plugin waiting on something that never comes) is read as written.
  const failed = new Set([...failures.values()].flatMap((failure) => failure.files));
  for (const file of wanted) {
    if (made.has(file.path) || failed.has(file.path)) continue;
    fail(namesOf(/** @type {Instance} */ (instanceOf(file))), `it did not finish: nothing moved for ${GIVE_UP_MS / 1000} s`, file.path);
  }
  // Every file done is answered (the others too, when they ran), so each is kept; a failed one is not answered.
  // A file no plugin ran on is answered with what the preprocessor made of it (null: unchanged).
  const files = request.files
    .filter((file) => made.has(file.path) || (file.wanted && instanceOf(file) === undefined))
    .map((file) => ({ path: file.path, text: made.has(file.path) ? (made.get(file.path) ?? preprocessed.get(file.path) ?? null) : (preprocessed.get(file.path) ?? null) }));
  const ran = [...new Set(found.flatMap((instance) => instance.plugins.map(([, , name]) => name)))];
  return { files, ran, failures: [...failures.values()], error: null };
}

/** The unified processor of an instance's plugins, with Docusaurus' parser and writer for plugins that parse or write Markdown themselves. */
function processorOf(/** @type {Instance} */ instance) {
  const processor = unified().use(function markdown() {
    this.parser = (/** @type {string} */ text) => /** @type {any} */ (parse(text, true) ?? { type: "root", children: [] });
    this.compiler = (/** @type {any} */ tree) => `${written(tree)}\n`;
  });
  return instance.plugins.reduce((p, [plugin, settings, name]) => p.use(/** @type {any} */ (named(plugin, name)), settings), processor).freeze();
}

/** `plugin` with its transformer's failures marked as its own (`remarkPlugin`), so a message names it. */
function named(/** @type {Function} */ plugin, /** @type {string} */ name) {
  return /** @this {unknown} */ function (/** @type {unknown[]} */ ...settings) {
    const transformer = plugin.apply(this, settings);
    // One that calls back (`next`) is left as it is: its failure names every plugin.
    if (typeof transformer !== "function" || transformer.length >= 3) return transformer;
    return /** @this {unknown} */ async function (/** @type {unknown[]} */ ...args) {
      try {
        return await transformer.apply(this, args);
      } catch (error) {
        if (error !== null && typeof error === "object") Object.assign(error, { remarkPlugin: name });
        throw error;
      }
    };
  };
}

/** How long nothing may finish, once every file is let in, before the files still running are given up. */
const GIVE_UP_MS = Number(process.env.AOLDA_REMARK_GIVE_UP_MS ?? 60_000);

/**
 * Runs `one` on the `wanted` files, a few at a time, until `finished`. Plugins
 * may wait on each other across files (a page waiting for the page it
 * quotes, as under webpack, which loads every file at once): when nothing
 * has finished for a while, more files are let in, the `others` (files not
 * asked for, run for what the plugins learn from them) after the wanted.
 * @param {FileIn[]} wanted
 * @param {FileIn[]} others
 * @param {(file: FileIn) => Promise<void>} one
 * @param {() => boolean} finished
 */
async function pooled(wanted, others, one, finished) {
  const queue = [...wanted, ...others];
  const STALL_MS = 1000;
  let width = 8;
  let stalled = false;
  let running = 0;
  // When a file was last let in or last finished.
  let moved = Date.now();
  let next = 0;
  // A file that finishes while none is awaited is not lost: `woke` keeps it.
  let woke = false;
  let wake = () => {
    woke = true;
  };
  const admit = () => {
    // The others only once the wanted have stalled.
    while (running < width && next < (stalled ? queue.length : wanted.length) && !finished()) {
      running += 1;
      moved = Date.now();
      one(queue[next++]).finally(() => {
        running -= 1;
        moved = Date.now();
        wake();
      });
    }
  };
  while (!finished()) {
    admit();
    if (running === 0) break;
    // Everything let in, and nothing moves: what still runs waits on what never comes.
    if (next === queue.length && Date.now() - moved >= GIVE_UP_MS) break;
    const ticked =
      woke ||
      (await new Promise((resolve) => {
        wake = () => resolve(true);
        setTimeout(() => resolve(false), STALL_MS);
      }));
    woke = false;
    wake = () => {
      woke = true;
    };
    // Stalled: the running files wait on files not yet let in.
    if (!ticked && Date.now() - moved >= STALL_MS) {
      stalled = true;
      width *= 2;
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { siteDir, answer } = commandLine("node remark.mjs SITE_DIR < request.json");
  const request = await readRequest();
  // Then out, though a plugin may still wait on a timer of its own.
  answer(await remarked(siteDir, request), () => process.exit(0));
}
