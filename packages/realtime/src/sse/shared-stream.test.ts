import { describe, expect, test } from 'vitest';
import { flush } from '../../test/manual-clock.js';
import { targetKey, type AddSubscription, type StreamHandlers, type StreamTarget } from './multiplexed-stream.js';
import { createSharedStream, type BroadcastChannelLike } from './shared-stream.js';

/** Tabs of one origin: a broadcast hub (structured clone, not to the sender) and a leader lock in request order. */
function origin() {
  const channels: { tab: string; listeners: ((event: { data: unknown }) => void)[] }[] = [];
  const waiting: { tab: string; become: () => void }[] = [];
  let holder: string | undefined;
  const grant = () => {
    if (holder !== undefined) return;
    const next = waiting.shift();
    if (!next) return;
    holder = next.tab;
    next.become();
  };
  return {
    tab(tab: string) {
      const entry = { tab, listeners: [] as ((event: { data: unknown }) => void)[] };
      channels.push(entry);
      const channel: BroadcastChannelLike = {
        postMessage: (message) => {
          for (const other of channels) {
            if (other === entry) continue;
            const data = structuredClone(message);
            queueMicrotask(() => other.listeners.forEach((listener) => listener({ data })));
          }
        },
        addEventListener: (_type, listener) => void entry.listeners.push(listener),
      };
      const closers: (() => void)[] = [];
      const returns: (() => void)[] = [];
      return {
        crossTab: {
          channel,
          tabId: tab,
          requestLeadership: (become: () => void) => {
            waiting.push({ tab, become });
            grant();
          },
          onClose: (close: () => void) => void closers.push(close),
          onReturn: (back: () => void) => void returns.push(back),
        },
        /** The tab is hidden (back/forward cache) and shown again: it says bye, then subscribes again. */
        hideAndShow() {
          closers.forEach((close) => close());
          returns.forEach((back) => back());
        },
        /** The tab goes away: it says bye, stops hearing the channel and gives up the lock. */
        close() {
          closers.forEach((close) => close());
          channels.splice(channels.indexOf(entry), 1);
          if (holder === tab) holder = undefined;
          grant();
        },
      };
    },
  };
}

/** A tab's own multiplexed stream: records what it subscribes to and lets the test send messages. */
function upstream() {
  const open = new Map<string, StreamHandlers>();
  const add: AddSubscription = (target: StreamTarget, handlers) => {
    open.set(targetKey(target), handlers);
    return () => open.delete(targetKey(target));
  };
  return { add, open, send: (target: StreamTarget, value: unknown) => open.get(targetKey(target))?.onMessage(value) };
}

const bill = { path: 'bills/b1' };
const venue = { path: 'venues/v1' };

describe('one stream shared by the tabs of an origin', () => {
  test("the leader holds every tab's subscriptions; followers open none and get the leader's messages", async () => {
    const site = origin();
    const first = upstream();
    const second = upstream();
    const a = createSharedStream(first.add, site.tab('a').crossTab);
    const b = createSharedStream(second.add, site.tab('b').crossTab);
    const seenA: unknown[] = [];
    const seenB: unknown[] = [];
    a(bill, { onMessage: (m) => seenA.push(m), onError: () => undefined });
    b(bill, { onMessage: (m) => seenB.push(m), onError: () => undefined });
    b(venue, { onMessage: (m) => seenB.push(m), onError: () => undefined });
    await flush(20);
    expect([...first.open.keys()]).toEqual([targetKey(bill), targetKey(venue)]);
    expect(second.open.size).toBe(0);
    first.send(bill, { version: 1 });
    first.send(venue, { version: 7 });
    await flush(20);
    expect(seenA).toEqual([{ version: 1 }]);
    expect(seenB).toEqual([{ version: 1 }, { version: 7 }]);
  });

  test('a tab joining an open subscription gets its current state; a closed tab’s subscriptions are dropped', async () => {
    const site = origin();
    const first = upstream();
    const a = createSharedStream(first.add, site.tab('a').crossTab);
    a(bill, { onMessage: () => undefined, onError: () => undefined });
    await flush(20);
    first.send(bill, { version: 3 });
    const tabB = site.tab('b');
    const b = createSharedStream(upstream().add, tabB.crossTab);
    const seenB: unknown[] = [];
    b(bill, { onMessage: (m) => seenB.push(m), onError: () => undefined });
    b(venue, { onMessage: () => undefined, onError: () => undefined });
    await flush(20);
    expect(seenB).toEqual([{ version: 3 }]);
    expect(first.open.has(targetKey(venue))).toBe(true);
    tabB.hideAndShow();
    await flush(20);
    expect(first.open.has(targetKey(venue))).toBe(true);
    tabB.close();
    await flush(20);
    expect(first.open.has(targetKey(venue))).toBe(false);
    expect(first.open.has(targetKey(bill))).toBe(true);
  });

  test('when the leader closes, the next tab takes over with every remaining subscription', async () => {
    const site = origin();
    const tabA = site.tab('a');
    const first = upstream();
    const second = upstream();
    const a = createSharedStream(first.add, tabA.crossTab);
    const b = createSharedStream(second.add, site.tab('b').crossTab);
    a(venue, { onMessage: () => undefined, onError: () => undefined });
    const seenB: unknown[] = [];
    b(bill, { onMessage: (m) => seenB.push(m), onError: (e) => seenB.push(e.code) });
    await flush(20);
    expect(second.open.size).toBe(0);
    first.open.get(targetKey(bill))?.onError({ code: 'unavailable', message: 'reconnecting' });
    tabA.close();
    await flush(20);
    expect([...second.open.keys()]).toEqual([targetKey(bill)]);
    second.send(bill, { version: 2 });
    await flush(20);
    expect(seenB).toEqual(['unavailable', { version: 2 }]);
  });
});
