import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { orderingSeedIds } from '../src/ordering/plugin.js';
import { call, freshBill, startSandbox, type Diner } from './helpers.js';
import { matrixDiners, ownershipMatrix, type MatrixDiners, type MatrixRoute, type Refusals } from './ownership.js';
import { CARDS, card } from './payment-helpers.js';

/**
 * Only the payer touches a payment (issue #9): every payment-intent route (create with its tip, replay of create,
 * read, confirm, 3-D Secure page and answer, capture, cancel) and the voucher application, tried by the owner,
 * another diner at the same table, a diner of another venue, no identity and a forged token. Only the owner gets
 * through. Same table style as ownership-matrix.test.ts (split and receipt routes).
 */

const U = 100_000;
let sb: Sandbox;
let base: string;
let diners: MatrixDiners;
let owner: Diner;
let neighbour: Diner;

/** The owner's split on a fresh London bill, engaged (server-generated payment id) unless `engaged` is false. */
interface Target {
  billId: string;
  splitId: string;
  paymentId: string;
  intent: { id: string; clientSecret: string } | undefined;
}

async function ownersSplit(engaged = true): Promise<Target> {
  const billId = await freshBill(sb);
  const issued = await call(base, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 10 * U, consumer: owner.consumer }, owner.headers);
  expect(issued.status).toBe(201);
  const splitId: string = issued.body.splitId.id;
  if (!engaged) return { billId, splitId, paymentId: '', intent: undefined };
  const engagement = await call(base, 'PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`, { consumer: owner.consumer }, owner.headers);
  expect(engagement.status).toBe(200);
  return { billId, splitId, paymentId: engagement.body.paymentId, intent: undefined };
}

/** The owner's intent on an engaged split (not yet confirmed). */
async function ownersIntent(): Promise<Target> {
  const target = await ownersSplit();
  const created = await call(
    base,
    'POST',
    '/sandbox-payments/payment-intents',
    { billId: target.billId, splitId: target.splitId, paymentId: target.paymentId, tip: { amount: U, currency: 'GBP' } },
    owner.headers,
  );
  expect(created.status).toBe(201);
  return { ...target, intent: { id: created.body.id, clientSecret: created.body.clientSecret } };
}

/** The owner's intent waiting on 3-D Secure. */
async function ownersChallenge(): Promise<Target> {
  const target = await ownersIntent();
  const intent = target.intent ?? { id: '', clientSecret: '' };
  const confirmed = await call(
    base,
    'POST',
    `/sandbox-payments/payment-intents/${intent.id}/confirm`,
    { clientSecret: intent.clientSecret, paymentMethod: await card(base, CARDS.requires3ds) },
    owner.headers,
  );
  expect(confirmed.body.status).toBe('requires_action');
  return target;
}

/** The owner's card hold (a tab's: no split), held for manual capture. */
async function ownersHold(): Promise<Target> {
  const holdId = `tab-${crypto.randomUUID()}`;
  const created = await call(
    base,
    'POST',
    '/sandbox-payments/payment-intents',
    { amount: { amount: 20 * U, currency: 'GBP' }, billId: holdId, splitId: holdId, paymentId: `payment-${holdId}`, captureMethod: 'manual' },
    owner.headers,
  );
  expect(created.status).toBe(201);
  const held = await call(
    base,
    'POST',
    `/sandbox-payments/payment-intents/${created.body.id}/confirm`,
    { clientSecret: created.body.clientSecret, paymentMethod: await card(base, CARDS.succeeds) },
    owner.headers,
  );
  expect(held.body.status).toBe('requires_capture');
  return { billId: holdId, splitId: holdId, paymentId: `payment-${holdId}`, intent: { id: created.body.id, clientSecret: created.body.clientSecret } };
}

/** What the owner sees: the intent (when there is one) and the split, without the lease the read renews. */
async function ownerView(target: Target): Promise<unknown> {
  const intent = target.intent ? (await call(base, 'GET', `/sandbox-payments/payment-intents/${target.intent.id}`, undefined, owner.headers)).body : undefined;
  const splitRead = await call(base, 'GET', `/billing/bills/${target.billId}/splits/${target.splitId}`, undefined, owner.headers);
  const { leaseExpiresAt: _expires, leaseMs: _ms, ...split } = splitRead.status === 200 ? splitRead.body : {};
  return { intent, split };
}

type Route = MatrixRoute<Target>;

const intentPath = (t: Target) => `/sandbox-payments/payment-intents/${t.intent?.id ?? ''}`;
const challengePath = (t: Target) => `/sandbox-payments/3ds/${t.intent?.id ?? ''}`;

