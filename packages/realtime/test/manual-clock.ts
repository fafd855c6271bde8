import type { Timers } from '../src/timers.js';

/** A clock and timers moved by hand: `advance(ms)` fires every timer due, in order. */
export function manualClock(start = 0) {
  let now = start;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') pending.delete(handle);
    },
  };
  return {
    timers,
    clock: { now: () => now },
    pendingDelays: () => [...pending.values()].map((t) => t.at - now),
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= target).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
  };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
}
