import type fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

/**
 * The guest-account routes (every route under `/user-account/` and `marketing/api/v1/receipts`, collected from the
 * server) under malformed requests, as test/fuzz.test.ts does for every route but with what these routes read: real
 * and forged bearer tokens, user ids (own, another's, `me`, hostile), phone numbers in every shape, codes, names and
 * e-mails of every kind. No answer may be a 5xx, every 4xx is `{ type, message }` naming the field, and afterwards
 * the accounts still log in and read their data.
 */

const CASES = Number(process.env.ACCOUNT_FUZZ_CASES ?? 4_000);
const CONCURRENCY = 6;

let sb: Sandbox;
let diner: Diner;
let own: Account;
let other: Account;

beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
  own = await signIn(sb.url, diner, '06 11 22 33 44');
  other = await signIn(sb.url, diner, '06 55 66 77 88');
}, 120_000);
afterAll(() => sb.close());

const fieldNames = ['phoneNumber', 'countryCode', 'code', 'firstName', 'lastName', 'email', 'userId', 'id', 'hasOptIn', 'token', '__proto__', 'constructor'];

function caseArbitrary(method: string, pattern: string): fc.Arbitrary<FuzzCase> {
  const values: Record<string, string[]> = { userId: ['me', own.id, other.id, 'user-missing'], token: ['A'.repeat(43), 'short'] };
  return requestCase(method, pattern, {
    values,
    hostileIds: accountHostileIds,
    hostileWeight: 2,
    headers: accountHeaders(own, other, diner),
    body: accountBodies(fieldNames, accountJunk()),
  });
}

describe('fuzzing the account routes', () => {
  test(`${CASES} malformed requests over every account route: no 5xx, every 4xx names the field; the accounts still work`, async () => {
    const routes = fuzzRoutes(sb.app, /^\/(user-account\/|marketing\/api\/v1\/receipts)/);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const cases = sampleCases(routes, CASES, 13_000, caseArbitrary);
    const { fiveXX, unnamed } = await fuzzRequests(sb.app, cases, CONCURRENCY);
    reportFuzz('account fuzz', { cases: cases.length, routes: routes.length, fiveXX, unnamed }, CASES);

    // Both accounts still read their own data with their tokens, and only theirs.
    for (const who of [own, other]) {
      const me = await call(sb.url, 'GET', '/user-account/users/me', undefined, { authorization: `Bearer ${who.token}` });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(who.id);
    }
    expect((await call(sb.url, 'GET', `/user-account/users/${other.id}`, undefined, { authorization: `Bearer ${own.token}` })).status).toBe(403);
  }, 300_000);
});
