import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src/server.js';
import { call, freshBill, newDiner, startSandbox, type Diner } from './helpers.js';

let sb: Sandbox;
let diner: Diner;
let billId: string;
let splitId: string;

beforeAll(async () => {
  sb = await startSandbox();
  diner = await newDiner(sb.url);
  billId = await freshBill(sb);
  const issued = await call(sb.url, 'POST', `/billing/bills/${billId}/splits/by-amount`, { splitAmount: 500_000, consumer: diner.consumer }, diner.headers);
  splitId = issued.body.splitId.id;
}, 60_000);
afterAll(() => sb.close());

const routes = (): [string, string][] => [
  ['POST', `/billing/bills/${billId}/splits/by-amount`],
  ['POST', `/billing/bills/${billId}/splits/by-sub-orders`],
  ['POST', `/billing/bills/${billId}/splits/by-share`],
  ['POST', `/billing/bills/${billId}/splits/by-items`],
  ['POST', `/billing/bills/${billId}/splits/left-to-pay`],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-amount`],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-sub-orders`],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-share`],
  ['PUT', `/billing/bills/${billId}/splits/${splitId}/by-items`],
  ['PATCH', `/billing/bills/${billId}/splits/${splitId}/engage-payment`],
  ['PATCH', `/billing/bills/${billId}/splits/${splitId}/disengage`],
  ['POST', `/realtime/increment/bills/${billId}/itemsManuallyMarkedAsPaid/fuzz`],
  ['POST', '/sandbox/admin/venues/venue-london-pub/tables/fuzz-table/items'],
  ['POST', '/sandbox/admin/venues/venue-london-pub/pos'],
  ['POST', '/sandbox/admin/venues/venue-london-pub/tables/fuzz-table/orders'],
];

const field = fc.constantFrom('splitAmount', 'newSplitAmount', 'currencyCode', 'consumer', 'relatedSubOrder', 'subOrders', 'items', 'numberOfShares', 'numberOfGuests', 'baseAmount', 'paymentId', 'field', 'by', 'online', 'posProductId', 'quantity');
const value = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer())),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
  fc.record({ guestId: fc.string() }),
  fc.record({ amount: fc.oneof(fc.integer(), fc.double()), currency: fc.string() }),
);
const body = fc.oneof(
  fc.dictionary(field, value).map((o) => ({ ...o, consumer: o.consumer ?? diner.consumer })),
  fc.dictionary(field, value),
  value,
  fc.string().map((s) => ({ raw: s })),
);

describe('malformed bodies never make a 5xx', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])('route %i answers 4xx (or a success) to any body', async (index) => {
    const [method, path] = routes()[index] ?? [];
    if (!method || !path) throw new Error('missing route');
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const raw = typeof payload === 'object' && payload !== null && 'raw' in payload && typeof payload.raw === 'string' ? payload.raw : payload;
        const answer = await call(sb.url, method, path, raw, diner.headers);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.type).toBe('string');
      }),
      { numRuns: 40 },
    );
  });

  test.each(['/billing/bills/%00/splits/x', '/billing/bills/x/splits/%E2%80', '/realtime/docs/a//b', '/realtime/query/bills?where=%5B', '/realtime/query/bills?limit=-1', '/realtime/docs/bills'])(
    'GET %s answers 4xx',
    async (path) => {
      const answer = await call(sb.url, 'GET', path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    },
  );
});