const routes: readonly Route[] = [
  {
    name: 'POST payment-intents (create, with a tip)',
    target: () => ownersSplit(),
    request: (t, who) =>
      call(
        base,
        'POST',
        '/sandbox-payments/payment-intents',
        { billId: t.billId, splitId: t.splitId, paymentId: t.paymentId, tip: { amount: U, currency: 'GBP' } },
        who.headers,
      ),
    ownerStatus: 201,
  },
  {
    name: "POST payment-intents (replay of the owner's payment id)",
    target: ownersIntent,
    request: (t, who) =>
      call(
        base,
        'POST',
        '/sandbox-payments/payment-intents',
        { billId: t.billId, splitId: t.splitId, paymentId: t.paymentId, tip: { amount: U, currency: 'GBP' } },
        who.headers,
      ),
    ownerStatus: 200,
  },
  { name: 'GET payment-intent', target: ownersIntent, request: (t, who) => call(base, 'GET', intentPath(t), undefined, who.headers), ownerStatus: 200 },
  {
    name: 'POST confirm (even with the client secret)',
    target: ownersIntent,
    request: async (t, who) =>
      call(base, 'POST', `${intentPath(t)}/confirm`, { clientSecret: t.intent?.clientSecret, paymentMethod: await card(base, CARDS.succeeds) }, who.headers),
    ownerStatus: 200,
  },
  { name: 'GET 3-D Secure page', target: ownersChallenge, request: (t, who) => call(base, 'GET', challengePath(t), undefined, who.headers), ownerStatus: 200 },
  {
    name: 'POST 3-D Secure outcome',
    target: ownersChallenge,
    request: (t, who) => call(base, 'POST', challengePath(t), { outcome: 'fail' }, who.headers),
    ownerStatus: 200,
  },
  { name: 'POST capture', target: ownersHold, request: (t, who) => call(base, 'POST', `${intentPath(t)}/capture`, undefined, who.headers), ownerStatus: 200 },
  { name: 'POST cancel', target: ownersIntent, request: (t, who) => call(base, 'POST', `${intentPath(t)}/cancel`, undefined, who.headers), ownerStatus: 200 },
  {
    name: 'POST voucher applied to the split',
    target: () => ownersSplit(false),
    request: (t, who) => call(base, 'POST', '/payment/vouchers/FIVEOFF', { billId: t.billId, splitId: t.splitId }, who.headers),
    ownerStatus: 200,
  },
];

const refusals: Refusals = {
  'another diner': { status: 403, types: ['not-split-owner'] },
  "another venue's diner": { status: 403, types: ['not-split-owner'] },
  'no identity': { status: 401, types: ['invalid-guest-token'] },
  'forged token': { status: 401, types: ['invalid-guest-token'] },
};

beforeAll(async () => {
  sb = await startSandbox();
  base = sb.url;
  diners = await matrixDiners(base);
  ({ owner, neighbour } = diners);
}, 120_000);

afterAll(async () => {
  await sb?.close();
});

ownershipMatrix({
  title: 'payment ownership matrix: every payment-intent and voucher route × owner, another diner, another venue’s diner, no identity, forged token',
  routes,
  refusals,
  diners: () => diners,
  ownerView,
  checkRefusal: (target, answer) => {
    expect(answer.body.field).toBe('header.x-tableside-guest-token');
    // A refusal never hands out the intent, its id or its secret.
    const text = JSON.stringify(answer.body);
    if (target.intent) expect(text).not.toContain(target.intent.clientSecret);
    if (target.intent) expect(text).not.toContain(target.intent.id);
  },
});

describe('the 3-D Secure page is opened by a navigation: the client secret authorises it', () => {
  test('the page and its form post answer the secret; a wrong secret is 403 invalid-client-secret', async () => {
    const target = await ownersChallenge();
    const intent = target.intent ?? { id: '', clientSecret: '' };
    const page = await call(base, 'GET', `${challengePath(target)}?clientSecret=${intent.clientSecret}`);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain(`name="clientSecret" value="${intent.clientSecret}"`);
    const wrong = await call(base, 'GET', `${challengePath(target)}?clientSecret=secret_wrong`);
    expect(wrong.body).toMatchObject({ type: 'invalid-client-secret', field: 'query.clientSecret' });
    const posted = await call(base, 'POST', challengePath(target), { outcome: 'complete', clientSecret: intent.clientSecret });
    expect(posted.body.status).toBe('succeeded');
    expect(['PAID', 'REGISTERED']).toContain(
      (await call(base, 'GET', `/billing/bills/${target.billId}/splits/${target.splitId}`, undefined, owner.headers)).body.status,
    );
  });
});

describe("a tab's card hold belongs to the tab's owner", () => {
  test('another diner cannot create the hold of a tab they do not own; the owner can', async () => {
    const tab = await call(base, 'POST', `/billing/businesses/${orderingSeedIds.venues.tab.businessId}/tab`, undefined, owner.headers);
    expect(tab.status).toBe(201);
    const hold = { amount: tab.body.holdAmount, billId: tab.body.tabId, splitId: tab.body.tabId, paymentId: tab.body.paymentId, captureMethod: 'manual' };
    const stolen = await call(base, 'POST', '/sandbox-payments/payment-intents', hold, neighbour.headers);
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ type: 'not-split-owner', field: 'header.x-tableside-guest-token' });
    const own = await call(base, 'POST', '/sandbox-payments/payment-intents', hold, owner.headers);
    expect(own.status).toBe(201);
    const replay = await call(base, 'POST', '/sandbox-payments/payment-intents', hold, neighbour.headers);
    expect(replay.status).toBe(403);
    expect(JSON.stringify(replay.body)).not.toContain(own.body.clientSecret);
  });
});
