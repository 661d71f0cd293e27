// The frame of every page: skip link, announcement, navbar (with the mobile
// menu), main content, footer. (The base-URL banner is plain HTML before the
// app, see prerender.mjs.) Navbar and Footer are modules of their own: a site
// may replace either (its src/theme, see ui/stages/shell.mjs).
import { useState, type ReactNode } from "react";

import { ANNOUNCER_ID } from "../runtime/announce";
import LayoutProvider from "../docusaurus/theme/Layout/Provider";
import SiteAnnouncementBar from "../docusaurus/theme/AnnouncementBar";
import { NavbarSecondaryMenuContext } from "../docusaurus/theme-common/navbar";
import { AnnouncementBar } from "./AnnouncementBar";
import { DocSidebarContext, type DocSidebarState } from "./docSidebarContext";
import Footer from "./Footer";
import Navbar from "./Navbar";
import { theme_common_skipToMainContent } from "../i18n/theme";

export function Layout({ children }: { children: ReactNode }) {
  const [docSidebar, setDocSidebar] = useState<DocSidebarState | null>(null);
  const frame = (
    <DocSidebarContext.Provider value={setDocSidebar}>
      <a className="skip-link" href="#main">
        {theme_common_skipToMainContent}
      </a>
      <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
      {/* `@theme/AnnouncementBar`, which a site's code may replace or wrap. */}
      {__SITE_OWN_CODE__ ? <SiteAnnouncementBar /> : <AnnouncementBar />}
      <Navbar docSidebar={docSidebar} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </DocSidebarContext.Provider>
  );
  // A site's own navbar reads the doc page's sidebar with `useNavbarSecondaryMenu`.
  const withSiteCode = __SITE_OWN_CODE__ ? <NavbarSecondaryMenuContext.Provider value={docSidebar}>{frame}</NavbarSecondaryMenuContext.Provider> : frame;
  return __SITE_WRAPS__ ? <LayoutProvider>{withSiteCode}</LayoutProvider> : withSiteCode;
}
