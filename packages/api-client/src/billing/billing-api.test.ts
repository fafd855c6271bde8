import { describe, expect, test } from 'vitest';
import { fakeFetch, json, type RecordedRequest } from '../../test/fake-fetch.js';
import { createHttpClient } from '../http/http-client.js';
import { createBillingApi } from './billing-api.js';
import { BILL_SPLIT_DOMAIN_REASONS, isSplitExpired } from './split-error.js';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const consumer = { guestId: 'guest-1' };
const issued = json(201, { splitId: { id: 'split-9' }, billSplitAmount: eur(1_250_000) });

function setup(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const sleeps: number[] = [];
  const http = createHttpClient({ baseUrl: 'http://api.test', fetch: fake.fetch, generateUuid: () => 'u', getGuestToken: () => 'guest-1.sig' });
  const api = createBillingApi(http, async (ms) => {
    sleeps.push(ms);
  });
  return { api, requests: fake.requests, sleeps };
}

const call = (r: RecordedRequest | undefined) => r && { method: r.method, url: r.url.replace('http://api.test', ''), body: r.body };

describe('issue and update calls (1-core §7 table)', () => {
  test.each([
    [
      'POST /billing/bills/{billId}/splits/by-amount {splitAmount, currencyCode, consumer, relatedSubOrder}',
      (api: ReturnType<typeof setup>['api']) => api.issueByAmount({ billId: 'b1', consumer, relatedSubOrder: 'so1', splitAmount: eur(1_250_000) }),
      { method: 'POST', url: '/billing/bills/b1/splits/by-amount', body: { splitAmount: 1_250_000, currencyCode: 'EUR', consumer, relatedSubOrder: 'so1' } },
    ],
    [
      'POST .../splits/by-sub-orders {subOrders, consumer, relatedSubOrder}',
      (api: ReturnType<typeof setup>['api']) => api.issueBySubOrders({ billId: 'b1', consumer, subOrders: ['so1'] }),
      { method: 'POST', url: '/billing/bills/b1/splits/by-sub-orders', body: { subOrders: ['so1'], consumer } },
    ],
    [
      'POST .../splits/by-share {numberOfShares, numberOfGuests, consumer, baseAmount, relatedSubOrder}',
      (api: ReturnType<typeof setup>['api']) => api.issueByShare({ billId: 'b1', consumer, numberOfShares: 1, numberOfGuests: 3, baseAmount: eur(3_000_000) }),
      { method: 'POST', url: '/billing/bills/b1/splits/by-share', body: { numberOfShares: 1, numberOfGuests: 3, consumer, baseAmount: eur(3_000_000) } },
    ],
    [
      'POST .../splits/by-items {items, consumer, relatedSubOrder}',
      (api: ReturnType<typeof setup>['api']) => api.issueByItems({ billId: 'b1', consumer, items: { p1: 100_000 } }),
      { method: 'POST', url: '/billing/bills/b1/splits/by-items', body: { items: { p1: 100_000 }, consumer } },
    ],
    [
      'POST .../splits/left-to-pay {consumer, relatedSubOrder}',
      (api: ReturnType<typeof setup>['api']) => api.issueLeftToPay({ billId: 'b1', consumer }),
      { method: 'POST', url: '/billing/bills/b1/splits/left-to-pay', body: { consumer } },
    ],
    [
      'PUT .../splits/{id}/by-amount {newSplitAmount, currencyCode, consumer}',
      (api: ReturnType<typeof setup>['api']) => api.updateByAmount({ billId: 'b1', splitId: 's1', consumer, newSplitAmount: eur(500_000) }),
      { method: 'PUT', url: '/billing/bills/b1/splits/s1/by-amount', body: { newSplitAmount: 500_000, currencyCode: 'EUR', consumer } },
    ],
    [
      'PUT .../splits/{id}/by-sub-orders {subOrders, consumer}',
      (api: ReturnType<typeof setup>['api']) => api.updateBySubOrders({ billId: 'b1', splitId: 's1', consumer, subOrders: ['so2'] }),
      { method: 'PUT', url: '/billing/bills/b1/splits/s1/by-sub-orders', body: { subOrders: ['so2'], consumer } },
    ],
    [
      'PUT .../splits/{id}/by-share {numberOfShares, numberOfGuests, baseAmount, consumer}',
      (api: ReturnType<typeof setup>['api']) =>
        api.updateByShare({ billId: 'b1', splitId: 's1', consumer, numberOfShares: 2, numberOfGuests: 4, baseAmount: eur(100) }),
      { method: 'PUT', url: '/billing/bills/b1/splits/s1/by-share', body: { numberOfShares: 2, numberOfGuests: 4, baseAmount: eur(100), consumer } },
    ],
    [
      'PUT .../splits/{id}/by-items {items, consumer}',
      (api: ReturnType<typeof setup>['api']) => api.updateByItems({ billId: 'b1', splitId: 's1', consumer, items: { p2: 200_000 } }),
      { method: 'PUT', url: '/billing/bills/b1/splits/s1/by-items', body: { items: { p2: 200_000 }, consumer } },
    ],
  ])('%s → {splitId.id, billSplitAmount}', async (_row, run, expected) => {
    const { api, requests } = setup(issued);
    expect(await run(api)).toEqual({ ok: true, value: { splitId: 'split-9', billSplitAmount: eur(1_250_000) } });
    expect(call(requests[0])).toEqual(expected);
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('guest-1.sig');
  });
});

