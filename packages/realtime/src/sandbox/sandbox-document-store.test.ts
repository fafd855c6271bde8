import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { flush, manualClock } from '../../test/manual-clock.js';
import { createSandboxDocumentStore } from './sandbox-document-store.js';

const billSchema = z.object({ id: z.string(), leftToPay: z.number() });

/** A streaming response the test writes to. */
function stream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    /** A `snapshot` event of the multiplexed stream for subscription `id` (the store numbers them from 1). */
    snapshot: (message: unknown, id = '1') => controller.enqueue(encoder.encode(`event: snapshot\ndata: ${JSON.stringify({ id, value: message })}\n\n`)),
    refused: (id: string, status: number, message: string) =>
      controller.enqueue(encoder.encode(`event: refused\ndata: ${JSON.stringify({ id, status, type: 'x', message })}\n\n`)),
    /** The multiplexed stream's first event: the id its server gave the connection. */
    opened: (streamId: string) => controller.enqueue(encoder.encode(`event: stream\ndata: ${JSON.stringify({ streamId })}\n\n`)),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('connection reset')),
  };
}

function scripted(replies: (Response | Error)[]) {
  const urls: string[] = [];
  const signals: AbortSignal[] = [];
  /** Each request as `METHOD url`, with the body and the guest token header of a POST. */
  const requests: { call: string; body?: unknown; token?: string | null }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    urls.push(String(input));
    const method = init?.method ?? 'GET';
    requests.push({
      call: `${method} ${String(input)}`,
      ...(method === 'POST' ? { body: JSON.parse(String(init?.body)), token: new Headers(init?.headers).get('x-tableside-guest-token') } : {}),
    });
    if (init?.signal) signals.push(init.signal);
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    if (reply instanceof Error) throw reply;
    return reply;
  };
  return { fetch: fetchImpl, urls, signals, requests };
}

const streamUrl = (subscriptions: unknown[], base = 'http://sb.test') =>
  `${base}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(subscriptions))}`;

const doc = (version: number, leftToPay: number) => ({ path: 'bills/b1', exists: true, data: { id: 'b1', leftToPay }, version });

