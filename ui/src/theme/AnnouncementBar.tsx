// The dismissible bar above the navbar. A dismissal is stored under
// `announcement.dismissed` with the bar's id; the head script hides a dismissed
// bar before first paint, and a new id shows it again.
import { useEffect, useState } from "react";

import { site } from "../generated/site";
import { readStorage, STORAGE_KEYS, writeStorage } from "../runtime/storage";
import { Link } from "./Link";
import { theme_AnnouncementBar_ariaLabel, theme_AnnouncementBar_closeButtonAriaLabel } from "../i18n/theme";

/**
 * Whether the config's bar shows (`isActive`: there is one, and the reader has
 * not dismissed this id), and `close`, which dismisses it: Docusaurus'
 * `useAnnouncementBar`, also for a site's own bar.
 */
export function useAnnouncementBar() {
  const announcement = site.announcement;
  // Active on the server and at hydration; closed after mount if dismissed.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (announcement && !(__SITE_LINK_EXTRAS__ && announcement.unclosable) && readStorage(STORAGE_KEYS.announcementDismissed) === announcement.id) setClosed(true);
  }, [announcement]);
  const close = () => {
    if (!announcement) return;
    writeStorage(STORAGE_KEYS.announcementDismissed, announcement.id);
    document.documentElement.setAttribute("data-announcement-dismissed", "");
    setClosed(true);
  };
  return { isActive: !!announcement && !closed, close };
}

export function AnnouncementBar() {
  const announcement = site.announcement;
  const { isActive, close: dismiss } = useAnnouncementBar();
  if (!announcement || !isActive) return null;
  return (
    <div className="announcement-bar" role="region" aria-label={theme_AnnouncementBar_ariaLabel}>
      {__SITE_LINK_EXTRAS__ && announcement.html ? (
        // A Docusaurus config's content, HTML as the site wrote it (as Docusaurus shows it).
        <div className="announcement-content" dangerouslySetInnerHTML={{ __html: announcement.html }} />
      ) : (
        <p>
          {announcement.text}{" "}
          {announcement.link?.to ? <Link to={announcement.link.to}>{announcement.link.label}</Link> : null}
        </p>
      )}
      {!(__SITE_LINK_EXTRAS__ && announcement.unclosable) ? (
        <button type="button" className="announcement-close" onClick={dismiss} aria-label={theme_AnnouncementBar_closeButtonAriaLabel}>
          ×
        </button>
      ) : null}
    </div>
  );
}
