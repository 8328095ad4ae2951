/** How long an idle task may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 5000;
/** Where the browser has no requestIdleCallback (Safari): this long after the call instead. */
const FALLBACK_DELAY_MS = 1000;

/**
 * Runs each of `tasks` in an idle moment of its own, in order: work a page will need soon (a tab's
 * code, a compiled pattern) done before the person acts rather than when they do, without one long
 * task (see docs/performance.md). Returns what cancels the tasks not yet run; for an effect.
 */
export function whenIdle(tasks: readonly (() => void)[]): () => void {
  let cancelled = false;
  let cancelPending = () => {};
  const runFrom = (index: number) => {
    const task = tasks[index];
    if (cancelled || task === undefined) return;
    cancelPending = schedule(() => {
      task();
      runFrom(index + 1);
    });
  };
  runFrom(0);
  return () => {
    cancelled = true;
    cancelPending();
  };
}

function schedule(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
