import type { AnalyticsEventName, TelemetryEventName } from '@tableside/api-client';
import { createTelemetrySender, installLeaveFlush, type AnalyticsProperty, type TelemetrySender } from './telemetry-sender.js';

let sender: TelemetrySender | undefined;

/** The page's sender, created on first use (never on the bill route's first render: its callers are lazy chunks). */
function pageSender(): TelemetrySender {
  if (sender) return sender;
  const idle: (task: () => void) => void =
    typeof window.requestIdleCallback === 'function'
      ? (task) => window.requestIdleCallback(task, { timeout: 5_000 })
      : (task) => window.setTimeout(task, 1_000);
  // The API origin, as app/env.ts reads it: VITE_API_BASE_URL, else this page's origin.
  const configured: unknown = import.meta.env.VITE_API_BASE_URL;
  const created = createTelemetrySender({
    baseUrl: (typeof configured === 'string' && configured !== '' ? configured : window.location.origin).replace(/\/$/, ''),
    fetch: (url, init) => window.fetch(url, init),
    sendBeacon: typeof navigator.sendBeacon === 'function' ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    whenIdle: idle,
    now: () => Date.now(),
    newId: () => `evt_${window.crypto.randomUUID()}`,
    page: () => window.location.pathname,
  });
  installLeaveFlush(created);
  sender = created;
  return created;
}

/** Sends an analytics event (3-menus §7 analytics ingest); never throws, never waits. */
export function track(eventName: AnalyticsEventName, properties?: Readonly<Record<string, AnalyticsProperty | undefined>>): void {
  try {
    pageSender().track(eventName, properties);
  } catch {
    // Telemetry never breaks a page.
  }
}

/** Sends a telemetry event: an operation from `start` to `end` (3-menus §7); never throws, never waits. */
export function timing(eventName: TelemetryEventName, start: number, end: number = Date.now()): void {
  try {
    pageSender().timing(eventName, start, end);
  } catch {
    // Telemetry never breaks a page.
  }
}
