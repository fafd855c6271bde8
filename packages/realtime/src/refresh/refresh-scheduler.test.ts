import { describe, expect, test } from 'vitest';
import { flush, manualClock } from '../../test/manual-clock.js';
import { createFocusRefreshTrigger } from './focus-refresh-trigger.js';
import { createRefreshScheduler } from './refresh-scheduler.js';

function setup(delays: (number | undefined | Error)[], isDone?: () => boolean) {
  const clock = manualClock(1_000_000);
  const calls: number[] = [];
  const queue = [...delays];
  const scheduler = createRefreshScheduler({
    clock: clock.clock,
    timers: clock.timers,
    ...(isDone ? { isDone } : {}),
    refresh: async () => {
      calls.push(clock.clock.now());
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return { clock, calls, scheduler };
}

describe('refresh scheduler (1-core §4 "Polling and refresh", §9)', () => {
  test('"refreshed on a server-advised delay"', async () => {
    const { clock, calls, scheduler } = setup([5_000]);
    await scheduler.start();
    expect(clock.pendingDelays()).toEqual([5_000]);
    clock.advance(5_000);
    await flush();
    expect(calls.map((t) => t - 1_000_000)).toEqual([0, 5_000]);
    expect(scheduler.status()).toBe('scheduled');
  });

  test.each([
    ['no advisory delay', undefined],
    ['a failed refresh', new Error('503')],
    ['a negative delay', -1],
    ['a non-finite delay', Number.NaN],
  ])('"with a fallback of 20 seconds": %s', async (_name, advised) => {
    const { clock, scheduler } = setup([advised]);
    await scheduler.start();
    expect(clock.pendingDelays()).toEqual([20_000]);
  });

  test('"Refreshes are de-duplicated within a 1-second window"', async () => {
    const { clock, calls, scheduler } = setup([10_000]);
    await scheduler.start();
    clock.advance(999);
    await scheduler.refreshNow();
    expect(calls).toHaveLength(1);
    clock.advance(1);
    await scheduler.refreshNow();
    expect(calls).toHaveLength(2);
    expect(clock.pendingDelays()).toEqual([10_000]);
  });

  test('a refresh requested while one is in flight joins it', async () => {
    const { calls, scheduler } = setup([10_000]);
    const first = scheduler.start();
    const second = scheduler.refreshNow();
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
  });

  test('"The table refresh stops once the order is fresh and the user\'s own"', async () => {
    let fresh = false;
    const { clock, calls, scheduler } = setup([3_000], () => fresh);
    await scheduler.start();
    fresh = true;
    clock.advance(3_000);
    await flush();
    expect(calls).toHaveLength(2);
    expect(scheduler.status()).toBe('done');
    expect(clock.pendingDelays()).toEqual([]);
    await scheduler.refreshNow();
    expect(calls).toHaveLength(2);
  });

  test('stop cancels the next refresh, even one decided while a refresh was in flight', async () => {
    const { clock, calls, scheduler } = setup([3_000]);
    const started = scheduler.start();
    scheduler.stop();
    await started;
    expect(clock.pendingDelays()).toEqual([]);
    clock.advance(60_000);
    await scheduler.refreshNow();
    expect(calls).toHaveLength(1);
    expect(scheduler.status()).toBe('stopped');
    await scheduler.start();
    expect(calls).toHaveLength(2);
  });
});

describe('focus refresh trigger (1-core §4 "30-second grace", "at most once per 20 seconds")', () => {
  test.each([
    ['focus at 10 s (within the 30 s grace) is ignored', [10_000], [false]],
    ['focus at 30 s triggers', [30_000], [true]],
    ['a second focus 19.999 s later is throttled', [31_000, 50_999], [true, false]],
    ['a second focus 20 s later triggers', [31_000, 51_000], [true, true]],
  ])('%s', (_name, focusTimes, expected) => {
    const clock = manualClock(0);
    const refreshes: number[] = [];
    const trigger = createFocusRefreshTrigger({ clock: clock.clock, refresh: () => refreshes.push(clock.clock.now()) });
    const results = focusTimes.map((at) => {
      clock.advance(at - clock.clock.now());
      return trigger.onFocusRegained();
    });
    expect(results).toEqual(expected);
    expect(refreshes).toHaveLength(expected.filter(Boolean).length);
  });
});
