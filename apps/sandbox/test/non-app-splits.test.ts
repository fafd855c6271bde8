import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { bill, call, freshBill, newDiner, startSandbox } from './helpers.js';

const U = 100_000;
let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
}, 60_000);
afterAll(() => sb.close());

describe('payments made outside the app', () => {
  test.each([
    ['DEPOSIT', 'nonSundayBillSplits', { type: 'DEPOSIT', amount: { amount: 5 * U, currency: 'GBP' } }],
    ['GIFT_CARD_APPLIED_ON_TILL', 'nonSundayBillSplits', { type: 'GIFT_CARD_APPLIED_ON_TILL', amount: { amount: 5 * U, currency: 'GBP' } }],
    [
      'SMART_TERMINAL',
      'sundaySmartTerminalBillSplits',
      { splitType: 'OTHER', origin: 'PDQ', status: 'REGISTERED', billSplitAmount: { amount: 5 * U, currency: 'GBP' } },
    ],
    ['PRE_AUTHORIZED', 'sundayPreAuthorizedBillSplits', { splitType: 'OTHER', status: 'REGISTERED', billSplitAmount: { amount: 5 * U, currency: 'GBP' } }],
  ] as const)('a %s payment is listed in %s and lowers leftToPay', async (kind, list, expected) => {
    const billId = await freshBill(sb);
    const before = await bill(sb.url, billId);
    await sb.pos.takePayment('venue-london-pub', before.order.tableId, 5 * U, kind);
    const after = await bill(sb.url, billId);
    expect(after[list]).toEqual([expect.objectContaining(expected)]);
    expect(after.leftToPay.amount).toBe(before.leftToPay.amount - 5 * U);
    if (kind === 'PRE_AUTHORIZED') expect(after[list][0].consumer).toBeUndefined();
  });

  test('a till payment is counted in leftToPay without being an app split', async () => {
    const billId = await freshBill(sb);
    const before = await bill(sb.url, billId);
    await sb.pos.takePayment('venue-london-pub', before.order.tableId, 7 * U, 'TILL');
    const after = await bill(sb.url, billId);
    expect(after.tillPayments).toHaveLength(1);
    expect(after.sundayBillSplits).toEqual({});
    expect(after.leftToPay.amount).toBe(before.leftToPay.amount - 7 * U);
  });
});

describe('unpaid items', () => {
  test('items of a paid split leave unpaidItems; items of an issued split stay', async () => {
    const billId = await freshBill(sb, [
      { posProductId: 'gb-fish', quantity: 2 },
      { posProductId: 'gb-ale', quantity: 1 },
    ]);
    const doc = await bill(sb.url, billId);
    const [fish, ale] = doc.order.subOrders[0].quantifiedProducts;
    expect(doc.unpaidItems).toEqual([
      { productId: fish.productId, quantity: 2 * U },
      { productId: ale.productId, quantity: U },
    ]);
    const diner = await newDiner(sb.url);
    const issued = await call(
      sb.url,
      'POST',
      `/billing/bills/${billId}/splits/by-items`,
      { items: { [fish.productId]: U }, consumer: diner.consumer },
      diner.headers,
    );
    expect((await bill(sb.url, billId)).unpaidItems).toHaveLength(2);
    const splitId = issued.body.splitId.id;
    await call(
      sb.url,
      'PATCH',
      `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
      { paymentId: `p-${splitId}`, consumer: diner.consumer },
      diner.headers,
    );
    await sb.billing.paymentSucceeded({ paymentId: `p-${splitId}`, billId, splitId, amount: issued.body.billSplitAmount });
    expect((await bill(sb.url, billId)).unpaidItems).toEqual([
      { productId: fish.productId, quantity: U },
      { productId: ale.productId, quantity: U },
    ]);
  });
});

describe('a bill with nothing to pay', () => {
  test('a left-to-pay split of 0 on a zero bill can be checked out with fully-discount', async () => {
    const table = `zero-table-${process.pid}`;
    await sb.pos.openOrder('venue-london-pub', table, { numberOfGuests: 1, checks: [{ name: 'Check 1', items: [] }] });
    const state = await sb.pos.state('venue-london-pub');
    const billId = state.orders[table]?.billId ?? '';
    const diner = await newDiner(sb.url);
    const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: diner.consumer }, diner.headers);
    expect(issued.status).toBe(201);
    expect(issued.body.billSplitAmount.amount).toBe(0);
    const checkedOut = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/${issued.body.splitId.id}/fully-discount`, undefined, diner.headers);
    expect(checkedOut.status).toBe(200);
    expect(checkedOut.body.status).toBe('REGISTERED_FULLY_DISCOUNTED');
  });
});