describe('sandbox document store: live subscriptions', () => {
  test('delivers the current document first, then every change; drops stale versions', async () => {
    const s = stream();
    const transport = scripted([s.response]);
    const clock = manualClock();
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test/', fetch: transport.fetch, timers: clock.timers });
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe('bills/b1', billSchema, (update) => seen.push(update));
    await flush();
    s.snapshot(doc(3, 100));
    s.raw(': keep-alive\n\n');
    s.snapshot(doc(2, 999));
    s.snapshot(doc(3, 100));
    s.snapshot(doc(4, 50));
    s.raw('event: other\ndata: {}\n\n');
    await flush(20);
    expect(transport.urls).toEqual([streamUrl([{ id: '1', path: 'bills/b1' }])]);
    expect(seen).toEqual([
      { ok: true, value: doc(3, 100) },
      { ok: true, value: doc(4, 50) },
    ]);
    unsubscribe();
    // The set of subscriptions is applied once per microtask.
    await flush();
    expect(transport.signals[0]?.aborted).toBe(true);
  });

  test('reconnects with exponential backoff and resubscribes, never going back in time', async () => {
    const first = stream();
    const third = stream();
    const transport = scripted([first.response, new TypeError('fetch failed'), new Response('busy', { status: 503 }), third.response]);
    const clock = manualClock();
    const store = createSandboxDocumentStore({
      baseUrl: 'http://sb.test',
      fetch: transport.fetch,
      timers: clock.timers,
      backoff: { initialMs: 100, maxMs: 150 },
    });
    const seen: unknown[] = [];
    store.subscribe('bills/b1', billSchema, (update) => seen.push(update.ok ? update.value.version : update.error.code));
    await flush();
    first.snapshot(doc(5, 10));
    await flush();
    first.fail();
    await flush(20);
    expect(clock.pendingDelays()).toEqual([100]);
    clock.advance(100);
    await flush(20);
    expect(clock.pendingDelays()).toEqual([150]);
    clock.advance(150);
    await flush(20);
    expect(clock.pendingDelays()).toEqual([150]);
    clock.advance(150);
    await flush(20);
    third.snapshot(doc(4, 99));
    third.snapshot(doc(6, 0));
    await flush(20);
    expect(transport.urls).toHaveLength(4);
    expect(seen).toEqual([5, 'unavailable', 'unavailable', 'unavailable', 6]);
  });

  test('a stream that ends is reopened; the attempt counter resets after a message', async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, second.response]);
    const clock = manualClock();
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: clock.timers });
    const seen: unknown[] = [];
    store.subscribe('bills/b1', billSchema, (update) => seen.push(update.ok ? update.value.version : update.error));
    await flush();
    first.end();
    await flush(20);
    expect(clock.pendingDelays()).toEqual([500]);
    clock.advance(500);
    await flush(20);
    second.snapshot(doc(1, 1));
    await flush(20);
    expect(seen).toEqual([{ code: 'unavailable', message: 'event stream ended' }, 1]);
  });

  test('unsubscribing during a backoff cancels the reconnection', async () => {
    const transport = scripted([new TypeError('offline')]);
    const clock = manualClock();
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: clock.timers });
    const unsubscribe = store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    expect(clock.pendingDelays()).toEqual([500]);
    unsubscribe();
    await flush();
    expect(clock.pendingDelays()).toEqual([]);
  });

  test('a document that breaks its schema is reported as invalid-document, a missing one as data null', async () => {
    const s = stream();
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: scripted([s.response]).fetch, timers: manualClock().timers });
    const seen: unknown[] = [];
    store.subscribe('bills/b1', billSchema, (update) => seen.push(update));
    await flush();
    s.snapshot({ path: 'bills/b1', exists: false, data: null, version: 0 });
    s.snapshot({ path: 'bills/b1', exists: true, data: { id: 'b1', leftToPay: 'ten' }, version: 1 });
    s.raw(`event: snapshot\ndata: ${JSON.stringify({ id: '1', value: 'not a document' })}\n\n`);
    await flush(20);
    expect(seen[0]).toEqual({ ok: true, value: { path: 'bills/b1', exists: false, data: null, version: 0 } });
    expect(seen[1]).toMatchObject({ ok: false, error: { code: 'invalid-document', path: 'bills/b1' } });
    expect(seen[2]).toMatchObject({ ok: false, error: { code: 'invalid-document' } });
  });

  test('query subscriptions send where and limit, and drop snapshots holding an older document', async () => {
    const s = stream();
    const transport = scripted([s.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    const seen: unknown[] = [];
    store.subscribeQuery('table_devices', z.object({ tableId: z.string() }), { where: [['tableId', '==', 't 1']], limit: 1 }, (update) =>
      seen.push(update.ok ? update.value.docs.map((d) => d.version) : update.error.code),
    );
    await flush();
    const entry = (version: number) => ({ path: 'table_devices/d1', id: 'd1', data: { tableId: 't 1' }, version });
    s.snapshot({ docs: [entry(2)] });
    s.snapshot({ docs: [entry(1)] });
    s.snapshot({ docs: [] });
    s.snapshot({ docs: [entry(3)] });
    s.snapshot({ docs: [{ ...entry(4), data: { tableId: 7 } }] });
    s.snapshot({ nope: true });
    await flush(20);
    expect(transport.urls[0]).toBe(streamUrl([{ id: '1', collection: 'table_devices', where: [['tableId', '==', 't 1']], limit: 1 }]));
    expect(seen).toEqual([[2], [], [3], 'invalid-document', 'invalid-document']);
  });
});

