/**
 * The spec's refresh timings (1-core §4 "Polling and refresh", §9). The app schedules the refreshes with TanStack
 * Query (the advised delay as `refetchInterval`, the de-duplication as `staleTime`, the focus rule as its focus
 * handling); these are the numbers it uses.
 */

/** "Default refresh delay 20 s": the delay when the server advised none. */
export const DEFAULT_REFRESH_DELAY_MS = 20_000;
/** "refresh de-duplication 1 s". */
export const REFRESH_DEDUPLICATION_WINDOW_MS = 1_000;
/** "Shortly after the page regains focus (30-second grace)". */
export const FOCUS_REFRESH_GRACE_MS = 30_000;
/** "a table order refresh is triggered, at most once per 20 seconds". */
export const FOCUS_REFRESH_MIN_INTERVAL_MS = 20_000;