describe('split failures (1-core §8)', () => {
  test.each(BILL_SPLIT_DOMAIN_REASONS.map((reason) => [reason]))('domain reason "%s" comes back with the previous and new amounts', async (reason) => {
    const { api, sleeps } = setup(json(409, { type: reason, message: 'refused', previousBillSplitAmount: eur(10), newBillSplitAmount: eur(20) }));
    expect(await api.issueByAmount({ billId: 'b1', consumer, splitAmount: eur(10) })).toEqual({
      ok: false,
      error: {
        code: 'BILL_SPLIT_DOMAIN_REFUSAL',
        type: reason,
        status: 409,
        message: 'refused',
        previousBillSplitAmount: eur(10),
        newBillSplitAmount: eur(20),
      },
    });
    expect(sleeps).toEqual([]);
  });

  test('"Split failures return the type from the server body": other typed refusals keep their type', async () => {
    const { api } = setup(json(403, { type: 'not-split-owner', message: 'consumer is not the owner' }));
    expect(await api.updateByItems({ billId: 'b1', splitId: 's1', consumer, items: {} })).toEqual({
      ok: false,
      error: { code: 'BILL_SPLIT_REJECTED', type: 'not-split-owner', status: 403, message: 'consumer is not the owner' },
    });
  });

  test('"Network or unknown failures are reported as BILLING_INFRASTRUCTURE_FAILURE"', async () => {
    const { api } = setup(json(400, 'not json object'));
    const result = await api.issueLeftToPay({ billId: 'b1', consumer });
    expect(result).toMatchObject({ ok: false, error: { code: 'BILLING_INFRASTRUCTURE_FAILURE', type: 'BILLING_INFRASTRUCTURE_FAILURE', retryable: false } });
  });

  test('an issue answer that breaks the contract is an infrastructure failure', async () => {
    const { api } = setup(json(201, { splitId: 'flat' }));
    expect(await api.issueLeftToPay({ billId: 'b1', consumer })).toMatchObject({
      ok: false,
      error: { code: 'BILLING_INFRASTRUCTURE_FAILURE', retryable: false, cause: { type: 'invalid-response' } },
    });
  });
});

