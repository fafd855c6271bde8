import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDataHook } from '../test/render-hook.js';
import { FRESHNESS_TICK_MS, useClockValue, useNow } from './use-now.js';

const START = 1_000_000;
const services = {
  clock: { now: () => Date.now() },
  timers: { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as number) },
};
const tick = (ticks = 1) => act(() => vi.advanceTimersByTimeAsync(ticks * FRESHNESS_TICK_MS));

describe('the clock of a page (1-core §4 "A freshness check ticks every 1 second")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('useNow re-renders on every tick with the new time', async () => {
    let renders = 0;
    const { result } = renderDataHook(() => {
      renders += 1;
      return useNow();
    }, services);
    const first = renders;
    for (let second = 1; second <= 3; second += 1) {
      await tick();
      expect(result.current).toBe(START + second * FRESHNESS_TICK_MS);
    }
    expect(renders).toBe(first + 3);
  });

  test('useClockValue re-renders only when its answer changes, within a tick of the change', async () => {
    let renders = 0;
    const { result } = renderDataHook(() => {
      renders += 1;
      return useClockValue((now) => (now - START >= 4_500 ? 'stale' : 'fresh'));
    }, services);
    const first = renders;
    for (let second = 1; second <= 4; second += 1) await tick();
    expect(result.current).toBe('fresh');
    expect(renders).toBe(first);
    await tick();
    expect(result.current).toBe('stale');
    expect(renders).toBe(first + 1);
    for (let second = 1; second <= 5; second += 1) await tick();
    expect(renders).toBe(first + 1);
  });

  test('useClockValue checks the rule of the latest render: a new rule answers at the next render, and ticks use it', async () => {
    let renders = 0;
    const { result, rerender } = renderDataHook(
      ({ limit }: { limit: number }) => {
        renders += 1;
        return useClockValue((now) => now - START >= limit);
      },
      services,
      { initialProps: { limit: 10_000 } },
    );
    await tick(2);
    expect(result.current).toBe(false);
    rerender({ limit: 1_000 });
    expect(result.current).toBe(true);
    rerender({ limit: 3_500 });
    expect(result.current).toBe(false);
    const before = renders;
    await tick(2);
    expect(result.current).toBe(true);
    expect(renders).toBe(before + 1);
  });

  test('leaving the page stops the ticks', async () => {
    const rule = vi.fn(() => 'fresh');
    const { unmount } = renderDataHook(() => useClockValue(rule), services);
    await tick();
    unmount();
    const calls = rule.mock.calls.length;
    await tick(10);
    expect(rule).toHaveBeenCalledTimes(calls);
  });
});
