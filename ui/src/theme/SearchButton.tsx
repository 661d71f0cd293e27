// The navbar's search button. Ctrl+K (⌘K) or / opens the dialog from
// anywhere; the dialog's code and the index load on that first use.
import { useEffect, useRef, useState, type ComponentType } from "react";

import { SearchIcon } from "./SearchIcon";
import { theme_SearchBar_label, ui_close, ui_search_loadFailed } from "../i18n/theme";

type Dialog = ComponentType<{ onClose: () => void }>;

function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName));
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setOpen(true);
    if (!dialog) {
      import("../search/SearchDialog").then(
        (m) => setDialog({ Dialog: m.SearchDialog }),
        () => setFailed(true),
      );
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      // One dialog however many search boxes a site's code draws: the first to see the key takes it.
      if ((shortcut || slash) && !event.defaultPrevented) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // Named by what it shows, "검색 Ctrl K", so that speech input finds it by
  // those words; on narrow screens only the icon shows and the name is "검색".
  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
      >
        <SearchIcon size={18} />
        <span className="search-button-label">{theme_SearchBar_label}</span>{" "}
        <kbd className="search-button-keys">Ctrl K</kbd>
      </button>
      {open && dialog ? <dialog.Dialog onClose={close} /> : null}
      {open && failed ? (
        <p className="search-load-error" role="alert">
          {ui_search_loadFailed}{" "}
          <button type="button" onClick={() => (setFailed(false), setOpen(false))}>
            {ui_close}
          </button>
        </p>
      ) : null}
    </>
  );
}
