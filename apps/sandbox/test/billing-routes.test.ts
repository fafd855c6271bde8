import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedIds } from '../src/seed/seed-ids.js';
import type { Sandbox } from '../src/server.js';
import { bill, call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';

let sb: Sandbox;
let base: string;
let alice: Diner;
let bob: Diner;

beforeAll(async () => {
  sb = await startSandbox();
  base = sb.url;
  alice = await newDiner(base);
  bob = await newDiner(base);
}, 60_000);
afterAll(() => sb.close());

const U = 100_000;

describe('identity', () => {
  test('POST /identity/anonymous answers 201 with a guest id, a signed token and createdAt', async () => {
    const { status, body } = await call(base, 'POST', '/identity/anonymous');
    expect(status).toBe(201);
    expect(body.token.startsWith(`${body.guestId}.`)).toBe(true);
    expect(typeof body.createdAt).toBe('number');
  });
});

describe('issue, read, update, engage, disengage, cancel', () => {
  test('by-amount issues a split that the bill document reserves in forecastedLeftToPay', async () => {
    const billId = await freshBill(sb);
    const before = await bill(base, billId);
    const issued = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-amount`,
      { splitAmount: 20 * U, currencyCode: 'GBP', consumer: alice.consumer },
      alice.headers,
    );
    expect(issued.status).toBe(201);
    expect(issued.body.billSplitAmount).toEqual({ amount: 20 * U, currency: 'GBP' });
    const after = await bill(base, billId);
    expect(after.forecastedLeftToPay.amount).toBe(before.forecastedLeftToPay.amount - 20 * U);
    expect(after.leftToPay).toEqual(before.leftToPay);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.sundayBillSplits[issued.body.splitId.id].consumer.guestId).toBe(alice.guestId);

    const read = await call(base, 'GET', `/billing/bills/${billId}/splits/${issued.body.splitId.id}`, undefined, alice.headers);
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('ISSUED');
  });

  test('left-to-pay takes the whole forecast; a second one gets bill-split-exceeds-forecasted-left-to-pay', async () => {
    const billId = await freshBill(sb);
    const first = await call(base, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: alice.consumer }, alice.headers);
    expect(first.status).toBe(201);
    const doc = await bill(base, billId);
    expect(first.body.billSplitAmount).toEqual(doc.leftToPay);
    expect(doc.forecastedLeftToPay.amount).toBe(0);
    const second = await call(base, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: bob.consumer }, bob.headers);
    expect(second.status).toBe(409);
    expect(second.body.type).toBe('bill-split-exceeds-forecasted-left-to-pay');
  });

  test('by-items prices the items with their check’s service charge; items taken by another diner are refused', async () => {
    const billId = await freshBill(sb, [{ posProductId: 'gb-fish', quantity: 2 }]);
    const doc = await bill(base, billId);
    const productId = doc.order.subOrders[0].quantifiedProducts[0].productId;
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-items`, { items: { [productId]: U }, consumer: alice.consumer }, alice.headers);
    expect(issued.status).toBe(201);
    // 16.50 + 12.5 % service charge = 18.5625
    expect(issued.body.billSplitAmount.amount).toBe(1856250);
    const again = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-items`,
      { items: [{ productId, quantity: 2 * U }], consumer: bob.consumer },
      bob.headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('split-anomaly-detected');
    const unknown = await call(base, 'POST', `/billing/bills/${billId}/splits/by-items`, { items: { nope: U }, consumer: bob.consumer }, bob.headers);
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('items.nope');
  });

  test('by-share allocates the base between guests; the last share takes the remainder exactly', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    const baseAmount = doc.leftToPay;
    const diners = [alice, bob, await newDiner(base)];
    const amounts: number[] = [];
    for (const [i, diner] of diners.entries()) {
      const shares = i === 0 ? 1 : i === 1 ? 1 : 1;
      const issued = await call(
        base,
        'POST',
        `/billing/bills/${billId}/splits/by-share`,
        { numberOfShares: shares, numberOfGuests: 3, baseAmount, consumer: diner.consumer },
        diner.headers,
      );
      expect(issued.status).toBe(201);
      amounts.push(issued.body.billSplitAmount.amount);
    }
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(baseAmount.amount);
    expect((await bill(base, billId)).ongoingSplitByShare).toEqual({ baseAmount, numberOfGuests: 3, shares: 3 });
    const late = await newDiner(base);
    const refused = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-share`,
      { numberOfShares: 1, numberOfGuests: 3, baseAmount, consumer: late.consumer },
      late.headers,
    );
    expect(refused.status).toBe(409);
    const otherGuests = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-share`,
      { numberOfShares: 1, numberOfGuests: 4, baseAmount, consumer: late.consumer },
      late.headers,
    );
    expect(otherGuests.body.type).toBe('split-anomaly-detected');
  });

  test('by-sub-orders pays a seat of a bill split by seat on the POS', async () => {
    const billId = seedIds.tables.newYorkSplitBySeat.billId ?? '';
    const doc = await bill(base, billId);
    const seat = doc.order.subOrders[0];
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-sub-orders`, { subOrders: [seat.id], consumer: alice.consumer }, alice.headers);
    expect(issued.status).toBe(201);
    expect(issued.body.billSplitAmount).toEqual(seat.subOrderAmount);
    const after = await bill(base, billId);
    expect(after.order.subOrders[0].forecastedLeftToPay.amount).toBe(0);
    const twice = await call(base, 'POST', `/billing/bills/${billId}/splits/by-sub-orders`, { subOrders: [seat.id], consumer: bob.consumer }, bob.headers);
    expect(twice.body.type).toBe('bill-split-exceeds-forecasted-left-to-pay');
    const unknown = await call(base, 'POST', `/billing/bills/${billId}/splits/by-sub-orders`, { subOrders: ['nope'], consumer: bob.consumer }, bob.headers);
    expect(unknown.status).toBe(422);
  });

  test.each([
    ['by-amount', { newSplitAmount: 10 * U, currencyCode: 'GBP' }, 10 * U],
    ['by-share', { numberOfShares: 1, numberOfGuests: 2, baseAmount: { amount: 40 * U, currency: 'GBP' } }, 20 * U],
    ['by-sub-orders', 'SUB_ORDERS', undefined],
    ['by-items', 'ITEMS', 1856250],
  ])('PUT %s re-prices an ISSUED split', async (path, body, expected) => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 5 * U, consumer: alice.consumer }, alice.headers);
    const splitId = issued.body.splitId.id;
    const payload =
      body === 'SUB_ORDERS'
        ? { subOrders: [doc.order.subOrders[0].id] }
        : body === 'ITEMS'
          ? { items: { [doc.order.subOrders[0].quantifiedProducts[0].productId]: U } }
          : body;
    const updated = await call(
      base,
      'PUT',
      `/billing/bills/${billId}/splits/${splitId}/${path}`,
      { ...(payload as object), consumer: alice.consumer },
      alice.headers,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.splitId.id).toBe(splitId);
    expect(updated.body.billSplitAmount.amount).toBe(expected ?? doc.leftToPay.amount);
  });

  test('engage moves the split to PENDING, disengage back to ISSUED, DELETE removes it', async () => {
    const billId = await freshBill(sb);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: alice.consumer }, alice.headers);
    const splitId = issued.body.splitId.id;
    const engaged = await call(
      base,
      'PATCH',
      `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
      { paymentId: `pay-${splitId}`, consumer: alice.consumer },
      alice.headers,
    );
    expect(engaged.status).toBe(200);
    expect(engaged.body).toMatchObject({ status: 'PENDING', paymentId: `pay-${splitId}`, billSplitAmount: { amount: 10 * U } });
    const disengaged = await call(base, 'PATCH', `/billing/bills/${billId}/splits/${splitId}/disengage`, { billId, splitId }, alice.headers);
    expect(disengaged.body.status).toBe('ISSUED');
    const deleted = await call(base, 'DELETE', `/billing/bills/${billId}/splits/${splitId}`, undefined, alice.headers);
    expect(deleted.status).toBe(204);
    expect((await call(base, 'GET', `/billing/bills/${billId}/splits/${splitId}`, undefined, alice.headers)).status).toBe(404);
    const doc = await bill(base, billId);
    expect(doc.forecastedLeftToPay).toEqual(doc.leftToPay);
  });

  test('engage after the bill changed answers bill-split-amount-changed-between-issue-and-engage with both amounts', async () => {
    const billId = await freshBill(sb);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: alice.consumer }, alice.headers);
    const doc = await bill(base, billId);
    await sb.pos.addItem('venue-london-pub', doc.order.tableId, { posProductId: 'gb-ale', quantity: U });
    const engaged = await call(
      base,
      'PATCH',
      `/billing/bills/${billId}/splits/${issued.body.splitId.id}/engage-payment`,
      { paymentId: `pay-${billId}`, consumer: alice.consumer },
      alice.headers,
    );
    expect(engaged.status).toBe(409);
    expect(engaged.body.type).toBe('bill-split-amount-changed-between-issue-and-engage');
    expect(engaged.body.previousBillSplitAmount).toEqual(issued.body.billSplitAmount);
    expect(engaged.body.newBillSplitAmount.amount).toBe(issued.body.billSplitAmount.amount + 697500);
  });

  test('a till payment after issue makes engage answer bill-split-exceeds-forecasted-left-to-pay', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    const issued = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-amount`,
      { splitAmount: doc.leftToPay.amount - U, consumer: alice.consumer },
      alice.headers,
    );
    await sb.pos.takePayment('venue-london-pub', doc.order.tableId, 50 * U, 'TILL');
    const engaged = await call(
      base,
      'PATCH',
      `/billing/bills/${billId}/splits/${issued.body.splitId.id}/engage-payment`,
      { paymentId: `pay-${billId}`, consumer: alice.consumer },
      alice.headers,
    );
    expect(engaged.status).toBe(409);
    expect(engaged.body.type).toBe('bill-split-exceeds-forecasted-left-to-pay');
  });

  test('a custom amount leaving less than the minimum answers left-to-pay-would-be-under-minimum', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    const issued = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-amount`,
      { splitAmount: doc.leftToPay.amount - 10_000, consumer: alice.consumer },
      alice.headers,
    );
    expect(issued.status).toBe(409);
    expect(issued.body.type).toBe('left-to-pay-would-be-under-minimum');
  });

  test.each([
    ['0.001', 100, 422],
    ['0.49', 49_000, 422],
    ['0.50', 50_000, 201],
  ])('a custom amount of %s is refused under the minimum (split-amount-under-minimum) unless it pays all that is left', async (_label, splitAmount, status) => {
    const billId = await freshBill(sb);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount, consumer: alice.consumer }, alice.headers);
    expect(issued.status).toBe(status);
    if (status === 422) expect(issued.body).toMatchObject({ type: 'split-amount-under-minimum', field: 'body.splitAmount' });
  });

  test.each([
    ['20.001', 20 * U + 100, 422],
    ['20.00999', 20 * U + 999, 422],
    ['20.01', 20 * U + 1_000, 201],
  ])(
    'a custom amount of %s is refused unless it is whole cents (422 split-amount-not-whole-cents on body.splitAmount)',
    async (_label, splitAmount, status) => {
      const billId = await freshBill(sb);
      const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount, consumer: alice.consumer }, alice.headers);
      expect(issued.status).toBe(status);
      if (status === 422) expect(issued.body).toMatchObject({ type: 'split-amount-not-whole-cents', field: 'body.splitAmount' });
      else expect(issued.body.billSplitAmount.amount).toBe(splitAmount);
    },
  );

  test('an update to a custom amount that is not whole cents is refused too, and the split keeps its amount', async () => {
    const billId = await freshBill(sb);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: alice.consumer }, alice.headers);
    const splitId = issued.body.splitId.id;
    const updated = await call(
      base,
      'PUT',
      `/billing/bills/${billId}/splits/${splitId}/by-amount`,
      { newSplitAmount: { amount: 12 * U + 345, currency: issued.body.billSplitAmount.currency }, consumer: alice.consumer },
      alice.headers,
    );
    expect(updated.status).toBe(422);
    expect(updated.body).toMatchObject({ type: 'split-amount-not-whole-cents', field: 'body.splitAmount' });
    const doc = await bill(base, billId);
    expect(doc.leftToPay.amount - doc.forecastedLeftToPay.amount).toBe(10 * U);
  });

  test('when what is left carries fractions of a cent, a custom amount may still take all of it (but not a part of it that is not whole cents)', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    await sb.pos.takePayment('venue-london-pub', doc.order.tableId, 10 * U + 123, 'TILL');
    await call(base, 'PUT', `/refresh-bill-scheduler/bills/${billId}/refresh`);
    const left = (await bill(base, billId)).forecastedLeftToPay.amount;
    expect(left % 1_000).not.toBe(0);
    const part = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: left - 5 * U, consumer: bob.consumer }, bob.headers);
    expect(part.body).toMatchObject({ type: 'split-amount-not-whole-cents' });
    const all = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: left, consumer: bob.consumer }, bob.headers);
    expect(all.status).toBe(201);
    expect(all.body.billSplitAmount.amount).toBe(left);
  });

  test('under the minimum is allowed when it is all that is left to pay', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    await sb.pos.takePayment('venue-london-pub', doc.order.tableId, doc.leftToPay.amount - 30_000, 'TILL');
    await call(base, 'PUT', `/refresh-bill-scheduler/bills/${billId}/refresh`);
    expect((await bill(base, billId)).leftToPay.amount).toBe(30_000);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 30_000, consumer: alice.consumer }, alice.headers);
    expect(issued.status).toBe(201);
    expect(issued.body.billSplitAmount.amount).toBe(30_000);
  });

  test('an amount over the forecast by at most the tolerance (10 units) is trimmed to the forecast', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    const issued = await call(
      base,
      'POST',
      `/billing/bills/${billId}/splits/by-amount`,
      { splitAmount: doc.leftToPay.amount + 10, consumer: alice.consumer },
      alice.headers,
    );
    expect(issued.status).toBe(201);
    expect(issued.body.billSplitAmount).toEqual(doc.leftToPay);
    const over = await freshBill(sb);
    const refused = await call(
      base,
      'POST',
      `/billing/bills/${over}/splits/by-amount`,
      { splitAmount: doc.leftToPay.amount + 11, consumer: alice.consumer },
      alice.headers,
    );
    expect(refused.body.type).toBe('bill-split-exceeds-forecasted-left-to-pay');
  });

  test('payment success marks the split PAID then REGISTERED on the POS; offline it stays PAID until the POS is back', async () => {
    const billId = await freshBill(sb);
    const doc = await bill(base, billId);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: alice.consumer }, alice.headers);
    const splitId = issued.body.splitId.id;
    await call(
      base,
      'PATCH',
      `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
      { paymentId: `pay-${splitId}`, consumer: alice.consumer },
      alice.headers,
    );
    await sb.pos.setOnline('venue-london-pub', false);
    await sb.billing.paymentSucceeded({ paymentId: `pay-${splitId}`, billId, splitId, amount: { amount: 12 * U, currency: 'GBP' }, paymentMethodKind: 'card' });
    const paid = await bill(base, billId);
    expect(paid.sundayBillSplits[splitId].status).toBe('PAID');
    expect(paid.sundayBillSplits[splitId].tips).toEqual({ amount: 2 * U, currency: 'GBP' });
    expect(paid.leftToPay.amount).toBe(doc.leftToPay.amount - 10 * U);
    const refresh = await call(base, 'PUT', `/refresh-bill-scheduler/bills/${billId}/refresh`);
    expect(refresh.body.advisoryDelayUntilNext).toBe(20_000);
    expect((await bill(base, billId)).refreshedAt).toBe(paid.refreshedAt);
    await sb.pos.setOnline('venue-london-pub', true);
    const registered = await bill(base, billId);
    expect(registered.sundayBillSplits[splitId].status).toBe('REGISTERED');
    expect(registered.leftToPay).toEqual(paid.leftToPay);
    const cancel = await call(base, 'DELETE', `/billing/bills/${billId}/splits/${splitId}`, undefined, alice.headers);
    expect(cancel.status).toBe(409);
  });

  test('fully-discount refuses a split with an amount left: virtual-discount-could-not-be-burnt', async () => {
    const billId = await freshBill(sb);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: alice.consumer }, alice.headers);
    const answer = await call(base, 'POST', `/billing/bills/${billId}/splits/${issued.body.splitId.id}/fully-discount`, undefined, alice.headers);
    expect(answer.status).toBe(409);
    expect(answer.body.type).toBe('virtual-discount-could-not-be-burnt');
  });

  test('forecast-charges gives the split’s share of the service charge', async () => {
    const billId = await freshBill(sb);
    const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: alice.consumer }, alice.headers);
    const charges = await call(base, 'GET', `/billing/bills/${billId}/splits/${issued.body.splitId.id}/forecast-charges`, undefined, alice.headers);
    expect(charges.status).toBe(200);
    expect(charges.body).toEqual([
      { chargedAmount: { amount: 11_350_000 / 10, currency: 'GBP' }, chargeType: 'SERVICE_CHARGE', model: 'RATE', label: 'Service charge', rate: 1250 },
    ]);
  });

  test('a split of a New York bill carries its sales tax share: pre-tax tip base without it, post-tax with it', async () => {
    const table = `breakdown-${process.pid}`;
    const order = await sb.pos.openOrder('venue-new-york-diner', table, {
      numberOfGuests: 1,
      checks: [{ name: 'Check 1', items: [{ posProductId: 'us-burger', quantity: U }] }],
    });
    const issued = await call(base, 'POST', `/billing/bills/${order.billId}/splits/left-to-pay`, { consumer: alice.consumer }, alice.headers);
    // 16.95 + 8.88 % sales tax (1.50516) = 18.45516
    expect(issued.body.billSplitAmount.amount).toBe(1_845_516);
    expect(issued.body.split.preTaxTipsBaseAmount.amount).toBe(1_695_000);
    expect(issued.body.split.postTaxTipsBaseAmount.amount).toBe(1_845_516);
    expect(issued.body.split.breakdown.appliedCharges).toEqual([
      { type: 'SALES_TAX', model: 'RATE', label: 'Sales tax', rate: 888, chargedAmount: { amount: 150_516, currency: 'USD' }, code: 'NYC' },
    ]);
    expect(issued.body.split.breakdown.subTotal.amount).toBe(1_695_000);
  });

  test('a French split lists VAT as included (appliedVats) and adds nothing', async () => {
    const issued = await call(
      base,
      'POST',
      `/billing/bills/${seedIds.tables.parisFresh.billId}/splits/by-amount`,
      { splitAmount: 10 * U, consumer: bob.consumer },
      bob.headers,
    );
    expect(issued.body.split.breakdown.appliedCharges).toEqual([]);
    expect(issued.body.split.breakdown.appliedVats[0]).toMatchObject({ label: 'TVA 10%', rate: 1000 });
    expect(issued.body.split.preTaxTipsBaseAmount.amount).toBe(10 * U);
    await call(base, 'DELETE', `/billing/bills/${seedIds.tables.parisFresh.billId}/splits/${issued.body.splitId.id}`, undefined, bob.headers);
  });

  test.each([
    ['GET', '/billing/bills/nope/splits/nope', 404, 'bill-split-not-found'],
    ['GET', '/billing/bills/nope/splits/nope/forecast-charges', 404, 'bill-split-not-found'],
    ['PUT', '/refresh-bill-scheduler/tables/nope/refresh', 404, 'table-device-not-found'],
    ['PUT', '/refresh-bill-scheduler/bills/nope/refresh', 404, 'bill-not-found'],
    ['GET', '/billing/bills/bad%20id/splits/x', 400, 'invalid-id'],
  ])('%s %s answers %i %s', async (method, path, status, type) => {
    const answer = await call(base, method, path, undefined, alice.headers);
    expect(answer.status).toBe(status);
    expect(answer.body.type).toBe(type);
  });

  test('an unknown table device gives the spec’s 404 message', async () => {
    const answer = await call(base, 'PUT', '/refresh-bill-scheduler/tables/nope/refresh');
    expect(answer.body.message).toBe('table device could not be found in store');
  });

  test('a bad body names the field', async () => {
    const billId = await freshBill(sb);
    const answer = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: -5, consumer: alice.consumer }, alice.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('splitAmount');
    const json = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, '{"splitAmount":', alice.headers);
    expect(json.status).toBe(400);
  });
});

