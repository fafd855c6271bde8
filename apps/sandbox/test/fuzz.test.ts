import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { fuzzRequests, fuzzRoutes, reportFuzz, requestCase, sampleCases, type FuzzCase } from './fuzz-harness.js';
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
  'splitAmount',
  'newSplitAmount',
  'currencyCode',
  'consumer',
  'relatedSubOrder',
  'subOrders',
  'items',
  'numberOfShares',
  'numberOfGuests',
  'shares',
  'baseAmount',
  'paymentId',
  'billId',
  'splitId',
  'amount',
  'tip',
  'currency',
  'captureMethod',
  'metadata',
  'clientSecret',
  'paymentMethod',
  'outcome',
  'returnUrl',
  'field',
  'by',
  'online',
  'posProductId',
  'quantity',
  'checkId',
  'lineId',
  'label',
  'kind',
  'posSplitMode',
  'businessId',
  'experienceId',
  'idempotencyKey',
  'sessionId',
  'tableId',
  'note',
  'customer',
  'firstName',
  'lastName',
  'email',
  'guestsNumber',
  'companyName',
  'address',
  'productIds',
  'splitAmountWithTips',
  'totalAmount',
  'productNames',
  'openedAt',
  'status',
  'action',
  'itemId',
  'productId',
  'menuId',
  'language',
  'code',
  'id',
  '__proto__',
  'constructor',
  'prototype',
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
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), {
    maxKeys: 4,
  }),
  fc.record({ guestId: fc.oneof(fc.string(), fc.constantFrom(...hostileStrings)) }),
  fc.record({ amount: fc.oneof(fc.integer(), fc.constantFrom(...hostileNumbers)), currency: fc.constantFrom('EUR', 'GBP', 'XXX', '€', '', '__proto__') }),
  fc.constant(Array.from({ length: 200 }, () => [[[[[]]]]])),
);

function caseArbitrary(method: string, pattern: string): fc.Arbitrary<FuzzCase> {
  const query = fc.array(
    fc.tuple(
      fc.constantFrom('limit', 'where', 'email', 'locale', 'returnUrl', 'clientSecret', 'token', 'lang', '__proto__', 'constructor', 'x'),
      fc.oneof(
        fc.constantFrom(...hostileIds),
        fc.constantFrom('1', '-1', '[["status","==","PAID"]]', '[[', 'diner@example.com', 'fr', '/venues/v', '99999999999999999999'),
      ),
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
      'content-type': fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
      ),
    },
    { requiredKeys: [] },
  );
  const objectBody = fc.dictionary(
    fc.constantFrom(...fieldNames),
    fc.oneof({ weight: 3, arbitrary: junkValue }, { weight: 1, arbitrary: fc.constant(diner.consumer) }),
    { maxKeys: 6 },
  );
  const body = fc.oneof(
    { weight: 5, arbitrary: objectBody.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: objectBody.map((o) => JSON.stringify({ ...o, consumer: diner.consumer })) },
    { weight: 1, arbitrary: junkValue.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        '[',
        'nul',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '{"a":"\\u0000"}',
        '"\\ud800"',
        `{"note":"${'n'.repeat(100_000)}"}`,
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  );
  return requestCase(method, pattern, { values: routeValues(), hostileIds, hostileWeight: 3, query, headers, body });
}

describe('the fuzz suite', () => {
  test(`${CASES} malformed requests over every route: no 5xx, every 4xx names the field; then a card payment and its receipt still succeed`, async () => {
    // All but HEAD and OPTIONS; subscriptions are skipped, their streams never end under inject.
    const routes = fuzzRoutes(sb.app);
    expect(routes.length).toBeGreaterThan(50);
    const cases = sampleCases(routes, CASES, 9_000, caseArbitrary);
    const { fiveXX, unnamed } = await fuzzRequests(sb.app, cases, CONCURRENCY);

    if (process.env.FUZZ_REPORT) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ fiveXX, unnamed }, null, 1));
    }
    reportFuzz('fuzz', { cases: cases.length, routes: routes.length, fiveXX, unnamed }, CASES);

    // The same server process still takes a card payment and renders its receipt.
    for (const venueId of ['venue-london-pub', 'venue-paris-bistro', 'venue-new-york-diner']) {
      await sb.app.inject({ method: 'POST', url: `/sandbox/admin/venues/${venueId}/pos`, payload: { online: true } });
    }
    const after = await payFreshSplit(sb);
    expect(after.intentStatus).toBe('succeeded');
    expect(after.receiptStatus).toBe(200);
    expect(after.receiptType).toBe('application/pdf');
    expect(Buffer.from(after.receiptBytes.slice(0, 5)).toString()).toBe('%PDF-');
  }, 600_000);
});
