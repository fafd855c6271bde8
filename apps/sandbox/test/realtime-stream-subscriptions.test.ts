import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedIds } from '../src/seed/seed-ids.js';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';
import { sseStream } from './sse.js';

// Issue 12: a bill page's stream opens once. Subscriptions a page adds while its stream is open join that stream
// (POST /realtime/stream/{streamId}/subscriptions) instead of reopening it with the larger set in the URL.

let sb: Sandbox;
let diner: Diner;
beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
}, 120_000);
afterAll(() => sb.close());

const streamUrl = (subscriptions: unknown[], token?: string) =>
  `${sb.url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(subscriptions))}${token ? `&token=${encodeURIComponent(token)}` : ''}`;
const addPath = (streamId: string) => `/realtime/stream/${encodeURIComponent(streamId)}/subscriptions`;
const tableOf = async (billId: string) => (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data.order.tableId as string;

/** A stream of `subscriptions` opened by `token` (or anonymously), once its id arrived. */
async function opened(subscriptions: unknown[], token?: string) {
  const live = sseStream(streamUrl(subscriptions, token));
  await live.until(() => live.streamId() !== undefined);
  return { live, streamId: live.streamId() ?? '', byId: (id: string) => live.events.filter((e) => e.data.id === id) };
}

describe('POST /realtime/stream/{streamId}/subscriptions: subscriptions join an open stream', () => {
  test('the stream opens with a random id; added subscriptions get their current state, then every change, on the same connection', async () => {
    const billId = await freshBill(sb);
    // A seeded table has its table device.
    const { tableId, deviceId } = seedIds.tables.londonFresh;
    const { live, streamId, byId } = await opened([{ id: 'venue', path: `venues/${seedIds.venues.londonPub}` }], diner.token);
    expect(streamId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await live.until(() => byId('venue').length === 1);

    const added = await call(
      sb.url,
      'POST',
      addPath(streamId),
      {
        subscriptions: [
          { id: 'bill', path: `bills/${billId}` },
          { id: 'devices', collection: 'table_devices', where: [['tableId', '==', tableId]], limit: 1 },
        ],
      },
      diner.headers,
    );
    expect(added.status).toBe(204);
    await live.until(() => byId('bill').length === 1 && byId('devices').length === 1);
    expect(byId('bill')[0]).toMatchObject({ event: 'snapshot', data: { value: { path: `bills/${billId}`, exists: true } } });
    expect(byId('devices')[0]?.data.value.docs.map((d: { id: string }) => d.id)).toEqual([deviceId]);

    const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 100_000, consumer: diner.consumer }, diner.headers);
    expect(issued.status).toBe(201);
    await live.until(() => byId('bill').length === 2);
    const [first, second] = byId('bill').map((e) => e.data.value);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.data.forecastedLeftToPay.amount).toBe(first.data.forecastedLeftToPay.amount - 100_000);

    expect((await call(sb.url, 'PUT', `/refresh-bill-scheduler/tables/${tableId}/refresh`)).status).toBe(200);
    await live.until(() => byId('devices').length === 2);
    live.close();
    // The venue's subscription from the URL went on undisturbed, and the stream was never reopened: one id.
    expect(live.streamId()).toBe(streamId);
    expect(byId('venue')).toHaveLength(1);
  });

  test('added subscriptions go through the read rules of the URL ones: a refused one is a `refused` event, the others still start', async () => {
    const billId = await freshBill(sb);
    const other = await newDiner(sb.url);
    const { live, streamId, byId } = await opened([{ id: 'settings', path: 'configs/settings' }], diner.token);
    const added = await call(
      sb.url,
      'POST',
      addPath(streamId),
      {
        subscriptions: [
          { id: 'all-bills', collection: 'bills' },
          { id: 'venues', collection: 'venues', where: [['countryCode', '==', 'GB']] },
          { id: 'their-user', path: `bills/${billId}/users/${other.guestId}` },
          { id: 'my-user', path: `bills/${billId}/users/${diner.guestId}` },
          { id: 'odd', path: 'bills' },
        ],
      },
      diner.headers,
    );
    expect(added.status).toBe(204);
    await live.until(() => ['all-bills', 'venues', 'their-user', 'my-user', 'odd'].every((id) => byId(id).length === 1));
    live.close();
    expect(byId('all-bills')[0]).toMatchObject({ event: 'refused', data: { status: 400, type: 'unscoped-query', field: 'query.where' } });
    expect(byId('venues')[0]).toMatchObject({ event: 'refused', data: { status: 403, type: 'query-not-allowed' } });
    expect(byId('their-user')[0]).toMatchObject({ event: 'refused', data: { status: 403, type: 'not-document-reader' } });
    expect(byId('my-user')[0]).toMatchObject({ event: 'snapshot', data: { value: { path: `bills/${billId}/users/${diner.guestId}`, exists: false } } });
    expect(byId('odd')[0]).toMatchObject({ event: 'refused', data: { status: 400, type: 'invalid-request' } });
  });

  test('only the identity that opened the stream adds to it: another diner 403, a forged token 401, none 403; an anonymous stream only anonymously', async () => {
    const other = await newDiner(sb.url);
    const mine = await opened([{ id: 'settings', path: 'configs/settings' }], diner.token);
    const body = { subscriptions: [{ id: 'venue', path: `venues/${seedIds.venues.londonPub}` }] };
    const theirs = await call(sb.url, 'POST', addPath(mine.streamId), body, other.headers);
    expect(theirs).toMatchObject({ status: 403, body: { type: 'not-stream-owner', field: 'header.x-tableside-guest-token', message: expect.any(String) } });
    const forged = await call(sb.url, 'POST', addPath(mine.streamId), body, { 'x-tableside-guest-token': `${diner.guestId}.forged` });
    expect(forged).toMatchObject({ status: 401, body: { type: 'invalid-guest-token', field: 'header.x-tableside-guest-token' } });
    const anonymous = await call(sb.url, 'POST', addPath(mine.streamId), body);
    expect(anonymous).toMatchObject({ status: 403, body: { type: 'not-stream-owner', field: 'header.x-tableside-guest-token' } });

    const nobody = await opened([{ id: 'settings', path: 'configs/settings' }]);
    expect(await call(sb.url, 'POST', addPath(nobody.streamId), body, diner.headers)).toMatchObject({ status: 403, body: { type: 'not-stream-owner' } });
    expect((await call(sb.url, 'POST', addPath(nobody.streamId), body)).status).toBe(204);
    await nobody.live.until(() => nobody.byId('venue').length === 1);
    nobody.live.close();

    // The refused attempts added nothing to the diner's stream.
    expect((await call(sb.url, 'POST', addPath(mine.streamId), { subscriptions: [{ id: 'probe', path: 'configs/settings' }] }, diner.headers)).status).toBe(
      204,
    );
    await mine.live.until(() => mine.byId('probe').length === 1);
    mine.live.close();
    expect(mine.byId('venue')).toEqual([]);
  });

  test('an unknown stream id → 404 naming streamId; a malformed one or a junk body → 400 naming the field; never 5xx', async () => {
    const unknown = await call(sb.url, 'POST', addPath(crypto.randomUUID()), { subscriptions: [{ id: 'a', path: 'configs/settings' }] }, diner.headers);
    expect(unknown).toMatchObject({ status: 404, body: { type: 'stream-not-found', field: 'params.streamId', message: expect.any(String) } });
    const malformedId = await call(sb.url, 'POST', addPath('not an id!'), { subscriptions: [{ id: 'a', path: 'configs/settings' }] }, diner.headers);
    expect(malformedId).toMatchObject({ status: 400, body: { type: expect.any(String), field: 'params.streamId' } });

    const { live, streamId } = await opened([{ id: 'settings', path: 'configs/settings' }], diner.token);
    const junk: [unknown, RegExp][] = [
      [[1, 2, 3], /^body/],
      [{}, /^body\.subscriptions$/],
      [{ subscriptions: [] }, /^body\.subscriptions$/],
      [{ subscriptions: 'configs/settings' }, /^body\.subscriptions$/],
      [{ subscriptions: [{ id: 'x' }] }, /^body\.subscriptions\.0/],
      [{ subscriptions: [{ id: '', path: 'configs/settings' }] }, /^body\.subscriptions\.0/],
      [{ subscriptions: [{ id: 'x', path: 'configs/settings', extra: 1 }] }, /^body\.subscriptions\.0/],
      [{ subscriptions: [{ id: 'x', collection: 'bills', where: [['a', '>', 1]] }] }, /^body\.subscriptions\.0/],
      [{ subscriptions: [{ id: 'x', collection: 'bills', limit: 0 }] }, /^body\.subscriptions\.0/],
      [{ subscriptions: Array.from({ length: 65 }, (_, i) => ({ id: `s${i}`, path: 'configs/settings' })) }, /^body\.subscriptions$/],
      ['{"subscriptions": [', /^body/],
    ];
    for (const [body, field] of junk) {
      const answer = await call(sb.url, 'POST', addPath(streamId), body, diner.headers);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({ type: expect.any(String), message: expect.any(String) });
      expect(answer.body.field, JSON.stringify(body).slice(0, 80)).toMatch(field);
    }
    // A stream carries at most 64 subscriptions, from its URL and added ones together.
    const many = await opened([{ id: 's0', path: 'configs/settings' }], diner.token);
    const full = await call(
      sb.url,
      'POST',
      addPath(many.streamId),
      { subscriptions: Array.from({ length: 63 }, (_, i) => ({ id: `t${i}`, path: 'configs/settings' })) },
      diner.headers,
    );
    expect(full.status).toBe(204);
    const over = await call(sb.url, 'POST', addPath(many.streamId), { subscriptions: [{ id: 'one-more', path: 'configs/settings' }] }, diner.headers);
    expect(over).toMatchObject({ status: 400, body: { type: 'invalid-request', field: 'body.subscriptions' } });
    many.live.close();
    live.close();
  });

  test('a closed stream is forgotten: adding to it is 404, and its URL and added subscriptions are all removed from the store', async () => {
    // The earlier tests' streams are closed: nothing is subscribed.
    await expect.poll(() => [sb.store.liveQueryCount, sb.store.documentListenerCount], { timeout: 30_000 }).toEqual([0, 0]);
    const billId = await freshBill(sb);
    const tableId = await tableOf(billId);
    const { live, streamId, byId } = await opened(
      [
        { id: 'bill', path: `bills/${billId}` },
        { id: 'open-bill', collection: 'bills', where: [['order.tableId', '==', tableId]], limit: 1 },
      ],
      diner.token,
    );
    const added = await call(
      sb.url,
      'POST',
      addPath(streamId),
      {
        subscriptions: [
          { id: 'devices', collection: 'table_devices', where: [['tableId', '==', tableId]], limit: 1 },
          { id: 'venue', path: `venues/${seedIds.venues.londonPub}` },
          { id: 'marked', collection: `bills/${billId}/itemsManuallyMarkedAsPaid` },
        ],
      },
      diner.headers,
    );
    expect(added.status).toBe(204);
    await live.until(() => ['bill', 'open-bill', 'devices', 'venue', 'marked'].every((id) => byId(id).length >= 1));
    expect(sb.store.liveQueryCount).toBe(3);
    expect(sb.store.documentListenerCount).toBe(2);
    live.close();
    await expect.poll(() => sb.store.liveQueryCount, { timeout: 30_000 }).toBe(0);
    await expect.poll(() => sb.store.documentListenerCount, { timeout: 30_000 }).toBe(0);
    const late = await call(sb.url, 'POST', addPath(streamId), { subscriptions: [{ id: 'again', path: 'configs/settings' }] }, diner.headers);
    expect(late).toMatchObject({ status: 404, body: { type: 'stream-not-found', field: 'params.streamId' } });
    expect(sb.store.documentListenerCount).toBe(0);
  });

  test('an added subscription with the id of a running one replaces it (one live query, not two)', async () => {
    await expect.poll(() => sb.store.liveQueryCount, { timeout: 30_000 }).toBe(0);
    const billId = await freshBill(sb);
    const tableId = await tableOf(billId);
    const { live, streamId, byId } = await opened([{ id: 'q', collection: 'table_devices', where: [['tableId', '==', tableId]], limit: 1 }], diner.token);
    await live.until(() => byId('q').length === 1);
    const replaced = await call(
      sb.url,
      'POST',
      addPath(streamId),
      { subscriptions: [{ id: 'q', collection: 'bills', where: [['order.tableId', '==', tableId]], limit: 1 }] },
      diner.headers,
    );
    expect(replaced.status).toBe(204);
    await live.until(() => byId('q').length === 2);
    expect(byId('q')[1]?.data.value.docs.map((d: { id: string }) => d.id)).toEqual([billId]);
    expect(sb.store.liveQueryCount).toBe(1);
    live.close();
    await expect.poll(() => sb.store.liveQueryCount, { timeout: 30_000 }).toBe(0);
  });
});
