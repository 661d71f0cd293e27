// The colour mode: the inline head script sets `data-theme` before first paint
// (stored choice, else the system preference); this hook reads and changes it.
import { useCallback, useEffect, useState } from "react";

import { STORAGE_KEYS, writeStorage } from "./storage";

export type ColorMode = "light" | "dark";

function current(): ColorMode {
  return document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
}

export function useColorMode(): [ColorMode | null, () => void] {
  // Unknown until mounted: the server cannot know the reader's mode.
  const [mode, setMode] = useState<ColorMode | null>(null);
  useEffect(() => setMode(current()), []);
  const toggle = useCallback(() => {
    const next: ColorMode = current() === "dark" ? "light" : "dark";
    document.documentElement.setAttribute("data-theme", next);
    writeStorage(STORAGE_KEYS.theme, next);
    setMode(next);
  }, []);
  return [mode, toggle];
}
