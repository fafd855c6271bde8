import type { AnalyticsEventName, TelemetryEventName } from '@tableside/api-client';
import { useEffect, useRef } from 'react';
import type { AnalyticsProperty } from './telemetry-sender.js';
import { timing, track } from './telemetry.js';

/**
 * Once per `key` (a menu, a product), when `ready` first becomes true: the telemetry event `load` from the screen's
 * first render to now, and the analytics event `view` with `properties`. Never waits, never throws.
 */
export function useLoadTelemetry(
  load: TelemetryEventName,
  view: AnalyticsEventName,
  ready: boolean,
  key: string,
  properties?: Readonly<Record<string, AnalyticsProperty | undefined>>,
): void {
  const start = useRef(Date.now());
  const sentFor = useRef<string | undefined>(undefined);
  const latest = useRef(properties);
  latest.current = properties;
  useEffect(() => {
    if (!ready || sentFor.current === key) return;
    sentFor.current = key;
    timing(load, start.current);
    track(view, latest.current);
  }, [ready, key, load, view]);
}
