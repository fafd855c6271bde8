import { ok, type ApiClient } from '@tableside/api-client';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDataHook } from '../../../test/render-hook.js';
import { useTableRefresh } from './use-table-refresh.js';

const START = 1_000_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function tableRefresh(advisoryDelayUntilNext: number) {
  const calledAt: number[] = [];
  const refreshTable = vi.fn(async () => {
    calledAt.push(Date.now() - START);
    return ok({ advisoryDelayUntilNext, fallback: false });
  });
  return { api: { refresh: { refreshTable, refreshBill: vi.fn() } } as unknown as ApiClient, refreshTable, calledAt };
}

describe('table refresh of the table landing (1-core §4 "Polling and refresh")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('waits for the table id, refreshes at once, then on the advised delay; "refreshed" once the first answer is in', async () => {
    const { api, refreshTable, calledAt } = tableRefresh(3_000);
    const { result, rerender } = renderDataHook(
      ({ tableId }: { tableId: string | undefined }) => useTableRefresh(tableId, false),
      { api },
      {
        initialProps: { tableId: undefined as string | undefined },
      },
    );
    await advance(10_000);
    expect(refreshTable).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    rerender({ tableId: 'table-1' });
    await advance(0);
    expect(result.current).toBe(true);
    expect(refreshTable).toHaveBeenCalledWith('table-1');
    await advance(6_000);
    expect(calledAt).toEqual([10_000, 13_000, 16_000]);
  });

  test('"The table refresh stops once the order is fresh and the user\'s own"', async () => {
    const { api, calledAt } = tableRefresh(3_000);
    const { rerender } = renderDataHook(({ done }: { done: boolean }) => useTableRefresh('table-1', done), { api }, { initialProps: { done: false } });
    await advance(3_000);
    expect(calledAt).toEqual([0, 3_000]);
    rerender({ done: true });
    await advance(60_000);
    expect(calledAt).toEqual([0, 3_000]);
  });
});
