import { useEffect, useReducer, useRef } from 'react';
import { useServices } from './services-context.js';

/** "A freshness check ticks every 1 second" (1-core §4). */
export const FRESHNESS_TICK_MS = 1_000;

/** The current time, re-read every `intervalMs`, for rules such as `isBillUpToDate(bill, now)`. */
export function useNow(intervalMs: number = FRESHNESS_TICK_MS): number {
  return useClockValue(readNow, intervalMs);
}

const readNow = (now: number) => now;

/**
 * What `rule` makes of the current time, checked every `intervalMs`: the component re-renders only when that answer
 * changes (`Object.is`), not on every tick as with `useNow`. For a page whose rules turn on the time now and then (a
 * bill going stale, payment closing) but whose render is large. `rule` should answer a primitive.
 */
export function useClockValue<T>(rule: (now: number) => T, intervalMs: number = FRESHNESS_TICK_MS): T {
  const { clock, timers } = useServices();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const value = rule(clock.now());
  const rendered = useRef({ rule, value });
  useEffect(() => {
    rendered.current = { rule, value };
  });
  useEffect(() => {
    let handle: unknown;
    const tick = () => {
      const { rule: latestRule, value: shown } = rendered.current;
      if (!Object.is(latestRule(clock.now()), shown)) rerender();
      handle = timers.setTimeout(tick, intervalMs);
    };
    handle = timers.setTimeout(tick, intervalMs);
    return () => timers.clearTimeout(handle);
  }, [clock, timers, intervalMs]);
  return value;
}
