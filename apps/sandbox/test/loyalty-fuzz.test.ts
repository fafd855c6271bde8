import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/rows.js';
import { registeredRoutes } from '../src/http/api-prefixes.js';
import { loyaltySeedIds } from '../src/seed/seed-loyalty.js';
import type { Sandbox } from '../src/server.js';
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
let own: { id: string; token: string };
let other: { id: string; token: string };
let split: { billId: string; splitId: string };

async function account(phoneNumber: string): Promise<{ id: string; token: string }> {
  const sent = await call(sb.url, 'POST', '/user-account/login/code', { phoneNumber });
  if (sent.status !== 202) throw new Error(`code request answered ${sent.status}`);
  const outbox = await call(sb.url, 'GET', '/sandbox/outbox.json');
  const sms = outbox.body.messages.find((m: { recipient: string }) => m.recipient === sent.body.phoneNumber);
  const code = /\b(\d{6})\b/.exec(String(sms?.body))?.[1] ?? '';
  const login = await call(sb.url, 'POST', '/user-account/login', { phoneNumber, code }, diner.headers);
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { id: login.body.user.id, token: login.body.accessToken };
}

beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
  own = await account('06 11 22 33 44');
  other = await account('06 55 66 77 88');
  const joined = await call(sb.url, 'POST', `/public/businesses/${B.como}/users/prepare-loyalty-id`, { userId: own.id, guestIdentificationParameters: { phoneNumber: '06 11 22 33 44', hasOptIn: true } }, { authorization: `Bearer ${own.token}` });
  if (joined.status !== 200) throw new Error(`prepare-loyalty-id answered ${joined.status}`);
  const paid = await payFreshSplit(sb, undefined, diner);
  split = { billId: paid.billId, splitId: paid.splitId };
}, 120_000);
afterAll(() => sb.close());

