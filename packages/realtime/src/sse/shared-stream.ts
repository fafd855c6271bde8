import * as z from 'zod/mini';
import type { StoreError } from '../document-store.js';
import { targetKey, type AddSubscription, type StreamHandlers, type StreamTarget } from './multiplexed-stream.js';

/** The part of `BroadcastChannel` the sharing uses (injected: the package does not touch browser globals). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** How the tabs of one origin share one stream: a channel between them and a leadership held by one tab at a time. */
export interface CrossTabOptions {
  readonly channel: BroadcastChannelLike;
  /**
   * Calls `become` once this tab is the leader, and keeps it leader until the tab closes (in a browser:
   * `navigator.locks.request(name, () => new Promise(() => become()))`).
   */
  readonly requestLeadership: (become: () => void) => void;
  /** Registers a call for when the tab goes away (`pagehide`), so the leader drops its subscriptions. */
  readonly onClose?: (close: () => void) => void;
  /** Registers a call for when the tab comes back from the back/forward cache (`pageshow`), to subscribe again. */
  readonly onReturn?: (back: () => void) => void;
  /** This tab's id on the channel. */
  readonly tabId: string;
}

const targetSchema = z.union([
  z.strictObject({ path: z.string() }),
  z.strictObject({
    collection: z.string(),
    where: z.optional(z.array(z.tuple([z.string(), z.literal('=='), z.union([z.string(), z.number(), z.boolean(), z.null()])]))),
    limit: z.optional(z.number()),
  }),
]);
const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscriptions'), tab: z.string(), targets: z.array(targetSchema) }),
  z.object({ type: z.literal('bye'), tab: z.string() }),
  z.object({ type: z.literal('leader') }),
  z.object({ type: z.literal('message'), key: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('error'), key: z.string(), error: z.looseObject({ code: z.string(), message: z.string() }) }),
]);

/**
 * One stream for every tab of an origin: the leader tab (one at a time, by `requestLeadership`) holds the
 * multiplexed stream with the union of every tab's subscriptions and relays each message over the channel; the
 * other tabs send it their subscriptions and listen. When the leader closes, the next tab takes over and every tab
 * sends its subscriptions again; each (re)subscription starts with the current state, and listeners drop what
 * they have already seen.
 */
export function createSharedStream(addUpstream: AddSubscription, crossTab: CrossTabOptions): AddSubscription {
  const { channel, tabId } = crossTab;
  /** This tab's listeners and the latest message they got, by target key. */
  const local = new Map<string, { target: StreamTarget; handlers: Set<StreamHandlers>; last: unknown }>();
  /** The leader's view: each other tab's targets. */
  const remote = new Map<string, Map<string, StreamTarget>>();
  /** The leader's upstream subscriptions and their latest message, by target key. */
  const upstream = new Map<string, { stop: () => void; last: unknown }>();
  let leader = false;
  let announce = false;

  function deliver(key: string, value: unknown): void {
    const entry = local.get(key);
    if (!entry) return;
    entry.last = value;
    for (const handlers of [...entry.handlers]) handlers.onMessage(value);
  }
  function deliverError(key: string, error: StoreError): void {
    for (const handlers of [...(local.get(key)?.handlers ?? [])]) handlers.onError(error);
  }

  /** Leader: subscribes upstream to the union of all tabs' targets, and drops the ones nobody reads. */
  function sync(): void {
    if (!leader) return;
    const wanted = new Map<string, StreamTarget>();
    for (const [key, { target, handlers }] of local) if (handlers.size > 0) wanted.set(key, target);
    for (const targets of remote.values()) for (const [key, target] of targets) wanted.set(key, target);
    for (const [key, target] of wanted) {
      if (upstream.has(key)) continue;
      const entry: { stop: () => void; last: unknown } = { stop: () => undefined, last: undefined };
      upstream.set(key, entry);
      entry.stop = addUpstream(target, {
        onMessage: (value) => {
          entry.last = value;
          deliver(key, value);
          channel.postMessage({ type: 'message', key, value });
        },
        onError: (error) => {
          deliverError(key, error);
          channel.postMessage({ type: 'error', key, error });
        },
      });
    }
    for (const [key, entry] of upstream) {
      if (wanted.has(key)) continue;
      entry.stop();
      upstream.delete(key);
    }
  }

  /** Follower: tells the leader this tab's targets (batched per microtask). */
  function publishTargets(): void {
    if (announce) return;
    announce = true;
    queueMicrotask(() => {
      announce = false;
      if (leader) return sync();
      const targets = [...local.values()].filter((entry) => entry.handlers.size > 0).map((entry) => entry.target);
      channel.postMessage({ type: 'subscriptions', tab: tabId, targets });
    });
  }

  channel.addEventListener('message', (event) => {
    const parsed = messageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case 'message':
        deliver(message.key, message.value);
        return;
      case 'error':
        deliverError(message.key, message.error as StoreError);
        return;
      case 'leader':
        publishTargets();
        return;
      case 'bye':
        remote.delete(message.tab);
        sync();
        return;
      case 'subscriptions': {
        if (!leader) return;
        const targets = new Map(message.targets.map((target) => [targetKey(target), target as StreamTarget]));
        remote.set(message.tab, targets);
        sync();
        // A tab joining a subscription that is already open gets its current state from the leader.
        for (const key of targets.keys()) {
          const last = upstream.get(key)?.last;
          if (last !== undefined) channel.postMessage({ type: 'message', key, value: last });
        }
        return;
      }
    }
  });

  crossTab.requestLeadership(() => {
    leader = true;
    sync();
    channel.postMessage({ type: 'leader' });
  });
  crossTab.onClose?.(() => {
    if (!leader) channel.postMessage({ type: 'bye', tab: tabId });
  });
  crossTab.onReturn?.(() => publishTargets());

  return (target, handlers) => {
    const own: StreamHandlers = { onMessage: (value) => handlers.onMessage(value), onError: (error) => handlers.onError(error) };
    const key = targetKey(target);
    const entry = local.get(key) ?? { target, handlers: new Set<StreamHandlers>(), last: upstream.get(key)?.last };
    local.set(key, entry);
    entry.handlers.add(own);
    // A listener joining a target this tab already reads gets its latest message at once.
    if (entry.last !== undefined) {
      queueMicrotask(() => {
        if (entry.handlers.has(own) && entry.last !== undefined) own.onMessage(entry.last);
      });
    }
    publishTargets();
    return () => {
      if (!entry.handlers.delete(own)) return;
      if (entry.handlers.size === 0) local.delete(key);
      publishTargets();
    };
  };
}
