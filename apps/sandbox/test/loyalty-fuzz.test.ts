import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/rows.js';
import { loyaltySeedIds } from '../src/seed/seed-loyalty.js';
import type { Sandbox } from '../src/server.js';
import {
  accountBodies,
  accountHeaders,
  accountHostileIds,
  accountJunk,
  fuzzRequests,
  fuzzRoutes,
  reportFuzz,
  requestCase,
  sampleCases,
  signIn,
  type Account,
  type FuzzCase,
} from './fuzz-harness.js';
import { call, newDiner, startSandbox, type Diner } from './helpers.js';
import { payFreshSplit } from './payment-flow.js';

/**
 * The loyalty-dispatcher, guest-app and consent-manager routes (every route under `/public/businesses/`,
 * `/marketing/public/api/v1/guest-apps/`, `/marketing/api/v1/guest-apps/` and `/consent-manager/`, collected from the
 * server) under malformed requests, as test/account-fuzz.test.ts does for the account routes: real and forged bearer
 * and guest tokens, user, business, bill, split and reward ids (own, another's, seeded, hostile), and bodies with
 * identification parameters, amounts, e-mails, preferences and brands of every kind. No answer may be a 5xx, every
 * 4xx is `{ type, message }` naming the field, and afterwards balances are intact and the caller checks still hold.
 */

const CASES = Number(process.env.LOYALTY_FUZZ_CASES ?? 4_000);
const CONCURRENCY = 6;

let sb: Sandbox;
let diner: Diner;
let own: Account;
let other: Account;
let split: { billId: string; splitId: string };

beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
  own = await signIn(sb.url, diner, '06 11 22 33 44');
  other = await signIn(sb.url, diner, '06 55 66 77 88');
  const joined = await call(
    sb.url,
    'POST',
    `/public/businesses/${B.como}/users/prepare-loyalty-id`,
    { userId: own.id, guestIdentificationParameters: { phoneNumber: '06 11 22 33 44', hasOptIn: true } },
    { authorization: `Bearer ${own.token}` },
  );
  if (joined.status !== 200) throw new Error(`prepare-loyalty-id answered ${joined.status}`);
  const paid = await payFreshSplit(sb, undefined, diner);
  split = { billId: paid.billId, splitId: paid.splitId };
}, 120_000);
afterAll(() => sb.close());

const fieldNames = [
  'billId',
  'splitId',
  'userId',
  'existingUserId',
  'newUserId',
  'guestIdentificationParameters',
  'businessId',
  'email',
  'firstName',
  'lastName',
  'userPreferences',
  'hasOptIn',
  'brands',
  'appId',
  'venueOptIn',
  'sundayOptIn',
  'origin',
  'countryCode',
  'totalAmount',
  '__proto__',
  'constructor',
];
const B = loyaltySeedIds.businesses;

const junk = accountJunk(
  fc.constantFrom(
    { phoneNumber: '06 11 22 33 44', hasOptIn: true },
    { phoneNumber: '+33611223344', hasOptIn: 'yes' },
    { username: 'diner@example.com', password: 'pancakes' },
    { username: '', password: null },
    [{ id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'ACCEPTED' }],
    [{ id: 'essential', preferenceId: { id: 'x' }, type: 'ads', userStatus: 'MAYBE' }],
    [
      { name: 'leon', consent: true },
      { name: 'acme', consent: 1 },
    ],
    'bill-london-1',
    'como-free-ale',
  ),
);

function caseArbitrary(method: string, pattern: string): fc.Arbitrary<FuzzCase> {
  const values: Record<string, string[]> = {
    userId: [own.id, other.id, diner.guestId, 'user-missing'],
    businessId: [B.como, B.pongo, B.paytronix, B.zerosix, B.none, 'business-missing'],
    billId: [split.billId, 'bill-london-1', 'bill-missing'],
    splitId: [split.splitId, 'split-missing'],
    discountId: ['como-free-ale', 'como-feast', 'pongo-cafe', 'reward-missing'],
    appId: [loyaltySeedIds.guestApp, 'app-missing'],
    rewardId: ['ga-crisps', 'ga-ale', 'reward-missing'],
    id: ['gdc-london-pub', 'gdc-missing'],
  };
  return requestCase(method, pattern, {
    values,
    hostileIds: accountHostileIds,
    hostileWeight: 2,
    headers: accountHeaders(own, other, diner),
    body: accountBodies(fieldNames, junk),
  });
}

describe('fuzzing the loyalty, guest-app and consent routes', () => {
  test(`${CASES} malformed requests over every loyalty, guest-app and consent route: no 5xx, every 4xx names the field; wallets stay checked`, async () => {
    const routes = fuzzRoutes(sb.app, /^\/(public\/businesses\/|marketing\/(public\/)?api\/v1\/guest-apps\/|consent-manager\/)/);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const cases = sampleCases(routes, CASES, 13_500, caseArbitrary);
    const { fiveXX, unnamed } = await fuzzRequests(sb.app, cases, CONCURRENCY);
    reportFuzz('loyalty fuzz', { cases: cases.length, routes: routes.length, fiveXX, unnamed }, CASES);

    // The wallet still answers its owner only, and the paid split earned at most once.
    const wallet = await call(sb.url, 'GET', `/public/businesses/${B.como}/users/${own.id}`, undefined, { authorization: `Bearer ${own.token}` });
    expect(wallet.status).toBe(200);
    expect(wallet.body.balance).toBeGreaterThanOrEqual(0);
    expect((await call(sb.url, 'GET', `/public/businesses/${B.como}/users/${own.id}`, undefined, { authorization: `Bearer ${other.token}` })).status).toBe(403);
    const earnings = await rows(sb.db, sql`SELECT count(*)::int AS n FROM loyalty_earnings WHERE bill_id = ${split.billId} AND split_id = ${split.splitId}`);
    expect(Number(earnings[0]?.n)).toBeLessThanOrEqual(2); // once in the COMO programme, once in the guest app at most
  }, 300_000);
});
