import type { Clock } from './refresh-scheduler.js';

/** "30-second grace" and "at most once per 20 seconds" (1-core §4 Polling and refresh). */
export const FOCUS_REFRESH_GRACE_MS = 30_000;
export const FOCUS_REFRESH_MIN_INTERVAL_MS = 20_000;

export interface FocusRefreshTriggerOptions {
  /** Triggers a table order refresh. */
  readonly refresh: () => void;
  readonly clock: Clock;
  readonly graceMs?: number;
  readonly minIntervalMs?: number;
}

export interface FocusRefreshTrigger {
  /** Call when the page regains focus; returns whether a refresh was triggered. */
  onFocusRegained(): boolean;
}

/**
 * "Shortly after the page regains focus (30-second grace), a table order refresh is triggered, at most once
 * per 20 seconds" (1-core §4). Focus regained within the first 30 s of the page is ignored (the page has just
 * refreshed); after that a focus triggers a refresh, at most one per 20 s.
 */
export function createFocusRefreshTrigger(options: FocusRefreshTriggerOptions): FocusRefreshTrigger {
  const graceMs = options.graceMs ?? FOCUS_REFRESH_GRACE_MS;
  const minIntervalMs = options.minIntervalMs ?? FOCUS_REFRESH_MIN_INTERVAL_MS;
  const startedAt = options.clock.now();
  let lastTriggeredAt: number | undefined;
  return {
    onFocusRegained() {
      const now = options.clock.now();
      if (now - startedAt < graceMs) return false;
      if (lastTriggeredAt !== undefined && now - lastTriggeredAt < minIntervalMs) return false;
      lastTriggeredAt = now;
      options.refresh();
      return true;
    },
  };
}
