import type { StoreError } from '../document-store.js';
import type { Timers } from '../timers.js';
import { SseParser, type ServerSentEvent } from './sse-parser.js';

/** Exponential reconnection delays: `initialMs`, doubled each failure, capped at `maxMs`. */
export interface Backoff {
  readonly initialMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 30_000 };

/** The delay before reconnection attempt `attempt` (0-based). */
export function backoffDelay(backoff: Backoff, attempt: number): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
}

export interface EventStreamOptions {
  /** The stream's URL, read at each (re)connection (a stream whose URL follows a changing set). */
  readonly url: () => string;
  readonly fetch: typeof fetch;
  readonly timers: Timers;
  readonly backoff: Backoff;
  readonly onEvent: (event: ServerSentEvent) => void;
  readonly onError: (error: StoreError) => void;
}

/**
 * Reads a `text/event-stream` from a streaming `fetch` (browsers and Node 20, no EventSource), and
 * reconnects with exponential backoff whenever the stream fails or ends. Returns `close`.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  let closed = false;
  let attempt = 0;
  let controller: AbortController | undefined;
  let retryHandle: unknown;

  function scheduleReconnect(error: StoreError): void {
    if (closed) return;
    options.onError(error);
    const delay = backoffDelay(options.backoff, attempt);
    attempt += 1;
    retryHandle = options.timers.setTimeout(() => {
      retryHandle = undefined;
      void connect();
    }, delay);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    controller = new AbortController();
    const { signal } = controller;
    let response: Response;
    try {
      response = await options.fetch(options.url(), { headers: { accept: 'text/event-stream' }, signal });
    } catch (cause) {
      if (!signal.aborted) scheduleReconnect({ code: 'unavailable', message: describe(cause) });
      return;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      scheduleReconnect({ code: 'unavailable', message: `event stream answered ${response.status}` });
      return;
    }
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (closed) return;
          attempt = 0;
          options.onEvent(event);
        }
      }
      scheduleReconnect({ code: 'unavailable', message: 'event stream ended' });
    } catch (cause) {
      if (!signal.aborted) scheduleReconnect({ code: 'unavailable', message: describe(cause) });
    }
  }

  void connect();
  return () => {
    closed = true;
    controller?.abort();
    if (retryHandle !== undefined) options.timers.clearTimeout(retryHandle);
  };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
