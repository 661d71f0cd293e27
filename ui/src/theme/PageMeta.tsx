// The end of a doc or post: when it last changed, by whom, and where to edit it.
import type { LastUpdate } from "../generated/types";
import { theme_common_editThisPage, theme_lastUpdated_lastUpdated } from "../i18n/theme";
import { formatDate } from "../i18n/date";

export function PageMeta(props: { lastUpdate: LastUpdate | null; editUrl: string | null }) {
  const { lastUpdate, editUrl } = props;
  if (!lastUpdate && !editUrl) return null;
  return (
    <div className="page-meta">
      {editUrl ? (
        <a className="page-edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
          {theme_common_editThisPage}
        </a>
      ) : null}
      {lastUpdate ? (
        <p className="page-last-update">
          {theme_lastUpdated_lastUpdated}
          {lastUpdate.at ? (
            <>
              : <time dateTime={lastUpdate.at}>{formatDate(lastUpdate.at)}</time>
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
