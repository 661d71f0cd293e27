// The end of a doc or post: when it last changed, by whom, and where to edit it.
import type { LastUpdate } from "../generated/types";

/** `2024-08-26T…` as `2024년 8월 26일` (the time is already Korean time, so no clock is read). */
export function koreanDate(at: string): string {
  const [year, month, day] = at.slice(0, 10).split("-").map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

export function PageMeta(props: { lastUpdate: LastUpdate | null; editUrl: string | null }) {
  const { lastUpdate, editUrl } = props;
  if (!lastUpdate && !editUrl) return null;
  return (
    <div className="page-meta">
      {editUrl ? (
        <a className="page-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
          이 페이지 편집
        </a>
      ) : null}
      {lastUpdate ? (
        <p className="page-last-update">
          마지막 수정
          {lastUpdate.at ? (
            <>
              : <time dateTime={lastUpdate.at}>{koreanDate(lastUpdate.at)}</time>
            </>
          ) : null}
          {lastUpdate.author ? (
            <>
              {lastUpdate.at ? ", " : ": "}
              <span className="page-last-update-author">{lastUpdate.author}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