describe('retries: "up to 4 retries, 500 ms apart" for retryable errors (2-paying §9)', () => {
  test('a network failure then success: retried once, 500 ms later', async () => {
    const { api, requests, sleeps } = setup(new TypeError('fetch failed'), issued);
    expect(await api.issueByItems({ billId: 'b1', consumer, items: { p1: 100_000 } })).toMatchObject({ ok: true });
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([500]);
  });

  test('5xx every time: 1 attempt + 4 retries, then BILLING_INFRASTRUCTURE_FAILURE marked retryable', async () => {
    const { api, requests, sleeps } = setup(json(503, { type: 'unavailable', message: 'down' }));
    const result = await api.updateByAmount({ billId: 'b1', splitId: 's1', consumer, newSplitAmount: eur(1) });
    expect(requests).toHaveLength(5);
    expect(sleeps).toEqual([500, 500, 500, 500]);
    expect(result).toMatchObject({ ok: false, error: { code: 'BILLING_INFRASTRUCTURE_FAILURE', retryable: true, cause: { type: 'http', status: 503 } } });
  });

  test('429 is retried', async () => {
    const { api, requests } = setup(json(429, { type: 'too-many-requests', message: 'slow down' }), issued);
    expect(await api.issueLeftToPay({ billId: 'b1', consumer })).toMatchObject({ ok: true });
    expect(requests).toHaveLength(2);
  });

  test('cancel is retried, and "A failed cancel is ignored"', async () => {
    const { api, requests, sleeps } = setup(new TypeError('offline'));
    expect(await api.cancelSplit('b1', 's1')).toEqual({ ok: true, value: undefined });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(Array(5).fill('DELETE http://api.test/billing/bills/b1/splits/s1'));
    expect(sleeps).toHaveLength(4);
  });

  test('engage is not retried (a payment may be under way)', async () => {
    const { api, requests } = setup(json(500, { type: 'internal', message: 'x' }));
    expect(await api.engagePayment({ billId: 'b1', splitId: 's1', paymentId: 'p1', consumer })).toMatchObject({
      ok: false,
      error: { code: 'BILLING_INFRASTRUCTURE_FAILURE' },
    });
    expect(requests).toHaveLength(1);
  });
});

