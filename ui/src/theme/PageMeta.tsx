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
