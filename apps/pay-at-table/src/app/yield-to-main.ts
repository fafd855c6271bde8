/** The Prioritized Task Scheduling API's `scheduler.yield()`, where the browser has it (Chromium 129+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer input in between: the
 * start-up steps before the bill's first render (services, router, strings) each run as a task of their own instead
 * of one long task (issue 12, TBT ≤ 100 ms). Not a delay: `scheduler.yield()` resumes ahead of other queued work,
 * and the fallback is a zero-delay timer.
 */
export function yieldToMain(
  scope: { scheduler?: Partial<YieldingScheduler>; setTimeout(callback: () => void, ms: number): unknown } = globalThis,
): Promise<void> {
  const scheduler = scope.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    scope.setTimeout(resolve, 0);
  });
}
