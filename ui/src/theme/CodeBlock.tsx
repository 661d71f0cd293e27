// A code block highlighted at build time (crates/highlight): each line comes
// as `[flags, class, text, class, text, …]`, flags `h` (highlighted line),
// `$` (command after a prompt), `o` (output). Colours are CSS classes, so the
// same HTML serves both colour modes. The copy and wrap buttons are handled
// by runtime/contentActions (one listener for every block).
export function CodeBlock(props: { lines: string[][]; language?: string; title?: string; lineNumbers?: number }) {
  const start = props.lineNumbers;
  return (
    <figure className="code-block">
      {props.title ? <figcaption className="code-title">{props.title}</figcaption> : null}
      <div className="code-body">
        <pre tabIndex={0} data-language={props.language}>
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
          <button type="button" className="code-button" data-action="wrap" aria-pressed={false} title="긴 줄 바꿈">
            줄 바꿈
          </button>
          <button type="button" className="code-button" data-action="copy" aria-label="코드 복사">
            복사
          </button>
        </div>
      </div>
    </figure>
  );
}
