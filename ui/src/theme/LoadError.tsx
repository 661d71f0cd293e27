// Shown when a page's chunk cannot be loaded (SPEC §8).
import { ui_loadError_retry, ui_loadError_title } from "../i18n/theme";

export function LoadError(props: { error: unknown; onRetry: () => void }) {
  const message = props.error instanceof Error ? props.error.message : String(props.error);
  return (
    <div className="page-error" role="alert">
      <h1>{ui_loadError_title}</h1>
      <pre>{message}</pre>
      <button type="button" className="button" onClick={props.onRetry}>
        {ui_loadError_retry}
      </button>
    </div>
  );
}
