// A code block highlighted at build time (crates/highlight): each line comes
// as `[flags, class, text, class, text, …]`, flags `h` (highlighted line),
// `$` (command after a prompt), `o` (output). Colours are CSS classes, so the
// same HTML serves both colour modes.
import { useState } from "react";

export function CodeBlock(props: { code: string; lines: string[][]; language?: string; title?: string; lineNumbers?: number }) {
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(props.code).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    });
  };
  const numbered = props.lineNumbers !== undefined;
  return (
    <figure className="code-block">
      {props.title ? <figcaption className="code-title">{props.title}</figcaption> : null}
      <div className="code-body">
        <pre tabIndex={0} data-language={props.language} className={wrapped ? "is-wrapped" : undefined}>
          <code>
            {props.lines.map((line, i) => (
              <CodeLine key={i} line={line} number={numbered ? props.lineNumbers! + i : undefined} />
            ))}
          </code>
        </pre>
        <div className="code-buttons">
          <button type="button" className="code-button" onClick={() => setWrapped(!wrapped)} aria-pressed={wrapped} title="긴 줄 바꿈">
            줄 바꿈
          </button>
          <button type="button" className="code-button" onClick={copy} aria-label={copied ? "복사됨" : "코드 복사"}>
            {copied ? "복사됨" : "복사"}
          </button>
        </div>
      </div>
    </figure>
  );
}

function CodeLine({ line, number }: { line: string[]; number?: number }) {
  const flags = line[0] ?? "";
  let className = "code-line";
  if (flags.includes("h")) className += " is-highlighted";
  if (flags.includes("o")) className += " is-output";
  const tokens = [];
  for (let k = 1; k + 1 < line.length; k += 2) {
    const [cls, text] = [line[k]!, line[k + 1]!];
    tokens.push(cls ? <span key={k} className={`tk-${cls}`}>{text}</span> : text);
  }
  return (
    <span className={className}>
      {number === undefined ? null : (
        <span className="code-line-number" aria-hidden="true">
          {number}
        </span>
      )}
      <span className="code-line-text">
        {flags.includes("$") ? (
          <span className="code-prompt" aria-hidden="true">
            ${" "}
          </span>
        ) : null}
        {tokens}
      </span>
    </span>
  );
}
