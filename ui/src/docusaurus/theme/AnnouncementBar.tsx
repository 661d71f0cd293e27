// `@theme/AnnouncementBar`: the config's dismissible bar above the navbar. A
// site's src/theme/AnnouncementBar replaces it (reading `useAnnouncementBar`
// of `@docusaurus/theme-common/internal`); a wrapper shows this one through
// `@theme-original/AnnouncementBar`.
import { AnnouncementBar as ThemeAnnouncementBar } from "../../theme/AnnouncementBar";

export default function AnnouncementBar() {
  return <ThemeAnnouncementBar />;
}
