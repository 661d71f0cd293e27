// gtag's page views inside the app, as Docusaurus' gtag plugin sends them. The
// first page is counted by the `config` calls in the head (content-model's
// analytics.rs); each later move to another path sends one page view.
import type { ClientModule } from "./clientModules";

type Gtag = (command: string, name: string, fields?: Record<string, string>) => void;

export default function gtagPageViews(): ClientModule {
  return {
    onRouteDidUpdate({ location, previousLocation }) {
      if (!previousLocation || location.pathname === previousLocation.pathname) return;
      // Absent when a content blocker kept Google's script and the head's code from running.
      const gtag = (window as { gtag?: Gtag }).gtag;
      gtag?.("event", "page_view", { page_title: document.title, page_location: window.location.href, page_path: location.pathname });
    },
  };
}