describe('other split calls', () => {
  test('GET split parses the split; "A failed get-split returns the server\'s response data type"', async () => {
    const split = { splitId: 's1', status: 'ISSUED', billSplitAmount: eur(10), consumer, splitType: 'BY_AMOUNT' };
    const { api, requests } = setup(json(200, split), json(404, { type: 'split-not-found', message: 'splitId s2 not found' }));
    expect(await api.getSplit('b1', 's1')).toEqual({ ok: true, value: split });
    expect(await api.getSplit('b1', 's2')).toMatchObject({ ok: false, error: { type: 'split-not-found', status: 404 } });
    // The full split (its paymentId) answers only its owner: the read carries the guest token.
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('guest-1.sig');
  });

  test('PUT heartbeat renews the lease with the guest token; a released split is bill-split-expired', async () => {
    const lease = {
      splitId: 's1',
      status: 'ISSUED',
      billSplitAmount: eur(10),
      consumer,
      splitType: 'BY_AMOUNT',
      leaseExpiresAt: 1_000_120_000,
      leaseMs: 120_000,
    };
    const { api, requests } = setup(json(200, lease), json(410, { type: 'bill-split-expired', message: 'splitId s1 was released' }));
    expect(await api.heartbeat('b1', 's1')).toEqual({ ok: true, value: lease });
    expect(call(requests[0])).toMatchObject({ method: 'PUT', url: '/billing/bills/b1/splits/s1/heartbeat' });
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('guest-1.sig');
    const expired = await api.heartbeat('b1', 's1');
    expect(expired).toMatchObject({ ok: false, error: { code: 'BILL_SPLIT_REJECTED', type: 'bill-split-expired', status: 410 } });
    expect(!expired.ok && isSplitExpired(expired.error)).toBe(true);
    expect(requests).toHaveLength(2);
  });

  test('PATCH engage-payment {paymentId, consumer} reads billSplitAmount', async () => {
    const { api, requests } = setup(json(200, { billSplitAmount: eur(42), status: 'PENDING' }));
    expect(await api.engagePayment({ billId: 'b1', splitId: 's1', paymentId: 'pay-1', consumer })).toEqual({
      ok: true,
      value: { billSplitAmount: eur(42), settled: false },
    });
    expect(call(requests[0])).toEqual({ method: 'PATCH', url: '/billing/bills/b1/splits/s1/engage-payment', body: { paymentId: 'pay-1', consumer } });
  });

  test('PATCH engage-payment without a paymentId reads the one the server generated; a settled split says so', async () => {
    const { api, requests } = setup(
      json(200, { billSplitAmount: eur(42), status: 'PENDING', paymentId: 'pay_generated' }),
      json(200, { billSplitAmount: eur(42), status: 'REGISTERED', paymentId: 'pay_first' }),
    );
    expect(await api.engagePayment({ billId: 'b1', splitId: 's1', consumer })).toEqual({
      ok: true,
      value: { billSplitAmount: eur(42), paymentId: 'pay_generated', settled: false },
    });
    expect(call(requests[0])).toEqual({ method: 'PATCH', url: '/billing/bills/b1/splits/s1/engage-payment', body: { consumer } });
    expect(await api.engagePayment({ billId: 'b1', splitId: 's1', consumer })).toEqual({
      ok: true,
      value: { billSplitAmount: eur(42), paymentId: 'pay_first', settled: true },
    });
  });

  test('engage failure "bill-split-amount-changed-between-issue-and-engage" carries both amounts', async () => {
    const body = {
      type: 'bill-split-amount-changed-between-issue-and-engage',
      message: 'changed',
      previousBillSplitAmount: eur(10),
      newBillSplitAmount: eur(12),
    };
    const { api } = setup(json(409, body));
    expect(await api.engagePayment({ billId: 'b1', splitId: 's1', paymentId: 'pay-1', consumer })).toMatchObject({
      ok: false,
      error: { previousBillSplitAmount: eur(10), newBillSplitAmount: eur(12) },
    });
  });

  test('PATCH disengage {billId, splitId}; POST fully-discount (no body)', async () => {
    const { api, requests } = setup(new Response(null, { status: 204 }));
    expect(await api.disengage('b1', 's1')).toEqual({ ok: true, value: undefined });
    expect(await api.fullyDiscount('b1', 's1')).toEqual({ ok: true, value: undefined });
    expect(requests.map(call)).toEqual([
      { method: 'PATCH', url: '/billing/bills/b1/splits/s1/disengage', body: { billId: 'b1', splitId: 's1' } },
      { method: 'POST', url: '/billing/bills/b1/splits/s1/fully-discount', body: undefined },
    ]);
  });

  test('fully-discount failure is a split error', async () => {
    const { api } = setup(json(409, { type: 'split-not-fully-discountable', message: 'money left' }));
    expect(await api.fullyDiscount('b1', 's1')).toMatchObject({ ok: false, error: { code: 'BILL_SPLIT_REJECTED', type: 'split-not-fully-discountable' } });
  });

  test('GET forecast-charges → list of {chargedAmount, chargeType, model, label, rate}', async () => {
    const charges = [{ chargedAmount: eur(150_000), chargeType: 'SERVICE_CHARGE', model: 'RATE', label: 'Service', rate: 1250 }];
    const { api, requests } = setup(json(200, charges), json(500, {}));
    expect(await api.forecastCharges('b1', 's1')).toEqual({ ok: true, value: charges });
    expect(requests[0]?.url).toBe('http://api.test/billing/bills/b1/splits/s1/forecast-charges');
    expect(requests[0]?.headers['x-tableside-guest-token']).toBe('guest-1.sig');
    expect(await api.forecastCharges('b1', 's1')).toMatchObject({ ok: false, error: { code: 'BILLING_INFRASTRUCTURE_FAILURE' } });
  });
});
