import type { ApiError, RefreshOutcome, Result } from '@tableside/api-client';
import { DEFAULT_REFRESH_DELAY_MS, REFRESH_DEDUPLICATION_WINDOW_MS } from '@tableside/realtime';
import type { Query } from '@tanstack/react-query';

/** What a point-of-sale refresh left in the query cache: the server-advised delay until the next one, if any. */
export type RefreshAdvice = number | null;

/**
 * Runs one refresh call and keeps its advice. A failure is logged and answers no advice, so the next refresh comes
 * after the fallback delay (the query itself never fails: the polling is the retry).
 */
export async function refreshAdvice(call: () => Promise<Result<RefreshOutcome, ApiError>>, what: string): Promise<RefreshAdvice> {
  const result = await call();
  if (result.ok) return result.value.advisoryDelayUntilNext;
  console.warn(`${what} failed`, result.error);
  return null;
}

/** "refreshed on a server-advised delay, with a fallback of 20 seconds" (1-core §4 Polling and refresh, §9). */
export function nextRefreshDelay(advised: RefreshAdvice | undefined): number {
  return advised === undefined || advised === null || !Number.isFinite(advised) || advised < 0 ? DEFAULT_REFRESH_DELAY_MS : advised;
}

/** `refetchInterval` of a refresh query: the advised delay after each refresh. */
export const advisedRefetchInterval = (query: Query<RefreshAdvice, Error, RefreshAdvice, readonly unknown[]>): number => nextRefreshDelay(query.state.data);

/**
 * What every point-of-sale refresh query shares. "Refreshes are de-duplicated within a 1-second window" (1-core §4):
 * a refresh is fresh for 1 s, so pages mounting within that window (or twice) share it; the polling keeps going
 * while the page is hidden, as the spec's delay is the server's, not the page's.
 */
export const refreshQueryDefaults = {
  staleTime: REFRESH_DEDUPLICATION_WINDOW_MS,
  retry: false,
  refetchOnWindowFocus: false,
  refetchIntervalInBackground: true,
} as const;
