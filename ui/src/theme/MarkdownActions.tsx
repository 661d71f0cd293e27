// "Markdown으로 보기 / 복사" on a doc: a plain link to the page's Markdown twin,
// and a button whose code (fetch and clipboard) loads only when it is pressed.
import { useState } from "react";

type CopyState = "idle" | "copying" | "copied" | "failed";

const LABELS: Record<CopyState, string> = {
  idle: "Markdown 복사",
  copying: "복사하는 중…",
  copied: "복사했습니다",
  failed: "복사하지 못했습니다",
};

export function MarkdownActions(props: { twin: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const copy = () => {
    setState("copying");
    void import("./copyMarkdown")
      .then((m) => m.copyMarkdown(props.twin))
      .then(
        () => setState("copied"),
        () => setState("failed"),
      );
  };
  return (
    <div className="markdown-actions">
      <a href={props.twin} type="text/markdown">
        Markdown으로 보기
      </a>
      <button type="button" onClick={copy} aria-live="polite">
        {LABELS[state]}
      </button>
    </div>
  );
}
