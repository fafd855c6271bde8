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
const streamEventSchema = z.object({ streamId: z.string().check(z.minLength(1)) });

/** The guest token header (`x-tableside-guest-token`) that proves who adds to a stream. */
const GUEST_TOKEN_HEADER = 'x-tableside-guest-token';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One open stream: what its server holds, as far as this client knows. */
interface Connection {
  close: () => void;
  /** The subscription ids the server holds on it: the URL's at its last (re)connection, and those added since. */
  held: Set<string>;
  /** The id its server gave the current connection (its first event), once it arrived; none while (re)connecting. */
  streamId: string | undefined;
  /** Whether the current connection sent an event yet (a server without stream ids sends a subscription's first). */
  heard: boolean;
  /** The guest token the current connection was opened with. */
  token: string | undefined;
}

/**
 * Every live subscription of a page over one server-sent event stream (`GET /realtime/stream?subscriptions=…`),
 * so a browser tab holds one connection however many documents it watches (Chromium allows 6 per host over
 * HTTP/1.1). Changes of the set are applied once per microtask. The stream opens with the set in its URL; its
 * server names it by a first `stream` event, and subscriptions added while it is open join it with
 * `POST /realtime/stream/{streamId}/subscriptions` (added before that event arrives, they wait for it), under the
 * identity that opened the stream. The stream reconnects with the whole current set in the URL instead when that
 * POST fails in any way (network, a server without the route, a stream it no longer holds), when a subscription is
 * removed, when a subscription is refused (401/403) to the stream's identity while the diner has a newer guest
 * token, and after an error or the end of the stream (exponential backoff). Every (re)connection and every added
 * subscription starts with the current state, so nothing is missed; listeners drop what they have already seen.
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
  let connection: Connection | undefined;
  let scheduled = false;

  const wire = ({ id, target }: Subscription): { id: string } & StreamTarget => ({ id, ...target });

  function deliver(current: Connection, event: { event: string; data: string }): void {
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
      // Refused to the identity that opened the stream while the diner has a newer one: reopen with it.
      const { status } = parsed.data;
      if ((status === 401 || status === 403) && connection === current && options.guestToken?.() !== current.token) return reopen();
      for (const handlers of [...subscription.handlers]) handlers.onError({ code: 'rejected', status, message: parsed.data.message });
    }
  }

  function open(): void {
    const current: Connection = { close: () => undefined, held: new Set(), streamId: undefined, heard: false, token: undefined };
    connection = current;
    current.close = openEventStream({
      // Read at each (re)connection: the URL carries the whole current set.
      url: () => {
        const token = options.guestToken?.();
        current.held = new Set(byId.keys());
        current.streamId = undefined;
        current.heard = false;
        current.token = token;
        const list = [...byId.values()].map(wire);
        const tokenParam = token ? `&token=${encodeURIComponent(token)}` : '';
        return `${options.baseUrl}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(list))}${tokenParam}`;
      },
      fetch: options.fetch,
      timers: options.timers,
      backoff: options.backoff,
      onError: (error) => {
        // The connection is gone; the next one's URL carries every subscription.
        current.streamId = undefined;
        current.heard = false;
        for (const subscription of byId.values()) for (const handlers of [...subscription.handlers]) handlers.onError(error);
      },
      onEvent: (event) => {
        const first = !current.heard;
        current.heard = true;
        if (event.event === 'stream') {
          const parsed = streamEventSchema.safeParse(parseJson(event.data));
          if (parsed.success) current.streamId = parsed.data.streamId;
        } else {
          deliver(current, event);
        }
        // Subscriptions added while the stream was opening join it now (or reopen it, from a server without ids).
        if (first && connection === current) schedule();
      },
    });
  }

  function reopen(): void {
    connection?.close();
    connection = undefined;
    open();
  }

  /** Adds subscriptions to the open stream; if that fails in any way, the stream reopens with the whole set. */
  function add(current: Connection, streamId: string, added: readonly Subscription[]): void {
    for (const { id } of added) current.held.add(id);
    const token = current.token;
    const done = options
      .fetch(`${options.baseUrl}/realtime/stream/${encodeURIComponent(streamId)}/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { [GUEST_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify({ subscriptions: added.map(wire) }),
      })
      .then(
        async (response) => {
          await response.body?.cancel().catch(() => undefined);
          return response.ok;
        },
        () => false,
      );
    void done.then((ok) => {
      // A connection that changed meanwhile was opened with the whole set in its URL.
      if (!ok && connection === current && current.streamId === streamId) reopen();
    });
  }

  function sync(): void {
    scheduled = false;
    for (const [key, subscription] of subscriptions) {
      if (subscription.handlers.size > 0) continue;
      subscriptions.delete(key);
      byId.delete(subscription.id);
    }
    if (byId.size === 0) {
      connection?.close();
      connection = undefined;
      return;
    }
    const current = connection;
    if (!current) return open();
    // A listener removed and added again in the same tick (a re-run effect) leaves the open stream as it is.
    const removed = [...current.held].some((id) => !byId.has(id));
    const added = [...byId.values()].filter(({ id }) => !current.held.has(id));
    if (!removed && added.length === 0) return;
    // Removing reconnects with the smaller set.
    if (removed) return reopen();
    if (current.streamId !== undefined) return add(current, current.streamId, added);
    // No id yet: wait for the connection's first event, unless it came without one (a server without stream ids).
    if (current.heard) reopen();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(sync);
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
