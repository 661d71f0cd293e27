// `themeConfig.navbar.hideOnScroll`, as Docusaurus' `useHideableNavbar` does it:
// the navbar slides away while the reader scrolls down past it and comes back
// as soon as they scroll up (or reach the top, or open the menu).
import { useEffect, useState } from "react";

export function useHideOnScroll(menuOpen: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      const navbarHeight = document.querySelector(".navbar")?.getBoundingClientRect().height ?? 0;
      if (now < navbarHeight) setHidden(false);
      else if (now > last) setHidden(true);
      else if (now < last) setHidden(false);
      last = now;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden && !menuOpen;
}
