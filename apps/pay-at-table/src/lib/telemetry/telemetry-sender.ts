import type { AnalyticsEventName, TelemetryEventName } from '@tableside/api-client';

/** The telemetry endpoint (3-menus §7 "Telemetry: POST with id, eventName, start and end timestamps"). */
export const TELEMETRY_PATH = '/telemetry/events';
/** "Analytics ingest: marketing/b2c-analytics/ingest" (3-menus §7). */
export const ANALYTICS_PATH = '/marketing/b2c-analytics/ingest';
/** At most this many events wait; older ones are dropped first (a page never grows a queue without bound). */
export const MAX_QUEUED_EVENTS = 100;

/** A flat property of an analytics event. */
export type AnalyticsProperty = string | number | boolean | null;

/** What the sender needs of the page: injected, so tests drive it without a browser. */
export interface SenderPorts {
  /** The API origin the events go to (no trailing slash). */
  readonly baseUrl: string;
  readonly fetch: (url: string, init: RequestInit) => Promise<unknown>;
  /** `navigator.sendBeacon`, when the browser has it. */
  readonly sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  /** Runs `task` when the page is idle (`requestIdleCallback`, or a timer). */
  readonly whenIdle: (task: () => void) => void;
  readonly now: () => number;
  readonly newId: () => string;
  /** The current app path, for the analytics events' `page`. */
  readonly page: () => string;
}

interface Queued {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** Sends telemetry and analytics events without ever blocking or breaking the page. */
export interface TelemetrySender {
  /** An analytics event (a menu, basket or order action, a page view). */
  track(eventName: AnalyticsEventName, properties?: Readonly<Record<string, AnalyticsProperty | undefined>>): void;
  /** A telemetry event: an operation from `start` to `end` (epoch milliseconds). */
  timing(eventName: TelemetryEventName, start: number, end: number): void;
  /** Sends what waits now: by `fetch` (keepalive), or by `sendBeacon` when the page is leaving. */
  flush(leaving: boolean): void;
  /** How many events wait. */
  readonly pending: number;
}

function safely(task: () => unknown): void {
  try {
    const result = task();
    // A rejected send (offline, 4xx/5xx turned into a rejection) is swallowed: telemetry never breaks a page.
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Same for a synchronous failure (no fetch, a blocked beacon, a storage error).
  }
}

/**
 * The sender: events are queued and sent when the page is idle (fire-and-forget, every error swallowed), one POST
 * per event, and by `navigator.sendBeacon` when the page is leaving (the caller flushes on `pagehide` and on
 * `visibilitychange` to hidden, see {@link installLeaveFlush}). A beacon the browser refuses is sent by a keepalive
 * `fetch` instead.
 */
export function createTelemetrySender(ports: SenderPorts): TelemetrySender {
  let queue: Queued[] = [];
  let scheduled = false;

  const post = (item: Queued, leaving: boolean): void => {
    const url = `${ports.baseUrl}${item.path}`;
    const json = JSON.stringify(item.body);
    if (leaving && ports.sendBeacon) {
      let accepted = false;
      safely(() => {
        accepted = ports.sendBeacon?.(url, new Blob([json], { type: 'application/json' })) ?? false;
      });
      if (accepted) return;
    }
    safely(() => ports.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json, keepalive: true }));
  };

  const flush = (leaving: boolean): void => {
    const sending = queue;
    queue = [];
    for (const item of sending) post(item, leaving);
  };

  const enqueue = (item: Queued): void => {
    queue.push(item);
    if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
    if (scheduled) return;
    scheduled = true;
    safely(() =>
      ports.whenIdle(() => {
        scheduled = false;
        flush(false);
      }),
    );
  };

  return {
    track(eventName, properties) {
      safely(() => {
        const defined = Object.entries(properties ?? {}).filter((entry): entry is [string, AnalyticsProperty] => entry[1] !== undefined);
        enqueue({
          path: ANALYTICS_PATH,
          body: {
            id: ports.newId(),
            eventName,
            timestamp: Math.round(ports.now()),
            page: ports.page(),
            ...(defined.length > 0 ? { properties: Object.fromEntries(defined) } : {}),
          },
        });
      });
    },
    timing(eventName, start, end) {
      safely(() => {
        const from = Math.round(start);
        enqueue({ path: TELEMETRY_PATH, body: { id: ports.newId(), eventName, start: from, end: Math.max(from, Math.round(end)) } });
      });
    },
    flush(leaving) {
      safely(() => flush(leaving));
    },
    get pending() {
      return queue.length;
    },
  };
}

/** Flushes `sender` by beacon when the page is leaving: on `pagehide`, and when the page becomes hidden. */
export function installLeaveFlush(sender: Pick<TelemetrySender, 'flush'>, target: Window = window): () => void {
  const onPageHide = () => sender.flush(true);
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') sender.flush(true);
  };
  target.addEventListener('pagehide', onPageHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