const hostile = [
  '', ' ', '__proto__', 'constructor', 'prototype', 'a\u0000b', 'x'.repeat(3000), '💸'.repeat(300), '\u202e\u0301\ufeff', '../../etc/passwd',
  "' OR 1=1 --", '<script>alert(1)</script>', '1e309', 'NaN', '-0', '9007199254740993', '+', '+33', '+33 6', '0033612345678', '+336123456789012345',
  '06 12 34 56 78', '+44 7400 123456', '+1 (212) 555-0100', '０６１２３４５６７８', '000000', '999999', '12345', '1234567', '12 34 56', 'abcdef',
  'DIner@Example.COM', 'a@b', '@example.com', 'x@'.repeat(200), 'me', 'ME',
];
const hostileIds = ['me', '__proto__', 'constructor', '%00', 'a%00b', 'x'.repeat(3000), 'y'.repeat(201), '%F0%9F%92%B8', '%E2%80', '..', '%2e%2e', '%2F', '%20', "'%20OR%201=1--", 'null', '%25', '%C0%AF', '%09'];
const fieldNames = [
  'billId', 'splitId', 'userId', 'existingUserId', 'newUserId', 'guestIdentificationParameters', 'businessId', 'email', 'firstName', 'lastName',
  'userPreferences', 'hasOptIn', 'brands', 'appId', 'venueOptIn', 'sundayOptIn', 'origin', 'countryCode', 'totalAmount', '__proto__', 'constructor',
];
const B = loyaltySeedIds.businesses;

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostile),
  fc.constantFrom(0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 612345678),
  fc.string({ maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a'), fc.string(), { maxKeys: 2 }),
  fc.constantFrom('FR', 'GB', 'US', 'ZZ', 'fr', 'F', 'FRA'),
  fc.constantFrom(
    { phoneNumber: '06 11 22 33 44', hasOptIn: true },
    { phoneNumber: '+33611223344', hasOptIn: 'yes' },
    { username: 'diner@example.com', password: 'pancakes' },
    { username: '', password: null },
    [{ id: 'functional', preferenceId: { id: 'cookie-functional' }, type: 'functional', userStatus: 'ACCEPTED' }],
    [{ id: 'essential', preferenceId: { id: 'x' }, type: 'ads', userStatus: 'MAYBE' }],
    [{ name: 'leon', consent: true }, { name: 'acme', consent: 1 }],
    'bill-london-1',
    'como-free-ale',
  ),
);

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function caseArbitrary(method: string, pattern: string): fc.Arbitrary<Case> {
  const valuesOf: Record<string, string[]> = {
    userId: [own.id, other.id, diner.guestId, 'user-missing'],
    businessId: [B.como, B.pongo, B.paytronix, B.zerosix, B.none, 'business-missing'],
    billId: [split.billId, 'bill-london-1', 'bill-missing'],
    splitId: [split.splitId, 'split-missing'],
    discountId: ['como-free-ale', 'como-feast', 'pongo-cafe', 'reward-missing'],
    appId: [loyaltySeedIds.guestApp, 'app-missing'],
    rewardId: ['ga-crisps', 'ga-ale', 'reward-missing'],
    id: ['gdc-london-pub', 'gdc-missing'],
  };
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const params = fc.tuple(...names.map((name) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...(valuesOf[name] ?? ['x'])) }, { weight: 2, arbitrary: fc.constantFrom(...hostileIds) })));
  const authorization = fc.oneof(
    fc.constant(`Bearer ${own.token}`),
    fc.constant(`Bearer ${other.token}`),
    fc.constant(`bearer   ${own.token}`),
    fc.constant(own.token),
    fc.constant(`Bearer ${own.token.slice(0, -3)}abc`),
    fc.constant(`Bearer ${own.token}.extra`),
    fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
    fc.constant(`Bearer ${diner.token}`),
    fc.constant(`Bearer ${'t'.repeat(5000)}`),
    fc.string({ maxLength: 40 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, 'x')}`),
  );
  const headers = fc.record(
    {
      authorization,
      'x-tableside-guest-token': fc.constantFrom(diner.token, `${diner.guestId}.forged`, 'junk', 'g'.repeat(3000)),
      'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    },
    { requiredKeys: [] },
  );
  const objectBody = fc.dictionary(fc.constantFrom(...fieldNames), junk, { maxKeys: 5 });
  const body = fc.oneof(
    { weight: 6, arbitrary: objectBody.map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: junk.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '[', '{"__proto__":{"polluted":1}}', '{"email":"\\u0000"}', '"\\ud800"', `{"firstName":"${'n'.repeat(70_000)}"}`) },
  );
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return fc.record({ params, headers, body: hasBody ? fc.option(body, { freq: 6 }) : fc.constant(null) }).map(({ params: chosen, headers: h, body: b }) => {
    let index = 0;
    const url = pattern.replace(/:([A-Za-z0-9_]+)/g, () => String(chosen[index++] ?? 'x'));
    const headers: Record<string, string> = { ...h };
    if (b === null) delete headers['content-type'];
    else headers['content-type'] ??= 'application/json';
    return { method, url, headers, ...(b === null ? {} : { payload: b }) };
  });
}

function namesTheField(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { type, message, field } = body as Record<string, unknown>;
  if (typeof type !== 'string' || typeof message !== 'string') return false;
  return (typeof field === 'string' && field !== '') || /\b(body|params|query|header)\b/.test(message);
}

describe('fuzzing the loyalty, guest-app and consent routes', () => {
  test(
    `${CASES} malformed requests over every loyalty, guest-app and consent route: no 5xx, every 4xx names the field; wallets stay checked`,
    async () => {
      const routes = registeredRoutes(sb.app).filter(
        (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && /^\/(public\/businesses\/|marketing\/(public\/)?api\/v1\/guest-apps\/|consent-manager\/)/.test(route.url),
      );
      expect(routes.length).toBeGreaterThanOrEqual(25);
      const perRoute = Math.ceil(CASES / routes.length);
      const cases = routes.flatMap((route, index) => fc.sample(caseArbitrary(route.method, route.url), { numRuns: perRoute, seed: 13_500 + index }));
      const fiveXX: unknown[] = [];
      const unnamed: unknown[] = [];
      let next = 0;
      const worker = async () => {
        while (next < cases.length) {
          const item = cases[next++];
          if (!item) continue;
          const response = await sb.app.inject({ method: item.method as InjectOptions['method'], url: item.url, headers: item.headers, ...(item.payload === undefined ? {} : { payload: item.payload }) });
          const finding = () => ({ method: item.method, url: item.url.slice(0, 120), status: response.statusCode, body: response.body.slice(0, 300) });
          if (response.statusCode >= 500) fiveXX.push(finding());
          else if (response.statusCode >= 400) {
            let parsed: unknown;
            try {
              parsed = response.json();
            } catch {
              parsed = undefined;
            }
            if (!namesTheField(parsed)) unnamed.push(finding());
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
      process.stdout.write(`loyalty fuzz: ${cases.length} cases over ${routes.length} routes, 5xx: ${fiveXX.length}, 4xx without field: ${unnamed.length}\n`);
      expect(cases.length).toBeGreaterThanOrEqual(CASES);
      expect(fiveXX.slice(0, 5)).toEqual([]);
      expect(unnamed.slice(0, 5)).toEqual([]);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

      // The wallet still answers its owner only, and the paid split earned at most once.
      const wallet = await call(sb.url, 'GET', `/public/businesses/${B.como}/users/${own.id}`, undefined, { authorization: `Bearer ${own.token}` });
      expect(wallet.status).toBe(200);
      expect(wallet.body.balance).toBeGreaterThanOrEqual(0);
      expect((await call(sb.url, 'GET', `/public/businesses/${B.como}/users/${own.id}`, undefined, { authorization: `Bearer ${other.token}` })).status).toBe(403);
      const earnings = await rows(sb.db, sql`SELECT count(*)::int AS n FROM loyalty_earnings WHERE bill_id = ${split.billId} AND split_id = ${split.splitId}`);
      expect(Number(earnings[0]?.n)).toBeLessThanOrEqual(2); // once in the COMO programme, once in the guest app at most
    },
    300_000,
  );
});
