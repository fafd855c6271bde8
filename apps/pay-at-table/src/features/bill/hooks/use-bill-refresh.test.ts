import { err, ok, type ApiClient } from '@tableside/api-client';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDataHook } from '../../../test/render-hook.js';
import { useBillRefresh } from './use-bill-refresh.js';

type Answer = { advisoryDelayUntilNext: number } | 'failure';

/** A bill refresh call answering `answers` in turn (the last one repeats), recording when it was called. */
function refreshCalls(answers: Answer[]) {
  const queue = [...answers];
  const calledAt: number[] = [];
  const refreshBill = vi.fn(async (billId: string) => {
    calledAt.push(Date.now());
    expect(billId).toBe('bill-1');
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    return answer === 'failure' || answer === undefined
      ? err({ type: 'network' as const, message: 'down', timedOut: false })
      : ok({ advisoryDelayUntilNext: answer.advisoryDelayUntilNext, fallback: false });
  });
  const api = { refresh: { refreshBill, refreshTable: vi.fn() } } as unknown as ApiClient;
  return { api, refreshBill, calledAt };
}

const START = 1_000_000;
const since = (times: number[]) => times.map((time) => time - START);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('bill refresh (1-core §4 "Polling and refresh", §9) as a TanStack Query refetchInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('"refreshed on a server-advised delay": at once, then after each advised delay', async () => {
    const { api, calledAt } = refreshCalls([{ advisoryDelayUntilNext: 5_000 }]);
    renderDataHook(() => useBillRefresh('bill-1'), { api });
    await advance(0);
    expect(since(calledAt)).toEqual([0]);
    await advance(4_999);
    expect(since(calledAt)).toEqual([0]);
    await advance(1);
    expect(since(calledAt)).toEqual([0, 5_000]);
    await advance(5_000);
    expect(since(calledAt)).toEqual([0, 5_000, 10_000]);
  });

  test('a new advice takes effect from the refresh that brought it', async () => {
    const { api, calledAt } = refreshCalls([{ advisoryDelayUntilNext: 5_000 }, { advisoryDelayUntilNext: 2_000 }]);
    renderDataHook(() => useBillRefresh('bill-1'), { api });
    await advance(9_000);
    expect(since(calledAt)).toEqual([0, 5_000, 7_000, 9_000]);
  });

  test('"with a fallback of 20 seconds" when a refresh fails (logged as a warning)', async () => {
    const { api, calledAt } = refreshCalls(['failure']);
    renderDataHook(() => useBillRefresh('bill-1'), { api });
    await advance(19_999);
    expect(since(calledAt)).toEqual([0]);
    expect(console.warn).toHaveBeenCalledWith('Bill refresh failed', expect.objectContaining({ type: 'network' }));
    await advance(1);
    expect(since(calledAt)).toEqual([0, 20_000]);
  });

  test('"Refreshes are de-duplicated within a 1-second window": pages mounting within 1 s share one refresh', async () => {
    const { api, calledAt } = refreshCalls([{ advisoryDelayUntilNext: 60_000 }]);
    const first = renderDataHook(() => useBillRefresh('bill-1'), { api });
    await advance(0);
    first.unmount();
    // The same page mounted again 999 ms later (the next screen of the bill, or a double mount), then 1 s later.
    const remount = () => renderDataHook(() => useBillRefresh('bill-1'), { api }, { client: first.client });
    await advance(999);
    const second = remount();
    await advance(0);
    expect(since(calledAt)).toEqual([0]);
    second.unmount();
    await advance(1);
    remount();
    await advance(0);
    expect(since(calledAt)).toEqual([0, 1_000]);
  });

  test('the page around it is not re-rendered by the polling: fetching, each answer and each failure change nothing it shows', async () => {
    const { api, calledAt } = refreshCalls([{ advisoryDelayUntilNext: 5_000 }, 'failure', { advisoryDelayUntilNext: 5_000 }]);
    let renders = 0;
    renderDataHook(
      () => {
        renders += 1;
        useBillRefresh('bill-1');
      },
      { api },
    );
    const first = renders;
    await advance(30_000);
    expect(since(calledAt)).toEqual([0, 5_000, 25_000, 30_000]);
    expect(renders).toBe(first);
  });

  test('leaving the page stops the polling', async () => {
    const { api, calledAt } = refreshCalls([{ advisoryDelayUntilNext: 5_000 }]);
    const { unmount } = renderDataHook(() => useBillRefresh('bill-1'), { api });
    await advance(0);
    unmount();
    await advance(60_000);
    expect(since(calledAt)).toEqual([0]);
  });
});
