// `@docusaurus/theme-common`'s `useColorMode`, on our colour mode: the
// `data-theme` attribute of <html> (set before first paint by the head script,
// switched by the navbar's toggle) and its stored choice. The mode follows the
// attribute, so a component using it changes with the navbar's toggle too.
// On the server and while hydrating it is "light", as the pre-rendered HTML is.
import { useCallback, useSyncExternalStore } from "react";

import type { ColorMode } from "../runtime/colorMode";
import { STORAGE_KEYS, writeStorage } from "../runtime/storage";

export type { ColorMode };

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

const readMode = (): ColorMode => (document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light");
const serverMode = (): ColorMode => "light";

function systemMode(): ColorMode {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** `null`: back to the system's preference, forgetting the stored choice. */
export function setColorMode(mode: ColorMode | null, options: { persist?: boolean } = {}): void {
  const persist = options.persist ?? true;
  document.documentElement.setAttribute("data-theme", mode ?? systemMode());
  if (!persist) return;
  if (mode) writeStorage(STORAGE_KEYS.theme, mode);
  else {
    try {
      window.localStorage.removeItem(STORAGE_KEYS.theme);
    } catch {
      // Storage unavailable: nothing was stored.
    }
  }
}

export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, readMode, serverMode);
  const setLightTheme = useCallback(() => setColorMode("light"), []);
  const setDarkTheme = useCallback(() => setColorMode("dark"), []);
  return { colorMode, setColorMode, isDarkTheme: colorMode === "dark", setLightTheme, setDarkTheme };
}
