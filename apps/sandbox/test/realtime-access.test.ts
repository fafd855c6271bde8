import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderingSeedIds } from '../src/ordering/seed-menus.js';
import { seedIds } from '../src/seed/seed-ids.js';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';
import { sseStream } from './sse.js';

let sb: Sandbox;
let diner: Diner;
beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
}, 60_000);
afterAll(() => sb.close());

/** A request with the path sent exactly as written (fetch would resolve `..`). */
function raw(method: string, path: string, body?: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(sb.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: body === undefined ? {} : { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the assertion below says so
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const where = (clauses: unknown[]) => encodeURIComponent(JSON.stringify(clauses));

describe('every client write to /realtime/* is refused', () => {
  const paths = [
    '/realtime/increment/bills/bill-london-1/itemsManuallyMarkedAsPaid/gb-fish',
    `/realtime/increment/venues/${seedIds.venues.londonPub}`,
    '/realtime/increment/configs/settings',
    '/realtime/increment/bills/..',
    '/realtime/increment/../venues/venue-london-pub',
    '/realtime/docs/venues/venue-london-pub',
    '/realtime/docs/configs/settings',
    '/realtime/docs/bills/bill-london-1',
    '/realtime/query/bills',
    '/realtime/stream',
    '/realtime',
  ];
  const cases = ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) => paths.map((path) => [method, path] as const));

  test.each(cases)('%s %s → 4xx JSON, nothing written', async (method, path) => {
    const answer = await raw(method, path, method === 'DELETE' ? undefined : JSON.stringify({ field: 'allPaymentsEnabled', by: -1, data: { name: 'x' } }));
    expect([400, 404, 405]).toContain(answer.status);
    expect(answer.body).toMatchObject({ type: expect.any(String), message: expect.any(String) });
  });

  test('after every try, the venue and configs/settings are unchanged', async () => {
    const venue = await call(sb.url, 'GET', `/realtime/docs/venues/${seedIds.venues.londonPub}`);
    expect(venue.body).toMatchObject({ exists: true, data: { id: seedIds.venues.londonPub, currency: 'GBP' } });
    const settings = await call(sb.url, 'GET', '/realtime/docs/configs/settings');
    expect(settings.body.data).toEqual({ allPaymentsEnabled: true });
    const dotted = await call(sb.url, 'GET', '/realtime/docs/bills/..');
    expect(dotted.status).toBe(400);
  });
});

describe('POST /billing/bills/{billId}/items-manually-marked-as-paid', () => {
  const url = (billId: string) => `/billing/bills/${billId}/items-manually-marked-as-paid`;
  let billId: string;
  let productId: string;
  beforeAll(async () => {
    billId = await freshBill(sb, [{ posProductId: 'gb-fish', quantity: 4 }]);
    const bill = (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data;
    productId = bill.order.subOrders[0].quantifiedProducts[0].productId;
  });

  test('needs a guest token: none or forged → 401', async () => {
    expect((await call(sb.url, 'POST', url(billId), { productId, quantity: 100_000 })).body).toMatchObject({ type: 'invalid-guest-token' });
    const forged = await call(sb.url, 'POST', url(billId), { productId, quantity: 100_000 }, { 'x-tableside-guest-token': `${diner.guestId}.forged` });
    expect(forged.status).toBe(401);
  });

  test('an unknown bill → 404 naming billId; a product not on the bill → 422 naming productId', async () => {
    const unknownBill = await call(sb.url, 'POST', url('bill-none'), { productId, quantity: 100_000 }, diner.headers);
    expect(unknownBill).toMatchObject({ status: 404, body: { type: 'bill-not-found', field: 'params.billId' } });
    const unknownProduct = await call(sb.url, 'POST', url(billId), { productId: 'not-on-bill', quantity: 100_000 }, diner.headers);
    expect(unknownProduct).toMatchObject({ status: 422, body: { type: 'unknown-product', field: 'body.productId' } });
  });

  test.each([0, -100_000, 1.5, 'x', null])('quantity %s → 400 naming quantity', async (quantity) => {
    const answer = await call(sb.url, 'POST', url(billId), { productId, quantity }, diner.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('body.quantity');
  });

  test('adds in one transaction, never above what is left of the line (10 concurrent marks of 1 on a line of 4)', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(sb.url, 'POST', url(billId), { productId, quantity: 100_000 }, diner.headers)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.type === 'quantity-exceeds-bill' && a.body.field === 'body.quantity')).toBe(true);
    const doc = await call(sb.url, 'GET', `/realtime/docs/bills/${billId}/itemsManuallyMarkedAsPaid/${productId}`);
    expect(doc.body.data).toEqual({ id: productId, valueAtScale5: 400_000 });
  });
});