describe('sandbox document store: reads and increment', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  test('get reads { path, exists, data, version } and validates data', async () => {
    const transport = scripted([json(200, doc(7, 5)), json(200, { path: 'bills/zz', exists: false, data: null, version: 0 })]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch });
    expect(await store.get('bills/b1', billSchema)).toEqual({ ok: true, value: doc(7, 5) });
    expect(await store.get('bills/zz', billSchema)).toEqual({ ok: true, value: { path: 'bills/zz', exists: false, data: null, version: 0 } });
    expect(transport.urls[0]).toBe('http://sb.test/realtime/docs/bills/b1');
  });

  test.each([
    ['a network failure', new TypeError('fetch failed'), { code: 'unavailable', message: 'fetch failed' }],
    [
      'a 400 with a message',
      json(400, { type: 'invalid-path', message: 'path must have an even number of segments' }),
      { code: 'rejected', status: 400, message: 'path must have an even number of segments' },
    ],
    ['a 502 without body', new Response('', { status: 502 }), { code: 'unavailable', message: 'realtime answered 502' }],
  ])('get: %s is a value', async (_name, reply, error) => {
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: scripted([reply]).fetch });
    expect(await store.get('bills/b1', billSchema)).toEqual({ ok: false, error });
  });

  test('query reads { docs } with where and limit', async () => {
    const docs = [{ path: 'table_devices/d1', id: 'd1', data: { tableId: 't1' }, version: 1 }];
    const transport = scripted([json(200, { docs }), new TypeError('offline')]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch });
    expect(await store.query('table_devices', z.object({ tableId: z.string() }), { where: [['tableId', '==', 't1']], limit: 1 })).toEqual({
      ok: true,
      value: { docs },
    });
    expect(await store.query('table_devices', z.object({ tableId: z.string() }))).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(transport.urls[1]).toBe('http://sb.test/realtime/query/table_devices');
  });

  test('increment of an item marked as paid posts { productId, quantity } with the guest token to the authorised route', async () => {
    const requests: { url: string; body: unknown; token: string | null }[] = [];
    const store = createSandboxDocumentStore({
      baseUrl: 'http://sb.test',
      guestToken: () => 'guest-1.mac',
      fetch: async (input, init) => {
        requests.push({ url: String(input), body: JSON.parse(String(init?.body)), token: new Headers(init?.headers).get('x-tableside-guest-token') });
        return requests.length === 1 ? json(200, { id: 'item-1', valueAtScale5: 200_000 }) : json(200, 'not a document');
      },
    });
    expect(await store.increment('bills/b1/itemsManuallyMarkedAsPaid/item-1', 'valueAtScale5', 100_000)).toEqual({
      ok: true,
      value: { id: 'item-1', valueAtScale5: 200_000 },
    });
    expect(requests[0]).toEqual({
      url: 'http://sb.test/billing/bills/b1/items-manually-marked-as-paid',
      body: { productId: 'item-1', quantity: 100_000 },
      token: 'guest-1.mac',
    });
    expect(await store.increment('bills/b1/itemsManuallyMarkedAsPaid/item-1', 'valueAtScale5', 1)).toMatchObject({
      ok: false,
      error: { code: 'invalid-document' },
    });
  });

  test('any other increment is refused without a request: the realtime store is read-only for clients', async () => {
    const transport = scripted([]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch });
    expect(await store.increment('venues/v1', 'valueAtScale5', 1)).toMatchObject({ ok: false, error: { code: 'rejected', status: 405 } });
    expect(await store.increment('bills/b1/itemsManuallyMarkedAsPaid/item-1', 'quantity', 1)).toMatchObject({
      ok: false,
      error: { code: 'rejected', status: 405 },
    });
    expect(transport.urls).toEqual([]);
  });
});

