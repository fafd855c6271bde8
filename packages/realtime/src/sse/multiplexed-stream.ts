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
  /** POSTs `body` as JSON to `url` with the guest token `token` (none when undefined); resolves whether it was accepted (2xx), never rejects. */
  readonly post: (url: string, body: unknown, token: string | undefined) => Promise<boolean>;
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
 * HTTP/1.1). Changes of the set are applied once per microtask. The stream opens with the set in its URL; its
 * server names it by a first `stream` event, and subscriptions added once that id is known join the open stream
 * with `POST /realtime/stream/{streamId}/subscriptions`, under the identity that opened it. The stream reconnects
 * with the whole current set in the URL instead when subscriptions are added before the id is known (or by a server
 * without stream ids), when that POST fails in any way (network, a server without the route, a stream it no longer
 * holds), when a subscription is removed, when a subscription is refused (401/403) to the stream's identity while
 * the diner has a newer guest token, and after an error or the end of the stream (exponential backoff). Every (re)connection and every added
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
  let close: (() => void) | undefined;
  // The current connection, as far as this client knows: the subscriptions its server holds (ids are numbered in
  // order, so those below `held`: its URL's, then those added; a removal reopens it); its id, from its first event,
  // while it is open; the guest token it was opened with.
  let held = 1;
  let streamId: string | undefined;
  let token: string | undefined;
  let scheduled = false;

  const wire = ({ id, target }: Subscription): { id: string } & StreamTarget => ({ id, ...target });

  function deliver(event: { event: string; data: string }): void {
    const data = parseJson(event.data);
    if (event.event === 'stream') streamId = String((data as { streamId?: unknown } | undefined)?.streamId);
    else if (event.event === 'snapshot') {
      const snapshot = snapshotEventSchema.safeParse(data).data;
      const subscription = snapshot && byId.get(snapshot.id);
      if (!snapshot || !subscription) return;
      subscription.last = snapshot.value;
      for (const handlers of [...subscription.handlers]) handlers.onMessage(snapshot.value);
    } else if (event.event === 'refused') {
      const refused = refusedEventSchema.safeParse(data).data;
      const subscription = refused && byId.get(refused.id);
      if (!refused || !subscription) return;
      // Refused to the identity that opened the stream while the diner has a newer one: reopen with it (refused
      // again, the refusal is the listeners').
      if (options.guestToken?.() !== token) return reopen();
      for (const handlers of [...subscription.handlers]) handlers.onError({ code: 'rejected', status: refused.status, message: refused.message });
    }
  }

  /** Closes the stream, and opens it again with the whole current set unless it is empty. */
  function reopen(): void {
    close?.();
    close = undefined;
    if (byId.size === 0) return;
    // Only the open connection delivers events or reconnects, so the state above is always its own.
    close = openEventStream({
      // Read at each (re)connection: the URL carries the whole current set.
      url: () => {
        token = options.guestToken?.();
        held = nextId;
        streamId = undefined;
        const tokenParam = token ? `&token=${encodeURIComponent(token)}` : '';
        return `${options.baseUrl}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify([...byId.values()].map(wire)))}${tokenParam}`;
      },
      fetch: options.fetch,
      timers: options.timers,
      backoff: options.backoff,
      onError: (error) => {
        // The connection is gone; the next one's URL carries every subscription.
        streamId = undefined;
        for (const subscription of byId.values()) for (const handlers of [...subscription.handlers]) handlers.onError(error);
      },
      onEvent: deliver,
    });
  }

  /** Adds subscriptions to the open stream `id`; if that fails in any way, the stream reopens with the whole set. */
  function add(id: string, added: readonly Subscription[]): void {
    held = nextId;
    // Under the stream's own token; a connection that changed meanwhile was opened with the whole set in its URL.
    void options
      .post(`${options.baseUrl}/realtime/stream/${encodeURIComponent(id)}/subscriptions`, { subscriptions: added.map(wire) }, token)
      .then((ok) => ok || streamId !== id || reopen());
  }

  function sync(): void {
    scheduled = false;
    let removed = false;
    for (const [key, subscription] of subscriptions) {
      if (subscription.handlers.size > 0) continue;
      subscriptions.delete(key);
      byId.delete(subscription.id);
      removed = true;
    }
    // A listener removed and added again in the same tick (a re-run effect) leaves the open stream as it is; a
    // removed one reopens it with the smaller set.
    if (!close || removed) return reopen();
    const added = [...byId.values()].filter(({ id }) => Number(id) >= held);
    if (added.length === 0) return;
    // Before the stream's id arrived (or from a server without stream ids), the stream reopens with the whole set.
    if (streamId) add(streamId, added);
    else reopen();
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