describe('refresh scheduler', () => {
  test('a table refresh syncs the bill and the table device and advises the next delay', async () => {
    const table = seedIds.tables.parisFresh;
    const correlationId = `pat_spa_${crypto.randomUUID()}`;
    const answer = await call(base, 'PUT', `/refresh-bill-scheduler/tables/${table.tableId}/refresh`, undefined, { 'x-correlation-id': correlationId });
    expect(answer.body).toEqual({ advisoryDelayUntilNext: 5000 });
    const device = (await call(base, 'GET', `/realtime/docs/table_devices/${table.deviceId}`)).body.data;
    expect(device.lastRefreshOrderCorrelationId).toBe(correlationId);
    expect(device.orderId).toBeTruthy();
    expect(Date.now() - (await bill(base, table.billId ?? '')).refreshedAt).toBeLessThan(60_000);
  });

  test('the stale seeded table does not refresh while its POS terminal is offline', async () => {
    const table = seedIds.tables.parisStale;
    const before = await bill(base, table.billId ?? '');
    const answer = await call(base, 'PUT', `/refresh-bill-scheduler/tables/${table.tableId}/refresh`);
    expect(answer.body.advisoryDelayUntilNext).toBe(20_000);
    expect((await bill(base, table.billId ?? '')).refreshedAt).toBe(before.refreshedAt);
    expect(Date.now() - before.refreshedAt).toBeGreaterThan(5 * 60_000);
  });
});

