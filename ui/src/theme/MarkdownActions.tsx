// "Markdown으로 보기 / 복사" on a doc: a plain link to the page's Markdown twin,
// and a button handled by runtime/contentActions' document listener (its code
// loads on use, like the code blocks' copy button), so the page's first load
// carries no copying code.
export function MarkdownActions(props: { twin: string }) {
  return (
    <div className="markdown-actions">
      <a href={props.twin} type="text/markdown">
        Markdown으로 보기
      </a>
      <button type="button" data-action="copy-markdown" data-twin={props.twin} aria-live="polite">
        Markdown 복사
      </button>
    </div>
  );
}