describe('sandbox document store: one multiplexed stream', () => {
  test('every subscription of the store shares one connection; each gets its own messages', async () => {
    const s = stream();
    const transport = scripted([s.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers, guestToken: () => 'g.t' });
    const bills: unknown[] = [];
    const devices: unknown[] = [];
    store.subscribe('bills/b1', billSchema, (update) => bills.push(update.ok ? update.value.version : update.error.code));
    store.subscribeQuery('table_devices', z.object({ tableId: z.string() }), { where: [['tableId', '==', 't1']], limit: 1 }, (update) =>
      devices.push(update.ok ? update.value.docs.length : update.error.code),
    );
    await flush(20);
    expect(transport.urls).toEqual([
      `${streamUrl([
        { id: '1', path: 'bills/b1' },
        { id: '2', collection: 'table_devices', where: [['tableId', '==', 't1']], limit: 1 },
      ])}&token=g.t`,
    ]);
    s.snapshot(doc(1, 10), '1');
    s.snapshot({ docs: [] }, '2');
    s.snapshot(doc(2, 5), '1');
    s.refused('2', 400, 'where: a query of table_devices must filter tableId');
    s.snapshot(doc(3, 5), '9');
    await flush(20);
    expect(bills).toEqual([1, 2]);
    expect(devices).toEqual([0, 'rejected']);
  });

  test('a removed subscription reconnects with the smaller set; the current state sent again is not delivered twice', async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, second.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    const bills: unknown[] = [];
    const marked: unknown[] = [];
    store.subscribe('bills/b1', billSchema, (update) => bills.push(update.ok ? update.value.version : update.error.code));
    const stop = store.subscribeQuery('bills/b1/itemsManuallyMarkedAsPaid', z.object({}), {}, (update) =>
      marked.push(update.ok ? update.value.docs.length : update.error.code),
    );
    await flush(20);
    first.snapshot(doc(1, 10), '1');
    first.snapshot({ docs: [] }, '2');
    await flush(20);
    stop();
    await flush(20);
    expect(transport.signals[0]?.aborted).toBe(true);
    expect(transport.urls[1]).toBe(streamUrl([{ id: '1', path: 'bills/b1' }]));
    second.snapshot(doc(1, 10), '1');
    second.snapshot(doc(2, 8), '1');
    await flush(20);
    expect(bills).toEqual([1, 2]);
    expect(marked).toEqual([0]);
  });

  test('a subscription added and removed in the same tick leaves the open stream alone; the last removal closes it', async () => {
    const s = stream();
    const transport = scripted([s.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    const seen: unknown[] = [];
    const stop = store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    s.snapshot(doc(4, 1));
    await flush(20);
    stop();
    const again = store.subscribe('bills/b1', billSchema, (update) => seen.push(update.ok ? update.value.version : update.error.code));
    const shared = store.subscribe('bills/b1', billSchema, (update) => seen.push(update.ok ? update.value.version : update.error.code));
    await flush(20);
    expect(transport.urls).toHaveLength(1);
    expect(transport.signals[0]?.aborted).toBe(false);
    // Listeners joining an open subscription get its latest document at once.
    expect(seen).toEqual([4, 4]);
    again();
    await flush(20);
    expect(transport.signals[0]?.aborted).toBe(false);
    shared();
    await flush(20);
    expect(transport.signals.at(-1)?.aborted).toBe(true);
  });
});

describe('sandbox document store: subscriptions join the open stream', () => {
  const devices = { id: '2', collection: 'table_devices', where: [['tableId', '==', 't1']], limit: 1 };
  const addUrl = (streamId: string) => `POST http://sb.test/realtime/stream/${streamId}/subscriptions`;
  const subscribeDevices = (store: ReturnType<typeof createSandboxDocumentStore>, seen: unknown[]) =>
    store.subscribeQuery('table_devices', z.object({ tableId: z.string() }), { where: [['tableId', '==', 't1']], limit: 1 }, (update) =>
      seen.push(update.ok ? update.value.docs.length : update.error.code),
    );

  test('a subscription added while the stream is open is POSTed to it with the token: one stream request, its messages on that stream', async () => {
    const s = stream();
    const transport = scripted([s.response, new Response(null, { status: 204 })]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers, guestToken: () => 'g.t' });
    const bills: unknown[] = [];
    const seen: unknown[] = [];
    store.subscribe('bills/b1', billSchema, (update) => bills.push(update.ok ? update.value.version : update.error.code));
    await flush(20);
    s.opened('st-1');
    s.snapshot(doc(1, 10), '1');
    await flush(20);
    subscribeDevices(store, seen);
    await flush(20);
    expect(transport.requests).toEqual([
      { call: `GET ${streamUrl([{ id: '1', path: 'bills/b1' }])}&token=g.t` },
      { call: addUrl('st-1'), body: { subscriptions: [devices] }, token: 'g.t' },
    ]);
    s.snapshot({ docs: [{ path: 'table_devices/d1', id: 'd1', data: { tableId: 't1' }, version: 1 }] }, '2');
    s.snapshot(doc(2, 5), '1');
    await flush(20);
    expect(transport.signals[0]?.aborted).toBe(false);
    expect(bills).toEqual([1, 2]);
    expect(seen).toEqual([1]);
  });

  test("added before the stream's id arrives, a subscription reopens the stream with the whole set, as before", async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, second.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    subscribeDevices(store, []);
    await flush(20);
    expect(transport.requests.map((r) => r.call)).toEqual([
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }])}`,
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }, devices])}`,
    ]);
    expect(transport.signals[0]?.aborted).toBe(true);
  });

  test.each([
    ['the network fails', () => new TypeError('fetch failed')],
    ['an older server has no such route (404)', () => new Response('{"type":"route-not-found","message":"x"}', { status: 404 })],
    ['the stream is gone (404 stream-not-found)', () => new Response('{"type":"stream-not-found","message":"x"}', { status: 404 })],
    ['the server fails (500)', () => new Response('oops', { status: 500 })],
  ])('when the POST fails (%s), the stream reconnects with the whole set, so nothing is lost', async (_, failure) => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, failure(), second.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    const seen: unknown[] = [];
    store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    first.opened('st-1');
    await flush(20);
    subscribeDevices(store, seen);
    await flush(40);
    expect(transport.requests.map((r) => r.call)).toEqual([
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }])}`,
      addUrl('st-1'),
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }, devices])}`,
    ]);
    expect(transport.signals[0]?.aborted).toBe(true);
    second.snapshot({ docs: [] }, '2');
    await flush(20);
    expect(seen).toEqual([0]);
  });

  test('from a server without stream ids (its events are subscriptions only), an added subscription reconnects with the whole set as before', async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, second.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    first.snapshot(doc(1, 10), '1');
    await flush(20);
    subscribeDevices(store, []);
    await flush(20);
    expect(transport.requests.map((r) => r.call)).toEqual([
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }])}`,
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }, devices])}`,
    ]);
    expect(transport.signals[0]?.aborted).toBe(true);
  });

  test('after a drop the reconnection carries every subscription, the added ones too; the new connection takes additions by its own id', async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([
      first.response,
      new Response(null, { status: 204 }),
      new TypeError('offline'),
      second.response,
      new Response(null, { status: 204 }),
    ]);
    const clock = manualClock();
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: clock.timers });
    const seen: unknown[] = [];
    store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    first.opened('st-1');
    await flush(20);
    subscribeDevices(store, seen);
    await flush(20);
    first.snapshot({ docs: [] }, '2');
    first.fail();
    await flush(20);
    // The reconnection fails too; the stream waits out its backoff.
    clock.advance(500);
    await flush(20);
    expect(transport.requests[2]?.call).toBe(`GET ${streamUrl([{ id: '1', path: 'bills/b1' }, devices])}`);
    // Added during the backoff (no open stream to join), a subscription reopens the stream at once with the whole set.
    store.subscribe('venues/v1', z.object({}), () => undefined);
    await flush(20);
    expect(transport.requests[3]?.call).toBe(`GET ${streamUrl([{ id: '1', path: 'bills/b1' }, devices, { id: '3', path: 'venues/v1' }])}`);
    expect(clock.pendingDelays()).toEqual([]);
    second.opened('st-2');
    second.snapshot({ docs: [{ path: 'table_devices/d1', id: 'd1', data: { tableId: 't1' }, version: 1 }] }, '2');
    await flush(20);
    store.subscribe('configs/settings', z.object({}), () => undefined);
    await flush(20);
    expect(transport.requests[4]).toEqual({ call: addUrl('st-2'), body: { subscriptions: [{ id: '4', path: 'configs/settings' }] }, token: null });
    expect(transport.requests).toHaveLength(5);
    expect(seen).toEqual([0, 'unavailable', 'unavailable', 1]);
  });

  test("with a newer guest token, additions join under the stream's identity; one refused to it (401/403) reopens the stream with the new token", async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, new Response(null, { status: 204 }), new Response(null, { status: 204 }), second.response]);
    const identity: { token?: string } = {};
    const store = createSandboxDocumentStore({
      baseUrl: 'http://sb.test',
      fetch: transport.fetch,
      timers: manualClock().timers,
      guestToken: () => identity.token,
    });
    const users: unknown[] = [];
    const venues: unknown[] = [];
    store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    first.opened('st-1');
    await flush(20);
    // The diner's identity arrives after the stream opened (a first visit): what anyone may read still joins it.
    identity.token = 'g.new';
    store.subscribe('venues/v1', z.object({}), (update) => venues.push(update.ok ? update.value.exists : update.error.code));
    await flush(20);
    store.subscribe('bills/b1/users/g', z.object({}), (update) => users.push(update.ok ? update.value.exists : update.error.code));
    await flush(20);
    expect(transport.requests.slice(1)).toEqual([
      { call: addUrl('st-1'), body: { subscriptions: [{ id: '2', path: 'venues/v1' }] }, token: null },
      { call: addUrl('st-1'), body: { subscriptions: [{ id: '3', path: 'bills/b1/users/g' }] }, token: null },
    ]);
    first.snapshot({ path: 'venues/v1', exists: true, data: {}, version: 1 }, '2');
    first.refused('3', 401, 'query.token: a guest token is needed');
    await flush(20);
    expect(transport.requests[3]?.call).toBe(
      `GET ${streamUrl([
        { id: '1', path: 'bills/b1' },
        { id: '2', path: 'venues/v1' },
        { id: '3', path: 'bills/b1/users/g' },
      ])}&token=g.new`,
    );
    expect(transport.signals[0]?.aborted).toBe(true);
    // Refused again to the new identity, the refusal is the listener's.
    second.opened('st-2');
    second.refused('3', 403, 'not yours');
    await flush(20);
    expect(users).toEqual(['rejected']);
    expect(venues).toEqual([true]);
    expect(transport.requests).toHaveLength(4);
  });

  test('removing a subscription still reconnects with the smaller set, whatever was added by POST', async () => {
    const first = stream();
    const second = stream();
    const transport = scripted([first.response, new Response(null, { status: 204 }), second.response]);
    const store = createSandboxDocumentStore({ baseUrl: 'http://sb.test', fetch: transport.fetch, timers: manualClock().timers });
    store.subscribe('bills/b1', billSchema, () => undefined);
    await flush(20);
    first.opened('st-1');
    await flush(20);
    const stop = subscribeDevices(store, []);
    await flush(20);
    stop();
    await flush(20);
    expect(transport.requests.map((r) => r.call)).toEqual([
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }])}`,
      addUrl('st-1'),
      `GET ${streamUrl([{ id: '1', path: 'bills/b1' }])}`,
    ]);
    expect(transport.signals[0]?.aborted).toBe(true);
  });
});
