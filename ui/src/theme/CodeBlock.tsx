// A code block highlighted at build time (crates/highlight; the format is
// `encode` in crates/codegen/src/markdown/code_block.rs): the lines' text
// joined by "\n", and per line its marks, joined by "|": flags `H`
// (highlighted line), `P` (command after a prompt), `O` (output), then a run
// per token, its class letter (`.` plain) and length; text after the last
// run is plain. Colours are CSS classes, so the same HTML serves both colour
// modes. The copy and wrap buttons are handled by runtime/contentActions (one
// listener for every block).
//
// The lines are written as one HTML string, not as React elements: a block of
// a hundred lines is a few thousand spans, which React would create, render
// on the server and walk again when hydrating, though they never change.
import {
  CODE_BLOCK_CLASS,
  CODE_HIGHLIGHTED_CLASS,
  CODE_LINE_CLASS,
  CODE_LINE_NUMBER_CLASS,
  CODE_LINE_TEXT_CLASS,
  CODE_MARK_HIGHLIGHTED,
  CODE_MARK_LINE_BREAK,
  CODE_MARK_OUTPUT,
  CODE_MARK_PLAIN,
  CODE_MARK_PROMPT,
  CODE_OUTPUT_CLASS,
  CODE_PROMPT_CLASS,
  CODE_TOKEN_CLASS_PREFIX,
} from "../constants";
import { escapeText } from "../escape";
import { theme_CodeBlock_copy, theme_CodeBlock_copyButtonAriaLabel, theme_CodeBlock_wordWrapToggle, ui_codeBlock_wrap } from "../i18n/theme";

export function CodeBlock(props: { code: string; marks?: string; lineClasses?: string; language?: string; title?: string; lineNumbers?: number }) {
  return (
    // Docusaurus' and Prism's classes too, in a Docusaurus config's site (its CSS addresses them).
    <figure className={__DOCUSAURUS_CONFIG__ ? `${CODE_BLOCK_CLASS} theme-code-block` : CODE_BLOCK_CLASS}>
      {props.title ? <figcaption className="code-title">{props.title}</figcaption> : null}
      <div className="code-body">
        {__DOCUSAURUS_CONFIG__ ? (
          <pre tabIndex={0} data-language={props.language} className={`prism-code language-${props.language || "text"}`}>
            <code dangerouslySetInnerHTML={{ __html: linesHtml(props.code, props.marks, props.lineNumbers, props.lineClasses) }} />
          </pre>
        ) : (
          <pre tabIndex={0} data-language={props.language}>
            <code dangerouslySetInnerHTML={{ __html: linesHtml(props.code, props.marks, props.lineNumbers, props.lineClasses) }} />
          </pre>
        )}
        <div className="code-buttons">
          <button type="button" className="code-button" data-action="wrap" aria-pressed={false} title={theme_CodeBlock_wordWrapToggle}>
            {ui_codeBlock_wrap}
          </button>
          <button type="button" className="code-button" data-action="copy" aria-label={theme_CodeBlock_copyButtonAriaLabel}>
            {theme_CodeBlock_copy}
          </button>
        </div>
      </div>
    </figure>
  );
}

/**
 * The line spans of a block; `start` numbers the lines from it. `lineClasses`:
 * the class each line's magic comment of the site gives it, after a space
 * (codegen checked them: class-name characters only), joined as the marks are.
 */
export function linesHtml(code: string, marks = "", start?: number, lineClasses?: string): string {
  const lines = code.split("\n");
  const lineMarks = marks.split(CODE_MARK_LINE_BREAK);
  // Only a Docusaurus config has magic comments of its own: a site.toml site's pages carry none of this.
  const classes = __DOCUSAURUS_CONFIG__ ? lineClasses?.split(CODE_MARK_LINE_BREAK) : undefined;
  let html = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const mark = lineMarks[i] ?? "";
    let m = 0;
    let flags = "";
    while (m < mark.length && mark[m] >= "A" && mark[m] <= "Z") flags += mark[m++];
    html += `<span class="${CODE_LINE_CLASS}${flags.includes(CODE_MARK_HIGHLIGHTED) ? ` ${CODE_HIGHLIGHTED_CLASS}` : ""}${flags.includes(CODE_MARK_OUTPUT) ? ` ${CODE_OUTPUT_CLASS}` : ""}${classes?.[i] ?? ""}">`;
    if (start !== undefined) html += `<span class="${CODE_LINE_NUMBER_CLASS}" aria-hidden="true">${start + i}</span>`;
    html += `<span class="${CODE_LINE_TEXT_CLASS}">`;
    if (flags.includes(CODE_MARK_PROMPT)) html += `<span class="${CODE_PROMPT_CLASS}" aria-hidden="true">$ </span>`;
    let at = 0;
    while (m < mark.length) {
      const kind = mark[m++];
      let length = 0;
      while (m < mark.length && mark[m] >= "0" && mark[m] <= "9") length = length * 10 + (mark.charCodeAt(m++) - 48);
      const text = escapeText(line.slice(at, at + length));
      html += kind === CODE_MARK_PLAIN ? text : `<span class="${CODE_TOKEN_CLASS_PREFIX}${kind}">${text}</span>`;
      at += length;
    }
    html += escapeText(line.slice(at)) + "</span></span>";
  }
  return html;
}

