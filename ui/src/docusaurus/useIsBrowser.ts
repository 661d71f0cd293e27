// `@docusaurus/useIsBrowser`: false on the server and while the first page
// hydrates (so the markup matches the pre-rendered HTML), true afterwards. App
// marks the document `data-hydrated` once hydration is done: a component put
// on the page after that (a later page, a tab opened) is true from its first
// render, as under Docusaurus.
import { useEffect, useState } from "react";

function hydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated");
}

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(hydrated);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
