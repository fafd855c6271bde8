import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedIds } from '../src/seed/seed-ids.js';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox } from './helpers.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
}, 60_000);
afterAll(() => sb.close());

/** Reads SSE `snapshot` events until `count` arrived. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function snapshots(url: string, count: number, whileOpen: () => Promise<void>): Promise<{ text: string; events: any[] }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  const events: unknown[] = [];
  let started = false;
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (block.startsWith('event: snapshot') && data) events.push(JSON.parse(data.slice(6)));
    }
    if (!started && events.length > 0) {
      started = true;
      void whileOpen();
    }
  }
  controller.abort();
  return { text, events };
}

describe('realtime documents over HTTP', () => {
  test('GET a missing document answers exists false, data null (404-free)', async () => {
    const answer = await call(sb.url, 'GET', '/realtime/docs/tabs/nope');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ path: 'tabs/nope', exists: false, data: null, version: 0 });
  });

  test('a bill subscription sends the current document first, then every change', async () => {
    const billId = await freshBill(sb);
    const diner = await newDiner(sb.url);
    const { events } = await snapshots(`${sb.url}/realtime/docs/bills/${billId}?subscribe=1`, 2, async () => {
      await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
    });
    expect(events[0].path).toBe(`bills/${billId}`);
    expect(events[1].version).toBeGreaterThan(events[0].version);
    expect(events[1].data.forecastedLeftToPay.amount).toBe(events[0].data.forecastedLeftToPay.amount - 500_000);
  });

  test('the itemsManuallyMarkedAsPaid increment goes through the authorised route, adds in one transaction and creates missing documents', async () => {
    const billId = await freshBill(sb, [{ posProductId: 'gb-fish', quantity: 40 }]);
    const productId = (await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`)).body.data.order.subOrders[0].quantifiedProducts[0].productId;
    const diner = await newDiner(sb.url);
    const path = `/billing/bills/${billId}/items-manually-marked-as-paid`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(sb.url, 'POST', path, { productId, quantity: 100_000 }, diner.headers)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const doc = await call(sb.url, 'GET', `/realtime/docs/bills/${billId}/itemsManuallyMarkedAsPaid/${productId}`);
    expect(doc.body.data).toEqual({ id: productId, valueAtScale5: 2_000_000 });
    const listed = await call(sb.url, 'GET', `/realtime/query/bills/${billId}/itemsManuallyMarkedAsPaid`);
    expect(listed.body.docs.map((d: { id: string }) => d.id)).toEqual([productId]);
    expect(
      (await call(sb.url, 'POST', `/realtime/increment/bills/${billId}/itemsManuallyMarkedAsPaid/${productId}`, { field: 'valueAtScale5', by: 1 })).status,
    ).toBe(405);
  });

  test('a table device query by tableId (limit 1) streams the device again when a refresh changes it', async () => {
    const table = seedIds.tables.londonFresh;
    const where = encodeURIComponent(JSON.stringify([['tableId', '==', table.tableId]]));
    const { events } = await snapshots(`${sb.url}/realtime/query/table_devices?where=${where}&limit=1&subscribe=1`, 2, async () => {
      await call(sb.url, 'PUT', `/refresh-bill-scheduler/tables/${table.tableId}/refresh`);
    });
    expect(events[0].docs).toHaveLength(1);
    expect(events[0].docs[0].id).toBe(table.deviceId);
    expect(events[1].docs[0].data.currentOrderRefreshedAt).toBeGreaterThanOrEqual(events[0].docs[0].data.currentOrderRefreshedAt);
  });

  test('venues and configs/settings are served', async () => {
    const venue = await call(sb.url, 'GET', `/realtime/docs/venues/${seedIds.venues.londonPub}`);
    expect(venue.body.data).toMatchObject({ countryCode: 'GB', currency: 'GBP', allergyQuestionEnabled: true });
    const settings = await call(sb.url, 'GET', '/realtime/docs/configs/settings');
    expect(settings.body.exists).toBe(true);
  });
});

describe('POS admin page and actions', () => {
  test('the admin page is HTML with labelled forms', async () => {
    const response = await fetch(`${sb.url}/sandbox/admin`);
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<label for=');
    expect(html).toContain('Switch POS offline');
  });

  test('a form post adds an item and redirects back to the page; JSON callers get the order', async () => {
    const table = seedIds.tables.newYorkFresh;
    const form = await fetch(`${sb.url}/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'posProductId=us-coffee&quantity=1',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    const guests = await call(sb.url, 'POST', `/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/guests`, { numberOfGuests: 5 });
    expect(guests.body.numberOfGuests).toBe(5);
    const doc = await call(sb.url, 'GET', `/realtime/docs/bills/${table.billId}`);
    expect(doc.body.data.order.numberOfGuests).toBe(5);
    expect(doc.body.data.order.subOrders[0].quantifiedProducts.some((p: { product: { posProductId: string } }) => p.product.posProductId === 'us-coffee')).toBe(
      true,
    );
  });

  test('a check discount lowers the total; a line discount larger than the unit price is refused', async () => {
    const table = seedIds.tables.londonNoBill;
    await call(sb.url, 'POST', `/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/orders`, {
      numberOfGuests: 2,
      items: [{ posProductId: 'gb-ale', quantity: 2 }],
    });
    const opened = (
      await call(sb.url, 'POST', `/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/discounts`, { label: 'Regulars', amount: '2.00' })
    ).body;
    const doc = (await call(sb.url, 'GET', `/realtime/docs/bills/${opened.billId}`)).body.data;
    // (2 × 6.20 − 2.00) + 12.5 % service charge
    expect(doc.totalBillAmount.amount).toBe(1_170_000);
    expect(doc.order.subOrders[0].discounts).toEqual([{ label: 'Regulars', amount: { amount: 200_000, currency: 'GBP' } }]);
    const lineId = opened.checks[0].lines[0].lineId;
    const refused = await call(sb.url, 'POST', `/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/discounts`, {
      label: 'Too much',
      amount: '7',
      lineId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.type).toBe('invalid-discount');
  });

  test('a till payment lowers the left to pay; unknown venues get the spec’s 404', async () => {
    const table = seedIds.tables.londonFresh;
    const before = (await call(sb.url, 'GET', `/realtime/docs/bills/${table.billId}`)).body.data;
    const paid = await call(sb.url, 'POST', `/sandbox/admin/venues/${table.venueId}/tables/${table.tableId}/payments`, { amount: '10.50', kind: 'TILL' });
    expect(paid.status).toBe(200);
    const after = (await call(sb.url, 'GET', `/realtime/docs/bills/${table.billId}`)).body.data;
    expect(after.leftToPay.amount).toBe(before.leftToPay.amount - 1_050_000);
    const unknown = await call(sb.url, 'POST', '/sandbox/admin/venues/nope/pos', { online: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('venue could not be found in store');
  });
});

describe('bill users', () => {
  test('issuing a split saves the diner under bills/{billId}/users', async () => {
    const billId = await freshBill(sb);
    const diner = await newDiner(sb.url);
    await call(
      sb.url,
      'POST',
      `/billing/bills/${billId}/splits/by-amount`,
      { splitAmount: 500_000, consumer: { ...diner.consumer, displayName: 'Sam' } },
      diner.headers,
    );
    const user = await call(sb.url, 'GET', `/realtime/docs/bills/${billId}/users/${diner.guestId}`, undefined, diner.headers);
    expect(user.body.data).toMatchObject({ guestId: diner.guestId, displayName: 'Sam' });
  });
});