describe('the table landing in one call: PUT /refresh-bill-scheduler/table-devices/{deviceId}/open-bill', () => {
  test('a table with a fresh open bill: refreshed, and the answer names the bill the landing redirects to', async () => {
    const table = seedIds.tables.parisFresh;
    const answer = await call(base, 'PUT', `/refresh-bill-scheduler/table-devices/${table.deviceId}/open-bill`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ venueId: table.venueId, tableId: table.tableId, advisoryDelayUntilNext: 5000, billId: table.billId });
    const device = (await call(base, 'GET', `/realtime/docs/table_devices/${table.deviceId}`)).body.data;
    expect(Date.now() - device.currentOrderRefreshedAt).toBeLessThan(60_000);
  });

  test.each([
    ['no bill yet', seedIds.tables.parisNoBill, 5000],
    ['a stale bill while the POS is offline for the table (not up to date, not refreshed: the landing waits)', seedIds.tables.parisStale, 20_000],
  ])('%s: no billId', async (_, table, delay) => {
    const answer = await call(base, 'PUT', `/refresh-bill-scheduler/table-devices/${table.deviceId}/open-bill`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ venueId: table.venueId, tableId: table.tableId, advisoryDelayUntilNext: delay });
  });

  test.each([
    ['an unknown device', 'nope', 404, 'table-device-not-found'],
    ['a table id, not a device id', seedIds.tables.parisFresh.tableId, 404, 'table-device-not-found'],
    ['a malformed id', 'bad%20id', 400, 'invalid-id'],
  ])('%s answers %i %s', async (_, deviceId, status, type) => {
    const answer = await call(base, 'PUT', `/refresh-bill-scheduler/table-devices/${deviceId}/open-bill`);
    expect(answer.status).toBe(status);
    expect(answer.body.type).toBe(type);
  });
});

