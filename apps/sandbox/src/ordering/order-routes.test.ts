import { billOrderSchema, interpretOrderResponse, orderRequestSchema, type OrderRequestItem } from '@tableside/ordering';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { seedIds } from '../seed/seed-ids.js';
import { orderingSeedIds } from './plugin.js';
import { startOrdering, type StartedOrdering } from './testing/start-ordering.js';

const U = 100_000;
let sb: StartedOrdering;
let keys = 0;

// One sandbox for the file (PGlite start-up is the slow part); each test uses its own keys and resets the POS record.
beforeAll(async () => {
  sb = await startOrdering();
}, 60_000);
beforeEach(() => {
  sb.posOrders.length = 0;
  sb.pos.failing = false;
  sb.setNow(Date.UTC(2026, 5, 3, 12, 0));
});
afterAll(async () => {
  await sb.close();
}, 60_000);

const paris = seedIds.tables.parisFresh;
const item = (id: string, menuId: string, quantity = 1, subItems: OrderRequestItem[] = []): OrderRequestItem => ({ id, name: id, quantity, menuId, subItems });
const steak = (quantity = 1) => item('fr-steak', 'fr-carte', quantity, [item('fr-saignant', 'fr-carte'), item('fr-poivre', 'fr-carte')]);

async function declareSession(tableId: string, businessId: string, sessionId = `session-${tableId}`) {
  const answer = await sb.call('POST', '/ordering/order-sessions', { businessId, tableId, sessionId });
  expect(answer.status).toBe(200);
  return sessionId;
}

async function placeOrder(table: { tableId: string; venueId: string }, businessId: string, items: OrderRequestItem[], patch: Record<string, unknown> = {}) {
  const sessionId = await declareSession(table.tableId, businessId);
  keys += 1;
  const body = orderRequestSchema.parse({ businessId, experienceId: `experience-${table.venueId}`, items, idempotencyKey: `key-${keys}`, sessionId, ...patch });
  return { body, answer: await sb.call('POST', `/sunday-device-manager/hybrid/tables/${table.tableId}/orders`, body) };
}

