// The top progress bar for route changes slower than 200 ms (SPEC §9).
// nprogress is fetched when a navigation first needs it (or earlier, when the
// browser is idle and prefetching is allowed), not on the first load: a page
// that is only read never shows the bar.
import { prefetchWhenIdle } from "./connection";
import { LoadOnce } from "./loadOnce";

export const PROGRESS_DELAY_MS = 200;

const library = new LoadOnce<"nprogress", typeof import("nprogress")>();
const loadProgress = () =>
  library.get("nprogress", () =>
    import("nprogress").then(({ default: NProgress }) => {
      NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
      return NProgress;
    }),
  );

/** Fetches the bar's code ahead of the first slow navigation, when prefetching is allowed. */
export function preloadProgress() {
  prefetchWhenIdle(loadProgress);
}

/** Starts the bar if `work` is still running after the delay; returns a stop function. */
export function startProgress(): () => void {
  let stopped = false;
  let started = false;
  const loaded = loadProgress();
  const timer = window.setTimeout(() => {
    void loaded.then((NProgress) => {
      if (stopped) return;
      // With reduced motion the bar still shows that something loads, but does not creep
      // (its transitions are off in styles.css).
      NProgress.configure({ trickle: !window.matchMedia("(prefers-reduced-motion: reduce)").matches });
      NProgress.start();
      started = true;
    }, () => undefined);
  }, PROGRESS_DELAY_MS);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    if (started) void loaded.then((NProgress) => NProgress.done());
  };
}
