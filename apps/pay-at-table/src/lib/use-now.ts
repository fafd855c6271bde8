import { useEffect, useState } from 'react';
import { useServices } from './services-context.js';

/** "A freshness check ticks every 1 second" (1-core §4). */
export const FRESHNESS_TICK_MS = 1_000;

/** The current time, re-read every `intervalMs`, for rules such as `isBillUpToDate(bill, now)`. */
export function useNow(intervalMs: number = FRESHNESS_TICK_MS): number {
  const { clock, timers } = useServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let handle: unknown;
    const tick = () => {
      setNow(clock.now());
      handle = timers.setTimeout(tick, intervalMs);
    };
    handle = timers.setTimeout(tick, intervalMs);
    return () => timers.clearTimeout(handle);
  }, [clock, timers, intervalMs]);
  return now;
}
