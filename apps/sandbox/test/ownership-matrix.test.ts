import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { bill, call, freshBill, startSandbox, type Diner } from './helpers.js';
import { matrixDiners, ownershipMatrix, type MatrixDiners, type MatrixRoute, type Refusals } from './ownership.js';

/**
 * Only the payer touches a payment (issue #9 "A matrix test runs every … receipt, expense-note and split route"):
 * every split route and every receipt route, tried by the owner, another diner at the same table, a diner of
 * another venue (holding a split on that venue's bill), no identity and a forged token. Only the owner gets
 * through. The payment-intent, tip and voucher rows are in payment-ownership.test.ts.
 */

const U = 100_000;
let sb: Sandbox;
let base: string;
let diners: MatrixDiners;
let owner: Diner;
let neighbour: Diner;
let elsewhere: Diner;

/** A split of the owner's on a fresh London bill (two checks, fish and ale), and its engaged payment when paid. */
interface Target {
  billId: string;
  splitId: string;
  subOrderId: string;
  productId: string;
  paymentId: string;
}

async function ownersSplit(): Promise<Target> {
  const billId = await freshBill(sb);
  const document = await bill(base, billId);
  const subOrder = document.order.subOrders[0];
  const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: owner.consumer }, owner.headers);
  expect(issued.status).toBe(201);
  return { billId, splitId: issued.body.splitId.id, subOrderId: subOrder.id, productId: subOrder.quantifiedProducts[0].productId, paymentId: '' };
}

/** The owner's split, engaged and paid by card through the payment simulator. */
async function ownersPayment(): Promise<Target> {
  const target = await ownersSplit();
  const engaged = await call(
    base,
    'PATCH',
    `/billing/bills/${target.billId}/splits/${target.splitId}/engage-payment`,
    { paymentId: `matrix-${crypto.randomUUID()}`, consumer: owner.consumer },
    owner.headers,
  );
  expect(engaged.status).toBe(200);
  const paymentId: string = engaged.body.paymentId;
  const intent = await call(
    base,
    'POST',
    '/sandbox-payments/payment-intents',
    { amount: engaged.body.billSplitAmount, billId: target.billId, splitId: target.splitId, paymentId, captureMethod: 'automatic' },
    owner.headers,
  );
  expect(intent.status).toBe(201);
  const confirmed = await call(
    base,
    'POST',
    `/sandbox-payments/payment-intents/${intent.body.id}/confirm`,
    { clientSecret: intent.body.clientSecret, paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(base, '4242424242424242') } },
    owner.headers,
  );
  expect(confirmed.body.status).toBe('succeeded');
  return { ...target, paymentId };
}

/** The split as its owner reads it, without the lease that the read itself renews. */
async function ownerView(target: Target): Promise<unknown> {
  const {
    leaseExpiresAt: _expires,
    leaseMs: _ms,
    ...split
  } = (await call(base, 'GET', `/billing/bills/${target.billId}/splits/${target.splitId}`, undefined, owner.headers)).body;
  return split;
}

type Route = MatrixRoute<Target>;

const expenseNote = {
  guestsNumber: 2,
  guestsNames: 'Ada, Alan',
  businessPurpose: 'Team lunch',
  company: { name: 'ACME', address: { streetName: '1 rue de Rivoli', zipCode: '75001', city: 'Paris', country: 'FR' } },
};
const split = (t: Target) => `/billing/bills/${t.billId}/splits/${t.splitId}`;
const receipt = (t: Target) => `/receipt/receipts/v2/payments/${t.paymentId}`;

const routes: readonly Route[] = [
  { name: 'GET split', target: ownersSplit, request: (t, who) => call(base, 'GET', split(t), undefined, who.headers), ownerStatus: 200 },
  {
    name: 'GET forecast-charges',
    target: ownersSplit,
    request: (t, who) => call(base, 'GET', `${split(t)}/forecast-charges`, undefined, who.headers),
    ownerStatus: 200,
  },
  {
    name: 'PUT by-amount',
    target: ownersSplit,
    request: (t, who) => call(base, 'PUT', `${split(t)}/by-amount`, { newSplitAmount: 5 * U, consumer: who.consumer }, who.headers),
    ownerStatus: 200,
  },
  {
    name: 'PUT by-sub-orders',
    target: ownersSplit,
    request: (t, who) => call(base, 'PUT', `${split(t)}/by-sub-orders`, { subOrders: [t.subOrderId], consumer: who.consumer }, who.headers),
    ownerStatus: 200,
  },
  {
    name: 'PUT by-share',
    target: ownersSplit,
    request: (t, who) =>
      call(
        base,
        'PUT',
        `${split(t)}/by-share`,
        { numberOfShares: 1, numberOfGuests: 4, baseAmount: { amount: 40 * U, currency: 'GBP' }, consumer: who.consumer },
        who.headers,
      ),
    ownerStatus: 200,
  },
  {
    name: 'PUT by-items',
    target: ownersSplit,
    request: (t, who) => call(base, 'PUT', `${split(t)}/by-items`, { items: { [t.productId]: U }, consumer: who.consumer }, who.headers),
    ownerStatus: 200,
  },
  {
    name: 'PATCH engage-payment',
    target: ownersSplit,
    request: (t, who) => call(base, 'PATCH', `${split(t)}/engage-payment`, { paymentId: `matrix-${crypto.randomUUID()}`, consumer: who.consumer }, who.headers),
    ownerStatus: 200,
  },
  {
    name: 'PATCH disengage',
    target: ownersSplit,
    request: (t, who) => call(base, 'PATCH', `${split(t)}/disengage`, { billId: t.billId, splitId: t.splitId }, who.headers),
    ownerStatus: 200,
  },
  { name: 'DELETE split', target: ownersSplit, request: (t, who) => call(base, 'DELETE', split(t), undefined, who.headers), ownerStatus: 204 },
  {
    name: 'POST fully-discount',
    target: ownersSplit,
    request: (t, who) => call(base, 'POST', `${split(t)}/fully-discount`, undefined, who.headers),
    ownerStatus: 409,
    ownerType: 'virtual-discount-could-not-be-burnt',
  },
  { name: 'GET receipt', target: ownersPayment, request: (t, who) => call(base, 'GET', receipt(t), undefined, who.headers), ownerStatus: 200 },
  {
    name: 'POST expense-note',
    target: ownersPayment,
    request: (t, who) => call(base, 'POST', `${receipt(t)}/expense-note`, expenseNote, who.headers),
    ownerStatus: 200,
  },
  {
    name: 'POST send-to-email',
    target: ownersPayment,
    request: (t, who) => call(base, 'POST', `${receipt(t)}/send-to-email?email=ada%40example.com`, undefined, who.headers),
    ownerStatus: 202,
  },
  {
    name: 'POST send-expense-note-to-email',
    target: ownersPayment,
    request: (t, who) => call(base, 'POST', `${receipt(t)}/send-expense-note-to-email?email=ada%40example.com`, expenseNote, who.headers),
    ownerStatus: 202,
  },
];

