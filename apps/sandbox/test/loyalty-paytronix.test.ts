import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loyaltySeedIds } from '../src/seed/seed-loyalty.js';
import type { Sandbox } from '../src/server.js';
import { PROVIDER_SESSION_TTL_MS } from '../src/loyalty/provider-session.js';
import { TEST_CARDS } from '../src/services/test-cards.js';
import { tokenizeTestCard } from '../src/services/testing/test-card.js';
import { call, newDiner, startSandbox, type Answer, type Diner } from './helpers.js';

/**
 * The PAYTRONIX-style programme of the New York diner (issue 13): a username-and-password login answers a provider
 * session, and earn-after-pay accepts that session's access token instead of the password, so a device never keeps
 * the password. A forged, expired, another user's or another programme's session is refused.
 */

let clock = Date.parse('2026-06-01T12:00:00Z');
let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox({ now: () => clock });
}, 120_000);
afterAll(() => sb.close());

const B = loyaltySeedIds.businesses;
const CREDENTIALS = loyaltySeedIds.paytronixLogin;
const users = (businessId: string, userId: string) => `/public/businesses/${businessId}/users/${userId}`;

async function login(diner: Diner, businessId: string = B.paytronix): Promise<Answer> {
  return call(
    sb.url,
    'POST',
    `/public/businesses/${businessId}/users/prepare-loyalty-id`,
    { userId: diner.guestId, guestIdentificationParameters: CREDENTIALS },
    diner.headers,
  );
}

let tableSeq = 0;

/** A New York diner bill (one $12.50 pancake stack and its sales tax) paid in full by `diner`'s card; `points` it earns. */
async function paidSplit(diner: Diner): Promise<{ billId: string; splitId: string; points: number }> {
  tableSeq += 1;
  const order = await sb.pos.openOrder('venue-new-york-diner', `paytronix-${process.pid}-${tableSeq}`, {
    numberOfGuests: 1,
    checks: [{ name: 'Check 1', items: [{ posProductId: 'us-pancakes', quantity: 100_000 }] }],
  });
  const billId = order.billId;
  const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/left-to-pay`, { consumer: diner.consumer }, diner.headers);
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const splitId = String(issued.body.splitId.id);
  const paymentId = `payment-${crypto.randomUUID()}`;
  const engaged = await call(
    sb.url,
    'PATCH',
    `/billing/bills/${billId}/splits/${splitId}/engage-payment`,
    { paymentId, consumer: diner.consumer },
    diner.headers,
  );
  expect(engaged.status, JSON.stringify(engaged.body)).toBe(200);
  const intent = await call(sb.url, 'POST', '/sandbox-payments/payment-intents', { billId, splitId, paymentId }, diner.headers);
  expect(intent.status, JSON.stringify(intent.body)).toBe(201);
  const confirmed = await call(
    sb.url,
    'POST',
    `/sandbox-payments/payment-intents/${intent.body.id}/confirm`,
    { clientSecret: intent.body.clientSecret, paymentMethod: { type: 'card', paymentMethodId: await tokenizeTestCard(sb.url, TEST_CARDS.succeeds) } },
    diner.headers,
  );
  expect(confirmed.body.status, JSON.stringify(confirmed.body)).toBe('succeeded');
  // 1 point per whole dollar paid.
  const paid = Number(issued.body.billSplitAmount.amount);
  expect(paid).toBeGreaterThanOrEqual(1_250_000);
  return { billId, splitId, points: Math.floor(paid / 100_000) };
}

async function earn(diner: Diner, split: { billId: string; splitId: string }, parameters: unknown): Promise<Answer> {
  return call(
    sb.url,
    'POST',
    `${users(B.paytronix, diner.guestId)}/bills/${split.billId}/splits/${split.splitId}/earn-after-pay`,
    { guestIdentificationParameters: parameters },
    diner.headers,
  );
}

describe('PAYTRONIX: the provider session instead of the password', () => {
  test('the login answers a provider session; earn-after-pay with it credits the paid split once', async () => {
    const diner = await newDiner(sb.url);
    const prepared = await login(diner);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    expect(prepared.body).toMatchObject({ status: 'OK', balance: 120 });
    const session = prepared.body.providerSession;
    expect(typeof session?.accessToken).toBe('string');
    expect(session.accessToken).not.toContain(CREDENTIALS.password);
    expect(Date.parse(session.expiresAt)).toBe(clock + PROVIDER_SESSION_TTL_MS);

    const split = await paidSplit(diner);
    const parameters = { username: CREDENTIALS.username, accessToken: session.accessToken };
    const earned = await earn(diner, split, parameters);
    expect(earned.status, JSON.stringify(earned.body)).toBe(200);
    expect(earned.body).toMatchObject({ points: split.points, balance: 120 + split.points, alreadyEarned: false, undisclosed: false });
    expect((await earn(diner, split, parameters)).body).toMatchObject({ points: split.points, balance: 120 + split.points, alreadyEarned: true });
    expect((await call(sb.url, 'GET', users(B.paytronix, diner.guestId), undefined, diner.headers)).body.balance).toBe(120 + split.points);
  });

  test('a forged, expired, another user’s or another username’s session is loyalty.identification.error; nothing is earned', async () => {
    const diner = await newDiner(sb.url);
    const other = await newDiner(sb.url);
    const session = (await login(diner)).body.providerSession;
    const otherSession = (await login(other)).body.providerSession;
    const split = await paidSplit(diner);
    const refused = async (parameters: unknown) => {
      const answer = await earn(diner, split, parameters);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ type: 'loyalty.identification.error', field: 'body.guestIdentificationParameters' });
    };
    const [header, payload] = String(session.accessToken).split('.');
    await refused({ username: CREDENTIALS.username, accessToken: `${header}.${payload}.forged` });
    await refused({ username: CREDENTIALS.username, accessToken: otherSession.accessToken });
    await refused({ username: 'someone@example.com', accessToken: session.accessToken });
    await refused({ username: CREDENTIALS.username, accessToken: 'not-a-token' });
    const saved = clock;
    clock += PROVIDER_SESSION_TTL_MS + 1_000;
    try {
      await refused({ username: CREDENTIALS.username, accessToken: session.accessToken });
    } finally {
      clock = saved;
    }
    expect((await call(sb.url, 'GET', users(B.paytronix, diner.guestId), undefined, diner.headers)).body.balance).toBe(120);
    // The live session still earns.
    expect((await earn(diner, split, { username: CREDENTIALS.username, accessToken: session.accessToken })).body).toMatchObject({ points: split.points });
  });

  test('a session of another programme is refused, and a phone login answers no session', async () => {
    const diner = await newDiner(sb.url);
    const session = (await login(diner)).body.providerSession;
    const pongo = await call(
      sb.url,
      'POST',
      `/public/businesses/${B.pongo}/users/prepare-loyalty-id`,
      { userId: diner.guestId, guestIdentificationParameters: { username: CREDENTIALS.username, accessToken: session.accessToken } },
      diner.headers,
    );
    expect([pongo.status, pongo.body.type]).toEqual([400, 'loyalty.identification.error']);
    const phone = await call(
      sb.url,
      'POST',
      `/public/businesses/${B.pongo}/users/prepare-loyalty-id`,
      { userId: diner.guestId, guestIdentificationParameters: { phoneNumber: '06 98 76 54 77', hasOptIn: false } },
      diner.headers,
    );
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    expect(phone.body.providerSession).toBeUndefined();
  });
});
