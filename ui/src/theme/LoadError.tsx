// Shown when a page's chunk cannot be loaded (SPEC §8).
export function LoadError(props: { error: unknown; onRetry: () => void }) {
  const message = props.error instanceof Error ? props.error.message : String(props.error);
  return (
    <div className="page-error" role="alert">
      <h1>페이지를 불러오지 못했습니다</h1>
      <pre>{message}</pre>
      <button type="button" className="button" onClick={props.onRetry}>
        Retry
      </button>
    </div>
  );
}
