// The elements generated Markdown uses besides plain HTML tags.
import { useState, type ReactNode } from "react";

export { Link } from "./Link";

export function Heading(props: { as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6"; id: string; children: ReactNode }) {
  const Tag = props.as;
  return (
    <Tag id={props.id} className="heading">
      {props.children}
      <a className="heading-anchor" href={`#${props.id}`} aria-label="이 제목으로 바로 가는 링크">
        #
      </a>
    </Tag>
  );
}

const ADMONITION_LABELS: Record<string, string> = {
  note: "참고",
  tip: "팁",
  info: "정보",
  warning: "주의",
  caution: "주의",
  danger: "위험",
};

export function Admonition(props: { kind: string; title?: string; children: ReactNode }) {
  const label = props.title ?? ADMONITION_LABELS[props.kind] ?? props.kind;
  return (
    <aside className={`admonition admonition-${props.kind}`} aria-label={label}>
      <p className="admonition-title">{label}</p>
      <div className="admonition-body">{props.children}</div>
    </aside>
  );
}

export function CodeBlock(props: { code: string; language?: string; title?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(props.code).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <figure className="code-block">
      {props.title ? <figcaption className="code-title">{props.title}</figcaption> : null}
      <div className="code-body">
        <pre tabIndex={0} data-language={props.language}>
          <code>{props.code}</code>
        </pre>
        <button type="button" className="code-copy" onClick={copy} aria-label="코드 복사">
          {copied ? "복사됨" : "복사"}
        </button>
      </div>
    </figure>
  );
}
