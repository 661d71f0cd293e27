// Browser entry: load the current page's chunk, then hydrate the pre-rendered HTML.
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import invariant from "tiny-invariant";

import { App } from "./App";
import { BrowserHistoryRouter } from "./runtime/BrowserHistoryRouter";
import { listenForContentActions } from "./runtime/contentActions";
import { forgetReload } from "./runtime/reload";
import { site } from "./generated/site";
import { findRoute, loadRoute, routeOf, setShardLoader } from "./runtime/routes";
import { browserShardLoader } from "./runtime/shardFiles";

async function start() {
  setShardLoader(browserShardLoader(site.base_url, `${site.base_url}assets/`));
  listenForContentActions();
  try {
    const route = await findRoute(routeOf(window.location.pathname));
    if (route) {
      await loadRoute(route);
      forgetReload(route.path);
    }
  } catch {
    // The App shows the load error with a Retry button.
  }
  const container = document.getElementById("__root");
  invariant(container, "the page has no #__root element to hydrate");
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserHistoryRouter>
        <App />
      </BrowserHistoryRouter>
    </StrictMode>,
  );
}

void start();