describe('reads are scoped', () => {
  test.each([
    ['bills', '', 400],
    ['bills', `?where=${where([['closed', '==', false]])}`, 400],
    ['bill_orders', '', 400],
    ['table_devices', '', 400],
    ['tabs', '', 403],
    ['venues', '', 403],
    ['bills/bill-london-1/users', '', 403],
  ])('an anonymous query of %s%s is refused naming where', async (collection, query, status) => {
    for (const suffix of [query, `${query}${query ? '&' : '?'}subscribe=1`]) {
      const answer = await call(sb.url, 'GET', `/realtime/query/${collection}${suffix}`);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ field: 'query.where', message: expect.stringContaining('where') });
    }
  });

  test("a table's bills, its devices and a bill's marked items are listed", async () => {
    const table = seedIds.tables.londonFresh;
    const bills = await call(
      sb.url,
      'GET',
      `/realtime/query/bills?where=${where([
        ['order.tableId', '==', table.tableId],
        ['closed', '==', false],
      ])}&limit=1`,
    );
    expect(bills.body.docs.map((d: { id: string }) => d.id)).toEqual([table.billId]);
    const devices = await call(sb.url, 'GET', `/realtime/query/table_devices?where=${where([['tableId', '==', table.tableId]])}&limit=1`);
    expect(devices.body.docs.map((d: { id: string }) => d.id)).toEqual([table.deviceId]);
    const marked = await call(sb.url, 'GET', `/realtime/query/bills/${table.billId}/itemsManuallyMarkedAsPaid`);
    expect(marked.status).toBe(200);
  });

  test("a bill's user entry is read by that diner only (header, or the token query parameter of an SSE read)", async () => {
    const billId = await freshBill(sb);
    await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
    const path = `/realtime/docs/bills/${billId}/users/${diner.guestId}`;
    expect((await call(sb.url, 'GET', path)).status).toBe(401);
    expect((await call(sb.url, 'GET', path, undefined, (await newDiner(sb.url)).headers)).status).toBe(403);
    expect((await call(sb.url, 'GET', path, undefined, diner.headers)).body.data).toMatchObject({ guestId: diner.guestId });
    const live = sseStream(`${sb.url}${path}?subscribe=1&token=${encodeURIComponent(diner.token)}`);
    await live.until(() => live.events.length > 0);
    live.close();
    expect(live.events[0]?.data).toMatchObject({ exists: true, data: { guestId: diner.guestId } });
    expect((await call(sb.url, 'GET', `${path}?token=${encodeURIComponent(`${diner.guestId}.forged`)}`)).status).toBe(401);
  });

  test('a tab created with a guest token is read only by that guest: GET, per-path SSE and the multiplexed stream', async () => {
    const { businessId } = orderingSeedIds.venues.tab;
    const created = await call(sb.url, 'POST', `/billing/businesses/${businessId}/tab`, undefined, diner.headers);
    expect(created.status).toBe(201);
    const tabId: string = created.body.tabId;
    // Registering without a card hold fails, which publishes the tab document (INITIALISATION_FAILED).
    await call(sb.url, 'PUT', `/billing/businesses/${businessId}/tabs/${tabId}`, { customer: { firstName: 'Ada', lastName: 'Lovelace' } });
    const path = `/realtime/docs/tabs/${tabId}`;
    expect((await call(sb.url, 'GET', path, undefined, diner.headers)).body).toMatchObject({ exists: true, data: { tabId, ownerGuestId: diner.guestId } });
    expect((await call(sb.url, 'GET', path)).status).toBe(401);
    const other = await newDiner(sb.url);
    expect((await call(sb.url, 'GET', path, undefined, other.headers)).body).toMatchObject({ type: 'not-document-reader', field: 'params.path' });
    expect((await call(sb.url, 'GET', `${path}?subscribe=1`, undefined, other.headers)).status).toBe(403);
    const subscriptions = encodeURIComponent(JSON.stringify([{ id: 'tab', path: `tabs/${tabId}` }]));
    const stolen = sseStream(`${sb.url}/realtime/stream?subscriptions=${subscriptions}&token=${encodeURIComponent(other.token)}`);
    const owned = sseStream(`${sb.url}/realtime/stream?subscriptions=${subscriptions}&token=${encodeURIComponent(diner.token)}`);
    await Promise.all([stolen.until(() => stolen.events.length > 0), owned.until(() => owned.events.length > 0)]);
    stolen.close();
    owned.close();
    expect(stolen.events[0]).toMatchObject({ event: 'refused', data: { id: 'tab', status: 403 } });
    expect(owned.events[0]).toMatchObject({ event: 'snapshot', data: { id: 'tab', value: { data: { tabId } } } });
  });

  test('a subscriber of one table receives only that table’s bill, not the changes of others', async () => {
    const mine = await freshBill(sb);
    const other = await freshBill(sb);
    const tableOf = async (billId: string) => (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data.order.tableId as string;
    const live = sseStream(`${sb.url}/realtime/query/bills?where=${where([['order.tableId', '==', await tableOf(mine)]])}&subscribe=1`);
    await live.until(() => live.events.length === 1);
    const split = (billId: string) =>
      call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 100_000, consumer: diner.consumer }, diner.headers);
    for (let i = 0; i < 5; i++) await split(other);
    await split(mine);
    await live.until(() => live.events.length === 2);
    live.close();
    const ids = live.events.flatMap((e) => e.data.docs.map((d: { id: string }) => d.id));
    expect(ids).toEqual([mine, mine]);
    expect(live.events[1]?.data.docs[0].data.forecastedLeftToPay.amount).toBe(live.events[0]?.data.docs[0].data.forecastedLeftToPay.amount - 100_000);
  });
});

