// `@theme/CodeBlock`: `<CodeBlock language="js" title="a.js" showLineNumbers>{`code`}</CodeBlock>`
// in our CodeBlock's look, with its copy and wrap buttons. The code is known
// only when the page runs, so it is not coloured (highlighting happens at
// build time, for fenced blocks); the lines Docusaurus would highlight are:
// `{1,3-5}` in `metastring`, else the magic comments `highlight-next-line`
// and `highlight-start`/`-end`, which are removed from the text as there.
import { useContext, type ReactNode } from "react";

import { CodeBlock as SiteCodeBlock } from "../../theme/CodeBlock";
import { HighlightedBlock } from "../../theme/highlightedBlock";
import { textOf } from "../text";

export interface CodeBlockProps {
  children?: ReactNode;
  /** `language-xyz` names the language when `language` does not. */
  className?: string;
  /** The words after a fence's language: `title="…"`, `{1,3-5}`, `showLineNumbers`. */
  metastring?: string;
  title?: ReactNode;
  language?: string;
  /** True, or the number of the first line. */
  showLineNumbers?: boolean | number;
}

function languageOf(props: CodeBlockProps): string | undefined {
  const fromClass = props.className?.split(/\s+/).find((c) => c.startsWith("language-"));
  return (props.language ?? fromClass?.slice("language-".length))?.toLowerCase() || undefined;
}

function titleOf(metastring: string | undefined): string | undefined {
  const match = metastring?.match(/(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The first line number, from the prop or `showLineNumbers[=N]` in the metastring; none when off. */
function lineNumbersOf(props: CodeBlockProps): number | undefined {
  const prop = props.showLineNumbers;
  if (typeof prop === "number") return prop;
  if (prop === true) return 1;
  if (prop === false) return undefined;
  const match = props.metastring?.match(/(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/);
  return match ? Number(match[1] ?? 1) : undefined;
}

/** The 1-based line ranges of `{1,3-5}`; null when the metastring has none. */
function rangesOf(metastring: string | undefined): [number, number][] | null {
  const braces = metastring?.match(/\{([\d,\s-]+)\}/);
  if (!braces) return null;
  return braces[1]!.split(",").flatMap((part): [number, number][] => {
    const [a, b] = part.split("-").map((n) => Number(n.trim()));
    if (!Number.isInteger(a)) return [];
    return [[a!, Number.isInteger(b) ? b! : a!]];
  });
}

const MAGIC = /^\s*(?:\/\/|#|--|;|%|\/\*|\{\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** The lines to show and which of them are highlighted. */
export function markLines(code: string, metastring?: string): { lines: string[]; highlighted: boolean[] } {
  const all = code.split("\n");
  const ranges = rangesOf(metastring);
  // As in Docusaurus, a range in the metastring turns magic comments off.
  if (ranges) return { lines: all, highlighted: all.map((_, i) => ranges.some(([a, b]) => i + 1 >= a && i + 1 <= b)) };
  const lines: string[] = [];
  const highlighted: boolean[] = [];
  let next = false;
  let open = 0;
  for (const line of all) {
    const magic = line.match(MAGIC)?.[1];
    if (magic === "highlight-next-line") next = true;
    else if (magic === "highlight-start") open++;
    else if (magic === "highlight-end") open = Math.max(0, open - 1);
    else {
      lines.push(line);
      highlighted.push(next || open > 0);
      next = false;
    }
  }
  return { lines, highlighted };
}

export default function CodeBlock(props: CodeBlockProps) {
  // One trailing newline ends the last line rather than starting an empty one.
  const code = textOf(props.children).replace(/\r?\n$/, "");
  // A fenced block the site's CodeBlock hands on unchanged: as the build highlighted it.
  const fenced = __CODE_BLOCK_OWN__ ? useContext(HighlightedBlock) : null;
  if (fenced && fenced.code === code) return <SiteCodeBlock {...fenced} />;
  const { lines, highlighted } = markLines(code, props.metastring);
  const marks = highlighted.some(Boolean) ? highlighted.map((h) => (h ? "H" : "")).join("|") : undefined;
  const title = titleOf(props.metastring) ?? (props.title === undefined ? undefined : textOf(props.title));
  return (
    <SiteCodeBlock code={lines.join("\n")} marks={marks} language={languageOf(props)} title={title || undefined} lineNumbers={lineNumbersOf(props)} />
  );
}
