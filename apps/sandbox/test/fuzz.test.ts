import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registeredRoutes } from '../src/http/api-prefixes.js';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';
import { payFreshSplit, type PaidSplit } from './payment-flow.js';

/**
 * Malformed requests over every registered route (collected from the server itself, so routes added later are
 * covered): junk and hostile ids in params (prototype keys, NUL, 3 KB ids, unicode, `..`), query strings, headers
 * (oversize, forged tokens) and bodies (unknown and prototype keys, huge and unicode values, wrong types). No answer
 * may be a 5xx, and every 4xx is `{ type, message }` naming the field (`field`, or the part in `message`).
 */

const CASES = Number(process.env.FUZZ_CASES ?? 20_000);
const CONCURRENCY = 8;

let sb: Sandbox;
let diner: Diner;
let paid: PaidSplit;
let billId: string;
let splitId: string;

beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
  paid = await payFreshSplit(sb);
  billId = await freshBill(sb);
  const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
  splitId = issued.body.splitId.id;
}, 120_000);
afterAll(() => sb.close());

// Hostile values for ids, as they appear in a URL path (already percent-encoded where needed).
const hostileIds = [
  '__proto__',
  'constructor',
  'prototype',
  '%00',
  'a%00b',
  'x'.repeat(3000),
  'y'.repeat(201),
  '%F0%9F%92%B8%E2%80%AE%CC%81',
  '%E2%80',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  '%5C',
  '%20',
  "'%20OR%201=1--",
  '-1',
  '0',
  '1e308',
  '9007199254740993',
  'null',
  'undefined',
  '%25',
  '%C0%AF',
  'NaN',
  '%09',
  '%0A',
];

const hostileStrings = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'a\u0000b',
  '\u0000',
  'x'.repeat(3000),
  'n'.repeat(70_000),
  '💸'.repeat(500),
  '\u202e\u0301\ufeff',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '/\\evil.example',
  '1e309',
  '-0',
  'NaN',
  '9007199254740993',
];

const hostileNumbers = [0, -1, -0, 0.5, 1e-7, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 90071992547, 2 ** 31, 1.5e16];

const fieldNames = [
  'splitAmount', 'newSplitAmount', 'currencyCode', 'consumer', 'relatedSubOrder', 'subOrders', 'items', 'numberOfShares', 'numberOfGuests', 'shares',
  'baseAmount', 'paymentId', 'billId', 'splitId', 'amount', 'tip', 'currency', 'captureMethod', 'metadata', 'clientSecret', 'paymentMethod', 'outcome',
  'returnUrl', 'field', 'by', 'online', 'posProductId', 'quantity', 'checkId', 'lineId', 'label', 'kind', 'posSplitMode', 'businessId', 'experienceId',
  'idempotencyKey', 'sessionId', 'tableId', 'note', 'customer', 'firstName', 'lastName', 'email', 'guestsNumber', 'companyName', 'address', 'productIds',
  'splitAmountWithTips', 'totalAmount', 'productNames', 'openedAt', 'status', 'action', 'itemId', 'productId', 'menuId', 'language', 'code', 'id',
  '__proto__', 'constructor', 'prototype',
];

