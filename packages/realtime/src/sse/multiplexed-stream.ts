import * as z from 'zod/mini';
import type { StoreError, WhereClause } from '../document-store.js';
import type { Timers } from '../timers.js';
import { openEventStream, type Backoff } from './event-stream.js';

/** What one subscription of the stream reads: a document by path, or a scoped query. */
export type StreamTarget = { readonly path: string } | { readonly collection: string; readonly where?: readonly WhereClause[]; readonly limit?: number };

export interface StreamHandlers {
  /** The subscription's message, as the per-path routes send it (`{ path, exists, data, version }` or `{ docs }`). */
  readonly onMessage: (message: unknown) => void;
  readonly onError: (error: StoreError) => void;
}

export interface MultiplexedStreamOptions {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly timers: Timers;
  readonly backoff: Backoff;
  /** The guest token, sent as the `token` query parameter (documents only their owner reads). */
  readonly guestToken?: () => string | undefined;
}

/** One key per target, whatever the order of its fields. */
export function targetKey(target: StreamTarget): string {
  return 'path' in target ? JSON.stringify(['doc', target.path]) : JSON.stringify(['query', target.collection, target.where ?? [], target.limit ?? null]);
}

/** Adds a subscription to the stream; returns its removal. */
export type AddSubscription = (target: StreamTarget, handlers: StreamHandlers) => () => void;

const snapshotEventSchema = z.object({ id: z.string(), value: z.unknown() });
const refusedEventSchema = z.object({ id: z.string(), status: z.number().check(z.int()), message: z.string() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Every live subscription of a page over one server-sent event stream (`GET /realtime/stream?subscriptions=…`),
 * so a browser tab holds one connection however many documents it watches (Chromium allows 6 per host over
 * HTTP/1.1). The set of subscriptions travels in the URL: when it changes (batched per microtask), the stream
 * reconnects with the new set. Every (re)connection — after a change, an error or the end of the stream, with
 * exponential backoff — starts with the current state of each subscription, so nothing is missed; listeners drop
 * what they have already seen.
 */
export function createMultiplexedStream(options: MultiplexedStreamOptions): AddSubscription {
  interface Subscription {
    readonly id: string;
    readonly target: StreamTarget;
    readonly handlers: Set<StreamHandlers>;
    /** The latest message, replayed to a handler that joins an open subscription. */
    last: unknown;
  }
  /** By target: several listeners of one document share one subscription. */
  const subscriptions = new Map<string, Subscription>();
  const byId = new Map<string, Subscription>();
  let nextId = 1;
  let close: (() => void) | undefined;
  let openKey = '';
  let scheduled = false;

  function url(): string {
    const list = [...byId.values()].map(({ id, target }) => ({ id, ...target }));
    const token = options.guestToken?.();
    const tokenParam = token ? `&token=${encodeURIComponent(token)}` : '';
    return `${options.baseUrl}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(list))}${tokenParam}`;
  }

  function reconnect(): void {
    scheduled = false;
    for (const [key, subscription] of subscriptions) {
      if (subscription.handlers.size > 0) continue;
      subscriptions.delete(key);
      byId.delete(subscription.id);
    }
    const key = [...byId.keys()].join(',');
    // A listener removed and added again in the same tick (a re-run effect) leaves the open stream as it is.
    if (close && key === openKey) return;
    close?.();
    close = undefined;
    openKey = key;
    if (byId.size === 0) return;
    close = openEventStream({
      url: url(),
      fetch: options.fetch,
      timers: options.timers,
      backoff: options.backoff,
      onError: (error) => {
        for (const subscription of byId.values()) for (const handlers of [...subscription.handlers]) handlers.onError(error);
      },
      onEvent: (event) => {
        const data = parseJson(event.data);
        if (event.event === 'snapshot') {
          const parsed = snapshotEventSchema.safeParse(data);
          const subscription = parsed.success ? byId.get(parsed.data.id) : undefined;
          if (!parsed.success || !subscription) return;
          subscription.last = parsed.data.value;
          for (const handlers of [...subscription.handlers]) handlers.onMessage(parsed.data.value);
        } else if (event.event === 'refused') {
          const parsed = refusedEventSchema.safeParse(data);
          const subscription = parsed.success ? byId.get(parsed.data.id) : undefined;
          if (!parsed.success || !subscription) return;
          for (const handlers of [...subscription.handlers]) handlers.onError({ code: 'rejected', status: parsed.data.status, message: parsed.data.message });
        }
      },
    });
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(reconnect);
  }

  return (target, handlers) => {
    // One object per call, so the same handlers added twice are two listeners.
    const own: StreamHandlers = { onMessage: (message) => handlers.onMessage(message), onError: (error) => handlers.onError(error) };
    const key = targetKey(target);
    let subscription = subscriptions.get(key);
    if (!subscription) {
      subscription = { id: String(nextId), target, handlers: new Set(), last: undefined };
      nextId += 1;
      subscriptions.set(key, subscription);
      byId.set(subscription.id, subscription);
      schedule();
    }
    const joined = subscription;
    joined.handlers.add(own);
    if (joined.last !== undefined) {
      queueMicrotask(() => {
        if (joined.handlers.has(own) && joined.last !== undefined) own.onMessage(joined.last);
      });
    }
    return () => {
      if (!joined.handlers.delete(own)) return;
      if (joined.handlers.size === 0) schedule();
    };
  };
}
