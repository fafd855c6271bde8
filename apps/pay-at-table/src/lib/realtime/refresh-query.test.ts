import { DEFAULT_REFRESH_DELAY_MS, REFRESH_DEDUPLICATION_WINDOW_MS } from '@tableside/realtime';
import { describe, expect, test } from 'vitest';
import { nextRefreshDelay, refreshQueryDefaults } from './refresh-query.js';

describe('refresh timings (1-core §4 "Polling and refresh", §9)', () => {
  test('"Default refresh delay 20 s; refresh de-duplication 1 s"', () => {
    expect(DEFAULT_REFRESH_DELAY_MS).toBe(20_000);
    expect(REFRESH_DEDUPLICATION_WINDOW_MS).toBe(1_000);
    expect(refreshQueryDefaults.staleTime).toBe(1_000);
  });

  test.each([
    ['an advised delay', 5_000, 5_000],
    ['an advised delay of 0', 0, 0],
    ['no answer yet', undefined, 20_000],
    ['no advisory delay (a failed refresh)', null, 20_000],
    ['a negative delay', -1, 20_000],
    ['a non-finite delay', Number.NaN, 20_000],
    ['an infinite delay', Number.POSITIVE_INFINITY, 20_000],
  ])('"refreshed on a server-advised delay, with a fallback of 20 seconds": %s', (_name, advised, expected) => {
    expect(nextRefreshDelay(advised)).toBe(expected);
  });
});
