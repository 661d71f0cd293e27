// `@docusaurus/BrowserOnly`: its children function runs only in the browser,
// after hydration; until then (and in the pre-rendered HTML) `fallback` shows.
import type { ReactNode } from "react";

import useIsBrowser from "./useIsBrowser";

export default function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{props.fallback ?? null}</>;
  if (typeof props.children !== "function") {
    throw new Error(
      "The children of <BrowserOnly> must be a function that returns what to render, e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>",
    );
  }
  return <>{props.children()}</>;
}
