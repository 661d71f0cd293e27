// "Markdown으로 보기 / 복사" on a doc: a plain link to the page's Markdown twin,
// and a button handled by runtime/contentActions' document listener (its code
// loads on use, like the code blocks' copy button), so the page's first load
// carries no copying code.
import { ui_markdown_copy, ui_markdown_view } from "../i18n/theme";
import { servedPath } from "../runtime/routes";

export function MarkdownActions(props: { twin: string }) {
  const twin = servedPath(props.twin);
  return (
    <div className="markdown-actions">
      <a href={twin} type="text/markdown">
        {ui_markdown_view}
      </a>
      <button type="button" data-action="copy-markdown" data-twin={twin} aria-live="polite">
        {ui_markdown_copy}
      </button>
    </div>
  );
}