const refusals: Refusals = {
  'another diner': { status: 403, types: ['not-split-owner', 'not-payment-owner'] },
  "another venue's diner": { status: 403, types: ['not-split-owner', 'not-payment-owner'] },
  'no identity': { status: 401, types: ['invalid-guest-token'] },
  'forged token': { status: 401, types: ['invalid-guest-token'] },
};

beforeAll(async () => {
  sb = await startSandbox();
  base = sb.url;
  diners = await matrixDiners(base);
  ({ owner, neighbour, elsewhere } = diners);
}, 120_000);

afterAll(async () => {
  await sb?.close();
});

ownershipMatrix({
  title: 'ownership matrix: every split and receipt route × owner, another diner, another venue’s diner, no identity, forged token',
  routes,
  refusals,
  diners: () => diners,
  ownerView,
  checkRefusal: (target, answer) => {
    // The refusal never hands out the split's payment id.
    if (target.paymentId !== '') expect(JSON.stringify(answer.body)).not.toContain(target.paymentId);
  },
});

describe('bill documents carry no payment id or client secret', () => {
  test('an anonymous realtime read of a bill with issued, engaged and paid splits has no paymentId or clientSecret anywhere', async () => {
    const paid = await ownersPayment();
    const engaged = await call(
      base,
      'POST',
      `/billing/bills/${paid.billId}/splits/by-amount`,
      { splitAmount: U, consumer: neighbour.consumer },
      neighbour.headers,
    );
    const engagedPaymentId = `matrix-engaged-${crypto.randomUUID()}`;
    expect(
      (
        await call(
          base,
          'PATCH',
          `/billing/bills/${paid.billId}/splits/${engaged.body.splitId.id}/engage-payment`,
          { paymentId: engagedPaymentId, consumer: neighbour.consumer },
          neighbour.headers,
        )
      ).status,
    ).toBe(200);
    const ownEngaged = (await call(base, 'GET', `/billing/bills/${paid.billId}/splits/${engaged.body.splitId.id}`, undefined, neighbour.headers)).body
      .paymentId;
    await call(base, 'POST', `/billing/bills/${paid.billId}/splits/by-amount`, { splitAmount: U, consumer: elsewhere.consumer }, elsewhere.headers);

    const documentRead = await call(base, 'GET', `/realtime/docs/bills/${paid.billId}`);
    expect(documentRead.status).toBe(200);
    const document = documentRead.body.data;
    const tableId: string = document.order.tableId;
    const tableQuery = await call(base, 'GET', `/realtime/query/bills?where=${encodeURIComponent(JSON.stringify([['order.tableId', '==', tableId]]))}`);
    const reads = [document, ...(tableQuery.status === 200 ? [tableQuery.body] : [])];
    expect(Object.keys(document.sundayBillSplits)).toHaveLength(3);
    expect(
      Object.values(document.sundayBillSplits)
        .map((s) => (s as { status: string }).status)
        .sort(),
    ).toEqual(['ISSUED', 'PENDING', expect.stringMatching(/^(PAID|REGISTERED)$/)].sort());

    const forbiddenKeys = new Set(['paymentId', 'clientSecret', 'client_secret']);
    const found: string[] = [];
    const scan = (value: unknown, at: string): void => {
      if (typeof value === 'string') {
        if ([paid.paymentId, engagedPaymentId, ownEngaged].includes(value) || value.startsWith('secret_')) found.push(`${at} = ${value}`);
        return;
      }
      if (Array.isArray(value)) return value.forEach((item, index) => scan(item, `${at}[${index}]`));
      if (typeof value !== 'object' || value === null) return;
      for (const [key, child] of Object.entries(value)) {
        if (forbiddenKeys.has(key)) found.push(`${at}.${key}`);
        scan(child, `${at}.${key}`);
      }
    };
    reads.forEach((read, index) => scan(read, `read${index}`));
    expect(found).toEqual([]);
    // The owners still read their own payment ids on their splits.
    expect((await call(base, 'GET', split(paid), undefined, owner.headers)).body.paymentId).toBe(paid.paymentId);
    expect(ownEngaged).toEqual(expect.any(String));
  });
});
