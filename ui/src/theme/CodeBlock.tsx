// A code block highlighted at build time (crates/highlight): each line comes
// as `[flags, class, text, class, text, …]`, flags `h` (highlighted line),
// `$` (command after a prompt), `o` (output). Colours are CSS classes, so the
// same HTML serves both colour modes.
import { useState } from "react";

const lineText = (line: string[]) => line.filter((_, k) => k > 0 && k % 2 === 0).join("");

export function CodeBlock(props: { lines: string[][]; language?: string; title?: string; lineNumbers?: number }) {
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  // What a reader would type: no prompts (not in the text), no output lines.
  const copy = () =>
    void navigator.clipboard?.writeText(props.lines.filter((l) => !l[0]!.includes("o")).map(lineText).join("\n")).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  const start = props.lineNumbers;
  return (
    <figure className="code-block">
      {props.title ? <figcaption className="code-title">{props.title}</figcaption> : null}
      <div className="code-body">
        <pre tabIndex={0} data-language={props.language} className={wrapped ? "is-wrapped" : undefined}>
          <code>
            {props.lines.map(([flags = "", ...tokens], i) => (
              <span key={i} className={`code-line${flags.includes("h") ? " is-highlighted" : ""}${flags.includes("o") ? " is-output" : ""}`}>
                {start === undefined ? null : (
                  <span className="code-line-number" aria-hidden="true">
                    {start + i}
                  </span>
                )}
                <span className="code-line-text">
                  {flags.includes("$") ? (
                    <span className="code-prompt" aria-hidden="true">
                      ${" "}
                    </span>
                  ) : null}
                  {tokens.map((text, k) => (k % 2 === 0 ? null : tokens[k - 1] ? <span key={k} className={`tk-${tokens[k - 1]}`}>{text}</span> : text))}
                </span>
              </span>
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