describe('fan-out', () => {
  test('a change is evaluated only against the live queries it can match; none re-reads the database', async () => {
    const bills = await Promise.all(Array.from({ length: 6 }, () => freshBill(sb)));
    const tables = await Promise.all(
      bills.map(async (billId) => (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data.order.tableId as string),
    );
    const lives = tables.map((tableId) =>
      sseStream(
        `${sb.url}/realtime/query/bills?where=${where([
          ['order.tableId', '==', tableId],
          ['closed', '==', false],
        ])}&limit=1&subscribe=1`,
      ),
    );
    await Promise.all(lives.map((live) => live.until(() => live.events.length === 1)));
    const before = { ...sb.store.stats };
    await call(sb.url, 'POST', `/billing/bills/${bills[0]}/splits/by-amount`, { splitAmount: 100_000, consumer: diner.consumer }, diner.headers);
    await lives[0]?.until(() => (lives[0]?.events.length ?? 0) === 2);
    // The bill document matches one live query (its table's); the 5 other tables' queries are not evaluated.
    expect(sb.store.stats.evaluations - before.evaluations).toBe(1);
    expect(sb.store.stats.loads).toBe(before.loads);
    lives.forEach((live) => live.close());
    expect(lives.slice(1).every((live) => live.events.length === 1)).toBe(true);
    // A closed connection removes its live queries: nothing is left to evaluate.
    await expect.poll(() => sb.store.liveQueryCount, { timeout: 30_000 }).toBe(0);
  });
});

describe('GET /realtime/stream: every subscription of a tab over one connection', () => {
  test('documents and scoped queries arrive on one stream, tagged by subscription id; a refused one does not stop the others', async () => {
    const billId = await freshBill(sb);
    const bill = (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data;
    const subscriptions = [
      { id: 'bill', path: `bills/${billId}` },
      { id: 'venue', path: `venues/${seedIds.venues.londonPub}` },
      {
        id: 'open-bill',
        collection: 'bills',
        where: [
          ['order.tableId', '==', bill.order.tableId],
          ['closed', '==', false],
        ],
        limit: 1,
      },
      { id: 'all-bills', collection: 'bills' },
      { id: 'users', path: `bills/${billId}/users/someone-else` },
    ];
    const live = sseStream(`${sb.url}/realtime/stream?subscriptions=${encodeURIComponent(JSON.stringify(subscriptions))}`);
    await live.until(() => live.events.length === 5);
    const byId = (id: string) => live.events.filter((e) => e.data.id === id);
    expect(byId('bill')[0]).toMatchObject({ event: 'snapshot', data: { value: { path: `bills/${billId}`, exists: true } } });
    expect(byId('venue')[0]).toMatchObject({ event: 'snapshot', data: { value: { exists: true } } });
    expect(byId('open-bill')[0]?.data.value.docs.map((d: { id: string }) => d.id)).toEqual([billId]);
    expect(byId('all-bills')[0]).toMatchObject({ event: 'refused', data: { status: 400, field: 'query.where' } });
    expect(byId('users')[0]).toMatchObject({ event: 'refused', data: { status: 401 } });
    await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 100_000, consumer: diner.consumer }, diner.headers);
    await live.until(() => byId('bill').length === 2 && byId('open-bill').length === 2);
    live.close();
    expect(byId('bill')[1]?.data.value.version).toBeGreaterThan(byId('bill')[0]?.data.value.version);
  });

  test('malformed subscriptions → 400 naming the field', async () => {
    expect((await call(sb.url, 'GET', '/realtime/stream?subscriptions=%5B')).body).toMatchObject({ field: 'query.subscriptions' });
    expect((await call(sb.url, 'GET', '/realtime/stream')).status).toBe(400);
  });
});
