import type { Timers } from '../timers.js';

/** "Default refresh delay 20 s; refresh de-duplication 1 s" (1-core §9). */
export const DEFAULT_REFRESH_DELAY_MS = 20_000;
export const REFRESH_DEDUPLICATION_WINDOW_MS = 1_000;

/** The clock as a port. */
export interface Clock {
  now(): number;
}

export interface RefreshSchedulerOptions {
  /**
   * Runs one refresh (e.g. `PUT /refresh-bill-scheduler/tables/{tableId}/refresh`) and resolves with the
   * server-advised delay until the next one in milliseconds, or `undefined` when none was advised.
   */
  readonly refresh: () => Promise<number | undefined>;
  /** Table refreshes stop "once the order is fresh and the user's own" (1-core §4); bills never stop. */
  readonly isDone?: () => boolean;
  readonly clock: Clock;
  readonly timers: Timers;
  readonly fallbackDelayMs?: number;
  readonly deduplicationWindowMs?: number;
}

export type RefreshSchedulerStatus = 'idle' | 'scheduled' | 'refreshing' | 'done' | 'stopped';

export interface RefreshScheduler {
  /** Refreshes now, then keeps refreshing on the advised delay. */
  start(): Promise<void>;
  /** Refreshes now unless a refresh started within the de-duplication window (then joins it). */
  refreshNow(): Promise<void>;
  stop(): void;
  status(): RefreshSchedulerStatus;
}

/**
 * "The bill and table are refreshed on a server-advised delay, with a fallback of 20 seconds. The table
 * refresh stops once the order is fresh and the user's own. Refreshes are de-duplicated within a
 * 1-second window." (1-core §4 Polling and refresh.)
 */
export function createRefreshScheduler(options: RefreshSchedulerOptions): RefreshScheduler {
  const fallbackDelayMs = options.fallbackDelayMs ?? DEFAULT_REFRESH_DELAY_MS;
  const windowMs = options.deduplicationWindowMs ?? REFRESH_DEDUPLICATION_WINDOW_MS;
  let state: RefreshSchedulerStatus = 'idle';
  let timer: unknown;
  let lastStartedAt: number | undefined;
  let latest: Promise<void> = Promise.resolve();
  // Read through a function: `stop()` may change the state while a refresh is awaited.
  const current = (): RefreshSchedulerStatus => state;

  function clearTimer(): void {
    if (timer !== undefined) options.timers.clearTimeout(timer);
    timer = undefined;
  }

  async function run(): Promise<void> {
    clearTimer();
    state = 'refreshing';
    lastStartedAt = options.clock.now();
    let advised: number | undefined;
    try {
      advised = await options.refresh();
    } catch {
      // A failed refresh is retried on the fallback delay; the caller has logged it.
      advised = undefined;
    }
    if (current() === 'stopped') return;
    if (options.isDone?.()) {
      state = 'done';
      return;
    }
    const delay = advised === undefined || !Number.isFinite(advised) || advised < 0 ? fallbackDelayMs : advised;
    state = 'scheduled';
    timer = options.timers.setTimeout(() => {
      timer = undefined;
      latest = run();
    }, delay);
  }

  function refreshNow(): Promise<void> {
    if (state === 'stopped' || state === 'done') return Promise.resolve();
    const now = options.clock.now();
    if (state === 'refreshing' || (lastStartedAt !== undefined && now - lastStartedAt < windowMs)) return latest;
    latest = run();
    return latest;
  }

  return {
    start() {
      if (state === 'stopped' || state === 'done') state = 'idle';
      return refreshNow();
    },
    refreshNow,
    stop() {
      clearTimer();
      state = 'stopped';
    },
    status: () => state,
  };
}
