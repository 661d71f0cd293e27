// The navbar hooks of `@docusaurus/theme-common/internal` that a site's own
// navbar (src/theme/Navbar) calls, with Docusaurus' meaning:
// `useNavbarSecondaryMenu` (the doc page's sidebar, which Docusaurus' mobile
// menu shows as its second panel) and `useHideableNavbar` (a navbar that
// slides away while the reader scrolls down and comes back on the way up).
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";

import { DocSidebar } from "../../theme/DocSidebar";
import type { DocSidebarState } from "../../theme/docSidebarContext";
import { useScrollPosition } from "./layoutHooks";

/** The doc page's sidebar, from the layout (none off the docs and on a doc in no sidebar). */
export const NavbarSecondaryMenuContext = /* @__PURE__ */ createContext<DocSidebarState | null>(null);

export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  const sidebar = useContext(NavbarSecondaryMenuContext);
  // Hidden until the next sidebar comes (another doc, another page): Docusaurus shows new content at once.
  const [hiddenFor, setHiddenFor] = useState<DocSidebarState | null>(null);
  return {
    shown: sidebar !== null && hiddenFor !== sidebar,
    hide: () => setHiddenFor(sidebar),
    content: sidebar ? <DocSidebar items={sidebar.items} current={sidebar.current} /> : undefined,
  };
}

/**
 * `hideOnScroll`: the navbar hides once the reader has scrolled down past its
 * height and shows when they scroll up (or reach the top, or move to another
 * page); without it, always shown. `navbarRef` measures the navbar.
 */
export function useHideableNavbar(hideOnScroll: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const [isNavbarVisible, setIsNavbarVisible] = useState(true);
  const height = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node) height.current = node.getBoundingClientRect().height;
  }, []);
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setIsNavbarVisible(true);
  }
  useScrollPosition(
    ({ scrollY }, last) => {
      if (!hideOnScroll) return;
      if (scrollY < height.current) return setIsNavbarVisible(true);
      // Docusaurus' rule: down from anywhere but the very top hides it; up shows it, unless at the page's end.
      if (last?.scrollY && scrollY >= last.scrollY) setIsNavbarVisible(false);
      else if (scrollY + window.innerHeight < document.documentElement.scrollHeight - height.current) setIsNavbarVisible(true);
    },
    [hideOnScroll],
  );
  return { navbarRef, isNavbarVisible };
}