describe('POST ordering/order-sessions', () => {
  test('declares the session: "response success flag"', async () => {
    const answer = await sb.call('POST', '/ordering/order-sessions', { businessId: 'business-paris-bistro', tableId: paris.tableId, sessionId: 's-1' });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  test.each([
    ['an unknown table', { businessId: 'business-paris-bistro', tableId: 'nope', sessionId: 's' }, 404, 'table-device-not-found'],
    ['a table of another business', { businessId: 'business-london-pub', tableId: paris.tableId, sessionId: 's' }, 409, 'business-mismatch'],
    ['a missing sessionId', { businessId: 'business-paris-bistro', tableId: paris.tableId }, 400, 'invalid-request'],
  ])('refuses %s', async (_case, body, status, type) => {
    const answer = await sb.call('POST', '/ordering/order-sessions', body);
    expect(answer.status).toBe(status);
    expect(answer.body['type']).toBe(type);
  });
});

describe('POST sunday-device-manager/hybrid/tables/{tableId}/orders', () => {
  test('a placed order adds its priced items to the table bill and its bill_orders document goes NEW then PLACED', async () => {
    const { answer } = await placeOrder(paris, 'business-paris-bistro', [steak(2), item('fr-tarte', 'fr-carte')], { note: 'No salt' });
    expect(answer.status).toBe(200);
    const placed = interpretOrderResponse(answer.status, answer.body);
    if (!placed.ok) throw new Error('order refused');
    const orderId = placed.value.orderId;
    const statuses = sb.published.filter((entry) => entry.path === `bill_orders/${orderId}`).map((entry) => billOrderSchema.parse(entry.data).status);
    expect(statuses).toEqual(['NEW', 'PLACED']);
    const document = sb.documents.get(`bill_orders/${orderId}`);
    expect(document).toMatchObject({
      billId: `bill-of-${paris.tableId}`,
      note: 'No salt',
      tableId: paris.tableId,
      total: { amount: 2 * (2_450_000 + U) + 850_000, currency: 'EUR' },
    });
    expect(billOrderSchema.parse(document).items[0]).toMatchObject({
      productId: 'fr-steak',
      quantity: 2,
      priceIncludingSubItems: { amount: 2 * 2_550_000, currency: 'EUR' },
    });
    expect(sb.posOrders).toEqual([
      {
        venueId: paris.venueId,
        tableId: paris.tableId,
        orderId,
        items: [
          expect.objectContaining({
            productId: 'fr-steak',
            plu: 'fr-steak',
            quantity: 2 * U,
            unitPrice: { amount: 2_450_000, currency: 'EUR' },
            unitPriceIncludingSubItems: { amount: 2_550_000, currency: 'EUR' },
            subItems: [
              expect.objectContaining({ productId: 'fr-saignant', quantity: U }),
              expect.objectContaining({ productId: 'fr-poivre', unitPrice: { amount: U, currency: 'EUR' } }),
            ],
          }),
          expect.objectContaining({ productId: 'fr-tarte', quantity: U, unitPriceIncludingSubItems: { amount: 850_000, currency: 'EUR' } }),
        ],
      },
    ]);
  });

  test('a bundle with nested modifier groups and a variant group are priced from their options', async () => {
    const formula = item('fr-formule', 'fr-carte', 1, [item('fr-onion-soup', 'fr-carte'), item('fr-steak', 'fr-carte', 1, [item('fr-a-point', 'fr-carte')])]);
    const coffee = item('fr-coffee', 'fr-carte', 1, [item('fr-creme', 'fr-carte')]);
    const { answer } = await placeOrder(paris, 'business-paris-bistro', [formula, coffee]);
    expect(answer.status).toBe(200);
    const [formulaLine, coffeeLine] = sb.posOrders[0]?.items ?? [];
    expect(formulaLine?.unitPrice).toEqual({ amount: 19 * U, currency: 'EUR' });
    expect(coffeeLine?.unitPriceIncludingSubItems).toEqual({ amount: 420_000, currency: 'EUR' });
  });

  test('TIME_BASED pricing: the glass of wine is 5 EUR between 17:00 and 19:00 in Paris', async () => {
    sb.setNow(Date.UTC(2026, 5, 3, 16, 30));
    const { answer } = await placeOrder(paris, 'business-paris-bistro', [item('fr-wine', 'fr-carte', 2)]);
    expect(answer.status).toBe(200);
    expect(sb.documents.get(`bill_orders/${String(answer.body['orderId'])}`)).toMatchObject({ total: { amount: 10 * U, currency: 'EUR' } });
  });

  test('duplicate idempotencyKey gives one order, even when sent concurrently', async () => {
    const sessionId = await declareSession(paris.tableId, 'business-paris-bistro');
    const body = { businessId: 'business-paris-bistro', experienceId: `experience-${paris.venueId}`, items: [steak()], idempotencyKey: 'same-key', sessionId };
    const url = `/sunday-device-manager/hybrid/tables/${paris.tableId}/orders`;
    const answers = await Promise.all([sb.call('POST', url, body), sb.call('POST', url, body), sb.call('POST', url, body)]);
    const again = await sb.call('POST', url, body);
    const orderIds = new Set([...answers, again].map((answer) => answer.body['orderId']));
    expect([...answers, again].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(orderIds.size).toBe(1);
    expect(sb.posOrders).toHaveLength(1);
    const reused = await sb.call('POST', url, { ...body, items: [item('fr-tarte', 'fr-carte')] });
    expect(reused.status).toBe(409);
    expect(reused.body['type']).toBe('idempotency-key-reused');
  });

  test.each([
    [
      'code 0 gives HYBRID_EXPERIENCE_MISCONFIGURED: another experience',
      paris,
      'business-paris-bistro',
      { experienceId: 'experience-other' },
      0,
      'HYBRID_EXPERIENCE_MISCONFIGURED',
    ],
    [
      'code 0 gives HYBRID_EXPERIENCE_MISCONFIGURED: another business',
      paris,
      'business-paris-bistro',
      { businessId: 'business-london-pub' },
      0,
      'HYBRID_EXPERIENCE_MISCONFIGURED',
    ],
    [
      '2 gives MISSING_OAP_ENROLLMENT: the New York diner does not take orders',
      seedIds.tables.newYorkFresh,
      'business-new-york-diner',
      {},
      2,
      'MISSING_OAP_ENROLLMENT',
    ],
    [
      '1 gives PRE_AUTHORIZATION_REQUIRED: FIXED_AMOUNT venue without a hold',
      orderingSeedIds.venues.preAuthFixed,
      orderingSeedIds.venues.preAuthFixed.businessId,
      {},
      1,
      'PRE_AUTHORIZATION_REQUIRED',
    ],
    [
      '1 gives PRE_AUTHORIZATION_REQUIRED: FIRST_ORDER_AMOUNT venue without a hold',
      orderingSeedIds.venues.preAuthFirstOrder,
      orderingSeedIds.venues.preAuthFirstOrder.businessId,
      {},
      1,
      'PRE_AUTHORIZATION_REQUIRED',
    ],
  ])('"HTTP 400 with body code" (3-menus §8): %s', async (_case, table, businessId, patch, code, expected) => {
    const items =
      businessId === 'business-new-york-diner'
        ? [item('us-fries', 'us-diner-menu')]
        : businessId.includes('pub')
          ? [item('gb-cider', `${businessId === 'business-london-pub' ? 'gb' : businessId.includes('fixed') ? 'held' : 'first'}-pub-menu`)]
          : [steak()];
    const { answer } = await placeOrder(table, businessId, items, patch);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: expected, errorCode: code, code, success: false });
    const interpreted = interpretOrderResponse(answer.status, answer.body);
    expect(interpreted.ok ? undefined : interpreted.error.code).toBe(expected);
    expect(sb.posOrders).toHaveLength(0);
  });

  test('FIXED_AMOUNT: a hold recorded with PUT billing/v1/tabs lets the order through; a smaller one does not', async () => {
    const table = orderingSeedIds.venues.preAuthFixed;
    sb.hold('pi_small', { amount: 10 * U, currency: 'GBP' });
    expect(
      (await sb.call('PUT', '/billing/v1/tabs', { tableId: table.tableId, authorization: { id: 'pi_small', amount: { amount: 10 * U, currency: 'GBP' } } }))
        .status,
    ).toBe(200);
    expect((await placeOrder(table, table.businessId, [item('gb-cider', 'held-pub-menu')])).answer.body['errorCode']).toBe(1);
    sb.hold('pi_enough', { amount: 20 * U, currency: 'GBP' });
    expect(
      (await sb.call('PUT', '/billing/v1/tabs', { tableId: table.tableId, authorization: { id: 'pi_enough', amount: { amount: 20 * U, currency: 'GBP' } } }))
        .body,
    ).toEqual({ success: true });
    const { answer } = await placeOrder(table, table.businessId, [item('gb-cider', 'held-pub-menu')]);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  test('FIRST_ORDER_AMOUNT: the hold must cover the first order; a captured or canceled hold no longer counts', async () => {
    const table = orderingSeedIds.venues.preAuthFirstOrder;
    sb.hold('pi_first', { amount: 1_000_000, currency: 'GBP' });
    await sb.call('PUT', '/billing/v1/tabs', { tableId: table.tableId, authorization: { id: 'pi_first', amount: { amount: 1_000_000, currency: 'GBP' } } });
    const tooBig = await placeOrder(table, table.businessId, [item('gb-fish', 'first-pub-menu')]);
    expect(tooBig.answer.body['errorCode']).toBe(1);
    expect((await placeOrder(table, table.businessId, [item('gb-cider', 'first-pub-menu')])).answer.status).toBe(200);
    expect((await placeOrder(table, table.businessId, [item('gb-fish', 'first-pub-menu')])).answer.status).toBe(200);
    sb.hold('pi_first', { amount: 1_000_000, currency: 'GBP' }, 'canceled');
    expect((await placeOrder(table, table.businessId, [item('gb-cider', 'first-pub-menu')])).answer.body['errorCode']).toBe(1);
  });

  test.each([
    ['a snoozed product ("hidden while their snooze period covers the current time")', [item('fr-plat-du-jour', 'fr-carte')], 'product-not-orderable'],
    ['a product listed as unavailable', [item('fr-ile-flottante', 'fr-carte')], 'product-not-orderable'],
    ['an unknown product', [item('fr-nope', 'fr-carte')], 'unknown-product'],
    ['a sub-product ordered on its own', [item('fr-saignant', 'fr-carte')], 'unknown-product'],
    ['an unknown menu', [item('fr-steak', 'fr-nope')], 'unknown-menu'],
    ['the takeaway menu (not pay at table)', [item('fr-croque', 'fr-a-emporter')], 'unknown-menu'],
    ['a steak without its cooking ("each group must have between min and max selections")', [item('fr-steak', 'fr-carte')], 'modifier-group-unsatisfied'],
    [
      'two cookings for one steak',
      [item('fr-steak', 'fr-carte', 1, [item('fr-bleu', 'fr-carte'), item('fr-saignant', 'fr-carte')])],
      'modifier-group-unsatisfied',
    ],
    ['an option of another product', [item('fr-croque', 'fr-carte', 1, [item('fr-poivre', 'fr-carte')])], 'invalid-sub-item'],
  ])('refuses %s with a 409', async (_case, items, type) => {
    const { answer } = await placeOrder(paris, 'business-paris-bistro', items);
    expect(answer.status).toBe(409);
    expect(answer.body['type']).toBe(type);
    expect(interpretOrderResponse(answer.status, answer.body)).toEqual({ ok: false, error: { code: 'UNEXPECTED_ERROR' } });
  });

  test('a product that is not available for order is refused (the London curry)', async () => {
    const { answer } = await placeOrder(seedIds.tables.londonFresh, 'business-london-pub', [item('gb-curry', 'gb-pub-menu')]);
    expect(answer.body['type']).toBe('product-not-orderable');
  });

  test.each([
    ['an unknown table', 'nope', 404, 'table-device-not-found'],
    ['an undeclared session', paris.tableId, 409, 'order-session-not-declared'],
  ])('refuses %s', async (_case, tableId, status, type) => {
    const body = {
      businessId: 'business-paris-bistro',
      experienceId: `experience-${paris.venueId}`,
      items: [steak()],
      idempotencyKey: `k-${tableId}`,
      sessionId: 'never-declared',
    };
    const answer = await sb.call('POST', `/sunday-device-manager/hybrid/tables/${tableId}/orders`, body);
    expect(answer.status).toBe(status);
    expect(answer.body['type']).toBe(type);
  });

  test('when the POS refuses the items the order is FAILED and the answer is a 409', async () => {
    sb.pos.failing = true;
    const { answer, body } = await placeOrder(paris, 'business-paris-bistro', [steak()]);
    expect(answer.status).toBe(409);
    expect(answer.body['type']).toBe('order-failed');
    const orderId = String(answer.body['orderId']);
    expect(sb.documents.get(`bill_orders/${orderId}`)).toMatchObject({ status: 'FAILED' });
    sb.pos.failing = false;
    const retried = await sb.call('POST', `/sunday-device-manager/hybrid/tables/${paris.tableId}/orders`, body);
    expect(retried.body).toMatchObject({ type: 'order-failed', orderId });
  });
});

describe('bill_orders status flow: NEW → PLACED → ACCEPTED → PREPARING → READY_FOR_PICKUP → FINALIZED', () => {
  async function newOrder(): Promise<string> {
    const { answer } = await placeOrder(paris, 'business-paris-bistro', [steak()]);
    return String(answer.body['orderId']);
  }

  test('advance walks the kitchen path, publishing each status, then refuses', async () => {
    const orderId = await newOrder();
    const seen = [];
    for (let step = 0; step < 4; step += 1) {
      const answer = await sb.call('POST', `/sandbox/orders/${orderId}/advance`);
      expect(answer.status).toBe(200);
      seen.push(billOrderSchema.parse(answer.body).status);
    }
    expect(seen).toEqual(['ACCEPTED', 'PREPARING', 'READY_FOR_PICKUP', 'FINALIZED']);
    expect(billOrderSchema.parse(sb.documents.get(`bill_orders/${orderId}`)).status).toBe('FINALIZED');
    const refused = await sb.call('POST', `/sandbox/orders/${orderId}/advance`);
    expect(refused).toMatchObject({ status: 409, body: { type: 'order-status-final' } });
    expect((await sb.call('GET', `/sandbox/orders/${orderId}`)).body['status']).toBe('FINALIZED');
  });

  test.each([
    ['fail', 'FAILED'],
    ['cancel', 'CANCELED'],
  ])('%s moves a live order to %s, after which nothing moves', async (action, status) => {
    const orderId = await newOrder();
    expect((await sb.call('POST', `/sandbox/orders/${orderId}/${action}`)).body['status']).toBe(status);
    expect((await sb.call('POST', `/sandbox/orders/${orderId}/advance`)).status).toBe(409);
  });

  test.each([
    ['an unknown order', '/sandbox/orders/nope/advance', 404],
    ['an unknown action', '/sandbox/orders/nope/explode', 400],
    ['reading an unknown order', '/sandbox/orders/nope', 404],
  ])('refuses %s', async (_case, url, status) => {
    expect((await sb.call(url.endsWith('nope') ? 'GET' : 'POST', url)).status).toBe(status);
  });
});

describe('auto-advance', () => {
  test('with autoAdvanceMs the order reaches FINALIZED on its own', async () => {
    const main = sb;
    sb = await startOrdering({ autoAdvanceMs: 5 });
    try {
      const { answer } = await placeOrder(paris, 'business-paris-bistro', [steak()]);
      const orderId = String(answer.body['orderId']);
      await expect
        .poll(() => billOrderSchema.safeParse(sb.documents.get(`bill_orders/${orderId}`)).data?.status, { timeout: 10_000, interval: 20 })
        .toBe('FINALIZED');
      const statuses = sb.published.filter((entry) => entry.path === `bill_orders/${orderId}`).map((entry) => billOrderSchema.parse(entry.data).status);
      expect(statuses).toEqual(['NEW', 'PLACED', 'ACCEPTED', 'PREPARING', 'READY_FOR_PICKUP', 'FINALIZED']);
    } finally {
      await sb.close();
      sb = main;
    }
  });
});
