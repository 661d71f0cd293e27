// Whether prefetching is welcome: not on 2g/slow-2g, not when data saving is on.
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g");
}

/** Runs `load` (a dynamic import of code used later) once the browser is idle, when prefetching is welcome. */
export function prefetchWhenIdle(load: () => Promise<unknown>) {
  if (!canPrefetch()) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => void load().catch(() => undefined));
}
