// The mobile menu, loaded when it is first opened (or when the browser is idle
// and prefetching is welcome): most visits never open it.
import { useEffect, useRef, useState } from "react";

import { site } from "../generated/site";
import { keepTabInside } from "../runtime/focus";
import { servedPath } from "../runtime/routes";
import { DocSidebar } from "./DocSidebar";
import type { DocSidebarState } from "./docSidebarContext";
import { Link } from "./Link";
import { NavbarLinks } from "./NavbarLinks";
import { theme_docs_sidebar_closeSidebarButtonAriaLabel, theme_navbar_mobileSidebarSecondaryMenu_backButtonLabel, ui_navbar_docsList, ui_navbar_menu } from "../i18n/theme";

/** The mobile menu: a modal panel that keeps Tab inside until it is closed. */
export function NavbarSidebar(props: { docSidebar: DocSidebarState | null; onClose: () => void }) {
  const [panel, setPanel] = useState<"docs" | "main">(props.docSidebar ? "docs" : "main");
  const showDocs = panel === "docs" && props.docSidebar;
  const dialog = useRef<HTMLDivElement>(null);
  // The button that switched panels is gone: focus the one that switches back.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) dialog.current?.querySelector<HTMLElement>(".navbar-sidebar-back")?.focus();
    switched.current = true;
  }, [panel]);
  return (
    <>
      <div className="navbar-sidebar-backdrop" onClick={props.onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className="navbar-sidebar"
        id="navbar-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={ui_navbar_menu}
        onKeyDown={(event) => dialog.current && keepTabInside(event, dialog.current)}
      >
        <div className="navbar-sidebar-header">
          <Link to="/" className="navbar-brand">
            {/* A Docusaurus config may have no logo: then none. */}
            {__DOCUSAURUS_CONFIG__ && !site.logo ? null : <img src={servedPath(site.logo)} alt="" width={28} height={28} />}
            <span>{site.navbar_title ?? site.title}</span>
          </Link>
          <button type="button" className="navbar-sidebar-close" onClick={props.onClose} aria-label={theme_docs_sidebar_closeSidebarButtonAriaLabel} autoFocus>
            ×
          </button>
        </div>
        {showDocs ? (
          <div className="navbar-sidebar-panel">
            <button type="button" className="navbar-sidebar-back" onClick={() => setPanel("main")}>
              {theme_navbar_mobileSidebarSecondaryMenu_backButtonLabel}
            </button>
            <DocSidebar items={props.docSidebar!.items} current={props.docSidebar!.current} />
          </div>
        ) : (
          <div className="navbar-sidebar-panel">
            <NavbarLinks className="navbar-sidebar-links" />
            {props.docSidebar ? (
              <button type="button" className="navbar-sidebar-back" onClick={() => setPanel("docs")}>
                {ui_navbar_docsList}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
