// `@theme/BackToTopButton`: a round button in the bottom corner that takes the
// reader back to the top. As in Docusaurus' theme, it shows while the reader
// scrolls back up, once past the first 300 px, and hides when scrolling down.
import { useEffect, useState } from "react";

import { prefersReducedMotion } from "../theme-common";
import { theme_BackToTopButton_buttonAriaLabel } from "../../i18n/theme";

const SHOWN_BELOW = 300;

export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setShown(y > SHOWN_BELOW && y < last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={theme_BackToTopButton_buttonAriaLabel}
      className={["theme-back-to-top-button", "back-to-top", shown && "back-to-top--visible"].filter(Boolean).join(" ")}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
