import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';

const U = 100_000;
let sb: Sandbox;
let owner: Diner;
let intruder: Diner;
let billId: string;
let splitId: string;
let productId: string;

beforeAll(async () => {
  sb = await startSandbox();
  owner = await newDiner(sb.url);
  intruder = await newDiner(sb.url);
  billId = await freshBill(sb);
  const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: owner.consumer }, owner.headers);
  splitId = issued.body.splitId.id;
  const doc = await call(sb.url, 'GET', `/realtime/docs/bills/${billId}`);
  productId = doc.body.data.order.subOrders[0].quantifiedProducts[0].productId;
}, 60_000);
afterAll(() => sb.close());

/** Every split mutation, with a body built for a consumer. */
const mutations = (): [string, string, (consumer: { guestId: string }) => unknown][] => [
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-amount`, (consumer) => ({ newSplitAmount: 5 * U, consumer })],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-share`, (consumer) => ({ numberOfShares: 1, numberOfGuests: 4, baseAmount: 40 * U, consumer })],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-items`, (consumer) => ({ items: { [productId]: U }, consumer })],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-sub-orders`, (consumer) => ({ subOrders: ['check'], consumer })],
  ['PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, (consumer) => ({ paymentId: 'intruder-payment', consumer })],
  ['PATCH', `/billing/bills/${billId}/splits/${splitId}/disengage`, () => ({ billId, splitId })],
  ['DELETE', `/billing/bills/${billId}/splits/${splitId}`, () => undefined],
  ['POST', `/billing/bills/${billId}/splits/${splitId}/fully-discount`, () => undefined],
];

describe('only the split’s consumer may update, engage, disengage, delete or check it out', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7])('mutation %i by another consumer is refused with not-split-owner', async (index) => {
    const [method, path, body] = mutations()[index] ?? [];
    if (!method || !path || !body) throw new Error('missing mutation');
    const answer = await call(sb.url, method, path, body(intruder.consumer), intruder.headers);
    expect(answer.status).toBe(403);
    expect(answer.body.type).toBe('not-split-owner');
  });

  test.each([0, 1, 2, 3, 4, 5, 6, 7])('mutation %i without a valid token is refused with invalid-guest-token', async (index) => {
    const [method, path, body] = mutations()[index] ?? [];
    if (!method || !path || !body) throw new Error('missing mutation');
    const missing = await call(sb.url, method, path, body(owner.consumer));
    expect(missing.status).toBe(401);
    expect(missing.body.type).toBe('invalid-guest-token');
    const forged = await call(sb.url, method, path, body(owner.consumer), { 'x-tableside-guest-token': `${owner.guestId}.forged` });
    expect(forged.status).toBe(401);
  });

  test('a body consumer that is not the token’s guest is refused with consumer-mismatch', async () => {
    const answer = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: U, consumer: owner.consumer }, intruder.headers);
    expect(answer.status).toBe(403);
    expect(answer.body.type).toBe('consumer-mismatch');
  });

  test('the split is untouched after every refused attempt', async () => {
    const split = await call(sb.url, 'GET', `/billing/bills/${billId}/splits/${splitId}`, undefined, owner.headers);
    expect(split.body).toMatchObject({ status: 'ISSUED', billSplitAmount: { amount: 10 * U }, consumer: { guestId: owner.guestId } });
    expect(split.body.paymentId).toBeUndefined();
  });
});