describe('seed', () => {
  test('the seeded bills are in the states DESIGN.md lists', async () => {
    const t = seedIds.tables;
    const partial = await bill(base, t.parisPartiallyPaid.billId ?? '');
    expect(partial.leftToPay.amount).toBeGreaterThan(0);
    expect(partial.leftToPay.amount).toBeLessThan(partial.totalBillAmount.amount);
    // VAT is included in French prices: 120.00 × 10 / 110 = 10.90909, not 12.00, and it is not added to the total
    expect(partial.order.subOrders[0].charges[0]).toMatchObject({ type: 'TAX', rate: 1000, chargedAmount: { amount: 1_090_909 } });
    expect(partial.totalBillAmount.amount).toBe(12_000_000);
    const full = await bill(base, t.parisFullyPaid.billId ?? '');
    expect(full.leftToPay.amount).toBe(0);
    const share = await bill(base, t.londonShareOngoing.billId ?? '');
    expect(share.ongoingSplitByShare.numberOfGuests).toBe(4);
    const seat = await bill(base, t.newYorkSplitBySeat.billId ?? '');
    expect(seat.order.posSplitMode).toBe('SPLIT_BY_SEAT_ON_POS');
    const noBill = await call(
      base,
      'GET',
      `/realtime/query/table_devices?where=${encodeURIComponent(JSON.stringify([['tableId', '==', t.londonNoBill.tableId]]))}&limit=1`,
    );
    expect(noBill.body.docs).toHaveLength(1);
    expect(noBill.body.docs[0].data.orderId).toBeUndefined();
    const settings = await call(base, 'GET', '/realtime/docs/configs/settings');
    expect(settings.body.data).toEqual({ allPaymentsEnabled: true });
  });

  test('seeded products carry discounts and sub-products, and prices follow them', async () => {
    const paris = await bill(base, seedIds.tables.parisFresh.billId ?? '');
    const wine = paris.order.subOrders[0].quantifiedProducts.find((p: { product: { posProductId: string } }) => p.product.posProductId === 'fr-wine');
    expect(wine.product.discounts).toEqual([{ label: 'Happy hour', unitAmount: { amount: 100_000, currency: 'EUR' } }]);
    expect(wine.product.unitPriceAfterTaxAndDiscount.amount).toBe(wine.product.unitPriceAfterTax.amount - 100_000);
    const newYork = await bill(base, seedIds.tables.newYorkFresh.billId ?? '');
    const burger = newYork.order.subOrders[0].quantifiedProducts.find((p: { product: { subProducts: unknown[] } }) => p.product.subProducts.length > 0);
    expect(burger.product.subProducts.map((s: { name: string }) => s.name)).toEqual(['Extra bacon', 'Avocado']);
    expect(burger.product.unitPriceAfterTax.amount).toBe(1695000 + 200000 + 150000);
  });
});
