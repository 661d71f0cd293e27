// The top progress bar for route changes slower than 200 ms (SPEC §9).
import NProgress from "nprogress";

export const PROGRESS_DELAY_MS = 200;

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

/** Starts the bar if `work` is still running after the delay; returns a stop function. */
export function startProgress(): () => void {
  const timer = window.setTimeout(() => {
    // With reduced motion the bar still shows that something loads, but does not creep
    // (its transitions are off in styles.css).
    NProgress.configure({ trickle: !window.matchMedia("(prefers-reduced-motion: reduce)").matches });
    NProgress.start();
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (NProgress.isStarted()) NProgress.done();
  };
}
