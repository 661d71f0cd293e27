// `@theme/LastUpdated`: when a page last changed and by whom, as a site's own
// doc footer shows it (`useDoc().metadata`'s `lastUpdatedAt`, in milliseconds).
import { theme_lastUpdated_lastUpdated } from "../../i18n/theme";
import { formatDate } from "../../i18n/date";

export default function LastUpdated(props: { lastUpdatedAt?: number | null; lastUpdatedBy?: string | null }) {
  const { lastUpdatedAt, lastUpdatedBy } = props;
  if (!lastUpdatedAt && !lastUpdatedBy) return null;
  const at = lastUpdatedAt ? new Date(lastUpdatedAt).toISOString() : null;
  return (
    <span className="theme-last-updated">
      {theme_lastUpdated_lastUpdated}
      {at ? (
        <>
          : <time dateTime={at}>{formatDate(at)}</time>
        </>
      ) : null}
      {lastUpdatedBy ? (
        <>
          {at ? ", " : ": "}
          <b>{lastUpdatedBy}</b>
        </>
      ) : null}
    </span>
  );
}
