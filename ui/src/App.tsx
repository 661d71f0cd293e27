// The page host: shows the page for the current location, keeping the previous
// page on screen while the next one's chunk loads (as Docusaurus does).
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router-dom";

import { announce } from "./runtime/announce";
import { useClientLifecycles } from "./runtime/clientLifecycles";
import { focusMainContent } from "./runtime/focus";
import { preloadProgress, startProgress } from "./runtime/progress";
import { forgetReload, reloadOnce } from "./runtime/reload";
import { findLoadedRoute, findRoute, loadRoute, loadedModule, normalizePath, type PageModule } from "./runtime/routes";
import { placePage, startScrollRestoration } from "./runtime/scroll";
import { pageTitle } from "./runtime/title";
import { setPageHead } from "./docusaurus/Head";
import SiteRoot from "./docusaurus/theme/Root";
import { Layout } from "./theme/Layout";
import NotFound from "./theme/NotFound";
import { ErrorBoundary } from "./theme/ErrorBoundary";
import { LoadError } from "./theme/LoadError";
import { ShownPageContext } from "./theme/navbarCurrent";

interface Shown {
  path: string;
  module: PageModule | null;
  error?: unknown;
}

function shownFor(pathname: string): Shown {
  const route = findLoadedRoute(pathname);
  const module = route ? loadedModule(route) : undefined;
  return { path: normalizePath(pathname), module: module ?? null };
}

export { pageTitle };

// useLayoutEffect warns during server rendering; effects never run there anyway.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function App() {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(() => shownFor(location.pathname));
  const [attempt, setAttempt] = useState(0);

  // `/x.html` and `/x/index.html` become `/x`, also on client-side navigation.
  useIsomorphicLayoutEffect(() => {
    const path = normalizePath(location.pathname);
    if (path === location.pathname) return;
    const target = path + location.search + location.hash;
    const known = findLoadedRoute(path);
    if (known) navigate(target, { replace: true });
    else if (known === null) {
      findRoute(path).then((route) => route && navigate(target, { replace: true }), () => undefined);
    }
  }, [location.pathname]);

  useEffect(() => {
    const path = normalizePath(location.pathname);
    const known = findLoadedRoute(path);
    if (known === undefined) {
      setShown({ path, module: null });
      return;
    }
    const ready = known && loadedModule(known);
    if (ready) {
      setShown({ path, module: ready });
      return;
    }
    let cancelled = false;
    const stopProgress = startProgress();
    findRoute(path)
      .then((route) => (route ? loadRoute(route) : null))
      .then(
        (module) => {
          if (module) forgetReload(path);
          if (!cancelled) setShown({ path, module });
        },
        (error: unknown) => {
          // A chunk that fails to load is usually a deploy that replaced it:
          // reload once to get the new files; if that fails too, show the error.
          if (!cancelled && !reloadOnce(path)) setShown({ path, module: null, error });
        },
      )
      .finally(stopProgress);
    return () => {
      cancelled = true;
      stopProgress();
    };
  }, [location.pathname, attempt]);

  // Effects run children first, so once this one has run every listener of the
  // first render is attached: tests wait for this mark before using the page.
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
    preloadProgress();
  }, []);

  // The page's own title and description; a <Head> or Layout of the page may ask for others (docusaurus/Head).
  useEffect(() => {
    if (__SITE_OWN_CODE__) return setPageHead(pageTitle(shown.module), shown.module ? shown.module.head.description : null);
    document.title = pageTitle(shown.module);
    const description = document.querySelector('meta[name="description"]');
    if (description && shown.module) description.setAttribute("content", shown.module.head.description);
  }, [shown]);

  // After a client-side navigation, as a browser does for a new document: scroll
  // to the top, the #anchor or (back/forward) the old position; then move focus
  // to the start of the new content and say which page it is.
  const navigationType = useNavigationType();
  const placed = useRef<{ path: string; hash: string } | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (shown.path !== normalizePath(location.pathname)) return; // the next page is still loading
    const before = placed.current;
    placed.current = { path: shown.path, hash: location.hash };
    if (!before) return startScrollRestoration(); // the first page: the browser placed it
    const newPage = before.path !== shown.path;
    placePage(location.hash, navigationType === "POP", newPage, before.hash !== location.hash);
    if (!newPage) return;
    focusMainContent();
    announce(document.querySelector("main h1")?.textContent || pageTitle(shown.module));
  }, [shown, location]);

  // The config's clientModules' route lifecycles (a site without them carries none of this).
  if (__CLIENT_MODULES__) useClientLifecycles(location, shown.path === normalizePath(location.pathname));

  let page;
  if (shown.error) {
    page = <LoadError error={shown.error} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (shown.module) {
    const Page = shown.module.default;
    page = <Page />;
  } else {
    // As Docusaurus renders a route's component: a site's replacement may read the address (`location.pathname`).
    page = <NotFound location={location} />;
  }
  let app = (
    <Layout>
      <ErrorBoundary key={shown.path}>{page}</ErrorBoundary>
    </Layout>
  );
  // The navbar marks its links by the page on screen, from the first render on (also in the pre-rendered HTML).
  if (__DOCUSAURUS_CONFIG__) app = <ShownPageContext.Provider value={{ path: shown.path, sidebar: shown.module?.sidebarName }}>{app}</ShownPageContext.Provider>;
  return __SITE_WRAPS__ ? <SiteRoot>{app}</SiteRoot> : app;
}