function routeValues(): Record<string, string[]> {
  return {
    billId: [billId, paid.billId, 'bill-missing'],
    splitId: [splitId, paid.splitId, 'split-missing'],
    paymentId: [paid.paymentId, 'payment-missing'],
    id: [paid.intent.id, 'pi_missing'],
    venueId: ['venue-london-pub', 'venue-paris-bistro', 'venue-missing'],
    tableId: ['fuzz-table', 'table-missing'],
    businessId: ['business-london-pub', 'business-paris-bistro', 'business-missing'],
    code: ['WELCOME10', 'NOPE'],
    enrollmentId: ['enrollment-paris-bistro'],
    posId: ['fr-1'],
    language: ['en', 'fr'],
    '*': [`bills/${billId}`, 'venues/venue-london-pub', 'configs/settings', 'bills'],
  };
}

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.integer(),
  fc.double(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constantFrom(...hostileStrings)), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
  fc.record({ guestId: fc.oneof(fc.string(), fc.constantFrom(...hostileStrings)) }),
  fc.record({ amount: fc.oneof(fc.integer(), fc.constantFrom(...hostileNumbers)), currency: fc.constantFrom('EUR', 'GBP', 'XXX', '€', '', '__proto__') }),
  fc.constant(Array.from({ length: 200 }, () => [[[[[]]]]])),
);

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function caseArbitrary(method: string, pattern: string): fc.Arbitrary<Case> {
  const values = routeValues();
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
  const param = (name: string) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...(values[name] ?? ['x'])) }, { weight: 3, arbitrary: fc.constantFrom(...hostileIds) });
  const params = fc.tuple(...names.map((name) => param(name)));
  const query = fc.array(
    fc.tuple(
      fc.constantFrom('limit', 'where', 'email', 'locale', 'returnUrl', 'clientSecret', 'token', 'lang', '__proto__', 'constructor', 'x'),
      fc.oneof(fc.constantFrom(...hostileIds), fc.constantFrom('1', '-1', '[["status","==","PAID"]]', '[[', 'diner@example.com', 'fr', '/venues/v', '99999999999999999999')),
    ),
    { maxLength: 3 },
  );
  const token = fc.oneof(
    fc.constant(diner.token),
    fc.constant(paid.diner.token),
    fc.constant(`${diner.guestId}.forged`),
    fc.constant('not-a-token'),
    fc.constant('t'.repeat(8000)),
    fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'x')),
  );
  const headers = fc.record(
    {
      'x-tableside-guest-token': token,
      'x-tableside-admin-token': fc.constantFrom('forged', 'a'.repeat(5000)),
      'x-correlation-id': fc.constantFrom('pat_spa_1', 'junk', 'c'.repeat(6000)),
      'accept-language': fc.constantFrom('fr', '*', 'zz-ZZ', 'x'.repeat(300)),
      'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'),
    },
    { requiredKeys: [] },
  );
  const objectBody = fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof({ weight: 3, arbitrary: junkValue }, { weight: 1, arbitrary: fc.constant(diner.consumer) }), { maxKeys: 6 });
  const body = fc.oneof(
    { weight: 5, arbitrary: objectBody.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: objectBody.map((o) => JSON.stringify({ ...o, consumer: diner.consumer })) },
    { weight: 1, arbitrary: junkValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[', 'nul', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":"\\u0000"}', '"\\ud800"', `{"note":"${'n'.repeat(100_000)}"}`) },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  );
  const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'OPTIONS';
  return fc.record({ params, query, headers, body: hasBody ? fc.option(body, { freq: 6 }) : fc.constant(null) }).map(({ params: chosen, query: q, headers: h, body: b }) => {
    let index = 0;
    const path = pattern.replace(/:([A-Za-z0-9_]+)|\*/g, () => String(chosen[index++] ?? 'x'));
    const search = q.length === 0 ? '' : `?${q.map(([k, v]) => `${k}=${v}`).join('&')}`;
    const headers: Record<string, string> = { ...h };
    if (b === null) delete headers['content-type'];
    else headers['content-type'] ??= 'application/json';
    return { method, url: `${path}${search}`, headers, ...(b === null ? {} : { payload: b }) };
  });
}

interface Finding {
  method: string;
  url: string;
  status: number;
  body: string;
}

function namesTheField(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { type, message, field } = body as Record<string, unknown>;
  if (typeof type !== 'string' || typeof message !== 'string') return false;
  return (typeof field === 'string' && field !== '') || /\b(body|params|query|header)\b/.test(message);
}

describe('the fuzz suite', () => {
  test(
    `${CASES} malformed requests over every route: no 5xx, every 4xx names the field; then a card payment and its receipt still succeed`,
    async () => {
      // Streams never end under inject: subscriptions are left to the realtime tests. HEAD repeats GET.
      const routes = registeredRoutes(sb.app).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
      expect(routes.length).toBeGreaterThan(50);
      const perRoute = Math.ceil(CASES / routes.length);
      const cases = routes.flatMap((route, index) => fc.sample(caseArbitrary(route.method, route.url), { numRuns: perRoute, seed: 9_000 + index }));

      const fiveXX: Finding[] = [];
      const unnamed: Finding[] = [];
      let next = 0;
      const worker = async () => {
        while (next < cases.length) {
          const item = cases[next++];
          if (!item || /[?&]subscribe=/.test(item.url)) continue;
          const response = await sb.app.inject({ method: item.method as InjectOptions['method'], url: item.url, headers: item.headers, ...(item.payload === undefined ? {} : { payload: item.payload }) });
          const finding = () => ({ method: item.method, url: item.url.slice(0, 160), status: response.statusCode, body: response.body.slice(0, 300) });
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

      if (process.env.FUZZ_REPORT) {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ fiveXX, unnamed }, null, 1));
      }
      process.stdout.write(`fuzz: ${cases.length} cases over ${routes.length} routes, 5xx: ${fiveXX.length}, 4xx without field: ${unnamed.length}\n`);
      expect(cases.length).toBeGreaterThanOrEqual(CASES);
      expect(fiveXX.slice(0, 5)).toEqual([]);
      expect(unnamed.slice(0, 5)).toEqual([]);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

      // The same server process still takes a card payment and renders its receipt.
      for (const venueId of ['venue-london-pub', 'venue-paris-bistro', 'venue-new-york-diner']) {
        await sb.app.inject({ method: 'POST', url: `/sandbox/admin/venues/${venueId}/pos`, payload: { online: true } });
      }
      const after = await payFreshSplit(sb);
      expect(after.intentStatus).toBe('succeeded');
      expect(after.receiptStatus).toBe(200);
      expect(after.receiptType).toBe('application/pdf');
      expect(Buffer.from(after.receiptBytes.slice(0, 5)).toString()).toBe('%PDF-');
    },
    600_000,
  );
});
